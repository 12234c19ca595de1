"""What every released query is made of (MATH 7.2, 7.6): the tidy rows of its cells, its
spend, and the raw facts for the data holder; shared by `cell_release` (DP queries) and
`mos_queries` (MOS)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from engine.statistics.gaussian import gaussian_noise
from engine.statistics.laplace import laplace_noise
from engine.statistics.noise import Noise
from engine.statistics.queries import Cells, Query, clamp, group_cells, numeric

COLUMNS = (
    "query",
    "statistic",
    "column",
    "cell",
    "estimate",
    "lower_95",
    "upper_95",
    "interval",
    "noise",
    "noise_scale",
    "epsilon",
    "delta",
    "formally_private",
)
NOISE_ONLY = "noise"
WITH_SAMPLING = "noise and sampling"
RATIO = "noise and sampling, approximate (simulated ratio)"


@dataclass(frozen=True)
class QueryRelease:
    query: Query
    epsilon: float
    delta: float
    rho: float | None  # None for MOS (not DP)
    table: pd.DataFrame
    clipped: int = 0  # raw: values moved to the declared bounds (never released)
    left_out: int = 0  # raw: rows with a missing value or an undeclared category
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    extra: dict = field(default_factory=dict)
    exact: np.ndarray | None = None  # raw cell values, for the audit only (never written)


def calibrate(
    query: Query, epsilon: float, delta: float, sensitivity: float, integer: bool = False
) -> Noise:
    """The query's noise; `integer` for counts (released as integers), otherwise on a grid."""
    if query.mechanism == "gaussian":
        return gaussian_noise(epsilon, delta, sensitivity, integer=integer)
    return laplace_noise(epsilon, sensitivity, integer)


def rows_frame(query, cells, estimate, lower, upper, interval, scale, eps, delta) -> pd.DataFrame:
    n = len(cells)
    return pd.DataFrame(
        {
            "query": [query.label] * n,
            "statistic": [query.type] * n,
            "column": [query.column or ""] * n,
            "cell": list(cells),
            "estimate": _numbers(estimate),
            "lower_95": _numbers(lower),
            "upper_95": _numbers(upper),
            "interval": [interval] * n,
            "noise": [query.noise_kind] * n,
            "noise_scale": np.broadcast_to(np.asarray(scale, dtype=float), (n,)).copy(),
            "epsilon": [eps] * n,
            "delta": [delta] * n,
            "formally_private": [query.formal] * n,
        },
        columns=list(COLUMNS),
    )


def _numbers(values) -> np.ndarray:
    """Released numbers: integers stay int64 (counts), anything else is float."""
    values = np.asarray(values)
    return values.astype(np.int64 if values.dtype.kind in "iu" else float)


def with_cells(out: QueryRelease, cells: Cells, **raw) -> QueryRelease:
    warnings = [] if cells.warning is None else [cells.warning]
    return QueryRelease(
        out.query, out.epsilon, out.delta, out.rho, out.table, notes=out.notes,
        warnings=tuple(warnings), extra=out.extra, exact=out.exact, **raw,
    )  # fmt: skip


def bounded_cells(frame, query, categories, path, kept: dict | None = None):
    """The query's cells (rows with a missing value left out) and its values clamped to
    the declared bounds, with how many were moved (`kept`: as `group_cells`)."""
    values = numeric(frame, query.column, path)
    clamped, clipped = clamp(values, query.bounds)
    cells = group_cells(frame, query.by, categories, path, kept)
    present = ~np.isnan(values)
    if present.all():  # no value missing: the grouping's cells as they are
        return cells, clamped, clipped
    keep = present & (cells.codes >= 0)
    codes = np.where(keep, cells.codes, -1)
    inner = Cells(codes, cells.labels, int(np.sum(~keep)), cells.warning)
    return inner, np.where(present, clamped, 0.0), clipped


@dataclass(frozen=True)
class CellTotals:
    """What a count, sum, mean or histogram needs from the data, per cell: N and the sum
    of the clamped values; from a table in memory (`totals_of`) or from a file by DuckDB
    (`engine.statistics.out_of_core`)."""

    labels: list[str]
    n: np.ndarray
    sums: np.ndarray | None  # Σ clamp(x) per cell (sums and means only)
    clipped: int = 0
    left_out: int = 0
    warning: str | None = None
    bound_dropped: int = 0  # raw: rows the unit's cell bounds dropped (never released)


def totals_of(cells: Cells, values: np.ndarray | None = None, clipped: int = 0) -> CellTotals:
    sums = None if values is None else cells.bincount(values)
    return CellTotals(cells.labels, cells.bincount(), sums, clipped, cells.left_out, cells.warning)

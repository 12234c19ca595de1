"""Displacement after a shock: out-migration and top destinations (MATH 5.4).

"Out of the affected area" means from any affected region to any region outside the
affected set; trips between two affected regions stay inside the area and are not counted.
Matrices are (D, k, k) with M_ab = trips a → b. Post-processing: no privacy cost.

The audit's error of the total is simulated (`simulated_out_migration_errors`): the same
raw cells released again with fresh noise, since this release's own error, beside its
released total, would give the raw total away.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.mobility.matrices import daily_matrices

SIMULATION_CELLS = 2_000_000  # cells noised at once by a simulated release (16 MB)


def out_migration(
    matrices: np.ndarray, regions: int | list[int], start_day: int, days: int
) -> float:
    """Total trips from the affected region(s) to all other regions over days
    [start_day, start_day + days)."""
    return float(out_migration_cells(matrices, regions, start_day, days).sum())


def out_migration_cells(
    matrices: np.ndarray, regions: int | list[int], start_day: int, days: int
) -> np.ndarray:
    """(days, affected, others) counts the out-migration adds up: from each affected region
    to each region outside the affected set, day by day (all off-diagonal)."""
    m = daily_matrices(matrices)
    affected = _check_regions(regions, m.shape[1])
    if not (_is_int(start_day) and 0 <= start_day < m.shape[0]):
        raise ParameterError(
            "start_day", f"must be a day index from 0 to {m.shape[0] - 1}, got {start_day}"
        )
    if not (_is_int(days) and days >= 1 and start_day + days <= m.shape[0]):
        raise ParameterError(
            "days",
            f"must be at least 1 and stay within the {m.shape[0]} days given "
            f"(from day {start_day}), got {days}",
        )
    others = np.setdiff1d(np.arange(m.shape[1]), affected)
    return m[start_day : start_day + days][:, affected][:, :, others]


def simulated_out_migration_errors(
    matrices: np.ndarray,
    regions: int | list[int],
    start_day: int,
    days: int,
    privatize_cells: Callable[[np.ndarray, np.random.Generator], np.ndarray],
    rng: np.random.Generator,
    releases: int,
    ctx: JobContext | None = None,
) -> np.ndarray:
    """|released − raw| out-migration of `releases` fresh releases of the same raw matrices.

    `privatize_cells` is the mechanism's own noise on off-diagonal cells
    (`ODMechanism.privatize_cells`); only the cells the total adds up are drawn, since every
    cell is noised independently, so a release of a year of 400 regions stays cheap.
    """
    if not (_is_int(releases) and releases >= 1):
        raise ParameterError("releases", f"must be a whole number, at least 1, got {releases}")
    ctx = ctx or JobContext()
    cells = out_migration_cells(matrices, regions, start_day, days)
    raw_total = float(cells.sum())
    if cells.size == 0:  # every region affected: nowhere to go, no error
        return np.zeros(releases)
    per_day = max(1, cells[0].size)
    step = max(1, SIMULATION_CELLS // per_day)
    errors = np.empty(releases)
    for i in range(releases):
        ctx.report(i / releases, tr("Simulating releases of the out-migration"))
        total = 0.0
        for start in range(0, cells.shape[0], step):
            total += float(privatize_cells(cells[start : start + step], rng).sum())
        errors[i] = abs(total - raw_total)
    return errors


def top_k_destinations(matrices: np.ndarray, regions: int | list[int], k: int) -> np.ndarray:
    """(D, k) indices of the k regions outside the affected set receiving most trips from it,
    most first; ties go to the lower region index."""
    m = daily_matrices(matrices)
    affected = _check_regions(regions, m.shape[1])
    candidates = m.shape[1] - len(affected)
    if not (_is_int(k) and 1 <= k <= candidates):
        raise ParameterError(
            "k", f"must be from 1 to {candidates} (the regions outside the affected set), got {k}"
        )
    flows = _outflows(m, affected).astype(np.float64)
    flows[:, affected] = -np.inf  # never a destination
    order = np.argsort(-flows, axis=1, kind="stable")
    return order[:, :k]


def top_k_accuracy(private: np.ndarray, raw: np.ndarray, regions: int | list[int], k: int) -> float:
    """Mean over days of |top-k private ∩ top-k raw| / k."""
    p = daily_matrices(private)
    q = daily_matrices(raw)
    if p.shape != q.shape:
        raise InputError(
            f"private and raw matrices must have the same shape, got {p.shape} and {q.shape}"
        )
    top_p = top_k_destinations(p, regions, k)
    top_q = top_k_destinations(q, regions, k)
    overlap = [len(np.intersect1d(a, b)) for a, b in zip(top_p, top_q, strict=True)]
    return float(np.mean(overlap)) / k


def percent_error(private_total: float, raw_total: float) -> float:
    """100 · |private − raw| / raw (absolute, as seed 002 reports it)."""
    if not (_is_number(raw_total) and raw_total > 0 and math.isfinite(raw_total)):
        raise ParameterError("raw_total", f"must be a positive total, got {raw_total}")
    if not (_is_number(private_total) and math.isfinite(private_total)):
        raise ParameterError("private_total", f"must be a finite number, got {private_total}")
    return 100.0 * abs(private_total - raw_total) / raw_total


def _outflows(m: np.ndarray, affected: np.ndarray) -> np.ndarray:
    """(D, k) trips from the affected set to each region, zero for affected destinations."""
    flows = m[:, affected, :].sum(axis=1)
    flows[:, affected] = 0
    return flows


def _check_regions(regions: int | list[int], k: int) -> np.ndarray:
    r = np.atleast_1d(np.asarray(regions))
    if r.ndim != 1 or r.size == 0 or r.dtype.kind not in "iu":
        raise ParameterError("regions", f"must be one or more region indices, got {regions}")
    if (r < 0).any() or (r >= k).any():
        raise ParameterError("regions", f"region indices must lie from 0 to {k - 1}, got {regions}")
    return np.unique(r)


def _is_int(x) -> bool:
    return isinstance(x, int | np.integer) and not isinstance(x, bool)


def _is_number(x) -> bool:
    return isinstance(x, int | float | np.integer | np.floating) and not isinstance(x, bool)

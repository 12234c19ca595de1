"""Queries on a table and their exact, per-cell aggregates (MATH 7.2), before any noise.

A query names its type, its column and declared bounds, and its grouping columns. Cells of
a grouping column are the *declared* categories (`categories` in the project) whenever
they are given; values outside them are left out and counted. Categories are never read
from the data (MATH 7.2): which cells exist would tell who is in the file, so a grouping
column without declared categories is refused. Aggregation is one pass of
`pandas.factorize` and `numpy.bincount`, so ten million rows take a second or two.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr

QUERY_TYPES = (
    "count",
    "sum",
    "mean",
    "histogram",
    "contingency",
    "quantile",
    "estimator",
    "mos_mean",
    "mos_slope",
)
NOISE_MECHANISMS = ("laplace", "gaussian")
# Types whose noise the user chooses; the others fix it (exponential mechanism, MOS).
CHOOSES_NOISE = ("count", "sum", "mean", "histogram", "contingency", "estimator")
MOS_TYPES = ("mos_mean", "mos_slope")
# Types computed from per-cell totals alone, so DuckDB can aggregate them out of core.
OUT_OF_CORE_TYPES = ("count", "contingency", "sum", "mean", "histogram")
SINGLE_PERSON_SHARE = 0.5  # more released cells than half the rows: warn


@dataclass(frozen=True)
class Query:
    """One statistic to release; which fields apply depends on `type` (see README)."""

    type: str
    column: str | None = None
    bounds: tuple[float, float] | None = None
    by: tuple[str, ...] = ()
    bins: tuple[float, ...] | None = None
    quantiles: tuple[float, ...] = (0.5,)
    estimator: str = "mean"
    x: str | None = None  # the regressor of a slope (estimator or MOS)
    x_bounds: tuple[float, float] | None = None  # declared bounds of x (MOS slope)
    blocks: int = 20
    output_bounds: tuple[float, float] | None = None
    sensitivity_level: str | None = None
    mechanism: str = "laplace"
    # The most rows one protected unit contributes (`privacy_unit`; 1: each row), Δ₁ of
    # its cell counts, and Δ₂ (Gaussian noise): every sensitivity is multiplied by the one
    # the noise uses (engine.statistics.cell_bounds). Not in to_dict.
    unit_rows: int = 1
    unit_l2: float = 1.0

    @property
    def noise_kind(self) -> str:
        if self.type == "quantile":
            return "exponential"
        if self.type in MOS_TYPES:
            return "laplace (MOS)"
        return self.mechanism

    @property
    def formal(self) -> bool:
        return self.type not in MOS_TYPES

    @property
    def label(self) -> str:
        """A short name: "mean of income by region"."""
        if self.type in ("count", "contingency"):
            text = "count"
        elif self.type == "histogram":
            text = f"histogram of {self.column}"
        elif self.type == "quantile":
            text = f"quantiles of {self.column}"
        elif self.type == "estimator":
            of = f"{self.column} on {self.x}" if self.estimator == "slope" else self.column
            text = f"{self.estimator} of {of} (sample-and-aggregate)"
        elif self.type == "mos_mean":
            text = f"MOS mean of {self.column}"
        elif self.type == "mos_slope":
            text = f"MOS slope of {self.column} on {self.x}"
        else:
            text = f"{self.type} of {self.column}"
        return text + (f" by {', '.join(self.by)}" if self.by else "")

    @property
    def title(self) -> str:
        """`label` in the interface language, for people (the label itself is a key)."""
        if self.type in ("count", "contingency"):
            text = tr("count")
        elif self.type == "histogram":
            text = tr("histogram of {column}").format(column=self.column)
        elif self.type == "quantile":
            text = tr("quantiles of {column}").format(column=self.column)
        elif self.type == "estimator":
            if self.estimator == "slope":
                text = tr("slope of {column} on {x} (sample-and-aggregate)")
            elif self.estimator == "median":
                text = tr("median of {column} (sample-and-aggregate)")
            else:
                text = tr("mean of {column} (sample-and-aggregate)")
            text = text.format(column=self.column, x=self.x)
        elif self.type == "mos_mean":
            text = tr("MOS mean of {column}").format(column=self.column)
        elif self.type == "mos_slope":
            text = tr("MOS slope of {column} on {x}").format(column=self.column, x=self.x)
        elif self.type == "sum":
            text = tr("sum of {column}").format(column=self.column)
        else:
            text = tr("mean of {column}").format(column=self.column)
        if not self.by:
            return text
        return tr("{statistic} by {columns}").format(statistic=text, columns=", ".join(self.by))

    def columns(self) -> list[str]:
        names = [self.column, self.x, *self.by, self.sensitivity_level]
        return [c for c in dict.fromkeys(names) if c is not None]

    def to_dict(self) -> dict:
        """The project file's form: only the fields this type uses."""
        out: dict = {"type": self.type}
        if self.column is not None:
            out["column"] = self.column
        if self.bounds is not None:
            out["bounds"] = list(self.bounds)
        if self.by:
            out["by"] = list(self.by)
        if self.type == "histogram":
            out["bins"] = list(self.bins or ())
        if self.type == "quantile":
            out["quantiles"] = list(self.quantiles)
        if self.type == "estimator":
            out.update(estimator=self.estimator, blocks=self.blocks)
            out["output_bounds"] = list(self.output_bounds or ())
            if self.x is not None:
                out["x"] = self.x
        if self.type == "mos_slope":
            out.update(x=self.x, x_bounds=list(self.x_bounds or ()))
        if self.type in MOS_TYPES:
            out["sensitivity_level"] = self.sensitivity_level
        if self.type in CHOOSES_NOISE:
            out["mechanism"] = self.mechanism
        return out


@dataclass(frozen=True)
class Cells:
    """Each row's cell (−1: left out) and the cells' labels, in declared order."""

    codes: np.ndarray
    labels: list[str]
    left_out: int  # rows whose value is missing or not a declared category
    warning: str | None

    @property
    def size(self) -> int:
        return len(self.labels)

    def bincount(self, weights: np.ndarray | None = None) -> np.ndarray:
        if not self.left_out:  # every row in a cell: no copies of the kept rows
            return np.bincount(self.codes, weights=weights, minlength=self.size).astype(float)
        keep = self.codes >= 0
        w = None if weights is None else weights[keep]
        return np.bincount(self.codes[keep], weights=w, minlength=self.size).astype(float)


def noise_title(kind: str) -> str:
    """A query's `noise_kind` (a key) in words for people."""
    titles = {
        "laplace": tr("Laplace"),
        "gaussian": tr("Gaussian"),
        "exponential": tr("exponential"),
        "laplace (MOS)": tr("Laplace (MOS)"),
    }
    return titles.get(kind, kind)


def column_of(frame: pd.DataFrame, name: str, path) -> pd.Series:
    if name not in frame.columns:
        raise InputError(
            tr("the project names a column the table does not have."), path=path, column=name
        )
    return frame[name]


def numeric(frame: pd.DataFrame, name: str, path) -> np.ndarray:
    """A numeric column as floats (missing values as NaN); text is refused naming the row."""
    series = column_of(frame, name, path)
    if pd.api.types.is_bool_dtype(series):
        return series.to_numpy(dtype=float)
    if isinstance(series.dtype, np.dtype) and series.dtype.kind in "fiu":
        return series.to_numpy(dtype=float)  # numbers already: nothing to coerce or refuse
    values = pd.to_numeric(series, errors="coerce")
    bad = values.isna() & series.notna()
    if bad.any():
        row = int(np.argmax(bad.to_numpy()))
        raise InputError(
            tr("expected numbers, found {value}.").format(value=repr(series.iloc[row])),
            path=path,
            column=name,
            row=row + 2,
        )
    return values.to_numpy(dtype=float)


def require_declared(by, categories: dict) -> None:
    """Refuse a grouping column whose categories the project does not declare (MATH 7.2:
    never read from the data)."""
    for name in by:
        if name not in categories:
            raise ParameterError(
                f"categories.{name}",
                tr(
                    "the categories of '{column}' are not declared. A table's cells must be "
                    "declared, never read from the data: which cells exist would tell who is "
                    "in the file. List them in the project's categories section, name a "
                    "codebook file there, or let the release choose them privately."
                ).format(column=name),
            )


def group_cells(frame: pd.DataFrame, by, categories: dict, path, kept: dict | None = None) -> Cells:
    """The cells of up to two grouping columns (row-major over the declared categories);
    computed once per grouping when given `kept`, one release's store of them."""
    if kept is not None and tuple(by) in kept:
        return kept[tuple(by)]
    require_declared(by, categories)
    n = len(frame)
    codes = np.zeros(n, dtype=np.int64)
    labels = [""]
    for j, name in enumerate(by):
        declared = categories[name]
        column_codes = declared_codes(column_of(frame, name, path), declared)
        if j == 0:
            codes = column_codes
        else:
            k = len(declared)
            codes = np.where((codes < 0) | (column_codes < 0), -1, codes * k + column_codes)
        labels = [
            f"{old}, {name}={v}" if old else f"{name}={v}" for old in labels for v in declared
        ]
    warning = sparse_cells_warning(by, len(labels), n)
    cells = Cells(codes, labels, int(np.count_nonzero(codes < 0)), warning)
    if kept is not None:
        kept[tuple(by)] = cells
    return cells


def declared_codes(series: pd.Series, declared) -> np.ndarray:
    """Each row's position among the declared categories (−1: missing or undeclared),
    matched by the value's text (`label_text`). Whole numbers in a short range are looked
    up by value, without hashing; anything else through one `pandas.factorize`."""
    position = {value: i for i, value in enumerate(declared)}
    values = series.to_numpy() if isinstance(series.dtype, np.dtype) else None
    if values is not None and values.size and (values.dtype.kind == "i" or (
        values.dtype.kind == "u" and values.dtype.itemsize < 8
    )):  # fmt: skip
        low, high = int(values.min()), int(values.max())
        if high - low <= 2 * values.size + 65_536:
            table = np.full(high - low + 1, -1, dtype=np.int64)
            for value, i in position.items():
                whole = _whole(value)
                if whole is not None and low <= whole <= high:
                    table[whole - low] = i
            return table[np.subtract(values, low, dtype=np.intp)]
    found, uniques = pd.factorize(series)
    mapping = [position.get(label_text(u), -1) for u in uniques]
    return np.array([*mapping, -1], dtype=np.int64)[found]  # missing (−1): the extra slot


def _whole(text: str) -> int | None:
    """The whole number a category's text is written as (`label_text` of it), else None."""
    try:
        value = int(text)
    except (TypeError, ValueError):
        return None
    return value if str(value) == text else None


def sparse_cells_warning(by, cells: int, rows: int) -> str | None:
    """Warn when the released cells (every declared combination, empty ones too) number
    more than half the rows: most then hold one person or none. Counting the released
    cells, not the occupied ones, keeps the count in the warning equal to the table's
    (200,000 declared districts once gave no warning, 72,000 released cells "3,000"). The
    warning never states the number of rows, which the manifest keeps private."""
    if not by or not rows or cells <= SINGLE_PERSON_SHARE * rows:
        return None
    return (
        f"grouping by {', '.join(by)} gives {cells:,} cells, more than half the number of "
        f"rows: most cells hold one person or none, so the released values are mostly noise."
    )


def bin_cells(values: np.ndarray, edges: tuple[float, ...]) -> tuple[Cells, int]:
    """Histogram cells [e_i, e_{i+1}) (the last one closed); values outside the edges are
    clamped into the end bins and counted (the second value)."""
    edges_arr = np.asarray(edges, dtype=float)
    present = ~np.isnan(values)
    clipped = int(np.sum(present & ((values < edges_arr[0]) | (values > edges_arr[-1]))))
    inner = np.clip(values, edges_arr[0], edges_arr[-1])
    codes = np.clip(np.searchsorted(edges_arr, inner, side="right") - 1, 0, len(edges) - 2)
    codes = np.where(present, codes, -1)
    labels = bin_labels(edges)
    return Cells(codes.astype(np.int64), labels, int(np.sum(~present)), None), clipped


def bin_labels(edges) -> list[str]:
    """ "[0, 15)", …, "[65, 120]": the last bin is closed."""
    last = len(edges) - 2
    return [
        f"[{label_text(lo)}, {label_text(hi)}{']' if i == last else ')'}"
        for i, (lo, hi) in enumerate(itertools.pairwise(edges))
    ]


def clamp(values: np.ndarray, bounds: tuple[float, float]) -> tuple[np.ndarray, int]:
    """Values clamped to the declared bounds, and how many were moved (NaN kept)."""
    low, high = bounds
    moved = int(np.sum((values < low) | (values > high)))
    return np.clip(values, low, high), moved


def label_text(value) -> str:
    """A category or bin edge as text: whole floats without ".0" (3.0 → "3")."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return str(int(value))
    return str(value)

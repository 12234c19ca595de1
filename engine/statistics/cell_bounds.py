"""Bounds on a unit's contribution to one query's cells (project `privacy_unit`
`max_rows_per_cell` P and `max_cells` C, beside the total `max_rows` B), and the
sensitivities that follow from the three bounds.

The engine applies them per query, after the total bound and before the query's totals:
within each unit, at most P rows of every cell (a fresh uniform choice of the rows) and
at most C cells (a fresh uniform choice of the unit's cells; the rows of the others are
dropped). A cell is a declared category combination (count, table, sum, mean), a bin
(histogram); a query without cells (total count, sum, mean, quantile, estimator) has one
cell. Rows in no cell (a missing value, an undeclared category) are kept as they are: they
are left out of the query anyway. Every choice is a function of the unit's own rows and
independent randomness, so neighbouring files still differ by one unit's kept rows.

Sensitivities of the cell vector c (one entry per cell) that one unit moves, with
0 ≤ c_i ≤ P, Σc_i ≤ B and at most C non-zero entries (C = 1 for a query without cells;
P = B and C unbounded when not declared):

* L1 (Laplace): Δ₁ = max Σc_i = min(B, C·P);
* L2 (Gaussian): Σc_i² is convex, so its maximum over that set is at a vertex: fill
  k = min(C, ⌊B/P⌋) cells with P rows and, if k < C, one more with the r = B − k·P left
  (r < P). Δ₂ = √(k·P² + r²), never above √C·P (the bound the cells give) nor B (all in
  one cell) nor √(B·P).

Counts, tables and histograms use Δ₁ or Δ₂ as they are; a sum multiplies them by
max(|a|, |b|), a mean's centred sum by (b − a)/2 and its count by 1; a quantile is drawn at
ε/(Δ₁·k) (group privacy of the row-level mechanism over the at most Δ₁ = min(B, P) rows a
unit puts in its one cell); the sample-and-aggregate estimator by Δ₁ = min(B, P).
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pandas as pd

from engine.statistics.queries import Query, bin_cells, group_cells, numeric


def sensitivity_factors(
    max_rows: int, per_cell: int | None, max_cells: int | None, several_cells: bool
) -> tuple[int, float]:
    """(Δ₁, Δ₂) of one unit's cell counts under the bounds (see the module's docstring)."""
    p = max_rows if per_cell is None else min(per_cell, max_rows)
    cells = 1 if not several_cells else max_cells
    l1 = max_rows if cells is None else min(max_rows, cells * p)
    k = max_rows // p if cells is None else min(cells, max_rows // p)
    r = max_rows - k * p if cells is None or k < cells else 0
    return l1, math.sqrt(k * p * p + r * r)


def several_cells(query: Query) -> bool:
    """Whether a query's rows fall in several cells (groupings or bins)."""
    return bool(query.by) or query.type == "histogram"


def unit_query(query: Query, unit) -> Query:
    """The query with its sensitivity factors for `unit` (a `PrivacyUnit`)."""
    if unit.column is None:
        return replace(query, unit_rows=1, unit_l2=1.0)
    l1, l2 = sensitivity_factors(
        unit.max_rows, unit.max_rows_per_cell, unit.max_cells, several_cells(query)
    )
    return replace(query, unit_rows=l1, unit_l2=l2)


def cell_codes(frame: pd.DataFrame, query: Query, categories: dict, path) -> np.ndarray:
    """Each row's cell for the query (−1: in none, left out of the query anyway)."""
    if query.type == "histogram":
        return bin_cells(numeric(frame, query.column, path), query.bins)[0].codes
    codes = np.zeros(len(frame), dtype=np.int64)
    if query.by:
        codes = group_cells(frame, query.by, categories, path).codes
    if query.column is not None and query.type != "count":
        codes = np.where(np.isnan(numeric(frame, query.column, path)), -1, codes)
    return codes


def kept_in_cells(
    units: np.ndarray,
    cells: np.ndarray,
    per_cell: int | None,
    max_cells: int | None,
    rng: np.random.Generator,
) -> np.ndarray:
    """Sorted indices of the rows kept: rows in no cell (−1) all; of the others at most
    `per_cell` per (unit, cell), a uniform choice (a random order of the rows, then the
    first ones of each pair), in at most `max_cells` cells per unit, a uniform choice (a
    random order of the unit's cells, then the first ones)."""
    inside = np.flatnonzero(cells >= 0)
    pairs, _ = pd.factorize(pd.MultiIndex.from_arrays([units[inside], cells[inside]]))
    keep = np.ones(inside.size, dtype=bool)
    if per_cell is not None:
        order = rng.permutation(inside.size)
        rank = np.empty(inside.size, dtype=np.int64)
        rank[order] = pd.Series(pairs[order]).groupby(pairs[order]).cumcount().to_numpy()
        keep &= rank < per_cell
    if max_cells is not None and pairs.size:
        pair_unit = np.zeros(pairs.max() + 1, dtype=units.dtype)
        pair_unit[pairs] = units[inside]
        order = rng.permutation(pair_unit.size)
        pair_rank = np.empty(pair_unit.size, dtype=np.int64)
        by_unit = pair_unit[order]
        pair_rank[order] = pd.Series(by_unit).groupby(by_unit).cumcount().to_numpy()
        keep &= pair_rank[pairs] < max_cells
    outside = np.flatnonzero(cells < 0)
    return np.sort(np.concatenate([outside, inside[keep]]))


def bound_cells(frame, query: Query, unit, units: np.ndarray, categories, path, rng):
    """The rows the query is computed from under the unit's cell bounds, and how many the
    bounds dropped; the table itself when the unit declares none. `units`: each row's
    unit code (`privacy_unit.unit_ids`)."""
    if not unit.bounds_cells:
        return frame, 0
    codes = cell_codes(frame, query, categories, path)
    max_cells = unit.max_cells if several_cells(query) else None
    keep = kept_in_cells(units, codes, unit.max_rows_per_cell, max_cells, rng)
    return frame.iloc[keep].reset_index(drop=True), int(len(frame) - keep.size)


def capped_sql(source: str, key: str, limit: int, target: str) -> list[str]:
    """DuckDB statements that leave table `target` with the rows of `source` (which has a
    column `draw`, a distinct random key per row) whose `key` (one or more columns) keeps
    at most `limit` rows: those of the `limit` smallest draws. Aggregates and a join, as
    `privacy_unit.bounding_sql`. The cut is a view, read once: on Spark, replacing a
    kept table makes the tables computed from it start over."""
    return [
        f"CREATE OR REPLACE VIEW capcut AS SELECT {key}, list_max(min(draw, {int(limit)})) "
        f"AS last FROM {source} GROUP BY {key} HAVING count(*) > {int(limit)}",
        f"CREATE OR REPLACE TABLE {target} AS SELECT {source}.* FROM {source} LEFT JOIN "
        f"capcut USING ({key}) WHERE capcut.last IS NULL OR {source}.draw <= capcut.last",
    ]

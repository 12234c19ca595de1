"""Who a release protects (project `privacy_unit`): each row, or each unit — a person or a
household — named by an id column, whose rows are bounded before any aggregation.

A file with several rows per person or per household protects a unit with k rows at k·ε
only (group privacy). With `privacy_unit: {column: household_id, max_rows: B}` the engine
keeps at most B rows of every unit, a fresh random choice (the release's generator, which
draws operating-system entropy, never a seed), and counts the rows it dropped for the data
holder's data checks (never the shared manifest). Neighbouring files then differ by one
whole unit of at most B rows, and every query's noise follows from B:

* count, contingency table, histogram: a unit moves the cells' counts by at most B in
  total (Δ₁ = B, whatever the number of cells it touches) and by at most B in one cell
  (Δ₂ ≤ B): noise calibrated for Δ = B, so the cells still compose in parallel;
* sum of values clamped to [a, b]: Δ = B·max(|a|, |b|);
* mean: its centred sum Δ = B·(b − a)/2 and its count Δ = B, each at ε/2;
* quantile (exponential mechanism): a unit moves every rank by at most B, so each
  quantile is drawn at ε/(B·k) for k quantiles (group privacy of the row-level mechanism);
* sample-and-aggregate estimator: rows are blocked by a keyed hash of the row, so a unit's
  B rows may fall in B blocks: Δ = B·(b_θ − a_θ)/m;
* MOS estimates are not differentially private and have no unit convention: refused with
  a unit (their sensitivity level is a row-level notion).

Out of core, the same bound runs in DuckDB (`engine.statistics.out_of_core`): each row
draws DuckDB's random(), seeded for the session with `setseed` from a number the release's
generator draws (DuckDB's own seed would be the same on every connection), and a unit
keeps its rows of the max_rows smallest draws (`bounding_sql`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.project_file import check_types, whole_at_least

MAX_ROWS_PER_UNIT = 10_000
KEY = "privacy_unit"


@dataclass(frozen=True)
class PrivacyUnit:
    """`column` None: each row is protected (one person = one row); otherwise each unit
    the column identifies, with at most `max_rows` rows kept."""

    column: str | None = None
    max_rows: int = 1
    name: str | None = None  # the unit in words ("household"); None: the column's name
    max_rows_per_cell: int | None = None  # most rows of a unit in one cell (None: max_rows)
    max_cells: int | None = None  # most cells of one query a unit touches (None: any)
    # Declared (public) most persons in one unit, so the dataset's ledger can compose this
    # release with person-level ones by group privacy (`ledger_store.unit_totals`).
    max_members: int | None = None

    @property
    def bounds_cells(self) -> bool:
        """Whether the unit's rows are also bounded per cell or in cells (`cell_bounds`)."""
        return self.column is not None and (self.max_rows_per_cell, self.max_cells) != (None, None)

    @property
    def rows(self) -> int:
        """The most rows one protected unit contributes (1 for row-level privacy)."""
        return 1 if self.column is None else self.max_rows

    def settings(self):
        if self.column is None:
            return "row"
        out = {"column": self.column, "max_rows": self.max_rows}
        optional = ("name", "max_rows_per_cell", "max_cells", "max_members")
        return out | {k: getattr(self, k) for k in optional if getattr(self, k) is not None}

    @property
    def key(self) -> str:
        """The unit as the dataset's ledger records it: "row", "household_id ≤ 8 rows", or
        with declared members "household_id ≤ 8 rows; ≤ 12 persons each"."""
        if self.column is None:
            return "row"
        members = "" if self.max_members is None else f"; ≤ {self.max_members} persons each"
        return f"{self.column} ≤ {self.max_rows} rows{members}"


def privacy_unit_from_dict(value, queries, private_groups: bool = False) -> PrivacyUnit:
    """`row` (the default) or {column, max_rows[, name, max_rows_per_cell, max_cells,
    max_members]} (`engine.statistics.cell_bounds`); refused naming the key: a bound below 1,
    a unit column that is also a grouping column, a MOS query or a private choice of
    groups (its threshold is for one row per person) with a unit."""
    if value is None or value == "row":
        return PrivacyUnit()
    if not isinstance(value, dict):
        raise ParameterError(
            KEY,
            tr('must be "row" or {{"column": ..., "max_rows": ...}}, got {value}').format(
                value=repr(value)
            ),
        )
    whole = dict.fromkeys(("max_rows", "max_rows_per_cell", "max_cells", "max_members"), "whole")
    check_types(value, {"column": "text", "name": "text", **whole}, KEY)
    for name in ("column", "max_rows"):
        if name not in value:
            raise ParameterError(f"{KEY}.{name}", tr("missing for a privacy unit"))
    column = value["column"]
    if not column.strip():
        raise ParameterError(f"{KEY}.column", tr("must be a column name"))
    for name in whole:
        if name in value:
            whole_at_least(f"{KEY}.{name}", value[name], 1, MAX_ROWS_PER_UNIT)
    if private_groups:
        raise ParameterError(
            KEY,
            tr(
                "a private choice of groups protects one row per person; declare the "
                "categories (or name a codebook) to protect each {column}"
            ).format(column=column),
        )
    for i, query in enumerate(queries):
        if column in query.by:
            raise ParameterError(
                f"{KEY}.column",
                tr(
                    "'{column}' identifies the protected unit and cannot also group "
                    "queries[{i}]: its cells would tell which units are in the file"
                ).format(column=column, i=i),
            )
        if not query.formal:
            raise ParameterError(
                f"queries[{i}].type",
                tr(
                    "a MOS estimate is not differentially private and has no unit of "
                    "privacy; remove it or set privacy_unit to row"
                ),
            )
    return PrivacyUnit(
        column, value["max_rows"], value.get("name"), value.get("max_rows_per_cell"),
        value.get("max_cells"), value.get("max_members"),
    )  # fmt: skip


def unit_ids(frame: pd.DataFrame, unit: PrivacyUnit, path) -> np.ndarray:
    """Each row's unit as a code; a blank or missing id is refused naming its row."""
    if unit.column not in frame.columns:
        raise InputError(
            tr("the project's privacy_unit.column names a column the table does not have."),
            path=path,
            column=unit.column,
        )
    series = frame[unit.column]
    blank = series.isna() | series.astype(str).str.strip().eq("")
    if blank.any():
        raise InputError(
            tr(
                "privacy_unit.column: the unit id is blank; every row must name its unit "
                "(fill it, or drop those rows before the release)."
            ),
            path=path,
            column=unit.column,
            row=int(np.argmax(blank.to_numpy())) + 2,
        )
    codes, _ = pd.factorize(series.astype(str).str.strip())
    return codes


def bound_rows(
    frame: pd.DataFrame, unit: PrivacyUnit, rng: np.random.Generator, path
) -> tuple[pd.DataFrame, int]:
    """The table with at most `max_rows` rows per unit (a uniform random choice of each
    larger unit's rows) and how many rows were dropped; the table itself with row-level
    privacy."""
    if unit.column is None:
        return frame, 0
    keep = kept_rows(unit_ids(frame, unit, path), unit.max_rows, rng)
    return frame.iloc[keep].reset_index(drop=True), int(len(frame) - keep.size)


def kept_rows(codes: np.ndarray, max_rows: int, rng: np.random.Generator) -> np.ndarray:
    """Sorted indices of the rows kept: at most `max_rows` of each unit code, a uniform
    random choice (a random order of the rows, then the first ones of each unit)."""
    order = rng.permutation(len(codes))
    shuffled = codes[order]
    rank = pd.Series(shuffled).groupby(shuffled).cumcount().to_numpy()
    return np.sort(order[rank < max_rows])


def bounding_sql(
    source: str, unit: PrivacyUnit, columns, text_ids: bool = True, keep_key: bool = False
) -> list[str]:
    """DuckDB statements that leave table `bounded` with `source`'s rows (its `columns`
    only, and the unit as `unit_key` with `keep_key`), at most max_rows per unit. Each row
    draws a 32-bit random() and is ordered by (draw, its row number), so no two rows tie;
    a unit with more than max_rows rows keeps those below its max_rows-th smallest key.
    Aggregates and a join rather than a window per unit, which does not fit 2 GB for
    millions of units. Ids that are text are compared trimmed, as in memory. Seed random()
    with `setseed` first (from the release's generator)."""
    name = '"' + unit.column.replace('"', '""') + '"'
    key = f"TRIM(CAST({name} AS VARCHAR))" if text_ids else name
    wanted = ", ".join('"' + c.replace('"', '""') + '"' for c in columns)
    picked = [f'drawn."{c.replace(chr(34), chr(34) * 2)}"' for c in columns]
    picked = ", ".join(picked + ["drawn.unit_key"] * keep_key)
    order = "((drawn.draw << 32) + drawn.rowid)"
    b = int(unit.max_rows)
    return [
        f"CREATE TABLE drawn AS SELECT {wanted + ', ' if wanted else ''}{key} AS unit_key, "
        f"CAST(floor(random() * 4294967296) AS UBIGINT) AS draw FROM {source}",
        f"CREATE TABLE large AS SELECT unit_key FROM drawn GROUP BY unit_key HAVING count(*) > {b}",
        f"CREATE TABLE cut AS SELECT unit_key, list_max(min({order}, {b})) AS last "
        f"FROM drawn SEMI JOIN large USING (unit_key) GROUP BY unit_key",
        f"CREATE TABLE bounded AS SELECT {picked or '1 AS one'} FROM drawn LEFT JOIN cut "
        f"ON drawn.unit_key = cut.unit_key WHERE cut.last IS NULL OR {order} <= cut.last",
    ]


def blank_ids_sql(source: str, unit: PrivacyUnit) -> str:
    name = '"' + unit.column.replace('"', '""') + '"'
    blank = f"{name} IS NULL OR TRIM(CAST({name} AS VARCHAR)) = ''"
    return f"SELECT COUNT(*) FROM {source} WHERE {blank}"


def declared_share_dropped(average: float, largest: int, bounds) -> list[float]:
    """The share of rows a bound B drops, for each B in `bounds`, from declared values only
    (the wizard's advice; nothing is read from the data): unit sizes taken as
    S = 1 + Binomial(L − 1, p) with the declared largest L and average m (p = (m − 1)/(L − 1),
    within [0, 1]); the share is E[max(S − B, 0)] / E[S]."""
    from scipy.stats import binom  # only for the wizard's advice: not at import

    largest = max(int(largest), 1)
    p = 0.0 if largest == 1 else min(max((average - 1.0) / (largest - 1.0), 0.0), 1.0)
    sizes = np.arange(1, largest + 1)
    weights = binom.pmf(sizes - 1, largest - 1, p)
    mean = float(np.sum(weights * sizes))
    return [float(np.sum(weights * np.maximum(sizes - b, 0)) / mean) for b in bounds]

"""Counts, sums, means, histograms and contingency tables straight from a CSV or Parquet
file with DuckDB, for inputs that do not fit in memory (project `processing.out_of_core`).

Only the per-cell totals (N and the sum of clamped values) come back from DuckDB, which
works under a 2 GB memory limit and spills to a private temporary folder
(`engine.data.duckdb_io`); noise, intervals and post-processing are then exactly
those of a table in memory (`cell_release.release_totals`). Cells follow the in-memory
reader: text as written, numbers without a trailing ".0", and numbers read with the
decimal mark it detects (a French export's "10,5" is 10.5).
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import numpy as np

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.spark_paths import is_remote
from engine.data.duckdb_io import columns_of, first_row, session, source_view
from engine.data.engines import EngineSpec, engine_from_dict
from engine.data.layout import sniff_csv
from engine.data.readers import FORMAT_BY_SUFFIX
from engine.statistics.cell_bounds import capped_sql, several_cells
from engine.statistics.privacy_unit import PrivacyUnit, blank_ids_sql, bounding_sql
from engine.statistics.queries import Query, bin_labels, require_declared, sparse_cells_warning
from engine.statistics.release_rows import CellTotals

VIEW = "src"
ROW = PrivacyUnit()  # each row protected: no bound


def _name(column: str) -> str:
    return '"' + column.replace('"', '""') + '"'


def _label(text: str) -> str:
    """ "3.0" → "3" (as the in-memory reader shows a whole number); other text as is."""
    if "." in text:
        try:
            value = float(text)
        except ValueError:
            return text
        if math.isfinite(value) and value.is_integer():
            return str(int(value))
    return text


def _sorted_labels(labels: set[str]) -> list[str]:
    try:
        return sorted(labels, key=float)
    except ValueError:
        return sorted(labels)


def _number(column: str) -> str:
    return f"num({_name(column)})"


def _define_number(con, path: Path) -> None:
    """The SQL macro num(x): a cell as a number, read with the decimal mark the in-memory
    reader detects for this file (engine.data.layout), so "10,5" in a decimal-comma CSV
    is 10.5 here too (a decimal point where Spark reads the file where it lives), and a
    NaN missing, as in memory (both engines hold NaN equal to NaN)."""
    is_csv = FORMAT_BY_SUFFIX.get(path.suffix.lower()) == "csv" and not is_remote(path)
    comma = is_csv and sniff_csv(path).decimal == ","
    number = "REPLACE(CAST(x AS VARCHAR), ',', '.')" if comma else "x"
    con.execute(
        f"CREATE MACRO num(x) AS NULLIF(TRY_CAST({number} AS DOUBLE), CAST('NaN' AS DOUBLE))"
    )


def _check_numeric(con, column: str, path: Path) -> None:
    text = f"CAST({_name(column)} AS VARCHAR)"
    bad = first_row(
        con, VIEW, _name(column),
        f"{_name(column)} IS NOT NULL AND TRIM({text}) <> '' AND lower(TRIM({text})) <> 'nan' "
        f"AND {_number(column)} IS NULL",
    )  # fmt: skip
    if bad is not None:
        raise InputError(f"expected numbers, found {bad[0]!r}.", path=path, column=column,
                         row=bad[1])  # fmt: skip


def _key(column: str) -> str:
    text = f"CAST({_name(column)} AS VARCHAR)"
    return f"CASE WHEN TRIM({text}) = '' THEN NULL ELSE {text} END"


def totals_from_file(
    path: Path, queries: list[Query], categories: dict, ctx: JobContext
) -> tuple[int, list[CellTotals]]:
    """The file's row count and each query's per-cell totals, in one DuckDB session."""
    rows, totals, _ = unit_totals_from_file(path, queries, categories, ctx)
    return rows, totals


def unit_totals_from_file(
    path: Path,
    queries: list[Query],
    categories: dict,
    ctx: JobContext,
    unit: PrivacyUnit = ROW,
    rng: np.random.Generator | None = None,
    engine: EngineSpec | None = None,
) -> tuple[int, list[CellTotals], int]:
    """The file's row count, each query's per-cell totals and the rows dropped: with a
    privacy unit, the totals are of at most `unit.max_rows` rows per unit, chosen at random
    (DuckDB's random(), seeded with `setseed` from `rng`, the release's fresh generator),
    and of each query's rows under the unit's cell bounds (`_bound_cells`; the rows these
    drop in each totals' `bound_dropped`). `engine`: DuckDB (None) or Spark, which runs the
    same statements (`engine.data.spark_io`)."""
    for query in queries:
        require_declared(query.by, categories)
    with session(ctx, path, engine) as con:
        source_view(con, path, VIEW, ctx.sub(0.0, 0.2))
        _define_number(con, path)
        present = set(columns_of(con, VIEW))
        for query in queries:
            for column in query.columns():
                if column not in present:
                    raise InputError(
                        "the project names a column the table does not have.",
                        path=path,
                        column=column,
                    )
            if query.column is not None and query.type != "count":
                _check_numeric(con, query.column, path)
        rows = int(con.execute(f"SELECT COUNT(*) FROM {VIEW}").fetchone()[0])
        dropped = 0 if unit.column is None else _bound(con, path, queries, unit, rng, rows)
        out = []
        for i, query in enumerate(queries):
            ctx.report(
                0.2 + 0.8 * i / len(queries), tr("Counting: {name}").format(name=query.title)
            )
            cut = _bound_cells(con, query, unit)
            out.append(replace(_totals(con, query, categories, rows), bound_dropped=cut))
    return rows, out, dropped


def engine_for_file(value, out_of_core: bool) -> EngineSpec:
    """The project's `engine` (`engines.engine_from_dict`). Spark aggregates straight from
    the file, so it needs `processing.out_of_core`."""
    engine = engine_from_dict(value)
    if engine.is_spark and not out_of_core:
        raise ParameterError(
            "engine.kind",
            tr("the Spark engine aggregates straight from the file: set processing.out_of_core"),
        )
    return engine


def _bound(con, path: Path, queries, unit: PrivacyUnit, rng, rows: int) -> int:
    """Replace the view by a table of at most max_rows rows per unit (the queries' columns
    only); refuse blank unit ids naming the column; return the rows dropped."""
    if unit.column not in set(columns_of(con, VIEW)):
        raise InputError(
            tr("the project's privacy_unit.column names a column the table does not have."),
            path=path, column=unit.column,
        )  # fmt: skip
    if con.execute(blank_ids_sql(VIEW, unit)).fetchone()[0]:
        raise InputError(
            tr(
                "privacy_unit.column: the unit id is blank; every row must name its unit "
                "(fill it, or drop those rows before the release)."
            ),
            path=path, column=unit.column,
        )  # fmt: skip
    con.execute("SELECT setseed(?)", [float(rng.uniform(-1.0, 1.0))])  # fresh, never saved
    columns = list(dict.fromkeys(c for q in queries for c in q.columns()))
    kind = con.execute(f"SELECT typeof({_name(unit.column)}) FROM {VIEW} LIMIT 1").fetchone()
    text_ids, cells = kind is None or kind[0] == "VARCHAR", _cell_bounded(unit)
    for statement in bounding_sql(VIEW, unit, columns, text_ids, keep_key=cells):
        con.execute(statement)
    con.execute(f"DROP VIEW {VIEW}")
    con.execute(f"CREATE VIEW {VIEW} AS SELECT * FROM bounded")
    return rows - int(con.execute("SELECT COUNT(*) FROM bounded").fetchone()[0])


def _cell_bounded(unit: PrivacyUnit) -> bool:
    return unit.bounds_cells


def _cell_sql(query: Query) -> str:
    """The query's cell of a row (NULL: in none): the grouping values as written (a value
    outside the declared categories is a cell of its own here, so it may take one of the
    unit's cells; in memory it is in none: either way no more than the bounds), a bin."""
    if query.type == "histogram":
        return _bin_sql(query)
    keys = [_key(c) for c in query.by]
    cell = keys[0] if len(keys) == 1 else f"list_value({', '.join(keys)})" if keys else "0"
    missing = [f"{k} IS NULL" for k in keys]
    if query.column is not None and query.type != "count":
        missing.append(f"{_number(query.column)} IS NULL")
    return f"CASE WHEN {' OR '.join(missing)} THEN NULL ELSE {cell} END" if missing else cell


def _bound_cells(con, query: Query, unit: PrivacyUnit) -> int:
    """Point the view at the query's rows under the unit's cell bounds (as
    `cell_bounds.kept_in_cells`: at most max_rows_per_cell rows of each unit's cell, in
    at most max_cells cells, fresh random choices by random(), aggregates and joins rather
    than windows; Spark runs the same statements) and return the rows they drop; 0
    without cell bounds."""
    if not _cell_bounded(unit):
        return 0
    draw = "((CAST(floor(random() * 4294967296) AS UBIGINT) << 32) + {number})"
    cell = _cell_sql(query)
    row_draw = draw.format(number="rowid")
    con.execute(f"CREATE OR REPLACE TABLE rowdraw AS SELECT * FROM (SELECT *, {cell} AS cell, "
                f"{row_draw} AS draw FROM bounded) WHERE cell IS NOT NULL")  # fmt: skip
    kept = "rowdraw"
    if unit.max_rows_per_cell is not None:
        for statement in capped_sql(kept, "unit_key, cell", unit.max_rows_per_cell, "percell"):
            con.execute(statement)
        kept = "percell"
    if unit.max_cells is not None and several_cells(query):
        con.execute(f"CREATE OR REPLACE TABLE cells AS SELECT unit_key, cell FROM {kept} "
                    "GROUP BY ALL")  # fmt: skip
        con.execute(f"CREATE OR REPLACE TABLE pairs AS SELECT *, {row_draw} AS draw FROM cells")
        for statement in capped_sql("pairs", "unit_key", unit.max_cells, "keptpairs"):
            con.execute(statement)
        con.execute(f"CREATE OR REPLACE TABLE cellrows AS SELECT * FROM {kept} SEMI JOIN "
                    "keptpairs USING (unit_key, cell)")  # fmt: skip
        kept = "cellrows"
    con.execute(f"DROP VIEW {VIEW}")
    con.execute(f"CREATE VIEW {VIEW} AS SELECT * EXCLUDE (draw, cell) FROM {kept} UNION ALL "
                f"SELECT * FROM bounded WHERE ({cell}) IS NULL")  # fmt: skip
    counts = f"SELECT (SELECT COUNT(*) FROM bounded) - (SELECT COUNT(*) FROM {VIEW})"
    cut = int(con.execute(counts).fetchone()[0])
    return cut


def candidate_counts_in_file(
    path: Path, column: str, ctx: JobContext, engine: EngineSpec | None = None
) -> tuple[list[str], np.ndarray]:
    """A column's values in the whole file, labelled as a release labels its cells, with
    their numbers of rows: the candidates of a private choice of groups
    (`key_selection`), never declared as they are; counted by the project's `engine`."""
    with session(ctx, path, engine) as con:
        source_view(con, path, VIEW, ctx.sub(0.0, 0.2))
        if column not in set(columns_of(con, VIEW)):
            raise InputError(tr("the file has no such column."), path=path, column=column)
        ctx.report(0.2, tr("Choosing the groups of {column}").format(column=column))
        rows = con.execute(
            f"SELECT {_key(column)}, COUNT(*) FROM {VIEW} WHERE {_key(column)} IS NOT NULL "
            "GROUP BY ALL"
        ).fetchall()
    counts: dict[str, int] = {}
    for value, count in rows:
        counts[_label(value)] = counts.get(_label(value), 0) + int(count)
    labels = _sorted_labels(set(counts))
    return labels, np.array([counts[label] for label in labels], dtype=np.int64)


def _totals(con, query: Query, categories: dict, rows: int) -> CellTotals:
    if query.type == "histogram":
        return _histogram(con, query)
    keys = [f"{_key(c)} AS k{j}" for j, c in enumerate(query.by)]
    if query.column is not None and query.type in ("sum", "mean"):
        low, high = query.bounds
        x = _number(query.column)
        measures = clamped_measures(x, repr(float(low)), repr(float(high)))
    else:
        measures = "COUNT(*) AS n, 0.0 AS s, 0 AS missing, 0 AS clipped"
    select = ", ".join([*keys, measures])
    group = " GROUP BY ALL" if keys else ""
    found = con.execute(f"SELECT {select} FROM {VIEW}{group}").fetchall()
    return cell_totals(found, query, categories, rows)


def cell_totals(found, query: Query, categories: dict, rows: int, label=_label) -> CellTotals:
    """A count's, sum's or mean's per-cell totals from aggregated records (the grouping
    values, then N, the sum of clamped values, the values missing and those clamped);
    `label`: a grouping value as the text its declared category is written as."""
    width = len(query.by)
    declared = [list(categories[name]) for name in query.by]
    positions = [{v: i for i, v in enumerate(d)} for d in declared]
    size = int(np.prod([len(d) for d in declared])) if width else 1
    n, s = np.zeros(size), np.zeros(size)
    left_out = clipped = 0
    for record in found:
        key, (count, total, missing, moved) = record[:width], record[width:]
        clipped += int(moved or 0)
        cell = 0
        for j, value in enumerate(key):
            index = None if value is None else positions[j].get(label(value))
            if index is None:
                cell = None
                break
            cell = cell * len(declared[j]) + index
        if cell is None:
            left_out += int(count) + int(missing)
            continue
        n[cell] += count
        s[cell] += total or 0.0
        left_out += int(missing)
    labels = [""]
    for name, values in zip(query.by, declared, strict=True):
        labels = [f"{old}, {name}={v}" if old else f"{name}={v}" for old in labels for v in values]
    warning = sparse_cells_warning(query.by if width else (), len(labels), rows)
    sums = s if query.type in ("sum", "mean") else None
    return CellTotals(labels, n, sums, clipped, left_out, warning)


def clamped_measures(x: str, low: str, high: str) -> str:
    """The aggregates `cell_totals` reads after the grouping values, of the number `x`
    between the SQL literals `low` and `high`: N, the sum of values clamped to them, the
    values missing and those clamped."""
    return (
        f"COUNT({x}), SUM(LEAST(GREATEST({x}, {low}), {high})) FILTER (WHERE {x} IS NOT "
        f"NULL), "  # LEAST and GREATEST skip a NULL
        f"COUNT(*) - COUNT({x}), COUNT(*) FILTER (WHERE {x} < {low} OR {x} > {high})"
    )


def bin_case(x: str, edges: list[str]) -> str:
    """The bin of the number `x` among the SQL literals `edges` (values outside clamped
    into the end bins, the last bin closed), NULL where it is missing."""
    c = f"LEAST(GREATEST({x}, {edges[0]}), {edges[-1]})"
    cases = " ".join(f"WHEN {c} < {e} THEN {i}" for i, e in enumerate(edges[1:-1]))
    return f"CASE WHEN {x} IS NULL THEN NULL {cases} ELSE {len(edges) - 2} END"


def _bin_sql(query: Query) -> str:
    """A row's bin (NULL where the value is missing)."""
    return bin_case(_number(query.column), [repr(float(e)) for e in query.bins])


def _histogram(con, query: Query) -> CellTotals:
    edges = [float(e) for e in query.bins]
    x = _number(query.column)
    bin_sql = _bin_sql(query)
    found = con.execute(
        f"SELECT {bin_sql} AS b, COUNT(*) AS n FROM {VIEW} WHERE {x} IS NOT NULL GROUP BY ALL"
    ).fetchall()
    n = np.zeros(len(edges) - 1)
    for b, count in found:
        n[int(b)] = count
    missing, clipped = con.execute(
        f"SELECT COUNT(*) - COUNT({x}), "
        f"COUNT(*) FILTER (WHERE {x} < {edges[0]!r} OR {x} > {edges[-1]!r}) FROM {VIEW}"
    ).fetchone()
    labels = bin_labels(edges)
    return CellTotals(labels, n, None, int(clipped), int(missing))

"""Counts, sums, means, histograms and contingency tables of a Parquet file without loading
its table (a release in memory, `processing.out_of_core` off): DuckDB reads only the queried
columns and sends back each grouping value's (or bin's) totals, one pass per grouping and
per histogram, while the file's fingerprint is computed on a second thread (hashlib and
DuckDB both let go of the GIL).

The totals are those of the table in memory (`queries.group_cells`, `queries.bin_cells`,
`release_rows.bounded_cells`): grouping values matched to the declared categories by the
same text (`queries.label_text`), missing values and NaN left out, values clamped to the
declared bounds and counted. Whatever the in-memory path would read differently or refuse
(other column types, names it tidies, no rows, a column without a value, a grouping that
could look like identifiers, a great many groups) gives None: the caller then loads the
table as before, which names the problem.
"""

from __future__ import annotations

from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from engine.core.identifiers import MIN_VALUES, UNIQUE_SHARE
from engine.core.jobs import CancelFlag, JobContext
from engine.core.spark_paths import is_remote
from engine.data.duckdb_io import quote, session
from engine.data.fingerprint import file_sha256
from engine.data.readers import FORMAT_BY_SUFFIX
from engine.statistics.out_of_core import bin_case, cell_totals, clamped_measures
from engine.statistics.queries import Query, bin_labels, label_text
from engine.statistics.release_rows import CellTotals

QUERY_TYPES = ("count", "contingency", "sum", "mean", "histogram")
WHOLE_TYPES = ("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "UTINYINT", "USMALLINT",
               "UINTEGER", "UBIGINT")  # fmt: skip
KEY_TYPES = (*WHOLE_TYPES, "VARCHAR")  # read as the same values into memory
VALUE_TYPES = (*WHOLE_TYPES, "FLOAT", "DOUBLE")
MAX_GROUPS = 200_000  # more grouping values than this: the table is loaded
EXACT_WHOLE = 2**53  # a whole number past this is not one float in memory


@dataclass(frozen=True)
class FileTotals:
    rows: int
    totals: tuple[CellTotals, ...]  # each query's, in order
    sha256: str


def parquet_totals(
    path: Path, queries: list[Query], categories: dict, ctx: JobContext
) -> FileTotals | None:
    """The file's rows, each query's per-cell totals and the file's SHA-256, or None where
    the table must be loaded (see the module's notes)."""
    if not _suits(path, queries, categories):
        return None
    stop = CancelFlag()  # a refusal or a cancel stops the fingerprint too
    with ThreadPoolExecutor(1) as pool:
        hashing = pool.submit(file_sha256, path, JobContext(cancel_flag=stop))
        try:
            found = _aggregate(path, queries, categories, ctx)
        except BaseException:
            stop.cancel()
            raise
        if found is None:
            stop.cancel()
            return None
        return FileTotals(found[0], found[1], hashing.result())


def _suits(path: Path, queries: list[Query], categories: dict) -> bool:
    if FORMAT_BY_SUFFIX.get(path.suffix.lower()) != "parquet" or is_remote(path):
        return False
    declared = all(name in categories for q in queries for name in q.by)
    return declared and path.is_file() and all(q.type in QUERY_TYPES for q in queries)


def _aggregate(path: Path, queries: list[Query], categories: dict, ctx: JobContext):
    """(rows, each query's totals) or None."""
    import duckdb

    with session(ctx, path) as con:
        try:
            described = con.execute("DESCRIBE SELECT * FROM read_parquet(?)", [str(path)])
            columns = described.fetchall()
        except duckdb.Error:  # a damaged file: the reader names it
            return None
        if not _plain(columns, queries):
            return None
        groupings = defaultdict(list)  # each grouping's queries, aggregated in one pass
        for i, query in enumerate(queries):
            groupings["bins" if query.type == "histogram" else tuple(query.by)].append(i)
        totals: list[CellTotals | None] = [None] * len(queries)
        rows = None
        for i in groupings.pop("bins", []):  # a histogram's pass: its bins
            rows, totals[i] = _histogram(con, path, queries[i])
            if not rows or totals[i].left_out == rows:  # no row, or no value to count
                return None
        for done, (by, members) in enumerate(groupings.items()):
            ctx.report(0.1 + 0.8 * done / len(groupings))
            group = [queries[i] for i in members]
            found = _grouped(con, path, by, group)
            if found is None:
                return None
            rows = sum(record[len(by)] for record in found)
            if not rows or not _distinct_enough(found, len(by)) or _empty(found, by, group):
                return None
            for k, i in enumerate(members):
                measures = [(*r[: len(by)], *r[len(by) + 1 + 4 * k : len(by) + 5 + 4 * k])
                            for r in found]  # fmt: skip
                totals[i] = cell_totals(measures, queries[i], categories, rows, label_text)
    return rows, tuple(totals)


def _plain(columns: list[tuple], queries: list[Query]) -> bool:
    """Names the reader keeps as they are (no blank, padded, repeated or case-twin name)
    and columns of the kinds it reads as the same values."""
    types = {row[0]: row[1] for row in columns}
    if len({name.casefold() for name in types}) < len(columns):
        return False
    if any(not name or name != name.strip() for name in types):
        return False
    for query in queries:
        if any(name not in types for name in query.columns()):
            return False
        if any(types.get(name) not in KEY_TYPES for name in query.by):
            return False
        valued = query.type in ("sum", "mean", "histogram")
        if valued and types.get(query.column) not in VALUE_TYPES:
            return False
    return True


def _value(column: str) -> str:
    """The column as a number, NaN missing (as in memory)."""
    x = f"CAST({quote(column)} AS DOUBLE)"
    return f"(CASE WHEN isnan({x}) THEN NULL ELSE {x} END)"


def _double(value: float) -> str:
    """A bound or edge as the very float it is in memory (a decimal literal would not)."""
    return f"'{float(value)!r}'::DOUBLE"


def _grouped(con, path: Path, by: tuple, queries: list[Query]):
    """Per grouping value: its rows, then per query N, Σ clamp(x), missing, clamped."""
    measures = ["COUNT(*)"]
    for query in queries:
        if query.type not in ("sum", "mean"):
            measures.append("COUNT(*), 0.0, 0, 0")
            continue
        measures.append(clamped_measures(_value(query.column), *map(_double, query.bounds)))
    keys = [quote(name) for name in by]
    group = " GROUP BY ALL" if keys else ""
    sql = f"SELECT {', '.join([*keys, *measures])} FROM read_parquet(?){group} LIMIT ?"
    found = con.execute(sql, [str(path), MAX_GROUPS + 1]).fetchall()
    whole = all(abs(v) < EXACT_WHOLE for r in found for v in r[: len(by)] if isinstance(v, int))
    return found if len(found) <= MAX_GROUPS and whole else None


def _histogram(con, path: Path, query: Query) -> tuple[int, CellTotals]:
    """The file's rows and a histogram's totals (`queries.bin_cells`: values clamped into
    the end bins and counted, the last bin closed, missing values left out)."""
    x, edges = _value(query.column), [_double(e) for e in query.bins]
    bins = bin_case(x, edges)
    moved = f"COUNT(*) FILTER (WHERE {x} < {edges[0]} OR {x} > {edges[-1]})"
    sql = f"SELECT {bins}, COUNT(*), {moved} FROM read_parquet(?) GROUP BY ALL"
    n, missing, clipped = np.zeros(len(edges) - 1), 0, 0
    for b, count, outside in con.execute(sql, [str(path)]).fetchall():
        clipped += outside
        if b is None:
            missing += count
        else:
            n[b] += count
    rows = int(n.sum()) + missing
    return rows, CellTotals(bin_labels(query.bins), n, None, clipped, missing)


def _distinct_enough(found, width: int) -> bool:
    """No grouping column could look like identifiers (`identifiers.identifier_like`
    needs at least UNIQUE_SHARE of its values distinct)."""
    for j in range(width):
        counts = [(record[j], record[width]) for record in found if record[j] is not None]
        values = sum(count for _, count in counts)
        distinct = len({value for value, _ in counts})
        if values >= MIN_VALUES and distinct >= UNIQUE_SHARE * values:
            return False
    return True


def _empty(found, by: tuple, group: list[Query]) -> bool:
    """A sum's or mean's column without a single number (`checks.check_columns`)."""
    start = len(by) + 1
    for k, query in enumerate(group):
        if query.type in ("sum", "mean") and not sum(r[start + 4 * k] for r in found):
            return True
    return False

"""Parquet files through DuckDB, the one engine that reads and writes them.

DuckDB already streams the large inputs (mobility records, out-of-core statistics), so it
also serves whole-table Parquet reads and writes and the bundle carries no second Parquet
library (pyarrow was 100 MB of a 490 MB bundle, issue #15).

DuckDB's names are case-insensitive: it reads the columns `i` and `I` as `i` and `I_1`.
A read therefore restores the file's own names from its schema. A write cannot keep two
names that differ only in case, so an export refuses them with a message rather than rename.
"""

from __future__ import annotations

import warnings
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.jobs import JobContext

if TYPE_CHECKING:  # both are heavy to import; only their names are needed here
    import duckdb
    import pandas as pd

SLICE_VECTORS = 50  # DuckDB vectors of 2,048 rows between progress reports and cancel checks


def read_parquet(
    path: str | Path,
    limit: int | None = None,
    columns: Collection[str] | None = None,
    ctx: JobContext | None = None,
) -> pd.DataFrame:
    """The whole file (or its first `limit` rows) as a DataFrame with the file's column
    names, time zones in UTC; with `columns`, only those of them the file has (the others
    are never read; all are when two names differ only in case). Read in slices: `ctx`
    sees the rows read and can cancel between slices. DuckDB's errors pass through; the
    caller names the file."""
    with _connection() as con:
        names = _top_level_names(con, Path(path))
        kept = [n for n in names if n in set(columns)] if columns is not None else names
        if len({n.lower() for n in names}) < len(names):  # "I" would select "i" too
            kept = names
        quoted = ['"' + n.replace('"', '""') + '"' for n in kept]
        select = "*" if kept == names else ", ".join(quoted)
        with warnings.catch_warnings():
            # DuckDB's conversion of time-zone columns calls DataFrame.drop(inplace=True),
            # which pandas 3.1 deprecates; the frame it returns is unaffected.
            warnings.filterwarnings("ignore", "The inplace keyword")
            head = "" if limit is None else f" LIMIT {int(limit)}"
            query = f"SELECT {select or 'NULL AS none'} FROM read_parquet(?){head}"
            rows = _row_count(con, path) if limit is None else int(limit)
            frame = _fetch_in_slices(con.execute(query, [str(path)]), rows, ctx or JobContext())
    if not kept:  # none of the columns asked for: the rows only
        return frame.drop(columns=frame.columns)
    if len(kept) == frame.shape[1]:
        frame.columns = kept
    if columns is not None and kept == names:
        frame = frame[[n for n in names if n in set(columns)]]
    return frame


def _fetch_in_slices(result: duckdb.DuckDBPyConnection, rows: int, ctx: JobContext) -> pd.DataFrame:
    """The query's rows as one frame, fetched a slice at a time (DuckDB gives each slice
    the column types of the whole result, so the frame is the one-shot fetch's)."""
    import pandas as pd

    slices = [result.fetch_df_chunk(SLICE_VECTORS)]
    done = 0
    while len(slices[-1]):
        done += len(slices[-1])
        ctx.report(done / max(1, rows), tr("Reading the table"))
        slices.append(result.fetch_df_chunk(SLICE_VECTORS))
    if len(slices) <= 2:  # one slice of rows (or none), and the empty one ending them
        return slices[0]
    return pd.concat(slices[:-1], ignore_index=True)


def parquet_shape(path: str | Path) -> tuple[int, int]:
    """(rows, top-level columns) as the file's footer states them, read without reading
    the data: a small file can hold billions of rows of a repeated value."""
    with _connection() as con:
        return _row_count(con, path), len(_top_level_names(con, Path(path)))


def _row_count(con: duckdb.DuckDBPyConnection, path: str | Path) -> int:
    rows = con.execute("SELECT sum(num_rows) FROM parquet_file_metadata(?)", [str(path)])
    return int(rows.fetchone()[0] or 0)


def write_parquet(frame: pd.DataFrame, path: str | Path) -> None:
    """Write the frame (no index) as one Parquet file; DuckDB chooses dictionary encoding
    per column, only where values repeat. Names that differ only in case would be renamed:
    exports go through `write_table_atomic`, which refuses them first (`refuse_case_twins`)
    under the name the user chose rather than the temporary file's."""
    with _connection() as con:
        con.register("frame", frame)
        con.execute("COPY frame TO ? (FORMAT parquet)", [str(path)])


def _connection() -> duckdb.DuckDBPyConnection:
    import duckdb

    # An in-memory database of its own that never fetches an extension from the network,
    # in UTC so that time-zone columns never shift to the laptop's zone.
    con = duckdb.connect(config={"autoinstall_known_extensions": False})
    con.execute("SET TimeZone = 'UTC'")
    return con


def _top_level_names(con: duckdb.DuckDBPyConnection, path: Path) -> list[str]:
    """The file's column names in order, read from its schema tree (a nested column's
    inner fields follow it in the tree and are skipped)."""
    rows = con.execute("SELECT name, num_children FROM parquet_schema(?)", [str(path)]).fetchall()
    names: list[str] = []
    position = 1

    def after_subtree(index: int) -> int:
        children = rows[index][1] or 0
        index += 1
        for _ in range(children):
            index = after_subtree(index)
        return index

    for _ in range(rows[0][1] or 0):
        names.append(rows[position][0])
        position = after_subtree(position)
    return names


def refuse_case_twins(names: list[str], path: Path) -> None:
    """An InputError naming the first two column names that differ only in case."""
    seen: dict[str, str] = {}
    for name in names:
        twin = seen.setdefault(name.casefold(), name)
        if twin != name:
            raise InputError(
                tr(
                    "the columns '{first}' and '{second}' differ only in upper and lower case, "
                    "which a Parquet file written here cannot keep apart."
                ).format(first=twin, second=name),
                path=path,
                hint=tr("Rename one of them, or export as CSV or Excel."),
            )

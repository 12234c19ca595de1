"""DuckDB plumbing for inputs too large for memory: a private, memory-bounded, cancellable
session and streaming views over CSV or Parquet files, plus the small query helpers built
on them.

One way of opening a file and one cancellation watcher for every task that streams its
input: the mobility readers, counts and membership audit, and the statistics task's
out-of-core aggregation.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import Cancelled, InputError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.regular_files import regular_file_size
from engine.core.spark_paths import is_remote
from engine.data.engines import EngineSpec
from engine.data.layout import refuse_nested_columns, sniff_csv
from engine.data.utf8_copy import streamable_csv

UTF8_COPY_NAME = "input-utf8.csv"  # where utf8_copy.streamable_csv copies a non-UTF-8 CSV

if TYPE_CHECKING:  # DuckDB loads on first use: the wizard starts faster without it
    import duckdb

MEMORY_LIMIT = "2GB"  # DuckDB's own buffers; beyond this it spills to the temporary folder
CSV_SUFFIXES = (".csv", ".csv.gz", ".txt", ".tsv", ".txt.gz", ".tsv.gz")
PARQUET_SUFFIXES = (".parquet", ".pq")


@contextmanager
def session(
    ctx: JobContext, path: Path, engine: EngineSpec | None = None
) -> Iterator[duckdb.DuckDBPyConnection]:
    """A DuckDB database in a private temporary folder, bounded memory, cancellable.

    A watcher thread interrupts the running query as soon as the user cancels, so a long
    sort does not have to finish first. The folder (database and spill files) is removed
    however the work ends. With a Spark `engine`, a Spark session that runs the same
    statements instead (`engine.data.spark_io`).
    """
    if engine is not None and engine.is_spark:
        from engine.data.spark_io import spark_session

        with spark_session(ctx, path, engine) as spark:
            yield spark
        return
    import duckdb

    folder = Path(tempfile.mkdtemp(prefix="privdesk-trips-"))
    con = duckdb.connect(
        str(folder / "work.duckdb"),
        config={
            "memory_limit": MEMORY_LIMIT,
            "temp_directory": str(folder / "spill"),
            "preserve_insertion_order": False,
            "autoinstall_known_extensions": False,  # never the network
        },
    )
    done = threading.Event()

    def watch() -> None:
        while not done.wait(0.1):
            if ctx.cancel_flag.is_cancelled:
                con.interrupt()
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield con
    except duckdb.InterruptException:
        raise Cancelled() from None
    except (duckdb.InvalidInputException, duckdb.ConversionException) as exc:
        _refuse_if_not_utf8(exc, path)
        if "CSV Error" in str(exc):  # a row past the sniffed sample: DuckDB names a line
            copy = folder / UTF8_COPY_NAME
            _refuse_ragged_row(path, copy if copy.exists() else path)
        raise InputError(
            tr("the file cannot be read to the end ({error}).").format(error=_first_line(exc)),
            path=path,
            hint=tr("Check that it is a complete, well-formed CSV or Parquet export."),
        ) from None
    except duckdb.OutOfMemoryException:
        raise InputError(
            tr(
                "the data needed more memory than the {limit} limit and the free disk space in "
                "{folder} allowed."
            ).format(limit=MEMORY_LIMIT, folder=tempfile.gettempdir()),
            hint=tr("Free some disk space there, or split the records into shorter periods."),
        ) from None
    finally:
        done.set()
        watcher.join()
        con.close()
        shutil.rmtree(folder, ignore_errors=True)


def source_view(
    con: duckdb.DuckDBPyConnection, path: Path, view: str, ctx: JobContext | None = None
) -> None:
    """A streaming view over a CSV (all text, so types never depend on a sample) or Parquet.

    A CSV is split by the delimiter the in-memory reader detects, and read as UTF-8: a file
    in another encoding is first copied as UTF-8 into the session's folder (`utf8_copy`).
    A location Spark reads (`engine.core.spark_paths`) is handed to Spark unchecked.
    """
    if not is_remote(path):
        _check_local_file(path)
    from engine.data.spark_io import SparkConnection

    if isinstance(con, SparkConnection):  # Spark reads the file itself
        con.read_file(path, view)
        described = con.execute(f"DESCRIBE {view}").fetchall()
        refuse_nested_columns([name for name, kind, *_ in described if _is_nested(kind)], path)
        return
    import duckdb

    name = path.name.lower()
    literal = "'" + str(path).replace("'", "''") + "'"
    if name.endswith(PARQUET_SUFFIXES):
        source = f"read_parquet({literal})"
    elif name.endswith(CSV_SUFFIXES) and not name.endswith(".gz"):
        csv = streamable_csv(path, _session_folder(con), ctx or JobContext())
        delimiter = "'" + csv.layout.delimiter + "'"
        literal = "'" + str(csv.path).replace("'", "''") + "'"
        source = f"read_csv({literal}, all_varchar = true, header = true, delim = {delimiter})"
    elif name.endswith(CSV_SUFFIXES):  # compressed: UTF-8 only, DuckDB's delimiter
        source = f"read_csv({literal}, all_varchar = true, header = true)"
    else:
        raise InputError(
            tr("files ending in '{suffix}' cannot be read here.").format(suffix=path.suffix),
            path=path,
            hint=tr("Save the records as CSV (optionally .csv.gz) or Parquet."),
        )
    try:
        con.execute(f"CREATE VIEW {view} AS SELECT * FROM {source}")
        described = con.execute(f"DESCRIBE {view}").fetchall()
    except duckdb.Error as exc:
        _refuse_if_not_utf8(exc, path)
        if name.endswith(CSV_SUFFIXES) and not name.endswith(".gz"):
            _refuse_ragged_row(path, csv.path)  # DuckDB's sniffer names no row
        raise InputError(
            tr("the file cannot be read ({error}).").format(error=_first_line(exc)),
            path=path,
            hint=tr("Check that it is a complete CSV or Parquet export."),
        ) from None
    refuse_nested_columns([name for name, kind, *_ in described if _is_nested(kind)], path)


def _is_nested(kind: str) -> bool:
    """DuckDB's list, array, map, struct and union types, as DESCRIBE spells them."""
    return kind.endswith("]") or kind.startswith(("STRUCT", "MAP", "UNION"))


def _check_local_file(path: Path) -> None:
    if not path.exists():
        raise InputError(
            tr("the file does not exist."), path=path, hint=tr("Check the name and folder.")
        )
    if path.is_dir():
        raise InputError(tr("this is a folder, not a data file."), path=path)
    if regular_file_size(path, tr("the file does not exist.")) == 0:  # no pipe, no device
        raise InputError(
            tr("the file is empty (0 bytes)."), path=path, hint=tr("Export the data again.")
        )


def _refuse_if_not_utf8(exc: Exception, path: Path) -> None:
    """Only a compressed CSV can get here: a plain one in another encoding is copied."""
    if "Invalid unicode" in str(exc):
        raise InputError(
            tr("the compressed file is not UTF-8 text, which compressed CSV files must be."),
            path=path,
            hint=tr("Unpack it (a plain CSV is read in any encoding) or save it as UTF-8."),
        ) from None


def _refuse_ragged_row(path: Path, text: Path) -> None:
    """When DuckDB cannot read the plain CSV `path`, name the first row whose field count
    differs from the header's, as the in-memory reader does. `text` is what DuckDB read:
    the file itself (it decodes as UTF-8) or its UTF-8 copy; row numbers are the same."""
    from engine.data.csv_reader import raise_first_ragged_row  # pandas: only when refusing

    if not path.name.lower().endswith(CSV_SUFFIXES) or path.name.lower().endswith(".gz"):
        return
    layout = sniff_csv(path)
    try:
        raise_first_ragged_row(text, "utf-8-sig", layout.delimiter, len(layout.header))
    except InputError as exc:  # named after the user's file, not the copy
        raise InputError(exc.reason, path=path, row=exc.row, hint=exc.hint) from None


def _session_folder(con: duckdb.DuckDBPyConnection) -> Path:
    """The private folder `session` made (its spill folder's parent), removed with it."""
    spill = con.execute("SELECT current_setting('temp_directory')").fetchone()[0]
    return Path(spill).parent


def columns_of(con: duckdb.DuckDBPyConnection, view: str) -> list[str]:
    return [r[0] for r in con.execute(f"SELECT column_name FROM (DESCRIBE {view})").fetchall()]


def fetch_one(con: duckdb.DuckDBPyConnection, sql: str) -> tuple:
    row = con.execute(sql).fetchone()
    assert row is not None
    return row


def first_row(
    con: duckdb.DuckDBPyConnection, view: str, value: str, condition: str
) -> tuple[str, int] | None:
    """The first value (in file order) meeting `condition` and its spreadsheet row, or
    None; for refusals only (it makes the session single-threaded to keep file order)."""
    con.execute("SET threads = 1")  # file order, so the row number is the spreadsheet's
    found = con.execute(
        f"""
        SELECT v, n FROM (
            SELECT CAST({value} AS VARCHAR) AS v, ({condition}) AS hit,
                   row_number() OVER () + 1 AS n
            FROM {view}
        ) WHERE hit ORDER BY n LIMIT 1
        """
    ).fetchone()
    return None if found is None else (found[0], int(found[1]))


def quote(identifier: str) -> str:
    return '"' + str(identifier).replace('"', '""') + '"'


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__

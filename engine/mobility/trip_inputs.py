"""Reading and checking mobility inputs (MATH 5.1): call records with their tower table,
or ready-made trips, and the summaries the wizard shows before any trip is counted.

Every refusal of a record or trip lives here, so describing a file and counting its trips
reject exactly the same inputs: the counts, homes and trip activity (trips) open their data
through checked_records and checked_trips. How times and tower ids are written is read by
record_shapes; the tower table and the region order by tower_table.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.spark_paths import as_path, is_remote
from engine.data.duckdb_io import (
    columns_of,
    fetch_one,
    first_row,
    quote,
    session,
    source_view,
)
from engine.mobility.record_shapes import (
    OFFSET_PATTERN,
    RecordShape,
    TimeReading,
    offset_error,
    record_shape,
    set_timezone,
    sql_text,
    time_reading,
    tower_expression,
    unreadable_time_hint,
)
from engine.mobility.tower_table import (
    EXAMPLES,
    quoted_examples,
    read_towers,
    region_order,
    register_towers,
    require_columns,
)

if TYPE_CHECKING:  # DuckDB loads on first use: the wizard starts faster without it
    import duckdb

TRIP_COLUMNS = {
    "subscriber": "subscriber",
    "day": "day",
    "origin": "origin",
    "destination": "destination",
}


@dataclass(frozen=True)
class InputSummary:
    """What a checked mobility input holds: enough for the wizard to offer regions and days
    (the SIR origin, the event) before any trip is counted."""

    kind: str  # "records" or "trips"
    rows: int
    subscribers: int
    first_day: dt.date
    last_day: dt.date
    days: int  # calendar days from first_day to last_day: the daily matrices a release
    # holds when the project declares no period (days without records included)
    regions: list[str]


def describe_records(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    columns: dict[str, str] | None = None,
    ctx: JobContext | None = None,
) -> InputSummary:
    """Check call records against the tower table as a release would, and summarize them.

    Every refusal of extract_daily_counts (missing columns, blank or unreadable values,
    unknown towers) happens here, so it shows before the user sets any parameter.
    """
    ctx = ctx or JobContext()
    checked = checked_records(ctx, records_path, towers_path, None, columns, False)
    with checked as (con, region_names, n_records, _):
        ctx.report(0.6, tr("Finding the period"))
        first, last, days, subscribers = fetch_one(
            con,
            "SELECT min(ts)::DATE, max(ts)::DATE, date_diff('day', min(ts)::DATE, "
            "max(ts)::DATE) + 1, count(DISTINCT sub) FROM rec",
        )
    ctx.report(1.0, tr("Records checked"))
    return InputSummary(
        "records", n_records, int(subscribers), first, last, int(days), region_names
    )


def describe_trips(
    trips_path: str | Path,
    *,
    columns: dict[str, str] | None = None,
    ctx: JobContext | None = None,
) -> InputSummary:
    """Check a trips file as daily_counts_from_trips would, and summarize it."""
    ctx = ctx or JobContext()
    with checked_trips(ctx, Path(trips_path), None, columns) as (con, region_names, n_rows):
        ctx.report(0.6, tr("Finding the period"))
        first, last, days, subscribers = fetch_one(
            con,
            "SELECT min(day), max(day), date_diff('day', min(day), max(day)) + 1, "
            "count(DISTINCT sub) FROM trip_rows",
        )
    ctx.report(1.0, tr("Trips checked"))
    return InputSummary("trips", n_rows, int(subscribers), first, last, int(days), region_names)


def preview_file(path: str | Path, rows: int = 200) -> pd.DataFrame:
    """The first `rows` rows of a CSV or Parquet file, read as stored (no full scan)."""
    path = Path(path)
    with session(JobContext(), path) as con:
        source_view(con, path, "raw")
        return con.execute(f"SELECT * FROM raw LIMIT {int(rows)}").df()


@contextlib.contextmanager
def checked_records(
    ctx, records_path, towers_path, regions, columns, drop_unknown_towers, engine=None
):
    """Open a DuckDB session (or a Spark one, `engine`: the same statements) over validated
    records joined to the tower table; yields (connection, region order, record count,
    unknown-tower count)."""
    shape = record_shape(columns)
    records_path, towers_path = as_path(records_path), as_path(towers_path)
    with session(ctx, records_path, engine) as con:
        ctx.report(0.0, tr("Reading the tower table"))
        table = con.text_table(towers_path) if is_remote(towers_path) else None  # Spark's
        region_names, towers = read_towers(towers_path, regions, shape.names["tower"], table)
        set_timezone(con, shape.timezone)
        register_towers(con, towers)
        reading = _records_view(
            con, records_path, shape, towers.attrs["numeric_ids"], ctx.sub(0.0, 0.05)
        )
        ctx.report(0.05, tr("Checking the call records"))
        n_records, unknown = _validate_records(
            con, records_path, shape, reading, towers_path, drop_unknown_towers
        )
        yield con, region_names, n_records, unknown


@contextlib.contextmanager
def checked_trips(ctx, path: Path, regions, columns):
    """Open a DuckDB session over validated trips with a region numbering; yields
    (connection, region order, row count)."""
    names = column_map(columns, TRIP_COLUMNS, "columns")
    with session(ctx, path) as con:
        ctx.report(0.0, tr("Reading the trips"))
        source_view(con, path, "raw", ctx.sub(0.0, 0.2))
        available = columns_of(con, "raw")
        require_columns(available, names, path)
        q = {key: quote(col) for key, col in names.items()}
        con.execute(
            f"""
            CREATE VIEW trip_rows AS SELECT
                {q["subscriber"]} AS sub, {q["day"]} AS raw_day,
                TRY_CAST(CAST({q["day"]} AS VARCHAR) AS DATE) AS day,
                CAST({q["origin"]} AS VARCHAR) AS origin_name,
                CAST({q["destination"]} AS VARCHAR) AS dest_name
            FROM raw
            """
        )
        n_rows, *missing, bad_day = fetch_one(
            con,
            """
            SELECT count(*),
                count(*) FILTER (WHERE sub IS NULL),
                count(*) FILTER (WHERE raw_day IS NULL),
                count(*) FILTER (WHERE origin_name IS NULL),
                count(*) FILTER (WHERE dest_name IS NULL),
                count(*) FILTER (WHERE raw_day IS NOT NULL AND day IS NULL)
            FROM trip_rows
            """,
        )
        _check_not_empty(n_rows, path)
        for key, count in zip(("subscriber", "day", "origin", "destination"), missing, strict=True):
            _check_no_blanks(count, n_rows, path, names[key])
        if bad_day:
            _raise_unparseable(con, "trip_rows", "raw_day", "day", bad_day, path, names["day"])
        ctx.report(0.2, tr("Checking the regions"))
        found = [
            r[0]
            for r in con.execute(
                "SELECT DISTINCT x FROM (SELECT origin_name AS x FROM trip_rows "
                "UNION SELECT dest_name FROM trip_rows) ORDER BY x"
            ).fetchall()
        ]
        region_names = region_order(found, regions, path=path, source="trips")
        index = pd.DataFrame({"name": region_names, "region": np.arange(len(region_names))})
        con.register("region_index_df", index)
        con.execute("CREATE TABLE region_index AS SELECT * FROM region_index_df")
        con.unregister("region_index_df")
        yield con, region_names, int(n_rows)


def _records_view(
    con: duckdb.DuckDBPyConnection,
    path: Path,
    shape: RecordShape,
    numeric_ids: bool,
    ctx: JobContext,
) -> TimeReading:
    """View `rec` (sub, raw_time, ts, tower, raw_tower, blank_i) over the records: times
    parsed to local time, tower ids comparable with the tower table's."""
    source_view(con, path, "raw", ctx)
    types = dict(con.execute("SELECT column_name, column_type FROM (DESCRIBE raw)").fetchall())
    names = shape.names
    require_columns(list(types), names, path)

    def example(column: str) -> str:  # only when refusing: names a value and its row
        found = first_row(con, "raw", quote(column), f"{quote(column)} IS NOT NULL")
        return "no values" if found is None else f"e.g. '{found[0]}' in row {found[1]}"

    reading = time_reading(types, shape, path, example)
    tower = tower_expression(types[names["tower"]], names["tower"], numeric_ids, path, example)
    blanks = "".join(f", {sql} AS blank_{i}" for i, (_, sql) in enumerate(reading.blanks))
    date = f", {reading.date} AS raw_date" if reading.date else ""
    con.execute(
        f"""
        CREATE VIEW rec AS SELECT {quote(names["subscriber"])} AS sub,
            {reading.text} AS raw_time, {reading.ts} AS ts, {tower} AS tower,
            {quote(names["tower"])} AS raw_tower{blanks}{date}
        FROM raw
        """
    )
    return reading


def _validate_records(
    con: duckdb.DuckDBPyConnection,
    path: Path,
    shape: RecordShape,
    reading: TimeReading,
    towers_path: Path,
    drop_unknown: bool,
) -> tuple[int, int]:
    """One pass over the records: (row count, records at unknown towers) or InputError."""
    names = shape.names
    parts = [names["date"], names["time"]] if "date" in names else [names["time"]]
    offsets = (
        f"count(*) FILTER (WHERE regexp_matches(r.raw_time, '{OFFSET_PATTERN}'))"
        if reading.offsets
        else "0"
    )
    blanks = "".join(f", count(*) FILTER (WHERE r.blank_{i} IS NULL)" for i in range(len(parts)))
    n, no_sub, no_tower, bad_time, unknown, n_offsets, *no_time = fetch_one(
        con,
        f"""
        SELECT count(*),
            count(*) FILTER (WHERE r.sub IS NULL),
            count(*) FILTER (WHERE r.tower IS NULL),
            count(*) FILTER (WHERE r.raw_time IS NOT NULL AND r.ts IS NULL),
            count(*) FILTER (WHERE r.tower IS NOT NULL AND t.region IS NULL),
            {offsets}{blanks}
        FROM rec r LEFT JOIN towers t USING (tower)
        """,
    )
    _check_not_empty(n, path)
    _check_no_blanks(no_sub, n, path, names["subscriber"])
    for column, count in zip(parts, no_time, strict=True):
        _check_no_blanks(count, n, path, column)
    _check_no_blanks(no_tower, n, path, names["tower"])
    if bad_time:
        _raise_bad_time(con, shape, bad_time, path)
    if n_offsets:
        value, row = first_row(
            con, "rec", "raw_time", f"regexp_matches(raw_time, '{OFFSET_PATTERN}')"
        )
        raise offset_error(value, row, n_offsets, names["time"], path)
    if unknown and not drop_unknown:
        _raise_unknown_towers(con, unknown, path, names["tower"], towers_path)
    return int(n), int(unknown)


def _raise_bad_time(con, shape: RecordShape, count: int, path: Path) -> None:
    """Name the first unreadable time, its row and its column (the date's or the time's)."""
    bad = "raw_time IS NOT NULL AND ts IS NULL"
    value, row = first_row(con, "rec", "raw_time", bad)
    column = shape.names["time"]
    if "date" in shape.names:
        date_text, _ = first_row(con, "rec", "raw_date", bad)
        if fetch_one(con, f"SELECT TRY_CAST({sql_text(date_text)} AS DATE) IS NULL")[0]:
            column = shape.names["date"]
    raise InputError(
        tr("{n} value(s) are not dates with times, e.g. '{value}' in row {row}.").format(
            n=number(count, ","), value=value, row=row
        ),
        path=path,
        column=column,
        row=int(row),
        hint=unreadable_time_hint(str(value), shape),
    )


def _raise_unknown_towers(con, unknown: int, path: Path, column: str, towers_path: Path) -> None:
    examples = [
        r[0]
        for r in con.execute(
            f"SELECT any_value(CAST(raw_tower AS VARCHAR)) FROM rec ANTI JOIN towers "
            f"USING (tower) WHERE tower IS NOT NULL GROUP BY tower "
            f"ORDER BY count(*) DESC, tower LIMIT {EXAMPLES}"
        ).fetchall()
    ]
    n_towers = fetch_one(
        con, "SELECT count(DISTINCT tower) FROM rec ANTI JOIN towers USING (tower)"
    )[0]
    raise InputError(
        tr(
            "{records} record(s) at {towers} tower(s) missing from the tower table {file}, "
            "e.g. {examples}."
        ).format(
            records=number(unknown, ","),
            towers=number(n_towers, ","),
            file=towers_path.name,
            examples=quoted_examples(examples),
        ),
        path=path,
        column=column,
        hint=tr(
            "Add these towers and their regions to the tower table, or check that both "
            "files use the same tower ids."
        ),
    )


def _raise_unparseable(
    con: duckdb.DuckDBPyConnection,
    view: str,
    raw: str,
    parsed: str,
    count: int,
    path: Path,
    column: str,
) -> None:
    """Name the first unreadable day and its row; only runs when the input is bad."""
    value, row = first_row(con, view, raw, f"{parsed} IS NULL AND {raw} IS NOT NULL")
    raise InputError(
        tr("{n} value(s) are not dates, e.g. '{value}' in row {row}.").format(
            n=number(count, ","), value=value, row=row
        ),
        path=path,
        column=column,
        row=int(row),
        hint=tr("Write them like 2024-03-01 (year-month-day)."),
    )


# --- small helpers -------------------------------------------------------------------------


def column_map(columns: dict[str, str] | None, defaults: dict[str, str], name: str) -> dict:
    merged = dict(defaults)
    for key, value in (columns or {}).items():
        if key not in defaults:
            raise ParameterError(
                name,
                tr("unknown key {key}; expected some of {keys}").format(
                    key=repr(key), keys=", ".join(sorted(defaults))
                ),
            )
        merged[key] = value
    return merged


def _check_not_empty(n: int, path: Path) -> None:
    if n == 0:
        raise InputError(
            tr("the file has a header but no data rows."),
            path=path,
            hint=tr("Check that you exported the data, not only the column names."),
        )


def _check_no_blanks(count: int, total: int, path: Path, column: str) -> None:
    if count:
        raise InputError(
            tr("{count} of {total} row(s) have no value.").format(
                count=number(count, ","), total=number(total, ",")
            ),
            path=path,
            column=column,
            hint=tr("Remove those rows or fill them in: a record without it cannot be placed."),
        )

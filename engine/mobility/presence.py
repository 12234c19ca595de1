"""Who travelled on which day, for the membership audit and the trip-level budget (MATH 5.3, 5.4).

The membership attack labels a subscriber-day "in" when the person has a trip in that day's
matrix; a cap of T ≥ 1 trips keeps at least one of a travelling person's trips, so "in" does
not depend on which trips the cap kept. Trip-level privacy costs ε per trip, so the worst
case over the release needs the largest number of trips one person made. Both come from one
DuckDB pass over the same input as the counts (trips.py), and only the subscribers the
attack could target come back to Python, so a national file stays out of memory.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from engine.core.jobs import JobContext
from engine.mobility.duckdb_io import fetch_one, quote, session, source_view
from engine.mobility.trip_inputs import TRIP_COLUMNS, checked_records, column_map

if TYPE_CHECKING:
    import duckdb


@dataclass(frozen=True)
class TripActivity:
    """presence[s, d]: subscriber s (row of `subscribers`) has a trip on days[d]; rows only
    for subscribers with ≥ min_days_per_half trip-days in each half. `max_trips` and
    `mean_trips` are trips per person over the whole release, uncapped, over every
    subscriber with records (zeros included)."""

    subscribers: np.ndarray
    presence: np.ndarray
    max_trips: int
    mean_trips: float


def activity_from_records(
    records_path: str | Path,
    towers_path: str | Path,
    days: Sequence[dt.date],
    *,
    columns: dict[str, str] | None = None,
    min_days_per_half: int = 10,
    ctx: JobContext | None = None,
) -> TripActivity:
    """Trip-days and trip totals from call records (trips as in extract_daily_counts)."""
    ctx = ctx or JobContext()
    checked = checked_records(ctx, records_path, towers_path, None, columns, False)
    with checked as (con, _, _, _):
        ctx.report(0.4, "Finding who travelled on which day")
        con.execute(
            """
            CREATE TABLE trip_days AS
            SELECT sub, day, count(*) FILTER (WHERE origin IS NOT NULL) AS n FROM (
                SELECT r.sub, CAST(r.ts AS DATE) AS day,
                       CASE WHEN lag(t.region) OVER w <> t.region THEN 1 END AS origin
                FROM rec r JOIN towers t USING (tower)
                WINDOW w AS (PARTITION BY r.sub, CAST(r.ts AS DATE) ORDER BY r.ts, r.tower)
            ) GROUP BY sub, day
            """
        )
        return _activity(con, days, min_days_per_half, ctx)


def activity_from_trips(
    trips_path: str | Path,
    days: Sequence[dt.date],
    *,
    columns: dict[str, str] | None = None,
    min_days_per_half: int = 10,
    ctx: JobContext | None = None,
) -> TripActivity:
    """Trip-days and trip totals from ready-made trips (already checked by the counts)."""
    ctx = ctx or JobContext()
    names = column_map(columns, TRIP_COLUMNS, "columns")
    q = {key: quote(col) for key, col in names.items()}
    path = Path(trips_path)
    with session(ctx, path) as con:
        source_view(con, path, "raw")
        ctx.report(0.4, "Finding who travelled on which day")
        con.execute(
            f"""
            CREATE TABLE trip_days AS
            SELECT {q["subscriber"]} AS sub,
                   TRY_CAST(CAST({q["day"]} AS VARCHAR) AS DATE) AS day,
                   count(*) FILTER (WHERE CAST({q["origin"]} AS VARCHAR)
                                       <> CAST({q["destination"]} AS VARCHAR)) AS n
            FROM raw GROUP BY ALL
            """
        )
        return _activity(con, days, min_days_per_half, ctx)


def _activity(
    con: duckdb.DuckDBPyConnection, days: Sequence[dt.date], min_days: int, ctx: JobContext
) -> TripActivity:
    """From `trip_days` (sub, day, trips that day) to a TripActivity over the released
    calendar `days`: rows on other days (outside a declared period) are left out, and a
    day nobody has records on is a column of False."""
    day_list = list(days)
    if day_list:
        con.execute(
            f"DELETE FROM trip_days WHERE day IS NULL OR day < DATE '{day_list[0]}' "
            f"OR day > DATE '{day_list[-1]}'"
        )
    max_trips, mean_trips = fetch_one(
        con,
        "SELECT coalesce(max(total), 0), coalesce(avg(total), 0) FROM "
        "(SELECT sum(n) AS total FROM trip_days GROUP BY sub)",
    )
    ctx.report(0.7, "Selecting subscribers the membership audit can target")
    first_half = day_list[: len(day_list) // 2]
    cutoff = first_half[-1] if first_half else dt.date.min
    rows = con.execute(
        f"""
        WITH travelled AS (SELECT sub, day FROM trip_days WHERE n > 0),
        eligible AS (
            SELECT sub FROM travelled GROUP BY sub
            HAVING count(*) FILTER (WHERE day <= DATE '{cutoff}') >= {int(min_days)}
               AND count(*) FILTER (WHERE day > DATE '{cutoff}') >= {int(min_days)}
        )
        SELECT t.sub, t.day FROM travelled t JOIN eligible USING (sub) ORDER BY t.sub
        """
    ).fetchnumpy()
    subs = np.asarray(rows["sub"])
    subscribers, row = np.unique(subs, return_inverse=True)
    presence = np.zeros((len(subscribers), len(day_list)), dtype=bool)
    if len(subs):
        index = np.searchsorted(
            np.array(day_list, dtype="datetime64[D]"),
            np.asarray(rows["day"], dtype="datetime64[D]"),
        )
        presence[row, index] = True
    ctx.report(1.0, "Trip-days ready")
    return TripActivity(subscribers, presence, int(max_trips), float(mean_trips))

"""Who travelled on which day, for the membership audit and the trip-level budget (MATH 5.3, 5.4).

The membership attack labels a subscriber-day "in" when the person has a trip in that day's
matrix; a cap of T ≥ 1 trips keeps at least one of a travelling person's trips, so "in" does
not depend on which trips the cap kept. Trip-level privacy costs ε per trip, so the worst
case over the release needs the largest number of trips one person made. For call records
both come from the counts' own trips, in the same DuckDB session (trips.extract_records);
for ready-made trips from one pass over the file. Only the subscribers the attack could
target come back to Python, so a national file stays out of memory.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.data.duckdb_io import fetch_one, quote, session, source_view
from engine.mobility.trip_inputs import TRIP_COLUMNS, column_map

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


def activity_from_trips(
    trips_path: str | Path,
    days: Sequence[dt.date],
    *,
    columns: dict[str, str] | None = None,
    min_days_per_half: int = 10,
    with_presence: bool = True,
    ctx: JobContext | None = None,
) -> TripActivity:
    """Trip-days and trip totals from ready-made trips (already checked by the counts)."""
    ctx = ctx or JobContext()
    names = column_map(columns, TRIP_COLUMNS, "columns")
    q = {key: quote(col) for key, col in names.items()}
    path = Path(trips_path)
    with session(ctx, path) as con:
        source_view(con, path, "raw", ctx.sub(0.0, 0.3))
        ctx.report(0.4, tr("Finding who travelled on which day"))
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
        return activity_from_trip_days(
            con, days, min_days_per_half=min_days_per_half, with_presence=with_presence, ctx=ctx
        )


def activity_from_trip_days(
    con: duckdb.DuckDBPyConnection,
    days: Sequence[dt.date],
    *,
    min_days_per_half: int = 10,
    with_presence: bool = True,
    ctx: JobContext | None = None,
) -> TripActivity:
    """From `trip_days` (sub, day, trips that day) to a TripActivity over the released
    calendar `days`: rows on other days (outside a declared period) are left out, and a
    day nobody has records on is a column of False. Call records make `trip_days` from the
    counts' own trips (trips.extract_records); ready-made trips below. Without
    `with_presence` (no membership audit) only the trip totals are computed: no subscriber
    rows, so a national file's travellers never come back to Python."""
    ctx = ctx or JobContext()
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
    if not with_presence:
        ctx.report(1.0, tr("Trips per person ready"))
        empty = np.zeros((0, len(day_list)), dtype=bool)
        return TripActivity(np.array([], dtype=object), empty, int(max_trips), float(mean_trips))
    ctx.report(0.7, tr("Selecting subscribers the membership audit can target"))
    first_half = day_list[: len(day_list) // 2]
    cutoff = first_half[-1] if first_half else dt.date.min
    rows = con.execute(
        f"""
        WITH travelled AS (SELECT sub, day FROM trip_days WHERE n > 0),
        eligible AS (
            SELECT sub FROM travelled GROUP BY sub
            HAVING count(*) FILTER (WHERE day <= DATE '{cutoff}') >= {int(min_days_per_half)}
               AND count(*) FILTER (WHERE day > DATE '{cutoff}') >= {int(min_days_per_half)}
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
    ctx.report(1.0, tr("Trip-days ready"))
    return TripActivity(subscribers, presence, int(max_trips), float(mean_trips))

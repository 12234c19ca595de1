"""Daily trip counts and home populations from call-detail records (MATH 5.1).

A trip is two consecutive records of one subscriber on the same calendar day in different
regions (origin = the earlier record's region). Individual-level privacy needs each person
to contribute at most T trips a day, so extra trips are dropped uniformly at random before
counting; trip-level privacy (T = None here) counts every trip. The home region is the most
frequent region of a subscriber's records between 20:00 and 06:00.

Operators' files run to billions of rows, so every step runs inside embedded DuckDB: the
file is streamed through views, sorted and windowed with spilling to a private temporary
folder under a fixed memory limit, and only the small (days, k, k) array comes back to
Python. Unknown towers, unreadable times and missing columns are refused, never dropped
silently: a released matrix must count exactly what the user thinks it counts.

A release reads the records once (extract_records): the counts, the home populations of
the released calendar and who travelled on which day come from one checked session.
The input checks, the export shapes (record_shapes), the released calendar's checks (stray
dates, empty or overlong periods) and the DuckDB plumbing live in trip_inputs,
record_shapes, study_calendar and duckdb_io; their public names are re-exported here, so
`engine.mobility.trips` stays the one import for callers.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.spark_paths import as_path
from engine.data.duckdb_io import CSV_SUFFIXES, MEMORY_LIMIT, PARQUET_SUFFIXES, fetch_one
from engine.data.engines import EngineSpec
from engine.mobility.presence import TripActivity, activity_from_trip_days
from engine.mobility.record_shapes import RECORD_COLUMNS, record_shape
from engine.mobility.study_calendar import MAX_DAYS, DaySource, study_calendar
from engine.mobility.trip_inputs import (
    EXAMPLES,
    TRIP_COLUMNS,
    InputSummary,
    checked_records,
    checked_trips,
    describe_records,
    describe_trips,
    preview_file,
)

if TYPE_CHECKING:  # DuckDB loads on first use: the wizard starts faster without it
    import duckdb

__all__ = [
    "CSV_SUFFIXES",
    "EXAMPLES",
    "MEMORY_LIMIT",
    "NIGHT_END_HOUR",
    "NIGHT_START_HOUR",
    "PARQUET_SUFFIXES",
    "RECORD_COLUMNS",
    "TRIP_COLUMNS",
    "DailyCounts",
    "InputSummary",
    "RecordsExtract",
    "TripsPerDay",
    "calendar",
    "daily_counts_from_trips",
    "describe_records",
    "describe_trips",
    "extract_daily_counts",
    "extract_records",
    "home_populations",
    "preview_file",
]

NIGHT_START_HOUR = 20  # night is [20:00, 06:00), as seed 002 infers homes
NIGHT_END_HOUR = 6


@dataclass(frozen=True)
class TripsPerDay:
    """Trips per subscriber-day before capping, over days on which the subscriber has records.

    The percentiles are what seed 002 uses to choose T (its Table S3 takes the 90th, 95th
    and 99th), so the GUI can propose T without another pass over the data.
    """

    max: int
    mean: float
    p90: int
    p95: int
    p99: int


@dataclass(frozen=True)
class DailyCounts:
    """Raw (not yet private) daily O-D trip counts, ready for ODMechanism.privatize.

    counts[d, a, b] = trips from regions[a] to regions[b] on days[d]; the diagonal is 0.
    days is the released calendar: every date from the first to the last day of the study
    period, whether or not it has records (MATH 5.2: the output's shape depends only on the
    declared period and the tower table). A day without records (an outage) is a matrix of
    zeros, released with noise like any other day. The period is `period` when the caller
    declares one (records outside it are not counted: `records_outside_period`), else the
    first to the last record day.
    """

    days: list[dt.date]
    regions: list[str]
    counts: np.ndarray
    trips_per_subscriber_day: TripsPerDay
    trips_per_day: int | None
    n_records: int
    n_subscribers: int
    n_trips: int
    n_trips_kept: int
    unknown_towers: int
    period_declared: bool = False
    records_outside_period: int = 0

    @property
    def level(self) -> str:
        """'individual' when trips were capped at T per person per day, else 'trip'."""
        return "trip" if self.trips_per_day is None else "individual"


def extract_daily_counts(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    trips_per_day: int | None = None,
    rng_seed_source: np.random.Generator | None = None,
    columns: dict[str, str] | None = None,
    drop_unknown_towers: bool = False,
    period: tuple[dt.date, dt.date] | None = None,
    max_days: int = MAX_DAYS,
    ctx: JobContext | None = None,
    engine: EngineSpec | None = None,
) -> DailyCounts:
    """Count each day's trips between regions from call records (CSV or Parquet).

    trips_per_day is T: None counts every trip (trip level); an integer keeps at most T
    trips per subscriber and day, chosen uniformly at random with randomness drawn from
    rng_seed_source. The cap uses fresh randomness on every call, like every release, and
    the same generator state reproduces the same counts. Records at towers missing from the
    tower table are refused unless drop_unknown_towers is set, in which case their number
    is reported in `unknown_towers`. `period` (first day, last day) is the study period:
    every day in it is released, records on other days are left out and counted. The
    calendar is checked by study_calendar (stray dates, an empty period, over `max_days`).
    `engine`: DuckDB (None, the default) or Spark, which runs the same statements.
    """
    ctx = ctx or JobContext()
    seed = _cap_seed(trips_per_day, rng_seed_source)
    checked = checked_records(
        ctx, records_path, towers_path, regions, columns, drop_unknown_towers, engine
    )
    with checked as (con, region_names, n_records, unknown):
        source = _record_days(records_path, columns)
        counts = _count_records(
            con, region_names, n_records, unknown, trips_per_day, seed, (period, max_days),
            source, ctx,
        )  # fmt: skip
    ctx.report(1.0, tr("Trip counts ready"))
    return counts


@dataclass(frozen=True)
class RecordsExtract:
    """What one pass over call records gives a release: the daily counts, the home-region
    populations (night records of the released calendar only) and, when asked for, who
    travelled on which day (presence.TripActivity)."""

    counts: DailyCounts
    populations: np.ndarray
    activity: TripActivity | None


def extract_records(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    trips_per_day: int | None = None,
    rng_seed_source: np.random.Generator | None = None,
    columns: dict[str, str] | None = None,
    period: tuple[dt.date, dt.date] | None = None,
    max_days: int = MAX_DAYS,
    with_activity: bool = False,
    with_presence: bool = True,
    ctx: JobContext | None = None,
    engine: EngineSpec | None = None,
) -> RecordsExtract:
    """extract_daily_counts, home_populations over the released calendar and (optionally)
    presence's trip activity, with who travelled on which day only `with_presence`, from
    one reading of the records: a national file is checked, sorted and windowed once, not
    once per result. `engine`: DuckDB (None) or Spark."""
    ctx = ctx or JobContext()
    seed = _cap_seed(trips_per_day, rng_seed_source)
    checked = checked_records(ctx, records_path, towers_path, None, columns, False, engine)
    with checked as (con, region_names, n_records, _):
        source = _record_days(records_path, columns)
        counts = _count_records(
            con, region_names, n_records, 0, trips_per_day, seed, (period, max_days), source,
            ctx.sub(0.0, 0.8),
        )  # fmt: skip
        ctx.report(0.8, tr("Finding home regions"))
        populations = _home_counts(con, len(region_names), (counts.days[0], counts.days[-1]))
        activity = None
        if with_activity:
            con.execute(
                "CREATE TABLE trip_days AS SELECT sub, day, "
                "count(*) FILTER (WHERE origin IS NOT NULL) AS n FROM steps GROUP BY sub, day"
            )
            activity = activity_from_trip_days(
                con, counts.days, with_presence=with_presence, ctx=ctx.sub(0.9, 1.0)
            )
    ctx.report(1.0, tr("Trip counts ready"))
    return RecordsExtract(counts, populations, activity)


def daily_counts_from_trips(
    trips_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    trips_per_day: int | None = None,
    rng_seed_source: np.random.Generator | None = None,
    columns: dict[str, str] | None = None,
    period: tuple[dt.date, dt.date] | None = None,
    max_days: int = MAX_DAYS,
    ctx: JobContext | None = None,
) -> DailyCounts:
    """Count ready-made trips (subscriber, day, origin region, destination region).

    Rows whose origin equals their destination are not trips (MATH 5.1) and are ignored.
    Capping and `period` work as in extract_daily_counts (rows outside it are left out).
    """
    ctx = ctx or JobContext()
    seed = _cap_seed(trips_per_day, rng_seed_source)
    with checked_trips(ctx, Path(trips_path), regions, columns) as (con, region_names, n_rows):
        ctx.report(0.4, tr("Numbering the trips"))
        con.execute(
            """
            CREATE TABLE steps AS
            SELECT t.sub, t.day, o.region AS origin, d.region AS dest,
                   row_number() OVER (
                       PARTITION BY t.sub, t.day ORDER BY o.region, d.region) AS seq
            FROM trip_rows t
            JOIN region_index o ON o.name = t.origin_name
            JOIN region_index d ON d.name = t.dest_name
            """
        )
        # One marker row (origin NULL) per subscriber-day, as the records path makes, so
        # the statistics and subscriber count are computed the same way.
        con.execute(
            "INSERT INTO steps (sub, day, seq, origin, dest) "
            "SELECT DISTINCT sub, day, 0, NULL, NULL FROM steps"
        )
        con.execute("DELETE FROM steps WHERE origin IS NOT NULL AND origin = dest")
        day_column = {**TRIP_COLUMNS, **(columns or {})}["day"]
        source = DaySource("trips", "trip_rows", "raw_day", "day", Path(trips_path), day_column)
        bounds, outside = study_calendar(con, source, period, max_days)
        ctx.report(0.6, tr("Counting trips per day"))
        days, counts, stats, n_subscribers, n_trips, n_kept = _aggregate(
            con, trips_per_day, seed, ctx, k=len(region_names), period=bounds
        )
    ctx.report(1.0, tr("Trip counts ready"))
    return DailyCounts(
        days, region_names, counts, stats, trips_per_day, n_rows, n_subscribers, n_trips,
        n_kept, 0, period is not None, outside,
    )  # fmt: skip


def home_populations(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    columns: dict[str, str] | None = None,
    period: tuple[dt.date, dt.date] | None = None,
    ctx: JobContext | None = None,
) -> tuple[list[str], np.ndarray]:
    """Subscribers per home region: each one's most frequent region at night (MATH 5.1).

    Night is 20:00 up to (not including) 06:00, in local time (record_shapes). Ties go
    to the region listed first; subscribers without night records have no home and are not
    counted. Only records on days of `period` (first day, last day) count, when given.
    Unknown towers are refused as in extract_daily_counts.
    """
    ctx = ctx or JobContext()
    checked = checked_records(ctx, records_path, towers_path, regions, columns, False)
    with checked as (con, region_names, _, _):
        ctx.report(0.4, tr("Finding home regions"))
        populations = _home_counts(con, len(region_names), period)
    ctx.report(1.0, tr("Home regions ready"))
    return region_names, populations


def _home_counts(
    con: duckdb.DuckDBPyConnection, k: int, period: tuple[dt.date, dt.date] | None
) -> np.ndarray:
    """Home populations from the `rec` view, night records within `period` only."""
    within = ""
    if period is not None:
        within = (
            f"AND CAST(r.ts AS DATE) BETWEEN DATE '{period[0].isoformat()}' "
            f"AND DATE '{period[1].isoformat()}'"
        )
    rows = con.execute(
        f"""
        SELECT region, count(*) FROM (
            SELECT region, row_number() OVER (
                PARTITION BY sub ORDER BY n DESC, region ASC) AS rank
            FROM (
                SELECT r.sub, t.region, count(*) AS n
                FROM rec r JOIN towers t USING (tower)
                WHERE (hour(r.ts) >= {NIGHT_START_HOUR} OR hour(r.ts) < {NIGHT_END_HOUR})
                      {within}
                GROUP BY r.sub, t.region
            )
        ) WHERE rank = 1 GROUP BY region
        """
    ).fetchall()
    populations = np.zeros(k, dtype=np.int64)
    for region, count in rows:
        populations[region] = count
    return populations


# --- counting ------------------------------------------------------------------------------


def _count_records(
    con: duckdb.DuckDBPyConnection,
    region_names: list[str],
    n_records: int,
    unknown: int,
    trips_per_day: int | None,
    seed: int,
    calendar_limits: tuple[tuple[dt.date, dt.date] | None, int],
    source: DaySource,
    ctx: JobContext,
) -> DailyCounts:
    """Trips from the checked `rec` view into the `steps` table, then the daily counts
    over the calendar study_calendar checks (`calendar_limits`: period, max_days)."""
    period, max_days = calendar_limits
    ctx.report(0.3, tr("Finding trips"))
    con.execute(
        """
        CREATE TABLE steps AS
        SELECT sub, day, seq, origin, dest FROM (
            SELECT r.sub, CAST(r.ts AS DATE) AS day, t.region AS dest,
                   lag(t.region) OVER w AS origin, row_number() OVER w AS seq
            FROM rec r JOIN towers t USING (tower)
            WINDOW w AS (PARTITION BY r.sub, CAST(r.ts AS DATE) ORDER BY r.ts, t.rank)
        )
        WHERE origin IS NULL OR origin <> dest
        """
    )
    bounds, outside = study_calendar(con, source, period, max_days)
    ctx.report(0.75, tr("Counting trips per day"))
    days, counts, stats, n_subscribers, n_trips, n_kept = _aggregate(
        con, trips_per_day, seed, ctx, period=bounds
    )
    return DailyCounts(
        days, region_names, counts, stats, trips_per_day, n_records, n_subscribers, n_trips,
        n_kept, unknown, period is not None, outside,
    )  # fmt: skip


def _record_days(path: str | Path, columns: dict[str, str] | None) -> DaySource:
    """The records' days, for study_calendar's refusals (the date's column if separate)."""
    names = record_shape(columns).names
    raw, column = ("raw_date", names["date"]) if "date" in names else ("raw_time", names["time"])
    return DaySource("records", "rec", raw, "CAST(ts AS DATE)", as_path(path), column)


def _cap_seed(trips_per_day: int | None, rng: np.random.Generator | None) -> int:
    """A 64-bit key for the cap's random choice, drawn from the caller's generator.

    DuckDB's random() is not reproducible across threads, so the choice ranks trips by a
    hash of (subscriber, day, trip number) keyed with this seed: uniform in practice,
    parallel, and the same generator state gives the same release.
    """
    if trips_per_day is None:
        return 0
    if isinstance(trips_per_day, bool) or not isinstance(trips_per_day, int | np.integer):
        raise ParameterError(
            "trips_per_day",
            tr("must be a whole number or None, got {value}").format(value=repr(trips_per_day)),
        )
    if trips_per_day < 1:
        raise ParameterError(
            "trips_per_day", tr("must be at least 1, got {value}").format(value=trips_per_day)
        )
    if not isinstance(rng, np.random.Generator):
        raise ParameterError(
            "rng_seed_source",
            "capping trips per day picks trips at random: pass a numpy random Generator",
        )
    return int(rng.integers(0, 2**63, dtype=np.int64))


def calendar(first: dt.date, last: dt.date) -> list[dt.date]:
    """Every date from `first` to `last`, both included: the days a release holds."""
    return [first + dt.timedelta(days=i) for i in range((last - first).days + 1)]


def _aggregate(
    con: duckdb.DuckDBPyConnection,
    trips_per_day: int | None,
    seed: int,
    ctx: JobContext,
    k: int | None = None,
    *,
    period: tuple[dt.date, dt.date],
) -> tuple[list[dt.date], np.ndarray, TripsPerDay, int, int, int]:
    """From the `steps` table (trips plus one marker row per subscriber-day) to counts,
    one matrix per calendar day of the period (zeros on days without records)."""
    start, end = period
    con.execute(f"DELETE FROM steps WHERE day NOT BETWEEN DATE '{start}' AND DATE '{end}'")
    day_values = calendar(start, end)
    n_subscribers, active_days = fetch_one(
        con, "SELECT count(DISTINCT sub), count(*) FROM steps WHERE origin IS NULL"
    )
    histogram = con.execute(
        """
        SELECT n, count(*) FROM (
            SELECT count(*) AS n FROM steps WHERE origin IS NOT NULL GROUP BY sub, day
        ) GROUP BY n ORDER BY n
        """
    ).fetchall()
    stats, n_trips = _trip_stats(histogram, active_days)
    ctx.report(0.85, tr("Capping trips per person") if trips_per_day else tr("Counting trips"))
    if trips_per_day is None:
        cells = con.execute(
            "SELECT day, origin, dest, count(*) AS n FROM steps WHERE origin IS NOT NULL "
            "GROUP BY day, origin, dest"
        ).fetchnumpy()
    else:
        cells = con.execute(
            f"""
            SELECT day, origin, dest, count(*) AS n FROM (
                SELECT day, origin, dest,
                       row_number() OVER (PARTITION BY sub, day ORDER BY key, seq) AS pick
                FROM (
                    SELECT *, hash(xor(hash(sub, day, seq), {seed}::UBIGINT)) AS key
                    FROM steps WHERE origin IS NOT NULL
                )
            ) WHERE pick <= {int(trips_per_day)}
            GROUP BY day, origin, dest
            """
        ).fetchnumpy()
    if k is None:
        k = int(fetch_one(con, "SELECT count(*) FROM towers_regions")[0])
    days_np = np.array(day_values, dtype="datetime64[D]")
    counts = np.zeros((len(day_values), k, k), dtype=np.int64)
    if len(cells["day"]):
        day_index = np.searchsorted(days_np, np.asarray(cells["day"], dtype="datetime64[D]"))
        np.add.at(
            counts,
            (day_index, np.asarray(cells["origin"]), np.asarray(cells["dest"])),
            np.asarray(cells["n"], dtype=np.int64),
        )
    return day_values, counts, stats, int(n_subscribers), n_trips, int(counts.sum())


def _trip_stats(histogram: list[tuple[int, int]], active_days: int) -> tuple[TripsPerDay, int]:
    """Max, mean and percentiles of trips per active subscriber-day (zeros included)."""
    values = np.array([0] + [int(n) for n, _ in histogram], dtype=np.int64)
    with_trips = sum(int(c) for _, c in histogram)
    weights = np.array([max(active_days - with_trips, 0)] + [int(c) for _, c in histogram])
    n_trips = int((values * weights).sum())
    total = int(weights.sum())
    if total == 0:
        return TripsPerDay(0, 0.0, 0, 0, 0), 0
    cumulative = np.cumsum(weights) / total

    def percentile(q: float) -> int:
        return int(values[int(np.searchsorted(cumulative, q - 1e-12))])

    stats = TripsPerDay(
        int(values[weights > 0].max()),
        n_trips / total,
        percentile(0.90),
        percentile(0.95),
        percentile(0.99),
    )
    return stats, n_trips

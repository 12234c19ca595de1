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
"""

from __future__ import annotations

import contextlib
import datetime as dt
import shutil
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import JobContext

if TYPE_CHECKING:  # DuckDB loads on first use: the wizard starts faster without it
    import duckdb

RECORD_COLUMNS = {"subscriber": "subscriber", "time": "time", "tower": "tower"}
TRIP_COLUMNS = {
    "subscriber": "subscriber",
    "day": "day",
    "origin": "origin",
    "destination": "destination",
}
NIGHT_START_HOUR = 20  # night is [20:00, 06:00), as seed 002 infers homes
NIGHT_END_HOUR = 6
MEMORY_LIMIT = "2GB"  # DuckDB's own buffers; beyond this it spills to the temporary folder
CSV_SUFFIXES = (".csv", ".csv.gz", ".txt", ".tsv", ".txt.gz", ".tsv.gz")
PARQUET_SUFFIXES = (".parquet", ".pq")
EXAMPLES = 5  # how many offending values an error message names


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
    days holds only dates with at least one record: a day missing from the input (an
    outage) is absent rather than a matrix of zeros, which would read as "nobody moved".
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

    @property
    def level(self) -> str:
        """'individual' when trips were capped at T per person per day, else 'trip'."""
        return "trip" if self.trips_per_day is None else "individual"


@contextlib.contextmanager
def _checked_records(ctx, records_path, towers_path, regions, columns, drop_unknown_towers):
    """Open a DuckDB session over validated records joined to the tower table; yields
    (connection, region order, record count, unknown-tower count)."""
    names = _column_map(columns, RECORD_COLUMNS, "columns")
    ctx.report(0.0, "Reading the tower table")
    region_names, towers = _read_towers(Path(towers_path), regions, names["tower"])
    with _session(ctx, Path(records_path)) as con:
        _register_towers(con, towers)
        _records_view(con, Path(records_path), names)
        ctx.report(0.05, "Checking the call records")
        n_records, unknown = _validate_records(
            con, Path(records_path), names, Path(towers_path), drop_unknown_towers
        )
        yield con, region_names, n_records, unknown


@contextlib.contextmanager
def _checked_trips(ctx, path: Path, regions, columns):
    """Open a DuckDB session over validated trips with a region numbering; yields
    (connection, region order, row count)."""
    names = _column_map(columns, TRIP_COLUMNS, "columns")
    with _session(ctx, path) as con:
        ctx.report(0.0, "Reading the trips")
        _source_view(con, path, "raw")
        available = _columns_of(con, "raw")
        _require_columns(available, names, path)
        q = {key: _quote(col) for key, col in names.items()}
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
        n_rows, *missing, bad_day = _fetch_one(
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
        ctx.report(0.2, "Checking the regions")
        found = [
            r[0]
            for r in con.execute(
                "SELECT DISTINCT x FROM (SELECT origin_name AS x FROM trip_rows "
                "UNION SELECT dest_name FROM trip_rows) ORDER BY x"
            ).fetchall()
        ]
        region_names = _region_order(found, regions, path=path, source="the trips")
        index = pd.DataFrame({"name": region_names, "region": np.arange(len(region_names))})
        con.register("region_index_df", index)
        con.execute("CREATE TABLE region_index AS SELECT * FROM region_index_df")
        con.unregister("region_index_df")
        yield con, region_names, int(n_rows)


def extract_daily_counts(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    trips_per_day: int | None = None,
    rng_seed_source: np.random.Generator | None = None,
    columns: dict[str, str] | None = None,
    drop_unknown_towers: bool = False,
    ctx: JobContext | None = None,
) -> DailyCounts:
    """Count each day's trips between regions from call records (CSV or Parquet).

    trips_per_day is T: None counts every trip (trip level); an integer keeps at most T
    trips per subscriber and day, chosen uniformly at random with randomness drawn from
    rng_seed_source. The cap uses fresh randomness on every call, like every release, and
    the same generator state reproduces the same counts. Records at towers missing from the
    tower table are refused unless drop_unknown_towers is set, in which case their number
    is reported in `unknown_towers`.
    """
    ctx = ctx or JobContext()
    seed = _cap_seed(trips_per_day, rng_seed_source)
    with _checked_records(
        ctx, records_path, towers_path, regions, columns, drop_unknown_towers
    ) as (con, region_names, n_records, unknown):
        ctx.report(0.3, "Finding trips")
        con.execute(
            """
            CREATE TABLE steps AS
            SELECT sub, day, seq, origin, dest FROM (
                SELECT r.sub, CAST(r.ts AS DATE) AS day, t.region AS dest,
                       lag(t.region) OVER w AS origin, row_number() OVER w AS seq
                FROM rec r JOIN towers t USING (tower)
                WINDOW w AS (PARTITION BY r.sub, CAST(r.ts AS DATE) ORDER BY r.ts, r.tower)
            )
            WHERE origin IS NULL OR origin <> dest
            """
        )
        ctx.report(0.75, "Counting trips per day")
        result = _aggregate(con, trips_per_day, seed, ctx)
    ctx.report(1.0, "Trip counts ready")
    days, counts, stats, n_subscribers, n_trips, n_kept = result
    return DailyCounts(
        days, region_names, counts, stats, trips_per_day, n_records, n_subscribers, n_trips,
        n_kept, unknown,
    )  # fmt: skip


def daily_counts_from_trips(
    trips_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    trips_per_day: int | None = None,
    rng_seed_source: np.random.Generator | None = None,
    columns: dict[str, str] | None = None,
    ctx: JobContext | None = None,
) -> DailyCounts:
    """Count ready-made trips (subscriber, day, origin region, destination region).

    Rows whose origin equals their destination are not trips (MATH 5.1) and are ignored.
    Capping works as in extract_daily_counts.
    """
    ctx = ctx or JobContext()
    seed = _cap_seed(trips_per_day, rng_seed_source)
    with _checked_trips(ctx, Path(trips_path), regions, columns) as (con, region_names, n_rows):
        ctx.report(0.4, "Numbering the trips")
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
        ctx.report(0.6, "Counting trips per day")
        days, counts, stats, n_subscribers, n_trips, n_kept = _aggregate(
            con, trips_per_day, seed, ctx, k=len(region_names)
        )
    ctx.report(1.0, "Trip counts ready")
    return DailyCounts(
        days, region_names, counts, stats, trips_per_day, n_rows, n_subscribers, n_trips,
        n_kept, 0,
    )  # fmt: skip


def home_populations(
    records_path: str | Path,
    towers_path: str | Path,
    *,
    regions: Sequence[str] | None = None,
    columns: dict[str, str] | None = None,
    ctx: JobContext | None = None,
) -> tuple[list[str], np.ndarray]:
    """Subscribers per home region: each one's most frequent region at night (MATH 5.1).

    Night is 20:00 up to (not including) 06:00, in the time as written in the file. Ties go
    to the region listed first; subscribers without night records have no home and are not
    counted. Unknown towers are refused as in extract_daily_counts.
    """
    ctx = ctx or JobContext()
    checked = _checked_records(ctx, records_path, towers_path, regions, columns, False)
    with checked as (con, region_names, _, _):
        ctx.report(0.4, "Finding home regions")
        rows = con.execute(
            f"""
            SELECT region, count(*) FROM (
                SELECT region, row_number() OVER (
                    PARTITION BY sub ORDER BY n DESC, region ASC) AS rank
                FROM (
                    SELECT r.sub, t.region, count(*) AS n
                    FROM rec r JOIN towers t USING (tower)
                    WHERE hour(r.ts) >= {NIGHT_START_HOUR} OR hour(r.ts) < {NIGHT_END_HOUR}
                    GROUP BY r.sub, t.region
                )
            ) WHERE rank = 1 GROUP BY region
            """
        ).fetchall()
    populations = np.zeros(len(region_names), dtype=np.int64)
    for region, count in rows:
        populations[region] = count
    ctx.report(1.0, "Home regions ready")
    return region_names, populations


@dataclass(frozen=True)
class InputSummary:
    """What a checked mobility input holds: enough for the wizard to offer regions and days
    (the SIR origin, the event) before any trip is counted."""

    kind: str  # "records" or "trips"
    rows: int
    subscribers: int
    first_day: dt.date
    last_day: dt.date
    days: int  # days with data: the number of daily matrices a release will have
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
    checked = _checked_records(ctx, records_path, towers_path, None, columns, False)
    with checked as (con, region_names, n_records, _):
        ctx.report(0.6, "Finding the period")
        first, last, days, subscribers = _fetch_one(
            con,
            "SELECT min(ts)::DATE, max(ts)::DATE, count(DISTINCT ts::DATE), "
            "count(DISTINCT sub) FROM rec",
        )
    ctx.report(1.0, "Records checked")
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
    with _checked_trips(ctx, Path(trips_path), None, columns) as (con, region_names, n_rows):
        ctx.report(0.6, "Finding the period")
        first, last, days, subscribers = _fetch_one(
            con,
            "SELECT min(day), max(day), count(DISTINCT day), count(DISTINCT sub) FROM trip_rows",
        )
    ctx.report(1.0, "Trips checked")
    return InputSummary("trips", n_rows, int(subscribers), first, last, int(days), region_names)


def preview_file(path: str | Path, rows: int = 200) -> pd.DataFrame:
    """The first `rows` rows of a CSV or Parquet file, read as stored (no full scan)."""
    path = Path(path)
    with _session(JobContext(), path) as con:
        _source_view(con, path, "raw")
        return con.execute(f"SELECT * FROM raw LIMIT {int(rows)}").df()


# --- shared stages -------------------------------------------------------------------------


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
            "trips_per_day", f"must be a whole number or None, got {trips_per_day!r}"
        )
    if trips_per_day < 1:
        raise ParameterError("trips_per_day", f"must be at least 1, got {trips_per_day}")
    if not isinstance(rng, np.random.Generator):
        raise ParameterError(
            "rng_seed_source",
            "capping trips per day picks trips at random: pass a numpy random Generator",
        )
    return int(rng.integers(0, 2**63, dtype=np.int64))


def _aggregate(
    con: duckdb.DuckDBPyConnection,
    trips_per_day: int | None,
    seed: int,
    ctx: JobContext,
    k: int | None = None,
) -> tuple[list[dt.date], np.ndarray, TripsPerDay, int, int, int]:
    """From the `steps` table (trips plus one marker row per subscriber-day) to counts."""
    day_values = [
        r[0] for r in con.execute("SELECT DISTINCT day FROM steps ORDER BY day").fetchall()
    ]
    n_subscribers, active_days = _fetch_one(
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
    ctx.report(0.85, "Capping trips per person" if trips_per_day else "Counting trips")
    if trips_per_day is None:
        cells = con.execute(
            "SELECT day, origin, dest, count(*) FROM steps WHERE origin IS NOT NULL "
            "GROUP BY day, origin, dest"
        ).fetchnumpy()
    else:
        cells = con.execute(
            f"""
            SELECT day, origin, dest, count(*) FROM (
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
        k = int(_fetch_one(con, "SELECT count(*) FROM towers_regions")[0])
    days_np = np.array(day_values, dtype="datetime64[D]")
    counts = np.zeros((len(day_values), k, k), dtype=np.int64)
    if len(cells["day"]):
        day_index = np.searchsorted(days_np, np.asarray(cells["day"], dtype="datetime64[D]"))
        np.add.at(
            counts,
            (day_index, np.asarray(cells["origin"]), np.asarray(cells["dest"])),
            np.asarray(cells["count_star()"], dtype=np.int64),
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


@contextmanager
def _session(ctx: JobContext, path: Path) -> Iterator[duckdb.DuckDBPyConnection]:
    """A DuckDB database in a private temporary folder, bounded memory, cancellable.

    A watcher thread interrupts the running query as soon as the user cancels, so a long
    sort does not have to finish first. The folder (database and spill files) is removed
    however the work ends.
    """
    import duckdb

    folder = Path(tempfile.mkdtemp(prefix="privdesk-trips-"))
    con = duckdb.connect(
        str(folder / "work.duckdb"),
        config={
            "memory_limit": MEMORY_LIMIT,
            "temp_directory": str(folder / "spill"),
            "preserve_insertion_order": False,
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
        raise InputError(
            f"the file cannot be read to the end ({_first_line(exc)}).",
            path=path,
            hint="Check that it is a complete, well-formed CSV or Parquet export.",
        ) from None
    except duckdb.OutOfMemoryException:
        raise InputError(
            f"the data needed more memory than the {MEMORY_LIMIT} limit and the free disk "
            f"space in {tempfile.gettempdir()} allowed.",
            hint="Free some disk space there, or split the records into shorter periods.",
        ) from None
    finally:
        done.set()
        watcher.join()
        con.close()
        shutil.rmtree(folder, ignore_errors=True)


def _read_towers(
    path: Path, regions: Sequence[str] | None, tower_column: str
) -> tuple[list[str], pd.DataFrame]:
    """The tower table as (tower text, region index), after refusing ambiguous rows."""
    if not path.exists():
        raise InputError("the tower table does not exist.", path=path)
    try:
        table = pd.read_csv(path, dtype=str, keep_default_na=False, sep=None, engine="python")
    except (pd.errors.EmptyDataError, pd.errors.ParserError, UnicodeDecodeError) as exc:
        raise InputError(
            f"the tower table cannot be read as CSV ({exc}).",
            path=path,
            hint="Save it as a CSV file with the columns tower and region.",
        ) from None
    table.columns = [str(c).strip() for c in table.columns]
    tower_col = tower_column if tower_column in table.columns else "tower"
    needed = {"tower": tower_col, "region": "region"}
    _require_columns(list(table.columns), needed, path)
    towers = table[tower_col].str.strip()
    region_of = table["region"].str.strip()
    if len(table) == 0:
        raise InputError("the tower table has a header but no towers.", path=path)
    for name, values in ((tower_col, towers), ("region", region_of)):
        blank = np.flatnonzero((values == "").to_numpy())
        if blank.size:
            raise InputError(
                f"{blank.size} row(s) have no value, first at row {blank[0] + 2}.",
                path=path,
                column=name,
                row=int(blank[0] + 2),
                hint="Every tower needs an id and a region.",
            )
    pairs = pd.DataFrame({"tower": towers, "region": region_of})
    distinct = pairs.drop_duplicates()
    clash = distinct["tower"].duplicated(keep=False)
    if clash.any():
        tower = distinct.loc[clash, "tower"].iloc[0]
        rows = np.flatnonzero((towers == tower).to_numpy()) + 2
        listed = sorted(set(region_of[towers == tower]))
        raise InputError(
            f"{distinct.loc[clash, 'tower'].nunique()} tower(s) are listed with different "
            f"regions, e.g. tower '{tower}' in {_examples(listed)} (rows "
            f"{', '.join(str(r) for r in rows[:EXAMPLES])}).",
            path=path,
            column=tower_col,
            hint="Each tower must belong to exactly one region: keep one row per tower.",
        )
    found = sorted(distinct["region"].unique())
    region_names = _region_order(
        found, regions, path=path, source="the tower table", column="region"
    )
    index = {name: i for i, name in enumerate(region_names)}
    out = pd.DataFrame(
        {
            "tower": distinct["tower"].to_numpy(dtype=object),
            "region": distinct["region"].map(index).to_numpy(dtype=np.int32),
        }
    )
    out.attrs["k"] = len(region_names)
    return region_names, out


def _region_order(found, regions, *, path, source: str, column: str | None = None) -> list:
    """The matrix order of regions: the chosen list, or the regions found, sorted. Every
    region found must be in a chosen list."""
    region_names = list(regions) if regions is not None else list(found)
    _check_region_list(region_names)
    unknown = sorted(set(found) - set(region_names))
    if unknown:
        raise InputError(
            f"{len(unknown)} region(s) in {source} are not in the chosen region list, "
            f"e.g. {_examples(unknown)}.",
            path=path,
            column=column,
            hint=f"Add them to the region list or correct {source}.",
        )
    return region_names


def _check_region_list(region_names: Sequence[str]) -> None:
    if len(region_names) < 2:
        raise ParameterError("regions", "trips need at least 2 regions")
    if len(set(region_names)) != len(region_names):
        raise ParameterError("regions", "each region may be listed only once")


def _register_towers(con: duckdb.DuckDBPyConnection, towers: pd.DataFrame) -> None:
    con.register("towers_df", towers)
    con.execute(
        "CREATE TABLE towers AS SELECT CAST(tower AS VARCHAR) AS tower, region FROM towers_df"
    )
    con.unregister("towers_df")
    con.execute(
        f"CREATE TABLE towers_regions AS SELECT range AS region FROM range({towers.attrs['k']})"
    )


def _source_view(con: duckdb.DuckDBPyConnection, path: Path, view: str) -> None:
    """A streaming view over a CSV (all text, so types never depend on a sample) or Parquet."""
    if not path.exists():
        raise InputError("the file does not exist.", path=path, hint="Check the name and folder.")
    if path.is_dir():
        raise InputError("this is a folder, not a data file.", path=path)
    if path.stat().st_size == 0:
        raise InputError("the file is empty (0 bytes).", path=path, hint="Export the data again.")
    import duckdb

    name = path.name.lower()
    literal = "'" + str(path).replace("'", "''") + "'"
    if name.endswith(PARQUET_SUFFIXES):
        source = f"read_parquet({literal})"
    elif name.endswith(CSV_SUFFIXES):
        source = f"read_csv({literal}, all_varchar = true, header = true)"
    else:
        raise InputError(
            f"files ending in '{path.suffix}' cannot be read here.",
            path=path,
            hint="Save the records as CSV (optionally .csv.gz) or Parquet.",
        )
    try:
        con.execute(f"CREATE VIEW {view} AS SELECT * FROM {source}")
        con.execute(f"DESCRIBE {view}").fetchall()
    except duckdb.Error as exc:
        raise InputError(
            f"the file cannot be read ({_first_line(exc)}).",
            path=path,
            hint="Check that it is a complete CSV or Parquet export.",
        ) from None


def _records_view(con: duckdb.DuckDBPyConnection, path: Path, names: dict[str, str]) -> None:
    """View `rec` (sub, raw_time, ts, tower) over the records, with times parsed."""
    _source_view(con, path, "raw")
    types = dict(con.execute("SELECT column_name, column_type FROM (DESCRIBE raw)").fetchall())
    _require_columns(list(types), names, path)
    time_type = types[names["time"]].upper()
    q = {key: _quote(col) for key, col in names.items()}
    if time_type == "VARCHAR":
        ts = f"TRY_CAST({q['time']} AS TIMESTAMP)"
    elif time_type.startswith("TIMESTAMP"):
        ts = f"CAST({q['time']} AS TIMESTAMP)"
    else:
        raise InputError(
            f"holds values of type {time_type}, not dates with times of day.",
            path=path,
            column=names["time"],
            hint="Trips need the time of each record: store it as a timestamp or as text "
            "like 2024-03-01 14:05:00.",
        )
    con.execute(
        f"""
        CREATE VIEW rec AS SELECT {q["subscriber"]} AS sub, {q["time"]} AS raw_time,
            {ts} AS ts, CAST({q["tower"]} AS VARCHAR) AS tower
        FROM raw
        """
    )


def _validate_records(
    con: duckdb.DuckDBPyConnection,
    path: Path,
    names: dict[str, str],
    towers_path: Path,
    drop_unknown: bool,
) -> tuple[int, int]:
    """One pass over the records: (row count, records at unknown towers) or InputError."""
    n, no_sub, no_time, no_tower, bad_time, unknown = _fetch_one(
        con,
        """
        SELECT count(*),
            count(*) FILTER (WHERE r.sub IS NULL),
            count(*) FILTER (WHERE r.raw_time IS NULL),
            count(*) FILTER (WHERE r.tower IS NULL),
            count(*) FILTER (WHERE r.raw_time IS NOT NULL AND r.ts IS NULL),
            count(*) FILTER (WHERE r.tower IS NOT NULL AND t.region IS NULL)
        FROM rec r LEFT JOIN towers t USING (tower)
        """,
    )
    _check_not_empty(n, path)
    _check_no_blanks(no_sub, n, path, names["subscriber"])
    _check_no_blanks(no_time, n, path, names["time"])
    _check_no_blanks(no_tower, n, path, names["tower"])
    if bad_time:
        _raise_unparseable(con, "rec", "raw_time", "ts", bad_time, path, names["time"])
    if unknown and not drop_unknown:
        examples = [
            r[0]
            for r in con.execute(
                f"SELECT tower FROM rec ANTI JOIN towers USING (tower) WHERE tower IS NOT NULL "
                f"GROUP BY tower ORDER BY count(*) DESC, tower LIMIT {EXAMPLES}"
            ).fetchall()
        ]
        n_towers = _fetch_one(
            con, "SELECT count(DISTINCT tower) FROM rec ANTI JOIN towers USING (tower)"
        )[0]
        raise InputError(
            f"{unknown} record(s) at {n_towers} tower(s) missing from the tower table "
            f"{towers_path.name}, e.g. {_examples(examples)}.",
            path=path,
            column=names["tower"],
            hint="Add these towers and their regions to the tower table, or check that both "
            "files use the same tower ids.",
        )
    return int(n), int(unknown)


def _raise_unparseable(
    con: duckdb.DuckDBPyConnection,
    view: str,
    raw: str,
    parsed: str,
    count: int,
    path: Path,
    column: str,
) -> None:
    """Name the first unreadable value and its row; only runs when the input is bad."""
    con.execute("SET threads = 1")  # file order, so the row number is the spreadsheet's
    value, row = _fetch_one(
        con,
        f"""
        SELECT v, n FROM (
            SELECT CAST({raw} AS VARCHAR) AS v, {parsed} AS p, {raw} IS NULL AS blank,
                   row_number() OVER () + 1 AS n
            FROM {view}
        ) WHERE p IS NULL AND NOT blank ORDER BY n LIMIT 1
        """,
    )
    raise InputError(
        f"{count} value(s) are not dates with times, e.g. '{value}' in row {row}.",
        path=path,
        column=column,
        row=int(row),
        hint="Write them like 2024-03-01 14:05:00 (year-month-day hours:minutes:seconds).",
    )


# --- small helpers -------------------------------------------------------------------------


def _column_map(columns: dict[str, str] | None, defaults: dict[str, str], name: str) -> dict:
    merged = dict(defaults)
    for key, value in (columns or {}).items():
        if key not in defaults:
            raise ParameterError(
                name, f"unknown key {key!r}; expected some of {', '.join(sorted(defaults))}"
            )
        merged[key] = value
    return merged


def _require_columns(available: list[str], needed: dict[str, str], path: Path) -> None:
    missing = [col for col in needed.values() if col not in available]
    if missing:
        roles = [role for role, col in needed.items() if col in missing]
        raise InputError(
            f"missing column(s) {', '.join(repr(c) for c in missing)} (for "
            f"{', '.join(roles)}); the file has {', '.join(repr(c) for c in available)}.",
            path=path,
            column=missing[0],
            hint="Choose which of the file's columns holds each of these.",
        )


def _check_not_empty(n: int, path: Path) -> None:
    if n == 0:
        raise InputError(
            "the file has a header but no data rows.",
            path=path,
            hint="Check that you exported the data, not only the column names.",
        )


def _check_no_blanks(count: int, total: int, path: Path, column: str) -> None:
    if count:
        raise InputError(
            f"{count} of {total} row(s) have no value.",
            path=path,
            column=column,
            hint="Remove those rows or fill them in: a record without it cannot be placed.",
        )


def _columns_of(con: duckdb.DuckDBPyConnection, view: str) -> list[str]:
    return [r[0] for r in con.execute(f"SELECT column_name FROM (DESCRIBE {view})").fetchall()]


def _fetch_one(con: duckdb.DuckDBPyConnection, sql: str) -> tuple:
    row = con.execute(sql).fetchone()
    assert row is not None
    return row


def _quote(identifier: str) -> str:
    return '"' + str(identifier).replace('"', '""') + '"'


def _examples(values: Sequence[object]) -> str:
    shown = ", ".join(f"'{v}'" for v in list(values)[:EXAMPLES])
    return shown + (" …" if len(values) > EXAMPLES else "")


def _first_line(exc: Exception) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__

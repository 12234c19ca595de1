"""Call-record shapes field teams export (issue 17), through the DuckDB path: separate date
and time columns, Unix epoch seconds, times with a UTC offset converted to the project's
zone, tower ids as integers in one file and text with leading zeros in the other. Each
shape must give the counts of the plain file (test_mobility_trips' known answer) or be
refused with a message naming the column and an example value. Also: home populations use
the night records of the released calendar only."""

from __future__ import annotations

import datetime as dt
import zoneinfo

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.parquet import write_parquet
from engine.mobility.trip_inputs import checked_records
from engine.mobility.trips import extract_daily_counts, extract_records, home_populations
from engine.tasks.mobility import run as mobility_run
from engine.tasks.mobility.project import mobility_project_from_dict
from tests.engine.test_mobility_trips import RECORDS, TOWERS, expected_trip_level, write_towers

ZONE = "Asia/Dhaka"  # UTC+6: 23:30 and 00:30 local are 17:30 and 18:30 UTC, the same UTC day


def frame(rows=RECORDS) -> pd.DataFrame:
    """The known records, shuffled, with times as local datetimes."""
    out = pd.DataFrame(rows, columns=["subscriber", "time", "tower"])
    out["time"] = pd.to_datetime(out["time"])
    return out.sample(frac=1.0, random_state=5).reset_index(drop=True)


def instants(local: pd.Series, zone: str = ZONE) -> list[dt.datetime]:
    """The UTC instants of local wall times in `zone` (zoneinfo is the twin)."""
    tz = zoneinfo.ZoneInfo(zone)
    return [t.to_pydatetime().replace(tzinfo=tz).astimezone(dt.UTC) for t in local]


def counts(path, towers, **columns):
    return extract_daily_counts(path, towers, columns=columns or None).counts


# --- separate date and time columns --------------------------------------------------------


def test_separate_date_and_time_columns_csv_and_parquet(tmp_path):
    towers = write_towers(tmp_path)
    data = frame()
    split = pd.DataFrame(
        {
            "subscriber": data["subscriber"],
            "call_date": data["time"].dt.strftime("%Y-%m-%d"),
            "call_time": data["time"].dt.strftime("%H:%M:%S"),
            "tower": data["tower"],
        }
    )
    csv = tmp_path / "split.csv"
    split.to_csv(csv, index=False)
    got = counts(csv, towers, date="call_date", time="call_time")
    np.testing.assert_array_equal(got, expected_trip_level())

    typed = split.assign(
        call_date=data["time"].dt.date, call_time=data["time"].dt.time
    )  # Parquet DATE and TIME columns
    parquet = tmp_path / "split.parquet"
    write_parquet(typed, parquet)
    got = counts(parquet, towers, date="call_date", time="call_time")
    np.testing.assert_array_equal(got, expected_trip_level())


def test_separate_columns_refusals_name_the_column(tmp_path):
    towers = write_towers(tmp_path)
    rows = pd.DataFrame(
        {
            "subscriber": ["s1", "s1", "s2"],
            "d": ["2024-03-01", "2024-13-45", "2024-03-01"],
            "t": ["08:00:00", "09:00:00", "10:00:00"],
            "tower": ["tA1", "tB", "tC"],
        }
    )
    path = tmp_path / "bad_date.csv"
    rows.to_csv(path, index=False)
    with pytest.raises(InputError) as info:
        counts(path, towers, date="d", time="t")
    assert info.value.column == "d" and info.value.row == 3
    assert "2024-13-45" in str(info.value)

    rows.loc[1, "d"] = "2024-03-01"
    rows.loc[2, "t"] = "half past ten"
    rows.to_csv(path, index=False)
    with pytest.raises(InputError) as info:
        counts(path, towers, date="d", time="t")
    assert info.value.column == "t" and info.value.row == 4
    assert "half past ten" in str(info.value)

    rows.loc[2, "t"] = None
    rows.to_csv(path, index=False)
    with pytest.raises(InputError, match="have no value") as info:
        counts(path, towers, date="d", time="t")
    assert info.value.column == "t"


# --- Unix epoch seconds --------------------------------------------------------------------


def test_epoch_seconds_are_converted_to_the_named_zone(tmp_path):
    towers = write_towers(tmp_path)
    data = frame()
    seconds = [int(t.timestamp()) for t in instants(data["time"])]
    parquet = tmp_path / "epoch.parquet"
    write_parquet(data.assign(time=np.array(seconds, dtype=np.int64)), parquet)
    got = counts(parquet, towers, time_format="epoch_seconds", timezone=ZONE)
    np.testing.assert_array_equal(got, expected_trip_level())

    csv = tmp_path / "epoch.csv"
    data.assign(time=seconds).to_csv(csv, index=False)
    got = counts(csv, towers, time_format="epoch_seconds", timezone=ZONE)
    np.testing.assert_array_equal(got, expected_trip_level())

    # Read as UTC days, s3's 23:30 C → 00:30 D would be one UTC day: a trip too many.
    utc = counts(csv, towers, time_format="epoch_seconds", timezone="UTC")
    assert not np.array_equal(utc, expected_trip_level())


def test_epoch_seconds_refusals(tmp_path):
    towers = write_towers(tmp_path)
    data = frame()
    seconds = [int(t.timestamp()) for t in instants(data["time"])]
    parquet = tmp_path / "epoch.parquet"
    write_parquet(data.assign(time=np.array(seconds, dtype=np.int64)), parquet)
    # An integer column read as dates: refused, naming the column, a value and the setting.
    with pytest.raises(InputError) as info:
        counts(parquet, towers)
    message = str(info.value)
    assert info.value.column == "time" and str(seconds[0]) in message
    assert "epoch_seconds" in message
    # The same numbers as CSV text.
    csv = tmp_path / "epoch.csv"
    data.assign(time=seconds).to_csv(csv, index=False)
    with pytest.raises(InputError, match="epoch_seconds") as info:
        counts(csv, towers)
    assert info.value.column == "time" and f"'{seconds[0]}'" in str(info.value)
    # Epoch seconds need a zone; milliseconds are not seconds.
    with pytest.raises(ParameterError, match=r"columns\.timezone"):
        counts(csv, towers, time_format="epoch_seconds")
    millis = tmp_path / "millis.csv"
    data.assign(time=[s * 1000 for s in seconds]).to_csv(millis, index=False)
    with pytest.raises(InputError, match="seconds since 1970") as info:
        counts(millis, towers, time_format="epoch_seconds", timezone=ZONE)
    assert info.value.column == "time" and info.value.row == 2
    with pytest.raises(ParameterError, match=r"columns\.time_format"):
        counts(csv, towers, time_format="unix")
    with pytest.raises(ParameterError, match=r"columns\.timezone"):
        counts(csv, towers, time_format="epoch_seconds", timezone="Mars/Olympus")


# --- UTC offsets ---------------------------------------------------------------------------


def test_times_with_utc_offsets_are_converted_to_local_time(tmp_path):
    towers = write_towers(tmp_path)
    data = frame()
    utc = instants(data["time"])
    written = [
        t.strftime("%Y-%m-%dT%H:%M:%SZ")
        if i % 2
        else t.astimezone(dt.timezone(dt.timedelta(hours=-3))).isoformat()
        for i, t in enumerate(utc)
    ]  # "Z" and "-03:00" forms mixed: each names its instant
    csv = tmp_path / "offsets.csv"
    data.assign(time=written).to_csv(csv, index=False)
    got = counts(csv, towers, timezone=ZONE)
    np.testing.assert_array_equal(got, expected_trip_level())
    with pytest.raises(InputError, match=r"columns\.timezone") as info:
        counts(csv, towers)
    assert info.value.column == "time" and info.value.row == 2 and written[0] in str(info.value)

    aware = tmp_path / "aware.parquet"
    write_parquet(data.assign(time=pd.to_datetime(utc, utc=True)), aware)
    np.testing.assert_array_equal(counts(aware, towers, timezone=ZONE), expected_trip_level())
    with pytest.raises(InputError, match=r"columns\.timezone") as info:
        counts(aware, towers)
    assert info.value.column == "time"


def test_local_times_match_zoneinfo_across_daylight_saving(tmp_path):
    """Twin: the local time DuckDB computes equals zoneinfo's, over two DST changes."""
    zone = "Europe/Paris"
    rng = np.random.default_rng(17)
    start = int(dt.datetime(2024, 3, 20, tzinfo=dt.UTC).timestamp())
    seconds = np.sort(rng.integers(start, start + 250 * 86_400, size=400))
    path = tmp_path / "epoch.csv"
    pd.DataFrame({"subscriber": "s", "time": seconds, "tower": "tA1"}).to_csv(path, index=False)
    towers = write_towers(tmp_path)
    columns = {"time_format": "epoch_seconds", "timezone": zone}
    with checked_records(JobContext(), path, towers, None, columns, False) as (con, *_):
        got = con.execute("SELECT CAST(raw_time AS BIGINT), ts FROM rec ORDER BY 1").fetchall()
    tz = zoneinfo.ZoneInfo(zone)
    expected = [
        dt.datetime.fromtimestamp(int(s), tz).replace(tzinfo=None) for s in seconds.tolist()
    ]
    assert [ts for _, ts in got] == expected


# --- tower ids -----------------------------------------------------------------------------


def numbered(rows=RECORDS):
    """The known records with towers numbered 42, 48, … (integers) and a tower table
    saying "0042", "0048", …"""
    ids = {name: 42 + 6 * n for n, (name, _) in enumerate(TOWERS)}
    data = frame(rows).assign(tower=lambda f: f["tower"].map(ids).astype(np.int32))
    table = [(f"{ids[name]:04d}", region) for name, region in TOWERS]
    return data, table


def test_integer_tower_ids_match_zero_padded_text(tmp_path):
    data, table = numbered()
    towers = write_towers(tmp_path, table)
    parquet = tmp_path / "int_towers.parquet"
    write_parquet(data, parquet)
    np.testing.assert_array_equal(counts(parquet, towers), expected_trip_level())
    csv = tmp_path / "text_towers.csv"  # "42" in the records, "0042" in the tower table
    data.to_csv(csv, index=False)
    np.testing.assert_array_equal(counts(csv, towers), expected_trip_level())
    padded = tmp_path / "padded.csv"  # "042" against "0042"
    data.assign(tower=data["tower"].map(lambda t: f"{t:03d}")).to_csv(padded, index=False)
    np.testing.assert_array_equal(counts(padded, towers), expected_trip_level())
    plain = write_towers(tmp_path, [(str(int(t)), r) for t, r in table], name="plain.csv")
    np.testing.assert_array_equal(counts(padded, plain), expected_trip_level())  # the reverse


def test_tower_id_refusals_name_column_and_example(tmp_path):
    data, table = numbered()
    parquet = tmp_path / "int_towers.parquet"
    write_parquet(data, parquet)
    text_ids = write_towers(tmp_path, [(f"T{t}", r) for t, r in table], name="text.csv")
    with pytest.raises(InputError) as info:
        counts(parquet, text_ids)
    assert info.value.column == "tower" and "'42'" in str(info.value)

    clash = write_towers(tmp_path, [*table, ("42", "B")], name="clash.csv")
    with pytest.raises(InputError, match="leading zeros ignored") as info:
        counts(parquet, clash)
    assert "'42'" in str(info.value)

    decimals = tmp_path / "float_towers.parquet"
    write_parquet(data.assign(tower=data["tower"].astype(float)), decimals)
    towers = write_towers(tmp_path, table)
    with pytest.raises(InputError, match="decimal numbers") as info:
        counts(decimals, towers)
    assert info.value.column == "tower" and "42.0" in str(info.value)


# --- home populations over the released calendar -------------------------------------------


def test_home_populations_use_night_records_of_the_period_only(tmp_path):
    towers = write_towers(tmp_path, [("tX", "X"), ("tY", "Y")])
    rows = [
        # inside 2024-03-02..03: nights at X (two) for h1, at Y (one) for h2
        ("h1", "2024-03-02 22:00:00", "tX"),
        ("h1", "2024-03-03 01:00:00", "tX"),
        ("h1", "2024-03-03 12:00:00", "tY"),
        ("h2", "2024-03-03 23:00:00", "tY"),
        # outside: many nights at Y for h1, at X for h2, and h3 who only sleeps outside
        *[("h1", f"2024-03-01 {h}:00:00", "tY") for h in (20, 21, 22, 23)],
        *[("h2", f"2024-03-04 0{h}:00:00", "tX") for h in (1, 2, 3)],
        ("h3", "2024-03-04 02:00:00", "tX"),
    ]
    records = tmp_path / "records.csv"
    pd.DataFrame(rows, columns=["subscriber", "time", "tower"]).to_csv(records, index=False)
    period = (dt.date(2024, 3, 2), dt.date(2024, 3, 3))
    _, inside = home_populations(records, towers, period=period)
    np.testing.assert_array_equal(inside, [1, 1])  # h1 at X, h2 at Y; h3 has no home
    _, everything = home_populations(records, towers)
    np.testing.assert_array_equal(everything, [2, 1])  # h2 and h3 at X, h1 at Y

    extract = extract_records(records, towers, period=period, with_activity=True)
    np.testing.assert_array_equal(extract.populations, inside)
    assert extract.counts.days == [dt.date(2024, 3, 2), dt.date(2024, 3, 3)]
    assert extract.counts.records_outside_period == 8
    # The activity covers the released calendar: h1's X → Y trip on the 3rd.
    assert extract.activity.max_trips == 1 and extract.activity.presence.shape[1] == 2
    totals = extract_records(
        records, towers, period=period, with_activity=True, with_presence=False
    ).activity  # trip totals only (no membership audit): no subscriber rows
    assert totals.presence.shape == (0, 2) and totals.max_trips == 1
    assert totals.mean_trips == extract.activity.mean_trips
    whole = extract_records(records, towers)
    np.testing.assert_array_equal(whole.populations, everything)


# --- the project file ----------------------------------------------------------------------


def test_project_file_shape_keys_run_end_to_end(tmp_path):
    towers = write_towers(tmp_path)
    data = frame()
    seconds = [int(t.timestamp()) for t in instants(data["time"])]
    data.assign(t=seconds).drop(columns="time").to_csv(tmp_path / "records.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "mobility"},
        "input": {"records": "records.csv", "towers": towers.name},
        "columns": {"time": "t", "time_format": "epoch_seconds", "timezone": ZONE},
        "period": {"start": "2024-03-01", "end": "2024-03-01"},
        "audit": {"seed": 3, "sir_origin": "A"},
    }
    project = mobility_project_from_dict(doc, tmp_path)
    assert project.columns["timezone"] == ZONE
    assert mobility_project_from_dict(project.to_dict(tmp_path), tmp_path) == project
    outcome = mobility_run.release(project)
    np.testing.assert_array_equal(outcome.counts.counts, expected_trip_level()[:1])
    _, homes = home_populations(
        tmp_path / "records.csv",
        towers,
        columns=project.columns,
        period=(dt.date(2024, 3, 1), dt.date(2024, 3, 1)),
    )
    np.testing.assert_array_equal(outcome.populations, homes)  # s3's 00:30 on the 2nd left out
    assert outcome.counts.records_outside_period == 2

    bad = [
        ({"time_format": "epoch_seconds"}, "columns.timezone"),
        ({"timezone": "Africa/Nowhere"}, "columns.timezone"),
        ({"time_format": "iso"}, "columns.time_format"),
        ({"zone": "UTC"}, "columns.zone"),
        ({"date": "d", "time_format": "epoch_seconds", "timezone": "UTC"}, "columns.date"),
    ]
    for columns, key in bad:
        with pytest.raises(ParameterError) as info:
            mobility_project_from_dict({**doc, "columns": columns}, tmp_path)
        assert info.value.name == key, (columns, info.value)


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    numbers=st.lists(st.integers(0, 99_999), min_size=7, max_size=7, unique=True),
    table_width=st.integers(0, 7),
    record_width=st.integers(0, 7),
)
def test_numbered_towers_match_whatever_the_padding(tmp_path, numbers, table_width, record_width):
    """Property: zero-padding either file's numeric tower ids never changes the counts."""
    ids = {name: n for (name, _), n in zip(TOWERS, numbers, strict=True)}
    table = [(f"{ids[name]:0{table_width}d}", region) for name, region in TOWERS]
    towers = write_towers(tmp_path, table, name=f"t{table_width}.csv")
    data = frame().assign(tower=lambda f: f["tower"].map(lambda t: f"{ids[t]:0{record_width}d}"))
    path = tmp_path / f"r{record_width}.csv"
    data.to_csv(path, index=False)
    np.testing.assert_array_equal(counts(path, towers), expected_trip_level())

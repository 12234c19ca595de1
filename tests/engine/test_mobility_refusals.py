"""Bad mobility inputs refused with the file, row and what to do, never a silently wrong
release: stray dates, empty or overlong calendars, ragged rows, out-of-range ε, bad days."""

from __future__ import annotations

import datetime as dt
import json

import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.project_file import load_project
from engine.mobility.od_matrix import MAX_EPSILON, MIN_EPSILON, ODMechanism
from engine.mobility.study_calendar import GAP_DAYS, MAX_DAYS
from engine.mobility.trips import daily_counts_from_trips, extract_daily_counts

FIRST = dt.date(2024, 3, 1)
TOWERS = [("tA", "A"), ("tB", "B")]


def write_records(folder, days=14, extra=(), name="records.csv"):
    """Ten subscribers making a round trip A → B → A every day from FIRST; `extra` rows
    (subscriber, time, tower) are put after the 50th row."""
    rows = []
    for offset in range(days):
        day = FIRST + dt.timedelta(days=offset)
        for s in range(10):
            rows += [(f"s{s}", f"{day} 08:00:00", "tA"), (f"s{s}", f"{day} 12:00:00", "tB")]
            rows += [(f"s{s}", f"{day} 22:00:00", "tA")]
    rows[50:50] = list(extra)
    pd.DataFrame(TOWERS, columns=["tower", "region"]).to_csv(folder / "towers.csv", index=False)
    frame = pd.DataFrame(rows, columns=["subscriber", "time", "tower"])
    frame.to_csv(folder / name, index=False)
    return folder / name, folder / "towers.csv"


@pytest.mark.parametrize("typo", ["2099-03-05 10:00:00", "1970-01-01 00:00:00"])
def test_one_mistyped_record_date_is_refused_naming_its_row(tmp_path, typo):
    records, towers = write_records(tmp_path, extra=[("s1", typo, "tB")])
    with pytest.raises(InputError) as info:
        extract_daily_counts(records, towers)
    error = info.value
    assert (error.row, error.column, error.path) == (52, "time", str(records))
    assert typo in str(error) and "2024-03-01 to 2024-03-14" in str(error)
    assert "period.start" in str(error)  # what to do: fix it or declare the period


def test_a_declared_period_leaves_the_stray_date_out_and_counts_it(tmp_path):
    records, towers = write_records(tmp_path, extra=[("s1", "2099-03-05 10:00:00", "tB")])
    counts = extract_daily_counts(records, towers, period=(FIRST, dt.date(2024, 3, 14)))
    assert len(counts.days) == 14 and counts.records_outside_period == 1


def test_a_gap_of_at_most_gap_days_does_not_make_a_stray_date(tmp_path):
    late = FIRST + dt.timedelta(days=13 + GAP_DAYS + 1)  # GAP_DAYS days without records
    records, towers = write_records(tmp_path, extra=[("s1", f"{late} 10:00:00", "tB")])
    assert extract_daily_counts(records, towers).days[-1] == late


def test_a_stray_trip_day_is_refused_too(tmp_path):
    days = [str(FIRST + dt.timedelta(days=d)) for d in range(14)]
    rows = [(f"s{s}", day, "A", "B") for day in days for s in range(10)]
    rows.insert(7, ("s2", "2042-01-01", "B", "A"))
    path = tmp_path / "trips.csv"
    pd.DataFrame(rows, columns=["subscriber", "day", "origin", "destination"]).to_csv(
        path, index=False
    )
    with pytest.raises(InputError) as info:
        daily_counts_from_trips(path)
    assert (info.value.row, info.value.column) == (9, "day")
    assert "2042-01-01" in str(info.value)


def test_a_calendar_longer_than_the_limit_needs_confirming(tmp_path):
    records, towers = write_records(tmp_path, days=MAX_DAYS + 1)
    with pytest.raises(InputError) as info:
        extract_daily_counts(records, towers)
    assert f"period.max_days = {MAX_DAYS + 1}" in str(info.value)
    counts = extract_daily_counts(records, towers, max_days=MAX_DAYS + 1)
    assert len(counts.days) == MAX_DAYS + 1


def test_a_period_without_records_is_refused(tmp_path):
    records, towers = write_records(tmp_path)
    with pytest.raises(InputError, match="no records in the period 2030-01-01 to 2030-01-05") as e:
        extract_daily_counts(records, towers, period=(dt.date(2030, 1, 1), dt.date(2030, 1, 5)))
    assert "records run from 2024-03-01 to 2024-03-14" in str(e.value)


def project_file(folder, **sections):
    write_records(folder)
    doc = {
        "format": "privdesk-project/1",
        "input": {"records": "records.csv", "towers": "towers.csv"},
        "task": {"kind": "mobility"},
        "audit": {"enabled": False},
        **sections,
    }
    path = folder / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_long_declared_period_is_refused_by_key_unless_confirmed(tmp_path):
    period = {"start": "2000-01-01", "end": "2199-12-31"}
    with pytest.raises(ParameterError, match=r"period\.max_days = 73049") as info:
        load_project(project_file(tmp_path, period=period))
    assert info.value.name == "period.end"
    confirmed = load_project(project_file(tmp_path, period={**period, "max_days": 73049}))
    assert confirmed.max_days == 73049
    assert confirmed.to_dict()["period"]["max_days"] == 73049
    with pytest.raises(ParameterError) as info:
        load_project(project_file(tmp_path, period={"max_days": 0}))
    assert info.value.name == "period.max_days"


@pytest.mark.parametrize("epsilon", [1e-300, 1e-5, 50.5, 1e300])
def test_epsilon_outside_the_release_range_is_refused_by_key(tmp_path, epsilon):
    with pytest.raises(ParameterError) as info:
        load_project(project_file(tmp_path, mechanism={"epsilon": epsilon}))
    assert info.value.name == "mechanism.epsilon"
    assert "[0.0001, 50]" in str(info.value)


def test_the_ends_of_the_epsilon_range_are_accepted():
    for epsilon in (MIN_EPSILON, MAX_EPSILON):
        ODMechanism(epsilon, trips_per_day=1000, level="individual")
    with pytest.raises(ParameterError, match="trips_per_day"):
        ODMechanism(1.0, trips_per_day=10**20, level="individual")


def test_a_ragged_records_row_is_named_early_or_late_in_the_file(tmp_path):
    records, towers = write_records(tmp_path, days=14)
    lines = records.read_text().splitlines()
    early = lines.copy()
    early[100] += ",extra"
    records.write_text("\n".join(early) + "\n")
    with pytest.raises(InputError) as info:
        extract_daily_counts(records, towers)
    assert info.value.row == 101 and "4 fields but the header has 3" in str(info.value)
    long_file, _ = write_records(tmp_path, days=800, name="long.csv")  # past DuckDB's sample
    late = long_file.read_text().splitlines()
    late[23_000] += ",extra"
    long_file.write_text("\n".join(late) + "\n")
    with pytest.raises(InputError) as info:
        extract_daily_counts(long_file, towers, max_days=800)
    assert info.value.row == 23_001 and info.value.path == str(long_file)


def test_a_bad_trip_day_is_told_how_to_write_a_day(tmp_path):
    path = tmp_path / "trips.csv"
    rows = [("s1", "2024-03-01", "A", "B"), ("s1", "2024-13-45", "B", "A")]
    pd.DataFrame(rows, columns=["subscriber", "day", "origin", "destination"]).to_csv(
        path, index=False
    )
    with pytest.raises(InputError) as info:
        daily_counts_from_trips(path)
    assert info.value.row == 3
    assert "2024-03-01 (year-month-day)" in str(info.value)
    assert "14:05" not in str(info.value)

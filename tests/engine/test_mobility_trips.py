"""Trips, caps and homes from call records (MATH 5.1), on hand-made files with known answers."""

from __future__ import annotations

import datetime as dt

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.parquet import write_parquet
from engine.mobility.trips import (
    daily_counts_from_trips,
    extract_daily_counts,
    home_populations,
)
from tests.paths import SAMPLES

REGIONS = ["A", "B", "C", "D", "E", "F"]
TOWERS = [("tA1", "A"), ("tA2", "A"), ("tB", "B"), ("tC", "C"), ("tD", "D")]
TOWERS += [("tE", "E"), ("tF", "F")]
DAY1, DAY2 = dt.date(2024, 3, 1), dt.date(2024, 3, 2)

# (subscriber, time, tower); shuffled below so the code must sort by subscriber and time.
RECORDS = [
    # s1: A → B → A on one day: 2 trips.
    ("s1", "2024-03-01 08:00:00", "tA1"),
    ("s1", "2024-03-01 12:00:00", "tB"),
    ("s1", "2024-03-01 18:00:00", "tA2"),
    # s2: three records at two towers of region A: no trip.
    ("s2", "2024-03-01 08:00:00", "tA1"),
    ("s2", "2024-03-01 09:00:00", "tA2"),
    ("s2", "2024-03-01 10:00:00", "tA1"),
    # s3: C at 23:30, D after midnight (no trip across days), then D → C on day 2.
    ("s3", "2024-03-01 23:30:00", "tC"),
    ("s3", "2024-03-02 00:30:00", "tD"),
    ("s3", "2024-03-02 10:00:00", "tC"),
    # s4: five trips in a day, A → B → C → D → E → F.
    ("s4", "2024-03-01 07:00:00", "tA1"),
    ("s4", "2024-03-01 08:00:00", "tB"),
    ("s4", "2024-03-01 09:00:00", "tC"),
    ("s4", "2024-03-01 10:00:00", "tD"),
    ("s4", "2024-03-01 11:00:00", "tE"),
    ("s4", "2024-03-01 12:00:00", "tF"),
]
S4_TRIPS = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]


def expected_trip_level() -> np.ndarray:
    counts = np.zeros((2, 6, 6), dtype=np.int64)
    for a, b in [(0, 1), (1, 0), *S4_TRIPS]:  # s1 and s4 on day 1
        counts[0, a, b] += 1
    counts[1, 3, 2] = 1  # s3: D → C on day 2
    return counts


def write_towers(folder, rows=TOWERS, name="towers.csv"):
    path = folder / name
    pd.DataFrame(rows, columns=["tower", "region"]).to_csv(path, index=False)
    return path


def write_records(
    folder, rows=RECORDS, name="records.csv", columns=("subscriber", "time", "tower")
):
    frame = pd.DataFrame(rows, columns=list(columns))
    frame = frame.sample(frac=1.0, random_state=3).reset_index(drop=True)  # unsorted input
    path = folder / name
    if name.endswith(".parquet"):
        frame[columns[1]] = pd.to_datetime(frame[columns[1]])
        write_parquet(frame, path)
    else:
        frame.to_csv(path, index=False)
    return path


@pytest.fixture
def files(tmp_path):
    return write_records(tmp_path), write_towers(tmp_path)


def test_trip_level_counts_match_hand_count(files):
    records, towers = files
    result = extract_daily_counts(records, towers)
    assert result.days == [DAY1, DAY2]
    assert result.regions == REGIONS
    assert result.counts.dtype == np.int64
    np.testing.assert_array_equal(result.counts, expected_trip_level())
    assert result.n_records == len(RECORDS)
    assert result.n_subscribers == 4
    assert result.n_trips == result.n_trips_kept == 8
    assert result.level == "trip" and result.trips_per_day is None
    # Subscriber-days with records: s1, s2, s3 (both days), s4 -> 5; trips 2, 0, 0, 1, 5.
    stats = result.trips_per_subscriber_day
    assert stats.max == 5
    assert stats.mean == pytest.approx(8 / 5)
    assert result.unknown_towers == 0


def test_windows_exports_with_semicolons_count_the_same(tmp_path):
    """Call records and tower table saved by Excel in French: Windows-1252, ';'."""
    accented = {t: t.replace("t", "é") for t, _ in TOWERS}  # tower ids "éA1", …
    towers = tmp_path / "towers.csv"
    table = [(accented[t], f"Région {r} – €") for t, r in TOWERS]
    pd.DataFrame(table, columns=["tower", "region"]).to_csv(
        towers, index=False, sep=";", encoding="cp1252"
    )
    frame = pd.DataFrame(RECORDS, columns=["subscriber", "time", "tower"])
    records = tmp_path / "records.csv"
    frame.replace({"tower": accented}).to_csv(records, index=False, sep=";", encoding="cp1252")
    result = extract_daily_counts(records, towers)
    assert result.regions == [f"Région {r} – €" for r in REGIONS]
    np.testing.assert_array_equal(result.counts, expected_trip_level())
    assert result.unknown_towers == 0


def test_cap_keeps_exactly_t_of_the_true_trips(files):
    records, towers = files
    truth = expected_trip_level()
    for seed in range(5):
        capped = extract_daily_counts(
            records, towers, trips_per_day=2, rng_seed_source=np.random.default_rng(seed)
        )
        assert capped.level == "individual"
        # Everyone except s4 has at most 2 trips a day, so only s4's trips may be dropped.
        kept_s4 = capped.counts[0] - (truth[0] - _s4_matrix())
        assert kept_s4.sum() == 2
        assert ((kept_s4 == 0) | (kept_s4 == 1)).all()
        assert kept_s4[_s4_matrix() == 0].sum() == 0  # only true s4 trips survive
        np.testing.assert_array_equal(capped.counts[1], truth[1])
        assert capped.n_trips == 8 and capped.n_trips_kept == 5


def _s4_matrix() -> np.ndarray:
    m = np.zeros((6, 6), dtype=np.int64)
    for a, b in S4_TRIPS:
        m[a, b] = 1
    return m


def test_cap_picks_each_trip_with_probability_t_over_n(tmp_path):
    """500 subscribers with the same 5 trips, 10 seeds: each trip kept with p = 2/5.

    5,000 draws per trip: the standard error is √(0.4·0.6/5000) ≈ 0.007, the tolerance 0.03
    (over 4 standard errors); a cap that favours early or late trips (e.g. "first T")
    keeps some trips with frequency 1 and others 0 and fails.
    """
    pattern = [r for r in RECORDS if r[0] == "s4"]
    rows = [(f"p{i:03d}", t, tower) for i in range(500) for _, t, tower in pattern]
    records, towers = write_records(tmp_path, rows), write_towers(tmp_path)
    kept = np.zeros(5)
    pair_counts = []
    for seed in range(10):
        result = extract_daily_counts(
            records, towers, trips_per_day=2, rng_seed_source=np.random.default_rng(seed)
        )
        day = result.counts[0]
        assert day.sum() == 1000
        kept += [day[a, b] for a, b in S4_TRIPS]
        pair_counts.append([day[a, b] for a, b in S4_TRIPS])
    frequency = kept / 5000
    np.testing.assert_allclose(frequency, 0.4, atol=0.03)
    assert len({tuple(p) for p in pair_counts}) > 1  # fresh randomness per seed


def test_same_generator_state_gives_same_release(files):
    records, towers = files
    a = extract_daily_counts(
        records, towers, trips_per_day=1, rng_seed_source=np.random.default_rng(7)
    )
    b = extract_daily_counts(
        records, towers, trips_per_day=1, rng_seed_source=np.random.default_rng(7)
    )
    np.testing.assert_array_equal(a.counts, b.counts)


def test_cap_needs_a_generator(files):
    with pytest.raises(ParameterError, match="rng_seed_source"):
        extract_daily_counts(*files, trips_per_day=2)
    with pytest.raises(ParameterError, match="trips_per_day"):
        extract_daily_counts(*files, trips_per_day=0, rng_seed_source=np.random.default_rng(0))


def test_csv_and_parquet_give_identical_counts(tmp_path):
    towers = write_towers(tmp_path)
    csv = write_records(tmp_path, name="records.csv")
    parquet = write_records(tmp_path, name="records.parquet")
    a = extract_daily_counts(csv, towers)
    b = extract_daily_counts(parquet, towers)
    assert a.days == b.days
    np.testing.assert_array_equal(a.counts, b.counts)
    np.testing.assert_array_equal(a.counts, expected_trip_level())
    for seed in (1, 2):
        ca = extract_daily_counts(
            csv, towers, trips_per_day=2, rng_seed_source=np.random.default_rng(seed)
        )
        cb = extract_daily_counts(
            parquet, towers, trips_per_day=2, rng_seed_source=np.random.default_rng(seed)
        )
        np.testing.assert_array_equal(ca.counts, cb.counts)


def test_custom_column_names_and_region_order(tmp_path):
    records = write_records(tmp_path, columns=("msisdn", "call_time", "cell"))
    towers = write_towers(tmp_path)
    order = ["F", "E", "D", "C", "B", "A", "Z"]  # Z has no tower: an all-zero row and column
    result = extract_daily_counts(
        records,
        towers,
        regions=order,
        columns={"subscriber": "msisdn", "time": "call_time", "tower": "cell"},
    )
    assert result.regions == order
    index = [order.index(r) for r in REGIONS]
    np.testing.assert_array_equal(result.counts[:, index][:, :, index], expected_trip_level())
    assert result.counts[:, 6, :].sum() == 0


def test_unknown_towers_are_rejected_with_count_and_example(tmp_path):
    rows = [*RECORDS, ("s9", "2024-03-01 10:00:00", "tZ1"), ("s9", "2024-03-01 11:00:00", "tZ1")]
    rows.append(("s9", "2024-03-01 12:00:00", "tZ2"))
    records, towers = write_records(tmp_path, rows), write_towers(tmp_path)
    with pytest.raises(InputError) as info:
        extract_daily_counts(records, towers)
    message = str(info.value)
    assert "3 record(s)" in message and "2 tower(s)" in message
    assert "'tZ1'" in message and "towers.csv" in message and "records.csv" in message
    assert info.value.column == "tower"
    with pytest.raises(InputError, match="tZ1"):
        home_populations(records, towers)
    dropped = extract_daily_counts(records, towers, drop_unknown_towers=True)
    assert dropped.unknown_towers == 3
    np.testing.assert_array_equal(dropped.counts, expected_trip_level())


def test_missing_column_lists_available_columns(tmp_path):
    records, towers = write_records(tmp_path), write_towers(tmp_path)
    with pytest.raises(InputError) as info:
        extract_daily_counts(records, towers, columns={"tower": "cell_id"})
    message = str(info.value)
    assert "'cell_id'" in message
    assert "'subscriber', 'time', 'tower'" in message
    assert info.value.column == "cell_id" and info.value.path.endswith("records.csv")


def test_unparseable_time_names_value_and_row(tmp_path):
    rows = [*RECORDS[:3], ("s1", "yesterday noon", "tB"), *RECORDS[3:]]
    path = tmp_path / "records.csv"
    pd.DataFrame(rows, columns=["subscriber", "time", "tower"]).to_csv(path, index=False)
    with pytest.raises(InputError) as info:
        extract_daily_counts(path, write_towers(tmp_path))
    assert "'yesterday noon'" in str(info.value) and info.value.row == 5
    assert info.value.column == "time"


def test_tower_table_problems(tmp_path):
    records = write_records(tmp_path)
    clash = write_towers(tmp_path, [*TOWERS, ("tB", "C")], name="clash.csv")
    with pytest.raises(InputError, match="tower 'tB' in 'B', 'C'"):
        extract_daily_counts(records, clash)
    repeated = write_towers(tmp_path, [*TOWERS, ("tB", "B")], name="repeated.csv")
    np.testing.assert_array_equal(
        extract_daily_counts(records, repeated).counts, expected_trip_level()
    )
    with pytest.raises(InputError, match="not in the chosen region list"):
        extract_daily_counts(records, write_towers(tmp_path), regions=["A", "B"])


def test_empty_inputs_are_rejected(tmp_path):
    towers = write_towers(tmp_path)
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    with pytest.raises(InputError, match="empty"):
        extract_daily_counts(empty, towers)
    header_only = tmp_path / "header.csv"
    header_only.write_text("subscriber,time,tower\n")
    with pytest.raises(InputError, match="no data rows"):
        extract_daily_counts(header_only, towers)


def test_home_region_from_night_records(tmp_path):
    towers = write_towers(tmp_path, [("tX", "X"), ("tY", "Y"), ("tZ", "Z")])
    rows = [
        # h1: nights Y, Y, X -> Y; many daytime X records do not count.
        ("h1", "2024-03-01 21:00:00", "tX"),
        ("h1", "2024-03-01 23:00:00", "tY"),
        ("h1", "2024-03-02 02:00:00", "tY"),
        *[("h1", f"2024-03-02 {h:02d}:00:00", "tX") for h in range(9, 15)],
        # h2: one night at X and one at Y: a tie, resolved to the region listed first.
        ("h2", "2024-03-01 22:00:00", "tX"),
        ("h2", "2024-03-02 03:00:00", "tY"),
        # h3: daytime only -> no home.
        ("h3", "2024-03-01 12:00:00", "tZ"),
        # h4: 06:00:00 is day, 20:00:00 is night -> Z.
        ("h4", "2024-03-01 06:00:00", "tY"),
        ("h4", "2024-03-02 06:00:00", "tY"),
        ("h4", "2024-03-01 20:00:00", "tZ"),
    ]
    records = write_records(tmp_path, rows)
    regions, populations = home_populations(records, towers)
    assert regions == ["X", "Y", "Z"]
    np.testing.assert_array_equal(populations, [1, 1, 1])  # h2 -> X, h1 -> Y, h4 -> Z
    regions, populations = home_populations(records, towers, regions=["Y", "X", "Z"])
    np.testing.assert_array_equal(populations, [2, 0, 1])  # the tie now goes to Y


def test_ready_trips_input(tmp_path):
    rows = [
        ("s1", "2024-03-01", "A", "B"),
        ("s1", "2024-03-01", "B", "A"),
        ("s1", "2024-03-01", "A", "A"),  # not a trip
        ("s2", "2024-03-02", "C", "B"),
    ]
    path = tmp_path / "trips.csv"
    pd.DataFrame(rows, columns=["subscriber", "day", "origin", "destination"]).to_csv(
        path, index=False
    )
    result = daily_counts_from_trips(path)
    assert result.regions == ["A", "B", "C"] and result.days == [DAY1, DAY2]
    assert result.counts[0, 0, 1] == 1 and result.counts[0, 1, 0] == 1
    assert result.counts[1, 2, 1] == 1 and result.counts.sum() == 3
    capped = daily_counts_from_trips(
        path, trips_per_day=1, rng_seed_source=np.random.default_rng(0)
    )
    assert capped.counts[0].sum() == 1 and capped.counts[1].sum() == 1
    with pytest.raises(InputError, match="not in the chosen region list"):
        daily_counts_from_trips(path, regions=["A", "B"])


def test_progress_reports_and_cancel(files):
    messages = []
    extract_daily_counts(*files, ctx=JobContext(lambda f, m: messages.append((f, m))))
    fractions = [f for f, _ in messages]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and len(messages) >= 5

    ctx = JobContext()

    def cancel_when_finding_trips(fraction, message):
        if message == "Finding trips":
            ctx.cancel_flag.cancel()

    ctx.progress = cancel_when_finding_trips
    with pytest.raises(Cancelled):
        extract_daily_counts(*files, ctx=ctx)


def test_bundled_sample_shows_the_shock():
    records = SAMPLES / "mobility_records.parquet"
    towers = SAMPLES / "mobility_towers.csv"
    result = extract_daily_counts(records, towers)
    assert result.counts.shape == (60, 30, 30)
    assert result.regions == [f"R{i:02d}" for i in range(1, 31)]
    assert result.days[0] == dt.date(2024, 1, 1) and result.days[40] == dt.date(2024, 2, 10)
    assert result.n_subscribers == 20_000
    out_r07 = result.counts[:, 6, :].sum(axis=1)
    before = np.median(out_r07[30:40])
    assert out_r07[40] > 2.5 * before, out_r07
    # Weekly rhythm: Sundays (day-of-week 6) have fewer trips than the rest of the week.
    totals = result.counts.sum(axis=(1, 2))
    sundays = np.arange(60) % 7 == 6
    assert totals[sundays].mean() < 0.7 * totals[~sundays].mean()
    _, homes = home_populations(records, towers)
    assert homes.argmax() == 6 and 15_000 < homes.sum() <= 20_000

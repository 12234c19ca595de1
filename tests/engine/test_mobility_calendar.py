"""The released calendar (MATH 5.2): every day of the study period, days without records
included, and the home populations used by the audit only, never charged to the release."""

from __future__ import annotations

import datetime as dt
import json

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import ParameterError
from engine.core.project_file import load_project, save_project
from engine.core.runner import run_task
from engine.tasks import get_task
from engine.tasks.mobility import run as mobility_run

REGIONS = ["A", "B", "C"]
TOWERS = [("tA", "A"), ("tB", "B"), ("tC", "C")]
FIRST = dt.date(2024, 3, 1)
OUTAGE = dt.date(2024, 3, 3)  # no record at all: a network outage
LAST = dt.date(2024, 3, 5)
DAYS = 5
K = len(REGIONS)


def records() -> list[tuple[str, str, str]]:
    """Six subscribers, each sleeping in their home region and making a round trip every
    day of 1–5 March except the 3rd, when the network was down."""
    rows = []
    homes = ["tA", "tA", "tB", "tB", "tC", "tC"]
    away = ["tB", "tC", "tA", "tC", "tA", "tB"]
    for i, (home, other) in enumerate(zip(homes, away, strict=True)):
        for offset in range(DAYS):
            day = FIRST + dt.timedelta(days=offset)
            if day == OUTAGE:
                continue
            rows += [
                (f"s{i}", f"{day} 07:00:00", home),
                (f"s{i}", f"{day} 12:00:00", other),
                (f"s{i}", f"{day} 22:00:00", home),
            ]
    return rows


def write_project(folder, *, period=None, audit=None, **extra) -> object:
    pd.DataFrame(TOWERS, columns=["tower", "region"]).to_csv(folder / "towers.csv", index=False)
    frame = pd.DataFrame(records(), columns=["subscriber", "time", "tower"])
    frame.to_csv(folder / "records.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "input": {"records": "records.csv", "towers": "towers.csv"},
        "task": {"kind": "mobility"},
        "mechanism": {"epsilon": 1.0, "level": "individual", "trips_per_day": 2},
        "audit": audit
        or {
            "seed": 1,
            "sir_origin": "A",
            "event_day": OUTAGE.isoformat(),
            "event_regions": ["A"],
            "top_k": [1],
        },
        "outputs": {"matrices": "out/od.csv", "manifest": "out/manifest.json"},
        **extra,
    }
    if period is not None:
        doc["period"] = period
    path = folder / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def run(path):
    project = load_project(path)
    _, outcome = run_task(get_task("mobility"), project)
    table = pd.read_csv(path.parent / "out" / "od.csv")
    return outcome, table


def calendar(first: dt.date, last: dt.date) -> list[str]:
    return [str(first + dt.timedelta(days=i)) for i in range((last - first).days + 1)]


def test_a_day_without_records_is_released_like_any_other(tmp_path):
    outcome, table = run(write_project(tmp_path))
    release, manifest = outcome.release, outcome.manifest
    assert len(table) == DAYS * K * (K - 1)
    assert sorted(table["day"].unique()) == calendar(FIRST, LAST)
    assert (table["day"] == str(OUTAGE)).sum() == K * (K - 1)
    # the raw counts of the outage are a matrix of zeros, the others are not
    assert release.counts.days == [FIRST + dt.timedelta(days=i) for i in range(DAYS)]
    index = release.counts.days.index(OUTAGE)
    assert release.counts.counts.shape == (DAYS, K, K)
    assert release.counts.counts[index].sum() == 0
    assert all(release.counts.counts[d].sum() > 0 for d in range(DAYS) if d != index)
    # the manifest, the ledger and the guarantee all count the calendar's D days
    inp = manifest["input"]
    assert inp["days"] == DAYS
    assert (inp["first_day"], inp["last_day"]) == (str(FIRST), str(LAST))
    assert inp["period"] == "first to last record day (not declared)"
    assert inp["period_note"] == mobility_run.PERIOD_FROM_DATA_NOTE  # the matrices reveal them
    checks = manifest["data_checks"]  # raw facts, for the data holder only
    assert checks["days_without_trips"] == 1 and checks["records_outside_period"] == 0
    assert "days_without_trips" not in inp and "records_outside_period" not in inp
    assert manifest["guarantee"]["days"] == DAYS
    assert f"Over {DAYS} day(s)" in manifest["guarantee"]["statement"]
    assert len(manifest["ledger"]["entries"]) == DAYS
    assert manifest["guarantee"]["total_epsilon_worst"] == pytest.approx(DAYS * 1.0)


def test_the_epidemic_and_the_event_run_across_the_empty_day(tmp_path):
    outcome, _ = run(write_project(tmp_path))
    curves = mobility_run.sir_curves(outcome.release, "A")
    assert curves.raw.shape == curves.private.shape == (DAYS + 1, K)
    sir = outcome.manifest["audit"]["sir"]
    assert "skipped" not in sir and sir["origin"] == "A"
    displacement = outcome.manifest["audit"]["displacement"]
    assert displacement["event_day"] == str(OUTAGE)
    assert displacement["days_after"] == (LAST - OUTAGE).days + 1


def test_event_day_outside_the_released_period_is_refused(tmp_path):
    audit = {"seed": 1, "event_day": "2024-03-09", "event_regions": ["A"], "top_k": [1]}
    with pytest.raises(ParameterError, match=r"audit\.event_day") as caught:
        run(write_project(tmp_path, audit=audit))
    assert "outside the released period (2024-03-01 to 2024-03-05)" in str(caught.value)


def test_a_wider_declared_period_releases_the_extra_days_too(tmp_path):
    start, end = dt.date(2024, 2, 28), dt.date(2024, 3, 7)
    period = {"start": str(start), "end": str(end)}
    outcome, table = run(write_project(tmp_path, period=period))
    days = (end - start).days + 1
    assert sorted(table["day"].unique()) == calendar(start, end)
    assert len(table) == days * K * (K - 1)
    counts = outcome.release.counts
    assert counts.counts.shape == (days, K, K)
    for day in (dt.date(2024, 2, 28), dt.date(2024, 2, 29), OUTAGE, dt.date(2024, 3, 6), end):
        assert counts.counts[counts.days.index(day)].sum() == 0  # zeros, released with noise
    inp, checks = outcome.manifest["input"], outcome.manifest["data_checks"]
    assert inp["period"] == "declared in the project" and inp["period_note"] is None
    assert inp["days"] == days and checks["records_outside_period"] == 0
    assert checks["days_without_trips"] == 5
    assert outcome.manifest["guarantee"]["days"] == days
    assert len(outcome.manifest["ledger"]["entries"]) == days


def test_a_narrower_declared_period_leaves_records_out_and_says_how_many(tmp_path):
    period = {"start": "2024-03-02", "end": "2024-03-04"}
    outcome, table = run(write_project(tmp_path, period=period))
    assert sorted(table["day"].unique()) == ["2024-03-02", "2024-03-03", "2024-03-04"]
    inp, checks = outcome.manifest["input"], outcome.manifest["data_checks"]
    assert inp["days"] == 3
    assert checks["records_outside_period"] == 2 * 6 * 3  # 1 and 5 March: 6 people × 3 records
    assert checks["records"] == len(records())  # what was read, before leaving days out
    counts = outcome.release.counts
    assert counts.n_trips == 2 * 6 * 2  # two days of round trips (the 3rd is empty)
    assert counts.counts[1].sum() == 0


def test_the_declared_period_round_trips_through_the_project_file(tmp_path):
    period = {"start": "2024-03-02", "end": "2024-03-04"}
    project = load_project(write_project(tmp_path, period=period))
    save_project(project, tmp_path / "copy.json")
    saved = json.loads((tmp_path / "copy.json").read_text(encoding="utf-8"))
    assert saved["period"] == period
    assert load_project(tmp_path / "copy.json") == project
    assert "period" not in load_project(write_project(tmp_path)).to_dict(tmp_path)


@pytest.mark.parametrize(
    ("period", "key"),
    [
        ({"start": "2024-03-01"}, "period.end"),
        ({"end": "2024-03-01"}, "period.start"),
        ({"start": "1 March", "end": "2024-03-05"}, "period.start"),
        ({"start": "2024-03-01", "end": "2024-13-01"}, "period.end"),
        ({"start": "2024-03-05", "end": "2024-03-01"}, "period.end"),
        ({"start": 20240301, "end": "2024-03-05"}, "period.start"),
        ({"start": "2024-03-01", "end": "2024-03-05", "days": 5}, "period.days"),
    ],
)
def test_bad_periods_are_refused_by_key(tmp_path, period, key):
    with pytest.raises(ParameterError) as caught:
        load_project(write_project(tmp_path, period=period))
    assert str(caught.value).startswith(key)


def test_period_must_be_an_object(tmp_path):
    with pytest.raises(ParameterError, match="period"):
        load_project(write_project(tmp_path, period="2024-03"))


def test_home_populations_are_used_by_the_audit_but_not_charged(tmp_path):
    outcome, _ = run(write_project(tmp_path))
    g = outcome.manifest["guarantee"]
    note = (
        "Home-region populations were privatized for the epidemic audit only and are not "
        "released (not written to any file), so they are not charged to this release."
    )
    assert g["statement"].endswith(note)
    assert g["populations"]["released"] is False
    assert g["release_epsilon_worst"] == g["total_epsilon_worst"] == pytest.approx(DAYS)
    assert g["release_epsilon_mean"] == g["total_epsilon_mean"]
    ledger = outcome.manifest["ledger"]
    assert all("population" not in e["touched"] for e in ledger["entries"])
    assert outcome.release.private_populations is not None  # the SIR audit used them
    np.testing.assert_array_equal(outcome.release.populations, [2, 2, 2])
    assert all(e["mechanism"].startswith("od-laplace") for e in ledger["entries"])
    assert note == mobility_run.POPULATIONS_NOTE
    html = get_task("mobility").render_report(outcome.manifest)  # the report states it too
    assert note in html
    assert "whole release (worst)" in html

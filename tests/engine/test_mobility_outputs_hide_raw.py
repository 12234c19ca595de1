"""What a mobility release shares holds no exact fact of the records (MATH 5: only the noisy
matrices and the guarantee): counts of records, subscribers and trips, the cap's effect,
trips per subscriber-day, days without trips, rows left out and, at the trip level, the
most frequent traveller's total ε (ε × one person's trip count). Those sit in the
manifest's `data_checks` and the report's last section, for the data holder only."""

from __future__ import annotations

import datetime as dt
import json
import re

import numpy as np
import pytest

from engine.core.i18n import english
from engine.core.runner import run_task
from engine.tasks import get_task
from engine.tasks.mobility import run as mobility_run
from engine.tasks.mobility.data_checks import data_checks_note
from tests.json_walk import DATA_CHECKS_HEADING, keys_in, numbers_in, shared_parts
from tests.mobility_projects import trips_project

REGIONS = ["A", "B", "C", "D"]
FIRST = dt.date(2024, 5, 1)
DAYS = 6
HEAVY_TRIPS = 37  # the most frequent traveller: 37 trips in the period, 9 on the first day
RAW_KEYS = {
    "records",
    "subscribers",
    "trips",
    "trips_kept_after_cap",
    "trips_per_subscriber_day",
    "days_without_trips",
    "records_outside_period",
    "trip_level_epsilon",
}


def trip_rows() -> list[tuple[str, str, str, str]]:
    """211 light travellers (0–3 trips a day) and one heavy one, over 6 days; seeded."""
    rng = np.random.default_rng(7)
    rows = []
    for person in range(211):
        for offset in range(DAYS - 1):  # the last day has no trip at all
            day = str(FIRST + dt.timedelta(days=offset))
            for _ in range(int(rng.integers(0, 4))):
                a, b = rng.choice(len(REGIONS), size=2, replace=False)
                rows.append((f"p{person}", day, REGIONS[a], REGIONS[b]))
    per_day = [9, 7, 7, 7, 7]
    assert sum(per_day) == HEAVY_TRIPS
    for offset, n in enumerate(per_day):
        day = str(FIRST + dt.timedelta(days=offset))
        rows += [("heavy", day, REGIONS[i % 2], REGIONS[1 - i % 2]) for i in range(n)]
    rows.append(("p0", "2024-06-30", "A", "B"))  # outside the declared period
    return rows


def release(folder, mechanism: dict):
    doc = trips_project(
        folder, trip_rows(), FIRST, FIRST + dt.timedelta(days=DAYS - 1), mechanism,
        {"seed": 3}, {"report": "out/r.html", "manifest": "out/m.json"},
    )  # fmt: skip
    task = get_task("mobility")
    _, outcome = run_task(task, task.project_from_dict(doc, folder), holder_audit=True)
    shared = json.loads((folder / "out" / "m.json").read_text(encoding="utf-8"))
    assert "data_checks" not in shared and "audit" not in shared  # the data holder's only
    assert DATA_CHECKS_HEADING not in (folder / "out" / "r.html").read_text(encoding="utf-8")
    # the whole manifest and report: the data holder's audit
    manifest = json.loads((folder / "out" / "r_holder_audit.json").read_text(encoding="utf-8"))
    report = (folder / "out" / "r_holder_audit.html").read_text(encoding="utf-8")
    return outcome, manifest, report


@pytest.fixture(scope="module")
def trip_level(tmp_path_factory):
    return release(tmp_path_factory.mktemp("trip"), {"epsilon": 0.37, "level": "trip"})


@pytest.fixture(scope="module")
def individual(tmp_path_factory):
    mechanism = {"epsilon": 0.5, "level": "individual", "trips_per_day": 2}
    return release(tmp_path_factory.mktemp("individual"), mechanism)


def raw_facts(outcome) -> dict:
    counts = outcome.release.counts
    return {
        "records": counts.n_records,
        "subscribers": counts.n_subscribers,
        "trips": counts.n_trips,
        "kept": counts.n_trips_kept,
        "max per subscriber-day": counts.trips_per_subscriber_day.max,
    }


def appears(value: float, text: str) -> bool:
    """`value` written as a whole number, with or without thousands separators."""
    forms = {f"{value:g}", f"{value:,.0f}", f"{value:.0f}"}
    return any(re.search(rf"(?<![\w.,]){re.escape(f)}(?![\w.,]|\.\d)", text) for f in forms)


@pytest.mark.parametrize("which", ["trip_level", "individual"])
def test_shared_manifest_and_report_hold_no_raw_count(which, request):
    outcome, manifest, report = request.getfixturevalue(which)
    assert report.count(DATA_CHECKS_HEADING) == 1
    manifest_shared, report_shared = shared_parts(manifest, report)
    facts = raw_facts(outcome)
    assert facts["records"] > 500 and facts["subscribers"] == 212  # big enough not to collide
    assert not RAW_KEYS & keys_in(manifest_shared)
    shared_numbers = numbers_in(manifest_shared)
    for name in ("records", "subscribers", "trips", "kept"):
        assert float(facts[name]) not in shared_numbers, name
        assert not appears(facts[name], report_shared), name
    # the data holder finds every one of them in the labelled block, with its note
    checks = manifest["data_checks"]
    assert checks["note"] == english(data_checks_note)
    assert "audit only, never in the shared report" in checks["note"]
    assert (checks["records"], checks["subscribers"]) == (facts["records"], 212)
    assert (checks["trips"], checks["trips_kept_after_cap"]) == (facts["trips"], facts["kept"])
    assert checks["days_without_trips"] == 1 and checks["records_outside_period"] == 1
    assert "max" not in checks["trips_per_subscriber_day"]  # one person's count: not kept
    assert checks["trips_per_subscriber_day"]["p99"] <= facts["max per subscriber-day"]
    data_section = report.split(DATA_CHECKS_HEADING)[1]
    assert appears(facts["records"], data_section) and appears(facts["kept"], data_section)
    assert "audit only, never in the shared report" in data_section


def test_trip_level_totals_go_to_the_data_holder_only(trip_level):
    outcome, manifest, report = trip_level
    manifest_shared, report_shared = shared_parts(manifest, report)
    worst, mean = 0.37 * HEAVY_TRIPS, 0.37 * outcome.release.activity.mean_trips
    assert outcome.release.activity.max_trips == HEAVY_TRIPS
    # ε × 37 would give the heavy traveller's exact trip count away (worst / ε = 37)
    for value in (worst, mean):
        assert not any(abs(x - value) < 1e-9 for x in numbers_in(manifest_shared))
    assert f"{worst:.4g}" not in report_shared
    g = manifest["guarantee"]
    assert g["total_epsilon_worst"] is None and g["release_epsilon_worst"] is None
    assert "0.37-differentially private for any one trip" in g["statement"]
    assert "not in this shared guarantee" in g["statement"]
    assert g["statement"].split(".")[0] in report_shared
    totals = manifest["data_checks"]["trip_level_epsilon"]
    assert totals["most_frequent_traveller"] == pytest.approx(worst)
    assert totals["mean_person"] == pytest.approx(mean)
    assert f"{worst:.4g}" in report.split(DATA_CHECKS_HEADING)[1]


def test_individual_level_states_its_bound_from_declared_parameters(individual):
    outcome, manifest, _ = individual
    g = manifest["guarantee"]
    # D·ε from the declared period and ε: no data-derived maximum, though the heavy
    # traveller made 9 trips on one day (capped at T = 2).
    assert g["total_epsilon_worst"] == pytest.approx(DAYS * 0.5) == g["release_epsilon_worst"]
    assert manifest["data_checks"]["trip_level_epsilon"] is None
    assert outcome.release.counts.trips_per_subscriber_day.max == 9
    assert manifest["data_checks"]["trips_kept_after_cap"] < manifest["data_checks"]["trips"]


def test_undeclared_period_is_flagged(tmp_path):
    """Without a declared period the first and last record days set the calendar, and the
    matrices' rows show them: the manifest and report say so instead of hiding them."""
    from tests.engine.test_mobility_calendar import run, write_project

    outcome, _ = run(write_project(tmp_path))
    inp = outcome.manifest["input"]
    assert inp["period_note"] == mobility_run.PERIOD_FROM_DATA_NOTE
    html = get_task("mobility").render_report(outcome.manifest)
    assert "declare the study period so that they do not depend on the records" in html

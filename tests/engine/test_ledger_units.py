"""A household-level and a person-level release from the same file in one dataset ledger:
composed by group privacy with the declared most persons per household k
(`privacy_unit.max_members`): each household (ε_H + k·ε_P, δ_H + k·e^((k−1)ε_P)·δ_P), each
person (ε_P + 2·ε_H, δ_P + 2·e^(ε_H)·δ_H); refused, naming the key to declare, without k;
known values, and the ledger's text and reports say what it adds."""

from __future__ import annotations

import math

import pytest

from engine.core.errors import ParameterError
from engine.core.runner import run_task
from engine.privacy.dataset_ledger import units_summary, units_text
from engine.privacy.ledger_store import StoredEntry, spent, unit_totals
from engine.tasks import get_task
from tests.engine.test_statistics_privacy_unit import document, members


def entry(unit: str, epsilon: float, delta: float) -> StoredEntry:
    return StoredEntry("t", "r", "count", "laplace", "n", epsilon, delta, None, "spent", unit)


HOUSEHOLD = "household ≤ 8 rows; ≤ 4 persons each"


def test_known_totals_by_group_privacy():
    entries = [
        entry(HOUSEHOLD, 0.3, 5e-7), entry("household ≤ 6 rows", 0.2, 5e-7),  # Σ: 0.5, 1e-6
        entry("row", 0.2, 1e-7),
    ]  # fmt: skip
    totals = unit_totals(entries, 1e-5)
    assert totals["household"].epsilon == pytest.approx(0.5 + 4 * 0.2)
    assert totals["household"].delta == pytest.approx(1e-6 + 4 * math.exp(3 * 0.2) * 1e-7)
    assert totals["row"].epsilon == pytest.approx(0.2 + 2 * 0.5)
    assert totals["row"].delta == pytest.approx(1e-7 + 2 * math.exp(0.5) * 1e-6)
    assert spent(entries, 1e-5).epsilon == pytest.approx(1.3)  # the larger: each household
    summary = units_summary(entries, 1e-5)
    assert (summary["coarse"], summary["fine"], summary["max_members"]) == ("household", "row", 4)
    text = units_text(summary)
    assert "4 times" in text and "each person" in text and "ε = 1.3" in text


def test_one_unit_is_composed_as_before():
    entries = [entry("row", 0.2, 0.0), entry("row", 0.3, 0.0)]
    assert unit_totals(entries) == {} and spent(entries).epsilon == pytest.approx(0.5)
    assert units_summary(entries, 1e-6) is None


def test_without_the_declared_members_two_units_do_not_compose():
    with pytest.raises(ValueError):
        unit_totals([entry("household ≤ 8 rows", 0.3, 0.0), entry("row", 0.2, 0.0)])


def test_a_household_release_then_a_person_release(tmp_path):
    frame = members(300, 80, 10)
    task = get_task("statistics")
    unit = {"column": "household", "max_rows": 8, "max_members": 3}
    run_task(task, task.project_from_dict(document(tmp_path, frame, unit), tmp_path))
    doc = document(tmp_path, frame, "row", epsilon=0.25)
    doc["outputs"] = {"data": "t2.csv", "manifest": "m2.json", "report": "r2.html"}
    _, outcome = run_task(task, task.project_from_dict(doc, tmp_path))
    led = outcome.manifest["dataset_ledger"]
    assert led["units"]["totals"]["household"]["epsilon"] == pytest.approx(1 + 3 * 0.25)
    assert led["units"]["totals"]["row"]["epsilon"] == pytest.approx(0.25 + 2 * 1)
    assert led["spent_after"]["epsilon"] == pytest.approx(2.25)
    assert "3 times the person-level ones" in task.render_report(outcome.manifest)
    doc["outputs"] = {"data": "t3.csv", "manifest": "m3.json", "report": "r3.html"}
    doc["budget"]["limit_epsilon"] = 2.4  # the person-level total would be 2.5
    with pytest.raises(ParameterError) as error:
        run_task(task, task.project_from_dict(doc, tmp_path))
    assert error.value.name == "budget.limit_epsilon"

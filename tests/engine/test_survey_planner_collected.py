"""The planner's numbers are those of the design the answers follow (`run.planned`, the
same `collected_design` as the estimates): a die's or bag's rounded probabilities in plan
and estimate mode, the declared ones in privatize mode; the manifest's curves and the
report's "collect with" say the same."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from engine.survey import planner
from engine.survey.field import field_randomizer
from engine.tasks import get_task
from engine.tasks.survey import run
from engine.tasks.survey.manifest import build_manifest
from engine.tasks.survey.report import render_report
from tests.paths import SAMPLES

TASK = get_task("survey")


def _project(mode: str):
    doc = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
    doc["task"]["mode"] = mode
    doc["outputs"] = {}
    doc["audit"]["enabled"] = False
    return TASK.project_from_dict(doc, SAMPLES)


def test_plan_mode_plans_with_the_bag_and_its_exact_probabilities():
    project = _project("plan")
    rel = run.release(project)
    warner = rel.asked[0]
    bag = field_randomizer(warner.question, warner.question.build())
    assert warner.design == bag.design and warner.design.p == 0.73
    row = rel.planner.iloc[0]
    variance = planner.unit_variance(bag.design)
    assert row.epsilon == pytest.approx(math.log(73 / 27))
    assert row.n_needed == planner.sample_size(variance, 0.05)
    assert row.half_width_at_planned_n == pytest.approx(planner.half_width(variance, 2000))
    assert row.collect_with == "XLSForm / card, bag of 100"
    assert run.probabilities(project, warner) == [
        ("p", 0.73, "73/100"),
        ("1 − p", pytest.approx(0.27), "27/100"),
    ]
    detail = run.design_detail(project, warner)
    assert "p = 73/100 = 0.73" in detail and "declared ε = 1" in detail
    # the manifest's curves: the chosen (rounded) design and the bag at each plan ε
    manifest = build_manifest(rel, None)
    curves = manifest["planner"]["curves"]["half_width"]["violence_experienced"]
    assert f"{math.log(73 / 27):g}" in curves and "1" not in curves
    np.testing.assert_allclose(
        curves[f"{math.log(73 / 27):g}"], planner.half_width(variance, run.CURVE_NS)
    )
    assert "bag of 100" in render_report(manifest)


def test_privatize_mode_plans_with_the_declared_design():
    project = _project("privatize")
    asked = run.planned(project)
    assert asked[0].design == asked[0].question.build()
    assert run.drawn_with(project, asked[0]) is None
    assert all(fraction is None for _, _, fraction in run.probabilities(project, asked[0]))
    table = run.planner_table(project, asked)
    assert table.epsilon.iloc[0] == pytest.approx(1.0)
    assert table.collect_with.iloc[0] == "privatize after collection (mode privatize)"
    curves = run.question_curves(project, asked[0], run.CURVE_NS)
    assert [c.chosen for c in curves].count(True) == 1
    assert [round(c.epsilon, 9) for c in curves] == [0.5, 1.0, 2.0, 4.0]

"""The survey planner shows the design the answers will follow: in plan and estimate mode a
die or bag rounds the declared probabilities (ε = 1 → a bag of 100, p = 73/100), and the
planner's ε, n needed, half-width and curves are those of the rounded design, the one the
estimates use (`run.collected_design`); the exact probabilities are one click away."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest
from PySide6.QtCore import Qt

from engine.survey import planner
from engine.survey.field import field_randomizer
from engine.tasks.survey import run as survey_run
from engine.tasks.survey.project import survey_project_from_dict
from gui.tasks.survey.parameters_page import SurveyParametersPage
from gui.tasks.survey.plots import CURVE_NS
from tests.gui.wizard_steps import show_page
from tests.paths import SAMPLES

FORCED = {"column": "paid_bribe", "type": "binary", "design": "forced_response", "epsilon": 1.0}


def _project(mode: str):
    document = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
    document["task"]["mode"] = mode
    document["outputs"] = {}
    document["questions"].append(FORCED)
    return survey_project_from_dict(document, SAMPLES)


def _page(qtbot, state, mode: str) -> SurveyParametersPage:
    state.projects["survey"] = _project(mode)
    return show_page(qtbot, SurveyParametersPage(state), 1200, 760)


@pytest.mark.parametrize("mode", ["plan", "estimate"])
def test_the_planner_uses_the_rounded_design_the_estimates_use(qtbot, state, mode):
    page = _page(qtbot, state, mode)
    project = state.projects["survey"]
    plan = project.plan
    shown = page.planner_model.frame.set_index("question")
    for question in project.questions:
        if question.type == "numeric":
            continue
        collected, field = survey_run.collected_design(project, question)
        assert field is not None and collected is field.design  # the die or bag's design
        declared = question.build()
        assert abs(collected.epsilon - declared.epsilon) > 1e-3  # rounding matters here
        variance = planner.unit_variance(collected)
        row = shown.loc[question.column]
        assert row["ε"] == pytest.approx(round(collected.epsilon, 4))
        assert row["n needed"] == planner.sample_size(variance, plan.width, plan.design_effect)
        width = planner.half_width(variance, plan.n, plan.design_effect)
        assert row["half-width at planned n"] == pytest.approx(round(float(width), 4))
        assert "bag of" in row["collect with"]

        # the curves: the chosen one is the rounded design's, drawn from the engine's curves
        page.curve_question.setCurrentIndex(page.curve_question.findData(question.column))
        items = {item.name(): item for item in page.curves.data_items()}
        chosen = next(item for name, item in items.items() if "(chosen)" in name)
        np.testing.assert_allclose(
            chosen.yData, planner.half_width(variance, CURVE_NS, plan.design_effect)
        )
        assert f"{collected.epsilon:.3g}" in chosen.name()
        # every other ε: the die or bag the same question would be collected with there
        at = {
            round(d.epsilon, 9): d
            for d in (
                field_randomizer(q, q.build()).design
                for q in (replace(question, epsilon=e) for e in plan.epsilons)
            )
        }
        curves = page.curves._args[0]
        assert len(curves) == len(items) == len(at) and sum(c.chosen for c in curves) == 1
        for curve in curves:
            design = at[round(curve.epsilon, 9)]  # a KeyError: a curve of no collected design
            np.testing.assert_allclose(
                curve.half_widths,
                planner.half_width(planner.unit_variance(design), CURVE_NS, 1.0),
            )
    # the protection sentence states the collected ε too
    assert "0.995" in page.protection.text()


def test_the_exact_probabilities_are_one_click_away(qtbot, state):
    page = _page(qtbot, state, "plan")
    assert page.detail.isHidden()
    qtbot.mouseClick(page.detail_toggle, Qt.MouseButton.LeftButton)
    assert page.detail.isVisible()
    text = page.detail.text()
    assert "p = 73/100 = 0.73" in text  # Warner, ε = 1 → a bag of 100
    assert "p_truth = 46/100 = 0.46, p_yes = 27/100 = 0.27, p_no = 27/100 = 0.27" in text
    assert "p = 66/102" in text and "q = 9/102" in text  # k-ary, ε = 2, five answers
    assert "declared ε = 1" in text
    assert page.planner_view.toolTip() == text
    qtbot.mouseClick(page.detail_toggle, Qt.MouseButton.LeftButton)
    assert page.detail.isHidden()


def test_privatize_mode_plans_with_the_declared_design(qtbot, state):
    page = _page(qtbot, state, "privatize")
    project = state.projects["survey"]
    shown = page.planner_model.frame.set_index("question")
    for question in project.questions:
        declared = question.build()
        assert shown.loc[question.column, "ε"] == pytest.approx(round(declared.epsilon, 4))
        if question.type != "numeric":
            assert shown.loc[question.column, "collect with"].startswith("privatize")
    assert "/100" not in page.detail.text()

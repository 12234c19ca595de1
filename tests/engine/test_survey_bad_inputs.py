"""Survey inputs found by the bad-input test: no estimate shows "—", ε capped for all designs."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError, ParameterError
from engine.survey._checks import MAX_EPSILON
from engine.survey.numeric_rr import NumericDesign
from tests.engine.test_survey_task import ANSWERS, TASK, document, run


def _numeric_lines(outcome) -> list[str]:
    return [line for line in TASK.summary(outcome.manifest) if "monthly_income" in line]


def test_all_missing_numeric_answers_summarize_as_a_dash(tmp_path):
    frame = ANSWERS.copy()
    frame["monthly_income"] = float("nan")
    _, outcome = run(document(tmp_path, frame), tmp_path)
    line = next(line for line in _numeric_lines(outcome) if "[" in line)
    assert "— [—, —]" in line
    assert "None" not in (tmp_path / "out" / "survey_report.html").read_text(encoding="utf-8")


def test_a_single_row_summarizes_without_an_interval(tmp_path):
    _, outcome = run(document(tmp_path, ANSWERS.head(1)), tmp_path)
    assert any("—" in line for line in TASK.summary(outcome.manifest))


def test_numeric_design_takes_the_same_epsilon_cap(tmp_path):
    doc = document(tmp_path)
    doc["questions"][2]["epsilon"] = 1e6
    with pytest.raises(ParameterError) as info:
        TASK.project_from_dict(doc, tmp_path)
    assert str(info.value).startswith("questions[2].epsilon: must lie in (0, 30]")
    with pytest.raises(ParameterError):
        NumericDesign(0.0, 1.0, MAX_EPSILON * 2)
    assert NumericDesign(0.0, 1.0, MAX_EPSILON).epsilon == MAX_EPSILON


def test_out_of_bounds_answers_are_shown_plainly(tmp_path):
    frame = ANSWERS.copy()
    frame.loc[7, "monthly_income"] = float("inf")
    with pytest.raises(InputError) as info:
        run(document(tmp_path, frame), tmp_path)
    assert "row 9 (inf)" in str(info.value) and "np." not in str(info.value)

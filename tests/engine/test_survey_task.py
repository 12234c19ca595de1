"""The survey task end to end: project checks, bad answers refused with row numbers and
nothing written, the randomized file, estimate mode from a manifest, plan mode's XLSForm."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import openpyxl
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.runner import run_task
from engine.tasks import get_task
from engine.tasks.survey.project import default_project
from tests.paths import SAMPLES

TASK = get_task("survey")
SAMPLE = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
ANSWERS = pd.read_csv(SAMPLES / "survey_answers.csv")
XLSFORM_TYPES = {"note", "text", "integer", "decimal", "select_one", "select_multiple"}


def document(tmp_path: Path, frame: pd.DataFrame | None = None, **changes) -> dict:
    doc = json.loads(json.dumps(SAMPLE))
    if frame is not None:
        frame.to_csv(tmp_path / "answers.csv", index=False)
        doc["input"]["path"] = str(tmp_path / "answers.csv")
    else:
        doc["input"]["path"] = str(SAMPLES / "survey_answers.csv")
    doc["audit"]["simulations"] = 20
    doc["outputs"] = {k: str(tmp_path / "out" / Path(v).name) for k, v in doc["outputs"].items()}
    for key, value in changes.items():
        doc[key] = value
    return doc


def run(doc: dict, tmp_path: Path):
    project = TASK.project_from_dict(doc, tmp_path)
    return run_task(TASK, project)


@pytest.mark.parametrize(
    "where, value, key",
    [
        (("questions", 0, "epsilon"), 0, "questions[0].epsilon"),
        (("questions", 0, "epsilon"), -1.0, "questions[0].epsilon"),
        (("questions", 1, "epsilon"), "2", "questions[1].epsilon"),
        (("questions", 0, "design"), "k_rr", "questions[0].design"),
        (("questions", 2, "bounds"), [5, 1], "questions[2].bounds"),
        (("questions", 1, "categories"), ["a"], "questions[1].categories"),
        (("task", "mode"), "collect", "task.mode"),
        (("questions", 0, "p_yes"), 0.2, "questions[0].p_yes"),
        (("plan", "width"), 0, "plan.width"),
        (("audit", "simulations"), 1, "audit.simulations"),
        (("questions", 0, "epsilon"), 40.0, "questions[0].epsilon: must lie in (0, 30]"),
        (("questions", 1, "epsilon"), 37.0, "questions[1].epsilon: must lie in (0, 30]"),
        (("plan", "epsilons"), [1, 40], "plan.epsilons: must list 1–8 numbers in (0, 30]"),
    ],
)
def test_bad_settings_name_their_key(tmp_path, where, value, key):
    doc = document(tmp_path)
    doc.setdefault("plan", {})
    target = doc
    for part in where[:-1]:
        target = target[part]
    target[where[-1]] = value
    with pytest.raises(ParameterError) as info:
        TASK.project_from_dict(doc, tmp_path)
    assert str(info.value).startswith(key)


def test_plan_mode_at_a_large_epsilon_gives_a_valid_field_randomizer(tmp_path):
    """ε = 28 puts less than one token of 100 on the other answers: one stays, and the bag's
    own (smaller) ε is stated, never a refusal of the rounded keep probability."""
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "plan"},
        "questions": [
            {"column": "a", "type": "binary", "design": "warner", "epsilon": 28.0},
            {"column": "b", "type": "binary", "design": "forced_response", "epsilon": 28.0},
        ],
        "outputs": {"manifest": str(tmp_path / "plan.json")},
    }
    _, outcome = run(doc, tmp_path)
    for q in outcome.manifest["survey"]["questions"]:
        field = q["field_randomizer"]
        assert min(t["count"] for t in field["tokens"]) == 1
        assert field["epsilon"] <= 28.0


def test_keep_probability_not_above_one_over_k_is_refused(tmp_path):
    doc = document(tmp_path)
    q = doc["questions"][1]
    del q["epsilon"]
    q["keep_probability"] = 0.2  # k = 5
    with pytest.raises(ParameterError, match=r"questions\[1\]\.keep_probability.*1/k"):
        TASK.project_from_dict(doc, tmp_path)


def test_outputs_a_mode_does_not_write_are_refused(tmp_path):
    doc = document(tmp_path, task={"kind": "survey", "mode": "estimate"})
    with pytest.raises(ParameterError, match=r"outputs\.data"):
        TASK.project_from_dict(doc, tmp_path)


@pytest.mark.parametrize(
    "column, bad, message",
    [
        ("main_income", "fishing", "not one of the declared categories"),
        ("monthly_income", 250_000, "outside the declared bounds"),
        ("monthly_income", -5, "outside the declared bounds"),
        ("violence_experienced", "maybe", "not a yes/no answer"),
    ],
)
def test_bad_answers_are_listed_with_row_numbers_and_nothing_is_written(
    tmp_path, column, bad, message
):
    frame = ANSWERS.copy()
    frame[column] = frame[column].astype(object)
    frame.loc[[4, 17, 1500], column] = bad
    with pytest.raises(InputError) as info:
        run(document(tmp_path, frame), tmp_path)
    text = str(info.value)
    assert message in text and f"column '{column}'" in text
    assert "3 answers" in text and "row 6" in text and "19" in text and "1502" in text
    assert not (tmp_path / "out").exists()


def test_privatize_writes_randomized_answers_never_the_originals(tmp_path):
    _, outcome = run(document(tmp_path), tmp_path)
    data = pd.read_csv(tmp_path / "out" / "survey_randomized.csv")
    assert list(data.columns) == [
        "district",
        "violence_experienced",
        "main_income",
        "monthly_income",
    ]
    assert (data.district == ANSWERS.district).all()
    flipped = (data.violence_experienced != ANSWERS.violence_experienced).mean()
    p = 1 / (1 + math.exp(-1.0))  # Warner at ε = 1
    assert abs(flipped - (1 - p)) <= 4.5 * math.sqrt(p * (1 - p) / len(data))
    answered = ANSWERS.monthly_income.notna()
    assert not (data.monthly_income[answered] == ANSWERS.monthly_income[answered]).any()
    assert data.monthly_income.isna().sum() == (~answered).sum()  # non-response stays empty
    assert set(data.main_income) <= set(SAMPLE["questions"][1]["categories"])
    manifest = outcome.manifest
    assert manifest["ledger"]["totals"][0]["epsilon"] == pytest.approx(4.0)
    assert [e["epsilon"] for e in manifest["ledger"]["entries"]] == pytest.approx([1, 2, 1])
    estimates = pd.read_csv(tmp_path / "out" / "survey_estimates.csv")
    assert set(estimates.group) == {"all", *ANSWERS.district.unique()}
    categories = estimates[(estimates.question == "main_income") & (estimates.by.isna())]
    assert categories.estimate_shown.sum() == pytest.approx(1.0)
    assert categories.estimate.sum() == pytest.approx(1.0)  # unbiased ones also sum to 1


def test_estimate_mode_from_the_release_manifest_reproduces_its_estimates(tmp_path):
    _, first = run(document(tmp_path), tmp_path)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "estimate"},
        "input": {"path": str(tmp_path / "out" / "survey_randomized.csv")},
        "estimate": {
            "by": ["district"],
            "manifest": str(tmp_path / "out" / "survey_manifest.json"),
        },
        "audit": {"enabled": False},
        "outputs": {"estimates": str(tmp_path / "again" / "estimates.csv")},
    }
    _, second = run(doc, tmp_path)
    a = pd.DataFrame(first.manifest["estimates"])
    b = pd.DataFrame(second.manifest["estimates"])
    assert a.estimate.to_numpy() == pytest.approx(b.estimate.to_numpy(), rel=1e-9, nan_ok=True)
    assert second.manifest["ledger"]["entries"][0]["note"].startswith("spent when")


def test_plan_mode_writes_a_valid_xlsform_without_random_and_a_planner(tmp_path):
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "plan"},
        "questions": [
            {
                "column": "violence",
                "type": "binary",
                "design": "forced_response",
                "p_yes": 1 / 6,
                "p_no": 1 / 6,
            },
            {"column": "hiv status", "type": "binary", "design": "warner", "epsilon": 1.0},
            {
                "column": "income",
                "type": "categorical",
                "categories": ["a", "b", "c"],
                "epsilon": 1.0,
            },
            {"column": "amount", "type": "numeric", "bounds": [0, 100], "epsilon": 1.0},
        ],
        "outputs": {
            "form": str(tmp_path / "form.xlsx"),
            "planner": str(tmp_path / "plan.csv"),
            "report": str(tmp_path / "plan.html"),
        },
    }
    _, outcome = run(doc, tmp_path)
    book = openpyxl.load_workbook(tmp_path / "form.xlsx")
    assert book.sheetnames == ["survey", "choices", "settings"]
    sheets = pd.read_excel(tmp_path / "form.xlsx", sheet_name=None)
    survey, choices = sheets["survey"], sheets["choices"]
    lists = set(choices.list_name)
    for kind in survey["type"]:
        head, *rest = kind.split()
        assert head in XLSFORM_TYPES
        if head.startswith("select"):
            assert len(rest) == 1 and rest[0] in lists
    assert survey.name.is_unique and survey.name.str.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*").all()
    assert not survey.astype(str).apply(lambda c: c.str.contains("random", case=False)).any().any()
    assert "calculate" not in set(survey["type"])
    recorded = survey[survey["type"].str.startswith("select_one")]
    assert list(recorded.name) == ["violence", "hiv_status", "income"]  # numbers left out
    assert "If it shows 1, say 'yes'; if it shows 2–5" in survey.label.iloc[0]
    assert not sheets["settings"].empty
    planner = pd.read_csv(tmp_path / "plan.csv")
    assert planner.loc[0, "epsilon"] == pytest.approx(math.log(5))
    # The field design never promises less privacy than planned.
    for q in outcome.manifest["survey"]["questions"][1:3]:
        assert q["field_randomizer"]["epsilon"] <= q["epsilon"] + 1e-12
    report = (tmp_path / "plan.html").read_text(encoding="utf-8")
    assert "Instruction cards" in report and "class='card'" in report


def test_pyxform_converts_the_xlsform_with_one_recorded_field_per_question(tmp_path):
    """MATH 8.6: the form converts to an XForm, with no random() and one select per question."""
    from pyxform.xls2xform import convert

    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "plan"},
        "questions": [
            {"column": "violence", "type": "binary", "p_yes": 1 / 6, "p_no": 1 / 6},
            {"column": "income", "type": "categorical", "categories": ["a b", "c"], "epsilon": 1},
        ],
        "outputs": {"form": str(tmp_path / "form.xlsx")},
    }
    run(doc, tmp_path)
    xform = convert(xlsform=str(tmp_path / "form.xlsx"), validate=False).xform
    assert "random(" not in xform and "calculate" not in xform
    assert xform.count("<select1 ") == 2
    # Collected answers carry the choice names ("a_b" for "a b"): estimate mode reads them.
    collected = pd.DataFrame({"violence": ["yes", "no"] * 50, "income": ["a_b", "c"] * 50})
    collected.to_csv(tmp_path / "collected.csv", index=False)
    estimate = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "estimate"},
        "input": {"path": str(tmp_path / "collected.csv")},
        "questions": doc["questions"],
        "outputs": {"estimates": str(tmp_path / "estimates.csv")},
    }
    _, outcome = run(estimate, tmp_path)
    rows = [e for e in outcome.manifest["estimates"] if e["question"] == "income"]
    assert [e["answer"] for e in rows] == ["a b", "c"] and rows[0]["n"] == 100


def test_default_project_for_a_loaded_table():
    project = default_project(SAMPLES / "survey_answers.csv", None, ANSWERS)
    assert [q.column for q in project.questions] == ["violence_experienced"]
    assert project.estimate.by == ("district",)
    assert np.all([p is not None for p in (project.outputs.data, project.outputs.manifest)])

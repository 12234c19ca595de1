"""What a survey release publishes (MATH 8): in privatize mode every number of the manifest
and report comes from the randomized answers or the declared settings, never from the true
answers (which would cancel the local-DP guarantee); estimate mode uses the design the
answers were collected with (the die or bag's rounded one), so its estimates stay unbiased."""

from __future__ import annotations

import dataclasses
import json
import math
import re
from html import escape
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.core.jobs import JobContext
from engine.core.report_kit import num
from engine.core.runner import run_task
from engine.survey import deniability, simulation
from engine.survey.field import field_randomizer
from engine.survey.questions import Question
from engine.tasks import get_task
from engine.tasks.survey import run as survey_run

TASK = get_task("survey")
CATEGORIES = ["farming", "trade", "wages", "aid"]
QUESTIONS = [
    {"column": "violence", "type": "binary", "design": "warner", "epsilon": 1.0},
    {"column": "drugs", "type": "binary", "design": "forced_response", "p_yes": 0.2, "p_no": 0.1},
    {
        "column": "income",
        "type": "categorical",
        "design": "k_rr",
        "epsilon": 2.0,
        "categories": CATEGORIES,
    },
    {"column": "amount", "type": "numeric", "bounds": [0, 100], "epsilon": 1.0},
]


def _answers() -> pd.DataFrame:
    """3,000 respondents with distinctive true counts (711 yes, 424 yes, 1231/218/903/611
    and 37 empty) so a published raw aggregate cannot hide among round numbers."""
    rng = np.random.default_rng(11)
    n = 3000
    income = np.repeat(np.array([*CATEGORIES, None], dtype=object), [1231, 218, 903, 611, 37])
    return pd.DataFrame(
        {
            "district": rng.choice(["D1", "D2", "D3"], n),
            "violence": rng.permutation(np.repeat(["yes", "no"], [711, n - 711])),
            "drugs": rng.permutation(np.repeat(["yes", "no"], [424, n - 424])),
            "income": rng.permutation(income),
            "amount": rng.uniform(0, 100, n).round(1),
        }
    )


def _privatize(tmp_path: Path, frame: pd.DataFrame):
    frame.to_csv(tmp_path / "answers.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "privatize"},
        "input": {"path": str(tmp_path / "answers.csv")},
        "questions": QUESTIONS,
        "estimate": {"by": ["district"]},
        "audit": {"enabled": True, "seed": 5, "simulations": 50},
        "outputs": {
            "data": str(tmp_path / "out" / "data.csv"),
            "report": str(tmp_path / "out" / "report.html"),
            "manifest": str(tmp_path / "out" / "manifest.json"),
        },
    }
    project = TASK.project_from_dict(doc, tmp_path)
    return project, run_task(TASK, project)[1]


def _leaves(value):
    """Every number in a JSON document."""
    if isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    elif isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        yield float(value)


def _raw_numbers(project, frame: pd.DataFrame) -> dict[str, float]:
    """Aggregates of the TRUE answers an attacker must never find: counts and shares per
    answer (overall and per group), the simulation's sd and the posteriors they give."""
    raw = {}
    for q in project.questions:
        column = frame[q.column]
        if q.type == "numeric":
            raw[f"{q.column} mean"] = float(column.mean())
            raw[f"{q.column} sd"] = float(column.std())
            continue
        labels = ["no", "yes"] if q.type == "binary" else list(q.categories)
        for group, part in [("all", column), *column.groupby(frame.district)]:
            counts = np.array([(part == v).sum() for v in labels], dtype=float)
            shares = counts / counts.sum()
            for v, c, s in zip(labels, counts, shares, strict=True):
                raw[f"{q.column} {group} {v} count"] = c
                raw[f"{q.column} {group} {v} share"] = s
            if group != "all":
                continue
            design = q.build()
            sds = simulation.predicted_sd(design, counts)
            raw |= {f"{q.column} predicted sd {v}": sd for v, sd in zip(labels, sds, strict=True)}
            table = deniability.attacker_table(design, labels, shares, q.type == "binary")
            for r in table["rows"]:
                raw[f"{q.column} posterior {r['true_answer']}|{r['recorded']}"] = r["posterior"]
    return raw


def _stand_in(shares: np.ndarray, n: int) -> np.ndarray:
    """Counts with these shares summing to n (the audit's stand-in for the answers)."""
    counts = np.floor(shares * n).astype(np.int64)
    counts[np.argmax(shares)] += n - counts.sum()
    return counts


def _derivable(project, manifest: dict) -> list[float]:
    """Numbers computable from the randomized answers and the settings alone (Warner's sd,
    for one, depends on n only)."""
    out = []
    for e in manifest["estimates"]:
        for key in ("n", "missing", "estimate", "std_error", "ci_low", "ci_high"):
            out.append(float(e[key]))
        out += [float(e["estimate_shown"]), 1.0 - float(e["estimate_shown"])]
    for q in manifest["survey"]["questions"]:
        out += list(_leaves(q))
    estimates = pd.DataFrame(manifest["estimates"])
    for q in project.questions:
        if q.type != "numeric":
            rows = estimates[(estimates.question == q.column) & (estimates.by == "")]
            shown = rows.estimate_shown.to_numpy(dtype=float)
            shares = np.array([1 - shown[0], shown[0]]) if q.type == "binary" else shown
            counts = _stand_in(shares, int(rows.n.iloc[0]))
            out += simulation.predicted_sd(q.build(), counts).tolist()
    return out


def _close(a: float, values) -> bool:
    return any(math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12) for b in values)


def test_a_privatize_manifest_publishes_no_aggregate_of_the_true_answers(tmp_path):
    frame = _answers()
    project, _ = _privatize(tmp_path, frame)
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text(encoding="utf-8"))
    published = [v for v in _leaves(manifest) if v not in (0.0, 1.0)]
    derivable = _derivable(project, manifest)
    leaked = {
        name: value
        for name, value in _raw_numbers(project, frame).items()
        if _close(value, published) and not _close(value, derivable)
    }
    assert not leaked
    bases = {a["simulation"]["truth"] for a in manifest["audit"]["questions"].values()}
    assert bases == {"estimated shares", "answered rows"}


def test_the_attacker_prior_and_simulation_use_the_estimates(tmp_path):
    """The audit's prior is the published shares (projected), its simulation a stand-in with
    those shares; neither equals the true shares."""
    frame = _answers()
    project, outcome = _privatize(tmp_path, frame)
    estimates = pd.DataFrame(outcome.manifest["estimates"])
    overall = estimates[estimates.by == ""]
    raw = _raw_numbers(project, frame)
    report = (tmp_path / "out" / "report.html").read_text(encoding="utf-8")
    row = r"<tr><td>([^<]*)</td><td>([^<]*)</td><td>([^<]*)</td><td>[^<]*</td><td>×[^<]*</td>"
    priors_in_report = set(re.findall(row, report))  # (recorded, true answer, prior)
    for q in project.questions[:3]:
        audit = outcome.manifest["audit"]["questions"][q.column]
        shown = overall[overall.question == q.column].estimate_shown.to_numpy(dtype=float)
        shares = np.array([1 - shown[0], shown[0]]) if q.type == "binary" else shown
        prior = np.clip(shares, 1e-6, None) / np.clip(shares, 1e-6, None).sum()
        labels = ["no", "yes"] if q.type == "binary" else list(q.categories)
        for r in audit["attacker"]["rows"]:
            u = labels.index(r["true_answer"])
            assert r["prior"] == pytest.approx(prior[u], rel=1e-12)
            assert r["prior"] != pytest.approx(raw[f"{q.column} all {labels[u]} share"])
            cell = (escape(r["recorded"]), escape(r["true_answer"]), num(r["prior"]))
            assert cell in priors_in_report
            true_share = num(raw[f"{q.column} all {labels[u]} share"])
            if true_share != cell[2]:
                assert (*cell[:2], true_share) not in priors_in_report
        sim = audit["simulation"]
        assert sim["truth"] == "estimated shares"
        counts = _stand_in(shares, int(overall[overall.question == q.column].n.iloc[0]))
        expected = simulation.predicted_sd(q.build(), counts)
        assert sim["predicted_sd"] == pytest.approx(expected.tolist(), rel=1e-12)
    assert "published estimates" in report


def test_the_release_keeps_no_true_answers(tmp_path):
    """The release holds only the randomized answers, so no later stage can use the true ones."""
    frame = _answers()
    project = TASK.project_from_dict(
        {
            "format": "privdesk-project/1",
            "task": {"kind": "survey", "mode": "privatize"},
            "input": {"path": str(tmp_path / "x.csv")},
            "questions": QUESTIONS[:1],
        },
        tmp_path,
    )
    asked, data, estimates = survey_run.answer_and_estimate(
        project, frame, tmp_path / "x.csv", JobContext()
    )
    fields = [f.name for f in dataclasses.fields(asked[0])]
    assert fields == ["question", "design", "field", "reports"]
    rel = survey_run.SurveyRelease(project, None, asked, data, estimates, pd.DataFrame())
    assert survey_run.audit(rel)["questions"]["violence"]["simulation"]["truth"] == (
        "estimated shares"
    )


# --- estimate mode: the design the answers were collected with ---------------------------------

FIELD_QUESTIONS = [
    Question("warner", "binary", "warner", epsilon=1.0),
    Question("forced", "binary", "forced_response", epsilon=1.0),
    Question("kary", "categorical", "k_rr", epsilon=2.0, categories=("a", "b", "c", "d", "e")),
]


def _estimate_project(tmp_path: Path, questions, manifest: Path | None = None):
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "estimate"},
        "input": {"path": str(tmp_path / "collected.csv")},
        "audit": {"enabled": False},
        "outputs": {"manifest": str(tmp_path / "estimate.json")},
    }
    if manifest is None:
        doc["questions"] = [q.to_dict() for q in questions]
    else:
        doc["estimate"] = {"manifest": str(manifest)}
    return TASK.project_from_dict(doc, tmp_path)


def _expected_reports(question: Question, design, truth_counts) -> pd.Series:
    """Reports in exactly their expected numbers under `design` (counts that are multiples
    of the bag's size make them whole): the estimator is linear, so estimating these gives
    its expectation."""
    m = design.response_matrix()
    reports = np.rint(np.asarray(truth_counts, dtype=float) @ m).astype(np.int64)
    assert reports.sum() == sum(truth_counts)
    assert np.allclose(np.asarray(truth_counts, dtype=float) @ m, reports)
    labels = np.asarray(question.answer_labels, dtype=object)
    return pd.Series(np.repeat(labels, reports))


@pytest.mark.parametrize("question", FIELD_QUESTIONS, ids=lambda q: q.column)
def test_estimate_mode_is_unbiased_under_the_field_design(tmp_path, question):
    """Answers collected with the die or bag follow its rounded design; estimating them with
    the unrounded one is biased (Warner ε = 1: p = 0.73, not 0.7311; bias ≈ 0.002 at 5 %)."""
    field = field_randomizer(question, question.build())
    assert field is not None and field.design != question.build()
    k = len(question.answer_labels)
    shares = np.array([0.95, 0.05]) if k == 2 else np.array([0.35, 0.05, 0.3, 0.2, 0.1])
    n = 2000 if k == 2 else 10_200  # true counts in multiples of the bag's 100 or 102 tokens
    truth = np.rint(shares * n).astype(np.int64)
    pd.DataFrame({question.column: _expected_reports(question, field.design, truth)}).to_csv(
        tmp_path / "collected.csv", index=False
    )
    _, outcome = run_task(TASK, _estimate_project(tmp_path, [question]))
    rows = [e for e in outcome.manifest["estimates"] if e["by"] == ""]
    expected = shares[1:] if k == 2 else shares
    assert [e["estimate"] for e in rows] == pytest.approx(expected.tolist(), abs=1e-9)
    used = outcome.manifest["survey"]["questions"][0]["design_used"]
    assert used == json.loads(json.dumps(field.design.describe()))
    assert outcome.manifest["guarantee"]["per_question"][question.column][
        "epsilon"
    ] == pytest.approx(field.design.epsilon)


def test_estimate_mode_bias_under_the_field_design_by_simulation(tmp_path):
    """Fixed seeds: 2·10⁶ answers (5 % "yes") drawn with the bag of Warner ε = 3 (p = 0.95)
    and of forced response ε = 0.5 (p_y = p_n = 0.38); the estimate lies within 4 standard
    errors (0.0009 and 0.0056) of 0.05. With the unrounded design the bias would be 0.0026
    and 0.0090 (11 and 6.4 standard errors)."""
    questions = [
        Question("warner", "binary", "warner", epsilon=3.0),
        Question("forced", "binary", "forced_response", epsilon=0.5),
    ]
    n, rng = 2_000_000, np.random.default_rng(20240601)
    truth = (rng.random(n) < 0.05).astype(np.int8)
    collected, tolerance = {}, {}
    for q in questions:
        design = field_randomizer(q, q.build()).design
        collected[q.column] = design.randomize(truth, rng)
        lam = design.response_matrix()[:, 1] @ np.array([1 - truth.mean(), truth.mean()])
        tolerance[q.column] = 4 * math.sqrt(lam * (1 - lam) / n) / design.scale
    pd.DataFrame(collected).to_csv(tmp_path / "collected.csv", index=False)
    project = _estimate_project(tmp_path, questions)
    _, _, estimates = survey_run.answer_and_estimate(
        project, pd.read_csv(tmp_path / "collected.csv"), tmp_path, JobContext()
    )
    for q in questions:
        estimate = estimates[estimates.question == q.column].estimate.iloc[0]
        assert abs(estimate - truth.mean()) <= tolerance[q.column], (q.column, estimate)


def test_plan_then_estimate_and_declared_questions_agree(tmp_path):
    """The plan's manifest and the same questions declared give the same design and the
    same estimates for answers collected with its cards."""
    plan = {
        "format": "privdesk-project/1",
        "task": {"kind": "survey", "mode": "plan"},
        "questions": [q.to_dict() for q in FIELD_QUESTIONS],
        "outputs": {"manifest": str(tmp_path / "plan.json")},
    }
    run_task(TASK, TASK.project_from_dict(plan, tmp_path))
    rng = np.random.default_rng(8)
    columns = {}
    for q in FIELD_QUESTIONS:
        labels = np.asarray(q.answer_labels, dtype=object)
        columns[q.column] = labels[rng.integers(0, len(labels), 5000)]
    pd.DataFrame(columns).to_csv(tmp_path / "collected.csv", index=False)
    _, declared = run_task(TASK, _estimate_project(tmp_path, FIELD_QUESTIONS))
    _, planned = run_task(  # the same estimate files again, on purpose
        TASK, _estimate_project(tmp_path, (), tmp_path / "plan.json"), overwrite=True
    )
    a, b = declared.manifest, planned.manifest
    for mine, theirs in zip(a["survey"]["questions"], b["survey"]["questions"], strict=True):
        used, read = mine["design_used"], theirs["design_used"]
        assert used.pop("design") == read.pop("design")
        assert used == pytest.approx(read, rel=1e-12)
    assert [e["estimate"] for e in a["estimates"]] == pytest.approx(
        [e["estimate"] for e in b["estimates"]], rel=1e-12
    )


def test_a_privatize_manifest_read_back_keeps_the_unrounded_design(tmp_path):
    """Privatize randomizes with the declared design itself (no die): estimating its output
    from its manifest must not switch to the bag's rounded design."""
    frame = _answers()
    _privatize(tmp_path, frame)
    data = pd.read_csv(tmp_path / "out" / "data.csv")
    data.to_csv(tmp_path / "collected.csv", index=False)
    project = _estimate_project(tmp_path, (), tmp_path / "out" / "manifest.json")
    asked, _, _ = survey_run.answer_and_estimate(project, data, tmp_path, JobContext())
    assert asked[0].design.p == pytest.approx(1 / (1 + math.exp(-1.0)), rel=1e-12)

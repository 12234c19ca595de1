"""The model task refuses what it can before the dataset's ledger is charged (MATH 7.5,
9.7): too few held-out rows for the audit's AUC, a held-out set missing a class, and
infinite features (named by row and column, with targeting's own check; `score` too). A
failure after the charge says the budget is spent; an undefined AUC prints as "—"."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.cli import load_task_project
from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.runner import run_task
from engine.tasks import get_task
from engine.tasks.model import evaluate
from engine.tasks.model import run as model_run
from engine.tasks.model import split as model_split
from engine.tasks.model.score_command import score_table
from tests.paths import SAMPLES

TASK = get_task("model")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(folder))
    return folder


def credit(rows: int | None = None) -> pd.DataFrame:
    frame = pd.read_csv(SAMPLES / "credit_sample.csv")
    return frame if rows is None else frame.head(rows)


def project(tmp_path, frame: pd.DataFrame, **training):
    frame.to_csv(tmp_path / "credit.csv", index=False)
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(tmp_path / "credit.csv")
    doc["training"].update(epochs=2, **training)
    doc["budget"] = {"ledger": str(tmp_path / "ledger.jsonl")}
    doc["outputs"] = {"model": "out/m.csv", "report": "out/r.html", "manifest": "out/m.json"}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return load_task_project(path)[1]


def test_25_rows_are_refused_before_the_charge(tmp_path):
    """The tester's case: 1 held-out row, so no AUC; it once trained, charged, then crashed.
    (The stratified split now holds out one row of each class: 2 rows, still too few.)"""
    p = project(tmp_path, credit(25), batch_size=5, test_share=0.05)
    with pytest.raises(ParameterError, match="2 held-out rows of 25") as refused:
        TASK.release(p, JobContext())
    assert refused.value.name == "training.test_share"
    assert not (tmp_path / "ledger.jsonl").exists()


def test_a_held_out_set_without_a_class_is_refused(tmp_path):
    frame = credit(200)
    p = project(tmp_path, frame)
    data = model_run.prepare(p)
    ones = np.flatnonzero(data.y == 1)
    held = ones[:40]
    train = np.setdiff1d(np.arange(data.y.size), held)
    with pytest.raises(InputError, match="miss a class of the target"):
        model_split.check_split(p, data, train, held)


@pytest.mark.parametrize("text", ["inf", "-Infinity", "1e400"])
def test_an_infinite_feature_is_refused_by_row_and_column(tmp_path, text):
    frame = credit(400).astype({"sms_out_per_day": object})
    frame.loc[6, "sms_out_per_day"] = text
    p = project(tmp_path, frame)
    with pytest.raises(InputError, match="infinite value") as refused:
        TASK.release(p, JobContext())
    assert (refused.value.column, refused.value.row) == ("sms_out_per_day", 8)
    assert not (tmp_path / "ledger.jsonl").exists()
    rows = [
        {"class": "1", "term": t, "coefficient": 0.1, "centre": 0.0, "scale": 1.0}
        for t in ["(intercept)", "sms_out_per_day"]
    ]
    with pytest.raises(InputError, match="infinite value") as scored:
        score_table(rows, tmp_path / "credit.csv")
    assert (scored.value.column, scored.value.row) == ("sms_out_per_day", 8)


def test_an_audit_failure_charges_nothing_and_says_so(tmp_path, monkeypatch):
    p = project(tmp_path, credit(600))

    def failing(*args, **kwargs):
        raise InputError("the audit could not run")

    monkeypatch.setattr(evaluate, "audit", failing)
    with pytest.raises(InputError, match="the audit could not run") as raised:
        run_task(TASK, p)
    assert "Nothing was charged" in str(raised.value)
    assert not p.budget.ledger.exists()


def test_an_undefined_auc_prints_as_a_dash(tmp_path):
    p = project(tmp_path, credit(600))
    release = TASK.release(p, JobContext())
    manifest = TASK.build_manifest(release, None)
    quality = {"accuracy": 1.0, "auc": None}
    manifest["data_checks"]["audit"] = {"quality": {"private": quality, "non_private": quality}}
    assert any("AUC —" in line for line in TASK.summary(manifest))
    # a manifest of an older version kept the measurements in its `audit`
    old = {k: v for k, v in manifest.items() if k != "data_checks"}
    old["audit"] = {"quality": {"private": quality, "non_private": quality}}
    assert any("AUC —" in line for line in TASK.summary(old))

"""The model task end to end: project checks, bad inputs (clear message, nothing written),
a fast run of the sample through `main.py run`, the manifest's accounting, scoring with
`main.py score`, the sweep, and the default project for a freshly loaded table."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.project_file import load_project
from engine.model.logistic import probabilities, with_intercept
from engine.model.pld import pld_epsilon
from engine.tasks import get_task
from engine.tasks.model.project import default_project
from main import main as privdesk
from tests.paths import SAMPLES

CREDIT = SAMPLES / "credit_sample.csv"


def project_file(tmp_path: Path, data: Path = CREDIT, **changes) -> Path:
    """The sample project, made fast (2 epochs, no bootstrap to speak of), with changes
    given as section=dict (merged) and outputs into tmp_path."""
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(data)
    doc["training"].update(epochs=2)
    doc["audit"].update(bootstrap=20, seed=3)
    for name, value in changes.items():
        if isinstance(value, dict) and isinstance(doc.get(name), dict):
            doc[name].update(value)
        else:
            doc[name] = value
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def run(capsys, *argv):
    code = privdesk([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def ran(tmp_path_factory):
    folder = tmp_path_factory.mktemp("model_run")
    path = project_file(folder)
    code = privdesk(["run", str(path), "--quiet", "--holder-audit"])
    assert code == 0
    return folder


def test_run_writes_model_report_manifest_and_accounting_can_be_rechecked(ran):
    manifest = json.loads((ran / "model_manifest.json").read_text(encoding="utf-8"))
    t = manifest["training"]
    assert {"noise_multiplier", "sampling_rate", "steps", "epsilon", "delta", "clip"} <= set(t)
    assert t["epsilon"] <= 1.0
    again = pld_epsilon(t["noise_multiplier"], t["sampling_rate"], t["steps"], t["delta"])
    assert again == pytest.approx(t["epsilon"], rel=1e-9)
    assert t["steps"] == math.ceil(2 / t["sampling_rate"])
    assert manifest["guarantee"]["formally_private"] is True  # declared bounds
    assert manifest["ledger"]["totals"][0]["epsilon"] == pytest.approx(t["epsilon"])
    # the audit's measurements on the rows are the data holder's (data checks); the shared
    # audit keeps what it did and the proven bound
    assert "data_checks" not in manifest  # the shared manifest
    holder = json.loads((ran / "model_holder_audit.json").read_text(encoding="utf-8"))
    measured = holder["data_checks"]["audit"]
    quality = measured["quality"]
    assert quality["non_private"]["auc"] > 0.65 and 0 <= quality["private"]["auc"] <= 1
    member = measured["membership"]["private"]
    bound = (1 - t["delta"]) * (math.exp(t["epsilon"]) + t["delta"]) / (
        math.exp(t["epsilon"]) + 1
    ) + t["delta"]
    assert member["auc_low"] <= member["auc_bound"] == pytest.approx(bound)
    assert manifest["audit"]["membership"]["auc_bound"] == pytest.approx(bound)
    util = measured["utility"]
    assert util["kind"] == "credit" and "relative_profit" in util
    assert manifest["audit"]["utility"] == {"kind": "credit", "interest_rate": 0.2}
    # no training row in any output: the table holds coefficients only
    table = pd.read_csv(ran / "model_coefficients.csv")
    assert list(table["term"]) == ["(intercept)", *manifest["model"]["features"]]
    assert len(table) == 11


def test_score_reproduces_the_model_from_manifest_and_table(ran, capsys):
    manifest = json.loads((ran / "model_manifest.json").read_text(encoding="utf-8"))
    code, _, err = run(
        capsys, "score", ran / "model_manifest.json", CREDIT, "--output", ran / "a.csv"
    )
    assert (code, err) == (0, "")
    code, _, err = run(
        capsys, "score", ran / "model_coefficients.csv", CREDIT, "--output", ran / "b.csv"
    )
    assert (code, err) == (0, "")
    a, b = pd.read_csv(ran / "a.csv"), pd.read_csv(ran / "b.csv")
    np.testing.assert_allclose(a["p_1"], b["p_1"], rtol=1e-12)
    # the same probabilities from the original-unit coefficients (MATH 9.7), within bounds
    rows = manifest["model"]["coefficients"]
    frame = pd.read_csv(CREDIT)
    features = manifest["model"]["features"]
    bounds = manifest["model"]["standardization"]["bounds"]
    x = np.column_stack([frame[f].clip(*bounds[f]) for f in features])
    theta = np.array([r["coefficient_original_units"] for r in rows])
    np.testing.assert_allclose(probabilities(theta, with_intercept(x)), a["p_1"], atol=1e-9)


def test_bad_score_inputs_are_one_sentence(ran, capsys):
    code, _, err = run(capsys, "score", CREDIT, CREDIT, "--output", ran / "c.csv")
    assert code == 2 and "not a model table" in err
    code, _, err = run(
        capsys,
        "score",
        ran / "model_manifest.json",
        SAMPLES / "poverty_sample.csv",
        "--output",
        ran / "d.csv",
    )
    assert code == 2 and "column" in err
    assert not (ran / "c.csv").exists() and not (ran / "d.csv").exists()


@pytest.mark.parametrize(
    "change, message",
    [
        ({"training": {"epsilon": 0}}, "training.epsilon"),
        ({"training": {"batch_size": 2.5}}, "training.batch_size"),
        ({"training": {"schedule": "cosine"}}, "training.schedule"),
        ({"columns": {"features": ["repaid"], "target": "repaid"}}, "columns.features"),
        (
            {"standardization": {"source": "declared", "bounds": {"n_contacts": [5, 1]}}},
            "n_contacts",
        ),
        ({"outputs": {"model": "model.json"}}, "outputs.model"),
        ({"task": {"kind": "model", "model": "tree"}}, "task.model"),
        ({"utility": {"kind": "credit"}, "columns": {"loan_amount": None}}, "columns.loan_amount"),
    ],
)
def test_project_values_are_checked_by_key(tmp_path, change, message):
    with pytest.raises(ParameterError) as caught:
        load_project(project_file(tmp_path, **change))
    assert str(caught.value).startswith(message) or message in str(caught.value)


def bad_table(tmp_path: Path, edit) -> Path:
    frame = pd.read_csv(CREDIT)
    edit(frame)
    path = tmp_path / "bad.csv"
    frame.to_csv(path, index=False)
    return path


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda f: f.__setitem__("repaid", 1), "class 0 has fewer than two rows"),
        (lambda f: f.__setitem__("repaid", np.arange(len(f)) % 12), "does not declare"),
        (
            lambda f: f.__setitem__(
                "n_contacts", f["n_contacts"].astype(object).where(f.index != 6, "many")
            ),
            "row 8",
        ),
    ],
)
def test_bad_data_is_refused_with_a_clear_message_and_nothing_written(
    tmp_path, capsys, edit, words
):
    path = project_file(tmp_path, data=bad_table(tmp_path, edit))
    code, _, err = run(capsys, "run", path, "--quiet")
    assert code == 2 and err.startswith("error: ") and words in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.csv", "project.json"]


def test_unreachable_epsilon_names_what_would_reach_it(tmp_path, capsys):
    path = project_file(tmp_path, training={"epsilon": 0.01, "epochs": 500, "batch_size": 1200})
    code, _, err = run(capsys, "run", path, "--quiet")
    assert code == 2 and "training.epsilon" in err and "use smaller batches" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["project.json"]
    path = project_file(tmp_path, training={"epsilon": 0.05, "epochs": 500, "batch_size": 24})
    code, _, err = run(capsys, "run", path, "--quiet")
    assert code == 2 and "epochs would reach it" in err


def test_three_classes_train_a_softmax_model(tmp_path):
    frame = pd.read_csv(CREDIT)
    frame["band"] = pd.cut(
        frame["tenure_months"], [0, 15, 40, 1000], labels=["new", "mid", "old"]
    ).astype(str)
    path = tmp_path / "bands.csv"
    frame.to_csv(path, index=False)
    features = ["calls_out_per_day", "n_contacts", "days_active", "handset_age_months"]
    project_path = project_file(
        tmp_path,
        data=path,
        columns={
            "features": features,
            "target": "band",
            "loan_amount": None,
            "classes": ["mid", "new", "old"],
        },
        standardization={"source": "data", "bounds": {}},
        utility={"kind": "none"},
        training={"epsilon": 3.0},
    )
    task = get_task("model")
    project = load_project(project_path)
    rel = task.release(project, JobContext())
    assert rel.theta.shape == (5, 3)
    manifest = task.build_manifest(rel, task.audit(rel, JobContext()))
    assert manifest["model"]["link"] == "softmax" and manifest["model"]["classes"] == [
        "mid",
        "new",
        "old",
    ]
    assert manifest["guarantee"]["formally_private"] is False
    assert "not formally private" in manifest["guarantee"]["statement"]
    assert manifest["ledger"]["totals"][0]["formally_private"] is False
    assert manifest["data_checks"]["audit"]["quality"]["private"]["accuracy"] > 0.4
    assert [c["class"] for c in manifest["data_checks"]["classes"]] == ["mid", "new", "old"]
    # the written table scores new rows exactly as the model does
    from engine.tasks.model.run import predict
    from engine.tasks.model.score_command import read_model_rows, score_table

    table_path = tmp_path / "softmax_model.csv"
    task.tables(rel)["model"].to_csv(table_path, index=False)
    scores = score_table(read_model_rows(table_path), path)
    expected = predict(rel.theta, rel.standardizer, rel.data.x)
    np.testing.assert_allclose(scores[["p_mid", "p_new", "p_old"]].to_numpy(), expected, atol=1e-12)
    assert set(scores["predicted"]) <= {"mid", "new", "old"}


def test_sweep_gives_accuracy_against_epsilon(tmp_path, capsys):
    path = project_file(tmp_path)
    code, _, err = run(
        capsys,
        "sweep",
        path,
        "--param",
        "epsilon",
        "--values",
        "0.5,2",
        "--output",
        tmp_path / "s.csv",
        "--quiet",
    )
    assert (code, err) == (0, "")
    frame = pd.read_csv(tmp_path / "s.csv")
    assert list(frame["point"].fillna("")) == ["non-private", "", ""]
    assert frame["epsilon"].iloc[1] <= 0.5 and frame["epsilon"].iloc[2] <= 2
    assert frame["epsilon_spent_so_far"].iloc[2] == pytest.approx(frame["epsilon"].iloc[1:].sum())
    code, _, err = run(capsys, "sweep", path, "--param", "clip", "--values", "1", "--quiet")
    assert code == 2 and "epsilon" in err


def test_default_project_for_the_credit_table():
    frame = pd.read_csv(CREDIT)
    project = default_project(CREDIT, None, frame)
    assert project.columns.target == "repaid"
    assert project.columns.loan_amount == "loan_amount"
    assert "applicant_id" not in project.columns.features
    assert len(project.columns.features) == 10
    assert project.standardization.source == "data"
    assert project.outputs.model.suffix == ".csv"
    # what it writes reads back as the same project
    again = get_task("model").project_from_dict(project.to_dict(CREDIT.parent), CREDIT.parent)
    assert again == project


def test_input_error_names_missing_columns(tmp_path):
    project = load_project(project_file(tmp_path, columns={"target": "nope"}))
    with pytest.raises(InputError) as caught:
        get_task("model").release(project, JobContext())
    assert "'nope'" in str(caught.value)


def test_a_sweep_in_the_manifest_is_charged_to_the_ledger(tmp_path):
    from engine.tasks.model import evaluate
    from engine.tasks.model.manifest import build_manifest

    task = get_task("model")
    project = load_project(project_file(tmp_path))
    rel = task.release(project, JobContext())
    sweep, _ = evaluate.sweep(project, [0.5, 2.0], JobContext(), rel.charge)
    manifest = build_manifest(rel, None, sweep)
    entries = manifest["ledger"]["entries"]
    assert len(entries) == 3 and entries[1]["mechanism"].startswith("DP-SGD sweep training")
    total = manifest["ledger"]["totals"][0]["epsilon"]
    assert total == pytest.approx(rel.accounting.epsilon + sweep["epsilon"].sum())
    assert f"ε = {total:.4g}" in manifest["guarantee"]["statement"]
    assert [r["point"] for r in manifest["sweep"]["rows"]] == ["non-private", "", ""]
    html = task.render_report(manifest)
    assert "Accuracy against ε" in html and "DP-SGD sweep training" in html


def test_a_cancel_during_calibration_stops_the_release(tmp_path):
    from engine.core.errors import Cancelled
    from engine.core.jobs import CancelFlag

    project = load_project(project_file(tmp_path))
    flag = CancelFlag()

    def progress(fraction: float, message: str) -> None:
        if message == "Calibrating the noise":
            flag.cancel()

    with pytest.raises(Cancelled):
        get_task("model").release(project, JobContext(progress, flag))

"""The project-file job end to end: run, sweep, advise, errors, and data safety."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pandas as pd
import pytest

from engine.cli import main as cli
from engine.core.boundary import holder_audit_paths
from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import CancelFlag, JobContext
from engine.core.parquet import read_parquet
from engine.core.project_file import load_project, save_project
from engine.core.runner import run_task
from engine.tasks.targeting import run as targeting
from engine.tasks.targeting.evaluate import sweep
from engine.tasks.targeting.project import project_from_dict
from engine.tasks.targeting.task import TASK as TARGETING
from tests.paths import SAMPLES


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def poverty_project(tmp_path):
    """A small synthetic poverty file and a project that audits it quickly."""
    rng = np.random.default_rng(7)
    n = 400
    x = rng.lognormal(mean=[1.0, 2.0, 0.5], sigma=0.5, size=(n, 3))
    consumption = np.exp(0.4 * np.log(x).sum(axis=1) + rng.normal(0, 0.3, n))
    frame = pd.DataFrame(
        {
            "person": [f"P{i:04d}" for i in range(n)],
            "calls": x[:, 0],
            "sms": x[:, 1],
            "topup": x[:, 2],
            "consumption": consumption,
        }
    )
    data = tmp_path / "households.csv"
    frame.to_csv(data, index=False)
    doc = {
        "format": "privdesk-project/1",
        "input": {"path": "households.csv"},
        "columns": {
            "features": ["calls", "sms", "topup"],
            "target": "consumption",
            "identifiers": ["person"],
        },
        "task": {
            "kind": "targeting",
            "utility": "poverty",
            "budget_share": 0.3,
            "population": 10000,
        },
        "mechanism": {"name": "gaussian", "epsilon": 3.0, "delta": 1e-4, "r": 0.25},
        "audit": {"simulations": 2, "seed": 1, "inference_targets": 50},
        "outputs": {
            "data": "out/released.csv",
            "report": "out/report.html",
            "manifest": "out/manifest.json",
        },
    }
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc))
    return path, frame, doc


def test_run_writes_data_report_and_manifest_in_user_units(poverty_project):
    path, frame, _ = poverty_project
    before = sha256(path.parent / "households.csv")
    assert cli(["run", str(path), "--quiet", "--holder-audit"]) == 0
    assert sha256(path.parent / "households.csv") == before  # input untouched
    out = path.parent / "out"
    released = pd.read_csv(out / "released.csv")
    assert list(released.columns) == ["person", "calls", "sms", "topup"]
    assert "consumption" not in released.columns  # target kept aside by default
    assert released["person"].str.match(r"^T[0-9a-f]{16}$").all()
    assert released["person"].nunique() == len(frame)
    assert not set(released["person"]) & set(frame["person"])
    # Same units: column means within a few noise standard deviations of the original.
    for column in ("calls", "sms", "topup"):
        assert abs(released[column].mean() - frame[column].mean()) < 0.5 * frame[column].std()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["input"]["sha256"] == before
    assert manifest["guarantee"]["r"] == 0.25 and manifest["guarantee"]["epsilon"] == 3.0
    assert manifest["guarantee"]["classic_epsilon"] == pytest.approx(24.0)
    assert set(manifest["audit"]) == {"distinguishing"}  # proven from the noise alone
    assert 0 < manifest["audit"]["distinguishing"]["protection"]["mean"] < 1
    holder = json.loads((out / "report_holder_audit.json").read_text())  # attacks on raw rows
    for key in ("protection", "baseline_nonunique_fraction", "net_fractions_by_jitter"):
        assert key in holder["audit"]["singling_out"]
    assert holder["audit"]["attribute_inference"]["per_column"]
    private = holder["utility"]["private"]
    assert private["national_exclusion_errors"]["n"] == 2
    assert 0 <= private["accuracy"]["mean"] <= 1
    text = (out / "manifest.json").read_text().lower()
    assert '"seed"' not in text and "generator" not in text
    report = (out / "report.html").read_text()
    assert "targeted differential privacy" in report and "attack result" not in report
    assert "attack result" in (out / "report_holder_audit.html").read_text()


def test_project_round_trips_through_save_and_load(poverty_project, tmp_path):
    path, _, _ = poverty_project
    project = load_project(path)
    copy = tmp_path / "elsewhere" / "copy.json"
    copy.parent.mkdir()
    save_project(project, copy)
    again = load_project(copy)
    assert again == project
    assert json.loads(copy.read_text())["input"]["path"] == "../households.csv"


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"format": "privdesk-project/9"}, "format"),
        ({"mechanism": {"name": "laplace"}}, "mechanism.name"),
        ({"mechanism": {"epsilon": -1}}, "mechanism.epsilon"),
        ({"mechanism": {"r": 3}}, "mechanism.r"),
        ({"mechanism": {"delta": 2}}, "mechanism.delta"),
        ({"mechanism": {"epsilon": "high"}}, "mechanism.epsilon"),
        ({"mechanism": {"name": "projection", "k": 0}}, "mechanism.k"),
        ({"task": {"utility": "health"}}, "task.utility"),
        ({"task": {"budget_share": 1.5}}, "task.budget_share"),
        ({"task": {"approval_threshold": 2}}, "task.approval_threshold"),
        ({"audit": {"simulations": 0}}, "audit.simulations"),
        ({"audit": {"enabled": "yes"}}, "audit.enabled"),
        ({"outputs": {"identifiers": "keep"}}, "outputs.identifiers"),
        ({"preprocessing": {"scaling": "stretch"}}, "preprocessing.scaling"),
        ({"preprocessing": {"centres": {"calls": 1.0}}}, "preprocessing.centres"),
        (
            {"preprocessing": {"centres": {"calls": 1}, "scales": {"calls": 0}}},
            "preprocessing.scales.calls",
        ),
        (
            {"preprocessing": {"centres": {"calls": "x"}, "scales": {"calls": 1}}},
            "preprocessing.centres.calls",
        ),
        ({"preprocessing": {"centres": [1, 2]}}, "preprocessing.centres"),
        ({"colour": "blue"}, "colour"),
    ],
)
def test_bad_project_values_are_refused_by_key(poverty_project, change, key):
    path, _, doc = poverty_project
    for section, value in change.items():
        if isinstance(value, dict):
            doc[section] = {**doc.get(section, {}), **value}
        else:
            doc[section] = value
    with pytest.raises(ParameterError) as caught:
        project_from_dict(doc, path.parent)
    assert caught.value.name == key


def test_cli_reports_errors_without_traceback(poverty_project, capsys):
    path, _, doc = poverty_project
    doc["columns"]["features"] = ["calls", "missing_column"]
    path.write_text(json.dumps(doc))
    assert cli(["run", str(path), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "missing_column" in err and "Traceback" not in err
    assert not (path.parent / "out").exists()
    (path.parent / "broken.json").write_text("{not json")
    assert cli(["run", str(path.parent / "broken.json")]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_output_may_not_overwrite_the_input(poverty_project):
    path, _, doc = poverty_project
    doc["outputs"]["data"] = "households.csv"
    path.write_text(json.dumps(doc))
    before = sha256(path.parent / "households.csv")
    with pytest.raises(InputError, match="overwrite the input"):
        run_task(TARGETING, load_project(path))
    assert sha256(path.parent / "households.csv") == before


def test_cancelled_run_writes_nothing(poverty_project):
    path, _, _ = poverty_project
    flag = CancelFlag()

    def cancel_when_auditing(fraction, message):
        if "Simulation" in message:
            flag.cancel()

    with pytest.raises(Cancelled):
        run_task(TARGETING, load_project(path), JobContext(cancel_when_auditing, flag))
    assert not (path.parent / "out").exists()


def test_sweep_marks_non_private_classic_and_chosen_points(poverty_project):
    path, _, _ = poverty_project
    project = load_project(path)
    prepared = targeting.prepare(project, targeting.load_data(project))
    baseline, rows = sweep(prepared, project.mechanism, "r", [0.05, 2.0], np.random.default_rng(0))
    points = [row.point for row in rows]
    assert points == ["non-private", "", "classic-dp", "chosen"]
    records = [row.to_record(baseline) for row in rows]
    assert records[0]["accuracy_mean"] == baseline.utility["accuracy"]
    # Stronger privacy (r = 2) must not distinguish better than r = 0.05.
    assert (
        records[2]["distinguishing_protection_mean"] > records[1]["distinguishing_protection_mean"]
    )


def test_sweep_command_writes_csv(poverty_project):
    path, _, _ = poverty_project
    out = path.parent / "sweep.csv"
    assert (
        cli(
            [
                "sweep",
                str(path),
                "--values",
                "0.1,0.5",
                "--simulations",
                "2",
                "--output",
                str(out),
                "--quiet",
            ]
        )
        == 0
    )
    table = pd.read_csv(out)
    assert table["point"].fillna("").tolist() == ["non-private", "", "", "chosen", "classic-dp"]


def test_advise_prints_the_theorem1_radius(capsys):
    assert cli(["advise", "--epsilon", "1", "--delta", "0", "--beta", "0.05"]) == 0
    out = capsys.readouterr().out
    assert "r < 1" in out and "m* = 3" in out


def test_audits_disabled_release_data_only(poverty_project):
    path, _, doc = poverty_project
    doc["audit"]["enabled"] = False
    path.write_text(json.dumps(doc))
    written, outcome = run_task(TARGETING, load_project(path))
    manifest = outcome.manifest
    assert manifest["audit"] is None and manifest["utility"] is None
    assert len(written) == 3


def test_credit_run_reports_relative_profit(tmp_path, capsys):
    rng = np.random.default_rng(3)
    n = 300
    x = rng.normal(size=(n, 3))
    repaid = (x @ [1.0, -0.5, 0.8] + rng.normal(0, 0.5, n) > -1.0).astype(int)
    frame = pd.DataFrame(
        {
            "a": x[:, 0],
            "b": x[:, 1],
            "c": x[:, 2],
            "repaid": repaid,
            "loan": rng.integers(10, 100, n) * 100,
        }
    )
    frame.to_csv(tmp_path / "loans.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "input": {"path": "loans.csv"},
        "columns": {"features": ["a", "b", "c"], "target": "repaid", "loan_amount": "loan"},
        "task": {"utility": "credit", "interest_rate": 0.25},
        "mechanism": {
            "name": "projection",
            "calibration": "tight",
            "epsilon": 2.0,
            "delta": 1e-4,
            "r": 0.1,
            "k": 500,
        },
        "audit": {"simulations": 2, "seed": 0, "inference_targets": 50},
        "outputs": {"manifest": "m.json", "data": "released.parquet"},
    }
    (tmp_path / "p.json").write_text(json.dumps(doc))
    assert cli(["run", str(tmp_path / "p.json"), "--quiet", "--holder-audit"]) == 0
    assert "Relative profit" in capsys.readouterr().out
    manifest = json.loads((tmp_path / "m_holder_audit.json").read_text())
    private = manifest["utility"]["private"]
    assert private["relative_profit"]["n"] == 2
    assert manifest["utility"]["nonprivate"]["profit"] > 0
    released = read_parquet(tmp_path / "released.parquet")
    assert list(released.columns) == ["a", "b", "c"]


@pytest.mark.parametrize("name", ["poverty_project.json", "credit_project.json"])
def test_bundled_samples_run_headless(name, tmp_path, capsys):
    project_path = SAMPLES / name
    project = load_project(project_path)
    source = pd.read_csv(project.input.path)
    before = sha256(project.input.path)
    assert (
        cli(
            [
                "run",
                str(project_path),
                "--output-dir",
                str(tmp_path),
                "--simulations",
                "2",
                "--quiet",
                "--holder-audit",
            ]
        )
        == 0
    )
    assert sha256(project.input.path) == before
    released = pd.read_csv(tmp_path / project.outputs.data.name)
    features = list(project.columns.features)
    assert list(released.columns) == [*project.columns.identifiers, *features]
    # Original units: each released column is centred near the original's mean, on its scale.
    shift = (released[features].mean() - source[features].mean()).abs()
    assert (shift < source[features].std()).all()
    manifest = json.loads((tmp_path / project.outputs.manifest.name).read_text())
    assert manifest["input"]["sha256"] == before
    holder = holder_audit_paths({"report": tmp_path / project.outputs.report.name})
    assert json.loads(holder["holder_audit_manifest"].read_text())["utility"]["simulations"] == 2
    assert "utility" not in manifest  # simulated on the raw data: the holder's audit only
    assert (tmp_path / project.outputs.report.name).read_text().startswith("<!DOCTYPE html>")


def test_schema_covers_every_project_setting():
    from dataclasses import fields

    from engine.tasks.targeting.project import SCHEMA

    for spec, types in SCHEMA.items():
        assert set(types) == {f.name for f in fields(spec)}, spec.__name__


def test_released_rows_are_shuffled_and_the_report_says_so(poverty_project):
    """Nobody holding the input can pair released rows with its rows by position."""
    path, _, doc = poverty_project
    doc["audit"]["enabled"] = False
    doc["outputs"]["identifiers"] = "drop"
    doc["outputs"]["include_target"] = True
    path.write_text(json.dumps(doc))
    project = load_project(path)
    _, outcome = run_task(TARGETING, project)
    source = pd.read_csv(project.input.path)
    released = pd.read_csv(project.outputs.data)
    target = project.columns.target
    # The target is released unchanged: its order shows whether rows moved.
    assert sorted(released[target]) == sorted(source[target])
    assert not np.array_equal(released[target].to_numpy(), source[target].to_numpy())
    assert "random order" in project.outputs.report.read_text(encoding="utf-8")
    assert "random order" in outcome.manifest["columns"]["row_order"]


def test_released_columns_follow_the_input_order_with_the_target_in_place(poverty_project):
    """Features listed in another order than the file's, the target asked for: the output
    keeps the file's column order, and every row keeps its own target beside its features."""
    path, frame, doc = poverty_project
    doc["columns"]["features"] = ["topup", "calls", "sms"]
    doc["outputs"]["include_target"] = True
    doc["audit"] = {"enabled": False}
    path.write_text(json.dumps(doc))
    assert cli(["run", str(path), "--quiet"]) == 0
    released = pd.read_csv(path.parent / "out" / "released.csv")
    assert list(released.columns) == ["person", "calls", "sms", "topup", "consumption"]
    assert sorted(released["consumption"]) == pytest.approx(sorted(frame["consumption"]))
    # Rows are shuffled as units: features stay near their own row's, not another's.
    original = frame.set_index("consumption")[["calls", "sms", "topup"]]
    matched = original.loc[released["consumption"].to_numpy()].to_numpy()
    nearest = np.abs(released[["calls", "sms", "topup"]].to_numpy() - matched).mean()
    shuffled = np.abs(released[["calls", "sms", "topup"]].to_numpy() - original.to_numpy()).mean()
    assert nearest < shuffled


DECLARED = {"centres": {"calls": 3.0, "sms": 8.0, "topup": 2.0},
            "scales": {"calls": 1.5, "sms": 4.0, "topup": 1.0}}  # fmt: skip


def test_declared_centres_and_scales_replace_the_datas(poverty_project):
    """MATH 2.0.1: with declared centres and scales nothing of the data's means and sds is
    written; without them the manifest holds the data's own, as the report says."""
    path, frame, doc = poverty_project
    doc["preprocessing"] = DECLARED
    path.write_text(json.dumps(doc))
    _, outcome = run_task(TARGETING, load_project(path))
    pre = outcome.manifest["preprocessing"]
    assert pre["standardization"] == "declared"
    assert pre["centres"] == [3.0, 8.0, 2.0] and pre["scales"] == [1.5, 4.0, 1.0]
    means = frame[["calls", "sms", "topup"]].mean().to_numpy()
    report = (path.parent / "out" / "report.html").read_text(encoding="utf-8")
    assert "declared by the user" in report
    doc.pop("preprocessing")
    path.write_text(json.dumps(doc))
    _, outcome = run_task(TARGETING, load_project(path), overwrite=True)  # the same files
    assert outcome.manifest["preprocessing"]["centres"] == pytest.approx(means)


def test_declared_values_must_name_exactly_the_features(poverty_project):
    path, _, doc = poverty_project
    doc["preprocessing"] = {"centres": {"calls": 0, "sms": 0, "age": 0},
                            "scales": {"calls": 1, "sms": 1, "age": 1}}  # fmt: skip
    path.write_text(json.dumps(doc))
    with pytest.raises(ParameterError) as caught:
        run_task(TARGETING, load_project(path))
    assert caught.value.name == "preprocessing.centres" and "'topup'" in str(caught.value)

"""Every DP-SGD training on a dataset is charged to its persistent ledger (MATH 7.5, 9.7),
the one the statistics task keeps: repeated runs accumulate, a run or sweep past the limit
is refused before any noise with nothing written, a cancelled training charges nothing,
the sweep is one release of its own, and the manifest and report say before / this
release / after. Each test has its own data folder (PRIVDESK_DATA_DIR)."""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from engine.core.errors import Cancelled, ParameterError
from engine.core.jobs import CancelFlag, JobContext
from engine.core.project_file import load_project
from engine.core.runner import run_task
from engine.data.fingerprint import file_sha256
from engine.privacy.ledger_store import default_ledger_path, open_ledger
from engine.tasks import get_task
from engine.tasks.model import evaluate
from engine.tasks.model import run as model_run
from engine.tasks.model.manifest import build_manifest
from main import main as privdesk
from tests.paths import SAMPLES


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def credit(tmp_path) -> Path:
    """A copy of the sample: its own SHA-256 key is the sample's, its ledger is this test's."""
    path = tmp_path / "credit.csv"
    shutil.copy(SAMPLES / "credit_sample.csv", path)
    return path


def project_file(folder: Path, data: Path, name: str = "project.json", **changes) -> Path:
    """The sample project, fast (2 epochs, no audit), outputs under folder/out."""
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(data)
    doc["training"].update(epochs=2)
    doc["audit"].update(enabled=False)
    doc["outputs"] = {"model": "out/m.csv", "report": "out/r.html", "manifest": "out/m.json"}
    for section, values in changes.items():
        doc.setdefault(section, {}).update(values)
    path = folder / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def cli(capsys, *argv) -> tuple[int, str, str]:
    code = privdesk([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def ledger_of(data: Path):
    sha = file_sha256(data)
    return open_ledger(default_ledger_path(sha), sha, data.name)


def test_repeated_runs_accumulate_in_the_users_data_folder(tmp_path, data_dir, credit, capsys):
    path = project_file(tmp_path, credit)
    code, out, err = cli(capsys, "run", path, "--quiet")
    assert (code, err) == (0, "")
    first = json.loads((tmp_path / "out" / "m.json").read_text(encoding="utf-8"))
    code, out, err = cli(capsys, "run", path, "--quiet", "--overwrite")
    assert (code, err) == (0, "")
    second = json.loads((tmp_path / "out" / "m.json").read_text(encoding="utf-8"))
    eps = [m["training"]["epsilon"] for m in (first, second)]
    led = second["dataset_ledger"]
    assert led["location"] == "the user's data folder"
    assert led["spent_before"] == first["dataset_ledger"]["spent_after"]
    assert led["spent_after"]["epsilon"] == pytest.approx(sum(eps))
    delta = first["delta_rule"]["delta"]  # the default for this file's rows
    assert led["spent_after"]["delta"] == pytest.approx(2 * delta)  # Σδ: trainings carry no ρ
    assert led["spent_after"]["method"] == "basic" and led["entries"] == 2
    assert led["this_release"]["epsilon"] == pytest.approx(eps[1])
    assert "composes every release ever made from this file" in led["note"]
    assert out.splitlines()[1].startswith("Dataset ledger: spent ε = ")
    ledger = ledger_of(credit)
    assert [e.status for e in ledger.entries] == ["spent", "spent"]
    assert [e.release_id for e in ledger.entries] == [first["dataset_ledger"]["release_id"],
                                                     led["release_id"]]  # fmt: skip
    assert ledger.entries[0].neighbours == "add or remove one training row"
    assert ledger.entries[0].epsilon == pytest.approx(eps[0]) and ledger.entries[0].rho is None
    report = (tmp_path / "out" / "r.html").read_text(encoding="utf-8")
    assert "This dataset's privacy ledger" in html.unescape(report)


def test_a_second_run_past_the_limit_is_refused_before_any_noise(
    tmp_path, data_dir, credit, capsys, monkeypatch
):
    """Limit ε = 1.5, ε ≤ 1 per run: the first run passes; the second is refused with the
    spent, asked and limit values, trains nothing and writes nothing (outputs, ledger)."""
    path = project_file(tmp_path, credit, budget={"limit_epsilon": 1.5})
    assert cli(capsys, "run", path, "--quiet")[0] == 0
    shutil.rmtree(tmp_path / "out")
    ledger_file = default_ledger_path(file_sha256(credit))
    before = ledger_file.read_bytes()
    code, _, err = cli(capsys, "run", path, "--quiet")
    assert code == 2 and err.startswith("error: budget.limit_epsilon: release refused")
    assert "already spent ε = 0.999" in err and "asks ε = 0.999" in err
    assert "limit ε = 1.5" in err and "nothing was released or written" in err
    assert not (tmp_path / "out").exists() and ledger_file.read_bytes() == before

    def no_noise(*args, **kwargs):
        raise AssertionError("DP-SGD ran although the release was refused")

    monkeypatch.setattr(model_run, "train", no_noise)  # the only place noise is drawn
    with pytest.raises(ParameterError, match=r"budget\.limit_epsilon"):
        get_task("model").release(load_project(path), JobContext())
    assert ledger_file.read_bytes() == before


def test_limit_delta_refuses_too(tmp_path, data_dir, credit, monkeypatch):
    path = project_file(tmp_path, credit, budget={"limit_delta": 1.5e-7})  # runs: δ = 1e-7 each
    task, project = get_task("model"), load_project(path)
    run_task(task, project)
    with pytest.raises(ParameterError, match=r"budget\.limit_delta"):
        task.release(project, JobContext())
    assert len(ledger_of(credit).entries) == 1


def test_a_cancelled_training_charges_nothing(tmp_path, data_dir, credit):
    project = load_project(project_file(tmp_path, credit))
    flag = CancelFlag()

    def progress(fraction: float, message: str) -> None:
        if fraction > 0.5:  # training has begun: σ calibrated, ledger checked
            flag.cancel()

    with pytest.raises(Cancelled):
        get_task("model").release(project, JobContext(progress, flag))
    assert ledger_of(credit).entries == ()


def test_a_sweep_is_one_release_of_its_own_and_refused_as_a_whole(
    tmp_path, data_dir, credit, capsys, monkeypatch
):
    path = project_file(tmp_path, credit, budget={"limit_epsilon": 4.0})
    sweep_csv = tmp_path / "sweep.csv"
    code, _, err = cli(capsys, "sweep", path, "--param", "epsilon", "--values", "0.5,2",
                       "--output", sweep_csv, "--quiet")  # fmt: skip
    assert (code, err) == (0, "")
    frame = pd.read_csv(sweep_csv)
    ledger = ledger_of(credit)
    assert len(ledger.entries) == 2 and len({e.release_id for e in ledger.entries}) == 1
    assert [e.query for e in ledger.entries] == [
        "sweep training at target ε = 0.5",
        "sweep training at target ε = 2",
    ]
    assert frame["ledger_release_id"].iloc[1] == ledger.entries[0].release_id
    assert pd.isna(frame["ledger_release_id"].iloc[0])  # the non-private point spends nothing
    assert frame["dataset_epsilon_spent"].iloc[0] == 0.0
    assert frame["dataset_epsilon_spent"].iloc[-1] == pytest.approx(ledger.spent().epsilon)
    assert ledger.spent().epsilon == pytest.approx(frame["epsilon"].iloc[1:].sum())

    # spent ≈ 2.5: another 0.5 + 2 would make 5 > 4, so nothing of it trains or is written
    monkeypatch.setattr(model_run, "train", lambda *a, **k: pytest.fail("trained"))
    before = default_ledger_path(file_sha256(credit)).read_bytes()
    code, _, err = cli(capsys, "sweep", path, "--param", "epsilon", "--values", "0.5,2",
                       "--output", tmp_path / "again.csv", "--quiet")  # fmt: skip
    assert code == 2 and "budget.limit_epsilon" in err and "asks ε = 2.49" in err
    assert not (tmp_path / "again.csv").exists()
    assert default_ledger_path(file_sha256(credit)).read_bytes() == before


def test_statistics_and_model_releases_share_one_ledger(tmp_path, data_dir, credit):
    """The same file, two tasks, one ledger: a Laplace count (ε = 0.5, ρ = 0.125) and then a
    training: the zCDP bound no longer applies (the training has no ρ), basic Σε, Σδ."""
    from engine.cli import load_task_project

    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": str(credit)},
        "queries": [{"type": "count"}],
        "budget": {"epsilon": 0.5},
        "audit": {"enabled": False},
        "outputs": {"manifest": "stats/m.json"},
    }
    stats = tmp_path / "stats.json"
    stats.write_text(json.dumps(doc), encoding="utf-8")
    run_task(*load_task_project(stats))
    task, project = get_task("model"), load_project(project_file(tmp_path, credit))
    rel = task.release(project, JobContext())
    led = task.build_manifest(rel, None)["dataset_ledger"]
    assert led["spent_before"]["epsilon"] == pytest.approx(0.5)
    assert led["spent_before"]["zcdp_rho"] == pytest.approx(0.125)
    after = led["spent_after"]
    assert after["zcdp_epsilon"] is None and after["method"] == "basic"
    assert after["epsilon"] == pytest.approx(0.5 + rel.accounting.epsilon)
    assert after["delta"] == pytest.approx(rel.accounting.delta)


def test_manifest_and_report_carry_the_release_and_the_sweep(tmp_path, data_dir, credit):
    """Data-derived scales are a non-DP entry (listed, not summed); a wizard sweep after
    the release is its own charge, shown in the manifest and the report."""
    path = project_file(tmp_path, credit, standardization={"source": "data", "bounds": {}})
    task, project = get_task("model"), load_project(path)
    rel = task.release(project, JobContext())
    sweep, charge = evaluate.sweep(project, [0.5, 2.0], JobContext(), rel.charge)
    manifest = build_manifest(rel, None, sweep)
    assert ledger_of(credit).entries == ()  # nothing charged before the commit
    with charge.committing([rel.charge, charge]):  # as the wizard's export commits them
        pass
    led = manifest["dataset_ledger"]
    assert led["this_release"]["non_dp_entries"] == 1
    assert led["spent_after"]["epsilon"] == pytest.approx(rel.accounting.epsilon)
    charge = led["sweep"]
    assert charge["trainings"] == 2 and charge["release_id"] != led["release_id"]
    assert charge["epsilon"] == pytest.approx(sweep["epsilon"].sum())
    total = rel.accounting.epsilon + sweep["epsilon"].sum()
    assert charge["dataset_epsilon_after"] == pytest.approx(total)
    assert ledger_of(credit).spent().epsilon == pytest.approx(total)
    assert [e.status for e in ledger_of(credit).entries] == ["spent", "non-DP", "spent", "spent"]
    assert "dataset_epsilon_spent" in manifest["sweep"]["note"]
    report = task.render_report(manifest)
    assert "privacy ledger" in report and "as a release of its own" in report
    assert "dataset ledger ε after" in report


@pytest.mark.parametrize(
    "budget, key",
    [
        ({"limit_epsilon": 0}, "budget.limit_epsilon"),
        ({"limit_delta": -1e-6}, "budget.limit_delta"),
        ({"ledger_delta": 1}, "budget.ledger_delta"),
        ({"epsilon": 1.0}, "budget.epsilon"),  # the model's ε is training.epsilon
        ({"ledger": 3}, "budget.ledger"),
    ],
)
def test_budget_values_are_checked_by_key(tmp_path, credit, budget, key):
    with pytest.raises(ParameterError) as caught:
        load_project(project_file(tmp_path, credit, budget=budget))
    assert str(caught.value).startswith(key)


def test_a_project_ledger_file_is_used_and_round_trips(tmp_path, data_dir, credit):
    path = project_file(tmp_path, credit, budget={"ledger": "ledgers/credit.jsonl"})
    task, project = get_task("model"), load_project(path)
    assert project.budget.ledger == tmp_path / "ledgers" / "credit.jsonl"
    again = task.project_from_dict(project.to_dict(tmp_path), tmp_path)
    assert again == project
    rel = task.release(project, JobContext())
    assert rel.charge.location == "the project's budget.ledger"
    assert not (tmp_path / "ledgers" / "credit.jsonl").exists()  # charged at the commit
    run_task(task, project)
    assert (tmp_path / "ledgers" / "credit.jsonl").is_file() and not data_dir.exists()

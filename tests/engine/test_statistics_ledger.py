"""The persistent per-dataset ledger (MATH 7.4, 7.5): arithmetic against hand-computed sums,
zCDP values, refusal at exactly the right step, corrupt and foreign files refused and left
untouched, and the same project run twice against one ledger."""

from __future__ import annotations

import json
import math
import shutil

import pytest

from engine.cli import load_task_project
from engine.core.errors import InputError, ParameterError
from engine.core.runner import run_task
from engine.privacy.ledger_store import (
    check_limit,
    default_ledger_path,
    new_entries,
    open_ledger,
    spent,
)
from tests.paths import SAMPLES

SHA = "ab" * 32


def rows(*specs) -> list[dict]:
    return [
        {"query": f"q{i}", "mechanism": "laplace", "neighbours": "add/remove", "epsilon": e,
         "delta": d, "rho": r, "status": "spent" if e is not None else "non-DP"}
        for i, (e, d, r) in enumerate(specs)
    ]  # fmt: skip


def test_basic_and_zcdp_totals_by_hand(tmp_path):
    entries = new_entries(rows((0.1, 0.0, 0.005), (0.25, 1e-7, 0.03), (None, None, None)), "r1")
    total = spent(entries, ledger_delta=1e-6)
    assert total.basic_epsilon == pytest.approx(0.35)
    assert total.basic_delta == pytest.approx(1e-7)
    assert total.zcdp_rho == pytest.approx(0.035)
    zcdp = 0.035 + 2 * math.sqrt(0.035 * math.log(1e6))
    assert total.zcdp_epsilon == pytest.approx(zcdp)
    assert total.epsilon == pytest.approx(min(0.35, zcdp)) and total.method == "basic"
    assert total.entries == 2 and total.non_dp_entries == 1  # MOS listed, never summed


def test_hundred_gaussians_compose_by_zcdp():
    """MATH 7.4: 100 Gaussians with Δ₂ = 1, σ = 10 → ρ = 0.5 → ε = 5.2985 at δ = 1e-5."""
    rho = 1.0 / (2 * 10.0**2)
    entries = new_entries(rows(*[(0.5, 1e-9, rho)] * 100), "r")
    total = spent(entries, ledger_delta=1e-5)
    assert total.zcdp_rho == pytest.approx(0.5)
    assert total.zcdp_epsilon == pytest.approx(5.2985, abs=1e-4)
    assert total.method == "zCDP" and total.epsilon == pytest.approx(5.2985, abs=1e-4)
    assert total.basic_epsilon == pytest.approx(50.0)


def test_refusal_at_exactly_the_right_step(tmp_path):
    path = tmp_path / "ledger.jsonl"
    ledger = open_ledger(path, SHA, "data.csv")
    for step in range(1, 5):
        new = new_entries(rows((0.5, 0.0, 0.125), (0.5, 0.0, 0.125)), f"r{step}")
        if step <= 2:
            after = check_limit(ledger, new, 2.0, None)
            assert after.epsilon == pytest.approx(step * 1.0)
            ledger = ledger.appended(new)
        else:
            before = path.read_bytes()
            with pytest.raises(ParameterError) as refused:
                check_limit(ledger, new, 2.0, None)
            message = str(refused.value)
            assert "spent ε = 2" in message and "asks ε = 1" in message
            assert "limit ε = 2" in message and "nothing was released" in message
            assert path.read_bytes() == before
    assert len(open_ledger(path, SHA, "data.csv").entries) == 4


def test_reading_back_what_was_written(tmp_path):
    path = tmp_path / "l.jsonl"
    written = open_ledger(path, SHA, "d.csv").appended(new_entries(rows((0.3, 0.0, 0.045)), "x"))
    again = open_ledger(path, SHA, "d.csv")
    assert again.entries == written.entries
    assert json.loads(path.read_text().splitlines()[0])["dataset_sha256"] == SHA


@pytest.mark.parametrize(
    "content, words",
    [
        ("", "empty"),
        ("{not json\n", "line 1"),
        ('{"format": "privdesk-ledger/1", "dataset_sha256": "' + SHA + '"}\n{"a": 1}\n', "line 2"),
        ('{"format": "other"}\n', "line 1"),
    ],
)
def test_corrupt_ledger_is_refused_and_left_untouched(tmp_path, content, words):
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError) as error:
        open_ledger(path, SHA, "d.csv")
    assert words in str(error.value) and "bad.jsonl" in str(error.value)
    assert path.read_text(encoding="utf-8") == content


def test_a_ledger_of_another_dataset_is_refused(tmp_path):
    path = tmp_path / "l.jsonl"
    open_ledger(path, SHA, "one.csv").appended(new_entries(rows((0.1, 0.0, 0.005)), "r"))
    with pytest.raises(InputError, match="belongs to another dataset"):
        open_ledger(path, "cd" * 32, "two.csv")


def test_default_location_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path))
    assert default_ledger_path(SHA) == tmp_path / "ledgers" / f"{SHA}.jsonl"


def project_with_limit(tmp_path, limit: float):
    document = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    shutil.copy(SAMPLES / "statistics_survey.csv", tmp_path / "survey.csv")
    document["input"] = {"path": "survey.csv"}
    document["queries"] = document["queries"][:2]
    document["budget"].update(epsilon=1.0, ledger="ledger.jsonl", limit_epsilon=limit)
    document["audit"] = {"enabled": False}
    document["outputs"] = {"data": "out/t.csv", "report": "out/r.html", "manifest": "out/m.json"}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return load_task_project(path)


def test_same_project_twice_against_one_ledger(tmp_path):
    """Limit 1.5, ε = 1 per run: the first release passes, the second is refused with the
    spent, asked and limit values, and writes nothing (outputs, ledger)."""
    task, project = project_with_limit(tmp_path, 1.5)
    written, outcome = run_task(task, project)
    assert len(written) == 3
    manifest = outcome.manifest
    assert manifest["dataset_ledger"]["spent_after"]["epsilon"] == pytest.approx(1.0)
    ledger_bytes = (tmp_path / "ledger.jsonl").read_bytes()
    shutil.rmtree(tmp_path / "out")
    with pytest.raises(ParameterError) as refused:
        run_task(task, project)
    message = str(refused.value)
    assert "budget.limit_epsilon" in message
    assert "spent ε = 1" in message and "asks ε = 1" in message and "limit ε = 1.5" in message
    assert not (tmp_path / "out").exists()
    assert (tmp_path / "ledger.jsonl").read_bytes() == ledger_bytes


def test_ledger_export_lists_every_release(tmp_path):
    task, project = project_with_limit(tmp_path, 10.0)
    project = task.with_output_files(project, {"ledger": tmp_path / "out" / "ledger.csv"})
    run_task(task, project)
    _, outcome = run_task(task, project, overwrite=True)
    table = task.tables(outcome.release)["ledger"]
    assert len(table) == 4 and table["release_id"].nunique() == 2
    assert set(table["dataset_sha256"]) == {outcome.release.sha256}
    assert (tmp_path / "out" / "ledger.csv").is_file()


def test_a_second_release_waits_for_the_ledger_lock(tmp_path):
    from engine.privacy.ledger_store import ledger_lock

    path = tmp_path / "l.jsonl"
    held = ledger_lock(path)
    held.__enter__()
    try:
        with (
            pytest.raises(InputError, match="another release from this dataset"),
            ledger_lock(path, wait_seconds=0.2),
        ):
            pass
    finally:
        held.__exit__(None, None, None)
    with ledger_lock(path, wait_seconds=0.2):  # released: free again
        pass

"""Fault injection (issue 29): whatever stops a run, the dataset's ledger is charged for
exactly the releases whose outputs exist, and the message says what was charged and
written.

For statistics and model (a dataset's ledger) and survey (none), a failure is injected at
every stage of `run_task` — reading the data, the release, the audit, the manifest, the
report, each output's temporary file, the ledger's own write, each rename — and Ctrl-C
(a real SIGINT) before each stage and during the commit. A failure before the commit
charges nothing, leaves no file (no temporary one either) and says so; a rename that fails
after the first file is in place says which release was charged and which files were
written. Two runs into the same output names at once: one wins, the other is refused and
nothing is replaced. Audits are off (the audit stage is injected); the model's noise
calibration, which depends on the row count only, is computed once for the module.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import shutil
import signal
import threading
from pathlib import Path

import pytest

from engine.cli import load_task_project
from engine.cli import main as cli_main
from engine.core import commit as commit_module
from engine.core import runner, writers
from engine.core.errors import PrivDeskError
from engine.core.runner import rendered_outputs, run_task
from engine.data.fingerprint import file_sha256
from engine.privacy import ledger_store
from engine.privacy.ledger_store import open_ledger, spent
from engine.tasks.model import run as model_run
from engine.tasks.statistics import run as statistics_run
from engine.tasks.survey import run as survey_run
from tests.paths import SAMPLES

LEDGER_TASKS = ("statistics", "model")
TASKS = (*LEDGER_TASKS, "survey")
READ_MODULES = {"statistics": statistics_run, "model": model_run, "survey": survey_run}
NOTHING = "Nothing was charged to the privacy ledger and no file was written."
OUTPUT_NAMES = {
    "statistics": {"data": "t.csv", "report": "r.html", "manifest": "m.json", "ledger": "l.csv"},
    "model": {"model": "m.csv", "report": "r.html", "manifest": "m.json"},
    "survey": {"data": "d.csv", "estimates": "e.csv", "report": "r.html", "manifest": "m.json"},
}
_ACCOUNTINGS: dict = {}


def _head(sample: str, rows: int, target: Path) -> Path:
    lines = (SAMPLES / sample).read_text(encoding="utf-8").splitlines()
    target.write_text("\n".join(lines[: rows + 1]) + "\n", encoding="utf-8")
    return target


def _project_file(folder: Path, key: str, **changes) -> Path:
    doc = json.loads((SAMPLES / f"{key}_project.json").read_text(encoding="utf-8"))
    for section, values in changes.items():
        doc[section] = {**doc.get(section, {}), **values} if isinstance(values, dict) else values
    path = folder / f"{key}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def projects(tmp_path_factory) -> dict[str, Path]:
    """Small, fast project files (audits off), their data beside them."""
    folder = tmp_path_factory.mktemp("faults")
    stats = _head("statistics_survey.csv", 300, folder / "survey.csv")
    credit = _head("credit_sample.csv", 300, folder / "credit.csv")
    answers = _head("survey_answers.csv", 200, folder / "answers.csv")
    return {
        "statistics": _project_file(
            folder,
            "statistics",
            input={"path": str(stats)},
            queries=[{"type": "count", "by": ["region"]}],
            audit={"enabled": False, "reconstruction": None, "differencing": None},
        ),
        "model": _project_file(
            folder,
            "model",
            input={"path": str(credit), "sheet": None},
            training={"epochs": 1, "batch_size": 64, "epsilon": 50.0},  # σ at its floor: fast
            audit={"enabled": False},
        ),
        "survey": _project_file(
            folder, "survey", input={"path": str(answers)}, audit={"enabled": False}
        ),
    }


@pytest.fixture(autouse=True)
def calibrated_once(monkeypatch):
    """σ depends on the row count and ε only: calibrated once (it takes seconds)."""
    real = model_run.accounting_for

    def cached(project, n_train, epsilon, ctx):
        key = (n_train, epsilon, project.training)
        if key not in _ACCOUNTINGS:
            _ACCOUNTINGS[key] = real(project, n_train, epsilon, ctx)
        return _ACCOUNTINGS[key]

    monkeypatch.setattr(model_run, "accounting_for", cached)


class Case:
    """One run of `key`'s project into tmp_path/out, its ledger tmp_path/ledger.jsonl
    already holding one earlier release (whose outputs are in tmp_path/earlier)."""

    def __init__(self, key: str, project_file: Path, tmp_path: Path) -> None:
        self.key, self.out = key, tmp_path / "out"
        self.task, project = load_task_project(project_file)
        self.ledger = tmp_path / "ledger.jsonl"
        if key in LEDGER_TASKS:
            budget = dataclasses.replace(project.budget, ledger=self.ledger)
            project = dataclasses.replace(project, budget=budget)
        self.earlier = run_task(self.task, self._to(project, tmp_path / "earlier"))[1]
        self.project = self._to(project, self.out)
        self.outputs = {k: self.out / n for k, n in OUTPUT_NAMES[key].items()}

    def _to(self, project, folder: Path):
        files = {k: folder / n for k, n in OUTPUT_NAMES[self.key].items()}
        return self.task.with_output_files(project, files)

    def run(self) -> tuple[list[Path] | None, str]:
        try:
            return run_task(self.task, self.project)[0], ""
        except PrivDeskError as exc:
            return None, str(exc)

    def ledger_entries(self) -> tuple:
        if self.key not in LEDGER_TASKS:
            return ()
        return open_ledger(self.ledger, self.earlier.release.charge.dataset_ledger.sha256,
                           "x").entries  # fmt: skip

    def ledger_releases(self) -> list[str]:
        return list(dict.fromkeys(e.release_id for e in self.ledger_entries()))

    def check(self, outcome: str, message: str) -> None:
        """The invariant: the ledger holds the earlier release and this one exactly when
        one of this run's outputs exists; no temporary file anywhere; the message says
        what happened."""
        existing = [p for p in self.outputs.values() if p.exists()]
        leftovers = [p.name for f in (self.out, self.ledger.parent) if f.exists()
                     for p in f.iterdir() if ".tmp" in p.name]  # fmt: skip
        assert leftovers == []
        releases = self.ledger_releases()
        if self.key in LEDGER_TASKS:  # the spent total: the releases with outputs, no other
            earlier = self.earlier.release.charge
            assert releases[0] == earlier.release_id and len(releases) == 1 + bool(existing)
            delta_l = self.project.budget.ledger_delta
            if not existing:
                assert spent(list(self.ledger_entries()), delta_l) == earlier.spent_after
        if outcome == "nothing":
            assert existing == []
            ending = NOTHING if self.key in LEDGER_TASKS else "No file was written."
            assert message.endswith(ending), message
        elif outcome == "partial":
            assert 0 < len(existing) < len(self.outputs)
            missing = {p for p in self.outputs.values() if not p.exists()}
            assert _listed(message, "Written") == set(existing)
            assert _listed(message, "Not written") == missing
        else:  # "all": finished, then told of the interrupt
            assert len(existing) == len(self.outputs)
            assert message.startswith("Interrupted while the outputs were put in place")
        if outcome != "nothing" and self.key in LEDGER_TASKS:
            assert f"Charged: release {releases[-1]} (ε = " in message
            assert "Nothing was charged" not in message


def _listed(message: str, label: str) -> set[Path]:
    """The files a message lists after "{label}: " (up to the sentence's end)."""
    text = message.split(f" {label}: ", 1)[1].split(". ", 1)[0].rstrip(".")
    return {Path(name) for name in text.split(", ")}


# --- the injections ------------------------------------------------------------------------


def _raise(exc: BaseException):
    def fail(*args, **kwargs):
        raise exc

    return fail


def _sigint_then(real):
    """Ctrl-C arrives just before `real` starts."""

    def interrupted(*args, **kwargs):
        signal.raise_signal(signal.SIGINT)
        return real(*args, **kwargs)

    return interrupted


def _on_call(monkeypatch, owner, name: str, number: int, action, only=None) -> None:
    """Replace `owner.name` so that its `number`-th call (from 0, counting calls for which
    `only(args)` holds) runs `action(real, args, kwargs)`."""
    real, calls = getattr(owner, name), []

    def wrapper(*args, **kwargs):
        if only is None or only(args):
            calls.append(1)
            if len(calls) - 1 == number:
                return action(real, args, kwargs)
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, wrapper)


def _disk_full(real, args, kwargs):
    path, _, file_format = args

    def half(temp: Path) -> None:
        temp.write_bytes(b"half a fi")
        raise OSError(errno.ENOSPC, "No space left on device")

    return real(path, half, file_format)


def inject(monkeypatch, case: Case, stage: str) -> str:
    """Set up the fault; returns the outcome expected ("nothing", "partial", "all")."""
    task, outputs = case.task, set(case.outputs.values())
    kind, _, number = stage.partition("-")
    is_output = lambda args: args[0].path in outputs  # noqa: E731 (PreparedFile.commit's self)
    if kind == "read":
        monkeypatch.setattr(READ_MODULES[case.key], "read_table", _raise(OSError(5, "I/O")))
    elif kind == "release":
        real = task.release
        monkeypatch.setattr(task, "release", lambda p, ctx: [real(p, ctx), 1 / 0][0])
    elif kind == "audit":
        monkeypatch.setattr(task, "audits_enabled", lambda project: True)
        monkeypatch.setattr(task, "audit", _raise(ValueError("Input X contains infinity")))
    elif kind == "manifest":
        monkeypatch.setattr(task, "build_manifest", _raise(OverflowError("1e308")))
    elif kind == "render":
        monkeypatch.setattr(task, "render_report", _raise(KeyError("guarantee")))
    elif kind == "write":
        _on_call(monkeypatch, writers, "_prepare", int(number), _disk_full)
    elif kind == "ledgerwrite":
        monkeypatch.setattr(ledger_store, "write_text_atomic", _raise(OSError(30, "Read-only")))
    elif kind == "rename":
        refuse = _raise(PermissionError(13, "Permission denied"))
        _on_call(monkeypatch, writers.PreparedFile, "commit", int(number),
                 lambda real, a, k: refuse(), only=is_output)  # fmt: skip
        return "nothing" if number == "0" else "partial"
    elif kind == "sigint":
        owner, name = {
            "release": (task, "release"),
            "audit": (task, "audit"),
            "manifest": (task, "build_manifest"),
            "render": (task, "render_report"),
            "write": (writers, "_prepare"),
            "commit": (commit_module, "interrupts_held"),
        }[number]
        if number == "audit":
            monkeypatch.setattr(task, "audits_enabled", lambda project: True)
        monkeypatch.setattr(owner, name, _sigint_then(getattr(owner, name)))
    elif kind == "sigintcommit":  # Ctrl-C while the files are put in place
        _on_call(monkeypatch, writers.PreparedFile, "commit", 0,
                 _sigint_then(lambda real, a, k: real(*a, **k)), only=is_output)  # fmt: skip
        return "all"
    return "nothing"


def stages(key: str) -> list[str]:
    n = len(OUTPUT_NAMES[key])
    found = ["read", "release", "audit", "manifest", "render"]
    found += [f"write-{i}" for i in range(n)]
    found += ["ledgerwrite"] if key in LEDGER_TASKS else []
    found += [f"rename-{i}" for i in range(n)]
    found += [f"sigint-{s}" for s in ("release", "audit", "manifest", "render", "write")]
    return [*found, "sigint-commit", "sigintcommit"]


@pytest.mark.parametrize("key, stage", [(key, stage) for key in TASKS for stage in stages(key)])
def test_a_fault_at_any_stage_charges_exactly_what_was_written(
    key, stage, projects, tmp_path, monkeypatch
):
    case = Case(key, projects[key], tmp_path)
    expected = inject(monkeypatch, case, stage)
    written, message = case.run()
    assert written is None, "the injected fault did not stop the run"
    case.check(expected, message)
    if stage.startswith("sigint-"):
        assert message.startswith("Interrupted.")


def test_sigterm_in_main_py_run_takes_the_same_path(projects, tmp_path, monkeypatch, capsys):
    """`main.py run` stopped by SIGTERM during the release: exit 130, nothing charged."""
    case = Case("statistics", projects["statistics"], tmp_path)
    document = json.loads(projects["statistics"].read_text(encoding="utf-8"))
    document["budget"]["ledger"] = str(case.ledger)
    document["outputs"] = {k: str(p) for k, p in case.outputs.items()}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    real = case.task.release

    def terminated(*args, **kwargs):
        signal.raise_signal(signal.SIGTERM)
        return real(*args, **kwargs)

    monkeypatch.setattr(case.task, "release", terminated)
    assert cli_main(["run", str(path), "--quiet"]) == 130
    message = capsys.readouterr().err.strip()
    assert message == f"Interrupted. {NOTHING}"
    case.check("nothing", message)
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


@pytest.mark.parametrize("key", ["statistics", "survey"])
def test_two_runs_into_the_same_files_one_wins_the_other_is_refused(
    key, projects, tmp_path, monkeypatch
):
    """Both prepare, then commit at the same moment: one puts its files in place, the other
    (the ledger changed under it, or the files appeared) is refused; nothing is replaced."""
    case = Case(key, projects[key], tmp_path)
    barrier = threading.Barrier(2, timeout=60)
    real_commit = runner.commit

    def together(*args, **kwargs):
        barrier.wait()
        return real_commit(*args, **kwargs)

    monkeypatch.setattr(runner, "commit", together)
    results: list = [None, None]

    def one(i: int) -> None:
        try:
            results[i] = run_task(case.task, case.project)
        except PrivDeskError as exc:
            results[i] = exc

    threads = [threading.Thread(target=one, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    won = [r for r in results if isinstance(r, tuple)]
    lost = [r for r in results if isinstance(r, PrivDeskError)]
    assert len(won) == 1 and len(lost) == 1, results
    written, outcome = won[0]
    message = str(lost[0])
    if key in LEDGER_TASKS:
        assert "another release from this file was recorded" in message
        assert case.ledger_releases()[-1] == outcome.release.charge.release_id
    else:
        assert "appeared while this run was writing" in message
    leftovers = [p.name for p in case.out.iterdir() if ".tmp" in p.name]
    assert leftovers == [] and sorted(written) == sorted(case.outputs.values())
    mine = rendered_outputs(outcome, case.outputs)["manifest"]
    assert case.outputs["manifest"].read_text(encoding="utf-8") == mine  # the winner's


def test_a_release_exported_twice_is_charged_once(projects, tmp_path):
    """The wizard may export the same release again (another folder, or after a failed
    rename): the ledger already holds it, so only the files are written."""
    case = Case("model", projects["model"], tmp_path)
    outcome = run_task(case.task, case.project)[1]
    again = {k: tmp_path / "again" / p.name for k, p in case.outputs.items()}
    assert sorted(runner.write_outcome(outcome, again)) == sorted(again.values())
    assert len(case.ledger_releases()) == 2  # the earlier release and this one, once
    shutil.rmtree(tmp_path / "again")


def test_a_sweep_whose_csv_cannot_be_written_charges_nothing(
    projects, tmp_path, monkeypatch, capsys
):
    """`main.py sweep` charges its trainings with its CSV, in one commit: a full disk at
    the CSV leaves the dataset's ledger as it was; the next sweep is charged once."""
    document = json.loads(projects["model"].read_text(encoding="utf-8"))
    document["budget"] = {"ledger": str(tmp_path / "ledger.jsonl")}
    path = tmp_path / "model.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    argv = ["sweep", str(path), "--param", "epsilon", "--values", "40,50", "--quiet"]
    _on_call(monkeypatch, writers, "_prepare", 0, _disk_full)
    assert cli_main([*argv, "--output", str(tmp_path / "s.csv")]) == 2
    assert capsys.readouterr().err.strip().endswith(NOTHING)
    assert not (tmp_path / "ledger.jsonl").exists() and list(tmp_path.glob(".*")) == []
    monkeypatch.undo()
    assert cli_main([*argv, "--output", str(tmp_path / "s.csv")]) == 0
    entries = open_ledger(tmp_path / "ledger.jsonl", file_sha256(document["input"]["path"]),
                          "x").entries  # fmt: skip
    assert len(entries) == 2 and len({e.release_id for e in entries}) == 1

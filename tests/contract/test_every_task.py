"""The contract every registered task keeps, checked on its bundled sample project.

Parametrized over `engine.tasks.REGISTRY`, so a task added to the registry is held to the
same rules with no edit here: its sample runs headless and writes every output it names;
the manifest has the common keys, a ledger and never the release's seed or generator
state; the report states the guarantee; a cancel leaves no file; every subcommand ends
with exit 0 or one `error:` line (never a traceback); and the real wizard takes the sample
from the Load page to an exported manifest.
"""

from __future__ import annotations

import html
import io
import json
import os
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

import engine
from engine.cli import load_task_project
from engine.core import i18n
from engine.core.errors import Cancelled
from engine.core.jobs import CancelFlag, JobContext
from engine.core.manifest import COMMON_KEYS, MANIFEST_FORMAT
from engine.core.runner import run_task
from engine.tasks import REGISTRY, get_task
from main import main as privdesk
from tests.paths import SAMPLES
from tests.report_words import english_in

KEYS = list(REGISTRY)
SIMULATIONS = "2"  # the fewest that still give a mean and a spread
AUDIT_SEED = 8_675_309  # a number that cannot appear in a manifest by chance


def sample(key: str) -> Path:
    return SAMPLES / REGISTRY[key].sample_project


def cli(*argv) -> tuple[int, str, str]:
    """`main.py ARGV` in this process: exit status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = privdesk([str(a) for a in argv])
        except SystemExit as exc:  # argparse's own errors
            code = exc.code
    return code, out.getvalue(), err.getvalue()


def fast(task, argv: list) -> list:
    """Few utility simulations, for tasks where `--simulations` means something."""
    return [*argv, "--simulations", SIMULATIONS] if task.has_simulations else argv


def assert_clean_exit(code: int, err: str) -> None:
    """Exit 0, or exit 2 with exactly one `error:` line; never a traceback."""
    assert "Traceback" not in err
    assert code in (0, 2), (code, err)
    if code == 2:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), err


def expected_outputs(key: str, folder: Path) -> dict[str, Path]:
    task, project = load_task_project(sample(key))
    return {k: folder / Path(p).name for k, p in task.output_files(project).items() if p}


def copied_project(key: str, folder: Path, **audit) -> Path:
    """The sample project beside `folder`'s outputs: inputs as absolute paths into
    resources/samples, audit settings replaced by `audit`, fewer simulations."""
    document = json.loads(sample(key).read_text(encoding="utf-8"))
    for role, value in document["input"].items():
        if isinstance(value, str) and not Path(value).is_absolute():
            document["input"][role] = str(SAMPLES / value)
    if get_task(key).has_simulations:
        document["audit"]["simulations"] = int(SIMULATIONS)
    document["audit"].update(audit)
    path = folder / sample(key).name
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def seed_keys(node, path=()) -> list[tuple[tuple, object]]:
    """(path, value) of every key that mentions a seed or a generator's state."""
    found = []
    if isinstance(node, dict):
        for name, value in node.items():
            here = (*path, name)
            if any(word in name.lower() for word in ("seed", "bit_generator", "entropy")):
                found.append((here, value))
            found += seed_keys(value, here)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += seed_keys(value, (*path, index))
    return found


def assert_no_release_seed(manifest: dict, audit_seed: int | None = None) -> None:
    """The manifest may echo the audit's own seed setting (a key `seed` in an audit
    section, equal to the project's setting) and nothing else about seeds: never the
    release's seed, a generator's state or entropy."""
    allowed = []
    for path, value in seed_keys(manifest):
        assert path[-1] == "seed" and "audit" in str(path[-2]), f"{path} = {value!r}"
        assert value == audit_seed, f"{path} = {value!r}"
        allowed.append(path)
    stripped = json.loads(json.dumps(manifest))
    for path in allowed:
        parent = stripped
        for part in path[:-1]:
            parent = parent[part]
        del parent[path[-1]]
    text = json.dumps(stripped).lower()
    assert "seed" not in text and "bit_generator" not in text and "pcg64" not in text
    if audit_seed is not None:
        assert str(audit_seed) not in text


# --- (a)–(c): the sample project through `main.py run` -------------------------------------


class Ran:
    def __init__(self, key: str, folder: Path) -> None:
        self.key, self.folder, self.task = key, folder, get_task(key)
        self.inputs = self._input_bytes()
        argv = ["run", sample(key), "--output-dir", folder, "--quiet"]
        self.code, self.out, self.err = cli(*fast(self.task, argv))
        self.outputs = expected_outputs(key, folder)

    def manifest(self) -> dict:
        return json.loads(self.outputs["manifest"].read_text(encoding="utf-8"))

    def _input_bytes(self) -> dict[Path, bytes]:
        """Every file the sample project reads, and the project itself, as bytes."""
        project = load_task_project(sample(self.key))[1]
        paths = [sample(self.key), *self.task.input_files(project).values()]
        return {Path(p): Path(p).read_bytes() for p in paths}


@pytest.fixture(scope="module", params=KEYS)
def ran(request, tmp_path_factory) -> Ran:
    return Ran(request.param, tmp_path_factory.mktemp(f"run_{request.param}"))


def test_sample_runs_headless_and_writes_every_output(ran):
    assert (ran.code, ran.err) == (0, "")
    assert ran.outputs, "the sample project names no output"
    assert {"manifest", "report"} <= set(ran.outputs)
    for path in ran.outputs.values():
        assert path.is_file() and path.stat().st_size > 0, path
    wrote = {
        line.removeprefix("wrote ") for line in ran.out.splitlines() if line.startswith("wrote ")
    }
    assert wrote == {str(p) for p in ran.outputs.values()}
    assert sorted(p.name for p in ran.folder.iterdir()) == sorted(
        p.name for p in ran.outputs.values()
    )  # no temporary file left behind


def test_the_input_files_are_never_modified(ran):
    assert ran._input_bytes() == ran.inputs


def test_manifest_has_the_common_keys_a_ledger_and_no_seed(ran):
    manifest = ran.manifest()
    assert set(COMMON_KEYS) <= set(manifest)
    assert manifest["format"] == MANIFEST_FORMAT
    assert manifest["software_version"] == engine.__version__
    assert manifest["task"]["kind"] == ran.key
    ledger = manifest["ledger"]
    assert len(ledger["entries"]) >= 1 and len(ledger["totals"]) >= 1
    for total in ledger["totals"]:
        assert {"unit", "epsilon", "delta", "formally_private", "entries"} <= set(total)
    assert_no_release_seed(manifest)


def test_a_set_audit_seed_is_never_taken_for_the_release(tmp_path):
    """With an audit seed in the project, the manifest still holds no other seed (audits
    off: only the release matters here, and it stays quick)."""
    for key in KEYS:
        folder = tmp_path / key
        folder.mkdir()
        project = copied_project(key, folder, seed=AUDIT_SEED, enabled=False)
        code, _, err = cli("run", project, "--quiet")
        assert (code, err) == (0, "")
        manifest = json.loads(expected_outputs(key, folder)["manifest"].read_text("utf-8"))
        assert_no_release_seed(manifest, audit_seed=AUDIT_SEED)


def test_report_states_the_guarantee(ran):
    statement = ran.manifest()["guarantee"]["statement"]
    assert statement
    report = ran.outputs["report"].read_text(encoding="utf-8")
    assert report.lstrip().lower().startswith("<!doctype html")
    assert statement in html.unescape(report)
    assert ran.out.splitlines()[0] == statement  # the command line's summary starts with it


# --- (d): cancel ---------------------------------------------------------------------------


@pytest.mark.parametrize("key", KEYS)
def test_cancel_after_half_way_leaves_no_file(key, tmp_path):
    task, project = load_task_project(sample(key))
    moved = {k: tmp_path / Path(p).name for k, p in task.output_files(project).items() if p}
    project = task.with_output_files(project, moved)
    flag, seen = CancelFlag(), []

    def progress(fraction: float, message: str) -> None:
        seen.append(fraction)
        if fraction > 0.5:
            flag.cancel()

    with pytest.raises(Cancelled):
        run_task(task, project, JobContext(progress, flag))
    assert max(seen) > 0.5
    assert list(tmp_path.iterdir()) == []


# --- (e): every subcommand ends with exit 0 or one sentence --------------------------------


def test_every_subcommand_ends_cleanly(ran, tmp_path):
    assert_clean_exit(ran.code, ran.err)
    task = ran.task
    sweep = ["sweep", sample(ran.key), "--output", tmp_path / "sweep.csv", "--quiet"]
    if task.sweep_parameters:
        parameter = task.sweep_parameters[0]
        document = json.loads(sample(ran.key).read_text(encoding="utf-8"))
        # The project's own setting (in whichever section holds it): one row.
        value = next(
            section[parameter]
            for section in document.values()
            if isinstance(section, dict) and parameter in section
        )
        sweep += ["--param", parameter, "--values", str(value)]
    code, _, err = cli(*fast(task, sweep))
    assert_clean_exit(code, err)
    if task.sweep_parameters:
        assert code == 0 and (tmp_path / "sweep.csv").is_file()
    else:
        assert code == 2 and "does not offer a sweep" in err
        assert not (tmp_path / "sweep.csv").exists()

    again = tmp_path / "again.html"
    code, out, err = cli("report", ran.outputs["manifest"], "--output", again)
    assert_clean_exit(code, err)
    assert code == 0 and out.strip() == f"wrote {again}"
    statement = ran.manifest()["guarantee"]["statement"]
    assert statement in html.unescape(again.read_text(encoding="utf-8"))


@pytest.mark.parametrize("key", KEYS)
def test_simulations_on_a_task_without_them_is_one_sentence(key, tmp_path):
    task = get_task(key)
    if task.has_simulations:
        pytest.skip(f"the {key} task has utility simulations")
    code, out, err = cli("run", sample(key), "--output-dir", tmp_path, "--simulations", "3")
    assert_clean_exit(code, err)
    assert code == 2 and "--simulations" in err and "no utility simulations" in err
    assert out == "" and list(tmp_path.iterdir()) == []


# --- (f): the sample through the real wizard -----------------------------------------------


@pytest.fixture
def wizard_settings(tmp_path_factory, qapp):
    """Settings and recent files in a temporary folder, as tests/gui/conftest.py does."""
    from PySide6.QtCore import QSettings, QStandardPaths

    from gui import gc_guard

    gc_guard.install(qapp)
    QStandardPaths.setTestModeEnabled(True)
    qapp.setApplicationName("PrivDesk")
    qapp.setOrganizationName("PrivDesk-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    home = tmp_path_factory.mktemp("settings")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home))
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.mark.parametrize("key", KEYS)
def test_sample_through_the_wizard_to_an_exported_manifest(key, qtbot, wizard_settings, tmp_path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt

    from gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    project = copied_project(key, tmp_path)
    window.open_project(project)
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy() and load.problem() is None, timeout=60_000)
    assert window.state.family == key

    exported = tmp_path / "export"
    exported.mkdir()
    while True:
        page = window.pages[window.current]
        if hasattr(page, "privatizeButton"):  # the job step: run it, wait for its result
            qtbot.mouseClick(page.privatizeButton, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda p=page: not p.busy() and p.problem() is None, timeout=120_000)
        if window.current == len(window.pages) - 1:
            break
        assert window.next_button.isEnabled(), (page.title, window.reason.text())
        before = window.current
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
        assert window.current == before + 1, window.reason.text()

    export = window.pages[-1]
    export.folder_edit.setText(str(exported))
    assert export.export_button.isEnabled(), export.status.text()
    qtbot.mouseClick(export.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not export.busy() and any(exported.glob("*_manifest.json")))
    [manifest_path] = exported.glob("*_manifest.json")
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    assert manifest["task"]["kind"] == key
    assert set(COMMON_KEYS) <= set(manifest)
    assert_no_release_seed(manifest)


def test_the_report_in_french_has_no_english_left(ran):
    """Every sentence of a report goes through tr(): the sample's report rendered in French
    holds no English word (`tests.report_words.ENGLISH`: "the", "with", "ledger", "proven",
    mechanism names…) beyond what the person wrote (labels, columns) and the exact terms
    after "Détails :". A new string fails here until it is translated."""
    manifest = ran.manifest()
    before = i18n.language()
    i18n.set_language("fr")
    try:
        page = ran.task.render_report(manifest)
    finally:
        i18n.set_language(before)
    assert english_in(page, manifest) == []

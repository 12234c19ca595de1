"""`python main.py selftest`: prove an installed PrivDesk works, offline, in about a minute.

Runs the targeting pipeline headless on a bundled sample (every file format, privatize,
audit, report and manifest into a temporary folder), every other task's sample headless,
then opens and grabs every wizard page of every task (offscreen when there is no
display). Prints one line per step; exit status 0 only if all pass. Nothing is written
outside the temporary folder except the usual user settings.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from engine.core import i18n
from engine.core.i18n import number, tr
from engine.privacy.ledger_store import user_data_dir_moved_to
from engine.tasks import REGISTRY, get_task, task_title

SAMPLES = Path(__file__).resolve().parents[1] / "resources" / "samples"
LANGUAGE_ENV = "PRIVDESK_LANG"  # gui.i18n.LANGUAGE_ENV (not imported: it loads Qt)


def run_selftest(out=sys.stdout) -> int:
    from gui.app import has_display

    if not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    work = Path(tempfile.mkdtemp(prefix="privdesk-selftest-"))
    # The wizard's pages speak the language these lines are printed in (the command's).
    language = os.environ.get(LANGUAGE_ENV)
    os.environ[LANGUAGE_ENV] = i18n.language()
    context: dict = {}
    failures = 0

    def step(name: str, action: Callable[[], str]) -> None:
        nonlocal failures
        started = time.perf_counter()
        try:
            detail = action()
        except Exception as exc:  # report every failure as one line and go on
            failures += 1
            last = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{Path(last.filename).name}:{last.lineno}"
            line = tr("FAIL {step}: {error}: {message} ({where})").format(
                step=name, error=type(exc).__name__, message=exc, where=where
            )
            print(line, file=out, flush=True)
            return
        seconds = number(time.perf_counter() - started, ".1f")
        line = tr("ok   {step} ({seconds} s)").format(step=name, seconds=seconds)
        print(f"{line} — {detail}" if detail else line, file=out, flush=True)

    # The statistics task's dataset ledgers go to the temporary folder, not the user's.
    with user_data_dir_moved_to(work / "data"):
        try:
            step(tr("read every file format"), lambda: _formats(work, context))
            step(tr("privatize the poverty sample"), lambda: _privatize(work, context))
            step(tr("audit and simulate the program"), lambda: _audit(context))
            step(tr("write data, HTML report and manifest"), lambda: _export(context))
            step(tr("write the PDF report"), lambda: _pdf(work, context))
            for key in REGISTRY:
                if key != "targeting":
                    name = tr("run the “{task}” sample").format(task=task_title(key))
                    step(name, lambda key=key: _run_sample(key, work))
            step(tr("open and grab every wizard page"), lambda: _pages(work))
        finally:
            shutil.rmtree(work, ignore_errors=True)
            if language is None:
                os.environ.pop(LANGUAGE_ENV, None)
            else:
                os.environ[LANGUAGE_ENV] = language
    print(
        tr("selftest passed")
        if failures == 0
        else tr("selftest FAILED ({count} step(s))").format(count=failures),
        file=out,
        flush=True,
    )
    return 0 if failures == 0 else 1


def _formats(work: Path, context: dict) -> str:
    from engine.core.writers import write_table_atomic
    from engine.data.readers import read_table

    table = read_table(SAMPLES / "poverty_sample.csv")
    frame = table.frame.head(200)
    written = ("xlsx", "parquet", "sav", "dta")
    for suffix in written:
        path = work / f"copy.{suffix}"
        write_table_atomic(frame, path)
        back = read_table(path).frame
        if back.shape != frame.shape:
            raise AssertionError(
                tr("{format}: read back {read}, wrote {written}").format(
                    format=suffix, read=back.shape, written=frame.shape
                )
            )
    context["table"] = table
    return ", ".join(("csv", *written))


def _privatize(work: Path, context: dict) -> str:
    from engine.core.project_file import load_project
    from engine.tasks.targeting import run
    from engine.tasks.targeting.project import OutputSpec

    project = load_project(SAMPLES / "poverty_project.json")
    audit = dataclasses.replace(project.audit, simulations=2, inference_targets=100)
    outputs = OutputSpec(work / "released.csv", work / "report.html", work / "manifest.json")
    project = dataclasses.replace(project, audit=audit, outputs=outputs)
    data = run.load_data(project, context["table"])
    context["project"], context["release"] = project, run.privatize(project, data)
    return context["release"].release.guarantee.describe().split(":")[0].strip()


def _audit(context: dict) -> str:
    from engine.tasks.targeting import run

    context["audit"] = run.audit(context["release"])
    accuracy = context["audit"].evaluation.utility["accuracy"].mean
    return tr("targeting accuracy {accuracy}").format(accuracy=number(accuracy, ".3f"))


def _export(context: dict) -> str:
    import json

    from engine.core.runner import Outcome, write_outcome
    from engine.tasks.targeting.task import TASK

    release, audit = context["release"], context["audit"]
    outcome = Outcome(TASK, release.project, release, audit, TASK.build_manifest(release, audit))
    written = write_outcome(outcome)
    manifest = json.loads(context["project"].outputs.manifest.read_text(encoding="utf-8"))
    if manifest["audit"] is None or "seed" in json.dumps(manifest).lower():
        raise AssertionError(tr("the manifest lacks its audit or names a seed"))
    context["manifest"] = manifest
    return tr("{count} files").format(count=len(written))


def _pdf(work: Path, context: dict) -> str:
    from gui.app import create_application
    from gui.report_pdf import write_report_pdf

    create_application()
    path = work / "report.pdf"
    write_report_pdf(path, context["manifest"], [])
    if not path.read_bytes().startswith(b"%PDF"):
        raise AssertionError(tr("not a PDF"))
    return tr("{size} kB").format(size=number(path.stat().st_size // 1024, ","))


def _run_sample(key: str, work: Path) -> str:
    """Task `key`'s bundled sample through the runner, its outputs in `work`."""
    from engine.core.project_file import read_document
    from engine.core.runner import run_task

    task = get_task(key)
    sample = SAMPLES / REGISTRY[key].sample_project
    project = task.project_from_dict(read_document(sample), SAMPLES)
    folder = work / key
    moved = {
        name: folder / path.name
        for name, path in task.output_files(project).items()
        if path is not None
    }
    written, _ = run_task(task, task.with_output_files(project, moved))
    return tr("{count} files").format(count=len(written))


def _pages(work: Path) -> str:
    from gui.screenshots import take_screenshots

    shots = take_screenshots(work / "pages", "poverty", simulations=2)
    small = [p.name for p in shots if p.stat().st_size < 2000]
    if small:
        raise AssertionError(tr("blank page images: {files}").format(files=", ".join(small)))
    return tr("{count} pages and plots").format(count=len(shots))

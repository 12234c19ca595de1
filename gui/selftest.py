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

from engine.tasks import REGISTRY, get_task

SAMPLES = Path(__file__).resolve().parents[1] / "resources" / "samples"


def run_selftest(out=sys.stdout) -> int:
    from gui.app import has_display

    if not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    work = Path(tempfile.mkdtemp(prefix="privdesk-selftest-"))
    # The statistics task's dataset ledgers go to the temporary folder, not the user's.
    data_dir = os.environ.get("PRIVDESK_DATA_DIR")
    os.environ["PRIVDESK_DATA_DIR"] = str(work / "data")
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
            print(
                f"FAIL {name}: {type(exc).__name__}: {exc} ({Path(last.filename).name}:"
                f"{last.lineno})",
                file=out,
                flush=True,
            )
            return
        suffix = f" — {detail}" if detail else ""
        print(f"ok   {name} ({time.perf_counter() - started:.1f} s){suffix}", file=out, flush=True)

    try:
        step("read every file format", lambda: _formats(work, context))
        step("privatize the poverty sample", lambda: _privatize(work, context))
        step("audit and simulate the program", lambda: _audit(context))
        step("write data, HTML report and manifest", lambda: _export(context))
        step("write the PDF report", lambda: _pdf(work, context))
        for key in REGISTRY:
            if key != "targeting":
                step(f"run the {key} sample", lambda key=key: _run_sample(key, work))
        step("open and grab every wizard page", lambda: _pages(work))
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if data_dir is None:
            os.environ.pop("PRIVDESK_DATA_DIR", None)
        else:
            os.environ["PRIVDESK_DATA_DIR"] = data_dir
    print(
        "selftest passed" if failures == 0 else f"selftest FAILED ({failures} step(s))",
        file=out,
        flush=True,
    )
    return 0 if failures == 0 else 1


def _formats(work: Path, context: dict) -> str:
    from engine.core.writers import write_table_atomic
    from engine.data.readers import read_table

    table = read_table(SAMPLES / "poverty_sample.csv")
    frame = table.frame.head(200)
    for suffix in ("xlsx", "parquet", "sav", "dta"):
        path = work / f"copy.{suffix}"
        write_table_atomic(frame, path)
        back = read_table(path).frame
        if back.shape != frame.shape:
            raise AssertionError(f"{suffix}: read back {back.shape}, wrote {frame.shape}")
    context["table"] = table
    return "csv, xlsx, parquet, sav, dta"


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
    return context["release"].release.guarantee.statement.split(":")[0]


def _audit(context: dict) -> str:
    from engine.tasks.targeting import run

    context["audit"] = run.audit(context["release"])
    accuracy = context["audit"].evaluation.utility["accuracy"].mean
    return f"targeting accuracy {accuracy:.3f}"


def _export(context: dict) -> str:
    import json

    from engine.core.runner import Outcome, write_outcome
    from engine.tasks.targeting.task import TASK

    release, audit = context["release"], context["audit"]
    outcome = Outcome(TASK, release.project, release, audit, TASK.build_manifest(release, audit))
    written = write_outcome(outcome)
    manifest = json.loads(context["project"].outputs.manifest.read_text(encoding="utf-8"))
    if manifest["audit"] is None or "seed" in json.dumps(manifest).lower():
        raise AssertionError("the manifest lacks its audit or names a seed")
    context["manifest"] = manifest
    return f"{len(written)} files"


def _pdf(work: Path, context: dict) -> str:
    from gui.app import create_application
    from gui.report_pdf import write_report_pdf

    create_application()
    path = work / "report.pdf"
    write_report_pdf(path, context["manifest"], [])
    if not path.read_bytes().startswith(b"%PDF"):
        raise AssertionError("not a PDF")
    return f"{path.stat().st_size // 1024} kB"


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
    return f"{len(written)} files"


def _pages(work: Path) -> str:
    from gui.screenshots import take_screenshots

    shots = take_screenshots(work / "pages", "poverty", simulations=2)
    small = [p.name for p in shots if p.stat().st_size < 2000]
    if small:
        raise AssertionError(f"blank page images: {', '.join(small)}")
    return f"{len(shots)} pages and plots"

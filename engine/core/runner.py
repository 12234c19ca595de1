"""The one job runner: check → release → audit → manifest → report → prepare → commit.

Every task runs through here, from the command line and from the wizard's export step, so
the same checks guard every output: no output may overwrite an input or another output,
nothing is written before every number and the report are ready, and a cancel at any
point (it is polled between stages and before the commit) leaves no file behind. A task
with a dataset's ledger (its optional `charges(release)`: the pending charges) is charged
only at the commit (`engine.core.commit`), together with putting its files in place: a run
that fails before charges nothing, and says so.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.boundary import SharedFigures, holder_audit_paths, report_html, split
from engine.core.commit import before_commit, commit
from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.spark_paths import is_remote
from engine.core.writers import PreparedFile, prepare_bytes, prepare_table, prepare_workbook

if TYPE_CHECKING:
    from engine.tasks.base import Task


@dataclass(frozen=True)
class Outcome:
    """A finished release with its audits (None when turned off) and manifest; `charges`
    are the pending ledger charges the export commits (the task's, and the wizard's sweep)."""

    task: Task
    project: Any
    release: Any
    audits: Any
    manifest: dict
    charges: tuple = ()


def task_charges(task: Task, release) -> tuple:
    """The release's pending charges of a dataset's ledger (none for a task without one)."""
    charges = getattr(task, "charges", None)
    return () if charges is None else tuple(charges(release))


def has_ledger(task: Task) -> bool:
    return getattr(task, "charges", None) is not None


def check_output_paths(
    task: Task, project, extra: dict[str, Path] | None = None, also_inputs: Sequence[Path] = ()
) -> dict[str, Path]:
    """The outputs the project asks for (plus `extra` ones such as the wizard's PDF),
    refused if one would overwrite an input file (the task's, or `also_inputs` such as the
    project file itself) or another output, or names a folder."""
    outputs = {k: Path(p) for k, p in task.output_files(project).items() if p is not None}
    outputs.update(extra or {})
    if not outputs:
        names = ", ".join(f"outputs.{k}" for k in task.output_files(project))
        raise InputError(tr("the project names no output ({keys}).").format(keys=names))
    inputs = task.input_files(project).values()
    sources = {Path(p).resolve() for p in inputs if not is_remote(p)}  # not Spark's locations
    sources |= {Path(p).resolve() for p in also_inputs}
    for key, path in outputs.items():
        if path.resolve() in sources:
            raise InputError(
                tr("{key} would overwrite the input file; choose another name.").format(
                    key=f"outputs.{key}"
                ),
                path=path,
            )
        if path.is_dir():
            raise InputError(
                tr("{key} names a folder; give a file name.").format(key=f"outputs.{key}"),
                path=path,
            )
    if len({p.resolve() for p in outputs.values()}) < len(outputs):
        raise InputError(tr("two outputs have the same file name; give each its own."))
    return outputs


def release_and_audit(task: Task, project, ctx: JobContext | None = None) -> Outcome:
    ctx = ctx or JobContext()
    release = task.release(project, ctx.sub(0.0, 0.4))
    audits = task.audit(release, ctx.sub(0.4, 0.95)) if task.audits_enabled(project) else None
    ctx.report(0.96, tr("Writing the manifest"))
    manifest = task.build_manifest(release, audits)
    return Outcome(task, project, release, audits, manifest, task_charges(task, release))


def write_outcome(
    outcome: Outcome,
    outputs: dict[str, Path] | None = None,
    *,
    figures: SharedFigures | None = None,
    table_format: str | None = None,
    pdf: bytes | None = None,
    holder_figures: Sequence[tuple[str, bytes]] = (),
    holder_pdf: bytes | None = None,
    ctx: JobContext | None = None,
    overwrite: bool | Collection[Path] = False,
    csv_formula_guard: bool = True,
) -> list[Path]:
    """Render everything, fill every file as a temporary file, then commit: charge the
    ledger and put the files in place (`engine.core.commit`); returns the paths.

    `table_format` overrides the tables' file type (the wizard's format choice); `pdf` is
    the report the wizard painted with Qt, written under the output key "pdf". The shared
    report's `figures` are drawn from the shared release (`SharedRelease.draw`); the holder's
    audit ("holder_audit", "holder_audit_manifest", the wizard's "holder_audit_pdf") has
    its own `holder_figures` and `holder_pdf` (`engine.core.boundary`);
    `overwrite` replaces files that exist (True: any; a collection: those paths), else a
    file that exists (one that appeared since the check) is refused;
    `csv_formula_guard` False writes CSV text exactly as it is (`write_table_atomic`).
    """
    ctx = ctx or JobContext()
    with before_commit(bool(outcome.charges) or has_ledger(outcome.task)):
        if outputs is None:
            outputs = check_output_paths(outcome.task, outcome.project)
        contents = rendered_outputs(outcome, outputs, figures, pdf)
        contents |= holder_outputs(outcome, outputs, holder_figures, holder_pdf)
        ctx.check()
        prepared = prepare_outputs(contents, outputs, table_format, ctx, csv_formula_guard)
    return commit(prepared, outcome.charges, overwrite)


def rendered_outputs(
    outcome: Outcome,
    outputs: dict[str, Path],
    figures: SharedFigures | None = None,
    pdf: bytes | None = None,
) -> dict[str, Any]:
    """Output key → its content: a table, a mapping of sheet name → table (one workbook),
    text or bytes; only the keys `outputs` asks for. Only the shared release goes in."""
    figures = SharedFigures() if figures is None else figures
    if not isinstance(figures, SharedFigures):
        raise TypeError("the shared report's figures come from SharedRelease.draw")
    shared, _ = split(outcome)
    contents: dict[str, Any] = {k: v for k, v in shared.tables.items() if k in outputs}
    if "manifest" in outputs:
        contents["manifest"] = json.dumps(shared.manifest, indent=2) + "\n"
    if "report" in outputs:
        contents["report"] = report_html(outcome.task, shared.manifest, figures.items)
    if "pdf" in outputs:
        if pdf is None:
            raise ValueError("a PDF output needs the painted PDF")
        contents["pdf"] = pdf
    return contents


def holder_outputs(
    outcome: Outcome,
    outputs: dict[str, Path],
    figures: Sequence[tuple[str, bytes]] = (),
    pdf: bytes | None = None,
) -> dict[str, Any]:
    """The data holder's audit files that `outputs` asks for: its report (HTML, the
    wizard's PDF) and its manifest, the whole one."""
    _, holder = split(outcome)
    contents: dict[str, Any] = {}
    if "holder_audit" in outputs:
        contents["holder_audit"] = outcome.task.render_holder_audit(holder.manifest, figures)
    if "holder_audit_manifest" in outputs:
        contents["holder_audit_manifest"] = json.dumps(holder.manifest, indent=2) + "\n"
    if "holder_audit_pdf" in outputs:
        if pdf is None:
            raise ValueError("a holder's audit PDF output needs the painted PDF")
        contents["holder_audit_pdf"] = pdf
    return contents


def prepare_outputs(
    contents: dict[str, Any],
    outputs: dict[str, Path],
    table_format: str | None = None,
    ctx: JobContext | None = None,
    csv_formula_guard: bool = True,
) -> list[PreparedFile]:
    """Every content as a complete temporary file beside its output (none left behind if
    one fails or the user cancels)."""
    ctx = ctx or JobContext()
    prepared: list[PreparedFile] = []
    try:
        for done, (key, content) in enumerate(contents.items()):
            ctx.report(done / len(contents), tr("Writing {file}").format(file=outputs[key].name))
            if isinstance(content, str | bytes):
                prepared.append(prepare_bytes(outputs[key], content))
            elif isinstance(content, Mapping):  # named sheets: one workbook
                prepared.append(prepare_workbook(content, outputs[key]))
            else:
                prepared.append(
                    prepare_table(
                        content,
                        outputs[key],
                        format=table_format,
                        csv_formula_guard=csv_formula_guard,
                    )
                )
        ctx.check()  # the last moment a cancel can stop the export: nothing is charged
    except BaseException:
        for item in prepared:
            item.discard()
        raise
    return prepared


def run_task(
    task: Task,
    project,
    ctx: JobContext | None = None,
    also_inputs: Sequence[Path] = (),
    overwrite: bool = False,
    csv_formula_guard: bool = True,
    holder_audit: bool = False,
    pdf: Path | None = None,
    paint_pdf: Callable[[Outcome], bytes] | None = None,
) -> tuple[list[Path], Outcome]:
    """The whole job for the command line: returns the written paths and the outcome;
    `holder_audit` adds the data holder's audit beside the report (`holder_audit_paths`);
    `pdf` the shared report as a PDF file, painted from the outcome by `paint_pdf` (Qt's,
    which the engine does not import: `main.py` hands it in)."""
    ctx = ctx or JobContext()
    extra = {} if pdf is None else {"pdf": pdf}
    with before_commit(has_ledger(task)):
        outputs = check_output_paths(task, project, extra, also_inputs=also_inputs)
        if holder_audit:
            extra |= holder_audit_paths(outputs)
            outputs = check_output_paths(task, project, extra, also_inputs=also_inputs)
        outcome = release_and_audit(task, project, ctx.sub(0.0, 0.97))
        ctx.report(0.97, tr("Writing outputs"))
        painted = None if pdf is None else paint_pdf(outcome)
    written = write_outcome(
        outcome,
        outputs,
        pdf=painted,
        ctx=ctx.sub(0.98, 1.0),
        overwrite=overwrite,
        csv_formula_guard=csv_formula_guard,
    )
    ctx.report(1.0, tr("Done"))
    return written, outcome

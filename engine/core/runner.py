"""The one job runner: check → release → audit → manifest → report → atomic write.

Every task runs through here, from the command line and from the wizard's export step, so
the same checks guard every output: no output may overwrite an input or another output,
nothing is written before every number and the report are ready, and a cancel at any
point (it is polled between stages and before the first file) leaves no file behind.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.writers import (
    write_bytes_atomic,
    write_table_atomic,
    write_text_atomic,
    write_workbook_atomic,
)

if TYPE_CHECKING:
    from engine.tasks.base import Task


@dataclass(frozen=True)
class Outcome:
    """A finished release with its audits (None when turned off) and manifest."""

    task: Task
    project: Any
    release: Any
    audits: Any
    manifest: dict


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
    sources = {Path(p).resolve() for p in task.input_files(project).values()}
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
    return Outcome(task, project, release, audits, task.build_manifest(release, audits))


def write_outcome(
    outcome: Outcome,
    outputs: dict[str, Path] | None = None,
    *,
    figures: Sequence[tuple[str, bytes]] = (),
    table_format: str | None = None,
    pdf: bytes | None = None,
    ctx: JobContext | None = None,
) -> list[Path]:
    """Render everything first, then write each file atomically; returns the paths.

    `table_format` overrides the tables' file type (the wizard's format choice); `pdf` is
    the report the wizard painted with Qt, written under the output key "pdf".
    """
    ctx = ctx or JobContext()
    task = outcome.task
    if outputs is None:
        outputs = check_output_paths(task, outcome.project)
    texts: dict[str, str] = {}
    if "manifest" in outputs:
        texts["manifest"] = json.dumps(outcome.manifest, indent=2) + "\n"
    if "report" in outputs:
        texts["report"] = task.render_report(outcome.manifest, figures)
    tables = {k: v for k, v in task.tables(outcome.release).items() if k in outputs}
    ctx.check()  # the last moment a cancel can stop the export: nothing is written yet
    written = []
    for key, frame in tables.items():
        ctx.report(0.0, tr("Writing the released data"))
        if isinstance(frame, Mapping):  # named sheets: one workbook
            write_workbook_atomic(frame, outputs[key])
        else:
            write_table_atomic(frame, outputs[key], format=table_format)
        written.append(outputs[key])
    for key, text in texts.items():
        write_text_atomic(outputs[key], text)
        written.append(outputs[key])
    if "pdf" in outputs:
        if pdf is None:
            raise ValueError("a PDF output needs the painted PDF")
        write_bytes_atomic(outputs["pdf"], pdf)
        written.append(outputs["pdf"])
    return written


def run_task(
    task: Task, project, ctx: JobContext | None = None, also_inputs: Sequence[Path] = ()
) -> tuple[list[Path], Outcome]:
    """The whole job for the command line: returns the written paths and the outcome."""
    ctx = ctx or JobContext()
    outputs = check_output_paths(task, project, also_inputs=also_inputs)
    outcome = release_and_audit(task, project, ctx.sub(0.0, 0.97))
    ctx.report(0.98, tr("Writing outputs"))
    written = write_outcome(outcome, outputs, ctx=ctx)
    ctx.report(1.0, tr("Done"))
    return written, outcome

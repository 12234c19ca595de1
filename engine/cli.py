"""Headless commands: everything the wizard does, from a project file, for every task.

    python main.py run PROJECT.json [--output-dir DIR]
    python main.py sweep PROJECT.json --param r --values 0.05,0.25,2 [--output FILE.csv]
    python main.py report MANIFEST.json [--output REPORT.html]
    python main.py advise --epsilon 1 --delta 0 --beta 0.05
    python main.py calc od-epsilon --alpha 10 --beta 0.05 [--trips-per-day 1]
    python main.py score MODEL.json DATA.csv [--output scores.csv]

Project commands find the task through the registry (`task.kind` in the project file): a
command the task does not offer ends with one sentence saying so. Errors the user can act
on are printed as one message (exit status 2), never a traceback.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import engine
from engine.cli_i18n import TranslatedParser
from engine.core.errors import Cancelled, InputError, ParameterError, PrivDeskError
from engine.core.i18n import LANGUAGES, number, tr
from engine.core.jobs import JobContext
from engine.core.project_file import (
    MAX_SWEEP_VALUES,
    at_most_items,
    read_document,
    take_csv_formula_guard,
    take_pdf_output,
    task_kind,
)
from engine.core.regular_files import regular_file_size
from engine.data.engines import KINDS, with_engine
from engine.tasks import REGISTRY, get_task
from engine.tasks.anonymize.link_files_command import (
    command_new_codebook,
    command_new_key,
    register_link_files,
)
from engine.tasks.mobility.calc_command import command_calc, register_calc
from engine.tasks.model.score_command import command_score, register_score

# Arguments that take a comma-separated list which may start with a minus sign.
LIST_OPTIONS = ("--values",)


def build_parser(register_more: Callable | None = None) -> argparse.ArgumentParser:
    """The command-line parser; `register_more(subparsers)` adds front-end commands
    (main.py adds the GUI's `screenshots`, so the engine itself never imports Qt).

    Its texts are in the interface language, which is chosen before it is built."""
    parser = TranslatedParser(
        prog="main.py",
        description=tr(
            "PrivDesk: privatize sensitive data offline and audit the release.\n\n"
            "With no command, opens the desktop wizard. Commands run the same jobs headless "
            'from a\nproject file (format "privdesk-project/1", documented in README.md); '
            "the project's\ntask.kind chooses the task: {tasks}."
        ).format(tasks=", ".join(REGISTRY)),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"PrivDesk {engine.__version__}",
        help=tr("show program's version number and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        help=tr(
            "language of reports and messages (default English; the wizard follows the "
            "system or its Settings menu)"
        ),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    run = commands.add_parser(
        "run",
        help=tr("privatize, audit, and write the released data, report and manifest"),
        description=tr(
            "Privatize the project's input with fresh randomness, run the task's audits "
            "(unless audit.enabled is false), and write the released data, the HTML report "
            "and the JSON manifest that the project names."
        ),
    )
    run.add_argument("project", type=Path, help=tr("project file (.json)"))
    run.add_argument(
        "--output-dir",
        type=Path,
        metavar="DIR",
        help=tr("write the outputs into DIR, created if missing (keeping their file names)"),
    )
    run.add_argument("--simulations", type=int, help=tr("override audit.simulations"))
    run.add_argument("--quiet", action="store_true", help=tr("no progress lines"))
    run.add_argument(
        "--overwrite", action="store_true", help=tr("replace outputs that exist already")
    )
    run.add_argument("--engine", choices=KINDS, metavar="ENGINE", help=tr("override engine.kind"))
    run.add_argument("--spark-master", metavar="URL", help=tr("override engine.master"))
    run.add_argument(
        "--holder-audit",
        action="store_true",
        help=tr(
            "also write the data holder's audit (data checks, attacks on the raw data) "
            "beside the report as <name>_holder_audit.html and .json: never to be shared"
        ),
    )
    run.add_argument(
        "--raw-csv",
        action="store_true",
        help=tr(
            "write CSV text exactly as it is, for programs that read the file (by default a "
            "text starting with = + - @ gets a leading ' so spreadsheets never run it as a "
            "formula)"
        ),
    )

    sw = commands.add_parser(
        "sweep",
        help=tr("trade-off rows over a grid of one parameter, as CSV"),
        description=tr(
            "Evaluate the project's mechanism at each value of one parameter (all audits, "
            "S simulations each) and write one CSV row per setting. Every value is checked "
            "as the project file would be before any work starts. Offered by the targeting "
            "task (its mechanism's parameters) and the model task (epsilon)."
        ),
    )
    sw.add_argument("project", type=Path, help=tr("project file (.json)"))
    sw.add_argument("--param", default="r", help=tr("parameter to vary (default r)"))
    sw.add_argument(
        "--values",
        default="0.01,0.05,0.1,0.25,0.5,1,2",
        help=tr("comma-separated values (default: the standard r grid)"),
    )
    sw.add_argument("--simulations", type=int, help=tr("override audit.simulations"))
    sw.add_argument("--output", type=Path, help=tr("CSV file (default: <project>_sweep.csv)"))
    sw.add_argument("--quiet", action="store_true", help=tr("no progress lines"))
    sw.add_argument(
        "--overwrite", action="store_true", help=tr("replace the CSV if it exists already")
    )

    rep = commands.add_parser(
        "report",
        help=tr("render the HTML report again from a saved manifest"),
        description=tr(
            "Read a manifest written by `run` or the wizard and write its HTML report (the "
            "report is built from the manifest alone)."
        ),
    )
    rep.add_argument("manifest", type=Path, help=tr("manifest file (.json)"))
    rep.add_argument("--output", type=Path, help=tr("HTML file (default: <manifest>.html)"))
    rep.add_argument(
        "--overwrite", action="store_true", help=tr("replace the HTML file if it exists already")
    )

    adv = commands.add_parser(
        "advise",
        help=tr("largest r compatible with accurate targeting (the accuracy limit)"),
        description=tr(
            "The accuracy limit: for (ε, δ, r)-TDP and targeting decisions that must stay "
            "unchanged with probability 1 − β, print the largest r."
        ),
    )
    adv.add_argument("--epsilon", type=float, required=True, help=tr("privacy loss ε > 0"))
    adv.add_argument("--delta", type=float, default=0.0, help=tr("δ in [0, 1) (default 0)"))
    adv.add_argument(
        "--beta",
        type=float,
        default=0.05,
        help=tr("tolerated share of changed decisions β (default 0.05)"),
    )
    register_calc(commands)
    register_score(commands)
    register_link_files(commands)
    if register_more is not None:
        register_more(commands)
    return parser


def _progress_printer(quiet: bool):
    """One stderr line per new progress message, with the time spent and, once a few per
    cent are done, an estimate of the time left (from the pace so far). The per cent
    shown never goes back, whatever slice of the job a stage reports from."""
    last = {"message": None, "fraction": 0.0}
    started = time.monotonic()

    def show(fraction: float, message: str) -> None:
        fraction = last["fraction"] = max(fraction, last["fraction"])
        if quiet or message == last["message"]:
            return
        last["message"] = message
        elapsed = time.monotonic() - started
        timing = tr("{elapsed} s").format(elapsed=f"{elapsed:.0f}")
        if 0.05 <= fraction < 1.0 and elapsed >= 2.0:
            timing = tr("{elapsed} s, about {left} s left").format(
                elapsed=f"{elapsed:.0f}", left=f"{elapsed * (1.0 - fraction) / fraction:.0f}"
            )
        print(f"[{100 * fraction:5.1f} %] {message} ({timing})", file=sys.stderr, flush=True)

    return show


def load_task_project(path: Path):
    """The task named by the project file, and the project it validated."""
    return load_task_project_and_guard(path)[:2]


def load_task_project_and_guard(path: Path, args=None):
    """`load_task_project`, the project's `outputs.csv_formula_guard` and its
    `outputs.pdf` (None when not asked for); `args`: run's --engine and --spark-master."""
    document = read_document(path)
    if args is not None:
        document = with_engine(document, args.engine, args.spark_master)
    guard = take_csv_formula_guard(document)
    pdf = take_pdf_output(document, path.resolve().parent)
    task = get_task(task_kind(document))
    return task, task.project_from_dict(document, path.resolve().parent), guard, pdf


def _apply_overrides(task, project, args):
    if args.simulations is not None:
        if not task.has_simulations:
            raise PrivDeskError(
                tr("--simulations: the {task} task has no utility simulations").format(
                    task=task.info.key
                )
            )
        project = task.with_simulations(project, args.simulations)
    return project


def command_run(args) -> int:
    from engine.core.boundary import holder_audit_paths
    from engine.core.runner import check_output_paths, run_task

    task, project, csv_guard, pdf = load_task_project_and_guard(args.project, args)
    project = _apply_overrides(task, project, args)
    if args.output_dir is not None:
        folder = args.output_dir.resolve()
        if folder.exists() and not folder.is_dir():
            raise InputError(tr("--output-dir names a file, not a folder."), path=folder)
        moved = {
            key: folder / Path(path).name
            for key, path in task.output_files(project).items()
            if path is not None
        }
        project = task.with_output_files(project, moved)
        pdf = None if pdf is None else folder / pdf.name
    paint_pdf = getattr(args, "paint_pdf", None)
    if pdf is not None and paint_pdf is None:
        raise PrivDeskError(
            tr("outputs.pdf: this command cannot paint a PDF; run it as python main.py run.")
        )
    extra = {} if pdf is None else {"pdf": pdf}
    outputs = check_output_paths(task, project, extra, also_inputs=[args.project])
    if args.holder_audit:
        if not holder_audit_paths(outputs):
            raise PrivDeskError(
                tr("--holder-audit: the project names no report or manifest to put it beside.")
            )
        outputs |= holder_audit_paths(outputs)
    _refuse_existing(outputs.values(), args.overwrite)
    progress = JobContext(_progress_printer(args.quiet))
    with _sigterm_as_interrupt():
        written, outcome = run_task(
            task,
            project,
            progress,
            also_inputs=[args.project],
            overwrite=args.overwrite,
            csv_formula_guard=csv_guard and not args.raw_csv,
            holder_audit=args.holder_audit,
            pdf=pdf,
            paint_pdf=paint_pdf,
        )
    for line in task.summary(outcome.manifest):
        print(line)
    for path in written:
        print(tr("wrote {path}").format(path=path))
    return 0


@contextmanager
def _sigterm_as_interrupt() -> Iterator[None]:
    """SIGTERM stops a run the way Ctrl-C does (the runner's one path: temporary files
    removed, nothing charged before the commit, the commit itself finished first)."""

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    if threading.current_thread() is not threading.main_thread():
        yield  # signals reach the main thread only
        return
    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def parse_values(text: str) -> list[int | float]:
    """Comma-separated numbers; whole numbers stay whole so validation can tell 2 from 2.5."""
    values: list[int | float] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        try:
            values.append(int(part))
        except ValueError:
            try:
                values.append(float(part))
            except ValueError:
                raise PrivDeskError(
                    tr("--values: {value} is not a number").format(value=repr(part))
                ) from None
    if not values:
        raise PrivDeskError(tr("--values: give at least one value"))
    at_most_items("--values", values, MAX_SWEEP_VALUES)
    return values


def command_sweep(args) -> int:
    from engine.core.commit import before_commit, commit
    from engine.core.writers import prepare_table

    task, project = load_task_project(args.project)
    if not task.sweep_parameters:
        raise PrivDeskError(
            tr("the {task} task does not offer a sweep; it offers run and report.").format(
                task=task.info.key
            )
        )
    if args.param not in task.sweep_parameters:
        raise PrivDeskError(
            tr("--param: the {task} task can sweep {parameters}, not {value}").format(
                task=task.info.key,
                parameters=", ".join(task.sweep_parameters),
                value=repr(args.param),
            )
        )
    values = parse_values(args.values)
    project = _apply_overrides(task, project, args)
    output = args.output or args.project.with_name(args.project.stem + "_sweep.csv")
    _check_new_output(output, sources=[args.project, *task.input_files(project).values()])
    _refuse_existing([output], args.overwrite)
    swept = task.sweep(project, args.param, values, JobContext(_progress_printer(args.quiet)))
    frame, charges = swept if isinstance(swept, tuple) else (swept, ())
    with before_commit(bool(charges)):
        prepared = [prepare_table(frame, output)]
    with _sigterm_as_interrupt():  # the sweep's charge and its CSV: one commit
        commit(prepared, charges, overwrite=args.overwrite)
    shown = [c for c in ("point", "parameter", "value", "accuracy_mean") if c in frame]
    print(frame[shown].to_string(index=False))
    print(tr("wrote {path}").format(path=output))
    return 0


def _refuse_existing(paths, overwrite: bool) -> None:
    """SPEC §4: an existing file is replaced only when the user says so (--overwrite)."""
    if overwrite:
        return
    for path in paths:
        if Path(path).exists():
            raise InputError(
                tr("the file exists already (from an earlier run?)."),
                path=Path(path),
                hint=tr("Pass --overwrite to replace it, or choose another output name or folder."),
            )


def _check_new_output(path: Path, sources) -> None:
    """Refuse an output that is a folder or an input, or has no table format."""
    if path.is_dir():
        raise InputError(tr("--output names a folder; give a file name."), path=path)
    if path.resolve() in {Path(s).resolve() for s in sources}:
        raise InputError(tr("--output would overwrite an input file."), path=path)
    if path.suffix.lower() not in (".csv", ".xlsx", ".parquet"):
        raise InputError(tr("--output must end in .csv, .xlsx or .parquet."), path=path)


def command_report(args) -> int:
    from engine.core.boundary import report_html
    from engine.core.writers import write_text_atomic

    regular_file_size(args.manifest, tr("the manifest file does not exist."))
    try:
        manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(
            tr("not a readable manifest ({error}).").format(error=exc.__class__.__name__),
            path=args.manifest,
        ) from None
    task_section = manifest.get("task") if isinstance(manifest, dict) else None
    if not isinstance(task_section, dict) or not isinstance(task_section.get("kind"), str):
        raise InputError(tr("this JSON file is not a PrivDesk manifest."), path=args.manifest)
    task = get_task(task_section["kind"])
    output = args.output or args.manifest.with_suffix(".html")
    if output.resolve() == args.manifest.resolve() or output.is_dir():
        raise InputError(tr("--output must be a new HTML file name."), path=output)
    _refuse_existing([output], args.overwrite)
    try:
        html = report_html(task, manifest)
    except KeyError as exc:
        raise InputError(
            tr("the manifest lacks a field the report needs ({error}).").format(error=exc),
            path=args.manifest,
        ) from None
    except (TypeError, AttributeError, ValueError, IndexError) as exc:
        raise InputError(
            tr(
                "a field of the manifest is not what the report expects ({error}); was the "
                "file edited by hand?"
            ).format(error=f"{exc.__class__.__name__}: {exc}"),
            path=args.manifest,
        ) from None
    write_text_atomic(output, html)
    print(tr("wrote {path}").format(path=output))
    return 0


def command_advise(args) -> int:
    from engine.privacy.advisor import largest_radius

    advice = largest_radius(args.epsilon, args.delta, args.beta)
    print(advice.message)
    print(
        tr("m* = {m}; largest r: {relation} {bound}").format(
            m=advice.m_star,
            relation="<" if advice.r_strict else "≤",
            bound=number(advice.r_bound, ".6g"),
        )
    )
    return 0


def _joined_list_options(argv: list[str]) -> list[str]:
    """`--values -1,0` as `--values=-1,0`, so argparse does not take -1,0 for an option."""
    out: list[str] = []
    skip = False
    for i, arg in enumerate(argv):
        if skip:
            skip = False
            continue
        if arg in LIST_OPTIONS and i + 1 < len(argv):
            out.append(f"{arg}={argv[i + 1]}")
            skip = True
        else:
            out.append(arg)
    return out


def main(
    argv: list[str],
    register_more: Callable | None = None,
    more_handlers: dict[str, Callable] | None = None,
) -> int:
    parser = build_parser(register_more)
    args = parser.parse_args(_joined_list_options(argv))
    if args.command is None:
        parser.print_help()
        return 0
    handler = {
        "run": command_run,
        "sweep": command_sweep,
        "report": command_report,
        "advise": command_advise,
        "calc": command_calc,
        "score": command_score,
        "new-key": command_new_key,
        "new-codebook": command_new_codebook,
        **(more_handlers or {}),
    }
    try:
        return handler[args.command](args)
    except Cancelled as exc:
        print(exc, file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print(tr("interrupted; nothing was written"), file=sys.stderr)
        return 130
    except (PrivDeskError, ParameterError) as exc:
        print(tr("error: {error}").format(error=exc), file=sys.stderr)
        return 2

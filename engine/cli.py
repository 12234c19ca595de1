"""Headless commands: everything the wizard does, from a project file.

    python main.py run PROJECT.json [--output-dir DIR]
    python main.py sweep PROJECT.json --param r --values 0.05,0.25,2 [--output FILE.csv]
    python main.py advise --epsilon 1 --delta 0 --beta 0.05
    python main.py calc od-epsilon --alpha 10 --beta 0.05 [--trips-per-day 1]

Errors the user can act on are printed as one message (exit status 2), never a traceback.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

import engine
from engine.core.errors import Cancelled, ParameterError, PrivDeskError
from engine.core.jobs import JobContext
from engine.data.writers import write_table_atomic
from engine.mobility import calculators
from engine.privacy.advisor import largest_radius
from engine.tasks.mobility import run as mobility
from engine.tasks.mobility.project import MobilityProject
from engine.tasks.targeting import run as targeting
from engine.tasks.targeting.evaluate import DEFAULT_R_GRID, SWEEPABLE, sweep
from engine.tasks.targeting.project import Project, load_project

DESCRIPTION = """PrivDesk: privatize targeting data offline and audit the release.

With no command, opens the desktop wizard. Commands run the same jobs headless from a
project file (format "privdesk-project/1", documented in README.md)."""


def build_parser(register_more: Callable | None = None) -> argparse.ArgumentParser:
    """The command-line parser; `register_more(subparsers)` adds front-end commands
    (main.py adds the GUI's `screenshots`, so the engine itself never imports Qt)."""
    parser = argparse.ArgumentParser(
        prog="main.py",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"PrivDesk {engine.__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    run = commands.add_parser(
        "run",
        help="privatize, audit, and write data, report and manifest",
        description="Privatize the project's input with fresh randomness, run the audits and "
        "utility simulations (unless audit.enabled is false), and write the "
        "released data, the HTML report and the JSON manifest.",
    )
    run.add_argument("project", type=Path, help="project file (.json)")
    run.add_argument(
        "--output-dir",
        type=Path,
        metavar="DIR",
        help="write the outputs into DIR (keeping their file names)",
    )
    run.add_argument("--simulations", type=int, help="override audit.simulations")
    run.add_argument("--quiet", action="store_true", help="no progress lines")

    sw = commands.add_parser(
        "sweep",
        help="trade-off rows over a grid of one parameter, as CSV",
        description="Evaluate the project's mechanism at each value of one parameter (S "
        "simulations each, all audits) and write one CSV row per setting, plus "
        "the non-private, classic-DP (r = 2) and chosen points.",
    )
    sw.add_argument("project", type=Path, help="project file (.json)")
    sw.add_argument("--param", default="r", choices=SWEEPABLE, help="parameter to vary")
    sw.add_argument(
        "--values",
        default=",".join(str(v) for v in DEFAULT_R_GRID),
        help="comma-separated values (default: the r grid of MATH 4.3)",
    )
    sw.add_argument("--simulations", type=int, help="override audit.simulations")
    sw.add_argument("--output", type=Path, help="CSV file (default: <project>_sweep.csv)")
    sw.add_argument("--quiet", action="store_true", help="no progress lines")

    adv = commands.add_parser(
        "advise",
        help="largest r compatible with accurate targeting (Theorem 1)",
        description="The paper's Theorem 1: for (ε, δ, r)-TDP and targeting decisions that "
        "must stay unchanged with probability 1 − β, print the largest r.",
    )
    adv.add_argument("--epsilon", type=float, required=True, help="privacy loss ε > 0")
    adv.add_argument("--delta", type=float, default=0.0, help="δ in [0, 1) (default 0)")
    adv.add_argument(
        "--beta",
        type=float,
        default=0.05,
        help="tolerated share of changed decisions β (default 0.05)",
    )
    _register_calc(commands)
    if register_more is not None:
        register_more(commands)
    return parser


CALC_DESCRIPTION = """Choose ε for private daily origin–destination (O-D) matrices (MATH 5.3).

T is the number of trips each person may make per day (--trips-per-day; 1 = trip-level
privacy, the default). Noise in each cell is Laplace with scale T/ε. Each calculation
prints one sentence and then the number; `calc CALCULATION --help` gives its formula.

example: python main.py calc od-epsilon --alpha 10 --beta 0.05   (ε ≥ 0.2853)"""


def _register_calc(commands) -> None:
    """The `calc` command: MATH 5.3 calculators, so ε can be chosen before any data exist."""
    calc = commands.add_parser(
        "calc",
        help="choose ε for private O-D matrices (accuracy calculators)",
        description=CALC_DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    calc.set_defaults(calc_parser=calc)
    kinds = calc.add_subparsers(dest="calculation", metavar="CALCULATION")

    def trips(sub) -> None:
        sub.add_argument(
            "--trips-per-day",
            type=int,
            default=1,
            metavar="T",
            help="trips per person per day protected (default 1 = trip-level privacy)",
        )

    eps = kinds.add_parser(
        "od-epsilon",
        help="least ε for cell error ≤ α with probability ≥ 1 − β",
        description="Least ε such that a released cell is off by more than α trips with "
        "probability at most β: ε ≥ −T ln β / (α + 0.5) (Theorem 6 of seed 002).",
    )
    eps.add_argument("--alpha", type=float, required=True, help="tolerated error α ≥ 0 (trips)")
    eps.add_argument("--beta", type=float, required=True, help="failure probability, 0 < β < 1")
    trips(eps)

    change = kinds.add_parser(
        "od-change-epsilon",
        help="least ε for day-to-day change error ≤ α with probability ≥ 1 − β",
        description="Least ε such that the change of a cell between two days is off by "
        "more than α trips with probability at most β: ε ≥ T (−2 − W₋₁(−2β e^−2)) / (α + 1), "
        "W₋₁ the lower Lambert-W branch (Theorem 7 of seed 002; needs β ≤ e^-1/2 ≈ 0.184). "
        "It ignores rounding, so released counts err slightly more often than β.",
    )
    change.add_argument("--alpha", type=float, required=True, help="tolerated error α ≥ 0 (trips)")
    change.add_argument(
        "--beta", type=float, required=True, help="failure probability, 0 < β ≤ 0.184"
    )
    trips(change)

    typical = kinds.add_parser(
        "od-typical-error",
        help="typical cell error √2·T/ε, or the ε for a typical error α",
        description="Rule of thumb: the noise in each cell has standard deviation √2·T/ε. "
        "With --epsilon, print that typical error; with --alpha, the ε ≥ √2·T/α whose "
        "typical error is α.",
    )
    given = typical.add_mutually_exclusive_group(required=True)
    given.add_argument("--epsilon", type=float, help="privacy loss ε > 0 per day")
    given.add_argument("--alpha", type=float, help="tolerated typical error α > 0 (trips)")
    trips(typical)

    threshold = kinds.add_parser(
        "od-threshold",
        help="thresholds τ = S ± √2·T/ε around a suppression standard S",
        description="Rule of thumb: thresholds τ within one typical noise error √2·T/ε of an "
        "existing suppression standard S (raw counts below S were withheld) suppress about "
        "as much as S did. Round to a whole τ before using it.",
    )
    threshold.add_argument(
        "--standard", type=float, required=True, metavar="S", help="existing standard S ≥ 0"
    )
    threshold.add_argument("--epsilon", type=float, required=True, help="privacy loss ε > 0")
    trips(threshold)


def _progress_printer(quiet: bool):
    last = {"message": None}

    def show(fraction: float, message: str) -> None:
        if quiet or message == last["message"]:
            return
        last["message"] = message
        print(f"[{100 * fraction:5.1f} %] {message}", file=sys.stderr, flush=True)

    return show


def _with_output_dir(project: Project, folder: Path | None) -> Project:
    if folder is None:
        return project
    folder = folder.resolve()
    outputs = project.outputs
    moved = {
        name: (folder / Path(getattr(outputs, name)).name)
        for name in ("data", "report", "manifest")
        if getattr(outputs, name) is not None
    }
    return dataclasses.replace(project, outputs=dataclasses.replace(outputs, **moved))


def _with_simulations(project: Project, simulations: int | None) -> Project:
    if simulations is None:
        return project
    if simulations < 1:
        raise PrivDeskError("--simulations: must be at least 1")
    audit = dataclasses.replace(project.audit, simulations=simulations)
    return dataclasses.replace(project, audit=audit)


def command_run(args) -> int:
    loaded = load_project(args.project)
    if isinstance(loaded, MobilityProject):
        return _run_mobility(loaded, args)
    project = _with_output_dir(loaded, args.output_dir)
    project = _with_simulations(project, args.simulations)
    written, manifest = targeting.run(project, JobContext(_progress_printer(args.quiet)))
    print(manifest["guarantee"]["statement"])
    utility = manifest.get("utility")
    if utility is not None:
        accuracy = utility["private"]["accuracy"]
        print(
            f"Targeting accuracy: {utility['nonprivate']['accuracy']:.4f} on the original "
            f"data, {accuracy['mean']:.4f} ± {accuracy['sd']:.4f} on released data "
            f"({utility['simulations']} simulations)."
        )
        relative = utility["private"].get("relative_profit")
        if relative is not None and relative["mean"] is not None:
            print(
                f"Relative profit (private / non-private): {relative['mean']:.4f} "
                f"± {relative['sd']:.4f}"
            )
        audit = manifest["audit"]
        for name in ("singling_out", "attribute_inference", "distinguishing"):
            spread = audit[name]["protection"]
            print(
                f"{name.replace('_', '-').capitalize()} protection: {spread['mean']:.4f} "
                f"± {spread['sd']:.4f}"
            )
    for path in written:
        print(f"wrote {path}")
    return 0


def _run_mobility(project: MobilityProject, args) -> int:
    """`run` for a mobility project: private daily O-D matrices, audits, files."""
    if args.simulations is not None:
        raise PrivDeskError("--simulations: a mobility project has no utility simulations")
    if args.output_dir is not None:
        folder = args.output_dir.resolve()
        outputs = project.outputs
        moved = {
            name: folder / Path(getattr(outputs, name)).name
            for name in ("matrices", "report", "manifest")
            if getattr(outputs, name) is not None
        }
        project = dataclasses.replace(project, outputs=dataclasses.replace(outputs, **moved))
    written, manifest = mobility.run(project, JobContext(_progress_printer(args.quiet)))
    guarantee = manifest["guarantee"]
    print(guarantee["statement"])
    audit = manifest.get("audit") or {}
    errors = audit.get("cell_errors")
    if errors is not None:
        absolute = errors["absolute"]
        print(
            f"Cell error |released − raw|: median {absolute['p50']:.4g}, 90th percentile "
            f"{absolute['p90']:.4g}, 99th percentile {absolute['p99']:.4g} trips."
        )
    flags = audit.get("sir", {})
    if "accuracy" in flags:
        print(
            f"SIR flags from private matrices (origin {flags['origin']}): accuracy "
            f"{flags['accuracy']:.4f}, precision {_maybe(flags['precision'])}, "
            f"recall {_maybe(flags['recall'])}."
        )
    moved_out = audit.get("displacement", {})
    if "top_k_accuracy" in moved_out:
        tops = ", ".join(f"top-{k} {v:.3f}" for k, v in moved_out["top_k_accuracy"].items())
        print(
            f"Displacement after {moved_out['event_day']}: out-migration error "
            f"{_maybe(moved_out['out_migration_percent_error'])} %, {tops}."
        )
    member = audit.get("membership", {})
    if member.get("protection") is not None:
        print(f"Membership-inference protection: {member['protection']:.4f}")
    for path in written:
        print(f"wrote {path}")
    return 0


def _maybe(value) -> str:
    return "undefined" if value is None else f"{value:.4g}"


def command_sweep(args) -> int:
    project = load_project(args.project)
    try:
        values = [float(v) for v in args.values.split(",") if v.strip()]
    except ValueError:
        raise PrivDeskError(f"--values: not a list of numbers: {args.values!r}") from None
    if not values:
        raise PrivDeskError("--values: give at least one value")
    project = _with_simulations(project, args.simulations)
    output = args.output or args.project.with_name(args.project.stem + "_sweep.csv")
    ctx = JobContext(_progress_printer(args.quiet))
    data = targeting.load_data(project)
    prepared = targeting.prepare(project, data)
    baseline, rows = sweep(
        prepared,
        project.mechanism,
        args.param,
        values,
        np.random.default_rng(project.audit.seed),
        ctx,
    )
    frame = pd.DataFrame([row.to_record(baseline) for row in rows])
    write_table_atomic(frame, output)
    print(
        frame[
            ["point", "parameter", "value", "accuracy_mean", "singling_out_protection_mean"]
        ].to_string(index=False)
    )
    print(f"wrote {output}")
    return 0


def command_advise(args) -> int:
    advice = largest_radius(args.epsilon, args.delta, args.beta)
    print(advice.message)
    print(
        f"m* = {advice.m_star}; largest r: {'<' if advice.r_strict else '≤'} {advice.r_bound:.6g}"
    )
    return 0


def command_calc(args) -> int:
    if args.calculation is None:
        args.calc_parser.print_help()
        return 0
    t = args.trips_per_day
    level = "trip level" if t == 1 else f"at most {t} trips per person per day"
    try:
        if args.calculation == "od-epsilon":
            eps = calculators.epsilon_for_cell_error(args.alpha, args.beta, t)
            print(
                f"A released cell is off by more than {_num(args.alpha)} trips with probability "
                f"at most {_pct(args.beta)} when ε ≥ {eps:.4g} per day ({level})."
            )
            print(f"epsilon >= {eps:.6g}")
        elif args.calculation == "od-change-epsilon":
            eps = calculators.epsilon_for_change_error(args.alpha, args.beta, t)
            print(
                f"A day-to-day change of a cell is off by more than {_num(args.alpha)} trips "
                f"with probability at most {_pct(args.beta)} when ε ≥ {eps:.4g} per day "
                f"({level}; rounding makes errors slightly more frequent)."
            )
            print(f"epsilon >= {eps:.6g}")
        elif args.calculation == "od-typical-error":
            if args.epsilon is not None:
                error = calculators.typical_cell_error(args.epsilon, t)
                print(
                    f"At ε = {_num(args.epsilon)} per day ({level}) a released cell is "
                    f"typically off by about {error:.4g} trips (noise standard deviation)."
                )
                print(f"typical error = {error:.6g}")
            else:
                eps = calculators.epsilon_for_typical_error(args.alpha, t)
                print(
                    f"Released cells are typically off by at most {_num(args.alpha)} trips "
                    f"when ε ≥ {eps:.4g} per day ({level})."
                )
                print(f"epsilon >= {eps:.6g}")
        else:
            low, high = calculators.threshold_around_standard(args.standard, args.epsilon, t)
            width = high - args.standard
            floor = "0 (τ cannot be negative)" if low < 0 else f"{low:.4g}"
            print(
                f"Thresholds τ from {floor} to {high:.4g} trips suppress about as much as the "
                f"standard {_num(args.standard)} did, at ε = {_num(args.epsilon)} per day "
                f"({level}); round to a whole τ."
            )
            print(f"tau = {_num(args.standard)} ± {width:.6g}")
    except ParameterError as exc:
        raise _as_option_error(exc) from None
    return 0


_CALC_OPTIONS = {"s": "--standard", "trips_per_day": "--trips-per-day"}


def _as_option_error(exc: ParameterError) -> PrivDeskError:
    """The calculators name their Python parameters; the user typed options."""
    option = _CALC_OPTIONS.get(exc.name, f"--{exc.name.replace('_', '-')}")
    reason = str(exc).removeprefix(f"{exc.name}: ")
    return PrivDeskError(f"{option}: {reason}")


def _num(x: float) -> str:
    return f"{x:.6g}"


def _pct(p: float) -> str:
    return f"{100 * p:.4g} %"


def main(
    argv: list[str],
    register_more: Callable | None = None,
    more_handlers: dict[str, Callable] | None = None,
) -> int:
    parser = build_parser(register_more)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    handler = {
        "run": command_run,
        "sweep": command_sweep,
        "advise": command_advise,
        "calc": command_calc,
        **(more_handlers or {}),
    }
    try:
        return handler[args.command](args)
    except Cancelled:
        print("cancelled; nothing was written", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("interrupted; nothing was written", file=sys.stderr)
        return 130
    except PrivDeskError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

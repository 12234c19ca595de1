"""PrivDesk entry point: no arguments opens the desktop wizard; commands run headless.

See `python main.py --help`.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

# The wizard's language override (gui.i18n.LANGUAGE_ENV; read there without importing Qt here).
LANGUAGE_ENV = "PRIVDESK_LANG"


def register_gui_commands(commands) -> None:
    from engine.core.i18n import tr

    commands.choices["run"].set_defaults(paint_pdf=paint_report_pdf)
    register_selftest(commands)
    shots = commands.add_parser(
        "screenshots",
        help=tr("save a PNG of every wizard page and plot (offscreen)"),
        description=tr(
            "Drive the wizard offscreen through every page on a bundled sample and save one "
            "PNG per page and per plot into OUTDIR."
        ),
    )
    shots.add_argument("outdir", type=Path, help=tr("folder for the PNG files"))
    shots.add_argument(
        "--size",
        type=window_size,
        help=tr("window size as WIDTHxHEIGHT, e.g. 1366x768 (default 1280x700, the smallest)"),
    )
    shots.add_argument(
        "--tasks",
        type=task_list,
        default=None,
        help=tr("only these tasks, e.g. targeting,anonymize (default: every task)"),
    )
    shots.add_argument(
        "--scale",
        type=scale_factor,
        default=None,
        help=tr("interface scale, e.g. 2 for twice the size (default: the system's)"),
    )
    shots.add_argument(
        "--sample",
        choices=("poverty", "credit"),
        default="poverty",
        help=tr("bundled sample to use (default: poverty)"),
    )


def paint_report_pdf(outcome) -> bytes:
    """`run`'s PDF report (`outputs.pdf`), painted offscreen by Qt as the wizard paints it;
    Qt is imported only here, so a run that asks for no PDF never loads it."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.report_pdf import run_report_pdf

    return run_report_pdf(outcome)


def window_size(text: str) -> tuple[int, int]:
    """`--size` of `screenshots`: "1366x768" → (1366, 768)."""
    from engine.core.i18n import tr

    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit() and int(width) >= 400 and int(height) >= 300):
        raise argparse.ArgumentTypeError(
            tr("give the size as WIDTHxHEIGHT in pixels, at least 400x300, e.g. 1366x768")
        )
    return int(width), int(height)


def task_list(text: str) -> list[str]:
    """`--tasks` of `screenshots`: "targeting,anonymize" → the registered task keys."""
    from engine.core.i18n import tr
    from engine.tasks import REGISTRY

    keys = [key.strip() for key in text.split(",") if key.strip()]
    unknown = [key for key in keys if key not in REGISTRY]
    if unknown or not keys:
        raise argparse.ArgumentTypeError(
            tr("unknown task {names}; the tasks are {tasks}").format(
                names=", ".join(unknown) or "''", tasks=", ".join(REGISTRY)
            )
        )
    return keys


def scale_factor(text: str) -> float:
    """`--scale` of `screenshots`: "2" → 2.0 (200 %), from 0.5 to 4."""
    from engine.core.i18n import tr

    try:
        value = float(text.replace(",", "."))
    except ValueError:
        value = 0.0
    if not 0.5 <= value <= 4:
        raise argparse.ArgumentTypeError(
            tr("give the scale as a number from 0.5 to 4, e.g. 2 for 200 %")
        )
    return value


def register_selftest(commands) -> None:
    from engine.core.i18n import tr

    commands.add_parser(
        "selftest",
        help=tr("check this installation works, offline (about a minute)"),
        description=tr(
            "Run the targeting pipeline on a bundled sample (every file format, privatize, "
            "audit, report, manifest, PDF) in a temporary folder and open every wizard page "
            "(offscreen without a display). One line per step; exit status 0 only if all pass."
        ),
    )


def run_selftest(args) -> int:
    from gui.selftest import run_selftest as selftest

    return selftest()


def run_screenshots(args) -> int:
    """A path that is a file, or a PNG that cannot be saved, ends with one sentence (exit 2);
    "wrote" is printed only for a file that was saved; a page that fails the layout check
    (`gui.screenshots.layout_problems`) is named on stderr and the exit status is 1."""
    from engine.core.errors import PrivDeskError

    if args.outdir.exists() and not args.outdir.is_dir():
        raise PrivDeskError(
            f"{args.outdir} is a file, not a folder; give a folder for the PNG files."
        )
    if args.scale is not None:
        os.environ["QT_SCALE_FACTOR"] = f"{args.scale:g}"  # read when the application starts
    from gui.screenshots import layout_problems, take_screenshots

    found = []

    def check(name, widget) -> None:
        problems = layout_problems(widget)
        if problems:
            found.append(name)
            print(f"layout of {name}: " + "; ".join(problems), file=sys.stderr)

    take_screenshots(
        args.outdir,
        args.sample,
        on_written=lambda path: print(f"wrote {path}"),
        on_page=check,
        size=args.size,
        tasks=args.tasks,
    )
    return 1 if found else 0  # a page with cut text or an overlap fails the check


def take_language(argv: list[str]) -> list[str]:
    """Apply `--lang LANG` (anywhere in `argv`) before any module that translates is
    imported, for the wizard (which also reads $PRIVDESK_LANG) and the headless reports;
    `argv` without it. An unknown language is left for the parser to refuse."""
    from engine.core import i18n

    rest, lang = list(argv), None
    for i, arg in enumerate(rest):
        if arg == "--lang" and i + 1 < len(rest):
            lang = rest[i + 1]
            del rest[i : i + 2]
            break
        if arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
            del rest[i]
            break
    if lang is None:
        return rest
    if lang not in i18n.LANGUAGES:
        return argv
    i18n.set_language(lang)
    os.environ[LANGUAGE_ENV] = lang
    return rest


def main(argv: list[str] | None = None) -> int:
    argv = take_language(sys.argv[1:] if argv is None else argv)
    if not argv:
        from gui.app import run_gui

        return run_gui()
    from engine.cli import main as headless

    return headless(
        argv, register_gui_commands, {"screenshots": run_screenshots, "selftest": run_selftest}
    )


if __name__ == "__main__":
    sys.exit(main())

"""PrivDesk entry point: no arguments opens the desktop wizard; commands run headless.

See `python main.py --help`.
"""

from __future__ import annotations

import sys
from pathlib import Path


def register_gui_commands(commands) -> None:
    register_selftest(commands)
    shots = commands.add_parser(
        "screenshots",
        help="save a PNG of every wizard page and plot (offscreen)",
        description="Drive the wizard offscreen through every page on a bundled sample and "
        "save one PNG per page and per plot into OUTDIR.",
    )
    shots.add_argument("outdir", type=Path, help="folder for the PNG files")
    shots.add_argument(
        "--sample",
        choices=("poverty", "credit"),
        default="poverty",
        help="bundled sample to use (default: poverty)",
    )


def register_selftest(commands) -> None:
    commands.add_parser(
        "selftest",
        help="check this installation works, offline (about a minute)",
        description="Run the targeting pipeline on a bundled sample (every file format, "
        "privatize, audit, report, manifest, PDF) in a temporary folder and open "
        "every wizard page (offscreen without a display). One line per step; "
        "exit status 0 only if all pass.",
    )


def run_selftest(args) -> int:
    from gui.selftest import run_selftest as selftest

    return selftest()


def run_screenshots(args) -> int:
    """A path that is a file, or a PNG that cannot be saved, ends with one sentence (exit 2);
    "wrote" is printed only for a file that was saved."""
    from engine.core.errors import PrivDeskError

    if args.outdir.exists() and not args.outdir.is_dir():
        raise PrivDeskError(
            f"{args.outdir} is a file, not a folder; give a folder for the PNG files."
        )
    from gui.screenshots import take_screenshots

    take_screenshots(args.outdir, args.sample, on_written=lambda path: print(f"wrote {path}"))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        from gui.app import run_gui

        return run_gui()
    from engine.cli import main as headless

    return headless(
        argv, register_gui_commands, {"screenshots": run_screenshots, "selftest": run_selftest}
    )


if __name__ == "__main__":
    sys.exit(main())

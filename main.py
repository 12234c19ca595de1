"""PrivDesk entry point: no arguments opens the desktop wizard; commands run headless.

See `python main.py --help`.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from engine.workflow.cli import main as headless

    # The desktop wizard arrives with its own issue; until then no arguments prints help.
    return headless(argv)


if __name__ == "__main__":
    sys.exit(main())

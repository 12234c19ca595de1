"""Run benchmark cases each in a fresh Python process and print a Markdown table.

A fresh process per case makes its peak resident memory (ru_maxrss) its own. A case is a
function returning (label, work); only `work()` is timed, so imports and input generation
stay outside the clock. With `repeats` > 1 the best time is reported (the machine may be
shared).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

Case = Callable[[], tuple[str, Callable[[], object]]]


def _run_one(case: Case, repeats: int) -> None:
    label, work = case()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"label": label, "seconds": min(times), "peak_mb": peak_mb}))


def main(script: str, cases: dict[str, Case], argv: list[str], repeats: int = 1) -> None:
    """`script --case NAME` runs one case (the child); otherwise run the named cases (all
    by default), each in a child process, and print the table."""
    if len(argv) == 2 and argv[0] == "--case":
        _run_one(cases[argv[1]], repeats)
        return
    width = 80
    print(f"| {'benchmark':<{width}} | seconds | peak MB |")
    print(f"|{'-' * (width + 2)}|---------|---------|")
    for name in argv or list(cases):
        out = subprocess.run(
            [sys.executable, script, "--case", name],
            capture_output=True,
            text=True,
            check=True,
            cwd=Path(script).resolve().parents[2],
        )
        result = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"| {result['label']:<{width}} | {result['seconds']:7.3f} | {result['peak_mb']:7.0f} |",
            flush=True,
        )

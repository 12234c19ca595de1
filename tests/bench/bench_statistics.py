"""Benchmark of the statistics task: 10,000,000 rows, a count and a mean by a 500-value
grouping column (issue 12: under 5 s and 2 GB peak).

Two measurements, each in a fresh subprocess so its peak memory (ru_maxrss) is its own:
* compute: the two queries on a table already in memory (factorize + bincount, 500 cells,
  noise and intervals), as the wizard runs them on a loaded table;
* end to end: `run_task` on a Parquet file (DuckDB's totals of the queried columns, the
  table never loaded, the hash alongside; ledger, release, write the table, manifest and
  report), audits off;
* out of core: the same with `processing.out_of_core` (DuckDB sends back only the per-cell
  totals; the table is never in memory);
* units out of core: the same with 2,000,000 households (`privacy_unit`, at most 8 rows
  each, kept at random in DuckDB before the count and the mean; issue 31: under 20 s and
  2 GB); unit-cells: the same with at most 2 rows per cell in at most 3 cells per unit,
  bounded per query in DuckDB.
* whole (issue 33): whole-process wall time, from Python's start to its exit, on one
  Parquet file of the rows plus four more columns no query reads, alternated run by run
  (median of RUNS, after one untimed round; byte code cached as in an installed copy):
  `run_task` with the default audit, the same with audits off, and the numpy floor (DuckDB
  reads the two columns, bincount, Laplace noise, a CSV of the cells).
  Goals: audit on < 2 × audit off; audit off < 1.3 × the floor.

Usage: python tests/bench/bench_statistics.py [ROWS] [MODE …]   (MODE: compute, end-to-end,
out-of-core, units, unit-cells, whole)
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROWS = 10_000_000
GROUPS = 500
RUNS = 3
REPO = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
import numpy as np, pandas as pd
sys.path.insert(0, sys.argv[1])
mode, rows, groups, folder = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), Path(sys.argv[5])
rng = np.random.default_rng(0)
frame = pd.DataFrame({"g": rng.integers(0, groups, rows).astype(np.int32),
                      "y": rng.uniform(0, 1000, rows)})
if mode in ("units", "unit-cells"):  # one household in 2,000,000 per row (rows / 5)
    frame["u"] = rng.integers(0, max(rows // 5, 1), rows).astype(np.int64)
declared = {"g": [str(g) for g in range(groups)]}  # cells are declared (MATH 7.2)
if mode == "compute":
    from engine.statistics.cell_release import release_query
    from engine.statistics.queries import Query
    start = time.perf_counter()
    out = [release_query(frame, q, 0.5, 0.0, declared, "bench", np.random.default_rng())
           for q in (Query("count", by=("g",)), Query("mean", "y", (0.0, 1000.0), ("g",)))]
    seconds = time.perf_counter() - start
    cells = sum(len(r.table) for r in out)
else:
    from engine.core.runner import run_task
    from engine.tasks import get_task
    from engine.core.parquet import write_parquet
    data = folder / "bench.parquet"
    write_parquet(frame, data)
    del frame
    task = get_task("statistics")
    doc = {"format": "privdesk-project/1", "task": {"kind": "statistics"},
           "input": {"path": str(data)},
           "queries": [{"type": "count", "by": ["g"]},
                       {"type": "mean", "column": "y", "bounds": [0, 1000], "by": ["g"]}],
           "categories": declared,
           "budget": {"epsilon": 1.0, "ledger": str(folder / "ledger.jsonl")},
           "processing": {"out_of_core": mode in ("out-of-core", "units", "unit-cells")},
           "privacy_unit": {"units": {"column": "u", "max_rows": 8},
                            "unit-cells": {"column": "u", "max_rows": 8, "max_rows_per_cell": 2,
                                           "max_cells": 3}}.get(mode, "row"),
           "audit": {"enabled": False},
           "outputs": {"data": str(folder / "t.csv"), "manifest": str(folder / "m.json"),
                       "report": str(folder / "r.html")}}
    project = task.project_from_dict(doc, folder)
    start = time.perf_counter()
    _, outcome = run_task(task, project)
    seconds = time.perf_counter() - start
    cells = len(outcome.release.table)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MB (Linux: KB)
print(json.dumps({"mode": mode, "seconds": seconds, "peak_mb": peak, "cells": cells}))
"""


PREPARE = r"""
import sys
import numpy as np, pandas as pd
sys.path.insert(0, sys.argv[1])
from engine.core.parquet import write_parquet
rows, groups = int(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
frame = pd.DataFrame({"g": rng.integers(0, groups, rows).astype(np.int32),
                      "y": rng.uniform(0, 1000, rows)})
for j in range(4):  # columns no query reads
    frame[f"other{j}"] = rng.uniform(0, 1, rows)
write_parquet(frame, sys.argv[4])
"""

RUN = r"""
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from engine.core.runner import run_task
from engine.tasks import get_task
audit, groups, data = sys.argv[2] == "audit-on", int(sys.argv[3]), Path(sys.argv[4])
folder = data.parent / sys.argv[2]
folder.mkdir(exist_ok=True)
doc = {"format": "privdesk-project/1", "task": {"kind": "statistics"},
       "input": {"path": str(data)},
       "queries": [{"type": "count", "by": ["g"]},
                   {"type": "mean", "column": "y", "bounds": [0, 1000], "by": ["g"]}],
       "categories": {"g": [str(g) for g in range(groups)]},
       "budget": {"epsilon": 1.0, "ledger": str(folder / "ledger.jsonl")},
       "outputs": {"data": str(folder / "t.csv"), "manifest": str(folder / "m.json"),
                   "report": str(folder / "r.html")}}
if not audit:
    doc["audit"] = {"enabled": False}
task = get_task("statistics")
run_task(task, task.project_from_dict(doc, folder), overwrite=True)
"""

FLOOR = r"""
import sys
import duckdb, numpy as np
groups, data = int(sys.argv[3]), sys.argv[4]
con = duckdb.connect()
cols = con.execute("SELECT g, y FROM read_parquet(?)", [data]).fetchnumpy()
g, y = np.asarray(cols["g"]), np.clip(np.asarray(cols["y"]), 0.0, 1000.0)
n, s = np.bincount(g, minlength=groups), np.bincount(g, y, minlength=groups)
rng = np.random.default_rng()
noisy_n = n + rng.laplace(0.0, 2.0, groups)
mean = 500.0 + (s - 500.0 * n + rng.laplace(0.0, 2000.0, groups)) / np.maximum(
    n + rng.laplace(0.0, 4.0, groups), 1.0)
np.savetxt(data + ".floor.csv", np.column_stack([noisy_n, mean]), delimiter=",")
"""


def child_env(folder: str) -> dict[str, str]:
    """The timed processes' environment: byte code cached in the run's own folder, as an
    installed copy has it (with PYTHONDONTWRITEBYTECODE set, every run would compile
    PrivDesk's modules again and the floor's libraries would not)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
    return env


def children_cpu() -> float:
    """User + system CPU seconds of the finished child processes so far (a shared machine
    stretches wall time; CPU time much less)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def whole(rows: int) -> None:
    """Whole-process medians of the audit on, audit off and the numpy floor, alternated,
    after one untimed round (byte code compiled, the file in the page cache) for each."""
    with tempfile.TemporaryDirectory() as folder:
        data = str(Path(folder) / "bench.parquet")
        prepare = [sys.executable, "-c", PREPARE, str(REPO), str(rows), str(GROUPS), data]
        subprocess.run(prepare, check=True, capture_output=True)
        times: dict[str, list[float]] = {"audit-on": [], "audit-off": [], "floor": []}
        cpu: dict[str, list[float]] = {mode: [] for mode in times}
        for round_ in range(RUNS + 1):
            for mode in times:
                code = FLOOR if mode == "floor" else RUN
                start, used = time.perf_counter(), children_cpu()
                subprocess.run(
                    [sys.executable, "-c", code, str(REPO), mode, str(GROUPS), data],
                    check=True, capture_output=True, env=child_env(folder),
                )  # fmt: skip
                if round_:
                    times[mode].append(time.perf_counter() - start)
                    cpu[mode].append(children_cpu() - used)
    median = {mode: statistics.median(t) for mode, t in times.items()}
    for mode, t in times.items():
        runs = ", ".join(f"{x:.2f}" for x in t)
        print(
            f"{mode:>11}: {rows:,} rows, whole process {median[mode]:.2f} s (runs {runs}; "
            f"CPU user + system {statistics.median(cpu[mode]):.2f} s)"
        )
    print(
        f"audit on / audit off = {median['audit-on'] / median['audit-off']:.2f} (goal < 2); "
        f"audit off / floor = {median['audit-off'] / median['floor']:.2f} (goal < 1.3)"
    )


def measure(mode: str, rows: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, str(REPO), mode, str(rows), str(GROUPS), folder],
            check=True, capture_output=True, text=True,
        )  # fmt: skip
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else ROWS
    modes = sys.argv[2:] or ["compute", "end-to-end", "out-of-core", "units"]
    for mode in modes:
        if mode == "whole":
            whole(rows)
            continue
        r = measure(mode, rows)
        print(
            f"{mode:>11}: {rows:,} rows, count + mean by {GROUPS} groups ({r['cells']} cells): "
            f"{r['seconds']:.2f} s, peak {r['peak_mb']:,.0f} MB (includes generating the data)"
        )


if __name__ == "__main__":
    main()

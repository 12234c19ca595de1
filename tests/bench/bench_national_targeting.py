"""National-scale targeting release: `python tests/bench/bench_national_targeting.py [ROWS]`.

Writes a ROWS × 10 feature table with a consumption target (default 5,000,000 rows) as
Parquet, then runs `main.py run` on it as a user would (row Gaussian, audits off, Parquet
out) in a child process and prints its wall time and peak resident memory. Goal (issue
15): 5 M rows under 10 s and 3 GB on 2 cores. Prints; asserts nothing.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
from engine.core.parquet import write_parquet  # noqa: E402


def write_project(rows: int, folder: Path) -> Path:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({f"x{i}": rng.normal(size=rows) for i in range(10)})
    frame["consumption"] = rng.lognormal(size=rows)
    write_parquet(frame, folder / "national.parquet")
    project = {
        "format": "privdesk-project/1",
        "task": {"kind": "targeting", "utility": "poverty"},
        "input": {"path": "national.parquet"},
        "columns": {"features": [f"x{i}" for i in range(10)], "target": "consumption"},
        "mechanism": {"name": "gaussian", "epsilon": 1.0, "delta": "auto", "r": 0.05},
        "audit": {"enabled": False},
        "outputs": {"data": "released.parquet", "manifest": "manifest.json"},
    }
    path = folder / "project.json"
    path.write_text(json.dumps(project), encoding="utf-8")
    return path


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 5_000_000
    with tempfile.TemporaryDirectory() as folder:
        project = write_project(rows, Path(folder))
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, str(REPO / "main.py"), "run", str(project), "--quiet"],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"targeting release, {rows:,} rows × 10 features, Parquet in and out, audits off")
    print(f"wall {seconds:.1f} s, peak {peak_mb:,.0f} MB (goal < 10 s, < 3,000 MB)")


if __name__ == "__main__":
    main()

"""Benchmark of opening a CSV larger than the memory free (the wizard's first rows): the
first 10,000 rows parsed and the whole file's SHA-256 streamed, against reading it whole.

The memory check is bypassed by asking for the head directly (`read_table(head_rows=...)`,
what `read_table_or_head` falls back to); the file is written once into a temporary folder
(ROWS × 11: two text columns, nine numbers). Each measurement is the best of three, after
one warm-up read, so the page cache holds the file as it would on a second open.

Usage: python tests/bench/bench_large_file_open.py [ROWS]   (default 3,000,000)
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from engine.data.readers import HEAD_ROWS, read_table  # noqa: E402

ROWS = 3_000_000
RUNS = 3


def write_csv(path: Path, rows: int) -> None:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame(
        {
            "region": rng.choice(["North", "South", "East", "West"], rows),
            "district": rng.choice([f"D{i:02d}" for i in range(24)], rows),
        }
    )
    for j in range(9):
        frame[f"x{j}"] = rng.normal(size=rows).round(3)
    frame.to_csv(path, index=False)


def best_of(action) -> float:
    action()
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else ROWS
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "national.csv"
        write_csv(path, rows)
        size = path.stat().st_size
        head = best_of(lambda: read_table(path, head_rows=HEAD_ROWS))
        whole = best_of(lambda: read_table(path))
    print(f"{rows:,} rows × 11 columns, {size / 1e6:,.0f} MB CSV")
    speed = size / head / 1e9
    print(f"first {HEAD_ROWS:,} rows + streamed SHA-256: {head:.2f} s ({speed:.2f} GB/s)")
    print(f"the whole file read into memory: {whole:.2f} s")


if __name__ == "__main__":
    main()

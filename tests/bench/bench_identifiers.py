"""Timing of the identifier-like column detector: `python tests/bench/bench_identifiers.py`.

5,000,000 rows × 10 columns as a targeting file has them: six measurements with decimals,
two small counts, a unique 9-digit national ID stored as a number and a unique phone column
written "+228 9x xx xx xx". The last two are counted exactly (a hash pass over 5 M values);
the others are dismissed on their 5,000-value sample. Prints seconds; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

from engine.core.identifiers import identifier_like, identifier_like_columns


def synthetic_frame(rows: int, rng: np.random.Generator) -> pd.DataFrame:
    columns: dict[str, object] = {}
    for i in range(6):
        columns[f"measure_{i}"] = rng.lognormal(3.0, 1.0, rows).round(2)
    columns["age"] = rng.integers(15, 90, rows)
    columns["household_size"] = rng.integers(1, 12, rows)
    columns["national_id"] = 100_000_000 + 37 * rng.permutation(rows)
    numbers = rng.permutation(rows) % 10_000_000
    columns["contact"] = pd.Series(
        [
            f"+228 9{d // 10**6} {d // 10**4 % 100:02d} {d // 100 % 100:02d} {d % 100:02d}"
            for d in numbers.tolist()
        ]
    )
    return pd.DataFrame(columns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=5_000_000)
    args = parser.parse_args()

    frame = synthetic_frame(args.rows, np.random.default_rng(0))
    start = time.perf_counter()
    hints = identifier_like_columns(frame, frame.columns)
    total = time.perf_counter() - start
    print(f"{args.rows:,} rows × {frame.shape[1]} columns: {total:.2f} s in all")
    for hint in hints:
        print(f"  flagged {hint.column}: {hint.kind}, like {hint.example_shape}")
    for name in frame.columns:
        start = time.perf_counter()
        identifier_like(frame[name])
        print(f"  {name} ({frame[name].dtype}): {time.perf_counter() - start:.3f} s")


if __name__ == "__main__":
    main()

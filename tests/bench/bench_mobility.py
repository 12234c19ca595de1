"""Mobility benchmarks: `python tests/bench/bench_mobility.py [CASE ...]` prints a table.

Sizes are seed 002's Afghanistan case: 305 daily matrices over 421 districts. Each case runs
in a fresh Python process so its peak resident memory (ru_maxrss) is its own; input
generation happens before the clock starts. The best of three runs is reported, as the
machine may be shared. Goals: privatizing < 2 s, SIR < 1 s.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

DAYS, REGIONS = 305, 421


def daily_counts(seed: int = 0) -> np.ndarray:
    """Sparse-ish heavy-tailed trip counts, int64 (D, k, k), diagonal 0."""
    rng = np.random.default_rng(seed)
    counts = rng.negative_binomial(0.3, 0.05, size=(DAYS, REGIONS, REGIONS)).astype(np.int64)
    counts[:, np.arange(REGIONS), np.arange(REGIONS)] = 0
    return counts


def privatize_od():
    from engine.mobility.od_matrix import ODMechanism

    counts = daily_counts()
    mechanism = ODMechanism(0.5, threshold=15)
    label = f"private O-D: {DAYS} daily {REGIONS}×{REGIONS} matrices, ε=0.5, τ=15 (goal < 2 s)"
    return label, lambda: mechanism.privatize(counts, np.random.default_rng(1))


def sir():
    from engine.mobility.sir import simulate_sir

    counts = daily_counts()
    populations = np.random.default_rng(2).integers(5_000, 500_000, size=REGIONS)
    label = f"mobility SIR: {DAYS} days × {REGIONS} regions (goal < 1 s)"
    return label, lambda: simulate_sir(counts, populations, origin=0)


CASES = {"privatize-od": privatize_od, "sir": sir}


def run_case(name: str) -> None:
    """Child process: run one case three times, print JSON with best seconds and peak memory."""
    label, work = CASES[name]()
    times = []
    for _ in range(3):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"label": label, "seconds": min(times), "peak_mb": peak_mb}))


def main(names: list[str]) -> None:
    print(f"| {'benchmark':<76} | seconds | peak MB |")
    print(f"|{'-' * 78}|---------|---------|")
    for name in names or list(CASES):
        out = subprocess.run(
            [sys.executable, __file__, "--case", name],
            capture_output=True,
            text=True,
            check=True,
            cwd=REPO,
        )
        result = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"| {result['label']:<76} | {result['seconds']:7.3f} | {result['peak_mb']:7.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--case":
        run_case(sys.argv[2])
    else:
        main(sys.argv[1:])

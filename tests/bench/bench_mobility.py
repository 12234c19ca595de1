"""Mobility benchmarks: `python tests/bench/bench_mobility.py [CASE ...]` prints a table.

Sizes are seed 002's Afghanistan case: 305 daily matrices over 421 districts. Each case runs
in a fresh Python process so its peak resident memory (ru_maxrss) is its own; input
generation happens before the clock starts. The best of three runs is reported, as the
machine may be shared. Goals: privatizing < 2 s, SIR < 1 s.
"""

from __future__ import annotations

import sys
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


if __name__ == "__main__":
    from tests.bench.case_runner import main

    main(__file__, CASES, sys.argv[1:], repeats=3)

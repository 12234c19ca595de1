"""Benchmark of the survey methods (issue 30; not in the default test run): MDAV
microaggregation (k = 3, 3 columns) on 10,000 and 50,000 records, one-column
microaggregation and PRAM (6 categories, 10 strata, invariant) on 1,000,000 records,
correlated noise and the information-loss measures (IL1s, eigenvalues) on 1,000,000 × 3.

    python tests/bench/bench_survey_methods.py [mdav_rows ...]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.anonymize.info_loss import eigen_loss, il1s
from engine.anonymize.microaggregation import microaggregate
from engine.anonymize.noise import add_noise
from engine.anonymize.pram import pram


def _timed(label: str, work) -> None:
    start = time.perf_counter()
    work()
    print(f"{label}: {time.perf_counter() - start:.2f} s")


def main(argv: list[str]) -> None:
    rng = np.random.default_rng(0)
    for n in [int(a) for a in argv] or [10_000, 50_000]:
        x = rng.lognormal(size=(n, 3))
        _timed(f"MDAV k = 3, {n:,} × 3", lambda x=x: microaggregate(x, 3))
    big = rng.lognormal(size=(1_000_000, 3))
    _timed("one column k = 3, 1,000,000", lambda: microaggregate(big[:, :1], 3))
    cats = rng.choice(list("abcdef"), 1_000_000)
    strata = rng.integers(0, 10, 1_000_000)
    _timed("PRAM, 1,000,000, 10 strata", lambda: pram(cats, 0.8, 0.5, True, rng, strata))
    noised = add_noise(big, "correlated", 150, rng).values
    _timed("correlated noise, 1,000,000 × 3", lambda: add_noise(big, "correlated", 150, rng))
    _timed(
        "IL1s + eigenvalues, 1,000,000 × 3", lambda: (il1s(big, noised), eigen_loss(big, noised))
    )


if __name__ == "__main__":
    main(sys.argv[1:])

"""Benchmark of the noise step alone at 10,000,000 cells: numpy's float draws (before
issue 28) against the exact integer samplers shipped now (engine.mechanisms.discrete).

* O-D cells: round(M + Lap(T/ε)) from a float draw, against `RoundedLaplace` (ε = 0.1).
* Counts: M + Lap(1/ε) as floats, against the discrete Laplace (ε = 1 and ε = 0.1).
* Real values: M + Lap(Δ/ε) as floats, against the grid release (Δ = 1000, ε = 0.5).
* Gaussian counts: M + N(0, σ²), against the discrete Gaussian (ε = 1, δ = 1e-5).

Usage: python tests/bench/bench_noise.py [CELLS]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.mechanisms.discrete import RoundedLaplace, rational_at_least
from engine.statistics.gaussian import gaussian_noise
from engine.statistics.laplace import laplace_noise


def seconds(step) -> float:
    start = time.perf_counter()
    step()
    return time.perf_counter() - start


def main(cells: int) -> None:
    rng = np.random.default_rng()
    counts = rng.integers(0, 50, cells).astype(np.int64)
    values = rng.uniform(0, 1000, cells)
    sigma = gaussian_noise(1.0, 1e-5, 1.0, integer=True)
    cases = [
        ("O-D cells, eps 0.1",
         lambda: np.floor(counts + rng.laplace(0.0, 10.0, cells) + 0.5),
         lambda: counts + RoundedLaplace(*rational_at_least(10.0)).sample(cells, rng)),
        ("counts, eps 1",
         lambda: counts + rng.laplace(0.0, 1.0, cells),
         lambda: laplace_noise(1.0, 1.0, integer=True).release(counts, rng)),
        ("counts, eps 0.1",
         lambda: counts + rng.laplace(0.0, 10.0, cells),
         lambda: laplace_noise(0.1, 1.0, integer=True).release(counts, rng)),
        ("sums on a grid, eps 0.5",
         lambda: values + rng.laplace(0.0, 2000.0, cells),
         lambda: laplace_noise(0.5, 1000.0).release(values, rng)),
        ("Gaussian counts, eps 1",
         lambda: counts + rng.normal(0.0, sigma.scale, cells),
         lambda: sigma.release(counts, rng)),
    ]  # fmt: skip
    print(f"noise step at {cells:,} cells (seconds): float draw -> exact integer sampler")
    for name, before, after in cases:
        b, a = seconds(before), seconds(after)
        print(f"  {name:<26} {b:6.2f} -> {a:6.2f}  ({a / b:4.1f}x)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000)

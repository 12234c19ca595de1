"""Timing of the empirical audits at the paper's sizes: `python tests/bench/bench_audits.py`.

Synthetic standard-normal rows scaled into the unit ball (as the mechanisms see them); the
release is the data plus small noise, so the net attack has real work at every jitter.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

from engine.audits.attribute_inference import (
    attribute_inference_audit,
    holdout_split,
)
from engine.audits.singling_out import DEFAULT_JITTERS, net_attack_fraction

NOISE = 0.01


def unit_ball_data(rng: np.random.Generator, n: int, d: int) -> np.ndarray:
    x = rng.standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1).max()


def bench_net_attack(rng: np.random.Generator, n: int, d: int) -> float:
    x = unit_ball_data(rng, n, d)
    release = x + NOISE * rng.standard_normal(x.shape)
    start = time.perf_counter()
    for jitter in DEFAULT_JITTERS:
        net_attack_fraction(x, release, jitter)
    return time.perf_counter() - start


def bench_attribute_inference(rng: np.random.Generator, n: int, d: int) -> float:
    data = pd.DataFrame(unit_ball_data(rng, n, d), columns=[f"x{i}" for i in range(d)])
    work_idx, holdout_idx = holdout_split(n, rng)
    work = data.iloc[work_idx].reset_index(drop=True)
    holdout = data.iloc[holdout_idx].reset_index(drop=True)
    release = work + NOISE * rng.standard_normal(work.shape)
    start = time.perf_counter()
    attribute_inference_audit(work, release, holdout, rng, n_targets=500)
    return time.perf_counter() - start


def main() -> None:
    rng = np.random.default_rng(20_788)
    runs = [
        ("net attack, 5 jitters", 4_201, 10, bench_net_attack),
        ("net attack, 5 jitters", 20_788, 15, bench_net_attack),
        ("attribute inference, 500 targets", 4_201, 10, bench_attribute_inference),
    ]
    print(f"{'method':<34} {'n':>7} {'d':>3} {'seconds':>8}")
    for name, n, d, bench in runs:
        print(f"{name:<34} {n:>7,} {d:>3} {bench(rng, n, d):>8.2f}")


if __name__ == "__main__":
    main()

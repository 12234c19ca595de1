"""Sample-and-aggregate (MATH 7.3; seed 003): any estimator, made private.

Rows fall into m blocks by a keyed hash of their row number (a fresh random key per
release, never saved), so adding one record changes one block only. Each block's
estimate θ_j is clamped to the declared [a_θ, b_θ]; the release is mean_j θ_j plus noise
of L1 sensitivity (b_θ − a_θ)/m (Laplace) or the same L2 sensitivity (Gaussian). A block
where the estimator is undefined (too few rows, no spread in x) contributes the midpoint
of [a_θ, b_θ], a value that does not depend on the data.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.core.errors import ParameterError
from engine.statistics.noise import Noise

ESTIMATORS = ("mean", "median", "slope")
_MASK = np.uint64(0xFFFFFFFFFFFFFFFF)


def block_of_rows(n: int, blocks: int, key: int) -> np.ndarray:
    """Block index of rows 0…n−1: splitmix64(row ⊕ key) mod m (a keyed hash)."""
    with np.errstate(over="ignore"):
        z = np.arange(n, dtype=np.uint64) ^ np.uint64(key)
        z = (z + np.uint64(0x9E3779B97F4A7C15)) & _MASK
        z = ((z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)) & _MASK
        z = ((z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)) & _MASK
        z = z ^ (z >> np.uint64(31))
    return (z % np.uint64(blocks)).astype(np.int64)


def estimate(estimator: str, y: np.ndarray, x: np.ndarray | None = None) -> float:
    """The estimator on one block; NaN where it is undefined."""
    if estimator == "mean":
        return float(np.mean(y)) if y.size else float("nan")
    if estimator == "median":
        return float(np.median(y)) if y.size else float("nan")
    if estimator == "slope":
        if y.size < 2:
            return float("nan")
        dx = x - x.mean()
        sxx = float(dx @ dx)
        return float(dx @ (y - y.mean()) / sxx) if sxx > 0 else float("nan")
    raise ParameterError("estimator", f"must be one of {', '.join(ESTIMATORS)}, got {estimator!r}")


@dataclass(frozen=True)
class AggregateResult:
    estimate: float  # the released value
    noise: Noise
    blocks: int
    block_values: np.ndarray  # clamped θ_j (never written: for tests and the audit)
    undefined_blocks: int


def sample_and_aggregate(
    estimator: str,
    y: np.ndarray,
    x: np.ndarray | None,
    blocks: int,
    output_bounds: tuple[float, float],
    noise: Noise,
    rng: np.random.Generator,
) -> AggregateResult:
    """Release mean_j clamp(θ_j) + noise; `noise` must be calibrated for sensitivity
    (b_θ − a_θ)/m (see `sensitivity`)."""
    low, high = output_bounds
    y = np.asarray(y, dtype=float)
    block = block_of_rows(y.size, blocks, int(rng.integers(0, 2**63)))
    if estimator == "mean":  # one pass; NaN for an empty block, as `estimate` gives
        sizes = np.bincount(block, minlength=blocks)
        with np.errstate(invalid="ignore", divide="ignore"):
            values = np.bincount(block, y, minlength=blocks) / sizes
    else:
        order = np.argsort(block, kind="stable")
        starts = np.searchsorted(block[order], np.arange(blocks + 1))
        values = np.empty(blocks)
        for j in range(blocks):
            rows = order[starts[j] : starts[j + 1]]
            values[j] = estimate(estimator, y[rows], None if x is None else np.asarray(x)[rows])
    undefined = int(np.isnan(values).sum())
    values = np.clip(np.where(np.isnan(values), (low + high) / 2.0, values), low, high)
    released = float(noise.release(values.mean(), rng))  # on the noise's grid
    return AggregateResult(released, noise, blocks, values, undefined)


def sensitivity(output_bounds: tuple[float, float], blocks: int) -> float:
    """Sensitivity of the mean of m clamped block estimates: (b_θ − a_θ)/m."""
    return (output_bounds[1] - output_bounds[0]) / blocks

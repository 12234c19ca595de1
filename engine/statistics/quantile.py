"""Private quantiles by the exponential mechanism (MATH 7.2; Smith 2011).

Sorted values clamped to the declared [a, b], with x₍₀₎ = a and x₍ₙ₊₁₎ = b: gap i ∈ {0…n}
is chosen with probability ∝ (x₍ᵢ₊₁₎ − x₍ᵢ₎)·exp(−ε|i − qn|/2) (utility −|i − qn|,
Δu = 1), computed in log space, and the output is uniform in the chosen gap. ε-DP under
adding or removing one record.

The uniform draw is rounded to `quantile_grid` (a power of two, 2⁻²⁰ of b − a or coarser,
never finer than 2¹⁰ float spacings of the bounds), so the released number carries no
low-order bits of the gap's data endpoints (Mironov 2012); rounding is post-processing,
so the accounting is unchanged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.errors import ParameterError


@dataclass(frozen=True)
class QuantileGaps:
    """The gaps' edges and log-probabilities for one quantile."""

    edges: np.ndarray  # n + 2 sorted values: a, clamped data, b
    log_prob: np.ndarray  # n + 1 log-probabilities (−inf for empty gaps)

    def density(self, points: np.ndarray) -> np.ndarray:
        """The output density at `points` (for tests and plots)."""
        points = np.asarray(points, dtype=float)
        widths = np.diff(self.edges)
        prob = np.exp(self.log_prob)
        gap = np.clip(np.searchsorted(self.edges, points, side="right") - 1, 0, len(widths) - 1)
        with np.errstate(divide="ignore", invalid="ignore"):
            value = np.where(widths[gap] > 0, prob[gap] / widths[gap], 0.0)
        inside = (points >= self.edges[0]) & (points <= self.edges[-1])
        return np.where(inside, value, 0.0)


def quantile_gaps(values, q: float, bounds: tuple[float, float], epsilon: float) -> QuantileGaps:
    low, high = bounds
    if not 0.0 <= q <= 1.0:
        raise ParameterError("quantiles", f"each quantile must lie in [0, 1], got {q!r}")
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("epsilon", f"must be a positive number, got {epsilon!r}")
    data = np.sort(np.clip(np.asarray(values, dtype=float), low, high))
    n = data.size
    edges = np.concatenate(([low], data, [high]))
    widths = np.diff(edges)
    ranks = np.arange(n + 1)
    with np.errstate(divide="ignore"):
        log_weight = np.log(widths) - epsilon * np.abs(ranks - q * n) / 2.0
    top = np.max(log_weight)
    if not np.isfinite(top):  # a == b: every gap is empty; the output can only be a
        log_prob = np.full(n + 1, -np.inf)
        log_prob[0] = 0.0
        return QuantileGaps(edges, log_prob)
    log_total = top + math.log(np.sum(np.exp(log_weight - top)))
    return QuantileGaps(edges, log_weight - log_total)


def private_quantile(
    values, q: float, bounds: tuple[float, float], epsilon: float, rng: np.random.Generator
) -> float:
    """One ε-DP draw of the q-quantile of `values` within the declared bounds."""
    gaps = quantile_gaps(values, q, bounds, epsilon)
    prob = np.exp(gaps.log_prob)
    gap = int(rng.choice(prob.size, p=prob / prob.sum()))
    draw = rng.uniform(gaps.edges[gap], gaps.edges[gap + 1])
    grid = quantile_grid(bounds)
    return float(np.clip(np.floor(draw / grid + 0.5) * grid, bounds[0], bounds[1]))


def quantile_grid(bounds: tuple[float, float]) -> float:
    """The grid quantiles are released on: the power of two at or below (b − a)·2⁻²⁰, but
    at least 2¹⁰ times the float spacing at the larger bound."""
    low, high = bounds
    spacing = 1024.0 * math.ulp(max(abs(low), abs(high)))
    return 2.0 ** math.floor(math.log2(max((high - low) * 2.0**-20, spacing)))

"""The differencing attack (MATH 7.9; seed 001), on the user's data.

Two sums, over n people and over the n − 1 left after one person leaves, give that
person's value exactly: x_i = S_n − S_{n−1}. With Lap(β) on each sum (β = Δ₁/ε) the
attacker's error is Z₁ − Z₂, with density (1/(4β))(1 + |z|/β)e^{−|z|/β},
P(|error| > t) = (1 + t/(2β))e^{−t/β}, sd 2β and 95 % half-width 4.1130β; the person has
spent 2ε. Seeded by the audit seed only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

DRAWS = 10_000


def difference_cdf(t, beta: float):
    """CDF of Z₁ − Z₂ for independent Lap(β): from P(|E| > t) = (1 + t/(2β))e^{−t/β}."""
    t = np.asarray(t, dtype=float)
    tail = 0.5 * (1.0 + np.abs(t) / (2.0 * beta)) * np.exp(-np.abs(t) / beta)
    return np.where(t >= 0, 1.0 - tail, tail)


def difference_density(t, beta: float):
    t = np.abs(np.asarray(t, dtype=float))
    return (1.0 + t / beta) * np.exp(-t / beta) / (4.0 * beta)


def difference_half_width(beta: float) -> float:
    """t with P(|Z₁ − Z₂| > t) = 5 %: 4.1130β."""
    from scipy.optimize import brentq  # imported when used: 0.5 s at start-up otherwise

    return beta * brentq(lambda u: (1.0 + u / 2.0) * math.exp(-u) - 0.05, 0.0, 50.0)


@dataclass(frozen=True)
class DifferencingResult:
    rows: int
    raw_error: float  # |(S_n − S_{n−1}) − x_i|: zero up to rounding
    epsilon: float
    sensitivity: float
    noise_scale: float  # β
    errors: np.ndarray  # simulated private errors (never the person's value)
    half_width: float  # 4.1130β
    within_half_width: float  # share of simulated errors inside it


def differencing_attack(
    values: np.ndarray,
    bounds: tuple[float, float],
    epsilon: float,
    rng: np.random.Generator,
    draws: int = DRAWS,
) -> DifferencingResult:
    """One person (chosen by `rng`) leaves; raw difference vs Laplace-released sums."""
    values = np.clip(np.asarray(values, dtype=float), *bounds)
    person = int(rng.integers(values.size))
    total = float(values.sum())
    without = total - values[person]
    raw_error = abs((total - without) - values[person])
    sensitivity = max(abs(bounds[0]), abs(bounds[1]))
    beta = sensitivity / epsilon
    first = total + rng.laplace(0.0, beta, draws)
    second = without + rng.laplace(0.0, beta, draws)
    errors = (first - second) - values[person]
    width = difference_half_width(beta)
    return DifferencingResult(
        values.size,
        raw_error,
        epsilon,
        sensitivity,
        beta,
        errors,
        width,
        float(np.mean(np.abs(errors) <= width)),
    )

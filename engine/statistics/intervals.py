"""Noise-aware 95 % intervals (MATH 7.6).

* Laplace noise alone: half-width β ln 20.
* Sampling error s (normal) plus Lap(β): the 0.975 quantile of N(0, s²) + Lap(β), from
  its closed-form CDF evaluated in log space (no overflow for small s/β).
* Gaussian noise: 1.96√(σ² + s²).
* A ratio S̃/Ñ (a mean): percentiles of (S̃ + Z₁)/(Ñ + Z₂) over simulated noise draws:
  approximate, and said so wherever it is shown.
"""

from __future__ import annotations

import math

import numpy as np
from scipy.optimize import brentq
from scipy.special import log_ndtr, ndtr, ndtri

from engine.statistics.noise import Z975, Noise

RATIO_DRAWS = 10_000


def normal_laplace_cdf(t: float, s: float, beta: float) -> float:
    """CDF of N(0, s²) + Lap(β):
    Φ(t/s) − ½e^{s²/(2β²) − t/β}Φ(t/s − s/β) + ½e^{s²/(2β²) + t/β}Φ(−t/s − s/β)."""
    a = s * s / (2.0 * beta * beta)
    first = ndtr(t / s)
    second = 0.5 * math.exp(a - t / beta + log_ndtr(t / s - s / beta))
    third = 0.5 * math.exp(a + t / beta + log_ndtr(-t / s - s / beta))
    return float(first - second + third)


def normal_laplace_quantile(p: float, s: float, beta: float) -> float:
    """The p-quantile (p > ½) of N(0, s²) + Lap(β), by bracketing root search."""
    if s <= 0:
        return -beta * math.log(2.0 * (1.0 - p))
    if beta <= 0:
        return s * float(ndtri(p))
    hi = s * 10.0 + beta * 40.0
    return brentq(lambda t: normal_laplace_cdf(t, s, beta) - p, 0.0, hi, xtol=1e-12)


def half_width(noise: Noise, sampling_sd: float = 0.0) -> float:
    """95 % half-width of noise plus an independent normal sampling error of sd s."""
    if noise.mechanism == "gaussian":
        return Z975 * math.sqrt(noise.scale**2 + sampling_sd**2)
    if sampling_sd <= 0:
        return noise.half_width
    return normal_laplace_quantile(0.975, sampling_sd, noise.scale)


def ratio_interval(
    numerator: np.ndarray,
    denominator: np.ndarray,
    numerator_noise: Noise,
    denominator_noise: Noise,
    rng: np.random.Generator,
    sampling_sd: np.ndarray | None = None,
    draws: int = RATIO_DRAWS,
) -> tuple[np.ndarray, np.ndarray]:
    """Approximate 95 % interval of a released ratio S̃/Ñ per cell: percentiles of
    (S̃ + Z₁)/(Ñ + Z₂) (+ sampling N(0, s²)) over `draws` fresh noise draws; denominators
    are floored at 1, as the release floors them. Post-processing of released values only."""
    numerator = np.asarray(numerator, dtype=float)
    denominator = np.asarray(denominator, dtype=float)
    lower = np.empty(numerator.shape)
    upper = np.empty(numerator.shape)
    for i, (s_value, n_value) in enumerate(zip(numerator, denominator, strict=True)):
        num = s_value + numerator_noise.simulate(draws, rng)
        den = np.maximum(n_value + denominator_noise.simulate(draws, rng), 1.0)
        ratio = num / den
        if sampling_sd is not None:
            ratio = ratio + rng.normal(0.0, sampling_sd[i], draws)
        lower[i], upper[i] = np.percentile(ratio, [2.5, 97.5])
    return lower, upper

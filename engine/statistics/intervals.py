"""Noise-aware 95 % intervals (MATH 7.6).

* Laplace noise alone: half-width β ln 20.
* Sampling error s (normal) plus Lap(β): the 0.975 quantile of N(0, s²) + Lap(β), from
  its closed-form CDF evaluated in log space (no overflow for small s/β).
* Gaussian noise: 1.96√(σ² + s²).
* A ratio S̃/Ñ (a mean): percentiles of (S̃ + Z₁)/(Ñ + Z₂) over simulated noise draws:
  approximate, and said so wherever it is shown. Its law's CDF in closed form
  (`ratio_cdf`) tells the audit's simulated releases whether each interval holds a value.
"""

from __future__ import annotations

import math
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from engine.statistics.noise import Z975, Noise

RATIO_DRAWS = 10_000
CHUNK = 1_000_000  # draws (or terms of `ratio_cdf`) held at once
THREADS = 2  # chunks of draws at once (the machines PrivDesk runs on have 2 cores or more)


def normal_laplace_cdf(t: float, s: float, beta: float) -> float:
    """CDF of N(0, s²) + Lap(β):
    Φ(t/s) − ½e^{s²/(2β²) − t/β}Φ(t/s − s/β) + ½e^{s²/(2β²) + t/β}Φ(−t/s − s/β)."""
    from scipy.special import log_ndtr, ndtr  # imported when used: 0.5 s at start-up otherwise

    a = s * s / (2.0 * beta * beta)
    first = ndtr(t / s)
    second = 0.5 * np.exp(a - t / beta + log_ndtr(t / s - s / beta))
    third = 0.5 * np.exp(a + t / beta + log_ndtr(-t / s - s / beta))
    return first - second + third  # elementwise for arrays


def normal_laplace_quantile(p: float, s: float, beta: float) -> float:
    """The p-quantile (p > ½) of N(0, s²) + Lap(β), by bracketing root search."""
    if s <= 0:
        return -beta * math.log(2.0 * (1.0 - p))
    if beta <= 0:
        from scipy.special import ndtri

        return s * float(ndtri(p))
    from scipy.optimize import brentq  # imported when used: 0.5 s at start-up otherwise

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
    chunk = max(1, CHUNK // draws)  # cells drawn at once, a row of draws each
    starts = range(0, numerator.size, chunk)

    def fill(start: int, rng: np.random.Generator) -> None:
        part = slice(start, min(start + chunk, numerator.size))
        size = (part.stop - part.start, draws)
        num = numerator_noise.simulate(size, rng)  # the same draws and sums, in place
        num += numerator[part, None]
        den = denominator_noise.simulate(size, rng)
        den += denominator[part, None]
        np.maximum(den, 1.0, out=den)
        num /= den
        if sampling_sd is not None:
            sampling = rng.standard_normal(size)
            sampling *= np.asarray(sampling_sd, dtype=float)[part, None]
            num += sampling
        lower[part], upper[part] = np.percentile(num, [2.5, 97.5], axis=1, overwrite_input=True)

    if len(starts) == 1:
        fill(0, rng)
        return lower, upper
    # numpy's draws, sorts and arithmetic let go of the GIL: the chunks share the cores,
    # each with a generator of its own spawned from `rng` (independent, the same law)
    with ThreadPoolExecutor(THREADS) as pool:
        list(pool.map(fill, starts, rng.spawn(len(starts))))
    return lower, upper


def ratio_cdf(
    x: np.ndarray,
    numerator: np.ndarray,
    denominator: np.ndarray,
    numerator_noise: Noise,
    denominator_noise: Noise,
    sampling_sd: np.ndarray,
) -> np.ndarray:
    """P((S̃ + Z₁)/max(Ñ + Z₂, 1) + N(0, s²) ≤ x), elementwise: the law `ratio_interval`
    draws from, in closed form, so a simulation of many releases needs no draws to know
    whether each interval holds a value (it does when this is within [0.025, 0.975]).
    A sum over the integer count noise Z₂'s values (mass below 10⁻⁶ dropped: the CDF moves
    by less) of the CDF of Z₁ plus the normal; Z₁'s rounding to its grid (2⁻¹⁰ of its
    sensitivity) is ignored."""
    from scipy.special import ndtr  # imported when used: 0.5 s at start-up otherwise

    values, weights = _integer_law(denominator_noise)
    shape = np.broadcast_shapes(np.shape(x), np.shape(numerator), np.shape(denominator))
    flat = [np.broadcast_to(a, shape).reshape(-1, 1) for a in
            (x, numerator, denominator, sampling_sd)]  # fmt: skip
    out = np.empty(flat[0].shape[0])
    chunk = max(1, CHUNK // values.size)
    for start in range(0, out.size, chunk):
        x_, num, den, sd = (a[start : start + chunk] for a in flat)
        den = np.maximum(den + values, 1.0)
        t, spread = x_ * den - num, sd * den  # Z₁ + N(0, (s·D)²) ≤ x·D − S̃
        if numerator_noise.mechanism == "gaussian":
            inner = ndtr(t / np.sqrt(numerator_noise.scale**2 + spread**2))
        else:
            inner = normal_laplace_cdf(t, spread, numerator_noise.scale)
        out[start : start + chunk] = inner @ weights
    return out.reshape(shape)


def _integer_law(noise: Noise) -> tuple[np.ndarray, np.ndarray]:
    """The values and probabilities of integer noise as `Noise.simulate` draws it: the
    discrete Laplace exactly, a Gaussian as the rounded normal."""
    if noise.mechanism == "laplace":
        q = math.exp(-noise.sampler.s / noise.sampler.t)
        top = math.ceil(math.log(1e-6) / math.log(q))
        values = np.arange(-top, top + 1, dtype=float)
        return values, (1.0 - q) / (1.0 + q) * q ** np.abs(values)
    from scipy.special import ndtr

    top = math.ceil(5.0 * noise.scale) + 1
    values = np.arange(-top, top + 1, dtype=float)
    return values, ndtr((values + 0.5) / noise.scale) - ndtr((values - 0.5) / noise.scale)

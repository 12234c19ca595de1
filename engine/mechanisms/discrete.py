"""Exact integer noise, so no released number carries the low-order bits of a
floating-point draw (the attack of Mironov 2012 on textbook Laplace sampling).

Every sampler here draws only integers from the given generator (`Generator.integers`,
exactly uniform) and does its arithmetic on integers, following Canonne, Kamath & Steinke
(2020), "The discrete Gaussian for differential privacy":

* `bernoulli_exp`: Bernoulli(exp(−γ)) for a rational γ = num/den (their Algorithm 1, and
  its extension to γ > 1). Exact.
* `geometric`: P(Y = y) ∝ exp(−y·s/t), y ≥ 0, as X = U + t·V cut into blocks of s (their
  Algorithm 2 without the sign): U uniform on {0…t−1} kept with probability exp(−U/t),
  V a run of Bernoulli(e⁻¹) successes. Exact.
* `DiscreteLaplace` (scale t/s): a geometric magnitude with a fair sign, "−0" redrawn
  (their Algorithm 2), which has exactly P(k) ∝ exp(−|k|·s/t). **ε-DP for an integer
  query of L1 sensitivity Δ when t/s ≥ Δ/ε**; the scale is `rational_at_least(Δ/ε)`, at
  most 2⁻³⁹ relatively above Δ/ε, so the mechanism is ε-DP exactly (for an ε a hair
  smaller than asked).
* `RoundedLaplace` (scale t/s): the law of round(Lap(t/s)) — what rounding a continuous
  Laplace draw to the nearest integer gives — sampled exactly: 0 with probability
  1 − exp(−s/(2t)), else a fair sign times 1 + geometric. ε-DP at t/s ≥ Δ/ε, like the
  Laplace mechanism it rounds (post-processing); the O-D release uses it, so its published
  accuracy formulas hold exactly.
* `DiscreteGaussian` (variance parameter σ² = n/d): their Algorithm 3, rejection from a
  discrete Laplace proposal of scale σ²/L (L = round(σ), so σ²/scale is the integer L and
  the acceptance exponent (|Y| − L)²·d/(2n) is an integer ratio). **ρ-zCDP with
  ρ = Δ²/(2σ²)** for integer sensitivity Δ, the same ρ as the continuous Gaussian; its
  (ε, δ) curve is `discrete_gaussian_delta` (their Theorem 7), which is *not* always below
  the continuous one, so `discrete_gaussian_variance` raises σ until it is ≤ δ. Exact up to
  one cut: an acceptance exponent beyond 2⁶²/(2n) (a proposal over 1,400 σ from 0) is
  capped there, which changes a probability below exp(−1,000,000).

Real values are released on a grid (`grid_step`): x is rounded to a multiple of the grid
step g (a power of two), and integer noise on the grid is added, so the output is g times
an integer — exactly representable, with nothing below g. Rounding moves a query of
sensitivity Δ by at most ⌈Δ/g⌉ grid steps, so the noise is calibrated for that: the noise
scale grows by at most g/Δ ≤ 2⁻¹⁰ (0.1 %), and the guarantee is the one stated, exactly.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr

PRECISION_BITS = 40  # rational scales are within 2^-39 of the asked scale
GRID_BITS = 10  # the grid step of real values is at most 2^-10 of the sensitivity
MAX_SCALE = 2.0**40  # noise larger than 10^12 grid steps: nothing useful could be released
_CHUNK = 1 << 20


def rational_at_least(x: float) -> tuple[int, int]:
    """(t, s) with t/s ≥ x, t below 2⁴¹ and s at most 2⁶² (exact when x allows): within
    2⁻³⁹·x of x for x ≥ 2⁻²², otherwise larger, never smaller (noise that small is 0)."""
    if not (math.isfinite(x) and 0 < x <= MAX_SCALE):
        raise ParameterError(
            "epsilon",
            tr("gives a noise scale of {value}, too large for any useful release").format(
                value=f"{x:.3g}"
            ),
        )
    exact = Fraction(x)
    if exact.denominator <= 2**PRECISION_BITS and exact.numerator < 2 ** (PRECISION_BITS + 1):
        return exact.numerator, exact.denominator
    shift = min(62, max(0, PRECISION_BITS - math.frexp(x)[1]))  # s fits in int64
    t = math.ceil(exact * 2**shift)
    g = math.gcd(t, 2**shift)
    return t // g, 2**shift // g


def grid_step(sensitivity: float, scale: float) -> float:
    """The grid g of a real-valued release: the power of two at or below
    min(Δ, noise scale)·2⁻¹⁰. Its values up to 2⁴³·g are exact doubles, so g is coarser
    than the float spacing of any value the release can reach."""
    return 2.0 ** (math.floor(math.log2(min(sensitivity, scale))) - GRID_BITS)


def bernoulli_exp(num: np.ndarray, den: int, rng: np.random.Generator) -> np.ndarray:
    """Bernoulli(exp(−num/den)) per element, for integers num ≥ 0 (int64), den ≥ 1."""
    whole, frac = np.divmod(np.asarray(num, dtype=np.int64), den)
    out = _bernoulli_exp_below_one(frac, den, rng)
    # γ > 1: also ⌊γ⌋ independent Bernoulli(e⁻¹) must all succeed.
    left = np.flatnonzero(out & (whole > 0))
    while left.size:
        ok = _bernoulli_exp_minus_one(left.size, rng)
        out[left[~ok]] = False
        whole[left] -= 1
        left = left[ok & (whole[left] > 0)]
    return out


def _bernoulli_exp_below_one(num: np.ndarray, den: int, rng) -> np.ndarray:
    """Algorithm 1 of Canonne, Kamath & Steinke for γ = num/den ∈ [0, 1]: count K while
    Bernoulli(γ/K) succeeds; 1 if K is odd. Every live element has the same K."""
    more = rng.integers(0, den, size=num.size) < num  # K = 1
    out = ~more
    live = np.flatnonzero(more)
    k = 2
    while live.size:
        more = rng.integers(0, den * k, size=live.size) < num[live]
        out[live[~more]] = k % 2 == 1
        live = live[more]
        k += 1
    return out


def _bernoulli_exp_minus_one(size: int, rng) -> np.ndarray:
    """Bernoulli(e⁻¹): Algorithm 1 with γ = 1, whose first step always succeeds."""
    out = np.zeros(size, dtype=bool)
    live = np.arange(size)
    k = 2
    while live.size:
        more = rng.integers(0, k, size=live.size) == 0
        out[live[~more]] = k % 2 == 1
        live = live[more]
        k += 1
    return out


def geometric(t: int, s: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """Exact draws with P(Y = y) ∝ exp(−y·s/t), y = 0, 1, … (int64)."""
    u = rng.integers(0, t, size=size)
    keep = _bernoulli_exp_below_one(u, t, rng) if t > 1 else np.ones(size, dtype=bool)
    todo = np.flatnonzero(~keep)
    while todo.size:  # U on {0…t−1} with P ∝ exp(−U/t): uniform, kept w.p. exp(−U/t)
        candidate = rng.integers(0, t, size=todo.size)
        keep = _bernoulli_exp_below_one(candidate, t, rng)
        u[todo[keep]] = candidate[keep]
        todo = todo[~keep]
    v = np.zeros(size, dtype=np.int64)
    live = np.flatnonzero(_bernoulli_exp_minus_one(size, rng))
    while live.size:  # V: successes of Bernoulli(e⁻¹) before the first failure
        v[live] += 1
        live = live[_bernoulli_exp_minus_one(live.size, rng)]
    if t > 1:
        v *= t
        v += u
    return v // s if s > 1 else v  # X = U + tV: P ∝ exp(−X/t); ⌊X/s⌋: P ∝ exp(−Y·s/t)


@dataclass(frozen=True)
class DiscreteLaplace:
    """P(k) ∝ exp(−|k|·s/t) on the integers: ε-DP for integer sensitivity Δ if t/s ≥ Δ/ε."""

    t: int
    s: int

    @property
    def scale(self) -> float:
        return self.t / self.s

    @property
    def variance(self) -> float:
        """2q/(1 − q)², q = exp(−s/t)."""
        q = math.exp(-self.s / self.t)
        return 2.0 * q / (1.0 - q) ** 2

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """Algorithm 2: a geometric magnitude and a fair sign, redrawn on "−0"."""
        out = geometric(self.t, self.s, size, rng)
        negative = rng.integers(0, 2, size=size, dtype=np.int8).astype(bool)
        todo = np.flatnonzero(negative & (out == 0))
        while todo.size:
            out[todo] = geometric(self.t, self.s, todo.size, rng)
            negative[todo] = rng.integers(0, 2, size=todo.size, dtype=np.int8).astype(bool)
            todo = todo[negative[todo] & (out[todo] == 0)]
        np.negative(out, out=out, where=negative)
        return out


@dataclass(frozen=True)
class RoundedLaplace:
    """The law of round(Lap(t/s)), sampled exactly on the integers: ε-DP for integer
    sensitivity Δ if t/s ≥ Δ/ε (post-processing of the Laplace mechanism)."""

    t: int
    s: int

    @property
    def scale(self) -> float:
        return self.t / self.s

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        # |round(Z)| ≥ 1 iff |Z| ≥ ½: probability exp(−s/(2t)); beyond, the magnitude is
        # 1 + a geometric of ratio exp(−s/t) (the memorylessness of the exponential).
        nonzero = bernoulli_exp(np.full(size, self.s, np.int64), 2 * self.t, rng)
        magnitude = 1 + geometric(self.t, self.s, size, rng)
        sign = 2 * rng.integers(0, 2, size=size) - 1
        return np.where(nonzero, sign * magnitude, 0)


@dataclass(frozen=True)
class DiscreteGaussian:
    """P(k) ∝ exp(−k²/(2σ²)) on the integers, σ² = n/d: ρ-zCDP with ρ = Δ²/(2σ²) for
    integer sensitivity Δ (Canonne, Kamath & Steinke 2020, Algorithm 3)."""

    n: int
    d: int

    @property
    def scale(self) -> float:
        return math.sqrt(self.n / self.d)

    def sample(self, size: int, rng: np.random.Generator) -> np.ndarray:
        whole = max(1, round(self.scale))  # L: the proposal's scale σ²/L is near σ
        proposal = DiscreteLaplace(self.n, self.d * whole)
        out = np.empty(size, dtype=np.int64)
        todo = np.arange(size)
        cap = math.isqrt(2**62 // self.d)
        while todo.size:
            y = proposal.sample(todo.size, rng)
            gap = np.minimum(np.abs(np.abs(y) - whole), cap)
            keep = bernoulli_exp(gap * gap * self.d, 2 * self.n, rng)
            out[todo[keep]] = y[keep]
            todo = todo[~keep]
        return out


def discrete_gaussian_delta(variance: float, epsilon: float, sensitivity: int) -> float:
    """δ(ε) of k + N_Z(0, σ²) for an integer query of sensitivity Δ (Canonne, Kamath &
    Steinke 2020, Theorem 7): P[Y < c] − e^ε P[Y < c − Δ], c = Δ/2 − εσ²/Δ, summed
    exactly over the integers (the normalising sum by Poisson summation)."""
    sigma = math.sqrt(variance)
    norm = sigma * math.sqrt(2.0 * math.pi) * (1.0 + 2.0 * sum(
        math.exp(-2.0 * math.pi**2 * variance * j * j) for j in range(1, 4)
    ))  # fmt: skip
    c = sensitivity / 2.0 - epsilon * variance / sensitivity
    top = math.ceil(c) - 1  # the largest integer below c
    low = math.floor(min(top - sensitivity, 0.0) - 40.0 * sigma) - 1
    inner = outer = 0.0
    for start in range(low, top + 1, _CHUNK):
        k = np.arange(start, min(start + _CHUNK, top + 1), dtype=float)
        weight = np.exp(-(k * k) / (2.0 * variance))
        inner += float(weight.sum())
        outer += float(weight[k <= top - sensitivity].sum())
    return max(0.0, (inner - math.exp(epsilon) * outer) / norm)


@functools.lru_cache(maxsize=256)
def discrete_gaussian_variance(
    epsilon: float, delta: float, sensitivity: int, sigma: float
) -> tuple[int, int]:
    """σ² = n/d for an (ε, δ)-DP discrete Gaussian on an integer query of sensitivity Δ:
    `sigma` (the continuous calibration's), raised by 0.1 % steps until Theorem 7's δ is
    ≤ δ."""
    while True:
        n, d = rational_at_least(sigma * sigma)
        if discrete_gaussian_delta(n / d, epsilon, sensitivity) <= delta:
            return n, d
        sigma *= 1.001


def integer_half_width(sampler: DiscreteLaplace | DiscreteGaussian, level: float = 0.95) -> int:
    """The smallest whole h with P(|Z| > h) ≤ 1 − level for the sampler's noise Z."""
    miss = 1.0 - level
    if isinstance(sampler, DiscreteLaplace):  # P(|Z| > h) = 2q^(h+1)/(1 + q), q = e^(−s/t)
        q = math.exp(-sampler.s / sampler.t)
        return max(0, math.ceil(math.log(miss * (1.0 + q) / 2.0) * sampler.t / -sampler.s) - 1)
    k = np.arange(0, math.ceil(40.0 * sampler.scale) + 2, dtype=float)
    weight = np.exp(-(k * k) * sampler.d / (2.0 * sampler.n))
    beyond = 2.0 * (weight.sum() - np.cumsum(weight)) / (2.0 * weight.sum() - weight[0])
    return int(np.argmax(beyond <= miss))


def snap(values: np.ndarray, grid: float) -> np.ndarray:
    """Values rounded to whole multiples of `grid` (a power of two): post-processing that
    leaves none of a float draw's low-order bits, for releases drawn as continuous noise
    (the targeting rows, trained model weights); a new array."""
    return np.floor(np.asarray(values, dtype=float) / grid + 0.5) * grid

"""Exact integer noise (engine.mechanisms.discrete): known values of each sampler with
seeded tolerances, the floating-point attack on textbook Laplace (Mironov 2012) that the
shipped samplers do not allow, and integer releases."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.mechanisms.discrete import (
    DiscreteGaussian,
    DiscreteLaplace,
    RoundedLaplace,
    bernoulli_exp,
    discrete_gaussian_delta,
    integer_half_width,
    rational_at_least,
)
from engine.statistics.laplace import laplace_noise

N = 200_000


def within(share: float, p: float, n: int, k: float = 4.5) -> bool:
    """An observed share within k binomial standard errors of p."""
    return abs(share - p) <= k * math.sqrt(p * (1 - p) / n) + 1e-12


def test_rational_scales_are_never_below_the_asked_scale():
    assert rational_at_least(1.0) == (1, 1)
    assert rational_at_least(10.0) == (10, 1)
    assert rational_at_least(0.5) == (1, 2)
    for x in (1 / 0.7, 10 / 3, 0.02, 1 / 0.3, 1e7 / 3):
        t, s = rational_at_least(x)
        assert t / s >= x and (t / s - x) / x <= 2.0**-39
        assert t < 2**41


@pytest.mark.parametrize(("num", "den"), [(0, 1), (3, 10), (1, 1), (5, 2), (7, 3)])
def test_bernoulli_exp_has_probability_exp_minus_gamma(num, den):
    rng = np.random.default_rng(num * 10 + den)
    share = bernoulli_exp(np.full(N, num, np.int64), den, rng).mean()
    assert within(share, math.exp(-num / den), N)


@pytest.mark.parametrize("epsilon", [0.5, 1.0, 2.0])
def test_discrete_laplace_at_scale_one_over_epsilon_known_moments(epsilon):
    """Mean 0 and variance 2e^{−ε}/(1 − e^{−ε})² (SE of the variance ≈ 0.6 %: 3 %)."""
    sampler = DiscreteLaplace(*rational_at_least(1.0 / epsilon))
    draws = sampler.sample(N, np.random.default_rng(int(epsilon * 10)))
    q = math.exp(-epsilon)
    variance = 2 * q / (1 - q) ** 2
    assert draws.dtype == np.int64
    assert sampler.variance == pytest.approx(variance)
    assert abs(draws.mean()) < 5 * math.sqrt(variance / N)
    assert draws.var() == pytest.approx(variance, rel=0.03)


def test_discrete_laplace_probabilities_at_a_non_integer_scale():
    """P(k) = (1 − q)/(1 + q)·q^|k|, q = e^{−1/β}, β = 10/3, for |k| ≤ 8."""
    beta = 10 / 3
    draws = DiscreteLaplace(*rational_at_least(beta)).sample(N, np.random.default_rng(3))
    q = math.exp(-1 / beta)
    for k in range(-8, 9):
        assert within(np.mean(draws == k), (1 - q) / (1 + q) * q ** abs(k), N)


def test_rounded_laplace_is_the_law_of_a_rounded_laplace_draw():
    """P(0) = 1 − e^{−1/(2β)}, P(n) = sinh(1/(2β))e^{−|n|/β} at β = 0.8 (small: rounding
    matters)."""
    beta = 0.8
    draws = RoundedLaplace(*rational_at_least(beta)).sample(N, np.random.default_rng(4))
    lam = 1 / beta
    for n in range(-6, 7):
        p = -math.expm1(-lam / 2) if n == 0 else math.sinh(lam / 2) * math.exp(-lam * abs(n))
        assert within(np.mean(draws == n), p, N)


@pytest.mark.parametrize("variance", [0.36, 14.0, 400.0])
def test_discrete_gaussian_probabilities_and_variance_at_most_sigma_squared(variance):
    """P(k) ∝ e^{−k²/(2σ²)}; Var ≤ σ² (Canonne, Kamath & Steinke, Corollary 9): the exact
    variance from the probabilities is ≤ σ², and the draws' within 3 % of it."""
    n, d = rational_at_least(variance)
    draws = DiscreteGaussian(n, d).sample(N, np.random.default_rng(int(variance)))
    k = np.arange(-int(40 * math.sqrt(variance)) - 2, int(40 * math.sqrt(variance)) + 3)
    p = np.exp(-(k**2) / (2 * variance))
    p /= p.sum()
    exact = float(np.sum(p * k**2))
    assert exact <= variance * (1 + 1e-12)  # equal to σ² up to e^{−2π²σ²} for σ ≥ 1
    assert draws.var() == pytest.approx(exact, rel=0.03)
    assert abs(draws.mean()) < 5 * math.sqrt(exact / N)
    for j in range(0, 4):
        assert within(np.mean(draws == j), float(p[k == j][0]), N)


def test_discrete_gaussian_delta_against_the_hockey_stick_sum():
    """Theorem 7's δ equals Σ_k max(0, P(k) − e^ε P(k − Δ)) summed by brute force."""
    for variance, epsilon, steps in ((14.0, 1.0, 1), (2.0, 0.5, 2), (90.0, 0.2, 3)):
        k = np.arange(-400, 401)
        p = np.exp(-(k**2) / (2 * variance))
        shifted = np.exp(-((k - steps) ** 2) / (2 * variance))
        brute = np.maximum(0, p - math.exp(epsilon) * shifted).sum() / p.sum()
        assert discrete_gaussian_delta(variance, epsilon, steps) == pytest.approx(brute, rel=1e-9)


def test_integer_half_widths_cover_95_percent():
    for sampler in (DiscreteLaplace(1, 1), DiscreteLaplace(*rational_at_least(10 / 3)),
                    DiscreteGaussian(14, 1)):  # fmt: skip
        h = integer_half_width(sampler)
        draws = sampler.sample(N, np.random.default_rng(h))
        assert np.mean(np.abs(draws) > h) <= 0.05 + 0.003
        assert np.mean(np.abs(draws) > h - 1) > 0.05 - 0.003  # and h is the smallest


def odd_last_bit_in_quarter(y: np.ndarray) -> np.ndarray:
    """Outputs in [¼, ½) whose last mantissa bit is 1 (multiples of 2⁻⁵⁴ that are odd)."""
    y = np.asarray(y, dtype=float)
    inside = (y >= 0.25) & (y < 0.5)
    return inside & (np.mod(y * 2.0**54, 2.0) == 1.0)


def test_textbook_float_laplace_leaks_through_its_low_order_bits():
    """Mironov's attack: with numpy's float Laplace, a count of 1 yields 1 + Z, and for
    1 + Z in [¼, ½) that sum is a multiple of 2⁻⁵³ (Z in [−¾, −½) sits on that grid), so
    its last bit is 0; a count of 0 yields Z itself, whose last bit in [¼, ½) is often 1.
    "Last bit 1 in [¼, ½)" never happens from 1 and happens thousands of times from 0:
    a likelihood ratio far beyond e^ε at ε = 1."""
    epsilon = 1.0
    rng = np.random.default_rng(2012)
    from_zero = 0.0 + rng.laplace(0.0, 1.0 / epsilon, N)
    from_one = 1.0 + rng.laplace(0.0, 1.0 / epsilon, N)
    hits_zero = int(odd_last_bit_in_quarter(from_zero).sum())
    hits_one = int(odd_last_bit_in_quarter(from_one).sum())
    assert hits_one == 0 and hits_zero > 1_000
    assert hits_zero / max(hits_one, 1) > math.exp(epsilon) * 100


@pytest.mark.parametrize("integer", [True, False])
def test_the_shipped_laplace_gives_no_such_distinguisher(integer):
    """The shipped sampler on the same neighbours: counts are integers, real values grid
    multiples (2⁻¹⁰ here), both supports are the same, the bit test never fires, and every
    output's frequency ratio stays within e^ε (bins with ≥ 2,000 draws)."""
    epsilon = 1.0
    noise = laplace_noise(epsilon, 1.0, integer=integer)
    rng = np.random.default_rng(2012)
    from_zero = noise.release(np.zeros(N), rng)
    from_one = noise.release(np.ones(N), rng)
    if integer:
        assert from_zero.dtype == from_one.dtype == np.int64
    else:
        assert noise.grid == 2.0**-10
        assert np.all(np.mod(from_zero / noise.grid, 1.0) == 0)
    assert not odd_last_bit_in_quarter(from_zero).any()
    assert not odd_last_bit_in_quarter(from_one).any()
    edges = np.arange(-8.5, 10.5) if integer else np.linspace(-8, 9, 69)
    a, _ = np.histogram(from_zero, edges)
    b, _ = np.histogram(from_one, edges)
    ok = (a >= 2_000) & (b >= 2_000)
    assert ok.sum() >= 6
    assert np.max(np.abs(np.log(a[ok] / b[ok]))) <= epsilon + 0.08


def test_interval_simulations_follow_the_released_noise_law():
    """The ratio intervals simulate noise with fast float draws; for an integer count
    (discrete Laplace) that law is the exact one: P(0) = (1 − q)/(1 + q), and its variance."""
    noise = laplace_noise(0.5, 1.0, integer=True)
    draws = noise.simulate(N, np.random.default_rng(5))
    q = math.exp(-0.5)
    assert within(np.mean(draws == 0), (1 - q) / (1 + q), N)
    assert draws.var() == pytest.approx(noise.sampler.variance, rel=0.03)
    real = laplace_noise(0.5, 3.0).simulate(1_000, np.random.default_rng(6))
    assert np.array_equal(real / 2.0**-9, np.round(real / 2.0**-9))  # on the same grid

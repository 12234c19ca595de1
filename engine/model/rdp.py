"""RDP accountant of the Poisson-subsampled Gaussian mechanism (MATH 9.2).

One DP-SGD step with sampling rate q and noise multiplier σ (add or remove one example)
has Rényi divergence of order α at most ε_step(α) (Mironov, Talwar, Zhang 2019): for whole
α ≥ 2 the binomial sum of their Theorem 5, for fractional α the two-sided series of their
Section 3.3. T steps compose to T·ε_step(α), converted to (ε, δ)-DP by the conversion of
Balle et al. 2020 / Canonne, Kamath, Steinke 2020, minimized over the orders.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from scipy import special

# dp-accounting's default grid (MATH 9.2): 1.1 … 10.9 by 0.1, 11 … 63, 128, 256, 512, 1024.
DEFAULT_ORDERS: tuple[float, ...] = (
    tuple(round(1 + x / 10.0, 1) for x in range(1, 100))
    + tuple(range(11, 64))
    + (128, 256, 512, 1024)
)


def _log_add(a: float, b: float) -> float:
    if a == -math.inf:
        return b
    if b == -math.inf:
        return a
    high, low = max(a, b), min(a, b)
    return high + math.log1p(math.exp(low - high))


def _log_sub(a: float, b: float) -> float:
    """ln(e^a − e^b) for a ≥ b (−inf when they are equal)."""
    if b == -math.inf:
        return a
    if a <= b:
        return -math.inf
    return a + math.log(-math.expm1(b - a))


def _log_erfc(x: float) -> float:
    return float(np.log(2.0) + special.log_ndtr(-x * math.sqrt(2.0)))


def _log_a_whole(q: float, sigma: float, alpha: int) -> float:
    """ln Σ_k C(α,k)(1−q)^{α−k} q^k exp((k²−k)/(2σ²)), by log-sum-exp."""
    k = np.arange(alpha + 1, dtype=float)
    log_binom = special.gammaln(alpha + 1) - special.gammaln(k + 1) - special.gammaln(alpha - k + 1)
    terms = (
        log_binom + k * math.log(q) + (alpha - k) * math.log1p(-q) + (k * k - k) / (2 * sigma**2)
    )
    return float(special.logsumexp(terms))


def _log_a_fractional(q: float, sigma: float, alpha: float) -> float:
    """Mironov, Talwar, Zhang 2019, Section 3.3: A_α as two series split at z0."""
    log_a0 = log_a1 = -math.inf
    z0 = sigma**2 * math.log(1.0 / q - 1.0) + 0.5
    i = 0
    while True:
        coef = special.binom(alpha, i)
        log_coef = math.log(abs(coef))
        j = alpha - i
        log_t0 = log_coef + i * math.log(q) + j * math.log1p(-q)
        log_t1 = log_coef + j * math.log(q) + i * math.log1p(-q)
        log_e0 = math.log(0.5) + _log_erfc((i - z0) / (math.sqrt(2) * sigma))
        log_e1 = math.log(0.5) + _log_erfc((z0 - j) / (math.sqrt(2) * sigma))
        log_s0 = log_t0 + (i * i - i) / (2 * sigma**2) + log_e0
        log_s1 = log_t1 + (j * j - j) / (2 * sigma**2) + log_e1
        if coef > 0:
            log_a0, log_a1 = _log_add(log_a0, log_s0), _log_add(log_a1, log_s1)
        else:
            log_a0, log_a1 = _log_sub(log_a0, log_s0), _log_sub(log_a1, log_s1)
        i += 1
        if max(log_s0, log_s1) < -30:
            return _log_add(log_a0, log_a1)
        if i >= 1000:  # not converged: the order is left out, as dp-accounting does
            return math.inf


def step_rdp(q: float, sigma: float, alpha: float) -> float:
    """ε_step(α) of one Poisson-subsampled Gaussian step (add or remove one example)."""
    if sigma <= 0:
        return math.inf
    if q == 0:
        return 0.0
    if q == 1.0:
        return alpha / (2 * sigma**2)
    if math.isinf(alpha):
        return math.inf
    if float(alpha).is_integer():
        log_a = _log_a_whole(q, sigma, int(alpha))
    else:
        log_a = _log_a_fractional(q, sigma, alpha)
    return log_a / (alpha - 1)


@functools.lru_cache(maxsize=256)
def _curve(q: float, sigma: float, orders: tuple[float, ...]) -> np.ndarray:
    return np.array([step_rdp(q, sigma, alpha) for alpha in orders])


def rdp_epsilon(
    sigma: float, q: float, steps: int, delta: float, orders=DEFAULT_ORDERS
) -> tuple[float, float]:
    """(ε, the best order) after `steps` steps, by the improved conversion of MATH 9.2."""
    if not 0 < delta < 1:
        raise ValueError("δ must lie in (0, 1)")
    alphas = np.asarray(orders, dtype=float)
    rdp = steps * _curve(float(q), float(sigma), tuple(orders))
    eps = rdp + np.log((alphas - 1) / alphas) - (math.log(delta) + np.log(alphas)) / (alphas - 1)
    best = int(np.argmin(eps))
    return max(float(eps[best]), 0.0), float(alphas[best])

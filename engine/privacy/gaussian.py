"""Calibrating Gaussian noise (MATH 2.1–2.3).

`analytic_gaussian_sigma` is the analytic Gaussian mechanism of Balle & Wang (2018): the
smallest σ such that adding N(0, σ²) to a query of L2 sensitivity w is (ε, δ)-DP, for every
ε > 0. `classic_gaussian_sigma` is the textbook bound √(2 ln(1.25/δ)) w / ε (ε < 1 only).
"""

from __future__ import annotations

import math

from engine.core.errors import ParameterError


def gaussian_privacy_delta(sigma: float, sensitivity: float, epsilon: float) -> float:
    """The smallest δ for which N(0, σ²) noise on sensitivity w is (ε, δ)-DP.

    δ(σ) = Φ(w/(2σ) − εσ/w) − e^ε Φ(−w/(2σ) − εσ/w), evaluated in log space so large ε
    does not overflow.
    """
    from scipy.special import log_ndtr  # imported when used: 0.5 s at start-up otherwise

    a = sensitivity / (2.0 * sigma)
    b = epsilon * sigma / sensitivity
    first = math.exp(log_ndtr(a - b))
    second = math.exp(epsilon + log_ndtr(-a - b))
    return first - second


def analytic_gaussian_sigma(epsilon: float, delta: float, sensitivity: float) -> float:
    """Smallest σ making the Gaussian mechanism (ε, δ)-DP for L2 sensitivity `sensitivity`."""
    _check_epsilon_delta(epsilon, delta)
    if sensitivity <= 0:
        raise ParameterError("sensitivity", "must be positive")

    def excess(log_sigma: float) -> float:
        return gaussian_privacy_delta(math.exp(log_sigma), sensitivity, epsilon) - delta

    # δ(σ) falls from 1/2·(1+…) towards 0 as σ grows: bracket the root in log σ.
    lo = math.log(sensitivity) - 10.0
    hi = math.log(sensitivity) + 10.0
    while excess(lo) < 0:
        lo -= 10.0
    while excess(hi) > 0:
        hi += 10.0
    from scipy.optimize import brentq  # imported when used: 0.5 s at start-up otherwise

    log_sigma = brentq(excess, lo, hi, xtol=1e-13, rtol=1e-14, maxiter=500)
    sigma = math.exp(log_sigma)
    # brentq may stop a hair below the root; step up until the inequality holds.
    while gaussian_privacy_delta(sigma, sensitivity, epsilon) > delta:
        sigma *= 1.0 + 1e-12
    return sigma


def classic_gaussian_sigma(epsilon: float, delta: float, sensitivity: float) -> float:
    """σ = √(2 ln(1.25/δ)) w / ε, the Dwork–Roth bound, valid only for ε < 1."""
    _check_epsilon_delta(epsilon, delta)
    if epsilon >= 1:
        raise ParameterError("epsilon", "the classic Gaussian bound needs ε < 1")
    return math.sqrt(2.0 * math.log(1.25 / delta)) * sensitivity / epsilon


def _check_epsilon_delta(epsilon: float, delta: float) -> None:
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("epsilon", f"must be a positive number, got {epsilon}")
    if not (0 < delta < 1):
        raise ParameterError("delta", f"must lie strictly between 0 and 1, got {delta}")

"""Accuracy of private O-D matrices and the ε that buys a target accuracy (MATH 5.3).

Closed forms from seed 002 (Theorems 2–7 and the rules of thumb), written as in MATH 5.3,
with λ = ε/T the inverse Laplace scale. Three of them are not exact for the rounded
mechanism, and their docstrings say how; `prob_unsuppressed_stays_rounded`,
`prob_change_error_exceeds_rounded` and `epsilon_for_change_error` give the exact values
(tests check all by simulation).
"""

from __future__ import annotations

import math

import numpy as np
from scipy.optimize import brentq
from scipy.special import lambertw

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.mobility.od_matrix import (
    check_epsilon,
    check_threshold,
    check_trips_per_day,
)


def prob_suppressed_stays_suppressed(epsilon: float, T: int, tau: float, m: float) -> float:
    """1 − ½ exp(−(ε/T)(τ − 0.5 − m)) (Theorem 2).

    Probability that a cell whose true count m is below τ (so a raw release would suppress
    it) is also suppressed in the private matrix. Exact for the rounded mechanism. Domain:
    m < τ − 0.5, which for whole counts is every suppressed cell (m ≤ τ − 1).
    """
    _check_common(epsilon, T)
    check_threshold(tau)
    _check_count(m)
    if not m < tau - 0.5:
        raise ParameterError(
            "m", f"the cell must be suppressed without noise (count below τ = {tau}), got {m}"
        )
    return 1.0 - 0.5 * math.exp(-(epsilon / T) * (tau - 0.5 - m))


def prob_unsuppressed_stays(epsilon: float, T: int, tau: float, m: float) -> float:
    """1 − ½ exp((ε/T)(τ + 0.5 − m)) (Theorem 3, as in MATH 5.3).

    Probability stated for a cell with true count m ≥ τ to stay unsuppressed. For the
    rounded mechanism this is a lower bound, not the exact value: round(m + η) ≥ τ iff
    η ≥ τ − 0.5 − m, so the exact probability is 1 − ½ exp((ε/T)(τ − 0.5 − m))
    (`prob_unsuppressed_stays_rounded`). The bound lies in [½, 1) only for m ≥ τ + 0.5;
    at m = τ it is below ½ (negative once ε/T > 2 ln 2). Domain: m ≥ τ.
    """
    _check_common(epsilon, T)
    check_threshold(tau)
    _check_count(m)
    _check_unsuppressed(tau, m)
    return 1.0 - 0.5 * math.exp((epsilon / T) * (tau + 0.5 - m))


def prob_unsuppressed_stays_rounded(epsilon: float, T: int, tau: float, m: float) -> float:
    """1 − ½ exp((ε/T)(τ − 0.5 − m)): the exact Theorem 3 probability for rounded counts.

    round(m + η) ≥ τ ⟺ m + η ≥ τ − 0.5 (ties round up), and τ − 0.5 − m < 0 for m ≥ τ.
    """
    _check_common(epsilon, T)
    check_threshold(tau)
    _check_count(m)
    _check_unsuppressed(tau, m)
    return 1.0 - 0.5 * math.exp((epsilon / T) * (tau - 0.5 - m))


def prob_cell_error_exceeds(epsilon: float, T: int, alpha: float) -> float:
    """exp(−(ε/T)(α + 0.5)) = P(|M̂ − M| > α) (Theorem 4).

    For a cell unsuppressed in both the raw and the private matrix; exact for whole α ≥ 0
    (|round(η)| > α ⟺ |η| ≥ α + 0.5).
    """
    _check_common(epsilon, T)
    _check_alpha(alpha)
    return math.exp(-(epsilon / T) * (alpha + 0.5))


def prob_change_error_exceeds(epsilon: float, T: int, alpha: float) -> float:
    """exp(−A)(A + 2)/2 with A = (ε/T)(α + 1) (Theorem 5, as in MATH 5.3).

    Error of a day-to-day change Δ̂ = M̂₂ − M̂₁. This is exactly P(|η₂ − η₁| ≥ α + 1) for the
    unrounded noise; the rounded mechanism errs more often (e.g. ε = 0.5, α = 10: 0.0192
    against 0.0153), see `prob_change_error_exceeds_rounded`.
    """
    _check_common(epsilon, T)
    _check_alpha(alpha)
    a = (epsilon / T) * (alpha + 1.0)
    return math.exp(-a) * (a + 2.0) / 2.0


def prob_change_error_exceeds_rounded(epsilon: float, T: int, alpha: float) -> float:
    """P(|round(η₂) − round(η₁)| > α) exactly, η₁, η₂ i.i.d. Laplace(T/ε).

    R = round(η) (ties up) has P(R = 0) = 1 − e^{−λ/2} and P(R = n) = s q^{|n|} for n ≠ 0
    (λ = ε/T, q = e^{−λ}, s = sinh(λ/2)). With t = ⌊α⌋ + 1 the error exceeds α iff
    |R₂ − R₁| ≥ t, and P(R₂ − R₁ ≥ t) is a sum of geometric series, here in closed form so
    that it costs O(1) even for the tiny λ or huge α `epsilon_for_change_error` may try:
    ½ q^{t−½} (P(R = 0) + s q²/(1 − q²) + s (t − 1)) + s q^t (2(1 + q) − √q) / (2(1 − q²)).
    """
    _check_common(epsilon, T)
    _check_alpha(alpha)
    return _change_tail_rounded(epsilon / T, math.floor(alpha) + 1)


def _change_tail_rounded(lam: float, t: int) -> float:
    """P(|R₂ − R₁| ≥ t), t ≥ 1, for rounded Laplace noise of inverse scale λ (no checks)."""
    q = math.exp(-lam)
    s = math.sinh(lam / 2)
    zero = -math.expm1(-lam / 2)  # P(R = 0)
    one_minus_q2 = -math.expm1(-2 * lam)
    # R₁ = n > −t: R₂ ≥ n + t ≥ 1 (tail ½ q^{n+t−½}); R₁ = −m ≤ −t: the rest.
    near = 0.5 * math.exp(-lam * (t - 0.5)) * (zero + s * q * q / one_minus_q2 + s * (t - 1))
    far = s * math.exp(-lam * t) * (2 * (1 + q) - math.sqrt(q)) / (2 * one_minus_q2)
    return min(1.0, 2.0 * (near + far))


def epsilon_for_cell_error(alpha: float, beta: float, T: int = 1) -> float:
    """−T ln β / (α + 0.5) (Theorem 6): the least ε with P(|M̂ − M| > α) ≤ β.

    Check: T = 1, α = 10, β = 0.05 → 0.285.
    """
    check_trips_per_day(T)
    _check_alpha(alpha)
    _check_beta(beta)
    return -T * math.log(beta) / (alpha + 0.5)


def epsilon_for_change_error(alpha: float, beta: float, T: int = 1) -> float:
    """The least ε with `prob_change_error_exceeds_rounded` ≤ β: exact for released counts.

    Theorem 7 (`epsilon_for_change_error_theorem7`) ignores rounding, and at its ε the
    released change errs more often than β (α = 10, β = 0.05: 0.3739 gives 5.87 %); this
    inverts the exact probability instead (0.3922), which falls as ε grows. Valid for every
    0 < β < 1.
    """
    check_trips_per_day(T)
    _check_alpha(alpha)
    _check_beta(beta)
    t = math.floor(alpha) + 1

    def excess(lam: float) -> float:
        return _change_tail_rounded(lam, t) - beta

    start = epsilon_for_change_error_theorem7(alpha, beta, 1)
    if not start > 0:  # β within rounding of 1: W₋₁ returns −2 and λ = 0
        start = 1e-12
    low, high = start / 2, start * 2
    for _ in range(2000):  # P → 1 as λ → 0 and → 0 as λ → ∞, so both ends are found
        if excess(low) > 0:
            break
        low /= 2
    for _ in range(2000):
        if excess(high) <= 0:
            break
        high *= 2
    lam = brentq(excess, low, high, xtol=1e-300, rtol=1e-14)
    for _ in range(100):  # brentq's root may sit a hair below the crossing: meet β exactly
        if excess(lam) <= 0:
            break
        lam *= 1 + 1e-13
    return T * lam


def epsilon_for_change_error_theorem7(alpha: float, beta: float, T: int = 1) -> float:
    """T (−2 − W₋₁(−2β e^{−2})) / (α + 1) (Theorem 7, MATH 5.3): the paper-faithful value.

    The least ε with `prob_change_error_exceeds` ≤ β, W₋₁ the lower Lambert-W branch. It
    holds for every 0 < β < 1: −2βe^{−2} ∈ (−2e^{−2}, 0) ⊂ [−1/e, 0), W₋₁'s domain, and
    W₋₁ ≤ −1 there gives A + 2 ≥ 1 on f(A) = e^{−A}(A + 2)/2's decreasing branch. Like
    Theorem 5 it ignores rounding, so the released change errs more often than β at this ε;
    `epsilon_for_change_error` gives the ε that meets β.
    """
    check_trips_per_day(T)
    _check_alpha(alpha)
    _check_beta(beta)
    w = lambertw(-2.0 * beta * math.exp(-2.0), k=-1).real
    return T * (-2.0 - w) / (alpha + 1.0)


def typical_cell_error(epsilon: float, T: int = 1) -> float:
    """√2·T/ε: the standard deviation of Laplace(T/ε) noise (rule of thumb)."""
    _check_common(epsilon, T)
    return math.sqrt(2.0) * T / epsilon


def epsilon_for_typical_error(alpha: float, T: int = 1) -> float:
    """√2·T/α: the ε whose typical cell error is α (check: α = 10 → 0.1414)."""
    check_trips_per_day(T)
    if not (_is_number(alpha) and alpha > 0 and math.isfinite(alpha)):
        raise ParameterError(
            "alpha",
            tr("the tolerated error must be a positive number, got {value}").format(value=alpha),
        )
    return math.sqrt(2.0) * T / alpha


def threshold_around_standard(s: float, epsilon: float, T: int = 1) -> tuple[float, float]:
    """(s − √2T/ε, s + √2T/ε): thresholds τ around an existing suppression standard s.

    Choosing τ in this range keeps the private suppression close to what s suppressed in
    raw releases, within one typical noise error. Round to a whole τ before using it.
    """
    if not (_is_number(s) and s >= 0 and math.isfinite(s)):
        raise ParameterError(
            "s", tr("the suppression standard must be a count ≥ 0, got {value}").format(value=s)
        )
    width = typical_cell_error(epsilon, T)
    return s - width, s + width


def _check_common(epsilon: float, T: int) -> None:
    check_epsilon(epsilon)
    check_trips_per_day(T)


def _check_alpha(alpha: float) -> None:
    if not (_is_number(alpha) and alpha >= 0 and math.isfinite(alpha)):
        raise ParameterError(
            "alpha", tr("the tolerated error must be a number ≥ 0, got {value}").format(value=alpha)
        )


def _check_beta(beta: float) -> None:
    if not (_is_number(beta) and 0 < beta < 1):
        raise ParameterError(
            "beta", tr("must lie strictly between 0 and 1, got {value}").format(value=beta)
        )


def _check_count(m: float) -> None:
    if not (_is_number(m) and m >= 0 and math.isfinite(m)):
        raise ParameterError(
            "m", tr("the true count must be a number ≥ 0, got {value}").format(value=m)
        )


def _check_unsuppressed(tau: float, m: float) -> None:
    if m < tau:
        raise ParameterError(
            "m", f"the cell must be unsuppressed without noise (count ≥ τ = {tau}), got {m}"
        )


def _is_number(x) -> bool:
    return isinstance(x, int | float | np.integer | np.floating) and not isinstance(x, bool)

"""Accuracy of private O-D matrices and the ε that buys a target accuracy (MATH 5.3).

Closed forms from seed 002 (Theorems 2–7 and the rules of thumb), written as in MATH 5.3,
with λ = ε/T the inverse Laplace scale. Two of them are not exact for the rounded
mechanism, and their docstrings say how; `prob_unsuppressed_stays_rounded` and
`prob_change_error_exceeds_rounded` give the exact values (tests check all by simulation).
"""

from __future__ import annotations

import math

import numpy as np
from scipy.special import lambertw

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.mobility.od_matrix import (
    check_epsilon,
    check_threshold,
    check_trips_per_day,
)

CHANGE_BETA_MAX = 0.5 * math.exp(-1.0)
"""Theorem 7 needs β ≤ e^{−1}/2 ≈ 0.184: beyond it −2βe^{−2} leaves W₋₁'s domain."""


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

    R = round(η) has P(R = 0) = 1 − e^{−λ/2} and P(R = n) = sinh(λ/2) e^{−λ|n|} for n ≠ 0
    (λ = ε/T); the sum over R₁ is truncated where the remaining mass is below 1e-16.
    """
    _check_common(epsilon, T)
    _check_alpha(alpha)
    lam = epsilon / T
    n_max = math.ceil(40.0 / lam) + int(alpha) + 2
    n = np.arange(-n_max, n_max + 1)
    pmf = np.where(n == 0, -math.expm1(-lam / 2), math.sinh(lam / 2) * np.exp(-lam * np.abs(n)))
    threshold = math.floor(alpha) + 1  # |R₂ − R₁| > α ⟺ |R₂ − R₁| ≥ ⌊α⌋ + 1

    def tail(j: np.ndarray) -> np.ndarray:
        # P(R ≥ j) = ½ e^{−λ(j − 0.5)} for j ≥ 1; for j ≤ 0, 1 − P(R ≥ 1 − j) by symmetry.
        upper = 0.5 * np.exp(-lam * (np.maximum(j, 1) - 0.5))
        return np.where(j >= 1, upper, 1.0 - 0.5 * np.exp(-lam * (np.maximum(1 - j, 1) - 0.5)))

    # P(|R₂ − R₁| ≥ t | R₁ = n) = P(R₂ ≥ n + t) + P(R₂ ≤ n − t) = tail(n + t) + tail(t − n).
    cond = tail(n + threshold) + tail(threshold - n)
    return float(np.clip((pmf * cond).sum(), 0.0, 1.0))


def epsilon_for_cell_error(alpha: float, beta: float, T: int = 1) -> float:
    """−T ln β / (α + 0.5) (Theorem 6): the least ε with P(|M̂ − M| > α) ≤ β.

    Check: T = 1, α = 10, β = 0.05 → 0.285.
    """
    check_trips_per_day(T)
    _check_alpha(alpha)
    _check_beta(beta, 1.0)
    return -T * math.log(beta) / (alpha + 0.5)


def epsilon_for_change_error(alpha: float, beta: float, T: int = 1) -> float:
    """T (−2 − W₋₁(−2β e^{−2})) / (α + 1) (Theorem 7), W₋₁ the lower Lambert-W branch.

    The least ε with `prob_change_error_exceeds` ≤ β; valid for 0 < β ≤ e^{−1}/2. Like
    Theorem 5 it ignores rounding, so the rounded mechanism's error rate at this ε is
    somewhat above β.
    """
    check_trips_per_day(T)
    _check_alpha(alpha)
    _check_beta(beta, CHANGE_BETA_MAX)
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


def _check_beta(beta: float, upper: float) -> None:
    if not (_is_number(beta) and 0 < beta < 1):
        raise ParameterError(
            "beta", tr("must lie strictly between 0 and 1, got {value}").format(value=beta)
        )
    if beta > upper:
        raise ParameterError(
            "beta",
            tr(
                "must be at most e^-1/2 ≈ {upper} for the day-to-day change formula "
                "(Theorem 7), got {value}"
            ).format(upper=number(upper, ".4f"), value=beta),
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

"""Mobility SIR and policy flags, to compare decisions from private and raw matrices (MATH 5.4).

Per region i and day t, with s, i, r fractions of the region's population and M = M_t:

    new_i = β s_i i_i + α β s_i Σ_j (M_ij i_j) / (N_i + Σ_j M_ij)
    i_i += new_i − μ i_i;   r_i += μ i_i;   s_i −= new_i

M_ij counts trips from i to j, as in MATH 5.2 (row = origin): residents of i who travel
to j meet j's infected. All three updates use the state at the start of the day, so
s + i + r stays 1 in every region. Post-processing of released matrices: no privacy cost.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.errors import InputError, ParameterError
from engine.mobility.matrices import daily_matrices


@dataclass(frozen=True)
class SIRResult:
    """Fractions per day and region, shape (D + 1, k); row 0 is the starting state."""

    s: np.ndarray
    i: np.ndarray
    r: np.ndarray


def simulate_sir(
    matrices: np.ndarray,
    populations: np.ndarray,
    *,
    origin: int,
    beta: float = 0.10,
    mu: float = 0.04,
    alpha: float = 1.0,
    initial_share: float = 0.01,
) -> SIRResult:
    """Run the mobility SIR over D daily (D, k, k) matrices from `initial_share` at `origin`.

    Needs β(1 + α) ≤ 1 so that a day's new infections never exceed the susceptible share
    (the mobility ratio is at most 1). A region with N_i + Σ_j M_ij = 0 gets no mobility
    term (nobody lives there or leaves it).
    """
    m = daily_matrices(matrices)
    n = np.asarray(populations, dtype=np.float64)
    days, k = m.shape[0], m.shape[1]
    if n.shape != (k,):
        raise InputError(
            f"populations must hold one count per region ({k}), got an array of shape {n.shape}"
        )
    if not np.isfinite(n).all() or (n < 0).any():
        raise InputError("populations must be finite and not negative")
    for name, value in (("beta", beta), ("mu", mu), ("initial_share", initial_share)):
        if not (_is_number(value) and 0 <= value <= 1):
            raise ParameterError(name, f"must lie between 0 and 1, got {value}")
    if not (_is_number(alpha) and alpha >= 0 and math.isfinite(alpha)):
        raise ParameterError("alpha", f"must be a number ≥ 0, got {alpha}")
    if beta * (1 + alpha) > 1 + 1e-12:
        raise ParameterError(
            "beta",
            f"β·(1 + α) must be at most 1 so new infections cannot exceed the susceptible "
            f"share; got β = {beta}, α = {alpha}",
        )
    if not (isinstance(origin, int | np.integer) and 0 <= origin < k):
        raise ParameterError("origin", f"must be a region index from 0 to {k - 1}, got {origin}")

    s = np.empty((days + 1, k))
    i = np.empty((days + 1, k))
    r = np.empty((days + 1, k))
    i[0] = 0.0
    i[0, origin] = initial_share
    s[0] = 1.0 - i[0]
    r[0] = 0.0
    for t in range(days):
        mt = m[t].astype(np.float64, copy=False)
        denominator = n + mt.sum(axis=1)
        inflow = mt @ i[t]
        ratio = np.divide(inflow, denominator, out=np.zeros(k), where=denominator > 0)
        new = beta * s[t] * i[t] + alpha * beta * s[t] * ratio
        recovered = mu * i[t]
        i[t + 1] = i[t] + new - recovered
        r[t + 1] = r[t] + recovered
        s[t + 1] = s[t] - new
    return SIRResult(s, i, r)


def flag_regions(i: np.ndarray, threshold: float = 0.20) -> np.ndarray:
    """True where prevalence i ≥ threshold (a local policy would be triggered that day)."""
    if not (_is_number(threshold) and 0 <= threshold <= 1):
        raise ParameterError("threshold", f"must be a prevalence between 0 and 1, got {threshold}")
    return np.asarray(i) >= threshold


def policy_agreement(flags_private: np.ndarray, flags_raw: np.ndarray) -> dict[str, float]:
    """Accuracy, precision and recall of private-data flags, taking raw-data flags as truth.

    Precision (recall) is NaN when no region-day was flagged from private (raw) data: it is
    undefined, not perfect. The four counts are returned too.
    """
    p = np.asarray(flags_private, dtype=bool)
    q = np.asarray(flags_raw, dtype=bool)
    if p.shape != q.shape or p.size == 0:
        raise InputError(
            f"private and raw flags must have the same non-empty shape, got {p.shape} and {q.shape}"
        )
    tp = int((p & q).sum())
    fp = int((p & ~q).sum())
    fn = int((~p & q).sum())
    tn = int((~p & ~q).sum())
    return {
        "accuracy": (tp + tn) / p.size,
        "precision": tp / (tp + fp) if tp + fp else math.nan,
        "recall": tp / (tp + fn) if tp + fn else math.nan,
        "true_positives": tp,
        "false_positives": fp,
        "false_negatives": fn,
        "true_negatives": tn,
    }


def _is_number(x) -> bool:
    return isinstance(x, int | float | np.integer | np.floating) and not isinstance(x, bool)

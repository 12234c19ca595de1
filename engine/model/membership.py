"""Membership inference on a trained model: the loss-threshold attack (MATH 9.6).

Yeom et al. 2018: a row whose loss is low was probably trained on. The attack scores −ℓ
on members (training rows) and as many non-members (never trained on); its ROC AUC, with a
95 % bootstrap interval, and its best advantage TPR − FPR are compared with what (ε, δ)-DP
allows at every threshold (Kairouz, Oh, Viswanath 2015): TPR ≤ e^ε FPR + δ and
1 − FPR ≤ e^ε(1 − TPR) + δ, hence the two bounds below. An AUC near ½ proves nothing; a
lower interval end above the bound would mean a bug.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np
from scipy.stats import rankdata


def auc_bound(epsilon: float, delta: float) -> float:
    """Largest AUC of any attack on an (ε, δ)-DP model: (1 − δ)(e^ε + δ)/(e^ε + 1) + δ."""
    if math.isinf(epsilon):
        return 1.0
    e = math.exp(min(epsilon, 700.0))
    return min(1.0, (1 - delta) * (e + delta) / (e + 1) + delta)


def advantage_bound(epsilon: float, delta: float) -> float:
    """Largest TPR − FPR at any threshold: (e^ε − 1 + 2δ)/(e^ε + 1)."""
    if math.isinf(epsilon):
        return 1.0
    e = math.exp(min(epsilon, 700.0))
    return min(1.0, (e - 1 + 2 * delta) / (e + 1))


def roc_auc(members: np.ndarray, non_members: np.ndarray) -> float:
    """P(score of a member > score of a non-member) + ½P(tie) (Mann–Whitney)."""
    ranks = rankdata(np.concatenate([members, non_members]))
    m, n = members.size, non_members.size
    return float((ranks[:m].sum() - m * (m + 1) / 2) / (m * n))


def best_advantage(members: np.ndarray, non_members: np.ndarray) -> float:
    """max over thresholds of TPR − FPR (rule: member when score ≥ threshold)."""
    thresholds = np.unique(np.concatenate([members, non_members]))
    m_sorted, n_sorted = np.sort(members), np.sort(non_members)
    tpr = 1 - np.searchsorted(m_sorted, thresholds, side="left") / members.size
    fpr = 1 - np.searchsorted(n_sorted, thresholds, side="left") / non_members.size
    return float(max(0.0, np.max(tpr - fpr)))


@dataclass(frozen=True)
class MembershipResult:
    """The attack on one model; bounds are those of its (ε, δ) (1 for a non-private one)."""

    auc: float
    auc_low: float
    auc_high: float
    advantage: float
    auc_bound: float
    advantage_bound: float
    members: int
    non_members: int

    @property
    def within_bound(self) -> bool:
        return self.auc_low <= self.auc_bound

    def to_dict(self) -> dict:
        return {**asdict(self), "within_bound": self.within_bound}


def loss_threshold_attack(
    member_losses: np.ndarray,
    non_member_losses: np.ndarray,
    epsilon: float,
    delta: float,
    rng: np.random.Generator,
    resamples: int = 200,
) -> MembershipResult:
    """Score −ℓ; AUC with a percentile bootstrap interval (rows resampled in each group)."""
    members, non_members = -np.asarray(member_losses), -np.asarray(non_member_losses)
    boot = [
        roc_auc(rng.choice(members, members.size), rng.choice(non_members, non_members.size))
        for _ in range(resamples)
    ]
    low, high = np.percentile(boot, [2.5, 97.5])
    return MembershipResult(
        roc_auc(members, non_members),
        float(low),
        float(high),
        best_advantage(members, non_members),
        auc_bound(epsilon, delta),
        advantage_bound(epsilon, delta),
        int(members.size),
        int(non_members.size),
    )

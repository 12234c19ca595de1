"""Membership inference on a trained model: the loss-threshold attack (MATH 9.6).

Yeom et al. 2018: a row whose loss is low was probably trained on. The attack scores −ℓ
on members (training rows) and as many non-members (never trained on); its ROC AUC, with a
95 % bootstrap interval, and its best advantage TPR − FPR are compared with what (ε, δ)-DP
allows at every threshold (Kairouz, Oh, Viswanath 2015): TPR ≤ e^ε FPR + δ and
1 − FPR ≤ e^ε(1 − TPR) + δ, hence the two bounds below. An AUC near ½ proves nothing; a
lower interval end above the bound would mean a bug.

The scores are ranked once. A bootstrap resample is then a count per row (how many times
the row was drawn), and its AUC is read from those counts and their running sums in the
members' ranked order, with no sorting: the same numbers as sorting each resample.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np


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


@dataclass(frozen=True)
class _Ranked:
    """The members' ranked order, and where each non-member falls in it: `below` members
    score less than it; the non-members `tied` with some member, and how many score at
    most as much as each of them (`upto`)."""

    order: np.ndarray
    below: np.ndarray
    tied: np.ndarray
    upto: np.ndarray

    @classmethod
    def of(cls, members: np.ndarray, non_members: np.ndarray) -> _Ranked:
        order = np.argsort(members, kind="stable")
        ranked = members[order]
        below = np.searchsorted(ranked, non_members, side="left")
        upto = np.searchsorted(ranked, non_members, side="right")
        tied = np.flatnonzero(upto != below)
        return cls(order, below, tied, upto[tied])

    def auc(self, member_counts: np.ndarray, non_member_counts: np.ndarray) -> float:
        """The AUC of the sample holding member i member_counts[i] times and non-member j
        non_member_counts[j] times. With C the running sum of the members' counts in ranked
        order, non-member j beats C[below_j] members, ties C[upto_j] − C[below_j] and loses
        to the rest: in whole numbers, 2·M·N·AUC = 2(M·N − Σ_j n_j C[below_j]) −
        Σ_j n_j (C[upto_j] − C[below_j]) (the last sum over the tied ones only), so the
        result is exact up to the one final division."""
        running = np.zeros(member_counts.size + 1, dtype=np.int64)
        np.cumsum(member_counts[self.order], out=running[1:])
        m, n = int(running[-1]), int(non_member_counts.sum())
        won = int(np.dot(non_member_counts, running[self.below]))
        tied_counts = non_member_counts[self.tied]
        ties = int(np.dot(tied_counts, running[self.upto] - running[self.below[self.tied]]))
        return (2 * (m * n - won) - ties) / (2 * m * n)


def roc_auc(members: np.ndarray, non_members: np.ndarray) -> float:
    """P(score of a member > score of a non-member) + ½P(tie) (Mann–Whitney)."""
    ranked = _Ranked.of(np.asarray(members), np.asarray(non_members))
    return ranked.auc(np.ones(members.size, np.int64), np.ones(non_members.size, np.int64))


def bootstrap_aucs(
    members: np.ndarray, non_members: np.ndarray, rng: np.random.Generator, resamples: int
) -> np.ndarray:
    """The AUC of `resamples` bootstrap samples (rows drawn with replacement within each
    group, the members' draw first): the rows `rng.choice` would draw, counted, not sorted."""
    m, n = members.size, non_members.size
    ranked = _Ranked.of(members, non_members)
    out = np.empty(resamples)
    for i in range(resamples):
        member_counts = np.bincount(rng.integers(0, m, m), minlength=m)
        out[i] = ranked.auc(member_counts, np.bincount(rng.integers(0, n, n), minlength=n))
    return out


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
    boot = bootstrap_aucs(members, non_members, rng, resamples)
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

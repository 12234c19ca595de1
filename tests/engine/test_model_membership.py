"""The membership-inference audit (MATH 9.6): bounds against the ROC envelope by numeric
integration, AUC and advantage against brute force and scikit-learn, and the attack on an
overfitted non-private model; the bootstrap from counts against sorting each resample."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import roc_auc_score

from engine.model.membership import (
    advantage_bound,
    auc_bound,
    best_advantage,
    bootstrap_aucs,
    loss_threshold_attack,
    roc_auc,
)


def envelope(fpr: np.ndarray, epsilon: float, delta: float) -> np.ndarray:
    """The largest TPR (ε, δ)-DP allows at each FPR (Kairouz, Oh, Viswanath 2015)."""
    e = math.exp(epsilon)
    return np.minimum.reduce([np.ones_like(fpr), e * fpr + delta, 1 - (1 - fpr - delta) / e])


@pytest.mark.parametrize("epsilon, delta", [(1.0, 0.0), (2.0, 0.0), (0.5, 1e-3), (3.0, 0.05)])
def test_bounds_equal_the_envelope_area_and_its_largest_gap(epsilon, delta):
    fpr = np.linspace(0, 1, 2_000_001)
    tpr = envelope(fpr, epsilon, delta)
    area = float(np.sum((tpr[1:] + tpr[:-1]) / 2 * np.diff(fpr)))
    assert auc_bound(epsilon, delta) == pytest.approx(area, abs=1e-6)
    assert advantage_bound(epsilon, delta) == pytest.approx(float(np.max(tpr - fpr)), abs=1e-6)


def test_math_values_of_the_bound():
    assert auc_bound(1.0, 0.0) == pytest.approx(0.7311, abs=1e-4)
    assert auc_bound(2.0, 0.0) == pytest.approx(0.8808, abs=1e-4)
    assert auc_bound(math.inf, 0.0) == 1.0


@settings(max_examples=50, deadline=None)
@given(
    a=st.lists(st.integers(-5, 5), min_size=1, max_size=30),
    b=st.lists(st.integers(-5, 5), min_size=1, max_size=30),
)
def test_auc_and_advantage_match_brute_force_with_ties(a, b):
    members, others = np.array(a, float), np.array(b, float)
    pairs = [(x > y) + 0.5 * (x == y) for x in members for y in others]
    assert roc_auc(members, others) == pytest.approx(np.mean(pairs))
    if len(set(a)) + len(set(b)) > 1 and len(set(a + b)) > 1:
        labels = np.r_[np.ones(len(a)), np.zeros(len(b))]
        assert roc_auc(members, others) == pytest.approx(
            roc_auc_score(labels, np.r_[members, others])
        )
    gaps = [np.mean(members >= t) - np.mean(others >= t) for t in np.unique(np.r_[members, others])]
    assert best_advantage(members, others) == pytest.approx(max(0.0, max(gaps)))


def test_attack_separates_an_overfitted_model_and_not_identical_losses():
    rng = np.random.default_rng(12)
    members = rng.exponential(0.1, 500)  # memorized: low loss on training rows
    others = rng.exponential(1.0, 500)
    result = loss_threshold_attack(members, others, math.inf, 0.0, rng, 200)
    assert result.auc > 0.85 and result.auc_low < result.auc < result.auc_high
    same = rng.exponential(1.0, 1000)
    blind = loss_threshold_attack(same[:500], same[500:], 1.0, 1e-5, rng, 200)
    assert blind.auc_low < 0.5 < blind.auc_high
    assert blind.within_bound and blind.auc_bound == pytest.approx(auc_bound(1.0, 1e-5))


def brute_auc(members: np.ndarray, others: np.ndarray) -> float:
    """Every pair compared, in whole numbers: 2·[member > other] + [tie], over 2mn."""
    wins = (members[:, None] > others[None, :]).sum() * 2
    ties = (members[:, None] == others[None, :]).sum()
    return int(wins + ties) / (2 * members.size * others.size)


@pytest.mark.parametrize("m, n", [(1, 1), (7, 3), (40, 60), (200, 150)])
def test_bootstrap_from_counts_is_the_brute_force_resample_bit_for_bit(m, n):
    """The brute-force twin draws each resample as the attack always did (rng.choice,
    members first) and compares every pair; ties are frequent (scores on a coarse grid)."""
    data = np.random.default_rng(m * 1000 + n)
    members, others = data.integers(-4, 5, m) / 2.0, data.integers(-3, 4, n) / 2.0
    fast = bootstrap_aucs(members, others, np.random.default_rng(21), 50)
    rng = np.random.default_rng(21)
    twin = [brute_auc(rng.choice(members, m), rng.choice(others, n)) for _ in range(50)]
    assert fast.tolist() == twin
    assert roc_auc(members, others) == brute_auc(members, others)


def test_attack_interval_is_the_percentiles_of_the_twin_resamples():
    data = np.random.default_rng(3)
    member_losses, other_losses = data.exponential(0.8, 300), data.exponential(1.0, 250)
    result = loss_threshold_attack(member_losses, other_losses, 1.0, 1e-5, np.random.default_rng(4))
    rng = np.random.default_rng(4)
    twin = [
        brute_auc(-rng.choice(member_losses, 300), -rng.choice(other_losses, 250))
        for _ in range(200)
    ]
    assert [result.auc_low, result.auc_high] == np.percentile(twin, [2.5, 97.5]).tolist()
    assert result.auc == brute_auc(-member_losses, -other_losses)

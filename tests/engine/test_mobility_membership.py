"""Membership inference on daily O-D matrices (MATH 5.4): a planted leak is found in raw
matrices and hidden by heavy noise; balancing, eligibility, determinism, input checks."""

from __future__ import annotations

import numpy as np
import pytest

from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import CancelFlag, JobContext
from engine.mobility.membership import (
    PRIVATE_SETTINGS,
    balance_days,
    day_features,
    eligible_subscribers,
    membership_inference,
)
from engine.mobility.od_matrix import ODMechanism

D, K, N_LEAKY = 40, 4, 6


def planted(seed: int, n_quiet: int = 2):
    """Background Poisson(20) traffic; leaky subscriber s alone makes trip a→b (its own
    off-diagonal cell, 0 on every other day) on each day it is "in" (probability ½). The
    `n_quiet` others travel on 3 days of each half: never eligible at min_days_per_half 5."""
    rng = np.random.default_rng(seed)
    raw = rng.poisson(20, size=(D, K, K))
    presence = np.zeros((N_LEAKY + n_quiet, D), dtype=bool)
    presence[:N_LEAKY] = rng.random((N_LEAKY, D)) < 0.5
    presence[N_LEAKY:, [0, 1, 2, 20, 21, 22]] = True
    cells = np.argwhere(~np.eye(K, dtype=bool))[:N_LEAKY]
    for s, (a, b) in enumerate(cells):
        raw[:, a, b] = presence[s]
    raw[:, np.arange(K), np.arange(K)] = 0
    return raw, presence


def attack(raw, private, presence, seed=0, **kw):
    kw.setdefault("min_days_per_half", 5)
    kw.setdefault("n_targets", N_LEAKY)
    return membership_inference(raw, private, presence, rng=np.random.default_rng(seed), **kw)


@pytest.mark.filterwarnings("error::FutureWarning")  # no deprecated sklearn spelling
def test_planted_leak_found_raw_and_hidden_by_heavy_noise():
    raw, presence = planted(1)
    private = ODMechanism(0.01).privatize(raw, np.random.default_rng(2)).counts  # scale 100
    result = attack(raw, private, presence)
    assert result.n_eligible == N_LEAKY and result.n_skipped == 0
    assert {t.subscriber for t in result.targets} == set(range(N_LEAKY))
    for model in ("logistic_l1", "random_forest"):
        assert result.row("raw/raw", model).auc_mean > 0.9
        assert result.row("raw/raw", model).n_targets_used == N_LEAKY
        # One trip under Laplace(100) noise: a coin flip. 6 targets × ~20 test days give an
        # sd of the mean AUC near 0.05, so 0.7 is about four sd above chance.
        for setting in PRIVATE_SETTINGS:
            assert abs(result.row(setting, model).auc_mean - 0.5) < 0.2
    # The logistic model reads the planted cell exactly: perfect ranking for every target.
    assert result.row("raw/raw", "logistic_l1").auc_mean == 1.0
    worst = max(r.auc_mean for r in result.rows if r.setting in PRIVATE_SETTINGS)
    assert result.protection == pytest.approx(1 - max(0.0, (worst - 0.5) / 0.5))
    assert result.protection > 0.4


def test_weak_noise_leaves_the_leak_and_protection_low():
    # ε = 50: noise scale 0.02 almost never moves a count, so the private release leaks too.
    raw, presence = planted(3)
    private = ODMechanism(50.0).privatize(raw, np.random.default_rng(4)).counts
    result = attack(raw, private, presence, models=("logistic_l1",))
    assert result.row("private/private", "logistic_l1").auc_mean > 0.9
    assert result.row("raw/private", "logistic_l1").auc_mean > 0.9
    assert result.protection < 0.2
    assert [r.model for r in result.rows] == ["logistic_l1"] * 3


def test_without_private_only_raw_raw_and_no_protection():
    raw, presence = planted(5)
    result = attack(raw, None, presence, models=("logistic_l1",))
    assert [(r.setting, r.model) for r in result.rows] == [("raw/raw", "logistic_l1")]
    assert result.protection is None
    d = result.to_dict()
    assert d["kind"] == "attack" and d["protection"] is None and len(d["rows"]) == 1
    assert "not that no attack can succeed" in d["note"]


def test_balance_days_keeps_the_minority_and_balances_exactly():
    rng = np.random.default_rng(0)
    labels = np.array([1, 0, 0, 1, 0, 0, 0, 1, 0, 0], dtype=bool)  # 3 in, 7 out
    kept = balance_days(labels, rng)
    assert np.all(np.diff(kept) > 0)
    assert labels[kept].sum() == 3 and (~labels[kept]).sum() == 3
    assert set(np.flatnonzero(labels)) <= set(kept)  # every "in" day kept
    # Majority "in": the "in" days are down-sampled instead, every "out" day kept.
    kept = balance_days(~labels, rng)
    assert (~labels)[kept].sum() == 3 and labels[kept].sum() == 3
    assert set(np.flatnonzero(labels)) <= set(kept)
    # Different draws pick different "out" days (it is a sample, not the first ones).
    draws = {tuple(balance_days(labels, rng)) for _ in range(20)}
    assert len(draws) > 1
    assert balance_days(np.ones(5, dtype=bool), rng).size == 0


def test_attack_trains_and_tests_on_exactly_balanced_halves():
    raw, presence = planted(6)
    result = attack(raw, None, presence, models=("logistic_l1",))
    half = D // 2
    for t in result.targets:
        row = presence[t.subscriber]
        assert t.n_train_in == t.n_train_out == min(row[:half].sum(), (~row[:half]).sum())
        assert t.n_test_in == t.n_test_out == min(row[half:].sum(), (~row[half:]).sum())


def test_eligibility_needs_enough_in_days_in_each_half():
    presence = np.zeros((5, 8), dtype=bool)  # halves: days 0–3 and 4–7
    presence[0, [0, 1, 4, 5]] = True  # 2 + 2: eligible at 2
    presence[1, [0, 1, 2, 4]] = True  # 3 + 1: not
    presence[2, [4, 5, 6, 7]] = True  # 0 + 4: not
    presence[3] = True  # 4 + 4: eligible
    presence[4, [1, 3, 6, 7]] = True  # 2 + 2: eligible
    assert eligible_subscribers(presence, 2).tolist() == [0, 3, 4]
    assert eligible_subscribers(presence, 3).tolist() == [3]
    # Odd D: the extra day goes to the test half.
    odd = np.zeros((1, 7), dtype=bool)
    odd[0, [0, 4, 5, 6]] = True
    assert eligible_subscribers(odd, 1).tolist() == [0]
    assert eligible_subscribers(odd, 2).size == 0


def test_only_eligible_targets_are_sampled_up_to_n_targets():
    raw, presence = planted(7, n_quiet=10)
    result = attack(raw, None, presence, n_targets=3, models=("logistic_l1",))
    assert result.n_eligible == N_LEAKY and result.n_targets_sampled == 3
    assert {t.subscriber for t in result.targets} < set(range(N_LEAKY))
    with pytest.raises(InputError, match="at least 16 days in each half"):
        attack(raw, None, presence, min_days_per_half=16)


def test_target_present_every_test_day_is_skipped_and_counted():
    raw, presence = planted(8)
    presence[0, D // 2 :] = True  # no "out" day left in the test half
    result = attack(raw, None, presence, models=("logistic_l1",))
    skipped = [t for t in result.targets if t.skipped]
    assert [t.subscriber for t in skipped] == [0] and result.n_skipped == 1
    assert result.row("raw/raw", "logistic_l1").n_targets_used == N_LEAKY - 1


def test_fixed_rng_gives_identical_results():
    raw, presence = planted(9)
    private = ODMechanism(0.5).privatize(raw, np.random.default_rng(10)).counts
    a = attack(raw, private, presence, seed=11, n_targets=3)
    b = attack(raw, private, presence, seed=11, n_targets=3)
    assert a == b and a.to_dict() == b.to_dict()
    c = attack(raw, private, presence, seed=12, n_targets=3)
    assert c.targets != a.targets


def test_day_of_week_features_are_one_hot_by_day_index():
    raw, presence = planted(13)
    x = day_features(raw, day_of_week=True)
    assert x.shape == (D, K * (K - 1) + 7)
    np.testing.assert_array_equal(x[:, : K * (K - 1)], raw[:, ~np.eye(K, dtype=bool)])
    week = x[:, K * (K - 1) :]
    assert np.all(week.sum(axis=1) == 1) and np.all(week.argmax(axis=1) == np.arange(D) % 7)
    result = attack(raw, None, presence, day_of_week=True, models=("logistic_l1",), n_targets=2)
    assert result.day_of_week and result.row("raw/raw", "logistic_l1").auc_mean > 0.9


def test_progress_per_target_and_cancel():
    raw, presence = planted(14)
    seen = []
    attack(
        raw,
        None,
        presence,
        n_targets=3,
        models=("logistic_l1",),
        ctx=JobContext(lambda f, m: seen.append((f, m))),
    )
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert sum("subscriber" in m for _, m in seen) == 3
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        attack(raw, None, presence, ctx=JobContext(cancel_flag=flag))


def test_bad_inputs_are_refused_with_clear_messages():
    raw, presence = planted(15)
    with pytest.raises(InputError, match="same shape"):
        attack(raw, raw[:-1], presence)
    with pytest.raises(InputError, match="one column per day"):
        attack(raw, None, presence[:, :-1])
    with pytest.raises(InputError, match="one raw matrix per day"):
        attack(raw[0], None, presence)
    with pytest.raises(InputError, match="subscribers × days"):
        attack(raw, None, presence[0])
    with pytest.raises(InputError, match="True/False"):
        attack(raw, None, presence * 2)
    with pytest.raises(InputError, match="negative"):
        attack(-raw, None, presence)
    with pytest.raises(ParameterError, match="models"):
        attack(raw, None, presence, models=("svm",))
    with pytest.raises(ParameterError, match="n_targets"):
        attack(raw, None, presence, n_targets=0)
    with pytest.raises(ParameterError, match="min_days_per_half"):
        attack(raw, None, presence, min_days_per_half=0)
    with pytest.raises(ParameterError, match="Generator"):
        membership_inference(raw, None, presence, rng=0)

"""Program-utility measures (MATH 4.1, 4.2) on examples small enough to check by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold

from engine.core.errors import ParameterError
from engine.utility import credit, poverty
from engine.utility.credit import CreditMetrics, credit_targeting, relative_profit
from engine.utility.folds import make_folds
from engine.utility.poverty import PovertyMetrics, poverty_targeting


class FirstColumnRegressor:
    """Stands in for Ridge: predicts feature column 0, so predictions are set by hand."""

    def __init__(self, alpha: float) -> None:
        assert alpha == 1.0

    def fit(self, x, y):
        return self

    def predict(self, x):
        return x[:, 0]


class FirstColumnClassifier:
    """Stands in for LogisticRegression: P(repaid) is feature column 0."""

    classes_ = np.array([0.0, 1.0])

    def __init__(self, max_iter: int) -> None:
        assert max_iter == 1000

    def fit(self, x, y):
        return self

    def predict_proba(self, x):
        return np.column_stack([1.0 - x[:, 0], x[:, 0]])


# Two hand-made folds of five rows each. Fold 1: truly poor (≤ 40th percentile 2.6) are the
# targets 1 and 2; predictions choose the targets 2 and 3 → TP 1, FP 1, FN 1, TN 2.
# Fold 2: predictions rank the targets perfectly.
HAND_FOLDS = (
    (np.arange(5, 10), np.arange(0, 5)),
    (np.arange(0, 5), np.arange(5, 10)),
)
HAND_TARGET = np.array([1.0, 2, 3, 4, 5, 10, 20, 30, 40, 50])
HAND_PREDICTION = np.array([5.0, 1, 2, 3, 4, 1, 2, 3, 4, 5])


# --- folds ---------------------------------------------------------------------------------


def test_folds_are_reproducible_disjoint_and_cover_every_row():
    folds = make_folds(103, 5, fold_seed=7)
    assert len(folds) == 5
    tests = np.concatenate([test for _, test in folds])
    assert np.array_equal(np.sort(tests), np.arange(103))  # each row tested exactly once
    for train, test in folds:
        assert np.intersect1d(train, test).size == 0
        assert np.array_equal(np.sort(np.concatenate([train, test])), np.arange(103))
    again = make_folds(103, 5, fold_seed=7)
    assert all(np.array_equal(a[1], b[1]) for a, b in zip(folds, again, strict=True))
    other = make_folds(103, 5, fold_seed=8)
    assert not all(np.array_equal(a[1], b[1]) for a, b in zip(folds, other, strict=True))


def test_folds_are_scikit_learns_shuffled_kfold():
    expected = KFold(5, shuffle=True, random_state=0).split(np.zeros((50, 1)))
    for (train, test), (e_train, e_test) in zip(make_folds(50), expected, strict=True):
        assert np.array_equal(train, e_train)
        assert np.array_equal(test, e_test)


@pytest.mark.parametrize(("n", "n_folds"), [(1, 5), (10, 1), (4, 5), (10.5, 2)])
def test_bad_fold_parameters_are_refused(n, n_folds):
    with pytest.raises(ParameterError):
        make_folds(n, n_folds)


# --- poverty targeting ---------------------------------------------------------------------


def test_perfect_features_target_everyone_correctly():
    rng = np.random.default_rng(1)
    target = rng.normal(size=200)
    features = np.column_stack([target, np.zeros(200)])
    m = poverty_targeting(features, target, make_folds(200), population=1_000_000)
    assert m == PovertyMetrics(1.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0)


def test_hand_made_confusion_matrices(monkeypatch):
    monkeypatch.setattr(poverty, "Ridge", FirstColumnRegressor)
    m = poverty_targeting(
        HAND_PREDICTION[:, None], HAND_TARGET, HAND_FOLDS, budget_share=0.4, population=1000
    )
    # Fold 1 (TP 1, FP 1, FN 1, TN 2) averaged with a perfect fold 2.
    assert m.accuracy == pytest.approx((3 / 5 + 1) / 2)
    assert m.recall == pytest.approx((1 / 2 + 1) / 2)
    assert m.fpr == pytest.approx((1 / 3 + 0) / 2)
    assert m.precision == pytest.approx((1 / 2 + 1) / 2)
    assert m.exclusion_rate == pytest.approx((1 / 2 + 0) / 2)
    assert m.inclusion_rate == pytest.approx((1 / 2 + 0) / 2)
    # Mean over folds of FN / fold size = (1/5 + 0) / 2 = 0.1, times 1000 people.
    assert m.national_exclusion_errors == pytest.approx(100.0)


def test_people_at_the_percentile_are_eligible(monkeypatch):
    """At q = 50 of 1..5 the percentile is 3 itself: "at or below" includes it."""
    monkeypatch.setattr(poverty, "Ridge", FirstColumnRegressor)
    target = np.array([1.0, 2, 3, 4, 5, 1, 2, 3, 4, 5])
    wrong_middle = np.array([1.0, 2, 4, 3, 5, 1, 2, 3, 4, 5])  # swaps ranks 3 and 4 in fold 1
    m = poverty_targeting(wrong_middle[:, None], target, HAND_FOLDS, budget_share=0.5)
    assert m.accuracy == pytest.approx((3 / 5 + 1) / 2)
    assert m.recall == pytest.approx((2 / 3 + 1) / 2)
    assert m.national_exclusion_errors is None


def test_matches_a_direct_ridge_computation():
    """301 rows: unequal folds, so the national figure's pooled FN / n (MATH 4.1) differs
    from a mean of per-fold ratios."""
    rng = np.random.default_rng(2)
    features = rng.normal(size=(301, 4))
    target = features @ np.array([1.0, -0.5, 0.2, 0.0]) + rng.normal(size=301)
    folds = make_folds(301, 5, fold_seed=3)
    accuracy, excluded = [], 0
    for train, test in folds:
        p = Ridge(alpha=1.0).fit(features[train], target[train]).predict(features[test])
        chosen = p <= np.percentile(p, 20)
        poor = target[test] <= np.percentile(target[test], 20)
        accuracy.append(np.mean(chosen == poor))
        excluded += np.sum(poor & ~chosen)
    m = poverty_targeting(features, target, folds, budget_share=0.2, population=5000)
    assert m.accuracy == pytest.approx(np.mean(accuracy))
    assert m.national_exclusion_errors == pytest.approx(excluded / 301 * 5000, rel=1e-12)
    assert 0.5 < m.accuracy < 1.0


def test_undefined_rate_is_nan(monkeypatch):
    """Tied targets make everyone "poor": there is no non-poor person, so FPR is undefined."""
    monkeypatch.setattr(poverty, "Ridge", FirstColumnRegressor)
    m = poverty_targeting(HAND_PREDICTION[:, None], np.ones(10), HAND_FOLDS)
    assert math.isnan(m.fpr)
    assert m.inclusion_rate == 0.0
    assert m.to_dict()["accuracy"] == m.accuracy


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"budget_share": 0.0}, ParameterError),
        ({"budget_share": 1.0}, ParameterError),
        ({"budget_share": math.nan}, ParameterError),
        ({"population": -5.0}, ParameterError),
        ({"target": np.ones(9)}, ValueError),
        ({"target": np.r_[np.ones(9), np.nan]}, ValueError),
        ({"features": np.r_[np.ones(9), np.inf][:, None]}, ValueError),
        ({"features": np.ones(10)}, ValueError),
        ({"folds": ((np.arange(5), np.arange(5, 11)),)}, ValueError),
        ({"folds": ()}, ValueError),
    ],
)
def test_poverty_bad_inputs_are_refused(kwargs, error):
    args = {"features": np.arange(10.0)[:, None], "target": np.arange(10.0), "folds": HAND_FOLDS}
    args.update(kwargs)
    with pytest.raises(error):
        poverty_targeting(args.pop("features"), args.pop("target"), args.pop("folds"), **args)


# --- credit targeting ----------------------------------------------------------------------

# P(repaid), repaid, loan. Fold 1 tests rows 0-4, fold 2 rows 5-6.
CREDIT_ROWS = np.array(
    [
        [0.9, 1, 100],  # offered, repaid:     +0.2·100 = +20
        [0.8, 0, 50],  # offered, defaulted:  −1.2·50  = −60
        [0.2, 1, 30],  # refused, good:        0 (forgone 0.2·30 = 6)
        [0.1, 0, 40],  # refused, bad:         0
        [0.5, 1, 10],  # P = 0.5 is offered:  +2
        [0.7, 1, 200],  # offered, repaid:    +40
        [0.3, 0, 70],  # refused, bad:         0
    ]
)
CREDIT_FOLDS = ((np.arange(5, 7), np.arange(0, 5)), (np.arange(0, 5), np.arange(5, 7)))


def test_credit_profit_by_hand(monkeypatch):
    monkeypatch.setattr(credit, "LogisticRegression", FirstColumnClassifier)
    p, repaid, loan = CREDIT_ROWS.T
    m = credit_targeting(
        p[:, None], repaid, loan, CREDIT_FOLDS, interest_rate=0.2, approval_threshold=0.5
    )
    assert m.profit == pytest.approx(20 - 60 + 2 + 40)
    assert m.forgone_revenue == pytest.approx(6)
    assert m.default_loss == pytest.approx(60)
    assert m.accuracy == pytest.approx((3 / 5 + 1) / 2)
    assert m.recall == pytest.approx((2 / 3 + 1) / 2)
    assert m.precision == pytest.approx((2 / 3 + 1) / 2)
    assert m.to_dict()["profit"] == m.profit


def test_default_threshold_is_the_lenders_break_even(monkeypatch):
    # ρ = 0.2: lend only when 0.2·P ≥ 1.2·(1 − P), i.e. P ≥ 1.2/1.4 ≈ 0.857: row 0 alone.
    assert credit.break_even_probability(0.2) == pytest.approx(1.2 / 1.4)
    monkeypatch.setattr(credit, "LogisticRegression", FirstColumnClassifier)
    p, repaid, loan = CREDIT_ROWS.T
    m = credit_targeting(p[:, None], repaid, loan, CREDIT_FOLDS, interest_rate=0.2)
    assert m.profit == pytest.approx(20)
    assert m.forgone_revenue == pytest.approx(0.2 * (30 + 10 + 200))
    assert m.default_loss == 0
    with pytest.raises(ParameterError, match="approval_threshold"):
        credit_targeting(p[:, None], repaid, loan, CREDIT_FOLDS, approval_threshold=1.5)


def test_separable_borrowers_are_all_classified_right():
    rng = np.random.default_rng(3)
    repaid = np.tile([0.0, 1.0], 30)
    features = np.column_stack([4.0 * (2 * repaid - 1), rng.normal(size=60)])
    loan = rng.uniform(10, 100, size=60)
    m = credit_targeting(features, repaid, loan, make_folds(60), interest_rate=0.1)
    assert m == CreditMetrics(1.0, 1.0, 1.0, pytest.approx(0.1 * loan[repaid == 1].sum()), 0, 0)


@pytest.mark.parametrize(
    ("kwargs", "error"),
    [
        ({"interest_rate": -0.1}, ParameterError),
        ({"interest_rate": math.inf}, ParameterError),
        ({"repaid": np.r_[2.0, CREDIT_ROWS[1:, 1]]}, ValueError),
        ({"loan_amount": -CREDIT_ROWS[:, 2]}, ValueError),
        ({"loan_amount": CREDIT_ROWS[:6, 2]}, ValueError),
        ({"repaid": np.array([1.0, 1, 1, 1, 1, 1, 1])}, ValueError),  # one class only
    ],
)
def test_credit_bad_inputs_are_refused(kwargs, error):
    p, repaid, loan = CREDIT_ROWS.T
    args = {"features": p[:, None], "repaid": repaid, "loan_amount": loan}
    args.update(kwargs)
    rate = args.pop("interest_rate", 0.2)
    with pytest.raises(error):
        credit_targeting(**args, folds=CREDIT_FOLDS, interest_rate=rate)


def test_relative_profit():
    assert relative_profit(50.0, 200.0) == 0.25
    assert relative_profit(-20.0, 200.0) == -0.1  # a private program that loses money
    assert math.isnan(relative_profit(10.0, 0.0))
    assert math.isnan(relative_profit(10.0, -5.0))
    with pytest.raises(ValueError):
        relative_profit(math.nan, 1.0)

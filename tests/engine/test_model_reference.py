"""The audit's non-private reference fit: Newton's method (two classes) against
scikit-learn's L-BFGS on small data, the same coefficients within 1e-6; separable rows
without penalty (no optimum: the same stopping rule, the same direction); several classes
by L-BFGS."""

from __future__ import annotations

import numpy as np
import pytest

from engine.model.logistic import mean_loss, newton_optimum, with_intercept
from engine.tasks.model.evaluate import REFERENCE_TOL, reference_theta, sklearn_theta


def rows(n, d, seed, separable=False):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-2, 2, size=(n, d))
    z = x @ rng.normal(0, 1.5, size=d) + 0.4
    y = (z > 0) if separable else rng.random(n) < 1 / (1 + np.exp(-z))
    return with_intercept(x), y.astype(float)


@pytest.mark.parametrize("l2", [0.0, 0.01, 1.0])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_newton_matches_lbfgs(l2, seed):
    xt, y = rows(600, 5, seed)
    start = np.random.default_rng(seed + 10).normal(0, 0.5, size=6)  # e.g. plain SGD's θ
    newton = newton_optimum(xt, y, l2, start, REFERENCE_TOL)
    assert newton is not None
    np.testing.assert_allclose(newton, sklearn_theta(xt, y, 2, l2), rtol=0, atol=1e-6)
    np.testing.assert_allclose(newton, sklearn_theta(xt, y, 2, l2, start), rtol=0, atol=1e-6)
    np.testing.assert_allclose(reference_theta(xt, y, 2, l2, start), newton, rtol=0, atol=0)


def test_separable_rows_without_penalty_meet_the_stopping_rule_like_lbfgs():
    """No optimum exists: both methods stop on the same rule along the same direction."""
    xt, y = rows(200, 2, 4, separable=True)
    newton = reference_theta(xt, y, 2, 0.0, np.zeros(3))
    lbfgs = sklearn_theta(xt, y, 2, 0.0)
    assert np.all((xt @ newton > 0) == (y == 1))
    cosine = newton @ lbfgs / np.linalg.norm(newton) / np.linalg.norm(lbfgs)
    assert cosine > 1 - 1e-6
    assert mean_loss(newton, xt, y) < 1e-8


def test_newton_not_converged_gives_none():
    xt, y = rows(600, 5, 1)
    assert newton_optimum(xt, y, 0.0, np.zeros(6), REFERENCE_TOL, max_steps=1) is None


def test_several_classes_use_lbfgs():
    rng = np.random.default_rng(5)
    xt = with_intercept(rng.normal(size=(300, 3)))
    y = rng.integers(0, 3, size=300).astype(float)
    start = np.zeros((4, 3))
    got = reference_theta(xt, y, 3, 0.01, start)
    np.testing.assert_array_equal(got, sklearn_theta(xt, y, 3, 0.01, start))
    assert mean_loss(got, xt, y, 0.01) <= mean_loss(start, xt, y, 0.01)

"""DP-SGD (MATH 9.1, 9.5): gradients against finite differences, clipping, noise scale,
Poisson sampling, the σ = 0 / C = ∞ / q = 1 limit, the L-BFGS optimum, and an empirical
privacy-loss test on neighbouring datasets (which catches a wrong sensitivity)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.model.accounting import calibrate
from engine.model.dpsgd import SGDSettings, poisson_batch, train
from engine.model.logistic import (
    clipped_sum,
    gradient_norms,
    losses,
    mean_loss,
    per_example_gradients,
    residuals,
    with_intercept,
)
from engine.model.standardize import declared, from_data, original_units
from engine.tasks.model.evaluate import sklearn_theta


def data(n=200, d=4, classes=2, seed=1):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d))
    w = rng.normal(size=(d, classes))
    y = np.argmax(x @ w + rng.gumbel(size=(n, classes)), axis=1).astype(float)
    return with_intercept(x), y


@pytest.mark.parametrize("classes", [2, 3])
def test_per_example_gradients_match_finite_differences(classes):
    xt, y = data(20, 3, classes)
    rng = np.random.default_rng(2)
    theta = rng.normal(size=4) if classes == 2 else rng.normal(size=(4, classes))
    grads = per_example_gradients(theta, xt, y)
    h = 1e-6
    for index in np.ndindex(theta.shape):
        step = np.zeros_like(theta)
        step[index] = h
        numeric = (losses(theta + step, xt, y) - losses(theta - step, xt, y)) / (2 * h)
        analytic = grads[(slice(None), *index)]
        np.testing.assert_allclose(analytic, numeric, rtol=1e-5, atol=1e-7)
    flat = grads.reshape(grads.shape[0], -1)
    np.testing.assert_allclose(
        gradient_norms(residuals(theta, xt, y), xt), np.linalg.norm(flat, axis=1), rtol=1e-12
    )


@settings(max_examples=40, deadline=None)
@given(
    clip=st.floats(0.01, 10),
    scale=st.floats(0.1, 100),
    classes=st.sampled_from([2, 4]),
    seed=st.integers(0, 10_000),
)
def test_clipped_sum_is_the_sum_of_clipped_gradients_each_at_most_c(clip, scale, classes, seed):
    xt, y = data(30, 5, classes, seed)
    xt[:, 1:] *= scale
    rng = np.random.default_rng(seed)
    theta = rng.normal(size=6) if classes == 2 else rng.normal(size=(6, classes))
    grads = per_example_gradients(theta, xt, y).reshape(30, -1)
    norms = np.linalg.norm(grads, axis=1)
    clipped = grads / np.maximum(1.0, norms / clip)[:, None]
    assert np.all(np.linalg.norm(clipped, axis=1) <= clip * (1 + 1e-12))
    np.testing.assert_allclose(
        clipped_sum(theta, xt, y, clip).reshape(-1), clipped.sum(axis=0), rtol=1e-9, atol=1e-12
    )


def test_noise_has_standard_deviation_sigma_c_over_l():
    # y = ½ makes every gradient zero at θ₀ = 0: one step moves θ by the noise alone.
    width, n, sigma, clip = 20_000, 100, 1.7, 0.3
    xt = np.zeros((n, width))
    xt[:, 0] = 1.0
    y = np.full(n, 0.5)
    sgd = SGDSettings(0.5, 1, 1.0, clip, sigma)
    theta = train(xt, y, 2, sgd, np.random.default_rng(3))
    observed = theta.std() * (0.5 * n) / (sigma * clip)
    assert observed == pytest.approx(1.0, abs=0.03)  # chi-square: 1 % standard error


def test_poisson_batches_include_each_row_with_probability_q():
    rng = np.random.default_rng(4)
    n, q, draws = 50, 0.1, 4000
    counts = np.zeros(n)
    sizes = []
    for _ in range(draws):
        rows = poisson_batch(n, q, rng)
        assert np.all(np.diff(rows) > 0) and rows.max(initial=0) < n
        counts[rows] += 1
        sizes.append(rows.size)
    assert np.mean(sizes) == pytest.approx(n * q, abs=4 * math.sqrt(n * q * (1 - q) / draws))
    assert np.var(sizes) == pytest.approx(n * q * (1 - q), rel=0.1)
    # each row's inclusion count is Binomial(draws, q): none beyond 5 standard errors
    assert np.all(np.abs(counts / draws - q) < 5 * math.sqrt(q * (1 - q) / draws))
    assert poisson_batch(n, 1.0, rng).tolist() == list(range(n))


def test_no_noise_no_clip_full_batch_is_gradient_descent():
    xt, y = data(100, 3)
    sgd = SGDSettings(1.0, 25, 0.7, math.inf, 0.0)
    theta = train(xt, y, 2, sgd, np.random.default_rng(5))
    expected = np.zeros(4)
    for _ in range(25):
        expected -= 0.7 * per_example_gradients(expected, xt, y).mean(axis=0)
    np.testing.assert_allclose(theta, expected, rtol=1e-12)


def test_sgd_baseline_reaches_the_lbfgs_optimum():
    xt, y = data(400, 3, seed=6)
    best = mean_loss(sklearn_theta(xt, y, 2, 0.01), xt, y, 0.01)
    sgd = SGDSettings(0.25, 4000, 0.5, math.inf, 0.0, "decay", 0.01)
    theta = train(xt, y, 2, sgd, np.random.default_rng(7))
    assert mean_loss(theta, xt, y, 0.01) == pytest.approx(best, abs=1e-3)
    assert mean_loss(theta, xt, y, 0.01) >= best - 1e-9


@pytest.mark.parametrize("classes", [2, 3])
def test_both_coefficient_sets_give_the_same_predictions(classes):
    rng = np.random.default_rng(8)
    x = rng.uniform(0, 50, size=(40, 3))
    features = ("a", "b", "c")
    for st_ in (from_data(features, x), declared(features, dict.fromkeys(features, (0.0, 50.0)))):
        theta = rng.normal(size=4) if classes == 2 else rng.normal(size=(4, classes))
        z_std = with_intercept(st_.transform(x)) @ theta
        z_raw = with_intercept(x) @ original_units(theta, st_)
        np.testing.assert_allclose(z_std, z_raw, rtol=1e-9, atol=1e-9)


def _one_step_outputs(extra: np.ndarray | None, clip: float, sigma: float, runs: int, seed: int):
    """θ's slope after one DP-SGD step (q = ½), on 4 base rows plus an optional row."""
    base = np.array([[1.0, 0.2], [1.0, -0.4], [1.0, 0.1], [1.0, 0.3]])
    labels = np.array([1.0, 0.0, 0.0, 1.0])
    if extra is not None:
        base, labels = np.vstack([base, extra[:2]]), np.append(labels, extra[2])
    rng = np.random.default_rng(seed)
    sgd = SGDSettings(0.5, 1, 1.0, clip, sigma)
    return np.array([train(base, labels, 2, sgd, rng)[1] for _ in range(runs)])


def _largest_log_ratio(a: np.ndarray, b: np.ndarray, delta: float) -> float:
    """max over events E = {θ < t} and {θ > t} (t: 5 % … 95 % quantiles of b), both orders,
    ln((P(E) − δ)/P′(E)), events of probability ≥ 0.04 under both only."""
    worst = 0.0
    for t in np.quantile(b, np.linspace(0.05, 0.95, 19)):
        for pa, pb in (((a < t).mean(), (b < t).mean()), ((a > t).mean(), (b > t).mean())):
            for p, p_other in ((pa, pb), (pb, pa)):
                if min(p, p_other) >= 0.04:
                    worst = max(worst, math.log((p - delta) / p_other))
    return worst


def test_empirical_privacy_loss_within_epsilon_and_a_wrong_sensitivity_is_caught():
    epsilon, delta, runs = 1.0, 1e-5, 6000
    sigma = calibrate(epsilon, delta, 0.5, 0.5, 4, 2).noise_multiplier
    outlier = np.array([1.0, 40.0, 0.0])  # a row whose gradient norm is far above C = 1
    without = _one_step_outputs(None, 1.0, sigma, runs, 9)
    with_row = _one_step_outputs(outlier, 1.0, sigma, runs, 10)
    # sampling error of a 10 % event with 6000 draws: about 0.12 in log ratio at 3 SE
    assert _largest_log_ratio(with_row, without, delta) <= epsilon + 0.15
    # the wrong sensitivity: gradients clipped to 8 but the noise of C = 1 (σC unchanged)
    wrong = _one_step_outputs(outlier, 8.0, sigma / 8, runs, 11)
    assert _largest_log_ratio(wrong, without, delta) > epsilon + 0.5

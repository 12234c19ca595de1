"""DP-SGD over units (households): the rows of a Poisson sample of units are exactly those
units' rows (a brute-force twin), a unit's summed gradient is clipped as one (a loop twin),
so one unit moves the clipped sum by at most C, and training over units runs."""

from __future__ import annotations

import numpy as np
import pytest

from engine.model.dpsgd import SGDSettings, poisson_batch, train, unit_rows
from engine.model.logistic import per_example_gradients, unit_clipped_sum, with_intercept


def test_rows_of_sampled_units_are_those_units_rows():
    rng = np.random.default_rng(1)
    units = rng.integers(0, 300, 2_000)
    rows_of, count = unit_rows(units)
    assert count == units.max() + 1
    for _ in range(20):
        chosen = poisson_batch(count, 0.1, rng)
        assert np.array_equal(rows_of(chosen), np.flatnonzero(np.isin(units, chosen)))


@pytest.mark.parametrize("classes", [2, 3])
def test_each_units_summed_gradient_is_clipped_as_one(classes):
    rng = np.random.default_rng(2)
    xt = with_intercept(rng.normal(size=(60, 3)))
    y = rng.integers(0, classes, 60).astype(float)
    theta = rng.normal(size=4) if classes == 2 else rng.normal(size=(4, classes))
    units = rng.integers(0, 12, 60)
    got = unit_clipped_sum(theta, xt, y, 0.5, units)
    expected = np.zeros_like(theta)
    for u in np.unique(units):
        g = per_example_gradients(theta, xt[units == u], y[units == u]).sum(axis=0)
        expected += g / max(1.0, np.linalg.norm(g) / 0.5)
    assert np.allclose(got, expected)
    # removing one whole unit moves the clipped sum by at most C
    without = unit_clipped_sum(theta, xt[units != 3], y[units != 3], 0.5, units[units != 3])
    assert np.linalg.norm(got - without) <= 0.5 + 1e-12


def test_training_over_units_learns_the_sign():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(3_000, 1))
    y = (x[:, 0] + 0.3 * rng.normal(size=3_000) > 0).astype(float)
    units = np.repeat(np.arange(600), 5)
    settings = SGDSettings(0.1, 300, 0.5, 1.0, 1.0)
    theta = train(with_intercept(x), y, 2, settings, rng, units=units)
    assert theta[1] > 0.5

"""Twins for the statistics audit's shortcut (issue 33): whether a mean's 95 % interval
holds the raw mean is read from the closed-form law its percentiles are drawn from
(`intervals.ratio_cdf`), not from 10,000 fresh draws per cell and simulated release.

* the closed-form CDF against the empirical CDF of the very draws `ratio_interval` takes
  (200,000 of them: within 0.005, about 4.5 standard errors);
* the audit's summaries from `simulated_means` against the release-by-release simulation
  it replaces (50 releases of 60 small cells, seeded): coverage within 0.02 (about 4
  standard errors of the difference), median and 90th-percentile errors within 10 %;
* a count's simulated releases drawn at once (`simulated_counts`) against the same.
"""

from __future__ import annotations

import numpy as np
import pytest

from engine.statistics.cell_release import (
    query_noise,
    release_totals,
    simulated_counts,
    simulated_means,
)
from engine.statistics.intervals import ratio_cdf
from engine.statistics.queries import Query
from engine.statistics.release_rows import CellTotals

DRAWS = 200_000
RELEASES = 50


def _mean(mechanism: str) -> Query:
    return Query("mean", "y", (0.0, 1000.0), ("g",), mechanism=mechanism)


@pytest.mark.parametrize(
    ("mechanism", "delta", "released_sum", "released_n"),
    [("laplace", 0.0, -900.0, 3.0), ("laplace", 0.0, 40_000.0, 400.0),
     ("gaussian", 1e-6, -2_000.0, 12.0)],
)  # fmt: skip
def test_closed_form_cdf_matches_the_interval_draws(mechanism, delta, released_sum, released_n):
    sum_noise, count_noise = query_noise(_mean(mechanism), 0.5, delta)
    rng = np.random.default_rng(11)
    sd = 1000.0 / (2.0 * np.sqrt(released_n))
    den = np.maximum(released_n + count_noise.simulate(DRAWS, rng), 1.0)
    draws = (released_sum + sum_noise.simulate(DRAWS, rng)) / den
    draws += sd * rng.standard_normal(DRAWS)
    xs = np.percentile(draws, [1, 2.5, 10, 30, 50, 70, 90, 97.5, 99])
    closed = ratio_cdf(xs, released_sum, released_n, sum_noise, count_noise, np.array(sd))
    empirical = np.array([np.mean(draws <= x) for x in xs])
    assert np.max(np.abs(closed - empirical)) <= 0.005


def _release_by_release(query, totals, epsilon, delta, rng):
    """The audit's former simulation: whole releases, intervals from fresh draws."""
    exact = totals.sums / totals.n
    errors, covered = [], []
    for _ in range(RELEASES):
        table = release_totals(query, totals, epsilon, delta, rng).table
        estimate = table["estimate"].to_numpy(dtype=float)
        ok = np.isfinite(estimate)
        lower = table["lower_95"].to_numpy(dtype=float)[ok]
        upper = table["upper_95"].to_numpy(dtype=float)[ok]
        errors.append(np.abs(estimate[ok] - exact[ok]))
        covered.append((exact[ok] >= lower) & (exact[ok] <= upper))
    return np.concatenate(errors), np.concatenate(covered)


@pytest.mark.parametrize(("mechanism", "delta"), [("laplace", 0.0), ("gaussian", 1e-6)])
def test_audit_summaries_match_the_release_by_release_simulation(mechanism, delta):
    rng = np.random.default_rng(3)
    n = rng.integers(1, 60, 60).astype(float)
    totals = CellTotals([str(i) for i in range(60)], n, n * rng.uniform(0, 1000, 60))
    query = _mean(mechanism)
    fast = simulated_means(query, totals, 0.5, delta, np.random.default_rng(4), RELEASES)
    slow = _release_by_release(query, totals, 0.5, delta, np.random.default_rng(5))
    (fast_error, fast_hits), (slow_error, slow_hits) = fast, slow
    assert abs(fast_hits.mean() - slow_hits.mean()) <= 0.02
    assert np.median(fast_error) == pytest.approx(np.median(slow_error), rel=0.10)
    assert np.percentile(fast_error, 90) == pytest.approx(np.percentile(slow_error, 90), rel=0.10)


def test_counts_drawn_at_once_match_the_release_by_release_simulation():
    """A count's simulated releases drawn in one array (`simulated_counts`) against whole
    releases one by one (small cells, so raising to 0 matters): mean error within 10 %
    and coverage within 0.02 (about 4 standard errors of the differences)."""
    n = np.random.default_rng(3).integers(0, 6, 60).astype(float)
    totals, query = CellTotals([str(i) for i in range(60)], n, None), Query("count", by=("g",))
    fast_error, fast_hits = simulated_counts(query, totals, 0.5, 0.0, np.random.default_rng(4),
                                             RELEASES)  # fmt: skip
    rng, slow_error, slow_hits = np.random.default_rng(5), [], []
    for _ in range(RELEASES):
        table = release_totals(query, totals, 0.5, 0.0, rng).table
        slow_error.append(np.abs(table["estimate"].to_numpy(dtype=float) - n))
        slow_hits.append((table["lower_95"] <= n) & (n <= table["upper_95"]))
    assert fast_error.size == fast_hits.size == RELEASES * n.size
    assert np.mean(fast_error) == pytest.approx(np.mean(np.concatenate(slow_error)), rel=0.10)
    assert abs(np.mean(fast_hits) - np.mean(np.concatenate(slow_hits))) <= 0.02

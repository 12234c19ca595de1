"""Survey estimators and planner (MATH 8.1–8.5): published values, unbiasedness, interval
coverage 93–97 %, the simplex projection against its definition, the planner's values."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from engine.survey import deniability, planner, simulation
from engine.survey.estimators import (
    Z95,
    discrete_estimates,
    estimate_table,
    numeric_estimates,
    project_simplex,
)
from engine.survey.forced_response import ForcedResponseDesign
from engine.survey.k_rr import KaryDesign
from engine.survey.numeric_rr import NumericDesign
from engine.survey.warner import WarnerDesign

SURVEYS = 10_000


def test_seed_003_figure_17_counts():
    counts = [1057, 990, 1828, 1594]
    reports = np.repeat(np.arange(4), counts)
    rows = discrete_estimates(reports, KaryDesign.from_epsilon(4, 1.0), ("a", "b", "c", "d"))
    estimated = [r["estimate"] * sum(counts) for r in rows]
    assert estimated == pytest.approx([334.77, 111.80, 2900.58, 2121.85], abs=0.01)
    assert sum(r["estimate_shown"] for r in rows) == pytest.approx(1.0)


def _surveys(design, shares, n, rng):
    """SURVEYS surveys of n respondents whose answers are drawn from `shares` each time."""
    truth = rng.choice(len(shares), size=SURVEYS * n, p=shares).astype(np.int16)
    reports = design.randomize(truth, rng)
    groups = np.repeat(np.arange(SURVEYS), n)
    labels = tuple(str(i) for i in range(len(shares)))
    return pd.DataFrame(discrete_estimates(reports, design, labels, SURVEYS, groups))


@pytest.mark.parametrize(
    "design, shares",
    [
        (WarnerDesign(2 / 3), [0.7, 0.3]),
        (ForcedResponseDesign(1 / 6, 1 / 6), [0.88, 0.12]),
        (KaryDesign.from_epsilon(4, 1.0), [0.1, 0.2, 0.3, 0.4]),
    ],
    ids=["warner", "forced", "k_rr"],
)
def test_unbiased_variance_as_stated_and_intervals_cover(design, shares):
    rng = np.random.default_rng(2024)
    n = 400
    frame = _surveys(design, np.array(shares), n, rng)
    c = design.scale
    for answer, rows in frame.groupby("answer"):
        pi = shares[int(answer)]
        lam = c * pi + design.offsets[int(answer)]
        variance = lam * (1 - lam) / (n * c**2)
        assert abs(rows.estimate.mean() - pi) <= 3 * math.sqrt(variance / SURVEYS)
        assert rows.estimate.var() == pytest.approx(variance, rel=0.05)
        covered = ((rows.ci_low <= pi) & (pi <= rows.ci_high)).mean()
        assert 0.93 <= covered <= 0.97, covered


def test_numeric_mean_unbiased_with_covering_intervals():
    rng = np.random.default_rng(7)
    design, n = NumericDesign(0.0, 100.0, 1.0), 300
    values = rng.uniform(0, 100, size=n)  # one fixed sample, many randomizations
    reports = design.randomize(np.tile(values, SURVEYS), rng)
    groups = np.repeat(np.arange(SURVEYS), n)
    frame = pd.DataFrame(numeric_estimates(reports, design, SURVEYS, groups))
    truth = values.mean()
    sd = math.sqrt(2) * design.scale / math.sqrt(n)
    assert abs(frame.estimate.mean() - truth) <= 3 * sd / math.sqrt(SURVEYS)
    covered = ((frame.ci_low <= truth) & (truth <= frame.ci_high)).mean()
    assert 0.93 <= covered <= 0.97


def test_estimates_by_group_equal_estimates_of_each_part():
    rng = np.random.default_rng(3)
    design = KaryDesign.from_epsilon(3, 1.5)
    reports = design.randomize(rng.integers(0, 3, 900).astype(np.int16), rng)
    reports[:7] = -1  # non-response
    by = pd.Series(rng.choice(["x", "y"], 900), name="district")
    frame = estimate_table("q", design, ("a", "b", "c"), reports, by)
    for group in ("x", "y"):
        part = estimate_table("q", design, ("a", "b", "c"), reports[by.to_numpy() == group], None)
        mine = frame[frame.group == group].reset_index(drop=True)
        assert mine.estimate.to_numpy() == pytest.approx(part.estimate.to_numpy())
        assert mine.n.iloc[0] + mine.missing.iloc[0] == (by == group).sum()


@settings(max_examples=80, deadline=None)
@given(arrays(float, st.integers(2, 8), elements=st.floats(-3, 3)), st.integers(0, 2**31))
def test_simplex_projection_is_the_closest_simplex_point(v, seed):
    w = project_simplex(v)
    assert w.min() >= 0 and w.sum() == pytest.approx(1.0)
    others = np.random.default_rng(seed).dirichlet(np.ones(v.size), size=200)
    assert np.linalg.norm(v - w) <= np.linalg.norm(v - others, axis=1).min() + 1e-9


@pytest.mark.parametrize(
    "design, expected",
    [
        (WarnerDesign.from_epsilon(2.0), 663),
        (WarnerDesign.from_epsilon(1.0), 1799),
        (WarnerDesign(2 / 3), 3458),
        (ForcedResponseDesign(1 / 3, 1 / 3), 3458),
        (WarnerDesign.from_epsilon(0.5), 6405),
    ],
)
def test_planner_published_sample_sizes(design, expected):
    n = planner.sample_size(planner.unit_variance(design), 0.05)
    assert n == expected
    assert planner.sample_size(planner.unit_variance_without_privacy(design), 0.05) == 385
    assert planner.half_width(planner.unit_variance(design), n) <= 0.05
    assert planner.half_width(planner.unit_variance(design), n - 1) > 0.05


def test_planner_numeric_and_design_effect():
    design = NumericDesign(0, 10, 1.0)
    variance = 25 + 2 * 100
    assert planner.unit_variance(design) == pytest.approx(variance)
    assert planner.sample_size(variance, 1.0, 2.0) == math.ceil(Z95**2 * variance * 2)


def test_posterior_bound_in_words():
    assert planner.posterior_bound(0.1, math.log(2)) == pytest.approx(0.1818, abs=1e-4)
    assert "18.2 %" in planner.protection_words(math.log(2), 0.1)


@pytest.mark.parametrize(
    "design",
    [WarnerDesign(0.8), ForcedResponseDesign(0.2, 0.2), KaryDesign.from_epsilon(5, 1.2)],
    ids=repr,
)
def test_exact_posteriors_attain_the_odds_bound(design):
    rng = np.random.default_rng(1)
    for _ in range(20):
        prior = rng.dirichlet(np.ones(design.k))
        labels = tuple(str(i) for i in range(design.k))
        table = deniability.attacker_table(design, labels, prior)
        assert table["largest_odds_factor"] == pytest.approx(math.exp(design.epsilon))
        for row in table["rows"]:
            assert row["odds_factor"] <= math.exp(design.epsilon) * (1 + 1e-9)


@pytest.mark.parametrize(
    "design, truth",
    [(WarnerDesign(0.75), [700, 300]), (KaryDesign.from_epsilon(3, 1.0), [100, 300, 600])],
    ids=["warner", "k_rr"],
)
def test_repeated_draws_match_a_brute_force_twin_and_the_prediction(design, truth):
    """Counts drawn as multinomials (the audit) vs randomizing every answer (the twin)."""
    rng = np.random.default_rng(9)
    counts = np.array(truth)
    shares = counts / counts.sum()
    fast = simulation.repeated_errors(design, counts, shares, 3000, rng)
    answers = np.repeat(np.arange(len(counts)), counts).astype(np.int16)
    slow = []
    for _ in range(3000):
        reports = design.randomize(answers, rng)
        share = np.bincount(reports, minlength=len(counts)) / counts.sum()
        slow.append((share - design.offsets) / design.scale - shares)
    predicted = simulation.predicted_sd(design, counts)
    assert fast.std(axis=0) == pytest.approx(predicted, rel=0.06)
    assert np.std(slow, axis=0) == pytest.approx(predicted, rel=0.06)
    assert np.all(np.abs(fast.mean(axis=0)) <= 4 * predicted / math.sqrt(3000))


def test_numeric_repeated_draws():
    rng = np.random.default_rng(10)
    design = NumericDesign(0, 1, 0.5)
    errors = simulation.repeated_errors(design, 500, 0.0, 4000, rng)
    assert errors.std() == pytest.approx(simulation.predicted_sd(design, 500)[0], rel=0.05)

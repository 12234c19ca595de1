"""Survey designs (MATH 8.1–8.3): ε from probabilities and back, keep/flip rates within
binomial intervals, and the empirical privacy-loss check on neighbouring answers."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import ParameterError
from engine.survey.forced_response import ForcedResponseDesign
from engine.survey.k_rr import KaryDesign
from engine.survey.numeric_rr import NumericDesign
from engine.survey.warner import WarnerDesign

DISCRETE = [
    WarnerDesign(2 / 3),
    WarnerDesign.from_epsilon(2.0),
    ForcedResponseDesign(1 / 3, 1 / 3),
    ForcedResponseDesign(1 / 6, 1 / 6),
    ForcedResponseDesign(0.1, 0.25),
    KaryDesign.from_epsilon(4, 1.0),
    KaryDesign.from_epsilon(5, 2.0),
]


def test_known_epsilons():
    assert WarnerDesign(2 / 3).epsilon == pytest.approx(math.log(2))
    assert ForcedResponseDesign(1 / 3, 1 / 3).epsilon == pytest.approx(math.log(2))
    assert ForcedResponseDesign(1 / 6, 1 / 6).epsilon == pytest.approx(math.log(5))  # the die
    assert ForcedResponseDesign(0.1, 0.25).epsilon == pytest.approx(math.log(0.75 / 0.1))
    k4 = KaryDesign.from_epsilon(4, 1.0)
    assert k4.p == pytest.approx(math.e / (math.e + 3)) and k4.q == pytest.approx(1 / (math.e + 3))
    assert NumericDesign(0, 10, 2.0).scale == pytest.approx(5.0)


@settings(max_examples=60, deadline=None)
@given(st.floats(0.01, 8.0), st.integers(2, 12))
def test_epsilon_to_probabilities_and_back(epsilon, k):
    assert WarnerDesign.from_epsilon(epsilon).epsilon == pytest.approx(epsilon, rel=1e-9)
    assert ForcedResponseDesign.from_epsilon(epsilon).epsilon == pytest.approx(epsilon, rel=1e-9)
    design = KaryDesign.from_epsilon(k, epsilon)
    assert design.epsilon == pytest.approx(epsilon, rel=1e-9)
    assert KaryDesign(k, design.p).epsilon == pytest.approx(epsilon, rel=1e-9)
    assert design.response_matrix().sum(axis=1) == pytest.approx(np.ones(k))


@pytest.mark.parametrize("bad", [0, -1.0, math.inf, math.nan, True])
def test_epsilon_must_be_positive_and_finite(bad):
    for build in (
        WarnerDesign.from_epsilon,
        ForcedResponseDesign.from_epsilon,
        lambda e: KaryDesign.from_epsilon(3, e),
        lambda e: NumericDesign(0, 1, e),
    ):
        with pytest.raises(ParameterError, match="epsilon"):
            build(bad)


@pytest.mark.parametrize("epsilon", [30.5, 37.0, 40.0, 710.0, 1e300])
def test_a_too_large_epsilon_names_epsilon_and_its_range(epsilon):
    """Above 30 Warner's and k-ary's keep probability is within 10⁻¹³ of 1 (from ~37 it
    rounds to 1, forced response overflows past 709): the message is about ε, not p."""
    for build in (
        WarnerDesign.from_epsilon,
        ForcedResponseDesign.from_epsilon,
        lambda e: KaryDesign.from_epsilon(3, e),
        lambda e: KaryDesign.from_epsilon(12, e),
    ):
        with pytest.raises(ParameterError) as info:
            build(epsilon)
        assert info.value.name == "epsilon"
        assert str(info.value).startswith("epsilon: must lie in (0, 30]")


def test_the_largest_epsilon_still_builds_with_its_epsilon():
    for design in (
        WarnerDesign.from_epsilon(30.0),
        ForcedResponseDesign.from_epsilon(30.0),
        KaryDesign.from_epsilon(3, 30.0),
    ):
        assert design.epsilon == pytest.approx(30.0, abs=0.002)
    assert NumericDesign(0, 1, 30.0).scale == pytest.approx(1 / 30)  # the same limit
    with pytest.raises(ParameterError):
        NumericDesign(0, 1, 1000.0)  # the planner's e^ε bound overflowed from 710


@pytest.mark.parametrize("k, p", [(2, 0.5), (2, 0.3), (3, 1 / 3), (5, 0.2), (5, 0.1)])
def test_keep_probability_at_or_below_one_over_k_is_refused(k, p):
    with pytest.raises(ParameterError, match="1/k"):
        (WarnerDesign(p) if k == 2 else KaryDesign(k, p))


def test_forced_response_needs_a_truthful_share():
    with pytest.raises(ParameterError, match="truthful"):
        ForcedResponseDesign(0.5, 0.5)
    with pytest.raises(ParameterError, match="p_no"):
        ForcedResponseDesign(0.2, 0.0)


@pytest.mark.parametrize("design", DISCRETE, ids=repr)
def test_keep_and_flip_rates_match_the_design(design):
    """Each true answer's reports fall with the design's probabilities (±4.5 binomial SE)."""
    rng = np.random.default_rng(81)
    n = 60_000
    matrix = design.response_matrix()
    for u in range(design.k):
        reports = design.randomize(np.full(n, u, dtype=np.int16), rng)
        observed = np.bincount(reports, minlength=design.k) / n
        se = np.sqrt(matrix[u] * (1 - matrix[u]) / n)
        assert np.all(np.abs(observed - matrix[u]) <= 4.5 * se), (u, observed, matrix[u])


def empirical_epsilon(a: np.ndarray, b: np.ndarray, edges, min_count: int = 2000) -> float:
    """Largest |log| ratio of two output histograms over bins both visit often enough."""
    ha, _ = np.histogram(a, edges)
    hb, _ = np.histogram(b, edges)
    keep = (ha >= min_count) & (hb >= min_count)
    return float(np.max(np.abs(np.log(ha[keep] / hb[keep]))))


@pytest.mark.parametrize("design", DISCRETE, ids=repr)
def test_privacy_loss_on_neighbouring_answers_is_within_e_to_the_epsilon(design):
    """Output histograms for every pair of true answers differ by at most e^ε (sampling
    tolerance 0.06), and the worst pair comes close to it (the bound is tight)."""
    rng = np.random.default_rng(5)
    n = 400_000
    edges = np.arange(design.k + 1) - 0.5
    draws = [design.randomize(np.full(n, u, dtype=np.int16), rng) for u in range(design.k)]
    worst = max(
        empirical_epsilon(draws[u], draws[v], edges)
        for u in range(design.k)
        for v in range(design.k)
        if u != v
    )
    assert worst <= design.epsilon + 0.06
    assert worst >= design.epsilon - 0.06


def test_numeric_privacy_loss_and_a_wrong_scale_is_caught():
    """Reports for the two ends of the range: histogram ratios within e^ε; a mechanism
    whose noise was calibrated to half the range (a wrong sensitivity) is caught."""
    rng = np.random.default_rng(11)
    design = NumericDesign(0.0, 10.0, 1.0)
    n = 1_000_000
    edges = np.linspace(-40, 50, 91)
    low = design.randomize(np.zeros(n), rng)
    high = design.randomize(np.full(n, 10.0), rng)
    assert empirical_epsilon(low, high, edges) <= design.epsilon + 0.08
    wrong = NumericDesign(0.0, 5.0, 1.0)  # claims ε = 1 but its noise suits [0, 5]
    low = np.zeros(n) + rng.laplace(0, wrong.scale, n)
    high = np.full(n, 10.0) + rng.laplace(0, wrong.scale, n)
    assert empirical_epsilon(low, high, edges) > design.epsilon + 0.5


def test_a_wrong_keep_probability_is_caught():
    """k-ary reports drawn with the keep probability of ε = 2 while claiming ε = 1."""
    rng = np.random.default_rng(12)
    claimed, used = KaryDesign.from_epsilon(3, 1.0), KaryDesign.from_epsilon(3, 2.0)
    n = 300_000
    a = used.randomize(np.zeros(n, dtype=np.int16), rng)
    b = used.randomize(np.ones(n, dtype=np.int16), rng)
    assert empirical_epsilon(a, b, np.arange(4) - 0.5) > claimed.epsilon + 0.5

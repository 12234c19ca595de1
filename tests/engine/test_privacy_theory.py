"""Known values and inequalities for the privacy theory (MATH 1, 2.2)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import ParameterError
from engine.privacy.advisor import largest_radius
from engine.privacy.distinguishing import GaussianStep, distinguishing_protection
from engine.privacy.gaussian import (
    analytic_gaussian_sigma,
    classic_gaussian_sigma,
    gaussian_privacy_delta,
)
from engine.privacy.guarantee import Guarantee, classic_equivalent, switch_multiplier


@pytest.mark.parametrize(
    ("epsilon", "delta", "sensitivity"),
    [(0.1, 1e-5, 1.0), (1.0, 1e-5, 1.0), (3.0, 1.5e-4, 0.05), (10.0, 1e-9, 2.0), (0.5, 0.1, 0.3)],
)
def test_analytic_sigma_is_the_smallest_private_sigma(epsilon, delta, sensitivity):
    sigma = analytic_gaussian_sigma(epsilon, delta, sensitivity)
    assert gaussian_privacy_delta(sigma, sensitivity, epsilon) <= delta
    assert gaussian_privacy_delta(0.99 * sigma, sensitivity, epsilon) > delta


def test_analytic_sigma_beats_the_classic_bound_where_both_apply():
    # Balle & Wang report the analytic σ is always below the classic one for ε < 1.
    for epsilon in (0.1, 0.5, 0.9):
        assert analytic_gaussian_sigma(epsilon, 1e-5, 1.0) < classic_gaussian_sigma(
            epsilon, 1e-5, 1.0
        )


def test_analytic_sigma_scales_linearly_with_sensitivity():
    base = analytic_gaussian_sigma(1.0, 1e-6, 1.0)
    assert analytic_gaussian_sigma(1.0, 1e-6, 0.25) == pytest.approx(0.25 * base, rel=1e-9)


def test_known_value_of_classic_sigma():
    assert classic_gaussian_sigma(0.5, 1e-5, 1.0) == pytest.approx(
        math.sqrt(2 * math.log(1.25e5)) / 0.5
    )
    with pytest.raises(ParameterError, match="ε < 1"):
        classic_gaussian_sigma(1.5, 1e-5, 1.0)


@pytest.mark.parametrize(
    ("r", "m"), [(2.0, 1), (1.0, 2), (0.5, 4), (0.1, 20), (0.3, 7), (0.05, 40)]
)
def test_switch_multiplier(r, m):
    assert switch_multiplier(r) == m


def test_classic_equivalent_is_the_switch_lemma():
    eps, delta = classic_equivalent(0.5, 1e-6, 0.5)  # m = 4
    assert eps == pytest.approx(2.0)
    assert delta == pytest.approx(1e-6 * sum(math.exp(j * 0.5) for j in range(4)))
    assert classic_equivalent(1.0, 1e-5, 2.0) == (1.0, 1e-5)
    assert classic_equivalent(1e4, 1e-5, 0.01) == (2e6, 1.0)  # vacuous, capped, no overflow


def test_guarantee_states_itself():
    tdp = Guarantee.tdp(1.0, 1e-5, 0.25, "gaussian")
    assert tdp.classic_epsilon == pytest.approx(8.0)
    assert "r=0.25" in tdp.statement and "For any two people it implies (8," in tdp.statement
    assert Guarantee.tdp(1.0, 1e-5, 2.0, "gaussian").is_classic_dp
    record = Guarantee.k_anonymity(5).to_dict()
    assert record["epsilon"] is None and record["k"] == 5


def test_theorem1_worked_example():
    advice = largest_radius(epsilon=1.0, delta=0.0, beta=0.05)
    assert advice.m_star == 3
    assert advice.r_bound == pytest.approx(1.0) and advice.r_strict
    assert "r < 1" in advice.message
    assert advice.allows(0.99) and not advice.allows(1.0)


@given(
    st.floats(0.01, 5.0),
    st.floats(0.0, 1e-3),
    st.floats(0.001, 0.49),
)
def test_theorem1_m_star_is_minimal(epsilon, delta, beta):
    advice = largest_radius(epsilon, delta, beta)

    def feasible(m):
        return 1 - beta <= math.exp(m * epsilon) * beta + (
            delta * math.expm1(m * epsilon) / math.expm1(epsilon)
        )

    assert feasible(advice.m_star)
    assert advice.m_star == 1 or not feasible(advice.m_star - 1)
    if delta == 0:
        assert advice.m_star == max(1, math.ceil(math.log((1 - beta) / beta) / epsilon - 1e-12))


def test_theorem1_rejects_impossible_inputs():
    with pytest.raises(ParameterError, match="beta"):
        largest_radius(1.0, 0.0, 1.5)
    with pytest.raises(ParameterError, match="epsilon"):
        largest_radius(-1.0, 0.0, 0.1)


def test_distinguishing_protection_known_values():
    step = GaussianStep("rows", classic_sensitivity=2.0, sigma=2.0)  # μ = 4/8 = 0.5
    score = distinguishing_protection([step, step])
    assert score.mu == pytest.approx(1.0)
    assert score.protection == pytest.approx(0.5)
    assert distinguishing_protection(None).protection == 0.0

"""Policy simulations on O-D matrices (MATH 5.4): mobility SIR against a hand computation,
conservation, the no-mobility limit; flags and agreement; displacement on hand examples."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.core.errors import InputError, ParameterError
from engine.mobility.displacement import (
    out_migration,
    percent_error,
    top_k_accuracy,
    top_k_destinations,
)
from engine.mobility.od_matrix import MAX_EPSILON, ODMechanism
from engine.mobility.sir import flag_regions, policy_agreement, simulate_sir


def test_sir_two_regions_two_days_by_hand():
    # N = (100, 50); 10 % infected in region 0; β = 0.1, μ = 0.04, α = 1.
    # Day 0, M = [[0, 10], [20, 0]] (M_ij = trips i → j):
    #   region 0: 0.1·0.9·0.1 = 0.009; mobility 10·i₁ = 0 → new = 0.009
    #   region 1: no local cases; mobility 20·0.1 / (50 + 20) = 1/35 → new = 0.1/35 = 1/350
    # Day 1, M = [[0, 5], [0, 0]], state s = (0.891, 349/350), i = (0.105, 1/350):
    #   region 0: 0.1·0.891·0.105 + 0.1·0.891·(5/350)/(100 + 5) = 0.0093555 + 0.0891/7350
    #   region 1: 0.1·(349/350)·(1/350) = 34.9/122500; no trips out → no mobility term
    matrices = np.array([[[0, 10], [20, 0]], [[0, 5], [0, 0]]])
    result = simulate_sir(matrices, np.array([100, 50]), origin=0, initial_share=0.1)
    new0 = 0.0093555 + 0.0891 / 7350
    new1 = 34.9 / 122500
    expected_i = [[0.1, 0.0], [0.105, 1 / 350], [0.105 + new0 - 0.0042, (350 + 34.9 - 14) / 122500]]
    expected_r = [[0, 0], [0.004, 0], [0.0082, 0.04 / 350]]
    expected_s = [[0.9, 1.0], [0.891, 349 / 350], [0.891 - new0, 349 / 350 - new1]]
    np.testing.assert_allclose(result.i, expected_i, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(result.r, expected_r, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(result.s, expected_s, rtol=1e-12, atol=1e-15)


def test_direction_is_row_origin():
    # Only trips 1 → 0: residents of 1 visit infected 0 and bring it home; region 0 gains
    # nothing from trips it does not make.
    to_origin = np.array([[[0, 0], [30, 0]]])
    from_origin = np.array([[[0, 30], [0, 0]]])
    population = np.array([100, 100])
    assert simulate_sir(to_origin, population, origin=0).i[1, 1] > 0
    assert simulate_sir(from_origin, population, origin=0).i[1, 1] == 0


def test_sir_conserves_each_region_and_stays_in_range():
    rng = np.random.default_rng(0)
    matrices = rng.poisson(200, size=(120, 12, 12))
    populations = rng.integers(1_000, 50_000, size=12)
    result = simulate_sir(matrices, populations, origin=3, beta=0.3, mu=0.1, alpha=2.0)
    np.testing.assert_allclose(result.s + result.i + result.r, 1.0, atol=1e-12)
    for x in (result.s, result.i, result.r):
        assert x.shape == (121, 12)
        assert x.min() >= -1e-15 and x.max() <= 1 + 1e-15
    assert result.i[-1].min() > 0  # the epidemic reached every region


def test_no_mobility_reduces_to_independent_sir():
    k, days, beta, mu = 4, 200, 0.1, 0.04
    result = simulate_sir(np.zeros((days, k, k)), np.full(k, 1000), origin=2, beta=beta, mu=mu)
    s, i, r = 0.99, 0.01, 0.0
    for t in range(days):
        s, i, r = s - beta * s * i, i + beta * s * i - mu * i, r + mu * i
        assert result.s[t + 1, 2] == pytest.approx(s, rel=1e-12)
        assert result.i[t + 1, 2] == pytest.approx(i, rel=1e-12)
        assert result.r[t + 1, 2] == pytest.approx(r, rel=1e-12, abs=1e-15)
    others = [0, 1, 3]
    np.testing.assert_array_equal(result.i[:, others], 0)
    np.testing.assert_array_equal(result.s[:, others], 1)


def test_empty_region_gets_no_mobility_term():
    # N₁ = 0 and no trips out of region 1: its denominator is 0, so it is skipped, not NaN.
    result = simulate_sir(np.array([[[0, 5], [0, 0]]]), np.array([10, 0]), origin=0)
    assert np.isfinite(result.i).all()


@pytest.mark.parametrize(
    ("kwargs", "error", "name"),
    [
        ({"origin": 5}, ParameterError, "origin"),
        ({"origin": 0, "beta": 0.6}, ParameterError, "beta"),  # β(1 + α) > 1
        ({"origin": 0, "mu": 1.5}, ParameterError, "mu"),
        ({"origin": 0, "alpha": -1}, ParameterError, "alpha"),
        ({"origin": 0, "initial_share": 2}, ParameterError, "initial_share"),
    ],
)
def test_sir_parameters_are_checked(kwargs, error, name):
    with pytest.raises(error) as info:
        simulate_sir(np.zeros((2, 3, 3)), np.ones(3), **kwargs)
    assert info.value.name == name


def test_sir_inputs_are_checked():
    with pytest.raises(InputError, match="one count per region"):
        simulate_sir(np.zeros((2, 3, 3)), np.ones(4), origin=0)
    with pytest.raises(InputError, match="not negative"):
        simulate_sir(-np.ones((2, 3, 3)), np.ones(3), origin=0)
    with pytest.raises(InputError, match="square"):
        simulate_sir(np.zeros((2, 3, 4)), np.ones(3), origin=0)


def test_flags_and_agreement_by_hand():
    prevalence = np.array([[0.1, 0.2], [0.25, 0.19999]])
    np.testing.assert_array_equal(flag_regions(prevalence), [[False, True], [True, False]])
    private = np.array([True, True, True, False, False, False])
    raw = np.array([True, False, False, True, False, False])
    # TP = 1, FP = 2, FN = 1, TN = 2
    result = policy_agreement(private, raw)
    assert result["accuracy"] == pytest.approx(3 / 6)
    assert result["precision"] == pytest.approx(1 / 3)
    assert result["recall"] == pytest.approx(1 / 2)
    assert (result["true_positives"], result["false_positives"]) == (1, 2)
    assert (result["false_negatives"], result["true_negatives"]) == (1, 2)
    none = policy_agreement(np.zeros(4, bool), np.zeros(4, bool))
    assert none["accuracy"] == 1.0
    assert math.isnan(none["precision"]) and math.isnan(none["recall"])
    with pytest.raises(InputError, match="same non-empty shape"):
        policy_agreement(np.zeros(3, bool), np.zeros(4, bool))


def test_private_matrices_at_huge_epsilon_give_the_same_decisions():
    rng = np.random.default_rng(3)
    raw = rng.poisson(300, size=(150, 6, 6))
    raw[:, np.arange(6), np.arange(6)] = 0
    population = rng.integers(2_000, 20_000, size=6)
    mechanism = ODMechanism(MAX_EPSILON)  # the largest ε a release takes
    private = mechanism.privatize(raw, np.random.default_rng(4)).counts
    pop = mechanism.privatize_populations(population, np.random.default_rng(5)).counts
    flags_raw = flag_regions(simulate_sir(raw, population, origin=1).i)
    flags_private = flag_regions(simulate_sir(private, pop, origin=1).i)
    assert flags_raw.any()
    assert policy_agreement(flags_private, flags_raw)["accuracy"] == 1.0


def displacement_matrices():
    """3 days, 4 regions; region 0 is hit. Rows are origins."""
    return np.array(
        [
            [[0, 5, 1, 2], [3, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
            [[0, 1, 7, 7], [9, 0, 4, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
            [[0, 0, 2, 3], [0, 0, 6, 1], [0, 0, 0, 0], [0, 0, 0, 0]],
        ]
    )


def test_out_migration_by_hand():
    m = displacement_matrices()
    assert out_migration(m, 0, 0, 3) == 8 + 15 + 5
    assert out_migration(m, [0], 1, 2) == 15 + 5
    # affected {0, 1}: trips 0 ↔ 1 stay inside the area; outside: day 1 → 7 + 7 + 4, day 2 →
    # 2 + 3 + 6 + 1
    assert out_migration(m, [0, 1], 1, 2) == 18 + 12
    with pytest.raises(ParameterError) as info:
        out_migration(m, 0, 2, 2)
    assert info.value.name == "days"
    with pytest.raises(ParameterError) as info:
        out_migration(m, 7, 0, 1)
    assert info.value.name == "regions"


def test_top_k_destinations_by_hand():
    m = displacement_matrices()
    # day 0 flows from 0: (·, 5, 1, 2); day 1: (·, 1, 7, 7) tie → lower index; day 2: (·, 0, 2, 3)
    np.testing.assert_array_equal(top_k_destinations(m, 0, 2), [[1, 3], [2, 3], [3, 2]])
    # affected {0, 1}: destinations 2, 3 only; day 0: (1, 2), day 1: (11, 7), day 2: (8, 4)
    np.testing.assert_array_equal(top_k_destinations(m, [0, 1], 1), [[3], [2], [2]])
    with pytest.raises(ParameterError) as info:
        top_k_destinations(m, [0, 1], 3)
    assert info.value.name == "k"


def test_top_k_accuracy_and_percent_error_by_hand():
    raw = displacement_matrices()
    private = raw.copy()
    private[0, 0, 2] = 9  # day 0 top-2 becomes {2, 1} vs raw {1, 3}: overlap 1
    private[2, 0, 1] = 4  # day 2 top-2 becomes {1, 3} vs raw {3, 2}: overlap 1
    assert top_k_accuracy(private, raw, 0, 2) == pytest.approx((1 / 2 + 1 + 1 / 2) / 3)
    assert top_k_accuracy(raw, raw, 0, 2) == 1.0
    assert percent_error(90, 100) == pytest.approx(10)
    assert percent_error(110, 100) == pytest.approx(10)
    with pytest.raises(ParameterError) as info:
        percent_error(5, 0)
    assert info.value.name == "raw_total"
    with pytest.raises(InputError, match="same shape"):
        top_k_accuracy(private[:2], raw, 0, 2)

"""Private O-D mechanism (MATH 5.2): noise scale T/ε measured on seeded draws with stated
tolerances, the exact law of the rounded noise, the threshold, the diagonal, input checks,
the guarantee."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.core.errors import InputError, ParameterError
from engine.mobility import od_matrix
from engine.mobility.od_matrix import MAX_EPSILON, ODMechanism


def fix_noise(monkeypatch, values):
    """Make the mechanism's rounded-Laplace noise return preset integers."""

    class FixedNoise:
        def __init__(self, t, s):
            pass

        def sample(self, size, rng):
            return np.asarray(values, dtype=np.int64).reshape(-1)[:size].copy()

    monkeypatch.setattr(od_matrix, "RoundedLaplace", FixedNoise)


def constant_counts(days, k, value):
    counts = np.full((days, k, k), value, dtype=np.int64)
    counts[:, np.arange(k), np.arange(k)] = 0
    return counts


def off_diagonal(a):
    k = a.shape[-1]
    return a[..., ~np.eye(k, dtype=bool)]


def rounded_laplace_moments(b):
    """Var and E|·| of round(η), η ~ Laplace(b): P(R = n) = sinh(λ/2) qⁿ for n ≠ 0, q = e^{−λ}.

    For b ≫ 1 these are 2b² + 1/12 and b; at b = 0.5 rounding matters (0.57 vs 0.5).
    """
    lam = 1 / b
    q, c = math.exp(-lam), math.sinh(lam / 2)
    return 2 * c * q * (1 + q) / (1 - q) ** 3, 2 * c * q / (1 - q) ** 2


@pytest.mark.parametrize(("epsilon", "trips", "level"), [(0.5, 3, "individual"), (2.0, 1, "trip")])
def test_noise_is_laplace_with_scale_t_over_epsilon(epsilon, trips, level):
    # 50 days × 64 × 63 = 201,600 draws, far above τ = 0 so nothing is clipped. For
    # Laplace(b) the sample variance has SE ≈ 2b²·√(5/n) ≈ 0.5 % and E|noise| ≈ 0.22 %; we
    # allow 3 % and 1.5 %. A wrong scale (ε/T, or T ignored) misses by far more, and E|noise|
    # separates Laplace from a Gaussian of the same variance (1.13 b). Mean within 5 SE of 0.
    mechanism = ODMechanism(epsilon, trips_per_day=trips, level=level)
    b = trips / epsilon
    counts = constant_counts(50, 64, 1000)
    release = mechanism.privatize(counts, np.random.default_rng(5))
    noise = off_diagonal(release.counts - counts).astype(np.float64)
    n = noise.size
    assert n == 201_600
    assert mechanism.noise_scale == pytest.approx(b)
    assert release.noise_scale == pytest.approx(b)
    variance, mean_abs = rounded_laplace_moments(b)
    assert variance == pytest.approx(2 * b**2, rel=0.15)
    assert noise.var() == pytest.approx(variance, rel=0.03)
    assert np.abs(noise).mean() == pytest.approx(mean_abs, rel=0.015)
    assert abs(noise.mean()) < 5 * math.sqrt(variance / n)
    # P(noise = 0) = P(|η| < 0.5) = 1 − e^{−0.5/b}, within 4 binomial SE
    p_zero = -math.expm1(-0.5 / b)
    se = math.sqrt(p_zero * (1 - p_zero) / n)
    assert abs((noise == 0).mean() - p_zero) < 4 * se


def test_noise_is_exactly_the_law_of_rounded_laplace():
    """Algorithm 1 rounds M + Lap(b) to the nearest integer; the release draws that
    integer directly: P(0) = 1 − e^{−λ/2}, P(n) = sinh(λ/2)·e^{−λ|n|}, λ = 1/b. 200,000
    cells at b = 2, each frequency for |n| ≤ 6 within 4.5 binomial SE of its probability."""
    counts = constant_counts(5, 201, 100)
    release = ODMechanism(0.5).privatize(counts, np.random.default_rng(8))
    assert release.counts.dtype == np.int64
    noise = off_diagonal(release.counts - counts)
    lam = 0.5
    for n in range(-6, 7):
        p = -math.expm1(-lam / 2) if n == 0 else math.sinh(lam / 2) * math.exp(-lam * abs(n))
        se = math.sqrt(p * (1 - p) / noise.size)
        assert abs((noise == n).mean() - p) < 4.5 * se


def test_threshold_sets_values_below_tau_to_zero_and_marks_them(monkeypatch):
    mechanism = ODMechanism(1.0, threshold=5)
    counts = np.array([[0, 5, 5], [5, 0, 5], [5, 5, 0]])
    fix_noise(monkeypatch, [[0, 0, -1], [0, 0, -3], [7, -10, 0]])
    release = mechanism.privatize(counts, np.random.default_rng(0))
    # 5 (= τ, kept); 4 < τ → 0; 5; 2 → 0; 12; −5 → 0
    np.testing.assert_array_equal(release.counts, [[0, 5, 0], [5, 0, 0], [12, 0, 0]])
    np.testing.assert_array_equal(
        release.suppressed, [[False, False, True], [False, False, True], [False, True, False]]
    )


def test_with_tau_zero_negative_values_become_zero():
    release = ODMechanism(0.1).privatize(constant_counts(3, 30, 0), np.random.default_rng(2))
    assert release.counts.min() == 0
    # about half the cells of a zero count draw negative noise (P(round(η) < 0) = ½e^{−0.05})
    share = off_diagonal(release.suppressed).mean()
    assert share == pytest.approx(0.5 * math.exp(-0.05), abs=0.03)
    np.testing.assert_array_equal(release.suppressed, release.suppressed & (release.counts == 0))


def test_diagonal_is_ignored_and_released_as_zero():
    counts = np.full((4, 6, 6), 50)
    release = ODMechanism(0.05, threshold=3).privatize(counts, np.random.default_rng(0))
    diagonal = release.counts[:, np.arange(6), np.arange(6)]
    np.testing.assert_array_equal(diagonal, 0)
    assert not release.suppressed[:, np.arange(6), np.arange(6)].any()
    assert (off_diagonal(release.counts) != 0).any()


def test_every_day_gets_its_own_noise_across_chunks():
    # 40 days span several noise chunks; each day must be noised, independently of the others.
    counts = constant_counts(40, 20, 500)
    noise = ODMechanism(0.5).privatize(counts, np.random.default_rng(3)).counts - counts
    per_day = off_diagonal(noise).astype(np.float64)
    assert per_day.shape == (40, 380)
    # each day's variance near 2·2² = 8 (380 draws: SE ≈ 0.9; a noiseless day would give 0)
    assert (per_day.var(axis=1) > 3).all()
    correlation = np.corrcoef(per_day)[np.triu_indices(40, 1)]
    assert np.abs(correlation).max() < 0.25  # |r| for 380 independent pairs: SE ≈ 0.05


def test_shape_is_kept_and_seeds_reproduce():
    counts = np.arange(25).reshape(5, 5) % 7
    mechanism = ODMechanism(1.0)
    a = mechanism.privatize(counts, np.random.default_rng(9))
    b = mechanism.privatize(counts, np.random.default_rng(9))
    c = mechanism.privatize(counts, np.random.default_rng(10))
    assert a.counts.shape == (5, 5)
    assert a.days == 1
    np.testing.assert_array_equal(a.counts, b.counts)
    assert not np.array_equal(a.counts, c.counts)


@pytest.mark.parametrize(
    ("counts", "words"),
    [
        (np.array([[0, -1], [2, 0]]), "must not be negative"),
        (np.array([[0, 1.5], [2, 0]]), "whole numbers"),
        (np.array([[0, np.nan], [2, 0]]), "missing or infinite"),
        (np.zeros((3, 4)), "square"),
        (np.zeros(4), "square"),
        (np.zeros((2, 2, 3, 3)), "square"),
        (np.zeros((0, 3, 3)), "square"),
        (np.zeros((1, 1)), "at least 2 regions"),
        (np.array([["a", "b"], ["c", "d"]]), "must be numbers"),
    ],
)
def test_bad_counts_are_refused_with_a_plain_message(counts, words):
    with pytest.raises(InputError, match=words):
        ODMechanism(1.0).privatize(counts, np.random.default_rng(0))


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"epsilon": 0}, "epsilon"),
        ({"epsilon": -1}, "epsilon"),
        ({"epsilon": math.inf}, "epsilon"),
        ({"epsilon": math.nan}, "epsilon"),
        ({"epsilon": True}, "epsilon"),
        ({"epsilon": 1, "trips_per_day": 0, "level": "individual"}, "trips_per_day"),
        ({"epsilon": 1, "trips_per_day": 2.5, "level": "individual"}, "trips_per_day"),
        ({"epsilon": 1, "trips_per_day": 3}, "trips_per_day"),  # trip level needs T = 1
        ({"epsilon": 1, "threshold": -1}, "threshold"),
        ({"epsilon": 1, "threshold": 2.5}, "threshold"),
        ({"epsilon": 1, "level": "person"}, "level"),
    ],
)
def test_bad_parameters_are_refused_naming_the_parameter(kwargs, name):
    with pytest.raises(ParameterError) as info:
        ODMechanism(**kwargs)
    assert info.value.name == name
    assert str(info.value).startswith(f"{name}: ")


def test_populations_use_sensitivity_one_whatever_t():
    # One person has one home region: Laplace(1/ε) even at the individual level with T = 5.
    # 200,000 regions' worth of draws, b = 2: variance 8 + 1/12 within 3 % (SE ≈ 0.5 %).
    mechanism = ODMechanism(0.5, trips_per_day=5, level="individual")
    populations = np.full(200_000, 10_000)
    released = mechanism.privatize_populations(populations, np.random.default_rng(4))
    noise = (released.counts - populations).astype(np.float64)
    assert noise.var() == pytest.approx(8 + 1 / 12, rel=0.03)
    assert released.counts.dtype == np.int64
    assert released.releases == 1
    assert released.total_epsilon == pytest.approx(0.5)


def test_populations_are_rounded_clipped_at_zero_and_count_each_release(monkeypatch):
    mechanism = ODMechanism(1.0)
    fix_noise(monkeypatch, [[-2, 1, 0], [0, 0, 0]])
    released = mechanism.privatize_populations(
        np.array([[0, 10, 3], [0, 10, 3]]), np.random.default_rng(0)
    )
    np.testing.assert_array_equal(released.counts, [[0, 11, 3], [0, 10, 3]])
    assert released.releases == 2
    assert released.total_epsilon == pytest.approx(2.0)
    assert "2 vector(s)" in released.statement
    with pytest.raises(InputError, match="must not be negative"):
        mechanism.privatize_populations(np.array([5, -1]), np.random.default_rng(0))
    with pytest.raises(InputError, match="per region"):
        mechanism.privatize_populations(np.zeros((2, 2, 2)), np.random.default_rng(0))


def test_individual_level_release_guarantee_is_days_times_epsilon():
    mechanism = ODMechanism(0.5, trips_per_day=3, level="individual")
    release = mechanism.privatize(constant_counts(7, 4, 2), np.random.default_rng(0))
    g = release.release_guarantee()
    assert (g.days, g.epsilon_per_day, g.level) == (7, 0.5, "individual")
    assert g.total_epsilon_worst == pytest.approx(3.5)
    assert g.total_epsilon_mean == pytest.approx(3.5)
    g305 = release.release_guarantee(305)
    assert g305.total_epsilon_worst == pytest.approx(152.5)
    assert "at most 3 trip(s)" in g305.statement and "152.5" in g305.statement
    assert g305.to_dict()["total_epsilon_worst"] == pytest.approx(152.5)


def test_trip_level_release_guarantee_is_epsilon_times_trips():
    release = ODMechanism(0.1, threshold=15).privatize(
        constant_counts(2, 3, 20), np.random.default_rng(0)
    )
    g = release.release_guarantee(305, np.array([0, 3, 10, 7]))
    assert g.total_epsilon_worst == pytest.approx(1.0)  # 10 trips × 0.1
    assert g.total_epsilon_mean == pytest.approx(0.5)  # 5 trips on average × 0.1
    assert "most frequent traveller" in g.statement and "below 15" in g.statement
    unknown = release.release_guarantee(305)
    assert math.isinf(unknown.total_epsilon_worst) and unknown.total_epsilon_mean is None
    assert "no overall bound" in unknown.statement
    assert unknown.to_dict()["total_epsilon_worst"] is None
    with pytest.raises(ParameterError) as info:
        release.release_guarantee(0)
    assert info.value.name == "days"
    with pytest.raises(InputError, match="must not be negative"):
        release.release_guarantee(3, np.array([1, -2]))
    with pytest.raises(InputError, match="whole numbers"):
        release.release_guarantee(3, np.array([1.5]))


def test_huge_epsilon_reproduces_the_raw_counts():
    # At the largest ε a release takes, P(|η| ≥ 0.5) = e^{−25} per cell: the release is
    # the raw matrix, a sanity anchor for the policy comparisons.
    counts = np.random.default_rng(1).poisson(4, size=(5, 8, 8))
    counts[:, np.arange(8), np.arange(8)] = 0
    release = ODMechanism(MAX_EPSILON).privatize(counts, np.random.default_rng(2))
    np.testing.assert_array_equal(release.counts, counts)

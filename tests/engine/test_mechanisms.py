"""Mechanisms: the implicit projection sampler against the explicit n×k formula, noise
covariance against theory (seeded, stated tolerances), guarantees as data."""

from __future__ import annotations

import numpy as np
import pytest

from engine.core.errors import ParameterError
from engine.mechanisms.partitioned import PartitionedMechanism
from engine.mechanisms.projection import (
    ProjectionMechanism,
    draw_projection_matrix,
    faithful_noise_scale,
    map_back,
    symmetric_gaussian,
)
from engine.mechanisms.row_gaussian import RowGaussianMechanism
from engine.privacy.gaussian import analytic_gaussian_sigma


def unit_ball_rows(n, d, seed=0):
    x = np.random.default_rng(seed).standard_normal((n, d))
    return x / (np.linalg.norm(x, axis=1).max() * 1.01)


def explicit_algorithm1(z, projection, noise, cov_noise, components):
    """The paper's Algorithm 1 written out with the n×k matrices (test twin)."""
    k = projection.shape[1]
    noisy_projection = z @ projection / k + noise
    v = np.linalg.svd(np.cov(z, rowvar=False) + cov_noise)[2].T[:, :components]
    return k * noisy_projection @ np.linalg.pinv(v.T @ projection) @ v.T


@pytest.mark.parametrize("components", [None, 2])
def test_implicit_projection_equals_the_explicit_formula(components):
    rng = np.random.default_rng(3)
    n, d, k = 60, 5, 400
    z = unit_ball_rows(n, d)
    projection = draw_projection_matrix(d, k, rng)
    noise = rng.normal(0, 0.01, size=(n, k))
    cov_noise = symmetric_gaussian(d, 0.05, rng)
    gram = projection @ projection.T
    basis = None
    if components is not None:
        basis = np.linalg.svd(np.cov(z, rowvar=False) + cov_noise)[2].T[:, :components]
    implicit = map_back(z, gram, k, noise @ projection.T, basis)
    explicit = explicit_algorithm1(z, projection, noise, cov_noise, components or d)
    np.testing.assert_allclose(implicit, explicit, rtol=1e-8, atol=1e-10)


def test_full_rank_projection_ignores_the_covariance_noise():
    # MATH 2.1: with all d components, V is orthogonal and the output is X/k + N pinv(R).
    rng = np.random.default_rng(4)
    z = unit_ball_rows(30, 4)
    projection = draw_projection_matrix(4, 200, rng)
    noise = rng.normal(0, 0.01, size=(30, 200))
    a = explicit_algorithm1(z, projection, noise, symmetric_gaussian(4, 1.0, rng), 4)
    b = explicit_algorithm1(z, projection, noise, symmetric_gaussian(4, 5.0, rng), 4)
    np.testing.assert_allclose(a, b, rtol=1e-8, atol=1e-10)
    np.testing.assert_allclose(a, z + 200 * noise @ np.linalg.pinv(projection), atol=1e-10)


@pytest.mark.parametrize("calibration", ["faithful", "tight"])
def test_projection_noise_covariance_matches_theory(calibration):
    # Rows of the noise are i.i.d. N(0, k²σ₁²(RRᵀ)⁻¹). With 200,000 rows each covariance
    # entry is estimated to within ~1 % of the diagonal scale; we allow 3 %.
    n, d, k, seed = 200_000, 3, 50, 11
    z = np.zeros((n, d))
    mech = ProjectionMechanism(1.0, 1e-5, 0.5, k=k, calibration=calibration)
    release = mech.privatize(z, np.random.default_rng(seed))
    projection = draw_projection_matrix(d, k, np.random.default_rng(seed))
    sigma = release.parameters["sigma1"]
    expected = (k * sigma) ** 2 * np.linalg.inv(projection @ projection.T)
    observed = np.cov(release.features, rowvar=False)
    scale = np.sqrt(np.outer(np.diag(expected), np.diag(expected)))
    assert np.all(np.abs(observed - expected) / scale < 0.03)
    assert np.abs(release.features.mean(axis=0)).max() < 4 * np.sqrt(expected.max() / n)


def test_faithful_sigma_known_value():
    # Hand evaluation of MATH 2.1 step 3 for the replication setting at r = 0.05.
    frob = np.sqrt(10 * np.log(1 + (2 / 3) * (np.e - 1)) - np.log(1.5e-4 / 2) / 10_000)
    gauss = np.sqrt(2 * (np.log(1 / 1.5e-4) + 3)) / 3
    assert faithful_noise_scale(3, 1.5e-4, 0.05, 10, 10_000) == pytest.approx(
        0.05 / 100 * frob * gauss, rel=1e-12
    )


def test_tight_calibration_uses_the_spectral_sensitivity():
    rng_seed = 5
    mech = ProjectionMechanism(2.0, 1e-5, 0.1, k=300, calibration="tight")
    release = mech.privatize(unit_ball_rows(40, 6), np.random.default_rng(rng_seed))
    projection = draw_projection_matrix(6, 300, np.random.default_rng(rng_seed))
    w = 0.1 * np.linalg.svd(projection, compute_uv=False)[0] / 300
    assert release.parameters["sensitivity"] == pytest.approx(w, rel=1e-9)
    assert release.parameters["sigma1"] == pytest.approx(analytic_gaussian_sigma(2.0, 1e-5, w))


def test_projection_guarantee_does_not_spend_the_unused_covariance_budget():
    mech = ProjectionMechanism(
        3, 1.5e-4, 0.05, k=100, calibration="faithful", epsilon2=0.9999, delta2=8e-5
    )
    release = mech.privatize(unit_ball_rows(50, 4), np.random.default_rng(0))
    assert release.guarantee.epsilon == 3 and release.guarantee.delta == 1.5e-4
    assert "not spent" in release.guarantee.statement
    reduced = ProjectionMechanism(
        3, 1.5e-4, 0.05, k=100, calibration="faithful", components=2, epsilon2=0.9999, delta2=8e-5
    )
    spent = reduced.privatize(unit_ball_rows(50, 4), np.random.default_rng(0)).guarantee
    assert spent.epsilon == pytest.approx(3.9999) and spent.delta == pytest.approx(2.3e-4)


def test_row_gaussian_noise_is_isotropic_with_the_analytic_sigma():
    n, d = 200_000, 4
    mech = RowGaussianMechanism(1.0, 1e-5, 0.25)
    release = mech.privatize(np.zeros((n, d)), np.random.default_rng(2))
    sigma = analytic_gaussian_sigma(1.0, 1e-5, 0.25)
    # Sample covariance of 200,000 rows: entries within 3 % of σ² (sd ≈ 0.3 %).
    np.testing.assert_allclose(
        np.cov(release.features, rowvar=False), sigma**2 * np.eye(d), atol=0.03 * sigma**2
    )
    assert release.parameters["sigma"] == sigma
    assert release.noise_steps[0].classic_sensitivity == 2.0


def test_denoised_noise_covariance_is_sigma_squared_on_the_subspace():
    # Released = (Z + σG)·V_m V_mᵀ: with Z = 0 its covariance is σ² V_m V_mᵀ, i.e. m
    # eigenvalues σ² and d − m zeros. 200,000 rows: eigenvalues within 3 % of σ².
    mech = RowGaussianMechanism(1.0, 1e-5, 0.5, components=2, epsilon2=1.0, delta2=1e-5)
    release = mech.privatize(np.zeros((200_000, 5)), np.random.default_rng(8))
    sigma = release.parameters["sigma"]
    eigenvalues = np.sort(np.linalg.eigvalsh(np.cov(release.features, rowvar=False)))[::-1]
    np.testing.assert_allclose(eigenvalues[:2], sigma**2, rtol=0.03)
    np.testing.assert_allclose(eigenvalues[2:], 0.0, atol=1e-12)


def test_row_gaussian_denoising_projects_onto_m_components():
    z = unit_ball_rows(500, 6)
    mech = RowGaussianMechanism(1.0, 1e-5, 0.5, components=2, epsilon2=0.5, delta2=1e-5)
    release = mech.privatize(z, np.random.default_rng(0))
    assert np.linalg.matrix_rank(release.features, tol=1e-8) == 2
    assert release.guarantee.epsilon == pytest.approx(1.5)
    assert [s.name for s in release.noise_steps] == ["rows", "covariance"]


def test_partitioned_keeps_row_order_and_the_one_part_guarantee():
    z = unit_ball_rows(1000, 3)
    base = RowGaussianMechanism(1e4, 1e-5, 0.01)  # negligible noise: release ≈ input
    release = PartitionedMechanism(base, 4).privatize(z, np.random.default_rng(1))
    sigma = release.parameters["sigma"]
    assert np.abs(release.features - z).max() < 6 * sigma  # same rows, same order
    assert sigma < 1e-4
    assert release.guarantee.epsilon == 1e4
    assert "4 disjoint random parts" in release.guarantee.statement


@pytest.mark.parametrize(
    ("factory", "name"),
    [
        (lambda: RowGaussianMechanism(0, 1e-5, 0.1), "epsilon"),
        (lambda: RowGaussianMechanism(1, 0, 0.1), "delta"),
        (lambda: RowGaussianMechanism(1, 1e-5, 2.5), "r"),
        (lambda: ProjectionMechanism(1, 1e-5, 0.1, k=0), "k"),
        (lambda: ProjectionMechanism(1, 1e-5, 0.1, calibration="loose"), "calibration"),
        (lambda: ProjectionMechanism(1, 1e-5, 0.1, components=2), "epsilon2"),
        (
            lambda: ProjectionMechanism(
                1, 1e-5, 0.1, calibration="faithful", components=2, epsilon2=1.5, delta2=1e-5
            ),
            "epsilon2",
        ),
        (lambda: PartitionedMechanism(RowGaussianMechanism(1, 1e-5, 0.1), 0), "partitions"),
    ],
)
def test_impossible_parameters_are_refused_by_name(factory, name):
    with pytest.raises(ParameterError) as caught:
        factory()
    assert caught.value.name == name


def test_projection_refuses_k_below_d_and_rows_outside_the_ball():
    with pytest.raises(ParameterError, match="at least the number of features"):
        ProjectionMechanism(1, 1e-5, 0.1, k=3).privatize(
            unit_ball_rows(10, 5), np.random.default_rng(0)
        )
    with pytest.raises(ValueError, match="unit ball"):
        RowGaussianMechanism(1, 1e-5, 0.1).privatize(np.ones((3, 3)), np.random.default_rng(0))


def test_row_gaussian_draws_the_same_noise_whatever_the_input_memory_order():
    """The noise is drawn in place, chunk by chunk, into a row-major array: a column-major
    input (as pandas often hands over) gives the same release as a row-major one, and both
    equal z + σ·N drawn in one go."""
    z = np.asfortranarray(np.random.default_rng(3).uniform(-0.2, 0.2, size=(3_000, 6)))
    mechanism = RowGaussianMechanism(1.0, 1e-5, 0.05)
    column_major = mechanism.privatize(z, np.random.default_rng(7)).features
    row_major = mechanism.privatize(np.ascontiguousarray(z), np.random.default_rng(7)).features
    in_one_go = z + mechanism.noise_scale() * np.random.default_rng(7).standard_normal(z.shape)
    assert np.array_equal(column_major, row_major)
    assert np.array_equal(column_major, in_one_go)


def test_projection_with_k_equal_to_d_redraws_a_singular_matrix():
    """k = d = 2: 44 % of {−1, 0, 1} draws make RRᵀ singular (mapping back failed with a
    LinAlgError on 88 of 200 seeds); R is public, so it is drawn again. Without noise the
    release is then exactly the input."""
    features = np.array([[0.3, -0.2], [0.1, 0.4], [-0.5, 0.0]])
    mech = ProjectionMechanism(1.0, 1e-5, 0.5, k=2)
    for seed in range(200):
        released = mech.privatize(features, np.random.default_rng(seed)).features
        assert np.isfinite(released).all() and released.shape == features.shape
    noiseless = ProjectionMechanism(1e9, 0.4, 0.5, k=2)  # σ₁ ≈ 0
    released = noiseless.privatize(features, np.random.default_rng(1)).features
    np.testing.assert_allclose(released, features, atol=1e-3)

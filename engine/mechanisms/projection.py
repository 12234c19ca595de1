"""Private projection (MATH 2.1 paper-faithful, 2.2 tight): (ε₁, δ₁, r)-TDP.

The paper's Algorithm 1 projects X to k dimensions with a random ±1/0 matrix R, adds
Gaussian noise there, and maps back with the right singular vectors V of a noisy covariance.
With every component kept, V is square and orthogonal, so pinv(VᵀR)Vᵀ = pinv(R): the output
is X/k + N·pinv(R), whose rows are i.i.d. N(0, σ₁²(RRᵀ)⁻¹). We sample that directly in
O(n d² + d² k) instead of forming the n×k projection, rescale by k (post-processing) so the
release is in the units of X, and do not spend ε₂, δ₂ on a step that cannot change it.

With m < d components the covariance step matters. Writing A = P̃Rᵀ = X·RRᵀ/k + N Rᵀ
(rows of N Rᵀ are N(0, σ₁² RRᵀ), sampled through a Cholesky factor), the output is
A·V_m (V_mᵀ RRᵀ V_m)⁻¹ V_mᵀ, again without any n×k matrix.

Calibrations, same (ε₁, δ₁, r) guarantee:
* "faithful": σ₁ from the paper's high-probability bound on ‖R‖_F and the Gaussian lemma of
  Kenthapadi et al.; covariance noise σ₂ = 2r√(2 ln(1.25/δ₂))/ε₂ (needs ε₂ < 1).
* "tight": sensitivity w = r·σ_max(R)/k of the drawn R (data-independent, so conditioning on
  it is sound) and the analytic Gaussian σ; covariance noise by the analytic Gaussian too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy.linalg import cho_factor

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.core.ledger import PrivacyLedger
from engine.mechanisms.base import Release, check_unit_ball
from engine.mechanisms.validation import check_privacy_parameters, check_subspace_budget
from engine.privacy.distinguishing import GaussianStep
from engine.privacy.gaussian import analytic_gaussian_sigma, classic_gaussian_sigma
from engine.privacy.guarantee import CLASSIC_R, COVARIANCE_KEPT_NOTE, Guarantee, gaussian_entry

CALIBRATIONS = ("faithful", "tight")
MAX_PROJECTION_DRAWS = 1_000  # k = d = 2 needs about 2; k ≥ d + 10 almost never 2
# The largest projection dimension k, the wizard's bound (100 × the default 10,000): R
# takes 9·d·k bytes and O(d²k) time (20 features: 180 MB), a larger k changes the release
# little, and k = 10¹² would allocate terabytes. Checked with the parameters, before
# anything is drawn.
MAX_PROJECTION_K = 1_000_000


def draw_projection_matrix(d: int, k: int, rng: np.random.Generator) -> np.ndarray:
    """R ∈ {−1, 0, 1}^{d×k}, entries i.i.d. uniform (Algorithm 1 step 1)."""
    return rng.integers(-1, 2, size=(d, k), dtype=np.int8).astype(np.float64)


def _invertible_projection(d: int, k: int, rng: np.random.Generator):
    """R with RRᵀ invertible, and RRᵀ's Cholesky factor L.

    With k close to d a {−1, 0, 1} matrix is often singular (k = d = 2: 44 % of draws),
    and mapping back needs (RRᵀ)⁻¹. R is public randomness, so drawing again until RRᵀ is
    invertible depends on no data; the guarantee uses the R kept (its σ_max).
    """
    for _ in range(MAX_PROJECTION_DRAWS):
        projection = draw_projection_matrix(d, k, rng)
        if np.linalg.matrix_rank(projection) == d:  # Cholesky alone passes round-off pivots
            return projection, np.tril(cho_factor(projection @ projection.T, lower=True)[0])
    raise ParameterError(
        "k",
        tr("no invertible projection was drawn with k = {k} for d = {d}; choose a larger k").format(
            k=k, d=d
        ),
    )


def faithful_noise_scale(epsilon: float, delta: float, r: float, d: int, k: int) -> float:
    """σ₁ of Algorithm 1 step 3, exactly as the paper calibrates it."""
    frobenius_factor = math.sqrt(
        d * math.log(1.0 + (2.0 / 3.0) * (math.e - 1.0)) - math.log(delta / 2.0) / k
    )
    gaussian_factor = math.sqrt(2.0 * (math.log(1.0 / delta) + epsilon)) / epsilon
    return (r / math.sqrt(k)) * frobenius_factor * gaussian_factor


def projection_sensitivity(r: float, projection: np.ndarray) -> float:
    """L2 sensitivity of X ↦ XR/k for r-neighbours: r·σ_max(R)/k."""
    k = projection.shape[1]
    gram = projection @ projection.T
    return r * math.sqrt(float(np.linalg.eigvalsh(gram)[-1])) / k


@dataclass(frozen=True)
class ProjectionMechanism:
    """Private projection. Guarantee: (ε₁, δ₁, r)-TDP, plus (ε₂, δ₂) only if m < d."""

    epsilon: float
    delta: float
    r: float
    k: int = 10_000
    calibration: str = "tight"
    components: int | None = None
    epsilon2: float | None = None
    delta2: float | None = None
    name: str = "projection"

    def __post_init__(self) -> None:
        check_privacy_parameters(self.epsilon, self.delta, self.r)
        if self.calibration not in CALIBRATIONS:
            raise ParameterError(
                "calibration",
                tr("must be 'faithful' or 'tight', got {value}").format(
                    value=repr(self.calibration)
                ),
            )
        if not (isinstance(self.k, int | np.integer) and self.k >= 1):
            raise ParameterError(
                "k",
                tr("the projection dimension must be a positive integer, got {value}").format(
                    value=self.k
                ),
            )
        if self.k > MAX_PROJECTION_K:
            raise ParameterError(
                "k",
                tr(
                    "the projection dimension must be at most {high}, got {value}: a larger "
                    "k needs more memory than a computer has and changes the release little"
                ).format(high=number(MAX_PROJECTION_K, ","), value=number(int(self.k), ",")),
            )
        check_subspace_budget(self.components, self.epsilon2, self.delta2, self.r)
        if self.components is not None and self.calibration == "faithful" and self.epsilon2 >= 1:
            raise ParameterError(
                "epsilon2",
                tr("the paper-faithful covariance noise needs ε₂ < 1 (the paper uses 0.9999)"),
            )

    def privatize(self, features: np.ndarray, rng: np.random.Generator) -> Release:
        z = check_unit_ball(features)
        n, d = z.shape
        if self.k < d:
            raise ParameterError(
                "k",
                tr(
                    "the projection dimension k = {k} must be at least the number of features "
                    "d = {d}"
                ).format(k=self.k, d=d),
            )
        reduce = self.components is not None and self.components < d
        projection, lower = _invertible_projection(d, self.k, rng)
        gram = projection @ projection.T
        sensitivity = projection_sensitivity(self.r, projection)
        if self.calibration == "faithful":
            sigma = faithful_noise_scale(self.epsilon, self.delta, self.r, d, self.k)
        else:
            sigma = analytic_gaussian_sigma(self.epsilon, self.delta, sensitivity)
        # Classic neighbours scale the r-sensitivity by 2/r (MATH 1.2).
        steps = [GaussianStep("projection", sensitivity * CLASSIC_R / self.r, sigma)]
        # Rows of N·Rᵀ are N(0, σ₁² RRᵀ) = σ₁ g Lᵀ with RRᵀ = LLᵀ: never form the n×k N.
        rowspace_noise = sigma * (rng.standard_normal((n, d)) @ lower.T)
        parameters = {
            "k": self.k,
            "calibration": self.calibration,
            "sigma1": sigma,
            "sensitivity": sensitivity,
        }
        entries = [
            gaussian_entry(
                f"{self.name}: projection",
                self.epsilon,
                self.delta,
                self.r,
                sensitivity,
                sigma if self.calibration == "tight" else None,
                "every row's scaled features",
            )
        ]
        if not reduce:
            basis = None
            notes = (COVARIANCE_KEPT_NOTE,) if self.epsilon2 is not None else ()
        else:
            cov_sensitivity = 2.0 * self.r
            calibrate = (
                classic_gaussian_sigma
                if self.calibration == "faithful"
                else analytic_gaussian_sigma
            )
            sigma2 = calibrate(self.epsilon2, self.delta2, cov_sensitivity)
            noisy_cov = np.cov(z, rowvar=False) + symmetric_gaussian(d, sigma2, rng)
            basis = np.linalg.svd(noisy_cov)[2].T[:, : self.components]
            steps.append(GaussianStep("covariance", cov_sensitivity * CLASSIC_R / self.r, sigma2))
            parameters.update({"components": self.components, "sigma2": sigma2})
            notes = ()
            entries.append(
                gaussian_entry(
                    f"{self.name}: covariance",
                    self.epsilon2,
                    self.delta2,
                    self.r,
                    cov_sensitivity,
                    sigma2,
                    "the scaled features' covariance",
                )
            )
        ledger = PrivacyLedger(tuple(entries))
        guarantee = Guarantee.tdp_from_ledger(ledger, self.r, self.name, notes)
        released = map_back(z, gram, self.k, rowspace_noise, basis)
        return Release(released, guarantee, tuple(steps), parameters, ledger)


def map_back(
    z: np.ndarray,
    gram: np.ndarray,
    k: int,
    rowspace_noise: np.ndarray,
    basis: np.ndarray | None = None,
) -> np.ndarray:
    """k · P̃ · pinv(VᵀR) · Vᵀ computed in d dimensions (MATH 2.1 step 6, rescaled by k).

    With A = P̃Rᵀ = X·RRᵀ/k + N·Rᵀ and pinv(VᵀR) = RᵀV(VᵀRRᵀV)⁻¹ for full-row-rank VᵀR,
    the output is k·A·V(VᵀRRᵀV)⁻¹Vᵀ; with V square and orthogonal (basis=None) that is
    k·A·(RRᵀ)⁻¹ = X + k·N·pinv(R).
    """
    projected = z @ gram / k + rowspace_noise
    if basis is None:
        return k * np.linalg.solve(gram, projected.T).T
    inner = basis.T @ gram @ basis
    return k * (projected @ basis) @ np.linalg.solve(inner, basis.T)


def symmetric_gaussian(d: int, sigma: float, rng: np.random.Generator) -> np.ndarray:
    """Symmetric d×d noise: upper triangle (with diagonal) i.i.d. N(0, σ²), mirrored."""
    upper = np.triu(rng.normal(0.0, sigma, size=(d, d)))
    return upper + np.triu(upper, 1).T

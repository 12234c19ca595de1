"""Row Gaussian mechanism with optional private-subspace denoising (MATH 2.3).

X̃ = X + N with rows of N i.i.d. N(0, σ² I), σ the analytic-Gaussian noise for L2
sensitivity r: (ε, δ, r)-TDP directly, and the limit of the projection mechanisms as k
grows. Denoising releases Ĉ = XᵀX + E (Frobenius sensitivity min(2r, √2) for unit-ball
rows), keeps its top-m eigenvectors V_m and outputs X̃ V_m V_mᵀ, for (ε₂, δ₂) more.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.ledger import PrivacyLedger
from engine.mechanisms.base import Release, check_unit_ball
from engine.mechanisms.projection import symmetric_gaussian
from engine.mechanisms.validation import check_privacy_parameters, check_subspace_budget
from engine.privacy.distinguishing import GaussianStep
from engine.privacy.gaussian import analytic_gaussian_sigma
from engine.privacy.guarantee import CLASSIC_R, Guarantee, gaussian_entry

CHUNK_ROWS = 1_000_000  # bounds the temporary noise block on very large inputs


def gram_sensitivity(r: float) -> float:
    """Frobenius sensitivity of XᵀX for r-neighbours in the unit ball: min(2r, √2)."""
    return min(2.0 * r, math.sqrt(2.0))


@dataclass(frozen=True)
class RowGaussianMechanism:
    """Gaussian noise on every row. Guarantee: (ε, δ, r)-TDP, plus (ε₂, δ₂) if denoising."""

    epsilon: float
    delta: float
    r: float
    components: int | None = None
    epsilon2: float | None = None
    delta2: float | None = None
    name: str = "gaussian"

    def __post_init__(self) -> None:
        check_privacy_parameters(self.epsilon, self.delta, self.r)
        check_subspace_budget(self.components, self.epsilon2, self.delta2, self.r)

    def noise_scale(self) -> float:
        return analytic_gaussian_sigma(self.epsilon, self.delta, self.r)

    def privatize(self, features: np.ndarray, rng: np.random.Generator) -> Release:
        z = check_unit_ball(features)
        n, d = z.shape
        sigma = self.noise_scale()
        released = np.empty((n, d))  # row-major: each chunk of rows is contiguous
        for start in range(0, n, CHUNK_ROWS):
            out = released[start : start + CHUNK_ROWS]  # noise drawn in place: no temporaries
            rng.standard_normal(out=out)
            out *= sigma
            out += z[start : start + CHUNK_ROWS]
        steps = [GaussianStep("rows", CLASSIC_R, sigma)]  # r·(2/r): any two rows differ by ≤ 2
        parameters: dict[str, object] = {"sigma": sigma, "sensitivity": self.r}
        entries = [
            gaussian_entry(
                f"{self.name}: rows",
                self.epsilon,
                self.delta,
                self.r,
                self.r,
                sigma,
                "every row's scaled features",
            )
        ]
        if self.components is not None and self.components < d:
            cov_sensitivity = gram_sensitivity(self.r)
            sigma2 = analytic_gaussian_sigma(self.epsilon2, self.delta2, cov_sensitivity)
            noisy_gram = z.T @ z + symmetric_gaussian(d, sigma2, rng)
            basis = np.linalg.eigh(noisy_gram)[1][:, ::-1][:, : self.components]
            released = (released @ basis) @ basis.T
            steps.append(GaussianStep("covariance", gram_sensitivity(CLASSIC_R), sigma2))
            parameters.update({"components": self.components, "sigma2": sigma2})
            entries.append(
                gaussian_entry(
                    f"{self.name}: covariance",
                    self.epsilon2,
                    self.delta2,
                    self.r,
                    cov_sensitivity,
                    sigma2,
                    "the scaled features' Gram matrix",
                )
            )
        ledger = PrivacyLedger(tuple(entries))
        guarantee = Guarantee.tdp_from_ledger(ledger, self.r, self.name)
        return Release(released, guarantee, tuple(steps), parameters, ledger)

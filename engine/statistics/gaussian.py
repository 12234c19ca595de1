"""The Gaussian mechanism (MATH 7.1), calibrated by the analytic bound of Balle & Wang
(2018, the default: the smallest σ that is (ε, δ)-DP) or the classic √(2 ln(1.25/δ))Δ₂/ε
(ε < 1 only). The calibration itself lives in `engine.privacy.gaussian` (shared with the
targeting mechanisms)."""

from __future__ import annotations

from engine.core.errors import ParameterError
from engine.privacy.gaussian import analytic_gaussian_sigma, classic_gaussian_sigma
from engine.statistics.noise import Noise

CALIBRATIONS = ("analytic", "classic")


def gaussian_noise(
    epsilon: float, delta: float, sensitivity: float, calibration: str = "analytic"
) -> Noise:
    """Gaussian noise for a query of L2 sensitivity Δ₂, (ε, δ)-DP."""
    if calibration == "analytic":
        sigma = analytic_gaussian_sigma(epsilon, delta, sensitivity)
    elif calibration == "classic":
        sigma = classic_gaussian_sigma(epsilon, delta, sensitivity)
    else:
        raise ParameterError("calibration", f"must be one of {CALIBRATIONS}, got {calibration!r}")
    return Noise("gaussian", float(epsilon), float(delta), float(sensitivity), sigma, calibration)

"""The Gaussian mechanism (MATH 7.1), calibrated by the analytic bound of Balle & Wang
(2018, the default: the smallest σ that is (ε, δ)-DP) or the classic √(2 ln(1.25/δ))Δ₂/ε
(ε < 1 only). The calibration itself lives in `engine.privacy.gaussian` (shared with the
targeting mechanisms).

Drawn exactly as the discrete Gaussian (`engine.mechanisms.discrete`): on integers for a
count, on the grid for a real value (⌈Δ₂/grid⌉ grid steps). Its ρ = Δ₂²/(2σ²) is the
continuous one's; its (ε, δ) curve is not always below the continuous one, so σ is raised
(by 0.1 % steps, usually not at all) until the discrete Gaussian's own δ is ≤ δ: the stated
(ε, δ) and ρ hold exactly, and ρ can only fall.
"""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.mechanisms.discrete import DiscreteGaussian, discrete_gaussian_variance, grid_step
from engine.privacy.gaussian import analytic_gaussian_sigma, classic_gaussian_sigma
from engine.statistics.noise import Noise

CALIBRATIONS = ("analytic", "classic")


def gaussian_noise(
    epsilon: float,
    delta: float,
    sensitivity: float,
    calibration: str = "analytic",
    integer: bool = False,
) -> Noise:
    """Gaussian noise for a query of L2 sensitivity Δ₂, (ε, δ)-DP; `integer` for a count
    (Δ₂ whole, released as integers), otherwise on a grid."""
    if calibration == "analytic":
        sigma = analytic_gaussian_sigma(epsilon, delta, sensitivity)
    elif calibration == "classic":
        sigma = classic_gaussian_sigma(epsilon, delta, sensitivity)
    else:
        raise ParameterError("calibration", f"must be one of {CALIBRATIONS}, got {calibration!r}")
    grid = 1.0 if integer else grid_step(sensitivity, sigma)
    steps = math.ceil(sensitivity / grid)
    start = sigma * steps / sensitivity  # the calibrated σ, in grid steps
    sampler = DiscreteGaussian(*discrete_gaussian_variance(epsilon, delta, steps, start))
    return Noise(
        "gaussian", float(epsilon), float(delta), float(sensitivity), grid * sampler.scale,
        calibration, grid, steps, sampler, integer,
    )  # fmt: skip

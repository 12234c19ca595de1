"""Calibrated additive noise (MATH 7.1): what one noise addition is, and what it proves.

`Noise` is the result of calibrating a mechanism (Laplace in `laplace.py`, Gaussian in
`gaussian.py`) for a query of a given sensitivity: the scale, the guarantee (ε, δ, ρ) and
the 95 % half-width of the noise alone. Drawing needs an explicit generator.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

LN20 = math.log(20.0)  # Laplace: P(|Z| > β ln 20) = 5 %
Z975 = 1.959963984540054


@dataclass(frozen=True)
class Noise:
    """Noise of one kind and scale: β of Lap(β) or σ of N(0, σ²)."""

    mechanism: str  # "laplace" or "gaussian"
    epsilon: float
    delta: float
    sensitivity: float  # L1 for Laplace, L2 for Gaussian
    scale: float
    calibration: str = ""

    @property
    def rho(self) -> float:
        """zCDP ρ (MATH 7.4/7.5): Gaussian Δ₂²/(2σ²); pure ε-DP is ε²/2-zCDP."""
        if self.mechanism == "gaussian":
            return self.sensitivity**2 / (2.0 * self.scale**2)
        return self.epsilon**2 / 2.0

    @property
    def sd(self) -> float:
        return self.scale * math.sqrt(2.0) if self.mechanism == "laplace" else self.scale

    @property
    def half_width(self) -> float:
        """95 % half-width of the noise alone (MATH 7.6): β ln 20 or 1.96σ."""
        return self.scale * LN20 if self.mechanism == "laplace" else Z975 * self.scale

    def draw(self, size, rng: np.random.Generator) -> np.ndarray:
        if self.mechanism == "laplace":
            return rng.laplace(0.0, self.scale, size)
        return rng.normal(0.0, self.scale, size)

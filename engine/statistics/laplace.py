"""The Laplace mechanism (MATH 7.1): f(X) + Lap(β) per coordinate, β = Δ₁/ε, ε-DP."""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.statistics.noise import Noise


def laplace_noise(epsilon: float, sensitivity: float) -> Noise:
    """Laplace noise for a query of L1 sensitivity Δ₁: β = Δ₁/ε."""
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("epsilon", f"must be a positive number, got {epsilon!r}")
    if not (sensitivity > 0 and math.isfinite(sensitivity)):
        raise ParameterError("sensitivity", f"must be a positive number, got {sensitivity!r}")
    return Noise("laplace", float(epsilon), 0.0, float(sensitivity), sensitivity / epsilon)

"""The Laplace mechanism (MATH 7.1): f(X) + Lap(β) per coordinate, β = Δ₁/ε, ε-DP.

Drawn exactly as the discrete Laplace (`engine.mechanisms.discrete`): a count gets integer
noise of scale β (rounded up to a rational within 2⁻³⁹, so still ε-DP exactly); a real value
is released on its grid with noise of ⌈Δ₁/grid⌉/ε grid steps (ε-DP exactly; the scale is at
most 0.1 % above Δ₁/ε). The accounting is unchanged: ε, and ρ = ε²/2.
"""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.mechanisms.discrete import DiscreteLaplace, grid_step, rational_at_least
from engine.statistics.noise import Noise


def laplace_noise(epsilon: float, sensitivity: float, integer: bool = False) -> Noise:
    """Laplace noise for a query of L1 sensitivity Δ₁: β = Δ₁/ε; `integer` for a count
    (Δ₁ whole, released as integers), otherwise on a grid."""
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("epsilon", f"must be a positive number, got {epsilon!r}")
    if not (sensitivity > 0 and math.isfinite(sensitivity)):
        raise ParameterError("sensitivity", f"must be a positive number, got {sensitivity!r}")
    grid = 1.0 if integer else grid_step(sensitivity, sensitivity / epsilon)
    steps = math.ceil(sensitivity / grid)
    sampler = DiscreteLaplace(*rational_at_least(steps / epsilon))
    return Noise(
        "laplace", float(epsilon), 0.0, float(sensitivity), grid * sampler.scale, "",
        grid, steps, sampler, integer,
    )  # fmt: skip

"""Splitting a total (ε, δ) across queries (MATH 7.4: basic composition adds them up).

"equal": every query gets ε/k; "weights": query i gets ε·wᵢ/Σw. δ goes to the Gaussian
queries only, in proportion to the same weights (a Laplace or exponential-mechanism query
needs none), so Σεᵢ = ε and Σδᵢ = δ exactly.
"""

from __future__ import annotations

import math

from engine.core.errors import ParameterError

SPLITS = ("equal", "weights")


def split_budget(
    epsilon: float,
    delta: float,
    weights: list[float],
    needs_delta: list[bool],
) -> list[tuple[float, float]]:
    """(εᵢ, δᵢ) per query; `weights` all 1 for an equal split."""
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("budget.epsilon", f"must be a positive number, got {epsilon!r}")
    if not 0 <= delta < 1:
        raise ParameterError("budget.delta", f"must lie in [0, 1), got {delta!r}")
    if not weights:
        raise ParameterError("queries", "the project asks for no query")
    if any(not (w > 0 and math.isfinite(w)) for w in weights):
        raise ParameterError("budget.weights", "every weight must be a positive number")
    if any(needs_delta) and delta <= 0:
        raise ParameterError(
            "budget.delta", "a Gaussian query needs δ > 0 (e.g. 1e-6), or choose Laplace"
        )
    total = sum(weights)
    gaussian_total = sum(w for w, g in zip(weights, needs_delta, strict=True) if g)
    return [
        (epsilon * w / total, delta * w / gaussian_total if g else 0.0)
        for w, g in zip(weights, needs_delta, strict=True)
    ]

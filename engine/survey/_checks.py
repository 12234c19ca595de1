"""Checks every design shares: ε > 0 and finite, probabilities inside (0, 1).

Every design (Warner, forced response, k-ary, numeric) takes ε ≤ MAX_EPSILON: beyond it
Warner's and k-ary's probability of a truthful answer is within 10⁻¹³ of 1, the ε computed
back from it is off by more than 0.001, and from about 37 it rounds to 1 (nothing
randomized; forced response overflows past 709), and numeric answers' Laplace noise is a
hundred-billionth of their range (the planner's posterior bound e^ε overflows past 709).
One limit for all, so a message can say it.
"""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.core.i18n import tr

MAX_EPSILON = 30.0


def check_epsilon(epsilon, high: float = math.inf) -> float:
    """ε as a float; `high`: the largest ε the design can be built from (MAX_EPSILON)."""
    ok = isinstance(epsilon, int | float) and not isinstance(epsilon, bool)
    if not ok or math.isnan(epsilon) or epsilon <= 0 or math.isinf(epsilon):
        raise ParameterError(
            "epsilon",
            tr("must be a number > 0 (and finite), got {value}").format(value=repr(epsilon)),
        )
    if epsilon > high:
        raise ParameterError(
            "epsilon",
            tr(
                "must lie in (0, {high}] for this design, got {value}: a larger ε randomizes "
                "almost nothing and its probabilities cannot be computed exactly (from about "
                "37 the probability of a truthful answer rounds to 1)"
            ).format(high=f"{high:g}", value=repr(epsilon)),
        )
    return float(epsilon)


def check_probability(name: str, value, low: float = 0.0, high: float = 1.0) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    if not ok or math.isnan(value) or not low < value < high:
        raise ParameterError(
            name,
            tr("must lie strictly between {low} and {high}, got {value}").format(
                low=f"{low:g}", high=f"{high:g}", value=repr(value)
            ),
        )
    return float(value)

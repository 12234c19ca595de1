"""Checks every design shares: ε > 0 and finite, probabilities inside (0, 1)."""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.core.i18n import tr


def check_epsilon(epsilon) -> float:
    ok = isinstance(epsilon, int | float) and not isinstance(epsilon, bool)
    if not ok or math.isnan(epsilon) or epsilon <= 0 or math.isinf(epsilon):
        raise ParameterError(
            "epsilon",
            tr("must be a number > 0 (and finite), got {value}").format(value=repr(epsilon)),
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

"""Numbers and bounds in a statistics project, checked by key: finite, within the
magnitudes every project file allows, bounds strictly increasing."""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import check_magnitudes


def numbers_of(value, key: str) -> tuple[float, ...]:
    ok = isinstance(value, list) and all(
        isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in value
    )
    if not ok:
        raise ParameterError(
            key, tr("must be a list of numbers, got {value}").format(value=repr(value))
        )
    check_magnitudes(key, value)
    return tuple(float(v) for v in value)


def bounds_of(value, key: str) -> tuple[float, float]:
    numbers = numbers_of(value, key)
    if len(numbers) != 2:
        raise ParameterError(
            key, tr("must be two numbers [a, b], got {value}").format(value=repr(value))
        )
    if not numbers[0] < numbers[1]:
        raise ParameterError(
            key,
            tr("the lower bound must be below the upper, got {value}").format(value=repr(value)),
        )
    return numbers

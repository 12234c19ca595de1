"""Parameter checks shared by the mechanisms, with messages a user can act on."""

from __future__ import annotations

import math

from engine.errors import ParameterError


def check_privacy_parameters(epsilon: float, delta: float, r: float, prefix: str = "") -> None:
    """ε > 0 finite, 0 < δ < 1, 0 < r ≤ 2 (r = 2 is classic DP)."""
    if not (isinstance(epsilon, int | float) and epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError(f"epsilon{prefix}", f"must be a positive number, got {epsilon}")
    if not (isinstance(delta, int | float) and 0 < delta < 1):
        raise ParameterError(f"delta{prefix}", f"must lie strictly between 0 and 1, got {delta}")
    if not (isinstance(r, int | float) and 0 < r <= 2):
        raise ParameterError("r", f"must lie in (0, 2] (2 is classic DP), got {r}")

"""Parameter checks shared by the mechanisms, with messages a user can act on."""

from __future__ import annotations

import math

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr

# The largest ε a targeting project takes, the model task's cap (both are central Gaussian
# releases on the same ledger): e^100 ≈ 10⁴³ bounds no attacker, and an ε like 1e308
# leaves noise so small that the release is the raw data. The survey's local designs cap ε
# at 30 and mobility's daily Laplace counts at 50, for reasons of their own arithmetic.
# Checked on the project's settings (`check_epsilon_cap`); the mechanisms themselves take
# any finite ε, so tests can make their noise negligible.
MAX_EPSILON = 100.0
# The smallest radius r: below it the noise scale underflows (r = 5e-324 divided by zero)
# and a radius so small protects almost nothing anyway.
MIN_R = 1e-6


def check_privacy_parameters(epsilon: float, delta: float, r: float, prefix: str = "") -> None:
    """ε > 0 finite, 0 < δ < 1, 0 < r ≤ 2 (r = 2 is classic DP)."""
    if not (isinstance(epsilon, int | float) and epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError(
            f"epsilon{prefix}", tr("must be a positive number, got {value}").format(value=epsilon)
        )
    if not (isinstance(delta, int | float) and 0 < delta < 1):
        raise ParameterError(
            f"delta{prefix}",
            tr("must lie strictly between 0 and 1, got {value}").format(value=delta),
        )
    if not (isinstance(r, int | float) and 0 < r <= 2):
        raise ParameterError(
            "r", tr("must lie in (0, 2] (2 is classic DP), got {value}").format(value=r)
        )
    if r < MIN_R:
        raise ParameterError(
            "r",
            tr(
                "must be at least {low}, got {value}: a smaller radius protects almost nothing "
                "and its noise cannot be computed"
            ).format(low=number(MIN_R, "g"), value=number(r, "g")),
        )


def check_epsilon_cap(epsilon, name: str) -> None:
    """A user's ε above MAX_EPSILON is refused under its key `name`."""
    if isinstance(epsilon, int | float) and math.isfinite(epsilon) and epsilon > MAX_EPSILON:
        raise ParameterError(
            name,
            tr(
                "must lie in (0, {high}], got {value}: a larger ε adds almost no noise, so "
                "the release would be the raw data"
            ).format(high=number(MAX_EPSILON, "g"), value=number(epsilon, "g")),
        )


def check_subspace_budget(components, epsilon2, delta2, r: float) -> None:
    """Keeping m < d private components needs a covariance budget ε₂, δ₂ of its own."""
    if components is None:
        return
    if not (isinstance(components, int) and components >= 1):
        raise ParameterError(
            "components", tr("must be a whole number ≥ 1, got {value}").format(value=components)
        )
    if epsilon2 is None or delta2 is None:
        raise ParameterError(
            "epsilon2",
            tr("keeping fewer components than features needs a covariance budget ε₂, δ₂"),
        )
    check_privacy_parameters(epsilon2, delta2, r, prefix="2")

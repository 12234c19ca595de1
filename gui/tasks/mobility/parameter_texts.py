"""Wording the mobility parameter panels share: the range and precision of ε, the engine's
parameter names as the page labels them, and numbers and probabilities in plain words.

Separate so the protection, guarantee and calculator panels phrase things the same way.
"""

from __future__ import annotations

from engine.core.errors import ParameterError

EPSILON_DECIMALS = 4
EPSILON_MAX = 50.0
# Names of the engine's parameters as the page labels them.
PARAMETER_LABELS = {
    "epsilon": "ε (privacy loss per day)",
    "trips_per_day": "T (trips per person per day)",
    "threshold": "τ (suppression threshold)",
    "level": "Privacy level",
    "alpha": "α (tolerated error)",
    "beta": "β (1 − confidence)",
    "s": "Suppression standard",
    "days": "Period",
}


def describe_error(exc: ParameterError) -> str:
    """The engine's message with the parameter named as the page labels it."""
    reason = str(exc).removeprefix(f"{exc.name}: ")
    return f"{PARAMETER_LABELS.get(exc.name, exc.name)}: {reason}"


def fmt(value: float) -> str:
    return f"{value:.4g}"


def percent(p: float) -> str:
    """A probability in words: '3.1 % (about 1 in 32)'."""
    if p < 1e-6:
        return "below 0.0001 %"
    text = f"{100 * p:.2g} %" if p < 0.01 else f"{100 * p:.3g} %"
    if p < 0.5:
        text += f" (about 1 in {round(1 / p):,})"
    return text

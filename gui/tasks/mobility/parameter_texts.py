"""Wording the mobility parameter panels share: the range and precision of ε, the engine's
parameter names as the page labels them, and numbers and probabilities in plain words.

Separate so the protection, guarantee and calculator panels phrase things the same way.
"""

from __future__ import annotations

from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.mobility.od_matrix import MAX_EPSILON
from gui.i18n import tr
from gui.widgets.form_widgets import field_error

EPSILON_DECIMALS = 4  # shows MIN_EPSILON, the smallest ε a release takes
EPSILON_MAX = MAX_EPSILON


def parameter_labels() -> dict[str, str]:
    """Names of the engine's parameters as the page labels them."""
    return {
        "epsilon": tr("ε (privacy loss per day)"),
        "trips_per_day": tr("T (trips per person per day)"),
        "threshold": tr("τ (suppression threshold)"),
        "level": tr("Privacy level"),
        "alpha": tr("α (tolerated error)"),
        "beta": tr("β (1 − confidence)"),
        "s": tr("Suppression standard"),
        "days": tr("Period"),
    }


def describe_error(exc: ParameterError) -> str:
    """The engine's message with the parameter named as the page labels it."""
    return field_error(exc, parameter_labels())


def fmt(value: float) -> str:
    return number(value, ".4g")


def percent(p: float) -> str:
    """A probability in words: '3.1 % (about 1 in 32)'."""
    if p < 1e-6:
        return tr("below 0.0001 %")
    share = number(100 * p, ".2g" if p < 0.01 else ".3g")
    if p < 0.5:
        return tr("{share} % (about 1 in {n})").format(share=share, n=number(round(1 / p), ","))
    return share + " %"

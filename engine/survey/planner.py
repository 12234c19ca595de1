"""The survey planner (MATH 8.4, 8.5): the sample size a 95 % interval half-width needs, the
half-width a sample size buys, and the respondent's protection in words.

V = n·Var of one estimate: discrete designs λ(1 − λ)/c² with λ = c·π + b (π = ½ unless
declared; for forced response and k-ary the worst π, λ as close to ½ as the design lets it);
Warner's V equals π(1 − π) + p(1 − p)/(2p − 1)². Numbers: s_x² + 2β², s_x = (M − m)/2 at
worst, β = (M − m)/ε. n = ⌈z²·V·deff/w²⌉; w = z√(V·deff/n).
"""

from __future__ import annotations

import math

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.survey.estimators import Z95
from engine.survey.numeric_rr import NumericDesign
from engine.survey.warner import WarnerDesign


def unit_variance(design, pi: float | None = None) -> float:
    """V = n·Var of one estimate under `design` (π: the proportion planned for)."""
    if isinstance(design, NumericDesign):
        spread = (design.high - design.low) / 2.0
        return spread**2 + 2.0 * design.scale**2
    c = design.scale
    if pi is None and isinstance(design, WarnerDesign):
        pi = 0.5
    if pi is not None:
        lam = c * pi + design.offsets[-1]
    else:
        low = float(design.offsets[-1])
        lam = min(max(0.5, low), low + c)
    return lam * (1.0 - lam) / c**2


def unit_variance_without_privacy(design, pi: float | None = None) -> float:
    if isinstance(design, NumericDesign):
        return ((design.high - design.low) / 2.0) ** 2
    pi = 0.5 if pi is None else pi
    return pi * (1.0 - pi)


def sample_size(variance: float, half_width: float, design_effect: float = 1.0) -> int:
    if not half_width > 0:
        raise ParameterError(
            "plan.width", tr("must be > 0, got {value}").format(value=repr(half_width))
        )
    return math.ceil(Z95**2 * variance * design_effect / half_width**2 - 1e-9)


def half_width(variance: float, n, design_effect: float = 1.0):
    return Z95 * np.sqrt(variance * design_effect / np.asarray(n, dtype=float))


def posterior_bound(prior: float, epsilon: float) -> float:
    """The largest posterior of "has A" after one recorded answer (odds × e^ε)."""
    odds = prior / (1.0 - prior) * math.exp(epsilon)
    return odds / (1.0 + odds)


def text_tools(english: bool = False):
    """(tr, number) for text read in the interface language, or their language-free
    stand-ins (the English source, plain numbers) for text stored in a manifest."""
    return (str, format) if english else (tr, number)


def protection_words(
    epsilon: float, prior: float = 0.1, numeric: bool = False, *, english: bool = False
) -> str:
    tr, number = text_tools(english)
    factor = math.exp(epsilon)
    if numeric:
        return tr(
            "Whatever a respondent reports, anyone's odds between any two values she might "
            "have given change by at most ×{factor} (ε = {epsilon}): a 50/50 guess between "
            "the lowest and the highest value becomes at most {posterior} % sure."
        ).format(
            factor=number(factor, ".3g"),
            epsilon=number(epsilon, ".3g"),
            posterior=number(100 * posterior_bound(0.5, epsilon), ".3g"),
        )
    return tr(
        "Whatever a respondent answers, anyone's odds that she has the sensitive trait "
        "change by at most ×{factor} (ε = {epsilon}): someone who thought it {prior} % "
        "likely can now think it at most {posterior} % likely."
    ).format(
        factor=number(factor, ".3g"),
        epsilon=number(epsilon, ".3g"),
        prior=number(100 * prior, ".3g"),
        posterior=number(100 * posterior_bound(prior, epsilon), ".3g"),
    )

"""Distinguishing protection (MATH 1.2): an analytic, proven score.

For Gaussian noise σ on a query of L2 sensitivity Δ, the privacy-loss variable between
neighbours is N(μ, 2μ) with μ = Δ²/(2σ²); sequential steps add their μ. Using the *classic*
sensitivity (any two people) gives μ_classic, and protection = 1/(1 + μ_classic):
1 when nothing can be learnt, 0 for the raw data.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class GaussianStep:
    """One Gaussian noise addition of a mechanism, with its classic-neighbour sensitivity."""

    name: str
    classic_sensitivity: float
    sigma: float

    @property
    def mu(self) -> float:
        return self.classic_sensitivity**2 / (2.0 * self.sigma**2)


@dataclass(frozen=True)
class DistinguishingScore:
    protection: float
    mu: float
    kind: str = "proven"


def distinguishing_protection(steps: Iterable[GaussianStep] | None) -> DistinguishingScore:
    """Protection 1/(1 + Σμ); `None` means the data are released without noise (score 0)."""
    if steps is None:
        return DistinguishingScore(0.0, math.inf)
    mu = sum(step.mu for step in steps)
    return DistinguishingScore(1.0 / (1.0 + mu), mu)

"""Numerical randomized response (MATH 8.3, seed 003): clamp x to [m, M] and report
x + Lap((M − m)/ε). The mean of reports is unbiased for the (clamped) mean.

Each report is drawn exactly on a grid (a power of two near (M − m)·2⁻¹⁰, noise of
⌈(M − m)/grid⌉/ε grid steps: `engine.statistics.laplace`), so no report carries the
low-order bits of a float draw (Mironov 2012); still ε-DP exactly, the scale at most
0.1 % above β."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.statistics.laplace import laplace_noise
from engine.survey._checks import MAX_EPSILON, check_epsilon


@dataclass(frozen=True)
class NumericDesign:
    low: float
    high: float
    epsilon: float
    name: ClassVar[str] = "numeric_rr"

    def __post_init__(self) -> None:
        # The cap every design shares: past it the noise hides nothing, and the planner's
        # posterior bound (e^ε) overflows past 709.
        check_epsilon(self.epsilon, MAX_EPSILON)
        finite = all(
            isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
            for v in (self.low, self.high)
        )
        if not finite or not self.low < self.high:
            raise ParameterError(
                "bounds",
                tr(
                    "must be two finite numbers [low, high] with low < high, got [{low}, {high}]"
                ).format(low=repr(self.low), high=repr(self.high)),
            )

    @property
    def scale(self) -> float:
        """The Laplace scale β = (M − m)/ε."""
        return (self.high - self.low) / self.epsilon

    def randomize(self, values: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        clamped = np.clip(values.astype(float), self.low, self.high)
        return laplace_noise(self.epsilon, self.high - self.low).release(clamped, rng)

    def describe(self) -> dict:
        return {
            "design": self.name,
            "bounds": [self.low, self.high],
            "laplace_scale": self.scale,
            "epsilon": self.epsilon,
        }

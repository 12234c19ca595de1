"""k-ary randomized response (MATH 8.2, seed 003): keep the answer with
p = e^ε/(e^ε + k − 1), else report each other category with q = 1/(e^ε + k − 1)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.survey._checks import MAX_EPSILON, check_epsilon


@dataclass(frozen=True)
class KaryDesign:
    k: int
    p: float
    name: ClassVar[str] = "k_rr"

    def __post_init__(self) -> None:
        if not isinstance(self.k, int) or self.k < 2:
            raise ParameterError(
                "categories",
                tr("need at least 2 categories, got {value}").format(value=repr(self.k)),
            )
        p = self.p
        if not isinstance(p, int | float) or isinstance(p, bool) or math.isnan(p) or p >= 1:
            raise ParameterError(
                "keep_probability", tr("must lie in (1/k, 1), got {value}").format(value=repr(p))
            )
        if p <= 1.0 / self.k:
            raise ParameterError(
                "keep_probability",
                tr(
                    "must be above 1/k = 1/{k} = {share} (at or below it the reports carry no "
                    "information, or invert it), got {value}"
                ).format(k=self.k, share=f"{1 / self.k:.4g}", value=repr(p)),
            )

    @classmethod
    def from_epsilon(cls, k: int, epsilon: float) -> KaryDesign:
        epsilon = check_epsilon(epsilon, MAX_EPSILON)
        return cls(k, 1.0 / (1.0 + (k - 1) * math.exp(-epsilon)))

    @property
    def q(self) -> float:
        return (1.0 - self.p) / (self.k - 1)

    @property
    def epsilon(self) -> float:
        return math.log(self.p / self.q)

    @property
    def scale(self) -> float:
        return self.p - self.q

    @property
    def offsets(self) -> np.ndarray:
        return np.full(self.k, self.q)

    def response_matrix(self) -> np.ndarray:
        m = np.full((self.k, self.k), self.q)
        np.fill_diagonal(m, self.p)
        return m

    def randomize(self, truth: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """Category codes 0..k−1: kept with p, else shifted by 1..k−1 (uniform), so every
        other category has probability q."""
        n = truth.shape[0]
        keep = rng.random(n) < self.p
        shift = rng.integers(1, self.k, size=n)
        return np.where(keep, truth, (truth + shift) % self.k).astype(np.int16)

    def describe(self) -> dict:
        return {
            "design": self.name,
            "keep_probability": self.p,
            "q": self.q,
            "epsilon": self.epsilon,
        }

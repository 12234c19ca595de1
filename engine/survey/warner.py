"""Warner's design (MATH 8.1, seed 001): answer the statement with probability p, else its
negation. Reports are 0 (no) / 1 (yes); P(yes) = pπ + (1 − p)(1 − π), ε = ln(p/(1 − p))."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.survey._checks import MAX_EPSILON, check_epsilon


@dataclass(frozen=True)
class WarnerDesign:
    """`p`: probability the respondent answers the statement itself (½ < p < 1)."""

    p: float
    name: ClassVar[str] = "warner"
    k: ClassVar[int] = 2

    def __post_init__(self) -> None:
        p = self.p
        if not isinstance(p, int | float) or isinstance(p, bool) or math.isnan(p) or p >= 1:
            raise ParameterError(
                "keep_probability", tr("must lie in (½, 1), got {value}").format(value=repr(p))
            )
        if p <= 0.5:
            raise ParameterError(
                "keep_probability",
                tr(
                    "must be above 1/k = ½ for a yes/no question, got {value} (p = ½ reveals "
                    "nothing and estimates nothing; p < ½ is the design 1 − p with the "
                    "statement negated)"
                ).format(value=repr(p)),
            )

    @classmethod
    def from_epsilon(cls, epsilon: float) -> WarnerDesign:
        epsilon = check_epsilon(epsilon, MAX_EPSILON)
        return cls(1.0 / (1.0 + math.exp(-epsilon)))

    @property
    def epsilon(self) -> float:
        return math.log(self.p / (1.0 - self.p))

    @property
    def scale(self) -> float:
        """c in P(report v) = c·π_v + b_v."""
        return 2.0 * self.p - 1.0

    @property
    def offsets(self) -> np.ndarray:
        return np.array([1.0 - self.p, 1.0 - self.p])

    def response_matrix(self) -> np.ndarray:
        """M[u, v] = P(report v | true answer u), u, v ∈ {0 = no, 1 = yes}."""
        p = self.p
        return np.array([[p, 1.0 - p], [1.0 - p, p]])

    def randomize(self, truth: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        """Each answer (0/1, int8) kept with probability p, else flipped."""
        keep = rng.random(truth.shape[0]) < self.p
        return np.where(keep, truth, 1 - truth).astype(np.int8)

    def describe(self) -> dict:
        return {"design": self.name, "keep_probability": self.p, "epsilon": self.epsilon}

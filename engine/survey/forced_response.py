"""Forced response (MATH 8.1, seed 003's envelopes): answer truthfully with p_t, say "yes"
with p_y, "no" with p_n. P(yes) = p_t π + p_y;
ε = ln max((p_t + p_y)/p_y, (p_t + p_n)/p_n)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.survey._checks import MAX_EPSILON, check_epsilon, check_probability


@dataclass(frozen=True)
class ForcedResponseDesign:
    p_yes: float
    p_no: float
    name: ClassVar[str] = "forced_response"
    k: ClassVar[int] = 2

    def __post_init__(self) -> None:
        check_probability("p_yes", self.p_yes)
        check_probability("p_no", self.p_no)
        if self.p_yes + self.p_no >= 1:
            raise ParameterError(
                "p_yes",
                tr(
                    "p_yes + p_no must stay below 1 so some answers are truthful (keep "
                    "probability p_t = 1 − p_yes − p_no > 0), got {p_yes} + {p_no}"
                ).format(p_yes=self.p_yes, p_no=self.p_no),
            )

    @classmethod
    def from_epsilon(cls, epsilon: float) -> ForcedResponseDesign:
        """The symmetric design (p_y = p_n) with exactly this ε: p_y = 1/(e^ε + 1)."""
        epsilon = check_epsilon(epsilon, MAX_EPSILON)
        forced = 1.0 / (math.exp(epsilon) + 1.0)
        return cls(forced, forced)

    @property
    def p_truth(self) -> float:
        return 1.0 - self.p_yes - self.p_no

    @property
    def epsilon(self) -> float:
        t = self.p_truth
        return math.log(max((t + self.p_yes) / self.p_yes, (t + self.p_no) / self.p_no))

    @property
    def scale(self) -> float:
        return self.p_truth

    @property
    def offsets(self) -> np.ndarray:
        return np.array([self.p_no, self.p_yes])

    def response_matrix(self) -> np.ndarray:
        t = self.p_truth
        return np.array([[t + self.p_no, self.p_yes], [self.p_no, t + self.p_yes]])

    def randomize(self, truth: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        u = rng.random(truth.shape[0])
        out = np.where(u < self.p_yes, 1, truth)
        return np.where(u >= 1.0 - self.p_no, 0, out).astype(np.int8)

    def describe(self) -> dict:
        return {
            "design": self.name,
            "p_truth": self.p_truth,
            "p_yes": self.p_yes,
            "p_no": self.p_no,
            "epsilon": self.epsilon,
        }

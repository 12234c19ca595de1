"""One survey question: its column, answer type, design and ε (MATH 8), as the project
file declares it. `Question.design()` builds the randomized-response design; each design's
ε is computed from its probabilities (and the probabilities from ε), never stored twice."""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.survey.forced_response import ForcedResponseDesign
from engine.survey.k_rr import KaryDesign
from engine.survey.numeric_rr import NumericDesign
from engine.survey.warner import WarnerDesign

TYPES = ("binary", "categorical", "numeric")
DESIGNS_BY_TYPE = {
    "binary": ("warner", "forced_response"),
    "categorical": ("k_rr",),
    "numeric": ("numeric_rr",),
}


def design_titles() -> dict[str, str]:
    """Each design's title as the settings list it (by design key)."""
    return {
        "warner": tr("Warner (answer the statement or its negation)"),
        "forced_response": tr("Forced response (truthful, forced yes, forced no)"),
        "k_rr": tr("k-ary randomized response"),
        "numeric_rr": tr("Numerical randomized response (Laplace noise)"),
    }


def design_name(key: str) -> str:
    """A design's short name for tables and summaries (the key when unknown)."""
    return {
        "warner": tr("Warner"),
        "forced_response": tr("forced response"),
        "k_rr": tr("k-ary RR"),
        "numeric_rr": tr("numeric RR"),
    }.get(key, key)


Design = WarnerDesign | ForcedResponseDesign | KaryDesign | NumericDesign


@dataclass(frozen=True)
class Question:
    """A sensitive question. ε, or the design's probabilities (`keep_probability` for Warner
    and k-ary, `p_yes`/`p_no` for forced response), fix the design; `label` is the
    question's wording in forms and cards (the column name when not given)."""

    column: str
    type: str
    design: str
    epsilon: float | None = None
    keep_probability: float | None = None
    p_yes: float | None = None
    p_no: float | None = None
    categories: tuple[str, ...] = ()
    bounds: tuple[float, float] | None = None
    label: str | None = None

    @property
    def wording(self) -> str:
        return self.label or self.column

    @property
    def answer_labels(self) -> tuple[str, ...]:
        """Labels of the answer codes 0..k−1 (binary: no, yes)."""
        return ("no", "yes") if self.type == "binary" else self.categories

    def build(self) -> Design:
        """The design; a bad setting raises ParameterError naming the setting."""
        if self.type == "numeric":
            low, high = self.bounds if self.bounds is not None else (math.nan, math.nan)
            if self.epsilon is None:
                raise ParameterError("epsilon", tr("a numeric question needs its ε"))
            return NumericDesign(low, high, self.epsilon)
        if self.design == "forced_response":
            if self.p_yes is not None or self.p_no is not None:
                if self.epsilon is not None or self.p_yes is None or self.p_no is None:
                    raise ParameterError(
                        "p_yes", tr("give both p_yes and p_no (and no epsilon), or only epsilon")
                    )
                return ForcedResponseDesign(self.p_yes, self.p_no)
            return ForcedResponseDesign.from_epsilon(self._epsilon())
        k = len(self.categories) if self.type == "categorical" else 2
        if self.keep_probability is not None:
            if self.epsilon is not None:
                raise ParameterError(
                    "keep_probability", tr("give either epsilon or keep_probability, not both")
                )
            if self.design == "warner":
                return WarnerDesign(self.keep_probability)
            return KaryDesign(k, self.keep_probability)
        if self.design == "warner":
            return WarnerDesign.from_epsilon(self._epsilon())
        return KaryDesign.from_epsilon(k, self._epsilon())

    def _epsilon(self) -> float:
        if self.epsilon is None:
            raise ParameterError("epsilon", tr("give ε (or the design's probabilities)"))
        return self.epsilon

    def to_dict(self) -> dict:
        out = {"column": self.column, "type": self.type, "design": self.design}
        for key in ("epsilon", "keep_probability", "p_yes", "p_no", "label"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if self.type == "categorical":
            out["categories"] = list(self.categories)
        if self.bounds is not None:
            out["bounds"] = list(self.bounds)
        return out

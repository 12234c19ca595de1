"""The physical randomizer a field team uses (MATH 8.6): a die when the design is in sixths,
else a bag of numbered tokens. Token counts are rounded so the field design is never less
private than planned (forced shares rounded up, the truthful share down) unless the bag is
too small to hold it; the field design's own ε is computed from the counts and stated.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.survey.forced_response import ForcedResponseDesign
from engine.survey.k_rr import KaryDesign
from engine.survey.questions import Question
from engine.survey.warner import WarnerDesign

BAG = 100


@dataclass(frozen=True)
class FieldRandomizer:
    tool: str  # "die" (six faces) or "bag" (tokens)
    total: int
    tokens: tuple[tuple[str, int], ...]  # (what the face/token says, how many)
    design: object  # the design the counts realize
    instructions: str

    def to_dict(self) -> dict:
        return {
            "tool": self.tool,
            "total": self.total,
            "tokens": [{"says": s, "count": c} for s, c in self.tokens],
            "epsilon": self.design.epsilon,
            "instructions": self.instructions,
        }


def _sixths(*probabilities: float) -> bool:
    return all(abs(p * 6 - round(p * 6)) < 1e-9 for p in probabilities)


def field_randomizer(question: Question, design) -> FieldRandomizer | None:
    """None for numbers: Laplace noise cannot be drawn by hand (privatize after collection)."""
    if isinstance(design, WarnerDesign):
        total = 6 if _sixths(design.p) else BAG
        own = max(math.floor(design.p * total + 1e-9), total // 2 + 1)
        tokens = (("A", own), ("NOT A", total - own))
        realized = WarnerDesign(own / total)
        text = (
            f"Out of the interviewer's sight, {_draw(total)}. If {_when(total, 1, own)}, "
            f"answer the statement 'A: {question.wording}'. If {_when(total, own + 1, total)}, "
            f"answer its opposite 'NOT A'. Say only yes or no; never say what you drew."
        )
    elif isinstance(design, ForcedResponseDesign):
        total = 6 if _sixths(design.p_yes, design.p_no) else BAG
        yes = math.ceil(design.p_yes * total - 1e-9)
        no = math.ceil(design.p_no * total - 1e-9)
        truth = max(total - yes - no, 1)
        total = yes + truth + no
        tokens = (("say yes", yes), ("answer truthfully", truth), ("say no", no))
        realized = ForcedResponseDesign(yes / total, no / total)
        text = (
            f"Out of the interviewer's sight, {_draw(total)}. If {_when(total, 1, yes)}, say "
            f"'yes'; if {_when(total, yes + 1, yes + truth)}, answer truthfully; if "
            f"{_when(total, yes + truth + 1, total)}, say 'no'. Never say what you drew."
        )
    elif isinstance(design, KaryDesign):
        k = design.k
        each = max(1, round(BAG / (math.exp(design.epsilon) + k - 1)))
        truth = max(1, math.floor(each * (math.exp(design.epsilon) - 1) + 1e-9))
        total = truth + k * each
        tokens = (("answer truthfully", truth), *((c, each) for c in question.categories))
        realized = KaryDesign(k, (truth + each) / total)
        text = (
            f"Out of the interviewer's sight, {_draw(total)}: {truth} say 'answer "
            f"truthfully', and {each} name each answer ({', '.join(question.categories)}). "
            f"If yours says 'answer truthfully', give your true answer; otherwise give the "
            f"answer written on it. Never say what you drew."
        )
    else:
        return None
    return FieldRandomizer("die" if total == 6 else "bag", total, tokens, realized, text)


def _draw(total: int) -> str:
    if total == 6:
        return "roll a six-sided die"
    return f"draw one of {total} numbered tokens from a bag (put it back afterwards)"


def _when(total: int, first: int, last: int) -> str:
    label = "it shows" if total == 6 else "its number is"
    if first == last:
        return f"{label} {first}"
    return f"{label} {first}–{last}"

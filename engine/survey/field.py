"""The physical randomizer a field team uses (MATH 8.6): a die when the design is in sixths,
else a bag of numbered tokens. Token counts are rounded so the field design is never less
private than planned (forced shares rounded up, the truthful share down) unless the bag is
too small to hold it; the field design's own ε is computed from the counts and stated.
Every kind of token stays at least once, so a very large ε (a share below one token) still
gives a valid bag, of the largest ε it can hold.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.survey.forced_response import ForcedResponseDesign
from engine.survey.k_rr import KaryDesign
from engine.survey.planner import text_tools
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
    """None for numbers: Laplace noise cannot be drawn by hand (privatize after collection).
    Its `instructions` are in English (the manifest's); `instructions` below words them in
    the interface language for the form and the cards."""
    if isinstance(design, WarnerDesign):
        total = 6 if _sixths(design.p) else BAG
        own = min(max(math.floor(design.p * total + 1e-9), total // 2 + 1), total - 1)
        tokens = (("A", own), ("NOT A", total - own))
        realized = WarnerDesign(own / total)
    elif isinstance(design, ForcedResponseDesign):
        total = 6 if _sixths(design.p_yes, design.p_no) else BAG
        yes = max(math.ceil(design.p_yes * total - 1e-9), 1)
        no = max(math.ceil(design.p_no * total - 1e-9), 1)
        truth = max(total - yes - no, 1)
        total = yes + truth + no
        tokens = (("say yes", yes), ("answer truthfully", truth), ("say no", no))
        realized = ForcedResponseDesign(yes / total, no / total)
    elif isinstance(design, KaryDesign):
        k = design.k
        each = max(1, round(BAG / (math.exp(design.epsilon) + k - 1)))
        truth = max(1, math.floor(each * (math.exp(design.epsilon) - 1) + 1e-9))
        total = truth + k * each
        tokens = (("answer truthfully", truth), *((c, each) for c in question.categories))
        realized = KaryDesign(k, (truth + each) / total)
    else:
        return None
    text = instructions(realized.name, question.wording, total, tokens, english=True)
    return FieldRandomizer("die" if total == 6 else "bag", total, tokens, realized, text)


def instructions(design: str, wording: str, total: int, tokens, *, english: bool = False) -> str:
    """What the respondent is told to do with the die or bag of design `design` ("warner",
    "forced_response" or "k_rr") whose faces or tokens are `tokens` ((says, count), ...)."""
    tr, _ = text_tools(english)
    counts = [count for _, count in tokens]
    draw = _draw(total, english)
    if design == "warner":
        own = counts[0]
        return tr(
            "Out of the interviewer's sight, {draw}. If {first}, answer the statement "
            "'A: {statement}'. If {second}, answer its opposite 'NOT A'. Say only yes or no; "
            "never say what you drew."
        ).format(
            draw=draw,
            first=_when(total, 1, own, english),
            statement=wording,
            second=_when(total, own + 1, total, english),
        )
    if design == "forced_response":
        yes, truth, _ = counts
        return tr(
            "Out of the interviewer's sight, {draw}. If {first}, say 'yes'; if {second}, "
            "answer truthfully; if {third}, say 'no'. Never say what you drew."
        ).format(
            draw=draw,
            first=_when(total, 1, yes, english),
            second=_when(total, yes + 1, yes + truth, english),
            third=_when(total, yes + truth + 1, total, english),
        )
    return tr(
        "Out of the interviewer's sight, {draw}: {truth} say 'answer truthfully', and {each} "
        "name each answer ({answers}). If yours says 'answer truthfully', give your true "
        "answer; otherwise give the answer written on it. Never say what you drew."
    ).format(
        draw=draw,
        truth=counts[0],
        each=counts[1],
        answers=", ".join(str(says) for says, _ in tokens[1:]),
    )


def _draw(total: int, english: bool) -> str:
    tr, _ = text_tools(english)
    if total == 6:
        return tr("roll a six-sided die")
    return tr("draw one of {total} numbered tokens from a bag (put it back afterwards)").format(
        total=total
    )


def _when(total: int, first: int, last: int, english: bool) -> str:
    tr, _ = text_tools(english)
    if total == 6:
        if first == last:
            return tr("it shows {first}").format(first=first)
        return tr("it shows {first}–{last}").format(first=first, last=last)
    if first == last:
        return tr("its number is {first}").format(first=first)
    return tr("its number is {first}–{last}").format(first=first, last=last)

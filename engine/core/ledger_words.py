"""A privacy ledger's steps and protected units in the interface language.

The manifest keeps the ledger in English (a record that reads the same in every language):
"laplace (count by district)", "randomized response (warner): main_income", "person (rows
within r = 0.25)". Reports show them to people: the mechanism's name is translated, what
the user named (a query, a question, a column) is kept as written.
"""

from __future__ import annotations

import re

from engine.core.i18n import number, tr


def step_names() -> dict[str, str]:
    """The ledger's English step names (before any " (…)" or ": …"), for people."""
    return {
        "laplace": tr("Laplace noise"),
        "gaussian": tr("Gaussian noise"),
        "exponential": tr("exponential mechanism"),
        "projection": tr("private projection"),
        "mondrian": tr("Mondrian generalization"),
        "MOS": tr("small-cell estimate (MOS)"),
        "randomized response": tr("randomized response"),
        "od-laplace": tr("Laplace noise on the daily trip matrices"),
        "population-laplace": tr("Laplace noise on the home-region populations"),
        "DP-SGD": tr("private training (DP-SGD)"),
        "masking of direct identifiers": tr("masking of direct identifiers"),
        "feature centres and scales from the data": tr("feature centres and scales from the data"),
    }


def step_text(stage: str) -> str:
    """A ledger step as people read it: "laplace (count by district)" → "Laplace noise
    (count by district)"; a step not listed stays as the manifest wrote it."""
    names = step_names()
    for name, words in names.items():
        if stage == name:
            return words
        if stage.startswith(name + " (") or stage.startswith(name + ":"):
            rest = stage[len(name) :]
            if name == "DP-SGD":  # "(Poisson-subsampled Gaussian)" is how it trains
                rest = rest.split(")", 1)[1] if ")" in rest else ""
            return words + rest
    return stage


_ROWS_WITHIN = re.compile(r"person \(rows within r = (?P<r>[\d.e+-]+)\)")
_UNIT_ROWS = re.compile(
    r"(?P<column>.+) ≤ (?P<rows>\d+) rows(?:; ≤ (?P<members>\d+) persons each)?"
)


def unit_text(unit: str) -> str:
    """Whom a ledger entry protects, for people: "person", "row", "respondent", "person
    (rows within r = 0.25)", "household_id ≤ 8 rows" (the column as the project names it)."""
    words = {
        "person": tr("person"),
        "row": tr("row"),
        "respondent": tr("respondent"),
        "trip": tr("trip"),
    }
    if unit in words:
        return words[unit]
    if found := _ROWS_WITHIN.fullmatch(unit):
        return tr("person (rows within r = {r})").format(r=number(float(found["r"]), "g"))
    if found := _UNIT_ROWS.fullmatch(unit):
        text = tr("{column} (at most {rows} rows)").format(
            column=found["column"], rows=number(int(found["rows"]), ",")
        )
        if found["members"]:
            text = tr("{unit}, at most {members} persons each").format(
                unit=text, members=number(int(found["members"]), ",")
            )
        return text
    return unit

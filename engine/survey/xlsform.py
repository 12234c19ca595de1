"""The collection form as an XLSForm (ODK / KoBoToolbox), MATH 8.6.

Sheets `survey` (type, name, label, hint, required), `choices` (list_name, name, label) and
`settings` (form_title, form_id, version). Each randomized question is a `note` row with the
randomizer's instructions followed by one `select_one` row that records only the answer
given: no row stores the die or token, and there is no `calculate` with random() (calculated
values are submitted and would show which answers were forced). Numbers are left out: their
noise cannot be drawn by hand, and a form computing it would submit the true value.
"""

from __future__ import annotations

import re

import pandas as pd

from engine.core.i18n import number, tr
from engine.survey.field import FieldRandomizer, instructions
from engine.survey.questions import Question

SURVEY_COLUMNS = ("type", "name", "label", "hint", "required")
CHOICE_COLUMNS = ("list_name", "name", "label")
SETTINGS_COLUMNS = ("form_title", "form_id", "version")
_NOT_NAME = re.compile(r"[^A-Za-z0-9_]")


def xml_name(text: str) -> str:
    """A valid XLSForm name: letters, digits and _, not starting with a digit."""
    name = _NOT_NAME.sub("_", text.strip()) or "q"
    return f"_{name}" if name[0].isdigit() else name


def xlsform_sheets(
    questions: list[tuple[Question, FieldRandomizer]],
    title: str,
    version: str,
    form_id: str | None = None,
) -> dict[str, pd.DataFrame]:
    """The three sheets; the notes, hints and yes/no labels people read are in the interface
    language, the names and keywords ODK reads are not (`form_id`: from `title` if None)."""
    survey, choices = [], []
    choices += [("yes_no", "yes", tr("Yes")), ("yes_no", "no", tr("No"))]
    for question, randomizer in questions:
        name = xml_name(question.column)
        told = instructions(
            randomizer.design.name, question.wording, randomizer.total, randomizer.tokens
        )
        survey.append(("note", f"{name}_instructions", told, "", ""))
        if question.type == "binary":
            list_name = "yes_no"
        else:
            list_name = f"{name}_choices"
            choices += [(list_name, xml_name(c), c) for c in question.categories]
        hint = tr("Record only the answer given (ε = {epsilon}).").format(
            epsilon=number(randomizer.design.epsilon, ".3g")
        )
        survey.append((f"select_one {list_name}", name, question.wording, hint, "yes"))
    form_id = form_id or xml_name(title.lower())
    return {
        "survey": pd.DataFrame(survey, columns=list(SURVEY_COLUMNS)),
        "choices": pd.DataFrame(choices, columns=list(CHOICE_COLUMNS)),
        "settings": pd.DataFrame([(title, form_id, version)], columns=list(SETTINGS_COLUMNS)),
    }

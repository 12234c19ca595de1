"""The XLSForm (ODK / KoBoToolbox) a survey was collected with, read as the data's public
codebook: what every column is, its label, and the categories it may hold.

* `survey` sheet: `type`, `name`, `label` (or the first `label::<language>`), with the
  group and repeat structure (`begin_group` / `begin group` … `end_group`, same for
  `repeat`): every question knows the groups around it.
* `choices` sheet: `list_name`, `name`, `label`: a `select_one` / `select_multiple`
  question's list is the declared set of its values (a `select_multiple` cell holds several
  names separated by spaces; `or_other` adds the name "other").

A data column is the question of the same name, or of the same path of groups
(`group/question`, `group-question`), or of its last part after a "/".

`check_form` refuses data the form does not describe, naming the file, the sheet, the column
and the row: a key column with no question, a value outside its question's choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError, PrivDeskError
from engine.core.i18n import tr
from engine.data.readers import list_sheets, read_table
from engine.data.values import plain

SURVEY_SHEET, CHOICES_SHEET = "survey", "choices"
SELECTS = ("select_one", "select_multiple")
OPENS, CLOSES = ("begin_group", "begin_repeat"), ("end_group", "end_repeat")
# Types whose answers point at one person or device: suggested as identifiers.
IDENTIFYING_TYPES = frozenset(
    {"text", "geopoint", "geotrace", "geoshape", "calculate", "start", "end", "deviceid",
     "subscriberid", "simserial", "phonenumber", "username", "email", "audit"}
)  # fmt: skip
PHONE_WORDS = ("phone", "mobile", "msisdn", "telephone")


@dataclass(frozen=True)
class FormQuestion:
    name: str
    type: str  # the base type: select_one, integer, text, geopoint, calculate, start, …
    label: str
    list_name: str | None  # the choices list of a select question
    groups: tuple[str, ...]  # the groups and repeats around it, outermost first
    repeat: str | None  # the innermost repeat group holding it, if any
    row: int  # its row on the survey sheet (the header is row 1)
    or_other: bool = False


@dataclass(frozen=True)
class XLSForm:
    path: Path
    questions: tuple[FormQuestion, ...]
    choices: dict[str, tuple[tuple[str, str], ...]]  # list_name → ((name, label), …)

    def question(self, column: str) -> FormQuestion | None:
        """The question a data column holds (see the module docstring), or None."""
        text = str(column)
        for q in self.questions:
            if text == q.name or text in ("/".join((*q.groups, q.name)),
                                          "-".join((*q.groups, q.name))):  # fmt: skip
                return q
        head, _, last = text.rpartition("/")
        parent = self.question(head) if head else None
        if parent is not None and parent.type == "select_multiple":
            return None  # a 0/1 column of one choice ("question/choice")
        return next((q for q in self.questions if q.name == last), None)

    def allowed(self, question: FormQuestion) -> set[str] | None:
        """The names a select question's cells may hold (None: not a select question)."""
        if question.type not in SELECTS or question.list_name not in self.choices:
            return None
        names = {name for name, _ in self.choices[question.list_name]}
        return names | {"other"} if question.or_other else names


def form_beside(data: Path) -> Path | None:
    """The XLSForm that seems to go with the survey export `data`: the first workbook in
    its folder named like "*form*.xlsx" with survey and choices sheets (None: none)."""
    data = Path(data)
    for path in sorted(data.parent.glob("*.xlsx")):
        if path == data or "form" not in path.stem.lower():
            continue
        try:
            if {SURVEY_SHEET, CHOICES_SHEET} <= set(list_sheets(path)):
                read_form(path)  # a form it cannot read is not proposed
                return path
        except PrivDeskError:
            continue
    return None


def choices_sheet(path: Path) -> pd.DataFrame:
    """The choices sheet of an XLSForm, headers in lower case; refused without `list_name`
    and `name` columns."""
    frame = read_table(path, sheet=CHOICES_SHEET).frame
    frame.columns = [str(c).strip().lower() for c in frame.columns]
    for column in ("list_name", "name"):
        if column not in frame.columns:
            raise InputError(
                tr("the choices sheet of an XLSForm needs list_name and name columns."),
                path=path,
                column=column,
            )
    return frame


def read_form(path: Path) -> XLSForm:
    """The survey and choices sheets of the XLSForm at `path`."""
    path = Path(path)
    if SURVEY_SHEET not in list_sheets(path):
        raise InputError(tr("an XLSForm needs a sheet named survey."), path=path)
    survey = read_table(path, sheet=SURVEY_SHEET).frame
    survey.columns = [str(c).strip().lower() for c in survey.columns]
    for column in ("type", "name"):
        if column not in survey.columns:
            raise InputError(
                tr("the survey sheet of an XLSForm needs type and name columns."),
                path=path,
                column=column,
            )
    label_column = next((c for c in survey.columns if c.split("::")[0] == "label"), None)
    choices = _choices(path) if CHOICES_SHEET in list_sheets(path) else {}
    questions, stack = [], []
    for i, row in enumerate(survey.itertuples(index=False), start=2):
        record = dict(zip(survey.columns, row, strict=True))
        words = _text(record["type"]).split()
        if not words:
            continue
        words[0] = words[0].lower()
        if len(words) > 1 and words[0] in ("begin", "end"):  # "begin group" = "begin_group"
            words[:2] = [f"{words[0]}_{words[1].lower()}"]
        name = _text(record["name"])
        if words[0] in OPENS:
            stack.append((name, words[0] == "begin_repeat"))
        elif words[0] in CLOSES:
            if not stack:
                raise InputError(
                    tr("survey sheet: {type} closes no open group.").format(type=words[0]),
                    path=path,
                    column="type",
                    row=i,
                )
            stack.pop()
        elif name:
            list_name = words[1] if words[0] in SELECTS and len(words) > 1 else None
            if list_name is not None and list_name not in choices:
                raise InputError(
                    tr("survey sheet: the list {name} is not in the choices sheet.").format(
                        name=repr(list_name)
                    ),
                    path=path,
                    column="type",
                    row=i,
                )
            repeats = [g for g, is_repeat in stack if is_repeat]
            label = _text(record[label_column]) if label_column else ""
            questions.append(
                FormQuestion(name, words[0], label, list_name, tuple(g for g, _ in stack),
                             repeats[-1] if repeats else None, i, "or_other" in words[2:])
            )  # fmt: skip
    return XLSForm(path, tuple(questions), choices)


def _choices(path: Path) -> dict[str, tuple[tuple[str, str], ...]]:
    frame = choices_sheet(path)
    labels = next((c for c in frame.columns if c.split("::")[0] == "label"), None)
    out: dict[str, list[tuple[str, str]]] = {}
    for i in range(len(frame)):
        list_name, name = _text(frame["list_name"].iat[i]), _text(frame["name"].iat[i])
        if list_name and name:
            label = _text(frame[labels].iat[i]) if labels else ""
            out.setdefault(list_name, []).append((name, label or name))
    return {k: tuple(v) for k, v in out.items()}


def _text(value) -> str:
    """A form or data cell as the text the form compares ("3.0" read as a number → "3")."""
    if value is None or (isinstance(value, float) and value != value):
        return ""
    return value.strip() if isinstance(value, str) else plain(value)


def check_form(form: XLSForm, frame: pd.DataFrame, keys, where) -> None:
    """Refuse key columns the form lacks and select cells outside their choices.
    `where(column, row)` gives (file, sheet or None, spreadsheet row) of a frame cell."""
    for column in keys:
        if form.question(column) is None:
            raise InputError(
                tr("the key column {column} is not a question of the form's survey sheet.")
                .format(column=repr(column)),
                path=form.path,
                column=column,
            )  # fmt: skip
    for column in frame.columns:
        question = form.question(column)
        allowed = None if question is None else form.allowed(question)
        if allowed is None:
            continue
        codes, values = pd.factorize(frame[column])  # each distinct value checked once
        several = question.type == "select_multiple"
        outside = {}  # code → the first name outside the choices
        for code, value in enumerate(values):
            names = _text(value).split() if several else [_text(value)]
            wrong = [name for name in names if name and name not in allowed]
            if wrong:
                outside[code] = wrong[0]
        if outside:
            first = int(np.flatnonzero(np.isin(codes, list(outside)))[0])
            path, sheet, row = where(column, first)
            message = tr(
                "{sheet}the value {value} is not among the choices of list {list} in the form "
                "{form} (choices sheet)."
            ).format(
                sheet="" if sheet is None else tr("sheet {sheet}: ").format(sheet=repr(sheet)),
                value=repr(outside[int(codes[first])]),
                list=repr(question.list_name),
                form=form.path.name,
            )
            raise InputError(message, path=path, column=column, row=row)


def suggest_from_form(form: XLSForm, columns) -> dict[str, str]:
    """Column → role the form suggests: answers pointing at one person or device (free
    text, GPS, phone numbers, calculations, the form's start/end/device/user metadata)
    → identifiers; select_one answers → quasi_identifiers (keys). Others: no suggestion."""
    out = {}
    for column in columns:
        question = form.question(column)
        if question is None:
            continue
        words = f"{question.name} {question.label}".lower()
        if question.type in IDENTIFYING_TYPES or any(w in words for w in PHONE_WORDS):
            out[column] = "identifiers"
        elif question.type == "select_one":
            out[column] = "quasi_identifiers"
    return out

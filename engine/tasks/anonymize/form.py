"""The XLSForm of an anonymize project (`input.form`, optional): read with the data, it
suggests roles (`engine.data.xlsform.suggest_from_form`) and its choices lists are the
declared categories of the select columns; the release refuses a key column the form does
not describe and a cell outside its question's choices (`check_against_form`), naming the
data file, its sheet, the column and the row.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pandas as pd

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import InputSpec, existing_file, input_spec, section
from engine.data.kobo import LinkedExport, project_input
from engine.data.xlsform import XLSForm, check_form, read_form


def input_with_form(data: dict, base_dir: Path) -> InputSpec:
    """The project's input (a table, or a KoBo / ODK export) with its optional form."""
    inp = section(data, "input", required=True)
    if "form" not in inp:
        return project_input(data, base_dir, input_spec)
    rest = {**data, "input": {k: v for k, v in inp.items() if k != "form"}}
    form = existing_file(inp["form"], "input.form", base_dir)
    if form.suffix.lower() != ".xlsx":
        raise ParameterError(
            "input.form", tr("an XLSForm is an Excel workbook: end the name in .xlsx")
        )
    return replace(project_input(rest, base_dir, input_spec), form=form)


def check_against_form(
    inp: InputSpec, frame: pd.DataFrame, keys, linked: LinkedExport | None = None
) -> XLSForm | None:
    """The project's form, once the data agree with it (see the module docstring)."""
    if inp.form is None:
        return None
    form = read_form(inp.form)

    def where(column: str, row: int) -> tuple[Path, str | None, int]:
        origin = None if linked is None else linked.origin(column)
        if origin is None:
            return inp.path, inp.sheet, row + 2  # the header is row 1
        sheet, _ = origin
        rows = linked.household_of if sheet is linked.main else linked.member_of
        return sheet.path, sheet.sheet, int(rows[row]) + 2

    check_form(form, frame, keys, where)
    return form

"""The KoBo sample through the whole wizard at 1366 × 768, as the HDX review runs it: opened
from the sample menu with its XLSForm, roles suggested from the form, PRAM of the water
source and microaggregation of income on the methods panel, local suppression, privatize,
global risk below 3 % on the audit, both sheets exported with their household keys linked
and the report. Also: the tasks that cannot read a survey export are greyed, and an SPSS or
Stata input is offered as the released table's format."""

from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
import pyreadstat
from openpyxl import load_workbook
from PySide6.QtWidgets import QFileDialog

from engine.data.readers import read_table
from engine.tasks.anonymize.defaults import default_project
from gui.layout_check import clipped_texts
from gui.tasks.anonymize.export_page import AnonymizeExportPage
from tests.gui.wizard_steps import click, go_next, open_window
from tests.paths import SAMPLES

SHOTS = os.environ.get("PRIVDESK_SHOTS")
FORM = SAMPLES / "kobo_form.xlsx"


def _shot(window, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        window.grab().save(str(Path(SHOTS) / f"{name}.png"))


def _check(button, names) -> None:
    for action in button.menu().actions():
        action.setChecked(action.text() in names)


def _set_role(panel, name: str, role: str) -> None:
    rows = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())]
    menu = panel.table.cellWidget(rows.index(name), 1)
    menu.setCurrentIndex(menu.findData(role))


def _sheets(path: Path) -> dict[str, pd.DataFrame]:
    """Every sheet of a workbook, read once (pandas' reader takes seconds here)."""
    book = load_workbook(path, read_only=True)
    try:
        out = {}
        for sheet in book.worksheets:
            rows = list(sheet.values)
            out[sheet.title] = pd.DataFrame(rows[1:], columns=rows[0])
        return out
    finally:
        book.close()


def test_the_kobo_sample_through_the_wizard(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot)
    window.resize(1366, 768)
    load = window.load_page
    # load: the sample menu's KoBo entry, with its form shown beside the linked tables
    action = next(a for a in load.sample_menu.actions() if a.data() == "kobo")
    action.trigger()
    qtbot.waitUntil(lambda: not load.busy() and load.problem() is None, timeout=20_000)
    bar = load.source_bar
    assert window.state.form == FORM and bar.form_button.text() == "kobo_form.xlsx…"
    assert bar.form_button.isVisibleTo(load) and bar.form_clear.isVisibleTo(load)
    # the form chosen on the picker: the roles are suggested from it again
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(FORM), ""))
    click(qtbot, bar.form_button)
    assert window.state.projects["anonymize"] is None  # rebuilt from the form in step 2
    assert clipped_texts(load) == []
    _shot(window, "1_load")
    go_next(qtbot, window)

    # choose task: only anonymize reads a survey export; roles and design from the form
    choose = window.pages[window.current]
    assert not choose.task_buttons["statistics"].isEnabled()
    assert "survey export" in choose.task_buttons["statistics"].toolTip()
    assert choose.input_note.text().startswith("Not for a survey export")
    panel = choose.panel()
    project = window.state.projects["anonymize"]
    columns = project.columns
    assert project.input.form == FORM and project.input.kind == "kobo_xlsx"
    assert {"resp_name", "resp_phone", "gps", "deviceid", "m_name"} <= set(columns.identifiers)
    assert (columns.design.weight, columns.design.household) == ("weight", "_parent_index")
    assert columns.role_of("weight") == "keep"  # a calculate question, yet the weight
    assert panel.design.menus["weight"].currentData() == "weight"
    # the HDX review's key variables: the other answers the form offers as keys are kept
    for name in ("consent", "admin1", "settlement_type", "m_relation", "m_school",
                 "m_disability"):  # fmt: skip
        _set_role(panel, name, "keep")
    _set_role(panel, "today", "drop")
    assert set(window.state.projects["anonymize"].columns.quasi_identifiers) == {
        "admin2", "dwelling_type", "displacement_status", "water_source", "m_sex", "m_age"
    }  # fmt: skip
    _check(panel.methods.pram, ["water_source"])
    _check(panel.methods.micro, ["income_monthly"])
    assert panel.problem() is None, panel.problem()
    methods = window.state.projects["anonymize"].methods
    assert methods.pram.columns == ("water_source",)
    assert methods.microaggregation.columns == ("income_monthly",)
    _shot(window, "2_roles")
    go_next(qtbot, window)

    parameters = window.pages[window.current]  # local suppression to reach k = 3
    parameters.k_spin.setValue(3)
    parameters.local.setChecked(True)
    model = window.state.projects["anonymize"].privacy_model
    assert model.local_suppression and model.k == 3
    _shot(window, "3_parameters")
    go_next(qtbot, window)

    privatize = window.pages[window.current]
    click(qtbot, privatize.privatizeButton)
    qtbot.waitUntil(lambda: not privatize.busy() and privatize.problem() is None, timeout=20_000)
    _shot(window, "4_privatize")
    go_next(qtbot, window)

    audit = window.pages[window.current]  # the HDX rule: global risk below 3 %
    survey = window.state.results.audits["survey_risk"]
    assert survey["publishable"], survey
    assert "publishable" in audit.verdict.text() and "not yet" not in audit.verdict.text()
    _shot(window, "5_audit")
    go_next(qtbot, window)

    export = window.pages[window.current]
    export.folder_edit.setText(str(tmp_path))
    export.pdf_check.setChecked(False)
    assert export.format_combo.currentData() == "xlsx" and not export.format_combo.isEnabled()
    click(qtbot, export.export_button)
    base = export.base_name_edit.text()
    data, report = tmp_path / f"{base}.xlsx", tmp_path / f"{base}_report.html"
    qtbot.waitUntil(lambda: data.exists() and report.exists() and not export.busy(), timeout=20_000)
    qtbot.wait(100)  # the list of files written laid out
    _shot(window, "6_export")
    sheets = _sheets(data)
    raw = window.state.table.linked  # the sheets as read
    assert set(sheets) == {raw.main.sheet, raw.members.sheet}  # both, under their own names
    households, members = sheets[raw.main.sheet], sheets[raw.members.sheet]
    assert len(households) > 0 and len(members) > 0
    assert set(members["_parent_index"]) <= set(households["_index"])
    assert households["_uuid"].notna().all()  # pseudonymized, never the input's
    assert not set(households["_uuid"]) & set(raw.main.frame["_uuid"].astype(str))
    assert "<!DOCTYPE html>" in report.read_text(encoding="utf-8")


def test_an_spss_input_is_offered_as_the_released_format(qtbot, state, tmp_path):
    frame = pd.DataFrame({"district": ["a", "b", "a"], "age": [30, 41, 52]})
    path = tmp_path / "people.sav"
    pyreadstat.write_sav(frame, str(path))
    state.set_table(read_table(path))
    state.set_family("anonymize")
    state.table_project("anonymize", default_project)
    page = AnonymizeExportPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.format_combo.currentData() == "sav"
    assert "SPSS (.sav)" in page.format_combo.currentText()
    assert page._paths(tmp_path)["data"].suffix == ".sav"


def test_an_opened_export_is_given_the_form_beside_it(qtbot, state, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gui.pages.load_page import LoadPage

    page = LoadPage(state)
    qtbot.addWidget(page)
    page.load_path(SAMPLES / "kobo_households.xlsx")
    qtbot.waitUntil(lambda: not page.busy() and state.table is not None, timeout=20_000)
    bar = page.source_bar
    assert state.form == FORM and bar.form_button.text() == "kobo_form.xlsx…"
    project = state.table_project("anonymize", default_project)
    assert project.input.form == FORM and project.columns.design.weight == "weight"
    # a workbook that is no XLSForm is refused with the engine's message; the form stays
    other = tmp_path / "notes.xlsx"
    pd.DataFrame({"a": [1]}).to_excel(other, index=False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    click(qtbot, bar.form_button)
    errors = [b for b in page.findChildren(QMessageBox) if b.objectName() == "errorDialog"]
    assert errors and "survey" in errors[-1].text() and state.form == FORM
    # no form: the roles are suggested from the data alone
    click(qtbot, bar.form_clear)
    assert state.form is None and state.projects["anonymize"] is None
    assert bar.form_button.text() == "None — choose…" and not bar.form_clear.isVisibleTo(page)
    assert state.table_project("anonymize", default_project).input.form is None

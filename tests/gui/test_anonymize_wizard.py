"""The anonymize pages with pytest-qt: roles from a freshly loaded table, the parameters
page refusing a bad link column, the sample through privatize and the review, and Back
to the roles by keyboard."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engine.data.readers import read_table
from engine.tasks.anonymize.project import GenSpec, MaskSpec
from tests.gui.wizard_steps import go_next, open_window
from tests.paths import SAMPLES

SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def _shot(widget, name: str) -> None:
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"anonymize_{name}.png"))


def test_settings_panel_suggests_identifiers_and_quasi_identifiers(qtbot, state, tmp_path):
    from gui.tasks.anonymize.settings_panel import AnonymizeSettingsPanel

    state.set_table(read_table(SAMPLES / "anonymize_people.csv"))
    panel = AnonymizeSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.enter()
    project = state.projects["anonymize"]
    assert {"full_name", "phone"} <= set(project.columns.identifiers)
    assert {"birth_date", "sex", "age", "district"} <= set(project.columns.quasi_identifiers)
    assert panel.problem() is None
    # make the phone a custom regex mask: the preview shows masked values, never raw ones
    row = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())].index("phone")
    detail = panel.table.cellWidget(row, 2)
    detail.setCurrentIndex(detail.findData("regex:custom"))
    panel.replacement_edit.setText("X")
    panel.pattern_edit.setText(r"\d")
    assert state.projects["anonymize"].masking["phone"].custom == r"\d"
    assert "+XXX XX XX XX XX" in panel.preview.text()
    _shot(panel, "settings")
    # a key file only on request: tokens then stable (and linkable), said next to the button
    from engine.anonymize.masking import new_key_file

    assert "fresh key" in panel.key_label.text()
    panel.use_key_file(new_key_file(tmp_path / "p.key"))
    assert state.projects["anonymize"].masking["full_name"].key_file == tmp_path / "p.key"
    assert "linkable" in panel.key_label.text()
    # a hierarchy file for district: a problem until the file is chosen
    row = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())].index("district")
    detail = panel.table.cellWidget(row, 2)
    detail.setCurrentIndex(detail.findData("hierarchy"))
    assert "choose the file" in panel.problem()
    hierarchy = tmp_path / "districts.csv"
    codes = sorted(state.table.frame["district"].astype(str).unique())
    hierarchy.write_text("".join(f"{c},{c[:2]}\n" for c in codes), encoding="utf-8")
    panel.use_file("district", hierarchy)
    assert panel.problem() is None
    assert state.projects["anonymize"].generalization["district"].file == hierarchy
    # number intervals for age: widths or breaks, top coding; the engine's reader checks them
    row = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())].index("age")
    assert panel.intervals.isHidden()  # age is automatic by type
    detail = panel.table.cellWidget(row, 2)
    detail.setCurrentIndex(detail.findData("interval"))
    detail.activated.emit(detail.currentIndex())
    assert not panel.intervals.isHidden() and panel.intervals.column == "age"
    panel.intervals.widths.setText("5, 10, 20")
    panel.intervals.top.setText("80")
    assert panel.problem() is None
    assert state.projects["anonymize"].generalization["age"] == GenSpec(
        "interval", widths=(5.0, 10.0, 20.0), top=80.0
    )
    panel.intervals.widths.setText("10, 5")
    assert panel.problem() == "generalization.age.widths: must increase (w₁ < w₂ < …)"
    panel.intervals.widths.setText("")
    panel.intervals.breaks.setPlainText("0, 15, 25, 45, 65\n0; 25; 65")
    panel.intervals.bottom.setText("1,5; 2")
    assert "generalization.age.bottom" in panel.problem()
    panel.intervals.bottom.setText("1,5;")  # semicolons: a decimal comma
    assert panel.problem() is None
    assert state.projects["anonymize"].generalization["age"] == GenSpec(
        "interval", top=80.0, bottom=1.5, brackets=((0, 15, 25, 45, 65), (0, 25, 65))
    )
    panel.intervals.widths.setText("5")
    assert "either widths or brackets" in panel.problem()
    panel.intervals.widths.setText("")
    _shot(panel, "intervals")
    # another row selected: the editor follows; back on age it shows what was typed
    panel.table.setCurrentCell(0, 0)
    assert panel.intervals.isHidden()
    panel.table.setCurrentCell(row, 0)
    assert panel.intervals.top.text() == "80"
    assert panel.intervals.breaks.toPlainText() == "0, 15, 25, 45, 65\n0, 25, 65"
    # no quasi-identifier left: a plain problem, Next stays disabled
    for r in range(panel.table.rowCount()):
        roles = panel.table.cellWidget(r, 1)
        if roles.currentData() == "quasi_identifiers":
            roles.setCurrentIndex(roles.findData("keep"))
    assert "quasi-identifier" in panel.problem()


def test_sample_privatize_review_and_parameters(qtbot, tmp_path):
    window = open_window(qtbot)
    doc = json.loads((SAMPLES / "anonymize_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(SAMPLES / doc["input"]["path"])
    doc["audit"]["external"]["path"] = str(SAMPLES / "anonymize_voters.csv")
    project = tmp_path / "anonymize_project.json"
    project.write_text(json.dumps(doc), encoding="utf-8")
    window.open_project(project)
    qtbot.waitUntil(lambda: not window.load_page.busy() and window.load_page.problem() is None)
    shots = {"Choose task": "choose", "Set parameters": "parameters", "Audit": "audit"}
    while window.current < len(window.pages) - 1:
        page = window.pages[window.current]
        if page.title == "Choose task":  # the sample's age bands, plus a top code
            intervals = page.panel().intervals
            assert intervals.column == "age"
            assert intervals.widths.text() == "5, 10, 20"
            intervals.top.setText("60")
            assert page.problem() is None
        if page.title == "Set parameters":  # the grid Mondrian releases (issue 28)
            assert "age: intervals of width 5 from 20" in page.cells.text()
            page.link_edit.setText("sex=gender")
            page.link_edit.editingFinished.emit()
            # the link column is only checked against the external file on privatize
            page.link_edit.setText("nonsense")
            page.link_edit.editingFinished.emit()
            assert "quasi-identifier=external column" in page.problem()
            page.link_edit.setText("sex=sex, birth_date=dob, district=district")
            page.link_edit.editingFinished.emit()
            assert page.problem() is None
        if hasattr(page, "privatizeButton"):
            qtbot.mouseClick(page.privatizeButton, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda p=page: not p.busy() and p.problem() is None, timeout=60_000)
            _shot(window, "privatize")
        if page.title in shots:
            _shot(window, shots[page.title])
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    _shot(window, "export")
    audit = window.pages[-2]
    assert audit.risk_model.rowCount() > 10
    assert audit.release_model.rowCount() > 0
    results = window.state.results
    assert results.release.measured.k >= 5
    # the voter list is no population of the release (F_E < |E|): warned on the page too
    short = results.audits["risk"]["released"]["classes_smaller_in_population"]
    assert short > 0 and "fewer compatible rows" in audit.note.text()
    released = results.release.table
    # the top code typed on the settings panel: no released age shows a value above 60
    ages = released["age"].astype(str)
    assert (ages == "> 60").sum() > 100
    shown = ages.str.findall(r"(?<![>\d])\d+(?:\.\d+)?").explode().dropna().astype(float)
    assert shown.max() <= 60
    assert set(released["phone"]) == {"[REDACTED]"}


def test_a_codebook_file_made_on_request_is_what_the_release_uses(qtbot, state, tmp_path):
    from engine.anonymize.masking import read_codebook
    from engine.core.errors import InputError
    from engine.tasks.anonymize.run import release
    from gui.tasks.anonymize.settings_panel import AnonymizeSettingsPanel

    state.set_table(read_table(SAMPLES / "anonymize_people.csv"))
    panel = AnonymizeSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.enter()
    row = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())].index("phone")
    detail = panel.table.cellWidget(row, 2)
    detail.setCurrentIndex(detail.findData("codebook:new"))
    assert "choose the file for column 'phone'" in panel.problem()
    book = tmp_path / "phone_codebook.csv"
    panel.use_new_codebook("phone", book)
    assert panel.problem() is None
    assert detail.currentData() == "codebook:file"
    assert state.projects["anonymize"].masking["phone"] == MaskSpec("codebook", file=book)
    codes = read_codebook(book)
    phones = state.table.frame["phone"]
    assert len(codes) == phones.nunique()
    assert sorted(int(c) for c in codes.values()) == list(range(1, len(codes) + 1))
    with pytest.raises(InputError, match="exists already"):  # never overwritten
        panel.use_new_codebook("phone", book)

    # the release shuffles its rows: each released row's code leads back, through the
    # codebook, to the person whose unchanged household size it carries
    released = release(state.projects["anonymize"]).table
    person = {code: phone for phone, code in codes.items()}
    sizes = state.table.frame.set_index(phones.astype(str).str.strip())["household_size"]
    back = released["phone"].astype(str).map(person)
    assert back.notna().all() and back.is_unique
    assert (sizes.loc[back].to_numpy() == released["household_size"].to_numpy()).all()


def test_back_to_a_role_changed_by_keyboard_refills_the_roles_without_error(qtbot):
    """A role changed from the keyboard, then Next and Back by their keys: the pages give
    the focus back to that role menu, which the roles table rebuilds. Once an
    AttributeError dialog (a current cell in a row whose menus were not made yet)."""
    window = open_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.state.set_table(read_table(SAMPLES / "anonymize_people.csv"))
    go_next(qtbot, window)
    window.choose_task_page.task_buttons["anonymize"].setChecked(True)
    panel = window.choose_task_page.panel()
    names = [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())]
    row = names.index("household_size")
    roles = panel.table.cellWidget(row, 1)
    intervals = panel.intervals.column
    roles.setFocus()
    assert roles.hasFocus()
    qtbot.keyClick(roles, Qt.Key.Key_Up)  # keep → sensitive
    assert roles.currentData() == "sensitive"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert window.current == 2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.current == 1
    assert panel.table.cellWidget(row, 1).currentData() == "sensitive"
    assert panel.intervals.column == intervals and panel.problem() is None

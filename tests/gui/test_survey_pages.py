"""The survey task's wizard pages: the sample through settings, planner, privatize, review
and export; an invalid ε keeps Next disabled with the engine's message; plan mode exports
the XLSForm."""

from __future__ import annotations

import json
from pathlib import Path

import openpyxl
import pandas as pd
from PySide6.QtCore import Qt

from engine.tasks import get_task
from gui.main_window import MainWindow
from tests.gui.wizard_steps import open_window
from tests.paths import SAMPLES

TASK = get_task("survey")


def _window(qtbot, tmp_path: Path, **changes) -> MainWindow:
    document = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["audit"]["simulations"] = 20
    document.update(changes)
    project = tmp_path / "survey_project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    window = open_window(qtbot)
    window.open_project(project)
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy() and load.problem() is None, timeout=60_000)
    return window


def _next(qtbot, window: MainWindow) -> None:
    before = window.current
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.current == before + 1, window.reason.text()


def test_settings_planner_privatize_review_and_export(qtbot, tmp_path):
    window = _window(qtbot, tmp_path)
    _next(qtbot, window)  # choose task + the survey settings panel
    panel = window.pages[window.current].panel()
    assert panel.table.rowCount() == 3 and panel.problem() is None
    epsilon = panel.table.cellWidget(0, 3)
    epsilon.setValue(10 ** -epsilon.decimals())
    assert panel.problem() is None  # the smallest ε the field holds is still a valid design
    epsilon.setValue(1.0)
    bounds = panel.table.cellWidget(2, 4)
    bounds.setText("10, 5")
    bounds.editingFinished.emit()
    assert panel.problem().startswith("Categories / bounds of the question on monthly_income:")
    assert not window.next_button.isEnabled()
    bounds.setText("0, 200000")
    bounds.editingFinished.emit()
    assert panel.problem() is None
    panel.mode_combo.setCurrentIndex(panel.mode_combo.findData("estimate"))
    saved = window.state.projects["survey"].to_dict(relative_to=tmp_path)
    assert saved["outputs"]["data"] is None  # a saved project stays valid for its mode
    TASK.project_from_dict(saved, tmp_path)
    panel.mode_combo.setCurrentIndex(panel.mode_combo.findData("privatize"))

    _next(qtbot, window)  # the planner
    planner = window.pages[window.current]
    before = planner.planner_model.frame["n needed"].tolist()
    planner.width_spin.setValue(0.025)
    after = planner.planner_model.frame["n needed"].tolist()
    assert all(a > 3.9 * b for a, b in zip(after, before, strict=True))
    assert "at most" in planner.protection.text()
    assert len(planner.curves.data_items()) >= 4
    planner.width_spin.setValue(0.05)

    _next(qtbot, window)  # privatize
    page = window.pages[window.current]
    qtbot.mouseClick(page.privatizeButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.busy() and page.problem() is None, timeout=60_000)

    _next(qtbot, window)  # review
    review = window.pages[window.current]
    review.question_combo.setCurrentIndex(1)
    review.by_combo.setCurrentIndex(1)
    assert review.attacker_model.rowCount() == 25  # 5 recorded × 5 true answers
    assert review.simulation_model.rowCount() == 5

    _next(qtbot, window)  # export
    export = window.pages[window.current]
    folder = tmp_path / "out"
    export.folder_edit.setText(str(folder))
    written = export.export_to(folder, confirm=False)
    names = {p.name for p in written}
    assert {"survey_answers_survey.csv", "survey_answers_survey_estimates.csv"} <= names
    data = pd.read_csv(folder / "survey_answers_survey.csv")
    assert list(data.columns) == [
        "district",
        "violence_experienced",
        "main_income",
        "monthly_income",
    ]
    manifest = json.loads((folder / "survey_answers_survey_manifest.json").read_text("utf-8"))
    assert manifest["survey"]["mode"] == "privatize"


def test_plan_mode_exports_the_xlsform(qtbot, tmp_path):
    window = _window(qtbot, tmp_path, task={"kind": "survey", "mode": "plan"}, outputs={})
    for _ in range(2):
        _next(qtbot, window)
    _next(qtbot, window)
    page = window.pages[window.current]
    qtbot.mouseClick(page.privatizeButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.busy() and page.problem() is None, timeout=60_000)
    _next(qtbot, window)
    _next(qtbot, window)
    export = window.pages[window.current]
    assert not export.data_check.isVisible()
    written = export.export_to(tmp_path / "plan", confirm=False)
    forms = [p for p in written if p.suffix == ".xlsx"]
    assert len(forms) == 1
    assert openpyxl.load_workbook(forms[0]).sheetnames == ["survey", "choices", "settings"]
    report = next(p for p in written if p.suffix == ".html").read_text(encoding="utf-8")
    assert "Instruction cards" in report

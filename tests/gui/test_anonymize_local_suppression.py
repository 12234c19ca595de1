"""Local suppression on the anonymize parameters page, through the real wizard at 1366 × 768:
the checkbox and the importance order (dragged) land in privacy_model."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt

from gui.tasks.anonymize.parameters_page import AnonymizeParametersPage
from tests.engine.test_anonymize_local_suppression import _doc
from tests.gui.wizard_steps import open_project_document

SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def test_the_parameters_page_offers_local_suppression(qtbot, tmp_path):
    window = open_project_document(
        qtbot, _doc(tmp_path, importance=["district"]), tmp_path / "local_project.json"
    )
    while not isinstance(window.pages[window.current], AnonymizeParametersPage):
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    page = window.pages[window.current]
    assert page.local.isChecked() and not page.suppressed.isEnabled()
    assert page._importance()[0] == "district"
    page.importance.model().moveRow(QModelIndex(), 2, QModelIndex(), 0)  # as a drag does
    model = window.state.projects["anonymize"].privacy_model
    assert model.local_suppression and model.importance == tuple(page._importance())
    assert model.importance[1] == "district"
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(SHOTS / "anonymize_local_suppression.png"))
    page.local.setChecked(False)
    model = window.state.projects["anonymize"].privacy_model
    assert not model.local_suppression and model.importance is None and page.suppressed.isEnabled()

"""Survey design roles on the anonymize settings panel, and the publication check (global risk
raw → released against 3 %) on the audit page, through the real wizard at 1366 × 768."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt

from engine.data.readers import read_table
from tests.engine.test_anonymize_survey_design import _doc, _members
from tests.gui.wizard_steps import open_project_document

SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def test_a_column_takes_a_survey_design_role_on_the_settings_panel(qtbot, state, tmp_path):
    from gui.tasks.anonymize.settings_panel import AnonymizeSettingsPanel

    path = tmp_path / "members.csv"
    _members().to_csv(path, index=False)
    state.set_table(read_table(path))
    panel = AnonymizeSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.resize(1366, 600)
    panel.enter()
    weight, household = panel.design.menus["weight"], panel.design.menus["household"]
    weight.setCurrentIndex(weight.findData("weight"))
    household.setCurrentIndex(household.findData("hh_id"))
    design = state.projects["anonymize"].columns.design
    assert (design.weight, design.household) == ("weight", "hh_id")
    assert "Sampling weight = weight" in panel.message.text()
    strata = panel.design.menus["strata"]
    strata.setCurrentIndex(strata.findData("weight"))  # the weight as stratum: said, not taken
    assert "columns.strata" in panel.problem()
    strata.setCurrentIndex(strata.findData(None))
    assert panel.problem() is None


def test_the_audit_page_states_the_publication_check(qtbot, tmp_path):
    window = open_project_document(
        qtbot, _doc(tmp_path, _members(households=400)), tmp_path / "survey_project.json"
    )
    while window.pages[window.current].title != "Audit":
        page = window.pages[window.current]
        if hasattr(page, "privatizeButton"):
            qtbot.mouseClick(page.privatizeButton, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda p=page: not p.busy() and p.problem() is None, timeout=60_000)
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    audit = window.pages[window.current]
    sdc = window.state.results.audits["survey_risk"]
    text = audit.verdict.text()
    assert text.startswith("Publication check: global risk ") and "(threshold 3 %)" in text
    assert text.endswith("publishable") and sdc["released"]["global_risk"] < 0.03
    measures = [audit.risk_model.index(r, 0).data() for r in range(audit.risk_model.rowCount())]
    assert "global risk (expected re-identifications / records)" in measures
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(SHOTS / "anonymize_survey_audit.png"))

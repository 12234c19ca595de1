"""The model pages with pytest-qt: defaults from a freshly loaded table, the settings panel
and the parameters page refusing bad settings with the engine's message, and the sample
through training, the audit (with a sweep) and the export."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pandas as pd
from PySide6.QtCore import Qt

from engine.data.readers import read_table
from engine.privacy.ledger_store import open_ledger
from tests.gui.wizard_steps import go_next, open_window
from tests.paths import SAMPLES

SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def _shot(widget, name: str) -> None:
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(SHOTS / f"model_{name}.png"))


def test_settings_panel_defaults_and_refusals(qtbot, state):
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    state.set_table(read_table(SAMPLES / "credit_sample.csv"))
    panel = ModelSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.resize(1100, 600)
    panel.enter()
    project = state.projects["model"]
    assert project.columns.target == "repaid" and len(project.columns.features) == 10
    assert panel.problem() is None and "not covered" in panel.message.text()
    # declared bounds: a problem naming the first feature without them, until filled
    panel.source_combo.setCurrentIndex(panel.source_combo.findData("declared"))
    assert "standardization.bounds.calls_out_per_day" in panel.problem()
    panel.fill_bounds_button.click()
    assert panel.problem() is None
    project = state.projects["model"]
    assert project.standardization.source == "declared"
    assert project.standardization.bounds["n_contacts"] == (1.0, 247.0)
    _shot(panel, "settings")
    # no feature ticked: the engine's message, Next stays closed
    for i in range(panel.features.count()):
        panel.features.item(i).setCheckState(Qt.CheckState.Unchecked)
    assert panel.problem().startswith("columns.features")


def test_a_table_without_a_categorical_column_says_what_is_missing(qtbot, state):
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    state.set_table(read_table(SAMPLES / "poverty_sample.csv"))
    panel = ModelSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.enter()
    assert panel.problem().startswith("Predict (target): no column has 2 to 10 different values")


def test_parameters_page_checks_and_previews(qtbot, state):
    from gui.tasks.model.parameters_page import ModelParametersPage
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    state.set_table(read_table(SAMPLES / "credit_sample.csv"))
    ModelSettingsPanel(state).enter()
    page = ModelParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    page.epsilon.setValue(2.5)
    page.epochs.setValue(4)
    assert state.projects["model"].training.epsilon == 2.5
    assert "q = 0.1067" in page.preview.text() and "38 steps" in page.preview.text()
    page.batch.setValue(5000)
    assert state.projects["model"].training.batch_size == 256  # not taken: preview empty
    assert page.preview.text() == ""
    page.batch.setValue(128)
    page.utility.setCurrentIndex(page.utility.findData("poverty"))
    assert state.projects["model"].utility.kind == "poverty"
    assert page.problem() is None


def open_sample_wizard(qtbot, tmp_path, epochs: int, audit: dict):
    """The wizard with the model sample opened (`epochs` and `audit` settings changed)."""
    window = open_window(qtbot)
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(SAMPLES / doc["input"]["path"])
    doc["training"]["epochs"] = epochs
    doc["audit"].update(audit)
    project = tmp_path / "model.json"
    project.write_text(json.dumps(doc), encoding="utf-8")
    window.open_project(project)
    qtbot.waitUntil(lambda: not window.load_page.busy(), timeout=60_000)
    return window


def test_sample_trains_audits_sweeps_and_exports(qtbot, tmp_path):

    window = open_sample_wizard(qtbot, tmp_path, epochs=4, audit={"bootstrap": 20})
    assert window.state.family == "model"
    for _ in range(3):
        qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    train = window.pages[window.current]
    qtbot.mouseClick(train.privatizeButton, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not train.busy() and train.problem() is None, timeout=120_000)
    assert train.privatizeButton.text() == "&Train again"
    qtbot.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    audit = window.pages[window.current]
    assert "Spent ε" in audit.note.text()
    assert audit.quality_model.rowCount() == 3 and audit.member_model.rowCount() == 2
    assert audit.calibration.data_items()
    audit.sweep_values.setText("0.5, 2")
    qtbot.mouseClick(audit.sweep_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.state.results.sweep is not None and not audit.busy(), timeout=120_000
    )
    assert len(window.state.results.sweep) == 3 and audit.sweep_panel.data_items()
    [sweep_charge] = window.state.results.charges  # charged with the model at the export
    audit.tabs.setCurrentIndex(1)
    _shot(window, "audit_sweep")
    # the window takes the sweep's end (and frees its Next button) on its own event: wait
    qtbot.waitUntil(window.next_button.isEnabled, timeout=30_000)
    go_next(qtbot, window)
    export = window.pages[window.current]
    export.pdf_check.setChecked(False)
    export.holder_check.setChecked(True)
    written = export.export_to(tmp_path / "out", confirm=False)
    names = sorted(p.name for p in written)
    assert names == [
        "credit_sample_model.csv",
        "credit_sample_model_holder_audit.html",
        "credit_sample_model_holder_audit.pdf",
        "credit_sample_model_manifest.json",
        "credit_sample_model_report.html",
    ]
    model_charge = window.state.results.release.charge
    ledger = open_ledger(model_charge.dataset_ledger.path, model_charge.dataset_ledger.sha256, "")
    releases = [e.release_id for e in ledger.entries]
    assert releases[-3:] == [model_charge.release_id] + [sweep_charge.release_id] * 2
    table = pd.read_csv(tmp_path / "out" / "credit_sample_model.csv")
    assert list(table.columns[:4]) == ["class", "term", "coefficient", "coefficient_original_units"]
    report = (tmp_path / "out" / "credit_sample_model_report.html").read_text(encoding="utf-8")
    assert "Calibration on held-out rows" not in report and "data:image" not in report
    holder = tmp_path / "out" / "credit_sample_model_holder_audit.html"
    holder = holder.read_text(encoding="utf-8")  # measured on held-out raw rows
    assert "Calibration on held-out rows" in holder and "accuracy against ε" in holder


def test_wizard_shows_the_spent_budget_and_refuses_past_the_limit(qtbot, tmp_path, monkeypatch):
    """The parameters page says what this file's ledger holds before and after a training;
    the training is charged when it is exported, not before; with the limit ε = 1.5 a
    second training (ε ≤ 1 each) is refused by the engine with nothing kept and the ledger
    unchanged, as for statistics."""
    from engine.data.fingerprint import file_sha256
    from engine.privacy.ledger_store import default_ledger_path
    from gui.tasks.model.parameters_page import ModelParametersPage
    from tests.gui.wizard_steps import click

    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path / "data"))
    shown = []
    monkeypatch.setattr(
        "gui.pages.privatize_page.show_error", lambda parent, *args: shown.append(args)
    )
    # the ledger is the point: no audit needed
    window = open_sample_wizard(qtbot, tmp_path, epochs=2, audit={"enabled": False})
    go_next(qtbot, window)
    go_next(qtbot, window)
    params = window.pages[window.current]
    assert isinstance(params, ModelParametersPage)
    assert "No release from this file yet" in params.ledgerLabel.text()
    assert "after this release: at most ε = 1," in params.spentLabel.text()
    params.limit_check.setChecked(True)
    params.limit_spin.setValue(1.5)
    assert window.state.projects["model"].budget.limit_epsilon == 1.5
    assert "passes the limit" not in params.spentLabel.text()

    go_next(qtbot, window)
    train = window.pages[window.current]
    click(qtbot, train.privatizeButton)
    qtbot.waitUntil(lambda: not train.busy() and train.problem() is None, timeout=120_000)
    spent = window.state.results.release.accounting.epsilon
    go_next(qtbot, window)
    audit = window.pages[window.current]
    assert f"Dataset ledger: spent ε = {spent:.4g}" in audit.note.text()
    assert "limit ε = 1.5" in audit.note.text() and "before you export" in audit.note.text()
    ledger = default_ledger_path(file_sha256(SAMPLES / "credit_sample.csv"))
    assert not ledger.exists()  # trained and audited, not exported: nothing charged
    go_next(qtbot, window)
    export = window.pages[window.current]
    export.pdf_check.setChecked(False)
    assert len(export.export_to(tmp_path / "out", confirm=False)) == 3
    assert ledger.exists()

    click(qtbot, window.back_button)
    click(qtbot, window.back_button)
    click(qtbot, window.back_button)
    assert window.pages[window.current] is params
    assert f"Already spent on this file: ε = {spent:.4g}" in params.ledgerLabel.text()
    assert "over 1 release(s); limit ε = 1.5." in params.ledgerLabel.text()
    assert "passes the limit ε = 1.5: the release will be refused" in params.spentLabel.text()
    qtbot.wait(50)  # let the layout take the new texts before the picture
    _shot(params, "parameters_ledger")

    before = ledger.read_bytes()
    go_next(qtbot, window)
    window.state.clear_results()
    click(qtbot, train.privatizeButton)
    qtbot.waitUntil(lambda: not train.busy(), timeout=120_000)
    assert window.state.results is None and train.problem() is not None
    [(_title, message, *_)] = shown
    assert message.startswith("budget.limit_epsilon: release refused")
    assert "limit ε = 1.5" in message and "nothing was released or written" in message
    assert ledger.read_bytes() == before

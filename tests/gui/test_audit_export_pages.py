"""Audit and Export pages driven offscreen: cards, plots, the sweep and its Cancel, exports."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt

from engine.core import runner as runner_module
from engine.core.project_file import load_project
from engine.data.readers import read_table
from engine.tasks.targeting import run
from gui.pages import export_page as export_module
from gui.pages.export_page import ExportPage
from gui.state import TargetingResults, WizardState
from gui.tasks.targeting.audit_page import AuditPage
from gui.tasks.targeting.plots import DistributionPlot, figures_for
from gui.widgets.score_card import ScoreCard
from tests.paths import SAMPLES

FEATURES = [
    "calls_out_per_day",
    "sms_out_per_day",
    "airtime_topup_monthly",
    "data_mb_monthly",
    "n_contacts",
    "pct_calls_night",
    "mobile_money_tx_monthly",
    "n_towers_visited",
    "days_active",
    "handset_age_months",
]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """One quick release and audit of a copy of the poverty sample (2 simulations)."""
    folder = tmp_path_factory.mktemp("input")
    for name in ("poverty_sample.csv", "poverty_project.json"):
        shutil.copy(SAMPLES / name, folder / name)
    path = folder / "poverty_project.json"
    project = load_project(path)
    project = dataclasses.replace(
        project,
        audit=dataclasses.replace(project.audit, simulations=2, inference_targets=50, seed=5),
    )
    table = read_table(project.input.path)
    data = run.load_data(project, table)
    outcome = run.privatize(project, data)
    return project, table, path, outcome, run.audit(outcome)


@pytest.fixture
def state(released):
    project, table, path, outcome, audit = released
    state = WizardState()
    state.apply_project("targeting", project, path, table=table)
    state.set_results(TargetingResults(outcome, audit))
    return state


@pytest.fixture
def audit_page(qtbot, state):
    page = AuditPage(state, sweep_values=(0.05, 0.5))
    qtbot.addWidget(page)
    page.resize(1100, 750)
    page.enter()
    yield page
    page.sweep_runner.cancel()
    page.sweep_runner.wait(30)


@pytest.fixture
def export_page(qtbot, state):
    page = ExportPage(state)
    qtbot.addWidget(page)
    page.enter()
    return page


def legend_names(panel) -> list[str]:
    return [label.text for _, label in panel.legend.items]


# --- Audit page ---------------------------------------------------------------------------------


def test_cards_show_numbers_with_spread_badges_and_the_original(audit_page):
    kinds = {
        "singlingCard": "attack result",
        "inferenceCard": "attack result",
        "distinguishingCard": "proven",
        "utilityCard": "simulation",
    }
    for name, badge in kinds.items():
        card = audit_page.findChild(ScoreCard, name)
        assert card is not None and card.isVisibleTo(audit_page)
        assert "±" in card.value_text(), name
        assert card.badge.text() == badge
        assert card.baseline_label.text().startswith("Original data")
        assert card.meaning_label.text()
    utility = audit_page.findChild(ScoreCard, "utilityCard")
    assert "accuracy" in utility.title_label.text()
    assert "people" in utility.detail_label.text() and "±" in utility.detail_label.text()
    assert not audit_page.note.isVisibleTo(audit_page)
    assert audit_page.problem() is None and not audit_page.busy()


def test_note_instead_of_cards_when_audits_were_off(qtbot, released):
    project, table, path, outcome, _ = released
    state = WizardState()
    assert AuditPage(state).problem() == "Privatize first."
    state.apply_project("targeting", project, path, table=table)
    state.set_results(TargetingResults(outcome))  # no audit
    page = AuditPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.problem() is None
    assert page.note.isVisibleTo(page) and "turned off" in page.note.text()
    assert not page.cards.isVisibleTo(page)
    assert len(page.distribution_plot.data_items()) == 2


def test_plots_have_data_before_any_sweep(audit_page):
    trade = audit_page.tradeoff_plot
    assert trade.hint.isVisibleTo(trade) and "Run sweep" in trade.hint.text()
    names = legend_names(trade)
    assert names == ["Original data (not private)", "Chosen setting (r=0.25)"]
    dist = audit_page.distribution_plot
    assert dist.column_combo.count() == len(FEATURES)
    assert [label for label in legend_names(dist)] == ["Original data", "Released data"]
    # the same bins for both histograms
    before, after = (item.getData()[0] for item in dist.data_items())
    np.testing.assert_array_equal(before, after)
    dist.select_column("days_active")
    assert "days_active" in dist.plot.getPlotItem().getAxis("bottom").labelText
    bars = [
        i
        for i in audit_page.inference_plot.plot.getPlotItem().items
        if isinstance(i, pg.BarGraphItem)
    ]
    assert len(bars) == 1 and len(bars[0].opts["width"]) == len(FEATURES)
    for panel in (trade, dist, audit_page.inference_plot):
        png = panel.export_png(600)
        assert png.startswith(b"\x89PNG") and len(png) > 2000


def test_report_distributions_show_the_released_data_alone(qtbot, state):
    """A report may be shared: its histograms never draw the original column, whose range
    and tail bins show the raw extremes (the audit page keeps the comparison)."""
    dist = DistributionPlot()
    qtbot.addWidget(dist)
    release = state.results.release
    original = release.data.features.copy()
    column = FEATURES[0]
    original.loc[original.index[0], column] = 1e9  # one raw outlier far outside the release
    dist.show_original(False)
    dist.set_tables(original, release.table)
    dist.select_column(column)
    (item,) = dist.data_items()
    edges = item.getData()[0]
    assert edges.max() < 1e8 and legend_names(dist) == ["Released data"]
    dist.show_original(True)
    assert len(dist.data_items()) == 2 and dist.data_items()[0].getData()[0].max() >= 1e9
    titles = [title for title, _ in figures_for(state)]
    assert any(title.startswith(f"Released distribution of {FEATURES[0]}") for title in titles)
    assert not any("Before and after" in title for title in titles)


def test_sweep_runs_to_completion_and_draws_the_curve(qtbot, audit_page, state):
    button = audit_page.findChild(type(audit_page.sweep_button), "sweepButton")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert audit_page.busy() and not button.isEnabled()
    assert audit_page.sweep_progress.isVisibleTo(audit_page)
    qtbot.waitUntil(lambda: not audit_page.busy(), timeout=60_000)
    assert state.results.sweep is not None and state.results.sweep.parameter == "r"
    values = sorted(row.value for row in state.results.sweep.rows if row.value is not None)
    assert values == [0.05, 0.25, 0.5, 2.0]
    points = {row.point for row in state.results.sweep.rows}
    assert points == {"non-private", "chosen", "classic-dp", ""}
    trade = audit_page.tradeoff_plot
    assert "fresh simulation" in trade.hint.text()
    names = legend_names(trade)
    assert names[0] == "Swept settings (r)"
    assert {"Original data (not private)", "Classic DP (r = 2)", "Chosen setting (r=0.25)"} <= set(
        names
    )
    curve = trade.data_items()[0]
    assert len(curve.getData()[0]) == 4
    labels = sorted(
        i.textItem.toPlainText()
        for i in trade.plot.getPlotItem().items
        if isinstance(i, pg.TextItem)
    )
    assert labels == ["r=0.05", "r=0.25", "r=0.5", "r=2"]
    assert any(isinstance(i, pg.ErrorBarItem) for i in trade.plot.getPlotItem().items)
    for key in ("attribute_inference_protection", "distinguishing_protection"):
        trade.select_score(key)
        assert len(trade.data_items()) == 4
    assert button.isEnabled() and not audit_page.sweep_cancel.isVisibleTo(audit_page)


def test_cancel_leaves_no_sweep_and_the_page_usable(qtbot, state, released):
    page = AuditPage(state)  # the full default grid: long enough to cancel
    qtbot.addWidget(page)
    page.enter()
    with qtbot.waitSignal(page.sweep_runner.progress, timeout=10_000):
        qtbot.mouseClick(page.sweep_button, Qt.MouseButton.LeftButton)
    assert page.busy()
    with qtbot.waitSignal(page.sweep_runner.cancelled, timeout=60_000):
        qtbot.mouseClick(page.sweep_cancel, Qt.MouseButton.LeftButton)
    assert state.results.sweep is None and not page.busy()
    assert page.sweep_button.isEnabled() and "cancelled" in page.sweep_time.text()
    assert page.tradeoff_plot.hint.isVisibleTo(page.tradeoff_plot)
    page.sweep_runner.wait(30)


# --- Export page --------------------------------------------------------------------------------


def test_export_writes_data_reports_and_manifest(export_page, state, tmp_path):
    source = Path(state.table.path)
    before = sha256(source)
    assert export_page.base_name_edit.text() == "poverty_sample_private"
    assert export_page.format_combo.itemData(0) == "csv"
    assert [export_page.format_combo.itemData(i) for i in range(3)] == ["csv", "xlsx", "parquet"]
    assert all(
        check.isChecked()
        for check in (
            export_page.data_check,
            export_page.html_check,
            export_page.pdf_check,
            export_page.manifest_check,
        )
    )
    assert not export_page.include_target_check.isChecked()

    written = export_page.export_to(tmp_path)
    names = sorted(p.name for p in written)
    assert names == [
        "poverty_sample_private.csv",
        "poverty_sample_private_manifest.json",
        "poverty_sample_private_report.html",
        "poverty_sample_private_report.pdf",
    ]
    assert all(p.parent == tmp_path for p in written)
    assert sorted(p.name for p in tmp_path.iterdir()) == names  # no temporary files left

    released = pd.read_csv(tmp_path / "poverty_sample_private.csv")
    assert list(released.columns) == ["household_id", *FEATURES]
    assert "consumption_per_capita" not in released.columns
    np.testing.assert_allclose(
        released[FEATURES], state.results.release.table[FEATURES], rtol=1e-12
    )
    original = state.results.release.data.features
    # the user's units, not the unit ball: means stay near the original means
    for column in ("days_active", "handset_age_months", "n_contacts"):
        assert abs(released[column].mean() - original[column].mean()) < 0.2 * abs(
            original[column].mean()
        )

    text = (tmp_path / "poverty_sample_private_manifest.json").read_text()
    manifest = json.loads(text)
    assert "seed" not in text
    assert manifest["columns"]["released"] == ["household_id", *FEATURES]
    assert manifest["input"]["sha256"] == before

    html = (tmp_path / "poverty_sample_private_report.html").read_text()
    assert html.count("data:image/png;base64,") >= 3 and "seed" not in html
    pdf = (tmp_path / "poverty_sample_private_report.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
    assert "poverty_sample_private_report.pdf" in export_page.status.text()
    assert sha256(source) == before


def test_export_again_asks_once_before_replacing(export_page, tmp_path, monkeypatch):
    export_page.pdf_check.setChecked(False)
    first = export_page.export_to(tmp_path)

    def stamps_of(paths):  # an atomic replace makes a new file
        return {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in paths}

    stamps = stamps_of(first)
    asked = []

    def answer(value):
        def confirm(parent, paths):
            asked.append(list(paths))
            return value

        return confirm

    monkeypatch.setattr(export_module.dialogs, "confirm_overwrite", answer(False))
    assert export_page.export_to(tmp_path) == []
    assert len(asked) == 1 and sorted(asked[0]) == sorted(first)
    assert stamps_of(first) == stamps
    assert "Nothing" in export_page.status.text()

    monkeypatch.setattr(export_module.dialogs, "confirm_overwrite", answer(True))
    again = export_page.export_to(tmp_path)
    assert sorted(again) == sorted(first) and len(asked) == 2
    assert all(stamps_of(again)[p] != stamps[p] for p in again)


def test_one_existing_file_uses_the_shared_question(export_page, tmp_path, monkeypatch):
    for check in (export_page.data_check, export_page.html_check, export_page.pdf_check):
        check.setChecked(False)
    (written,) = export_page.export_to(tmp_path)
    asked = []
    monkeypatch.setattr(
        export_module.dialogs, "confirm_overwrite", lambda parent, paths: asked.extend(paths)
    )
    assert export_page.export_to(tmp_path) == [] and asked == [written]


@pytest.mark.parametrize("fmt", ["xlsx", "parquet"])
def test_other_formats_round_trip(export_page, state, tmp_path, fmt):
    export_page.format_combo.setCurrentIndex(export_page.format_combo.findData(fmt))
    export_page.html_check.setChecked(False)
    export_page.pdf_check.setChecked(False)
    written = export_page.export_to(tmp_path)
    data = tmp_path / f"poverty_sample_private.{fmt}"
    assert data in written
    frame = read_table(data).frame
    pd.testing.assert_frame_equal(
        frame.reset_index(drop=True),
        state.results.release.table.reset_index(drop=True),
        check_dtype=False,
    )


def test_changed_identifier_and_target_choice_rebuilds_without_reprivatizing(
    export_page, state, tmp_path
):
    export_page.identifiers_combo.setCurrentIndex(export_page.identifiers_combo.findData("drop"))
    export_page.include_target_check.setChecked(True)
    export_page.html_check.setChecked(False)
    export_page.pdf_check.setChecked(False)
    export_page.export_to(tmp_path)
    released = pd.read_csv(tmp_path / "poverty_sample_private.csv")
    assert "household_id" not in released.columns
    # Same privatized rows (in another random order), now with their target values.
    features = state.results.release.prepared.in_user_units(state.results.release.release.features)
    expected = features[FEATURES].assign(consumption_per_capita=state.results.release.data.target)
    by_rows = [*FEATURES, "consumption_per_capita"]
    np.testing.assert_allclose(
        released[by_rows].sort_values(by_rows).to_numpy(),
        expected[by_rows].sort_values(by_rows).to_numpy(),
        rtol=1e-12,
    )
    manifest = json.loads((tmp_path / "poverty_sample_private_manifest.json").read_text())
    assert manifest["columns"]["identifier_handling"] == "drop"
    assert manifest["columns"]["target_released"] is True
    assert (
        state.projects["targeting"].outputs.identifiers == "drop"
        and state.projects["targeting"].outputs.include_target
    )
    assert state.results is not None  # changing outputs keeps the results


def test_refuses_to_write_over_the_input(export_page, state, monkeypatch):
    source = Path(state.table.path)
    before = sha256(source)
    contents = sorted(source.parent.iterdir())
    errors = []
    monkeypatch.setattr(export_module, "show_error", lambda *args: errors.append(args))
    export_page.base_name_edit.setText("poverty_sample")  # → poverty_sample.csv, the input
    assert export_page.export_to(source.parent) == []
    assert errors and "overwrite the input" in errors[0][2]
    assert sorted(source.parent.iterdir()) == contents and sha256(source) == before


def test_sweep_goes_into_report_and_manifest(qtbot, audit_page, export_page, state, tmp_path):
    audit_page.start_sweep()
    qtbot.waitUntil(lambda: not audit_page.busy(), timeout=60_000)
    assert len(figures_for(state)) == 3 + 1 + 6
    export_page.pdf_check.setChecked(False)
    export_page.holder_check.setChecked(True)
    export_page.export_to(tmp_path)
    # simulated on the raw data: the sweep is the data holder's, the shared report has the
    # released distributions only
    manifest = json.loads((tmp_path / "poverty_sample_private_manifest.json").read_text())
    assert "sweep" not in manifest and set(manifest["audit"]) == {"distinguishing"}
    html = (tmp_path / "poverty_sample_private_report.html").read_text()
    assert "Trade-off sweep" not in html and html.count("data:image/png;base64,") == 6
    holder = (tmp_path / "poverty_sample_private_holder_audit.html").read_text()
    assert "Trade-off sweep over r" in holder and holder.count("data:image/png;base64,") == 10
    assert (tmp_path / "poverty_sample_private_holder_audit.pdf").stat().st_size > 0


def test_open_folder_opens_a_local_folder(export_page, tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(export_module.QDesktopServices, "openUrl", opened.append)
    export_page.folder_edit.setText(str(tmp_path))
    export_page.open_folder_button.click()
    assert opened and opened[0].isLocalFile() and Path(opened[0].toLocalFile()) == tmp_path


def test_default_folder_is_documents_privdesk(export_page):
    assert Path(export_page.folder_edit.text()).name == "PrivDesk"
    assert export_page.problem() is None


def test_files_are_written_off_the_gui_thread(export_page, tmp_path, monkeypatch):
    import threading

    writers = []
    real = runner_module.prepare_table

    def recording(frame, path, **kwargs):
        writers.append(threading.current_thread())
        return real(frame, path, **kwargs)

    monkeypatch.setattr(runner_module, "prepare_table", recording)
    written = export_page.export_to(tmp_path)
    assert len(written) == 4 and writers
    assert all(thread is not threading.main_thread() for thread in writers)
    assert not export_page.busy() and export_page.export_button.isEnabled()


def test_a_new_release_clears_the_files_of_the_previous_export(export_page, state, tmp_path):
    """The status once kept listing the files of an export made from an older release."""
    outcome, audit = state.results.release, state.results.audit
    assert state.unexported_release()
    written = export_page.export_to(tmp_path)
    assert written and written[0].name in export_page.status.text()
    assert not state.unexported_release()  # nothing to lose on quit
    state.set_results(TargetingResults(outcome, audit))  # privatized again
    assert export_page.status.text() == "" and state.unexported_release()

"""The mobility task through the real wizard, offscreen: the bundled sample end to end, a
user's own records and trips files, and the input errors a user can make."""

from __future__ import annotations

import hashlib
import json

import pandas as pd
import pytest

from gui.main_window import MainWindow
from gui.tasks.mobility.audit_page import MobilityAuditPage
from gui.tasks.mobility.export_page import MobilityExportPage
from gui.tasks.mobility.privatize_page import MobilityPrivatizePage
from gui.tasks.mobility.task_page import MobilityTaskPage
from tests.gui.wizard_steps import click, go_next
from tests.paths import SAMPLES

RECORDS = SAMPLES / "mobility_records.parquet"
TOWERS = SAMPLES / "mobility_towers.csv"
LONG_COLUMNS = ["day", "origin", "destination", "count", "suppressed"]


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wait_checked(qtbot, window):
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy(), timeout=60_000)


def test_sample_through_all_six_pages_and_export(qtbot, window, tmp_path):
    inputs = {path: sha256(path) for path in (RECORDS, TOWERS)}
    load = window.load_page
    menu = load.sample_button.menu()
    [action] = [a for a in menu.actions() if a.data() == "mobility"]
    action.trigger()
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    wait_checked(qtbot, window)
    assert load.mobility_radio.isChecked()
    assert "1,828,782 call records" in load.mobility_panel.status.text()
    assert isinstance(window.pages[1].panel(), MobilityTaskPage)

    go_next(qtbot, window)  # → task: the sample's event and origin are shown
    task = window.pages[1].panel()
    assert window.pages[1].task_buttons["mobility"].isChecked()
    assert task.origin_combo.currentText() == "R01"
    assert task.event_check.isChecked()
    assert task.event_date.date().toString("yyyy-MM-dd") == "2024-02-10"
    task.targets_spin.setValue(4)  # a short membership attack keeps the test quick
    go_next(qtbot, window)  # → parameters
    assert window.state.projects["mobility"].audit.membership.targets == 4
    go_next(qtbot, window)  # → privatize
    privatize = window.pages[3]
    assert isinstance(privatize, MobilityPrivatizePage)
    assert privatize.fileLabel.text() == "mobility_records.parquet + mobility_towers.csv"
    assert "60 days" in privatize.rowsLabel.text()
    assert "60 × 1 = 60" in privatize.guaranteeLabel.text()
    assert not window.next_button.isEnabled()
    click(qtbot, privatize.privatizeButton)
    qtbot.waitUntil(lambda: window.state.results is not None, timeout=120_000)
    qtbot.waitUntil(lambda: not privatize.busy(), timeout=10_000)
    results = window.state.results
    assert results.audits["sir"]["origin"] == "R01"
    assert results.curves is not None and results.curves.raw.shape == (61, 30)
    assert len(results.audits["membership"]["rows"]) > 0

    go_next(qtbot, window)  # → audit
    assert isinstance(window.pages[4], MobilityAuditPage)
    assert window.pages[4].problem() is None
    go_next(qtbot, window)  # → export
    export = window.pages[5]
    assert isinstance(export, MobilityExportPage)
    assert export.format_combo.currentData() == "csv"
    export.folder_edit.setText(str(tmp_path))
    export.holder_check.setChecked(True)
    click(qtbot, export.export_button)
    base = export.base_name_edit.text()
    names = {p.name for p in tmp_path.iterdir()}
    assert names == {
        f"{base}.csv",
        f"{base}_report.html",
        f"{base}_report.pdf",
        f"{base}_manifest.json",
        f"{base}_holder_audit.html",
        f"{base}_holder_audit.pdf",
    }
    table = pd.read_csv(tmp_path / f"{base}.csv")
    assert list(table.columns) == LONG_COLUMNS
    assert len(table) == 60 * 30 * 29
    released = results.release.private.counts
    first = table.iloc[0]
    assert first["count"] == released[0, 0, 1]
    manifest_text = (tmp_path / f"{base}_manifest.json").read_text(encoding="utf-8")
    manifest = json.loads(manifest_text)
    assert manifest["task"] == {"kind": "mobility"}
    assert manifest["audit_settings"]["membership"]["targets"] == 4
    assert "seed" not in manifest_text.replace('"seed": null', "")
    html = (tmp_path / f"{base}_report.html").read_text(encoding="utf-8")
    assert html.count("data:image/png;base64,") == 1  # the released matrix, nothing raw
    assert "audit" not in manifest and "data_checks" not in manifest
    holder = (tmp_path / f"{base}_holder_audit.html").read_text(encoding="utf-8")
    assert holder.count("data:image/png;base64,") >= 3  # errors and curves against the raw
    assert (tmp_path / f"{base}_report.pdf").read_bytes().startswith(b"%PDF")
    for path, digest in inputs.items():
        assert sha256(path) == digest


def test_saved_mobility_project_reopens_every_page(qtbot, window, tmp_path):
    load = window.load_page
    load.open_sample("mobility")
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    wait_checked(qtbot, window)
    go_next(qtbot, window)
    window.pages[1].panel().beta_spin.setValue(0.3)
    window.go_to(0)
    assert window.save_project_to(tmp_path / "mine.json")

    other = MainWindow()
    qtbot.addWidget(other)
    other.open_project(tmp_path / "mine.json")
    qtbot.waitUntil(lambda: other.state.projects["mobility"] is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not other.load_page.busy(), timeout=60_000)
    assert other.state.family == "mobility"
    assert other.state.projects["mobility"] == window.state.projects["mobility"]
    assert other.state.projects["mobility"].audit.sir_beta == 0.3
    other.go_to(1)
    assert other.pages[1].panel().beta_spin.value() == pytest.approx(0.3)


def _choose_mobility_files(qtbot, window, main, towers=None, columns=None):
    load = window.load_page
    click(qtbot, load.mobility_radio)
    assert window.state.family == "mobility"
    assert not window.next_button.isEnabled()
    load.mobility_panel.set_files(main, towers, columns)
    qtbot.waitUntil(lambda: not load.busy(), timeout=60_000)


def test_own_records_with_renamed_columns(qtbot, window, tmp_path):
    records = tmp_path / "cdr.csv"
    records.write_text(
        "msisdn,when,site\n"
        "a,2024-05-01 08:00:00,T0001\n"
        "a,2024-05-01 12:00:00,T0040\n"
        "b,2024-05-01 22:00:00,T0040\n"
        "b,2024-05-02 09:00:00,T0001\n",
        encoding="utf-8",
    )
    _choose_mobility_files(qtbot, window, records, TOWERS)
    panel = window.load_page.mobility_panel
    # The columns are guessed by position; the check found all three.
    assert panel.current_columns() == {"subscriber": "msisdn", "time": "when", "tower": "site"}
    summary = window.state.input_summary
    assert (summary.rows, summary.subscribers, summary.days) == (4, 2, 2)
    assert window.next_button.isEnabled()
    assert window.state.projects["mobility"].columns["time"] == "when"


def test_unknown_tower_is_named_and_blocks_next(qtbot, window, tmp_path):
    records = tmp_path / "cdr.csv"
    records.write_text(
        "subscriber,time,tower\na,2024-05-01 08:00:00,T0001\na,2024-05-01 09:00:00,NOPE\n",
        encoding="utf-8",
    )
    before = sha256(records)
    _choose_mobility_files(qtbot, window, records, TOWERS)
    panel = window.load_page.mobility_panel
    assert "NOPE" in panel.status.text()
    assert "tower table" in panel.status.text()
    assert window.state.projects["mobility"] is None
    assert not window.next_button.isEnabled()
    assert "NOPE" in window.reason.text()
    assert sha256(records) == before


def test_trips_input_runs_without_the_epidemic_audit(qtbot, window, tmp_path):
    trips = tmp_path / "trips.csv"
    rows = ["subscriber,day,origin,destination"]
    for person in range(40):
        for day in range(1, 8):
            rows.append(f"p{person},2024-03-0{day},R{1 + person % 3},R{1 + (person + day) % 4}")
    trips.write_text("\n".join(rows) + "\n", encoding="utf-8")
    _choose_mobility_files(qtbot, window, trips)
    summary = window.state.input_summary
    assert summary.kind == "trips"
    assert summary.days == 7
    assert summary.regions == ["R1", "R2", "R3", "R4"]
    go_next(qtbot, window)  # task
    go_next(qtbot, window)  # parameters
    go_next(qtbot, window)  # privatize
    click(qtbot, window.pages[3].privatizeButton)
    qtbot.waitUntil(lambda: window.state.results is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not window.pages[3].busy(), timeout=10_000)
    audits = window.state.results.audits
    assert "records" in audits["sir"]["skipped"]
    assert window.state.results.curves is None


def test_cancel_keeps_nothing(qtbot, window):
    window.load_page.open_sample("mobility")
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    wait_checked(qtbot, window)
    for _ in range(3):
        go_next(qtbot, window)
    page = window.pages[3]
    click(qtbot, page.privatizeButton)
    qtbot.waitUntil(lambda: page.cancelButton.isEnabled(), timeout=5_000)
    click(qtbot, page.cancelButton)
    qtbot.waitUntil(lambda: not page.busy(), timeout=30_000)
    assert window.state.results is None
    assert "nothing was kept" in page.statusLabel.text()
    assert not window.next_button.isEnabled()


def test_switching_back_to_people_data_restores_the_targeting_pages(qtbot, window):
    load = window.load_page
    click(qtbot, load.mobility_radio)
    assert isinstance(window.pages[1].panel(), MobilityTaskPage)
    click(qtbot, load.people_radio)
    assert window.state.family == "targeting"
    assert window.pages[1].title == "Choose task" and not isinstance(
        window.pages[1].panel(), MobilityTaskPage
    )
    assert "Open a data file" in window.reason.text()


def test_renamed_trip_columns_are_guessed_in_order(qtbot, window, tmp_path):
    trips = tmp_path / "moves.csv"
    trips.write_text(
        "person,date,from,to\nx,2024-03-01,A,B\nx,2024-03-02,B,A\ny,2024-03-02,A,C\n",
        encoding="utf-8",
    )
    _choose_mobility_files(qtbot, window, trips)
    panel = window.load_page.mobility_panel
    assert panel.current_columns() == {
        "subscriber": "person",
        "day": "date",
        "origin": "from",
        "destination": "to",
    }
    assert window.state.input_summary.regions == ["A", "B", "C"]


def test_new_session_and_a_targeting_sample_leave_the_mobility_task(qtbot, window):
    load = window.load_page
    load.open_sample("mobility")
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    wait_checked(qtbot, window)
    window.new_session()
    assert window.state.family == "targeting" and window.state.projects["mobility"] is None
    assert load.people_radio.isChecked()
    assert load.mobility_panel.main_edit.text() == ""

    click(qtbot, load.mobility_radio)
    load.open_sample("poverty")
    qtbot.waitUntil(lambda: window.state.table is not None and not load.busy(), timeout=20_000)
    assert window.state.family == "targeting"
    assert load.people_radio.isChecked()
    assert load.kind_stack.currentIndex() == 0
    assert window.next_button.isEnabled()

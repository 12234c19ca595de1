"""The statistics task through the real wizard, offscreen: a plain table loaded and the
task chosen (defaults built), queries edited with bad values named by key, the budget
preview, privatize, the audit tabs, export (ledger included), and a release refused by the
dataset's limit with nothing kept."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from engine.core.commit import InterruptedAfterCommit
from engine.core.errors import Cancelled
from gui.jobs import JobRunner
from gui.pages.task_privatize_page import TaskResults
from gui.tasks.statistics.audit_page import StatisticsAuditPage
from gui.tasks.statistics.parameters_page import StatisticsParametersPage
from gui.tasks.statistics.privatize_page import StatisticsPrivatizePage
from gui.tasks.statistics.settings_panel import StatisticsSettingsPanel
from tests.gui.wizard_steps import click, go_next, open_window
from tests.paths import SAMPLES

SHOTS = None  # set to a folder (e.g. "/tmp/shots") to save screenshots of every page


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path / "data"))
    return open_window(qtbot)


def shot(window, name):
    if SHOTS:
        window.grab().save(f"{SHOTS}/statistics_{name}.png")


def load_table(qtbot, window, tmp_path):
    path = tmp_path / "survey.csv"
    shutil.copy(SAMPLES / "statistics_survey.csv", path)
    window.load_page.load_path(path)
    qtbot.waitUntil(lambda: window.state.table is not None and not window.load_page.busy(),
                    timeout=60_000)  # fmt: skip
    go_next(qtbot, window)
    choose = window.pages[1]
    choose.task_buttons["statistics"].setChecked(True)
    panel = choose.panel()
    assert isinstance(panel, StatisticsSettingsPanel)
    return panel


def privatize(qtbot, window):
    page = window.pages[window.current]
    assert isinstance(page, StatisticsPrivatizePage)
    click(qtbot, page.privatizeButton)
    qtbot.waitUntil(lambda: not page.busy(), timeout=60_000)
    return page


def test_a_loaded_table_through_every_step(qtbot, window, tmp_path):
    panel = load_table(qtbot, window, tmp_path)
    project = window.state.projects["statistics"]
    assert [q.type for q in project.queries] == ["count", "mean"]
    assert project.queries[1].column == "age" and project.categories == {}  # nothing read
    assert not any(q.by for q in project.queries)
    assert "No release from this file yet" in panel.ledgerLabel.text()
    shot(window, "settings")

    panel.query_list.setCurrentRow(1)
    panel.editor.bounds_edit.setText("90, 10")
    panel.editor.bounds_edit.textEdited.emit("90, 10")
    assert "queries[1].bounds" in panel.problem()
    assert not window.next_button.isEnabled()
    panel.editor.bounds_edit.setText("0, 100")
    panel.editor.bounds_edit.textEdited.emit("0, 100")
    assert panel.problem() is None
    click(qtbot, panel.add_button)  # a third query: a histogram of income
    editor = panel.editor
    editor.type_combo.setCurrentIndex(editor.type_combo.findData("histogram"))
    editor.column_combo.setCurrentIndex(editor.column_combo.findData("income"))
    editor.bins_edit.setText("0, 50000, 100000, 1000000")
    editor.bins_edit.textEdited.emit("x")
    queries = window.state.projects["statistics"].queries
    assert queries[2].type == "histogram" and queries[2].bins == (0, 50000, 100000, 1000000)
    click(qtbot, panel.up_button)
    assert window.state.projects["statistics"].queries[1].type == "histogram"

    go_next(qtbot, window)  # → budget
    budget = window.pages[2]
    assert isinstance(budget, StatisticsParametersPage)
    assert budget.table.rowCount() == 3
    assert budget.table.item(0, 6).text().startswith("± ")
    budget.epsilon_spin.setValue(3.0)
    assert window.state.projects["statistics"].shares()[0][0] == pytest.approx(1.0)
    budget.table.item(0, 1).setText("4")  # a weighted split
    project = window.state.projects["statistics"]
    assert project.budget.split == "weights"
    assert project.shares()[0][0] == pytest.approx(2.0)
    shot(window, "budget")

    go_next(qtbot, window)  # → privatize
    page = privatize(qtbot, window)
    assert isinstance(window.state.results, TaskResults)
    assert page.problem() is None
    shot(window, "privatize")

    go_next(qtbot, window)  # → audit
    audit = window.pages[4]
    assert isinstance(audit, StatisticsAuditPage)
    assert "DP" in audit.guaranteeLabel.text()
    assert audit.cells_chart.query_combo.count() == 3
    assert "recover" in audit.reconstructionLabel.text()
    assert audit.ledger_model.rowCount() == 3
    for index in range(audit.tabs.count()):
        audit.tabs.setCurrentIndex(index)
        shot(window, f"audit_{index}")
    audit.tabs.setCurrentIndex(0)

    go_next(qtbot, window)  # → export
    export = window.pages[5]
    export.folder_edit.setText(str(tmp_path / "out"))
    export.ledger_check.setChecked(True)
    shot(window, "export")
    written = export.export_to(tmp_path / "out", confirm=False)
    names = sorted(p.name for p in written)
    assert names == sorted(
        f"survey_statistics{s}"
        for s in (".csv", "_report.html", "_report.pdf", "_manifest.json", "_ledger.csv")
    )
    tables = pd.read_csv(tmp_path / "out" / "survey_statistics.csv")
    assert {"estimate", "lower_95", "upper_95", "noise_scale"} <= set(tables.columns)
    manifest = json.loads((tmp_path / "out" / "survey_statistics_manifest.json").read_text())
    assert manifest["task"]["kind"] == "statistics" and manifest["dataset_ledger"]["entries"] == 3


def test_a_release_past_the_limit_is_refused_and_nothing_kept(qtbot, window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(
        "gui.pages.privatize_page.show_error", lambda parent, *args: shown.append(args)
    )
    load_table(qtbot, window, tmp_path)
    go_next(qtbot, window)
    budget = window.pages[2]
    budget.limit_check.setChecked(True)
    budget.limit_spin.setValue(1.5)
    budget.audit_check.setChecked(False)  # the refusal is the point: no attack needed
    go_next(qtbot, window)
    privatize(qtbot, window)
    assert isinstance(window.state.results, TaskResults)
    budget.enter()  # privatized, not exported: nothing charged yet
    assert "passes the limit" not in budget.spentLabel.text()
    export = window.pages[5]
    export.enter()
    assert len(export.export_to(tmp_path / "out", confirm=False)) >= 3  # charged here
    window.state.clear_results()
    page = privatize(qtbot, window)  # ε = 1 again: 2 > 1.5
    assert window.state.results is None and page.problem() is not None
    [(_title, message, *_)] = shown
    assert "spent ε = 1" in message and "limit ε = 1.5" in message
    budget.enter()  # the budget page now says the next release would pass the limit
    assert "passes the limit" in budget.spentLabel.text()


def test_the_query_editor_shows_only_what_each_type_uses(qtbot):
    from engine.tasks.statistics.query_spec import OPTIONAL, REQUIRED, query_from_dict
    from gui.tasks.statistics.query_editor import QueryEditor, type_labels

    editor = QueryEditor()
    qtbot.addWidget(editor)
    editor.set_columns(["district", "region", "income", "household_size"])
    for kind in type_labels():
        editor.type_combo.setCurrentIndex(editor.type_combo.findData(kind))
        shown = {key for key, widget in editor.rows.items() if editor.form.isRowVisible(widget)}
        used = set(REQUIRED[kind] + OPTIONAL[kind])
        assert shown - {"by2", "x"} <= used, kind
        assert used - {"x"} <= shown | {"x"}, kind
    editor.type_combo.setCurrentIndex(editor.type_combo.findData("mos_slope"))
    editor.column_combo.setCurrentIndex(editor.column_combo.findData("income"))
    editor.x_combo.setCurrentIndex(editor.x_combo.findData("household_size"))
    editor.by_combos[0].setCurrentIndex(editor.by_combos[0].findData("district"))
    editor.level_combo.setCurrentIndex(editor.level_combo.findData("region"))
    editor.bounds_edit.setText("0, 500000")
    editor.x_bounds_edit.setText("1, 12")
    query = query_from_dict(editor.to_dict(), "queries[0]")
    assert (query.x, query.x_bounds, query.sensitivity_level) == (
        "household_size",
        (1, 12),
        "region",
    )
    editor.load(query)
    assert editor.to_dict() == query.to_dict()


def test_a_cancel_after_the_commit_is_reported_with_what_was_written_not_as_nothing_kept(qtbot):
    """The job runner turns a cancel that came once the outputs were committed into a
    failure message that says what was written; a plain cancel stays a cancel."""
    runner = JobRunner()
    failures, cancels = [], []
    runner.failed.connect(lambda message, details: failures.append(message))
    runner.cancelled.connect(lambda: cancels.append(True))

    def cancelled_after_commit(ctx):
        raise InterruptedAfterCommit([], [Path("r-9.csv")])

    with qtbot.waitSignal(runner.finished, timeout=10_000):
        runner.start(cancelled_after_commit)
    assert not cancels and "Written: r-9.csv" in failures[0]

    def cancelled(ctx):
        raise Cancelled()

    with qtbot.waitSignal(runner.finished, timeout=10_000):
        runner.start(cancelled)
    assert cancels == [True] and len(failures) == 1


def test_a_grouping_is_refused_until_its_groups_are_typed(qtbot, window, tmp_path):
    """Group by a column: nothing is read from the data, the query is refused by key until
    the user declares its groups (MATH 7.2: cells never read from the data)."""
    panel = load_table(qtbot, window, tmp_path)
    editor = panel.editor
    panel.query_list.setCurrentRow(0)
    editor.by_combos[0].setCurrentIndex(editor.by_combos[0].findData("household_id"))
    project = window.state.projects["statistics"]
    assert project.queries[0].by == ("household_id",)
    assert "household_id" not in project.categories
    assert "categories.household_id" in panel.problem()
    assert "Declare the groups of household_id" in panel.groups.note.text()
    assert panel.groups.typed_edit.toPlainText() == ""
    assert not window.next_button.isEnabled()
    panel.groups.typed_edit.setPlainText("1, 2.0\n3")
    assert window.state.projects["statistics"].categories["household_id"] == ("1", "2", "3")
    assert panel.problem() is None and window.next_button.isEnabled()

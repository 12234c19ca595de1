"""A file too large for memory through the real wizard: the Load page keeps its first rows,
only the statistics task stays open, which aggregates the whole file with DuckDB (out of
core) — every row counted, the groups typed by the user (never read from the file) — and
refuses a query type that needs the table in memory."""

from __future__ import annotations

import pandas as pd
import pytest

from engine.data import memory_fit, readers
from gui.main_window import MainWindow
from tests.gui.wizard_steps import click, go_next, open_window
from tests.paths import SAMPLES

HEAD = 20


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(memory_fit, "available_memory_bytes", lambda: 1_000)  # every file
    monkeypatch.setattr(readers, "HEAD_ROWS", HEAD)
    return open_window(qtbot)


def test_a_file_larger_than_memory_is_released_from_the_file(qtbot, window, tmp_path):
    # sorted by region, so the first rows hold one region only
    people = pd.read_csv(SAMPLES / "statistics_survey.csv").sort_values(["region", "age"])
    path = tmp_path / "national.csv"
    people.to_csv(path, index=False)
    assert people["region"].head(HEAD).nunique() == 1

    window.load_page.load_path(path)
    qtbot.waitUntil(lambda: window.state.table is not None and not window.load_page.busy(),
                    timeout=60_000)  # fmt: skip
    table = window.state.table
    assert table.head_only and len(table.frame) == HEAD
    assert f"first {HEAD} rows" in window.load_page.status.text()
    bar = window.load_page.progress  # the fingerprint's progress reached the bar
    assert bar.maximum() == 1000 and bar.value() > 0
    assert window.state.family == "statistics"  # targeting cannot use a preview

    go_next(qtbot, window)
    choose = window.pages[1]
    assert choose.task_buttons["statistics"].isChecked()
    assert not choose.task_buttons["targeting"].isEnabled()
    assert not choose.task_buttons["anonymize"].isEnabled()
    assert "larger than the memory" in choose.input_note.text()
    panel = choose.panel()
    project = window.state.projects["statistics"]
    assert project.processing.out_of_core and project.categories == {}
    assert panel.out_of_core_check.isChecked() and not panel.out_of_core_check.isEnabled()

    # the first query counts by region: its cells are the groups the user types
    editor = panel.editor
    panel.query_list.setCurrentRow(0)
    editor.by_combos[0].setCurrentIndex(editor.by_combos[0].findData("region"))
    assert window.state.projects["statistics"].queries[0].by == ("region",)
    assert window.state.projects["statistics"].categories == {}
    assert "categories.region" in panel.problem()  # never read from the file
    assert not window.next_button.isEnabled()
    assert panel.groups.isVisible() and panel.groups.column() == "region"
    panel.groups.typed_edit.setPlainText("North\nSouth, East\nWest")
    declared = window.state.projects["statistics"].categories["region"]
    assert declared == ("North", "South", "East", "West")
    assert panel.problem() is None
    # a query that needs the table in memory is refused by its key
    editor.type_combo.setCurrentIndex(editor.type_combo.findData("quantile"))
    editor.column_combo.setCurrentIndex(editor.column_combo.findData("age"))
    editor.bounds_edit.setText("0, 100")
    editor.bounds_edit.textEdited.emit("0, 100")
    assert "queries[0].type" in panel.problem()
    assert "in memory" in panel.problem()
    editor.type_combo.setCurrentIndex(editor.type_combo.findData("count"))
    editor.by_combos[0].setCurrentIndex(editor.by_combos[0].findData("region"))
    assert panel.problem() is None

    go_next(qtbot, window)  # → budget: the attacks cannot run
    budget = window.pages[2]
    assert not budget.audit_box.isEnabled()
    go_next(qtbot, window)  # → privatize
    page = window.pages[window.current]
    assert "whole file" in page.rowsLabel.text()
    click(qtbot, page.privatizeButton)
    qtbot.waitUntil(lambda: not page.busy(), timeout=60_000)
    assert page.problem() is None
    release = window.state.results.release
    assert release.rows == len(people) and release.frame is None
    cells = release.table[release.table["query"] == release.table["query"].iloc[0]]
    assert sorted(cells["cell"]) == sorted(f"region={r}" for r in people["region"].unique())

    go_next(qtbot, window)  # → audit: cells shown, the attacks said not run
    audit = window.pages[4]
    assert audit.cells_chart.query_combo.count() == len(release.results)
    qtbot.wait(300)
    window.grab().save(str(tmp_path / "audit.png"))
    go_next(qtbot, window)  # → export
    written = window.pages[5].export_to(tmp_path / "out", confirm=False)
    assert any(p.name == "national_statistics.csv" for p in written)


def test_the_pages_of_a_file_larger_than_memory_fit_their_text_in_french(
    qtbot, window, tmp_path, qapp, monkeypatch
):
    from gui import i18n
    from gui.screenshots import layout_problems

    monkeypatch.setenv(i18n.LANGUAGE_ENV, "fr")
    i18n.install(qapp, "fr")
    try:
        french = MainWindow()
        qtbot.addWidget(french)
        french.resize(1280, 800)
        french.show()
        path = tmp_path / "national.csv"
        pd.read_csv(SAMPLES / "statistics_survey.csv").to_csv(path, index=False)
        french.load_page.load_path(path)
        qtbot.waitUntil(lambda: french.state.table is not None and not french.load_page.busy(),
                        timeout=60_000)  # fmt: skip
        problems = {}
        for step in range(4):  # load, choose (notes and switch), budget, privatize
            qtbot.wait(50)
            page = french.pages[french.current]
            if found := layout_problems(french):
                problems[page.title] = found
            if step < 3:
                go_next(qtbot, french)
        assert "mémoire" in french.pages[1].input_note.text()
        assert problems == {}
    finally:
        i18n.install(qapp, "en")

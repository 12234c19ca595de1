"""The statistics wizard never lists a value read from the data as a cell: a phone column is
offered greyed in Group by (with the reason) and refused if chosen anyway; a grouping's
cells are the groups the user types, the values of a codebook (CSV or XLSForm), or groups
the release chooses privately — a category value held by one person never shows up."""

from __future__ import annotations

import pandas as pd
import pytest
from openpyxl import Workbook

from engine.statistics.categories import CODEBOOK, PRIVATE
from gui.tasks.statistics.privatize_page import StatisticsPrivatizePage
from tests.gui.wizard_steps import click, go_next, open_window
from tests.paths import SAMPLES

CANARY = "ZZ-CANARY-DISTRICT"  # one person's district, in no list


@pytest.fixture
def panel(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path / "data"))
    window = open_window(qtbot)
    frame = pd.read_csv(SAMPLES / "statistics_survey.csv")
    frame["phone"] = [f"+228 9{i % 10} {i:06d}" for i in range(len(frame))]  # unique numbers
    frame.loc[7, "district"] = CANARY
    path = tmp_path / "survey.csv"
    frame.to_csv(path, index=False)
    window.load_page.load_path(path)
    qtbot.waitUntil(lambda: window.state.table is not None and not window.load_page.busy(),
                    timeout=60_000)  # fmt: skip
    go_next(qtbot, window)
    window.pages[1].task_buttons["statistics"].setChecked(True)
    panel = window.pages[1].panel()
    panel.window_ = window
    return panel


def group_by(panel, name):
    panel.query_list.setCurrentRow(0)
    box = panel.editor.by_combos[0]
    box.setCurrentIndex(box.findData(name))
    return panel.window_.state.projects["statistics"]


def released_cells(qtbot, panel):
    window = panel.window_
    go_next(qtbot, window)  # → budget
    go_next(qtbot, window)  # → privatize
    page = window.pages[window.current]
    assert isinstance(page, StatisticsPrivatizePage)
    click(qtbot, page.privatizeButton)
    qtbot.waitUntil(lambda: not page.busy(), timeout=60_000)
    table = window.state.results.release.table
    return set(table.loc[table["query"] == table["query"].iloc[0], "cell"])


def test_a_phone_column_is_greyed_in_group_by_and_refused_by_name(panel):
    box = panel.editor.by_combos[0]
    item = box.model().item(box.findData("phone"))
    assert not item.isEnabled() and "phone numbers" in item.toolTip()
    assert box.model().item(box.findData("district")).isEnabled()
    project = group_by(panel, "phone")  # chosen anyway (a project opened from a file)
    assert "'phone' looks like phone numbers" in panel.problem()
    assert "phone" not in project.categories  # nothing was read from the column


def test_a_grouping_lists_no_value_of_the_data_until_typed(qtbot, panel):
    project = group_by(panel, "district")
    assert project.categories == {}  # the data's districts are never filled in
    assert "categories.district" in panel.problem()
    assert panel.groups.typed_edit.toPlainText() == ""
    assert CANARY not in panel.groups.note.text()
    panel.groups.typed_edit.setPlainText("D01\nD02, D03")
    assert panel.window_.state.projects["statistics"].categories["district"] == (
        "D01",
        "D02",
        "D03",
    )
    assert panel.problem() is None
    assert released_cells(qtbot, panel) == {"district=D01", "district=D02", "district=D03"}


def test_a_csv_codebook_gives_only_its_values(qtbot, panel, tmp_path):
    codebook = tmp_path / "districts.csv"
    codebook.write_text("district\nD05\nD06\n", encoding="utf-8")
    group_by(panel, "district")
    panel.groups.load_codebook(codebook)
    project = panel.window_.state.projects["statistics"]
    assert project.categories["district"] == ("D05", "D06")
    assert project.category_sources["district"].kind == CODEBOOK
    assert "districts.csv" in panel.groups.note.text() and panel.problem() is None
    panel.groups.header_check.setChecked(False)  # the header line becomes a group
    project = panel.window_.state.projects["statistics"]
    assert project.categories["district"] == ("district", "D05", "D06")
    assert released_cells(qtbot, panel) == {"district=district", "district=D05", "district=D06"}


def test_an_xlsform_list_gives_only_its_values(panel, tmp_path):
    book = Workbook()
    book.active.title = "survey"
    choices = book.create_sheet("choices")
    for row in [("list_name", "name", "label"), ("yesno", "1", "Yes"), ("yesno", "0", "No"),
                ("district", "D01", "First"), ("district", "D09", "Ninth")]:  # fmt: skip
        choices.append(row)
    path = tmp_path / "form.xlsx"
    book.save(path)
    group_by(panel, "district")
    panel.groups.load_codebook(path)  # the list named like the column is picked
    project = panel.window_.state.projects["statistics"]
    assert project.categories["district"] == ("D01", "D09")
    assert [panel.groups.list_combo.itemData(i) for i in range(2)] == ["yesno", "district"]
    panel.groups.list_combo.setCurrentIndex(0)
    assert panel.window_.state.projects["statistics"].categories["district"] == ("1", "0")


def test_groups_chosen_privately_leave_out_a_value_held_by_one_person(qtbot, panel):
    group_by(panel, "district")
    groups = panel.groups
    groups.source_combo.setCurrentIndex(groups.source_combo.findData(PRIVATE))
    project = panel.window_.state.projects["statistics"]
    source = project.category_sources["district"]
    assert source.kind == PRIVATE and source.epsilon == pytest.approx(0.1)
    assert "district" not in project.categories
    assert "uses ε = 0.1" in groups.note.text() and panel.problem() is None
    groups.epsilon_spin.setValue(0.6)  # τ = 27.1 for δ = 1e-7, noise of scale 1/0.6
    assert panel.problem() is None
    cells = released_cells(qtbot, panel)
    assert f"district={CANARY}" not in cells  # P ≤ δ = 1e-7
    assert cells <= {f"district=D{i:02d}" for i in range(1, 25)}
    counts = pd.read_csv(SAMPLES / "statistics_survey.csv")["district"].value_counts()
    assert cells >= {f"district={d}" for d, n in counts.items() if n >= 51}  # misses: P < 1e-5
    manifest = panel.window_.state.results.release.project.settings()
    assert manifest["category_sources"]["district"]["source"] == "private"

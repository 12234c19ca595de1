"""The Load page recognizes a KoBo workbook and an ODK CSV set: it says how the tables are
linked, holds the members with their household's variables, and the anonymize task's
project reads the export and writes it back in its own format."""

from __future__ import annotations

import pandas as pd
import pytest

from engine.tasks.anonymize.defaults import default_project
from gui.pages.load_page import LoadPage
from gui.tasks.anonymize.export_page import AnonymizeExportPage
from tests.paths import SAMPLES


@pytest.fixture
def page(qtbot, state):
    widget = LoadPage(state)
    qtbot.addWidget(widget)
    return widget


def _wait(qtbot, page, state):
    qtbot.waitUntil(lambda: not page.busy() and state.table is not None, timeout=20_000)


def test_a_kobo_workbook_loads_as_linked_members(qtbot, page, state):
    page.load_path(SAMPLES / "kobo_households.xlsx")
    _wait(qtbot, page, state)
    assert state.table.linked is not None and len(state.table.frame) == 1314
    assert state.family == "anonymize"  # the task that reads linked tables
    assert page.source_bar.linked.text() == (
        "households + 1 members sheets, linked by _index → _parent_index"
    )
    assert page.source_bar.linked.isVisibleTo(page) and not page.sheet_combo.isVisibleTo(page)
    assert "1,314 rows" in page.status.text()
    project = state.table_project("anonymize", default_project)
    assert project.input.kind == "kobo_xlsx" and project.input.path == state.table.path
    assert project.columns.design.household == "_parent_index"
    assert project.outputs.data.suffix == ".xlsx"


def test_an_odk_csv_set_loads_from_either_file(qtbot, page, state, tmp_path):
    pd.DataFrame({"hh-district": ["N", "S"], "KEY": ["uuid:a", "uuid:b"]}).to_csv(
        tmp_path / "form.csv", index=False
    )
    pd.DataFrame(
        {"m-age": [3, 40, 41], "PARENT_KEY": ["uuid:a", "uuid:a", "uuid:b"],
         "KEY": ["uuid:a/m[1]", "uuid:a/m[2]", "uuid:b/m[1]"]}
    ).to_csv(tmp_path / "form-m.csv", index=False)  # fmt: skip
    page.load_path(tmp_path / "form-m.csv")
    _wait(qtbot, page, state)
    assert state.table.path == tmp_path / "form.csv"
    assert list(state.table.frame.columns) == ["district", "PARENT_KEY", "age"]
    assert page.source_bar.linked.text().endswith("linked by KEY → PARENT_KEY")
    project = state.table_project("anonymize", default_project)
    assert project.input.repeats == (tmp_path / "form-m.csv",)
    assert project.outputs.data.suffix == ".csv"
    export = AnonymizeExportPage(state)  # the members CSV is written beside the main one
    qtbot.addWidget(export)
    export.enter()
    paths = export._paths(tmp_path)
    assert (paths["data"].name, paths["data_members"].name) == (
        "form_anonymized.csv",
        "form_anonymized-m.csv",
    )
    assert not export.format_combo.isEnabled()


def test_the_kobo_sample_opens_in_the_anonymize_task(qtbot, page, state):
    page.open_sample("kobo")
    _wait(qtbot, page, state)
    assert state.family == "anonymize" and state.table.linked is not None
    assert state.projects["anonymize"].input.kind == "kobo_xlsx"
    assert page.source_bar.linked.isVisibleTo(page)

"""“Who is protected” on the statistics and model parameter pages (project `privacy_unit`):
a unit column and a bound B chosen on the page reach the project, the preview's expected
error grows with B, the advice plots the noise per cell for B = 1 … the declared largest
unit, the guarantee names the unit, and the engine's refusals (a unit column that also
groups a query or is a model column, blank unit ids) are shown with the field's label."""

from __future__ import annotations

import os
from itertools import pairwise
from pathlib import Path

import numpy as np
import pandas as pd

from engine.data.readers import read_table
from engine.statistics.queries import Query
from tests.paths import SAMPLES

SHOTS = os.environ.get("PRIVDESK_SHOTS")


def _shot(widget, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        widget.resize(1366, 768)
        widget.grab().save(str(Path(SHOTS) / f"privacy_unit_{name}.png"))


def _members(tmp_path, blank: bool = False) -> Path:
    rng = np.random.default_rng(3)
    n = 300
    frame = pd.DataFrame(
        {
            "household_id": [f"H{i // 4:03d}" for i in range(n)],
            "region": rng.choice(["North", "South"], n),
            "age": rng.integers(0, 90, n),
        }
    )
    if blank:
        frame.loc[7, "household_id"] = " "
    path = tmp_path / "members.csv"
    frame.to_csv(path, index=False)
    return path


def _statistics_page(qtbot, state, path):
    from gui.tasks.statistics.parameters_page import StatisticsParametersPage
    from gui.tasks.statistics.settings_panel import StatisticsSettingsPanel

    state.set_table(read_table(path))
    StatisticsSettingsPanel(state).enter()
    page = StatisticsParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    return page


def _choose(box, column: str, rows: int, name: str = "") -> None:
    box.unit_radio.setChecked(True)
    box.column_combo.setCurrentIndex(box.column_combo.findData(column))
    box.rows_spin.setValue(rows)
    box.name_edit.setText(name)
    box.name_edit.editingFinished.emit()


def test_statistics_unit_and_bound_reach_the_project_and_the_noise(qtbot, state, tmp_path):
    page = _statistics_page(qtbot, state, _members(tmp_path))
    box = page.unit_box
    assert state.projects["statistics"].privacy_unit.column is None
    assert box.guarantee.text() == "Each person is protected at ε = 1."
    row_width = page.table.item(0, 6).text()
    widths = []
    for b in (2, 8):
        _choose(box, "household_id", b, "household")
        unit = state.projects["statistics"].privacy_unit
        assert (unit.column, unit.max_rows, unit.name) == ("household_id", b, "household")
        widths.append(float(page.table.item(0, 6).text().lstrip("± ").replace(",", "")))
    assert float(row_width.lstrip("± ")) < widths[0] < widths[1]  # noise grows with B
    assert page.problem() is None
    assert box.guarantee.text() == "Each household is protected at ε = 1."
    # the advice: noise per cell for B = 1 … 10 (declared), growing with B
    box.largest_spin.setValue(10)
    ys = [w for _, w in box.plot.points]
    assert [b for b, _ in box.plot.points] == list(range(1, 11))
    assert all(a < b for a, b in pairwise(ys))
    assert "B = 10" in box.advice.text()
    # the rows each B drops, from the declared largest (10) and average (3) sizes only
    assert all(a > b for a, b in pairwise(box.plot.dropped[:-1])) and box.plot.dropped[-1] == 0
    assert "67 % of the rows" in box.advice.text()  # B = 1 drops (3 − 1)/3
    _shot(page, "statistics")
    box.row_radio.setChecked(True)
    assert state.projects["statistics"].privacy_unit.column is None


def test_statistics_refuses_a_unit_column_that_groups_or_has_blanks(qtbot, state, tmp_path):
    page = _statistics_page(qtbot, state, _members(tmp_path))
    state.update_project(
        "statistics",
        queries=(Query("count", by=("region",)),),
        categories={"region": ("North", "South")},
    )
    page.enter()
    _choose(page.unit_box, "region", 3)
    assert page.problem().startswith("Unit column: 'region' identifies the protected unit")
    assert "⚠" in page.unit_box.message.text()
    assert state.projects["statistics"].privacy_unit.column != "region"  # not taken
    _choose(page.unit_box, "household_id", 3)
    assert page.problem() is None

    blank = _statistics_page(qtbot, state, _members(tmp_path, blank=True))
    _choose(blank.unit_box, "household_id", 3)
    assert "the unit id is blank" in blank.problem() and "row 9" in blank.problem()


def test_model_unit_reaches_the_project_and_is_refused_as_a_feature(qtbot, state, tmp_path):
    from gui.tasks.model.parameters_page import ModelParametersPage
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    frame = pd.read_csv(SAMPLES / "credit_sample.csv")
    frame.insert(0, "household_id", [f"H{i // 3}" for i in range(len(frame))])
    path = tmp_path / "credit_households.csv"
    frame.to_csv(path, index=False)
    state.set_table(read_table(path))
    ModelSettingsPanel(state).enter()
    page = ModelParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    _choose(page.unit_box, "household_id", 4, "household")
    unit = state.projects["model"].privacy_unit
    assert (unit.column, unit.max_rows, unit.name) == ("household_id", 4, "household")
    assert page.problem() is None
    assert page.unit_box.guarantee.text().startswith("Each household is protected at ε =")
    _shot(page, "model")
    feature = state.projects["model"].columns.features[0]
    _choose(page.unit_box, feature, 4)
    assert page.problem().startswith(f"Unit column: '{feature}' identifies the protected unit")
    assert state.projects["model"].privacy_unit.column == "household_id"  # not taken


def test_statistics_cell_bounds_and_members_reach_the_project_and_the_advice(
    qtbot, state, tmp_path
):
    """P = 2 rows per cell in C = 1 cell: the noise stops growing past B = 2 (Δ₁ =
    min(B, C·P)); the declared most persons reach the ledger's unit; 0 is "no bound"."""
    page = _statistics_page(qtbot, state, _members(tmp_path))
    state.update_project(
        "statistics",
        queries=(Query("count", by=("region",)),),
        categories={"region": ("North", "South")},
    )
    page.enter()
    box = page.unit_box
    _choose(box, "household_id", 8, "household")
    box.cell_spin.setValue(2)
    box.cells_spin.setValue(1)
    box.members_spin.setValue(6)
    unit = state.projects["statistics"].privacy_unit
    assert (unit.max_rows_per_cell, unit.max_cells, unit.max_members) == (2, 1, 6)
    assert unit.key == "household_id ≤ 8 rows; ≤ 6 persons each"
    box.largest_spin.setValue(6)
    ys = [w for _, w in box.plot.points]
    assert ys[0] < ys[1] == ys[2] == ys[5]  # capped at min(B, 1·2)
    _shot(page, "statistics_cells")
    box.cells_spin.setValue(0)
    assert state.projects["statistics"].privacy_unit.max_cells is None

"""The order of a text sensitive column's values, declared in the wizard: the role menu's
"Ordered values…" opens a list put in order with Up and Down, the order is saved to and
restored from the project file (`columns.sensitive_order`), and the release's t then uses
the ordered EMD (MATH 6.3) with those ranks, not the equal-distance EMD."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.data.readers import read_table
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import release
from gui.tasks.anonymize.sensitive_order import DECLARED, NONE
from gui.tasks.anonymize.settings_panel import AnonymizeSettingsPanel
from tests.gui.wizard_steps import click, show_page

LEVELS = ("low", "medium", "high")
SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def _table(tmp_path: Path) -> Path:
    rng = np.random.default_rng(7)
    n = 300
    age = rng.integers(18, 80, n)
    # the level rises with age, so classes of neighbouring ages hold neighbouring levels
    level = np.array(LEVELS)[np.clip((age - 18) // 21 + rng.integers(-1, 2, n), 0, 2)]
    frame = pd.DataFrame({"age": age, "household_size": rng.integers(1, 9, n), "debt_level": level})
    path = tmp_path / "debts.csv"
    frame.to_csv(path, index=False)
    return path


def _panel(qtbot, state) -> AnonymizeSettingsPanel:
    return show_page(qtbot, AnonymizeSettingsPanel(state), 1100, 620)


def _debt_level_sensitive(qtbot, state, tmp_path):
    """The panel on the debt table, debt_level made sensitive: (panel, its order menu)."""
    state.set_table(read_table(_table(tmp_path)))
    panel = _panel(qtbot, state)
    roles = panel.table.cellWidget(_row(panel, "debt_level"), 1)
    roles.setCurrentIndex(roles.findData("sensitive"))
    return panel, panel.table.cellWidget(_row(panel, "debt_level"), 2)


def _row(panel, name: str) -> int:
    return [panel.table.item(r, 0).text() for r in range(panel.table.rowCount())].index(name)


def _choose_in_list(dialog, value: str) -> None:
    dialog.list.setCurrentRow(dialog.order().index(value))


def test_declare_the_order_save_reopen_and_release(qtbot, state, tmp_path):
    panel, menu = _debt_level_sensitive(qtbot, state, tmp_path)
    assert menu.isEnabled() and menu.currentData() == NONE
    tip = menu.toolTip()
    assert "equally far apart" in tip and "the distance is the EMD" in tip
    # a number column made sensitive has no such menu: numbers are ordered by value
    sizes = panel.table.cellWidget(_row(panel, "household_size"), 1)
    sizes.setCurrentIndex(sizes.findData("sensitive"))
    assert not panel.table.cellWidget(_row(panel, "household_size"), 2).isEnabled()
    sizes.setCurrentIndex(sizes.findData("keep"))

    # "Ordered values…": the dialog opens on the values sorted as text (high, low, medium)
    menu.setCurrentIndex(menu.findData(DECLARED))
    menu.activated.emit(menu.currentIndex())
    dialog = panel.order_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert "put the values of column 'debt_level' in order" in panel.problem()
    assert dialog.order() == ("high", "low", "medium")
    assert not dialog.up_button.isEnabled()  # the first value cannot go lower
    _choose_in_list(dialog, "low")
    click(qtbot, dialog.up_button)
    assert dialog.order() == ("low", "high", "medium")
    _choose_in_list(dialog, "high")
    click(qtbot, dialog.down_button)
    assert dialog.order() == LEVELS
    assert not dialog.down_button.isEnabled()  # "high" is last now
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(SHOTS / "anonymize_sensitive_order_dialog.png"))
    click(qtbot, dialog.ok_button)
    assert not dialog.isVisible()
    project = state.projects["anonymize"]
    assert project.columns.sensitive_order == {"debt_level": LEVELS}
    assert panel.problem() is None
    assert "debt_level: low < medium < high" in panel.message.text()
    assert "low < medium < high" in menu.toolTip()

    # saved to the project file and restored from it, menu and order included
    saved = project.to_dict(relative_to=tmp_path)
    assert saved["columns"]["sensitive_order"] == {"debt_level": list(LEVELS)}
    (tmp_path / "project.json").write_text(json.dumps(saved), encoding="utf-8")
    document = json.loads((tmp_path / "project.json").read_text(encoding="utf-8"))
    reopened = anonymize_project_from_dict(document, tmp_path)
    assert reopened.columns.sensitive_order == {"debt_level": LEVELS}
    from gui.state import WizardState

    other = WizardState()
    other.set_table(read_table(_table(tmp_path)))
    other.set_project("anonymize", reopened)
    again = _panel(qtbot, other)
    restored = again.table.cellWidget(_row(again, "debt_level"), 2)
    assert restored.currentData() == DECLARED and "low < medium < high" in restored.toolTip()
    restored.activated.emit(restored.currentIndex())  # reopened: the declared order shown
    assert again.order_dialog.order() == LEVELS
    again.order_dialog.reject()  # Cancel keeps the declared order
    assert other.projects["anonymize"].columns.sensitive_order == {"debt_level": LEVELS}

    # the release ranks the values low < medium < high and t is the ordered EMD
    rel = release(state.projects["anonymize"])
    (sens,) = rel.sensitive
    assert sens.ordered and sens.values == LEVELS
    ordered_t, equal_t = _t_by_hand(rel, state.table.frame["debt_level"])
    assert rel.measured.t == pytest.approx(ordered_t)
    assert abs(ordered_t - equal_t) > 1e-3  # the two EMDs differ on this table

    # back to "Unordered": no order saved, and the release uses the equal-distance EMD
    menu.setCurrentIndex(menu.findData(NONE))
    assert state.projects["anonymize"].columns.sensitive_order == {}
    rel = release(state.projects["anonymize"])
    assert not rel.sensitive[0].ordered
    assert rel.measured.t == pytest.approx(_t_by_hand(rel, state.table.frame["debt_level"])[1])


def test_cancel_without_an_order_goes_back_to_unordered(qtbot, state, tmp_path):
    panel, menu = _debt_level_sensitive(qtbot, state, tmp_path)
    menu.setCurrentIndex(menu.findData(DECLARED))
    menu.activated.emit(menu.currentIndex())
    qtbot.waitUntil(panel.order_dialog.isVisible)
    panel.order_dialog.reject()
    assert menu.currentData() == NONE
    assert panel.problem() is None
    assert state.projects["anonymize"].columns.sensitive_order == {}


def _t_by_hand(rel, values: pd.Series) -> tuple[float, float]:
    """t of the release by MATH 6.3 with ranks low < medium < high: (ordered EMD,
    equal-distance EMD), over the released (not suppressed) records."""
    kept = rel.classes >= 0
    classes = rel.classes[kept]
    ranks = values.map({v: i for i, v in enumerate(LEVELS)}).to_numpy()[kept]
    p = np.bincount(ranks, minlength=3) / kept.sum()
    ordered, equal = 0.0, 0.0
    for c in np.unique(classes):
        q = np.bincount(ranks[classes == c], minlength=3) / (classes == c).sum()
        r = q - p
        ordered = max(ordered, float(np.abs(np.cumsum(r)).sum() / 2))
        equal = max(equal, float(0.5 * np.abs(r).sum()))
    return ordered, equal

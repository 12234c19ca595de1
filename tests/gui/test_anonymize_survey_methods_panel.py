"""The survey design and methods beside the anonymize roles table: menus write the project's
`columns` design roles and its `methods` section; a bad choice shows the engine's message
naming the key; the panel at 1366 × 768 cuts no text."""

from __future__ import annotations

import os
from pathlib import Path

from engine.data.readers import read_table
from gui.layout_check import clipped_texts
from tests.engine.test_anonymize_methods_task import _households

SHOTS = Path(os.environ.get("PRIVDESK_SHOTS", "/tmp/shots"))


def _check(button, names) -> None:
    for action in button.menu().actions():
        action.setChecked(action.text() in names)


def test_the_methods_panel_writes_the_methods_section(qtbot, state, tmp_path):
    from gui.tasks.anonymize.settings_panel import AnonymizeSettingsPanel

    path = tmp_path / "members.csv"
    _households().to_csv(path, index=False)
    state.set_table(read_table(path))
    panel = AnonymizeSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.resize(1366, 600)
    panel.show()
    panel.enter()
    menus = panel.design.menus
    menus["household"].setCurrentIndex(menus["household"].findData("hh_id"))
    menus["strata"].setCurrentIndex(menus["strata"].findData("district"))
    methods = panel.methods
    _check(methods.household, ["water"])
    _check(methods.pram, ["water"])
    methods.pd.setValue(0.75)
    _check(methods.micro, ["expenses", "savings"])
    methods.k.setValue(4)
    _check(methods.noise, ["income"])
    methods.noise_method.setCurrentIndex(methods.noise_method.findData("correlated"))
    methods.top_column.setCurrentIndex(methods.top_column.findData("expenses"))
    methods.edits["top"].setText("400")
    methods.edits["top_value"].setText("400")
    assert panel.problem() is None, panel.problem()
    written = state.projects["anonymize"].methods
    assert written.household_variables == ("water",)
    assert (written.pram.columns, written.pram.pd, written.pram.invariant) == (
        ("water",),
        0.75,
        True,
    )
    assert (written.microaggregation.columns, written.microaggregation.k) == (
        ("expenses", "savings"), 4)  # fmt: skip
    assert (written.noise.columns, written.noise.method) == (("income",), "correlated")
    assert (written.top_bottom["expenses"].top, written.top_bottom["expenses"].top_value) == (
        400.0, 400.0)  # fmt: skip
    assert methods.micro.text() == "expenses, savings"
    qtbot.wait(1)  # the summary (two lines now) is laid out on the event loop's next pass
    assert clipped_texts(panel) == []
    if os.environ.get("PRIVDESK_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        panel.grab().save(str(SHOTS / "anonymize_survey_methods.png"))
    methods.edits["top_value"].setText("many")  # a word: refused naming the key
    assert "methods.top_bottom.expenses.top_value" in panel.problem()
    methods.edits["top_value"].setText("400")
    _check(methods.micro, ["age"])  # a quasi-identifier: the engine's message, by key
    assert "methods.microaggregation.columns" in panel.problem()
    _check(methods.micro, [])
    assert panel.problem() is None
    panel.enter()  # shown again from the project: the same choices
    assert methods.pram.columns() == ["water"] and methods.pd.value() == 0.75
    assert methods.edits["top"].text() == "400"

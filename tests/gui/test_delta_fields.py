"""δ on the model's parameters page: "automatic" shows the one rule's value for the loaded
table, a typed δ within a factor 10 of 1/n is warned about, and δ = 1/n is refused by its
key (Next stays closed)."""

from __future__ import annotations

import math

from engine.data.readers import read_table
from engine.privacy.delta_rule import default_delta
from tests.paths import SAMPLES


def test_model_delta_is_automatic_warned_near_one_over_n_and_refused_at_it(qtbot, state):
    from gui.tasks.model.parameters_page import ModelParametersPage
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    table = read_table(SAMPLES / "credit_sample.csv")
    n = len(table.frame)
    state.set_table(table)
    ModelSettingsPanel(state).enter()
    page = ModelParametersPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert page.delta_auto.isChecked() and not page.delta.isEnabled()
    assert state.projects["model"].training.delta == "auto"
    assert page.delta.value() == default_delta(n)
    assert "the default, at most 10⁻⁶" in page.deltaNote.text()
    assert page.deltaNote.property("warning") is False

    page.delta_auto.setChecked(False)
    page.delta.setValue(1 / (5 * n))
    assert page.problem() is None and page.deltaNote.property("warning") is True
    assert "not far below 1/n" in page.deltaNote.text()
    assert state.projects["model"].training.delta == page.delta.value()

    page.delta.setValue(math.ceil(1e12 / n) / 1e12)  # 1/n, rounded up to the field's digits
    assert "is not below 1/n" in page.problem()
    assert state.projects["model"].training.delta != page.delta.value()  # not taken

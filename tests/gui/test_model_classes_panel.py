"""The model's settings panel asks for the target's classes: 0, 1 proposed for a 0/1
target (typed, for the user to confirm), nothing proposed for another target, and a
project without two declared classes refused with the engine's key."""

from __future__ import annotations

import pandas as pd

from engine.data.readers import read_table
from tests.paths import SAMPLES


def test_the_classes_are_typed_never_listed_from_the_data(qtbot, state, tmp_path):
    from gui.tasks.model.settings_panel import ModelSettingsPanel

    frame = pd.read_csv(SAMPLES / "credit_sample.csv")
    frame["band"] = (
        (frame["tenure_months"] // 20).clip(upper=3).map({0: "new", 1: "mid", 2: "old", 3: "rare"})
    )
    path = tmp_path / "credit.csv"
    frame.to_csv(path, index=False)
    state.set_table(read_table(path))
    panel = ModelSettingsPanel(state)
    qtbot.addWidget(panel)
    panel.enter()
    assert panel.classes_edit.text() == "0, 1"  # proposed for the 0/1 target
    assert state.projects["model"].columns.classes == (0, 1) and panel.problem() is None
    panel.target_combo.setCurrentIndex(panel.target_combo.findData("band"))
    assert panel.classes_edit.text() == ""  # the band's values are never listed
    assert panel.problem().startswith("columns.classes")
    panel.classes_edit.setText("new, mid, old")
    panel.classes_edit.textEdited.emit("new, mid, old")
    assert panel.problem() is None
    assert state.projects["model"].columns.classes == ("new", "mid", "old")

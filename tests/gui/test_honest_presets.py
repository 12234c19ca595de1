"""Targeting says what a preset gives up on the preset itself, and says before Privatize when
the accuracy goal cannot be met (it is a goal the release is not tuned to, never enforced)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.tasks.targeting.presets import PRESETS, preset_named, preset_text
from engine.tasks.targeting.preview import preview_setting
from gui.pages.privatize_page import PrivatizePage
from gui.tasks.targeting.parameters_page import ParametersPage
from tests.gui import test_parameters_privatize_pages as targeting_pages

sample, loaded = targeting_pages.sample, targeting_pages.loaded  # the same fixtures
GIVES_UP = "gives up a meaningful guarantee between two people"


def test_a_preset_that_gives_up_the_guarantee_between_two_people_says_so(sample):
    project, table = sample
    rows, features = len(table.frame), len(project.columns.features)
    for preset in PRESETS:
        if preset.mechanism is None:
            continue
        guarantee = preview_setting(preset.mechanism, rows, features, 0.95).guarantee
        for text in (preset.description, preset_text(preset)[1]):
            assert (GIVES_UP in text) == (not guarantee.is_classic_dp), preset.name
    # the case: the recommended preset's implied classic δ reaches 1 on the sample
    recommended = preset_named("Targeted — recommended").mechanism
    assert preview_setting(recommended, rows, features, 0.95).guarantee.classic_delta >= 1


def test_the_parameters_page_shows_it_under_the_preset_and_says_the_goal_is_not_enforced(
    qtbot, loaded
):
    page = ParametersPage(loaded)
    qtbot.addWidget(page)
    page.enter()
    assert page.presetCombo.currentText() == "Targeted — recommended"
    assert GIVES_UP in page.presetDescription.text()
    row = page.presetCombo.currentIndex()
    assert GIVES_UP in page.presetCombo.itemData(row, 3)  # its tooltip (ToolTipRole)
    assert "not tuned to reach it" in page.goalNote.text()


@pytest.mark.parametrize(
    ("r", "goal", "said", "warned"),
    [
        (2.0, 0.95, "cannot be met with these settings: r = 2 is not below", True),
        (0.5, 0.95, "not ruled out by these settings, but not guaranteed", False),
    ],
)
def test_privatize_says_whether_the_accuracy_goal_can_be_met(qtbot, loaded, r, goal, said, warned):
    strong = preset_named("Strong — classic differential privacy").mechanism  # ε = 1
    loaded.update_project("targeting", mechanism=dataclasses.replace(strong, r=r))
    loaded.set_accuracy_goal(goal)
    page = PrivatizePage(loaded)
    qtbot.addWidget(page)
    page.show()
    page.enter()
    text = page.goalLabel.text()
    assert said in text and text.startswith("95 %") != warned, text
    assert (page.goalLabel.property("warning") is True) == warned

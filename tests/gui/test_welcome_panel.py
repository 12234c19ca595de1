"""The Load page's welcome: every task with an example and its samples, one click away."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engine.tasks import REGISTRY
from gui.pages.load_jobs import SAMPLES
from gui.pages.load_page import LoadPage
from gui.pages.welcome_panel import examples, samples_by_task


@pytest.fixture
def page(qtbot, state):
    widget = LoadPage(state)
    qtbot.addWidget(widget)
    return widget


def test_every_task_has_an_example_and_every_sample_a_task():
    assert set(examples()) == set(REGISTRY)
    by_task = samples_by_task()
    assert set(by_task) == set(REGISTRY)
    assert sorted(name for names in by_task.values() for name in names) == sorted(SAMPLES)
    assert all(by_task[key] for key in REGISTRY)  # every task can be tried on a sample


def test_a_welcome_button_opens_its_sample_and_the_table_replaces_the_welcome(qtbot, page, state):
    assert page.table_stack.currentWidget() is page.welcome
    assert set(page.welcome.sample_buttons) == set(SAMPLES)
    qtbot.mouseClick(page.welcome.sample_buttons["survey"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not page.busy() and state.table is not None, timeout=10_000)
    assert state.family == "survey"
    assert page.table_stack.currentWidget() is not page.welcome

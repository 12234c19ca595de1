"""The wizard without a mouse: Tab reaches every control, keys move between the steps, the
underlined letter presses a button and Escape cancels the running job."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui import i18n
from gui.keyboard import mnemonic, mnemonic_clashes, unreachable_by_tab
from tests.gui.wizard_steps import open_window


@pytest.fixture(params=["en", "fr"])
def language(request, qapp, monkeypatch):
    """Each keyboard test in English and in French (other letters, longer texts)."""
    monkeypatch.setenv(i18n.LANGUAGE_ENV, request.param)
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


@pytest.fixture
def window(qtbot, language):
    win = open_window(qtbot)
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def tab_to(window, target, limit: int = 400) -> None:
    """Press Tab until `target` has the focus (it must be in the tab chain)."""
    for _ in range(limit):
        if QApplication.focusWidget() is target:
            return
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {target.objectName() or target.text()!r}")


def press(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def next_step(qtbot, window) -> None:
    before = window.current
    press(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.current == before + 1, timeout=5_000)


def test_every_step_by_keyboard_alone(qtbot, window):
    sample = window.load_page.welcome.sample_buttons["poverty"]
    tab_to(window, sample)
    press(window, Qt.Key.Key_Space)
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy() and window.state.table is not None, timeout=20_000)
    window.state.update_project(
        "targeting",
        audit=window.state.projects["targeting"].audit.__class__(enabled=False),
    )
    for step in range(1, 4):
        assert unreachable_by_tab(window.page(step - 1)) == []
        assert mnemonic_clashes(window) == {}
        next_step(qtbot, window)
        assert window.current == step
    privatize = window.page(3)
    tab_to(window, privatize.privatizeButton)
    press(window, Qt.Key.Key_Space)
    qtbot.waitUntil(
        lambda: window.state.results is not None and not privatize.busy(), timeout=60_000
    )
    for step in (4, 5):
        next_step(qtbot, window)
        assert unreachable_by_tab(window.page(step)) == []
        assert mnemonic_clashes(window) == {}
    press(window, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.current == 4
    back = mnemonic(window.back_button.text())  # B in English, R in French
    press(window, Qt.Key(ord(back.upper())), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.current == 3, timeout=5_000)  # an animated click


def test_escape_cancels_the_running_job_and_keeps_nothing(qtbot, window):
    window.load_page.open_sample("poverty")
    load = window.load_page
    qtbot.waitUntil(lambda: not load.busy() and window.state.table is not None, timeout=20_000)
    for _ in range(3):
        next_step(qtbot, window)
    privatize = window.page(3)
    privatize.runner.progress.connect(lambda *_: press(window, Qt.Key.Key_Escape))
    privatize.start()
    qtbot.waitUntil(lambda: not privatize.busy() and not privatize.runner.running, timeout=60_000)
    assert window.state.results is None
    assert privatize.privatizeButton.isEnabled()

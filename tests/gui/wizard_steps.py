"""Clicks through the real wizard, shared by the wizard tests."""

from __future__ import annotations

from PySide6.QtCore import Qt


def click(qtbot, button) -> None:
    assert button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def go_next(qtbot, window) -> None:
    before = window.current
    click(qtbot, window.next_button)
    assert window.current == before + 1, window.reason.text()

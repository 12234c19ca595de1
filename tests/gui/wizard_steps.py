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


def show_page(qtbot, page, width: int, height: int):
    """A page or panel on its own, shown at width × height and entered."""
    qtbot.addWidget(page)
    page.resize(width, height)
    page.show()
    page.enter()
    return page


def open_window(qtbot):
    """The wizard's main window, shown at 1280 × 860 (the size the pages are checked at)."""
    from gui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 860)
    win.show()
    return win


def open_project_document(qtbot, document: dict, path):
    """The wizard at 1366 × 768 with `document` saved to `path` and opened, once loaded."""
    import json

    path.write_text(json.dumps(document), encoding="utf-8")
    window = open_window(qtbot)
    window.resize(1366, 768)
    window.open_project(path)
    qtbot.waitUntil(
        lambda: not window.load_page.busy() and window.load_page.problem() is None, timeout=30_000
    )
    return window

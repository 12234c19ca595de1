"""The wizard without a mouse: keys for Next, Back and Cancel, and what Tab must reach.

Alt plus the underlined letter presses any button (Back, Next, Privatize…); these add
Ctrl+Enter (or Alt+Right) for Next, Alt+Left for Back, and Escape for the running job's
Cancel button. Plain Enter is left to the field being edited (a table cell, a spin box).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QRadioButton,
    QTextEdit,
    QWidget,
)

NEXT_KEYS = ("Ctrl+Return", "Ctrl+Enter", "Alt+Right")
BACK_KEYS = ("Alt+Left",)
INTERACTIVE = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QTextEdit)


def install_navigation_keys(window: QMainWindow) -> None:
    """Shortcuts on `window` (which has `next_button`, `back_button` and `stack`)."""
    for keys, button in ((NEXT_KEYS, window.next_button), (BACK_KEYS, window.back_button)):
        for key in keys:
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.activated.connect(lambda b=button: b.click() if b.isEnabled() else None)
    escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
    escape.activated.connect(lambda: cancel_running_job(window.stack.currentWidget()))


def cancel_running_job(page: QWidget) -> bool:
    """Press the page's visible, enabled Cancel button (object name containing "cancel");
    False when no job is running there."""
    for button in page.findChildren(QPushButton):
        if "cancel" in button.objectName().lower() and button.isVisible() and button.isEnabled():
            button.click()
            return True
    return False


def unreachable_by_tab(page: QWidget) -> list[str]:
    """Visible, enabled controls of `page` that Tab never focuses (item views included;
    a table's headers and corner button are operated through the table itself, and an
    unchecked radio button through the arrow keys from the checked one of its group)."""
    return [
        f"{type(widget).__name__} {widget.objectName()!r}"
        for widget in page.findChildren(QWidget)
        if isinstance(widget, (*INTERACTIVE, QAbstractItemView))
        and not isinstance(widget, QHeaderView)
        and not widget.objectName().startswith("qt_")
        and not (
            isinstance(widget, QRadioButton) and widget.autoExclusive() and not widget.isChecked()
        )
        and widget.isVisible()
        and widget.isEnabled()
        and not widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None
    ]


def mnemonic(text: str) -> str | None:
    """The underlined letter of a button text ("&Next" → "n"; "&&" is a literal &)."""
    at = text.replace("&&", "").find("&")
    stripped = text.replace("&&", "")
    return stripped[at + 1].lower() if 0 <= at < len(stripped) - 1 else None


def mnemonic_clashes(window: QWidget) -> dict[str, list[str]]:
    """Letters shared by more than one visible, enabled button (or menu title) of `window`:
    Alt+letter then only moves the focus between them instead of pressing one."""
    by_letter: dict[str, list[str]] = {}
    texts = [
        b.text() for b in window.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()
    ]
    if isinstance(window, QMainWindow):  # the menu titles answer Alt+letter too
        texts += [action.text() for action in window.menuBar().actions()]
    for text in texts:
        letter = mnemonic(text)
        if letter:
            by_letter.setdefault(letter, []).append(text)
    return {letter: texts for letter, texts in by_letter.items() if len(texts) > 1}

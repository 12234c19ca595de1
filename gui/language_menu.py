"""Settings → Language: the interface language, applied on the next start."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from engine.core.i18n import LANGUAGES
from gui.i18n import LANGUAGE_KEY, tr
from gui.settings import settings

SYSTEM = "system"


def add_language_menu(settings_menu: QMenu, parent: QWidget) -> QMenu:
    """A submenu with "Same as the system" and each language (in its own name); the
    current choice is checked, and a new one is saved and explained."""
    menu = settings_menu.addMenu(tr("&Language"))
    group = QActionGroup(menu)
    current = settings().value(LANGUAGE_KEY) or SYSTEM
    for key, label in ((SYSTEM, tr("Same as the system")), *LANGUAGES.items()):
        action = QAction(label, menu, checkable=True)
        action.setChecked(key == current)
        action.setData(key)
        group.addAction(action)
        menu.addAction(action)
    group.triggered.connect(lambda action: choose(parent, action.data()))
    return menu


def choose(parent: QWidget, key: str) -> None:
    settings().setValue(LANGUAGE_KEY, key)
    QMessageBox.information(
        parent,
        tr("Language"),
        tr("PrivDesk will use the new language the next time it starts."),
    )

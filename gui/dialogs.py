"""Readable error dialogs: what happened and what to do, never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger(__name__)


def user_data_dir() -> Path:
    """The platform's per-user data folder for PrivDesk (settings, logs)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(folder or Path.home() / ".privdesk")
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_file() -> Path:
    return user_data_dir() / "privdesk.log"


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> None:
    """Tell the user what went wrong; the log keeps the technical details."""
    log.warning("%s: %s %s", title, message, details)
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, parent
    )
    box.setObjectName("errorDialog")
    if details:
        box.setInformativeText(details)
    box.open()  # window-modal, does not block the event loop (tests can close it)


def confirm_overwrite(parent: QWidget | None, paths: Sequence[Path]) -> bool:
    """Ask once before replacing existing files."""
    if len(paths) == 1:
        title, text = "Replace file?", f"{paths[0].name} already exists in {paths[0].parent}."
    else:
        names = "\n".join(f"  {p.name}" for p in paths)
        title, text = (
            "Replace files?",
            f"These files already exist in {paths[0].parent}:\n\n{names}",
        )
    answer = QMessageBox.question(
        parent,
        title,
        f"{text}\n\nReplace {'it' if len(paths) == 1 else 'them'}?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes

"""Readable error dialogs: what happened and what to do, never a traceback."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QMessageBox, QWidget

from gui.i18n import tr

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
    folder = paths[0].parent
    if len(paths) == 1:
        title = tr("Replace file?")
        text = tr("{file} already exists in {folder}.\n\nReplace it?").format(
            file=paths[0].name, folder=folder
        )
    else:
        names = "\n".join(f"  {p.name}" for p in paths)
        title = tr("Replace files?")
        text = tr("These files already exist in {folder}:\n\n{files}\n\nReplace them?").format(
            folder=folder, files=names
        )
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def confirm_discard_release(parent: QWidget | None, state) -> bool:
    """True when `state` holds no release that was never exported, or the user agrees to
    lose it (before a new session, another file or another kind of data)."""
    if not state.unexported_release():
        return True
    answer = QMessageBox.question(
        parent,
        tr("Discard the privatized data?"),
        tr(
            "The privatized data has not been exported yet. If you go on, it is lost and "
            "you will have to privatize again. Go on?"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes

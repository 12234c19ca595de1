"""The two files that make an anonymized release linkable, made only on request: the
warnings that come before them and the dialog that asks where to write one.

A key file keeps pseudonyms stable across releases (they can be linked with each other);
a codebook file turns the released codes back into the values. The engine writes them
(`engine.anonymize.masking.new_key_file`, `new_codebook_file`); this module only asks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from gui.i18n import tr


def key_warning() -> str:
    return tr(
        "A key file makes pseudonyms stable: every release made with it gives the same person "
        "the same token, so those releases can be linked with each other, and anyone holding "
        "the file can test a guessed name against the tokens. Keep it apart from the data, "
        "never share it. Without a key file each release uses a fresh key that is discarded."
    )


def codebook_warning() -> str:
    return tr(
        "A codebook file turns the released codes back into the real values: keep it with "
        "the original data, never with the release, and use it only to link results back "
        "to people (e.g. to reach the households an analysis selected). Without it the "
        "random codes cannot be reversed."
    )


def ask_new_file(parent: QWidget, question: str, warning: str, caption: str, name: str):
    """The path the user chose for a new linking file after reading `warning`, or None."""
    answer = QMessageBox.warning(
        parent, question, warning + "\n\n" + tr("Create one now?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )  # fmt: skip
    if answer != QMessageBox.StandardButton.Yes:
        return None
    path, _ = QFileDialog.getSaveFileName(parent, caption, name)
    return Path(path) if path else None

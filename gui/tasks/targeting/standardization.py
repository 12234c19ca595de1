"""How the targeting features are standardized (MATH 2.0.1): with the data's own means and
standard deviations, which the release then carries as they are, or with a centre and a
scale the user declares per feature (e.g. from a census or last year's survey), which
reveal nothing about this file.

A row for the exact parameters (a sentence and a button) and the dialog the button opens;
the values go into the project's `preprocessing.centres` / `preprocessing.scales`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from gui.i18n import tr

Declared = tuple[dict[str, float], dict[str, float]]  # (centres, scales) by feature


class StandardizationRow(QWidget):
    """What standardizes the features now, and a button to declare centres and scales."""

    edited = Signal()

    def __init__(self, features: Callable[[], list[str]], parent: QWidget | None = None):
        super().__init__(parent)
        self._features = features
        self.declared: Declared | None = None
        self.summary = QLabel(objectName="standardizationLabel")
        self.summary.setWordWrap(True)
        self.button = QPushButton(tr("Declare…"), objectName="declareScalesButton")
        self.button.setToolTip(
            tr(
                "A centre and a "
                "scale for every feature, known from outside this file (a census, last "
                "year's survey). Without them the data's own means and standard deviations "
                "are used, and the release carries them as they are (the report says so)."
                "\nDetails: project keys preprocessing.centres and preprocessing.scales"
            )
        )
        self.button.clicked.connect(self._open_dialog)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary, 1)
        layout.addWidget(self.button)
        self._show()

    def set_declared(self, declared: Declared | None) -> None:
        self.declared = declared
        self._show()

    def _show(self) -> None:
        if self.declared is None:
            text = tr("The data's means and SDs (released as they are)")
        else:
            text = tr("Declared by you for {n} features").format(n=len(self.declared[0]))
        self.summary.setText(text)

    def _open_dialog(self) -> None:
        dialog = DeclareDialog(self._features(), self.declared, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_declared(dialog.result_values)
            self.edited.emit()


class DeclareDialog(QDialog):
    """A table of features with their centre and scale; all filled, or none (the data's)."""

    def __init__(self, features: list[str], declared: Declared | None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("Centres and scales of the features"))
        self.result_values: Declared | None = declared
        self.table = QTableWidget(len(features), 3, objectName="scalesTable")
        self.table.setHorizontalHeaderLabels([tr("Feature"), tr("Centre"), tr("Scale (> 0)")])
        centres, scales = declared or ({}, {})
        for row, name in enumerate(features):
            item = QTableWidgetItem(name)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(row, 0, item)
            for column, values in ((1, centres), (2, scales)):
                text = number(values[name], "g") if name in values else ""
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        header = self.table.horizontalHeader()
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.problem = QLabel(objectName="scalesProblem")
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.use_data = buttons.addButton(
            tr("Use the data's own"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.use_data.clicked.connect(self._use_data)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        note = QLabel(
            tr(
                "Each feature is standardized as (value − centre) / scale before the noise. "
                "Declared values reveal nothing about this file; leave the table empty to use "
                "the data's own, which the release then carries."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.resize(560, 440)

    def _use_data(self) -> None:
        self.result_values = None
        self.accept()

    def _accept(self) -> None:
        try:
            self.result_values = self.values()
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()

    def values(self) -> Declared | None:
        """The typed table; None when it is empty; ValueError naming the first bad cell."""
        centres: dict[str, float] = {}
        scales: dict[str, float] = {}
        texts = [
            [(self.table.item(row, c).text() or "").strip() for c in range(3)]
            for row in range(self.table.rowCount())
        ]
        if not any(centre or scale for _, centre, scale in texts):
            return None
        for name, centre, scale in texts:
            for text, target, positive in ((centre, centres, False), (scale, scales, True)):
                try:
                    value = float(text.replace(",", "."))
                except ValueError:
                    value = math.nan
                if not math.isfinite(value) or (positive and value <= 0):
                    wanted = tr("a positive scale") if positive else tr("a centre")
                    raise ValueError(
                        tr("Type {what} for {feature}.").format(what=wanted, feature=name)
                    )
                target[name] = value
        return centres, scales

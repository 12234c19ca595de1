"""The Load page's source bar: which part of the opened file is shown.

A workbook shows its sheet chooser (changing the sheet reloads the data); a KoBo or ODK
survey export (a households table and its repeat groups, `engine.data.kobo`) shows, in
its place, how its tables were linked.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from gui.i18n import tr


class SourceBar(QWidget):
    """The sheet chooser, or the linked export's description; `sheet_chosen` carries a
    sheet the user picked (not one set by `set_sheets`)."""

    sheet_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(tr("Shee&t:"))
        self.combo = QComboBox()
        self.combo.setObjectName("sheetCombo")
        self.combo.setToolTip(tr("The workbook sheet to read. Changing it reloads the data."))
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.label.setBuddy(self.combo)
        self.combo.currentIndexChanged.connect(self._chosen)
        self.linked = QLabel()
        self.linked.setObjectName("linkedExport")
        self.linked.setToolTip(
            tr(
                "A survey export: each member is one record, with the variables of its "
                "household. The release writes the same tables back, with new keys."
            )
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.combo)
        layout.addWidget(self.linked)
        self.linked.hide()

    def set_sheets(self, sheets: list[str], current: str | None) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItems(sheets)
        if current in sheets:
            self.combo.setCurrentText(current)
        self.combo.blockSignals(False)
        visible = bool(sheets)
        self.combo.setVisible(visible)
        self.label.setVisible(visible)

    def show_sheet(self, sheet: str) -> None:
        """Show `sheet` as chosen without reloading (after a failed sheet change)."""
        self.combo.blockSignals(True)
        self.combo.setCurrentText(sheet)
        self.combo.blockSignals(False)

    def show_linked(self, text: str | None) -> None:
        """The linked export's tables and keys ("households + 1 members sheets, linked by
        …"), or nothing."""
        self.linked.setText(text or "")
        self.linked.setVisible(bool(text))

    def _chosen(self, index: int) -> None:
        sheet = self.combo.itemText(index)
        if sheet:
            self.sheet_chosen.emit(sheet)

"""The Load page's source bar: which part of the opened file is shown.

A workbook shows its sheet chooser (changing the sheet reloads the data); a KoBo or ODK
survey export (a households table and its repeat groups, `engine.data.kobo`) shows, in
its place, how its tables were linked, and the XLSForm it was collected with (proposed
when one lies beside it, `engine.data.xlsform.form_beside`; another can be chosen, or none).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.data.xlsform import read_form
from gui.dialogs import show_error
from gui.i18n import tr


class SourceBar(QWidget):
    """The sheet chooser, or the linked export's description; `sheet_chosen` carries a
    sheet the user picked (not one set by `set_sheets`), `form_chosen` the XLSForm picked
    (a Path, or None for no form)."""

    sheet_chosen = Signal(str)
    form_chosen = Signal(object)

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
        self._folder: Path | None = None  # where the form dialog opens: the export's folder
        self.form_label = QLabel(tr("Form (&XLSForm):"))
        self.form_button = QPushButton(objectName="formButton")
        self.form_button.setToolTip(
            tr(
                "The XLSForm the survey was collected with (its survey and choices sheets): "
                "its question types suggest the roles, its choices are the declared "
                "categories. Choosing another suggests the anonymize roles again from it."
                "\nDetails: input.form"
            )
        )
        self.form_button.clicked.connect(self._ask_form)
        self.form_label.setBuddy(self.form_button)
        self.form_clear = QToolButton(objectName="formClearButton", text="✕")
        self.form_clear.setToolTip(tr("No form: suggest the roles from the data alone"))
        self.form_clear.clicked.connect(lambda: self.form_chosen.emit(None))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.combo)
        layout.addWidget(self.linked)
        layout.addSpacing(12)
        for widget in (self.form_label, self.form_button, self.form_clear):
            layout.addWidget(widget)
        self.linked.hide()
        self.show_form(None, None)

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

    def show_form(self, form: Path | None, export: Path | None) -> None:
        """The survey export's form (`form`, None: none) beside its tables; nothing when
        the data are not a survey export (`export` None)."""
        self._folder = None if export is None else Path(export).parent
        self.form_button.setText(tr("None — choose…") if form is None else f"{form.name}…")
        for widget in (self.form_label, self.form_button):
            widget.setVisible(export is not None)
        self.form_clear.setVisible(export is not None and form is not None)

    def choosers(self) -> tuple[QWidget, ...]:
        """The widgets that change the source (disabled while a file is read)."""
        return self.combo, self.form_button, self.form_clear

    def _ask_form(self) -> None:
        """Ask for a form; one the engine cannot read is refused with its message."""
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Choose the survey's XLSForm"), str(self._folder or ""), tr("XLSForm (*.xlsx)")
        )
        if not path:
            return
        try:
            read_form(Path(path))
        except PrivDeskError as exc:
            show_error(self, tr("Cannot use this form"), str(exc))
            return
        self.form_chosen.emit(Path(path))

    def _chosen(self, index: int) -> None:
        sheet = self.combo.itemText(index)
        if sheet:
            self.sheet_chosen.emit(sheet)

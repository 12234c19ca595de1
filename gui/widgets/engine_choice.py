"""Which engine reads the raw records (project `engine`): the built-in one, or Spark where an
operator's records are stored. Shown only where PySpark is installed (the optional extra,
never in the offline bundle); elsewhere the widget stays hidden and projects count with the
built-in engine."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QWidget

from engine.data.engines import EngineSpec, spark_available
from gui.i18n import tr


class EngineChoice(QWidget):
    """A combo (built-in or Spark) and, for Spark, the master; `changed` gives the spec."""

    changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._spec = EngineSpec()
        self.combo = QComboBox(objectName="engineCombo")
        self.combo.addItem(tr("Built-in, on this computer"), "duckdb")
        self.combo.addItem(tr("Spark, where the records are stored"), "spark")
        self.combo.setToolTip(
            tr(
                "Spark reads and counts the records on its own machines; only the exact "
                "counts come back, and the noise is added here.\nDetails: engine.kind"
            )
        )
        self.master = QLineEdit(objectName="sparkMasterEdit")
        self.master.setPlaceholderText("local[2]")
        self.master.setToolTip(
            tr(
                "The Spark master, e.g. local[2] or yarn (empty: Spark's default)."
                "\nDetails: engine.master"
            )
        )
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(tr("Counted by"), self.combo)
        form.addRow(tr("Spark master"), self.master)
        self.combo.currentIndexChanged.connect(self._edited)
        self.master.editingFinished.connect(self._edited)
        self.setVisible(spark_available())
        self._show_master()

    def show_engine(self, spec: EngineSpec) -> None:
        self._spec = spec
        for widget in (self.combo, self.master):
            widget.blockSignals(True)
        self.combo.setCurrentIndex(self.combo.findData(spec.kind))
        self.master.setText(spec.master or "")
        for widget in (self.combo, self.master):
            widget.blockSignals(False)
        self._show_master()

    def engine(self) -> EngineSpec:
        if self.combo.currentData() != "spark":
            return EngineSpec()
        master = self.master.text().strip() or None
        return replace(self._spec, kind="spark", master=master)

    def _edited(self) -> None:
        self._show_master()
        self.changed.emit(self.engine())

    def _show_master(self) -> None:
        self.master.setEnabled(self.combo.currentData() == "spark")

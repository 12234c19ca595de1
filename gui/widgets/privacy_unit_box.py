"""“Who is protected” (project `privacy_unit`), on the statistics and model parameter
pages: each row, or each person or household named by an id column with at most B rows
kept per unit. The advice plots the noise per cell against B = 1 … the largest number of
rows per unit the user declares (typed, never read from the data); the page computes
the noise with the engine's own preview. The page checks the setting with the engine's
reader and shows its refusal here, named by the field's label."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from engine.statistics.privacy_unit import MAX_ROWS_PER_UNIT, PrivacyUnit
from engine.tasks.statistics.texts import unit_name
from gui.i18n import tr
from gui.widgets.form_widgets import add_row, combo, select, set_warning, spin, wrapped_label
from gui.widgets.plot_base import BLUE, PlotPanel


class NoisePlot(PlotPanel):
    """Noise per cell (95 % ±) against the bound B."""

    SHOW_LEGEND = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)
        self.setFixedHeight(170)
        self.points: list[tuple[int, float]] = []
        self.chosen = 1

    def show_points(self, points: list[tuple[int, float]], chosen: int) -> None:
        self.points, self.chosen = points, chosen
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if not self.points:
            return
        x = [b for b, _ in self.points]
        y = [w for _, w in self.points]
        self.plot.plot(x, y, pen=pg.mkPen(BLUE, width=2), symbol="o", symbolSize=5,
                       symbolBrush=BLUE, symbolPen=None)  # fmt: skip
        self.plot.addItem(pg.InfiniteLine(self.chosen, pen=pg.mkPen(self.foreground())))
        self.plot.setLabel("bottom", tr("at most B rows per unit"))
        self.plot.setLabel("left", tr("noise per cell (95 % ±)"))


class PrivacyUnitBox(QGroupBox):
    """Emits `edited` when the user changes the unit; `value()` is the project setting."""

    edited = Signal()
    advice_changed = Signal()

    def __init__(self, advice: bool, parent: QWidget | None = None) -> None:
        super().__init__(tr("Who is protected"), parent)
        self.row_radio = QRadioButton(tr("Each ro&w"), objectName="unitRowRadio")
        self.unit_radio = QRadioButton(
            tr("Each person or household, identified by a column"), objectName="unitColumnRadio"
        )
        group = QButtonGroup(self)
        group.addButton(self.row_radio)
        group.addButton(self.unit_radio)
        self.row_radio.setToolTip(tr("One person = one row\nDetails: privacy_unit = row"))
        self.unit_radio.setToolTip(
            tr(
                "For files with several rows per person or household (members, visits, "
                "transfers): the whole unit is protected, its rows past the bound are "
                "dropped at random\nDetails: privacy_unit.column"
            )
        )
        self.column_combo = combo("unitColumnCombo")
        self.column_combo.setToolTip(
            tr(
                "The column that names each row's unit (a person or household id)"
                "\nDetails: privacy_unit.column"
            )
        )
        self.rows_spin = spin("unitRowsSpin", 1, MAX_ROWS_PER_UNIT, 1)
        self.rows_spin.setToolTip(
            tr(
                "B: a unit's rows past B are dropped at random before the release; the "
                "noise grows with B\nDetails: privacy_unit.max_rows"
            )
        )
        self.name_edit = QLineEdit(objectName="unitNameEdit")
        self.name_edit.setPlaceholderText(tr("household"))
        self.name_edit.setToolTip(
            tr("The unit in words, for the guarantee (optional)\nDetails: privacy_unit.name")
        )
        self.guarantee = wrapped_label("unitGuarantee")
        self.message = wrapped_label("unitMessage")
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.row_radio)
        form.addRow(self.unit_radio)
        add_row(form, tr("Unit &column:"), self.column_combo)
        add_row(form, tr("At most &B rows per unit:"), self.rows_spin)
        add_row(form, tr("Unit &name:"), self.name_edit)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.guarantee)
        left.addWidget(self.message)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        self.largest_spin = self.plot = self.advice = None
        if advice:
            self.largest_spin = spin("unitLargestSpin", 1, 200, 10)
            self.largest_spin.setToolTip(
                tr(
                    "Type the typical largest number of rows a unit has (from what you know "
                    "of the file). PrivDesk does not read it from the data: that would be "
                    "raw. How many rows each B drops cannot be shown for the same reason."
                )
            )
            advice_form = QFormLayout()
            add_row(advice_form, tr("Typical &largest rows per unit:"), self.largest_spin)
            self.advice = wrapped_label("unitAdvice")
            self.plot = NoisePlot()
            right = QVBoxLayout()
            right.addLayout(advice_form)
            right.addWidget(self.advice)
            right.addWidget(self.plot)
            layout.addLayout(right, 1)
            self.largest_spin.valueChanged.connect(self.advice_changed)
        self.row_radio.toggled.connect(self._changed)
        self.column_combo.currentIndexChanged.connect(self._changed)
        self.rows_spin.valueChanged.connect(self._changed)
        self.name_edit.editingFinished.connect(self._changed)
        self._loading = False

    def load(self, unit: PrivacyUnit, columns: list[str]) -> None:
        self._loading = True
        self.column_combo.clear()
        for name in columns:
            self.column_combo.addItem(name, name)
        self.row_radio.setChecked(unit.column is None)
        self.unit_radio.setChecked(unit.column is not None)
        select(self.column_combo, unit.column)
        self.rows_spin.setValue(unit.max_rows)
        self.name_edit.setText(unit.name or "")
        self._loading = False
        self._enable()

    def value(self):
        """The `privacy_unit` setting: "row" or {column, max_rows, name}."""
        if self.row_radio.isChecked() or self.column_combo.currentData() is None:
            return "row"
        out = {"column": self.column_combo.currentData(), "max_rows": self.rows_spin.value()}
        name = self.name_edit.text().strip()
        return {**out, "name": name} if name else out

    def fields(self) -> dict[str, QWidget]:
        """Project key → the field that sets it (its label names it in messages)."""
        return {
            "privacy_unit.column": self.column_combo,
            "privacy_unit.max_rows": self.rows_spin,
            "privacy_unit.name": self.name_edit,
        }

    def show_state(self, unit: PrivacyUnit, epsilon: float, problem: str | None) -> None:
        """The guarantee for the unit in force, and the engine's refusal (or nothing)."""
        self.guarantee.setText(
            tr("Each {unit} is protected at ε = {epsilon}.").format(
                unit=unit_name(unit.settings()), epsilon=number(epsilon, "g")
            )
        )
        self.message.setText(f"⚠ {problem}" if problem else "")
        set_warning(self.message, bool(problem))

    def show_advice(self, points: list[tuple[int, float]], query: str | None) -> None:
        """Noise per cell of `query` for each B (empty: no query with noise only)."""
        if self.plot is None:
            return
        self.plot.show_points(points, self.rows_spin.value())
        self.plot.setVisible(bool(points))
        if not points:
            self.advice.setText(tr("No count, sum or estimator to preview the noise of."))
            return
        first, last = points[0], points[-1]
        self.advice.setText(
            tr(
                "“{query}”: each cell is off by up to ± {one} (95 %) with B = 1 and "
                "± {last} with B = {b}. A smaller B drops more rows of the larger units."
            ).format(
                query=query, one=number(first[1], ".3g"), last=number(last[1], ".3g"), b=last[0]
            )
        )

    def _enable(self) -> None:
        on = self.unit_radio.isChecked()
        for field in (self.column_combo, self.rows_spin, self.name_edit):
            field.setEnabled(on)
        if self.largest_spin is not None:
            self.largest_spin.setEnabled(on)

    def _changed(self) -> None:
        self._enable()
        if not self._loading:
            self.edited.emit()

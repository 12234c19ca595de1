"""“Who is protected” (project `privacy_unit`), on the statistics and model parameter
pages: each row, or each person or household named by an id column with at most B rows
kept per unit. The advice plots, for B = 1 … the largest number of rows per unit the user
declares, the noise per cell against the share of rows B drops, estimated from the declared
largest and average (typed, never read from the data); the page computes the noise with
the engine's own preview. With `advice` (statistics) the box also sets the unit's bounds
per cell and on the number of cells; both pages set the declared most
persons per unit (for the dataset's ledger). 0 in these fields: none. The page checks the
setting with the engine's reader and shows its refusal here, named by the field's label."""

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
from engine.statistics.privacy_unit import (
    MAX_ROWS_PER_UNIT,
    PrivacyUnit,
    declared_share_dropped,
)
from engine.tasks.statistics.texts import unit_name
from gui.i18n import tr
from gui.widgets.form_widgets import (
    add_row,
    combo,
    double_spin,
    select,
    set_warning,
    spin,
    wrapped_label,
)
from gui.widgets.plot_base import BLUE, PlotPanel


class NoisePlot(PlotPanel):
    """What each bound B costs: the share of rows it drops (from the declared sizes)
    against the noise per cell (95 % ±), one point per B, the chosen B marked."""

    SHOW_LEGEND = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)
        self.setFixedHeight(170)
        self.points: list[tuple[int, float]] = []
        self.dropped: list[float] = []
        self.chosen = 1

    def show_points(self, points: list[tuple[int, float]], dropped, chosen: int) -> None:
        self.points, self.dropped, self.chosen = points, [100 * d for d in dropped], chosen
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if not self.points:
            return
        x, y = self.dropped, [w for _, w in self.points]
        self.plot.plot(x, y, pen=pg.mkPen(BLUE, width=2), symbol="o", symbolSize=5,
                       symbolBrush=BLUE, symbolPen=None)  # fmt: skip
        for (b, w), d in zip(self.points, x, strict=True):
            if b == self.chosen:
                self.plot.plot(
                    [d],
                    [w],
                    pen=None,
                    symbol="o",
                    symbolSize=11,
                    symbolBrush=None,
                    symbolPen=pg.mkPen(self.foreground(), width=2),
                )
            label = pg.TextItem(f"B = {b}" if b == self.chosen else str(b),
                                color=self.foreground(), anchor=(0, 1))  # fmt: skip
            label.setPos(d, w)
            self.plot.addItem(label)
        self.plot.setYRange(0, max(y) * 1.2, padding=0)  # room for the labels above
        self.plot.setXRange(0, max(max(x), 1.0) * 1.1, padding=0.02)
        self.plot.setLabel("bottom", tr("rows dropped (%, from the typical sizes you typed)"))
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
        self.cell_spin = spin("unitCellRowsSpin", 0, MAX_ROWS_PER_UNIT, 1)
        self.cell_spin.setSpecialValueText(tr("no bound"))
        self.cell_spin.setToolTip(
            tr(
                "The most rows of one unit in one cell of a table (0: no bound); the rest "
                "are dropped at random\nDetails: privacy_unit.max_rows_per_cell"
            )
        )
        self.cells_spin = spin("unitCellsSpin", 0, MAX_ROWS_PER_UNIT, 1)
        self.cells_spin.setSpecialValueText(tr("no bound"))
        self.cells_spin.setToolTip(
            tr(
                "The most cells of one table a unit may count in (0: no bound); its rows in "
                "other cells are dropped at random\nDetails: privacy_unit.max_cells"
            )
        )
        self.members_spin = spin("unitMembersSpin", 0, MAX_ROWS_PER_UNIT, 1)
        self.members_spin.setSpecialValueText(tr("not declared"))
        self.members_spin.setToolTip(
            tr(
                "The most persons in one unit, a number you know (not read from the data). "
                "Needed only to add this release to person-level releases of the same file "
                "in its privacy ledger\nDetails: privacy_unit.max_members"
            )
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
        if advice:
            add_row(form, tr("At mos&t rows per unit in one cell:"), self.cell_spin)
            add_row(form, tr("At most cell&s per unit:"), self.cells_spin)
        add_row(form, tr("Lar&gest number of persons in one unit (declared):"), self.members_spin)
        self.bound_spins = {"max_rows_per_cell": self.cell_spin, "max_cells": self.cells_spin,
                            "max_members": self.members_spin}  # fmt: skip
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.guarantee)
        left.addWidget(self.message)
        left.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        self.largest_spin = self.average_spin = self.plot = self.advice = None
        if advice:
            self.largest_spin = spin("unitLargestSpin", 1, 200, 10)
            self.largest_spin.setToolTip(
                tr(
                    "Type the typical largest number of rows a unit has (from what you know "
                    "of the file). PrivDesk does not read it from the data: that would be "
                    "raw. How many rows each B drops cannot be shown for the same reason."
                )
            )
            self.average_spin = double_spin("unitAverageSpin", 1.0, 200.0, 1, 0.5)
            self.average_spin.setValue(3.0)
            self.average_spin.setToolTip(
                tr(
                    "Type the average number of rows a unit has (from what you know of the "
                    "file), to estimate how many rows each B drops. PrivDesk does not read it "
                    "from the data."
                )
            )
            advice_form = QFormLayout()
            add_row(advice_form, tr("Typical &largest rows per unit:"), self.largest_spin)
            add_row(advice_form, tr("T&ypical average rows per unit:"), self.average_spin)
            self.advice = wrapped_label("unitAdvice")
            self.plot = NoisePlot()
            right = QVBoxLayout()
            right.addLayout(advice_form)
            right.addWidget(self.advice)
            right.addWidget(self.plot)
            layout.addLayout(right, 1)
            self.largest_spin.valueChanged.connect(self.advice_changed)
            self.average_spin.valueChanged.connect(self.advice_changed)
        self.row_radio.toggled.connect(self._changed)
        self.column_combo.currentIndexChanged.connect(self._changed)
        self.rows_spin.valueChanged.connect(self._changed)
        for field in self.bound_spins.values():
            field.valueChanged.connect(self._changed)
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
        for key, field in self.bound_spins.items():
            field.setValue(getattr(unit, key) or 0)
        self._loading = False
        self._enable()

    def value(self):
        """The `privacy_unit` setting: "row" or {column, max_rows, name and the bounds set}."""
        if self.row_radio.isChecked() or self.column_combo.currentData() is None:
            return "row"
        out = {"column": self.column_combo.currentData(), "max_rows": self.rows_spin.value()}
        out |= {key: field.value() for key, field in self.bound_spins.items() if field.value()}
        name = self.name_edit.text().strip()
        return {**out, "name": name} if name else out

    def fields(self) -> dict[str, QWidget]:
        """Project key → the field that sets it (its label names it in messages)."""
        return {
            "privacy_unit.column": self.column_combo,
            "privacy_unit.max_rows": self.rows_spin,
            "privacy_unit.name": self.name_edit,
            **{f"privacy_unit.{key}": field for key, field in self.bound_spins.items()},
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
        """Noise per cell of `query` for each B (empty: no query with noise only), against
        the share of rows each B drops from the declared sizes."""
        if self.plot is None:
            return
        bounds = [b for b, _ in points]
        dropped = declared_share_dropped(
            self.average_spin.value(), self.largest_spin.value(), bounds
        )
        self.plot.show_points(points, dropped, self.rows_spin.value())
        self.plot.setVisible(bool(points))
        if not points:
            self.advice.setText(tr("No count, sum or estimator to preview the noise of."))
            return
        first, last = points[0], points[-1]
        self.advice.setText(
            tr(
                "“{query}”: each cell is off by up to ± {one} (95 %) with B = 1, dropping "
                "about {share_one} % of the rows, and ± {last} with B = {b}, dropping about "
                "{share_last} % (from the typical sizes you typed)."
            ).format(
                query=query,
                one=number(first[1], ".3g"),
                last=number(last[1], ".3g"),
                b=last[0],
                share_one=number(100 * dropped[0], ".2g"),
                share_last=number(100 * dropped[-1], ".2g"),
            )
        )

    def _enable(self) -> None:
        on = self.unit_radio.isChecked()
        fields = (self.column_combo, self.rows_spin, self.name_edit, *self.bound_spins.values())
        for field in fields:
            field.setEnabled(on)
        if self.largest_spin is not None:
            self.largest_spin.setEnabled(on)
            self.average_spin.setEnabled(on)

    def _changed(self) -> None:
        self._enable()
        if not self._loading:
            self.edited.emit()

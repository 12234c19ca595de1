"""The survey methods of an anonymize project (its `methods` section), beside the roles
table: household variables (one value per household), PRAM of categories, microaggregation,
noise and top/bottom coding of number columns. Each method's columns are chosen in a
menu of check boxes; `values()` is the section as the project file writes it, which the
settings panel checks with the engine's own reader."""

from __future__ import annotations

import pandas as pd
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.tasks.anonymize.methods_project import MicroSpec, NoiseSpec, PramSpec
from gui.i18n import tr
from gui.widgets.form_widgets import combo, double_spin, number_text, spin

SMALL = 70  # width of the methods' number fields
COLUMN_WIDTH = 470  # the design and methods beside the roles table


class ColumnsButton(QToolButton):
    """A button whose menu lists the table's columns as check boxes."""

    changed = Signal()

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName=name)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setMenu(QMenu(self))
        self.setMinimumWidth(110)
        self.setMaximumWidth(170)

    def fill(self, columns: list[str], chosen) -> None:
        self.menu().clear()
        for name in columns:
            action = self.menu().addAction(name)
            action.setCheckable(True)
            action.setChecked(name in chosen)
            action.toggled.connect(self._toggled)
        self._show()

    def set_checked(self, names) -> None:
        for action in self.menu().actions():
            action.setChecked(action.text() in names)

    def columns(self) -> list[str]:
        return [a.text() for a in self.menu().actions() if a.isChecked()]

    def _toggled(self) -> None:
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        chosen = self.columns()
        text = ", ".join(chosen) if chosen else tr("none")
        if self.fontMetrics().horizontalAdvance(text) > self.maximumWidth() - 30:
            text = tr("{n} columns").format(n=number(len(chosen)))
        self.setText(text)


def _small(box, width: int = SMALL):
    box.setMinimumWidth(width)
    box.setMaximumWidth(width + 20)
    return box


class SurveyMethodsPanel(QGroupBox):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Survey methods"), parent, objectName="surveyMethodsBox")
        self._filling = False
        self._top: dict[str, dict] = {}  # column → its top/bottom coding
        self.household = ColumnsButton("householdColumns")
        self.pram = ColumnsButton("pramColumns")
        self.pd = _small(double_spin("pramPd", 0.0, 1.0, 2, 0.05), 100)
        self.alpha = _small(double_spin("pramAlpha", 0.0, 1.0, 2, 0.1))
        self.pd.setPrefix(tr("keep ≥ "))
        self.alpha.setPrefix("α ")
        self.invariant = QCheckBox(tr("keep expected counts"), objectName="pramInvariant")
        self.micro = ColumnsButton("microColumns")
        self.k = _small(spin("microK", 2, 1000, 1))
        self.noise = ColumnsButton("noiseColumns")
        self.noise_method = combo("noiseMethod")
        self.noise_method.setMinimumContentsLength(8)
        self.noise_method.addItem(tr("independent"), "additive")
        self.noise_method.addItem(tr("correlated"), "correlated")
        self.level = _small(double_spin("noiseLevel", 1.0, 1000.0, 0, 10.0), 80)
        self.level.setSuffix(" %")
        self.top_column = combo("topColumn")
        self.top_column.setMinimumContentsLength(10)
        self.edits = {
            key: _small(QLineEdit(objectName=f"top_{key}"))
            for key in ("top", "top_value", "bottom", "bottom_value")
        }
        self._tips()
        grid = QGridLayout(self)
        rows = [
            (tr("One per household"), self.household, []),
            (tr("Swap categories"), self.pram, [self.pd, self.alpha]),
            ("", None, [self.invariant]),
            (tr("Group means"), self.micro, [QLabel(tr("size k")), self.k]),
            (tr("Add noise"), self.noise, [self.noise_method, self.level]),
            (tr("Top/bottom coding"), self.top_column,
             [QLabel(tr("above")), self.edits["top"], QLabel("→"), self.edits["top_value"]]),
            ("", None, [QLabel(tr("below")), self.edits["bottom"], QLabel("→"),
                        self.edits["bottom_value"]]),
        ]  # fmt: skip
        for r, (text, field, params) in enumerate(rows):
            grid.addWidget(QLabel(text), r, 0)
            if field is not None:
                grid.addWidget(field, r, 1)
            line = QHBoxLayout()
            for widget in params:
                line.addWidget(widget)
            line.addStretch(1)
            grid.addLayout(line, r, 2)
        for button in (self.household, self.pram, self.micro, self.noise):
            button.changed.connect(self._changed)
        for box in (self.pd, self.alpha, self.k, self.level):
            box.valueChanged.connect(self._changed)
        self.invariant.toggled.connect(self._changed)
        self.noise_method.currentIndexChanged.connect(self._changed)
        self.top_column.currentIndexChanged.connect(self._show_top)
        for edit in self.edits.values():
            edit.textChanged.connect(self._top_edited)

    def _tips(self) -> None:
        tips = {
            self.household: tr("Columns about the whole household (e.g. dwelling type): each "
                               "method changes them once per household, so members never "
                               "disagree\nDetails: methods.household_variables"),
            self.pram: tr("Categories changed at random: each value is kept with a chance of "
                          "at least “keep ≥”, else replaced by another category\nDetails: "
                          "methods.pram.columns"),
            self.pd: tr("The smallest chance that a value is kept\nDetails: methods.pram.pd"),
            self.alpha: tr("How much of the random change is used (0: none, 1: all)"
                           "\nDetails: methods.pram.alpha"),
            self.invariant: tr("Expected counts of each category stay those of the data "
                               "(the change matrix then depends on the data's counts)"
                               "\nDetails: methods.pram.invariant"),
            self.micro: tr("Number columns replaced by the mean of a group of k or more "
                           "similar records\nDetails: methods.microaggregation.columns"),
            self.k: tr("Records per group (at least)\nDetails: methods.microaggregation.k"),
            self.noise: tr("Number columns with random noise added\nDetails: "
                           "methods.noise.columns"),
            self.noise_method: tr("Independent noise per column, or noise correlated like the "
                                  "columns themselves\nDetails: methods.noise.method"),
            self.level: tr("Noise size, in % of each column's standard deviation "
                           "(correlated: of the covariance)\nDetails: methods.noise.level"),
            self.top_column: tr("The number column whose extreme values are replaced"
                                "\nDetails: methods.top_bottom.<column>"),
            self.edits["top"]: tr("Values above this…\nDetails: methods.top_bottom.<column>.top"),
            self.edits["top_value"]: tr("…become this value\nDetails: "
                                        "methods.top_bottom.<column>.top_value"),
            self.edits["bottom"]: tr("Values below this…\nDetails: "
                                     "methods.top_bottom.<column>.bottom"),
            self.edits["bottom_value"]: tr("…become this value\nDetails: "
                                           "methods.top_bottom.<column>.bottom_value"),
        }  # fmt: skip
        for widget, tip in tips.items():
            widget.setToolTip(tip)

    def fill(self, methods, frame: pd.DataFrame) -> None:
        """Show `methods` (a Methods) for the table `frame`."""
        columns = [str(c) for c in frame.columns]
        numbers = [str(c) for c in frame.columns if pd.api.types.is_numeric_dtype(frame[c])]
        self._filling = True
        try:
            self.household.fill(columns, methods.household_variables)
            pram = methods.pram or PramSpec(())  # none chosen: the defaults show
            micro = methods.microaggregation or MicroSpec(())
            noise = methods.noise or NoiseSpec(())
            self.pram.fill(columns, pram.columns)
            self.micro.fill(columns, micro.columns)
            self.noise.fill(columns, noise.columns)
            self.pd.setValue(pram.pd)
            self.alpha.setValue(pram.alpha)
            self.invariant.setChecked(pram.invariant)
            self.k.setValue(micro.k)
            self.noise_method.setCurrentIndex(max(self.noise_method.findData(noise.method), 0))
            self.level.setValue(noise.level)
            self._top = {
                name: {k: v for k, v in vars(spec).items() if v is not None}
                for name, spec in methods.top_bottom.items()
            }
            self.top_column.clear()
            self.top_column.addItem("—", None)
            for name in numbers:
                self.top_column.addItem(name, name)
            first = next(iter(self._top), None)
            self.top_column.setCurrentIndex(max(self.top_column.findData(first), 0))
        finally:
            self._filling = False
        self._show_top()

    def _show_top(self) -> None:
        column = self.top_column.currentData()
        spec = self._top.get(column, {})
        filling, self._filling = self._filling, True
        for key, edit in self.edits.items():
            edit.setEnabled(column is not None)
            edit.setText(number_text(spec[key]) if key in spec else "")
        self._filling = filling

    def _top_edited(self) -> None:
        if self._filling:
            return
        column = self.top_column.currentData()
        if column is not None:
            self._top[column] = {k: e.text().strip() for k, e in self.edits.items()}
        self._changed()

    def _changed(self) -> None:
        if not self._filling:
            self.changed.emit()

    def values(self) -> dict:
        """The methods section as the project file writes it (numbers typed checked here,
        everything else by the engine's reader)."""
        out: dict = {}
        if self.household.columns():
            out["household_variables"] = self.household.columns()
        if self.pram.columns():
            out["pram"] = {
                "columns": self.pram.columns(),
                "pd": self.pd.value(),
                "alpha": self.alpha.value(),
                "invariant": self.invariant.isChecked(),
            }
        if self.micro.columns():
            out["microaggregation"] = {"columns": self.micro.columns(), "k": self.k.value()}
        if self.noise.columns():
            out["noise"] = {
                "columns": self.noise.columns(),
                "method": self.noise_method.currentData(),
                "level": self.level.value(),
            }
        top = {}
        for column, spec in self._top.items():
            item = {}
            for key, text in spec.items():
                if isinstance(text, str) and not text:
                    continue
                try:
                    item[key] = float(text)
                except ValueError:
                    raise ParameterError(
                        f"methods.top_bottom.{column}.{key}",
                        tr("type a number, e.g. {example}").format(example=number(5000, ",")),
                    ) from None
            if item:
                top[column] = item
        if top:
            out["top_bottom"] = top
        return out  # fmt: skip


def survey_column(design, methods, commit) -> QWidget:
    """The survey design and methods, one above the other; each edit calls `commit`."""
    design.changed.connect(commit)
    methods.changed.connect(commit)
    holder = QWidget(objectName="surveyColumn")
    holder.setMaximumWidth(COLUMN_WIDTH)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(design)
    column.addWidget(methods)
    column.addStretch(1)
    return holder

"""The form that edits one statistics query: its type, columns, declared bounds, bins,
quantiles, estimator and noise. Only the fields the chosen type uses are shown; the form
hands back the query in its project-file form, which the engine validates by key."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLineEdit, QSpinBox, QWidget

from engine.statistics.queries import Query
from engine.statistics.sample_aggregate import ESTIMATORS
from engine.tasks.statistics.project import OPTIONAL, REQUIRED
from gui.widgets.form_widgets import combo, select, spin

TYPE_LABELS = {
    "count": "Count (optionally by group)",
    "sum": "Sum of a bounded column",
    "mean": "Mean of a bounded column",
    "histogram": "Histogram over declared bins",
    "contingency": "Contingency table (one or two groupings)",
    "quantile": "Quantiles (exponential mechanism)",
    "estimator": "Estimator by sample-and-aggregate",
    "mos_mean": "Small-cell mean, MOS (not formally private)",
    "mos_slope": "Small-cell slope, MOS (not formally private)",
}
NONE = "(none)"


def _numbers(text: str):
    """A comma-separated list of numbers; text that is not a number is kept, so the
    engine's check names the setting."""
    out = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            out.append(float(part))
        except ValueError:
            out.append(part)
    return out


def _text(values) -> str:
    return ", ".join(f"{v:g}" for v in values or ())


class QueryEditor(QWidget):
    """Fields of one query; `edited` fires on every change."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.type_combo = combo("queryTypeCombo")
        for key, label in TYPE_LABELS.items():
            self.type_combo.addItem(label, key)
        self.type_combo.setToolTip("queries[i].type: what is released")
        self.column_combo = combo("queryColumnCombo")
        self.column_combo.setToolTip("queries[i].column: the numeric column the statistic is of")
        self.x_combo = combo("queryXCombo")
        self.x_combo.setToolTip("queries[i].x: the regressor of a slope (y = column on x)")
        self.x_bounds_edit = QLineEdit(objectName="queryXBoundsEdit", placeholderText="1, 12")
        self.x_bounds_edit.setToolTip("queries[i].x_bounds = [a, b]: declared range of x")
        self.by_combos = (combo("queryBy1Combo"), combo("queryBy2Combo"))
        for box in self.by_combos:
            box.setToolTip(
                "queries[i].by: one cell per category (declared in the project's categories); "
                "a person is in one cell, so the whole table costs one query's ε"
            )
        self.bounds_edit = QLineEdit(objectName="queryBoundsEdit", placeholderText="0, 500000")
        self.bounds_edit.setToolTip(
            "queries[i].bounds = [a, b]: declared by you, never read from the data. Values "
            "outside are clamped (the manifest counts them); the noise grows with b − a."
        )
        self.bins_edit = QLineEdit(objectName="queryBinsEdit", placeholderText="0, 15, 25, 45, 65")
        self.bins_edit.setToolTip("queries[i].bins: increasing edges; cells [e_i, e_i+1)")
        self.quantiles_edit = QLineEdit(objectName="queryQuantilesEdit", placeholderText="0.5")
        self.quantiles_edit.setToolTip("queries[i].quantiles: each in [0, 1]; ε is split equally")
        self.estimator_combo = combo("queryEstimatorCombo")
        for name in ESTIMATORS:
            self.estimator_combo.addItem(name, name)
        self.estimator_combo.setToolTip("queries[i].estimator: computed on every block")
        self.blocks_spin: QSpinBox = spin("queryBlocksSpin", 2, 100_000, 5)
        self.blocks_spin.setToolTip(
            "queries[i].blocks = m: more blocks, less noise ((b_θ − a_θ)/(mε)) but smaller "
            "blocks and noisier block estimates"
        )
        self.output_bounds_edit = QLineEdit(objectName="queryOutputBoundsEdit")
        self.output_bounds_edit.setToolTip(
            "queries[i].output_bounds = [a_θ, b_θ]: each block's estimate is clamped here"
        )
        self.level_combo = combo("queryLevelCombo")
        self.level_combo.setToolTip(
            "queries[i].sensitivity_level: the higher-level group (e.g. region) over whose "
            "cells χ, the maximum observed sensitivity, is taken and released"
        )
        self.mechanism_combo = combo("queryMechanismCombo")
        self.mechanism_combo.addItem("Laplace (pure ε-DP)", "laplace")
        self.mechanism_combo.addItem("Gaussian (ε, δ), analytic calibration", "gaussian")
        self.mechanism_combo.setToolTip("queries[i].mechanism: Gaussian needs the budget's δ > 0")

        self.form = form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.rows: dict[str, QWidget] = {
            "column": self.column_combo,
            "x": self.x_combo,
            "x_bounds": self.x_bounds_edit,
            "by": self.by_combos[0],
            "by2": self.by_combos[1],
            "bounds": self.bounds_edit,
            "bins": self.bins_edit,
            "quantiles": self.quantiles_edit,
            "estimator": self.estimator_combo,
            "blocks": self.blocks_spin,
            "output_bounds": self.output_bounds_edit,
            "sensitivity_level": self.level_combo,
            "mechanism": self.mechanism_combo,
        }
        labels = {
            "column": "Column:",
            "x": "Regressor x:",
            "x_bounds": "Declared bounds of x:",
            "by": "Group by:",
            "by2": "and by:",
            "bounds": "Declared bounds a, b:",
            "bins": "Bin edges:",
            "quantiles": "Quantiles:",
            "estimator": "Estimator:",
            "blocks": "Blocks m:",
            "output_bounds": "Estimate bounds:",
            "sensitivity_level": "χ taken over:",
            "mechanism": "Noise:",
        }
        form.addRow("Statistic:", self.type_combo)
        for key, widget in self.rows.items():
            form.addRow(labels[key], widget)
        for box in (self.type_combo, self.column_combo, self.x_combo, *self.by_combos):
            box.currentIndexChanged.connect(self._changed)
        for box in (self.estimator_combo, self.level_combo, self.mechanism_combo):
            box.currentIndexChanged.connect(self._changed)
        for edit in (self.bounds_edit, self.bins_edit, self.quantiles_edit):
            edit.textEdited.connect(self._changed)
        self.output_bounds_edit.textEdited.connect(self._changed)
        self.x_bounds_edit.textEdited.connect(self._changed)
        self.blocks_spin.valueChanged.connect(self._changed)
        self._loading = False
        self._show_rows()

    def set_columns(self, columns: list[str]) -> None:
        self._loading = True
        for box, blank in ((self.column_combo, False), (self.x_combo, False),
                           (self.by_combos[0], True), (self.by_combos[1], True),
                           (self.level_combo, False)):  # fmt: skip
            current = box.currentData()
            box.clear()
            if blank:
                box.addItem(NONE, None)
            for name in columns:
                box.addItem(name, name)
            select(box, current)
        self._loading = False

    def load(self, query: Query) -> None:
        self._loading = True
        select(self.type_combo, query.type)
        select(self.column_combo, query.column)
        select(self.x_combo, query.x)
        for i, box in enumerate(self.by_combos):
            box.setCurrentIndex(max(box.findData(query.by[i]), 0) if i < len(query.by) else 0)
        self.bounds_edit.setText(_text(query.bounds))
        self.bins_edit.setText(_text(query.bins))
        self.quantiles_edit.setText(_text(query.quantiles))
        select(self.estimator_combo, query.estimator)
        self.blocks_spin.setValue(query.blocks)
        self.output_bounds_edit.setText(_text(query.output_bounds))
        self.x_bounds_edit.setText(_text(query.x_bounds))
        select(self.level_combo, query.sensitivity_level)
        select(self.mechanism_combo, query.mechanism)
        self._loading = False
        self._show_rows()

    def to_dict(self) -> dict:
        """The query as the project file holds it (checked by the engine)."""
        kind = self.type_combo.currentData()
        uses = set(REQUIRED[kind] + OPTIONAL[kind])
        out: dict = {"type": kind}
        values = {
            "column": self.column_combo.currentData(),
            "x": self.x_combo.currentData(),
            "by": [b.currentData() for b in self.by_combos if b.currentData()],
            "bounds": _numbers(self.bounds_edit.text()),
            "bins": _numbers(self.bins_edit.text()),
            "quantiles": _numbers(self.quantiles_edit.text()),
            "estimator": self.estimator_combo.currentData(),
            "blocks": self.blocks_spin.value(),
            "output_bounds": _numbers(self.output_bounds_edit.text()),
            "x_bounds": _numbers(self.x_bounds_edit.text()),
            "sensitivity_level": self.level_combo.currentData(),
            "mechanism": self.mechanism_combo.currentData(),
        }
        for key, value in values.items():
            if key not in uses or value is None:
                continue
            if key == "x" and kind == "estimator" and values["estimator"] != "slope":
                continue
            if key == "by" and not value and "by" not in REQUIRED[kind]:
                continue
            if (
                key in ("bounds", "bins", "output_bounds")
                and not value
                and key not in REQUIRED[kind]
            ):
                continue
            out[key] = value
        return out

    def _changed(self) -> None:
        if self._loading:
            return
        self._show_rows()
        self.edited.emit()

    def _show_rows(self) -> None:
        kind = self.type_combo.currentData()
        uses = set(REQUIRED[kind] + OPTIONAL[kind])
        slope = self.estimator_combo.currentData() == "slope"
        for key, widget in self.rows.items():
            visible = ("by" if key == "by2" else key) in uses
            if key == "x" and kind == "estimator":
                visible = visible and slope
            if key == "by2":
                visible = visible and kind not in ("mos_mean", "mos_slope")
            self.form.setRowVisible(widget, visible)

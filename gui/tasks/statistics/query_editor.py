"""The form that edits one statistics query: its type, columns, declared bounds, bins,
quantiles, estimator and noise. Only the fields the chosen type uses are shown; the form
hands back the query in its project-file form, which the engine validates by key."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLineEdit, QSpinBox, QWidget

from engine.statistics.queries import Query
from engine.statistics.sample_aggregate import ESTIMATORS
from engine.tasks.statistics.query_spec import OPTIONAL, REQUIRED
from gui.i18n import tr
from gui.widgets.form_widgets import combo, select, spin


def type_labels() -> dict[str, str]:
    """The query types (keys of the project file) in words, in the combo's order."""
    return {
        "count": tr("Count (optionally by group)"),
        "sum": tr("Sum of a bounded column"),
        "mean": tr("Mean of a bounded column"),
        "histogram": tr("Histogram over declared bins"),
        "contingency": tr("Contingency table (one or two groupings)"),
        "quantile": tr("Quantiles (exponential mechanism)"),
        "estimator": tr("Estimator by sample-and-aggregate"),
        "mos_mean": tr("Small-cell mean, MOS (not formally private)"),
        "mos_slope": tr("Small-cell slope, MOS (not formally private)"),
    }


def estimator_labels() -> dict[str, str]:
    return {"mean": tr("mean"), "median": tr("median"), "slope": tr("slope")}


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
        for key, label in type_labels().items():
            self.type_combo.addItem(label, key)
        self.type_combo.setToolTip(tr("{key}: what is released").format(key="queries[i].type"))
        self.column_combo = combo("queryColumnCombo")
        self.column_combo.setToolTip(
            tr("{key}: the numeric column the statistic is of").format(key="queries[i].column")
        )
        self.x_combo = combo("queryXCombo")
        self.x_combo.setToolTip(
            tr("{key}: the regressor of a slope (y = column on x)").format(key="queries[i].x")
        )
        self.x_bounds_edit = QLineEdit(objectName="queryXBoundsEdit", placeholderText="1, 12")
        self.x_bounds_edit.setToolTip(
            tr("{key}: declared range of x").format(key="queries[i].x_bounds = [a, b]")
        )
        self.by_combos = (combo("queryBy1Combo"), combo("queryBy2Combo"))
        for box in self.by_combos:
            box.setToolTip(
                tr(
                    "{key}: one cell per category (declared in the project's categories); a "
                    "person is in one cell, so the whole table costs one query's ε"
                ).format(key="queries[i].by")
            )
        self.bounds_edit = QLineEdit(objectName="queryBoundsEdit", placeholderText="0, 500000")
        self.bounds_edit.setToolTip(
            tr(
                "{key}: declared by you; the release never reads them from the data. A new "
                "project proposes the data's 1st–99th percentiles, rounded: replace them with "
                "limits you know, since a range read from the data is not protected. Values "
                "outside are clamped (the manifest counts them); the noise grows with b − a."
            ).format(key="queries[i].bounds = [a, b]")
        )
        self.bins_edit = QLineEdit(objectName="queryBinsEdit", placeholderText="0, 15, 25, 45, 65")
        self.bins_edit.setToolTip(
            tr("{key}: increasing edges; cells [e_i, e_i+1)").format(key="queries[i].bins")
        )
        self.quantiles_edit = QLineEdit(objectName="queryQuantilesEdit", placeholderText="0.5")
        self.quantiles_edit.setToolTip(
            tr("{key}: each in [0, 1]; ε is split equally").format(key="queries[i].quantiles")
        )
        self.estimator_combo = combo("queryEstimatorCombo")
        names = estimator_labels()
        for name in ESTIMATORS:
            self.estimator_combo.addItem(names.get(name, name), name)
        self.estimator_combo.setToolTip(
            tr("{key}: computed on every block").format(key="queries[i].estimator")
        )
        self.blocks_spin: QSpinBox = spin("queryBlocksSpin", 2, 100_000, 5)
        self.blocks_spin.setToolTip(
            tr(
                "{key}: more blocks, less noise ((b_θ − a_θ)/(mε)) but smaller blocks and noisier "
                "block estimates"
            ).format(key="queries[i].blocks = m")
        )
        self.output_bounds_edit = QLineEdit(objectName="queryOutputBoundsEdit")
        self.output_bounds_edit.setToolTip(
            tr("{key}: each block's estimate is clamped here").format(
                key="queries[i].output_bounds = [a_θ, b_θ]"
            )
        )
        self.level_combo = combo("queryLevelCombo")
        self.level_combo.setToolTip(
            tr(
                "{key}: the higher-level group (e.g. region) over whose cells χ, the maximum "
                "observed sensitivity, is taken and released"
            ).format(key="queries[i].sensitivity_level")
        )
        self.mechanism_combo = combo("queryMechanismCombo")
        self.mechanism_combo.addItem(tr("Laplace (pure ε-DP)"), "laplace")
        self.mechanism_combo.addItem(tr("Gaussian (ε, δ), analytic calibration"), "gaussian")
        self.mechanism_combo.setToolTip(
            tr("{key}: Gaussian needs the budget's δ > 0").format(key="queries[i].mechanism")
        )

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
            "column": tr("Column:"),
            "x": tr("Regressor x:"),
            "x_bounds": tr("Declared bounds of x:"),
            "by": tr("Group by:"),
            "by2": tr("and by:"),
            "bounds": tr("Declared bounds a, b:"),
            "bins": tr("Bin edges:"),
            "quantiles": tr("Quantiles:"),
            "estimator": tr("Estimator:"),
            "blocks": tr("Blocks m:"),
            "output_bounds": tr("Estimate bounds:"),
            "sensitivity_level": tr("χ taken over:"),
            "mechanism": tr("Noise:"),
        }
        form.addRow(tr("Statistic:"), self.type_combo)
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

    def set_columns(self, columns: list[str], refused: dict[str, str] | None = None) -> None:
        """The table's columns; those in `refused` (identifier-like) are offered greyed in
        Group by, with the reason as their tooltip."""
        refused = refused or {}
        self._loading = True
        for box, blank in ((self.column_combo, False), (self.x_combo, False),
                           (self.by_combos[0], True), (self.by_combos[1], True),
                           (self.level_combo, False)):  # fmt: skip
            current = box.currentData()
            box.clear()
            if blank:
                box.addItem(tr("(none)"), None)
            for name in columns:
                box.addItem(name, name)
                if blank and name in refused:  # a grouping choice: greyed, with the reason
                    item = box.model().item(box.count() - 1)
                    item.setEnabled(False)
                    item.setToolTip(refused[name])
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

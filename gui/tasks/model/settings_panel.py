"""Step 2 for the model task: the target, the features and where their scales come from.

Shown under the list of tasks. The target is any column with 2 to 10 values; features are
the numeric columns (ticked); the loan amount (optional) feeds the lending measure. The
feature centres and scales either come from the data (mean and sd, released with the model
and not private) or from declared bounds typed here (no privacy cost: values are clipped
into them). Every edit is checked by the engine's own project reader, so the panel shows
the message the command line would.
"""

from __future__ import annotations

import pandas as pd
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.model.standardize import DATA, DECLARED
from engine.tasks.model.project import (
    MAX_CLASSES,
    Standardization,
    default_project,
    model_project_from_dict,
    proposed_classes,
)
from gui.i18n import tr
from gui.pages.table_task_panel import TableTaskPanel
from gui.state import WizardState
from gui.widgets.form_widgets import add_row, combo, select, set_warning, wrapped_label

KEY = "model"


def sources() -> dict[str, str]:
    """standardization.source: project key → label."""
    return {
        DATA: tr("From the data: mean and standard deviation (released as-is, not private)"),
        DECLARED: tr("Declared bounds (lowest and highest value per feature; no privacy cost)"),
    }


def typed_classes(text: str) -> list:
    """The classes typed, comma separated: whole numbers as numbers, the rest as text."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    return [int(p) if p.lstrip("-").isdigit() else p for p in parts]


def _to_float(text: str) -> float:
    """A typed bound: "2.5" in English; "2,5" (or "2.5") where the decimal mark is a comma."""
    if number(0.5) != "0.5":
        text = "".join(text.split()).replace(",", ".")
    return float(text)


class ModelSettingsPanel(TableTaskPanel):
    task_key = KEY
    default_project = staticmethod(default_project)

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self.target_combo = combo("modelTargetCombo")
        self.target_combo.setToolTip(
            tr(
                "The column the model predicts (2 to {max_classes} different "
                "values)\nDetails: columns.target"
            ).format(max_classes=number(MAX_CLASSES))
        )
        self.classes_edit = QLineEdit(objectName="modelClassesEdit", placeholderText="0, 1")
        self.classes_edit.setToolTip(
            tr(
                "The values the target can take, typed by you, comma "
                "separated. They are published with the model; PrivDesk never lists them from "
                "the data, where a rare class would show that someone has it."
                "\nDetails: columns.classes"
            )
        )
        self.loan_combo = combo("modelLoanCombo")
        self.loan_combo.setToolTip(
            tr(
                "Loan sizes for the lending measure (profit on held-out rows)"
                "\nDetails: columns.loan_amount"
            )
        )
        self.features = QListWidget(objectName="modelFeatureList")
        self.features.setToolTip(
            tr("The numeric columns the model uses (ticked)\nDetails: columns.features")
        )
        self.source_combo = combo("modelSourceCombo")
        for key, text in sources().items():
            self.source_combo.addItem(text, key)
        self.source_combo.setToolTip(
            tr(
                "“data” releases the data's own means and standard "
                "deviations with the model (not private); “declared” uses the bounds below"
                "\nDetails: standardization.source"
            )
        )
        self.bounds = QTableWidget(0, 3, objectName="modelBoundsTable")
        self.bounds.setHorizontalHeaderLabels((tr("Feature"), tr("Lowest"), tr("Highest")))
        self.bounds.horizontalHeader().setStretchLastSection(True)
        self.bounds.horizontalHeader().setSectionResizeMode(
            0, QHeaderView.ResizeMode.ResizeToContents
        )
        self.bounds.verticalHeader().setVisible(False)
        self.bounds.setToolTip(
            tr(
                "[lowest, highest] per feature, from what you know "
                "about the domain (not from this file, or they leak it). Values outside are "
                "clipped.\nDetails: standardization.bounds"
            )
        )
        self.fill_bounds_button = QPushButton(
            tr("Fill empty bounds from the data's range"), objectName="fillBoundsButton"
        )
        self.fill_bounds_button.setToolTip(
            tr(
                "A starting point only: bounds read off this file are not private. Round them "
                "to values anyone could know (0 to 100, 0 to 10,000) before privatizing."
            )
        )
        self.fill_bounds_button.clicked.connect(self._fill_bounds_from_data)
        self.message = wrapped_label("modelSettingsMessage")

        columns = QGroupBox(tr("Target and features"))
        form = QFormLayout(columns)
        add_row(form, tr("&Predict (target):"), self.target_combo)
        add_row(form, tr("Its &classes:"), self.classes_edit)
        add_row(form, tr("&Loan amount (optional):"), self.loan_combo)
        add_row(form, tr("&Features:"), self.features)
        scaling = QGroupBox(tr("Feature scales"))
        box = QVBoxLayout(scaling)
        box.addWidget(self.source_combo)
        box.addWidget(self.bounds, 1)
        row = QHBoxLayout()
        row.addWidget(self.fill_bounds_button)
        row.addStretch(1)
        box.addLayout(row)
        top = QHBoxLayout()
        top.addWidget(columns, 1)
        top.addWidget(scaling, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top, 1)
        layout.addWidget(self.message)
        self.target_combo.currentIndexChanged.connect(self._target_changed)
        self.classes_edit.textEdited.connect(self._commit)
        self.loan_combo.currentIndexChanged.connect(self._commit)
        self.features.itemChanged.connect(self._commit)
        self.source_combo.currentIndexChanged.connect(self._commit)
        self.bounds.itemChanged.connect(self._commit)

    # --- page contract -----------------------------------------------------------------------

    # --- filling and reading -----------------------------------------------------------------

    def _frame(self) -> pd.DataFrame:
        return self.state.table.frame

    def _fill(self) -> None:
        self._filling = True
        try:
            frame, project = self._frame(), self.project
            cols = project.columns
            self.target_combo.clear()
            for name in frame.columns:
                if 2 <= frame[name].nunique() <= MAX_CLASSES:
                    self.target_combo.addItem(str(name), str(name))
            select(self.target_combo, cols.target)
            self.classes_edit.setText(", ".join(str(c) for c in cols.classes))
            numeric = [str(c) for c in frame.columns if pd.api.types.is_numeric_dtype(frame[c])]
            self.loan_combo.clear()
            self.loan_combo.addItem(tr("(none)"), None)
            for name in numeric:
                self.loan_combo.addItem(name, name)
            select(self.loan_combo, cols.loan_amount)
            self.features.clear()
            for name in numeric:
                item = QListWidgetItem(name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = name in cols.features
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
                self.features.addItem(item)
            select(self.source_combo, project.standardization.source)
            self._fill_bounds(project.standardization.bounds, cols.features)
        finally:
            self._filling = False

    def _fill_bounds(self, bounds: dict, features) -> None:
        self.bounds.setRowCount(len(features))
        for row, name in enumerate(features):
            low, high = bounds.get(name, ("", ""))
            for col, text in enumerate(
                (
                    name,
                    number(low, "g") if low != "" else "",
                    number(high, "g") if high != "" else "",
                )
            ):
                item = QTableWidgetItem(text)
                if col == 0:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.bounds.setItem(row, col, item)
        self.bounds.setEnabled(self.source_combo.currentData() == DECLARED)
        self.fill_bounds_button.setEnabled(self.source_combo.currentData() == DECLARED)

    def _ticked(self) -> list[str]:
        return [
            self.features.item(i).text()
            for i in range(self.features.count())
            if self.features.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _typed_bounds(self) -> dict:
        out = {}
        for row in range(self.bounds.rowCount()):
            name = self.bounds.item(row, 0).text()
            texts = [self.bounds.item(row, c).text().strip() for c in (1, 2)]
            try:
                out[name] = [_to_float(texts[0]), _to_float(texts[1])]
            except ValueError:
                continue
        return out

    def _fill_bounds_from_data(self) -> None:
        frame = self._frame()
        bounds = self._typed_bounds()
        for name in self._ticked():
            if name not in bounds:
                values = pd.to_numeric(frame[name], errors="coerce")
                bounds[name] = [float(values.min()), float(values.max())]
        self._filling = True
        try:
            self._fill_bounds({k: tuple(v) for k, v in bounds.items()}, self._ticked())
        finally:
            self._filling = False
        self._commit()

    def _target_changed(self) -> None:
        """A new target: its classes are typed again (0, 1 proposed for a 0/1 column)."""
        target = self.target_combo.currentData()
        if not self._filling and target is not None:
            proposed = proposed_classes(self._frame()[target])
            self.classes_edit.setText(", ".join(str(c) for c in proposed))
        self._commit()

    def _commit(self) -> None:
        if self._filling or self.project is None or self.state.table is None:
            return
        features = self._ticked()
        target = self.target_combo.currentData()
        if target in features:
            features.remove(target)
        source = self.source_combo.currentData()
        if [self.bounds.item(r, 0).text() for r in range(self.bounds.rowCount())] != features:
            self._filling = True
            try:
                self._fill_bounds(self.project.standardization.bounds, features)
            finally:
                self._filling = False
        self.bounds.setEnabled(source == DECLARED)
        self.fill_bounds_button.setEnabled(source == DECLARED)
        document = self.project.to_dict()
        document["columns"] = {"features": features, "target": target,
                               "loan_amount": self.loan_combo.currentData(),
                               "classes": typed_classes(self.classes_edit.text())}  # fmt: skip
        document["standardization"] = {"source": source, "bounds": self._typed_bounds()}
        if document["utility"]["kind"] == "credit" and document["columns"]["loan_amount"] is None:
            document["utility"]["kind"] = "none"
        try:
            if target is None:
                raise PrivDeskError(
                    tr(
                        "Predict (target): no column has 2 to {max_classes} different values; "
                        "the model predicts a category (for example repaid 0/1)"
                    ).format(max_classes=number(MAX_CLASSES))
                )
            checked = model_project_from_dict(document, self.project.input.path.parent)
        except PrivDeskError as exc:
            self._problem = str(exc)
        else:
            self._problem = None
            self.state.update_project(
                KEY,
                columns=checked.columns,
                standardization=Standardization(source, checked.standardization.bounds),
                utility=checked.utility,
            )
        if self._problem:
            self.message.setText(f"⚠ {self._problem}")
            set_warning(self.message, True)
        elif source == DATA:
            self.message.setText(
                tr(
                    "The means and standard deviations of the features will be released with "
                    "the model as they are: they are not covered by the privacy guarantee. "
                    "Declare bounds for a model that is private as a whole."
                )
            )
            set_warning(self.message, False)
        else:
            self.message.setText(
                tr(
                    "Declared bounds cost nothing, so the whole model is private, provided they "
                    "come from knowledge outside this file (bounds read off the data are not "
                    "private)."
                )
            )
            set_warning(self.message, False)
        self.validity_changed.emit()

"""The targeting Parameters page's exact parameters: every field of the mechanism, the row
scaling and the audit, as one form that shows only the rows the chosen mechanism uses.

A widget of its own (fields in, specs out, `edited` when anything changes) so the page keeps
only the plain choices and the checks; the page puts it in its collapsible section.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QDoubleValidator
from PySide6.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLineEdit, QWidget

from engine.tasks.targeting.project import AuditSpec, MechanismSpec, PreprocessingSpec
from gui.i18n import tr
from gui.tasks.targeting.standardization import StandardizationRow
from gui.widgets.form_widgets import (
    SPIN_WIDTH,
    add_row,
    bold,
    combo,
    double_spin,
    number_text,
    parse_number,
    select,
    spin,
)

MECHANISMS = ("gaussian", "projection", "mondrian")


def mechanism_labels() -> dict[str, str]:
    """The mechanisms' names for people, by key."""
    return {
        "gaussian": tr("Row Gaussian"),
        "projection": tr("Private projection"),
        "mondrian": tr("Mondrian k-anonymity"),
    }


def mechanism_label(key: str) -> str:
    """A mechanism's name for people (the key itself for an unknown mechanism)."""
    return mechanism_labels().get(key, key)


def mechanism_tips() -> dict[str, str]:
    return {
        "gaussian": tr(
            "Adds random noise to every row. Targeted differential privacy with the best "
            "accuracy for a given guarantee (recommended)."
        ),
        "projection": tr(
            "The paper's algorithm: a random projection with noise. Same kind of guarantee as "
            "the row Gaussian; choose it to replicate published results."
        ),
        "mondrian": tr(
            "Replaces each row by the average of a group of at least k similar rows. A "
            "familiar baseline, but it gives no differential-privacy guarantee."
        ),
    }


def calibrations() -> tuple[tuple[str, str], ...]:
    return (("tight", tr("Tight (recommended)")), ("faithful", tr("Paper-faithful")))


def scalings() -> tuple[tuple[str, str], ...]:
    return (
        ("clip", tr("clip (recommended)")),
        ("max_norm", tr("divide by the largest row (paper-faithful, leaks it)")),
    )


class MechanismPanel(QWidget):
    """The exact parameters. `show_settings` fills the fields; `mechanism`, `preprocessing`
    and `audit` read them back over the given specs; `edited` fires on every change."""

    edited = Signal()

    def __init__(self, features: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        """`features`: the project's feature names now (for declaring their scales)."""
        super().__init__(parent)
        self.mechanismCombo = combo("mechanismCombo")
        tips = mechanism_tips()
        for row, (key, label) in enumerate(mechanism_labels().items()):
            self.mechanismCombo.addItem(label, key)
            self.mechanismCombo.setItemData(row, tips[key], Qt.ItemDataRole.ToolTipRole)
        self.mechanismCombo.setToolTip(
            tr(
                "How the data are privatized. Row Gaussian: noise on every row (recommended). "
                "Private projection: the paper's algorithm. Mondrian: k-anonymity, no "
                "differential-privacy guarantee."
            )
        )
        self.calibrationCombo = combo("calibrationCombo")
        for key, label in calibrations():
            self.calibrationCombo.addItem(label, key)
        self.calibrationCombo.setToolTip(
            tr(
                "How the projection's noise is sized. Tight: from the projection matrix actually "
                "drawn; same guarantee, much less noise. Paper-faithful: the published "
                "Algorithm 1, to reproduce its numbers."
            )
        )
        self.epsilonSpin = double_spin("epsilonSpin", 0.0, 50.0, 3, 0.1)
        self.epsilonSpin.setToolTip(
            tr(
                "ε (epsilon): how much one person's data may change what is released. Smaller "
                "is more private; 1 is strong, 3 is common for targeting. Must be greater than 0 "
                "(up to 50)."
            )
        )
        self.deltaAutoCheck = QCheckBox(tr("automatic"), objectName="deltaAutoCheck")
        self.deltaAutoCheck.setToolTip(
            tr(
                "Set δ to at most 10⁻⁶ and at most 1 / (number of rows)², far below one over "
                "the number of people."
            )
        )
        self.deltaEdit = QLineEdit(objectName="deltaEdit")
        validator = QDoubleValidator(0.0, 1.0, 15, self.deltaEdit)
        validator.setNotation(QDoubleValidator.Notation.ScientificNotation)
        validator.setLocale(QLocale.c())
        self.deltaEdit.setValidator(validator)
        self.deltaEdit.setPlaceholderText(tr("e.g. 1e-7"))
        self.deltaEdit.setMaximumWidth(2 * SPIN_WIDTH)
        self.deltaEdit.setMinimumWidth(
            self.deltaEdit.fontMetrics().horizontalAdvance("0.000166667__")
        )
        self.deltaEdit.setToolTip(
            tr(
                "δ (delta): a small probability that the ε promise fails. It must be below one "
                "over the number of rows, and far below it (a warning shows within a factor 10). "
                "Type 0.0000001 or 1e-7."
            )
        )
        delta_row = QHBoxLayout()
        delta_row.setContentsMargins(0, 0, 0, 0)
        delta_row.addWidget(self.deltaAutoCheck)
        delta_row.addWidget(self.deltaEdit)
        delta_row.addStretch(1)
        self.deltaRow = QWidget()
        self.deltaRow.setLayout(delta_row)
        self.rSpin = double_spin("rSpin", 0.001, 2.0, 3, 0.05)
        self.rSpin.setToolTip(
            tr(
                "r: people whose scaled data lie within r of each other cannot be told apart. "
                "Rows are scaled to length ≤ 1, so r = 2 protects everyone from everyone "
                "(classic differential privacy); small r keeps targeting accurate. From 0.001 to 2."
            )
        )
        self.kSpin = spin("kSpin", 1, 1_000_000, 1000)
        self.kSpin.setToolTip(
            tr(
                "k: the projection's dimension, at least the number of features (the paper uses "
                "10,000). Larger k brings the projection closer to the row Gaussian."
            )
        )
        self.componentsSpin = spin("componentsSpin", 0, 10_000, 1)
        self.componentsSpin.setSpecialValueText(tr("keep all"))
        self.componentsSpin.setToolTip(
            tr(
                "Keep only this many private principal components (fewer than the number of "
                "features) to remove some noise. Costs an extra budget ε₂, δ₂. 0 = keep all."
            )
        )
        self.epsilon2Spin = double_spin("epsilon2Spin", 0.0, 50.0, 4, 0.1)
        self.epsilon2Spin.setSpecialValueText(tr("not set"))
        self.epsilon2Spin.setToolTip(
            tr(
                "ε₂: extra privacy budget for finding the principal components; the guarantee "
                "becomes ε + ε₂. Greater than 0 (paper-faithful projection: below 1). Used only "
                "when fewer components are kept."
            )
        )
        self.delta2Edit = QLineEdit(objectName="delta2Edit")
        validator2 = QDoubleValidator(0.0, 1.0, 15, self.delta2Edit)
        validator2.setNotation(QDoubleValidator.Notation.ScientificNotation)
        validator2.setLocale(QLocale.c())
        self.delta2Edit.setValidator(validator2)
        self.delta2Edit.setPlaceholderText(tr("not set"))
        self.delta2Edit.setMaximumWidth(SPIN_WIDTH)
        self.delta2Edit.setToolTip(
            tr(
                "δ₂: the failure probability of the component step; the guarantee's δ becomes "
                "δ + δ₂. Strictly between 0 and 1, e.g. 1e-6."
            )
        )
        self.partitionsSpin = spin("partitionsSpin", 1, 1000, 1)
        self.partitionsSpin.setToolTip(
            tr(
                "Privatize the rows in this many random disjoint parts (for very large files). "
                "The guarantee is that of one part. From 1 to 1,000, at most the number of rows."
            )
        )
        self.kAnonymitySpin = spin("kAnonymitySpin", 2, 100_000, 1)
        self.kAnonymitySpin.setToolTip(
            tr(
                "k: every released row equals at least k − 1 other rows. At least 2 and at most "
                "the number of rows."
            )
        )
        self.scalingCombo = combo("scalingCombo")
        for key, label in scalings():
            self.scalingCombo.addItem(label, key)
        self.scalingCombo.setToolTip(
            tr(
                "How rows are brought to length ≤ 1 before privatizing. Clip: a fixed radius, "
                "rows beyond it are shortened (reveals nothing about the data). Divide by the "
                "largest row: as in the paper, but the release then reveals that row's length."
            )
        )
        self.standardization = StandardizationRow(features)
        self.simulationsSpin = spin("simulationsSpin", 1, 200, 1)
        self.simulationsSpin.setToolTip(
            tr(
                "How many independent privatizations the audit simulates, for averages and "
                "spreads of the attack and program scores (1 to 200; the paper used 50)."
            )
        )
        self.auditCheck = QCheckBox(tr("Run the audit after privatizing"), objectName="auditCheck")
        self.auditCheck.setToolTip(
            tr(
                "Audit the release: singling-out and attribute-inference attacks, and what the "
                "privatization does to the program's targeting. Needed for the report."
            )
        )

        self.mechanismForm = QFormLayout(self)
        self.mechanismForm.setContentsMargins(0, 0, 0, 0)  # the page's group box has margins
        self.mechanismForm.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        add_row(self.mechanismForm, tr("&Mechanism:"), self.mechanismCombo)
        add_row(self.mechanismForm, tr("&Calibration:"), self.calibrationCombo)
        add_row(self.mechanismForm, tr("&ε (privacy loss):"), self.epsilonSpin)
        add_row(self.mechanismForm, tr("&δ (failure probability):"), self.deltaRow, self.deltaEdit)
        add_row(self.mechanismForm, tr("&r (protection radius):"), self.rSpin)
        add_row(self.mechanismForm, tr("Projection dimension &k:"), self.kSpin)
        add_row(self.mechanismForm, tr("&Private components:"), self.componentsSpin)
        add_row(self.mechanismForm, tr("ε₂ (components):"), self.epsilon2Spin)
        add_row(self.mechanismForm, tr("δ₂ (components):"), self.delta2Edit)
        add_row(self.mechanismForm, tr("Pa&rtitions:"), self.partitionsSpin)
        add_row(self.mechanismForm, tr("k-a&nonymity:"), self.kAnonymitySpin)
        self.mechanismForm.addRow(bold(tr("Data and audit")))
        add_row(self.mechanismForm, tr("Row &scaling:"), self.scalingCombo)
        add_row(
            self.mechanismForm,
            tr("S&tandardized by:"),
            self.standardization,
            self.standardization.button,
        )
        add_row(self.mechanismForm, tr("Audit si&mulations:"), self.simulationsSpin)
        self.mechanismForm.addRow("", self.auditCheck)

        for box in (self.mechanismCombo, self.calibrationCombo, self.scalingCombo):
            box.currentIndexChanged.connect(self.edited)
        for field in (
            self.epsilonSpin,
            self.rSpin,
            self.kSpin,
            self.componentsSpin,
            self.epsilon2Spin,
            self.partitionsSpin,
            self.kAnonymitySpin,
            self.simulationsSpin,
        ):
            field.valueChanged.connect(self.edited)
        for edit in (self.deltaEdit, self.delta2Edit):
            edit.textChanged.connect(self.edited)
        for check in (self.deltaAutoCheck, self.auditCheck):
            check.toggled.connect(self.edited)
        self.standardization.edited.connect(self.edited)

    def show_settings(
        self, mechanism: MechanismSpec, preprocessing: PreprocessingSpec, audit: AuditSpec
    ) -> None:
        select(self.mechanismCombo, mechanism.name)
        select(self.calibrationCombo, mechanism.calibration)
        self.epsilonSpin.setValue(float(mechanism.epsilon))
        auto = mechanism.delta == "auto"
        self.deltaAutoCheck.setChecked(auto)
        if not auto:
            self.deltaEdit.setText(number_text(mechanism.delta))
        self.rSpin.setValue(float(mechanism.r))
        self.kSpin.setValue(int(mechanism.k))
        self.componentsSpin.setValue(int(mechanism.components or 0))
        self.epsilon2Spin.setValue(float(mechanism.epsilon2 or 0.0))
        self.delta2Edit.setText("" if mechanism.delta2 is None else number_text(mechanism.delta2))
        self.partitionsSpin.setValue(int(mechanism.partitions))
        self.kAnonymitySpin.setValue(int(mechanism.k_anonymity))
        select(self.scalingCombo, preprocessing.scaling)
        declared = None
        if preprocessing.centres is not None and preprocessing.scales is not None:
            declared = (dict(preprocessing.centres), dict(preprocessing.scales))
        self.standardization.set_declared(declared)
        self.simulationsSpin.setValue(int(audit.simulations))
        self.auditCheck.setChecked(bool(audit.enabled))

    def mechanism(self, base: MechanismSpec) -> MechanismSpec:
        """`base` with the fields' settings; ParameterError for unreadable δ texts."""
        if self.deltaAutoCheck.isChecked():
            delta: float | str = "auto"
        else:
            delta = parse_number(self.deltaEdit.text(), "mechanism.delta", "δ")
        delta2 = None
        if self.delta2Edit.text().strip():
            delta2 = parse_number(self.delta2Edit.text(), "mechanism.delta2", "δ₂")
        return dataclasses.replace(
            base,
            name=self.mechanismCombo.currentData(),
            calibration=self.calibrationCombo.currentData(),
            epsilon=self.epsilonSpin.value(),
            delta=delta,
            r=self.rSpin.value(),
            k=self.kSpin.value(),
            components=self.componentsSpin.value() or None,
            epsilon2=self.epsilon2Spin.value() or None,
            delta2=delta2,
            partitions=self.partitionsSpin.value(),
            k_anonymity=self.kAnonymitySpin.value(),
        )

    def preprocessing(self, base: PreprocessingSpec) -> PreprocessingSpec:
        centres, scales = self.standardization.declared or (None, None)
        return dataclasses.replace(
            base, scaling=self.scalingCombo.currentData(), centres=centres, scales=scales
        )

    def audit(self, base: AuditSpec) -> AuditSpec:
        return dataclasses.replace(
            base,
            enabled=self.auditCheck.isChecked(),
            simulations=self.simulationsSpin.value(),
        )

    def update_visibility(self, auto_delta: float | None) -> None:
        """Show the rows the mechanism uses, enable the fields that apply, and show the
        automatic δ (`auto_delta`, None while it is unknown) when it is chosen."""
        name = self.mechanismCombo.currentData()
        noisy = name != "mondrian"
        rows = {
            self.calibrationCombo: name == "projection",
            self.epsilonSpin: noisy,
            self.deltaRow: noisy,
            self.rSpin: noisy,
            self.kSpin: name == "projection",
            self.componentsSpin: noisy,
            self.epsilon2Spin: noisy,
            self.delta2Edit: noisy,
            self.partitionsSpin: noisy,
            self.kAnonymitySpin: not noisy,
        }
        for widget, visible in rows.items():
            self.mechanismForm.setRowVisible(widget, visible)
        reduce = self.componentsSpin.value() > 0
        self.epsilon2Spin.setEnabled(reduce)
        self.delta2Edit.setEnabled(reduce)
        self.deltaEdit.setEnabled(not self.deltaAutoCheck.isChecked())
        self.simulationsSpin.setEnabled(self.auditCheck.isChecked())
        if self.deltaAutoCheck.isChecked() and auto_delta is not None:
            self.deltaEdit.blockSignals(True)
            self.deltaEdit.setText(number_text(auto_delta))
            self.deltaEdit.setCursorPosition(0)
            self.deltaEdit.blockSignals(False)

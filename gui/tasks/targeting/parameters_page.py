"""Step 3: choose how strongly to protect people, and see at once what that proves.

Plain choices first (a privacy-strength preset, the accuracy the program needs); the exact
parameters are one click away. Every edit re-runs the engine's preview (guarantee, classic
equivalent, noise, distinguishing protection, Theorem-1 advice) and the project file's own
validation, so the page can only be left forward with settings the engine accepts.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor, QDoubleValidator, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError, PrivDeskError
from engine.tasks.targeting.presets import CUSTOM, PRESETS, preset_for
from engine.tasks.targeting.preview import SettingPreview, preview_setting
from engine.tasks.targeting.project import (
    AuditSpec,
    MechanismSpec,
    PreprocessingSpec,
    project_from_dict,
)
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.widgets.sections import CollapsibleSection

MECHANISM_LABELS = {
    "gaussian": "Row Gaussian",
    "projection": "Private projection",
    "mondrian": "Mondrian k-anonymity",
}
MECHANISM_TIPS = {
    "gaussian": "Adds random noise to every row. Targeted differential privacy with the best "
    "accuracy for a given guarantee (recommended).",
    "projection": "The paper's algorithm: a random projection with noise. Same kind of "
    "guarantee as the row Gaussian; choose it to replicate published results.",
    "mondrian": "Replaces each row by the average of a group of at least k similar rows. "
    "A familiar baseline, but it gives no differential-privacy guarantee.",
}
CALIBRATIONS = (("tight", "Tight (recommended)"), ("faithful", "Paper-faithful"))
SCALINGS = (
    ("clip", "clip (recommended)"),
    ("max_norm", "divide by the largest row (paper-faithful, leaks it)"),
)
WARNING_COLOUR = QColor("#b3261e")
SPIN_WIDTH = 130  # one width for every number field, so the form reads as a column
_MECHANISM_FIELDS = {f.name for f in dataclasses.fields(MechanismSpec)}


class ParametersPage(WizardPage):
    """Privacy strength, accuracy goal, exact parameters and their live consequences."""

    title = "Set parameters"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._loading = False  # True while widgets are filled from the state or a preset
        self._active = False  # between enter() and leave(): the widgets hold the truth
        self._edited = False
        self._problem: str | None = None
        self._preview: SettingPreview | None = None
        self._mechanism_base = MechanismSpec()
        self._preprocessing_base = PreprocessingSpec()
        self._audit_base = AuditSpec()
        self._build()
        self._connect()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        # Privacy strength and accuracy: the plain choices.
        self.presetCombo = combo("presetCombo")
        for row, preset in enumerate(PRESETS):
            self.presetCombo.addItem(preset.name)
            self.presetCombo.setItemData(row, preset.description, Qt.ItemDataRole.ToolTipRole)
        self.presetCombo.setToolTip(
            "How strongly people are protected. Each choice sets the exact parameters; "
            "“Custom” keeps your own."
        )
        self.presetDescription = wrapped_label("presetDescription")
        self.accuracySpin = QDoubleSpinBox(objectName="accuracySpin")
        self.accuracySpin.setRange(50.0, 99.9)
        self.accuracySpin.setDecimals(1)
        self.accuracySpin.setSingleStep(1.0)
        self.accuracySpin.setSuffix(" %")
        self.accuracySpin.setValue(95.0)
        self.accuracySpin.setToolTip(
            "Share of targeting decisions (who is enrolled) that must come out the same as "
            "on the original data, from 50 % to 99.9 %. It only drives the accuracy advice "
            "below (the paper's Theorem 1); it does not change the release."
        )
        preset_label = QLabel("Privacy &strength:")
        preset_label.setBuddy(self.presetCombo)
        accuracy_row = QHBoxLayout()
        accuracy_row.addWidget(self.accuracySpin)
        accuracy_row.addWidget(QLabel("of targeting decisions must stay unchanged"), 1)
        accuracy_label = QLabel("&Accuracy you need:")
        accuracy_label.setBuddy(self.accuracySpin)
        plain = QGridLayout()  # a grid gives the wrapped description the height it needs
        plain.addWidget(preset_label, 0, 0)
        plain.addWidget(self.presetCombo, 0, 1)
        plain.addWidget(self.presetDescription, 1, 1)
        plain.addWidget(accuracy_label, 2, 0)
        plain.addLayout(accuracy_row, 2, 1)
        plain.setColumnStretch(1, 1)
        strength_box = QGroupBox("Protection")
        strength_box.setLayout(plain)

        self.exactSection = CollapsibleSection(
            "exact",
            "Exact parameters",
            self._build_exact(),
            tooltip="Show or hide every parameter of the mechanism.",
            subject="exact parameters",
        )
        self.exactToggle = self.exactSection.toggle
        self.exactGroup = self.exactSection.group
        self.exactScroll = self.exactSection.scroll
        self._left = QVBoxLayout()
        self._left.addWidget(strength_box)
        self.exactSection.add_to(self._left)

        body = QHBoxLayout(self)
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self._left, 3)
        right = QVBoxLayout()
        right.addWidget(self._build_consequences())
        right.addStretch(1)
        body.addLayout(right, 2)
        self._set_exact_visible(False)

    def _build_exact(self) -> QFormLayout:
        self.mechanismCombo = combo("mechanismCombo")
        for row, (key, label) in enumerate(MECHANISM_LABELS.items()):
            self.mechanismCombo.addItem(label, key)
            self.mechanismCombo.setItemData(row, MECHANISM_TIPS[key], Qt.ItemDataRole.ToolTipRole)
        self.mechanismCombo.setToolTip(
            "How the data are privatized. Row Gaussian: noise on every row (recommended). "
            "Private projection: the paper's algorithm. Mondrian: k-anonymity, no "
            "differential-privacy guarantee."
        )
        self.calibrationCombo = combo("calibrationCombo")
        for key, label in CALIBRATIONS:
            self.calibrationCombo.addItem(label, key)
        self.calibrationCombo.setToolTip(
            "How the projection's noise is sized. Tight: from the projection matrix actually "
            "drawn; same guarantee, much less noise. Paper-faithful: the published "
            "Algorithm 1, to reproduce its numbers."
        )
        self.epsilonSpin = double_spin("epsilonSpin", 0.0, 50.0, 3, 0.1)
        self.epsilonSpin.setToolTip(
            "ε (epsilon): how much one person's data may change what is released. Smaller "
            "is more private; 1 is strong, 3 is common for targeting. Must be greater than 0 "
            "(up to 50)."
        )
        self.deltaAutoCheck = QCheckBox("automatic", objectName="deltaAutoCheck")
        self.deltaAutoCheck.setToolTip(
            "Set δ to 1 / (2 × the number of people privatized together), below one over "
            "the number of people, as the paper recommends."
        )
        self.deltaEdit = QLineEdit(objectName="deltaEdit")
        validator = QDoubleValidator(0.0, 1.0, 15, self.deltaEdit)
        validator.setNotation(QDoubleValidator.Notation.ScientificNotation)
        validator.setLocale(QLocale.c())
        self.deltaEdit.setValidator(validator)
        self.deltaEdit.setPlaceholderText("e.g. 1e-5")
        self.deltaEdit.setMaximumWidth(2 * SPIN_WIDTH)
        self.deltaEdit.setMinimumWidth(
            self.deltaEdit.fontMetrics().horizontalAdvance("0.000166667__")
        )
        self.deltaEdit.setToolTip(
            "δ (delta): a small probability that the ε promise fails. Strictly between 0 and "
            "1, and it should stay below one over the number of people. Type 0.00001 or 1e-5."
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
            "r: people whose scaled data lie within r of each other cannot be told apart. "
            "Rows are scaled to length ≤ 1, so r = 2 protects everyone from everyone "
            "(classic differential privacy); small r keeps targeting accurate. From 0.001 to 2."
        )
        self.kSpin = spin("kSpin", 1, 1_000_000, 1000)
        self.kSpin.setToolTip(
            "k: the projection's dimension, at least the number of features (the paper uses "
            "10,000). Larger k brings the projection closer to the row Gaussian."
        )
        self.componentsSpin = spin("componentsSpin", 0, 10_000, 1)
        self.componentsSpin.setSpecialValueText("keep all")
        self.componentsSpin.setToolTip(
            "Keep only this many private principal components (fewer than the number of "
            "features) to remove some noise. Costs an extra budget ε₂, δ₂. 0 = keep all."
        )
        self.epsilon2Spin = double_spin("epsilon2Spin", 0.0, 50.0, 4, 0.1)
        self.epsilon2Spin.setSpecialValueText("not set")
        self.epsilon2Spin.setToolTip(
            "ε₂: extra privacy budget for finding the principal components; the guarantee "
            "becomes ε + ε₂. Greater than 0 (paper-faithful projection: below 1). Used only "
            "when fewer components are kept."
        )
        self.delta2Edit = QLineEdit(objectName="delta2Edit")
        validator2 = QDoubleValidator(0.0, 1.0, 15, self.delta2Edit)
        validator2.setNotation(QDoubleValidator.Notation.ScientificNotation)
        validator2.setLocale(QLocale.c())
        self.delta2Edit.setValidator(validator2)
        self.delta2Edit.setPlaceholderText("not set")
        self.delta2Edit.setMaximumWidth(SPIN_WIDTH)
        self.delta2Edit.setToolTip(
            "δ₂: the failure probability of the component step; the guarantee's δ becomes "
            "δ + δ₂. Strictly between 0 and 1, e.g. 1e-6."
        )
        self.partitionsSpin = spin("partitionsSpin", 1, 1000, 1)
        self.partitionsSpin.setToolTip(
            "Privatize the rows in this many random disjoint parts (for very large files). "
            "The guarantee is that of one part. From 1 to 1,000, at most the number of rows."
        )
        self.kAnonymitySpin = spin("kAnonymitySpin", 2, 100_000, 1)
        self.kAnonymitySpin.setToolTip(
            "k: every released row equals at least k − 1 other rows. At least 2 and at most "
            "the number of rows."
        )
        self.scalingCombo = combo("scalingCombo")
        for key, label in SCALINGS:
            self.scalingCombo.addItem(label, key)
        self.scalingCombo.setToolTip(
            "How rows are brought to length ≤ 1 before privatizing. Clip: a fixed radius, "
            "rows beyond it are shortened (reveals nothing about the data). Divide by the "
            "largest row: as in the paper, but the release then reveals that row's length."
        )
        self.simulationsSpin = spin("simulationsSpin", 1, 200, 1)
        self.simulationsSpin.setToolTip(
            "How many independent privatizations the audit simulates, for averages and "
            "spreads of the attack and program scores (1 to 200; the paper used 50)."
        )
        self.auditCheck = QCheckBox("Run the audit after privatizing", objectName="auditCheck")
        self.auditCheck.setToolTip(
            "Audit the release: singling-out and attribute-inference attacks, and what the "
            "privatization does to the program's targeting. Needed for the report."
        )

        self.mechanismForm = QFormLayout()
        self.mechanismForm.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        add_row(self.mechanismForm, "&Mechanism:", self.mechanismCombo)
        add_row(self.mechanismForm, "&Calibration:", self.calibrationCombo)
        add_row(self.mechanismForm, "&ε (privacy loss):", self.epsilonSpin)
        add_row(self.mechanismForm, "&δ (failure probability):", self.deltaRow, self.deltaEdit)
        add_row(self.mechanismForm, "&r (protection radius):", self.rSpin)
        add_row(self.mechanismForm, "Projection dimension &k:", self.kSpin)
        add_row(self.mechanismForm, "&Private components:", self.componentsSpin)
        add_row(self.mechanismForm, "ε₂ (components):", self.epsilon2Spin)
        add_row(self.mechanismForm, "δ₂ (components):", self.delta2Edit)
        add_row(self.mechanismForm, "Pa&rtitions:", self.partitionsSpin)
        add_row(self.mechanismForm, "k-a&nonymity:", self.kAnonymitySpin)
        self.mechanismForm.addRow(bold("Data and audit"))
        add_row(self.mechanismForm, "Row &scaling:", self.scalingCombo)
        add_row(self.mechanismForm, "Audit si&mulations:", self.simulationsSpin)
        self.mechanismForm.addRow("", self.auditCheck)
        return self.mechanismForm

    def _build_consequences(self) -> QGroupBox:
        self.guaranteeLabel = wrapped_label("guaranteeLabel")
        self.classicLabel = wrapped_label("classicLabel")
        self.noiseLabel = wrapped_label("noiseLabel")
        self.distinguishingLabel = wrapped_label("distinguishingLabel")
        self.adviceLabel = wrapped_label("adviceLabel")
        self.problemLabel = wrapped_label("problemLabel")
        self.guaranteeLabel.setToolTip(
            "What the release proves, whatever an attacker knows (a mathematical guarantee)."
        )
        self.classicLabel.setToolTip(
            "The protection between any two people, however different their data (classic "
            "differential privacy, r = 2), implied by the guarantee through the switch lemma."
        )
        self.noiseLabel.setToolTip("How much random noise is added, in the scaled units.")
        self.distinguishingLabel.setToolTip(
            "A proven score from 0 (the original data) to 1 (nothing can be learnt) of how "
            "well an attacker can tell any two people apart in the release; μ is the "
            "privacy loss it is computed from, 1 / (1 + μ)."
        )
        self.adviceLabel.setToolTip(
            "The paper's Theorem 1: with this ε and δ, keeping this share of targeting "
            "decisions unchanged is impossible unless r is small enough. The bound is "
            "necessary, not sufficient."
        )
        self.problemLabel.setPalette(warning_palette(self.problemLabel))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.problemLabel)
        form.addRow(bold("Proven guarantee"), self.guaranteeLabel)
        form.addRow(bold("Between any two people"), self.classicLabel)
        form.addRow(bold("Noise added"), self.noiseLabel)
        form.addRow(bold("Distinguishing protection"), self.distinguishingLabel)
        form.addRow(bold("Accurate targeting (Theorem 1)"), self.adviceLabel)
        box = QGroupBox("What this setting means")
        box.setLayout(form)
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        return box

    def _connect(self) -> None:
        self.presetCombo.currentIndexChanged.connect(self._preset_chosen)
        self.exactToggle.toggled.connect(self._set_exact_visible)
        for widget in (
            self.mechanismCombo,
            self.calibrationCombo,
            self.scalingCombo,
        ):
            widget.currentIndexChanged.connect(self._edited_now)
        for widget in (
            self.epsilonSpin,
            self.rSpin,
            self.kSpin,
            self.componentsSpin,
            self.epsilon2Spin,
            self.partitionsSpin,
            self.kAnonymitySpin,
            self.simulationsSpin,
        ):
            widget.valueChanged.connect(self._edited_now)
        for edit in (self.deltaEdit, self.delta2Edit):
            edit.textChanged.connect(self._edited_now)
        self.deltaAutoCheck.toggled.connect(self._edited_now)
        self.auditCheck.toggled.connect(self._edited_now)
        self.accuracySpin.valueChanged.connect(self._accuracy_changed)

    # --- the page contract -------------------------------------------------------------------

    def enter(self) -> None:
        self._mechanism_base = self.state.mechanism
        self._preprocessing_base = self.state.preprocessing
        self._audit_base = self.state.audit
        self._loading = True
        self.accuracySpin.setValue(100.0 * self.state.accuracy_goal)
        self._show_settings(self.state.mechanism, self.state.preprocessing, self.state.audit)
        self._loading = False
        self._active = True
        self._edited = False
        self._refresh()
        if self.presetCombo.currentText() == CUSTOM:
            self.exactToggle.setChecked(True)  # the user's own values: show them

    def leave(self) -> None:
        self._active = False
        settings = {"accuracy_goal": round(self.accuracySpin.value() / 100.0, 6)}
        if self._edited:
            settings["preprocessing"] = self._preprocessing()
            settings["audit"] = self._audit()
            # An unreadable δ text keeps the last readable setting.
            with contextlib.suppress(ParameterError):
                settings["mechanism"] = self._mechanism()
        self.state.update(**settings)

    def problem(self) -> str | None:
        if self._active:
            return self._problem
        try:  # not shown: judge the state's own settings
            self._check(
                self.state.mechanism,
                self.state.preprocessing,
                self.state.audit,
                self.state.accuracy_goal,
            )
        except PrivDeskError as exc:
            return str(exc)
        return None

    # --- reading and writing the widgets -----------------------------------------------------

    def _show_settings(
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
        self.simulationsSpin.setValue(int(audit.simulations))
        self.auditCheck.setChecked(bool(audit.enabled))

    def _mechanism(self) -> MechanismSpec:
        """The settings as a MechanismSpec; ParameterError for unreadable δ texts."""
        if self.deltaAutoCheck.isChecked():
            delta: float | str = "auto"
        else:
            delta = parse_number(self.deltaEdit.text(), "mechanism.delta", "δ")
        delta2 = None
        if self.delta2Edit.text().strip():
            delta2 = parse_number(self.delta2Edit.text(), "mechanism.delta2", "δ₂")
        return dataclasses.replace(
            self._mechanism_base,
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

    def _preprocessing(self) -> PreprocessingSpec:
        return dataclasses.replace(
            self._preprocessing_base, scaling=self.scalingCombo.currentData()
        )

    def _audit(self) -> AuditSpec:
        return dataclasses.replace(
            self._audit_base,
            enabled=self.auditCheck.isChecked(),
            simulations=self.simulationsSpin.value(),
        )

    # --- reacting to edits -------------------------------------------------------------------

    def _preset_chosen(self, row: int) -> None:
        if self._loading or row < 0:
            return
        preset = PRESETS[row]
        if preset.mechanism is None:
            self.exactToggle.setChecked(True)
            self.presetDescription.setText(preset.description)
            return
        mechanism, preprocessing = preset.apply(self._mechanism_base, self._preprocessing())
        self._loading = True
        self._show_settings(mechanism, preprocessing, self._audit())
        self._loading = False
        self._edited = True
        self._refresh()

    def _edited_now(self, *_args) -> None:
        if self._loading:
            return
        self._edited = True
        self._refresh()

    def _accuracy_changed(self, *_args) -> None:
        if not self._loading:
            self._refresh()

    def _set_exact_visible(self, visible: bool) -> None:
        self.exactSection.set_visible(visible)

    def _check(
        self,
        mechanism: MechanismSpec,
        preprocessing: PreprocessingSpec,
        audit: AuditSpec,
        accuracy_goal: float,
    ) -> SettingPreview:
        """The project file's validation, then the preview (which knows the data's size)."""
        table = self.state.table
        if table is None:
            raise ParameterError("data", "load a data file first (step 1)")
        document = self.state.project().to_dict()
        document["mechanism"] = dataclasses.asdict(mechanism)
        document["preprocessing"] = dataclasses.asdict(preprocessing)
        document["audit"] = dataclasses.asdict(audit)
        project_from_dict(document, Path(table.path).parent)
        try:
            return preview_setting(
                mechanism, len(table.frame), len(self.state.roles.features), accuracy_goal
            )
        except ParameterError as exc:
            if exc.name in _MECHANISM_FIELDS:
                raise ParameterError(f"mechanism.{exc.name}", str(exc).split(": ", 1)[1]) from None
            raise

    def _refresh(self) -> None:
        """Re-validate, re-preview, update every consequence and the preset shown."""
        mechanism = None
        try:
            mechanism = self._mechanism()
            preview = self._check(
                mechanism, self._preprocessing(), self._audit(), self.accuracySpin.value() / 100
            )
        except PrivDeskError as exc:
            self._preview, self._problem = None, str(exc)
        else:
            self._preview, self._problem = preview, None
        self._update_visibility()
        self._show_preset(mechanism)
        self._show_consequences()
        self.validity_changed.emit()

    def _update_visibility(self) -> None:
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
        if self.deltaAutoCheck.isChecked() and self._preview and self._preview.delta is not None:
            self.deltaEdit.blockSignals(True)
            self.deltaEdit.setText(number_text(self._preview.delta))
            self.deltaEdit.setCursorPosition(0)
            self.deltaEdit.blockSignals(False)

    def _show_preset(self, mechanism: MechanismSpec | None) -> None:
        name = CUSTOM if mechanism is None else preset_for(mechanism, self._preprocessing())
        row = self.presetCombo.findText(name)
        self.presetCombo.blockSignals(True)
        self.presetCombo.setCurrentIndex(row)
        self.presetCombo.blockSignals(False)
        self.presetDescription.setText(PRESETS[row].description)

    def _show_consequences(self) -> None:
        preview = self._preview
        self.problemLabel.setVisible(self._problem is not None)
        self.problemLabel.setText(f"⚠ Cannot use these settings — {self._problem}")
        if preview is None:
            for label in (
                self.guaranteeLabel,
                self.classicLabel,
                self.noiseLabel,
                self.distinguishingLabel,
                self.adviceLabel,
            ):
                label.setText("—")
            set_warning(self.adviceLabel, False)
            return
        guarantee = preview.guarantee
        self.guaranteeLabel.setText(guarantee.statement)
        self.classicLabel.setText(classic_text(preview))
        self.noiseLabel.setText(noise_text(preview))
        score = preview.distinguishing
        if guarantee.kind != "tdp":
            self.distinguishingLabel.setText(
                "0 — no noise is added, so nothing is proven against telling people apart."
            )
        else:
            self.distinguishingLabel.setText(
                f"{score.protection:.3f} (μ = {score.mu:.3g}) — 1 means an attacker learns "
                f"nothing that tells two people apart, 0 is the original data."
                + (" From an illustrative projection matrix." if preview.illustrative else "")
            )
        self.adviceLabel.setText(advice_text(preview, self.rSpin.value()))
        set_warning(self.adviceLabel, preview.r_allowed is False)


# --- plain-language texts (formatting of engine results only) ------------------------------


def classic_text(preview: SettingPreview) -> str:
    g = preview.guarantee
    if g.kind != "tdp":
        return "No differential-privacy guarantee: k-anonymity is a property of the table only."
    if g.is_classic_dp:
        return f"This is classic differential privacy: ε = {g.epsilon:.4g}, δ = {g.delta:.3g}."
    if g.classic_delta >= 1.0:
        return (
            f"No meaningful guarantee: the switch lemma gives ε = {g.classic_epsilon:.4g} "
            f"but its δ reaches 1. People whose data differ by more than r = {g.r:g} are "
            f"protected only by the noise (see distinguishing protection)."
        )
    return (
        f"ε = {g.classic_epsilon:.4g}, δ = {g.classic_delta:.3g} (classic differential "
        f"privacy implied by the switch lemma)."
    )


def noise_text(preview: SettingPreview) -> str:
    if preview.sigma is None:
        return "None: every row is replaced by the average of its group of at least k rows."
    if preview.illustrative:
        text = (
            f"σ₁ = {preview.sigma:.4g} on the projection (from an illustrative projection "
            f"matrix; the release draws its own, so its σ₁ differs slightly)."
        )
    else:
        text = f"σ = {preview.sigma:.4g} per feature, in units where every row has length ≤ 1."
    if preview.sigma2 is not None:
        text += f" Component step: σ₂ = {preview.sigma2:.4g}."
    return text


def advice_text(preview: SettingPreview, r: float) -> str:
    advice = preview.advice
    if advice is None:
        return "With this ε no choice of r allows accurate targeting at this accuracy."
    text = advice.message
    if preview.r_allowed is False:
        text = f"⚠ {text} Your r = {r:g} is not below it: accurate targeting is impossible."
    elif advice.r_strict:
        text += f" Your r = {r:g} is within it."
    return text


# --- small widget helpers ------------------------------------------------------------------


def combo(name: str) -> QComboBox:
    box = QComboBox(objectName=name)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(22)
    return box


def spin(name: str, low: int, high: int, step: int) -> QSpinBox:
    box = QSpinBox(objectName=name)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setGroupSeparatorShown(True)
    box.setMinimumWidth(SPIN_WIDTH)
    return box


def double_spin(name: str, low: float, high: float, decimals: int, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox(objectName=name)
    box.setDecimals(decimals)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setMinimumWidth(SPIN_WIDTH)
    return box


def wrapped_label(name: str) -> QLabel:
    label = QLabel(objectName=name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def bold(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def add_row(form: QFormLayout, text: str, field: QWidget, buddy: QWidget | None = None) -> None:
    label = QLabel(text)
    label.setBuddy(buddy or field)
    form.addRow(label, field)


def select(box: QComboBox, key: str) -> None:
    row = box.findData(key)
    box.setCurrentIndex(max(row, 0))


def number_text(value: float) -> str:
    return f"{float(value):.6g}"


def parse_number(text: str, key: str, symbol: str) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise ParameterError(
            key, f"type a number for {symbol} such as 1e-5 (0.00001), or tick “automatic”"
        ) from None
    if not math.isfinite(value):
        raise ParameterError(key, f"{symbol} must be a finite number")
    return value


def warning_palette(widget: QWidget) -> QPalette:
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, WARNING_COLOUR)
    return palette


def set_warning(label: QLabel, warning: bool) -> None:
    """Warning colour plus a ⚠ in the text, so colour is never the only signal."""
    label.setProperty("warning", warning)
    label.setPalette(warning_palette(label) if warning else QPalette())

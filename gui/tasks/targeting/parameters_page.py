"""Step 3: choose how strongly to protect people, and see at once what that proves.

Plain choices first (a privacy-strength preset, the accuracy the program needs); the exact
parameters are one click away. Every edit re-runs the engine's preview (guarantee, classic
equivalent, noise, distinguishing protection, Theorem-1 advice) and the project file's own
validation, so the page can only be left forward with settings the engine accepts. The
exact parameters' form is `mechanism_panel`, the consequences box `guarantee_panel`.
"""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError, PrivDeskError
from engine.tasks.targeting.presets import CUSTOM, PRESETS, preset_for, preset_text
from engine.tasks.targeting.preview import SettingPreview, preview_setting
from engine.tasks.targeting.project import (
    AuditSpec,
    MechanismSpec,
    PreprocessingSpec,
    project_from_dict,
)
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.targeting.guarantee_panel import GuaranteePanel
from gui.tasks.targeting.mechanism_panel import MechanismPanel, mechanism_label
from gui.widgets.epsilon_warning import plus_minus, show_small_epsilon
from gui.widgets.form_widgets import combo, field_error, labels_of, wrapped_label
from gui.widgets.sections import CollapsibleSection

__all__ = ["ParametersPage", "mechanism_label"]

_MECHANISM_FIELDS = {f.name for f in dataclasses.fields(MechanismSpec)}


class ParametersPage(WizardPage):
    """Privacy strength, accuracy goal, exact parameters and their live consequences."""

    step = 2  # its title: "Set parameters" (gui.pages.base.step_titles)
    task_key = "targeting"

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
            name, description = preset_text(preset)
            self.presetCombo.addItem(name, preset.name)
            self.presetCombo.setItemData(row, description, Qt.ItemDataRole.ToolTipRole)
        self.presetCombo.setToolTip(
            tr(
                "How strongly people are protected. Each choice sets the exact parameters; "
                "“Custom” keeps your own."
            )
        )
        self.presetDescription = wrapped_label("presetDescription")
        self.accuracySpin = QDoubleSpinBox(objectName="accuracySpin")
        self.accuracySpin.setRange(50.0, 99.9)
        self.accuracySpin.setDecimals(1)
        self.accuracySpin.setSingleStep(1.0)
        self.accuracySpin.setSuffix(" %")
        self.accuracySpin.setValue(95.0)
        self.accuracySpin.setToolTip(
            tr(
                "Share of targeting decisions (who is enrolled) that must come out the same as "
                "on the original data, from 50 % to 99.9 %. It only drives the accuracy advice "
                "below (the accuracy limit); it does not change the release."
            )
        )
        preset_label = QLabel(tr("Privacy &strength:"))
        preset_label.setBuddy(self.presetCombo)
        accuracy_row = QHBoxLayout()
        accuracy_row.addWidget(self.accuracySpin)
        accuracy_row.addWidget(QLabel(tr("of targeting decisions must stay unchanged")), 1)
        accuracy_label = QLabel(tr("&Accuracy you need:"))
        accuracy_label.setBuddy(self.accuracySpin)
        plain = QGridLayout()  # a grid gives the wrapped description the height it needs
        plain.addWidget(preset_label, 0, 0)
        plain.addWidget(self.presetCombo, 0, 1)
        plain.addWidget(self.presetDescription, 1, 1)
        plain.addWidget(accuracy_label, 2, 0)
        plain.addLayout(accuracy_row, 2, 1)
        self.goalNote = wrapped_label("goalNote")
        self.goalNote.setText(
            tr(
                "A goal, not a setting: the release is not tuned to reach it. “Accurate "
                "targeting” on the right says when these settings rule it out; the audit "
                "measures the accuracy you get."
            )
        )
        plain.addWidget(self.goalNote, 3, 1)
        plain.setColumnStretch(1, 1)
        strength_box = QGroupBox(tr("Protection"))
        strength_box.setLayout(plain)

        self.mechanism_panel = MechanismPanel(lambda: list(self.project.columns.features))
        exact = QVBoxLayout()
        exact.addWidget(self.mechanism_panel)
        self.exactSection = CollapsibleSection(
            "exact",
            tr("Exact parameters"),
            exact,
            tooltip=tr("Show or hide every parameter of the mechanism."),
            subject=tr("exact parameters"),
        )
        self.exactToggle = self.exactSection.toggle
        self.exactGroup = self.exactSection.group
        self.exactScroll = self.exactSection.scroll
        self._left = QVBoxLayout()
        self._left.addWidget(strength_box)
        self.exactSection.add_to(self._left)

        self.guarantee_panel = GuaranteePanel()
        body = QHBoxLayout(self)
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(self._left, 3)
        right = QVBoxLayout()
        right.addWidget(self.guarantee_panel)
        right.addStretch(1)
        body.addLayout(right, 2)
        self._set_exact_visible(False)

        # The panels' widgets by the names tests and the screenshot driver use.
        panel = self.mechanism_panel
        self.mechanismCombo = panel.mechanismCombo
        self.calibrationCombo = panel.calibrationCombo
        self.epsilonSpin = panel.epsilonSpin
        self.deltaAutoCheck = panel.deltaAutoCheck
        self.deltaEdit = panel.deltaEdit
        self.rSpin = panel.rSpin
        self.kSpin = panel.kSpin
        self.componentsSpin = panel.componentsSpin
        self.epsilon2Spin = panel.epsilon2Spin
        self.delta2Edit = panel.delta2Edit
        self.kAnonymitySpin = panel.kAnonymitySpin
        self.scalingCombo = panel.scalingCombo
        self.simulationsSpin = panel.simulationsSpin
        self.problemLabel = self.guarantee_panel.problemLabel
        self.guaranteeLabel = self.guarantee_panel.guaranteeLabel
        self.classicLabel = self.guarantee_panel.classicLabel
        self.distinguishingLabel = self.guarantee_panel.distinguishingLabel
        self.adviceLabel = self.guarantee_panel.adviceLabel

    def _connect(self) -> None:
        self.presetCombo.currentIndexChanged.connect(self._preset_chosen)
        self.exactToggle.toggled.connect(self._set_exact_visible)
        self.mechanism_panel.edited.connect(self._edited_now)
        self.accuracySpin.valueChanged.connect(self._accuracy_changed)

    # --- the page contract -------------------------------------------------------------------

    def enter(self) -> None:
        self._mechanism_base = self.project.mechanism
        self._preprocessing_base = self.project.preprocessing
        self._audit_base = self.project.audit
        self._loading = True
        self.accuracySpin.setValue(100.0 * self.state.accuracy_goal)
        self.mechanism_panel.show_settings(
            self.project.mechanism,
            self.project.preprocessing,
            self.project.audit,
        )
        self._loading = False
        self._active = True
        self._edited = False
        self._refresh()
        if self.presetCombo.currentData() == CUSTOM:
            self.exactToggle.setChecked(True)  # the user's own values: show them

    def leave(self) -> None:
        self._active = False
        self.state.set_accuracy_goal(round(self.accuracySpin.value() / 100.0, 6))
        settings = {}
        if self._edited:
            settings["preprocessing"] = self._preprocessing()
            settings["audit"] = self._audit()
            # An unreadable δ text keeps the last readable setting.
            with contextlib.suppress(ParameterError):
                settings["mechanism"] = self._mechanism()
        if settings:
            self.state.update_project(self.task_key, **settings)

    def problem(self) -> str | None:
        if self._active:
            return self._problem
        try:  # not shown: judge the state's own settings
            self._check(
                self.project.mechanism,
                self.project.preprocessing,
                self.project.audit,
                self.state.accuracy_goal,
            )
        except PrivDeskError as exc:
            return self._in_words(exc)
        return None

    def _in_words(self, exc: PrivDeskError) -> str:
        """The message, a parameter named by its field's label as the page shows it."""
        fields = {
            "epsilon": self.epsilonSpin,
            "delta": self.deltaEdit,
            "r": self.rSpin,
            "k": self.kSpin,
            "components": self.componentsSpin,
            "epsilon2": self.epsilon2Spin,
            "delta2": self.delta2Edit,
            "partitions": self.mechanism_panel.partitionsSpin,
            "k_anonymity": self.kAnonymitySpin,
        }
        return field_error(exc, labels_of({f"mechanism.{k}": w for k, w in fields.items()}))

    # --- reading the exact parameters --------------------------------------------------------

    def _mechanism(self) -> MechanismSpec:
        """The settings as a MechanismSpec; ParameterError for unreadable δ texts."""
        return self.mechanism_panel.mechanism(self._mechanism_base)

    def _preprocessing(self) -> PreprocessingSpec:
        return self.mechanism_panel.preprocessing(self._preprocessing_base)

    def _audit(self) -> AuditSpec:
        return self.mechanism_panel.audit(self._audit_base)

    # --- reacting to edits -------------------------------------------------------------------

    def _preset_chosen(self, row: int) -> None:
        if self._loading or row < 0:
            return
        preset = PRESETS[row]
        if preset.mechanism is None:
            self.exactToggle.setChecked(True)
            self.presetDescription.setText(preset_text(preset)[1])
            return
        mechanism, preprocessing = preset.apply(self._mechanism_base, self._preprocessing())
        self._loading = True
        self.mechanism_panel.show_settings(mechanism, preprocessing, self._audit())
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
            raise ParameterError("data", tr("load a data file first (step 1)"))
        document = self.state.project_to_save().to_dict()
        document["mechanism"] = dataclasses.asdict(mechanism)
        document["preprocessing"] = dataclasses.asdict(preprocessing)
        document["audit"] = dataclasses.asdict(audit)
        project_from_dict(document, Path(table.path).parent)
        preprocessing.declared_for(self.project.columns.features)  # after a role change too
        try:
            return preview_setting(
                mechanism,
                len(table.frame),
                len(self.project.columns.features),
                accuracy_goal,
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
            self._preview, self._problem = None, self._in_words(exc)
        else:
            self._preview, self._problem = preview, None
        self.mechanism_panel.update_visibility(
            None if self._preview is None else self._preview.delta
        )
        self._show_preset(mechanism)
        self.guarantee_panel.show_preview(self._preview, self._problem, self.rSpin.value())
        self._warn_small_epsilon()
        self.validity_changed.emit()

    def _warn_small_epsilon(self) -> None:
        """A small ε: how much noise each released value gets, said before Privatize."""
        preview, consequence = self._preview, None
        if preview is not None and preview.sigma is not None:
            consequence = tr(
                "each released value gets noise of about ± {noise} (95 %), in units where a "
                "whole row has length at most 1: the release is mostly noise"
            ).format(noise=plus_minus(1.96 * preview.sigma))
        epsilon = self.epsilonSpin.value()
        show_small_epsilon(
            self.guarantee_panel.epsilonWarning, self.epsilonSpin, epsilon, consequence
        )

    def _show_preset(self, mechanism: MechanismSpec | None) -> None:
        name = CUSTOM if mechanism is None else preset_for(mechanism, self._preprocessing())
        row = self.presetCombo.findData(name)
        self.presetCombo.blockSignals(True)
        self.presetCombo.setCurrentIndex(row)
        self.presetCombo.blockSignals(False)
        self.presetDescription.setText(preset_text(PRESETS[row])[1])

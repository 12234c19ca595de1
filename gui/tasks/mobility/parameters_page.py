"""Step 3 for mobility data: how private daily O-D matrices are made, and what that buys.

The four parameters of the mechanism (MATH 5.2) come first: who is protected (one trip, or
a person's whole day of at most T trips), ε per day and the suppression threshold τ. Every
edit re-states the guarantee over the input's period and the noise in each cell. Below,
the accuracy calculators of MATH 5.3 turn the accuracy a program needs into the ε it takes
("Use this ε"), and a suppression standard into a threshold. Every number on the page comes
from the engine (engine.mobility.calculators, engine.tasks.mobility.preview); invalid
settings show the engine's own message and keep Next disabled.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError
from engine.mobility import calculators
from engine.mobility.od_matrix import ODMechanism
from engine.tasks.mobility.preview import GuaranteePreview, preview_guarantee
from engine.tasks.mobility.project import ODMechanismSpec
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.targeting.parameters_page import (
    bold,
    double_spin,
    set_warning,
    spin,
    warning_palette,
    wrapped_label,
)
from gui.widgets.sections import CollapsibleSection

EPSILON_DECIMALS = 4
EPSILON_MAX = 50.0
# Names of the engine's parameters as the page labels them.
PARAMETER_LABELS = {
    "epsilon": "ε (privacy loss per day)",
    "trips_per_day": "T (trips per person per day)",
    "threshold": "τ (suppression threshold)",
    "level": "Privacy level",
    "alpha": "α (tolerated error)",
    "beta": "β (1 − confidence)",
    "s": "Suppression standard",
    "days": "Period",
}
# The smallest confidence (in %, as the spin box shows it) Theorem 7 accepts: β ≤ e⁻¹/2.
MIN_CHANGE_CONFIDENCE = math.ceil(1000 * (1 - calculators.CHANGE_BETA_MAX)) / 10
CALCULATORS = ("cell", "change", "typical")  # the calculators that give an ε to use


class MobilityParametersPage(WizardPage):
    """Privacy level, ε, T and τ for private O-D matrices, with the MATH 5.3 calculators."""

    title = "Set parameters"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._loading = False  # True while widgets are filled from the state
        self._active = False  # between enter() and leave(): the widgets hold the truth
        self._edited = False
        self._problem: str | None = None
        self._preview: GuaranteePreview | None = None
        self._mechanism: ODMechanism | None = None
        self._individual_T = 3  # T to restore when the individual level is chosen again
        self._needed: dict[str, float | None] = dict.fromkeys(CALCULATORS)
        self._tau_choices: tuple[int, int] | None = None
        self._build()
        self._connect()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self._build_protection(), 3)
        top.addWidget(self._build_consequences(), 2)

        self.calculatorsSection = CollapsibleSection(
            "calculators",
            "Calculators (MATH 5.3)",
            self._build_calculators(),
            tooltip="Show or hide the calculators that choose ε from the accuracy you need.",
            subject="the ε calculators (MATH 5.3)",
        )
        self.calculatorsToggle = self.calculatorsSection.toggle
        self.calculatorsGroup = self.calculatorsSection.group
        self.calculatorsScroll = self.calculatorsSection.scroll

        self._body = QVBoxLayout(self)
        self._body.setContentsMargins(0, 0, 0, 0)
        self._body.addLayout(top)
        self.calculatorsSection.add_to(self._body)
        self.set_calculators_visible(True)

    def _build_protection(self) -> QGroupBox:
        self.tripLevelRadio = QRadioButton("Each &trip (trip level)", objectName="tripLevelRadio")
        self.tripLevelRadio.setToolTip(
            "Trip-level privacy: whether any single trip is in the data hardly changes a "
            "daily matrix. Trips are not capped (T = 1), so counts stay complete, but a "
            "person who travels often is protected less than one who travels little."
        )
        self.individualLevelRadio = QRadioButton(
            "Each person's whole &day (individual level)", objectName="individualLevelRadio"
        )
        self.individualLevelRadio.setToolTip(
            "Individual-level privacy: everyone is kept to at most T trips a day, chosen at "
            "random (the rest are dropped before counting), and the noise covers all T, so a "
            "person's whole day of travel is protected. Costs more noise and drops trips."
        )
        self.levelGroup = QButtonGroup(self)
        self.levelGroup.addButton(self.tripLevelRadio)
        self.levelGroup.addButton(self.individualLevelRadio)

        self.tripsSpin = spin("tripsSpin", 1, 1000, 1)
        self.tripsSpin.setToolTip(
            "T: the most trips a person may contribute to one day's matrix (individual level "
            "only). Extra trips are dropped at random before counting. The noise grows with "
            "T (scale T/ε), so choose about what most people make in a day. From 1 to 1,000."
        )
        self.epsilonSpin = double_spin("epsilonSpin", 0.0, EPSILON_MAX, EPSILON_DECIMALS, 0.05)
        self.epsilonSpin.setToolTip(
            "ε (epsilon) per day: how much one trip, or one person's day, may change a daily "
            "matrix. Smaller is more private and noisier; the paper uses 0.1 to 1. Must be "
            f"greater than 0 (up to {EPSILON_MAX:g}). Budgets of the days add up over the "
            "release."
        )
        self.thresholdSpin = spin("thresholdSpin", 0, 1_000_000, 1)
        self.thresholdSpin.setSpecialValueText("0 (none)")
        self.thresholdSpin.setSuffix(" trips")
        self.thresholdSpin.setToolTip(
            "τ (tau): noisy counts below τ trips are released as 0, which marks small, "
            "unreliable counts (it adds no privacy). A whole number of trips, 0 or more; "
            "0 = no suppression (negative noisy counts still become 0)."
        )

        self.tripLevelNote = hint(
            "Every trip is counted. Frequent travellers are protected less than others."
        )
        self.individualLevelNote = hint(
            "Everyone is kept to at most T trips a day, chosen at random; the rest are "
            "dropped before counting."
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        protect_label = QLabel("Protect:")
        grid.addWidget(protect_label, 0, 0)
        grid.addWidget(self.tripLevelRadio, 0, 1, 1, 2)
        grid.addWidget(self.tripLevelNote, 1, 1, 1, 2)
        grid.addWidget(self.individualLevelRadio, 2, 1, 1, 2)
        grid.addWidget(self.individualLevelNote, 3, 1, 1, 2)
        grid.setRowMinimumHeight(4, 6)
        rows = (
            (
                "Trips &kept per person per day (T):",
                self.tripsSpin,
                "individual level only; more trips kept means more noise",
            ),
            ("&ε (privacy loss per day):", self.epsilonSpin, "smaller is more private, noisier"),
            (
                "&Suppression threshold (τ):",
                self.thresholdSpin,
                "noisy counts below τ are released as 0",
            ),
        )
        for row, (text, field, note) in enumerate(rows, start=5):
            label = QLabel(text)
            label.setBuddy(field)
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
            grid.addWidget(hint(note), row, 2)
        grid.setColumnStretch(2, 1)
        grid.setRowStretch(len(rows) + 5, 1)
        self.protectionGrid = grid
        box = QGroupBox("Privacy protection", objectName="protectionGroup")
        box.setLayout(grid)
        return box

    def _build_consequences(self) -> QGroupBox:
        self.problemLabel = wrapped_label("problemLabel")
        self.problemLabel.setPalette(warning_palette(self.problemLabel))
        self.perDayLabel = wrapped_label("perDayLabel")
        self.perDayLabel.setToolTip(
            "What each daily matrix proves, whatever an attacker knows (a mathematical guarantee)."
        )
        self.releaseHeading = bold("Over the whole release")
        self.releaseLabel = wrapped_label("releaseLabel")
        self.releaseLabel.setToolTip(
            "The daily matrices are separate releases, so their ε add up (MATH 5.3): D·ε for "
            "D days at the individual level; ε × a person's number of trips at the trip level."
        )
        self.noiseLabel = wrapped_label("noiseLabel")
        self.noiseLabel.setToolTip(
            "Each off-diagonal cell of each daily matrix gets independent Laplace noise of "
            "scale T/ε; its standard deviation √2·T/ε is the typical error (rule of thumb)."
        )
        self.suppressionLabel = wrapped_label("suppressionLabel")
        self.suppressionLabel.setToolTip(
            "What the threshold τ does to cells with few trips (Theorem 2 of the paper)."
        )
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.problemLabel)
        form.addRow(bold("Proven guarantee per day"), self.perDayLabel)
        form.addRow(self.releaseHeading, self.releaseLabel)
        form.addRow(bold("Noise in each cell"), self.noiseLabel)
        form.addRow(bold("Suppression"), self.suppressionLabel)
        box = QGroupBox("What this setting means", objectName="consequencesGroup")
        box.setLayout(form)
        return box

    def _build_calculators(self) -> QVBoxLayout:
        self.calculatorsNote = wrapped_label("calculatorsNote")

        # ε for "cells off by at most α with probability ≥ 1 − β" (Theorem 6).
        self.cellAlphaSpin = alpha_spin("cellAlphaSpin", 10)
        self.cellConfidenceSpin = confidence_spin("cellConfidenceSpin")
        self.cellResultLabel = wrapped_label("cellResultLabel")
        self.cellUseButton = use_button("cellUseButton", "Use this ε")
        self.cellAlphaSpin.setToolTip(
            "α: the most trips a released cell may be off by (cells released, not "
            "suppressed, in both the raw and the private matrix). A whole number, 0 or more."
        )
        self.cellConfidenceSpin.setToolTip(
            "How sure you need to be, 1 − β: the share of cells that must be within α trips. "
            "Strictly between 0 and 100 %."
        )

        # The same for the change of a cell between two days (Theorem 7).
        self.changeAlphaSpin = alpha_spin("changeAlphaSpin", 10)
        self.changeConfidenceSpin = confidence_spin("changeConfidenceSpin")
        self.changeResultLabel = wrapped_label("changeResultLabel")
        self.changeUseButton = use_button("changeUseButton", "Use this ε")
        self.changeAlphaSpin.setToolTip(
            "α: the most trips the change of a cell from one day to the next may be off by "
            "(to detect day-to-day changes). A whole number, 0 or more."
        )
        self.changeConfidenceSpin.setToolTip(
            "How sure you need to be, 1 − β: the share of day-to-day changes that must be "
            f"within α trips. At least {MIN_CHANGE_CONFIDENCE:g} % "
            "(β ≤ e⁻¹/2 for this formula) and below 100 %."
        )

        # Rule of thumb: typical error √2·T/ε, and the ε for a typical error of α.
        self.typicalAlphaSpin = alpha_spin("typicalAlphaSpin", 10)
        self.typicalAlphaSpin.setToolTip(
            "α: the typical error (noise standard deviation) you can accept in each cell, in "
            "trips. Greater than 0."
        )
        self.typicalResultLabel = wrapped_label("typicalResultLabel")
        self.typicalUseButton = use_button("typicalUseButton", "Use this ε")

        # Threshold around an existing suppression standard s.
        self.standardSpin = spin("standardSpin", 0, 1_000_000, 1)
        self.standardSpin.setValue(15)
        self.standardSpin.setSuffix(" trips")
        self.standardSpin.setToolTip(
            "s: the threshold your organisation already uses for raw counts (counts below s "
            "are withheld; e.g. 15 for US CDC cancer statistics, 10 for California's "
            "education statistics). A whole number, 0 or more."
        )
        self.thresholdResultLabel = wrapped_label("thresholdResultLabel")
        self.thresholdLowButton = use_button("thresholdLowButton", "Use lower τ")
        self.thresholdLowButton.setToolTip(
            "Suppress fewer cells: more counts reach the program; privacy comes from the noise."
        )
        self.thresholdHighButton = use_button("thresholdHighButton", "Use upper τ")
        self.thresholdHighButton.setToolTip(
            "Suppress more cells: small groups are less likely to show up because of the noise."
        )

        # Probabilities at the current setting (Theorems 4 and 5, exact for rounded counts).
        self.currentAlphaSpin = alpha_spin("currentAlphaSpin", 10)
        self.currentAlphaSpin.setToolTip(
            "α: an error in trips, to see how often cells and day-to-day changes are off by "
            "more than that at the current ε and T. A whole number, 0 or more."
        )
        self.currentResultLabel = wrapped_label("currentResultLabel")

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        rows = (
            (
                "ε for an error bound",
                inputs(
                    ("Cells off by at most", self.cellAlphaSpin),
                    ("with probability", self.cellConfidenceSpin),
                ),
                self.cellResultLabel,
                (self.cellUseButton,),
            ),
            (
                "ε for day-to-day change",
                inputs(
                    ("Changes off by at most", self.changeAlphaSpin),
                    ("with probability", self.changeConfidenceSpin),
                ),
                self.changeResultLabel,
                (self.changeUseButton,),
            ),
            (
                "ε for a typical error",
                inputs(("Cells typically off by", self.typicalAlphaSpin)),
                self.typicalResultLabel,
                (self.typicalUseButton,),
            ),
            (
                "Threshold from a standard",
                inputs(("Existing standard s", self.standardSpin)),
                self.thresholdResultLabel,
                (self.thresholdLowButton, self.thresholdHighButton),
            ),
            (
                "At the current setting",
                inputs(("Errors above", self.currentAlphaSpin)),
                self.currentResultLabel,
                (),
            ),
        )
        for row, (title, fields, result, buttons) in enumerate(rows):
            title_label = bold(title)
            grid.addWidget(title_label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(fields, row, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(result, row, 2, Qt.AlignmentFlag.AlignTop)
            if buttons:
                box = QVBoxLayout()
                box.setSpacing(4)
                for button in buttons:
                    box.addWidget(button)
                grid.addLayout(box, row, 3, Qt.AlignmentFlag.AlignTop)
        grid.setColumnStretch(2, 1)
        layout = QVBoxLayout()
        layout.addWidget(self.calculatorsNote)
        layout.addLayout(grid)
        return layout

    def _connect(self) -> None:
        self.levelGroup.buttonToggled.connect(self._level_toggled)
        for widget in (self.tripsSpin, self.epsilonSpin, self.thresholdSpin):
            widget.valueChanged.connect(self._edited_now)
        for widget in (
            self.cellAlphaSpin,
            self.cellConfidenceSpin,
            self.changeAlphaSpin,
            self.changeConfidenceSpin,
            self.typicalAlphaSpin,
            self.standardSpin,
            self.currentAlphaSpin,
        ):
            widget.valueChanged.connect(self._refresh_calculators)
        self.calculatorsToggle.toggled.connect(self.set_calculators_visible)
        self.cellUseButton.clicked.connect(lambda: self.use_epsilon("cell"))
        self.changeUseButton.clicked.connect(lambda: self.use_epsilon("change"))
        self.typicalUseButton.clicked.connect(lambda: self.use_epsilon("typical"))
        self.thresholdLowButton.clicked.connect(lambda: self.use_threshold("lower"))
        self.thresholdHighButton.clicked.connect(lambda: self.use_threshold("upper"))

    # --- the page contract -------------------------------------------------------------------

    def enter(self) -> None:
        project = self.state.mobility
        spec = project.mechanism if project is not None else ODMechanismSpec()
        self._loading = True
        self._show_spec(spec)
        self._loading = False
        self._active = True
        self._edited = False
        self._refresh()

    def leave(self) -> None:
        self._active = False
        if self._edited and self.state.mobility is not None:
            self.state.update_mobility(mechanism=self.spec())
        self._edited = False

    def problem(self) -> str | None:
        if self._active:
            return self._problem
        if self.state.mobility is None:
            return NO_INPUT
        try:  # not shown: judge the state's own settings
            self._check(self.state.mobility.mechanism)
        except ParameterError as exc:
            return describe_error(exc)
        return None

    # --- public helpers (screenshot drivers, end-to-end tests) -------------------------------

    def spec(self) -> ODMechanismSpec:
        """The settings shown, as the project file's mechanism section."""
        individual = self.individualLevelRadio.isChecked()
        return ODMechanismSpec(
            epsilon=round(self.epsilonSpin.value(), EPSILON_DECIMALS),
            level="individual" if individual else "trip",
            trips_per_day=self.tripsSpin.value() if individual else 1,
            threshold=self.thresholdSpin.value(),
        )

    def set_level(self, level: str) -> None:
        """Choose "trip" or "individual" as a click would."""
        radio = {"trip": self.tripLevelRadio, "individual": self.individualLevelRadio}[level]
        radio.setChecked(True)

    def set_epsilon(self, epsilon: float) -> None:
        self.epsilonSpin.setValue(epsilon)

    def set_calculators_visible(self, visible: bool) -> None:
        self.calculatorsSection.set_visible(visible)

    def needed_epsilon(self, calculator: str) -> float | None:
        """The ε a calculator ("cell", "change", "typical") asks for; None when invalid."""
        return self._needed[calculator]

    def use_epsilon(self, calculator: str) -> None:
        """Set ε to what a calculator asks for, rounded up to the spin box's precision so
        the calculator's promise still holds."""
        needed = self._needed[calculator]
        if needed is None:
            return
        self.epsilonSpin.setValue(round_up(needed, EPSILON_DECIMALS))

    def use_threshold(self, which: str) -> None:
        """Set τ to the lower or upper whole threshold of the standard's range."""
        if self._tau_choices is None:
            return
        lower, upper = self._tau_choices
        self.thresholdSpin.setValue(lower if which == "lower" else upper)

    # --- reading and writing the widgets -----------------------------------------------------

    def _show_spec(self, spec: ODMechanismSpec) -> None:
        individual = spec.level == "individual"
        if individual:
            self._individual_T = int(spec.trips_per_day)
        (self.individualLevelRadio if individual else self.tripLevelRadio).setChecked(True)
        self.tripsSpin.setValue(int(spec.trips_per_day) if individual else 1)
        self.tripsSpin.setEnabled(individual)
        self.epsilonSpin.setValue(float(spec.epsilon))
        self.thresholdSpin.setValue(int(spec.threshold))

    def _level_toggled(self, button: QRadioButton, checked: bool) -> None:
        if not checked:
            return
        individual = button is self.individualLevelRadio
        was_loading = self._loading
        self._loading = True  # one refresh for the level and its T
        if individual:
            self.tripsSpin.setValue(self._individual_T)
        else:
            if self.tripsSpin.isEnabled() and not was_loading:  # the user's own T
                self._individual_T = self.tripsSpin.value()
            self.tripsSpin.setValue(1)  # trip level protects one trip: T = 1
        self.tripsSpin.setEnabled(individual)
        self._loading = was_loading
        self._edited_now()

    def _edited_now(self, *_args) -> None:
        if self._loading:
            return
        self._edited = True
        self._refresh()

    # --- consequences ------------------------------------------------------------------------

    def _check(self, spec: ODMechanismSpec) -> tuple[ODMechanism, GuaranteePreview | None]:
        """The engine's validation, then the guarantee over the input's period (None when
        the input has not been summarized)."""
        mechanism = spec.build()
        summary = self.state.mobility_summary
        if summary is None:
            return mechanism, None
        preview = preview_guarantee(mechanism, summary.days, populations=self._populations())
        return mechanism, preview

    def _populations(self) -> bool:
        """Home-region populations are released from call records, not from trips."""
        project = self.state.mobility
        return project is not None and project.input.kind == "records"

    def _refresh(self) -> None:
        self._mechanism = self._preview = None
        if self.state.mobility is None:
            self._problem = NO_INPUT
        else:
            try:
                self._mechanism, self._preview = self._check(self.spec())
            except ParameterError as exc:
                self._problem = describe_error(exc)
            else:
                self._problem = None
        self._show_consequences()
        self._refresh_calculators()
        self.validity_changed.emit()

    def _show_consequences(self) -> None:
        self.problemLabel.setVisible(self._problem is not None)
        self.problemLabel.setText(f"⚠ Cannot use these settings — {self._problem}")
        summary = self.state.mobility_summary
        days = None if summary is None else summary.days
        self.releaseHeading.setText(
            "Over the whole release" + ("" if days is None else f" ({days} days)")
        )
        mechanism, preview = self._mechanism, self._preview
        if mechanism is None:
            for label in (
                self.perDayLabel,
                self.releaseLabel,
                self.noiseLabel,
                self.suppressionLabel,
            ):
                label.setText("—")
            return
        if preview is None:
            self.perDayLabel.setText(
                f"Each daily matrix is {fmt(mechanism.epsilon)}-differentially private at "
                f"the {mechanism.level} level."
            )
            self.releaseLabel.setText("Known once the input files are checked (step 1).")
        else:
            self.perDayLabel.setText(preview.per_day_statement)
            self.releaseLabel.setText(preview.release_statement)
        typical = calculators.typical_cell_error(mechanism.epsilon, mechanism.trips_per_day)
        self.noiseLabel.setText(
            f"Laplace noise of scale T/ε = {fmt(mechanism.noise_scale)} trips: a released "
            f"cell is typically off by about ±{fmt(typical)} trips (√2·T/ε)."
        )
        self.suppressionLabel.setText(suppression_text(mechanism))

    def _refresh_calculators(self, *_args) -> None:
        T = self.tripsSpin.value() if self.individualLevelRadio.isChecked() else 1
        epsilon = self.epsilonSpin.value()
        level = "trip level, T = 1" if T == 1 else f"individual level, T = {T}"
        self.calculatorsNote.setText(
            f"Each calculator uses the privacy level chosen above ({level}) and updates as "
            f"you type. “Use this ε” sets ε (rounded up, so the promise still holds)."
        )
        self._show_needed(
            "cell",
            self.cellResultLabel,
            self.cellUseButton,
            lambda: calculators.epsilon_for_cell_error(
                self.cellAlphaSpin.value(), beta(self.cellConfidenceSpin), T
            ),
            epsilon,
        )
        self._show_needed(
            "change",
            self.changeResultLabel,
            self.changeUseButton,
            lambda: calculators.epsilon_for_change_error(
                self.changeAlphaSpin.value(), beta(self.changeConfidenceSpin), T
            ),
            epsilon,
            note=" It ignores rounding, so released changes err slightly more often.",
            beta_hint=f"; choose a probability of at least {MIN_CHANGE_CONFIDENCE:g} %.",
        )
        self._show_needed(
            "typical",
            self.typicalResultLabel,
            self.typicalUseButton,
            lambda: calculators.epsilon_for_typical_error(self.typicalAlphaSpin.value(), T),
            epsilon,
        )
        self._show_threshold(epsilon, T)
        self._show_current(epsilon, T)

    def _show_needed(self, key, label, button, compute, epsilon, note="", beta_hint="") -> None:
        try:
            needed = float(compute())
        except ParameterError as exc:
            self._needed[key] = None
            label.setText(f"⚠ {describe_error(exc)}" + (beta_hint if exc.name == "beta" else ""))
            set_warning(label, True)
            button.setEnabled(False)
            return
        self._needed[key] = needed
        text = f"Needs ε ≥ {fmt(needed)} per day."
        warn = False
        if needed > EPSILON_MAX:
            text += f" That is above the largest ε this page accepts ({EPSILON_MAX:g})."
            warn = True
        elif epsilon >= needed:
            text += f" Your ε = {fmt(epsilon)} meets it."
        else:
            text += f" ⚠ Your ε = {fmt(epsilon)} is below it."
            warn = True
        label.setText(text + note)
        set_warning(label, warn)
        button.setEnabled(needed <= EPSILON_MAX)
        button.setToolTip(
            f"Set ε to {fmt(round_up(needed, EPSILON_DECIMALS))} (this result, rounded up)."
        )

    def _show_threshold(self, epsilon: float, T: int) -> None:
        s = self.standardSpin.value()
        try:
            low, high = calculators.threshold_around_standard(s, epsilon, T)
        except ParameterError as exc:
            self._tau_choices = None
            self.thresholdResultLabel.setText(f"⚠ {describe_error(exc)}")
            set_warning(self.thresholdResultLabel, True)
            for button in (self.thresholdLowButton, self.thresholdHighButton):
                button.setEnabled(False)
            return
        # Whole thresholds inside the range (τ counts trips and is never negative).
        lower, upper = max(0, math.ceil(low)), math.floor(high)
        self._tau_choices = (lower, upper)
        floor = "0 (τ cannot be negative)" if low < 0 else fmt(low)
        self.thresholdResultLabel.setText(
            f"τ from {floor} to {fmt(high)} trips (s ± √2·T/ε) suppresses about as much as "
            f"the standard {s} did: whole τ from {lower} to {upper}. Lower suppresses fewer "
            f"cells; upper makes small groups less likely to appear through the noise."
        )
        set_warning(self.thresholdResultLabel, False)
        self.thresholdLowButton.setText(f"Use τ = {lower}")
        self.thresholdHighButton.setText(f"Use τ = {upper}")
        for button in (self.thresholdLowButton, self.thresholdHighButton):
            button.setEnabled(True)

    def _show_current(self, epsilon: float, T: int) -> None:
        alpha = self.currentAlphaSpin.value()
        try:
            cell = calculators.prob_cell_error_exceeds(epsilon, T, alpha)
            change = calculators.prob_change_error_exceeds_rounded(epsilon, T, alpha)
        except ParameterError as exc:
            self.currentResultLabel.setText(f"⚠ {describe_error(exc)}")
            set_warning(self.currentResultLabel, True)
            return
        self.currentResultLabel.setText(
            f"At ε = {fmt(epsilon)}, T = {T}: a released cell is off by more than {alpha} "
            f"trips with probability {percent(cell)}; the change of a cell between two days "
            f"with probability {percent(change)}."
        )
        set_warning(self.currentResultLabel, False)


NO_INPUT = "choose call records or trips first (step 1)"


# --- plain-language texts (formatting of engine results only) ------------------------------


def suppression_text(mechanism: ODMechanism) -> str:
    tau, eps, T = mechanism.threshold, mechanism.epsilon, mechanism.trips_per_day
    if tau == 0:
        return (
            "None: every noisy count is released; negative ones become 0. Cells with few "
            "trips may show noise only."
        )
    tau_text = fmt(tau)
    # An empty cell stays suppressed with the probability of Theorem 2 at m = 0.
    shows = 1.0 - calculators.prob_suppressed_stays_suppressed(eps, T, tau, 0)
    return (
        f"Noisy counts below {tau_text} trips are released as 0. A cell with no trips at "
        f"all shows {tau_text} or more with probability {percent(shows)}. Suppression adds "
        f"no privacy; it hides small, unreliable counts."
    )


def describe_error(exc: ParameterError) -> str:
    """The engine's message with the parameter named as the page labels it."""
    reason = str(exc).removeprefix(f"{exc.name}: ")
    return f"{PARAMETER_LABELS.get(exc.name, exc.name)}: {reason}"


def fmt(value: float) -> str:
    return f"{value:.4g}"


def percent(p: float) -> str:
    """A probability in words: '3.1 % (about 1 in 32)'."""
    if p < 1e-6:
        return "below 0.0001 %"
    text = f"{100 * p:.2g} %" if p < 0.01 else f"{100 * p:.3g} %"
    if p < 0.5:
        text += f" (about 1 in {round(1 / p):,})"
    return text


def round_up(value: float, decimals: int) -> float:
    """The smallest number with `decimals` decimals that is ≥ value."""
    scale = 10**decimals
    return math.ceil(value * scale - 1e-9) / scale


def beta(confidence: QDoubleSpinBox) -> float:
    """β = 1 − confidence (the spin box shows a percentage)."""
    return round(1.0 - confidence.value() / 100.0, 10)


def alpha_spin(name: str, value: int) -> QSpinBox:
    box = spin(name, 0, 1_000_000, 1)
    box.setValue(value)
    box.setSuffix(" trips")
    box.setMinimumWidth(110)
    return box


def confidence_spin(name: str) -> QDoubleSpinBox:
    box = double_spin(name, 0.0, 99.99, 2, 1.0)
    box.setValue(95.0)
    box.setSuffix(" %")
    box.setMinimumWidth(100)
    return box


def hint(text: str) -> QLabel:
    """A short plain-language note beside or under a control, in the placeholder colour."""
    label = QLabel(text)
    label.setWordWrap(True)
    palette = label.palette()
    palette.setColor(
        QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText)
    )
    label.setPalette(palette)
    return label


def use_button(name: str, text: str) -> QPushButton:
    button = QPushButton(text, objectName=name)
    button.setAutoDefault(False)
    return button


def inputs(*rows: tuple[str, QWidget]) -> QWidget:
    """Words and fields, one pair a line, e.g. 'Cells off by at most [10 trips]'."""
    widget = QWidget()
    layout = QGridLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setHorizontalSpacing(6)
    for row, (text, field) in enumerate(rows):
        label = QLabel(text)
        label.setBuddy(field)
        layout.addWidget(label, row, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(field, row, 1)
    return widget

"""Step 3 for mobility data: how private daily O-D matrices are made, and what that buys.

The four parameters of the mechanism (MATH 5.2) come first: who is protected (one trip, or
a person's whole day of at most T trips), ε per day and the suppression threshold τ. Every
edit re-states the guarantee over the input's period and the noise in each cell. Below,
the accuracy calculators of MATH 5.3 turn the accuracy a program needs into the ε it takes
("Use this ε"), and a suppression standard into a threshold. Every number on the page comes
from the engine (engine.mobility.calculators, engine.tasks.mobility.preview); invalid
settings show the engine's own message and keep Next disabled. The three parts are panels
of their own: `protection_panel`, `guarantee_panel` and `calculators_panel`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine.core.errors import ParameterError
from engine.mobility import calculators
from engine.mobility.od_matrix import ODMechanism
from engine.tasks.mobility.preview import GuaranteePreview, preview_guarantee, released_days
from engine.tasks.mobility.project import ODMechanismSpec
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.mobility.calculators_panel import CalculatorsPanel
from gui.tasks.mobility.guarantee_panel import GuaranteePanel
from gui.tasks.mobility.parameter_texts import describe_error
from gui.tasks.mobility.protection_panel import ProtectionPanel
from gui.widgets.epsilon_warning import plus_minus, show_small_epsilon
from gui.widgets.sections import CollapsibleSection


def no_input() -> str:
    return tr("choose call records or trips first (step 1)")


class MobilityParametersPage(WizardPage):
    """Privacy level, ε, T and τ for private O-D matrices, with the MATH 5.3 calculators."""

    step = 2
    task_key = "mobility"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._active = False  # between enter() and leave(): the widgets hold the truth
        self._edited = False
        self._problem: str | None = None
        self._preview: GuaranteePreview | None = None
        self._mechanism: ODMechanism | None = None
        self._build()
        self._connect()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.protection_panel = ProtectionPanel()
        self.guarantee_panel = GuaranteePanel()
        top = QHBoxLayout()
        top.addWidget(self.protection_panel, 3)
        top.addWidget(self.guarantee_panel, 2)

        self.calculators_panel = CalculatorsPanel()
        calculators = QVBoxLayout()
        calculators.addWidget(self.calculators_panel)
        self.calculatorsSection = CollapsibleSection(
            "calculators",
            tr("Calculators"),
            calculators,
            tooltip=tr("Show or hide the calculators that choose ε from the accuracy you need."),
            subject=tr("the ε calculators"),
        )
        self.calculatorsToggle = self.calculatorsSection.toggle
        self.calculatorsGroup = self.calculatorsSection.group
        self.calculatorsScroll = self.calculatorsSection.scroll

        self._body = QVBoxLayout(self)
        self._body.setContentsMargins(0, 0, 0, 0)
        self._body.addLayout(top)
        self.calculatorsSection.add_to(self._body)
        self.set_calculators_visible(True)

        # The panels' widgets by the names tests and the screenshot driver use.
        protection = self.protection_panel
        guarantee = self.guarantee_panel
        calc = self.calculators_panel
        self.tripLevelRadio = protection.tripLevelRadio
        self.individualLevelRadio = protection.individualLevelRadio
        self.tripsSpin = protection.tripsSpin
        self.epsilonSpin = protection.epsilonSpin
        self.thresholdSpin = protection.thresholdSpin
        self.problemLabel = guarantee.problemLabel
        self.perDayLabel = guarantee.perDayLabel
        self.releaseHeading = guarantee.releaseHeading
        self.releaseLabel = guarantee.releaseLabel
        self.noiseLabel = guarantee.noiseLabel
        self.suppressionLabel = guarantee.suppressionLabel
        self.cellAlphaSpin = calc.cellAlphaSpin
        self.cellConfidenceSpin = calc.cellConfidenceSpin
        self.cellResultLabel = calc.cellResultLabel
        self.cellUseButton = calc.cellUseButton
        self.changeAlphaSpin = calc.changeAlphaSpin
        self.changeConfidenceSpin = calc.changeConfidenceSpin
        self.changeResultLabel = calc.changeResultLabel
        self.changeUseButton = calc.changeUseButton
        self.typicalAlphaSpin = calc.typicalAlphaSpin
        self.typicalResultLabel = calc.typicalResultLabel
        self.typicalUseButton = calc.typicalUseButton
        self.standardSpin = calc.standardSpin
        self.thresholdResultLabel = calc.thresholdResultLabel
        self.thresholdLowButton = calc.thresholdLowButton
        self.thresholdHighButton = calc.thresholdHighButton
        self.currentAlphaSpin = calc.currentAlphaSpin
        self.currentResultLabel = calc.currentResultLabel

    def _connect(self) -> None:
        self.protection_panel.edited.connect(self._edited_now)
        self.calculatorsToggle.toggled.connect(self.set_calculators_visible)
        self.calculators_panel.epsilon_chosen.connect(self.epsilonSpin.setValue)
        self.calculators_panel.threshold_chosen.connect(self.thresholdSpin.setValue)

    # --- the page contract -------------------------------------------------------------------

    def enter(self) -> None:
        project = self.project
        spec = project.mechanism if project is not None else ODMechanismSpec()
        self.protection_panel.show_spec(spec)
        self._active = True
        self._edited = False
        self._refresh()

    def leave(self) -> None:
        self._active = False
        if self._edited and self.project is not None:
            self.state.update_project(self.task_key, mechanism=self.spec())
        self._edited = False

    def problem(self) -> str | None:
        if self._active:
            return self._problem
        if self.project is None:
            return no_input()
        try:  # not shown: judge the state's own settings
            self._check(self.project.mechanism)
        except ParameterError as exc:
            return describe_error(exc)
        return None

    # --- public helpers (screenshot drivers, end-to-end tests) -------------------------------

    def spec(self) -> ODMechanismSpec:
        """The settings shown, as the project file's mechanism section."""
        return self.protection_panel.spec()

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
        return self.calculators_panel.needed_epsilon(calculator)

    def use_epsilon(self, calculator: str) -> None:
        """Set ε to what a calculator asks for, rounded up to the spin box's precision so
        the calculator's promise still holds."""
        self.calculators_panel.use_epsilon(calculator)

    def use_threshold(self, which: str) -> None:
        """Set τ to the lower or upper whole threshold of the standard's range."""
        self.calculators_panel.use_threshold(which)

    def _edited_now(self) -> None:
        self._edited = True
        self._refresh()

    # --- consequences ------------------------------------------------------------------------

    def _check(self, spec: ODMechanismSpec) -> tuple[ODMechanism, GuaranteePreview | None]:
        """The engine's validation, then the guarantee over the input's period (None when
        the input has not been summarized)."""
        mechanism = spec.build()
        summary = self.state.input_summary
        if summary is None:
            return mechanism, None
        days = released_days(self.project.period, summary)
        preview = preview_guarantee(mechanism, days, populations=self._populations())
        return mechanism, preview

    def _warn_small_epsilon(self) -> None:
        """A small ε: how far off a released cell will typically be, said before Privatize."""
        mechanism, consequence = self._mechanism, None
        if mechanism is not None:
            typical = calculators.typical_cell_error(mechanism.epsilon, mechanism.trips_per_day)
            consequence = tr("a released cell is typically off by about ± {typical} trips").format(
                typical=plus_minus(typical)
            )
        show_small_epsilon(
            self.guarantee_panel.epsilonWarning,
            self.epsilonSpin,
            self.epsilonSpin.value(),
            consequence,
        )

    def _populations(self) -> bool:
        """Home-region populations (for the epidemic audit, not released) come from call
        records, not from trips."""
        project = self.project
        return project is not None and project.input.kind == "records"

    def _refresh(self) -> None:
        self._mechanism = self._preview = None
        if self.project is None:
            self._problem = no_input()
        else:
            try:
                self._mechanism, self._preview = self._check(self.spec())
            except ParameterError as exc:
                self._problem = describe_error(exc)
            else:
                self._problem = None
        summary = self.state.input_summary
        days = None
        if summary is not None and self.project is not None:
            days = released_days(self.project.period, summary)
        self.guarantee_panel.show_setting(self._problem, days, self._mechanism, self._preview)
        self._warn_small_epsilon()
        self.calculators_panel.set_setting(
            self.epsilonSpin.value(), self.protection_panel.trips_per_day()
        )
        self.validity_changed.emit()

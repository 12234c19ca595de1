"""The mobility Parameters page's calculators (MATH 5.3): the ε an accuracy needs, a threshold
around an existing suppression standard, and how often errors exceed a bound at the current
setting.

A widget of its own: the page hands it the current ε and T (`set_setting`) and applies what
the user picks (`epsilon_chosen`, `threshold_chosen`); every number comes from
`engine.mobility.calculators`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.mobility import calculators
from gui.i18n import tr
from gui.tasks.mobility.parameter_texts import (
    EPSILON_DECIMALS,
    EPSILON_MAX,
    describe_error,
    fmt,
    percent,
)
from gui.widgets.form_widgets import bold, double_spin, set_warning, spin, wrapped_label

CALCULATORS = ("cell", "change", "typical")  # the calculators that give an ε to use


class CalculatorsPanel(QWidget):
    """The calculators at the ε and T of `set_setting`. A “Use” button emits
    `epsilon_chosen` (rounded up, so the calculator's promise holds) or `threshold_chosen`."""

    epsilon_chosen = Signal(float)
    threshold_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._needed: dict[str, float | None] = dict.fromkeys(CALCULATORS)
        self._tau_choices: tuple[int, int] | None = None
        self._epsilon, self._T = 0.0, 1  # the protection fields' values until set_setting
        self.calculatorsNote = wrapped_label("calculatorsNote")

        # ε for "cells off by at most α with probability ≥ 1 − β" (Theorem 6).
        self.cellAlphaSpin = alpha_spin("cellAlphaSpin", 10)
        self.cellConfidenceSpin = confidence_spin("cellConfidenceSpin")
        self.cellResultLabel = wrapped_label("cellResultLabel")
        self.cellUseButton = use_button("cellUseButton", tr("Use this ε"))
        self.cellAlphaSpin.setToolTip(
            tr(
                "α: the most trips a released cell may be off by (cells released, not "
                "suppressed, in both the raw and the private matrix). A whole number, 0 or more."
            )
        )
        self.cellConfidenceSpin.setToolTip(
            tr(
                "How sure you need to be, 1 − β: the share of cells that must be within α "
                "trips. Strictly between 0 and 100 %."
            )
        )

        # The same for the change of a cell between two days (exact for rounded counts; the
        # paper's Theorem 7, which ignores rounding, is shown beside it).
        self.changeAlphaSpin = alpha_spin("changeAlphaSpin", 10)
        self.changeConfidenceSpin = confidence_spin("changeConfidenceSpin")
        self.changeResultLabel = wrapped_label("changeResultLabel")
        self.changeUseButton = use_button("changeUseButton", tr("Use this ε"))
        self.changeAlphaSpin.setToolTip(
            tr(
                "α: the most trips the change of a cell from one day to the next may be off "
                "by (to detect day-to-day changes). A whole number, 0 or more."
            )
        )
        self.changeConfidenceSpin.setToolTip(
            tr(
                "How sure you need to be, 1 − β: the share of day-to-day changes that must be "
                "within α trips. Strictly between 0 and 100 %."
            )
        )

        # Rule of thumb: typical error √2·T/ε, and the ε for a typical error of α.
        self.typicalAlphaSpin = alpha_spin("typicalAlphaSpin", 10)
        self.typicalAlphaSpin.setToolTip(
            tr(
                "α: the typical error (noise standard deviation) you can accept in each cell, "
                "in trips. Greater than 0."
            )
        )
        self.typicalResultLabel = wrapped_label("typicalResultLabel")
        self.typicalUseButton = use_button("typicalUseButton", tr("Use this ε"))

        # Threshold around an existing suppression standard s.
        self.standardSpin = spin("standardSpin", 0, 1_000_000, 1)
        self.standardSpin.setValue(15)
        self.standardSpin.setSuffix(" " + tr("trips"))
        self.standardSpin.setToolTip(
            tr(
                "s: the threshold your organisation already uses for raw counts (counts below "
                "s are withheld; e.g. 15 for US CDC cancer statistics, 10 for California's "
                "education statistics). A whole number, 0 or more."
            )
        )
        self.thresholdResultLabel = wrapped_label("thresholdResultLabel")
        self.thresholdLowButton = use_button("thresholdLowButton", tr("Use lower τ"))
        self.thresholdLowButton.setToolTip(
            tr("Suppress fewer cells: more counts reach the program; privacy comes from the noise.")
        )
        self.thresholdHighButton = use_button("thresholdHighButton", tr("Use upper τ"))
        self.thresholdHighButton.setToolTip(
            tr("Suppress more cells: small groups are less likely to show up because of the noise.")
        )

        # Probabilities at the current setting (Theorems 4 and 5, exact for rounded counts).
        self.currentAlphaSpin = alpha_spin("currentAlphaSpin", 10)
        self.currentAlphaSpin.setToolTip(
            tr(
                "α: an error in trips, to see how often cells and day-to-day changes are off "
                "by more than that at the current ε and T. A whole number, 0 or more."
            )
        )
        self.currentResultLabel = wrapped_label("currentResultLabel")

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        rows = (
            (
                tr("ε for an error bound"),
                inputs(
                    (tr("Cells off by at most"), self.cellAlphaSpin),
                    (tr("with probability"), self.cellConfidenceSpin),
                ),
                self.cellResultLabel,
                (self.cellUseButton,),
            ),
            (
                tr("ε for day-to-day change"),
                inputs(
                    (tr("Changes off by at most"), self.changeAlphaSpin),
                    (tr("with probability"), self.changeConfidenceSpin),
                ),
                self.changeResultLabel,
                (self.changeUseButton,),
            ),
            (
                tr("ε for a typical error"),
                inputs((tr("Cells typically off by"), self.typicalAlphaSpin)),
                self.typicalResultLabel,
                (self.typicalUseButton,),
            ),
            (
                tr("Threshold from a standard"),
                inputs((tr("Existing standard s"), self.standardSpin)),
                self.thresholdResultLabel,
                (self.thresholdLowButton, self.thresholdHighButton),
            ),
            (
                tr("At the current setting"),
                inputs((tr("Errors above"), self.currentAlphaSpin)),
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
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)  # the page's group box has margins
        layout.addWidget(self.calculatorsNote)
        layout.addLayout(grid)

        for widget in (
            self.cellAlphaSpin,
            self.cellConfidenceSpin,
            self.changeAlphaSpin,
            self.changeConfidenceSpin,
            self.typicalAlphaSpin,
            self.standardSpin,
            self.currentAlphaSpin,
        ):
            widget.valueChanged.connect(self._refresh)
        self.cellUseButton.clicked.connect(lambda: self.use_epsilon("cell"))
        self.changeUseButton.clicked.connect(lambda: self.use_epsilon("change"))
        self.typicalUseButton.clicked.connect(lambda: self.use_epsilon("typical"))
        self.thresholdLowButton.clicked.connect(lambda: self.use_threshold("lower"))
        self.thresholdHighButton.clicked.connect(lambda: self.use_threshold("upper"))

    def set_setting(self, epsilon: float, T: int) -> None:
        """Compute every calculator again for ε per day and at most T trips per person."""
        self._epsilon, self._T = epsilon, T
        self._refresh()

    def needed_epsilon(self, calculator: str) -> float | None:
        """The ε a calculator ("cell", "change", "typical") asks for; None when invalid."""
        return self._needed[calculator]

    def use_epsilon(self, calculator: str) -> None:
        """Emit `epsilon_chosen` with what a calculator asks for, rounded up to the ε field's
        precision so the calculator's promise still holds."""
        needed = self._needed[calculator]
        if needed is None:
            return
        self.epsilon_chosen.emit(round_up(needed, EPSILON_DECIMALS))

    def use_threshold(self, which: str) -> None:
        """Emit `threshold_chosen` with the lower or upper whole threshold of the standard's
        range."""
        if self._tau_choices is None:
            return
        lower, upper = self._tau_choices
        self.threshold_chosen.emit(lower if which == "lower" else upper)

    def _refresh(self, *_args) -> None:
        epsilon, T = self._epsilon, self._T
        level = (
            tr(
                "Each calculator uses the privacy level chosen above (trip level, T = 1) and "
                "updates as you type."
            )
            if T == 1
            else tr(
                "Each calculator uses the privacy level chosen above (individual level, "
                "T = {T}) and updates as you type."
            ).format(T=number(T, ","))
        )
        use = tr("“Use this ε” sets ε (rounded up, so the promise still holds).")
        self.calculatorsNote.setText(f"{level} {use}")
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
            note=self._theorem7_note(T),
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

    def _theorem7_note(self, T: int) -> str:
        """The paper's value beside the exact one, so a reader of seed 002 sees why it
        differs ('' when the inputs are invalid: the result says why)."""
        try:
            paper = calculators.epsilon_for_change_error_theorem7(
                self.changeAlphaSpin.value(), beta(self.changeConfidenceSpin), T
            )
        except ParameterError:
            return ""
        return tr(
            "Exact for the released (rounded) counts. The published formula ignores rounding "
            "and gives {paper}: at that ε changes err more often than asked."
        ).format(paper=fmt(paper))

    def _show_needed(self, key, label, button, compute, epsilon, note="") -> None:
        try:
            needed = float(compute())
        except ParameterError as exc:
            self._needed[key] = None
            label.setText(f"⚠ {describe_error(exc)}")
            set_warning(label, True)
            button.setEnabled(False)
            return
        self._needed[key] = needed
        text = tr("Needs ε ≥ {needed} per day.").format(needed=fmt(needed))
        warn = False
        if needed > EPSILON_MAX:
            text += " " + tr("That is above the largest ε this page accepts ({largest}).").format(
                largest=number(EPSILON_MAX, "g")
            )
            warn = True
        elif epsilon >= needed:
            text += " " + tr("Your ε = {epsilon} meets it.").format(epsilon=fmt(epsilon))
        else:
            text += " ⚠ " + tr("Your ε = {epsilon} is below it.").format(epsilon=fmt(epsilon))
            warn = True
        label.setText(f"{text} {note}" if note else text)
        set_warning(label, warn)
        button.setEnabled(needed <= EPSILON_MAX)
        button.setToolTip(
            tr("Set ε to {epsilon} (this result, rounded up).").format(
                epsilon=fmt(round_up(needed, EPSILON_DECIMALS))
            )
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
        floor = tr("0 (τ cannot be negative)") if low < 0 else fmt(low)
        self.thresholdResultLabel.setText(
            tr(
                "τ from {low} to {high} trips (s ± √2·T/ε) suppresses about as much as the "
                "standard {s} did: whole τ from {lower} to {upper}. Lower suppresses fewer "
                "cells; upper makes small groups less likely to appear through the noise."
            ).format(
                low=floor,
                high=fmt(high),
                s=number(s, ","),
                lower=number(lower, ","),
                upper=number(upper, ","),
            )
        )
        set_warning(self.thresholdResultLabel, False)
        self.thresholdLowButton.setText(tr("Use τ = {tau}").format(tau=number(lower, ",")))
        self.thresholdHighButton.setText(tr("Use τ = {tau}").format(tau=number(upper, ",")))
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
            tr(
                "At ε = {epsilon}, T = {T}: a released cell is off by more than {alpha} trips "
                "with probability {cell}; the change of a cell between two days with "
                "probability {change}."
            ).format(
                epsilon=fmt(epsilon),
                T=number(T, ","),
                alpha=number(alpha, ","),
                cell=percent(cell),
                change=percent(change),
            )
        )
        set_warning(self.currentResultLabel, False)


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
    box.setSuffix(" " + tr("trips"))
    box.setMinimumWidth(110)
    return box


def confidence_spin(name: str) -> QDoubleSpinBox:
    box = double_spin(name, 0.0, 99.99, 2, 1.0)
    box.setValue(95.0)
    box.setSuffix(" %")
    box.setMinimumWidth(100)
    return box


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

"""The mobility Parameters page's protection box: who is protected (one trip, or a person's
day of at most T trips), ε per day and the suppression threshold τ.

A widget of its own (a spec in, a spec out, `edited` when the user changes it) that keeps
T consistent with the level, so the page only checks and explains the setting.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QGroupBox, QLabel, QRadioButton, QWidget

from engine.core.i18n import number
from engine.mobility.od_matrix import MAX_TRIPS_PER_DAY
from engine.tasks.mobility.project import ODMechanismSpec
from gui.i18n import tr
from gui.tasks.mobility.parameter_texts import EPSILON_DECIMALS, EPSILON_MAX
from gui.widgets.form_widgets import double_spin, spin


class ProtectionPanel(QGroupBox):
    """Privacy level, T, ε and τ. `show_spec` fills the fields, `spec` reads them; `edited`
    fires once per change the user makes (not while `show_spec` fills them)."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Privacy protection"), parent, objectName="protectionGroup")
        self._loading = False  # True while the fields are filled or T follows the level
        self._individual_T = 3  # T to restore when the individual level is chosen again
        self.tripLevelRadio = QRadioButton(
            tr("Each &trip (trip level)"), objectName="tripLevelRadio"
        )
        self.tripLevelRadio.setToolTip(
            tr(
                "Trip-level privacy: whether any single trip is in the data hardly changes a "
                "daily matrix. Trips are not capped (T = 1), so counts stay complete, but a "
                "person who travels often is protected less than one who travels little."
            )
        )
        self.individualLevelRadio = QRadioButton(
            tr("Each person's whole &day (individual level)"), objectName="individualLevelRadio"
        )
        self.individualLevelRadio.setToolTip(
            tr(
                "Individual-level privacy: everyone is kept to at most T trips a day, chosen at "
                "random (the rest are dropped before counting), and the noise covers all T, so "
                "a person's whole day of travel is protected. Costs more noise and drops trips."
            )
        )
        self.levelGroup = QButtonGroup(self)
        self.levelGroup.addButton(self.tripLevelRadio)
        self.levelGroup.addButton(self.individualLevelRadio)

        self.tripsSpin = spin("tripsSpin", 1, MAX_TRIPS_PER_DAY, 1)
        self.tripsSpin.setToolTip(
            tr(
                "T: the most trips a person may contribute to one day's matrix (individual "
                "level only). Extra trips are dropped at random before counting. The noise "
                "grows with T (scale T/ε), so choose about what most people make in a day. "
                "From 1 to {max}."
            ).format(max=number(MAX_TRIPS_PER_DAY, ","))
        )
        self.epsilonSpin = double_spin("epsilonSpin", 0.0, EPSILON_MAX, EPSILON_DECIMALS, 0.05)
        self.epsilonSpin.setToolTip(
            tr(
                "ε (epsilon) per day: how much one trip, or one person's day, may change a "
                "daily matrix. Smaller is more private and noisier; the paper uses 0.1 to 1. "
                "Must be greater than 0 (up to {max}). Budgets of the days add up over the "
                "release."
            ).format(max=number(EPSILON_MAX, "g"))
        )
        self.thresholdSpin = spin("thresholdSpin", 0, 1_000_000, 1)
        self.thresholdSpin.setSpecialValueText(tr("0 (none)"))
        self.thresholdSpin.setSuffix(tr(" trips"))
        self.thresholdSpin.setToolTip(
            tr(
                "τ (tau): noisy counts below τ trips are released as 0, which marks small, "
                "unreliable counts (it adds no privacy). A whole number of trips, 0 or more; "
                "0 = no suppression (negative noisy counts still become 0)."
            )
        )

        self.tripLevelNote = hint(
            tr("Every trip is counted. Frequent travellers are protected less than others.")
        )
        self.individualLevelNote = hint(
            tr(
                "Everyone is kept to at most T trips a day, chosen at random; the rest are "
                "dropped before counting."
            )
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(6)
        protect_label = QLabel(tr("Protect:"))
        grid.addWidget(protect_label, 0, 0)
        grid.addWidget(self.tripLevelRadio, 0, 1, 1, 2)
        grid.addWidget(self.tripLevelNote, 1, 1, 1, 2)
        grid.addWidget(self.individualLevelRadio, 2, 1, 1, 2)
        grid.addWidget(self.individualLevelNote, 3, 1, 1, 2)
        grid.setRowMinimumHeight(4, 6)
        rows = (
            (
                tr("Trips &kept per person per day (T):"),
                self.tripsSpin,
                tr("individual level only; more trips kept means more noise"),
            ),
            (
                tr("&ε (privacy loss per day):"),
                self.epsilonSpin,
                tr("smaller is more private, noisier"),
            ),
            (
                tr("&Suppression threshold (τ):"),
                self.thresholdSpin,
                tr("noisy counts below τ are released as 0"),
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
        self.setLayout(grid)

        self.levelGroup.buttonToggled.connect(self._level_toggled)
        for widget in (self.tripsSpin, self.epsilonSpin, self.thresholdSpin):
            widget.valueChanged.connect(self._changed)

    def spec(self) -> ODMechanismSpec:
        """The settings shown, as the project file's mechanism section."""
        individual = self.individualLevelRadio.isChecked()
        return ODMechanismSpec(
            epsilon=round(self.epsilonSpin.value(), EPSILON_DECIMALS),
            level="individual" if individual else "trip",
            trips_per_day=self.trips_per_day(),
            threshold=self.thresholdSpin.value(),
        )

    def trips_per_day(self) -> int:
        """T as the setting uses it: 1 at the trip level."""
        return self.tripsSpin.value() if self.individualLevelRadio.isChecked() else 1

    def show_spec(self, spec: ODMechanismSpec) -> None:
        self._loading = True
        individual = spec.level == "individual"
        if individual:
            self._individual_T = int(spec.trips_per_day)
        (self.individualLevelRadio if individual else self.tripLevelRadio).setChecked(True)
        self.tripsSpin.setValue(int(spec.trips_per_day) if individual else 1)
        self.tripsSpin.setEnabled(individual)
        self.epsilonSpin.setValue(float(spec.epsilon))
        self.thresholdSpin.setValue(int(spec.threshold))
        self._loading = False

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
        self._changed()

    def _changed(self, *_args) -> None:
        if not self._loading:
            self.edited.emit()


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

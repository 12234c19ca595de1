"""The mobility Parameters page's consequences box: the guarantee per day and over the
release, the noise in each cell and what the threshold suppresses, in plain words.

A widget of its own because it only words the engine's numbers (`GuaranteePreview`,
`engine.mobility.calculators`); the page decides when to show a new setting.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QWidget

from engine.core.i18n import number
from engine.mobility import calculators
from engine.mobility.od_matrix import ODMechanism
from engine.tasks.mobility.preview import GuaranteePreview
from gui.i18n import tr
from gui.tasks.mobility.parameter_texts import fmt, percent
from gui.widgets.epsilon_warning import epsilon_warning_label
from gui.widgets.form_widgets import bold, warning_palette, wrapped_label
from gui.widgets.sections import scrolling_group


class GuaranteePanel(QGroupBox):
    """“What this setting means”: `show_setting` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("What this setting means"), parent, objectName="consequencesGroup")
        self.problemLabel = wrapped_label("problemLabel")
        self.problemLabel.setPalette(warning_palette(self.problemLabel))
        self.epsilonWarning = epsilon_warning_label()  # filled by the page (its ε field)
        self.perDayLabel = wrapped_label("perDayLabel")
        self.perDayLabel.setToolTip(
            tr(
                "What each daily matrix proves, whatever an attacker knows (a mathematical "
                "guarantee)."
            )
        )
        self.releaseHeading = bold(tr("Over the whole release"))
        self.releaseLabel = wrapped_label("releaseLabel")
        self.releaseLabel.setToolTip(
            tr(
                "The daily matrices are separate releases, so their ε add up: D·ε "
                "for D days at the individual level; ε × a person's number of trips at the "
                "trip level."
            )
        )
        self.noiseLabel = wrapped_label("noiseLabel")
        self.noiseLabel.setToolTip(
            tr(
                "Each off-diagonal cell of each daily matrix gets independent Laplace noise of "
                "scale T/ε; its standard deviation √2·T/ε is the typical error (rule of thumb)."
            )
        )
        self.suppressionLabel = wrapped_label("suppressionLabel")
        self.suppressionLabel.setToolTip(tr("What the threshold τ does to cells with few trips."))
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        form.addRow(self.problemLabel)
        form.addRow(self.epsilonWarning)
        form.addRow(bold(tr("Proven guarantee per day")), self.perDayLabel)
        form.addRow(self.releaseHeading, self.releaseLabel)
        form.addRow(bold(tr("Noise in each cell")), self.noiseLabel)
        form.addRow(bold(tr("Suppression")), self.suppressionLabel)
        self.scroll = scrolling_group(self, form)  # scrolls, never cut

    def show_setting(
        self,
        problem: str | None,
        days: int | None,
        mechanism: ODMechanism | None,
        preview: GuaranteePreview | None,
    ) -> None:
        """The consequences of `mechanism` (None: unusable because of `problem`) over
        `days` days; `preview` is None until the input has been summarized."""
        self.problemLabel.setVisible(problem is not None)
        self.problemLabel.setText(
            tr("⚠ Cannot use these settings — {problem}").format(problem=problem)
        )
        self.releaseHeading.setText(
            tr("Over the whole release")
            if days is None
            else tr("Over the whole release ({days} days)").format(days=number(days, ","))
        )

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
            if mechanism.level == "individual":
                text = tr(
                    "Each daily matrix is {epsilon}-differentially private at the individual level."
                )
            else:
                text = tr(
                    "Each daily matrix is {epsilon}-differentially private at the trip level."
                )
            self.perDayLabel.setText(text.format(epsilon=fmt(mechanism.epsilon)))
            self.releaseLabel.setText(tr("Known once the input files are checked (step 1)."))
        else:
            self.perDayLabel.setText(preview.per_day_statement)
            self.releaseLabel.setText(preview.release_statement)
        typical = calculators.typical_cell_error(mechanism.epsilon, mechanism.trips_per_day)
        self.noiseLabel.setText(
            tr(
                "Laplace noise of scale T/ε = {scale} trips: a released cell is typically off "
                "by about ±{typical} trips (√2·T/ε)."
            ).format(scale=fmt(mechanism.noise_scale), typical=fmt(typical))
        )
        self.suppressionLabel.setText(suppression_text(mechanism))


def suppression_text(mechanism: ODMechanism) -> str:
    tau, eps, T = mechanism.threshold, mechanism.epsilon, mechanism.trips_per_day
    if tau == 0:
        return tr(
            "None: every noisy count is released; negative ones become 0. Cells with few "
            "trips may show noise only."
        )
    tau_text = fmt(tau)
    # An empty cell stays suppressed with the probability of Theorem 2 at m = 0.
    shows = 1.0 - calculators.prob_suppressed_stays_suppressed(eps, T, tau, 0)
    return tr(
        "Noisy counts below {tau} trips are released as 0. A cell with no trips at all shows "
        "{tau} or more with probability {probability}. Suppression adds no privacy; it hides "
        "small, unreliable counts."
    ).format(tau=tau_text, probability=percent(shows))

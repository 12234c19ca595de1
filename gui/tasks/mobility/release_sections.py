"""The mobility Audit page's sections about the release itself: the proven guarantee, the raw
and released matrices, and the cell errors measured on this release.

Each section builds its own widgets and fills them from the engine's records (`fill`), so
the page only lays them out and hands them the results.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from engine.core.i18n import number
from engine.tasks.mobility.report import guarantee_statement
from gui.i18n import tr
from gui.tasks.mobility.audit_widgets import (
    Section,
    fill_table,
    format_epsilon,
    format_share,
    table,
    wrapped,
)
from gui.tasks.mobility.od_heatmap import ODHeatmap
from gui.tasks.mobility.plots import ErrorHistogram
from gui.widgets.score_card import ScoreCard, format_number


class GuaranteeSection(Section):
    """What the release proves: ε per day and over the whole release, and the statement."""

    def __init__(self) -> None:
        super().__init__(tr("What the release guarantees"), None, "guaranteeSection")
        self.daily_card = ScoreCard(
            tr("Privacy loss per day"),
            "proven",
            tr("Each day's matrix is ε-differentially private: smaller ε, stronger protection."),
        )
        self.daily_card.setObjectName("dailyEpsilonCard")
        self.total_card = ScoreCard(
            tr("Privacy loss over the whole release"),
            "proven",
            tr("The budgets of all released days add up."),
        )
        self.total_card.setObjectName("totalEpsilonCard")
        cards = QHBoxLayout()
        cards.addWidget(self.daily_card, 1)
        cards.addWidget(self.total_card, 1)
        self.add_layout(cards)
        self.statement = wrapped(name="guaranteeStatement")
        self.add(self.statement)

    def fill(self, g: dict, trip_totals: dict | None = None) -> None:
        """`g` as the manifest states it; `trip_totals` (`data_checks.trip_level_epsilon`)
        the trip level's per-person totals, which the shared guarantee leaves out (they
        come from raw trip counts) but the data holder should see on screen."""
        protects = (
            tr("Protects each person; at most {trips} trip(s) per person and day are counted.")
            if g["level"] == "individual"
            else tr("Protects each trip; at most {trips} trip(s) per person and day are counted.")
        ).format(trips=number(g["trips_per_day"], ","))
        below = tr("Counts below τ = {tau} are released as 0.").format(
            tau=number(g["threshold"], "g")
        )
        self.daily_card.set_value(
            g["epsilon_per_day"],
            None,
            f"{protects} {below}",
            tooltip=tr(
                "ε of one daily matrix (Laplace noise of scale T/ε on every off-diagonal "
                "cell). Proven for any data."
            ),
        )
        self.daily_card.value_label.setText(format_epsilon(g["epsilon_per_day"]))
        worst, mean = g.get("release_epsilon_worst"), g.get("release_epsilon_mean")
        od_worst, od_mean = g.get("total_epsilon_worst"), g.get("total_epsilon_mean")
        if worst is None and trip_totals is not None:
            worst = od_worst = trip_totals["most_frequent_traveller"]
            mean = od_mean = trip_totals["mean_person"]
            raw = " " + tr(
                "From the raw trip counts: shown here for you, and in the report's data "
                "checks, not in the shared guarantee."
            )
        else:
            raw = ""
        detail = tr(
            "O-D matrices over {days} days: {worst} (worst case), {mean} (mean person)."
        ).format(
            days=number(g["days"], ","),
            worst=format_epsilon(od_worst),
            mean=format_epsilon(od_mean),
        )
        detail += raw
        if g.get("populations"):
            detail += " " + tr("Home populations: used by the epidemic audit only, not released.")
        self.total_card.set_value(
            worst,
            None,
            tr("Mean over people: {mean}.").format(mean=format_epsilon(mean)),
            detail=detail,
            tooltip=tr(
                "Worst-case total ε for one person over everything released (basic "
                "composition: budgets add). Proven for any data."
            ),
        )
        self.total_card.value_label.setText(format_epsilon(worst))
        self.statement.setText(guarantee_statement(g))  # the manifest's, in this language
        self.statement.setToolTip(
            tr("The guarantee in words, as the report and manifest state it.")
        )


class HeatmapSection(Section):
    """The raw and released O-D matrices of a chosen day on one colour scale."""

    def __init__(self) -> None:
        super().__init__(tr("Trips between regions: raw and released"), None, "heatmapSection")
        self.add(
            wrapped(
                tr(
                    "Each square is the number of trips from the region of its row to the "
                    "region of its column. Both matrices share one colour scale, so equal "
                    "colours mean equal counts. Trips within a region are not released "
                    "(blank diagonal); released counts below the threshold τ are set to 0."
                )
            )
        )
        self.heatmap = ODHeatmap()
        self.heatmap.setObjectName("odHeatmap")
        self.heatmap.setFixedHeight(500)
        self.add(self.heatmap)


def error_rows() -> list[tuple[str, str, str, str]]:
    """(quantile key, row label, absolute-error tooltip, relative-error tooltip) of the
    error table; the tooltips take {cells}."""
    return [
        (
            "p50",
            tr("Half are within"),
            tr(
                "Half of the cell-days are within this many trips of the raw count (over "
                "{cells} off-diagonal cell-days, measured)."
            ),
            tr(
                "Half of the cell-days are within this share of the raw count (over {cells} "
                "cell-days with raw > 0, measured)."
            ),
        ),
        (
            "p90",
            tr("90 % are within"),
            tr(
                "90 % of the cell-days are within this many trips of the raw count (over "
                "{cells} off-diagonal cell-days, measured)."
            ),
            tr(
                "90 % of the cell-days are within this share of the raw count (over {cells} "
                "cell-days with raw > 0, measured)."
            ),
        ),
        (
            "p99",
            tr("99 % are within"),
            tr(
                "99 % of the cell-days are within this many trips of the raw count (over "
                "{cells} off-diagonal cell-days, measured)."
            ),
            tr(
                "99 % of the cell-days are within this share of the raw count (over {cells} "
                "cell-days with raw > 0, measured)."
            ),
        ),
        (
            "mean",
            tr("Mean error"),
            tr("The mean error, in trips (over {cells} off-diagonal cell-days, measured)."),
            tr(
                "The mean error, as a share of the raw count (over {cells} cell-days with "
                "raw > 0, measured)."
            ),
        ),
    ]


def trips_text(value: float | None) -> str:
    """An error in trips, to 3 significant digits ('—' when unknown)."""
    if value is None:
        return "—"
    text = tr("{n} trip") if value == 1 else tr("{n} trips")
    return text.format(n=number(value, ".3g"))


class ErrorsSection(Section):
    """How far the released counts are from the raw ones, and how many cells were suppressed
    (measured on this release)."""

    def __init__(self) -> None:
        super().__init__(
            tr("How far the released counts are from the raw ones"), "measured", "errorsSection"
        )
        self.histogram = ErrorHistogram()
        self.histogram.setObjectName("errorHistogram")
        self.histogram.setFixedHeight(330)
        self.error_table = table(
            "errorQuantileTable",
            [tr("Of the cell-days"), tr("Absolute error"), tr("Relative error")],
        )
        self.error_summary = wrapped(name="errorSummary")
        self.suppression_table = table("suppressionTable", [tr("Share of cell-days"), tr("Value")])
        side = QVBoxLayout()
        side.addWidget(self.error_table)
        side.addWidget(self.error_summary)
        side.addSpacing(8)
        side.addWidget(self.suppression_table)
        side.addStretch(1)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.histogram, 3)
        row.addWidget(side_widget, 2)
        self.add_layout(row)

    def fill(self, release, audits: dict | None) -> None:
        cell = None if audits is None else audits.get("cell_errors")
        self.histogram.set_release(release, cell)
        if cell is None:
            self.error_table.hide()
            self.suppression_table.hide()
            self.error_summary.setText(
                tr(
                    "Audits were turned off, so the audit's quantiles are not shown; the "
                    "histogram is drawn from the raw and released counts."
                )
            )
            return
        self.error_table.show()
        self.suppression_table.show()
        absolute, relative = cell["absolute"], cell["relative"]
        cells = number(cell["cells"], ",")
        positive = number(cell["cells_positive"], ",")
        rows = []
        for key, words, absolute_tip, relative_tip in error_rows():
            rows.append(
                [
                    (words, ""),
                    (trips_text(absolute.get(key)), absolute_tip.format(cells=cells)),
                    (format_share(relative.get(key), 0), relative_tip.format(cells=positive)),
                ]
            )
        fill_table(self.error_table, rows)
        self.error_summary.setText(
            tr(
                "{cells} off-diagonal cell-days ({positive} with a raw count above 0). In "
                "theory a typical unsuppressed cell is off by √2·T/ε = {typical} trips. "
                "Suppressed cells count with their released 0, so small raw counts show "
                "relative errors of 100\u00a0%."
            ).format(
                cells=cells,
                positive=positive,
                typical=format_number(cell.get("typical_error_theory")),
            )
        )
        s = audits.get("suppression") or {}
        tau = release.private.threshold
        fill_table(
            self.suppression_table,
            [
                [
                    (tr("Zero in the raw counts"), ""),
                    (
                        format_share(s.get("zero_raw")),
                        tr("Share of off-diagonal cell-days with no trip at all in the raw data."),
                    ),
                ],
                [
                    (tr("Zero in the release"), ""),
                    (
                        format_share(s.get("zero_private")),
                        tr("Share of off-diagonal cell-days released as 0."),
                    ),
                ],
                [
                    (
                        tr("Suppressed (noisy count below τ = {tau})").format(tau=number(tau, "g")),
                        "",
                    ),
                    (
                        format_share(s.get("suppressed_private")),
                        tr("Share set to 0 because the noisy count fell below the threshold τ."),
                    ),
                ],
                [
                    (
                        tr("Raw count between 1 and {top}").format(
                            top=number(math.ceil(tau) - 1, ",")
                        ),
                        "",
                    ),
                    (
                        format_share(s.get("below_threshold_raw")),
                        tr(
                            "Share with 0 < raw < τ: what a raw threshold of {tau} would "
                            "have withheld (for comparison)."
                        ).format(tau=number(tau, "g")),
                    ),
                ],
            ],
        )

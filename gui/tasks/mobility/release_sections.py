"""The mobility Audit page's sections about the release itself: the proven guarantee, the raw
and released matrices, and the cell errors measured on this release.

Each section builds its own widgets and fills them from the engine's records (`fill`), so
the page only lays them out and hands them the results.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

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
        super().__init__("What the release guarantees", None, "guaranteeSection")
        self.daily_card = ScoreCard(
            "Privacy loss per day",
            "proven",
            "Each day's matrix is ε-differentially private: smaller ε, stronger protection.",
        )
        self.daily_card.setObjectName("dailyEpsilonCard")
        self.total_card = ScoreCard(
            "Privacy loss over the whole release",
            "proven",
            "The budgets of all released days add up.",
        )
        self.total_card.setObjectName("totalEpsilonCard")
        cards = QHBoxLayout()
        cards.addWidget(self.daily_card, 1)
        cards.addWidget(self.total_card, 1)
        self.add_layout(cards)
        self.statement = wrapped(name="guaranteeStatement")
        self.add(self.statement)

    def fill(self, g: dict) -> None:
        level = "person" if g["level"] == "individual" else "trip"
        self.daily_card.set_value(
            g["epsilon_per_day"],
            None,
            f"Protects each {level}; at most {g['trips_per_day']} trip(s) per person and day "
            f"are counted. Counts below τ = {g['threshold']:g} are released as 0.",
            tooltip="ε of one daily matrix (Laplace noise of scale T/ε on every off-diagonal "
            "cell, MATH 5.2). Proven for any data.",
        )
        self.daily_card.value_label.setText(format_epsilon(g["epsilon_per_day"]))
        worst, mean = g.get("release_epsilon_worst"), g.get("release_epsilon_mean")
        od_worst, od_mean = g.get("total_epsilon_worst"), g.get("total_epsilon_mean")
        detail = (
            f"O-D matrices over {g['days']} days: {format_epsilon(od_worst)} "
            f"(worst case), {format_epsilon(od_mean)} (mean person)."
        )
        if g.get("populations"):
            detail += " Home populations: used by the epidemic audit only, not released."
        self.total_card.set_value(
            worst,
            None,
            f"Mean over people: {format_epsilon(mean)}.",
            detail=detail,
            tooltip="Worst-case total ε for one person over everything released (basic "
            "composition: budgets add, MATH 5.3). Proven for any data.",
        )
        self.total_card.value_label.setText(format_epsilon(worst))
        self.statement.setText(g["statement"])
        self.statement.setToolTip("The guarantee in words, as the report and manifest state it.")


class HeatmapSection(Section):
    """The raw and released O-D matrices of a chosen day on one colour scale."""

    def __init__(self) -> None:
        super().__init__("Trips between regions: raw and released", None, "heatmapSection")
        self.add(
            wrapped(
                "Each square is the number of trips from the region of its row to the region "
                "of its column. Both matrices share one colour scale, so equal colours mean "
                "equal counts. Trips within a region are not released (blank diagonal); "
                "released counts below the threshold τ are set to 0."
            )
        )
        self.heatmap = ODHeatmap()
        self.heatmap.setObjectName("odHeatmap")
        self.heatmap.setFixedHeight(500)
        self.add(self.heatmap)


class ErrorsSection(Section):
    """How far the released counts are from the raw ones, and how many cells were suppressed
    (measured on this release)."""

    def __init__(self) -> None:
        super().__init__(
            "How far the released counts are from the raw ones", "measured", "errorsSection"
        )
        self.histogram = ErrorHistogram()
        self.histogram.setObjectName("errorHistogram")
        self.histogram.setFixedHeight(330)
        self.error_table = table(
            "errorQuantileTable", ["Of the cell-days", "Absolute error", "Relative error"]
        )
        self.error_summary = wrapped(name="errorSummary")
        self.suppression_table = table("suppressionTable", ["Share of cell-days", "Value"])
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
                "Audits were turned off, so the audit's quantiles are not shown; the "
                "histogram is drawn from the raw and released counts."
            )
            return
        self.error_table.show()
        self.suppression_table.show()
        absolute, relative = cell["absolute"], cell["relative"]
        names = {"p50": "Half are within", "p90": "90 % are within", "p99": "99 % are within"}
        rows = []
        for key, words in [*names.items(), ("mean", "Mean error")]:
            a, r = absolute.get(key), relative.get(key)
            rows.append(
                [
                    (words, ""),
                    (
                        "—" if a is None else f"{a:.3g} trip" + ("" if a == 1 else "s"),
                        f"{words.lower()} this many trips of the raw count (over "
                        f"{cell['cells']:,} off-diagonal cell-days, measured).",
                    ),
                    (
                        format_share(r, 0),
                        f"{words.lower()} this share of the raw count (over "
                        f"{cell['cells_positive']:,} cell-days with raw > 0, measured).",
                    ),
                ]
            )
        fill_table(self.error_table, rows)
        theory = cell.get("typical_error_theory")
        self.error_summary.setText(
            f"{cell['cells']:,} off-diagonal cell-days ({cell['cells_positive']:,} with a raw "
            f"count above 0). In theory a typical unsuppressed cell is off by √2·T/ε = "
            f"{format_number(theory)} trips. Suppressed cells count with their released 0, so "
            "small raw counts show relative errors of 100\u00a0%."
        )
        s = audits.get("suppression") or {}
        tau = release.private.threshold
        fill_table(
            self.suppression_table,
            [
                [
                    ("Zero in the raw counts", ""),
                    (
                        format_share(s.get("zero_raw")),
                        "Share of off-diagonal cell-days with no trip at all in the raw data.",
                    ),
                ],
                [
                    ("Zero in the release", ""),
                    (
                        format_share(s.get("zero_private")),
                        "Share of off-diagonal cell-days released as 0.",
                    ),
                ],
                [
                    (f"Suppressed (noisy count below τ = {tau:g})", ""),
                    (
                        format_share(s.get("suppressed_private")),
                        "Share set to 0 because the noisy count fell below the threshold τ.",
                    ),
                ],
                [
                    (f"Raw count between 1 and {math.ceil(tau) - 1}", ""),
                    (
                        format_share(s.get("below_threshold_raw")),
                        f"Share with 0 < raw < τ: what a raw threshold of {tau:g} would have "
                        "withheld (for comparison).",
                    ),
                ],
            ],
        )

"""Step 5 for mobility data: what the private O-D matrices guarantee and what they change.

Shows `state.mobility_results` as the Privatize step left them: the proven guarantee, the
raw and released matrices on one colour scale, the cell errors (measured on this release),
the epidemic and displacement simulations and the membership-inference attack. Every
number comes from the engine (`engine.tasks.mobility.run`); the page only indexes and
histograms the arrays it is given.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.tasks.mobility import run as mobility_run
from gui.pages.base import WizardPage
from gui.state import MobilityResults, WizardState
from gui.tasks.mobility.plots import EpidemicPlot, ErrorHistogram, ODHeatmap
from gui.widgets.score_card import KINDS, ScoreCard, format_number
from gui.widgets.sections import scroll_area

NO_RESULTS = "Privatize first (step 4)."
# The badge of each kind of number: the targeting page's three kinds, plus "measured" for
# what this one release did (drawn like a simulation, as in the HTML report).
BADGES = {
    "proven": (KINDS["proven"][0], KINDS["proven"][1], KINDS["proven"][2]),
    "measured": ("measured", KINDS["simulation"][1], mobility_run.KINDS["measured"]),
    "simulation": ("simulation", KINDS["simulation"][1], mobility_run.KINDS["simulation"]),
    "attack": (KINDS["attack"][0], KINDS["attack"][1], mobility_run.KINDS["attack"]),
}
SETTINGS = {
    "raw/raw": "Raw → raw: trained and tested on raw matrices (no privacy; the attack's best case)",
    "private/private": "Private → private: trained and tested on released matrices",
    "raw/private": "Raw → private: trained on raw matrices, tested on released ones",
}
MODELS = {"logistic_l1": "Logistic regression (L1)", "random_forest": "Random forest"}


def _percent(share: float | None, digits: int = 1) -> str:
    if share is None or not math.isfinite(share):
        return "—"
    return f"{100 * share:.{digits}f} %"


def _epsilon(value: float | None) -> str:
    if value is None:
        return "—"
    return "unbounded" if math.isinf(value) else f"ε = {value:g}"


def badge(kind: str) -> QLabel:
    """The small coloured tag that says what kind of number follows (as on ScoreCards)."""
    text, fill, explanation = BADGES[kind]
    label = QLabel(text)
    label.setObjectName("sectionBadge")
    label.setToolTip(explanation)
    label.setStyleSheet(
        f"QLabel {{ background: {fill}; color: #222; border-radius: 8px; padding: 1px 8px; }}"
    )
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return label


def wrapped(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    return label


def table(name: str, headers: list[str]) -> QTableWidget:
    """A read-only table sized to its rows (the page scrolls, not the table)."""
    widget = QTableWidget(0, len(headers))
    widget.setObjectName(name)
    widget.setHorizontalHeaderLabels(headers)
    widget.verticalHeader().setVisible(False)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setWordWrap(True)
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return widget


def fill_table(
    widget: QTableWidget, rows: list[list[tuple[str, str]]], numbers_from: int = 1
) -> None:
    """`rows` of (text, tooltip) cells; columns from `numbers_from` on hold numbers and are
    right-aligned."""
    widget.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, (text, tip) in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            if c >= numbers_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(r, c, item)
    widget.resizeRowsToContents()
    height = widget.horizontalHeader().height() + 2 * widget.frameWidth()
    height += sum(widget.rowHeight(r) for r in range(widget.rowCount()))
    widget.setFixedHeight(height + 2)


def table_texts(widget: QTableWidget) -> list[list[str]]:
    """The cells' texts, row by row (for tests and the screenshot driver)."""
    return [
        [widget.item(r, c).text() for c in range(widget.columnCount())]
        for r in range(widget.rowCount())
    ]


class Section(QFrame):
    """A heading in plain words with its badge, an optional skip message and a body."""

    def __init__(self, title: str, kind: str | None = None, name: str = "") -> None:
        super().__init__()
        if name:
            self.setObjectName(name)
        self.heading = QLabel(title)
        self.heading.setObjectName("sectionHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.heading, 1)
        if kind is not None:
            head.addWidget(badge(kind), 0, Qt.AlignmentFlag.AlignVCenter)
        self.skipped = wrapped(name="sectionSkipped")
        self.skipped.hide()
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 6)
        layout.addLayout(head)
        layout.addWidget(self.skipped)
        layout.addLayout(self.body)
        self.content = QWidget()
        self.content.setLayout(QVBoxLayout())
        self.content.layout().setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(self.content)

    def add(self, widget: QWidget, stretch: int = 0) -> QWidget:
        self.content.layout().addWidget(widget, stretch)
        return widget

    def add_layout(self, layout) -> None:
        self.content.layout().addLayout(layout)

    def skip(self, reason: str | None) -> None:
        """Show `reason` instead of the body (None: show the body)."""
        self.skipped.setText("" if reason is None else reason)
        self.skipped.setVisible(reason is not None)
        self.content.setVisible(reason is None)


class MobilityAuditPage(WizardPage):
    """The Audit step of a mobility release. `select_day` and `select_region` pick what the
    matrices and the epidemic plot show (for the screenshot driver)."""

    title = "Audit"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._shown: MobilityResults | None = None

        self.note = wrapped(name="mobilityAuditNote")
        self.audits_note = wrapped(name="mobilityAuditsOffNote")

        # 1. The guarantee
        self.guarantee_section = Section("What the release guarantees", None, "guaranteeSection")
        self.daily_card = ScoreCard(
            "Privacy loss per day",
            "proven",
            "Each day's matrix is ε-differentially private: smaller ε, stronger protection.",
        )
        self.daily_card.setObjectName("dailyEpsilonCard")
        self.total_card = ScoreCard(
            "Privacy loss over the whole release",
            "proven",
            "The budgets of all released days (and of the populations) add up.",
        )
        self.total_card.setObjectName("totalEpsilonCard")
        cards = QHBoxLayout()
        cards.addWidget(self.daily_card, 1)
        cards.addWidget(self.total_card, 1)
        self.guarantee_section.add_layout(cards)
        self.statement = wrapped(name="guaranteeStatement")
        self.guarantee_section.add(self.statement)

        # 2. The matrices
        self.heatmap_section = Section(
            "Trips between regions: raw and released", None, "heatmapSection"
        )
        self.heatmap_section.add(
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
        self.heatmap_section.add(self.heatmap)

        # 3. Cell errors and suppression
        self.errors_section = Section(
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
        self.errors_section.add_layout(row)

        # 4. Epidemic alerts
        self.sir_section = Section(
            "Epidemic alerts: would the released data raise the same alarms?",
            "simulation",
            "sirSection",
        )
        self.sir_intro = wrapped(name="sirIntro")
        self.sir_section.add(self.sir_intro)
        self.accuracy_card = ScoreCard(
            "Alert accuracy", "simulation", "Share of region-days flagged the same way."
        )
        self.precision_card = ScoreCard(
            "Alert precision",
            "simulation",
            "Of the alerts from the released data, the share the raw data also raised.",
        )
        self.recall_card = ScoreCard(
            "Alert recall",
            "simulation",
            "Of the alerts from the raw data, the share the released data also raised.",
        )
        sir_cards = QHBoxLayout()
        for name, card in (
            ("sirAccuracyCard", self.accuracy_card),
            ("sirPrecisionCard", self.precision_card),
            ("sirRecallCard", self.recall_card),
        ):
            card.setObjectName(name)
            card.badge.setToolTip(mobility_run.KINDS["simulation"])
            sir_cards.addWidget(card, 1)
        self.sir_section.add_layout(sir_cards)
        self.epidemic = EpidemicPlot()
        self.epidemic.setObjectName("epidemicPlot")
        self.epidemic.setFixedHeight(340)
        self.sir_section.add(self.epidemic)

        # 5. Displacement
        self.displacement_section = Section(
            "Displacement after the event", "simulation", "displacementSection"
        )
        self.displacement_intro = wrapped(name="displacementIntro")
        self.displacement_section.add(self.displacement_intro)
        self.migration_table = table("outMigrationTable", ["Out-migration", "Trips"])
        self.displacement_section.add(self.migration_table)
        self.topk_table = table("topKTable", ["Top destinations", "Accuracy"])
        self.displacement_section.add(self.topk_table)

        # 6. Membership inference
        self.membership_section = Section(
            "Can an attacker tell who is in the data?", "attack", "membershipSection"
        )
        self.membership_intro = wrapped(name="membershipIntro")
        self.membership_section.add(self.membership_intro)
        self.membership_table = table(
            "membershipTable", ["Setting", "Model", "AUC mean", "AUC sd", "Targets"]
        )
        self.membership_section.add(self.membership_table)
        self.membership_note = wrapped(name="membershipNote")
        self.membership_section.add(self.membership_note)

        policy = QHBoxLayout()
        policy.setSpacing(18)
        policy.addWidget(self.displacement_section, 1, Qt.AlignmentFlag.AlignTop)
        policy.addWidget(self.membership_section, 1, Qt.AlignmentFlag.AlignTop)
        self.policy_row = QWidget()
        self.policy_row.setLayout(policy)
        policy.setContentsMargins(0, 0, 0, 0)

        content = QWidget()
        content.setObjectName("mobilityAuditContent")
        column = QVBoxLayout(content)
        for widget in (
            self.guarantee_section,
            self.heatmap_section,
            self.errors_section,
            self.audits_note,
            self.sir_section,
            self.policy_row,
        ):
            column.addWidget(widget)
        column.addStretch(1)
        self.content = content
        self.scroll = scroll_area(content, horizontal=False)
        self.scroll.setObjectName("mobilityAuditScroll")

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.scroll, 1)

    # --- page contract ---------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        self.validity_changed.emit()

    def problem(self) -> str | None:
        return None if self.state.mobility_results is not None else NO_RESULTS

    # --- choices for the screenshot driver ---------------------------------------------------

    def select_day(self, index: int | None) -> None:
        """Show the matrices of day `index` (0 = the first day), or with None their sum."""
        self.heatmap.select_day(index)

    def select_region(self, name: str) -> None:
        """Draw the epidemic curves of region `name`."""
        self.epidemic.select_region(name)

    def select_error_kind(self, key: str) -> None:
        """ "absolute" or "relative" cell errors in the histogram."""
        self.histogram.select_kind(key)

    def scroll_to(self, section: str) -> None:
        """Scroll so that a section is at the top: guarantee, heatmap, errors, sir, policy."""
        widget = {
            "guarantee": self.guarantee_section,
            "heatmap": self.heatmap_section,
            "errors": self.errors_section,
            "sir": self.sir_section,
            "policy": self.policy_row,
        }[section]
        self.scroll.verticalScrollBar().setValue(widget.y())

    # --- showing results -------------------------------------------------------------------

    def refresh(self) -> None:
        results = self.state.mobility_results
        if results is None:
            self._shown = None
            self.note.setText(
                NO_RESULTS + " The guarantee, the matrices and the audits of the release "
                "appear here."
            )
            self.note.show()
            self.scroll.hide()
            self.heatmap.release = None
            self.heatmap.clear()
            return
        self.note.hide()
        self.scroll.show()
        if results is self._shown:
            return  # keep the chosen day, region and error kind
        self._shown = results
        release, audits = results.release, results.audits
        self._fill_guarantee(mobility_run.guarantee(release))
        self.heatmap.set_release(release)
        self._fill_errors(release, audits)
        policy_audits = audits is not None
        self.audits_note.setVisible(not policy_audits)
        self.sir_section.setVisible(policy_audits)
        self.policy_row.setVisible(policy_audits)
        if not policy_audits:
            self.audits_note.setText(
                "The policy audits (epidemic alerts, displacement, membership inference) were "
                "turned off for this release. Turn them on in the Parameters step and "
                "privatize again to see them."
            )
            return
        self._fill_sir(audits["sir"], results.curves)
        self._fill_displacement(audits["displacement"])
        self._fill_membership(audits["membership"])

    def _fill_guarantee(self, g: dict) -> None:
        level = "person" if g["level"] == "individual" else "trip"
        self.daily_card.set_value(
            g["epsilon_per_day"],
            None,
            f"Protects each {level}; at most {g['trips_per_day']} trip(s) per person and day "
            f"are counted. Counts below τ = {g['threshold']:g} are released as 0.",
            tooltip="ε of one daily matrix (Laplace noise of scale T/ε on every off-diagonal "
            "cell, MATH 5.2). Proven for any data.",
        )
        self.daily_card.value_label.setText(_epsilon(g["epsilon_per_day"]))
        worst, mean = g.get("release_epsilon_worst"), g.get("release_epsilon_mean")
        od_worst, od_mean = g.get("total_epsilon_worst"), g.get("total_epsilon_mean")
        detail = (
            f"O-D matrices over {g['days']} days: {_epsilon(od_worst)} "
            f"(worst case), {_epsilon(od_mean)} (mean person)."
        )
        if g.get("populations"):
            detail += f" Home populations: {_epsilon(g['populations']['epsilon'])}."
        self.total_card.set_value(
            worst,
            None,
            f"Mean over people: {_epsilon(mean)}.",
            detail=detail,
            tooltip="Worst-case total ε for one person over everything released (basic "
            "composition: budgets add, MATH 5.3). Proven for any data.",
        )
        self.total_card.value_label.setText(_epsilon(worst))
        self.statement.setText(g["statement"])
        self.statement.setToolTip("The guarantee in words, as the report and manifest state it.")

    def _fill_errors(self, release, audits: dict | None) -> None:
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
                        _percent(r, 0),
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
                        _percent(s.get("zero_raw")),
                        "Share of off-diagonal cell-days with no trip at all in the raw data.",
                    ),
                ],
                [
                    ("Zero in the release", ""),
                    (
                        _percent(s.get("zero_private")),
                        "Share of off-diagonal cell-days released as 0.",
                    ),
                ],
                [
                    (f"Suppressed (noisy count below τ = {tau:g})", ""),
                    (
                        _percent(s.get("suppressed_private")),
                        "Share set to 0 because the noisy count fell below the threshold τ.",
                    ),
                ],
                [
                    (f"Raw count between 1 and {math.ceil(tau) - 1}", ""),
                    (
                        _percent(s.get("below_threshold_raw")),
                        f"Share with 0 < raw < τ: what a raw threshold of {tau:g} would have "
                        "withheld (for comparison).",
                    ),
                ],
            ],
        )

    def _fill_sir(self, sir: dict, curves) -> None:
        if "skipped" in sir:
            self.sir_section.skip(f"Not simulated: {sir['skipped']}.")
            return
        self.sir_section.skip(None)
        p = sir["parameters"]
        threshold = sir["flag_threshold"]
        self.sir_intro.setText(
            f"An epidemic starting in {sir['origin']} (chosen {sir['origin_chosen']}) spreads "
            f"along the trips (β = {p['beta']:g}, μ = {p['mu']:g}). A region is flagged on a "
            f"day when at least {100 * threshold:g} % of its people are infected. The "
            "simulation runs once on the raw and once on the released matrices and "
            "populations; the cards compare the released data's flags with the raw data's."
        )
        counts = (
            f"{sir['true_positives']:,} region-days flagged by both, "
            f"{sir['false_positives']:,} only by the released data, "
            f"{sir['false_negatives']:,} only by the raw data, "
            f"{sir['true_negatives']:,} by neither."
        )
        undefined = "undefined: no region-day was flagged"
        for card, key, baseline in (
            (self.accuracy_card, "accuracy", "Raw data: 1 (by definition)"),
            (self.precision_card, "precision", "Raw data: 1 (by definition)"),
            (self.recall_card, "recall", "Raw data: 1 (by definition)"),
        ):
            value = sir.get(key)
            finite = value is not None and math.isfinite(value)
            card.set_value(
                value,
                None,
                baseline if finite else f"— is {undefined}",
                tooltip=counts,
            )
        if curves is None:
            self.epidemic.hide()
            return
        self.epidemic.show()
        self.epidemic.set_curves(curves, threshold)
        self.epidemic.select_region(curves.origin)

    def _fill_displacement(self, d: dict) -> None:
        if "skipped" in d:
            self.displacement_section.skip(f"Not simulated: {d['skipped']}.")
            return
        self.displacement_section.skip(None)
        regions = ", ".join(d["event_regions"])
        self.displacement_intro.setText(
            f"People leaving {regions} from {d['event_day']} to the end of the data "
            f"({d['days_after']} days), counted in the raw and in the released matrices; and "
            "how many of each day's top destinations the released data gets right."
        )
        error = d.get("out_migration_percent_error")
        fill_table(
            self.migration_table,
            [
                [
                    ("Raw data", ""),
                    (
                        format_number(d["out_migration_raw"]),
                        f"Trips out of {regions} over the {d['days_after']} days, raw counts.",
                    ),
                ],
                [
                    ("Released data", ""),
                    (
                        format_number(d["out_migration_private"]),
                        "The same total from the released counts.",
                    ),
                ],
                [
                    ("Error", ""),
                    (
                        "—" if error is None else f"{error:.2f} %",
                        "|released − raw| / raw total, in percent (— when the raw total is 0).",
                    ),
                ],
            ],
        )
        rows = []
        for k, accuracy in d["top_k_accuracy"].items():
            rows.append(
                [
                    (f"Top {k}", ""),
                    (
                        format_number(accuracy),
                        f"Mean over the days of the share of the raw data's top {k} "
                        f"destinations that are also in the released data's top {k} (1 = all).",
                    ),
                ]
            )
        fill_table(self.topk_table, rows)

    def _fill_membership(self, m: dict) -> None:
        if "skipped" in m:
            self.membership_section.skip(f"Not run: {m['skipped']}.")
            return
        self.membership_section.skip(None)
        protection = m.get("protection")
        self.membership_intro.setText(
            f"For {m['n_targets_sampled']} sampled people (of {m['n_eligible']:,} active "
            f"enough), an attacker learns from the first {m['train_days']} days whether the "
            f"person travelled on a day, then guesses on the last {m['test_days']}. AUC 0.5 "
            "is guessing; 1 is always right. Protection "
            f"{format_number(protection)} (1 = the attack did no better than guessing on "
            "the released data)."
        )
        self.membership_intro.setToolTip(
            "Protection = 1 − max(0, (AUC − 0.5) / 0.5), with the highest AUC on released data."
        )
        rows = []
        for r in m["rows"]:
            setting = r["setting"]
            rows.append(
                [
                    (setting, SETTINGS.get(setting, setting)),
                    (MODELS.get(r["model"], r["model"]), "The attacker's classifier."),
                    (
                        format_number(r["auc_mean"]),
                        "Area under the ROC curve, mean over the targets (0.5 = guessing).",
                    ),
                    (format_number(r["auc_sd"]), "Standard deviation over the targets."),
                    (f"{r['n_targets_used']}", "Targets scored (others lacked days to balance)."),
                ]
            )
        fill_table(self.membership_table, rows, numbers_from=2)
        skipped = m.get("n_skipped") or 0
        note = m.get("note", mobility_run.KINDS["attack"])
        if skipped:
            note += f" {skipped} sampled target(s) could not be scored."
        self.membership_note.setText(note)

"""The mobility Audit page's policy audits: epidemic alerts, displacement after an event and
the membership-inference attack, each simulated or run on raw and released data.

Each section builds its own widgets and fills them from the engine's audit record (`fill`);
a record with "skipped" shows the reason instead of the body.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import QHBoxLayout

from engine.tasks.mobility import run as mobility_run
from gui.tasks.mobility.audit_widgets import Section, fill_table, table, wrapped
from gui.tasks.mobility.plots import EpidemicPlot
from gui.widgets.score_card import ScoreCard, format_number

SETTINGS = {
    "raw/raw": "Raw → raw: trained and tested on raw matrices (no privacy; the attack's best case)",
    "private/private": "Private → private: trained and tested on released matrices",
    "raw/private": "Raw → private: trained on raw matrices, tested on released ones",
}
MODELS = {"logistic_l1": "Logistic regression (L1)", "random_forest": "Random forest"}


class SirSection(Section):
    """Would the released data raise the same epidemic alarms as the raw data?"""

    def __init__(self) -> None:
        super().__init__(
            "Epidemic alerts: would the released data raise the same alarms?",
            "simulation",
            "sirSection",
        )
        self.sir_intro = wrapped(name="sirIntro")
        self.add(self.sir_intro)
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
        self.add_layout(sir_cards)
        self.epidemic = EpidemicPlot()
        self.epidemic.setObjectName("epidemicPlot")
        self.epidemic.setFixedHeight(340)
        self.add(self.epidemic)

    def fill(self, sir: dict, curves) -> None:
        if "skipped" in sir:
            self.skip(f"Not simulated: {sir['skipped']}.")
            return
        self.skip(None)
        p = sir["parameters"]
        threshold = sir["flag_threshold"]
        self.sir_intro.setText(
            f"An epidemic starting in {sir['origin']} (chosen {sir['origin_chosen']}) spreads "
            f"along the trips (β = {p['beta']:g}, μ = {p['mu']:g}). A region is flagged on a "
            f"day when at least {100 * threshold:g} % of its people are infected. The "
            "simulation runs once on the raw and once on the released matrices and "
            "privatized populations (used here only, not released); the cards compare "
            "the released data's flags with the raw data's."
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


class DisplacementSection(Section):
    """People leaving the event's regions, counted in the raw and the released matrices."""

    def __init__(self) -> None:
        super().__init__("Displacement after the event", "simulation", "displacementSection")
        self.displacement_intro = wrapped(name="displacementIntro")
        self.add(self.displacement_intro)
        self.migration_table = table("outMigrationTable", ["Out-migration", "Trips"])
        self.add(self.migration_table)
        self.topk_table = table("topKTable", ["Top destinations", "Accuracy"])
        self.add(self.topk_table)

    def fill(self, d: dict) -> None:
        if "skipped" in d:
            self.skip(f"Not simulated: {d['skipped']}.")
            return
        self.skip(None)
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


class MembershipSection(Section):
    """Can an attacker tell from the release who travelled on a day?"""

    def __init__(self) -> None:
        super().__init__("Can an attacker tell who is in the data?", "attack", "membershipSection")
        self.membership_intro = wrapped(name="membershipIntro")
        self.add(self.membership_intro)
        self.membership_table = table(
            "membershipTable", ["Setting", "Model", "AUC mean", "AUC sd", "Targets"]
        )
        self.add(self.membership_table)
        self.membership_note = wrapped(name="membershipNote")
        self.add(self.membership_note)

    def fill(self, m: dict) -> None:
        if "skipped" in m:
            self.skip(f"Not run: {m['skipped']}.")
            return
        self.skip(None)
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

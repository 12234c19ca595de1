"""The mobility Audit page's policy audits: epidemic alerts, displacement after an event and
the membership-inference attack, each simulated or run on raw and released data.

Each section builds its own widgets and fills them from the engine's audit record (`fill`);
a record with "skipped" shows the reason instead of the body.
"""

from __future__ import annotations

import math

from PySide6.QtWidgets import QHBoxLayout

from engine.core.i18n import number
from gui.i18n import tr
from gui.tasks.mobility.audit_widgets import (
    Section,
    attack_note,
    badges,
    fill_table,
    table,
    wrapped,
)
from gui.tasks.mobility.plots import EpidemicPlot
from gui.widgets.score_card import ScoreCard, format_number


def settings_texts() -> dict[str, str]:
    """What each attack setting (the engine's key) means, for the table's tooltips."""
    return {
        "raw/raw": tr(
            "Raw → raw: trained and tested on raw matrices (no privacy; the attack's best case)"
        ),
        "private/private": tr("Private → private: trained and tested on released matrices"),
        "raw/private": tr("Raw → private: trained on raw matrices, tested on released ones"),
    }


def setting_names() -> dict[str, str]:
    """Short names of the attack settings (trained on / tested on), for the table."""
    return {
        "raw/raw": tr("raw/raw"),
        "private/private": tr("private/private"),
        "raw/private": tr("raw/private"),
    }


def model_names() -> dict[str, str]:
    return {
        "logistic_l1": tr("Logistic regression (L1)"),
        "random_forest": tr("Random forest"),
    }


def skip_reason(reason: str) -> str:
    """An audit's reason for being skipped (English in the manifest), in the interface's
    language when it is one of the engine's fixed reasons."""
    known = {
        "needs home populations, which need call records": tr(
            "needs home populations, which need call records"
        ),
        "no event day in the project": tr("no event day in the project"),
        "disabled in the project": tr("disabled in the project"),
    }
    return known.get(reason, reason)


def simulated_error_rows(sim: dict | None) -> list[list[tuple[str, str]]]:
    """The out-migration error over simulated releases (what the report shares), as a row
    of the out-migration table; none for a record without it."""
    if sim is None:
        return []
    text = tr("{median} (90 %: {p90})").format(median=trips(sim["median"]), p90=trips(sim["p90"]))
    tip = tr(
        "The same raw matrices released again {n} times with fresh noise: the median and "
        "90th percentile of |released − raw| total out-migration, in trips. What the report "
        "shares instead of this release's own error."
    ).format(n=number(sim["simulations"], ","))
    label = tr("Typical error, {n} simulated releases").format(n=number(sim["simulations"], ","))
    return [[(label, tip), (text, tip)]]


def trips(value: float) -> str:
    """A number of trips: whole, or to a tenth (a median of two, a percentile between)."""
    return number(value, ",.0f" if float(value).is_integer() else ",.1f")


class SirSection(Section):
    """Would the released data raise the same epidemic alarms as the raw data?"""

    def __init__(self) -> None:
        super().__init__(
            tr("Epidemic alerts: would the released data raise the same alarms?"),
            "simulation",
            "sirSection",
        )
        self.sir_intro = wrapped(name="sirIntro")
        self.add(self.sir_intro)
        self.accuracy_card = ScoreCard(
            tr("Alert accuracy"), "simulation", tr("Share of region-days flagged the same way.")
        )
        self.precision_card = ScoreCard(
            tr("Alert precision"),
            "simulation",
            tr("Of the alerts from the released data, the share the raw data also raised."),
        )
        self.recall_card = ScoreCard(
            tr("Alert recall"),
            "simulation",
            tr("Of the alerts from the raw data, the share the released data also raised."),
        )
        sir_cards = QHBoxLayout()
        simulation_note = badges()["simulation"][2]
        for name, card in (
            ("sirAccuracyCard", self.accuracy_card),
            ("sirPrecisionCard", self.precision_card),
            ("sirRecallCard", self.recall_card),
        ):
            card.setObjectName(name)
            card.badge.setToolTip(simulation_note)
            sir_cards.addWidget(card, 1)
        self.add_layout(sir_cards)
        self.epidemic = EpidemicPlot()
        self.epidemic.setObjectName("epidemicPlot")
        self.epidemic.setFixedHeight(340)
        self.add(self.epidemic)

    def fill(self, sir: dict, curves) -> None:
        if "skipped" in sir:
            self.skip(tr("Not simulated: {reason}.").format(reason=skip_reason(sir["skipped"])))
            return
        self.skip(None)
        p = sir["parameters"]
        threshold = sir["flag_threshold"]
        start = (
            tr(
                "An epidemic starting in {origin} (chosen by the user) spreads along the "
                "trips (β = {beta}, μ = {mu})."
            )
            if sir["origin_chosen"] == "by the user"
            else tr(
                "An epidemic starting in {origin} (chosen at random) spreads along the "
                "trips (β = {beta}, μ = {mu})."
            )
        ).format(origin=sir["origin"], beta=number(p["beta"], "g"), mu=number(p["mu"], "g"))
        rest = tr(
            "A region is flagged on a day when at least {share} % of its people are "
            "infected. The simulation runs once on the raw and once on the released "
            "matrices and privatized populations (used here only, not released); the cards "
            "compare the released data's flags with the raw data's."
        ).format(share=number(100 * threshold, "g"))
        self.sir_intro.setText(f"{start} {rest}")
        counts = tr(
            "{both} region-days flagged by both, {released} only by the released data, "
            "{raw} only by the raw data, {neither} by neither."
        ).format(
            both=number(sir["true_positives"], ","),
            released=number(sir["false_positives"], ","),
            raw=number(sir["false_negatives"], ","),
            neither=number(sir["true_negatives"], ","),
        )
        for card, key in (
            (self.accuracy_card, "accuracy"),
            (self.precision_card, "precision"),
            (self.recall_card, "recall"),
        ):
            value = sir.get(key)
            finite = value is not None and math.isfinite(value)
            card.set_value(
                value,
                None,
                tr("Raw data: 1 (by definition)")
                if finite
                else tr("— is undefined: no region-day was flagged"),
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
        super().__init__(tr("Displacement after the event"), "simulation", "displacementSection")
        self.displacement_intro = wrapped(name="displacementIntro")
        self.add(self.displacement_intro)
        self.migration_table = table("outMigrationTable", [tr("Out-migration"), tr("Trips")])
        self.add(self.migration_table)
        self.topk_table = table("topKTable", [tr("Top destinations"), tr("Accuracy")])
        self.add(self.topk_table)

    def fill(self, d: dict) -> None:
        if "skipped" in d:
            self.skip(tr("Not simulated: {reason}.").format(reason=skip_reason(d["skipped"])))
            return
        self.skip(None)
        regions = ", ".join(d["event_regions"])
        days = number(d["days_after"], ",")
        self.displacement_intro.setText(
            tr(
                "People leaving {regions} from {day} to the end of the data ({days} days), "
                "counted in the raw and in the released matrices; and how many of each "
                "day's top destinations the released data gets right."
            ).format(regions=regions, day=d["event_day"], days=days)
        )
        error = d.get("out_migration_percent_error")
        fill_table(
            self.migration_table,
            [
                [
                    (tr("Raw data"), ""),
                    (
                        format_number(d["out_migration_raw"]),
                        tr("Trips out of {regions} over the {days} days, raw counts.").format(
                            regions=regions, days=days
                        ),
                    ),
                ],
                [
                    (tr("Released data"), ""),
                    (
                        format_number(d["out_migration_private"]),
                        tr("The same total from the released counts."),
                    ),
                ],
                [
                    (tr("Error of this release"), ""),
                    (
                        "—" if error is None else number(error, ".2f") + " %",
                        tr(
                            "|released − raw| / raw total, in percent (— when the raw total is "
                            "0). For you only: beside the released total it gives the raw "
                            "total, so the report shares the simulated error below instead."
                        ),
                    ),
                ],
                *simulated_error_rows(d.get("out_migration_error_simulated")),
            ],
        )
        rows = []
        for k, accuracy in d["top_k_accuracy"].items():
            rows.append(
                [
                    (tr("Top {k}").format(k=k), ""),
                    (
                        format_number(accuracy),
                        tr(
                            "Mean over the days of the share of the raw data's top {k} "
                            "destinations that are also in the released data's top {k} "
                            "(1 = all)."
                        ).format(k=k),
                    ),
                ]
            )
        fill_table(self.topk_table, rows)


class MembershipSection(Section):
    """Can an attacker tell from the release who travelled on a day?"""

    def __init__(self) -> None:
        super().__init__(
            tr("Can an attacker tell who is in the data?"), "attack", "membershipSection"
        )
        self.membership_intro = wrapped(name="membershipIntro")
        self.add(self.membership_intro)
        self.membership_table = table(
            "membershipTable",
            [tr("Setting"), tr("Model"), tr("AUC mean"), tr("AUC sd"), tr("Targets")],
        )
        self.add(self.membership_table)
        self.membership_note = wrapped(name="membershipNote")
        self.add(self.membership_note)

    def fill(self, m: dict) -> None:
        if "skipped" in m:
            self.skip(tr("Not run: {reason}.").format(reason=skip_reason(m["skipped"])))
            return
        self.skip(None)
        protection = m.get("protection")
        self.membership_intro.setText(
            tr(
                "For {sampled} sampled people (of {eligible} active enough), an attacker "
                "learns from the first {train} days whether the person travelled on a day, "
                "then guesses on the last {test}. AUC 0.5 is guessing; 1 is always right. "
                "Protection {protection} (1 = the attack did no better than guessing on the "
                "released data)."
            ).format(
                sampled=number(m["n_targets_sampled"], ","),
                eligible=number(m["n_eligible"], ","),
                train=number(m["train_days"], ","),
                test=number(m["test_days"], ","),
                protection=format_number(protection),
            )
        )
        self.membership_intro.setToolTip(
            tr("Protection = 1 − max(0, (AUC − 0.5) / 0.5), with the highest AUC on released data.")
        )
        names, settings, models = setting_names(), settings_texts(), model_names()
        rows = []
        for r in m["rows"]:
            setting = r["setting"]
            rows.append(
                [
                    (names.get(setting, setting), settings.get(setting, setting)),
                    (models.get(r["model"], r["model"]), tr("The attacker's classifier.")),
                    (
                        format_number(r["auc_mean"]),
                        tr("Area under the ROC curve, mean over the targets (0.5 = guessing)."),
                    ),
                    (format_number(r["auc_sd"]), tr("Standard deviation over the targets.")),
                    (
                        number(r["n_targets_used"], ","),
                        tr("Targets scored (others lacked days to balance)."),
                    ),
                ]
            )
        fill_table(self.membership_table, rows, numbers_from=2)
        note = attack_note()
        skipped = m.get("n_skipped") or 0
        if skipped:
            note += " " + tr("{n} sampled target(s) could not be scored.").format(
                n=number(skipped, ",")
            )
        self.membership_note.setText(note)

"""What a mobility release will prove, stated before it is made (MATH 5.3).

`PrivateOD.release_guarantee` states the guarantee of a release that exists. Before
privatizing, the wizard knows the mechanism and the study period (calendar days from the
first to the last record, or the project's declared period), not each person's trips. Every
day of the period is released, days without records included (MATH 5.2), so at the
individual level D·ε over the period is the release's total. At the trip level a person's total is ε
times their number of trips, which is measured when the trips are counted: it is left
unknown here, as `release_guarantee` leaves it without trip counts.

Home-region populations (from call records, never from ready-made trips) are privatized for
the epidemic audit only and written to no file: they are not released, so they are not
charged to the release (`populations_statement` says so).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.core.i18n import number, tr
from engine.mobility.od_matrix import ODGuarantee, ODMechanism, daily_ledger


def populations_preview_note() -> str:
    return tr(
        "Home-region populations are privatized for the epidemic audit only and are not "
        "released (not written to any file), so they are not charged to this release."
    )


def _short(x: float) -> str:
    """Four significant digits (engine.core.text.short_number) in the interface language."""
    return number(x, ".4g")


def _count(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).format(n=number(n, ","))


@dataclass(frozen=True)
class GuaranteePreview:
    """The guarantee of a release of at most `days` daily matrices with `od.level` privacy.

    `od` holds the O-D matrices' budget as the release will state it: at the individual
    level `total_epsilon_worst` = days·ε; at the trip level it is infinite (unknown until
    the trips are counted) and `total_epsilon_mean` None. `populations`: whether private
    home-region populations are made for the epidemic audit (call records); they are not
    released, so they add nothing to the total.
    """

    od: ODGuarantee
    populations: bool = False

    @property
    def populations_epsilon(self) -> float:
        """What the populations add to the release's total: nothing (not released)."""
        return 0.0

    @property
    def epsilon_per_day(self) -> float:
        return self.od.epsilon_per_day

    @property
    def days(self) -> int:
        return self.od.days

    @property
    def level(self) -> str:
        return self.od.level

    @property
    def total_epsilon_worst(self) -> float | None:
        """Worst-case total ε of the whole release (the matrices); None at the trip level,
        where it depends on the most frequent traveller's number of trips."""
        worst = self.od.total_epsilon_worst
        return None if math.isinf(worst) else worst

    @property
    def per_day_statement(self) -> str:
        eps = _short(self.epsilon_per_day)
        if self.level == "individual":
            trips = _count(self.od.trips_per_day, tr("{n} trip"), tr("{n} trips"))
            return tr(
                "Each daily matrix is {epsilon}-differentially private for any one person: "
                "everyone is kept to at most {trips} a day (extra trips are dropped at random "
                "before counting), so whether a person's whole day of travel is in the data "
                "hardly changes the matrix."
            ).format(epsilon=eps, trips=trips)
        return tr(
            "Each daily matrix is {epsilon}-differentially private for any one trip: whether a "
            "single trip is in the data hardly changes the matrix. Trips are not capped, so a "
            "person who travels a lot is protected less than one who travels little."
        ).format(epsilon=eps)

    @property
    def total_statement(self) -> str:
        eps, d = _short(self.epsilon_per_day), self.days
        period = _count(d, tr("{n} day"), tr("{n} days"))
        if self.level == "individual":
            return tr(
                "Over the input's {period} ({days} daily matrices, one per calendar day) every "
                "person is protected at ε = {days} × {epsilon} = {total} in total at worst "
                "(D·ε: the budgets of the days add up)."
            ).format(
                period=period,
                days=number(d, ","),
                epsilon=eps,
                total=_short(self.od.total_epsilon_worst),
            )
        return tr(
            "Over the input's {period} a person is protected at ε = {epsilon} × the number of "
            "trips they made in the period. That number is measured when the trips are "
            "counted, so the total for the most frequent traveller and on average is shown "
            "after privatizing."
        ).format(period=period, epsilon=eps)

    @property
    def populations_statement(self) -> str | None:
        if not self.populations:
            return None
        return populations_preview_note()

    @property
    def release_statement(self) -> str:
        """The total over the period, and what happens to the populations when made."""
        parts = [self.total_statement]
        if self.populations_statement is not None:
            parts.append(self.populations_statement)
        return " ".join(parts)

    @property
    def statement(self) -> str:
        return f"{self.per_day_statement} {self.release_statement}"


def preview_guarantee(
    mechanism: ODMechanism, days: int, *, populations: bool = False
) -> GuaranteePreview:
    """The guarantee of releasing at most `days` daily matrices with `mechanism`.

    `populations`: whether private home-region populations are made for the epidemic audit
    (call-record inputs); they are not released and not charged.
    """
    ledger = daily_ledger(mechanism.epsilon, mechanism.level, days)
    eps, days = float(mechanism.epsilon), int(days)
    if mechanism.level == "individual":
        worst = mean = ledger.total("person").epsilon
    else:
        worst, mean = math.inf, None  # a person's total needs their trip counts
    od = ODGuarantee(
        eps, mechanism.level, int(mechanism.trips_per_day), mechanism.threshold, days, worst, mean
    )
    return GuaranteePreview(od, bool(populations))


def released_days(period, summary) -> int:
    """How many daily matrices a release holds: the calendar days of the project's declared
    `period` (a StudyPeriod), else the input summary's first to last record day."""
    if period is not None:
        return (period.end - period.start).days + 1
    return int(summary.days)

"""Raw facts of a mobility input, for the data holder only: the manifest's `data_checks`.

MATH 5 releases the noisy matrices and their guarantee, nothing else about the records. The
counts below are exact (not noised), so they stay out of the shared parts of the manifest
and report and sit in one labelled block to remove before sharing, as the statistics task
does. They are the ones the data holder needs: that the input was read whole, what the cap
T dropped and which T the data suggest (seed 002 takes the 90th–99th percentiles of trips
per subscriber-day), outage days and rows left outside the period, and at the trip level
each person's total ε, which depends on their raw trip count (the most frequent
traveller's total is ε times one person's number of trips). The maximum of trips per
subscriber-day is not kept: it is one person's count and the cap's effect shows in
`trips_kept_after_cap`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.i18n import english, tr
from engine.mobility import trips

if TYPE_CHECKING:
    from engine.tasks.mobility.run import MobilityRelease


def data_checks_note() -> str:
    """What the block is and what to do with it (manifests hold its English)."""
    return tr(
        "Raw facts for the data holder (not noised): what was read and counted, what the cap "
        "dropped, days without trips, rows outside the period and, at the trip level, each "
        "person's total ε, which depends on their raw number of trips. Remove this section "
        "before sharing the manifest or report: only the noisy matrices and the guarantee "
        "are private."
    )


def trip_totals_note() -> str:
    """Why a trip-level guarantee states no total (manifests hold its English)."""
    return tr(
        "The totals for the most frequent traveller and the mean person come from the raw "
        "trip counts, so they are given to the data holder in the data checks (not noised), "
        "not in this shared guarantee."
    )


def days_without_trips(counts: trips.DailyCounts) -> int:
    """Calendar days of the release on which no trip was counted (released as zeros plus
    noise, like any other day): days without records, and days with records but no trip."""
    return int((counts.counts.reshape(len(counts.days), -1).sum(axis=1) == 0).sum())


def trip_level_epsilon(outcome: MobilityRelease) -> dict | None:
    """Trip level: ε for the most frequent traveller (ε × their trips) and the mean person
    (MATH 5.3's worst case and mean); None at the individual level, where D·ε holds for
    everyone and the guarantee states it."""
    private, activity = outcome.private, outcome.activity
    if private.level != "trip" or activity is None:
        return None
    per_trip = private.ledger().total("trip")
    return {
        "most_frequent_traveller": per_trip.for_group(activity.max_trips).epsilon,
        "mean_person": per_trip.epsilon * activity.mean_trips,  # the average of k·ε
    }


def data_checks(outcome: MobilityRelease) -> dict:
    """The data holder's block of the manifest (exact counts, never noised)."""
    counts = outcome.counts
    tpd = counts.trips_per_subscriber_day
    return {
        "note": english(data_checks_note),
        "records": counts.n_records,
        "subscribers": counts.n_subscribers,
        "trips": counts.n_trips,
        "trips_kept_after_cap": counts.n_trips_kept,
        "trips_per_subscriber_day": {
            "mean": tpd.mean,
            "p90": tpd.p90,
            "p95": tpd.p95,
            "p99": tpd.p99,
        },
        "days_without_trips": days_without_trips(counts),
        "records_outside_period": counts.records_outside_period,
        "trip_level_epsilon": trip_level_epsilon(outcome),
    }

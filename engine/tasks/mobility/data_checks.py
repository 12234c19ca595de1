"""Raw facts of a mobility input, for the data holder only: the manifest's `data_checks`.

MATH 5 releases the noisy matrices and their guarantee, nothing else about the records. The
counts below are exact (not noised), so they stay out of the shared parts of the manifest
and report and sit in one labelled block that only the data holder's audit holds
(`engine.core.boundary`), as the statistics task
does. They are the ones the data holder needs: that the input was read whole, what the cap
T dropped and which T the data suggest (seed 002 takes the 90th–99th percentiles of trips
per subscriber-day), outage days and rows left outside the period, and at the trip level
each person's total ε, which depends on their raw trip count (the most frequent
traveller's total is ε times one person's number of trips). The maximum of trips per
subscriber-day is not kept: it is one person's count and the cap's effect shows in
`trips_kept_after_cap`.

The audits' exact raw aggregates come here too, as `audit_raw` (`split_audits`): the raw
shares of zero and of below-τ cells and the number of cells above 0 (exact counts, since
the number of cells is public), the raw out-migration total and this release's error
against it (with the released total it gives the raw total), and the membership attack's
counts of eligible, sampled, skipped and scored people.
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
        "dropped, days without trips, rows outside the period, at the trip level each "
        "person's total ε, which depends on their raw number of trips, and the audits' raw "
        "aggregates. They are in the data holder's audit only, never in the shared report or "
        "manifest: only the noisy matrices and the guarantee are private."
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


# The audit records' keys that hold exact raw aggregates: moved out of the shared `audit`.
RAW_AUDIT_KEYS = {
    "cell_errors": ("cells_positive",),
    "suppression": ("zero_raw", "below_threshold_raw"),
    "displacement": ("out_migration_raw", "out_migration_percent_error"),
    "membership": ("n_eligible", "n_targets_sampled", "n_skipped"),
}


def split_audits(audits: dict) -> tuple[dict, dict | None]:
    """The audits as shared (without RAW_AUDIT_KEYS, nor the people scored per row of the
    membership attack) and the raw aggregates taken out, by audit (None: none)."""
    shared, raw = {}, {}
    for name, record in audits.items():
        keys = RAW_AUDIT_KEYS.get(name, ())
        moved = {key: record[key] for key in keys if key in record}
        kept = {key: value for key, value in record.items() if key not in keys}
        if name == "membership" and "rows" in record:
            moved["targets_scored"] = [
                {"setting": r["setting"], "model": r["model"], "targets": r["n_targets_used"]}
                for r in record["rows"]
            ]
            kept["rows"] = [
                {key: value for key, value in r.items() if key != "n_targets_used"}
                for r in record["rows"]
            ]
        shared[name] = kept
        if moved:
            raw[name] = moved
    return shared, raw or None


def data_checks(outcome: MobilityRelease, audit_raw: dict | None = None) -> dict:
    """The data holder's block of the manifest (exact counts, never noised), with the
    audits' raw aggregates (`split_audits`) when the audits ran."""
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
        "audit_raw": audit_raw,
    }

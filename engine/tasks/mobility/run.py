"""The mobility stages: counts → private daily O-D matrices → audits → manifest (MATH 5).

`engine.tasks.mobility.task` hands these stages to the one runner, which writes the files.
The cap on trips per person-day and the Laplace noise draw fresh operating-system entropy
on every run; the audit seed only fixes the audits' own random choices. Audits compare
this release with the raw counts it came from.

The long table holds every off-diagonal cell of every day (D·k·(k−1) rows), zeros
included, so a missing row can never be mistaken for a zero and suppression stays visible.
The days are the calendar of the study period (MATH 5.2): every date from its first to its
last day, days without records included (zeros plus noise), so the table's shape does not
depend on the data beyond the declared period and the tower table.

Home-region populations are privatized for the epidemic audit only: they are written to no
file, so they are not part of the release and not charged to its ledger.

The manifest shares declared parameters, the guarantee, the outputs' shape and the audits;
exact facts of the records (how many, trips per person, each traveller's total ε at the
trip level) go to its `data_checks` block for the data holder (`data_checks.py`). So do
the audits' exact raw aggregates (raw zero shares, the raw out-migration total and this
release's error against it, the membership attack's counts of people): `audit` keeps them
for the data holder's screen and `build_manifest` moves them to `data_checks.audit_raw`.
The shared out-migration error is simulated: the same raw cells released again
SIMULATED_RELEASES times with the audit's generator, as the statistics task does.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import english, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.core.manifest import SIMULATED_RELEASES, json_safe, manifest_header
from engine.data.engines import fingerprint, not_fingerprinted_note
from engine.mobility import calculators, displacement, membership, presence, sir, trips
from engine.mobility.od_matrix import PrivateOD, PrivatePopulations
from engine.tasks.mobility.data_checks import data_checks, split_audits, trip_totals_note
from engine.tasks.mobility.project import MobilityProject

QUANTILES = (0.5, 0.9, 0.99)
FLAG_THRESHOLD = 0.20  # MATH 5.4: a region is flagged when its prevalence reaches 20 %
KINDS = {
    "proven": "Proven: holds for every possible input, by the mechanism's construction.",
    "measured": "Measured on this release against the raw counts: what this one draw of "
    "noise did, not a guarantee (another release would differ).",
    "simulation": "Policy simulation run on the raw and on the released matrices; the "
    "difference is the release's effect on the decision.",
    "attack": membership.NOTE,
}
POPULATIONS_NOTE = (
    "Home-region populations were privatized for the epidemic audit only and are not "
    "released (not written to any file), so they are not charged to this release."
)
PERIOD_DECLARED = "declared in the project"
PERIOD_FROM_DATA = "first to last record day (not declared)"
PERIOD_FROM_DATA_NOTE = (
    "The period was not declared, so its first and last days are the first and last record "
    "days, which the matrices' days reveal; declare the study period so that they do not "
    "depend on the records."
)


def simulated_error_note(simulations: int) -> str:
    """What the shared out-migration error is (manifests hold its English)."""
    return tr(
        "Simulated: the same raw matrices released again {n} times with fresh noise, each "
        "release's total out-migration compared with the raw total, in trips. Not this "
        "release's own error, which beside its released total would give the raw total "
        "away; not a guarantee."
    ).format(n=simulations)


@dataclass(frozen=True)
class MobilityRelease:
    project: MobilityProject
    counts: trips.DailyCounts
    private: PrivateOD
    populations: np.ndarray | None
    private_populations: PrivatePopulations | None
    activity: presence.TripActivity | None
    table: pd.DataFrame


def release(project: MobilityProject, ctx: JobContext | None = None) -> MobilityRelease:
    """Count, cap and privatize with fresh OS entropy (never a seed)."""
    ctx = ctx or JobContext()
    rng = np.random.default_rng()
    spec, source = project.mechanism, project.input
    period = None if project.period is None else project.period.bounds
    membership = project.audit.enabled and project.audit.membership.enabled
    needs_activity = spec.level == "trip" or membership  # trips per person, who travelled
    activity = None
    if source.kind == "records":
        extract = trips.extract_records(
            source.records,
            source.towers,
            trips_per_day=spec.cap,
            rng_seed_source=rng,
            columns=project.columns,
            period=period,
            max_days=project.max_days,
            with_activity=needs_activity,
            with_presence=membership,
            ctx=ctx.sub(0.0, 0.85),
            engine=project.engine,
        )
        counts, populations, activity = extract.counts, extract.populations, extract.activity
    else:
        counts = trips.daily_counts_from_trips(
            source.trips,
            trips_per_day=spec.cap,
            rng_seed_source=rng,
            columns=project.columns,
            period=period,
            max_days=project.max_days,
            ctx=ctx.sub(0.0, 0.6),
        )
        populations = None  # homes need night-time records; trips do not have them
        if needs_activity:
            activity = presence.activity_from_trips(
                source.trips,
                counts.days,
                columns=project.columns,
                with_presence=membership,
                ctx=ctx.sub(0.6, 0.85),
            )
    ctx.report(0.9, tr("Adding noise"))
    mechanism = spec.build()
    private = mechanism.privatize(counts.counts, rng)
    private_pop = None
    if populations is not None:
        private_pop = mechanism.privatize_populations(populations, rng)
    table = longtable(counts, private)
    ctx.report(1.0, tr("Private matrices ready"))
    return MobilityRelease(project, counts, private, populations, private_pop, activity, table)


def longtable(counts: trips.DailyCounts, private: PrivateOD) -> pd.DataFrame:
    """(day, origin, destination, count, suppressed), one row per off-diagonal cell-day."""
    d, k = private.counts.shape[0], private.counts.shape[1]
    day, origin, dest = np.nonzero(np.broadcast_to(~np.eye(k, dtype=bool), (d, k, k)))
    regions = [str(r) for r in counts.regions]
    return pd.DataFrame(
        {
            "day": _text_column(day, [x.isoformat() for x in counts.days]),
            "origin": _text_column(origin, regions),
            "destination": _text_column(dest, regions),
            "count": private.counts[day, origin, dest].astype(np.int64),
            "suppressed": private.suppressed[day, origin, dest],
        }
    )


def _text_column(codes: np.ndarray, labels: list[str]) -> pd.Categorical:
    """labels[codes] as a categorical column: 400 regions × 60 days is a 9.6 M-row table,
    and its text is written from the labels without a string per row."""
    return pd.Categorical.from_codes(codes, categories=labels)


def ledger(outcome: MobilityRelease) -> PrivacyLedger:
    """The daily matrices' entries: one per calendar day of the period. The private
    populations are written to no file (the SIR audit only), so they are not charged."""
    return outcome.private.ledger()


def guarantee(outcome: MobilityRelease) -> dict:
    """MATH 5.3 over the D calendar days released, from the ledger and the declared
    parameters only. Individual level: D·ε for everyone. Trip level: ε per trip, and no
    total, since the most frequent traveller's ε × trips would publish one person's exact
    trip count; those totals go to `data_checks`. Private populations (records only) are
    named as used by the audit and not released, never charged."""
    private = outcome.private
    od = private.release_guarantee()  # without trip counts: the trip level states no total
    result = {**od.to_dict(), "kind_of_number": "proven"}
    statement = od.statement
    if private.level == "trip":
        result["trip_totals"] = "data_checks"
        statement += " " + english(trip_totals_note)
    pop = outcome.private_populations
    result["populations"] = (
        None
        if pop is None
        else {
            "released": False,
            "charged_to_release": False,
            "epsilon_used_by_audit": pop.total_epsilon,
            "statement": POPULATIONS_NOTE,
        }
    )
    result["release_epsilon_worst"] = result["total_epsilon_worst"]
    result["release_epsilon_mean"] = result["total_epsilon_mean"]
    result["statement"] = statement + ("" if pop is None else " " + POPULATIONS_NOTE)
    return result


def audit(outcome: MobilityRelease, ctx: JobContext | None = None) -> dict:
    """Every audit of MATH 5.4 that the project asks for, keyed by name."""
    ctx = ctx or JobContext()
    spec = outcome.project.audit
    rng = np.random.default_rng(spec.seed)
    raw, private = outcome.counts.counts, outcome.private.counts
    ctx.report(0.0, tr("Measuring cell errors"))
    result = {"cell_errors": cell_errors(outcome), "suppression": suppression(outcome)}
    ctx.report(0.1, tr("Simulating the epidemic on raw and private matrices"))
    result["sir"] = _sir(outcome, rng)
    ctx.report(0.2, tr("Displacement after the event"))
    # a child of the audit's generator: the membership draws stay those of the seed
    result["displacement"] = _displacement(outcome, rng.spawn(1)[0], ctx.sub(0.2, 0.25))
    if spec.membership.enabled:
        activity = outcome.activity
        try:
            attack = membership.membership_inference(
                raw,
                private,
                activity.presence,
                rng=rng,
                n_targets=spec.membership.targets,
                ctx=ctx.sub(0.25, 1.0),
            )
            result["membership"] = {"kind": "attack", **attack.to_dict()}
        except InputError as exc:
            result["membership"] = {"kind": "attack", "skipped": str(exc)}
    else:
        result["membership"] = {"kind": "attack", "skipped": "disabled in the project"}
    ctx.report(1.0, tr("Audits done"))
    return result


def cell_error_values(outcome: MobilityRelease) -> tuple[np.ndarray, np.ndarray]:
    """|M̂ − M| over every off-diagonal cell-day, and |M̂ − M| / M over those with M > 0:
    the values the audit's quantiles and the wizard's histogram both read."""
    raw, private = outcome.counts.counts, outcome.private.counts
    off = ~np.eye(raw.shape[1], dtype=bool)
    m = raw[:, off].astype(np.float64).ravel()
    error = np.abs(private[:, off].astype(np.float64).ravel() - m)
    positive = m > 0
    return error, error[positive] / m[positive]


def cell_errors(outcome: MobilityRelease) -> dict:
    """Quantiles of |M̂ − M| over every off-diagonal cell-day, and of |M̂ − M| / M over
    those with M > 0 (suppressed cells count with their released 0)."""
    error, relative = cell_error_values(outcome)
    spec = outcome.project.mechanism

    def quantiles(values):
        if values.size == 0:
            return {f"p{round(100 * q)}": None for q in QUANTILES} | {"mean": None}
        return {f"p{round(100 * q)}": float(np.quantile(values, q)) for q in QUANTILES} | {
            "mean": float(values.mean())
        }

    return {
        "kind": "measured",
        "cells": int(error.size),
        "cells_positive": int(relative.size),
        "absolute": quantiles(error),
        "relative": quantiles(relative),
        "typical_error_theory": calculators.typical_cell_error(spec.epsilon, spec.trips_per_day),
    }


def suppression(outcome: MobilityRelease) -> dict:
    """Shares of off-diagonal cell-days: zero in the raw counts, zero in the release,
    marked suppressed (noisy count < τ), and raw counts 0 < M < τ (what a raw threshold
    of τ would have withheld)."""
    raw, private = outcome.counts.counts, outcome.private.counts
    off = ~np.eye(raw.shape[1], dtype=bool)
    m, p = raw[:, off], private[:, off]
    tau = outcome.private.threshold
    return {
        "kind": "measured",
        "zero_raw": float((m == 0).mean()),
        "zero_private": float((p == 0).mean()),
        "suppressed_private": float(outcome.private.suppressed[:, off].mean()),
        "below_threshold_raw": float(((m > 0) & (m < tau)).mean()),
    }


@dataclass(frozen=True)
class EpidemicCurves:
    """Prevalence per day and region, raw and private, from one origin (MATH 5.4 SIR).

    Row 0 is the starting state, row t the state after day t; the audit's flags and the
    wizard's epidemic plot both read these arrays.
    """

    origin: str
    regions: list[str]
    days: list
    raw: np.ndarray
    private: np.ndarray


def sir_curves(outcome: MobilityRelease, origin: str) -> EpidemicCurves:
    """The epidemic started in region `origin`, run on the raw and on the released data."""
    regions = outcome.counts.regions
    if origin not in regions:
        raise ParameterError("audit.sir_origin", f"no region {origin!r} in the data")
    if outcome.populations is None:
        raise InputError("the epidemic simulation needs home populations (call records).")
    index = regions.index(origin)
    rates = {"beta": outcome.project.audit.sir_beta, "mu": outcome.project.audit.sir_mu}
    raw = sir.simulate_sir(outcome.counts.counts, outcome.populations, origin=index, **rates)
    private = sir.simulate_sir(
        outcome.private.counts, outcome.private_populations.counts, origin=index, **rates
    )
    return EpidemicCurves(origin, list(regions), list(outcome.counts.days), raw.i, private.i)


def _sir(outcome: MobilityRelease, rng: np.random.Generator) -> dict:
    """Flags (prevalence ≥ 20 %) from private matrices and populations vs raw ones."""
    if outcome.populations is None:
        return {"kind": "simulation", "skipped": "needs home populations, which need call records"}
    regions = outcome.counts.regions
    name = outcome.project.audit.sir_origin
    origin = regions[int(rng.integers(len(regions)))] if name is None else name
    curves = sir_curves(outcome, origin)
    flags_raw = sir.flag_regions(curves.raw[1:], FLAG_THRESHOLD)
    flags_private = sir.flag_regions(curves.private[1:], FLAG_THRESHOLD)
    rates = {"beta": outcome.project.audit.sir_beta, "mu": outcome.project.audit.sir_mu}
    return {
        "kind": "simulation",
        "origin": origin,
        "origin_chosen": "by the user" if name is not None else "at random",
        "parameters": {**rates, "alpha": 1.0, "initial_share": 0.01},
        "flag_threshold": FLAG_THRESHOLD,
        **sir.policy_agreement(flags_private, flags_raw),
    }


def _displacement(outcome: MobilityRelease, rng: np.random.Generator, ctx: JobContext) -> dict:
    """Out-migration error and daily top-k accuracy from the event day to the end. The
    raw total and this release's error are for the data holder (`build_manifest` moves
    them); the error shared is that of SIMULATED_RELEASES fresh releases."""
    spec = outcome.project.audit
    if spec.event_day is None:
        return {"kind": "simulation", "skipped": "no event day in the project"}
    days, regions = outcome.counts.days, outcome.counts.regions
    if not days[0] <= spec.event_day <= days[-1]:
        raise ParameterError(
            "audit.event_day",
            f"{spec.event_day} is outside the released period ({days[0]} to {days[-1]})",
        )
    missing = [r for r in spec.event_regions if r not in regions]
    if missing:
        raise ParameterError("audit.event_regions", f"no region {missing[0]!r} in the data")
    affected = [regions.index(r) for r in spec.event_regions]
    start = days.index(spec.event_day)
    window = len(days) - start
    raw, private = outcome.counts.counts[start:], outcome.private.counts[start:]
    raw_total = int(displacement.out_migration(raw, affected, 0, window))  # whole trips
    private_total = int(displacement.out_migration(private, affected, 0, window))
    candidates = len(regions) - len(set(affected))
    top = {}
    for k in spec.top_k:
        if k > candidates:
            raise ParameterError(
                "audit.top_k", f"{k} is more than the {candidates} regions outside the event"
            )
        top[str(k)] = displacement.top_k_accuracy(private, raw, affected, k)
    mechanism = outcome.project.mechanism.build()
    errors = displacement.simulated_out_migration_errors(
        raw, affected, 0, window, mechanism.privatize_cells, rng, SIMULATED_RELEASES, ctx
    )
    return {
        "kind": "simulation",
        "event_day": spec.event_day.isoformat(),
        "event_regions": list(spec.event_regions),
        "days_after": window,
        "out_migration_raw": raw_total,
        "out_migration_private": private_total,
        "out_migration_percent_error": (
            displacement.percent_error(private_total, raw_total) if raw_total > 0 else None
        ),
        "out_migration_error_simulated": {
            "simulations": SIMULATED_RELEASES,
            "unit": "trips",
            "median": float(np.median(errors)),
            "p90": float(np.percentile(errors, 90)),
            "note": english(lambda: simulated_error_note(SIMULATED_RELEASES)),
        },
        "top_k_accuracy": top,
    }


def file_entry(role: str, path) -> dict:
    """An input as the manifest names it: its role, file name (no folder) and SHA-256; at
    a location Spark read where it lives, no hash but the note saying so."""
    entry = {"role": role, "file_name": path.name, "sha256": fingerprint(path)}
    if entry["sha256"] is None:
        entry["fingerprint_note"] = english(not_fingerprinted_note)
    return entry


def build_manifest(outcome: MobilityRelease, audits: dict | None) -> dict:
    """Inputs, parameters, the guarantee and the audits; never a seed or generator state.

    `input` describes what the matrices cover (days, regions: their rows show both), not
    the records; the records' exact facts are in `data_checks`, for the data holder."""
    project, counts = outcome.project, outcome.counts
    files = [file_entry(role, path) for role, path in project.input.files.items()]
    settings = project.settings()
    declared = counts.period_declared
    manifest = {
        **manifest_header(settings["task"], ledger(outcome)),
        "input": {
            "kind": project.input.kind,
            "files": files,
            "days": len(counts.days),
            "first_day": counts.days[0].isoformat(),
            "last_day": counts.days[-1].isoformat(),
            "period": PERIOD_DECLARED if declared else PERIOD_FROM_DATA,
            "period_note": None if declared else PERIOD_FROM_DATA_NOTE,
            "regions": list(counts.regions),
        },
        "columns": settings["columns"],
        "engine": settings["engine"],  # which engine read and counted the records
        "mechanism": {
            **settings["mechanism"],
            "name": "od-laplace",
            "noise_scale": outcome.private.noise_scale,
        },
        "guarantee": guarantee(outcome),
        "outputs": {
            "matrices_rows": len(outcome.table),
            "matrices_columns": list(outcome.table.columns),
            "rows_are": "every off-diagonal cell of every day, zeros included",
        },
        "audit_settings": settings["audit"],
        "audit": None,
        "data_checks": None,
    }
    audit_raw = None
    if audits is not None:
        shared, audit_raw = split_audits(audits)
        manifest["audit"] = {
            name: {"kind_of_number": KINDS[value["kind"]], **value}
            for name, value in shared.items()
        }
    manifest["data_checks"] = data_checks(outcome, audit_raw)
    return json_safe(manifest)

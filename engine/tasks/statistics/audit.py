"""The statistics audits, on the user's own data (MATH 7.8, 7.9), plus what the noise does
to the cells over simulated releases of the same data. Seeded by the project's audit seed
only (fresh entropy when it has none); nothing here is released or charged to the ledger:
the attacks and simulations privatize for the demonstration only and no number of theirs
is written except summaries. What could refuse an audit is checked before the release is
charged (`checks.check_audits`).
"""

from __future__ import annotations

import numpy as np

from engine.core.i18n import english, tr
from engine.core.jobs import JobContext
from engine.core.manifest import SIMULATED_RELEASES
from engine.statistics.cell_release import (
    QueryRelease,
    release_query,
    release_totals,
    simulated_counts,
    simulated_means,
)
from engine.statistics.differencing import differencing_attack
from engine.statistics.reconstruction import reconstruction_curve
from engine.tasks.statistics import texts
from engine.tasks.statistics.checks import binary_bits, differencing_bounds, differencing_values
from engine.tasks.statistics.run import StatisticsRelease

# The queries whose simulated releases are drawn at once from their totals.
FROM_TOTALS = {"mean": simulated_means, "count": simulated_counts,
               "contingency": simulated_counts, "histogram": simulated_counts}  # fmt: skip


def audit(outcome: StatisticsRelease, ctx: JobContext | None = None) -> dict:
    ctx = ctx or JobContext()
    spec = outcome.project.audit
    rng = np.random.default_rng(spec.seed)
    result: dict = {"cell_errors": cell_errors(outcome, rng, ctx.sub(0.0, 0.3))}
    if spec.reconstruction.column is not None:
        result["reconstruction"] = reconstruction(outcome, rng, ctx.sub(0.3, 0.8))
    if spec.differencing.column is not None:
        ctx.report(0.85, tr("Differencing attack"))
        result["differencing"] = differencing(outcome, rng)
    ctx.report(1.0, tr("Audits done"))
    return result


def reconstruction(outcome: StatisticsRelease, rng, ctx: JobContext) -> dict:
    spec = outcome.project.audit.reconstruction
    bits = binary_bits(outcome.frame, spec.column, outcome.project.input.path)
    n = min(spec.rows, bits.size)
    sample = bits[rng.choice(bits.size, size=n, replace=False)]
    epsilon = outcome.project.budget.epsilon
    curve = reconstruction_curve(sample, spec.queries, epsilon, rng, ctx)
    return {
        "kind": "attack",
        "kind_of_number": english(texts.attack_note),
        "column": spec.column,
        "rows": curve.rows,
        "epsilon": epsilon,
        "baseline": curve.baseline,
        "points": [
            {
                "queries": p.queries,
                "raw_recovered": p.raw_recovered,
                "private_recovered": p.private_recovered,
                "noise_scale": p.noise_scale,
            }
            for p in curve.points
        ],
    }


def differencing(outcome: StatisticsRelease, rng) -> dict:
    name = outcome.project.audit.differencing.column
    values = differencing_values(outcome.frame, name, outcome.project.input.path)
    bounds = differencing_bounds(outcome.project, name)
    epsilon = outcome.project.budget.epsilon
    result = differencing_attack(values, bounds, epsilon, rng)
    errors = result.errors
    counts, edges = np.histogram(errors, bins=40)
    return {
        "kind": "attack",
        "kind_of_number": english(texts.attack_note),
        "column": name,
        "bounds": list(bounds),
        "raw_error": result.raw_error,
        "raw_recovers_exactly": bool(result.raw_error < 1e-6 * max(1.0, abs(bounds[1]))),
        "epsilon_per_sum": epsilon,
        "person_spent": 2 * epsilon,
        "noise_scale": result.noise_scale,
        "half_width_95": result.half_width,
        "within_half_width": result.within_half_width,
        "error_sd": float(np.std(errors)),
        "histogram": {"edges": edges.tolist(), "counts": counts.tolist()},
    }


def cell_errors(outcome: StatisticsRelease, rng, ctx: JobContext) -> dict:
    """Per query: median and 90th percentile of |estimate − raw| over its cells in
    SIMULATED_RELEASES fresh releases of the same data, and the share of their 95 %
    intervals that hold the raw value.

    Never this release's own draw: its errors, published beside its estimates, would give
    each raw value up to a sign (a one-cell count or mean exactly).
    """
    rows = []
    for i, result in enumerate(outcome.results):
        ctx.report(i / len(outcome.results), tr("Simulating releases: {name}").format(
            name=result.query.title))  # fmt: skip
        if result.exact is None:
            continue
        exact = np.asarray(result.exact, dtype=float)
        totals = outcome.totals[i]
        if result.query.type in FROM_TOTALS and totals is not None:  # the totals, drawn once
            error, hits = FROM_TOTALS[result.query.type](
                result.query, totals, result.epsilon, result.delta, rng, SIMULATED_RELEASES
            )
        else:
            error, hits = _simulated(outcome, i, exact, rng)
        if error.size == 0:
            continue
        rows.append(
            {
                "query": result.query.label,
                "cells": int(exact.size),
                "median_abs_error": float(np.median(error)),
                "p90_abs_error": float(np.percentile(error, 90)),
                "interval_coverage": float(hits.mean()) if hits.size else None,
            }
        )
    return {
        "kind": "simulation",
        "kind_of_number": english(lambda: texts.simulated_errors_note(SIMULATED_RELEASES)),
        "simulations": SIMULATED_RELEASES,
        "rows": rows,
    }


def _simulated(outcome: StatisticsRelease, index: int, exact, rng):
    """The errors and interval hits of query `index` over SIMULATED_RELEASES releases."""
    errors, covered = [], []
    for _ in range(SIMULATED_RELEASES):
        table = _released_again(outcome, index, rng).table
        estimate = table["estimate"].to_numpy(dtype=float)
        ok = np.isfinite(estimate) & np.isfinite(exact)
        errors.append(np.abs(estimate[ok] - exact[ok]))
        lower = table["lower_95"].to_numpy(dtype=float)[ok]
        upper = table["upper_95"].to_numpy(dtype=float)[ok]
        has = np.isfinite(lower) & np.isfinite(upper)
        covered.append((exact[ok][has] >= lower[has]) & (exact[ok][has] <= upper[has]))
    return np.concatenate(errors), np.concatenate(covered)


def _released_again(outcome: StatisticsRelease, index: int, rng) -> QueryRelease:
    """Query `index` released again from the same data with the audit's generator."""
    result = outcome.results[index]
    q, eps, delta = result.query, result.epsilon, result.delta
    totals = outcome.totals[index]
    if totals is not None:  # noise again on the same totals: no pass over the rows
        return release_totals(q, totals, eps, delta, rng)
    project = outcome.project
    return release_query(outcome.frame, q, eps, delta, project.categories, project.input.path, rng)

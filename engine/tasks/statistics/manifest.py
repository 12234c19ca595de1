"""The statistics manifest: common header, the guarantee in words, every query's cells
with their intervals, the dataset's ledger before and after, and the audits."""

from __future__ import annotations

from engine.core.i18n import english
from engine.core.manifest import json_safe, manifest_header
from engine.core.spark_paths import is_remote
from engine.data.engines import not_fingerprinted_note
from engine.privacy.dataset_ledger import units_summary
from engine.statistics.mos import NOT_PRIVATE
from engine.tasks.statistics import texts
from engine.tasks.statistics.run import (
    StatisticsRelease,
    formal_total,
    ledger,
    neighbours,
    stored_spent,
)


def private_choices(outcome: StatisticsRelease) -> str:
    """ "the private choice of the groups of district (threshold τ = 15.2, 12 chosen)", or ""."""
    sources = outcome.project.settings()["category_sources"]
    chosen = [
        f"{name} (threshold τ = {s['threshold']:.4g}, {len(outcome.project.categories[name])} "
        "chosen)"
        for name, s in sorted(sources.items())
        if s["source"] == "private"
    ]
    return f"the private choice of the groups of {', '.join(chosen)}" if chosen else ""


def statement(outcome: StatisticsRelease) -> str:
    total = formal_total(outcome)
    mos = [r.query for r in outcome.results if not r.query.formal]
    parts = []
    if total is not None:
        dp = len(outcome.results) - len(mos)
        are = "query is" if dp == 1 else "queries are"
        chosen = private_choices(outcome)
        if chosen:
            are = ("query" if dp == 1 else "queries") + f" and {chosen} are"
        unit = english(lambda: texts.unit_name(outcome.project.privacy_unit.settings()))
        text = (
            f"Differentially private statistics: the {dp} DP {are} "
            f"together (ε = {total.epsilon:.4g}, δ = {total.delta:.3g})-DP for each {unit} "
            f"(neighbours: {neighbours(outcome.project)}), by basic composition"
        )
        if total.rho is not None:
            text += (
                f"; ρ = {total.rho:.4g} (the same loss measured more tightly for Gaussian noise)"
            )
        parts.append(text + ".")
    if mos:
        if total is not None:  # why the guarantee's ε is below the ε set
            b = outcome.project.budget
            parts.append(english(lambda: texts.mos_share_text(b.epsilon, total.epsilon)))
        levels = ", ".join(sorted({q.sensitivity_level for q in mos}))
        parts.append(
            f"{len(mos)} MOS small-cell estimate(s) by {levels} are not formally private: "
            f"{NOT_PRIVATE}."
        )
    return " ".join(parts)


def build_manifest(outcome: StatisticsRelease, audits: dict | None) -> dict:
    project = outcome.project
    settings = project.settings()
    total = formal_total(outcome)
    remote = is_remote(project.input.path)
    b = project.budget
    queries = []
    for result in outcome.results:
        q = result.query
        record = {
            "label": q.label,
            "type": q.type,
            "column": q.column,
            "by": list(q.by),
            "noise": q.noise_kind,
            "epsilon": result.epsilon if q.formal else None,
            "delta": result.delta if q.formal else None,
            "rho": result.rho,
            "formally_private": q.formal,
            "notes": list(result.notes),
            "warnings": list(result.warnings),
            "cells": result.table.drop(columns=["query", "statistic", "column"]).to_dict(
                orient="records"
            ),
        }
        if not q.formal:
            record["mos"] = {
                "sensitivity_level": result.extra["sensitivity_level"],
                "chi": result.extra["chi"],
                "statement": NOT_PRIVATE,
            }
        queries.append(record)
    manifest = {
        **manifest_header(settings["task"], ledger(outcome)),
        "input": {
            "file_name": outcome.file_name,
            "sha256": None if remote else outcome.sha256,  # Spark's location: not hashed here
            **({"fingerprint_note": english(not_fingerprinted_note)} if remote else {}),
            "rows": None,  # private, like every statistic of the data (MATH 7)
            "rows_note": "not published: the number of rows is itself private",
            "read": f"out of core ({'Spark' if project.engine.is_spark else 'DuckDB'}, "
            "per-cell totals only)"
            if project.processing.out_of_core
            else "into memory",
            "sheet": project.input.sheet,
        },
        "parameters": {k: v for k, v in settings.items() if k != "task"},
        "guarantee": {
            "statement": statement(outcome),
            "neighbours": neighbours(project),
            "epsilon": None if total is None else total.epsilon,
            "delta": None if total is None else total.delta,
            "rho": None if total is None else total.rho,
            "formally_private": all(r.query.formal for r in outcome.results),
        },
        "delta_rule": None if outcome.delta_rule is None else outcome.delta_rule.to_dict(),
        "queries": queries,
        "dataset_ledger": {
            "note": english(texts.ledger_note),
            "location": outcome.ledger_location,
            "file_name": outcome.dataset_ledger.path.name,
            "release_id": outcome.release_id,
            "entries": len(outcome.dataset_ledger.entries),
            "this_release": stored_spent(outcome).to_dict(),
            "spent_before": outcome.spent_before.to_dict(),
            "spent_after": outcome.spent_after.to_dict(),
            "limit_epsilon": b.limit_epsilon,
            "limit_delta": b.limit_delta,
            # two units (household and person) composed by group privacy, or None
            "units": units_summary(outcome.dataset_ledger.entries, b.ledger_delta),
        },
        "data_checks": {
            "note": english(texts.data_checks_note),
            "rows": [
                {"query": r.query.label, "clipped": r.clipped, "left_out": r.left_out}
                for r in outcome.results
            ],
            # rows past a unit's max_rows, dropped at random before any query (privacy_unit)
            "rows_dropped_by_unit_bound": outcome.rows_dropped,
            # each query's rows past the unit's max_rows_per_cell / max_cells, at random
            "rows_dropped_by_cell_bounds": [
                {"query": r.query.label, "rows": n}
                for r, n in zip(outcome.results, outcome.cell_rows_dropped, strict=False)
            ],
        },
        "warnings": sorted({w for r in outcome.results for w in r.warnings}),
        "outputs": {
            "data_rows": len(outcome.table),
            "rows_are": "one row per released cell: estimate, 95 % interval, noise scale",
        },
        "audit": audits,
    }
    return json_safe(manifest)

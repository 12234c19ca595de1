"""The statistics stages: read → check the dataset's ledger → noisy cells → charge the
ledger → manifest (MATH 7).

The release draws fresh operating-system entropy (never a seed). The dataset's ledger is
read and the limit checked before any noise is drawn, after everything the table allows
to check (`checks`: the audits' columns too, so a run the audits would refuse charges
nothing); the spend is written (atomically) before the release is handed back, so no
result is ever shown without its charge, and a refused release writes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.data.fingerprint import file_sha256
from engine.data.readers import read_table
from engine.privacy import dataset_ledger
from engine.privacy.dataset_ledger import charging
from engine.privacy.ledger_store import DatasetLedger, Spent, spent
from engine.statistics.cell_release import (
    QueryRelease,
    query_totals,
    release_query,
    release_totals,
)
from engine.statistics.gaussian import gaussian_noise
from engine.statistics.out_of_core import totals_from_file
from engine.statistics.queries import Query
from engine.statistics.release_rows import CellTotals
from engine.tasks.statistics.checks import check_before_release, check_categories
from engine.tasks.statistics.project import StatisticsProject

NEIGHBOURS = "add or remove one record (one person = one row)"


@dataclass(frozen=True)
class StatisticsRelease:
    project: StatisticsProject
    frame: pd.DataFrame | None  # the raw table, for the audits only (None: out of core)
    rows: int
    file_name: str
    sha256: str
    results: tuple[QueryRelease, ...]
    table: pd.DataFrame  # the released cells, tidy
    release_id: str
    dataset_ledger: DatasetLedger  # after this release's entries
    spent_before: Spent
    spent_after: Spent
    ledger_location: str
    # Each query's raw per-cell totals (None: released from the rows), for the audit's
    # simulated releases only (never written).
    totals: tuple[CellTotals | None, ...]

    def ledger_table(self) -> pd.DataFrame:
        """The dataset's ledger as a table, to attach to a data-sharing agreement."""
        rows = [e.to_dict() for e in self.dataset_ledger.entries]
        frame = pd.DataFrame(rows, columns=list(rows[0]) if rows else None)
        frame.insert(0, "dataset_sha256", self.sha256)
        frame.insert(1, "dataset", self.file_name)
        return frame


def planned_rho(query: Query, epsilon: float, delta: float) -> float | None:
    """zCDP ρ of a query before any data is read (MATH 7.5): pure ε-DP parts ε²/2 each,
    Gaussian parts Δ²/(2σ²) (independent of Δ, since σ scales with it); None for MOS."""
    if not query.formal:
        return None
    parts = 2 if query.type == "mean" else 1
    if query.type == "quantile":
        parts = len(query.quantiles)
    if query.mechanism == "gaussian" and query.type != "quantile":
        sigma = gaussian_noise(epsilon / parts, delta / parts, 1.0).scale
        return parts / (2.0 * sigma**2)
    return parts * (epsilon / parts) ** 2 / 2.0


def ledger_rows(project: StatisticsProject) -> list[dict]:
    rows = []
    for query, (eps, delta) in zip(project.queries, project.shares(), strict=True):
        formal = query.formal
        rows.append(
            {
                "query": query.label,
                "mechanism": query.noise_kind,
                "neighbours": NEIGHBOURS,
                "epsilon": eps if formal else None,
                "delta": delta if formal else None,
                "rho": planned_rho(query, eps, delta),
                "status": "spent" if formal else "non-DP",
            }
        )
    return rows


def ledger_path(project: StatisticsProject, sha256: str):
    return dataset_ledger.ledger_path(project.budget, sha256)


def _noisy_results(project: StatisticsProject, frame, ctx: JobContext):
    """Every query's cells with fresh noise: from the table in memory, or from DuckDB's
    per-cell totals (`processing.out_of_core`)."""
    source, shares = project.input.path, project.shares()
    rng = np.random.default_rng()  # fresh OS entropy, never saved
    if frame is None:
        rows, totals = totals_from_file(
            source, list(project.queries), project.categories, ctx.sub(0.1, 0.8)
        )
        results = [
            release_totals(q, t, eps, delta, rng)
            for q, t, (eps, delta) in zip(project.queries, totals, shares, strict=True)
        ]
        return rows, results, tuple(totals)
    results, totals = [], []
    for i, (query, (eps, delta)) in enumerate(zip(project.queries, shares, strict=True)):
        ctx.report(
            0.1 + 0.8 * i / len(shares), tr("Query {n}: {name}").format(n=i + 1, name=query.title)
        )
        totals.append(query_totals(frame, query, project.categories, source))
        if totals[-1] is None:  # released from the rows themselves
            results.append(release_query(frame, query, eps, delta, project.categories, source, rng))
        else:
            results.append(release_totals(query, totals[-1], eps, delta, rng))
    return len(frame), results, tuple(totals)


def release(project: StatisticsProject, ctx: JobContext | None = None) -> StatisticsRelease:
    ctx = ctx or JobContext()
    check_categories(project)
    ctx.report(0.0, tr("Reading the table"))
    source = project.input.path
    if project.processing.out_of_core:
        frame, sha256 = None, file_sha256(source)
    else:
        loaded = read_table(source, sheet=project.input.sheet)
        frame, sha256 = loaded.frame, loaded.sha256
        check_before_release(project, frame)  # columns, blocks, audits: before any charge
    # read, check, release and record without another release between (refused: no noise)
    with charging(project.budget, sha256, source.name, ledger_rows(project)) as pending:
        rows, results, totals = _noisy_results(project, frame, ctx)
        table = pd.concat([r.table for r in results], ignore_index=True)
        ctx.check()  # a cancel here leaves the ledger as it was: nothing is shown
        charge = pending.record()
    ctx.report(1.0, tr("Released; the dataset's ledger is updated"))
    return StatisticsRelease(
        project, frame, rows, source.name, sha256, tuple(results), table, charge.release_id,
        charge.dataset_ledger, charge.spent_before, charge.spent_after, charge.location, totals,
    )  # fmt: skip


def ledger(outcome: StatisticsRelease) -> PrivacyLedger:
    """This release's entries: one per query (its cells compose in parallel inside it)."""
    entries = []
    for result in outcome.results:
        q = result.query
        touched = f"{outcome.file_name}: {', '.join(q.columns()) or 'all rows'}"
        if q.formal:
            entries.append(
                LedgerEntry(
                    f"{q.noise_kind} ({q.label})", result.epsilon, result.delta, result.rho, touched
                )
            )
        else:
            entries.append(LedgerEntry.not_formal(f"MOS ({q.label})", touched))
    return PrivacyLedger(tuple(entries))


def formal_total(outcome: StatisticsRelease):
    dp = [e for e in ledger(outcome).entries if e.formal]
    return PrivacyLedger(tuple(dp)).total("person") if dp else None


def stored_spent(outcome: StatisticsRelease) -> Spent:
    """This release alone, composed like the dataset's ledger."""
    mine = [e for e in outcome.dataset_ledger.entries if e.release_id == outcome.release_id]
    return spent(mine, outcome.project.budget.ledger_delta)

"""The statistics stages: read → check the dataset's ledger → noisy cells → manifest
(MATH 7); the runner charges the ledger when it writes the outputs.

The release draws fresh operating-system entropy (never a seed). The dataset's ledger is
read and the limit checked before any noise is drawn, after everything the table allows
to check (`checks`: the audits' columns too); the release carries its `PendingCharge`,
which the runner commits together with the output files (`engine.core.runner`), so a run
that fails before its files are in place charges nothing, and a refused release writes
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from engine.core.i18n import english, tr
from engine.core.jobs import JobContext
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.core.spark_paths import is_remote
from engine.data.duckdb_io import session, source_view
from engine.data.engines import dataset_key
from engine.data.readers import FORMAT_BY_SUFFIX, HEAD_ROWS, STREAMABLE_FORMATS, read_table
from engine.privacy import dataset_ledger
from engine.privacy.dataset_ledger import PendingCharge, prepare_charge
from engine.privacy.delta_rule import DeltaChoice, choose_delta, ledger_delta
from engine.privacy.ledger_store import DatasetLedger, Spent, open_ledger, spent
from engine.statistics.categories import private_spend
from engine.statistics.cell_bounds import bound_cells
from engine.statistics.cell_release import (
    QueryRelease,
    query_noise,
    query_totals,
    release_query,
    release_totals,
)
from engine.statistics.out_of_core import unit_totals_from_file
from engine.statistics.parquet_totals import FileTotals, parquet_totals
from engine.statistics.privacy_unit import bound_rows, unit_ids
from engine.statistics.queries import Query
from engine.statistics.release_rows import CellTotals
from engine.tasks.statistics.checks import check_before_release, check_categories
from engine.tasks.statistics.groups import (
    check_groupings,
    choice_entries,
    choice_rows,
    choose_groups,
    private_columns,
)
from engine.tasks.statistics.project import StatisticsProject
from engine.tasks.statistics.texts import neighbours_text

NEIGHBOURS = "add or remove one record (one person = one row)"


def neighbours(project: StatisticsProject) -> str:
    """Who differs between neighbouring files, in English: `NEIGHBOURS` for row-level
    privacy, one whole unit otherwise (`privacy_unit`)."""
    return english(lambda: neighbours_text(project.privacy_unit.settings()))


@dataclass(frozen=True)
class StatisticsRelease:
    project: StatisticsProject
    frame: pd.DataFrame | None  # the raw table, for the audits only (None: not loaded)
    rows: int
    file_name: str
    sha256: str
    results: tuple[QueryRelease, ...]
    table: pd.DataFrame  # the released cells, tidy
    charge: PendingCharge  # committed by the runner with the output files
    # Each query's raw per-cell totals (None: released from the rows), for the audit's
    # simulated releases only (never written).
    totals: tuple[CellTotals | None, ...]
    delta_rule: DeltaChoice | None = None  # where budget.delta comes from (None: no δ spent)
    rows_dropped: int = 0  # raw: rows past a unit's max_rows, never released (data checks)
    cell_rows_dropped: tuple[int, ...] = ()  # raw: each query's rows past its cell bounds

    @property
    def release_id(self) -> str:
        return self.charge.release_id

    @property
    def dataset_ledger(self) -> DatasetLedger:
        """The dataset's ledger once this release is committed."""
        return self.charge.dataset_ledger

    @property
    def spent_before(self) -> Spent:
        return self.charge.spent_before

    @property
    def spent_after(self) -> Spent:
        return self.charge.spent_after

    @property
    def ledger_location(self) -> str:
        return self.charge.location

    def ledger_table(self, recorded_only: bool = False) -> pd.DataFrame:
        """The dataset's ledger as a table, to attach to a data-sharing agreement: once
        this release is committed, or (`recorded_only`) as the ledger file holds it now."""
        ledger = self.dataset_ledger
        if recorded_only:
            ledger = open_ledger(ledger.path, self.sha256, self.file_name)
        rows = [e.to_dict() for e in ledger.entries]
        frame = pd.DataFrame(rows, columns=list(rows[0]) if rows else None)
        frame.insert(0, "dataset_sha256", self.sha256)
        frame.insert(1, "dataset", self.file_name)
        return frame


def planned_rho(query: Query, epsilon: float, delta: float) -> float | None:
    """zCDP ρ of a query before any data is read (MATH 7.5): pure ε-DP parts ε²/2 each,
    Gaussian parts Δ²/(2σ²) of the very noise the release will draw; None for MOS."""
    if not query.formal:
        return None
    parts = 2 if query.type == "mean" else 1
    if query.type == "quantile":
        parts = len(query.quantiles)
    if query.mechanism == "gaussian" and query.type != "quantile":
        return sum(noise.rho for noise in query_noise(query, epsilon, delta))
    return parts * (epsilon / parts) ** 2 / 2.0


def ledger_rows(project: StatisticsProject) -> list[dict]:
    rows = []
    for query, (eps, delta) in zip(project.queries, project.shares(), strict=True):
        formal = query.formal
        rows.append(
            {
                "query": query.label,
                "mechanism": query.noise_kind,
                "neighbours": neighbours(project),
                "unit": project.privacy_unit.key,
                "epsilon": eps if formal else None,
                "delta": delta if formal else None,
                "rho": planned_rho(query, eps, delta),
                "status": "spent" if formal else "non-DP",
            }
        )
    return rows + choice_rows(project, NEIGHBOURS)  # groups chosen privately, if any


def ledger_path(project: StatisticsProject, sha256: str):
    return dataset_ledger.ledger_path(project.budget, sha256)


def with_delta(project: StatisticsProject, frame, ctx: JobContext, rows: int | None = None):
    """The project with budget.delta and the ledger's δ_L by the one rule for the file's
    rows (`rows`, else counted), and where δ comes from (None, and δ = 0, when nothing
    spends δ: no Gaussian query, no private choice of groups)."""
    if rows is None and frame is not None:
        rows = len(frame)
    elif rows is None:  # out of core: one count over the file, before any noise
        with session(ctx, project.input.path, project.engine) as con:
            source_view(con, project.input.path, "src", ctx)
            rows = int(con.execute("SELECT COUNT(*) FROM src").fetchone()[0])
    b = project.budget
    budget = replace(b, ledger_delta=ledger_delta(b.ledger_delta, rows))  # the file's δ_L
    spends = sum(d for _, d in project.shares()) + private_spend(project.category_sources)[1]
    choice = choose_delta(b.delta, rows, "budget.delta") if spends else None
    budget = replace(budget, delta=0.0 if choice is None else choice.delta)
    return replace(project, budget=budget), choice


def read_columns(project: StatisticsProject) -> set[str]:
    """The columns the release, its checks and its audits read (a Parquet file's others
    are never read)."""
    audit = project.audit
    named = (project.privacy_unit.column, audit.reconstruction.column, audit.differencing.column)
    queried = {name for query in project.queries for name in query.columns()}
    return queried | set(project.category_sources) | {name for name in named if name}


def totals_in_place(project: StatisticsProject, ctx: JobContext) -> FileTotals | None:
    """The queries' totals straight from a Parquet file (`parquet_totals`) when nothing
    needs its rows (no privacy unit, no private choice of groups, no attack among the
    audits); None: the table is loaded."""
    spec = project.audit
    attacks = spec.enabled and (spec.reconstruction.column or spec.differencing.column)
    if project.privacy_unit.column is not None or private_columns(project) or attacks:
        return None
    queries = list(project.queries)
    return parquet_totals(project.input.path, queries, project.categories, ctx.sub(0.0, 0.1))


def _noisy_results(project: StatisticsProject, frame, ctx: JobContext, rng, found=None):
    """Every query's cells with fresh noise: from the (bounded) table in memory, from the
    totals `found` without loading it (`parquet_totals`), or from DuckDB's per-cell totals
    (`processing.out_of_core`, bounded there); the rows dropped by the unit's bound out of
    core (0 in memory: counted by the caller); and each query's rows dropped by the unit's
    cell bounds (`cell_bounds`)."""
    source, shares = project.input.path, project.shares()
    if found is not None:
        rows, totals, dropped = found.rows, list(found.totals), 0
    elif frame is None:
        rows, totals, dropped = unit_totals_from_file(
            source, list(project.queries), project.categories, ctx.sub(0.1, 0.8),
            project.privacy_unit, rng, project.engine,
        )  # fmt: skip
    if frame is None:
        results = [
            release_totals(q, t, eps, delta, rng)
            for q, t, (eps, delta) in zip(project.queries, totals, shares, strict=True)
        ]
        cut = tuple(t.bound_dropped for t in totals)
        return rows, results, tuple(totals), dropped, cut
    results, totals, kept, cut = [], [], {}, []  # kept: each grouping computed once
    unit, categories = project.privacy_unit, project.categories
    units = unit_ids(frame, unit, source) if unit.bounds_cells else None
    for i, (query, (eps, delta)) in enumerate(zip(project.queries, shares, strict=True)):
        ctx.report(
            0.1 + 0.8 * i / len(shares), tr("Query {n}: {name}").format(n=i + 1, name=query.title)
        )
        rows, n = bound_cells(frame, query, unit, units, categories, source, rng)
        cut.append(n)
        same = kept if rows is frame else None
        totals.append(query_totals(rows, query, categories, source, same))
        if totals[-1] is None:  # released from the rows themselves
            results.append(release_query(rows, query, eps, delta, categories, source, rng))
        else:
            results.append(release_totals(query, totals[-1], eps, delta, rng))
    return len(frame), results, tuple(totals), 0, tuple(cut)


def release(project: StatisticsProject, ctx: JobContext | None = None) -> StatisticsRelease:
    ctx = ctx or JobContext()
    check_categories(project)
    ctx.report(0.0, tr("Reading the table"))
    source, found = project.input.path, None
    if project.processing.out_of_core:
        frame, sha256 = None, dataset_key(source)  # a location's hash where Spark reads it
        streamable = FORMAT_BY_SUFFIX.get(source.suffix.lower()) in STREAMABLE_FORMATS
        if streamable and not is_remote(source):
            check_groupings(project, read_table(source, head_rows=HEAD_ROWS).frame)
    elif (found := totals_in_place(project, ctx)) is not None:  # the table never loaded
        frame, sha256 = None, found.sha256
    else:
        loaded = read_table(source, sheet=project.input.sheet, columns=read_columns(project))
        frame, sha256 = loaded.frame, loaded.sha256
        check_before_release(project, frame)  # columns, blocks, audits: before any charge
        if project.privacy_unit.column is not None:  # the unit ids: none blank
            unit_ids(frame, project.privacy_unit, source)
    rows = None if found is None else found.rows
    project, delta = with_delta(project, frame, ctx, rows)  # refused by key: nothing charged
    # the limit is checked before any noise (refused: nothing drawn); charged at the commit
    charge = prepare_charge(project.budget, sha256, source.name, ledger_rows(project))
    project = choose_groups(project, frame, ctx)  # the private choices of groups, first
    rng = np.random.default_rng()  # fresh OS entropy, never saved: the bound and the noise
    bounded, dropped = frame, 0
    if frame is not None:  # at most max_rows rows per unit (privacy_unit), at random
        bounded, dropped = bound_rows(frame, project.privacy_unit, rng, source)
    rows, results, totals, dropped_in_file, cut = _noisy_results(project, bounded, ctx, rng, found)
    table = released_table([r.table for r in results])
    ctx.report(1.0, tr("Released; the dataset's ledger is charged when the files are written"))
    return StatisticsRelease(
        project, frame, rows, source.name, sha256, tuple(results), table, charge, totals, delta,
        dropped + dropped_in_file, cut,
    )  # fmt: skip


def released_table(tables: list[pd.DataFrame]) -> pd.DataFrame:
    """The queries' rows in one table. A column that is whole numbers in one query (counts)
    and real numbers in another (means) keeps each query's own kind: counts stay integers
    in the written file ("12", never "12.0")."""
    table = pd.concat(tables, ignore_index=True)
    for column in ("estimate", "lower_95", "upper_95"):
        kinds = {t[column].dtype.kind for t in tables if len(t)}
        if "i" in kinds and len(kinds) > 1:
            table[column] = pd.Series(
                [v for t in tables for v in t[column].astype(object)], dtype=object
            )
    return table


def ledger(outcome: StatisticsRelease) -> PrivacyLedger:
    """This release's entries: one per query (its cells compose in parallel inside it)."""
    entries = []
    for result in outcome.results:
        q = result.query
        touched = f"{outcome.file_name}: {', '.join(q.columns()) or 'all rows'}"
        if q.formal:
            entries.append(
                LedgerEntry(
                    f"{q.noise_kind} ({q.label})", result.epsilon, result.delta, result.rho,
                    touched, ledger_unit(outcome.project),
                )
            )  # fmt: skip
        else:
            entries.append(LedgerEntry.not_formal(f"MOS ({q.label})", touched))
    entries += choice_entries(outcome.project, outcome.file_name)
    return PrivacyLedger(tuple(entries))


def formal_total(outcome: StatisticsRelease):
    dp = [e for e in ledger(outcome).entries if e.formal]
    return PrivacyLedger(tuple(dp)).total(ledger_unit(outcome.project)) if dp else None


def ledger_unit(project: StatisticsProject) -> str:
    """Whom the entries protect: "person" (one row each) or the privacy unit's key."""
    unit = project.privacy_unit
    return "person" if unit.column is None else unit.key


def stored_spent(outcome: StatisticsRelease) -> Spent:
    """This release alone, composed like the dataset's ledger."""
    mine = [e for e in outcome.dataset_ledger.entries if e.release_id == outcome.release_id]
    return spent(mine, outcome.project.budget.ledger_delta)

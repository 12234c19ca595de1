"""A release's grouping columns: refused when they look like identifiers, and chosen
privately (the first stage of the release, inside its ledger charge) when the project asks
for it (`categories.<column> = {"private": {"epsilon": …, "delta": …}}`).

A private choice is part of the same release, not a run of its own: its ε and δ come out
of `budget.epsilon` and `budget.delta` before the queries' split (`StatisticsProject.
shares`), it is one row of the dataset's ledger beside the queries' rows, charged with
them, and the chosen groups are written in that release's manifest (`parameters.categories`,
with `parameters.category_sources` giving ε, δ and the threshold τ).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.identifiers import identifier_like
from engine.core.jobs import JobContext
from engine.core.ledger import LedgerEntry
from engine.statistics.categories import PRIVATE, check_private_spend
from engine.statistics.key_selection import (
    MECHANISM,
    KeySelection,
    select_from_counts,
    select_keys,
)
from engine.statistics.out_of_core import candidate_counts_in_file
from engine.tasks.statistics.project import StatisticsProject


def private_columns(project: StatisticsProject) -> list[str]:
    """The grouping columns whose groups the release chooses itself, in a fixed order."""
    return sorted(n for n, s in project.category_sources.items() if s.kind == PRIVATE)


def choice_rows(project: StatisticsProject, neighbours: str) -> list[dict]:
    """One dataset-ledger row per private choice (charged with the queries' rows)."""
    rows = []
    for name in private_columns(project):
        source = project.category_sources[name]
        rows.append(KeySelection(name, source.epsilon, source.delta, ()).ledger_row(neighbours))
    return rows


def choice_entries(project: StatisticsProject, file_name: str) -> list[LedgerEntry]:
    """This release's ledger entries of the private choices."""
    return [
        LedgerEntry(
            f"{MECHANISM} ({KeySelection.label(name)})",
            project.category_sources[name].epsilon,
            project.category_sources[name].delta,
            None,
            f"{file_name}: {name}",
        )
        for name in private_columns(project)
    ]


def choose_groups(
    project: StatisticsProject, frame: pd.DataFrame | None, ctx: JobContext
) -> StatisticsProject:
    """The project with each private choice's groups as its categories (from the table in
    memory, or counted by DuckDB when `frame` is None), once budget.delta is a number;
    refused by key if the choices take more than the budget."""
    names = private_columns(project)
    if not names:
        return project
    check_private_spend(project.category_sources, project.budget.epsilon, project.budget.delta)
    rng = np.random.default_rng()  # fresh OS entropy, never saved
    categories = dict(project.categories)
    for name in names:
        source = project.category_sources[name]
        if frame is None:
            labels, counts = candidate_counts_in_file(project.input.path, name, ctx, project.engine)
            keys = select_from_counts(labels, counts, source.epsilon, source.delta, rng)
        else:
            keys = select_keys(frame[name], source.epsilon, source.delta, rng).keys
        categories[name] = keys
    return replace(project, categories=categories)


def check_groupings(project: StatisticsProject, frame: pd.DataFrame) -> None:
    """Refuse a grouping column that looks like identifiers (phone numbers, ID codes,
    names): each person would be a cell of their own. `frame` may be the file's first
    rows (out of core)."""
    for i, query in enumerate(project.queries):
        for name in query.by:
            if name not in frame.columns:
                continue
            hint = identifier_like(frame[name])
            if hint is not None:
                raise ParameterError(f"queries[{i}].by", grouping_refusal(hint))


def grouping_refusal(hint) -> str:
    """Why an identifier-like column cannot group a table (the wizard shows it too)."""
    return tr(
        "'{column}' looks like {looks_like}: grouping by it would give each person a cell "
        "of their own. Group by a coarser column (district, age group)."
    ).format(column=hint.column, looks_like=hint.looks_like())

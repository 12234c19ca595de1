"""Everything about a statistics project that can be checked against the table before the
dataset's ledger is charged (SPEC §4, MATH 7.5): the queries' columns, the estimators'
blocks, and the audits' columns and bounds. A run refused here draws no noise and leaves
the ledger byte-identical; the audits reuse these functions, so they cannot disagree.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.statistics.queries import column_of, numeric, require_declared
from engine.tasks.statistics.groups import check_groupings
from engine.tasks.statistics.project import StatisticsProject

MIN_DIFFERENCING_ROWS = 2  # one person leaves, someone must stay (MATH 7.9)


def check_before_release(project: StatisticsProject, frame: pd.DataFrame) -> None:
    """Refuse (by column or key) anything that would fail once noise is drawn."""
    check_columns(project, frame)
    check_groupings(project, frame)  # identifier-like grouping columns, by key
    check_blocks(project, frame)
    if project.audit.enabled:
        check_audits(project, frame)


def check_categories(project: StatisticsProject) -> None:
    """Every grouping column has declared categories (MATH 7.2: never read from the data)
    or has them chosen privately by the release; checked before reading the file."""
    declared = {**project.categories, **project.category_sources}
    for query in project.queries:
        require_declared(query.by, declared)


def check_columns(project: StatisticsProject, frame: pd.DataFrame) -> None:
    """Every named column exists, numeric ones hold numbers."""
    path = project.input.path
    for query in project.queries:
        for name in query.columns():
            column_of(frame, name, path)
        for name in (query.column, query.x):
            if name is None or query.type in ("count", "contingency"):
                continue
            if len(frame) and np.isnan(numeric(frame, name, path)).all():
                raise InputError(
                    tr(
                        "every cell of this column is empty: a query on it would release "
                        "noise only."
                    ),
                    path=path,
                    column=name,
                    hint=tr("Fill the column, or remove the queries that use it."),
                )


def estimator_rows(frame: pd.DataFrame, query, path) -> np.ndarray:
    """The rows a sample-and-aggregate query uses: y (and x) present."""
    present = ~np.isnan(numeric(frame, query.column, path))
    if query.x is not None:
        present &= ~np.isnan(numeric(frame, query.x, path))
    return present


def check_blocks(project: StatisticsProject, frame: pd.DataFrame) -> None:
    """More blocks than rows leaves blocks empty: each would contribute the midpoint of
    `output_bounds`, and the release would mostly be that midpoint (MATH 7.3)."""
    path = project.input.path
    for i, query in enumerate(project.queries):
        if query.type != "estimator":
            continue
        rows = int(estimator_rows(frame, query, path).sum())
        if query.blocks > rows:
            raise ParameterError(
                f"queries[{i}].blocks",
                tr(
                    "{blocks} blocks for {rows} rows with a value: most blocks would be empty "
                    "and the release would be the midpoint of output_bounds. Choose at most "
                    "{rows} blocks (a few dozen rows per block is better)."
                ).format(blocks=number(query.blocks, ","), rows=number(rows, ",")),
            )


def check_audits(project: StatisticsProject, frame: pd.DataFrame) -> None:
    """The attacks' columns suit them: binary for reconstruction; numbers, at least two of
    them and declared bounds for differencing."""
    rec, diff = project.audit.reconstruction, project.audit.differencing
    if rec.column is not None:
        binary_bits(frame, rec.column, project.input.path)
    if diff.column is not None:
        differencing_values(frame, diff.column, project.input.path)
        differencing_bounds(project, diff.column)


def binary_bits(frame: pd.DataFrame, name: str, path) -> np.ndarray:
    """The sensitive column as 0/1 (the larger of its two values is 1), rows with a
    missing value left out; refused unless it has exactly two values."""
    series = column_of(frame, name, path).dropna()
    values = list(series.unique())
    if len(values) != 2:
        raise InputError(
            tr(
                "the reconstruction attack needs a binary column (two values), found {count}."
            ).format(count=len(values)),
            path=path,
            column=name,
            hint=tr("Choose a yes/no column in audit.reconstruction.column, or set it to null."),
        )
    try:
        values.sort()
    except TypeError:  # mixed types: order by their text
        values.sort(key=str)
    return (series.to_numpy() == values[1]).astype(float)


def differencing_values(frame: pd.DataFrame, name: str, path) -> np.ndarray:
    """The attacked column's numbers, missing values left out; refused with fewer than two
    (an all-missing column once crashed the attack)."""
    values = numeric(frame, name, path)
    values = values[~np.isnan(values)]
    if values.size < MIN_DIFFERENCING_ROWS:
        raise InputError(
            tr(
                "the differencing attack needs at least {least} rows with a number, found {count}."
            ).format(least=MIN_DIFFERENCING_ROWS, count=number(values.size, ",")),
            path=path,
            column=name,
            hint=tr("Choose another column in audit.differencing.column, or set it to null."),
        )
    return values


def differencing_bounds(project: StatisticsProject, name: str) -> tuple[float, float]:
    """The declared bounds of the attacked column: the audit's own, else a query's."""
    spec = project.audit.differencing
    if spec.bounds is not None:
        return spec.bounds
    for query in project.queries:
        if query.column == name and query.bounds is not None:
            return query.bounds
    raise ParameterError(
        "audit.differencing.bounds",
        tr("declare the bounds of '{column}' (no query gives them)").format(column=name),
    )

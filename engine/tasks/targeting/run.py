"""The targeting stages: load → privatize → audit, as the wizard and the runner use them.

Each stage is a separate function so the wizard can run them from different pages;
`engine.core.runner` chains them (through `engine.tasks.targeting.task`) and writes the
files. The release always draws fresh operating-system entropy; only the audits may use
the project's fixed seed.
"""

from __future__ import annotations

import dataclasses
import secrets
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.data.preprocess import fit_preprocessor
from engine.data.readers import LoadedTable, read_table
from engine.data.roles import TargetingData, prepare_targeting_data
from engine.mechanisms.base import Release
from engine.mechanisms.discrete import snap
from engine.tasks.targeting.evaluate import (
    Baseline,
    Evaluation,
    PreparedData,
    evaluate_baseline,
    evaluate_setting,
)
from engine.tasks.targeting.project import OutputSpec, Project


@dataclass(frozen=True)
class ReleaseOutcome:
    """A finished privatization: the file-ready table and everything that made it."""

    project: Project
    data: TargetingData
    prepared: PreparedData
    release: Release
    table: pd.DataFrame
    clipped_fraction: float


@dataclass(frozen=True)
class AuditOutcome:
    baseline: Baseline
    evaluation: Evaluation


def load_data(project: Project, table: LoadedTable | None = None) -> TargetingData:
    """Read (unless already read) and validate the project's input; identifier-like
    features or target are refused unless the task allows them."""
    table = table or read_table(project.input.path, sheet=project.input.sheet)
    return prepare_targeting_data(
        table,
        project.columns,
        utility=project.task.utility,
        allow_identifier_like=project.task.allow_identifier_like,
    )


def prepare(project: Project, data: TargetingData) -> PreparedData:
    prep = project.preprocessing
    declared = prep.declared_for([str(c) for c in data.features.columns])
    centres, scales = declared if declared is not None else (None, None)
    preprocessor = fit_preprocessor(
        data.features,
        standardize=prep.standardize,
        scaling=prep.scaling,
        clip_radius=prep.clip_radius,
        centres=centres,
        scales=scales,
    )
    return PreparedData.build(
        data.features, preprocessor, data.target, data.loan_amount, project.task, project.audit
    )


def privatize(
    project: Project,
    data: TargetingData,
    ctx: JobContext | None = None,
) -> ReleaseOutcome:
    """Privatize every row with fresh OS entropy and map the release to the user's units."""
    ctx = ctx or JobContext()
    ctx.report(0.0, tr("Preparing features"))
    prepared = prepare(project, data)
    ctx.report(0.2, tr("Privatizing"))
    mechanism = project.mechanism.build(len(prepared.z))
    release = snapped(mechanism.privatize(prepared.z, np.random.default_rng()))
    ctx.report(0.9, tr("Assembling the released table"))
    table = released_table(project.outputs, data, prepared, release.features)
    ctx.report(1.0, tr("Privatized"))
    return ReleaseOutcome(
        project,
        data,
        prepared,
        release,
        table,
        prepared.clipped_fraction,
    )


FEATURE_GRID = 2.0**-20  # released unit-ball rows are whole multiples of it
GATHER_ROWS = 65_536  # rows gathered at a time into the released block (5 MB at 10 features)


def snapped(release: Release) -> Release:
    """The release with its unit-ball rows rounded to FEATURE_GRID (2⁻²⁰, about 10⁻⁶ of
    the unit ball, 2²⁹ float spacings at 1), so no low-order bit of a float Gaussian draw
    leaves (Mironov 2012). Post-processing: the guarantee and its accounting are unchanged;
    the grid is stated in the parameters."""
    parameters = {**release.parameters, "grid": FEATURE_GRID}
    return dataclasses.replace(
        release, features=snap(release.features, FEATURE_GRID), parameters=parameters
    )


def released_table(
    outputs: OutputSpec, data: TargetingData, prepared: PreparedData, noisy: np.ndarray
) -> pd.DataFrame:
    """Released features (`noisy` unit-ball rows, mapped back to the user's units) in the
    input's column order; identifiers tokenized or dropped; target and loan amount only
    when asked for. Rows come in a random order (fresh entropy), so nobody holding the
    input can pair them with its rows by position."""
    shuffled = np.random.default_rng().permutation(len(data.target))
    extras: dict[str, np.ndarray] = {}
    if outputs.identifiers == "tokenize":
        for name in data.roles.identifiers:
            extras[name] = tokenize(data.identifiers[name])[shuffled]
    if outputs.include_target:
        extras[data.roles.target] = np.asarray(data.target)[shuffled]
        if data.roles.loan_amount is not None:
            extras[data.roles.loan_amount] = np.asarray(data.loan_amount)[shuffled]
    features = list(prepared.preprocessor.columns)
    order = [c for c in data.source.frame.columns if c in extras or c in features]
    # The released rows are gathered in the shuffled order a chunk at a time (whole rows:
    # one memory line each, not one per value) into one column-major block, then each
    # column is mapped back to the user's units in place: no n × d array in user units
    # before it, and neither the table nor the Parquet writer copies the block again.
    names = [c for c in order if c in features]
    columns = [features.index(name) for name in names]
    same_order = columns == list(range(noisy.shape[1]))
    block = np.empty((len(shuffled), len(names)), order="F")
    for start in range(0, len(shuffled), GATHER_ROWS):
        rows = noisy[shuffled[start : start + GATHER_ROWS]]
        block[start : start + GATHER_ROWS] = rows if same_order else rows[:, columns]
    for j, k in enumerate(columns):
        prepared.preprocessor.to_user_units(block[:, j], k)
    table = pd.DataFrame(block, columns=names, copy=False)
    for name in sorted(extras, key=order.index):  # every column before it is in place
        table.insert(order.index(name), name, extras[name])
    return table


def tokenize(values: pd.Series) -> np.ndarray:
    """Replace each distinct identifier by a random token (same person, same token).

    Tokens come from the operating system's entropy and are never derived from the value,
    so nothing written anywhere can turn them back into identifiers.
    """
    codes, uniques = pd.factorize(values, use_na_sentinel=False)
    tokens: dict[str, None] = {}
    while len(tokens) < len(uniques):
        tokens["T" + secrets.token_hex(8)] = None  # a repeat (chance 2⁻⁶⁴) is simply redrawn
    return np.asarray(list(tokens), dtype=object)[codes]


def audit(outcome: ReleaseOutcome, ctx: JobContext | None = None) -> AuditOutcome:
    """Baseline and S simulations of the chosen setting (audit seed fixes only these)."""
    ctx = ctx or JobContext()
    rng = np.random.default_rng(outcome.project.audit.seed)
    baseline = evaluate_baseline(outcome.prepared, rng, ctx.sub(0.0, 0.15))
    evaluation = evaluate_setting(
        outcome.prepared, outcome.project.mechanism, baseline, rng, ctx.sub(0.15, 1.0)
    )
    return AuditOutcome(baseline, evaluation)

"""The targeting job: load → privatize → audit → export, as the GUI and `main.py run` use it.

Each stage is a separate function so the wizard can run them from different pages; `run`
chains them for the command line. The release always draws fresh operating-system entropy;
only the audits may use the project's fixed seed. Nothing is written until every stage has
finished, so a cancelled or failed run leaves no file behind.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.jobs import JobContext
from engine.data.preprocess import fit_preprocessor
from engine.data.readers import LoadedTable, read_table
from engine.data.roles import TargetingData, prepare_targeting_data
from engine.data.writers import write_table_atomic, write_text_atomic
from engine.mechanisms.base import Release
from engine.tasks.targeting.evaluate import (
    Baseline,
    Evaluation,
    PreparedData,
    evaluate_baseline,
    evaluate_setting,
)
from engine.tasks.targeting.manifest import build_manifest
from engine.tasks.targeting.project import OutputSpec, Project
from engine.tasks.targeting.report import render_report


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
    """Read (unless already read) and validate the project's input."""
    table = table or read_table(project.input.path, sheet=project.input.sheet)
    return prepare_targeting_data(table, project.columns, utility=project.task.utility)


def prepare(project: Project, data: TargetingData) -> PreparedData:
    prep = project.preprocessing
    preprocessor = fit_preprocessor(
        data.features,
        standardize=prep.standardize,
        scaling=prep.scaling,
        clip_radius=prep.clip_radius,
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
    ctx.report(0.0, "Preparing features")
    prepared = prepare(project, data)
    ctx.report(0.2, "Privatizing")
    mechanism = project.mechanism.build(len(prepared.z))
    release = mechanism.privatize(prepared.z, np.random.default_rng())
    ctx.report(0.9, "Assembling the released table")
    table = released_table(project.outputs, data, prepared.in_user_units(release.features))
    ctx.report(1.0, "Privatized")
    return ReleaseOutcome(
        project,
        data,
        prepared,
        release,
        table,
        prepared.preprocessor.clipped_fraction(data.features),
    )


def released_table(
    outputs: OutputSpec, data: TargetingData, features: pd.DataFrame
) -> pd.DataFrame:
    """Released features in the input's column order; identifiers tokenized or dropped;
    target and loan amount only when asked for."""
    columns: dict[str, pd.Series | np.ndarray] = {}
    if outputs.identifiers == "tokenize":
        for name in data.roles.identifiers:
            columns[name] = tokenize(data.identifiers[name])
    for name in features.columns:
        columns[name] = features[name].to_numpy()
    if outputs.include_target:
        columns[data.roles.target] = data.target
        if data.roles.loan_amount is not None:
            columns[data.roles.loan_amount] = data.loan_amount
    order = [c for c in data.source.frame.columns if c in columns]
    return pd.DataFrame({c: columns[c] for c in order})


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


def check_output_paths(project: Project) -> OutputSpec:
    """Refuse outputs that would overwrite the input or each other."""
    outputs = project.outputs
    paths = [p for p in (outputs.data, outputs.report, outputs.manifest) if p is not None]
    if not paths:
        raise InputError("the project names no output (outputs.data, report or manifest).")
    source = Path(project.input.path).resolve()
    for path in paths:
        if Path(path).resolve() == source:
            raise InputError(
                "an output would overwrite the input file; choose another name.", path=path
            )
    if len({Path(p).resolve() for p in paths}) < len(paths):
        raise InputError("two outputs have the same file name; give each its own.")
    return outputs


def export(outcome: ReleaseOutcome, audit_outcome: AuditOutcome | None) -> list[Path]:
    """Write data, manifest and report atomically; return the paths written."""
    outputs = check_output_paths(outcome.project)
    manifest = build_manifest(outcome, audit_outcome)
    written = []
    if outputs.data is not None:
        write_table_atomic(outcome.table, outputs.data)
        written.append(outputs.data)
    if outputs.manifest is not None:
        write_text_atomic(outputs.manifest, json.dumps(manifest, indent=2) + "\n")
        written.append(outputs.manifest)
    if outputs.report is not None:
        write_text_atomic(outputs.report, render_report(manifest))
        written.append(outputs.report)
    return written


def run(project: Project, ctx: JobContext | None = None) -> tuple[list[Path], dict]:
    """The whole job for the command line: returns the written paths and the manifest."""
    ctx = ctx or JobContext()
    check_output_paths(project)
    ctx.report(0.0, "Reading the data")
    data = load_data(project)
    outcome = privatize(project, data, ctx.sub(0.05, 0.15))
    audit_outcome = audit(outcome, ctx.sub(0.15, 0.98)) if project.audit.enabled else None
    ctx.report(0.99, "Writing outputs")
    written = export(outcome, audit_outcome)
    ctx.report(1.0, "Done")
    return written, build_manifest(outcome, audit_outcome)

"""The model task's stages: read and check, train privately, audit, ledger (MATH 9).

`release` splits the rows at random (fresh OS entropy), stratified by the target, into
training rows and held-out rows (by unit with a privacy unit), standardizes, calibrates σ
for the target (ε, δ) and trains by DP-SGD; the training data stays in memory for the
audits and is never written. Every training is charged to the dataset's persistent ledger
(MATH 7.5, 9.7) the way the statistics task charges it: the limit is checked once σ is
calibrated and before any noise is drawn, and the release carries its `PendingCharge`,
which the runner commits together with the output files (nothing is charged by a run that
writes nothing). `audit` (seeded by the project's audit seed only) compares with the
non-private model on the same split and attacks both with the loss-threshold membership
inference.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.data.readers import read_table
from engine.data.roles import numeric_values  # targeting's own check
from engine.model import standardize
from engine.model.accounting import Accounting, calibrate
from engine.model.dpsgd import SGDSettings, train
from engine.model.logistic import probabilities, with_intercept
from engine.model.standardize import DATA, Standardizer, declared, from_data, original_units
from engine.privacy.dataset_ledger import PendingCharge, prepare_charge
from engine.privacy.delta_rule import DeltaChoice
from engine.statistics.categories import declared_label
from engine.statistics.privacy_unit import PrivacyUnit, kept_rows, unit_ids
from engine.tasks.model.project import ModelProject
from engine.tasks.model.split import split_rows

DPSGD = "DP-SGD (Poisson-subsampled Gaussian)"
NEIGHBOURS = "add or remove one training row"
ROW = PrivacyUnit()


def neighbours(unit: PrivacyUnit) -> str:
    """Who differs between neighbouring training sets: one row, or one whole unit."""
    if unit.column is None:
        return NEIGHBOURS
    name = unit.name or unit.column
    return f"add or remove one {name} (all its rows, at most {unit.max_rows} kept)"


def unit_of(project: ModelProject) -> str:
    """Whom the ledger entries protect: "row", or the privacy unit's key."""
    return project.privacy_unit.key


@dataclass(frozen=True)
class PreparedData:
    """Checked columns: raw features, encoded target (0/1 or class index), loan amounts."""

    x: np.ndarray
    y: np.ndarray
    classes: tuple
    loan: np.ndarray | None
    file_name: str
    sha256: str
    units: np.ndarray | None = None  # each row's unit code 0…U−1 (None: each row its own)
    rows_dropped: int = 0  # raw: rows past a unit's max_rows, never used (data checks)


@dataclass(frozen=True)
class ModelRelease:
    project: ModelProject
    data: PreparedData
    train_rows: np.ndarray  # indices, kept in memory for the audit only
    held_out_rows: np.ndarray
    standardizer: Standardizer
    accounting: Accounting
    theta: np.ndarray  # standardized units: intercept first
    charge: PendingCharge  # this training's spend, committed with the output files
    delta_rule: DeltaChoice | None = None  # where training.delta comes from (delta_rule)

    @property
    def n_classes(self) -> int:
        return len(self.data.classes)


def _class_codes(target: pd.Series, position: dict[str, int]) -> pd.Series:
    """Each cell's class position (NaN: undeclared), its label read once per distinct value
    where equal values are one type (not object cells that could mix 1 and True)."""
    if target.dtype == object and pd.api.types.infer_dtype(target, skipna=False) != "string":
        return pd.Series(target).map(declared_label).map(position)
    inverse, distinct = pd.factorize(target)
    per_value = pd.Series(distinct).map(declared_label).map(position).to_numpy(dtype=float)
    return pd.Series(per_value[inverse])


def prepare(project: ModelProject) -> PreparedData:
    table = read_table(project.input.path, sheet=project.input.sheet)
    frame, path = table.frame, project.input.path
    cols = project.columns
    for key, name in [
        ("columns.target", cols.target),
        ("columns.loan_amount", cols.loan_amount),
    ] + [("columns.features", f) for f in cols.features]:
        if name is not None and name not in frame.columns:
            raise InputError(
                tr("{key} names a column that is not in the file.").format(key=key),
                path=path,
                column=name,
            )
    x = standardize.feature_matrix([numeric_column(frame[f], path) for f in cols.features])
    target = frame[cols.target]
    missing = target.isna().to_numpy()
    if missing.any():
        raise InputError(
            tr("the target has an empty cell; fill it or drop the row."),
            path=path,
            column=cols.target,
            row=int(np.argmax(missing)) + 2,
        )
    classes = cols.classes  # declared, never read from the data
    position = {declared_label(c): i for i, c in enumerate(classes)}
    codes = _class_codes(target, position)
    undeclared = codes.isna().to_numpy()
    if undeclared.any():
        raise InputError(
            tr(
                "the target holds a value that columns.classes does not declare; declare "
                "every class, or drop the rows."
            ),
            path=path,
            column=cols.target,
            row=int(np.argmax(undeclared)) + 2,
        )
    y = codes.to_numpy(dtype=float)
    loan = None
    if cols.loan_amount is not None:
        loan = numeric_column(frame[cols.loan_amount], path, "loan amount")
        if (loan < 0).any():
            raise InputError(
                tr("a loan amount is negative."),
                path=path,
                column=cols.loan_amount,
                row=int(np.argmax(loan < 0)) + 2,
            )
    data = PreparedData(x, y, classes, loan, path.name, table.sha256)
    unit = project.privacy_unit
    if unit.column is None:
        return data
    # at most max_rows rows per unit, a fresh random choice (OS entropy, never saved)
    keep = kept_rows(unit_ids(frame, unit, path), unit.max_rows, np.random.default_rng())
    codes = pd.factorize(unit_ids(frame, unit, path)[keep])[0]
    part = None if loan is None else loan[keep]
    return replace(data, x=x[keep], y=y[keep], loan=part, units=codes,
                   rows_dropped=int(y.size - keep.size))  # fmt: skip


def training_size(data: PreparedData, train_rows: np.ndarray) -> int:
    """N of the accountant: the training rows, or with a privacy unit the training units."""
    if data.units is None:
        return int(train_rows.size)
    return int(np.unique(data.units[train_rows]).size)


def numeric_column(column: pd.Series, path, part: str = "feature") -> np.ndarray:
    """The column as floats: text and empty cells refused with the model's advice, then
    targeting's check (`part`: "feature" or "loan amount"), which also refuses inf,
    -Infinity and 1e400 naming the row (declared bounds once clipped them silently)."""
    numbers = isinstance(column.dtype, np.dtype) and column.dtype.kind in "fiu"
    values = column if numbers else pd.to_numeric(column, errors="coerce")
    bad = None if numbers else (values.isna() & column.notna()).to_numpy()  # numbers: no text
    if bad is not None and bad.any():
        row = int(np.argmax(bad))
        raise InputError(
            tr(
                "must hold numbers, but has {value}; the model takes numeric features only "
                "(encode categories as numbers first)."
            ).format(value=repr(column.iloc[row])),
            path=path,
            column=str(column.name),
            row=row + 2,
        )
    empty = values.isna().to_numpy()
    if empty.any():
        raise InputError(
            tr("has an empty cell; fill it or drop the row."),
            path=path,
            column=str(column.name),
            row=int(np.argmax(empty)) + 2,
        )
    return numeric_values(column, path, part).to_numpy(dtype=float)


def standardizer_for(project: ModelProject, x_train: np.ndarray) -> Standardizer:
    if project.standardization.source == DATA:
        return from_data(project.columns.features, x_train)
    return declared(project.columns.features, project.standardization.bounds)


def sgd_settings(project: ModelProject, accounting: Accounting) -> SGDSettings:
    t = project.training
    return SGDSettings(
        accounting.sampling_rate,
        accounting.steps,
        t.learning_rate,
        t.clip,
        accounting.noise_multiplier,
        t.schedule,
        t.l2,
    )


def sampling_rate(project: ModelProject, n_train: int) -> float:
    batch = project.training.batch_size
    if batch >= n_train:
        raise ParameterError(
            "training.batch_size",
            tr(
                "must be below the {rows} training rows, got {batch}; choose a smaller batch"
            ).format(rows=number(n_train, ","), batch=number(batch, ",")),
        )
    return batch / n_train


def accounting_for(
    project: ModelProject, n_train: int, epsilon: float, ctx: JobContext
) -> Accounting:
    """σ calibrated so that training on `n_train` rows spends at most ε: it depends on the
    row count only, so it runs before the ledger is checked and before any noise."""
    t = project.training
    q = sampling_rate(project, n_train)
    ctx.report(0.0, tr("Calibrating the noise"))
    return calibrate(epsilon, t.delta, q, t.epochs, n_train, t.batch_size, check=ctx.check)


def train_private(
    project: ModelProject,
    data: PreparedData,
    train_rows,
    accounting: Accounting,
    rng: np.random.Generator,
    ctx: JobContext,
) -> tuple[Standardizer, np.ndarray]:
    """DP-SGD on `train_rows` at the calibrated σ, the one place training happens: callers
    prepare its charge first (`prepare_charge`), so no training escapes the dataset's
    ledger once its result is written."""
    x_train = data.x[train_rows]
    standardizer = standardizer_for(project, x_train)
    xt = with_intercept(standardizer.transform(x_train))
    settings = sgd_settings(project, accounting)
    units = None if data.units is None else pd.factorize(data.units[train_rows])[0]
    theta = train(xt, data.y[train_rows], len(data.classes), settings, rng, ctx, units)
    return standardizer, theta


def training_row(
    query: str, mechanism: str, epsilon: float, delta: float, unit: PrivacyUnit = ROW
) -> dict:
    """One DP-SGD training as a row of the dataset's ledger: (ε, δ)-DP by the PLD accountant,
    no ρ, so trainings compose with the ledger's other entries by Σε, Σδ; for each `unit`."""
    return {
        "query": query,
        "mechanism": mechanism,
        "neighbours": neighbours(unit),
        "unit": unit.key,
        "epsilon": epsilon,
        "delta": delta,
        "rho": None,
        "status": "spent",
    }


def mechanism_text(project: ModelProject, a: Accounting | None) -> str:
    if a is None:  # before calibration (the parameters page)
        return DPSGD
    return (
        f"{DPSGD}: σ = {a.noise_multiplier:.4g}, q = {a.sampling_rate:.4g}, "
        f"T = {a.steps:,} steps, C = {project.training.clip:g}"
    )


def release_rows(project: ModelProject, accounting: Accounting | None = None) -> list[dict]:
    """The release's rows for the dataset's ledger: the training at the accountant's
    (ε, δ) (without `accounting`: at the target ε, an upper bound) and, when the feature
    scales are the data's own, a non-DP entry (listed, never summed)."""
    c, t = project.columns, project.training
    epsilon = t.epsilon if accounting is None else accounting.epsilon
    query = f"model: {c.target} from {len(c.features)} features"
    unit = project.privacy_unit
    rows = [training_row(query, mechanism_text(project, accounting), epsilon, t.delta, unit)]
    if project.standardization.source == DATA:
        rows.append(
            {
                "query": "feature centres and scales",
                "mechanism": "the training rows' mean and sd, released with the model",
                "neighbours": neighbours(unit),
                "unit": unit.key,
                "epsilon": None,
                "delta": None,
                "rho": None,
                "status": "non-DP",
            }
        )
    return rows


def release(project: ModelProject, ctx: JobContext) -> ModelRelease:
    ctx.report(0.0, tr("Reading the data"))
    data = prepare(project)
    project, delta = project.resolved(data.y.size)  # refused here: ledger untouched
    rng = np.random.default_rng()  # fresh OS entropy, never saved
    train_rows, held_out = split_rows(project, data, rng)  # refused here: ledger untouched
    accounting = accounting_for(
        project, training_size(data, train_rows), project.training.epsilon, ctx.sub(0.1, 0.2)
    )
    rows = release_rows(project, accounting)
    # the limit is checked before any noise (refused: nothing drawn); charged at the commit
    charge = prepare_charge(project.budget, data.sha256, data.file_name, rows)
    standardizer, theta = train_private(
        project, data, train_rows, accounting, rng, ctx.sub(0.2, 1.0)
    )
    ctx.report(1.0, tr("Released; the dataset's ledger is charged when the files are written"))
    return ModelRelease(
        project, data, train_rows, held_out, standardizer, accounting, theta, charge, delta
    )


def predict(theta: np.ndarray, standardizer: Standardizer, x: np.ndarray) -> np.ndarray:
    return probabilities(theta, with_intercept(standardizer.transform(x)))


def ledger(rel: ModelRelease) -> PrivacyLedger:
    a = rel.accounting
    entries = [
        LedgerEntry(
            mechanism_text(rel.project, a),
            a.epsilon,
            a.delta,
            None,
            "training rows (features and target)",
            unit_of(rel.project),
            note=f"accountant: {a.accountant}; RDP gives ε = {a.epsilon_rdp:.4g}",
        )
    ]
    if rel.standardizer.source == DATA:
        entries.append(
            LedgerEntry.not_formal(
                "feature centres and scales from the data",
                "training rows (features)",
                unit_of(rel.project),
            )
        )
    return PrivacyLedger(tuple(entries))


def coefficient_rows(rel: ModelRelease) -> list[dict]:
    """One row per (class, term): standardized and original-unit coefficients with the
    standardization that scoring needs (intercept row: centre 0, scale 1)."""
    st = rel.standardizer
    original = original_units(rel.theta, st)
    terms = ["(intercept)", *rel.project.columns.features]
    columns = [rel.data.classes[1]] if rel.n_classes == 2 else list(rel.data.classes)
    rows = []
    for k, label in enumerate(columns):
        for i, term in enumerate(terms):
            std = rel.theta[i] if rel.theta.ndim == 1 else rel.theta[i, k]
            orig = original[i] if original.ndim == 1 else original[i, k]
            j = i - 1
            rows.append(
                {
                    "class": str(label),
                    "term": term,
                    "coefficient": float(std),
                    "coefficient_original_units": float(orig),
                    "centre": 0.0 if j < 0 else float(st.centres[j]),
                    "scale": 1.0 if j < 0 else float(st.scales[j]),
                    "lower": None if j < 0 or st.lower is None else float(st.lower[j]),
                    "upper": None if j < 0 or st.upper is None else float(st.upper[j]),
                }
            )
    return rows


def model_table(rel: ModelRelease) -> pd.DataFrame:
    return pd.DataFrame(coefficient_rows(rel))

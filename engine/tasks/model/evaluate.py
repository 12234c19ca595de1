"""The model task's audits and its sweep (MATH 9.5, 9.6; accuracy vs ε).

Audits are seeded by the project's audit seed only (fresh entropy when it is unset). The
non-private comparison uses the release's split and standardization: the exact optimum
(same penalty; Newton's method for two classes, scikit-learn's L-BFGS otherwise) and the
same SGD without clipping or noise (same η, epochs, sampling rate; its batches drawn by
the audit generator). Every number is computed on the
data for its holder; the report says they are measurements, not part of the guarantee.
The audit trains no private model and releases no model: it spends nothing from the
dataset's ledger. The sweep's private trainings do, like the release (`sweep`).
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pandas as pd

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.model.dpsgd import train
from engine.model.evaluation import credit_profit, poverty_targeting, quality
from engine.model.logistic import (
    losses,
    mean_loss,
    newton_optimum,
    probabilities,
    with_intercept,
)
from engine.model.membership import loss_threshold_attack
from engine.privacy.dataset_ledger import Charge, PendingCharge, prepare_charge
from engine.privacy.ledger_store import spent
from engine.tasks.model.project import ModelProject
from engine.tasks.model.run import (
    ModelRelease,
    PreparedData,
    accounting_for,
    mechanism_text,
    prepare,
    sgd_settings,
    standardizer_for,
    train_private,
    training_row,
    training_size,
)
from engine.tasks.model.split import split_rows
from engine.utility.credit import relative_profit

REFERENCE_TOL = 1e-10  # the non-private optimum's largest gradient coordinate


def sklearn_theta(
    xt: np.ndarray, y: np.ndarray, classes: int, l2: float, start: np.ndarray | None = None
) -> np.ndarray:
    """The exact optimum of mean loss + (λ/2)‖w‖² by L-BFGS (scikit-learn), as θ; from
    `start` (a θ near it, e.g. plain SGD's: fewer iterations, the same tolerance) or 0.
    scikit-learn is imported here: a run without audit never loads it."""
    from sklearn.linear_model import LogisticRegression

    strength = math.inf if l2 == 0 else 1.0 / (l2 * y.size)
    model = LogisticRegression(
        C=strength, max_iter=5000, tol=REFERENCE_TOL, warm_start=start is not None
    )
    if start is not None:  # several classes: centred, as scikit-learn keeps its iterates
        start = start if classes == 2 else start - start.mean(axis=1, keepdims=True)
        model.coef_ = np.array(start[1:].T, ndmin=2)
        model.intercept_ = np.array(start[0], ndmin=1)
    model.fit(xt[:, 1:], y.astype(int))
    if classes == 2:
        return np.concatenate([model.intercept_, model.coef_[0]])
    return np.vstack([model.intercept_[None, :], model.coef_.T])


def reference_theta(
    xt: np.ndarray, y: np.ndarray, classes: int, l2: float, start: np.ndarray
) -> np.ndarray:
    """The non-private optimum: two classes by Newton's method from `start` (a 21×21
    system per step on 20 features, a few passes), to `sklearn_theta`'s tolerance; several
    classes, or no Newton convergence, by `sklearn_theta`."""
    if classes == 2:
        theta = newton_optimum(xt, y, l2, start, REFERENCE_TOL)
        if theta is not None:
            return theta
    return sklearn_theta(xt, y, classes, l2, start)


def audit(rel: ModelRelease, ctx: JobContext) -> dict:
    project = rel.project
    rng = np.random.default_rng(project.audit.seed)
    data, st = rel.data, rel.standardizer
    xt_all = with_intercept(st.transform(data.x))
    train_x, train_y = xt_all[rel.train_rows], data.y[rel.train_rows]
    held_x, held_y = xt_all[rel.held_out_rows], data.y[rel.held_out_rows]
    settings = replace(sgd_settings(project, rel.accounting), clip=math.inf, noise_multiplier=0.0)
    sgd = train(train_x, train_y, rel.n_classes, settings, rng, ctx.sub(0.0, 0.5))
    ctx.report(0.5, tr("Fitting the non-private model"))
    exact = reference_theta(train_x, train_y, rel.n_classes, project.training.l2, sgd)
    models = {"private": rel.theta, "non_private": exact, "non_private_sgd": sgd}
    ctx.report(0.6, tr("Scoring the held-out rows"))
    proba = {k: probabilities(theta, held_x) for k, theta in models.items()}
    result: dict = {
        "seed": project.audit.seed,
        "held_out_rows": int(held_y.size),
        "quality": {k: quality(p, held_y).to_dict() for k, p in proba.items()},
        "training_loss": {
            k: mean_loss(theta, train_x, train_y, project.training.l2)
            for k, theta in models.items()
        },
    }
    result["utility"] = _utility(rel, proba, held_y)
    if project.audit.membership:
        ctx.report(0.7, tr("Membership-inference attack"))
        train_units, held_units = _units(rel, rel.train_rows), _units(rel, rel.held_out_rows)
        size = min(held_units.max() + 1, train_units.max() + 1)
        members = rng.choice(train_units.max() + 1, size=size, replace=False)
        a = rel.accounting
        attacked = {}
        for key, eps, delta in (("private", a.epsilon, a.delta), ("non_private", math.inf, 0.0)):
            theta = models[key]
            attacked[key] = loss_threshold_attack(
                _unit_losses(losses(theta, train_x, train_y), train_units)[members],
                _unit_losses(losses(theta, held_x, held_y), held_units),
                eps,
                delta,
                rng,
                project.audit.bootstrap,
            ).to_dict()
        result["membership"] = attacked
    ctx.report(1.0, tr("Audit done"))
    return result


def _units(rel: ModelRelease, rows: np.ndarray) -> np.ndarray:
    """The unit of each of `rows` as a code 0…U−1 among them (each row its own without a
    privacy unit): the membership attack guesses whether a unit was trained on, as the
    guarantee protects units (the split keeps each unit on one side)."""
    if rel.data.units is None:
        return np.arange(rows.size)
    return pd.factorize(rel.data.units[rows])[0]


def _unit_losses(row_losses: np.ndarray, units: np.ndarray) -> np.ndarray:
    """Each unit's mean loss over its rows (the attack's score for the unit)."""
    return np.bincount(units, weights=row_losses) / np.bincount(units)


def _utility(rel: ModelRelease, proba: dict, held_y: np.ndarray) -> dict | None:
    u = rel.project.utility
    if u.kind == "none" or rel.n_classes != 2:
        return None
    positive = {k: p for k, p in proba.items() if k != "non_private_sgd"}
    if u.kind == "credit":
        loan = rel.data.loan[rel.held_out_rows]
        out = {k: credit_profit(p, held_y, loan, u.interest_rate) for k, p in positive.items()}
        ratio = relative_profit(out["private"]["profit"], out["non_private"]["profit"])
        return {"kind": "credit", "interest_rate": u.interest_rate, **out, "relative_profit": ratio}
    out = {k: poverty_targeting(p, held_y, u.budget_share) for k, p in positive.items()}
    return {"kind": "poverty", "budget_share": u.budget_share, **out}


def sweep(
    project: ModelProject,
    values: list[float],
    ctx: JobContext,
    after: PendingCharge | None = None,
) -> tuple[pd.DataFrame, PendingCharge]:
    """Held-out accuracy and AUC at each ε (one private training each, one split, fresh
    entropy), with the non-private point first (not released as a model: not charged).

    The trainings are one release in the dataset's ledger (MATH 9.7: tuning included),
    charged like the model itself: every σ is calibrated first, the whole sweep is refused
    before any noise if its trainings would pass the limit, and its `PendingCharge` is
    returned with the rows, for the caller to commit with what it writes (the wizard: with
    the model, `after` being the model's own charge, not committed yet).
    `epsilon_spent_so_far` sums the sweep's own ε; `dataset_epsilon_spent` is the dataset
    ledger's composed total after each row."""
    data: PreparedData = prepare(project)
    project = project.resolved(data.y.size)[0]
    rng = np.random.default_rng()
    train_rows, held_out = split_rows(project, data, rng)  # before the charge, as the release
    st = standardizer_for(project, data.x[train_rows])
    exact = sklearn_theta(
        with_intercept(st.transform(data.x[train_rows])),
        data.y[train_rows],
        len(data.classes),
        project.training.l2,
    )
    q = quality(
        probabilities(exact, with_intercept(st.transform(data.x[held_out]))), data.y[held_out]
    )
    rows = [_row("non-private", None, None, q, 0.0)]
    calibrating, training, n = ctx.sub(0.0, 0.3), ctx.sub(0.3, 1.0), len(values)
    accountings = [
        accounting_for(
            project, training_size(data, train_rows), eps, calibrating.sub(i / n, (i + 1) / n)
        )
        for i, eps in enumerate(values)
    ]
    charged = [
        training_row(
            f"sweep training at target ε = {eps:g}",
            mechanism_text(project, a),
            a.epsilon,
            a.delta,
            project.privacy_unit,
        )
        for eps, a in zip(values, accountings, strict=True)
    ]
    if after is None:
        charge = prepare_charge(project.budget, data.sha256, data.file_name, charged)
    else:
        charge = after.on_top(charged)
    spent_sum = 0.0
    for i, (eps, acc) in enumerate(zip(values, accountings, strict=True)):
        part = training.sub(i / n, (i + 1) / n)
        st, theta = train_private(project, data, train_rows, acc, rng, part)
        xt_held = with_intercept(st.transform(data.x[held_out]))
        spent_sum += acc.epsilon
        point = "chosen" if eps == project.training.epsilon else ""
        q = quality(probabilities(theta, xt_held), data.y[held_out])
        rows.append(_row(point, eps, acc, q, spent_sum))
    return _with_dataset_totals(pd.DataFrame(rows), charge), charge


def _with_dataset_totals(frame: pd.DataFrame, charge: Charge) -> pd.DataFrame:
    """The dataset ledger's composed ε after each row (the non-private row: before the
    sweep) and the sweep's release id in that ledger."""
    entries = charge.dataset_ledger.entries
    before = [e for e in entries if e.release_id != charge.release_id]
    mine = [e for e in entries if e.release_id == charge.release_id]
    delta_l = charge.spent_after.ledger_delta
    totals = [spent([*before, *mine[: i + 1]], delta_l).epsilon for i in range(len(mine))]
    frame["dataset_epsilon_spent"] = [charge.spent_before.epsilon, *totals]
    frame["ledger_release_id"] = [None, *[charge.release_id] * len(mine)]
    return frame


def _row(point: str, value, accounting, q, spent: float) -> dict:
    return {
        "point": point,
        "parameter": "epsilon",
        "value": value,
        "epsilon": None if accounting is None else accounting.epsilon,
        "noise_multiplier": None if accounting is None else accounting.noise_multiplier,
        "accuracy": q.accuracy,
        "auc": q.auc,
        "log_loss": q.log_loss,
        "calibration_error": q.calibration_error,
        "epsilon_spent_so_far": spent,
    }

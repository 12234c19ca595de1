"""How good a model is on held-out rows: accuracy, AUC, log loss, calibration, program use.

Every number here is post-processing of a model and the held-out rows (never trained on),
so it costs no privacy beyond the held-out rows themselves, which are never released. The
program measures reuse the targeting task's credit utility (MATH 4.2: profit at the
lender's break-even probability) and its poverty rule (MATH 4.1: enrol the top budget share
by predicted need; exclusion = truly eligible but left out).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from engine.model.membership import roc_auc
from engine.utility.credit import break_even_probability

CALIBRATION_BINS = 10


@dataclass(frozen=True)
class Quality:
    accuracy: float
    auc: float
    log_loss: float
    calibration_error: float  # expected calibration error over 10 equal-width bins
    reliability: tuple[tuple[float, float, int], ...]  # (mean predicted, observed, rows)

    def to_dict(self) -> dict:
        out = asdict(self)
        out["reliability"] = [list(r) for r in self.reliability]
        return out


def quality(proba: np.ndarray, y: np.ndarray) -> Quality:
    """`proba`: P(y = 1) (binary) or n×K class probabilities; `y`: 0/1 or class index."""
    y = y.astype(int)
    if proba.ndim == 1:
        p_true = np.where(y == 1, proba, 1 - proba)
        predicted = (proba >= 0.5).astype(int)
        auc = roc_auc(proba[y == 1], proba[y == 0]) if np.unique(y).size == 2 else math.nan
        confidence, correct = proba, y.astype(float)  # reliability of P(y = 1)
    else:
        p_true = proba[np.arange(y.size), y]
        predicted = proba.argmax(axis=1)
        present = np.unique(y)
        auc = math.nan
        if present.size == proba.shape[1]:
            from sklearn.metrics import roc_auc_score  # here: loaded for several classes only

            auc = roc_auc_score(y, proba, multi_class="ovr")
        confidence, correct = proba.max(axis=1), (predicted == y).astype(float)
    log_loss = float(-np.mean(np.log(np.clip(p_true, 1e-15, 1.0))))
    edges = np.linspace(0, 1, CALIBRATION_BINS + 1)
    which = np.clip(np.digitize(confidence, edges[1:-1]), 0, CALIBRATION_BINS - 1)
    rows, ece = [], 0.0
    for b in range(CALIBRATION_BINS):
        inside = which == b
        count = int(inside.sum())
        if count:
            mean_p, seen = float(confidence[inside].mean()), float(correct[inside].mean())
            ece += count / y.size * abs(mean_p - seen)
            rows.append((mean_p, seen, count))
    return Quality(float(np.mean(predicted == y)), float(auc), log_loss, float(ece), tuple(rows))


def credit_profit(
    p_repaid: np.ndarray, repaid: np.ndarray, loan: np.ndarray, interest_rate: float
) -> dict:
    """MATH 4.2 on held-out applicants: a loan is offered when P(repaid) reaches the
    break-even probability (1 + ρ)/(1 + 2ρ); profit = ρL if repaid, −(1 + ρ)L if not."""
    offered = p_repaid >= break_even_probability(interest_rate)
    good = repaid == 1
    loss = (1 + interest_rate) * loan[offered & ~good].sum()
    return {
        "profit": float(interest_rate * loan[offered & good].sum() - loss),
        "default_loss": float(loss),
        "forgone_revenue": float(interest_rate * loan[~offered & good].sum()),
        "offered_share": float(offered.mean()),
    }


def poverty_targeting(p_poor: np.ndarray, poor: np.ndarray, budget_share: float) -> dict:
    """MATH 4.1 with a binary target: enrol the `budget_share` of held-out people with the
    highest P(poor); exclusion rate = poor but not enrolled / poor, inclusion rate =
    enrolled but not poor / enrolled."""
    enrolled = p_poor >= np.quantile(p_poor, 1 - budget_share)
    truly = poor == 1
    return {
        "exclusion_rate": _ratio(np.sum(truly & ~enrolled), np.sum(truly)),
        "inclusion_rate": _ratio(np.sum(enrolled & ~truly), np.sum(enrolled)),
        "enrolled_share": float(enrolled.mean()),
    }


def _ratio(a, b) -> float | None:
    return float(a / b) if b > 0 else None

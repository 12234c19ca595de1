"""Poverty targeting with released features (MATH 4.1).

A ridge model predicts consumption from the features; the poorest `budget_share` of
predictions are enrolled. Comparing the enrolment with the truly poorest share of each test
fold shows how many poor people a release costs the program.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.utility.folds import Folds, check_column, check_cv_inputs


@dataclass(frozen=True)
class PovertyMetrics:
    """Targeting quality averaged over the cross-validation folds.

    "Positive" means eligible (poor). exclusion_rate = FN/(TP+FN), the share of the truly
    poor left out (FNR); inclusion_rate = FP/(TP+FP), the share of beneficiaries who are not
    poor. A rate whose denominator is zero in some fold (only possible when targets tie so
    that nobody is non-poor) is nan: undefined, not zero. national_exclusion_errors is None
    when no population size was given.
    """

    accuracy: float
    recall: float
    fpr: float
    precision: float
    exclusion_rate: float
    inclusion_rate: float
    national_exclusion_errors: float | None

    def to_dict(self) -> dict[str, float | None]:
        return asdict(self)


def Ridge(**options):  # scikit-learn's, imported on first use (audits only)
    from sklearn.linear_model import Ridge as model

    return model(**options)


def poverty_targeting(
    features: np.ndarray,
    target: np.ndarray,
    folds: Folds,
    *,
    budget_share: float = 0.29,
    population: float | None = None,
) -> PovertyMetrics:
    """Simulate the program on `features` (raw or released) and score it against `target`.

    Per fold: Ridge(alpha=1) fitted on the training rows, eligibility = prediction at or
    below the q-th percentile of the fold's predictions (q = 100·budget_share, numpy's
    linear interpolation); truly eligible = target at or below the q-th percentile of the
    fold's targets. Each metric is computed per fold and then averaged, as the paper did.
    National exclusion errors = (FN over all folds / sample size) × population (MATH 4.1).
    """
    x = check_cv_inputs(features, folds)
    y = check_column(target, x.shape[0], "the target")
    if not (0.0 < budget_share < 1.0):
        raise ParameterError(
            "budget_share",
            tr("must lie strictly between 0 and 1, got {value}").format(value=budget_share),
        )
    if population is not None and not (math.isfinite(population) and population > 0):
        raise ParameterError(
            "population", tr("must be a positive number, got {value}").format(value=population)
        )
    q = 100.0 * budget_share
    rows = []
    excluded, rows_scored = 0.0, 0
    for train, test in folds:
        prediction = Ridge(alpha=1.0).fit(x[train], y[train]).predict(x[test])
        chosen = prediction <= np.percentile(prediction, q)
        poor = y[test] <= np.percentile(y[test], q)
        tp = float(np.sum(chosen & poor))
        fp = float(np.sum(chosen & ~poor))
        fn = float(np.sum(~chosen & poor))
        tn = float(np.sum(~chosen & ~poor))
        rows.append(
            (
                (tp + tn) / len(test),
                _ratio(tp, tp + fn),
                _ratio(fp, fp + tn),
                _ratio(tp, tp + fp),
                _ratio(fn, tp + fn),
                _ratio(fp, tp + fp),
            )
        )
        excluded += fn
        rows_scored += len(test)
    means = np.mean(np.array(rows), axis=0)
    national = None if population is None else excluded / rows_scored * population
    return PovertyMetrics(*(float(v) for v in means), national_exclusion_errors=national)


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator > 0 else math.nan

"""Credit / loan targeting with released features (MATH 4.2).

A logistic model decides who gets a loan; the lender's profit shows in money what a
release costs the program: loans to people who default, and revenue forgone on good
borrowers who are refused.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.utility.folds import Folds, check_column, check_cv_inputs


@dataclass(frozen=True)
class CreditMetrics:
    """Lending outcomes; "positive" means low risk (repaid = 1, a loan is offered).

    accuracy, recall = TP/(TP+FN) and precision = TP/(TP+FP) are averaged over folds
    (recall is nan in a fold without a repaid applicant, precision in one that offers nobody
    a loan). profit, forgone_revenue (ρ·L of good borrowers refused) and default_loss
    ((1+ρ)·L of defaulters funded, a positive number) are sums over every test row, in the
    units of the loan amounts.
    """

    accuracy: float
    recall: float
    precision: float
    profit: float
    forgone_revenue: float
    default_loss: float

    def to_dict(self) -> dict[str, float]:
        return asdict(self)


def LogisticRegression(**options):  # scikit-learn's, imported on first use (audits only)
    from sklearn.linear_model import LogisticRegression as model

    return model(**options)


def credit_targeting(
    features: np.ndarray,
    repaid: np.ndarray,
    loan_amount: np.ndarray,
    folds: Folds,
    *,
    interest_rate: float = 0.2,
    approval_threshold: float | None = None,
) -> CreditMetrics:
    """Simulate lending on `features` (raw or released), scored against `repaid`.

    Per fold: LogisticRegression (lbfgs, max_iter=1000, C=1) fitted on the training rows;
    a test applicant is offered the loan when P(repaid) ≥ the approval threshold. By
    default that is the lender's break-even probability (1 + ρ)/(1 + 2ρ), where the expected
    gain ρ·P equals the expected loss (1 + ρ)(1 − P); MATH 4.2 leaves it open. Profit:
    +ρL if offered and repaid, −(1+ρ)L if offered and defaulted, 0 if refused. With folds
    from `make_folds` every applicant is a test row exactly once, so the sums cover everyone.
    """
    x = check_cv_inputs(features, folds)
    y = check_column(repaid, x.shape[0], "repaid")
    loan = check_column(loan_amount, x.shape[0], "the loan amount")
    if not np.isin(y, (0.0, 1.0)).all():
        raise ValueError("repaid must be 1 (repaid / low risk) or 0 (defaulted / high risk)")
    if (loan < 0).any():
        raise ValueError("loan amounts cannot be negative")
    if not (math.isfinite(interest_rate) and interest_rate >= 0):
        raise ParameterError(
            "interest_rate", tr("must be a number ≥ 0, got {value}").format(value=interest_rate)
        )
    rho = float(interest_rate)
    threshold = break_even_probability(rho) if approval_threshold is None else approval_threshold
    if not (0.0 <= threshold <= 1.0):
        raise ParameterError(
            "approval_threshold",
            tr("must lie in {interval}, got {value}").format(interval="[0, 1]", value=threshold),
        )
    good = y == 1.0
    rates = []
    profit = forgone = loss = 0.0
    for number, (train, test) in enumerate(folds, start=1):
        if np.unique(y[train]).size < 2:
            raise ValueError(
                f"fold {number}: the training rows are all repaid or all defaulted; "
                "a risk model needs both"
            )
        model = LogisticRegression(max_iter=1000).fit(x[train], y[train])
        p_repaid = model.predict_proba(x[test])[:, list(model.classes_).index(1.0)]
        offered = p_repaid >= threshold
        g = good[test]
        tp = float(np.sum(offered & g))
        fp = float(np.sum(offered & ~g))
        fn = float(np.sum(~offered & g))
        rates.append((float(np.mean(offered == g)), _ratio(tp, tp + fn), _ratio(tp, tp + fp)))
        amounts = loan[test]
        fold_loss = (1.0 + rho) * amounts[offered & ~g].sum()
        profit += rho * amounts[offered & g].sum() - fold_loss
        forgone += rho * amounts[~offered & g].sum()
        loss += fold_loss
    accuracy, recall, precision = (float(v) for v in np.mean(np.array(rates), axis=0))
    return CreditMetrics(accuracy, recall, precision, float(profit), float(forgone), float(loss))


def break_even_probability(interest_rate: float) -> float:
    """P(repaid) at which a loan's expected profit is zero: ρP = (1 + ρ)(1 − P)."""
    return (1.0 + interest_rate) / (1.0 + 2.0 * interest_rate)


def relative_profit(private: float, nonprivate: float) -> float:
    """Private profit as a fraction of non-private profit (1 = privatization costs nothing).

    nan when the non-private program does not make a profit (≤ 0): a ratio against a loss
    or zero has no "share of profit kept" meaning and would flip sign misleadingly.
    """
    if not (math.isfinite(private) and math.isfinite(nonprivate)):
        raise ValueError("profits must be finite numbers")
    if nonprivate <= 0:
        return math.nan
    return private / nonprivate


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator > 0 else math.nan

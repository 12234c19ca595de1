"""Membership inference on daily O-D matrices (MATH 5.4; Pyrgelis et al. 2017, attack 2A).

The attacker knows a target's past participation: for each sampled subscriber a classifier
learns, from the first half's daily matrices, to tell days the subscriber travelled ("in")
from days they did not ("out"), and is scored by AUC on the second half. Three settings:
raw/raw (the leak of the unprotected matrices), private/private (an attacker who mimics the
noise by training on private matrices) and raw/private (trains on raw history, attacks the
release). Empirical: a low AUC shows this attack failed, never that no attack succeeds.

Protection = 1 − max(0, (AUC* − 0.5)/0.5), AUC* the largest mean AUC over every model in the
settings that attack the private release (private/private, raw/private); 1 means the attack
does no better than a coin, 0 means it separates "in" from "out" days perfectly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from sklearn.ensemble import RandomForestClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.preprocessing import StandardScaler

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.mobility.od_matrix import check_counts

MODELS = ("logistic_l1", "random_forest")
SETTINGS = ("raw/raw", "private/private", "raw/private")
PRIVATE_SETTINGS = ("private/private", "raw/private")
_SEED_BOUND = 2**31 - 1  # sklearn random_state must fit in a 32-bit signed integer
NOTE = (
    "Empirical attack: an AUC near 0.5 shows that this attack failed on these targets, not "
    "that no attack can succeed; the ε guarantee is the proven bound."
)


@dataclass(frozen=True)
class MembershipRow:
    """Mean and standard deviation (ddof = 1; 0 for one target) of per-target test AUCs."""

    setting: str
    model: str
    auc_mean: float
    auc_sd: float
    n_targets_used: int

    def to_dict(self) -> dict:
        return {
            "setting": self.setting,
            "model": self.model,
            "auc_mean": _json_float(self.auc_mean),
            "auc_sd": _json_float(self.auc_sd),
            "n_targets_used": self.n_targets_used,
        }


@dataclass(frozen=True)
class TargetOutcome:
    """One attacked subscriber: balanced day counts per half and its AUC per (setting, model).

    `aucs` is empty when the target was skipped (a half lacked one class after balancing).
    """

    subscriber: int
    n_train_in: int
    n_train_out: int
    n_test_in: int
    n_test_out: int
    aucs: tuple[tuple[str, str, float], ...]

    @property
    def skipped(self) -> bool:
        return not self.aucs


@dataclass(frozen=True)
class MembershipResult:
    """Attack outcome; `protection` is None when no private release was attacked."""

    rows: tuple[MembershipRow, ...]
    protection: float | None
    n_eligible: int
    n_targets_sampled: int
    n_skipped: int
    train_days: int
    test_days: int
    day_of_week: bool
    targets: tuple[TargetOutcome, ...]
    kind: str = "attack"

    def row(self, setting: str, model: str) -> MembershipRow:
        """The row for one (setting, model) pair."""
        for r in self.rows:
            if r.setting == setting and r.model == model:
                return r
        raise KeyError((setting, model))

    def to_dict(self) -> dict:
        """JSON-ready summary; per-target outcomes stay in `targets` (they index subscribers)."""
        return {
            "kind": self.kind,
            "attack": "membership-inference",
            "protection": self.protection,
            "rows": [r.to_dict() for r in self.rows],
            "n_eligible": self.n_eligible,
            "n_targets_sampled": self.n_targets_sampled,
            "n_skipped": self.n_skipped,
            "train_days": self.train_days,
            "test_days": self.test_days,
            "day_of_week": self.day_of_week,
            "note": NOTE,
        }


def eligible_subscribers(presence: np.ndarray, min_days_per_half: int) -> np.ndarray:
    """Indices of subscribers "in" on at least `min_days_per_half` days of each half.

    The first half is days [0, D // 2), the second the rest (the extra day of an odd D goes
    to the test half). Both halves need "in" days to train and to score.
    """
    p = _check_presence(presence)
    _check_positive_int(min_days_per_half, "min_days_per_half")
    half = p.shape[1] // 2
    first = p[:, :half].sum(axis=1)
    second = p[:, half:].sum(axis=1)
    return np.flatnonzero((first >= min_days_per_half) & (second >= min_days_per_half))


def balance_days(labels: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Sorted positions of a balanced subset: every day of the smaller class, and as many
    days drawn without replacement from the larger one (normally the "out" days).

    MATH 5.4 down-samples "out"; when a subscriber is "in" on more days than "out", the "in"
    days are down-sampled instead, so the classes are always exactly equal (AUC and the
    classifiers then see no class prior). Empty when a class is missing.
    """
    y = np.asarray(labels, dtype=bool)
    ins, outs = np.flatnonzero(y), np.flatnonzero(~y)
    n = min(ins.size, outs.size)
    if n == 0:
        return np.empty(0, dtype=np.intp)
    if outs.size > n:
        outs = rng.choice(outs, size=n, replace=False)
    elif ins.size > n:
        ins = rng.choice(ins, size=n, replace=False)
    return np.sort(np.concatenate([ins, outs]))


def day_features(matrices: np.ndarray, day_of_week: bool = False) -> np.ndarray:
    """(D, k(k−1)[+7]) features: each day's off-diagonal counts, row by row, optionally a
    one-hot day of week (day index mod 7, counted from the first day of the period)."""
    m = np.asarray(matrices)
    days, k = m.shape[0], m.shape[1]
    off = ~np.eye(k, dtype=bool)
    x = m[:, off].astype(np.float64)
    if day_of_week:
        weekday = np.zeros((days, 7))
        weekday[np.arange(days), np.arange(days) % 7] = 1.0
        x = np.hstack([x, weekday])
    return x


def membership_inference(
    daily_matrices_raw: np.ndarray,
    daily_matrices_private: np.ndarray | None,
    presence: np.ndarray,
    *,
    rng: np.random.Generator,
    min_days_per_half: int = 10,
    n_targets: int = 50,
    day_of_week: bool = False,
    models: Sequence[str] = MODELS,
    ctx: JobContext | None = None,
) -> MembershipResult:
    """Run the attack on up to `n_targets` eligible subscribers sampled with `rng`.

    presence[s, d] is True when subscriber s has a trip in day d's matrix. Each target gets
    its own balanced days (drawn once, shared by every setting and model) and one classifier
    seed per model drawn from `rng`, so settings differ only in the matrices they see.
    """
    raw, private, p = _check_inputs(daily_matrices_raw, daily_matrices_private, presence)
    if not isinstance(rng, np.random.Generator):
        raise ParameterError("rng", "must be a numpy Generator (np.random.default_rng(seed))")
    _check_positive_int(n_targets, "n_targets")
    models = _check_models(models)
    ctx = ctx or JobContext()

    days = raw.shape[0]
    half = days // 2
    eligible = eligible_subscribers(p, min_days_per_half)
    if eligible.size == 0:
        raise InputError(
            f"no subscriber has a trip on at least {min_days_per_half} days in each half of "
            f"the period ({half} and {days - half} days); lower min_days_per_half or use a "
            f"longer period"
        )
    n = min(n_targets, eligible.size)
    targets = np.sort(rng.choice(eligible, size=n, replace=False))

    features = {"raw": day_features(raw, day_of_week)}
    settings = [("raw/raw", "raw", "raw")]
    if private is not None:
        features["private"] = day_features(private, day_of_week)
        settings += [("private/private", "private", "private"), ("raw/private", "raw", "private")]

    outcomes = []
    for i, subscriber in enumerate(targets):
        ctx.report(i / n, tr("membership inference: subscriber {i} of {n}").format(i=i + 1, n=n))
        labels = p[subscriber]
        train = balance_days(labels[:half], rng)
        test = half + balance_days(labels[half:], rng)
        seeds = [int(rng.integers(_SEED_BOUND)) for _ in models]
        y_train, y_test = labels[train], labels[test]
        counts = (
            int(y_train.sum()),
            int((~y_train).sum()),
            int(y_test.sum()),
            int((~y_test).sum()),
        )
        if min(counts) == 0:
            outcomes.append(TargetOutcome(int(subscriber), *counts, ()))
            continue
        aucs = []
        for setting, train_on, test_on in settings:
            for model, seed in zip(models, seeds, strict=True):
                ctx.check()
                score = _fit_score(
                    model,
                    seed,
                    features[train_on][train],
                    y_train,
                    features[test_on][test],
                )
                aucs.append((setting, model, float(roc_auc_score(y_test, score))))
        outcomes.append(TargetOutcome(int(subscriber), *counts, tuple(aucs)))
    ctx.report(1.0, tr("membership inference: done"))

    rows = []
    for setting, _, _ in settings:
        for model in models:
            values = np.array(
                [a for o in outcomes for s, m, a in o.aucs if s == setting and m == model]
            )
            rows.append(MembershipRow(setting, model, *_mean_sd(values), int(values.size)))
    return MembershipResult(
        rows=tuple(rows),
        protection=_protection(rows) if private is not None else None,
        n_eligible=int(eligible.size),
        n_targets_sampled=int(n),
        n_skipped=sum(o.skipped for o in outcomes),
        train_days=half,
        test_days=days - half,
        day_of_week=bool(day_of_week),
        targets=tuple(outcomes),
    )


def _fit_score(
    model: str, seed: int, x_train: np.ndarray, y_train: np.ndarray, x_test: np.ndarray
) -> np.ndarray:
    """The classifier's probability of "in" for each test day."""
    if model == "logistic_l1":
        # l1_ratio = 1 is penalty="l1" (that spelling is deprecated since scikit-learn 1.8).
        scaler = StandardScaler().fit(x_train)
        clf = LogisticRegression(l1_ratio=1.0, solver="liblinear", C=1.0, random_state=seed)
        clf.fit(scaler.transform(x_train), y_train)
        return clf.predict_proba(scaler.transform(x_test))[:, 1]
    clf = RandomForestClassifier(n_estimators=100, random_state=seed, n_jobs=1)
    clf.fit(x_train, y_train)
    return clf.predict_proba(x_test)[:, 1]


def _protection(rows: list[MembershipRow]) -> float | None:
    """1 − max(0, (AUC* − 0.5)/0.5) over the private settings; None if no target was scored."""
    aucs = [r.auc_mean for r in rows if r.setting in PRIVATE_SETTINGS and r.n_targets_used > 0]
    if not aucs:
        return None
    return 1.0 - max(0.0, (max(aucs) - 0.5) / 0.5)


def _mean_sd(values: np.ndarray) -> tuple[float, float]:
    if values.size == 0:
        return math.nan, math.nan
    sd = float(values.std(ddof=1)) if values.size > 1 else 0.0
    return float(values.mean()), sd


def _check_inputs(
    raw: np.ndarray, private: np.ndarray | None, presence: np.ndarray
) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
    r = check_counts(raw)
    if r.ndim != 3:
        raise InputError(
            f"the attack needs one raw matrix per day (days, k, k); got shape {r.shape}"
        )
    if private is not None:
        q = check_counts(private)
        if q.shape != r.shape:
            raise InputError(
                f"private and raw matrices must have the same shape (days, k, k), got "
                f"{q.shape} and {r.shape}"
            )
    else:
        q = None
    p = _check_presence(presence)
    if p.shape[1] != r.shape[0]:
        raise InputError(
            f"presence must have one column per day of the matrices ({r.shape[0]}), got "
            f"{p.shape[1]} (shape {p.shape}: one row per subscriber)"
        )
    return r, q, p


def _check_presence(presence: np.ndarray) -> np.ndarray:
    p = np.asarray(presence)
    if p.ndim != 2 or p.size == 0:
        raise InputError(
            f"presence must be a table of subscribers × days (True when the subscriber has a "
            f"trip that day); got shape {p.shape}"
        )
    if p.dtype != bool:
        if p.dtype.kind not in "iuf" or not np.isin(p, (0, 1)).all():
            raise InputError("presence must hold True/False (or 1/0) values only")
        p = p.astype(bool)
    if p.shape[1] < 2:
        raise InputError(f"presence needs at least 2 days to split into halves, got {p.shape[1]}")
    return p


def _check_models(models: Sequence[str]) -> tuple[str, ...]:
    chosen = tuple(models)
    unknown = [m for m in chosen if m not in MODELS]
    if not chosen or unknown or len(set(chosen)) != len(chosen):
        raise ParameterError(
            "models",
            f"choose one or more distinct models from {', '.join(MODELS)}; got {list(chosen)}",
        )
    return chosen


def _check_positive_int(value, name: str) -> None:
    if not (isinstance(value, int | np.integer) and not isinstance(value, bool) and value >= 1):
        raise ParameterError(name, f"must be a whole number, at least 1, got {value!r}")


def _json_float(x: float) -> float | None:
    return None if math.isnan(x) else float(x)

"""Attribute-inference protection (MATH 3.2), holdout-relative as in Anonymeter.

The attacker knows some columns K of a person and the release, finds the released row nearest
on K and reads its value of a secret column s. Success on people in the release (targets) is
compared with success on held-out people who are not (controls): only the excess can be
blamed on the release, the rest is what the data's statistical structure gives anyway.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from scipy.special import ndtri

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.jobs import JobContext

HOLDOUT_ROWS = 500
SMALL_DATA_ROWS = 5000  # below this the holdout is 10 % of the rows

# Floats held at once by one slab of the brute-force distance computation (~32 MB).
_SLAB_ELEMENTS = 4_000_000


@dataclass(frozen=True)
class InferenceRow:
    """One attack: secret `column` guessed from `known_columns`.

    Rates are raw success fractions; `risk` and `risk_ci` are Anonymeter's bounded residual
    risk (see `excess_risk`); protection = 1 − risk.
    """

    column: Hashable
    known_columns: tuple
    known_set: str
    main_rate: float
    control_rate: float
    risk: float
    risk_ci: tuple[float, float]
    protection: float
    note: str = ""

    def to_dict(self) -> dict:
        return {
            "column": self.column,
            "known_columns": list(self.known_columns),
            "known_set": self.known_set,
            "main_rate": self.main_rate,
            "control_rate": self.control_rate,
            "risk": self.risk,
            "risk_ci": list(self.risk_ci),
            "protection": self.protection,
            "note": self.note,
        }


@dataclass(frozen=True)
class AttributeInferenceResult:
    """Worst case over columns and known sets, the worst row per column, and every attack."""

    protection: float
    protection_ci: tuple[float, float]
    per_column: tuple[InferenceRow, ...]
    all_rows: tuple[InferenceRow, ...]
    n_targets: int
    n_controls: int
    kind: str = "attack"

    def to_dict(self) -> dict:
        return {
            "protection": self.protection,
            "protection_ci": list(self.protection_ci),
            "per_column": [row.to_dict() for row in self.per_column],
            "all_rows": [row.to_dict() for row in self.all_rows],
            "n_targets": self.n_targets,
            "n_controls": self.n_controls,
            "kind": self.kind,
        }


def holdout_split(n: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """(work_idx, holdout_idx), both sorted: 500 held-out rows, or 10 % (half up) below 5,000."""
    size = HOLDOUT_ROWS if n >= SMALL_DATA_ROWS else (n + 5) // 10
    if size < 1 or n - size < 1:
        raise ParameterError("n", f"{n} rows are too few to hold some out; give at least 5")
    holdout = np.sort(rng.choice(n, size=size, replace=False))
    return np.setdiff1d(np.arange(n), holdout), holdout


def wilson_interval(n_success: int, n_total: int, confidence: float) -> tuple[float, float]:
    """Wilson score (centre, half-width), as Anonymeter's `success_rate`.

    centre = (k + z²/2)/(n + z²), half-width = z/(n + z²)·√(k(n−k)/n + z²/4),
    z = Φ⁻¹((1 + confidence)/2). Robust at rates of 0 or 1, where attacks often sit.
    """
    if not 0.0 < confidence < 1.0:
        raise ParameterError("confidence", f"must lie strictly between 0 and 1, got {confidence}")
    if n_total < 1 or not 0 <= n_success <= n_total:
        raise ParameterError("n_success", f"{n_success} successes out of {n_total} attacks")
    z = float(ndtri(0.5 * (1.0 + confidence)))
    z2 = z * z
    denominator = n_total + z2
    centre = (n_success + 0.5 * z2) / denominator
    half = z / denominator * math.sqrt(n_success * (n_total - n_success) / n_total + 0.25 * z2)
    return centre, half


def excess_risk(
    main: tuple[float, float], control: tuple[float, float]
) -> tuple[float, tuple[float, float]]:
    """Anonymeter's residual risk and interval from two Wilson (centre, half-width) pairs.

    With a, c the Wilson centres and ea, ec their half-widths:
    R = (a − c)/(1 − c), eR = √((ea/|1 − c|)² + (ec·(a − 1)/(1 − c)²)²) (first-order error
    propagation); risk = clip(R, 0, 1), interval = (clip(R − eR, 0, 1), clip(R + eR, 0, 1)).
    The Wilson centre is below 1 even when every control succeeds, so R is always defined.
    """
    a, ea = main
    c, ec = control
    residual = (a - c) / (1.0 - c)
    error = math.hypot(ea / abs(1.0 - c), ec * (a - 1.0) / (1.0 - c) ** 2)

    def clip(v: float) -> float:
        return min(max(v, 0.0), 1.0)

    return clip(residual), (clip(residual - error), clip(residual + error))


def attribute_inference_audit(
    work_original: pd.DataFrame,
    release: pd.DataFrame,
    holdout_original: pd.DataFrame,
    rng: np.random.Generator,
    *,
    n_targets: int = 500,
    categorical: Sequence[Hashable] = (),
    tolerance: float = 0.05,
    confidence: float = 0.95,
    ctx: JobContext | None = None,
) -> AttributeInferenceResult:
    """Every column in turn is the secret, guessed from three known sets; the worst counts.

    `rng` draws, in this order: for each column (in `work_original`'s order) the random half
    and then the single known column; then for each attack the targets and then the controls,
    each without replacement. Numeric success: |guess − truth| ≤ tolerance·|truth| (with the
    absolute value Anonymeter omits, so negative values cannot pass by sign alone);
    categorical: equality.
    """
    ctx = ctx or JobContext()
    columns = _validate(work_original, release, holdout_original, categorical)
    if n_targets < 1:
        raise ParameterError("n_targets", f"must be at least 1, got {n_targets}")
    if not (math.isfinite(tolerance) and tolerance >= 0):
        raise ParameterError("tolerance", f"must be a non-negative number, got {tolerance}")
    wilson_interval(0, 1, confidence)  # validates confidence before any work
    is_cat = {c: c in set(categorical) for c in columns}
    work = {c: _values(work_original[c], is_cat[c]) for c in columns}
    released = {c: _values(release[c], is_cat[c]) for c in columns}
    holdout = {c: _values(holdout_original[c], is_cat[c]) for c in columns}
    n_main = min(n_targets, len(work_original))
    n_ctrl = min(n_targets, len(holdout_original))

    attacks = [(s, label, known) for s in columns for label, known in _known_sets(s, columns, rng)]
    rows = []
    for i, (secret, label, known) in enumerate(attacks):
        ctx.report(i / len(attacks), _progress(label).format(secret=secret))
        targets = rng.choice(len(work_original), size=n_main, replace=False)
        controls = rng.choice(len(holdout_original), size=n_ctrl, replace=False)
        hits = [
            int(_attack(_take(table, picked), released, known, secret, is_cat, tolerance).sum())
            for table, picked in ((work, targets), (holdout, controls))
        ]
        risk, risk_ci = excess_risk(
            wilson_interval(hits[0], n_main, confidence),
            wilson_interval(hits[1], n_ctrl, confidence),
        )
        note = ""
        if hits[1] == n_ctrl:  # R stays Anonymeter's (Wilson centre < 1), but is unsteady
            note = "every control was guessed too: the excess risk is poorly determined"
        rows.append(
            InferenceRow(
                column=secret,
                known_columns=known,
                known_set=label,
                main_rate=hits[0] / n_main,
                control_rate=hits[1] / n_ctrl,
                risk=risk,
                risk_ci=risk_ci,
                protection=1.0 - risk,
                note=note,
            )
        )
    ctx.report(1.0, tr("attribute-inference audit done"))
    per_column = tuple(
        min((r for r in rows if r.column == c), key=lambda r: r.protection) for c in columns
    )
    worst = min(rows, key=lambda r: r.protection)
    return AttributeInferenceResult(
        protection=worst.protection,
        protection_ci=(1.0 - worst.risk_ci[1], 1.0 - worst.risk_ci[0]),
        per_column=per_column,
        all_rows=tuple(rows),
        n_targets=n_main,
        n_controls=n_ctrl,
    )


def _validate(
    work: pd.DataFrame, release: pd.DataFrame, holdout: pd.DataFrame, categorical: Sequence
) -> list:
    """The common column list, after checking the three tables can be attacked together."""
    columns = list(work.columns)
    for name, frame in (("release", release), ("holdout", holdout)):
        if set(frame.columns) != set(columns):
            raise InputError(f"the {name} table must have the same columns as the original")
    if len(columns) < 2:
        raise InputError("attribute inference needs at least two columns (one known, one secret)")
    unknown = [c for c in categorical if c not in columns]
    if unknown:
        raise ParameterError("categorical", f"columns {unknown} are not in the data")
    for name, frame in (("original", work), ("release", release), ("holdout", holdout)):
        if len(frame) == 0:
            raise InputError(f"the {name} table has no rows")
        for c in columns:
            if c in categorical:
                continue
            values = frame[c]
            if (
                not pd.api.types.is_numeric_dtype(values)
                or not np.isfinite(values.to_numpy(dtype=float)).all()
            ):
                raise InputError(
                    f"the {name} table has non-numeric or missing values",
                    column=str(c),
                    hint="Declare the column categorical or fill the gaps.",
                )
    return columns


def _values(series: pd.Series, categorical: bool) -> np.ndarray:
    return series.to_numpy(dtype=object if categorical else float)


def _take(table: dict, rows: np.ndarray) -> dict:
    return {c: v[rows] for c, v in table.items()}


def _progress(label: str) -> str:
    """The progress message of an attack on one column with the known-column set `label`."""
    if label == "all-but-one":
        return tr("inferring “{secret}” from all the other columns")
    if label == "random-half":
        return tr("inferring “{secret}” from a random half of the other columns")
    return tr("inferring “{secret}” from one other column")


def _known_sets(secret: Hashable, columns: list, rng: np.random.Generator) -> list[tuple]:
    """(label, known columns in table order): all others, a random half, a random single one."""
    others = [c for c in columns if c != secret]
    half = np.sort(rng.choice(len(others), size=max(1, len(others) // 2), replace=False))
    single = int(rng.integers(len(others)))
    candidates = [
        ("all-but-one", tuple(others)),
        ("random-half", tuple(others[i] for i in half)),
        ("single", (others[single],)),
    ]
    sets: list[tuple] = []
    for label, known in candidates:
        if all(known != seen for _, seen in sets):
            sets.append((label, known))
    return sets


def _attack(
    queries: dict,
    release: dict,
    known: tuple,
    secret: Hashable,
    is_cat: dict,
    tolerance: float,
) -> np.ndarray:
    """Per query row: does the nearest released row on `known` give its secret away?"""
    numeric = [c for c in known if not is_cat[c]]
    q_num, r_num = _scaled(queries, release, numeric)
    q_cat, r_cat = _codes(queries, release, [c for c in known if is_cat[c]])
    if r_cat.shape[1] == 0:
        nearest = _nearest_kdtree(q_num, r_num)
    else:
        nearest = _nearest_brute(q_num, r_num, q_cat, r_cat)
    guess, truth = release[secret][nearest], queries[secret]
    if is_cat[secret]:
        return guess == truth
    return np.abs(guess - truth) <= tolerance * np.abs(truth)


def _scaled(queries: dict, release: dict, columns: list) -> tuple[np.ndarray, np.ndarray]:
    """Columns divided by their range over the release and the attacked rows together.

    The attacked rows are the sampled targets (or controls), as in Anonymeter's
    MixedTypeKNeighbors. A column with one value throughout adds no distance: set to 0.
    """
    n_q, n_r = len(next(iter(queries.values()))), len(next(iter(release.values())))
    q = np.zeros((n_q, len(columns)))
    r = np.zeros((n_r, len(columns)))
    for j, c in enumerate(columns):
        low = min(queries[c].min(), release[c].min())
        span = max(queries[c].max(), release[c].max()) - low
        if span > 0:
            q[:, j] = (queries[c] - low) / span
            r[:, j] = (release[c] - low) / span
    return q, r


def _codes(queries: dict, release: dict, columns: list) -> tuple[np.ndarray, np.ndarray]:
    """Categorical columns as shared integer codes, so inequality is a comparison of ints."""
    n_q, n_r = len(next(iter(queries.values()))), len(next(iter(release.values())))
    q = np.zeros((n_q, len(columns)), dtype=np.intp)
    r = np.zeros((n_r, len(columns)), dtype=np.intp)
    for j, c in enumerate(columns):
        codes, _ = pd.factorize(np.concatenate([release[c], queries[c]]), use_na_sentinel=False)
        r[:, j], q[:, j] = codes[:n_r], codes[n_r:]
    return q, r


def _l1(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise L1 distance along the last axis; both search paths use it, so they agree."""
    return np.abs(a - b).sum(axis=-1)


def _nearest_brute(
    q_num: np.ndarray, r_num: np.ndarray, q_cat: np.ndarray, r_cat: np.ndarray
) -> np.ndarray:
    """Nearest released row per query (lowest index on ties), a slab of queries at a time."""
    per_query = r_num.shape[0] * max(1, r_num.shape[1] + r_cat.shape[1])
    slab = max(1, _SLAB_ELEMENTS // per_query)
    nearest = np.empty(q_num.shape[0], dtype=np.intp)
    for start in range(0, q_num.shape[0], slab):
        stop = start + slab
        dist = _l1(q_num[start:stop, None, :], r_num[None, :, :])
        dist = dist + (q_cat[start:stop, None, :] != r_cat[None, :, :]).sum(axis=-1)
        nearest[start:stop] = dist.argmin(axis=1)  # argmin returns the first minimum
    return nearest


def _nearest_kdtree(q_num: np.ndarray, r_num: np.ndarray) -> np.ndarray:
    """Nearest released row per query in L1 (lowest index on ties), all columns numeric.

    The tree's distance may differ from `_l1` in the last bits and its tie order is
    arbitrary. A query whose two nearest rows are clearly apart (relative 1e-9) has an
    unambiguous answer; only the others are re-scored: every row within the tree's nearest
    distance (plus the same margin) is measured with `_l1`, and the lowest index among the
    minima wins — the same choice as `_nearest_brute`.
    """
    from scipy.spatial import cKDTree  # here: a release without audit never loads it

    tree = cKDTree(r_num)
    k = min(2, r_num.shape[0])
    dist, index = tree.query(q_num, k=k, p=1)
    if k == 1:
        return np.asarray(index, dtype=np.intp)
    nearest = index[:, 0].astype(np.intp)
    margin = dist[:, 0] * (1.0 + 1e-9) + 1e-12
    tied = np.flatnonzero(dist[:, 1] <= margin)
    if tied.size == 0:
        return nearest
    members = tree.query_ball_point(q_num[tied], margin[tied], p=1)
    lengths = np.fromiter((len(m) for m in members), dtype=np.intp, count=len(members))
    candidates = np.fromiter(
        itertools.chain.from_iterable(members), dtype=np.intp, count=int(lengths.sum())
    )
    owner = np.repeat(np.arange(tied.size), lengths)
    scores = _l1(r_num[candidates], q_num[tied][owner])
    order = np.lexsort((candidates, scores, owner))
    first = order[np.r_[0, np.flatnonzero(np.diff(owner[order])) + 1]]
    nearest[tied] = candidates[first]
    return nearest

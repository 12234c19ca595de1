"""Privacy models on equivalence classes (MATH 6.3): k-anonymity, distinct / entropy /
recursive (c, l)-diversity and t-closeness (EMD: equal distance for nominal values,
ordered distance over ranks for numbers and ordinals).

A class E is a set of released records with equal QI values; r₁ ≥ … ≥ r_m are the counts
of E's distinct sensitive values. With several sensitive columns every model must hold for
each (the worst value is reported, as pycanon does). Everything is vectorized over classes:
per-class value counts are built densely in chunks of classes (class × value matrices of at
most `CHUNK_CELLS` cells), so memory stays bounded whatever the number of values.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize.ladders import NA_LABEL

L_KINDS = ("distinct", "entropy", "recursive")
CHUNK_CELLS = 20_000_000
EPS = 1e-12


@dataclass(frozen=True)
class ModelSpec:
    """The requested models: k ≥ 1; l (1: not asked) of kind `l_kind` (c for recursive);
    t (None: not asked)."""

    k: int = 2
    l: int = 1  # noqa: E741 (the models' own letter)
    l_kind: str = "distinct"
    c: float = 2.0
    t: float | None = None

    @property
    def monotone(self) -> bool:
        """Whether feasibility only grows with coarser classes without suppression slack
        (k and distinct l always; MATH 6.4)."""
        return self.t is None and (self.l <= 1 or self.l_kind == "distinct")


@dataclass(frozen=True)
class Sensitive:
    """A sensitive column encoded as codes 0…m−1 (value order if `ordered`, NA last)."""

    name: str
    codes: np.ndarray
    values: tuple[str, ...]
    ordered: bool

    @property
    def m(self) -> int:
        return len(self.values)


def encode_sensitive(name: str, series: pd.Series, ordered: bool | None = None) -> Sensitive:
    numeric = pd.api.types.is_numeric_dtype(series.dtype) and not pd.api.types.is_bool_dtype(
        series.dtype
    )
    ordered = numeric if ordered is None else ordered
    codes, uniques = pd.factorize(series, sort=True, use_na_sentinel=True)
    codes = codes.astype(np.int64)
    labels = [str(u) for u in uniques]
    if (codes < 0).any():
        codes[codes < 0] = len(labels)
        labels.append(NA_LABEL)
    return Sensitive(name, codes, tuple(labels), bool(ordered))


def part_ok(counts: np.ndarray, spec: ModelSpec, whole: np.ndarray, ordered: bool) -> bool:
    """Whether one class with value counts `counts` meets l and t against the
    distribution `whole` (shares over the same values)."""
    if spec.l > 1:
        present = counts[counts > 0]
        if present.size < spec.l:
            return False
        if spec.l_kind == "entropy":
            p = present / present.sum()
            if -(p * np.log(p)).sum() < math.log(spec.l) - EPS:
                return False
        elif spec.l_kind == "recursive":
            r = np.sort(present)[::-1]
            if not r[0] < spec.c * r[spec.l - 1 :].sum():
                return False
    if spec.t is not None:
        q = counts / counts.sum()
        if emd_rows(q[None, :], whole, ordered)[0] > spec.t + EPS:
            return False
    return True


def emd_rows(q: np.ndarray, p: np.ndarray, ordered: bool) -> np.ndarray:
    """EMD of each row of q (class shares) from p, over the values where p > 0."""
    keep = p > 0
    q, p = q[:, keep], p[keep]
    m = p.size
    if m <= 1:
        return np.zeros(q.shape[0])
    r = q - p
    if ordered:
        return np.abs(np.cumsum(r, axis=1)).sum(axis=1) / (m - 1)
    return 0.5 * np.abs(r).sum(axis=1)


def _chunks(classes: np.ndarray, n_classes: int, m: int) -> Iterator[tuple[int, int, np.ndarray]]:
    """(first class, end class, rows' local class × value index) per chunk of classes."""
    step = max(1, CHUNK_CELLS // max(m, 1))
    if n_classes <= step:
        yield 0, n_classes, None
        return
    for start in range(0, n_classes, step):
        yield start, min(start + step, n_classes), (classes >= start) & (classes < start + step)


def class_value_counts(classes, n_classes, sens: Sensitive, rows=None, weights=None):
    """Yield (start, end, counts[end − start, m]) over chunks of classes; `weights`: the
    number of records each entry stands for (distinct tuples with their counts)."""
    codes = sens.codes if rows is None else sens.codes[rows]
    for start, end, mask in _chunks(classes, n_classes, sens.m):
        c, v, w = (classes, codes, weights)
        if mask is not None:
            c, v, w = c[mask], v[mask], None if w is None else w[mask]
        flat = np.bincount((c - start) * sens.m + v, w, minlength=(end - start) * sens.m)
        yield start, end, flat.reshape(end - start, sens.m)


def class_failures(
    classes: np.ndarray,
    n_classes: int,
    sensitive: list[Sensitive],
    spec: ModelSpec,
    rows: np.ndarray | None = None,
    whole: list[np.ndarray] | None = None,
    weights: np.ndarray | None = None,
) -> np.ndarray:
    """Boolean per class: fails k, l or t (t against `whole` shares, else the rows').
    An empty class (all its records suppressed) is no class: it never fails. `weights`
    (per entry of `classes`): records per entry, when entries are distinct tuples."""
    sizes = np.bincount(classes, weights, minlength=n_classes)
    fail = (sizes < spec.k) & (sizes > 0)
    for i, sens in enumerate(sensitive):
        if spec.l <= 1 and spec.t is None:
            break
        p = whole[i] if whole is not None else _shares(sens, rows, weights)
        for start, end, counts in class_value_counts(classes, n_classes, sens, rows, weights):
            fail[start:end] |= _failing_rows(counts, spec, p, sens.ordered)
    return fail


def _shares(sens: Sensitive, rows, weights=None) -> np.ndarray:
    codes = sens.codes if rows is None else sens.codes[rows]
    counts = np.bincount(codes, weights, minlength=sens.m).astype(np.float64)
    return counts / max(counts.sum(), 1.0)


def shares(sens: Sensitive, rows=None) -> np.ndarray:
    return _shares(sens, rows)


def _failing_rows(counts: np.ndarray, spec: ModelSpec, p: np.ndarray, ordered: bool):
    sizes = counts.sum(axis=1)
    fail = np.zeros(len(counts), dtype=bool)
    if spec.l > 1:
        distinct = (counts > 0).sum(axis=1)
        fail |= distinct < spec.l
        if spec.l_kind == "entropy":
            fail |= entropy_rows(counts) < math.log(spec.l) - EPS
        elif spec.l_kind == "recursive":
            r = -np.sort(-counts, axis=1)
            fail |= ~(r[:, 0] < spec.c * r[:, spec.l - 1 :].sum(axis=1))
    if spec.t is not None:
        q = counts / np.maximum(sizes, 1)[:, None]
        fail |= emd_rows(q, p, ordered) > spec.t + EPS
    return fail & (sizes > 0)


def entropy_rows(counts: np.ndarray) -> np.ndarray:
    sizes = np.maximum(counts.sum(axis=1, keepdims=True), 1)
    p = counts / sizes
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    return -terms.sum(axis=1)


@dataclass(frozen=True)
class Measured:
    """k, l and t of a released table (its classes and kept rows), MATH 6.3."""

    k: int
    l_distinct: int
    l_entropy: float
    c_star: float | None
    t: float
    classes: int
    homogeneous_classes: int
    homogeneous_records: int
    k_on_table: bool = False  # k counted on the released rows, "*" matching any value

    def to_dict(self) -> dict:
        return {
            "k": self.k,
            "k_on_table": self.k_on_table,
            "l_distinct": self.l_distinct,
            "l_shannon": self.l_entropy,
            "recursive_c_star": self.c_star,
            "t": self.t,
            "classes": self.classes,
            "homogeneous_classes": self.homogeneous_classes,
            "homogeneous_records": self.homogeneous_records,
        }


def measure(classes: np.ndarray, n_classes: int, sensitive: list[Sensitive], rows=None):
    """k, distinct and entropy l, c* (for the table's distinct l), t against the
    release's own distribution, homogeneous classes (m_E = 1); worst over columns."""
    sizes = np.bincount(classes, minlength=n_classes)
    present = sizes > 0
    k = int(sizes[present].min()) if present.any() else 0
    l_distinct, h_min, c_star, t = None, math.inf, None, 0.0
    homogeneous = np.zeros(n_classes, dtype=bool)
    for sens in sensitive:
        p = _shares(sens, rows)
        distinct = np.zeros(n_classes, dtype=np.int64)
        entropy = np.zeros(n_classes)
        r_sorted = []
        for start, end, counts in class_value_counts(classes, n_classes, sens, rows):
            distinct[start:end] = (counts > 0).sum(axis=1)
            entropy[start:end] = entropy_rows(counts)
            q = counts / np.maximum(counts.sum(axis=1), 1)[:, None]
            emd = emd_rows(q[present[start:end]], p, sens.ordered)
            t = max(t, float(emd.max()) if emd.size else 0.0)
            r_sorted.append(-np.sort(-counts[present[start:end]], axis=1))
        col_l = int(distinct[present].min()) if present.any() else 0
        l_distinct = col_l if l_distinct is None else min(l_distinct, col_l)
        h_min = min(h_min, float(entropy[present].min()) if present.any() else 0.0)
        homogeneous |= (distinct == 1) & present
        r = np.concatenate(r_sorted) if r_sorted else np.zeros((0, 1))
        if col_l >= 2 and r.size:
            tail = r[:, col_l - 1 :].sum(axis=1)
            col_c = float((np.floor(r[:, 0] / tail) + 1).max())
            c_star = col_c if c_star is None else max(c_star, col_c)
    return Measured(
        k=k,
        l_distinct=int(l_distinct or 0) if sensitive else 0,
        l_entropy=math.exp(h_min) if sensitive and math.isfinite(h_min) else 0.0,
        c_star=c_star,
        t=t,
        classes=int(present.sum()),
        homogeneous_classes=int(homogeneous.sum()),
        homogeneous_records=int(sizes[homogeneous].sum()),
    )


def disclosed_values(classes: np.ndarray, n_classes: int, sens: Sensitive, rows=None) -> dict:
    """Homogeneity attack: value → records in classes where it is the only value."""
    codes = sens.codes if rows is None else sens.codes[rows]
    lo = np.full(n_classes, sens.m, dtype=np.int64)
    hi = np.full(n_classes, -1, dtype=np.int64)
    np.minimum.at(lo, classes, codes)
    np.maximum.at(hi, classes, codes)
    sizes = np.bincount(classes, minlength=n_classes)
    single = (lo == hi) & (sizes > 0)
    records = np.bincount(lo[single], weights=sizes[single], minlength=sens.m)
    return {sens.values[v]: int(records[v]) for v in np.flatnonzero(records)}

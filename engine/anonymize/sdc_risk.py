"""Disclosure risk of survey microdata as the statistical-office reference (sdcMicro) defines
it, so that a humanitarian review (global risk under 3 %) gets the same numbers here.

Every measure works on the distinct key combinations with their record counts and weight
sums, never record by record. A missing key value (NA, or a suppressed "*") matches every
value of that key, as in the reference: a record's f_k counts every record that agrees
with it wherever both are known.

* `frequencies`: f_k (records sharing the key combination) and F_k (their summed sampling
  weights, the population estimate), per record.
* `k_violations`: records with f_k < k (or F_k < k with weights).
* `individual_risk`: the Benedetti–Franconi approximation of re-identification risk,
  with the reference's case formulas for f_k = 1, 2 and > 2, and 1/f_k where f_k = F_k.
* `global_risk`: expected re-identifications (the sum of individual risks) and their share.
* `household_risk`: 1 − Π(1 − r_i) over a household's members, given to every member.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.row_keys import combine, firsts

MISSING = -1  # key code of a missing (or suppressed) value


@dataclass(frozen=True)
class Frequencies:
    fk: np.ndarray  # per record: sample frequency of its key combination
    Fk: np.ndarray  # per record: population estimate (sum of sampling weights)


@dataclass(frozen=True)
class GlobalRisk:
    expected: float  # expected number of re-identifications (Σ r_i)
    share: float  # expected / records
    records: int


def key_codes(frame: pd.DataFrame, keys, missing_labels=()) -> np.ndarray:
    """n × p integer codes of the key columns; NA and `missing_labels` (suppressed) →
    MISSING."""
    out = np.empty((len(frame), len(keys)), dtype=np.int64, order="F")  # columns contiguous
    for j, name in enumerate(keys):
        column = frame[name]
        text = isinstance(column.dtype, pd.StringDtype)  # as objects: same codes, half the time
        values = column.to_numpy(dtype=object) if text else column
        codes, uniques = pd.factorize(values, use_na_sentinel=True)
        codes = codes.astype(np.int64)
        if missing_labels:  # the values equal to a label, found among the distinct values
            hit = np.append(pd.Index(uniques).isin(missing_labels), False)  # NA (−1): never
            codes[hit[codes]] = MISSING
        out[:, j] = codes
    return out


def distinct_rows(codes: np.ndarray, weights: np.ndarray):
    """Distinct rows of `codes`: (id per record, first record per id, counts, weight sums)."""
    n, p = codes.shape
    if p == 0:
        ids = np.zeros(n, dtype=np.int64)
    else:
        cards = [int(codes[:, j].max()) + 2 if n else 1 for j in range(p)]
        ids = combine([codes[:, j] + 1 for j in range(p)], cards)
    size = int(ids.max()) + 1 if n else 0
    first = firsts(ids)  # combine numbers ids in order of first appearance
    counts = np.bincount(ids, minlength=size).astype(np.float64)
    sums = np.bincount(ids, weights=weights, minlength=size)
    return ids, first, counts, sums


def frequencies(
    codes: np.ndarray, weights: np.ndarray | None = None, distinct: tuple | None = None
) -> Frequencies:
    """f_k and F_k per record (missing values match anything, as in the reference);
    `distinct`: `distinct_rows(codes, weights)` when the caller has it already."""
    n = len(codes)
    w = np.ones(n) if weights is None else np.asarray(weights, dtype=np.float64)
    ids, first, counts, sums = distinct_rows(codes, w) if distinct is None else distinct
    rows = codes[first]  # one row per distinct combination
    known = rows != MISSING
    if known.all():  # no missing value: plain counts
        return Frequencies(counts[ids], sums[ids])
    bits = known.astype(np.int64) @ (np.int64(1) << np.arange(known.shape[1], dtype=np.int64))
    pattern_of = pd.factorize(bits)[0]  # which keys each distinct row knows
    patterns = known[firsts(pattern_of)]
    fk, Fk = np.zeros(len(rows)), np.zeros(len(rows))
    members = [np.flatnonzero(pattern_of == i) for i in range(len(patterns))]
    for pattern, mine in zip(patterns, members, strict=True):
        # the other patterns, grouped by the keys they share with this one
        bit = np.int64(1) << np.arange(len(pattern), dtype=np.int64)
        shared = (patterns & pattern) @ bit
        for mask in np.unique(shared):
            theirs = np.concatenate([members[b] for b in np.flatnonzero(shared == mask)])
            common = np.flatnonzero(mask & bit)
            if common.size == 0:  # nothing to compare on: every record matches
                fk[mine] += counts[theirs].sum()
                Fk[mine] += sums[theirs].sum()
                continue
            both = np.concatenate([mine, theirs])
            cols = [rows[both, j] for j in common]
            key = combine(cols, [int(c.max()) + 1 for c in cols])
            mine_key, their_key = key[: len(mine)], key[len(mine) :]
            size = int(key.max()) + 1
            fk[mine] += np.bincount(their_key, weights=counts[theirs], minlength=size)[mine_key]
            Fk[mine] += np.bincount(their_key, weights=sums[theirs], minlength=size)[mine_key]
    return Frequencies(fk[ids], Fk[ids])


def k_violations(freq: Frequencies, k: int, weighted: bool = False) -> int:
    """Records whose key combination is shared by fewer than k records (F_k: estimated in
    the population)."""
    values = freq.Fk if weighted else freq.fk
    return int((values < k).sum())


def individual_risk(freq: Frequencies, weighted: bool = True) -> np.ndarray:
    """Per record re-identification risk (the approximation the reference uses)."""
    fk, Fk = freq.fk, freq.Fk
    if not weighted:
        return 1.0 / fk
    with np.errstate(divide="ignore", invalid="ignore"):
        pk = fk / Fk
        odds = pk / (1.0 - pk)
        log_inv = np.log(1.0 / pk)
        risk = np.where(
            fk > 2,
            pk / (fk - (1.0 - pk)),
            np.where(fk == 2, odds - odds**2 * log_inv, odds * log_inv),
        )
    return np.where(fk == Fk, 1.0 / fk, risk)


def global_risk(risk: np.ndarray) -> GlobalRisk:
    expected = float(np.sum(risk))
    n = len(risk)
    return GlobalRisk(expected, expected / n if n else 0.0, n)


def household_risk(risk: np.ndarray, household: np.ndarray) -> np.ndarray:
    """Per record its household's risk 1 − Π(1 − r_i) over the household's members."""
    ids, uniques = pd.factorize(household)
    with np.errstate(divide="ignore"):  # a member with risk 1: log 0 = −inf, household 1
        safe = np.log1p(-np.minimum(risk, 1.0))
    log_safe = np.bincount(ids, weights=safe, minlength=len(uniques))
    return -np.expm1(log_safe)[ids]


def above(risk: np.ndarray, threshold: float) -> np.ndarray:
    """Rows whose individual risk exceeds the threshold."""
    return np.flatnonzero(risk > threshold)

"""Special uniques (SUDA2), as the statistical-office reference (sdcMicro's `suda2`)
scores them: records that are unique on a small combination of their answers.

A *minimal sample unique* (MSU) of a record is a set S of key variables on which the record
is the only one in the sample, while it shares its values with another record on every
proper subset of S (enough to check the subsets S − {v}: uniqueness only grows with S).
Only records unique on all the keys can have one. With M keys, an MSU of size s adds to
the record's score:

* (M − s)! (the reference's default, `original_scores=TRUE`, Elliot et al.'s SUDA), or
* (2^(M − s) − 1) · s! · (M − s)! / M! (its `original_scores=FALSE`, the IHSN program).

MSUs larger than `max_size` are not looked for (the reference looks up to M).

Each key's *contribution* in a record (the reference's `contributionPercent`) is the sum of
the weights of the record's MSUs holding that key, over the record's score; the keys'
contributions to the whole file (its `attribute_contributions`) are 100 · Σ_r contribution ·
score / Σ_r score.

The DIS score (an estimate of the probability that a special unique is a population
unique; sampling fraction `dis_fraction`, 0.01 by default as in the reference): with U sample
uniques, P records in key combinations shared by exactly two records, Q = 1 + (8 − M)/20,
dis = U·f / (U·f + P·(1 − f)) and A = Σ_r score_r^(−Q) over scored records,
DIS_r = 1 / (1 + (U/dis − U) / (score_r^Q · A)), 0 for a record without MSU. (The reference
counts as U only the uniques that sit alone in its 16-bit hash table, which undercounts U
when two combinations collide; here U is the number of sample uniques.)

A missing key value is a value of its own that never makes a record special: no MSU of a
record holds a key it lacks (as in the reference). The work is vectorized over the distinct
key combinations with their record counts, one subset of keys at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb, factorial

import numpy as np

from engine.anonymize.frequency import combine
from engine.anonymize.sdc_risk import MISSING, distinct_rows

DIS_FRACTION = 0.01  # the reference's default sampling fraction for the DIS score
SUBSET_LIMIT = 1023  # key subsets an audit searches at most (all of them up to 10 keys)


@dataclass(frozen=True)
class Suda2:
    score: np.ndarray  # per record: SUDA score (0: no minimal sample unique)
    dis_score: np.ndarray  # per record: DIS-SUDA score
    contribution: np.ndarray  # n × M: each key's share of the record's score
    attribute_contribution: np.ndarray  # M: % of the file's total score from each key
    msus: np.ndarray  # number of MSUs of size 1 … max_size, over all records
    max_size: int
    smallest: np.ndarray  # per record: size of its smallest MSU (0: none)


def msu_weights(keys: int, max_size: int, original_scores: bool = True) -> np.ndarray:
    """Score added by one MSU of size 1 … max_size, with `keys` key variables."""
    sizes = range(1, max_size + 1)
    if original_scores:
        return np.array([float(factorial(keys - s)) for s in sizes])
    return np.array(
        [(2.0 ** (keys - s) - 1) * factorial(s) * factorial(keys - s) / factorial(keys)
         for s in sizes]
    )  # fmt: skip


def searchable_size(keys: int, limit: int = SUBSET_LIMIT) -> int:
    """The largest MSU size whose key subsets, with all the smaller ones, number at most
    `limit` (every size up to 10 keys with the default limit)."""
    size, total = 0, 0
    while size < keys and total + comb(keys, size + 1) <= limit:
        size += 1
        total += comb(keys, size)
    return size


def suda2(
    codes: np.ndarray,
    max_size: int | None = None,
    dis_fraction: float = DIS_FRACTION,
    original_scores: bool = True,
) -> Suda2:
    """SUDA2 scores of the records of `codes` (n × M integer key codes, `MISSING` for a
    missing value, as `engine.anonymize.sdc_risk.key_codes` gives them)."""
    n, keys = codes.shape
    max_size = keys if max_size is None else max(0, min(max_size, keys))
    weights = msu_weights(keys, max_size, original_scores)
    ids, first, counts, _ = distinct_rows(codes, np.ones(n))
    order = np.argsort(counts != 1, kind="stable")  # sample uniques first: only they score
    place = np.empty_like(order)
    place[order] = np.arange(len(order))
    rows = codes[first[order]] + 1  # per distinct combination; MISSING → 0, a value of its own
    u = int((counts == 1).sum())
    columns = [np.ascontiguousarray(rows[:, j]) for j in range(keys)]
    cards = np.array([int(c.max()) + 1 if len(c) else 1 for c in columns])
    gap = MISSING + 1
    known = [c[:u] != gap for c in columns] if (rows[:u] == gap).any() else None
    score = np.zeros(len(rows))
    smallest = np.zeros(len(rows), dtype=np.int64)
    raw = [np.zeros(len(rows)) for _ in range(keys)]  # per key: Σ weights of MSUs holding it
    msus = np.zeros(max_size, dtype=np.int64)
    previous = {(): np.zeros(u, dtype=bool)}  # unique on the empty set: never
    for size in range(1, max_size + 1):
        level = {}
        for subset in combinations(range(keys), size):
            # unique on some S − {v}: unique on S too, and S is not minimal
            blocked = np.logical_or.reduce(
                [previous[subset[:d] + subset[d + 1 :]] for d in range(size)]
            )
            if blocked.all():  # no record can have S as an MSU: nothing to count
                level[subset] = blocked
                continue
            key = _subset_key(columns, cards, subset, len(rows))
            alone = np.bincount(key)[key[:u]] == 1  # no other combination (uniques: count 1)
            for j in subset if known is not None else ():
                alone &= known[j]
            level[subset] = alone | blocked
            found = np.flatnonzero(alone & ~blocked)
            if found.size:
                msus[size - 1] += found.size
                score[found] += weights[size - 1]
                smallest[found[smallest[found] == 0]] = size
                for j in subset:
                    raw[j][found] += weights[size - 1]
        previous = level
    share = np.zeros((len(rows), keys))
    scored = np.flatnonzero(score > 0)
    for j in range(keys):
        share[scored, j] = raw[j][scored] / score[scored]
    total = float(score.sum())
    attribute = np.array([100.0 * r.sum() / total if total else 0.0 for r in raw])
    dis = _dis_scores(score, u, 2 * int((counts == 2).sum()), keys, dis_fraction)
    ids = place[ids]
    return Suda2(score[ids], dis[ids], share[ids], attribute, msus, max_size, smallest[ids])


def _subset_key(columns: list, cards: np.ndarray, subset: tuple, rows: int) -> np.ndarray:
    """One small integer per distinct row for its values on `subset`: the mixed-radix number
    itself while there are few enough combinations to count with `bincount`, else
    renumbered."""
    if np.prod(cards[list(subset)], dtype=np.float64) > 2 * rows + 1024:
        return combine([columns[j] for j in subset], [int(cards[j]) for j in subset])
    key = columns[subset[0]].astype(np.int64)
    for j in subset[1:]:
        key *= cards[j]
        key += columns[j]
    return key


def _dis_scores(score: np.ndarray, uniques: int, pairs: int, keys: int, f: float):
    """DIS-SUDA scores of the sample uniques (see the module docstring)."""
    out = np.zeros(len(score))
    scored = score > 0
    if not scored.any():
        return out
    dis = uniques * f / (uniques * f + pairs * (1.0 - f))
    q = 1.0 + (8.0 - keys) / 20.0
    adjust = float(np.sum(score[scored] ** -q))
    out[scored] = 1.0 / (1.0 + (uniques / dis - uniques) / (score[scored] ** q * adjust))
    return out

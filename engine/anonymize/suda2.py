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
key combinations, one subset of keys at a time, smallest subsets first. A subset with few
value combinations is counted in a table, summed down from a larger subset's table; another
is counted over the rows that can still matter: a record unique on some S − {v} shares no
value on S with anyone, so only the other records are counted (and only they can score).
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from itertools import combinations
from math import comb, factorial, prod

import numpy as np

from engine.anonymize.sdc_risk import MISSING, distinct_rows
from engine.core.row_keys import KEY_LIMIT, combine

DIS_FRACTION = 0.01  # the reference's default sampling fraction for the DIS score
SUBSET_LIMIT = 1023  # key subsets an audit searches at most (all of them up to 10 keys)
DENSE_CELLS = 1 << 21  # key subsets with at most this many value combinations: counted in a table
TABLE_BUDGET = 1 << 26  # cells of such tables made, at most (5 bytes each: count and flag)


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
    distinct: tuple | None = None,
) -> Suda2:
    """SUDA2 scores of the records of `codes` (n × M integer key codes, `MISSING` for a
    missing value, as `engine.anonymize.sdc_risk.key_codes` gives them); `distinct`:
    `distinct_rows(codes, …)` when the caller has it already (its counts are used)."""
    n, keys = codes.shape
    max_size = keys if max_size is None else max(0, min(max_size, keys))
    weights = msu_weights(keys, max_size, original_scores)
    ids, first, counts, _ = distinct_rows(codes, np.ones(n)) if distinct is None else distinct
    order = np.argsort(counts != 1, kind="stable")  # sample uniques first: only they score
    place = np.empty_like(order)
    place[order] = np.arange(len(order))
    rows = codes[first[order]] + 1  # per distinct combination; MISSING → 0, a value of its own
    u = int((counts == 1).sum())
    columns = [np.ascontiguousarray(rows[:, j], dtype=np.int32) for j in range(keys)]
    cards = [int(c.max()) + 1 if len(c) else 1 for c in columns]
    gap = MISSING + 1
    lacking = [c[:u] == gap for c in columns] if (rows[:u] == gap).any() else None
    packed = _Keys(columns, cards)
    tables = _singleton_tables(packed, max_size) if u else {}
    score = np.zeros(len(rows))
    smallest = np.zeros(len(rows), dtype=np.int64)
    raw = [np.zeros(len(rows)) for _ in range(keys)]  # per key: Σ weights of MSUs holding it
    msus = np.zeros(max_size, dtype=np.int64)
    # per subset of keys: the sample uniques unique on it or on one of its subsets (None: none)
    previous: dict = {(): None}
    for size in range(1, max_size + 1 if u else 1):  # no sample unique: no MSU
        level, found_at = {}, []
        for subset in combinations(range(keys), size):
            # unique on some S − {v}: unique on S too, and S is not minimal
            blocked = _union(previous[subset[:d] + subset[d + 1 :]] for d in range(size))
            level[subset] = blocked
            # a record lacking a key of S has no MSU S, nor shares its values on S with one
            skip = _union([blocked, *(lacking[j] for j in subset)]) if lacking else blocked
            if tables.get(subset, True) is None or (skip is not None and skip.all()):
                continue  # no record alone on S, or none for which S could be minimal
            found = _alone(packed, subset, u, skip, tables.get(subset))
            if found.size:
                level[subset] = np.zeros(u, dtype=bool) if blocked is None else blocked
                level[subset][found] = True
                found_at.append((subset, found))
        if found_at:
            msus[size - 1] = _tally(found_at, size, weights[size - 1], score, smallest, raw)
        previous = level
    share = np.column_stack(raw) if keys else np.zeros((len(rows), 0))  # 0 where no MSU
    np.divide(share, score[:, None], out=share, where=(score > 0)[:, None])
    total = float(score.sum())
    attribute = np.array([100.0 * r.sum() / total if total else 0.0 for r in raw])
    dis = _dis_scores(score, u, 2 * int((counts == 2).sum()), keys, dis_fraction)
    ids = place[ids]
    return Suda2(score[ids], dis[ids], share[ids], attribute, msus, max_size, smallest[ids])


def _tally(found_at: list, size: int, weight: float, score, smallest, raw) -> int:
    """Adds the MSUs of one size ((subset, records having it as an MSU) pairs) to the
    scores, the smallest sizes and the per-key sums, in place; their number."""
    n, keys = len(score), len(raw)
    every = np.concatenate([found for _, found in found_at])
    hits = np.bincount(every, minlength=n)
    score += weight * hits
    smallest[(smallest == 0) & (hits > 0)] = size
    # a record's MSUs of this size holding key j number at most C(M − 1, size − 1): `bits`
    # bits each, several keys' counts packed in one float sum that stays exact (< 2^52)
    bits = comb(keys - 1, size - 1).bit_length()
    group = max(1, 52 // bits)
    sizes = [found.size for _, found in found_at]
    for start in range(0, keys, group):
        mine = range(start, min(keys, start + group))
        code = [sum(1 << bits * (j - start) for j in s if j in mine) for s, _ in found_at]
        packed = np.bincount(every, np.repeat(np.array(code, dtype=np.float64), sizes), n)
        packed = packed.astype(np.int64)
        for j in mine:
            raw[j] += weight * ((packed >> (bits * (j - start))) & ((1 << bits) - 1))
    return int(hits.sum())


def _union(masks) -> np.ndarray | None:
    """A new element-wise OR of the masks that are not None (None: there are none)."""
    out = None
    for mask in masks:
        if mask is not None:
            out = mask.copy() if out is None else np.logical_or(out, mask, out=out)
    return out


def _singleton_tables(packed: _Keys, max_size: int) -> dict:
    """Per subset of keys with at most DENSE_CELLS value combinations: which combinations
    hold a single distinct row (flat boolean table; None when none does). Counted from the
    rows for the largest subsets, then summed down from a counted superset."""
    keys, cards, budget = len(packed.cards), packed.cards, TABLE_BUDGET
    out: dict = {}
    above: dict = {}  # the count tables of the size above
    for size in range(max_size, 0, -1):
        level = {}
        for subset in combinations(range(keys), size):
            shape = [cards[j] for j in subset]
            cells = prod(shape)
            if cells > DENSE_CELLS or cells > budget:
                continue
            supersets = [(bisect_left(subset, v), tuple(sorted((*subset, v)))) for v in range(keys)]
            supersets = [(axis, s) for axis, s in supersets if s in above]
            if supersets:
                axis, parent = min(supersets, key=lambda p: above[p[1]].size)
                count = above[parent].sum(axis=axis, dtype=np.int32)
            else:
                count = np.bincount(packed(subset), minlength=cells).astype(np.int32).reshape(shape)
            level[subset] = count
            ones = count.ravel() == 1
            out[subset] = ones if ones.any() else None
            budget -= cells
        above = level
    return out


def _alone(packed: _Keys, subset: tuple, u: int, skip, table) -> np.ndarray:
    """The sample uniques not in `skip` that are the only distinct row with their values on
    `subset` (`table`: its singleton table, or None to count)."""
    free = u if skip is None else u - int(np.count_nonzero(skip))
    if skip is None or 2 * free > packed.rows:  # most rows: no gathering
        key = packed(subset)
        alone = table[key[:u]] if table is not None else _single(key)[:u]
        if skip is not None:
            alone &= ~skip
        return np.flatnonzero(alone)
    candidates = np.flatnonzero(~skip)
    if table is not None:
        return candidates[table[packed(subset, candidates)]]
    # a skipped record shares no value on S with a candidate: only the others are counted
    counted = np.r_[candidates, u : packed.rows]
    return candidates[_single(packed(subset, counted))[:free]]


class _Keys:
    """Packed keys of the distinct rows on subsets of the key variables: the mixed-radix
    number, or a renumbering when it could overflow. The keys of the last subset packed over
    all rows and of its prefixes are kept: the next subsets (in order) mostly extend them."""

    def __init__(self, columns: list, cards: list) -> None:
        self.columns, self.cards, self.rows = columns, cards, len(columns[0]) if columns else 0
        self.chain: dict = {}

    def __call__(self, subset: tuple, rows=None) -> np.ndarray:
        """One integer per row (all rows, or those at `rows`) for its values on `subset`."""
        if rows is None or len(subset) * len(rows) > self.rows:  # cheaper than gathering
            return self._all(subset) if rows is None else self._all(subset)[rows]
        return self._pack([self.columns[j][rows] for j in subset], subset)

    def _all(self, subset: tuple) -> np.ndarray:
        key = self.chain.get(subset)
        if key is not None:
            return key
        if len(subset) > 1 and prod(self.cards[j] for j in subset) <= KEY_LIMIT:
            head = self._all(subset[:-1])
            key = np.multiply(head, self.cards[subset[-1]], dtype=self._type(subset))
            key += self.columns[subset[-1]]
        else:
            key = self._pack([self.columns[j] for j in subset], subset)
        self.chain = {k: v for k, v in self.chain.items() if subset[: len(k)] == k}
        self.chain[subset] = key
        return key

    def _pack(self, cols: list, subset: tuple) -> np.ndarray:
        if prod(self.cards[j] for j in subset) > KEY_LIMIT:
            return combine(cols, [self.cards[j] for j in subset])
        key = cols[0].astype(self._type(subset))
        for j, col in zip(subset[1:], cols[1:], strict=True):
            key *= self.cards[j]
            key += col
        return key

    def _type(self, subset: tuple):
        small = prod(self.cards[j] for j in subset) <= np.iinfo(np.int32).max
        return np.int32 if small else np.int64  # half the memory traffic when it fits


def _single(key: np.ndarray) -> np.ndarray:
    """Per entry: its value occurs once in `key`."""
    if not len(key):
        return np.zeros(0, dtype=bool)
    if int(key.max()) < 4 * len(key) + (1 << 20):  # few enough values to count in a table
        return (np.bincount(key) == 1)[key]  # a small table to look up in
    order = np.argsort(key)
    ordered = key[order]
    same = ordered[1:] == ordered[:-1]
    shared = np.zeros(len(key), dtype=bool)
    shared[1:] = same
    shared[:-1] |= same
    out = np.empty(len(key), dtype=bool)
    out[order] = ~shared
    return out


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

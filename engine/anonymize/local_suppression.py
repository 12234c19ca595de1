"""Local suppression as the statistical-office reference (sdcMicro's `localSuppression`)
does it: single key values of the records that violate k-anonymity are set to missing,
the least important key first, until every record's key combination is shared by at least
k records, a missing value matching every value (engine.anonymize.sdc_risk).

The reference's heuristic, run on the distinct key combinations (each once, whatever its
count): in each pass the combinations with f_k < k are taken by decreasing risk 1/f_k (then
in order of first appearance); for each, the combinations at the smallest positive distance
(keys where both are known and differ) are its candidates, and the first key in the
suppression order where it differs from a known candidate value is set to missing. The pass
repeats until no combination violates k. Suppression only ever raises f_k, so combinations
that met k are never touched. Distances are computed for a block of problem combinations at
once and kept exact as rows change within the block.

Above EXACT_ROWS distinct combinations a faster pass is used: every problem combination
with a candidate one value away is decided at once, from the table as it stood at the start
of the pass (the same rule, without the effect of this pass's earlier suppressions); the
others go through the exact search. It reaches k the same way; on large tables it suppressed
fewer cells than the exact order in our measurements (tests/bench/bench_anonymize.py).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize.sdc_risk import MISSING, distinct_rows, frequencies

BLOCK = 64  # problem combinations whose distances are computed together
EXACT_ROWS = 20_000  # above this many distinct combinations, the faster pass (docstring)


@dataclass(frozen=True)
class Suppression:
    cells: np.ndarray  # n × p bool: key values suppressed here (missing before: False)
    per_key: tuple[int, ...]  # suppressed cells per key
    passes: int


def default_importance(codes: np.ndarray) -> np.ndarray:
    """The reference's default rank per key (1 = most important, suppressed last): keys
    with fewer distinct values are more important."""
    distinct = [np.unique(codes[codes[:, j] != MISSING, j]).size for j in range(codes.shape[1])]
    rank = np.empty(len(distinct), dtype=np.int64)
    rank[np.argsort(distinct, kind="stable")] = np.arange(1, len(distinct) + 1)
    return rank


def _distances(block: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """len(block) × len(rows): keys where both rows are known and differ."""
    out = np.zeros((len(block), len(rows)), dtype=np.int16)
    for j in range(rows.shape[1]):
        a, b = block[:, j, None], rows[None, :, j]
        out += (a != b) & (a != MISSING) & (b != MISSING)
    return out


def local_suppression(codes: np.ndarray, k: int, importance=None, strata=None) -> Suppression:
    """Cells to suppress so that every record has f_k ≥ k (within its stratum when `strata`,
    one label per record, is given). `codes`: n × p key codes (MISSING where already
    missing); `importance`: rank per key, 1 = most important (default: the reference's)."""
    rank = default_importance(codes) if importance is None else np.asarray(importance)
    order = np.argsort(-rank, kind="stable")  # least important (highest rank) first
    if strata is None:
        return _suppress(codes, k, order)
    cells, passes = np.zeros(codes.shape, dtype=bool), 0
    groups = pd.factorize(np.asarray(strata))[0]
    for g in range(int(groups.max()) + 1 if len(groups) else 0):
        mine = np.flatnonzero(groups == g)
        part = _suppress(codes[mine], k, order)
        cells[mine], passes = part.cells, max(passes, part.passes)
    return Suppression(cells, tuple(int(c) for c in cells.sum(axis=0)), passes)


def _one_away(rows, counts, fk, problems) -> np.ndarray:
    """problems × p: is some record one known value away on key j (matching elsewhere)?"""
    p = rows.shape[1]
    wild = np.repeat(rows[problems][None], p, axis=0)  # p × problems × p
    for j in range(p):
        wild[j, :, j] = MISSING
    stacked = np.vstack([rows, wild.reshape(-1, p)])
    weights = np.concatenate([counts, np.zeros(p * len(problems))])
    matched = frequencies(stacked, weights).Fk[len(rows) :].reshape(p, -1).T
    return matched > fk[problems][:, None]


def _suppress(codes: np.ndarray, k: int, order: np.ndarray) -> Suppression:
    n = len(codes)
    if k > n:
        raise ValueError(f"k = {k} is larger than the number of records ({n})")
    ids, first, counts, _ = distinct_rows(codes, np.ones(n))
    start = codes[first]
    rows = start.copy()
    passes = 0
    while True:
        fk = frequencies(rows, counts).Fk  # records matching each combination
        problems = np.flatnonzero(fk < k)
        if problems.size == 0:
            break
        passes += 1
        problems = problems[np.argsort(fk[problems], kind="stable")]
        if len(rows) > EXACT_ROWS:  # decide the combinations one value away at once
            near = _one_away(rows, counts, fk, problems)[:, order]
            found = near.any(axis=1)  # a candidate one value away: the first such key
            rows[problems[found], order[near[found].argmax(axis=1)]] = MISSING
            problems = problems[~found]
        for lo in range(0, problems.size, BLOCK):
            block = problems[lo : lo + BLOCK]
            dist = _distances(rows[block], rows)
            for i, r in enumerate(block):
                d = dist[i]
                near = d[d > 0]
                if near.size == 0:  # everything matches it: f_k = n ≥ k already
                    continue
                candidates = rows[d == near.min()]
                for j in order:
                    v, col = rows[r, j], candidates[:, j]
                    if v != MISSING and ((col != v) & (col != MISSING)).any():
                        break
                rows[r, j] = MISSING
                dist[i + 1 :, r] = _distances(rows[block[i + 1 :]], rows[r : r + 1])[:, 0]
    changed = (rows == MISSING) & (start != MISSING)
    cells = changed[ids]
    per_key = (changed * counts[:, None]).sum(axis=0).astype(np.int64)
    return Suppression(cells, tuple(int(c) for c in per_key), passes)

"""Classifier utility of a release (MATH 6.6): features from raw and generalized QIs.

Raw: numbers and dates as values, hierarchical and nominal columns one-hot over their
leaves. Released: intervals (Mondrian's runs of grid cells included) → midpoints; a node
covering m_u leaves → 1/m_u on each of them; "*" → the range's midpoint, or
uniform over all leaves. Missing values: the range's midpoint, or the NA leaf. A column of
more than `MAX_LEAVES` leaves enters as its leaf rank instead (midpoint of the covered
ranks when generalized).
"""

from __future__ import annotations

import numpy as np

from engine.anonymize import grid
from engine.anonymize.ladders import BOTTOM_CODE, NA_CODE, TOP_CODE
from engine.anonymize.qi import QIs, last_leaf

MAX_LEAVES = 200


def raw_features(qis: QIs) -> np.ndarray:
    parts = []
    for j, ladder in enumerate(qis.ladders):
        values = qis.positions[j]
        if ladder.ordered:
            mid = (ladder.low + ladder.high) / 2
            parts.append(np.where(qis.encoded[j].missing, mid, qis.encoded[j].values)[:, None])
        elif len(ladder.leaves) > MAX_LEAVES:
            parts.append(values[:, None])
        else:
            onehot = np.zeros((values.size, len(ladder.leaves)))
            onehot[np.arange(values.size), values.astype(np.int64)] = 1.0
            parts.append(onehot)
    return np.hstack(parts)


def _spread(first: np.ndarray, last: np.ndarray, leaves: int) -> np.ndarray:
    """Weights 1/(last − first + 1) on the leaf range of each row."""
    idx = np.arange(leaves)
    inside = (idx[None, :] >= first[:, None]) & (idx[None, :] <= last[:, None])
    return inside / inside.sum(axis=1, keepdims=True)


def released_features(qis: QIs, gen) -> np.ndarray:
    """Features of the released records (suppressed ones as "*"): `gen` is a
    `Generalized` (Mondrian boxes or a lattice node)."""
    cls = gen.classes
    star = cls < 0
    parts = []
    for j, ladder in enumerate(qis.ladders):
        leaves = 0 if ladder.ordered else len(ladder.leaves)
        if gen.boxes is not None:
            lo = gen.boxes.lo[j, np.maximum(cls, 0)]
            hi = gen.boxes.hi[j, np.maximum(cls, 0)]
            if ladder.ordered:  # runs of grid cells → their values [L, U)
                lo, hi = _run_range(ladder, lo, hi)
        else:
            lo, hi = _lattice_range(qis, j, gen.node[j])
        if ladder.ordered:
            mid = (ladder.low + ladder.high) / 2
            value = np.where(np.isfinite(lo) & np.isfinite(hi), (lo + hi) / 2, mid)
            parts.append(np.where(star, mid, value)[:, None])
            continue
        first = np.where(star, 0, lo).astype(np.int64)
        last = np.where(star, leaves - 1, hi).astype(np.int64)
        if leaves > MAX_LEAVES:
            parts.append(((first + last) / 2)[:, None])
        else:
            parts.append(_spread(first, last, leaves))
    return np.hstack(parts)


def _run_range(ladder, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The values of Mondrian's runs of cells lo…hi, open ends at the input's range (NaN
    for a class of missing values)."""
    low, high = np.full(lo.shape, np.nan), np.full(hi.shape, np.nan)
    finite = np.isfinite(lo)
    low[finite], high[finite] = grid.bounds(ladder, lo[finite], hi[finite])
    low = np.where(np.isneginf(low), ladder.low, low)
    return low, np.where(np.isposinf(high), ladder.high, high)


def _lattice_range(qis: QIs, j: int, level: int) -> tuple[np.ndarray, np.ndarray]:
    """Per record: the interval (ordered) or leaf range (hierarchy) of its level-`level`
    generalization; NaN for a missing value."""
    ladder, enc = qis.ladders[j], qis.encoded[j]
    codes = ladder.level_codes(enc, level)
    if not ladder.ordered:
        node = codes
        ends = last_leaf(ladder, level)
        first = np.where(node == 0, 0, ends[np.maximum(node - 1, 0)] + 1)
        return first.astype(np.float64), ends[node].astype(np.float64)
    if level >= ladder.levels - 1:
        return np.full(codes.size, ladder.low), np.full(codes.size, ladder.high)
    x = np.where(enc.missing, np.nan, enc.values)
    if ladder.kind == "numeric" and level > 0:
        lo, hi = ladder.interval(np.where(codes == NA_CODE, 0, codes), level)
        lo = np.where(np.isinf(lo), ladder.low, lo)
        hi = np.where(np.isinf(hi), ladder.high, hi)
    elif ladder.kind == "date" and level > 0:
        unit = ("D", "M", "Y", "Y")[level]
        days = np.where(enc.missing, 0, x).astype("datetime64[D]")
        start = days.astype(f"datetime64[{unit}]")
        if level == 3:
            years = start.astype(np.int64) + 1970
            start = ((years // 10) * 10 - 1970).astype("datetime64[Y]")
            end = start + np.timedelta64(10, "Y")
        else:
            end = start + np.timedelta64(1, unit)
        lo = start.astype("datetime64[D]").astype(np.float64)
        hi = end.astype("datetime64[D]").astype(np.float64) - 1
    else:
        lo = hi = x
    if ladder.kind == "numeric":
        lo = np.where(codes == TOP_CODE, ladder.top or 0.0, lo)
        hi = np.where(codes == TOP_CODE, ladder.high, hi)
        lo = np.where(codes == BOTTOM_CODE, ladder.low, lo)
        hi = np.where(codes == BOTTOM_CODE, ladder.bottom or 0.0, hi)
    missing = codes == NA_CODE
    return np.where(missing, np.nan, lo), np.where(missing, np.nan, hi)

"""The grid Mondrian cuts and publishes for numbers and dates (MATH 6.2, 6.4 (a)).

A record's position is its cell at the first level of the column's ladder (interval k of
width w₁ from the anchor, a declared bracket, or a month; top/bottom-coded values one cell
beyond), the declared generalization or else the automatic ladder the lattice uses. A class
is then a run of whole cells and is released by the run's grid ends, never by a data value:
one cell or a cell of a coarser level by the ladder's own label ("[20, 25)", "1984-02",
"1985", "1980s"), a longer run as "[20, 35)" or "[1984-02, 1986-12]". With top/bottom coding
the cells end at the declared top ("[55, 60]", then "> 60") and start at the bottom.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from engine.anonymize.ladders import (
    BOTTOM_CODE,
    NA_LABEL,
    STAR,
    TOP_CODE,
    YEAR_DAYS,
    Encoded,
    fmt_number,
)

LEVEL = 1  # the ladder level whose cells Mondrian releases


def _codes(ladder, values: np.ndarray) -> np.ndarray:
    """Level-1 cells of `values` (no missing) with top/bottom-coded values one cell beyond
    the cell of the coding threshold."""
    values = np.asarray(values, dtype=np.float64)
    codes = ladder.level_codes(Encoded(values, np.zeros(values.shape, dtype=bool)), LEVEL)
    out = codes.astype(np.float64)
    if getattr(ladder, "top", None) is not None:
        out[codes == TOP_CODE] = _codes(_plain(ladder), [ladder.top])[0] + 1
    if getattr(ladder, "bottom", None) is not None:
        out[codes == BOTTOM_CODE] = _codes(_plain(ladder), [ladder.bottom])[0] - 1
    return out


def _plain(ladder):
    return replace(ladder, top=None, bottom=None)


def positions(ladder, enc: Encoded) -> tuple[np.ndarray, float]:
    """Per record its cell (missing: one table range beyond the last, so NA is split off
    first), and the table's range in cells (Mondrian's normalized widths)."""
    values = np.where(enc.missing, ladder.low, enc.values)
    first, last = _codes(ladder, np.array([ladder.low, ladder.high]))
    span = max(last - first, 1.0)
    return np.where(enc.missing, last + span, _codes(ladder, values)), span


def bounds(ladder, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """[L, U) covered by the runs of cells lo…hi (days for dates; ±inf for open ends)."""
    lo, hi = np.asarray(lo, dtype=np.float64), np.asarray(hi, dtype=np.float64)
    if ladder.kind == "date":
        first = lo.astype(np.int64).astype("datetime64[M]").astype("datetime64[D]")
        end = (hi.astype(np.int64) + 1).astype("datetime64[M]").astype("datetime64[D]")
        return first.astype(np.float64), end.astype(np.float64)
    plain = _plain(ladder)
    low, _ = plain.interval(lo.astype(np.int64), LEVEL)
    _, high = plain.interval(hi.astype(np.int64), LEVEL)
    if ladder.top is not None:  # regular cells hold values ≤ top: they end there
        above = _codes(plain, [ladder.top])[0] + 1
        low = np.where(lo == above, ladder.top, low)
        high = np.where(hi == above, np.inf, np.minimum(high, ladder.top))
    if ladder.bottom is not None:  # … and start at bottom
        below = _codes(plain, [ladder.bottom])[0] - 1
        low = np.where(lo == below, -np.inf, np.maximum(low, ladder.bottom))
        high = np.where(hi == below, ladder.bottom, high)
    return low, high


def loss(ladder, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """MATH 6.6: the width of the released run over the published column range."""
    if ladder.kind == "date":
        width = (np.asarray(hi) - np.asarray(lo) + 1) * YEAR_DAYS / 12
        return np.minimum(width / ladder.loss_span, 1.0)
    low, high = bounds(ladder, lo, hi)
    start, end = ladder.loss_bounds
    width = np.where(np.isinf(high), end, high) - np.where(np.isinf(low), start, low)
    return np.clip(width / ladder.loss_span, 0.0, 1.0)


def label(ladder, lo: float, hi: float) -> str:
    """The released text of the run of cells lo…hi."""
    if ladder.kind == "date":
        first, last = int(lo), int(hi)
        month = str(np.datetime64(first, "M"))
        if first == last:
            return month
        year = first // 12 + 1970
        if first % 12 == 0 and last == first + 11:
            return str(year)
        if first % 12 == 0 and year % 10 == 0 and last == first + 119:
            return f"{year}s"
        return f"[{month}, {np.datetime64(last, 'M')}]"
    low, high = (float(v[0]) for v in bounds(ladder, [lo], [hi]))
    top, bottom = ladder.top, ladder.bottom
    top_cell = None if top is None else _codes(_plain(ladder), [top])[0]  # holds top itself
    if top is not None and low == top and high == np.inf:  # the top-coded cell, alone or
        return f"{'>' if lo == top_cell + 1 else '≥'} {fmt_number(top)}"  # with top's cell
    if bottom is not None and high == bottom and low == -np.inf:
        return f"< {fmt_number(bottom)}"
    if low == -np.inf:
        if high == np.inf:
            return STAR
        # up to the cell of the top value, which holds values up to the top, included
        return f"≤ {fmt_number(top)}" if hi == top_cell else f"< {fmt_number(high)}"
    if high == np.inf:
        return f"≥ {fmt_number(low)}"
    if high == top:  # the cell of the top code holds values up to it, included
        return fmt_number(top) if low == top else f"[{fmt_number(low)}, {fmt_number(top)}]"
    return f"[{fmt_number(low)}, {fmt_number(high)})"


def labels(ladder, lo: np.ndarray, hi: np.ndarray, has_na: np.ndarray) -> np.ndarray:
    """Per class: its run's label, "NA" for missing only, "… or NA" with both."""
    out = np.empty(lo.size, dtype=object)
    cache: dict[tuple, str] = {}
    for c in range(lo.size):
        key = (lo[c], hi[c], bool(has_na[c]))
        text = cache.get(key)
        if text is None:
            text = NA_LABEL if not np.isfinite(lo[c]) else label(ladder, lo[c], hi[c])
            if has_na[c] and np.isfinite(lo[c]):
                text += f" or {NA_LABEL}"
            cache[key] = text
        out[c] = text
    return out


def describe(ladder) -> dict:
    """What Mondrian releases for this QI (the manifest's generalization.*.mondrian_cells):
    first-level cells of numbers and dates, hierarchy nodes, or a flat column's one value."""
    if ladder.kind == "date":
        return {"cells": "month"}
    if ladder.kind == "numeric":
        if ladder.brackets:
            return {"cells": "bracket", "breaks": list(ladder.brackets[0])}
        return {"cells": "interval", "width": ladder.widths[0], "anchor": ladder.anchor}
    return {"cells": "value" if ladder.source == "flat" else "node"}

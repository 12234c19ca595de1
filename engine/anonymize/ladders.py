"""Generalization ladders for quasi-identifiers (MATH 6.2).

Each QI has levels 0 (raw) … H ("*"), each a function of the one below:

* `NumericLadder`: interval widths w₁ < w₂ < … from an anchor a, x → [a + kw, a + (k+1)w),
  or declared nested brackets (each level's breaks, e.g. ages [0, 15), [15, 24), …,
  "≥ 70"); optional top/bottom coding (x > U → "> U", x < L → "< L", below "*").
* `DateLadder`: day → month → year → decade ("1980s") → "*".
* `HierarchyLadder`: a tree over the leaves (the data's values): from an ARX-style CSV
  (one row per leaf, one column per level), from fixed-length codes (level h stars the
  last h characters) or flat (value → "*", a nominal column without a hierarchy).

Missing is a value ("NA") that matches only NA, up to the top level. A ladder encodes a
column of any table (the input, or an external file for the linkage attack) into values
comparable across tables: `level_codes` gives int64 codes equal exactly when the
generalized values are equal; `labels` and `loss` describe the distinct codes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.data.values import plain

NA_LABEL = "NA"
STAR = "*"
NA_CODE = np.int64(-(2**62))
UNKNOWN_CODE = np.int64(-(2**62) + 1)  # an external value the input never had
TOP_CODE = np.int64(2**62)
BOTTOM_CODE = np.int64(2**62 - 1)


@dataclass(frozen=True)
class Encoded:
    """One column encoded for its ladder: float positions (ordered ladders, NaN = missing)
    or int64 leaf codes (hierarchies; the NA leaf for missing, -1 for unknown values).
    `ancestors[h]`: for unknown codes of a prefix ladder, their node at level h by the
    prefix rule (−1: none), so "010*" still matches "0103" (MATH 6.5)."""

    values: np.ndarray
    missing: np.ndarray
    ancestors: tuple[np.ndarray, ...] | None = None


def fmt_number(x: float) -> str:
    """The shortest text that reads back as x: released labels must contain every raw value
    and keep distinct values distinct (MATH 6.2), so no rounding."""
    if not math.isfinite(x):
        return NA_LABEL
    return str(int(x)) if float(x).is_integer() and abs(x) < 1e15 else repr(float(x))


def _decimals(x: float) -> int:
    """Decimal places of x as written (0.25 → 2, 1e-05 → 5, 12 → 0), at most 15."""
    text = repr(float(x))
    if "e" in text:
        mantissa, exponent = text.split("e")
        places = len(mantissa.split(".")[1]) if "." in mantissa else 0
        return max(0, min(15, places - int(exponent)))
    return min(15, len(text.split(".")[1].rstrip("0"))) if "." in text else 0


@dataclass(frozen=True)
class NumericLadder:
    name: str
    widths: tuple[float, ...]
    anchor: float
    low: float  # the input's range (Mondrian's widths, the classifier's midpoints)
    high: float
    top: float | None = None
    bottom: float | None = None
    brackets: tuple[tuple[float, ...], ...] | None = None  # replaces widths when given
    # The column range of the information loss, which is published: the input's range
    # would give a suppressed outlier's value (Σ widths / (n·GIL − suppressed) = range).
    # `auto.loss_range` takes it without the extreme records; None: (low, high).
    loss_range: tuple[float, float] | None = None
    kind = "numeric"
    ordered = True

    @property
    def levels(self) -> int:
        return len(self.brackets or self.widths) + 2

    def interval(self, codes: np.ndarray, level: int) -> tuple[np.ndarray, np.ndarray]:
        """[lo, hi) of interval codes at level ≥ 1 (open ends ±inf for brackets)."""
        codes = np.asarray(codes, dtype=np.int64)
        if self.brackets:
            b = np.asarray(self.brackets[level - 1], dtype=np.float64)
            lo = np.where(codes >= 0, b[np.clip(codes, 0, b.size - 1)], -np.inf)
            hi = np.where(codes + 1 < b.size, b[np.clip(codes + 1, 0, b.size - 1)], np.inf)
            return lo, hi
        return self._bound(codes, level), self._bound(codes + 1, level)

    def _bound(self, codes: np.ndarray, level: int) -> np.ndarray:
        """a + k·w rounded to the decimals of a and w, so 0.1 × 3 is the 0.3 its label
        shows (the codes are placed against these same bounds)."""
        w = self.widths[level - 1]
        places = max(_decimals(self.anchor), _decimals(w))
        return np.round(self.anchor + np.asarray(codes, dtype=np.float64) * w, places)

    @property
    def span(self) -> float:
        return max(self.high - self.low, 1e-12)

    @property
    def loss_span(self) -> float:
        low, high = self.loss_range or (self.low, self.high)
        return max(high - low, 1e-12)

    def encode(self, series: pd.Series, *, strict: bool = True) -> Encoded:
        raw = pd.to_numeric(series, errors="coerce")
        bad = raw.isna() & series.notna()
        if strict and bad.any():
            row = int(np.flatnonzero(bad.to_numpy())[0])
            raise InputError(
                tr("value {value} is not a number (the column is generalized as numbers).").format(
                    value=plain(series.iloc[row])
                ),
                column=self.name,
                row=row + 2,
            )
        values = raw.to_numpy(dtype=np.float64, na_value=np.nan) + 0.0
        if self.top is not None:
            values = np.where(values > self.top, np.nextafter(self.top, np.inf), values)
        if self.bottom is not None:
            values = np.where(values < self.bottom, np.nextafter(self.bottom, -np.inf), values)
        return Encoded(values, np.isnan(values))

    def level_codes(self, enc: Encoded, level: int) -> np.ndarray:
        x = enc.values
        if level >= self.levels - 1:
            codes = np.zeros(x.shape, dtype=np.int64)
        elif level == 0:
            codes = np.where(enc.missing, 0.0, x).view(np.int64).copy()
        elif self.brackets:
            b = np.asarray(self.brackets[level - 1], dtype=np.float64)
            codes = np.searchsorted(b, np.where(enc.missing, 0.0, x), side="right") - 1
            codes = codes.astype(np.int64)
        else:
            w = self.widths[level - 1]
            y = np.where(enc.missing, self.anchor, x)
            codes = np.floor((y - self.anchor) / w).astype(np.int64)
            codes -= y < self._bound(codes, level)  # rounding of (x − a)/w near a bound
            codes += y >= self._bound(codes + 1, level)
        if level < self.levels - 1:
            if self.top is not None:
                codes[x > self.top] = TOP_CODE
            if self.bottom is not None:
                codes[x < self.bottom] = BOTTOM_CODE
            codes[enc.missing] = NA_CODE
        return codes

    def labels(self, codes: np.ndarray, level: int) -> list[str]:
        out = []
        for c in codes:
            if c == NA_CODE:
                out.append(NA_LABEL)
            elif level >= self.levels - 1:
                out.append(STAR)
            elif c == TOP_CODE:
                out.append(f"> {fmt_number(self.top)}")
            elif c == BOTTOM_CODE:
                out.append(f"< {fmt_number(self.bottom)}")
            elif level == 0:
                out.append(fmt_number(np.int64(c).view(np.float64)))
            else:
                lo, hi = (float(v[0]) for v in self.interval(np.array([c]), level))
                if lo == -np.inf:
                    out.append(f"< {fmt_number(hi)}")
                elif hi == np.inf:
                    out.append(f"≥ {fmt_number(lo)}")
                else:
                    out.append(f"[{fmt_number(lo)}, {fmt_number(hi)})")
        return out

    def loss(self, codes: np.ndarray, level: int) -> np.ndarray:
        if level >= self.levels - 1:
            return np.ones(len(codes))
        low, high = self.loss_range or (self.low, self.high)
        span = self.loss_span
        if level == 0:
            out = np.zeros(len(codes))
        else:
            lo, hi = self.interval(codes, level)
            lo = np.where(np.isinf(lo), low, lo)
            hi = np.where(np.isinf(hi), high, hi)
            out = np.clip((hi - lo) / span, 0.0, 1.0)
        if self.top is not None:
            out[codes == TOP_CODE] = min(max(high - self.top, 0.0) / span, 1.0)
        if self.bottom is not None:
            out[codes == BOTTOM_CODE] = min(max(self.bottom - low, 0.0) / span, 1.0)
        out[codes == NA_CODE] = 0.0
        return out

    def describe(self) -> dict:
        return {
            "type": "interval",
            "widths": None if self.brackets else list(self.widths),
            "brackets": None if self.brackets is None else [list(b) for b in self.brackets],
            "anchor": None if self.brackets else self.anchor,
            "top": self.top,
            "bottom": self.bottom,
        }


DATE_LEVELS = ("day", "month", "year", "decade", STAR)


@dataclass(frozen=True)
class DateLadder:
    name: str
    low: float  # days since 1970-01-01 of the input's first and last date
    high: float
    loss_range: tuple[float, float] | None = None  # as NumericLadder's
    kind = "date"
    ordered = True
    levels = len(DATE_LEVELS)

    @property
    def span(self) -> float:
        return max(self.high - self.low, 1.0)

    @property
    def loss_span(self) -> float:
        low, high = self.loss_range or (self.low, self.high)
        return max(high - low, 1.0)

    def encode(self, series: pd.Series, *, strict: bool = True) -> Encoded:
        days = to_days(series, self.name, strict=strict)
        return Encoded(days, np.isnan(days))

    def level_codes(self, enc: Encoded, level: int) -> np.ndarray:
        if level >= self.levels - 1:
            return np.zeros(enc.values.shape, dtype=np.int64)
        days = np.where(enc.missing, 0.0, enc.values).astype("datetime64[D]")
        if level == 0:
            codes = days.astype(np.int64)
        else:
            months = days.astype("datetime64[M]").astype(np.int64)  # since 1970-01
            codes = months if level == 1 else (months // 12) + 1970
            if level == 3:
                codes = (codes // 10) * 10
        codes[enc.missing] = NA_CODE
        return codes

    def labels(self, codes: np.ndarray, level: int) -> list[str]:
        out = []
        for c in codes:
            if c == NA_CODE:
                out.append(NA_LABEL)
            elif level == 0:
                out.append(str(np.datetime64(int(c), "D")))
            elif level == 1:
                out.append(str(np.datetime64(int(c), "M")))
            elif level == 2:
                out.append(str(int(c)))
            elif level == 3:
                out.append(f"{int(c)}s")
            else:
                out.append(STAR)
        return out

    def loss(self, codes: np.ndarray, level: int) -> np.ndarray:
        days = (0.0, 30.44, 365.25, 3652.5, math.inf)[min(level, 4)]
        out = np.full(len(codes), min(days / self.loss_span, 1.0))
        out[codes == NA_CODE] = 0.0 if level < self.levels - 1 else 1.0
        return out

    def describe(self) -> dict:
        return {"type": "date", "levels": list(DATE_LEVELS)}


def to_days(series: pd.Series, name: str, *, strict: bool = True, path=None) -> np.ndarray:
    """Days since 1970-01-01 (float, NaN for missing); a value that is not a date is
    refused naming its row (and file, `path`) when `strict` (the input), missing otherwise
    (external)."""
    if pd.api.types.is_datetime64_any_dtype(series.dtype):
        parsed = series
    else:
        text = series.astype("string").str.strip()
        parsed = pd.to_datetime(text, errors="coerce", format="ISO8601")
        bad = parsed.isna() & series.notna()
        if strict and bad.any():
            row = int(np.flatnonzero(bad.to_numpy())[0])
            raise InputError(
                tr("value {value} is not a date (YYYY-MM-DD).").format(
                    value=plain(series.iloc[row])
                ),
                path=path,
                column=name,
                row=row + 2,
            )
    stamp = parsed.to_numpy(dtype="datetime64[ns]")
    days = stamp.astype("datetime64[D]").astype(np.int64).astype(np.float64)
    days[np.isnat(stamp)] = np.nan
    return days


@dataclass(frozen=True)
class HierarchyLadder:
    """A tree over leaves in depth-first order (every subtree is a contiguous range of leaf
    codes). `parents[h][i]` is the node of leaf i at level h (node ids per level);
    `names[h]` the nodes' labels; `leaves_under[h]` how many leaves each node covers, not
    counting the "NA" leaf added for missing values (it is no value of the column, so it
    inflates neither m_u nor m, MATH 6.6)."""

    name: str
    source: str  # "csv" | "prefix" | "flat"
    leaves: tuple[str, ...]
    parents: tuple[np.ndarray, ...]
    names: tuple[tuple[str, ...], ...]
    leaves_under: tuple[np.ndarray, ...]
    kind = "hierarchy"
    ordered = False

    @property
    def levels(self) -> int:
        return len(self.parents)

    @property
    def m(self) -> int:
        """The number of leaves m of MATH 6.6 (the root covers them all)."""
        return int(self.leaves_under[-1][0])

    def encode(self, series: pd.Series, *, strict: bool = True) -> Encoded:
        ids, uniques = pd.factorize(series, use_na_sentinel=True)
        text = as_text(pd.Series(uniques, dtype=series.dtype if len(uniques) else object))
        leaf = pd.Index(self.leaves).get_indexer(text.fillna(NA_LABEL)).astype(np.int64)
        missing = ids < 0
        found = pd.Index(self.leaves).get_indexer([NA_LABEL])[0]
        codes = np.where(missing, found, leaf[np.maximum(ids, 0)] if leaf.size else -1)
        missing |= np.asarray(text.isna().to_numpy()[np.maximum(ids, 0)] if leaf.size else False)
        codes = codes.astype(np.int64)
        unknown = (codes < 0) & ~missing
        if strict and unknown.any():
            row = int(np.flatnonzero(unknown)[0])
            raise InputError(
                tr(
                    "value {value} is not in the hierarchy of this column; add a row for it to "
                    "the hierarchy file."
                ).format(value=plain(series.iloc[row])),
                column=self.name,
                row=row + 2,
            )
        ancestors = None
        if self.source == "prefix" and unknown.any():
            ancestors = self._prefix_ancestors(text, ids, unknown)
        return Encoded(codes, missing, ancestors)

    def _prefix_ancestors(self, text: pd.Series, ids: np.ndarray, unknown: np.ndarray):
        """Per level, the node of each unknown code's prefix ("*" for all at the top)."""
        out = []
        for h, names in enumerate(self.names):
            lookup = {label: i for i, label in enumerate(names) if label != NA_LABEL}
            per_unique = np.array(
                [-1 if pd.isna(v) else lookup.get(_prefix_label(v, h), -1) for v in text],
                dtype=np.int64,
            )
            nodes = np.full(ids.size, -1, dtype=np.int64)
            nodes[unknown] = per_unique[ids[unknown]] if per_unique.size else -1
            out.append(nodes)
        out[-1][:] = 0
        return tuple(out)

    def level_codes(self, enc: Encoded, level: int) -> np.ndarray:
        codes = self.parents[level][np.maximum(enc.values, 0)].astype(np.int64)
        if level < self.levels - 1:  # "*" is compatible with any value, even unknown ones
            unknown = enc.values < 0
            known = enc.ancestors[level][unknown] if enc.ancestors else -1
            codes[unknown] = np.where(known >= 0, known, UNKNOWN_CODE)
        return codes

    def labels(self, codes: np.ndarray, level: int) -> list[str]:
        return [self.names[level][c] if c >= 0 else NA_LABEL for c in codes]

    def loss(self, codes: np.ndarray, level: int) -> np.ndarray:
        """(m_u − 1)/(m − 1); "*" costs 1, the "NA" node 0 (it is released as is)."""
        if level >= self.levels - 1:
            return np.ones(len(codes))
        return node_loss(self.leaves_under[level][codes], self.m)

    def describe(self) -> dict:
        return {"type": self.source, "levels": self.levels}


def as_text(series: pd.Series) -> pd.Series:
    """Values as text for hierarchies: whole floats without ".0", missing kept missing."""
    if pd.api.types.is_float_dtype(series.dtype):
        whole = series.dropna()
        if (whole == np.floor(whole)).all():
            series = series.astype("Int64")
    return series.astype("string").str.strip().replace("", pd.NA)


def node_loss(covered: np.ndarray, m: int) -> np.ndarray:
    """MATH 6.6: a node over m_u of the m leaves costs (m_u − 1)/(m − 1) (0 for NA)."""
    return np.clip((np.asarray(covered, dtype=np.float64) - 1) / max(m - 1, 1), 0.0, 1.0)


def hierarchy_from_rows(name: str, source: str, rows: list[list[str]]) -> HierarchyLadder:
    """Build a ladder from rows (leaf, level 1, …, level H−1) with the root "*" added (an
    ARX file's own last column of "*" is that root, not one more level). A missing-value
    leaf "NA" is added if absent: last, alone up to the root, and not counted in m."""
    width = max(len(r) for r in rows)
    rows = [[*r, *([r[-1]] * (width - len(r)))] for r in rows]
    if width > 1 and all(r[-1] == STAR for r in rows):
        width -= 1
        rows = [r[:-1] for r in rows]
    rows.sort(key=lambda r: tuple(reversed(r)))
    added = not any(r[0] == NA_LABEL for r in rows)
    if added:
        rows.append([NA_LABEL] * width)
    real = np.ones(len(rows))
    real[-1] = 0.0 if added else 1.0
    leaves = [r[0] for r in rows]
    parents, names, under = [], [], []
    for h in range(width):
        # a node is its label with its ancestors (the added NA leaf a node of its own)
        column = [(i == len(rows) - 1 and added, *r[h:]) for i, r in enumerate(rows)]
        ids, uniques = pd.factorize(pd.Series(column, dtype=object), sort=False)
        parents.append(ids.astype(np.int64))
        names.append(tuple(u[1] for u in uniques))
        under.append(np.bincount(ids, weights=real, minlength=len(uniques)).astype(np.int64))
    parents.append(np.zeros(len(rows), dtype=np.int64))
    names.append((STAR,))
    under.append(np.array([int(real.sum())]))
    return HierarchyLadder(name, source, tuple(leaves), tuple(parents), tuple(names), tuple(under))


def prefix_ladder(name: str, values: pd.Series) -> HierarchyLadder:
    """Codes (admin, postcode): level h stars the last h characters ("7501*")."""
    distinct = _distinct_text(values)
    if not distinct:
        distinct = [NA_LABEL]
    longest = max(len(v) for v in distinct)
    rows = [[_prefix_label(v, h) for h in range(longest)] for v in distinct]
    return hierarchy_from_rows(name, "prefix", rows)


def _prefix_label(v: str, h: int) -> str:
    """Code v at level h: its last h characters starred ("7501", 2 → "75**")."""
    return v[: len(v) - h] + STAR * min(h, len(v)) if h < len(v) else STAR * len(v)


def _distinct_text(values: pd.Series) -> list[str]:
    uniques = pd.Series(pd.unique(values.dropna()), dtype=values.dtype)
    return sorted(set(as_text(uniques).dropna()))


def flat_ladder(name: str, values: pd.Series) -> HierarchyLadder:
    distinct = _distinct_text(values)
    return hierarchy_from_rows(name, "flat", [[v] for v in distinct] or [[NA_LABEL]])


def csv_ladder(name: str, table: pd.DataFrame, path) -> HierarchyLadder:
    """ARX's hierarchy format: one row per leaf, one column per level (no header)."""
    table = table.astype("string")
    rows, seen = [], {}
    for i, row in enumerate(table.itertuples(index=False), start=1):
        cells = [str(c).strip() for c in row if not pd.isna(c) and str(c).strip()]
        if not cells:
            continue
        if cells[0] in seen:
            raise InputError(
                tr(
                    "value {value} has two rows (rows {first} and {second}); one row per value."
                ).format(value=repr(cells[0]), first=seen[cells[0]], second=i),
                path=path,
                row=i,
            )
        seen[cells[0]] = i
        rows.append(cells)
    if not rows:
        raise InputError(tr("the hierarchy file has no rows."), path=path)
    parent_of: dict[tuple[int, str], tuple[str, int]] = {}
    width = max(len(r) for r in rows)
    for i, r in enumerate(rows, start=1):
        for h in range(1, len(r)):
            prior = parent_of.setdefault((h, r[h - 1]), (r[h], i))
            if h > 1 and prior[0] != r[h]:
                raise InputError(
                    tr(
                        "{value} has two parents at level {level} ({first} in row {first_row}, "
                        "{second} in row {second_row})."
                    ).format(
                        value=repr(r[h - 1]),
                        level=h,
                        first=repr(prior[0]),
                        first_row=prior[1],
                        second=repr(r[h]),
                        second_row=i,
                    ),
                    path=path,
                    row=i,
                )
        if len(r) < width:
            raise InputError(
                tr("row for {value} has {levels} levels, others {others}.").format(
                    value=repr(r[0]), levels=len(r), others=width
                ),
                path=path,
                row=i,
            )
    return hierarchy_from_rows(name, "csv", rows)

"""Generalization ladders for quasi-identifiers (MATH 6.2).

Each QI has levels 0 (raw) … H ("*"), each a function of the one below:

* `NumericLadder`: interval widths w₁ < w₂ < … from an anchor a, x → [a + kw, a + (k+1)w),
  or declared nested brackets (each level's breaks, e.g. ages [0, 15), [15, 24), …,
  "≥ 70"); optional top/bottom coding (x > U → "> U", x < L → "< L", below "*").
* `DateLadder`: day → month → year → decade ("1980s") → "*".
* `HierarchyLadder` (`hierarchy_ladders.py`): a tree over the leaves (the data's values):
  from an ARX-style CSV (one row per leaf, one column per level), from fixed-length codes
  (level h stars the last h characters) or flat (value → "*", a nominal column without a
  hierarchy).

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
# Level codes that stand for no value. A number's level-0 code is its value's bit pattern,
# so these are bit patterns of NaN, which no encoded value has (2**62, say, is 2.0's).
_NAN_BITS = np.array([0xFFF0000000000001, 0xFFF0000000000002, 0x7FF0000000000002,
                      0x7FF0000000000001], dtype=np.uint64).view(np.int64)  # fmt: skip
NA_CODE, UNKNOWN_CODE, TOP_CODE, BOTTOM_CODE = _NAN_BITS  # UNKNOWN: a value the input lacks


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
    def loss_bounds(self) -> tuple[float, float]:
        return self.loss_range or (self.low, self.high)

    @property
    def loss_span(self) -> float:
        low, high = self.loss_bounds
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
        low, high = self.loss_bounds
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
YEAR_DAYS = 365.25


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
        days = (0.0, 30.44, YEAR_DAYS, 10 * YEAR_DAYS, math.inf)[min(level, 4)]
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

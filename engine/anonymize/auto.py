"""Choosing a QI's ladder: declared in the project, or automatic by the column's type.

Automatic ladders: numbers → intervals of width w₁ (1, 2 or 5 × 10^j, at least range/20)
doubling up to the range, anchored at a multiple of w₁, where the range is the *trimmed*
one (`robust_range`): the manifest prints widths and anchor, and from the full range they
would publish the size of an outlier that suppression removed; ISO dates → day/month/year/decade;
text codes of one length with digits (admin codes, postcodes) → prefixes; other text →
flat (value → "*").
"""

from __future__ import annotations

import math
import re

import numpy as np
import pandas as pd

from engine.anonymize.hierarchy_ladders import as_text, csv_ladder, flat_ladder, prefix_ladder
from engine.anonymize.ladders import YEAR_DAYS, DateLadder, NumericLadder, to_days
from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.data.roles import refuse_infinite
from engine.data.values import plain

_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}")


def nice_width(span: float, parts: int = 20) -> float:
    if span <= 0:
        return 1.0
    raw = span / parts
    power = 10.0 ** math.floor(math.log10(raw))
    for step in (1, 2, 5, 10):
        if step * power >= raw:
            return step * power
    return 10 * power


TRIM_SHARE = 0.01
TRIM_RECORDS = 5  # the default k: fewer extreme records than k are suppressed anyway


def robust_range(values: np.ndarray, guard: int = TRIM_RECORDS) -> tuple[float, float]:
    """(low, high) from the sorted values without the r lowest and r highest, r =
    max(⌈n/100⌉, guard) (at most a quarter of them): no group of fewer than `guard`
    records, which suppression would remove, shapes the automatic ladder."""
    present = np.sort(values[~np.isnan(values)])
    if present.size == 0:
        return 0.0, 1.0
    r = min(max(math.ceil(TRIM_SHARE * present.size), guard), (present.size - 1) // 4)
    return float(present[r]), float(present[present.size - 1 - r])


def loss_range(low: float, high: float, anchor: float, width: float) -> tuple[float, float]:
    """The column range of the published information loss (MATH 6.6): the robust range
    rounded out to the grid anchor + k·width (at least one step), so no record that
    suppression removes, nor any one value, sets it."""
    start = anchor + math.floor((low - anchor) / width) * width
    end = anchor + math.ceil((high - anchor) / width) * width
    return start, max(end, start + width)


def default_widths(span: float) -> tuple[float, ...]:
    w = nice_width(span)
    widths = [w]
    while widths[-1] < span:
        widths.append(widths[-1] * 2)
    return tuple(widths)


def looks_like_dates(series: pd.Series) -> bool:
    if pd.api.types.is_datetime64_any_dtype(series.dtype):
        return True
    if pd.api.types.is_numeric_dtype(series.dtype):
        return False
    sample = series.dropna().astype(str).head(500)
    return len(sample) > 0 and sample.str.match(_ISO_DATE).mean() >= 0.95


def looks_like_codes(series: pd.Series) -> bool:
    if pd.api.types.is_numeric_dtype(series.dtype):
        return False
    text = as_text(pd.Series(pd.unique(series.dropna()), dtype=series.dtype)).dropna()
    if text.empty:
        return False
    lengths = text.str.len()
    return (
        lengths.nunique() == 1 and lengths.iloc[0] >= 2 and text.str.contains(r"\d").mean() > 0.95
    )


def auto_type(series: pd.Series) -> str:
    if pd.api.types.is_bool_dtype(series.dtype):
        return "nominal"
    if pd.api.types.is_numeric_dtype(series.dtype):
        return "interval"
    if looks_like_dates(series):
        return "date"
    return "prefix" if looks_like_codes(series) else "nominal"


def build_ladder(name: str, series: pd.Series, spec=None, *, guard: int = TRIM_RECORDS, path=None):
    """The ladder of QI `name` from its declared `spec` (a GenSpec) or its type; automatic
    widths and anchor from `robust_range(…, guard)` (pass the release's k as `guard`).
    `path` names the input file in a refusal."""
    kind = auto_type(series) if spec is None else spec.type
    if kind == "interval":
        values = pd.to_numeric(series, errors="coerce")
        bad = values.isna() & series.notna()
        if bad.any():
            row = int(np.flatnonzero(bad.to_numpy())[0])
            raise InputError(
                tr("value {value} is not a number (generalized as intervals).").format(
                    value=plain(series.iloc[row])
                ),
                path=path,
                column=name,
                row=row + 2,
            )
        refuse_infinite(
            values.rename(name),
            path,
            tr("the quasi-identifier has an infinite value ({value}), which no interval holds."),
        )
        low = float(values.min()) if values.notna().any() else 0.0
        high = float(values.max()) if values.notna().any() else 1.0
        trimmed_low, trimmed_high = robust_range(
            values.to_numpy(np.float64, na_value=np.nan), guard
        )
        widths = spec.widths if spec is not None and spec.widths else None
        widths = widths or default_widths(trimmed_high - trimmed_low)
        anchor = spec.anchor if spec is not None and spec.anchor is not None else None
        if anchor is None:
            anchor = math.floor(trimmed_low / widths[0]) * widths[0]
        top = None if spec is None else spec.top
        bottom = None if spec is None else spec.bottom
        brackets = None if spec is None else spec.brackets
        losses = loss_range(trimmed_low, trimmed_high, float(anchor), widths[0])
        return NumericLadder(
            name, tuple(widths), float(anchor), low, high, top, bottom, brackets, losses
        )
    if kind == "date":
        days = to_days(series, name, path=path)
        present = days[~np.isnan(days)]
        low = float(present.min()) if present.size else 0.0
        high = float(present.max()) if present.size else 1.0
        trimmed_low, trimmed_high = robust_range(days, guard)
        return DateLadder(name, low, high, loss_range(trimmed_low, trimmed_high, 0.0, YEAR_DAYS))
    if kind == "prefix":
        return prefix_ladder(name, series)
    if kind == "hierarchy":
        try:
            table = pd.read_csv(spec.file, header=None, dtype=str, keep_default_na=False)
        except (OSError, pd.errors.ParserError, UnicodeDecodeError) as exc:
            raise InputError(
                tr("cannot read the hierarchy file ({error}).").format(error=exc), path=spec.file
            ) from None
        return csv_ladder(name, table, spec.file)
    return flat_ladder(name, series)

"""Sensitive columns encoded for l and t (MATH 6.3), with the order their EMD uses.

Numbers are ordered by value (or as `columns.ordered_sensitive` says). Text has no order
of its own: sorting would rank "high" < "low" < "medium" and NA above every value, so a
text column is ordered only by its declared `columns.sensitive_order` (lowest first; NA
where "NA" is listed, else after every value) and otherwise gets the equal-distance EMD,
said in the release notes when `ordered_sensitive` asked for an order.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.anonymize.hierarchy_ladders import as_text
from engine.anonymize.ladders import NA_LABEL
from engine.anonymize.models import Sensitive, encode_sensitive
from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr

if TYPE_CHECKING:
    from engine.tasks.anonymize.project import AnonymizeProject, ModelSettings

SENSITIVE_L = 2
"""Distinct l a project gets once a column is sensitive, unless it sets l itself: no released
class in which every record shares the sensitive value."""


def l_for_roles(model: ModelSettings, had_sensitive: bool, has_sensitive: bool) -> ModelSettings:
    """The privacy model after the sensitive columns changed: marking the first one turns
    distinct l = `SENSITIVE_L` on (l was off), unmarking the last turns that default off."""
    if has_sensitive and not had_sensitive and model.l < SENSITIVE_L:
        return replace(model, l=SENSITIVE_L, l_kind="distinct")
    if had_sensitive and not has_sensitive and (model.l, model.l_kind) == (SENSITIVE_L, "distinct"):
        return replace(model, l=1)
    return model


def parse_sensitive_order(values: dict) -> dict[str, tuple[str, ...]]:
    """columns.sensitive_order: {sensitive column: [its values, lowest first]}."""
    out = {}
    for name, order in (values.get("sensitive_order") or {}).items():
        key = f"columns.sensitive_order.{name}"
        if name not in values.get("sensitive", []):
            raise ParameterError(
                key, tr("{column} is not a sensitive column").format(column=repr(name))
            )
        if not isinstance(order, list) or not order or not all(isinstance(v, str) for v in order):
            raise ParameterError(key, tr("must list the column's values as texts, lowest first"))
        if len(set(order)) < len(order):
            raise ParameterError(key, tr("lists a value twice"))
        out[name] = tuple(order)
    return out


def _is_number(series: pd.Series) -> bool:
    dtype = series.dtype
    return pd.api.types.is_numeric_dtype(dtype) and not pd.api.types.is_bool_dtype(dtype)


def takes_declared_order(series: pd.Series) -> bool:
    """Whether a sensitive column is text, whose order only a declaration can give (numbers
    are ordered by value)."""
    return not _is_number(series)


def values_to_order(series: pd.Series, declared: tuple[str, ...] = ()) -> tuple[str, ...]:
    """What a declared order of `series` lists, lowest first: `declared` as it is, then the
    column's other values (sorted), then "NA" when values are missing and NA is not placed
    (where `encode_declared` would put it)."""
    text = as_text(series)
    present = sorted(set(text.dropna()))
    out = [*declared, *(v for v in present if v not in declared)]
    if text.isna().any() and NA_LABEL not in out:
        out.append(NA_LABEL)
    return tuple(out)


def encode_declared(name: str, series: pd.Series, order: tuple[str, ...]) -> Sensitive:
    """Codes = positions in the declared `order`; a value not in it is refused naming
    its row (as a hierarchy file does)."""
    text = as_text(series)
    position = {v: i for i, v in enumerate(order)}
    codes = text.map(position)
    missing = text.isna().to_numpy()
    unknown = ~missing & codes.isna().to_numpy()
    if unknown.any():
        row = int(np.flatnonzero(unknown)[0])
        raise InputError(
            tr("value {value} is not in columns.sensitive_order.{column}.").format(
                value=repr(text.iloc[row]), column=name
            ),
            column=name,
            row=row + 2,
        )
    labels = list(order)
    if missing.any() and NA_LABEL not in position:
        labels.append(NA_LABEL)
    na_code = labels.index(NA_LABEL) if missing.any() else 0
    values = codes.to_numpy(dtype=np.float64, na_value=np.nan)
    out = np.where(missing, na_code, np.nan_to_num(values)).astype(np.int64)
    return Sensitive(name, out, tuple(labels), True)


def encode_sensitive_columns(
    project: AnonymizeProject, frame: pd.DataFrame
) -> tuple[tuple[Sensitive, ...], list[str]]:
    """The project's sensitive columns of `frame`, and notes for the manifest."""
    cols = project.columns
    listed = cols.ordered_sensitive
    out, notes = [], []
    for name in cols.sensitive:
        series = frame[name]
        declared = cols.sensitive_order.get(name)
        if declared is not None:
            out.append(encode_declared(name, series, declared))
            continue
        ordered = _is_number(series) if listed is None else name in listed
        if ordered and not _is_number(series):
            notes.append(
                f"Sensitive column {name} is text with no declared order "
                "(columns.sensitive_order): its t uses the equal-distance EMD."
            )
            ordered = False
        out.append(encode_sensitive(name, series, ordered))
    return tuple(out), notes

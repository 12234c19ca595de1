"""Answers of one column as codes, or a refusal listing every bad row (never a silent drop).

Binary answers: yes/no, true/false, 1/0 (any case) → 1/0. Categorical: the declared
categories → 0..k−1 (or their XLSForm choice names, which the form records). Numbers:
inside the declared bounds. Empty cells are non-response: kept as missing (−1 or NaN),
counted and reported, never randomized or guessed. Row numbers are a spreadsheet's (the
header is row 1).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import number, tr
from engine.data.values import plain
from engine.survey.questions import Question
from engine.survey.xlsform import xml_name

BINARY_WORDS = {"yes": 1, "no": 0, "true": 1, "false": 0, "1": 1, "0": 0, "1.0": 1, "0.0": 0}
LISTED_ROWS = 10


def code_answers(question: Question, column: pd.Series, path: Path | None = None) -> np.ndarray:
    """Codes (int, −1 missing) for binary/categorical, floats (NaN missing) for numbers."""
    if question.type == "numeric":
        return _numbers(question, column, path)
    if question.type == "binary":
        return _binary(question, column, path)
    return _categories(question, column, path)


def _binary(question: Question, column: pd.Series, path) -> np.ndarray:
    missing = column.isna().to_numpy()
    if pd.api.types.is_bool_dtype(column) or pd.api.types.is_numeric_dtype(column):
        values = column.to_numpy(dtype=float, na_value=np.nan)
        bad = ~missing & ~np.isin(values, (0.0, 1.0))
        codes = np.where(missing | bad, -1, np.nan_to_num(values)).astype(np.int8)
    else:
        text = column.astype("string").str.strip().str.lower()
        mapped = text.map(BINARY_WORDS).to_numpy(dtype=float, na_value=np.nan)
        bad = ~missing & np.isnan(mapped)
        codes = np.where(np.isnan(mapped), -1, mapped).astype(np.int8)
    _refuse(
        bad,
        column,
        question,
        path,
        tr(
            "{answers} is not a yes/no answer (yes/no, true/false or 1/0): row {rows}. "
            "Nothing was written."
        ),
    )
    return codes


def _categories(question: Question, column: pd.Series, path) -> np.ndarray:
    missing = column.isna().to_numpy()
    declared = list(question.categories)
    if pd.api.types.is_numeric_dtype(column) and _all_numbers(declared):
        values = column.to_numpy(dtype=float, na_value=np.nan)
        codes = pd.Index([float(c) for c in declared]).get_indexer(values)
    else:
        text = column.astype("string").str.strip()
        codes = pd.Index(declared, dtype="string").get_indexer(text)
        names = [xml_name(c) for c in declared]  # an XLSForm records the choice's name
        if names != declared and len(set(names)) == len(names):
            unmatched = (codes < 0) & ~missing
            codes[unmatched] = pd.Index(names, dtype="string").get_indexer(text[unmatched])
    codes = np.asarray(codes, dtype=np.int16)
    bad = ~missing & (codes < 0)
    listed = ", ".join(repr(c) for c in declared)
    message = tr(
        "{answers} is not one of the declared categories ({categories}): row {rows}. "
        "Nothing was written."
    )
    _refuse(bad, column, question, path, message, categories=listed)
    return codes


def _numbers(question: Question, column: pd.Series, path) -> np.ndarray:
    missing = column.isna().to_numpy()
    values = pd.to_numeric(column, errors="coerce").to_numpy(dtype=float, na_value=np.nan)
    message = tr("{answers} is not a number: row {rows}. Nothing was written.")
    _refuse(~missing & np.isnan(values), column, question, path, message)
    low, high = question.bounds
    outside = ~np.isnan(values) & ((values < low) | (values > high))
    message = tr(
        "{answers} lies outside the declared bounds [{low}, {high}]: row {rows}. "
        "Nothing was written."
    )
    _refuse(outside, column, question, path, message, low=f"{low:g}", high=f"{high:g}")
    return values


def _all_numbers(labels: list[str]) -> bool:
    try:
        [float(c) for c in labels]
    except ValueError:
        return False
    return True


def _refuse(
    bad: np.ndarray, column: pd.Series, question: Question, path, message: str, **values
) -> None:
    """Refuse the `bad` rows: `message` has {answers} (how many) and {rows} (which)."""
    rows = np.flatnonzero(bad)
    if rows.size == 0:
        return
    shown = ", ".join(f"{r + 2} ({plain(column.iloc[r])})" for r in rows[:LISTED_ROWS])
    if rows.size > LISTED_ROWS:
        shown = tr("{rows} and {count} more").format(
            rows=shown, count=number(rows.size - LISTED_ROWS, ",")
        )
    count = number(rows.size, ",")
    answers = (tr("{count} answer") if rows.size == 1 else tr("{count} answers")).format(
        count=count
    )
    raise InputError(
        message.format(answers=answers, rows=shown, **values),
        path=path,
        column=question.column,
        hint=tr("Correct these answers or the question's declaration; none is dropped silently."),
    )

"""A table of text columns written as CSV with each distinct value formatted once.

The same bytes as pandas' `to_csv(index=False, lineterminator="\\n")` (Python's csv
quoting: a field holding a comma, a double quote or a line break is quoted, its quotes
doubled; a missing value is an empty field), for a frame whose every column holds text or
missing values only: a released table of generalized labels repeats few distinct values,
so formatting them once and gathering by code, and joining each distinct row once, is
several times faster than formatting every cell. Any other frame is left to pandas
(`write_text_csv` returns False).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.row_keys import combine, firsts

CHUNK_ROWS = 200_000  # rows joined into one string at a time (bounded memory)


def _field(value: str) -> str:
    """The value as the csv module writes it in a row of several fields (its quoting rules
    differ between Python versions, so it is asked, not copied)."""
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerow([value, ""])
    return buffer.getvalue()[:-2]


def _text_codes(
    column: pd.Series, guard: Callable[[str], str]
) -> tuple[np.ndarray, np.ndarray] | None:
    """(code per row, formatted field of `guard(value)` per code with "" last for missing),
    or None when the column holds anything but text and missing values. A categorical
    column brings its codes; any other is factorized."""
    if isinstance(column.dtype, pd.CategoricalDtype):
        codes, uniques = column.cat.codes.to_numpy(), column.cat.categories
    elif column.dtype == object or isinstance(column.dtype, pd.StringDtype):
        codes, uniques = pd.factorize(column.to_numpy(dtype=object), use_na_sentinel=True)
    else:
        return None
    if not all(type(u) is str for u in uniques):
        return None
    return codes, np.array([_field(guard(u)) for u in uniques] + [""], dtype=object)


def write_text_csv(
    frame: pd.DataFrame, path: Path, guard: Callable[[str], str] | None = None
) -> bool:
    """Write `frame` as CSV when every column is text (see the module's docstring), with
    `guard` applied to each column name and each distinct value (once, as it is
    formatted: no second pass over the rows), and each distinct row of a chunk joined
    once."""
    guard = guard or (lambda text: text)
    if frame.shape[1] < 2 or not all(isinstance(name, str) for name in frame.columns):
        return False  # one column: csv quotes an empty row; leave such tables to pandas
    coded = [_text_codes(frame.iloc[:, i], guard) for i in range(frame.shape[1])]
    if any(c is None for c in coded):
        return False
    cards = [len(fields) for _, fields in coded]  # code −1 (missing): the last field, ""
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write(",".join(_field(guard(name)) for name in frame.columns) + "\n")
        for start in range(0, len(frame), CHUNK_ROWS):
            codes = [c[start : start + CHUNK_ROWS] for c, _ in coded]
            row = combine([c.astype(np.int64) + 1 for c in codes], cards)  # −1 (missing) → 0
            first = firsts(row)
            cells = [fields[c[first]] for c, (_, fields) in zip(codes, coded, strict=True)]
            lines = np.array(list(map(",".join, zip(*cells, strict=True))), dtype=object)
            out.write("\n".join(lines[row]) + "\n")
    return True

"""What every reader does to the table it parsed: blank rows at the end dropped, a table
without data rows refused, and a library's error cut to one line for a message."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import tr


def drop_trailing_empty_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """Blank lines at the end carry nothing; inner blank rows stay so row numbers stay true.
    Read from the end in growing blocks: a table without them costs one row's look."""
    last, block = len(frame), 1
    while last:
        start = max(last - block, 0)
        filled = np.flatnonzero(frame.iloc[start:last].notna().any(axis=1).to_numpy())
        if filled.size:
            last = start + int(filled[-1]) + 1
            break
        last, block = start, block * 8
    return frame.iloc[:last] if last < len(frame) else frame


def require_rows(frame: pd.DataFrame, path: Path) -> pd.DataFrame:
    if len(frame) == 0:
        raise InputError(
            tr("the file has a header but no data rows."),
            path=path,
            hint=tr("Check that you exported the data, not only the column names."),
        )
    return frame


def short_reason(exc: Exception) -> str:
    """The first line of a library's error, without traceback text, for a message."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."

"""A cell's value as a user would type it, for messages: 45, inf, 2020-01-31, 'text'.

`repr` of a pandas cell shows Python internals (np.int64(45), np.float64(inf),
Timestamp('2020-01-31 00:00:00')) that mean nothing to a field team (SPEC 4).
"""

from __future__ import annotations

import datetime as dt
import math

import numpy as np


def plain(value) -> str:
    """Numbers without type names or a needless '.0', dates as ISO, text quoted."""
    if isinstance(value, np.ndarray):
        value = value.tolist()
    elif isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer() and abs(value) < 1e15:
            return str(int(value))
        return repr(value)
    if isinstance(value, dt.datetime):
        return value.date().isoformat() if value.time() == dt.time() else value.isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, str):
        return repr(value)
    return str(value)

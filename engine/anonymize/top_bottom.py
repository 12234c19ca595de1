"""Top and bottom coding of a continuous column, as the statistical-office reference
(sdcMicro's `topBotCoding`) does it: values above a declared threshold are replaced by a
declared value (top), values below a declared threshold by a declared value (bottom).
Missing values stay missing; thresholds and values are declared, never read from the data.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Coded:
    values: np.ndarray
    top_coded: int  # values replaced above the top threshold
    bottom_coded: int


def top_bottom_code(x, top=None, top_value=None, bottom=None, bottom_value=None) -> Coded:
    """`x` with values > top set to top_value and values < bottom set to bottom_value."""
    values = np.asarray(x, dtype=np.float64).copy()
    above = values > top if top is not None else np.zeros(len(values), dtype=bool)
    below = values < bottom if bottom is not None else np.zeros(len(values), dtype=bool)
    values[above] = top_value
    values[below] = bottom_value
    return Coded(values, int(above.sum()), int(below.sum()))

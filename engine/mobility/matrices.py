"""Validation shared by everything that reads daily O-D matrices."""

from __future__ import annotations

import numpy as np

from engine.core.errors import InputError


def daily_matrices(matrices: np.ndarray) -> np.ndarray:
    """`matrices` as (days, k, k) finite, non-negative counts (one k×k matrix = one day).

    Not copied: callers convert one day at a time.
    """
    m = np.asarray(matrices)
    if m.ndim == 2:
        m = m[np.newaxis]
    if m.ndim != 3 or m.shape[1] != m.shape[2] or m.shape[0] == 0 or m.shape[1] == 0:
        raise InputError(
            f"matrices must be one square k×k matrix per day (days, k, k), got an array of "
            f"shape {np.shape(matrices)}"
        )
    if m.dtype.kind not in "iuf" or not np.isfinite(m).all() or (m < 0).any():
        raise InputError("trip counts must be finite numbers, not negative")
    return m

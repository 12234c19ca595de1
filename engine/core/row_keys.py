"""One integer key per row from several integer code columns, numbered in order of first
appearance: how a table's distinct rows (or key combinations) are found without ever
hashing its values row by row."""

from __future__ import annotations

import numpy as np
import pandas as pd

KEY_LIMIT = 2**40  # combined keys are refactorized before they could overflow


def combine(columns, cards) -> np.ndarray:
    """One integer key per entry from several code columns (codes 0…card − 1; first-appearance
    ids)."""
    key = np.zeros(len(columns[0]) if columns else 0, dtype=np.int64)
    size = 1
    for col, card in zip(columns, cards, strict=True):
        key = key * card + col
        size *= card
        if size > KEY_LIMIT:
            key, uniques = pd.factorize(key)
            size = len(uniques)
    return pd.factorize(key)[0].astype(np.int64)


def firsts(ids: np.ndarray) -> np.ndarray:
    """Where each id first appears, for ids numbered in order of first appearance."""
    if not ids.size:
        return np.zeros(0, dtype=np.int64)
    top = np.maximum.accumulate(ids)
    return np.flatnonzero(np.r_[True, top[1:] > top[:-1]])

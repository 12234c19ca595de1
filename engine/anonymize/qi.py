"""The quasi-identifiers of a table, encoded once for both algorithms and the audits.

`QIs.positions` is a d × n float matrix, one row per QI, on which Mondrian cuts and the
linkage attack locates records: numbers and dates by their cell at the first level of the
ladder (`grid`: Mondrian releases whole cells, never a data value; missing = beyond the
last cell, so NA matches only NA and is split off first), categories (hierarchical, coded
or flat) by leaf code in depth-first order (every subtree is a contiguous range of codes).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize import grid
from engine.anonymize.ladders import Encoded


@dataclass(frozen=True)
class QIs:
    ladders: tuple
    encoded: tuple[Encoded, ...]
    positions: np.ndarray  # d × n
    totals: np.ndarray  # per QI: the table's range in cells (ordered) or leaves − 1 (6.4 (a))

    @property
    def names(self) -> list[str]:
        return [ladder.name for ladder in self.ladders]

    @property
    def n(self) -> int:
        return self.positions.shape[1]

    def mode(self, j: int) -> str:
        """ "ordered" (numbers, dates) or "hierarchy" (cuts by the children of the lowest
        common ancestor, released as that node; a column without a hierarchy file is flat:
        one value, or "*", never a set of its values)."""
        return "ordered" if self.ladders[j].ordered else "hierarchy"


def encode_qis(ladders, frame: pd.DataFrame, *, strict: bool = True, columns=None) -> QIs:
    """Encode `frame`'s QI columns (`columns[j]` names the frame's column for ladder j)."""
    columns = columns or [ladder.name for ladder in ladders]
    encoded, rows, totals = [], [], []
    for j, ladder in enumerate(ladders):
        enc = ladder.encode(frame[columns[j]], strict=strict)
        encoded.append(enc)
        if ladder.ordered:
            cells, span = grid.positions(ladder, enc)
            rows.append(cells)
            totals.append(span)  # the table's range, in cells (MATH 6.4 (a))
        else:
            rows.append(enc.values.astype(np.float64))
            totals.append(max(ladder.m - 1, 1))  # leaves − 1, the NA leaf not counted
    positions = np.vstack(rows) if rows else np.zeros((0, len(frame)))
    return QIs(tuple(ladders), tuple(encoded), positions, np.asarray(totals, dtype=np.float64))


def last_leaf(ladder, level: int) -> np.ndarray:
    """Per node of `level`: the largest leaf code under it (leaves are depth-first)."""
    parents = ladder.parents[level]
    return np.searchsorted(parents, np.arange(len(ladder.names[level])), side="right") - 1


def lca_level(ladder, lo: int, hi: int) -> int:
    """The lowest level where leaves lo ≤ hi share their ancestor (so all between do)."""
    for h, parents in enumerate(ladder.parents):
        if parents[lo] == parents[hi]:
            return h
    return len(ladder.parents) - 1

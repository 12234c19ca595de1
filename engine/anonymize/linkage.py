"""The linkage attack (MATH 6.5; Sweeney, seed 001): link released records to an
identified file Y on shared quasi-identifiers.

Raw y is compatible with released g if g = "*", y = g, y lies in interval or set g, or y's
ancestor at g's level is g (NA only with NA); record r and row y if all shared QIs are.
C(r) = compatible rows. Uniquely linked: |C(r)| = 1. Expected correct links =
Σ_{r: truth(r) ∈ C(r)} 1/|C(r)| (a uniform guess among the candidates), where the truth
is known (Y built from the input, or a shared identifier column).

Vectorized: full-domain releases (and raw data) compare generalized codes by one joint
factorization; Mondrian releases walk Y down the cut tree once (rows fan out to every
child at a cut on a QI that Y lacks), then check compatibility pair by pair.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize.boxes import Boxes
from engine.anonymize.mondrian import LEAF, Node
from engine.anonymize.qi import QIs
from engine.core.row_keys import combine

CODE_SPAN = 2**20  # wider code ranges are factorized (the combined key must not overflow)


@dataclass(frozen=True)
class Linkage:
    candidates: np.ndarray  # |C(r)| per released record
    truth_found: np.ndarray | None  # truth(r) ∈ C(r) per released record

    def summary(self, external_rows: int) -> dict:
        c = self.candidates
        out = {
            "records": int(c.size),
            "external_rows": int(external_rows),
            "uniquely_linked": int((c == 1).sum()),
            "uniquely_linked_share": float((c == 1).mean()) if c.size else 0.0,
            "not_linked": int((c == 0).sum()),
            "mean_candidates": float(c[c > 0].mean()) if (c > 0).any() else 0.0,
        }
        if self.truth_found is not None:
            hit = self.truth_found & (c > 0)
            expected = float((1.0 / np.maximum(c[hit], 1)).sum())
            out["expected_correct_links"] = expected
            out["expected_correct_share"] = expected / c.size if c.size else 0.0
            out["correct_unique_links"] = int((hit & (c == 1)).sum())
        return out


def link_by_codes(
    released: list[np.ndarray] | None,
    external: list[np.ndarray],
    truth: np.ndarray | None,
    star: np.ndarray | None = None,
    rows: np.ndarray | None = None,
) -> Linkage:
    """Per released record, from generalized codes on the link columns (one array per
    column for the released records and for Y; equal codes = compatible). `truth[r]` =
    Y row of record r's person (−1: not in Y); `star` marks suppressed "*" records.
    `rows` instead of `released`: the released records are these rows of Y itself (the
    input attacked with its own QIs), so one key over Y serves both sides."""
    if rows is not None:
        key = _joint_key(external)
        rel, ext = key[rows], key
    else:
        n = released[0].size
        key = _joint_key([np.concatenate(pair) for pair in zip(released, external, strict=True)])
        rel, ext = key[:n], key[n:]
    n, m = rel.size, ext.size
    per_key = np.bincount(ext, minlength=int(key.max()) + 1 if key.size else 0)
    candidates = per_key[rel]
    found = None
    if truth is not None:
        ok = truth >= 0
        found = np.zeros(n, dtype=bool)
        found[ok] = ext[truth[ok]] == rel[ok]
    if star is not None and star.any():
        candidates = np.where(star, m, candidates)
        if found is not None:
            found = found | (star & (truth >= 0))
    return Linkage(candidates, found)


def _joint_key(columns: list[np.ndarray]) -> np.ndarray:
    """One id per row for equal codes on every column."""
    shifted, cards = [], []
    for both in columns:
        low, high = (both.min(), both.max()) if both.size and both.dtype.kind in "iu" else (0, -1)
        if 0 <= high - low < CODE_SPAN:  # integer codes in a short range: shifted, not hashed
            shifted.append((both - low).astype(np.int64))
            cards.append(int(high - low) + 1)
        else:
            ids, uniques = pd.factorize(both)
            shifted.append(ids.astype(np.int64))
            cards.append(max(len(uniques), 1))
    return combine(shifted, cards)


def link_mondrian(
    tree: tuple[Node, ...],
    boxes: Boxes,
    qis: QIs,
    classes: np.ndarray,
    y: QIs,
    columns: list[int],
    truth: np.ndarray | None,
) -> Linkage:
    """Per released record (class `classes[r]`), against Y encoded by the same ladders;
    only the QIs `columns` are compared."""
    active = np.zeros(len(qis.ladders), dtype=bool)
    active[columns] = True
    tree_like = np.array([qis.mode(j) == "hierarchy" for j in range(len(qis.ladders))])
    pair_cls, pair_row = _fan_out(tree, y.positions, active, tree_like)
    ok = boxes.compatible(qis, pair_cls, y, pair_row, columns)
    pair_cls, pair_row = pair_cls[ok], pair_row[ok]
    n_classes = int(classes.max()) + 1 if classes.size else 0
    per_class = np.bincount(pair_cls, minlength=n_classes)
    candidates = per_class[classes]
    found = None
    if truth is not None:
        m = y.n
        keys = np.sort(pair_cls * m + pair_row)
        want = classes * m + np.maximum(truth, 0)
        if keys.size == 0:  # no external row matches any class: nobody is found
            found = np.zeros(classes.shape, dtype=bool)
        else:
            where = np.minimum(np.searchsorted(keys, want), keys.size - 1)
            found = (truth >= 0) & (keys[where] == want)
    return Linkage(candidates, found)


def _fan_out(tree, positions: np.ndarray, active: np.ndarray, tree_like: np.ndarray):
    """(class, row) for every leaf each row of `positions` reaches; a value a hierarchy
    lacks (position −1) goes to every child: "*" or its prefix may still match it."""
    out_cls, out_row = [], []
    stack = [(0, np.arange(positions.shape[1]))]
    while stack:
        node_id, rows = stack.pop()
        if rows.size == 0:
            continue
        node = tree[node_id]
        if node.column == LEAF:
            out_cls.append(np.full(rows.size, node.cls, dtype=np.int64))
            out_row.append(rows)
            continue
        if not active[node.column]:
            stack.extend((child, rows) for child in node.children)
            continue
        pos = positions[node.column, rows]
        if tree_like[node.column] and (pos < 0).any():
            stack.extend((child, rows[pos < 0]) for child in node.children)
            rows, pos = rows[pos >= 0], pos[pos >= 0]
        part_of = np.searchsorted(node.bounds, pos, side="left")
        order = np.argsort(part_of, kind="stable")
        sizes = np.bincount(part_of, minlength=len(node.children))
        parts = np.split(rows[order], np.cumsum(sizes)[:-1])
        stack.extend(zip(node.children, parts, strict=True))
    if not out_cls:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    return np.concatenate(out_cls), np.concatenate(out_row)

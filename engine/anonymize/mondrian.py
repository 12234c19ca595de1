"""Multidimensional Mondrian with l-diversity and t-closeness (MATH 6.4 (a)).

Split a partition on the QI of largest normalized width: numbers and dates (by their cell
at the first level of their ladder, `grid`, so a class is a run of whole cells and its label
has grid ends, never data values) and nominal columns (in codebook order) at the lower
median v, {x ≤ v} | {x > v} (right side empty → v = the next lower distinct value);
hierarchical columns into one part per child of the lowest common ancestor. A cut is
allowable only if every part has ≥ k records and meets each chosen l / t model (t against
the whole table); else the next QI; none → the partition is an equivalence class.
Deterministic.

The cut tree is kept (`MondrianResult.tree`): its cells are disjoint and every class's
label lies inside its cell, so the linkage attack can locate any external row in one pass.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.anonymize.models import ModelSpec, Sensitive, part_ok, shares
from engine.anonymize.qi import QIs, last_leaf, lca_level
from engine.core.i18n import tr
from engine.core.jobs import JobContext

LEAF = -1


@dataclass(frozen=True)
class Node:
    """A cut: QI `column`, part i holds positions ≤ bounds[i] (the last part the rest);
    or a leaf (`column` = LEAF) holding class `cls`."""

    column: int
    bounds: np.ndarray | None
    children: tuple[int, ...]
    cls: int = -1


@dataclass(frozen=True)
class MondrianResult:
    classes: np.ndarray  # class of every record, 0… in order of first record
    n_classes: int
    tree: tuple[Node, ...]  # node 0 is the root; leaves' classes are renumbered too


def mondrian(
    qis: QIs, sensitive: list[Sensitive], spec: ModelSpec, ctx: JobContext | None = None
) -> MondrianResult:
    ctx = ctx or JobContext()
    n = qis.n
    z = qis.positions
    modes = [qis.mode(j) for j in range(len(qis.ladders))]
    whole = [shares(s) for s in sensitive]
    codes = [s.codes for s in sensitive]
    check_models = spec.l > 1 or spec.t is not None

    def allowed(part: np.ndarray) -> bool:
        if part.size < spec.k:
            return False
        if not check_models:
            return True
        for s, c, p in zip(sensitive, codes, whole, strict=True):
            if not part_ok(np.bincount(c[part], minlength=s.m), spec, p, s.ordered):
                return False
        return True

    hierarchies = [j for j, mode in enumerate(modes) if mode == "hierarchy"]
    ends = {j: [last_leaf(qis.ladders[j], h) for h in range(qis.ladders[j].levels)]
            for j in hierarchies}  # fmt: skip

    def cut(rows: np.ndarray):
        block = z[:, rows]
        mins, maxs = block.min(axis=1), block.max(axis=1)
        widths = (maxs - mins) / qis.totals
        lcas = {}
        for j in hierarchies:
            ladder = qis.ladders[j]
            h = lca_level(ladder, int(mins[j]), int(maxs[j]))
            lcas[j] = h
            node = ladder.parents[h][int(mins[j])]
            widths[j] = (ladder.leaves_under[h][node] - 1) / qis.totals[j] if h else 0.0
        for j in np.argsort(-widths, kind="stable"):
            if widths[j] <= 0:
                return None
            values = block[j]
            if j in lcas:
                level = lcas[j] - 1
                child = qis.ladders[j].parents[level][values.astype(np.int64)]
                present = np.unique(child)
                bounds = ends[j][level][present[:-1]].astype(np.float64)
                part_of = np.searchsorted(bounds, values, side="left")
                sizes = np.bincount(part_of, minlength=bounds.size + 1)
                if sizes.min() < spec.k:
                    continue
                order = np.argsort(part_of, kind="stable")
                parts = np.split(rows[order], np.cumsum(sizes)[:-1])
            else:
                middle = (values.size - 1) // 2
                v = np.partition(values, middle)[middle]
                if v >= maxs[j]:
                    v = values[values < v].max()
                bounds = np.array([v])
                left = values <= v
                count = int(np.count_nonzero(left))
                if count < spec.k or values.size - count < spec.k:
                    continue
                parts = [rows[left], rows[~left]]
            if all(allowed(p) for p in parts):
                return j, bounds, parts
        return None

    if not allowed(np.arange(n)):
        raise ValueError("the whole table does not meet the model")  # checked by the caller
    nodes: list[Node | None] = [None]
    labels = np.empty(n, dtype=np.int64)
    n_classes = 0
    stack = [(0, np.arange(n))]
    done = 0
    while stack:
        node_id, rows = stack.pop()
        found = cut(rows) if rows.size >= 2 * spec.k else None
        if found is None:
            nodes[node_id] = Node(LEAF, None, (), n_classes)
            labels[rows] = n_classes
            n_classes += 1
            done += rows.size
            if n_classes % 2000 == 0:
                ctx.report(done / n, tr("Mondrian: splitting"))
            continue
        column, bounds, parts = found
        ids = []
        for part in parts:
            nodes.append(None)
            ids.append(len(nodes) - 1)
            stack.append((ids[-1], part))
        nodes[node_id] = Node(int(column), bounds, tuple(ids))
    _, first, inverse = np.unique(labels, return_index=True, return_inverse=True)
    rank = np.empty(first.size, dtype=np.int64)
    rank[np.argsort(first)] = np.arange(first.size)
    tree = tuple(
        node if node.column != LEAF else Node(LEAF, None, (), int(rank[node.cls])) for node in nodes
    )
    return MondrianResult(rank[inverse.ravel()], n_classes, tree)

"""What Mondrian releases for each class, and which raw values are compatible with it.

Per class and QI (MATH 6.4 (a), 6.5): numbers and dates the run of first-level ladder cells
the class covers, by its grid ends (`grid`: "[20, 35)", "1984-02"; "NA" for missing, "… or
NA" when a class holds both), never a data value; categories the lowest common ancestor of
the values present (a column without a hierarchy: its one value, or "*"; never a set of
values). A raw value y is compatible with a label when y lies in the interval or under the
ancestor (NA only with NA); information loss per cell (MATH 6.6) comes with the labels.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine.anonymize import grid
from engine.anonymize.hierarchy_ladders import node_loss
from engine.anonymize.qi import QIs, last_leaf


@dataclass(frozen=True)
class Boxes:
    lo: np.ndarray  # d × J: smallest finite position (ordered), first leaf (hierarchy)
    hi: np.ndarray  # d × J
    has_na: np.ndarray  # d × J (ordered columns)
    labels: list  # per QI: object array of J labels
    loss: np.ndarray  # d × J information loss of each class's cell
    nodes: dict = field(default_factory=dict)  # hierarchy QI → (level, node) per class

    def compatible(self, qis: QIs, cls: np.ndarray, y: QIs, rows, columns) -> np.ndarray:
        """Whether external row rows[i] (positions in `y`) is compatible with class cls[i]
        on the QIs `columns` (indices)."""
        ok = np.ones(cls.size, dtype=bool)
        for j in columns:
            pos = y.positions[j, rows]
            if qis.mode(j) == "hierarchy":
                inside = (pos >= self.lo[j, cls]) & (pos <= self.hi[j, cls])
                unknown = np.flatnonzero(pos < 0)
                if unknown.size:  # a value the input lacks: by its ancestor, if any
                    level, node = (a[cls[unknown]] for a in self.nodes[j])
                    ladder, enc = qis.ladders[j], y.encoded[j]
                    for h in np.unique(level):
                        at = unknown[level == h]
                        codes = ladder.level_codes(enc, int(h))[rows[at]]
                        inside[at] = codes == node[level == h]
                ok &= inside
            else:
                missing = y.encoded[j].missing[rows]
                inside = (pos >= self.lo[j, cls]) & (pos <= self.hi[j, cls])
                ok &= np.where(missing, self.has_na[j, cls], inside & ~missing)
        return ok


def class_boxes(qis: QIs, classes: np.ndarray, n_classes: int) -> Boxes:
    order = np.argsort(classes, kind="stable")
    sizes = np.bincount(classes, minlength=n_classes)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
    d = len(qis.ladders)
    lo = np.zeros((d, n_classes))
    hi = np.zeros((d, n_classes))
    has_na = np.zeros((d, n_classes), dtype=bool)
    loss = np.zeros((d, n_classes))
    labels, tree = [], {}
    for j, ladder in enumerate(qis.ladders):
        pos = qis.positions[j, order]
        if qis.mode(j) == "ordered":
            missing = qis.encoded[j].missing[order]
            finite_lo = np.minimum.reduceat(np.where(missing, np.inf, pos), starts)
            finite_hi = np.maximum.reduceat(np.where(missing, -np.inf, pos), starts)
            has_na[j] = np.maximum.reduceat(missing, starts)
            lo[j], hi[j] = finite_lo, finite_hi
            finite = np.isfinite(finite_lo)
            loss[j, finite] = grid.loss(ladder, finite_lo[finite], finite_hi[finite])
            labels.append(grid.labels(ladder, finite_lo, finite_hi, has_na[j]))
        else:
            first = np.minimum.reduceat(pos, starts).astype(np.int64)
            last = np.maximum.reduceat(pos, starts).astype(np.int64)
            level = np.full(n_classes, len(ladder.parents) - 1)
            for h in range(len(ladder.parents) - 1, -1, -1):
                level[ladder.parents[h][first] == ladder.parents[h][last]] = h
            names = np.empty(n_classes, dtype=object)
            nodes = np.zeros(n_classes, dtype=np.int64)
            for h in np.unique(level):
                at = level == h
                node = ladder.parents[h][first[at]]
                ends = last_leaf(ladder, h)
                names[at] = np.asarray(ladder.names[h], dtype=object)[node]
                top = h == len(ladder.parents) - 1
                loss[j, at] = 1.0 if top else node_loss(ladder.leaves_under[h][node], ladder.m)
                lo[j, at] = np.where(node == 0, 0, ends[np.maximum(node - 1, 0)] + 1)
                hi[j, at] = ends[node]
                nodes[at] = node
            labels.append(names)
            tree[j] = (level, nodes)
    return Boxes(lo, hi, has_na, labels, loss, tree)

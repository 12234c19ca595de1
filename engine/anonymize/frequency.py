"""The frequency set the lattice search works on (MATH 6.4 (b)): the distinct
quasi-identifier tuples of the table with their record counts (and their sensitive values,
when l or t is asked), so that copies of rows cost nothing.

Each QI's values are factorized once to codes 0…m−1; each ladder level is then a code → code
lookup array, so a node's classes come from integer lookups and one combined integer key,
never from strings. A node can also be evaluated from a finer node's classes (roll-up) when
every ladder nests (a level's code decides the coarser levels' codes), as ARX's Flash does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from engine.anonymize.ladders import Encoded
from engine.anonymize.models import ModelSpec, Sensitive, class_failures, shares
from engine.anonymize.qi import QIs
from engine.core.row_keys import combine, firsts


@dataclass(frozen=True)
class Level:
    codes: np.ndarray  # per QI value code: its code at this level (0…card − 1)
    card: int
    loss: np.ndarray  # per code at this level: MATH 6.6 loss
    native: np.ndarray  # per code at this level: the ladder's own code (for its labels)


@dataclass(frozen=True)
class Classes:
    """A node's classes over entries (distinct tuples, or a finer node's groups): `tuples`
    the base tuple standing for each entry, `weights` its records, `ids` its class."""

    node: tuple[int, ...]
    tuples: np.ndarray
    weights: np.ndarray
    ids: np.ndarray
    count: int


def _fine_codes(ladder, enc: Encoded) -> tuple[np.ndarray, list[Level]]:
    """Per record its value code, and per level the lookup from value codes."""
    values = pd.factorize(ladder.level_codes(enc, 0))[0].astype(np.int64)
    if enc.ancestors is not None:  # unknown values: level 0 does not decide the others
        for h in range(1, ladder.levels):
            ids, uniques = pd.factorize(ladder.level_codes(enc, h))
            values = pd.factorize(values * len(uniques) + ids)[0].astype(np.int64)
    first = firsts(values)
    ancestors = None if enc.ancestors is None else tuple(a[first] for a in enc.ancestors)
    rep = Encoded(enc.values[first], enc.missing[first], ancestors)
    levels = []
    for h in range(ladder.levels):
        codes, uniques = pd.factorize(ladder.level_codes(rep, h))
        loss = np.asarray(ladder.loss(uniques, h), dtype=np.float64)
        levels.append(Level(codes.astype(np.int64), len(uniques), loss, np.asarray(uniques)))
    return values, levels


def _nested(levels: list[Level]) -> bool:
    """Whether each level's code decides every coarser level's code."""
    for a in range(len(levels) - 1):
        for b in range(a + 1, len(levels)):
            image = np.zeros(levels[a].card, dtype=np.int64)
            image[levels[a].codes] = levels[b].codes
            if not np.array_equal(image[levels[a].codes], levels[b].codes):
                return False
    return True


class FrequencySet:
    """Distinct QI tuples (with the sensitive values, when the models read them)."""

    def __init__(self, qis: QIs, sensitive: list[Sensitive], spec: ModelSpec) -> None:
        self.n, self.p = qis.n, len(qis.ladders)
        per_record, self.levels = [], []
        for ladder, enc in zip(qis.ladders, qis.encoded, strict=True):
            values, levels = _fine_codes(ladder, enc)
            per_record.append(values)
            self.levels.append(levels)
        self.nested = all(_nested(levels) for levels in self.levels)
        self.sensitive = sensitive if (spec.l > 1 or spec.t is not None) else []
        columns = per_record + [s.codes for s in self.sensitive]
        cards = [lv[0].card for lv in self.levels] + [s.m for s in self.sensitive]
        self.tuple_of = combine(columns, cards)  # per record: its tuple (first-appearance)
        first = firsts(self.tuple_of)
        self.codes = [v[first] for v in per_record]
        # Per QI and level: the code of every distinct tuple (one gather per node later).
        self.at = [
            [lv.codes.astype(np.int32)[c] for lv in levels]
            for levels, c in zip(self.levels, self.codes, strict=True)
        ]
        self.compressed = [replace(s, codes=s.codes[first]) for s in self.sensitive]
        self.whole = [shares(s) for s in self.sensitive]
        self.counts = np.bincount(self.tuple_of).astype(np.float64)
        self.spec = spec

    @property
    def size(self) -> int:
        return self.counts.size

    def tuple_classes(self, node, tuples: np.ndarray) -> tuple[np.ndarray, int]:
        """Class ids (first-appearance order) of the given base tuples at `node`."""
        cols = [self.at[j][h][tuples] for j, h in enumerate(node)]
        ids = combine(cols, [self.levels[j][h].card for j, h in enumerate(node)])
        return ids, int(ids.max()) + 1 if ids.size else 0

    def classes(self, node, finer: Classes | None = None) -> Classes:
        """The node's classes, from the distinct tuples or rolled up from `finer`'s (only
        when `nested`), as one entry per (class, sensitive values)."""
        if finer is None:
            tuples, weights = np.arange(self.size), self.counts
        else:
            tuples, weights = finer.tuples, finer.weights
        ids, count = self.tuple_classes(node, tuples)
        group = ids
        if self.compressed:
            cards = [count] + [s.m for s in self.compressed]
            group = combine([ids] + [s.codes[tuples] for s in self.compressed], cards)
        first = firsts(group)
        return Classes(tuple(node), tuples[first], np.bincount(group, weights), ids[first], count)

    def check(self, cls: Classes, budget: int, star: bool) -> tuple[bool, np.ndarray]:
        """(feasible, suppressed entry mask) of a node, MATH 6.4 (b): at most `budget`
        records suppressed; with t (removed) the kept classes against the kept records;
        with star the suppressed records as one more class."""
        spec, sens = self.spec, [replace(s, codes=s.codes[cls.tuples]) for s in self.compressed]
        fail = class_failures(cls.ids, cls.count, sens, spec, whole=self.whole, weights=cls.weights)
        suppressed = fail[cls.ids]
        n_sup = cls.weights[suppressed].sum()
        if n_sup > budget:
            return False, suppressed
        if spec.t is not None and n_sup and not star:
            kept = np.flatnonzero(~suppressed)
            w = cls.weights[kept]
            if class_failures(cls.ids[kept], cls.count, sens, spec, kept, weights=w).any():
                return False, suppressed
        if star and n_sup:
            rows = np.flatnonzero(suppressed)
            zeros = np.zeros(rows.size, dtype=np.int64)
            if class_failures(zeros, 1, sens, spec, rows, self.whole, cls.weights[rows])[0]:
                return False, suppressed
        return True, suppressed

    def gil(self, cls: Classes, suppressed: np.ndarray) -> float:
        """MATH 6.6 GIL of the node, suppressed records costing 1 in every column."""
        kept = ~suppressed
        loss = np.zeros(int(kept.sum()))
        for j, h in enumerate(cls.node):
            loss += self.levels[j][h].loss[self.at[j][h][cls.tuples[kept]]]
        total = (cls.weights[kept] * loss).sum() + cls.weights[suppressed].sum() * self.p
        return float(total / (self.n * self.p)) if self.n else 0.0

"""Optimal full-domain generalization over the hierarchy lattice (MATH 6.4 (b)).

Node h = (h₁, …, h_p) puts QI j at level h_j for every record and suppresses the records
of classes that violate the models; it is feasible if at most ⌊βn⌋ records are suppressed
(and, with t, the kept records still meet t against their own distribution; with
"star" suppression the suppressed records form one class that must meet the models too).
Every node is checked on the frequency set (`frequency.py`: distinct QI tuples with their
counts, integer codes, coarser nodes rolled up from finer ones), so copies of rows cost
nothing. Nodes are visited in order of a lower bound of their GIL (the loss of generalizing
every record, suppressing none), and the search stops at the first node bounded above the
best GIL found, so most of the lattice is never looked at. Where feasibility is monotone (k
and distinct l with suppressed records removed; every model without suppression) and every
ladder nests, an unknown node is decided by Flash: a path of unknown nodes upward, checked by
halves, a feasible node making every coarser node feasible and an infeasible one every finer
node infeasible, untouched. Monotone but with a ladder that does not nest (widths 10 then
15): a feasible finer node marks a node feasible. Otherwise every node visited is checked
(with star suppression the star class shrinks as nodes coarsen). Result: the minimal
feasible node of least GIL (MATH 6.6), ties → lower height, then lexicographic; `exact`
scores every feasible node (GIL with suppression is not monotone).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from engine.anonymize.frequency import Classes, FrequencySet, Level
from engine.anonymize.models import ModelSpec, Sensitive
from engine.anonymize.qi import QIs
from engine.core.i18n import tr
from engine.core.jobs import JobContext

MAX_NODES = 100_000
CACHE_ENTRIES = 4_000_000  # entries of the latest nodes' classes kept for roll-ups …
CACHE_NODES = 512  # … of at most this many nodes
TOLERANCE = 1e-9  # of the bound against a GIL rounded to 12 digits


@dataclass(frozen=True)
class NodeResult:
    node: tuple[int, ...]
    classes: np.ndarray  # class of every record, −1 when suppressed
    n_classes: int
    suppressed: np.ndarray  # bool per record
    gil: float
    grouped: np.ndarray  # class of every record at the node, before any suppression
    levels: tuple[Level, ...]  # per QI: its level at the node
    codes: tuple[np.ndarray, ...]  # per QI: each record's code at its level
    loss: np.ndarray  # n × p information loss per cell (suppressed: 1)


@dataclass(frozen=True)
class LatticeResult:
    best: NodeResult
    nodes: int
    checked: int
    scored: int  # feasible (minimal, unless exact) nodes whose GIL was computed


def lattice_size(qis: QIs) -> int:
    return math.prod(ladder.levels for ladder in qis.ladders)


class _Search:
    """Feasibility and GIL of nodes on the frequency set, with a bounded cache of evaluated
    nodes' classes to roll coarser nodes up from."""

    def __init__(self, fs: FrequencySet, nodes: np.ndarray, budget: int, star: bool) -> None:
        self.fs, self.nodes, self.budget, self.star = fs, nodes, budget, star
        self.cache: dict[int, Classes] = {}
        self.cached_entries = 0
        self.entries = np.zeros(len(nodes), dtype=np.int64)  # of the cached nodes' classes
        self.checked = 0
        self.scores: dict[int, float] = {}  # GIL of the feasible nodes evaluated

    def _finer(self, i: int) -> Classes | None:
        if not self.fs.nested or not self.cache:
            return None
        keys = np.fromiter(self.cache, dtype=np.int64, count=len(self.cache))
        below = keys[(self.nodes[keys] <= self.nodes[i]).all(axis=1)]
        if not below.size:
            return None
        return self.cache[int(below[np.argmin(self.entries[below])])]

    def classes(self, i: int) -> Classes:
        if i in self.cache:
            return self.cache[i]
        cls = self.fs.classes(tuple(self.nodes[i]), self._finer(i))
        self.cache[i] = cls
        self.entries[i] = cls.weights.size
        self.cached_entries += cls.weights.size
        while len(self.cache) > 1 and (
            self.cached_entries > CACHE_ENTRIES or len(self.cache) > CACHE_NODES
        ):
            oldest = next(iter(self.cache))
            self.cached_entries -= self.cache.pop(oldest).weights.size
        return cls

    def feasible(self, i: int) -> bool:
        self.checked += 1
        cls = self.classes(i)
        ok, suppressed = self.fs.check(cls, self.budget, self.star)
        if ok:
            self.scores[i] = self.fs.gil(cls, suppressed)
        return ok

    def gil(self, i: int) -> float:
        if i not in self.scores:
            cls = self.classes(i)
            self.scores[i] = self.fs.gil(cls, self.fs.check(cls, self.budget, self.star)[1])
        return self.scores[i]


def _result(fs: FrequencySet, node, budget: int, star: bool) -> NodeResult:
    """The chosen node record by record (the same classes, numbering and GIL as checking
    every record)."""
    cls = fs.classes(node)
    fail = np.zeros(cls.count, dtype=bool)
    fail[cls.ids[fs.check(cls, budget, star)[1]]] = True
    grouped = fs.tuple_classes(node, np.arange(fs.size))[0][fs.tuple_of]
    suppressed = fail[grouped]
    levels = tuple(lv[h] for lv, h in zip(fs.levels, node, strict=True))
    codes = tuple(lv.codes[c][fs.tuple_of] for lv, c in zip(levels, fs.codes, strict=True))
    loss = np.column_stack([lv.loss[c] for lv, c in zip(levels, codes, strict=True)])
    loss[suppressed] = 1.0
    # the kept classes renumbered in order (a class is suppressed whole): no sort
    out = np.where(suppressed, -1, (np.cumsum(~fail) - 1)[grouped])
    n_classes = int(np.count_nonzero(~fail))
    return NodeResult(tuple(node), out, n_classes, suppressed, float(loss.mean()), grouped,
                      levels, codes, loss)  # fmt: skip


def lower_bounds(fs: FrequencySet, nodes: np.ndarray) -> np.ndarray:
    """Each node's GIL were nothing suppressed: a lower bound of its GIL, as a suppressed
    record costs 1 in every column and no level loses more (MATH 6.6). Zero everywhere
    (no pruning) should a ladder's loss leave [0, 1]."""
    if any(lv.loss.size and (lv.loss.min() < 0 or lv.loss.max() > 1)
           for levels in fs.levels for lv in levels):  # fmt: skip
        return np.zeros(len(nodes))
    total = np.zeros(len(nodes))
    for j, levels in enumerate(fs.levels):
        # products summed, not `@`: the first BLAS call alone costs a quarter of a second
        per_level = np.array(
            [(fs.counts * lv.loss[fs.at[j][h]]).sum() for h, lv in enumerate(levels)]
        )
        total += per_level[nodes[:, j]]
    return total / (fs.n * fs.p) if fs.n else total


def lattice_search(
    qis: QIs,
    sensitive: list[Sensitive],
    spec: ModelSpec,
    max_suppression: float,
    *,
    star: bool = False,
    exact: bool = False,
    ctx: JobContext | None = None,
) -> LatticeResult | None:
    """The optimal node, or None when no node is feasible.

    Nodes are taken in order of their lower bound (`lower_bounds`), and the search stops
    at the first whose bound exceeds the best GIL found: no node beyond can win or tie.
    Every node before it is decided (feasible or not) and, when feasible and minimal (or
    with `exact`), scored."""
    ctx = ctx or JobContext()
    levels = [ladder.levels for ladder in qis.ladders]
    order = sorted(itertools.product(*(range(h) for h in levels)), key=lambda h: (sum(h), h))
    nodes = np.array(order, dtype=np.int64).reshape(len(order), len(levels))
    budget = math.floor(max_suppression * qis.n + 1e-9)
    # Without suppression every model is monotone; with "star" the suppressed records'
    # class must meet k too and coarser nodes suppress fewer, so nothing is (MATH 6.4 (b)).
    monotone = budget == 0 or (spec.monotone and not star)
    fs = FrequencySet(qis, sensitive, spec)
    search = _Search(fs, nodes, budget, star)
    bound = lower_bounds(fs, nodes)
    state = np.zeros(len(nodes), dtype=np.int8)  # 1 feasible, −1 infeasible, 0 not known
    position = np.empty(len(nodes), dtype=np.int64)
    position[np.ravel_multi_index(nodes.T, levels)] = np.arange(len(nodes))
    strides = [math.prod(levels[j + 1 :]) for j in range(len(levels))]
    radix = nodes @ np.array(strides, dtype=np.int64)
    limit = math.inf  # the best GIL so far: nodes bounded above it are never looked at

    def finer(i: int) -> list[int]:
        return [position[radix[i] - strides[j]] for j in range(len(levels)) if nodes[i, j]]

    def flash(i: int) -> None:
        """Flash: a path of unknown nodes upward (within the bound), searched by halves; a
        feasible node makes every coarser node feasible, an infeasible one every finer node
        infeasible."""
        path = [i]
        while True:
            up = [position[radix[path[-1]] + strides[j]] for j in range(len(levels))
                  if nodes[path[-1], j] < levels[j] - 1]  # fmt: skip
            up = [u for u in up if not state[u] and bound[u] <= limit + TOLERANCE]
            if not up:
                break
            path.append(up[0])
        search.classes(i)  # the path's lowest node: the others roll up from its classes
        while unknown := [u for u in path if not state[u]]:
            mid = unknown[len(unknown) // 2]
            open_ = np.flatnonzero(state == 0)
            if search.feasible(mid):
                state[open_[(nodes[open_] >= nodes[mid]).all(axis=1)]] = 1
            else:
                state[open_[(nodes[open_] <= nodes[mid]).all(axis=1)]] = -1

    def feasible(i: int) -> bool:
        if not state[i]:
            if monotone and fs.nested:
                flash(i)
            elif monotone and not exact and any(feasible(f) for f in finer(i)):
                # Ladders that do not nest (widths 10 then 15): a coarser level need not
                # merge classes, so only a feasible finer node marks a node.
                state[i] = 1
            else:
                state[i] = 1 if search.feasible(i) else -1
        return bool(state[i] > 0)

    best: tuple[float, int] | None = None
    scored = 0
    for i in np.lexsort((np.arange(len(nodes)), bound)).tolist():
        if bound[i] > limit + TOLERANCE:
            break
        if search.checked % 50 == 0:
            done = np.count_nonzero(state | (bound > limit + TOLERANCE)) / len(nodes)
            ctx.report(done, tr("Searching the generalization lattice"))
        if not feasible(i) or (not exact and any(feasible(f) for f in finer(i))):
            continue
        scored += 1
        score = (round(search.gil(i), 12), i)  # ties: lower height, then lexicographic
        if best is None or score < best:
            best, limit = score, score[0]
    if best is None:
        return None
    node = tuple(int(h) for h in nodes[best[1]])
    return LatticeResult(_result(fs, node, budget, star), len(nodes), search.checked, scored)

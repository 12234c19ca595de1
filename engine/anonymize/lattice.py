"""Optimal full-domain generalization over the hierarchy lattice (MATH 6.4 (b)).

Node h = (h₁, …, h_p) puts QI j at level h_j for every record and suppresses the records
of classes that violate the models; it is feasible if at most ⌊βn⌋ records are suppressed
(and, with t, the kept records still meet t against their own distribution; with
"star" suppression the suppressed records form one class that must meet the models too).
Every node is checked on the frequency set (`frequency.py`: distinct QI tuples with their
counts, integer codes, coarser nodes rolled up from finer ones), so copies of rows cost
nothing. Where feasibility is monotone (k and distinct l with suppressed records removed;
every model without suppression) and every ladder nests, Flash's search: paths of unknown
nodes upward, checked by halves, a feasible node making every coarser node feasible and an
infeasible one every finer node infeasible, untouched. Monotone but with a ladder that does
not nest (widths 10 then 15): by height, a feasible finer node marking a node feasible.
Otherwise every node is checked (with star suppression the star class shrinks as nodes
coarsen). Result: the minimal feasible node of least GIL (MATH 6.6), ties → lower height,
then lexicographic; `exact` scores every feasible node (GIL with suppression is not
monotone).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from engine.anonymize.frequency import Classes, FrequencySet
from engine.anonymize.models import ModelSpec, Sensitive
from engine.anonymize.qi import QIs
from engine.core.i18n import tr
from engine.core.jobs import JobContext

MAX_NODES = 100_000
CACHE_ENTRIES = 4_000_000  # entries of the latest nodes' classes kept for roll-ups …
CACHE_NODES = 512  # … of at most this many nodes


@dataclass(frozen=True)
class NodeResult:
    node: tuple[int, ...]
    classes: np.ndarray  # class of every record, −1 when suppressed
    n_classes: int
    suppressed: np.ndarray  # bool per record
    gil: float


@dataclass(frozen=True)
class LatticeResult:
    best: NodeResult
    nodes: int
    checked: int
    feasible_minimal: int


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
    classes = fs.tuple_classes(node, np.arange(fs.size))[0][fs.tuple_of]
    suppressed = fail[classes]
    levels = [lv[h] for lv, h in zip(fs.levels, node, strict=True)]
    loss = np.column_stack([lv.loss[lv.codes[c]] for lv, c in zip(levels, fs.codes, strict=True)])
    loss = loss[fs.tuple_of]
    loss[suppressed] = 1.0
    _, renumbered = np.unique(classes[~suppressed], return_inverse=True)
    out = np.full(classes.size, -1, dtype=np.int64)
    out[~suppressed] = renumbered.ravel()
    n_classes = int(renumbered.max()) + 1 if renumbered.size else 0
    return NodeResult(tuple(node), out, n_classes, suppressed, float(loss.mean()))


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
    """The optimal node, or None when no node is feasible."""
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
    state = np.zeros(len(nodes), dtype=np.int8)  # 1 feasible, −1 infeasible, 0 not known
    position = np.empty(len(nodes), dtype=np.int64)
    position[np.ravel_multi_index(nodes.T, levels)] = np.arange(len(nodes))
    strides = [math.prod(levels[j + 1 :]) for j in range(len(levels))]
    radix = nodes @ np.array(strides, dtype=np.int64)

    def report() -> None:
        if search.checked % 50 == 0:
            done = np.count_nonzero(state) / len(nodes)
            ctx.report(done, tr("Searching the generalization lattice"))

    def finer(i: int) -> list[int]:
        return [position[radix[i] - strides[j]] for j in range(len(levels)) if nodes[i, j]]

    for i in range(len(nodes)):
        if state[i]:
            continue
        if not (monotone and fs.nested):
            # By height: with ladders that do not nest (widths 10 then 15) a coarser level
            # need not merge classes; only a feasible finer node marks a node (as before).
            report()
            if monotone and not exact and (state[finer(i)] > 0).any():
                state[i] = 1
            else:
                state[i] = 1 if search.feasible(i) else -1
            continue
        # Flash: a path of unknown nodes upward, searched by halves; a feasible node makes
        # every coarser node feasible, an infeasible one every finer node infeasible.
        path = [i]
        while True:
            up = [position[radix[path[-1]] + strides[j]] for j in range(len(levels))
                  if nodes[path[-1], j] < levels[j] - 1]  # fmt: skip
            up = [u for u in up if not state[u]]
            if not up:
                break
            path.append(up[0])
        search.classes(i)  # the path's lowest node: the others roll up from its classes
        while unknown := [u for u in path if not state[u]]:
            report()
            mid = unknown[len(unknown) // 2]
            open_ = np.flatnonzero(state == 0)
            if search.feasible(mid):
                state[open_[(nodes[open_] >= nodes[mid]).all(axis=1)]] = 1
            else:
                state[open_[(nodes[open_] <= nodes[mid]).all(axis=1)]] = -1
    feasible = state > 0
    finer_feasible = np.zeros(len(nodes), dtype=bool)
    for j in range(len(levels)):
        has = nodes[:, j] > 0
        finer_feasible[has] |= feasible[position[radix[has] - strides[j]]]
    chosen = np.flatnonzero(feasible & (exact | ~finer_feasible))
    if not chosen.size:
        return None
    scored = [(round(search.gil(int(i)), 12), int(i)) for i in chosen]
    best = min(scored)[1]  # ties: lower height, then lexicographic (the nodes' order)
    node = tuple(int(h) for h in nodes[best])
    return LatticeResult(_result(fs, node, budget, star), len(nodes),
                         search.checked, int(chosen.size))  # fmt: skip

"""Optimal full-domain generalization over the hierarchy lattice (MATH 6.4 (b)).

Node h = (h₁, …, h_p) puts QI j at level h_j for every record and suppresses the records
of classes that violate the models; it is feasible if at most ⌊βn⌋ records are suppressed
(and, with t, the kept records still meet t against their own distribution; with
"star" suppression the suppressed records form one class that must meet the models too).
Search by height Σh_j (Flash / Incognito): where feasibility is monotone (k and distinct l
with suppressed records removed; every model without suppression) a feasible node makes
every coarser node feasible and an infeasible one every finer node infeasible; otherwise
every node is checked (with star suppression the star class shrinks as nodes coarsen).
Result: the minimal feasible node of least GIL (MATH 6.6), ties → lower height, then
lexicographic; `exact` scores every feasible node (GIL with suppression is not monotone).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize.models import ModelSpec, Sensitive, class_failures, shares
from engine.anonymize.qi import QIs
from engine.core.i18n import tr
from engine.core.jobs import JobContext

MAX_NODES = 100_000


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


class _Codes:
    """Level codes of every QI, factorized once per (QI, level)."""

    def __init__(self, qis: QIs) -> None:
        self.qis = qis
        self.cache: dict[tuple[int, int], tuple[np.ndarray, int, np.ndarray]] = {}

    def get(self, j: int, level: int):
        key = (j, level)
        if key not in self.cache:
            ladder = self.qis.ladders[j]
            raw = ladder.level_codes(self.qis.encoded[j], level)
            ids, uniques = pd.factorize(raw)
            self.cache[key] = (ids.astype(np.int64), len(uniques), ladder.loss(uniques, level))
        return self.cache[key]

    def classes(self, node) -> tuple[np.ndarray, int]:
        key = np.zeros(self.qis.n, dtype=np.int64)
        size = 1
        for j, level in enumerate(node):
            ids, card, _ = self.get(j, level)
            key = key * card + ids
            size *= card
            if size > 2**40:
                key, uniques = pd.factorize(key)
                size = len(uniques)
        ids, uniques = pd.factorize(key)
        return ids.astype(np.int64), len(uniques)

    def loss(self, node) -> np.ndarray:
        """n × p information loss of each cell at `node`."""
        return np.column_stack(
            [self.get(j, level)[2][self.get(j, level)[0]] for j, level in enumerate(node)]
        )


def evaluate(codes: _Codes, node, sensitive, spec, budget: int, star: bool):
    """The node's classes and suppression if it is feasible, else None."""
    classes, n_classes = codes.classes(node)
    whole = [shares(s) for s in sensitive]
    fail = class_failures(classes, n_classes, sensitive, spec, whole=whole)
    suppressed = fail[classes]
    n_sup = int(suppressed.sum())
    if n_sup > budget:
        return None
    kept = np.flatnonzero(~suppressed)
    if spec.t is not None and n_sup and not star:
        again = class_failures(classes[kept], n_classes, sensitive, spec, rows=kept)
        if again.any():
            return None
    if star and n_sup:
        rows = np.flatnonzero(suppressed)
        if class_failures(np.zeros(rows.size, dtype=np.int64), 1, sensitive, spec, rows, whole)[0]:
            return None
    loss = codes.loss(node)
    loss[suppressed] = 1.0
    classes = np.where(suppressed, -1, classes)
    _, renumbered = np.unique(classes[~suppressed], return_inverse=True)
    out = np.full(classes.size, -1, dtype=np.int64)
    out[~suppressed] = renumbered.ravel()
    count = int(renumbered.max()) + 1 if renumbered.size else 0
    return NodeResult(tuple(node), out, count, suppressed, float(loss.mean()))


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
    nodes = sorted(itertools.product(*(range(h) for h in levels)), key=lambda h: (sum(h), h))
    budget = math.floor(max_suppression * qis.n + 1e-9)
    # Without suppression every model is monotone; with "star" the suppressed records'
    # class must meet k too and coarser nodes suppress fewer, so nothing is (MATH 6.4 (b)).
    monotone = budget == 0 or (spec.monotone and not star)
    codes = _Codes(qis)
    feasible: dict[tuple, bool] = {}
    results: list[NodeResult] = []
    checked = 0
    for index, node in enumerate(nodes):
        if index % 50 == 0:
            ctx.report(index / len(nodes), tr("Searching the generalization lattice"))
        finer = [(*node[:j], node[j] - 1, *node[j + 1 :]) for j in range(len(node)) if node[j]]
        # Walking up by height, every finer node is already known: where feasibility is
        # monotone, one feasible predecessor makes this node feasible and not minimal.
        if monotone and not exact and any(feasible.get(f) for f in finer):
            feasible[node] = True
            continue
        result = evaluate(codes, node, sensitive, spec, budget, star)
        checked += 1
        feasible[node] = result is not None
        if result is not None and (exact or not any(feasible.get(f) for f in finer)):
            results.append(result)
    if not results:
        return None
    best = min(results, key=lambda r: (round(r.gil, 12), sum(r.node), r.node))
    return LatticeResult(best, len(nodes), checked, len(results))

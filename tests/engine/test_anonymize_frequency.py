"""Brute-force twin of the lattice search on the frequency set (issue 33): on random small
tables with repeated rows, the search over distinct QI tuples with counts, roll-ups and
pruning both ways returns what checking every record at every node by height returns
(the search before issue 33) — the same node, classes (and their numbering), suppressed
records and GIL."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.anonymize.auto import build_ladder
from engine.anonymize.lattice import lattice_search
from engine.anonymize.models import ModelSpec, class_failures, encode_sensitive, shares
from engine.anonymize.qi import encode_qis
from engine.tasks.anonymize.project import GenSpec

SPECS = [
    ModelSpec(k=2),
    ModelSpec(k=3),
    ModelSpec(k=2, l=2),
    ModelSpec(k=2, l=2, l_kind="entropy"),
    ModelSpec(k=2, l=2, l_kind="recursive", c=2.0),
    ModelSpec(k=2, t=0.3),
]


def _every_record(qis, sensitive, spec, beta, star, exact):
    """Every node, record by record (the search before issue 33)."""
    budget = math.floor(beta * qis.n + 1e-9)
    monotone = budget == 0 or (spec.monotone and not star)
    whole = [shares(s) for s in sensitive]
    value, classes_at = {}, {}
    nodes = itertools.product(*(range(lad.levels) for lad in qis.ladders))
    for node in sorted(nodes, key=lambda h: (sum(h), h)):
        finer = [(*node[:j], node[j] - 1, *node[j + 1 :]) for j in range(len(node)) if node[j]]
        if monotone and not exact and any(value[f] is not None for f in finer):
            value[node] = -1.0  # feasible through a finer node, never chosen
            continue
        key = pd.DataFrame(
            {j: lad.level_codes(qis.encoded[j], h) for j, (lad, h) in
             enumerate(zip(qis.ladders, node, strict=True))}
        )  # fmt: skip
        classes = pd.factorize(pd.MultiIndex.from_frame(key))[0].astype(np.int64)
        count = int(classes.max()) + 1
        suppressed = class_failures(classes, count, sensitive, spec, whole=whole)[classes]
        ok = suppressed.sum() <= budget
        if ok and suppressed.any() and spec.t is not None and not star:
            kept = np.flatnonzero(~suppressed)
            ok = not class_failures(classes[kept], count, sensitive, spec, rows=kept).any()
        if ok and suppressed.any() and star:
            rows = np.flatnonzero(suppressed)
            zeros = np.zeros(rows.size, dtype=np.int64)
            ok = not class_failures(zeros, 1, sensitive, spec, rows, whole)[0]
        if not ok:
            value[node] = None
            continue
        loss = np.column_stack(
            [lad.loss(lad.level_codes(qis.encoded[j], h), h) for j, (lad, h) in
             enumerate(zip(qis.ladders, node, strict=True))]
        )  # fmt: skip
        loss[suppressed] = 1.0
        value[node] = float(loss.mean())
        classes_at[node] = (classes, suppressed)
    chosen = []
    for node, v in value.items():
        finer = [(*node[:j], node[j] - 1, *node[j + 1 :]) for j in range(len(node)) if node[j]]
        if v is not None and v >= 0 and (exact or all(value[f] is None for f in finer)):
            chosen.append((round(v, 12), sum(node), node))
    if not chosen:
        return None
    _, _, node = min(chosen)
    classes, suppressed = classes_at[node]
    _, renumbered = np.unique(classes[~suppressed], return_inverse=True)
    out = np.full(classes.size, -1, dtype=np.int64)
    out[~suppressed] = renumbered.ravel()
    return node, out, suppressed, value[node], len(chosen)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    distinct=st.integers(3, 25),
    spec=st.sampled_from(SPECS),
    beta=st.sampled_from([0.0, 0.05, 0.2]),
    star=st.booleans(),
    exact=st.booleans(),
    widths=st.sampled_from([(10.0, 20.0), (10.0, 15.0)]),  # nested, or not (no roll-up)
)
def test_frequency_set_search_equals_checking_every_record(
    seed, distinct, spec, beta, star, exact, widths
):
    rng = np.random.default_rng(seed)
    rows = pd.DataFrame(
        {
            "age": rng.integers(0, 60, distinct),
            "code": rng.choice(["11", "12", "21", "22", "23"], distinct),
            "sex": rng.choice(["F", "M"], distinct),
            "s": rng.integers(0, 3, distinct),
        }
    )
    frame = rows.iloc[rng.integers(0, distinct, int(rng.integers(distinct, 4 * distinct)))]
    frame = frame.reset_index(drop=True)
    specs = {"age": GenSpec("interval", widths), "code": GenSpec("prefix")}
    ladders = [build_ladder(q, frame[q], specs.get(q)) for q in ("age", "code", "sex")]
    qis = encode_qis(ladders, frame)
    sensitive = [encode_sensitive("s", frame["s"])]
    found = lattice_search(qis, sensitive, spec, beta, star=star, exact=exact)
    twin = _every_record(qis, sensitive, spec, beta, star, exact)
    if twin is None:
        assert found is None
        return
    node, classes, suppressed, gil, chosen = twin
    assert found.best.node == node
    assert np.array_equal(found.best.classes, classes)
    assert np.array_equal(found.best.suppressed, suppressed)
    assert found.best.gil == gil
    assert 1 <= found.scored <= chosen
    for ladder, enc, level, h, codes in zip(qis.ladders, qis.encoded, found.best.levels, node,
                                            found.best.codes, strict=True):  # fmt: skip
        # each record's code at its level names the label of its own value at that level
        labels = np.asarray(ladder.labels(level.native, h), dtype=object)[codes]
        assert labels.tolist() == ladder.labels(ladder.level_codes(enc, h), h)

"""Mondrian and the full-domain lattice search (MATH 6.4): brute-force twins, properties."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.anonymize.auto import build_ladder
from engine.anonymize.boxes import class_boxes
from engine.anonymize.lattice import lattice_search
from engine.anonymize.models import ModelSpec, encode_sensitive
from engine.anonymize.mondrian import mondrian
from engine.anonymize.qi import encode_qis
from engine.tasks.anonymize.project import GenSpec


def _table(seed: int, n: int = 300) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame(
        {
            "age": rng.integers(18, 80, n),
            "sex": rng.choice(["F", "M"], n),
            "district": rng.choice(["0101", "0102", "0201", "0202", "0301"], n),
            "s": rng.choice(["a", "b", "c", "d"], n, p=[0.4, 0.3, 0.2, 0.1]),
        }
    )


def _qis(frame, names=("age", "sex", "district"), specs=None):
    specs = specs or {}
    ladders = [build_ladder(q, frame[q], specs.get(q)) for q in names]
    return encode_qis(ladders, frame)


def _check_part(values, sens, spec, whole):
    """Independent twin of one part's models (k, distinct l, t total variation)."""
    if len(values) < spec.k:
        return False
    counts = pd.Series(values).value_counts()
    if spec.l > 1 and counts.size < spec.l:
        return False
    if spec.t is not None:
        share = (counts / counts.sum()).reindex(whole.index, fill_value=0)
        if 0.5 * (share - whole).abs().sum() > spec.t + 1e-12:
            return False
    return True


def _twin_cut(frame, qis, j, rows):
    """The cut MATH 6.4 (a) prescribes on QI j for `rows`, as lists of row indices."""
    mode = qis.mode(j)
    pos = qis.positions[j, rows]
    if mode == "hierarchy":
        ladder = qis.ladders[j]
        leaves = pos.astype(int)
        for h in range(ladder.levels):
            if len(set(ladder.parents[h][leaves])) == 1:
                break
        if h == 0:
            return None
        child = ladder.parents[h - 1][leaves]
        return [rows[child == c] for c in sorted(set(child))]
    if pos.min() == pos.max():
        return None
    v = sorted(pos)[(len(pos) - 1) // 2]
    if v >= pos.max():
        v = max(x for x in pos if x < v)
    return [rows[pos <= v], rows[pos > v]]


@pytest.mark.parametrize("seed", range(3))
def test_mondrian_classes_meet_the_models_and_have_no_allowable_cut(seed):
    frame = _table(seed)
    qis = _qis(frame)
    sens = encode_sensitive("s", frame["s"])
    spec = ModelSpec(k=6, l=2, t=0.35)
    result = mondrian(qis, [sens], spec)
    whole = frame["s"].value_counts(normalize=True)
    for c in range(result.n_classes):
        rows = np.flatnonzero(result.classes == c)
        assert _check_part(frame["s"].to_numpy()[rows], sens, spec, whole)
        for j in range(len(qis.ladders)):
            parts = _twin_cut(frame, qis, j, rows)
            if parts is None:
                continue
            allowable = all(_check_part(frame["s"].to_numpy()[p], sens, spec, whole) for p in parts)
            assert not allowable, (c, j)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 9), st.sampled_from("xyz"), st.integers(0, 3)), min_size=1,
             max_size=60),
    st.data(),
)  # fmt: skip
def test_mondrian_any_input_any_k_gives_classes_of_at_least_k(rows, data):
    frame = pd.DataFrame(rows, columns=["num", "cat", "s"])
    k = data.draw(st.integers(1, len(frame)))
    qis = _qis(frame, ("num", "cat"))
    result = mondrian(qis, [encode_sensitive("s", frame["s"])], ModelSpec(k=k))
    sizes = np.bincount(result.classes)
    assert sizes.min() >= k and sizes.sum() == len(frame)
    boxes = class_boxes(qis, result.classes, result.n_classes)
    for j in range(2):  # every raw value is compatible with its own class's label
        ok = boxes.compatible(qis, result.classes, qis, np.arange(len(frame)), [j])
        assert ok.all()


def _twin_lattice(frame, qis, spec, beta):
    """Exhaustive search: every node, feasibility by pandas group-by, least GIL."""
    names = qis.names
    best = None
    levels = [ladder.levels for ladder in qis.ladders]
    budget = math.floor(beta * len(frame) + 1e-9)
    feasible = {}
    for node in itertools.product(*(range(h) for h in levels)):
        keys = pd.DataFrame(
            {n: qis.ladders[j].level_codes(qis.encoded[j], node[j]) for j, n in enumerate(names)}
        )
        groups = keys.groupby(names, dropna=False).ngroup().to_numpy()
        bad = np.zeros(len(frame), dtype=bool)
        for g in np.unique(groups):
            members = frame["s"].to_numpy()[groups == g]
            if len(members) < spec.k or (spec.l > 1 and len(set(members)) < spec.l):
                bad[groups == g] = True
        feasible[node] = bool(bad.sum() <= budget)
        if not feasible[node]:
            continue
        loss = np.column_stack(
            [
                qis.ladders[j].loss(qis.ladders[j].level_codes(qis.encoded[j], node[j]), node[j])
                for j in range(len(names))
            ]
        )
        loss[bad] = 1.0
        feasible[node] = loss.mean()
    minimal = []
    for node, value in feasible.items():
        if value is False:
            continue
        finer = [(*node[:j], node[j] - 1, *node[j + 1 :]) for j in range(len(node)) if node[j]]
        if not any(feasible[f] is not False for f in finer):
            minimal.append((round(value, 12), sum(node), node))
    best = min(minimal)
    return best[2]


@pytest.mark.parametrize("seed", range(4))
def test_lattice_equals_exhaustive_search(seed):
    rng = np.random.default_rng(100 + seed)
    n = 120
    frame = pd.DataFrame(
        {
            "age": rng.integers(0, 60, n),
            "code": rng.choice(["11", "12", "21", "22", "23"], n),
            "sex": rng.choice(["F", "M"], n),
            "s": rng.choice(["a", "b", "c"], n),
        }
    )
    specs = {"age": GenSpec("interval", (10.0, 20.0)), "code": GenSpec("prefix")}
    qis = _qis(frame, ("age", "code", "sex"), specs)
    spec = ModelSpec(k=int(rng.integers(3, 8)), l=2)
    beta = float(rng.choice([0.0, 0.05]))
    found = lattice_search(qis, [encode_sensitive("s", frame["s"])], spec, beta)
    assert found.best.node == _twin_lattice(frame, qis, spec, beta)
    sizes = np.bincount(found.best.classes[found.best.classes >= 0])
    assert sizes.min() >= spec.k
    assert found.best.suppressed.sum() <= math.floor(beta * n + 1e-9)


def test_classifier_features_midpoints_and_leaf_weights():
    """MATH 6.6: intervals → midpoints, a node over m_u leaves → 1/m_u on each."""
    from engine.anonymize.utility import raw_features, released_features
    from engine.tasks.anonymize.run import Generalized

    frame = pd.DataFrame({"age": [20, 24, 31, 38], "code": ["11", "12", "21", "22"]})
    specs = {"age": GenSpec("interval", (10.0,), anchor=0.0), "code": GenSpec("prefix")}
    qis = _qis(frame, ("age", "code"), specs)
    raw = raw_features(qis)
    assert raw[:, 0].tolist() == [20, 24, 31, 38]
    leaves = list(qis.ladders[1].leaves)
    assert raw[0, 1 + leaves.index("11")] == 1.0 and raw[0, 1:].sum() == 1.0
    classes = np.array([0, 0, 1, 1])
    lattice = Generalized(classes, 2, [], np.zeros((4, 2)), None, None, (1, 1), {})
    feats = released_features(qis, lattice)
    assert feats[:, 0].tolist() == [25.0, 25.0, 35.0, 35.0]  # [20, 30) and [30, 40)
    assert feats[0, 1 + leaves.index("11")] == pytest.approx(0.5)
    assert feats[0, 1 + leaves.index("12")] == pytest.approx(0.5)
    boxes = class_boxes(qis, classes, 2)
    mondrian_like = Generalized(classes, 2, [], np.zeros((4, 2)), None, boxes, None, {})
    feats = released_features(qis, mondrian_like)
    assert feats[:, 0].tolist() == [25.0, 25.0, 35.0, 35.0]  # grid cells, not [20, 24]
    assert feats[2, 1 + leaves.index("21")] == pytest.approx(0.5)


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 30), st.sampled_from(["11", "12", "21"]), st.integers(0, 2)),
             min_size=1, max_size=40),
    st.data(),
)  # fmt: skip
def test_lattice_any_input_any_k_gives_classes_of_at_least_k(rows, data):
    frame = pd.DataFrame(rows, columns=["num", "code", "s"])
    k = data.draw(st.integers(1, len(frame)))
    beta = data.draw(st.sampled_from([0.0, 0.1]))
    specs = {"num": GenSpec("interval", (5.0, 10.0)), "code": GenSpec("prefix")}
    qis = _qis(frame, ("num", "code"), specs)
    found = lattice_search(qis, [encode_sensitive("s", frame["s"])], ModelSpec(k=k), beta)
    kept = found.best.classes[found.best.classes >= 0]
    assert np.bincount(kept).min() >= k
    assert found.best.suppressed.sum() <= math.floor(beta * len(frame) + 1e-9)


def test_information_loss_known_values():
    from engine.anonymize.risk import information_loss

    n = 12
    raw = information_loss(np.zeros((n, 2)), ["a", "b"], 0, np.arange(n), 1)
    assert raw["gil"] == 0 and raw["discernibility"] == n
    star = information_loss(np.ones((n, 2)), ["a", "b"], 0, np.zeros(n, dtype=int), 3)
    assert star["gil"] == 1 and star["discernibility"] == n**2
    even = information_loss(np.zeros((n, 2)), ["a", "b"], 0, np.repeat(np.arange(4), 3), 3)
    assert even["c_avg"] == 1.0
    sup = information_loss(np.ones((n, 1)), ["a"], 2, np.zeros(n - 2, dtype=int), 2)
    assert sup["discernibility"] == (n - 2) ** 2 + 2 * n and sup["suppressed_share"] == 2 / n


@pytest.mark.parametrize("top", [None, 70.0])
def test_raw_numbers_are_never_taken_for_the_missing_or_coded_marks(top):
    """A number's raw level code is its bit pattern: 2, −2 and the float just below 2 must
    keep their own labels (their bits once equalled the top, missing and bottom marks)."""
    values = np.array([2.0, -2.0, 1.9999999999999998, 5.0, 80.0, np.nan])
    ladder = build_ladder("x", pd.Series(values), GenSpec("interval", (10.0, 20.0), top=top))
    codes = ladder.level_codes(ladder.encode(pd.Series(values)), 0)
    coded = f"> {70}" if top else "80"
    assert ladder.labels(codes, 0) == ["2", "-2", "1.9999999999999998", "5", coded, "NA"]
    assert ladder.loss(codes, 0).tolist()[:4] == [0.0] * 4

"""Exhaustive and by-hand twins for the review of engine/anonymize (MATH 6.2–6.6):
lattice search with t and suppression, star suppression, Mondrian's normalized widths,
GIL of hierarchy nodes, numeric label precision, "*" against unknown external values."""

from __future__ import annotations

import itertools
import math
import re

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.auto import build_ladder
from engine.anonymize.boxes import class_boxes
from engine.anonymize.hierarchy_ladders import csv_ladder, flat_ladder, prefix_ladder
from engine.anonymize.ladders import NumericLadder
from engine.anonymize.lattice import lattice_search
from engine.anonymize.linkage import link_by_codes, link_mondrian
from engine.anonymize.models import ModelSpec, encode_sensitive
from engine.anonymize.mondrian import mondrian
from engine.anonymize.qi import encode_qis
from engine.tasks.anonymize.project import GenSpec


def _class_ok(values, spec, p, cats, ordered):
    """One class against k, l (distinct / entropy / recursive) and t (EMD), by hand."""
    if len(values) < spec.k:
        return False
    counts = pd.Series(values).value_counts()
    if spec.l > 1:
        share = counts / counts.sum()
        if counts.size < spec.l:
            return False
        if spec.l_kind == "entropy" and -(share * np.log(share)).sum() < math.log(spec.l) - 1e-12:
            return False
        r = np.sort(counts.to_numpy())[::-1]
        if spec.l_kind == "recursive" and not r[0] < spec.c * r[spec.l - 1 :].sum():
            return False
    if spec.t is not None:
        keep = p > 0
        r = (counts / counts.sum()).reindex(cats, fill_value=0).to_numpy()[keep] - p[keep]
        m = int(keep.sum())
        if m > 1:
            emd = np.abs(np.cumsum(r)).sum() / (m - 1) if ordered else 0.5 * np.abs(r).sum()
            if emd > spec.t + 1e-12:
                return False
    return True


def _twin_lattice(frame, qis, spec, beta, star, ordered):
    """Every node by group-by: classes failing against the table's distribution are
    suppressed; removed → the kept classes must meet t against the kept rows' own
    distribution (the release's, MATH 6.3); star → the suppressed records form one class
    that must meet the models. Minimal feasible nodes, least GIL, lower height, lexicographic."""
    s = frame["s"].to_numpy()
    cats = np.sort(np.unique(s))

    def dist(rows):
        return (
            pd.Series(s[rows]).value_counts(normalize=True).reindex(cats, fill_value=0).to_numpy()
        )

    budget = math.floor(beta * len(frame) + 1e-9)
    value = {}
    for node in itertools.product(*(range(lad.levels) for lad in qis.ladders)):
        keys = pd.DataFrame(
            {j: lad.level_codes(qis.encoded[j], node[j]) for j, lad in enumerate(qis.ladders)}
        )
        groups = keys.groupby(list(keys.columns)).ngroup().to_numpy()
        p = dist(np.arange(len(frame)))
        bad = np.zeros(len(frame), dtype=bool)
        for g in np.unique(groups):
            bad[groups == g] = not _class_ok(s[groups == g], spec, p, cats, ordered)
        ok = bad.sum() <= budget
        if ok and bad.any() and star:
            ok = _class_ok(s[bad], spec, p, cats, ordered)
        if ok and bad.any() and not star and spec.t is not None:
            kept = np.flatnonzero(~bad)
            p_kept = dist(kept)
            ok = all(
                _class_ok(s[kept][groups[kept] == g], spec, p_kept, cats, ordered)
                for g in np.unique(groups[kept])
            )
        if not ok:
            value[node] = None
            continue
        loss = np.column_stack(
            [
                lad.loss(lad.level_codes(qis.encoded[j], node[j]), node[j])
                for j, lad in enumerate(qis.ladders)
            ]
        )
        loss[bad] = 1.0
        value[node] = loss.mean()
    minimal = []
    for node, v in value.items():
        finer = [(*node[:j], node[j] - 1, *node[j + 1 :]) for j in range(len(node)) if node[j]]
        if v is not None and all(value[f] is None for f in finer):
            minimal.append((round(v, 12), sum(node), node))
    return min(minimal)[2] if minimal else None


def _frame(seed, n):
    rng = np.random.default_rng(seed)
    return pd.DataFrame(
        {
            "age": rng.integers(0, 60, n),
            "code": rng.choice(["11", "12", "21", "22", "23"], n),
            "sex": rng.choice(["F", "M"], n),
            "s": rng.integers(0, 4, n),
        }
    )


def _lattice_qis(frame):
    specs = {"age": GenSpec("interval", (10.0, 20.0)), "code": GenSpec("prefix")}
    names = ("age", "code", "sex")
    return encode_qis([build_ladder(q, frame[q], specs.get(q)) for q in names], frame)


@pytest.mark.parametrize("seed", range(5))
def test_lattice_with_suppression_equals_exhaustive_search(seed):
    """Review t6/t7: with t and β > 0 (remove) no node with suppression was ever feasible
    (emptied classes counted as failing k), and with star suppression the monotone
    shortcut skipped nodes whose star class was too small. 82/2400 and 12/3000 cases
    differed from the exhaustive twin at the review's commit."""
    rng = np.random.default_rng(1000 + seed)
    frame = _frame(seed, int(rng.integers(20, 70)))
    qis = _lattice_qis(frame)
    sens = encode_sensitive("s", frame["s"])
    specs = [
        ModelSpec(k=int(rng.integers(2, 6))),
        ModelSpec(k=2, l=2, l_kind="entropy"),
        ModelSpec(k=2, l=2, l_kind="recursive", c=2.0),
        ModelSpec(k=2, t=0.25),
        ModelSpec(k=3, t=0.2),
    ]
    for spec, beta, star in itertools.product(specs, (0.0, 0.1, 0.3), (False, True)):
        found = lattice_search(qis, [sens], spec, beta, star=star)
        got = None if found is None else found.best.node
        assert got == _twin_lattice(frame, qis, spec, beta, star, sens.ordered), (spec, beta)


def test_a_t_that_never_binds_leaves_the_suppression_budget_usable():
    """Review t6c: t = 0.999 with β = 0.1 gave node (3, 1, 0) with nothing suppressed
    (GIL 0.445) instead of the k-only optimum (2, 1, 0), 3 suppressed, GIL 0.2855."""
    frame = _frame(1, 43)
    qis = _lattice_qis(frame)
    sens = encode_sensitive("s", frame["s"])
    plain = lattice_search(qis, [sens], ModelSpec(k=3), 0.1).best
    loose = lattice_search(qis, [sens], ModelSpec(k=3, t=0.999), 0.1).best
    assert loose.node == plain.node and loose.suppressed.sum() == plain.suppressed.sum() > 0
    assert loose.gil == pytest.approx(plain.gil)


@pytest.mark.parametrize("seed", [*range(30), 246, 743, 769, 1833, 2697])
def test_star_suppression_equals_exhaustive_search_for_k(seed):
    """Review t7: star feasibility is not monotone even for k (the star class must have
    ≥ k records and shrinks as nodes coarsen); the last 5 seeds differed before the fix."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(6, 25))
    frame = pd.DataFrame(
        {"a": rng.integers(0, 40, n), "b": rng.integers(0, 40, n), "s": rng.integers(0, 2, n)}
    )
    spec = GenSpec("interval", (10.0, 20.0))
    qis = encode_qis([build_ladder(q, frame[q], spec) for q in ("a", "b")], frame)
    sens = encode_sensitive("s", frame["s"])
    model = ModelSpec(k=int(rng.integers(2, 5)))
    beta = float(rng.choice([0.3, 0.5]))
    found = lattice_search(qis, [sens], model, beta, star=True)
    got = None if found is None else found.best.node
    assert got == _twin_lattice(frame, qis, model, beta, True, sens.ordered)


def _twin_mondrian(frame, names, k, grids):
    """MATH 6.4 (a), k only: width (max_P − min_P)/(table range), numbers by their cell of
    width w₁ from anchor a (`grids[q]` = (a, w₁); issue 28), lower-median cut; categories
    without a hierarchy (value → "*") width 1 while two values are present, one part per
    value (issue 28: released as "*" or the value, never a set); else the next QI."""
    cols, span, flat = {}, {}, set()
    for q in names:
        if pd.api.types.is_numeric_dtype(frame[q]):
            anchor, width = grids[q]
            v = np.floor(np.round((frame[q].to_numpy(float) - anchor) / width, 9))
        else:
            cats = sorted(frame[q].unique())
            v = frame[q].map({c: i for i, c in enumerate(cats)}).to_numpy(float)
            flat.add(q)
        cols[q], span[q] = v, (v.max() - v.min()) or 1.0
    parts, stack = [], [np.arange(len(frame))]
    while stack:
        rows = stack.pop()
        widths = np.array(
            [float(np.ptp(cols[q][rows]) > 0) if q in flat else np.ptp(cols[q][rows]) / span[q]
             for q in names]
        )  # fmt: skip
        for j in np.argsort(-widths, kind="stable"):
            if widths[j] <= 0:
                parts.append(rows)
                break
            v = cols[names[j]][rows]
            if names[j] in flat:
                values, sizes = np.unique(v, return_counts=True)
                if sizes.min() >= k:
                    stack += [rows[v == x] for x in values]
                    break
                continue
            med = np.sort(v)[(len(v) - 1) // 2]
            if med >= v.max():
                med = v[v < med].max()
            left = v <= med
            if left.sum() >= k and (~left).sum() >= k:
                stack += [rows[left], rows[~left]]
                break
        else:
            parts.append(rows)
    return sorted(tuple(sorted(p.tolist())) for p in parts)


@pytest.mark.parametrize("seed", range(40))
def test_mondrian_widths_use_the_table_range_and_real_leaves(seed):
    """Review t3: ordered widths were divided by ≈ 2 × the range and nominal ones by
    leaves − 1 counting an extra NA leaf: 200/200 partitions differed from this twin."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(20, 80))
    frame = pd.DataFrame(
        {
            "age": rng.integers(18, 80, n),
            "sex": rng.choice(["F", "M"], n),
            "cat": rng.choice(list("abcde"), n),
            "x": np.round(rng.uniform(0, 0.8, n), 3),  # a range below 1
        }
    )
    names = ["age", "sex", "cat", "x"]
    k = int(rng.integers(2, 6))
    qis = encode_qis([build_ladder(q, frame[q], None) for q in names], frame)
    result = mondrian(qis, [], ModelSpec(k=k))
    got = sorted(
        tuple(np.flatnonzero(result.classes == c).tolist()) for c in range(result.n_classes)
    )
    grids = {lad.name: (lad.anchor, lad.widths[0]) for lad in qis.ladders if lad.ordered}
    assert got == _twin_mondrian(frame, names, k, grids)


def test_gil_counts_the_real_leaves_and_star_costs_one():
    """MATH 6.6: (m_u − 1)/(m − 1) over the column's values, "*" 1. At the review's commit
    an NA leaf was in every m: {a,b}→X of a,b,c,d cost 0.25 (not 1/3), the set {F, M} 0.5
    (not 1), 75** of 7501/7502/7511/7622 0.5 (not 2/3); an ARX file ending in "*" had its
    "*" cells cost 0.75 and a second "*" level."""
    csv = csv_ladder("q", pd.DataFrame([["a", "X"], ["b", "X"], ["c", "Y"], ["d", "Y"]]), "h")
    enc = csv.encode(pd.Series(list("abcd")))
    assert np.allclose(csv.loss(csv.level_codes(enc, 1), 1), 1 / 3)
    arx = csv_ladder(
        "q", pd.DataFrame([[v, p, "*"] for v, p in zip("abcd", "XXYY", strict=True)]), "h"
    )
    assert arx.levels == 3 and arx.names[1][:2] == ("X", "Y") and arx.names[2] == ("*",)
    for level, want in ((0, 0.0), (1, 1 / 3), (2, 1.0)):
        assert np.allclose(arx.loss(arx.level_codes(enc, level), level), want)
    zips = prefix_ladder("zip", pd.Series(["7501", "7502", "7511", "7622"]))
    enc = zips.encode(pd.Series(["7501", "7622"]))
    assert zips.labels(zips.level_codes(enc, 2), 2) == ["75**", "76**"]
    assert np.allclose(zips.loss(zips.level_codes(enc, 2), 2), [2 / 3, 0.0])
    sex = pd.DataFrame({"sex": ["F", "F", "M", "M", None]})
    qis = encode_qis([flat_ladder("sex", sex["sex"])], sex)
    boxes = class_boxes(qis, np.array([0, 0, 0, 0, 1]), 2)
    assert list(boxes.labels[0]) == ["*", "NA"] and list(boxes.loss[0]) == [1.0, 0.0]
    na = qis.ladders[0].level_codes(qis.encoded[0], 0)[4:]  # NA is released as is: 0
    assert qis.ladders[0].loss(na, 0)[0] == 0.0 and qis.totals[0] == 1.0


def test_numeric_labels_keep_every_digit():
    """Review t12: labels had 6 significant digits: Mondrian printed [12064.2, 12227.3]
    for a class holding 12227.32, and 12345.67 / 12345.71 were both released as 12345.7.
    Issue 28: Mondrian's ends are grid points (anchor + k·w₁) around the class, which
    ended at its smallest and largest value before."""
    rng = np.random.default_rng(5)
    frame = pd.DataFrame({"income": np.round(rng.uniform(12000, 13000, 40), 2)})
    qis = encode_qis([build_ladder("income", frame["income"], None)], frame)
    result = mondrian(qis, [], ModelSpec(k=3))
    labels = class_boxes(qis, result.classes, result.n_classes).labels[0]
    ladder = qis.ladders[0]
    for c, label in enumerate(labels):
        lo, hi = (float(x) for x in re.findall(r"[-\d.e+]+", label))
        raw = frame["income"].to_numpy()[result.classes == c]
        assert label.endswith(")") and lo <= raw.min() and raw.max() < hi
        for end in (lo, hi):
            steps = (end - ladder.anchor) / ladder.widths[0]
            assert steps == round(steps) and end not in raw
    ladder = build_ladder("income", pd.Series([12345.67, 12345.71]), None)
    codes = ladder.level_codes(ladder.encode(pd.Series([12345.67, 12345.71, 123456.5])), 0)
    assert ladder.labels(codes, 0) == ["12345.67", "12345.71", "123456.5"]


def test_interval_labels_contain_their_raw_values():
    """MATH 6.2 verify: every raw value lies in its own interval as printed, also for
    decimal widths where a + k·w is not exact in binary (0.1 × 3 = 0.30000000000000004)."""
    values = np.round(np.arange(0, 3.0, 0.1), 1)
    ladder = NumericLadder("x", (0.1, 0.3, 123456.5), 0.0, 0.0, 2.9)
    enc = ladder.encode(pd.Series(values))
    for level in (1, 2, 3):
        for x, label in zip(
            values, ladder.labels(ladder.level_codes(enc, level), level), strict=True
        ):
            lo, hi = (float(v) for v in label.strip("[)").split(", "))
            assert lo <= x < hi, (level, x, label)
    assert ladder.labels(ladder.level_codes(enc, 1)[3:4], 1) == ["[0.3, 0.4)"]


def test_star_is_compatible_with_unknown_external_values():
    """Review t10 (MATH 6.5: g = "*" matches any y): an external value absent from the
    input's hierarchy did not link to "*" (2 candidates of 4, not 4)."""
    inp = pd.DataFrame({"district": ["0101", "0102", "0201", "0202"], "sex": list("FMFM")})
    ext = pd.DataFrame({"district": ["0101", "0999", "0202", "1303"], "sex": list("FMXM")})
    ladders = [build_ladder(q, inp[q], None) for q in ("district", "sex")]
    qi_in, qi_ex = encode_qis(ladders, inp), encode_qis(ladders, ext, strict=False)
    for j, ladder in enumerate(ladders):
        top = ladder.levels - 1
        a = ladder.level_codes(qi_in.encoded[j], top)
        b = ladder.level_codes(qi_ex.encoded[j], top)
        assert link_by_codes([a], [b], None).candidates.tolist() == [4] * 4
        below = ladder.level_codes(qi_ex.encoded[j], 0)  # unknown below "*": no match
        assert (below < 0).tolist() == [[False, True, False, True], [False, False, True, False]][j]
    boxes = class_boxes(qi_in, np.zeros(4, dtype=np.int64), 1)
    rows = np.arange(4)
    assert boxes.labels[1][0] == "*"  # issue 28: was the set "{F, M}", which missed "X"
    assert boxes.compatible(qi_in, np.zeros(4, dtype=np.int64), qi_ex, rows, [1]).all()
    whole = inp.assign(district=["0101", "0102", "1201", "1202"])
    qi_w = encode_qis([build_ladder("district", whole["district"], None)], whole)
    ext_w = encode_qis(qi_w.ladders, ext, strict=False)
    root = class_boxes(qi_w, np.zeros(4, dtype=np.int64), 1)
    assert root.labels[0][0] == "*"
    assert root.compatible(qi_w, np.zeros(4, dtype=np.int64), ext_w, rows, [0]).all()


def _label_matches(label: str, y) -> bool:
    """MATH 6.5 on the printed label: "*", a prefix code, an interval, a value."""
    if label == "*":
        return True
    if pd.isna(y) or label == "NA":
        return pd.isna(y) and label == "NA"
    if label.startswith("["):  # Mondrian's half-open runs of grid cells (issue 28)
        lo, hi = (float(v) for v in label[1:-1].split(", "))
        return lo <= float(y) < hi
    stem = label.rstrip("*")
    if stem != label:
        return len(str(y)) == len(label) and str(y).startswith(stem)
    return label == str(y)


@pytest.mark.parametrize("seed", range(6))
def test_mondrian_linkage_with_unknown_values_equals_brute_force(seed):
    """Review t10: external codes absent from the input matched neither "*" nor their
    prefix ("0***" and 0999); the twin compares every record with every row by label."""
    rng = np.random.default_rng(seed)
    n, m = 40, 30
    districts = ["0101", "0102", "0201", "0202", "1101"]
    inp = pd.DataFrame(
        {
            "age": rng.integers(18, 80, n),
            "district": rng.choice(districts, n),
            "sex": rng.choice(["F", "M"], n),
        }
    )
    ext = pd.DataFrame(
        {
            "age": rng.integers(18, 80, m),
            "district": rng.choice([*districts, "0103", "0999", "1999", "2101"], m),
            "sex": rng.choice(["F", "M", "X"], m),
        }
    )
    names = ["age", "district", "sex"]
    ladders = [build_ladder(q, inp[q], None) for q in names]
    qis, y = encode_qis(ladders, inp), encode_qis(ladders, ext, strict=False)
    result = mondrian(qis, [], ModelSpec(k=int(rng.integers(2, 6))))
    boxes = class_boxes(qis, result.classes, result.n_classes)
    link = link_mondrian(result.tree, boxes, qis, result.classes, y, [0, 1, 2], None)
    want = [
        sum(
            all(_label_matches(boxes.labels[j][c], ext[q].iloc[i]) for j, q in enumerate(names))
            for i in range(m)
        )
        for c in result.classes
    ]
    assert link.candidates.tolist() == want


def test_full_domain_prefix_codes_match_unknown_codes_by_their_prefix():
    """MATH 6.5: y's ancestor at g's level is g, also for a code the input lacks."""
    ladder = build_ladder("d", pd.Series(["0101", "0102", "0201"]), None)
    enc = ladder.encode(pd.Series(["0103", "0999", "0301", "1101"]), strict=False)
    known = [[False] * 4, [True, False, False, False], [True, False, False, False]]
    known += [[True, True, True, False], [True] * 4]  # "0***" and "*"
    for level, want in enumerate(known):
        codes = ladder.level_codes(enc, level)
        assert (codes >= 0).tolist() == want
    assert ladder.labels(ladder.level_codes(enc, 1)[:1], 1) == ["010*"]
    assert ladder.labels(ladder.level_codes(enc, 2)[:1], 2) == ["01**"]

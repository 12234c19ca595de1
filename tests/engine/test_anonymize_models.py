"""Privacy models on equivalence classes (MATH 6.3): known values, pycanon, an LP twin."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity
from scipy.optimize import linprog

from engine.anonymize.models import (
    ModelSpec,
    class_failures,
    disclosed_values,
    emd_rows,
    encode_sensitive,
    measure,
)

QI = ["a"] * 7 + ["b"] * 4
S = list("xxxxxyz") + list("xyxy")
NUM = list(range(1, 12))


def _classes():
    return pd.factorize(pd.Series(QI))[0].astype(np.int64)


def test_math_6_3_worked_example_by_hand():
    classes = _classes()
    m = measure(classes, 2, [encode_sensitive("s", pd.Series(S))])
    assert (m.k, m.l_distinct) == (4, 2)
    assert m.l_entropy == pytest.approx(2.0)
    assert m.c_star == 3
    assert m.t == pytest.approx(5 / 22)
    assert m.homogeneous_classes == 0
    num = measure(classes, 2, [encode_sensitive("num", pd.Series(NUM))])
    assert num.t == pytest.approx(0.35)


def test_pycanon_agrees_on_the_worked_example():
    frame = pd.DataFrame({"q": QI, "s": S, "num": NUM})
    assert anonymity.k_anonymity(frame, ["q"]) == 4
    assert anonymity.l_diversity(frame, ["q"], ["s"]) == 2
    assert anonymity.t_closeness(frame, ["q"], ["s"]) == pytest.approx(5 / 22)
    assert anonymity.t_closeness(frame, ["q"], ["num"]) == pytest.approx(0.35)
    assert math.floor(anonymity.entropy_l_diversity(frame, ["q"], ["s"]) + 1e-9) == 1  # MATH note


def _transport(q: np.ndarray, p: np.ndarray, cost: np.ndarray) -> float:
    m = len(p)
    a_eq = []
    for i in range(m):
        row = np.zeros((m, m))
        row[i, :] = 1
        a_eq.append(row.ravel())
    for j in range(m):
        col = np.zeros((m, m))
        col[:, j] = 1
        a_eq.append(col.ravel())
    res = linprog(cost.ravel(), A_eq=np.array(a_eq), b_eq=np.concatenate([q, p]), bounds=(0, None))
    return float(res.fun)


@pytest.mark.parametrize("seed", range(6))
def test_both_emd_forms_equal_a_transport_lp(seed):
    rng = np.random.default_rng(seed)
    m = int(rng.integers(2, 6))
    q, p = rng.dirichlet(np.ones(m)), rng.dirichlet(np.ones(m))
    idx = np.arange(m)
    ordered = np.abs(idx[:, None] - idx[None, :]) / (m - 1)
    equal = (idx[:, None] != idx[None, :]).astype(float)
    assert emd_rows(q[None], p, True)[0] == pytest.approx(_transport(q, p, ordered), abs=1e-7)
    assert emd_rows(q[None], p, False)[0] == pytest.approx(_transport(q, p, equal), abs=1e-7)


def test_class_failures_match_a_per_class_loop():
    rng = np.random.default_rng(3)
    classes = rng.integers(0, 30, 600)
    values = rng.choice(list("abcde"), 600, p=[0.5, 0.2, 0.1, 0.1, 0.1])
    sens = encode_sensitive("s", pd.Series(values))
    spec = ModelSpec(k=15, l=3, l_kind="entropy", t=0.25)
    fails = class_failures(classes, 30, [sens], spec)
    whole = pd.Series(values).value_counts(normalize=True)
    for c in range(30):
        members = pd.Series(values[classes == c])
        counts = members.value_counts()
        p = counts / counts.sum()
        entropy = -(p * np.log(p)).sum()
        share = members.value_counts(normalize=True).reindex(whole.index, fill_value=0)
        tv = 0.5 * (share - whole).abs().sum()
        bad = len(members) < 15 or counts.size < 3 or entropy < math.log(3) - 1e-12 or tv > 0.25
        assert fails[c] == bad, c


def test_homogeneity_attack_names_the_disclosed_values():
    classes = np.array([0, 0, 0, 1, 1, 2, 2])
    sens = encode_sensitive("s", pd.Series(list("xxxxyzz")))
    assert disclosed_values(classes, 3, sens) == {"x": 3, "z": 2}
    m = measure(classes, 3, [sens])
    assert (m.homogeneous_classes, m.homogeneous_records) == (2, 5)


def test_risk_measures_known_values():
    from engine.anonymize.risk import class_risk

    classes = np.array([0, 1, 1, 2, 2, 2])
    risk = class_risk(classes, 3, population=np.array([2, 2, 6]), tau=0.4)
    assert (risk["sample_uniques"], risk["prosecutor_max"]) == (1, 1.0)
    assert risk["prosecutor_mean"] == risk["marketer"] == pytest.approx(0.5)
    assert risk["records_above_threshold"] == 3  # ρ = 1, ½, ½ > 0.4; ⅓ is not
    assert risk["journalist_max"] == pytest.approx(0.5)
    assert risk["journalist_mean"] == pytest.approx((3 * 0.5 + 3 / 6) / 6)
    assert risk["marketer_with_population"] == pytest.approx((1 / 2 + 2 / 2 + 3 / 6) / 6)
    assert risk["classes_smaller_in_population"] == 0
    assert risk["class_sizes"]["1"] == 1 and risk["class_sizes"]["3–4"] == 1

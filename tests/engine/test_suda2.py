"""SUDA2 special uniques (engine.anonymize.suda2) against the values sdcMicro's own tests
state (sdcTools/sdcMicro at commit cf32510, tests/testthat/test_suda2.R, where they sit
commented out; every one holds here, exactly or to the rounding the test states), a
brute-force twin over every subset of keys, and l-diversity as sdcMicro's `ldiversity`
counts it (tests/testthat/test_ldiversity.R)."""

from __future__ import annotations

from itertools import combinations
from math import factorial
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.models import class_value_counts, encode_sensitive, measure
from engine.anonymize.sdc_risk import MISSING, distinct_rows, key_codes
from engine.anonymize.suda2 import msu_weights, suda2
from tests.engine.r_runif import r_runif

TESTDATA2 = Path(__file__).parent.parent / "data" / "sdcmicro_testdata2_keys.csv"
KEYS7 = ["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"]


def _suda(columns: dict, **kw):
    frame = pd.DataFrame(columns)
    return suda2(key_codes(frame, list(frame.columns)), **kw)


SIMPLE = {"a": [2, 1, 1], "b": [0, 3, 0], "c": [0, 6, 0]}


@pytest.mark.parametrize(
    ("order", "expected"),
    [("abc", [50, 37.5, 37.5]), ("acb", [50, 37.5, 37.5]), ("cab", [37.5, 50, 37.5]),
     ("cba", [37.5, 37.5, 50])],
)  # fmt: skip
def test_attribute_contributions_of_the_simple_example(order, expected):
    result = _suda({name: SIMPLE[name] for name in order})
    assert result.attribute_contribution.tolist() == expected


def test_book_example():
    tab = {
        "age": ["20s"] * 7 + ["60s"],
        "gender": ["male"] * 4 + ["female"] * 3 + ["male"],
        "income": ["50k+", "50k+"] + ["50k-"] * 6,
        "education": ["highschool"] * 4 + ["university", "highschool", "middleschool",
                                            "university"],
    }  # fmt: skip
    assert _suda(tab).score[4:8].tolist() == [4, 2, 6, 8]


def test_sdc_guideline_example():
    urban, female, male = "Urban", "Female", "Male"
    sec_i, sec_c = "Secondary incomplete", "Secondary complete"
    data = {
        "Residence": [urban] * 4 + ["Rural"] + [urban] * 5,
        "Gender": [female, female, female, male, female, male, female, male, female, female],
        "Education": [sec_i, sec_i, "Primary incomplete", sec_c, sec_c, sec_c,
                      "Primary complete", "Post-secondary", sec_i, sec_i],
        "Labor": ["Employed", "Employed", "Non-LF", "Employed", "Unemployed", "Employed",
                  "Non-LF", "Unemployed", "Non-LF", "Non-LF"],
    }  # fmt: skip
    assert _suda(data).score.tolist() == [0, 0, 6, 0, 12, 0, 6, 10, 0, 0]


def test_testdata2_first_record():
    keys = pd.read_csv(TESTDATA2)
    original = suda2(key_codes(keys, KEYS7))
    assert original.score[0] == 180  # sdcMicro: round(score[1], 2) == 180
    assert round(suda2(key_codes(keys, KEYS7), original_scores=False).score[0], 2) == 2.73
    five = ["urbrur", "roof", "walls", "water", "sex"]
    assert suda2(key_codes(keys, five)).score[0] == 2


def test_seeded_sdc_object_example():
    """sdcMicro draws its data with set.seed(3); runif; the test states the third column,
    which checks the reproduction of R's generator here."""
    u = r_runif(3, 60)
    var3 = 1 + 99 * u[20:30]
    stated = [23.5919862471055, 2.51765935891308, 13.7691743019968, 10.2448109227698,
              24.4516157396138, 79.3235935377888, 60.3734250029083, 91.1046233826783,
              56.4820308389608, 75.8147721474525]  # fmt: skip
    assert np.allclose(var3, stated, rtol=0, atol=1e-12)
    keys = {"Var4": np.round(1 + 3 * u[30:40]), "Var5": np.round(1 + 5 * u[40:50]),
            "Var6": np.round(1 + 2 * u[50:60])}  # fmt: skip
    result = _suda(keys)
    assert result.score.tolist() == [0, 1, 0, 2, 2, 0, 4, 0, 3, 2]
    expected = [0, 0, 0, 0, 0.5, 0, 0.5, 0, 0.666666666666667, 0.5]
    assert np.allclose(result.contribution[:, 0], expected, rtol=0, atol=1e-9)


def _brute(codes: np.ndarray, max_size: int, original: bool):
    """Scores and per-key sums by definition: every subset of the record's known keys, its
    uniqueness by comparing rows, minimality over every proper subset."""
    n, m = codes.shape
    weights = msu_weights(m, m, original)

    def unique(r, subset):
        if not subset:
            return False
        cols = list(subset)
        return int((codes[:, cols] == codes[r, cols]).all(axis=1).sum()) == 1

    score, raw, smallest = np.zeros(n), np.zeros((n, m)), np.zeros(n)
    for r in range(n):
        known = [j for j in range(m) if codes[r, j] != MISSING]
        for size in range(1, max_size + 1):
            for subset in combinations(known, size):
                proper = [s for k in range(size) for s in combinations(subset, k)]
                if unique(r, subset) and not any(unique(r, s) for s in proper):
                    score[r] += weights[size - 1]
                    raw[r, list(subset)] += weights[size - 1]
                    smallest[r] = smallest[r] or size
    return score, raw, smallest


@pytest.mark.parametrize("seed", range(6))
def test_brute_force_twin(seed):
    rng = np.random.default_rng(seed)
    n, m = int(rng.integers(8, 40)), int(rng.integers(3, 6))
    codes = rng.integers(0, 3, size=(n, m))
    codes[rng.random((n, m)) < 0.1] = MISSING
    codes[: n // 4] = codes[n // 4 : 2 * (n // 4)]  # some duplicated rows
    for original in (True, False):
        for max_size in (m, 2):
            result = suda2(codes, max_size=max_size, original_scores=original)
            score, raw, smallest = _brute(codes, max_size, original)
            assert np.allclose(result.score, score, rtol=0, atol=1e-12)
            assert result.smallest.tolist() == smallest.tolist()
            scored = score > 0
            share = raw[scored] / score[scored, None]
            assert np.allclose(result.contribution[scored], share, rtol=0, atol=1e-12)
            assert not result.contribution[~scored].any()
            total = 100 * raw.sum(axis=0) / score.sum() if score.sum() else np.zeros(m)
            assert np.allclose(result.attribute_contribution, total, rtol=0, atol=1e-9)


def test_weights_and_dis_score_by_hand():
    assert msu_weights(4, 4).tolist() == [6, 2, 1, 1]  # (M − s)!
    m = 7
    ihsn = [(2 ** (m - s) - 1) * factorial(s) * factorial(m - s) / factorial(m)
            for s in range(1, m + 1)]  # fmt: skip
    assert np.allclose(msu_weights(m, m, False), ihsn, rtol=0, atol=1e-15)
    # one pair of equal records, four uniques; M = 2 keys, MSU weights 1! = 1 and 0! = 1
    codes = np.array([[0, 0], [0, 0], [1, 0], [2, 2], [0, 1], [1, 1]])
    result = suda2(codes)
    assert result.score.tolist() == [0, 0, 1, 2, 1, 1]  # (2, 2): two 1-MSUs
    assert result.msus.tolist() == [2, 3]
    assert result.smallest.tolist() == [0, 0, 2, 1, 2, 2]
    u, p, f, q = 4, 2, 0.01, 1 + (8 - 2) / 20
    dis = u * f / (u * f + p * (1 - f))
    adjust = sum(s**-q for s in (1, 2, 1, 1))
    expected = [0, 0] + [1 / (1 + (u / dis - u) / (s**q * adjust)) for s in (1, 2, 1, 1)]
    assert np.allclose(result.dis_score, expected, rtol=0, atol=1e-12)


def test_no_unique_and_no_key():
    result = suda2(np.array([[1, 2], [1, 2]]))
    assert not result.score.any() and not result.dis_score.any()
    assert result.attribute_contribution.tolist() == [0, 0]
    assert suda2(np.zeros((0, 3), dtype=np.int64)).score.shape == (0,)


# --- l-diversity as sdcMicro's ldiversity counts it: distinct sensitive values per key
# combination, a missing key a value of its own (test_ldiversity.R) --------------------


def _distinct_l(frame: pd.DataFrame, keys, sensitive):
    codes = key_codes(frame, keys)
    classes, _, counts, _ = distinct_rows(codes, np.ones(len(frame)))
    sens = encode_sensitive(sensitive, frame[sensitive])
    per_class = np.concatenate(
        [(c > 0).sum(axis=1) for _, _, c in class_value_counts(classes, len(counts), sens)]
    )
    return per_class[classes].tolist(), measure(classes, len(counts), [sens]).l_distinct


def test_ldiversity_with_missing_keys():
    data = pd.DataFrame({
        "sex": ["female", "female", "female", "male", "male", "female", "female"],
        "occupation": [None, None, None, "teacher", "teacher", "nurse", "nurse"],
        "ethnicity": ["other"] * 5 + ["majority"] * 2,
        "sensitive": [1, 0, 2, 1, 0, 0, 1],
    })  # fmt: skip
    per_record, lowest = _distinct_l(data, ["sex", "occupation", "ethnicity"], "sensitive")
    assert per_record == [3, 3, 3, 2, 2, 2, 2] and lowest == 2


def test_ldiversity_row_order_and_several_sensitive_columns():
    data = pd.DataFrame({"id": [3, 1, 2], "sens": [10, 20, 10]})
    assert _distinct_l(data, ["id"], "sens") == ([1, 1, 1], 1)
    multi = pd.DataFrame({"key": [1, 1, 1], "sens1": list("ABA"), "sens2": list("XYZ")})
    assert _distinct_l(multi, ["key"], "sens1")[0][0] == 2
    assert _distinct_l(multi, ["key"], "sens2")[0][0] == 3


# --- in the survey risk review ------------------------------------------------------------


def test_survey_risk_review_states_special_uniques():
    from engine.tasks.anonymize.survey_risk import report_section, table_risk

    keys = pd.read_csv(TESTDATA2)
    raw = table_risk(keys, KEYS7, None, None, 0.2)
    found = suda2(key_codes(keys, KEYS7))
    scores = found.score
    assert raw["special_uniques"] == int(((found.smallest > 0) & (found.smallest <= 3)).sum())
    assert raw["suda2"]["max_size"] == 7 and raw["suda2"]["highest_score"] == scores.max()
    assert sum(raw["suda2"]["msus_by_size"]) == 333
    shares = raw["suda2"]["contribution_percent"]
    assert list(shares) == KEYS7 and all(0 <= v <= 100 for v in shares.values())
    manifest = {"release": {"survey_risk": {**raw, "publish_below": 0.03, "publishable": False}}}
    html = "".join(report_section(manifest))
    assert "records that are unique on a small combination of answers" in html
    assert "Details: SUDA2 special uniques: records with a minimal sample unique" in html

"""Local suppression (engine.anonymize.local_suppression) against the counts sdcMicro's own
tests state (sdcTools/sdcMicro, tests/testthat/test_localSuppression.R: 97 suppressed cells
on testdata2's seven keys with k = 2, 109 with k-anonymity within five age groups), and
against a brute-force twin of f_k (missing matches anything) on random small tables, by the
exact search and by the faster pass used on large tables."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import patch

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.anonymize.local_suppression as local_suppression_module
from engine.anonymize.local_suppression import default_importance, local_suppression
from engine.anonymize.sdc_risk import MISSING, frequencies, key_codes

KEYS = ["urbrur", "roof", "walls", "water", "electcon", "relat", "sex"]
TESTDATA2 = Path(__file__).parents[1] / "data" / "sdcmicro_testdata2_keys.csv"


def _brute_fk(codes: np.ndarray) -> np.ndarray:
    a, b = codes[:, None, :], codes[None, :, :]
    match = (a == b) | (a == MISSING) | (b == MISSING)
    return match.all(axis=2).sum(axis=1)


def _released(codes, cells):
    out = codes.copy()
    out[cells] = MISSING
    return out


def test_sdcmicro_testdata2_without_strata():
    codes = key_codes(pd.read_csv(TESTDATA2), KEYS)
    result = local_suppression(codes, 2)
    assert sum(result.per_key) == 97  # sdcMicro: ls$newSupps == 97
    assert frequencies(_released(codes, result.cells)).fk.min() >= 2


def test_sdcmicro_testdata2_within_age_groups():
    frame = pd.read_csv(TESTDATA2)
    age = frame["age"].to_numpy(float)  # R's cut(age, 5): five equal widths, right-closed
    breaks = np.linspace(age.min(), age.max(), 6)
    breaks[0] -= (age.max() - age.min()) / 1000
    group = np.searchsorted(breaks, age, side="left")
    codes = key_codes(frame, KEYS)
    result = local_suppression(codes, 2, strata=group)
    assert sum(result.per_key) == 109  # sdcMicro: kAnon(..., strataVars) newSupps == 109
    released = _released(codes, result.cells)
    for g in np.unique(group):
        assert _brute_fk(released[group == g]).min() >= 2


def test_default_importance_keeps_keys_with_few_values():
    codes = key_codes(pd.read_csv(TESTDATA2), KEYS)
    # distinct values 2, 5, 3, 8, 2, 6, 2 → the fewest are the most important (rank 1)
    assert default_importance(codes).tolist() == [1, 5, 4, 7, 2, 6, 3]


def test_least_important_key_is_suppressed_first():
    # (2, 5) is one value away from (1, 5) and from (2, 6): either suppression gives k = 2
    frame = pd.DataFrame({"a": [1, 1, 2, 2, 2], "b": [5, 5, 6, 6, 5]})
    codes = key_codes(frame, ["a", "b"])
    keep_a = local_suppression(codes, 2, importance=[1, 2])
    assert keep_a.per_key == (0, 1) and keep_a.cells[4].tolist() == [False, True]
    keep_b = local_suppression(codes, 2, importance=[2, 1])
    assert keep_b.per_key == (1, 0) and keep_b.cells[4].tolist() == [True, False]


@settings(max_examples=150, deadline=None)
@given(
    st.integers(1, 4).flatmap(
        lambda p: st.lists(
            st.lists(st.integers(-1, 3), min_size=p, max_size=p), min_size=1, max_size=25
        )
    ),
    st.integers(1, 5),
    st.randoms(use_true_random=False),
    st.booleans(),
)
def test_every_record_reaches_k_with_few_cells(table, k, rnd, fast):
    codes = np.array(table, dtype=np.int64)
    n, p = codes.shape
    k = min(k, n)
    importance = rnd.sample(range(1, p + 1), p)
    with patch.object(local_suppression_module, "EXACT_ROWS", -1 if fast else 20_000):
        result = local_suppression(codes, k, importance)
    released = _released(codes, result.cells)
    fk = _brute_fk(released)
    assert fk.min() >= k
    assert np.array_equal(frequencies(released).fk, fk)  # the risk measure agrees
    before = _brute_fk(codes)
    assert not result.cells[codes == MISSING].any()  # only known values are suppressed
    assert not result.cells[before >= k].any()  # records that met k are untouched
    naive = p * int((before < k).sum())  # every key of every violating record
    assert sum(result.per_key) == result.cells.sum() <= naive

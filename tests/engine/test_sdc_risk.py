"""sdcMicro's risk measures (engine.anonymize.sdc_risk) against the values sdcMicro's own tests
state (sdcTools/sdcMicro, tests/testthat/test_freqCalc.R, test_indivRisk.R,
test_calcRisks.R, at commit cf32510). Frequencies are exact; individual risks are stated
there to 8 decimals, so they are compared within 5e-9 (that rounding); the formulas are
also checked by hand within 1e-12."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.sdc_risk import (
    above,
    frequencies,
    global_risk,
    household_risk,
    individual_risk,
    k_violations,
    key_codes,
)

WEIGHTS = np.array([18.0, 45.5, 39.0, 17.0, 92.0, 8.0, 123.5, 51])
NA = None


def _freq(columns: dict, weights=WEIGHTS):
    frame = pd.DataFrame(columns)
    return frequencies(key_codes(frame, list(frame.columns)), weights)


def _abc(a, b, c):
    return {"A": a, "B": b, "C": c}


COMPLETE = _abc([2, 3, 2, 2, 3, 3, 1, 2], [3, 3, 3, 3, 3, 3, 4, 3], [1, 3, 1, 2, 1, 1, 1, 1])


def test_frequencies_without_missing_values():
    f = _freq(COMPLETE)
    assert f.Fk.tolist() == [108.0, 45.5, 108.0, 17.0, 100.0, 100.0, 123.5, 108.0]
    assert f.fk.tolist() == [3, 1, 3, 1, 2, 2, 1, 3]
    assert k_violations(f, 2) == 3 and k_violations(f, 3) - k_violations(f, 2) == 2  # n1, n2
    unweighted = _freq(COMPLETE, None)
    assert unweighted.Fk.tolist() == unweighted.fk.tolist() == [3, 1, 3, 1, 2, 2, 1, 3]


@pytest.mark.parametrize(
    ("columns", "fk", "Fk"),
    [
        (  # one missing C: it matches every C
            _abc([2, 3, 2, 2, 3, 3, 1, 2], [3, 3, 3, 3, 3, 3, 4, 3], [1, 3, NA, 2, 1, 1, NA, 1]),
            [3, 1, 4, 2, 2, 2, 1, 3],
            [108.0, 45.5, 125.0, 56.0, 100.0, 100.0, 123.5, 108.0],
        ),
        (  # a whole column and a whole row missing
            _abc([2, 3, NA, 2, 3, 3, 1, 2], [3, 3, NA, 3, 3, 3, 4, 3], [NA] * 8),
            [4, 4, 8, 4, 4, 4, 2, 4],
            [125.0, 184.5, 394.0, 125.0, 184.5, 184.5, 162.5, 125.0],
        ),
        (  # one key with missing values
            {"A": [2, 3, NA, 2, 1, NA, 1, 2]},
            [5, 3, 8, 5, 4, 8, 4, 5],
            [133.0, 92.5, 394.0, 133.0, 262.5, 394.0, 262.5, 133.0],
        ),
    ],
)
def test_frequencies_with_missing_values(columns, fk, Fk):
    f = _freq(columns)
    assert f.fk.tolist() == fk and f.Fk.tolist() == Fk


def test_frequencies_with_more_keys_than_records():
    data = np.array(
        [2, 3, NA, 2, 3, 3, 1, NA, 3, 3, NA, 3, 3, 2, 2, 3, NA, NA, 1, 2, NA, NA, 4, 4],
        dtype=object,
    ).reshape(8, 3)  # R fills a 3 × 8 matrix column by column
    f = _freq({name: list(data[j]) for j, name in enumerate("ABCDEFGH")}, [18.0, 45.5, 122])
    assert f.Fk.tolist() == [18.0, 167.5, 167.5] and f.fk.tolist() == [1, 2, 2]


def test_individual_risk_with_weights():
    stated = [0.01369863, 0.08579129, 0.01369863, 0.17707583, 0.01877883, 0.01877883,
              0.03931625, 0.01369863]  # fmt: skip
    assert np.allclose(individual_risk(_freq(COMPLETE)), stated, rtol=0, atol=5e-9)


def test_individual_risk_with_weights_and_missing_values():
    columns = _abc([2, 3, 2, 2, 3, 3, 1, NA], [3, 3, 3, 3, 3, 3, 4, 3], [1, 3, NA, 2, 1, 1, NA, 1])
    stated = [0.013698630, 0.085791288, 0.010554090, 0.032466112, 0.009836066, 0.009836066,
              0.039316254, 0.005973716]  # fmt: skip
    assert np.allclose(individual_risk(_freq(columns)), stated, rtol=0, atol=5e-10)


def test_individual_risk_case_formulas_by_hand():
    risk = individual_risk(_freq(COMPLETE))
    p1 = 1 / 45.5  # f = 1: p/(1−p)·log(1/p)
    assert risk[1] == pytest.approx(p1 / (1 - p1) * math.log(1 / p1), abs=1e-12)
    p2 = 2 / 100  # f = 2: p/(1−p) − (p/(1−p))²·log(1/p)
    odds = p2 / (1 - p2)
    assert risk[4] == pytest.approx(odds - odds**2 * math.log(1 / p2), abs=1e-12)
    p3 = 3 / 108  # f > 2: p/(f − (1 − p))
    assert risk[0] == pytest.approx(p3 / (3 - (1 - p3)), abs=1e-12)
    same = frequencies(np.array([[0], [0], [1]]), np.array([1.0, 1.0, 1.0]))
    assert individual_risk(same).tolist() == [0.5, 0.5, 1.0]  # f = F: 1/f


def test_individual_risk_without_weights_is_one_over_fk():
    risk = individual_risk(_freq(COMPLETE, None), weighted=False)
    assert np.allclose(risk, [1 / 3, 1, 1 / 3, 1, 0.5, 0.5, 1, 1 / 3], rtol=0, atol=1e-12)


def test_global_risk_as_stated_for_an_unweighted_sample():
    # test_calcRisks.R: f_k = 2,1,2,1,1,2,1,2,1,1 → risk 0.8, 8 expected re-identifications
    keys = np.array([[0], [1], [0], [2], [3], [4], [5], [4], [6], [7]])
    f = frequencies(keys)
    assert f.fk.tolist() == [2, 1, 2, 1, 1, 2, 1, 2, 1, 1]
    total = global_risk(individual_risk(f, weighted=False))
    assert (total.share, total.expected, total.records) == (0.8, 8.0, 10)


def test_global_risk_as_stated_with_missing_keys():
    # test_calcRisks.R's missingness pattern (the values are ours): f_k = 2, 2, 4, 2
    columns = {
        "v6": [NA, 1, NA, NA], "v7": [1, NA, NA, 1], "v8": [1, 2, NA, 3],
        "v9": [NA, 1, NA, 1], "v10": [1, NA, NA, 1], "v11": [1, 2, NA, 3],
    }  # fmt: skip
    f = _freq(columns, None)
    risk = individual_risk(f, weighted=False)
    assert risk.tolist() == [0.5, 0.5, 0.25, 0.5]
    total = global_risk(risk)
    assert (total.share, total.expected) == (0.4375, 1.75)


def test_household_risk_by_hand():
    risk = np.array([0.1, 0.2, 0.5, 1.0, 0.0])
    households = np.array(["a", "a", "b", "b", "c"])
    expected = [1 - 0.9 * 0.8] * 2 + [1.0, 1.0, 0.0]
    assert np.allclose(household_risk(risk, households), expected, rtol=0, atol=1e-12)
    assert above(risk, 0.4).tolist() == [2, 3]


def test_weighted_k_violations_count_population_estimates():
    f = _freq(COMPLETE)
    assert k_violations(f, 50, weighted=True) == 2  # F = 45.5 and F = 17
    assert k_violations(f, 110, weighted=True) == 7


def test_brute_force_twin_of_missing_value_matching():
    rng = np.random.default_rng(7)
    codes = rng.integers(-1, 3, size=(300, 4))
    weights = rng.uniform(1, 50, 300)
    f = frequencies(codes, weights)
    match = ((codes[:, None, :] == codes[None, :, :]) | (codes[:, None, :] < 0)
             | (codes[None, :, :] < 0)).all(axis=2)  # fmt: skip
    assert f.fk.tolist() == match.sum(axis=1).tolist()
    assert np.allclose(f.Fk, match @ weights, rtol=1e-12)

"""sdcMicro's calcRisks tests (tests/testthat/test_calcRisks.R, commit cf32510) on the very
data they draw with R's set.seed(3) (rebuilt by tests.engine.r_runif; the draw is checked
against the column test_suda2.R states): f_k, individual and global risk as stated."""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.anonymize.sdc_risk import frequencies, global_risk, individual_risk, key_codes
from tests.engine.r_runif import r_runif


def _keys(draws: np.ndarray, highs, rows: int) -> pd.DataFrame:
    """round(runif(rows, 1, high)) per key column, in order, from `draws`."""
    return pd.DataFrame(
        {f"k{i}": np.round(1 + (high - 1) * draws[i * rows : (i + 1) * rows])
         for i, high in enumerate(highs)}
    )  # fmt: skip


def test_the_draw_is_r_s():
    stated = [23.5919862471055, 2.51765935891308, 13.7691743019968, 10.2448109227698,
              24.4516157396138, 79.3235935377888, 60.3734250029083, 91.1046233826783,
              56.4820308389608, 75.8147721474525]  # fmt: skip
    assert np.allclose(r_runif(3, 30, 1, 100)[20:], stated, rtol=0, atol=1e-12)


def test_calc_risks_without_missing_values():
    keys = _keys(r_runif(3, 60)[30:], (4, 6, 3), 10)
    freq = frequencies(key_codes(keys, list(keys.columns)))
    assert freq.fk.tolist() == [2, 1, 2, 1, 1, 2, 1, 2, 1, 1]
    assert freq.Fk.tolist() == [2, 1, 2, 1, 1, 2, 1, 2, 1, 1]
    risk = individual_risk(freq, weighted=False)
    assert risk.tolist() == [0.5, 1.0, 0.5, 1.0, 1.0, 0.5, 1.0, 0.5, 1.0, 1.0]
    total = global_risk(risk)
    assert (total.share, total.expected, 100 * total.share) == (0.8, 8.0, 80.0)


def test_calc_risks_with_missing_values():
    keys = _keys(r_runif(3, 44)[20:], (2, 4, 6, 3, 5, 2), 4).astype(object)
    missing = {"k0": [1, 3, 4], "k1": [2, 3], "k2": [3], "k3": [1, 3], "k4": [2, 3], "k5": [3]}
    for column, rows in missing.items():  # the test's 1-based rows
        keys.loc[[r - 1 for r in rows], column] = None
    freq = frequencies(key_codes(keys, list(keys.columns)))
    assert freq.fk.tolist() == [2, 2, 4, 2] and freq.Fk.tolist() == [2, 2, 4, 2]
    risk = individual_risk(freq, weighted=False)
    assert risk.tolist() == [0.5, 0.5, 0.25, 0.5]
    total = global_risk(risk)
    assert (total.share, total.expected, 100 * total.share) == (0.4375, 1.75, 43.75)

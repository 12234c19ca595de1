"""The shortcuts of issue 33 against the slower code they replace (brute-force twins): the
same cells, the same numbers, the same draws."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.model.standardize import feature_matrix
from engine.statistics.cell_release import query_noise
from engine.statistics.intervals import ratio_interval
from engine.statistics.queries import Query, declared_codes, label_text, numeric


def factorized_codes(series: pd.Series, declared) -> np.ndarray:
    """The twin: every distinct value's text looked up among the declared categories."""
    position = {value: i for i, value in enumerate(declared)}
    found, uniques = pd.factorize(series, sort=True)
    mapping = [position.get(label_text(u), -1) for u in uniques]
    return np.array([*mapping, -1], dtype=np.int64)[found]


@pytest.mark.parametrize(
    "values, declared",
    [
        (np.array([3, -2, 7, 3, 0, 12], dtype=np.int64), ["0", "3", "-2", "12", "99"]),
        (np.array([-100, 100, 5, 0], dtype=np.int8), ["-100", "100", "5", "0"]),  # 200 > int8
        (np.array([1, 2, 250], dtype=np.uint8), ["250", "1"]),
        (np.array([5, 50, 5], dtype=np.int32), ["05", "+5", " 5", "5.0", "50", "5_0"]),
        (np.array([1, 10**12, 7], dtype=np.int64), ["7", str(10**12)]),  # too wide: factorize
        (np.array([2**63 + 5, 9], dtype=np.uint64), ["9"]),
        (np.array([1.0, 2.5, np.nan, 3.0]), ["1", "2.5", "3"]),
        (np.array(["a", None, "b", "a"], dtype=object), ["b", "a"]),
        (np.array([True, False, True]), ["True"]),
        (np.array([], dtype=np.int64), ["1"]),
    ],
)
def test_declared_codes_are_the_factorized_lookup(values, declared):
    series = pd.Series(values)
    assert declared_codes(series, declared).tolist() == factorized_codes(series, declared).tolist()


def test_declared_codes_of_a_nullable_integer_column():
    series = pd.Series(pd.array([4, None, 2, 4], dtype="Int64"))
    assert declared_codes(series, ["2", "4"]).tolist() == [1, -1, 0, 1]


def test_numeric_column_without_text_is_the_column_itself():
    frame = pd.DataFrame({"i": np.arange(5, dtype=np.int32), "f": [0.5, np.nan, 2.0, 1e300, -3]})
    assert numeric(frame, "i", "x.csv").tolist() == [0.0, 1.0, 2.0, 3.0, 4.0]
    got = numeric(frame, "f", "x.csv")
    want = pd.to_numeric(frame["f"], errors="coerce").to_numpy(dtype=float)
    np.testing.assert_array_equal(got, want)


def test_ratio_interval_draws_what_the_formula_it_replaced_drew():
    query = Query("mean", "y", (0.0, 1000.0), ("g",))
    sum_noise, count_noise = query_noise(query, 0.5, 0.0)
    numerator = np.array([-2e4, 3e3, 5e4, 0.0, 120.0])
    denominator = np.array([40.0, 7.0, 900.0, 0.0, 3.0])
    sampling = 500.0 / np.sqrt(np.maximum(denominator, 1.0))
    lower, upper = ratio_interval(
        numerator, denominator, sum_noise, count_noise, np.random.default_rng(9), sampling, 2_000
    )
    rng = np.random.default_rng(9)  # the twin: the expressions as first written
    size = (numerator.size, 2_000)
    scale = count_noise.sampler.t / count_noise.sampler.s
    num = numerator[:, None] + (
        np.floor(rng.laplace(0.0, sum_noise.scale, size) / sum_noise.grid + 0.5) * sum_noise.grid
    )
    first = np.floor(rng.standard_exponential(size) * scale)
    drawn = first - np.floor(rng.standard_exponential(size) * scale)
    ratio = num / np.maximum(denominator[:, None] + drawn, 1.0)
    ratio += sampling[:, None] * rng.standard_normal(size)
    low, high = np.percentile(ratio, [2.5, 97.5], axis=1)
    assert lower.tolist() == low.tolist() and upper.tolist() == high.tolist()


@pytest.mark.parametrize("rows", [0, 1, 8191, 8192, 20_001])
def test_feature_matrix_is_column_stack(rows):
    rng = np.random.default_rng(rows)
    columns = [rng.normal(size=rows) for _ in range(3)]
    stacked = feature_matrix(columns)
    assert stacked.flags.c_contiguous
    np.testing.assert_array_equal(stacked, np.column_stack(columns))

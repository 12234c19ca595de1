"""Preprocessing (MATH 2.0): unit ball, inverse map, declared statistics."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from engine.core.errors import ParameterError
from engine.data.preprocess import fit_preprocessor


@settings(max_examples=50, deadline=None)
@given(
    arrays(
        np.float64, st.tuples(st.integers(2, 30), st.integers(1, 6)), elements=st.floats(-1e6, 1e6)
    )
)
def test_max_norm_scaling_is_exactly_invertible(values):
    frame = pd.DataFrame(values, columns=[f"c{i}" for i in range(values.shape[1])])
    prep = fit_preprocessor(frame, standardize=True, scaling="max_norm")
    z = prep.transform(frame)
    assert np.linalg.norm(z, axis=1).max() <= 1 + 1e-9
    back = prep.inverse_transform(z)
    assert list(back.columns) == list(frame.columns)
    np.testing.assert_allclose(back.to_numpy(), values, rtol=1e-9, atol=1e-6)


def test_clip_shrinks_only_rows_beyond_the_radius():
    frame = pd.DataFrame({"a": [0.0, 3.0, 0.5], "b": [0.0, 4.0, 0.0]})
    prep = fit_preprocessor(frame, standardize=False, clip_radius=2.0)
    z = prep.transform(frame)
    np.testing.assert_allclose(z, [[0, 0], [0.6, 0.8], [0.25, 0]])
    assert prep.clipped_fraction(frame) == pytest.approx(1 / 3)
    np.testing.assert_allclose(prep.inverse_transform(z).to_numpy()[2], [0.5, 0.0])


def test_default_clip_radius_is_data_independent():
    frame = pd.DataFrame(np.random.default_rng(0).normal(5, 2, size=(100, 4)), columns=list("abcd"))
    prep = fit_preprocessor(frame)
    assert prep.radius == pytest.approx(4.0)  # 2·√d
    assert prep.statistics_source == "data"
    assert "released as-is" in prep.describe()["note"]


def test_declared_statistics_are_used_verbatim():
    frame = pd.DataFrame({"a": [1.0, 2.0], "b": [3.0, 4.0]})
    prep = fit_preprocessor(frame, centres=[1.0, 3.0], scales=[2.0, 2.0], clip_radius=1.0)
    np.testing.assert_allclose(prep.transform(frame), [[0, 0], [0.5, 0.5]])
    assert prep.statistics_source == "declared"


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"scaling": "stretch"}, "scaling"),
        ({"centres": [0.0, 0.0]}, "centres"),
        ({"centres": [0.0], "scales": [1.0]}, "centres"),
        ({"centres": [0.0, 0.0], "scales": [1.0, 0.0]}, "scales"),
        ({"clip_radius": -1.0}, "clip_radius"),
        ({"standardize": False}, "clip_radius"),
    ],
)
def test_bad_preprocessing_parameters(kwargs, name):
    frame = pd.DataFrame({"a": [1.0, 2.0], "b": [3.0, 5.0]})
    with pytest.raises(ParameterError) as caught:
        fit_preprocessor(frame, **kwargs)
    assert caught.value.name == name


@settings(max_examples=40, deadline=None)
@given(arrays(np.float64, (30, 3), elements=st.floats(-1e3, 1e3)))
def test_transform_counting_clipped_is_transform_and_clipped_fraction(values):
    frame = pd.DataFrame(values, columns=["a", "b", "c"])
    prep = fit_preprocessor(frame, scaling="clip", clip_radius=1.5)
    z, clipped = prep.transform_counting_clipped(frame)
    assert np.array_equal(z, prep.transform(frame))
    assert clipped == prep.clipped_fraction(frame)
    assert frame.to_numpy().tolist() == values.tolist()  # the input is never changed


def test_one_column_to_user_units_in_place_equals_the_whole_inverse_transform():
    rng = np.random.default_rng(3)
    features = pd.DataFrame(rng.normal(5, 2, size=(200, 3)), columns=["a", "b", "c"])
    prep = fit_preprocessor(features, standardize=True, scaling="clip", clip_radius=2.0)
    z = prep.transform(features)
    whole = prep.inverse_transform(z).to_numpy()
    for index in range(3):
        column = z[:, index].copy()
        prep.to_user_units(column, index)
        np.testing.assert_array_equal(column, whole[:, index])  # bit for bit

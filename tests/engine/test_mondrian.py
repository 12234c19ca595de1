"""Mondrian k-anonymity (MATH 2.6): the partition against a plain recursive reference,
k-anonymity and maximality of every class, class means, and the parameter checks."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import ParameterError
from engine.mechanisms.mondrian import MondrianMechanism, class_ranges, mondrian_partition


def reference_partition(rows: list[list[float]], k: int) -> set[frozenset[int]]:
    """The rule of the module docstring written as plainly as possible, recursively."""
    d = len(rows[0])
    full = [max(r[c] for r in rows) - min(r[c] for r in rows) for c in range(d)]
    classes: list[frozenset[int]] = []

    def normalized_range(idx: list[int], c: int) -> float:
        values = [rows[i][c] for i in idx]
        return (max(values) - min(values)) / full[c] if full[c] > 0 else 0.0

    def visit(idx: list[int]) -> None:
        for c in sorted(range(d), key=lambda c: -normalized_range(idx, c)):
            median = sorted(rows[i][c] for i in idx)[(len(idx) - 1) // 2]
            left = [i for i in idx if rows[i][c] <= median]
            right = [i for i in idx if rows[i][c] > median]
            if len(left) >= k and len(right) >= k:
                visit(left)
                visit(right)
                return
        classes.append(frozenset(idx))

    visit(list(range(len(rows))))
    return set(classes)


def as_sets(labels: np.ndarray) -> set[frozenset[int]]:
    return {frozenset(np.flatnonzero(labels == c).tolist()) for c in np.unique(labels)}


def splittable(block: np.ndarray, k: int) -> bool:
    """Whether any column admits a valid strict median cut of these rows."""
    m = block.shape[0]
    for values in block.T:
        median = np.sort(values)[(m - 1) // 2]
        if (values <= median).sum() >= k and (values > median).sum() >= k:
            return True
    return False


@st.composite
def datasets(draw) -> tuple[np.ndarray, int]:
    """Small matrices rich in ties: integer, few-valued, constant and continuous columns."""
    n = draw(st.integers(2, 40))
    d = draw(st.integers(1, 4))
    columns = []
    for _ in range(d):
        kind = draw(st.sampled_from(["integer", "few", "constant", "float"]))
        if kind == "integer":
            values = draw(st.lists(st.integers(-3, 3), min_size=n, max_size=n))
        elif kind == "few":
            pool = draw(st.lists(st.floats(-1, 1), min_size=1, max_size=3))
            values = draw(st.lists(st.sampled_from(pool), min_size=n, max_size=n))
        elif kind == "constant":
            values = [draw(st.floats(-1, 1))] * n
        else:
            values = draw(st.lists(st.floats(-1, 1), min_size=n, max_size=n))
        columns.append(values)
    k = draw(st.integers(2, n))
    return np.array(columns, dtype=np.float64).T, k


def to_unit_ball(x: np.ndarray) -> np.ndarray:
    top = np.linalg.norm(x, axis=1).max()
    return x / top if top > 1 else x


@settings(max_examples=300, deadline=None)
@given(datasets())
def test_partition_matches_plain_reference(data):
    x, k = data
    assert as_sets(mondrian_partition(x, k)) == reference_partition(x.tolist(), k)


@settings(max_examples=200, deadline=None)
@given(datasets())
def test_every_class_has_k_rows_and_cannot_be_split(data):
    x, k = data
    labels = mondrian_partition(x, k)
    sizes = np.bincount(labels)
    assert (sizes >= k).all()
    for c in range(sizes.size):
        assert not splittable(x[labels == c], k)


@settings(max_examples=100, deadline=None)
@given(datasets(), st.randoms(use_true_random=False))
def test_partition_does_not_depend_on_row_order(data, random):
    x, k = data
    perm = np.array(random.sample(range(x.shape[0]), x.shape[0]))
    labels = mondrian_partition(x, k)
    permuted = mondrian_partition(x[perm], k)
    assert as_sets(permuted) == as_sets(labels[perm])


@settings(max_examples=100, deadline=None)
@given(datasets())
def test_release_is_the_class_mean(data):
    x, k = data
    z = to_unit_ball(x)
    release = MondrianMechanism(k).privatize(z)
    labels = mondrian_partition(z, k)
    sizes = np.bincount(labels)
    for c in range(sizes.size):
        members = release.features[labels == c]
        assert (members == members[0]).all()  # identical rows: the k-anonymity itself
        np.testing.assert_allclose(members[0], z[labels == c].mean(axis=0), atol=1e-12)
    assert release.parameters == {
        "k": k,
        "n_classes": sizes.size,
        "smallest_class": sizes.min(),
        "largest_class": sizes.max(),
    }
    assert np.linalg.norm(release.features, axis=1).max() <= 1 + 1e-9


@settings(max_examples=100, deadline=None)
@given(datasets())
def test_class_ranges_are_the_min_and_max_of_each_class(data):
    x, k = data
    labels = mondrian_partition(x, k)
    mins, maxs = class_ranges(x, labels)
    for c in range(labels.max() + 1):
        assert (mins[c] == x[labels == c].min(axis=0)).all()
        assert (maxs[c] == x[labels == c].max(axis=0)).all()


def test_eight_points_on_a_line_give_four_pairs():
    z = np.arange(8.0)[:, None] / 10
    labels = mondrian_partition(z, 2)
    np.testing.assert_array_equal(labels, [0, 0, 1, 1, 2, 2, 3, 3])
    release = MondrianMechanism(2).privatize(z)
    np.testing.assert_allclose(
        release.features[:, 0], [0.05, 0.05, 0.25, 0.25, 0.45, 0.45, 0.65, 0.65]
    )
    mins, maxs = class_ranges(z, labels)
    np.testing.assert_allclose(mins[:, 0], [0.0, 0.2, 0.4, 0.6])
    np.testing.assert_allclose(maxs[:, 0], [0.1, 0.3, 0.5, 0.7])


def test_columns_are_compared_by_range_relative_to_the_full_data():
    # Root: both columns span their full range; the tie goes to column 0, cut at x ≤ 3.
    # Left half: x spans 3 of 10, y spans 1 of 1, so y is cut although x's raw range is larger.
    x = np.array([[0, 0], [3, 0], [0, 1], [3, 1],
                  [7, 0.5], [8, 0.5], [9, 0.5], [10, 0.5]])  # fmt: skip
    np.testing.assert_array_equal(mondrian_partition(x, 2), [0, 0, 1, 1, 2, 2, 3, 3])


def test_ties_at_the_median_stay_together_and_the_next_column_is_tried():
    # Column 0 ties first but five rows tie at its median 0: the right side would keep one.
    x = np.array([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [1, 5]], dtype=float)
    np.testing.assert_array_equal(mondrian_partition(x, 2), [0, 0, 0, 1, 1, 1])
    np.testing.assert_array_equal(mondrian_partition(x[:, :1], 2), [0] * 6)


def test_k_equal_to_n_gives_one_class():
    z = np.linspace(-0.5, 0.5, 10)[:, None]
    release = MondrianMechanism(10).privatize(z)
    assert release.parameters["n_classes"] == 1
    np.testing.assert_allclose(release.features, 0.0, atol=1e-15)


def test_large_input_keeps_k_and_maximality():
    rng = np.random.default_rng(7)
    x = rng.normal(size=(3000, 6))
    x[:, :3] = np.round(x[:, :3])  # heavy ties
    for k in (2, 7):
        labels = mondrian_partition(x, k)
        sizes = np.bincount(labels)
        assert sizes.min() >= k
        assert not any(splittable(x[labels == c], k) for c in range(sizes.size))


def test_release_states_k_anonymity_and_is_deterministic():
    rng = np.random.default_rng(3)
    z = to_unit_ball(rng.normal(size=(200, 4)))
    mechanism = MondrianMechanism(5)
    first = mechanism.privatize(z, np.random.default_rng(1))
    second = mechanism.privatize(z, np.random.default_rng(2))
    third = mechanism.privatize(z)
    assert np.array_equal(first.features, second.features)
    assert np.array_equal(first.features, third.features)
    assert first.parameters == second.parameters
    assert first.noise_steps is None
    assert first.guarantee.kind == "k-anonymity"
    assert first.guarantee.k == 5


@pytest.mark.parametrize("k", [1, 0, -2, 2.5, True, "3", None])
def test_invalid_k_is_refused(k):
    with pytest.raises(ParameterError) as error:
        MondrianMechanism(k)
    assert error.value.name == "k"
    with pytest.raises(ParameterError):
        mondrian_partition(np.zeros((5, 1)), k)


def test_k_larger_than_the_data_is_refused():
    with pytest.raises(ParameterError, match="larger than the number of rows"):
        MondrianMechanism(6).privatize(np.zeros((5, 2)))


def test_rows_outside_the_unit_ball_are_refused():
    with pytest.raises(ValueError, match="unit ball"):
        MondrianMechanism(2).privatize(np.array([[2.0], [0.0], [0.1], [0.2]]))


def test_class_ranges_refuses_labels_with_gaps():
    with pytest.raises(ValueError, match="without gaps"):
        class_ranges(np.zeros((3, 1)), np.array([0, 2, 2]))

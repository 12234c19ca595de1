"""Singling-out net attack (MATH 3.1): the KD-tree count must equal brute force exactly."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.audits.singling_out import (
    DEFAULT_JITTERS,
    net_attack_fraction,
    nonunique_fraction,
)
from engine.core.errors import InputError, ParameterError
from tests.paths import REPLICATION_CSV as REPLICATION


def brute_singled_out(original: np.ndarray, release: np.ndarray, jitter: float) -> set[int]:
    """The definition, by full broadcasting: original rows alone in some released row's box."""
    threshold = jitter * release.std(axis=0)
    inside = np.all(np.abs(original[:, None, :] - release[None, :, :]) <= threshold, axis=2)
    singled = set()
    for r in range(release.shape[0]):
        members = np.flatnonzero(inside[:, r])
        if members.size == 1:
            singled.add(int(members[0]))
    return singled


def brute_fraction(original: np.ndarray, release: np.ndarray, jitter: float) -> float:
    return len(brute_singled_out(original, release, jitter)) / original.shape[0]


def chunked_brute_fraction(
    original: np.ndarray, release: np.ndarray, jitter: float, chunk: int = 256
) -> float:
    """Brute force for thousands of rows, a slab of released rows at a time."""
    threshold = jitter * release.std(axis=0)
    singled: set[int] = set()
    for start in range(0, release.shape[0], chunk):
        inside = np.all(
            np.abs(original[:, None, :] - release[None, start : start + chunk, :]) <= threshold,
            axis=2,
        )
        for r in np.flatnonzero(inside.sum(axis=0) == 1):
            singled.add(int(np.flatnonzero(inside[:, r])[0]))
    return len(singled) / original.shape[0]


def balanced_release(rng: np.random.Generator, m: int, d: int, scale: float) -> np.ndarray:
    """Columns b ± a in equal numbers: mean b and sd a exactly, so j·sd lands on the grid."""
    columns = []
    for _ in range(d):
        a = scale * float(rng.choice([1, 2, 4]))
        b = scale * float(rng.integers(-2, 3))
        signs = rng.permutation(np.repeat([-1.0, 1.0], m // 2))
        columns.append(b + a * signs)
    return np.column_stack(columns)


@st.composite
def attack_inputs(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray]:
    """Small original/release pairs built to put points on box boundaries and to tie."""
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    n = draw(st.integers(1, 24))
    d = draw(st.integers(1, 4))
    scale = draw(st.sampled_from([1.0, 0.1, 0.5, 1e-3, 1e4]))
    original = scale * rng.integers(-4, 5, size=(n, d)).astype(float)
    kind = draw(
        st.sampled_from(["raw", "offsets", "balanced", "duplicates", "constant", "noise", "other"])
    )
    if kind == "raw":
        release = original.copy()
    elif kind == "offsets":
        jitter = draw(st.sampled_from(DEFAULT_JITTERS))
        steps = rng.integers(-1, 2, size=(n, d))
        release = original + steps * jitter * original.std(axis=0)
    elif kind == "balanced":
        release = balanced_release(rng, 2 * draw(st.integers(1, 12)), d, scale)
    elif kind == "duplicates":
        release = original[rng.integers(0, n, size=draw(st.integers(1, 30)))]
    elif kind == "constant":
        release = original.copy()
        column = int(rng.integers(0, d))
        release[:, column] = original[0, column]
        original[rng.random(n) < 0.5, column] = original[0, column]
    elif kind == "noise":
        release = original + scale * 0.3 * rng.standard_normal((n, d))
    else:
        release = scale * rng.integers(-4, 5, size=(draw(st.integers(1, 24)), d)).astype(float)
    if draw(st.booleans()):
        original = np.vstack([original, original[: max(1, n // 3)]])
    return original, release


@settings(max_examples=300, deadline=None)
@given(attack_inputs())
def test_fast_equals_brute_force_for_every_jitter(data: tuple[np.ndarray, np.ndarray]) -> None:
    original, release = data
    for jitter in (*DEFAULT_JITTERS, 0.25, 2.0):
        assert net_attack_fraction(original, release, jitter) == brute_fraction(
            original, release, jitter
        )


@pytest.mark.parametrize("seed", range(5))
def test_balanced_release_has_many_exact_boundary_ties(seed: int) -> None:
    """Integer originals against a release whose j·sd is an integer: ties everywhere."""
    rng = np.random.default_rng(seed)
    original = rng.integers(-4, 5, size=(60, 3)).astype(float)
    release = balanced_release(rng, 40, 3, 1.0)
    for jitter in (0.5, 1.0):
        threshold = jitter * release.std(axis=0)
        gaps = np.abs(original[:, None, :] - release[None, :, :])
        assert np.any(gaps == threshold), "the construction should produce boundary ties"
        assert net_attack_fraction(original, release, jitter) == brute_fraction(
            original, release, jitter
        )


def test_boundary_is_inclusive() -> None:
    # Release sd is exactly 1 per column; with j = 1 the original row 0 sits on the boundary.
    release = np.array([[0.0], [2.0]])
    original = np.array([[0.0], [10.0]])
    # Box of release row 0 is [-1, 1] → holds original 0 only; release row 1 [1, 3] → none.
    assert net_attack_fraction(original, release, 1.0) == 0.5
    original_on_edge = np.array([[1.0], [10.0]])  # |1 - 0| = 1 = j·sd: inside both boxes
    assert net_attack_fraction(original_on_edge, release, 1.0) == 0.5


def test_sd_is_the_release_population_sd() -> None:
    # Release [0, 2]: sd is 1 with ddof=0 (used) and √2 with ddof=1. With ddof=0 each box
    # holds one original row (fraction 1); with ddof=1 both boxes would hold both (fraction 0).
    release = np.array([[0.0], [2.0]])
    original = np.array([[0.9], [1.2]])
    assert net_attack_fraction(original, release, 1.0) == 1.0


def test_constant_release_column_needs_equality_even_when_std_is_not_zero() -> None:
    rng = np.random.default_rng(3)
    release = np.column_stack([np.full(7, 0.1), rng.standard_normal(7)])
    assert release[:, 0].std() > 0.0  # np.std leaves rounding residue on a constant column
    original = release.copy()
    original[::2, 0] = 0.1 + 1e-12
    for jitter in DEFAULT_JITTERS:
        assert net_attack_fraction(original, release, jitter) == brute_fraction(
            original, release, jitter
        )


def test_all_columns_constant() -> None:
    release = np.array([[1.0, 2.0], [1.0, 2.0]])
    assert net_attack_fraction(np.array([[1.0, 2.0], [1.0, 3.0]]), release, 0.5) == 0.5
    assert net_attack_fraction(np.array([[1.0, 2.0], [1.0, 2.0]]), release, 0.5) == 0.0


def test_large_magnitudes_with_tiny_spread() -> None:
    """Values near 1e9 with sd near 1e-3 stress the scaled geometry's rounding."""
    rng = np.random.default_rng(11)
    original = 1e9 + 1e-3 * rng.integers(-3, 4, size=(50, 2)).astype(float)
    release = original[rng.integers(0, 50, size=40)] + 1e-3 * rng.integers(-1, 2, size=(40, 2))
    for jitter in DEFAULT_JITTERS:
        assert net_attack_fraction(original, release, jitter) == brute_fraction(
            original, release, jitter
        )


def test_nonunique_fraction() -> None:
    x = np.array([[1.0, 2.0], [1.0, 2.0], [3.0, 4.0], [0.0, -0.0], [-0.0, 0.0], [5.0, 5.0]])
    assert nonunique_fraction(x) == pytest.approx(4 / 6)
    assert nonunique_fraction(np.eye(3)) == 0.0


def test_invalid_inputs() -> None:
    with pytest.raises(InputError):
        net_attack_fraction(np.zeros((3, 2)), np.zeros((3, 3)), 0.5)
    with pytest.raises(InputError):
        net_attack_fraction(np.array([[np.nan, 1.0]]), np.zeros((3, 2)), 0.5)
    with pytest.raises(ParameterError):
        net_attack_fraction(np.zeros((3, 2)), np.zeros((3, 2)), 0.0)


@pytest.mark.slow
def test_replication_raw_data_net_attack() -> None:
    """The paper's raw-data baseline on its public sample, rows scaled by the max row norm."""
    frame = pd.read_csv(REPLICATION)
    x = frame.drop(columns="targeting_variable").to_numpy(dtype=float)
    x = x / np.linalg.norm(x, axis=1).max()
    fractions = {j: net_attack_fraction(x, x, j) for j in DEFAULT_JITTERS}
    print("raw-data net-attack fractions:", fractions)
    counts = {j: round(f * x.shape[0]) for j, f in fractions.items()}
    assert counts == {0.1: 4100, 0.33: 4090, 0.5: 3710, 0.67: 1536, 1.0: 7}
    for jitter in (0.33, 0.67, 1.0):
        assert fractions[jitter] == chunked_brute_fraction(x, x, jitter)

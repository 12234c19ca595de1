"""The survey methods' engines (engine.anonymize.pram, microaggregation, noise, top_bottom,
info_loss): the reference's stated values where its tests state them (top/bottom coding),
values worked by hand (IL1s, the eigenvalue measure), brute-force twins (PRAM's matrix from
its formulas, MDAV from its definition) and seeded statistical tests with stated
tolerances (PRAM's transition frequencies, invariant PRAM's expected counts, the noise's
covariance)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.anonymize.info_loss import categorical_loss, eigen_loss, il1s
from engine.anonymize.microaggregation import mdav_groups, microaggregate
from engine.anonymize.noise import add_noise
from engine.anonymize.pram import pram, transition_matrix
from engine.anonymize.top_bottom import top_bottom_code


class _Keep:
    """A Generator stand-in whose uniform draws are given (the diagonal d_i)."""

    def __init__(self, keep):
        self.keep = np.asarray(keep, dtype=float)

    def uniform(self, low, high, size):
        assert len(self.keep) == size and (self.keep >= low).all() and (self.keep <= high).all()
        return self.keep


def _twin_matrix(counts, keep, alpha, invariant):
    """The reference's construction written loop by loop from its formulas."""
    size = len(counts)
    p = [c / sum(counts) for c in counts]
    P = [
        [keep[i] if i == j else (1 - keep[i]) / (size - 1) for j in range(size)]
        for i in range(size)
    ]
    if not invariant:
        return np.array(P)
    Q = [[0.0] * size for _ in range(size)]
    for k in range(size):
        s = sum(p[m] * P[m][k] for m in range(size))
        for j in range(size):
            Q[k][j] = P[j][k] * p[j] / s
    R = [[sum(P[i][m] * Q[m][j] for m in range(size)) for j in range(size)] for i in range(size)]
    return np.array(
        [[alpha * R[i][j] + (1 - alpha) * (i == j) for j in range(size)] for i in range(size)]
    )


@pytest.mark.parametrize("invariant", [True, False])
def test_pram_matrix_equals_its_formulas_and_invariance_holds(invariant):
    rng = np.random.default_rng(11)
    for size in (2, 3, 5, 8):
        counts = rng.integers(1, 50, size)
        keep = rng.uniform(0.6, 1.0, size)
        alpha = float(rng.uniform())
        got = transition_matrix(counts, 0.6, alpha, invariant, _Keep(keep))
        np.testing.assert_allclose(got, _twin_matrix(counts, keep, alpha, invariant), atol=1e-12)
        np.testing.assert_allclose(got.sum(axis=1), 1.0, atol=1e-12)
        p = counts / counts.sum()
        if invariant:  # p R_α = p: the expected released shares are the raw ones
            np.testing.assert_allclose(p @ got, p, atol=1e-12)
        else:
            np.testing.assert_allclose(np.diag(got), keep, atol=1e-12)


def test_pram_by_hand_two_categories():
    # P = [[.9, .1], [.2, .8]], p = (.75, .25): s = (.725, .275), Q = [[.675, .05] / .725,
    # [.075, .2] / .275], R = P Q; α = 1.
    got = transition_matrix([3, 1], 0.5, 1.0, True, _Keep([0.9, 0.8]))
    q = np.array([[0.675 / 0.725, 0.05 / 0.725], [0.075 / 0.275, 0.2 / 0.275]])
    np.testing.assert_allclose(got, np.array([[0.9, 0.1], [0.2, 0.8]]) @ q, atol=1e-12)
    assert transition_matrix([5], 0.8, 0.5, True, _Keep([1.0])).tolist() == [[1.0]]
    same = pram(["a", "b", "b", "c"] * 50, 1.0, 0.5, True, np.random.default_rng(1))
    assert same.changed == 0  # pd = 1: the identity matrix changes nothing (as the reference)
    np.testing.assert_allclose(transition_matrix([4, 0, 2], 1.0, 0.5, True, _Keep([1, 1, 1])),
                               np.eye(3))  # fmt: skip


def test_pram_transition_frequencies_match_the_matrix():
    """Seeded: 200,000 records over 4 categories; each empirical share raw i → released j
    is within 5 standard errors (√(m(1 − m)/n_i)) of the matrix entry m."""
    rng = np.random.default_rng(2024)
    raw = rng.choice(["a", "b", "c", "d"], 200_000, p=[0.5, 0.25, 0.15, 0.1])
    result = pram(raw, 0.7, 0.5, True, rng)
    matrix = result.matrices["all"]
    for i, level in enumerate(result.levels):
        mine = raw == level
        shares = np.array([(result.values[mine] == v).mean() for v in result.levels])
        se = np.sqrt(matrix[i] * (1 - matrix[i]) / mine.sum())
        assert (np.abs(shares - matrix[i]) <= 5 * se + 1e-12).all()
    assert result.changed == int((result.values != raw).sum()) > 0


def test_invariant_pram_keeps_expected_frequencies_and_plain_p_does_not():
    """Seeded: the released counts of invariant PRAM are within 5 standard errors of the
    raw counts; P alone (not invariant) moves the rare category's count far off."""
    rng = np.random.default_rng(7)
    raw = rng.choice(["x", "y", "z"], 100_000, p=[0.8, 0.15, 0.05])
    counts = np.array([(raw == v).sum() for v in ("x", "y", "z")])
    for invariant, close in ((True, True), (False, False)):
        result = pram(raw, 0.6, 1.0, invariant, rng)
        m = result.matrices["all"]
        released = np.array([(result.values == v).sum() for v in result.levels])
        se = np.sqrt((counts[:, None] * m * (1 - m)).sum(axis=0))
        assert (np.abs(released - counts) <= 5 * se).all() == close


def test_pram_per_stratum_missing_values_and_types():
    rng = np.random.default_rng(3)
    values = np.array([1, 2, 3, None, 1, 2] * 200, dtype=object)
    strata = np.array(["N", "N", "N", "N", "S", "S"] * 200)
    result = pram(values, 0.5, 0.5, True, rng, strata)
    assert set(result.matrices) == {"N", "S"}
    assert all(v is None for v in result.values[values == None])  # noqa: E711
    assert {type(v) for v in result.values if v is not None} == {int}
    south = result.values[strata == "S"]
    assert 3 not in set(south)  # a category absent from a stratum is never drawn there
    np.testing.assert_allclose(result.matrices["S"][:2, 2], 0, atol=1e-12)  # reached from none


def test_top_bottom_coding_matches_the_reference_tests():
    """sdcMicro tests/testthat/test_topBotCoding.R: value = 35, replacement = 0."""
    x = [17.63611, 80.94412, 39.10929, 33.44570, 60.60797, 60.83501, 13.33871, 30.16549,
         58.18338, 63.46695]  # fmt: skip
    top = top_bottom_code(x, top=35, top_value=0)
    np.testing.assert_allclose(top.values, [17.63611, 0, 0, 33.44570, 0, 0, 13.33871, 30.16549,
                                            0, 0], atol=1e-3)  # fmt: skip
    bottom = top_bottom_code(x, bottom=35, bottom_value=0)
    np.testing.assert_allclose(bottom.values, [0, 80.94412, 39.10929, 0, 60.60797, 60.83501, 0,
                                               0, 58.18338, 63.46695], atol=1e-3)  # fmt: skip
    assert (top.top_coded, bottom.bottom_coded) == (6, 4)
    missing = top_bottom_code([np.nan, 40.0, 20.0], top=35, top_value=0)
    assert np.isnan(missing.values[0]) and missing.values[1:].tolist() == [0.0, 20.0]


def _twin_mdav(x: np.ndarray, k: int) -> list[set[int]]:
    """MDAV from its definition, record by record (no missing values)."""
    w = 1 / x.var(axis=0)
    d = lambda a, b: float(((a - b) ** 2 * w).sum())  # noqa: E731
    rest, groups = list(range(len(x))), []
    while len(rest) >= 2 * k:
        centre = x[rest].mean(axis=0)
        r = max(rest, key=lambda i: d(x[i], centre))
        s = max(rest, key=lambda i: d(x[i], x[r]))
        first = sorted(rest, key=lambda i: d(x[i], x[r]))[:k]
        groups.append(set(first))
        rest = [i for i in rest if i not in first]
        if len(rest) + k >= 3 * k:
            second = sorted(rest, key=lambda i: d(x[i], x[s]))[:k]
            groups.append(set(second))
            rest = [i for i in rest if i not in second]
    groups.append(set(rest))
    return groups


@pytest.mark.parametrize("k", [2, 3, 5])
def test_mdav_equals_its_twin_and_keeps_group_sizes_and_means(k):
    rng = np.random.default_rng(k)
    for n in (2 * k - 1, 3 * k, 47, 101):
        x = rng.normal(size=(n, 3)) * [1, 10, 100]
        labels = mdav_groups(x, k)
        mine = sorted(sorted(np.flatnonzero(labels == g)) for g in np.unique(labels))
        assert mine == sorted(sorted(g) for g in _twin_mdav(x, k))
        sizes = np.bincount(labels)
        if n >= 2 * k:
            assert sizes.min() >= k and sizes.max() <= 2 * k - 1 and len(sizes) == n // k
        out = microaggregate(x, k)
        for g in np.unique(out.groups):
            mine = out.groups == g
            np.testing.assert_allclose(out.values[mine], np.tile(x[mine].mean(axis=0),
                                                                 (mine.sum(), 1)))  # fmt: skip
        np.testing.assert_allclose(out.values.mean(axis=0), x.mean(axis=0))  # totals kept


def test_microaggregation_one_column_strata_and_missing():
    x = np.array([5.0, 1.0, 9.0, 3.0, 7.0, 2.0, 8.0])
    out = microaggregate(x, 3)  # sorted: 1 2 3 | 5 7 8 9 (the remainder joins the last)
    assert out.values[:, 0].tolist() == [7.25, 2.0, 7.25, 2.0, 7.25, 2.0, 7.25]
    rng = np.random.default_rng(1)
    x = rng.normal(size=(60, 2))
    x[[3, 10], 1] = np.nan
    strata = np.repeat(["a", "b"], 30)
    out = microaggregate(x, 4, strata)
    assert np.isnan(out.values[[3, 10], 1]).all() and not np.isnan(out.values[:, 0]).any()
    for g in np.unique(out.groups):
        assert len(set(strata[out.groups == g])) == 1 and (out.groups == g).sum() >= 4


def test_noise_has_the_stated_covariance():
    """Seeded, 50,000 records: additive noise's standard deviations within 2 % of
    level/100 · s_j; correlated noise's covariance within 3 % (relative Frobenius) of
    level/100 · Σ."""
    rng = np.random.default_rng(5)
    cov = np.array([[4.0, 3.0], [3.0, 9.0]])
    x = rng.multivariate_normal([10, 50], cov, 50_000)
    additive = add_noise(x, "additive", 50, rng)
    sd = (additive.values - x).std(axis=0, ddof=1)
    np.testing.assert_allclose(sd, 0.5 * x.std(axis=0, ddof=1), rtol=0.02)
    correlated = add_noise(x, "correlated", 150, rng)
    got = np.cov((correlated.values - x).T)
    want = 1.5 * np.cov(x.T)
    assert np.linalg.norm(got - want) / np.linalg.norm(want) < 0.03
    x[0, 0] = np.nan
    assert np.isnan(add_noise(x[:100], "additive", 10, rng).values[0, 0])


def test_il1s_and_eigen_by_hand():
    x = np.array([[1.0, 2.0], [3.0, 5.0], [5.0, 4.0], [7.0, 9.0]])
    xm = x + np.array([[1.0, 0.0], [0.0, -1.0], [0.0, 0.0], [-1.0, 0.0]])
    sd = x.std(axis=0, ddof=1)  # 2.582, 2.944
    want = (2 / sd[0] + 1 / sd[1]) / math.sqrt(2)
    total, mean = il1s(x, xm)
    assert total == pytest.approx(want, abs=1e-12) and mean == pytest.approx(want / 8, abs=1e-12)
    assert il1s(x, x) == (0.0, 0.0) and eigen_loss(x, x) == 0.0
    # two columns: eigenvalues 1 ± r, so the measure is 2|r − r'| / (1 − r²)
    r, r2 = np.corrcoef(x.T)[0, 1], np.corrcoef(xm.T)[0, 1]
    assert eigen_loss(x, xm) == pytest.approx(2 * abs(r - r2) / (1 - r**2), abs=1e-12)
    assert eigen_loss(np.ones((4, 2)), x) is None


def test_categorical_loss_counts_suppressed_and_changed():
    raw = ["a", "b", None, "c", "d"]
    released = ["a", "*", None, "x", None]
    assert categorical_loss(raw, released) == {"suppressed": 2, "changed": 1}

"""Empirical privacy loss at the unit level, per query type: neighbouring files differ by
one whole household of 12 rows; with `privacy_unit` max_rows 8 the released values'
histograms on the two files stay within e^ε (tolerance 0.15 on the log ratio, in bins of
at least 1,000 draws each side: the estimate's standard error is about 0.05); with the
bound switched off (the 12 rows kept, noise still for 8) the counts', sums', histograms'
and tables' log ratio exceeds ε + 0.15, so the test would fail.

The household's 12 rows are alike (one district, the top of every range): the worst case,
and it makes the bounded table the same whichever 8 rows are kept, so the draws of the
noise are the release's own mechanism draws on fixed totals (`query_noise`), vectorized.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pandas as pd
import pytest

from engine.statistics.cell_release import query_noise, query_totals
from engine.statistics.privacy_unit import PrivacyUnit, bound_rows
from engine.statistics.quantile import private_quantile, quantile_gaps
from engine.statistics.queries import Query

EPSILON, B, DRAWS, TOLERANCE = 1.0, 8, 200_000, 0.15
UNIT = PrivacyUnit("household", B)
CATEGORIES = {"district": ("D0", "D1")}
QUERIES = {
    "count": Query("count"),
    "contingency": Query("contingency", by=("district",)),
    "histogram": Query("histogram", "age", bins=(0.0, 30.0, 60.0, 90.0)),
    "sum": Query("sum", "age", (0.0, 90.0)),
    "mean": Query("mean", "age", (0.0, 90.0)),
}
# The cell the household's rows fall in: the whole table, D0, the last bin.
CELL = {"count": 0, "contingency": 0, "histogram": 2, "sum": 0, "mean": 0}


def files(members: int = 12) -> tuple[pd.DataFrame, pd.DataFrame]:
    """D: 30 households of 1–8 members (so the bound keeps all their rows); D′: D and one
    household of `members` alike rows."""
    rng = np.random.default_rng(11)
    sizes = rng.integers(1, B + 1, 30)
    hh = np.repeat(np.arange(30), sizes)
    d = pd.DataFrame(
        {
            "household": [f"H{h}" for h in hh],
            "district": rng.choice(["D0", "D1"], hh.size),
            "age": rng.integers(0, 90, hh.size).astype(float),
        }
    )
    extra = pd.DataFrame(
        {"household": ["X"] * members, "district": ["D0"] * members, "age": [90.0] * members}
    )
    return d, pd.concat([d, extra], ignore_index=True)


def released(frame: pd.DataFrame, kind: str, bound: bool, rng) -> np.ndarray:
    """DRAWS released values of the query's household cell (mean: its estimate)."""
    if bound:
        frame, _ = bound_rows(frame, UNIT, rng, "members.csv")
    query = replace(QUERIES[kind], unit_rows=B)
    totals = query_totals(frame, query, CATEGORIES, "members.csv")
    cell = CELL[kind]
    noises = query_noise(query, EPSILON, 0.0)
    if kind != "mean":
        exact = (totals.n if totals.sums is None else totals.sums)[cell]
        return np.asarray(noises[0].release(np.full(DRAWS, exact), rng), dtype=float)
    low, high = query.bounds
    centre = (low + high) / 2.0
    sum_noise, count_noise = noises
    n = count_noise.release(np.full(DRAWS, totals.n[cell]), rng)
    s = sum_noise.release(np.full(DRAWS, totals.sums[cell] - centre * totals.n[cell]), rng)
    ok = n >= 1  # as the release: no estimate below a noisy count of 1 (a bin of its own)
    return np.where(ok, np.clip(centre + s / np.where(ok, n, 1), low, high), np.inf)


def largest_log_ratio(a: np.ndarray, b: np.ndarray) -> float:
    """The largest |log(P_D(bin) / P_D′(bin))| over bins of pooled equal mass, among bins
    with at least 1,000 draws on each side."""
    pooled = np.concatenate([a, b])
    edges = np.unique(np.quantile(pooled[np.isfinite(pooled)], np.linspace(0, 1, 41)))
    edges = np.concatenate([[-np.inf], edges[1:-1], [np.inf]])
    ca = np.histogram(np.where(np.isinf(a), 1e300, a), edges)[0]
    cb = np.histogram(np.where(np.isinf(b), 1e300, b), edges)[0]
    ok = (ca >= 1_000) & (cb >= 1_000)
    return float(np.max(np.abs(np.log(ca[ok] / cb[ok]))))


@pytest.mark.parametrize("kind", list(QUERIES))
def test_one_household_moves_each_release_by_at_most_e_to_the_epsilon(kind):
    d, d_prime = files()
    rng = np.random.default_rng(12)  # a seeded audit of the mechanism
    loss = largest_log_ratio(released(d, kind, True, rng), released(d_prime, kind, True, rng))
    assert loss <= EPSILON + TOLERANCE


@pytest.mark.parametrize("kind", ["count", "contingency", "histogram", "sum"])
def test_without_the_bound_the_household_is_less_protected(kind):
    d, d_prime = files()
    rng = np.random.default_rng(13)
    loss = largest_log_ratio(released(d, kind, False, rng), released(d_prime, kind, False, rng))
    assert loss > EPSILON + TOLERANCE  # 12 rows at noise for 8: about 1.5·ε


def test_quantiles_at_the_unit_level():
    """The exponential mechanism at ε/B per quantile: the median of D and D′ (one
    household of 12 rows at the top, 8 kept) stays within e^ε (8,000 draws each side,
    8 bins, tolerance 0.25)."""
    d, d_prime = files()
    rng = np.random.default_rng(14)

    def medians(frame):
        kept, _ = bound_rows(frame, UNIT, rng, "members.csv")
        values = kept["age"].to_numpy()
        return np.array(
            [private_quantile(values, 0.5, (0.0, 90.0), EPSILON / B, rng) for _ in range(8_000)]
        )

    a, b = medians(d), medians(d_prime)
    pooled = np.concatenate([a, b])
    edges = np.unique(np.quantile(pooled, np.linspace(0, 1, 9)))
    ca, cb = np.histogram(a, edges)[0], np.histogram(b, edges)[0]
    ok = (ca >= 500) & (cb >= 500)  # the log ratio's standard error about 0.06
    assert np.max(np.abs(np.log(ca[ok] / cb[ok]))) <= EPSILON + 0.25


def test_without_the_bound_a_mean_is_less_protected():
    d, d_prime = files(24)
    rng = np.random.default_rng(15)
    loss = largest_log_ratio(released(d, "mean", False, rng), released(d_prime, "mean", False, rng))
    assert loss > EPSILON + TOLERANCE  # 24 rows at noise for 8: about 2ε
    kept = largest_log_ratio(released(d, "mean", True, rng), released(d_prime, "mean", True, rng))
    assert kept <= EPSILON + TOLERANCE


@pytest.mark.parametrize("bound", [True, False])
def test_quantile_densities_at_the_unit_level(bound):
    """Exact output densities of the 0.75-quantile at ε/B (MATH 7.2's check), on a grid of
    20,000 points: within e^ε with the bound, beyond it (about 1.23·ε) without."""
    d, d_prime = files(24)
    rng = np.random.default_rng(16)
    points = np.linspace(0.01, 89.99, 20_000)

    def density(frame):
        kept = bound_rows(frame, UNIT, rng, "members.csv")[0] if bound else frame
        gaps = quantile_gaps(kept["age"].to_numpy(), 0.75, (0.0, 90.0), EPSILON / B)
        return gaps.density(points)

    a, b = density(d), density(d_prime)
    ok = (a > 0) & (b > 0)
    loss = float(np.max(np.abs(np.log(a[ok] / b[ok]))))
    assert (loss <= EPSILON + 1e-9) if bound else (loss > EPSILON + 0.15)

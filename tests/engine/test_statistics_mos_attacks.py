"""MOS local sensitivities and χ against brute force (MATH 7.7); the reconstruction
(7.8) and differencing (7.9) attacks."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy import stats

from engine.core.errors import InputError
from engine.statistics.cell_release import release_query
from engine.statistics.differencing import (
    difference_cdf,
    difference_half_width,
    differencing_attack,
)
from engine.statistics.mos import (
    cell_mean_sensitivities,
    chi_by_group,
    mean_local_sensitivity,
    slope_local_sensitivity,
)
from engine.statistics.queries import Query
from engine.statistics.reconstruction import attack_once, reconstruction_curve


def brute_mean_ls(y, bounds, grid=2_001):
    y = np.clip(np.asarray(y, float), *bounds)
    mu = y.mean()
    removals = [abs(np.delete(y, i).mean() - mu) for i in range(y.size)]
    additions = [abs(np.append(y, v).mean() - mu) for v in np.linspace(*bounds, grid)]
    return max(*removals, *additions)


def slope(x, y):
    d = x - x.mean()
    return d @ (y - y.mean()) / (d @ d)


def brute_slope_ls(x, y, xb, yb, grid=100_001):
    b = slope(x, y)
    best = max(abs(slope(np.delete(x, i), np.delete(y, i)) - b) for i in range(x.size))
    xs = np.linspace(*xb, grid)
    for yv in yb:
        # vectorized additions over the x grid
        n = x.size + 1
        sx, sy = x.sum() + xs, y.sum() + yv
        sxx = (x * x).sum() + xs * xs
        sxy = (x * y).sum() + xs * yv
        new = (sxy - sx * sy / n) / (sxx - sx * sx / n)
        best = max(best, float(np.max(np.abs(new - b))))
    return best


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(0, 100), min_size=2, max_size=15))
def test_mean_local_sensitivity_equals_brute_force(values):
    formula = mean_local_sensitivity(values, (0.0, 100.0))
    brute = brute_mean_ls(values, (0.0, 100.0))
    assert brute <= formula * (1 + 1e-6) + 1e-12
    assert formula == pytest.approx(brute, rel=1e-6, abs=1e-9)


@pytest.mark.parametrize("seed", range(4))
def test_slope_local_sensitivity_equals_brute_force(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 12))
    x = rng.uniform(0, 10, n)
    y = np.clip(1.5 * x + rng.normal(0, 3, n), -5, 30)
    formula = slope_local_sensitivity(x, y, (0, 10), (-5, 30))
    brute = brute_slope_ls(x, y, (0, 10), (-5, 30))
    assert brute <= formula * (1 + 1e-6)
    assert formula == pytest.approx(brute, rel=1e-6)


def test_cell_sensitivities_and_chi_against_a_per_cell_recomputation():
    rng = np.random.default_rng(4)
    cells = rng.integers(0, 9, 400)
    values = rng.uniform(-20, 120, 400)  # some outside the bounds: clamped
    group = np.arange(9) // 3
    n, _mu, ls = cell_mean_sensitivities(cells, values, 9, (0.0, 100.0))
    for g in range(9):
        y = values[cells == g]
        assert n[g] == y.size
        assert ls[g] == pytest.approx(mean_local_sensitivity(y, (0.0, 100.0)))
    chi = chi_by_group(n, ls, group, 3)
    for h in range(3):
        assert chi[h] == pytest.approx(max(n[g] * ls[g] for g in range(9) if group[g] == h))


def test_mos_query_writes_chi_per_group_and_is_not_formal():
    rng = np.random.default_rng(5)
    frame = pd.DataFrame(
        {
            "district": rng.choice(["a", "b", "c", "d"], 300),
            "y": rng.uniform(0, 50, 300),
        }
    )
    frame["region"] = frame["district"].map({"a": "N", "b": "N", "c": "S", "d": "S"})
    query = Query("mos_mean", "y", (0.0, 50.0), by=("district",), sensitivity_level="region")
    result = release_query(frame, query, 1.0, 0.0, {"district": tuple("abcd")}, "t.csv", rng)
    assert set(result.extra["chi"]) == {"N", "S"} and result.rho is None
    assert not result.table["formally_private"].any()
    for region, members in (("N", "ab"), ("S", "cd")):
        expected = max(
            len(ys) * mean_local_sensitivity(ys, (0.0, 50.0))
            for ys in (frame.loc[frame.district == m, "y"].to_numpy() for m in members)
        )
        assert result.extra["chi"][region] == pytest.approx(expected)


def test_mos_published_numbers_do_not_give_the_exact_cell_counts():
    """χ_h/(ε × noise scale) gave N_g exactly when the scale used the true count (MATH 7.7
    releases θ̃_g, Ñ_g and χ_h only); the interval's sampling term neither shows it."""
    rng = np.random.default_rng(8)
    frame = pd.DataFrame(
        {"district": rng.choice(list("abcdef"), 600), "y": rng.uniform(0, 50, 600)}
    )
    frame["region"] = frame["district"].map(dict(zip("abcdef", "NNNSSS", strict=True)))
    query = Query("mos_mean", "y", (0.0, 50.0), by=("district",), sensitivity_level="region")
    result = release_query(frame, query, 1.0, 0.0, {"district": tuple("abcdef")}, "t.csv", rng)
    table = result.table
    district = table["cell"].str.removeprefix("district=")
    chi = district.map(lambda d: result.extra["chi"]["N" if d in "abc" else "S"])
    solved = chi / (1.0 * table["noise_scale"])
    true = district.map(frame["district"].value_counts())
    assert not np.allclose(solved, true, atol=0.5)
    assert np.allclose(solved, np.maximum(table["released_count"], 2))


def test_a_cell_without_a_mos_group_is_refused_by_row():
    """factorize codes a missing group −1, which would have indexed the last group."""
    frame = pd.DataFrame(
        {"district": ["a", "a", "b", "c", "c"], "y": [1.0, 2.0, 3.0, 4.0, 5.0],
         "region": ["N", "N", "N", None, None]}
    )  # fmt: skip
    query = Query("mos_mean", "y", (0.0, 50.0), by=("district",), sensitivity_level="region")
    with pytest.raises(InputError) as error:
        release_query(frame, query, 1.0, 0.0, {"district": tuple("abc")}, "t.csv",
                      np.random.default_rng(0))  # fmt: skip
    assert error.value.row == 5 and error.value.column == "region"
    assert "2 row(s)" in str(error.value)


def test_reconstruction_is_perfect_on_raw_sums_and_near_baseline_at_epsilon_one():
    rng = np.random.default_rng(256)
    bits = (rng.random(128) < 0.5).astype(float)
    baseline = max(bits.mean(), 1 - bits.mean())
    assert attack_once(bits, 512, 0.0, rng) == 1.0
    private = np.mean([attack_once(bits, 512, 512 / 1.0, rng) for _ in range(6)])
    assert abs(private - baseline) <= 0.05
    curve = reconstruction_curve(bits, (128, 256), 1000.0, rng)
    assert all(p.raw_recovered == 1.0 for p in curve.points)
    assert curve.points[-1].private_recovered >= 0.95  # ε = 1000: hardly any noise


def test_differencing_error_law_ks():
    """MATH 7.9: 10⁵ simulated errors against (1 + t/(2β))e^{−t/β}; 95 % half-width 4.1130β."""
    assert difference_half_width(1.0) == pytest.approx(4.1130, abs=1e-4)
    values = np.random.default_rng(1).uniform(0, 100, 500)
    result = differencing_attack(values, (0.0, 100.0), 0.5, np.random.default_rng(2), 100_000)
    assert result.raw_error < 1e-9
    assert result.noise_scale == pytest.approx(200.0)
    assert stats.kstest(result.errors, lambda t: difference_cdf(t, 200.0)).pvalue > 0.001
    assert result.within_half_width == pytest.approx(0.95, abs=0.005)
    assert np.std(result.errors) == pytest.approx(2 * 200.0, rel=0.02)  # sd 2β


def test_mos_noise_is_laplace_with_scale_chi_over_epsilon_n():
    """θ̃_g − θ_g ~ Lap(χ_h/(εN_g)) (KS over 20,000 cells, drawn on a grid of 2⁻¹⁰ of
    the scale) and Ñ_g − N_g the discrete Laplace of scale 1/ε, an integer: its variance
    2q/(1 − q)², q = e^{−ε}, within 4 % (SE ≈ 1.5 %)."""
    from engine.statistics.mos import mos_release

    cells = 20_000
    n = np.full(cells, 40.0)
    ls = np.full(cells, 0.5)
    ls[0] = 2.0  # the group's largest N·LS sets χ for every cell: 40 × 2 = 80
    theta = np.full(cells, 7.0)
    out = mos_release(theta, n, ls, np.zeros(cells, int), ["h"], 0.5, 2, np.random.default_rng(6))
    assert out.chi == {"h": pytest.approx(80.0)}
    scale = 80.0 / (0.5 * 40.0)
    assert np.allclose(out.scales, 80.0 / (0.5 * np.maximum(out.counts, 2)))  # published
    assert stats.kstest(out.estimates - 7.0, stats.laplace(scale=scale).cdf).pvalue > 0.001
    assert out.counts.dtype == np.int64
    q = math.exp(-0.5)
    assert np.var(out.counts - 40) == pytest.approx(2 * q / (1 - q) ** 2, rel=0.04)
    assert abs(np.mean(out.counts - 40)) < 5 * math.sqrt(2 * q / (1 - q) ** 2 / cells)


def test_mos_slope_query_chi_against_brute_force():
    rng = np.random.default_rng(12)
    frame = pd.DataFrame({"cell": rng.choice(["a", "b", "c"], 90), "x": rng.uniform(0, 10, 90)})
    frame["y"] = 2 * frame["x"] + rng.normal(0, 2, 90)
    frame["region"] = frame["cell"].map({"a": "N", "b": "N", "c": "S"})
    query = Query(
        "mos_slope", "y", (-10.0, 40.0), by=("cell",), x="x", x_bounds=(0.0, 10.0),
        sensitivity_level="region",
    )  # fmt: skip
    result = release_query(frame, query, 1.0, 0.0, {"cell": tuple("abc")}, "t.csv", rng)
    assert result.rho is None and "MOS slope" in result.query.label
    for region, members in (("N", "ab"), ("S", "c")):
        expected = 0.0
        for m in members:
            rows = frame[frame.cell == m]
            xs, ys = rows.x.to_numpy(), np.clip(rows.y.to_numpy(), -10, 40)
            expected = max(expected, len(rows) * brute_slope_ls(xs, ys, (0, 10), (-10, 40), 20_001))
        assert result.extra["chi"][region] == pytest.approx(expected, rel=1e-4)

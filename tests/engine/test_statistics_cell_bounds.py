"""The unit's cell bounds (`privacy_unit.max_rows_per_cell`, `max_cells`): sensitivities
against a brute-force twin over every contribution a unit can make; the in-memory choice
keeps at most P rows per cell in at most C cells, at random; out of core (DuckDB) drops the
same number of rows (P = 1 makes it independent of the choice) and gives the same totals'
sum; a release states the bound's noise and the rows dropped (holder only); a bound of 0
is refused by key; one household of 12 rows stays within e^ε with the bounds and not
without them.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import ParameterError
from engine.core.jobs import JobContext
from engine.core.runner import run_task
from engine.statistics.cell_bounds import kept_in_cells, sensitivity_factors, unit_query
from engine.statistics.cell_release import query_noise, query_totals
from engine.statistics.out_of_core import unit_totals_from_file
from engine.statistics.privacy_unit import PrivacyUnit
from engine.statistics.queries import Query
from engine.tasks import get_task
from tests.engine.test_statistics_privacy_unit import document, members
from tests.engine.test_statistics_unit_privacy_loss import largest_log_ratio


def brute_force(b: int, p: int, c: int, cells: int) -> tuple[int, float]:
    """Largest Σc_i and √Σc_i² over every vector of `cells` entries in 0…p with Σ ≤ b and
    at most c non-zero."""
    best1, best2 = 0, 0.0
    for v in itertools.product(range(p + 1), repeat=cells):
        if sum(v) <= b and sum(x > 0 for x in v) <= c:
            best1, best2 = max(best1, sum(v)), max(best2, math.sqrt(sum(x * x for x in v)))
    return best1, best2


@pytest.mark.parametrize("b, p, c", [(8, 3, 2), (8, 3, 5), (5, 2, 5), (6, 6, 3), (7, 1, 4)])
def test_sensitivities_match_a_brute_force_twin(b, p, c):
    l1, l2 = sensitivity_factors(b, p, c, several_cells=True)
    assert (l1, l2) == pytest.approx(brute_force(b, p, c, cells=5))
    assert l2 <= math.sqrt(c) * p + 1e-12 and l2 <= b


def test_known_sensitivities():
    assert sensitivity_factors(8, None, None, True) == (8, 8.0)  # the total bound alone
    assert sensitivity_factors(8, 3, 2, True) == (6, pytest.approx(math.sqrt(18)))
    assert sensitivity_factors(8, 3, None, True) == (8, pytest.approx(math.sqrt(22)))
    assert sensitivity_factors(8, 3, 2, False) == (3, 3.0)  # one cell: P rows at most
    query = unit_query(Query("count", by=("d",)), PrivacyUnit("h", 8, None, 3, 2))
    assert (query.unit_rows, query.unit_l2) == (6, pytest.approx(math.sqrt(18)))
    (noise,) = query_noise(query, 1.0, 0.0)
    assert noise.sensitivity == 6.0  # Laplace: Δ₁


def test_the_choice_keeps_at_most_p_rows_per_cell_in_at_most_c_cells():
    rng = np.random.default_rng(1)
    units = rng.integers(0, 200, 5_000)
    cells = rng.integers(-1, 6, 5_000)  # −1: in no cell, always kept
    keep = kept_in_cells(units, cells, 2, 3, rng)
    kept = pd.DataFrame({"u": units[keep], "c": cells[keep]})
    inside = kept[kept["c"] >= 0]
    assert inside.groupby(["u", "c"]).size().max() <= 2
    assert inside.groupby("u")["c"].nunique().max() <= 3
    assert (kept["c"] < 0).sum() == (cells < 0).sum()
    # 4,000 units of 4 rows in one cell, P = 1: each unit's k-th row kept a quarter of
    # the time; 2 cells each, C = 1: each cell kept half of the time
    keep = kept_in_cells(np.repeat(np.arange(4_000), 4), np.zeros(16_000, int), 1, None, rng)
    assert np.allclose(np.bincount(keep % 4) / 4_000, 0.25, atol=0.03)  # 4σ ≈ 0.027
    keep = kept_in_cells(np.repeat(np.arange(4_000), 2), np.tile([0, 1], 4_000), None, 1, rng)
    assert keep.size == 4_000 and abs(np.mean(keep % 2) - 0.5) < 0.032  # 4σ


def test_out_of_core_drops_the_same_rows_as_in_memory(tmp_path):
    frame = members(3_000, 400, seed=2)
    frame["district"] = np.random.default_rng(3).choice(list("ABCDE"), len(frame))
    frame.to_csv(tmp_path / "m.csv", index=False)
    unit = PrivacyUnit("household", 15, None, 1, 2)
    categories = {"district": tuple("ABCDE")}
    query = unit_query(Query("count", by=("district",)), unit)
    _, (totals,), dropped = unit_totals_from_file(
        tmp_path / "m.csv", [query], categories, JobContext(), unit, np.random.default_rng(4)
    )
    per_unit = frame.groupby("household")["district"].agg(["size", "nunique"])
    expected = int((per_unit["size"] - np.minimum(per_unit["nunique"], 2)).sum())
    assert dropped == 0 and totals.bound_dropped == expected
    codes = pd.factorize(frame["household"])[0]
    cells = pd.Categorical(frame["district"], categories=list("ABCDE")).codes.astype(int)
    keep = kept_in_cells(codes, cells, 1, 2, np.random.default_rng(5))
    in_memory = query_totals(frame.iloc[keep], query, categories, "m.csv")
    assert len(frame) - keep.size == expected and in_memory.n.sum() == totals.n.sum()


@pytest.mark.parametrize("out_of_core", [False, True])
def test_a_release_states_the_bounds_noise_and_the_rows_dropped(tmp_path, out_of_core):
    frame = members(600, 150, seed=6)
    frame["district"] = np.random.default_rng(7).choice(["D1", "D2", "D3"], len(frame))
    unit = {"column": "household", "max_rows": 8, "max_rows_per_cell": 2, "max_cells": 2}
    task = get_task("statistics")
    project = task.project_from_dict(document(tmp_path, frame, unit, out_of_core), tmp_path)
    _, outcome = run_task(task, project)
    (result,) = outcome.release.results
    assert set(result.table["noise_scale"]) == {4.0}  # Δ₁ = min(8, 2·2) at ε = 1
    (cut,) = outcome.manifest["data_checks"]["rows_dropped_by_cell_bounds"]
    assert cut["rows"] > 0 and "Rows dropped at random for" in task.render_report(outcome.manifest)
    assert outcome.manifest["parameters"]["privacy_unit"]["max_cells"] == 2
    neighbours = outcome.manifest["guarantee"]["neighbours"]
    assert neighbours.endswith("8 kept, at most 2 in one cell, in at most 2 cells of a table")


@pytest.mark.parametrize("key", ["max_rows_per_cell", "max_cells", "max_members"])
def test_a_cell_bound_of_zero_is_refused_by_key(tmp_path, key):
    unit = {"column": "household", "max_rows": 8, key: 0}
    task = get_task("statistics")
    with pytest.raises(ParameterError) as error:
        task.project_from_dict(document(tmp_path, members(100, 30, 7), unit), tmp_path)
    assert error.value.name == f"privacy_unit.{key}"
    assert not (tmp_path / "ledger.jsonl").exists()


@pytest.mark.parametrize("bound", [True, False])
def test_one_household_within_e_to_the_epsilon_only_with_the_cell_bound(bound):
    """D: 30 households of 1–2 rows; D′: D and a household of 12 rows in one district.
    Noise for P = 2 rows per cell (Δ₁ = min(12, 2·2) = 4): with the cell bound its cell
    moves by 2 (within e^ε); without it by 12 (about 3ε)."""
    rng = np.random.default_rng(8)
    d = pd.DataFrame({"h": [f"H{i // 2}" for i in range(60)], "d": rng.choice(["A", "B"], 60)})
    d_prime = pd.concat([d, pd.DataFrame({"h": ["X"] * 12, "d": ["A"] * 12})], ignore_index=True)
    unit = PrivacyUnit("h", 12, None, 2, 2)
    query = unit_query(Query("count", by=("d",)), unit)
    (noise,) = query_noise(query, 1.0, 0.0)

    def draws(frame):
        if bound:
            codes = pd.factorize(frame["h"])[0]
            cells = (frame["d"] == "B").to_numpy().astype(int)
            frame = frame.iloc[kept_in_cells(codes, cells, 2, 2, rng)]
        exact = query_totals(frame, query, {"d": ("A", "B")}, "f").n[0]
        return np.asarray(noise.release(np.full(200_000, exact), rng), dtype=float)

    loss = largest_log_ratio(draws(d), draws(d_prime))
    assert (loss <= 1.15) if bound else (loss > 1.15)

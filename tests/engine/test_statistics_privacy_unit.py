"""The unit of privacy in statistics releases (`privacy_unit`): the bound keeps at most
max_rows rows per unit at random and counts the rest exactly (in memory and out of core,
a twin); bad input is refused by key before anything is charged; released counts of a
member file bounded at 8 rows per household carry the noise of the bound (variance within
10 %); the dataset's ledger records the unit and refuses to mix units; the guarantee names
the unit.
"""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.core.boundary import shared_manifest
from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.parquet import write_parquet
from engine.core.runner import run_task
from engine.statistics.cell_release import query_noise
from engine.statistics.out_of_core import unit_totals_from_file
from engine.statistics.privacy_unit import PrivacyUnit, bound_rows
from engine.statistics.queries import Query
from engine.tasks import get_task

DISTRICTS = 10_000


def members(rows: int, households: int, seed: int) -> pd.DataFrame:
    """A member table: `rows` rows in `households` households of 1–15 members, each
    household in one of DISTRICTS districts (seeded: an audit-style fixture)."""
    rng = np.random.default_rng(seed)
    sizes = 1 + rng.binomial(14, (rows / households - 1) / 14, households)
    while sizes.sum() != rows:  # exactly `rows` rows, sizes kept within 1–15
        i = rng.integers(households)
        step = 1 if sizes.sum() < rows else -1
        if 1 <= sizes[i] + step <= 15:
            sizes[i] += step
    district = rng.integers(DISTRICTS, size=households)
    hh = np.repeat(np.arange(households), sizes)
    return pd.DataFrame(
        {
            "household": [f"H{h}" for h in hh],
            "district": [f"D{d}" for d in district[hh]],
            "age": rng.integers(0, 90, hh.size),
        }
    )


def document(tmp_path, frame: pd.DataFrame, unit, out_of_core=False, epsilon=1.0) -> dict:
    frame.to_csv(tmp_path / "members.csv", index=False)
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "members.csv"},
        "queries": [{"type": "count", "by": ["district"]}],
        "categories": {"district": sorted(set(frame["district"]))},
        "privacy_unit": unit,
        "processing": {"out_of_core": out_of_core},
        "budget": {"epsilon": epsilon, "ledger": "ledger.jsonl"},
        "audit": {"enabled": False},
        "outputs": {"data": "t.csv", "manifest": "m.json", "report": "r.html"},
    }


def dropped_exactly(frame: pd.DataFrame, bound: int) -> int:
    sizes = frame.groupby("household").size().to_numpy()
    return int(np.maximum(sizes - bound, 0).sum())


def test_the_bound_keeps_at_most_b_rows_per_unit_at_random():
    frame = members(2_000, 400, seed=1)
    unit = PrivacyUnit("household", 3)
    kept, dropped = bound_rows(frame, unit, np.random.default_rng(2), "members.csv")
    assert kept.groupby("household").size().max() <= 3
    assert dropped == dropped_exactly(frame, 3) == len(frame) - len(kept)
    again, _ = bound_rows(frame, unit, np.random.default_rng(3), "members.csv")
    assert not kept.equals(again)  # a fresh random choice of each unit's rows
    same, none = bound_rows(frame, PrivacyUnit(), np.random.default_rng(2), "members.csv")
    assert same is frame and none == 0  # row-level privacy: every row kept


@pytest.mark.parametrize("fmt", ["csv", "parquet"])
def test_out_of_core_bound_drops_the_same_number_of_rows(tmp_path, fmt):
    frame = members(2_000, 400, seed=4)
    path = tmp_path / f"m.{fmt}"
    if fmt == "csv":
        frame.to_csv(path, index=False)
    else:  # numeric ids, partitioned as numbers
        numeric = frame.assign(household=frame["household"].str[1:].astype(np.int64))
        write_parquet(numeric, path)
    categories = {"district": tuple(sorted(set(frame["district"])))}
    rows, (totals,), dropped = unit_totals_from_file(
        path, [Query("count", by=("district",))], categories, JobContext(),
        PrivacyUnit("household", 3), np.random.default_rng(5),
    )  # fmt: skip
    assert rows == 2_000 and dropped == dropped_exactly(frame, 3)
    assert totals.n.sum() == 2_000 - dropped
    kept, _ = bound_rows(frame, PrivacyUnit("household", 3), np.random.default_rng(6), "m")
    in_memory = kept.groupby("household").size()  # whole households per district: a twin
    by_district = kept.groupby("district").size().reindex(categories["district"], fill_value=0)
    assert in_memory.max() <= 3 and np.array_equal(totals.n, by_district.to_numpy())


@pytest.mark.parametrize(
    "unit, key",
    [
        ({"column": "household", "max_rows": 0}, "privacy_unit.max_rows"),
        ({"column": "district", "max_rows": 8}, "privacy_unit.column"),
        ({"column": " ", "max_rows": 8}, "privacy_unit.column"),
        ({"max_rows": 8}, "privacy_unit.column"),
        ("person", "privacy_unit"),
    ],
)
def test_bad_units_are_refused_by_key_before_any_charge(tmp_path, unit, key):
    task = get_task("statistics")
    with pytest.raises(ParameterError) as error:
        task.project_from_dict(document(tmp_path, members(100, 30, 7), unit), tmp_path)
    assert error.value.name == key
    assert not (tmp_path / "ledger.jsonl").exists()


@pytest.mark.parametrize("out_of_core", [False, True])
def test_blank_unit_ids_are_refused_naming_the_column_nothing_charged(tmp_path, out_of_core):
    frame = members(100, 30, 8)
    frame.loc[17, "household"] = " "
    doc = document(tmp_path, frame, {"column": "household", "max_rows": 8}, out_of_core)
    task = get_task("statistics")
    with pytest.raises(InputError) as error:
        run_task(task, task.project_from_dict(doc, tmp_path))
    assert error.value.column == "household" and "privacy_unit.column" in str(error.value)
    assert not (tmp_path / "ledger.jsonl").exists() and not (tmp_path / "t.csv").exists()


def test_member_file_counts_carry_the_noise_of_the_bound(tmp_path):
    """200,000 rows in 40,000 households of up to 15 members, max_rows 8: the released
    counts' residual variance is the bound's noise variance within 10 % (10,000 cells;
    the sample variance's relative error is about √(5/10,000) = 2 %), and the rows dropped
    are counted exactly in the data holder's data checks only."""
    frame = members(200_000, 40_000, seed=9)
    unit = {"column": "household", "max_rows": 8, "name": "household"}
    doc = document(tmp_path, frame, unit, epsilon=4.0)  # β = 8/4: no count near 0
    task = get_task("statistics")
    _, outcome = run_task(task, task.project_from_dict(doc, tmp_path))
    (result,) = outcome.release.results
    residual = result.table["estimate"].to_numpy() - result.exact
    (noise,) = query_noise(result.query, result.epsilon, 0.0)
    assert noise.sensitivity == 8.0 and noise.scale == pytest.approx(2.0)
    assert np.var(residual) == pytest.approx(noise.sampler.variance, rel=0.10)
    checks = outcome.manifest["data_checks"]
    assert checks["rows_dropped_by_unit_bound"] == dropped_exactly(frame, 8) > 0
    shared = json.dumps(shared_manifest(outcome.manifest, task.shared_keys), default=str)
    assert "rows_dropped_by_unit_bound" not in shared
    assert "Rows dropped at random" not in (tmp_path / "r.html").read_text(encoding="utf-8")
    assert "Rows dropped at random" in task.render_report(outcome.manifest)  # the holder's
    statement = outcome.manifest["guarantee"]["statement"]
    assert "for each household" in statement and "each person" not in statement
    ledger = (tmp_path / "ledger.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(ledger[1])["unit"] == "household ≤ 8 rows"


def test_the_ledger_refuses_a_release_of_another_unit(tmp_path):
    frame = members(300, 80, 10)
    task = get_task("statistics")
    doc = document(tmp_path, frame, "row")
    run_task(task, task.project_from_dict(doc, tmp_path))
    entries = (tmp_path / "ledger.jsonl").read_text(encoding="utf-8")
    doc = document(tmp_path, frame, {"column": "household", "max_rows": 4})
    with pytest.raises(ParameterError) as error:
        run_task(task, task.project_from_dict(doc, tmp_path))
    assert error.value.name == "privacy_unit.max_members"  # what to declare to compose them
    assert "Declare privacy_unit.max_members" in str(error.value)
    assert (tmp_path / "ledger.jsonl").read_text(encoding="utf-8") == entries  # not charged


def test_an_old_ledger_without_units_reads_as_rows(tmp_path):
    from engine.privacy.ledger_store import open_ledger

    path = tmp_path / "old.jsonl"
    header = {"format": "privdesk-ledger/1", "dataset_sha256": "ab", "file_name": "f.csv"}
    entry = {
        "time": "t",
        "release_id": "r",
        "query": "count",
        "mechanism": "laplace",
        "neighbours": "n",
        "epsilon": 1.0,
        "delta": 0.0,
        "rho": 0.5,
        "status": "spent",
    }
    path.write_text(json.dumps(header) + "\n" + json.dumps(entry) + "\n", encoding="utf-8")
    (read,) = open_ledger(path, "ab", "f.csv").entries
    assert read.unit == "row"


def test_the_share_dropped_from_declared_sizes_has_known_values():
    from engine.statistics.privacy_unit import declared_share_dropped

    assert declared_share_dropped(5, 5, [1, 3, 5]) == pytest.approx([0.8, 0.4, 0.0])  # all 5
    assert declared_share_dropped(1, 1, [1]) == [0.0]
    # sizes 1 + Binomial(2, ½) (1, 2, 3 with ¼, ½, ¼; mean 2): B = 1 drops (½·1 + ¼·2)/2
    assert declared_share_dropped(2, 3, [1, 2]) == pytest.approx([0.5, 0.125])

"""The model task's unit of privacy: with `privacy_unit` a household of many rows keeps at
most max_rows of them (dropped rows counted exactly for the data holder), DP-SGD samples
households (the accountant's N is the number of training households), the ledger and the
guarantee name the household; a unit column that is a model column is refused by key."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import ParameterError
from engine.core.runner import run_task
from engine.tasks import get_task
from tests.paths import SAMPLES

UNIT = {"column": "household", "max_rows": 3, "name": "household"}


def document(tmp_path, unit) -> dict:
    frame = pd.read_csv(SAMPLES / "credit_sample.csv")
    sizes = np.random.default_rng(5).integers(1, 7, len(frame))  # households of 1–6 rows
    frame["household"] = np.repeat(np.arange(len(frame)), sizes)[: len(frame)]
    frame.to_csv(tmp_path / "credit.csv", index=False)
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = "credit.csv"
    doc["training"].update(epochs=2, batch_size=64)
    doc["audit"].update(enabled=False)
    doc["budget"] = {"ledger": "ledger.jsonl"}
    doc["privacy_unit"] = unit
    doc["outputs"] = {"model": "m.csv", "report": "r.html", "manifest": "m.json"}
    return doc


def test_a_model_protects_each_household(tmp_path):
    doc = document(tmp_path, UNIT)
    task = get_task("model")
    _, outcome = run_task(task, task.project_from_dict(doc, tmp_path))
    rel, manifest = outcome.release, outcome.manifest
    frame = pd.read_csv(tmp_path / "credit.csv")
    sizes = frame.groupby("household").size().to_numpy()
    assert manifest["data_checks"]["rows_dropped_by_unit_bound"] == int(
        np.maximum(sizes - 3, 0).sum()
    )
    assert np.bincount(rel.data.units).max() <= 3
    households = np.unique(rel.data.units[rel.train_rows]).size
    assert rel.accounting.sampling_rate == pytest.approx(64 / households)
    statement = manifest["guarantee"]["statement"]
    assert "for each household" in statement and "training row" not in statement
    assert manifest["guarantee"]["unit"] == "household ≤ 3 rows"
    lines = (tmp_path / "ledger.jsonl").read_text(encoding="utf-8").splitlines()
    assert {json.loads(line)["unit"] for line in lines[1:]} == {"household ≤ 3 rows"}


def test_a_unit_column_that_is_a_model_column_is_refused(tmp_path):
    doc = document(tmp_path, {"column": "repaid", "max_rows": 3})
    with pytest.raises(ParameterError) as error:
        get_task("model").project_from_dict(doc, tmp_path)
    assert error.value.name == "privacy_unit.column"
    assert not (tmp_path / "ledger.jsonl").exists()


def test_the_held_out_split_keeps_each_unit_on_one_side():
    from engine.tasks.model.split import unit_split

    rng = np.random.default_rng(3)
    units = np.repeat(np.arange(500), rng.integers(1, 7, 500))
    y = (rng.random(units.size) < 0.3).astype(int)
    train, held = unit_split(units, y, 0.3, rng)
    assert np.intersect1d(units[train], units[held]).size == 0  # no unit on both sides
    assert np.array_equal(np.sort(np.concatenate([train, held])), np.arange(units.size))
    assert np.unique(units[held]).size == 150  # 30 % of the units, by `split`


def test_the_audit_attacks_units_never_trained_on(tmp_path):
    doc = document(tmp_path, UNIT)
    doc["audit"].update(enabled=True, membership=True)
    task = get_task("model")
    _, outcome = run_task(task, task.project_from_dict(doc, tmp_path))
    rel = outcome.release
    trained, held = rel.data.units[rel.train_rows], rel.data.units[rel.held_out_rows]
    assert np.intersect1d(trained, held).size == 0
    assert "membership" in outcome.manifest["audit"]


@pytest.mark.parametrize("key", ["max_rows_per_cell", "max_cells"])
def test_a_model_refuses_cell_bounds_by_key(tmp_path, key):
    doc = document(tmp_path, {**UNIT, key: 2})
    with pytest.raises(ParameterError) as error:
        get_task("model").project_from_dict(doc, tmp_path)
    assert error.value.name == f"privacy_unit.{key}"

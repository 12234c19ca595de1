"""The model's held-out split is stratified by the target: every class keeps its share in
both parts (within one row), a rare class is in both parts instead of missing from the
held-out rows (which left the AUC undefined and refused the run by chance), and a class of
one row is refused before the dataset's ledger is charged."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.cli import load_task_project
from engine.core.errors import InputError
from engine.core.jobs import JobContext
from engine.tasks import get_task
from engine.tasks.model import split as model_split
from tests.paths import SAMPLES


def labels(*counts: int) -> np.ndarray:
    return np.repeat(np.arange(len(counts)), counts).astype(float)


def per_class(y: np.ndarray, rows: np.ndarray, classes: int) -> np.ndarray:
    return np.bincount(y[rows].astype(int), minlength=classes)


@pytest.mark.parametrize(
    "counts, share",
    [((2327, 673), 0.2), ((500, 37, 13), 0.2), ((90, 61, 40, 9), 0.3), ((1001, 999), 0.05)],
)
def test_class_shares_match_in_both_parts_within_one_row(counts, share):
    y = labels(*counts)
    rng = np.random.default_rng(11)
    y = y[rng.permutation(y.size)]  # classes interleaved, as in a file
    training, held_out = model_split.split(y, share, np.random.default_rng(5))
    assert np.intersect1d(training, held_out).size == 0
    assert np.array_equal(np.union1d(training, held_out), np.arange(y.size))
    assert held_out.size == max(1, round(share * y.size))
    n, k = y.size, len(counts)
    for part in (training, held_out):
        expected = np.array(counts) * part.size / n
        assert np.abs(per_class(y, part, k) - expected).max() < 1, (part.size, expected)


def test_the_split_is_drawn_by_the_given_generator_only():
    y = labels(300, 45)
    first = model_split.split(y, 0.2, np.random.default_rng(1))
    again = model_split.split(y, 0.2, np.random.default_rng(1))
    other = model_split.split(y, 0.2, np.random.default_rng(2))
    assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
    assert not np.array_equal(first[1], other[1])
    # which rows of a class are held out is random: every row is held out in some draw
    seen = np.zeros(y.size, dtype=bool)
    for seed in range(60):
        seen[model_split.split(y, 0.2, np.random.default_rng(seed))[1]] = True
    assert seen.all()


def old_split(n: int, share: float, rng: np.random.Generator):
    """The split before it was stratified: a plain permutation."""
    order = rng.permutation(n)
    held = max(1, round(share * n))
    return np.sort(order[held:]), np.sort(order[:held])


def test_a_rare_class_is_in_both_parts_where_the_old_split_missed_it():
    y = labels(296, 4)  # 4 rows of the rare class, 30 of 300 held out
    misses = [
        seed
        for seed in range(20)
        if per_class(y, old_split(y.size, 0.1, np.random.default_rng(seed))[1], 2)[1] == 0
    ]
    assert len(misses) > 5  # the old split often held out no row of it (about 2 in 3)
    for seed in misses:
        training, held_out = model_split.split(y, 0.1, np.random.default_rng(seed))
        assert per_class(y, held_out, 2).tolist() == [29, 1]  # lifted from 0.4 to one row
        assert per_class(y, training, 2).tolist() == [267, 3]
    # two rows: one in each part, whatever the share
    for share in (0.05, 0.5, 0.95):
        training, held_out = model_split.split(labels(50, 2), share, np.random.default_rng(0))
        assert per_class(labels(50, 2), held_out, 2)[1] == 1
        assert per_class(labels(50, 2), training, 2)[1] == 1


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PRIVDESK_DATA_DIR", str(tmp_path / "data"))


def project_with(tmp_path, frame: pd.DataFrame, **training):
    frame.to_csv(tmp_path / "credit.csv", index=False)
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(tmp_path / "credit.csv")
    doc["training"].update(epochs=1, **training)
    doc["audit"].update(bootstrap=20, seed=3)
    doc["budget"] = {"ledger": str(tmp_path / "ledger.jsonl")}
    doc["outputs"] = {"model": "out/m.csv", "report": "out/r.html", "manifest": "out/m.json"}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return load_task_project(path)[1]


def test_a_rare_class_trains_and_audits(tmp_path):
    """4 defaults among 300 applicants, 10 % held out: the old split held none of them out
    two times in three and refused the run after reading the data ("miss a class")."""
    frame = pd.read_csv(SAMPLES / "credit_sample.csv").head(300).copy()
    frame["repaid"] = 1
    frame.loc[[3, 70, 150, 222], "repaid"] = 0
    p = project_with(tmp_path, frame, batch_size=20, test_share=0.1)
    task = get_task("model")
    for _ in range(3):  # fresh entropy each time: never refused
        rel = task.release(p, JobContext())
        assert per_class(rel.data.y, rel.held_out_rows, 2).tolist() == [1, 29]
    manifest = task.build_manifest(rel, task.audit(rel, JobContext()))
    assert manifest["data_checks"]["classes"] == [
        {"class": "0", "training_rows": 3, "held_out_rows": 1},
        {"class": "1", "training_rows": 267, "held_out_rows": 29},
    ]
    assert manifest["data_checks"]["audit"]["quality"]["private"]["auc"] is not None


def test_a_class_of_one_row_is_refused_before_the_charge(tmp_path):
    frame = pd.read_csv(SAMPLES / "credit_sample.csv").head(300).copy()
    frame["repaid"] = 1
    frame.loc[150, "repaid"] = 0
    p = project_with(tmp_path, frame, batch_size=20, test_share=0.1)
    with pytest.raises(InputError, match="the declared class 0 has fewer than two rows") as refused:
        get_task("model").release(p, JobContext())
    assert refused.value.column == "repaid"
    assert "one for training and one held out" in str(refused.value)
    assert not (tmp_path / "ledger.jsonl").exists()

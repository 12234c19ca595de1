"""The model's target classes are declared (`columns.classes`), never read from the data:
a project without them is refused by key, a target value not declared is refused (naming
the row, not the value) before the dataset's ledger is charged, the manifest lists the
declared classes, and a new project proposes 0, 1 only for a 0/1 target."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.project_file import load_project
from engine.tasks import get_task
from engine.tasks.model.project import proposed_classes
from tests.paths import SAMPLES


def project_path(tmp_path: Path, data: Path, classes) -> Path:
    doc = json.loads((SAMPLES / "model_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(data)
    doc["training"].update(epochs=1)
    doc["audit"].update(enabled=False)
    doc["budget"] = {"ledger": str(tmp_path / "ledger.jsonl")}
    if classes is None:
        doc["columns"].pop("classes")
    else:
        doc["columns"]["classes"] = classes
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("classes", [None, [], [1], [0, 0], [0, True]])
def test_classes_must_be_declared(tmp_path, classes):
    with pytest.raises(ParameterError) as error:
        load_project(project_path(tmp_path, SAMPLES / "credit_sample.csv", classes))
    assert error.value.name == "columns.classes"


def test_an_undeclared_class_in_the_data_is_refused_before_any_charge(tmp_path):
    frame = pd.read_csv(SAMPLES / "credit_sample.csv")
    frame.loc[41, "repaid"] = 7  # one person's rare class
    data = tmp_path / "credit.csv"
    frame.to_csv(data, index=False)
    project = load_project(project_path(tmp_path, data, [0, 1]))
    with pytest.raises(InputError) as error:
        get_task("model").release(project, JobContext())
    assert error.value.column == "repaid" and error.value.row == 43
    assert "7" not in error.value.reason  # the row, not the value
    assert not (tmp_path / "ledger.jsonl").exists()


def test_the_manifest_lists_the_declared_classes(tmp_path):
    task = get_task("model")
    project = load_project(project_path(tmp_path, SAMPLES / "credit_sample.csv", ["0", 1.0]))
    release = task.release(project, JobContext())
    manifest = task.build_manifest(release, None)
    assert manifest["model"]["classes"] == ["0", 1.0]  # as declared, in their order
    assert manifest["columns"]["classes"] == ["0", 1.0]


def test_a_new_project_proposes_0_1_only_for_a_0_1_target():
    assert proposed_classes(pd.Series([0, 1, 1, 0])) == (0, 1)
    assert proposed_classes(pd.Series([0.0, 1.0, None])) == (0, 1)
    assert proposed_classes(pd.Series(["poor", "not poor"])) == ()
    assert proposed_classes(pd.Series([1, 2, 3])) == ()
    assert proposed_classes(pd.Series([True, False])) == ()

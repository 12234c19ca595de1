"""Exports that cannot attack their reader (issue #29, part of the hostile corpus): text a
spreadsheet would run as a formula, injected into every task's sample, is never a live
formula in any CSV or XLSX the task writes."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

from engine.core.writers import FORMULA_STARTS
from tests.engine.test_hostile_inputs import FORMULAS, ROWS, run, sample, write_project
from tests.paths import SAMPLES

# --- exports: no formula runs where the file is opened -------------------------------------


def _assert_no_live_formula(path: Path) -> int:
    """The text cells that look like formulas in an export (all of them inert)."""
    if path.suffix == ".xlsx":
        workbook = openpyxl.load_workbook(path)
        cells = [c for sheet in workbook for row in sheet.iter_rows() for c in row]
        assert not [c.coordinate for c in cells if c.data_type == "f"]
        return sum(isinstance(c.value, str) and c.value.startswith(FORMULA_STARTS) for c in cells)
    frame = pd.read_csv(path, dtype=str, keep_default_na=False)
    cells = [*frame.columns, *frame.to_numpy().ravel()]
    live = [
        c for c in cells if c.startswith(FORMULA_STARTS) and not re.fullmatch(r"[+-][\d.eE+-]+", c)
    ]
    assert not live, live[:5]
    return sum(c.startswith("'") for c in cells)


def _injected_csv(source: Path, target: Path, column: str, values: list[str]) -> Path:
    frame = pd.read_csv(source, dtype=str, keep_default_na=False).head(ROWS)
    frame[column] = [values[i % len(values)] for i in range(len(frame))]
    frame.to_csv(target, index=False)
    return target


def _statistics(tmp_path: Path) -> dict:
    """Cells name their group as `column=label`: a column named like a formula."""
    document = sample("statistics_project.json", tmp_path)
    labels = {"North": "=1+2", "South": "+cmd|' /C calc'!A0", "East": "@SUM(A1)", "West": "-x"}
    frame = pd.read_csv(SAMPLES / "statistics_survey.csv", dtype=str, keep_default_na=False)
    frame["region"] = frame["region"].map(labels)
    frame = frame.rename(columns={"region": "=region"})
    frame.to_csv(tmp_path / "stats.csv", index=False)
    document = json.loads(json.dumps(document).replace('"region"', '"=region"'))
    document["input"]["path"] = str(tmp_path / "stats.csv")
    document["categories"]["=region"] = list(labels.values())
    document["audit"]["enabled"] = False
    return document


def _anonymize(tmp_path: Path) -> dict:
    document = sample("anonymize_project.json", tmp_path)
    path = _injected_csv(
        SAMPLES / "anonymize_people.csv", tmp_path / "people.csv", "diagnosis", FORMULAS
    )
    document["input"]["path"] = str(path)
    document["audit"]["enabled"] = False
    document["audit"].pop("external", None)
    return document


def _survey(tmp_path: Path) -> dict:
    document = sample("survey_project.json", tmp_path)
    path = _injected_csv(
        SAMPLES / "survey_answers.csv", tmp_path / "answers.csv", "district", FORMULAS
    )
    document["input"]["path"] = str(path)
    document["audit"]["enabled"] = False
    return document


def _targeting(tmp_path: Path) -> dict:
    document = sample("poverty_project.json", tmp_path)
    path = _injected_csv(
        SAMPLES / "poverty_sample.csv",
        tmp_path / "poverty.csv",
        "household_id",
        [f"{f}{i}" for i in range(100) for f in FORMULAS],
    )
    document["input"]["path"] = str(path)
    document["audit"]["enabled"] = False
    return document


TASKS = {
    "statistics": _statistics,
    "anonymize": _anonymize,
    "survey": _survey,
    "targeting": _targeting,
}


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
@pytest.mark.parametrize("task", sorted(TASKS))
def test_no_export_holds_a_live_formula(capsys, tmp_path, task, suffix):
    document = TASKS[task](tmp_path)
    outputs = document["outputs"]
    for key in ("data", "estimates"):
        if key in outputs and not (task == "targeting" and suffix == ".xlsx"):
            outputs[key] = str(Path(outputs[key]).with_suffix(suffix))
    code, err = run(capsys, "run", write_project(tmp_path, document), "--quiet")
    assert code == 0, err
    guarded = 0
    for key in ("data", "estimates"):
        if key in outputs:
            guarded += _assert_no_live_formula(Path(outputs[key]))
    if task != "targeting":  # its released identifiers are tokens, never the input's text
        assert guarded > 0


def test_raw_csv_writes_text_exactly_for_programs(capsys, tmp_path):
    document = _anonymize(tmp_path)
    document["outputs"]["csv_formula_guard"] = False
    code, err = run(capsys, "run", write_project(tmp_path, document), "--quiet")
    assert code == 0, err
    frame = pd.read_csv(document["outputs"]["data"], dtype=str, keep_default_na=False)
    assert set(frame["diagnosis"]) <= {*FORMULAS, "*"}
    assert not any(value.startswith("'") for value in frame["diagnosis"])
    guarded = copy.deepcopy(document)
    del guarded["outputs"]["csv_formula_guard"]
    for path in tmp_path.glob("anonymize_*"):
        path.unlink()
    code, err = run(capsys, "run", write_project(tmp_path, guarded), "--quiet", "--raw-csv")
    assert code == 0, err
    frame = pd.read_csv(document["outputs"]["data"], dtype=str, keep_default_na=False)
    assert not any(value.startswith("'") for value in frame["diagnosis"])

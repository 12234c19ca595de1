"""Bad settings against the data are refused before the dataset's ledger is charged (SPEC
§4, MATH 7.5): audit columns, all-missing columns, more estimator blocks than rows, an
absurd ε; a refused run leaves the ledger byte-identical and the corrected run then passes
under the limit. Plus the sparse-cells warning's count (MATH 7.2) and the undefined-block
warning of sample-and-aggregate (MATH 7.3)."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pandas as pd
import pytest

from engine.cli import load_task_project
from engine.core.commit import CancelledBeforeCommit, NotCommitted
from engine.core.errors import InputError, ParameterError, PrivDeskError
from engine.core.jobs import CancelFlag, JobContext
from engine.core.runner import run_task
from engine.statistics.cell_release import release_query
from engine.statistics.queries import Query
from tests.engine.test_statistics_project import household_ids
from tests.paths import SAMPLES


def make_project(tmp_path, data: pd.DataFrame | None = None, **changes):
    """The sample project on a copy of its survey (or `data`), ledger in tmp_path."""
    document = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    if data is None:
        shutil.copy(SAMPLES / "statistics_survey.csv", tmp_path / "survey.csv")
    else:
        data.to_csv(tmp_path / "survey.csv", index=False)
    document["input"] = {"path": "survey.csv"}
    document["budget"].update(ledger="ledger.jsonl", limit_epsilon=1.5)
    document["outputs"] = {"data": "out/t.csv", "report": "out/r.html", "manifest": "out/m.json"}
    for section, values in changes.items():
        if isinstance(values, dict):
            document.setdefault(section, {}).update(values)
        else:
            document[section] = values
    path = tmp_path / "project.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return load_task_project(path)


def ledger_bytes(tmp_path) -> bytes | None:
    path = tmp_path / "ledger.jsonl"
    return path.read_bytes() if path.exists() else None


def survey() -> pd.DataFrame:
    return pd.read_csv(SAMPLES / "statistics_survey.csv")


def test_a_non_binary_audit_column_charges_nothing_and_the_fix_then_passes(tmp_path):
    """The tester's case: ε = 1 under limit 1.5, reconstruction on income (not binary)."""
    task, bad = make_project(
        tmp_path, audit={"reconstruction": {"column": "income", "queries": [100], "rows": 50}}
    )
    before = ledger_bytes(tmp_path)
    for _ in range(2):
        with pytest.raises(InputError, match="binary column") as refused:
            run_task(task, bad)
        assert refused.value.column == "income"
        assert ledger_bytes(tmp_path) == before
    task, good = make_project(
        tmp_path, audit={"reconstruction": {"column": "hiv_positive", "queries": [100], "rows": 50}}
    )
    _, outcome = run_task(task, good)
    assert outcome.manifest["dataset_ledger"]["spent_after"]["epsilon"] <= 1.5


def test_an_existing_ledger_is_left_byte_identical(tmp_path):
    task, good = make_project(tmp_path, audit={"enabled": False}, budget={"limit_epsilon": 10})
    run_task(task, good)
    before = ledger_bytes(tmp_path)
    assert before
    task, bad = make_project(
        tmp_path, budget={"limit_epsilon": 10}, audit={"differencing": {"column": "district"}}
    )
    with pytest.raises(InputError, match="expected numbers"):
        run_task(task, bad)
    assert ledger_bytes(tmp_path) == before


@pytest.mark.parametrize(
    "audit, words",
    [
        ({"reconstruction": {"column": "income"}}, "binary column"),
        ({"differencing": {"column": "district"}}, "expected numbers"),
        ({"differencing": {"column": "age", "bounds": None}}, "declare the bounds"),
    ],
)
def test_audit_settings_are_checked_before_the_charge(tmp_path, audit, words):
    task, project = make_project(tmp_path, audit=audit)
    with pytest.raises(PrivDeskError, match=words):
        run_task(task, project)
    assert ledger_bytes(tmp_path) is None


def test_an_all_missing_column_is_refused_by_name_before_the_charge(tmp_path):
    """It once crashed the differencing attack (`high <= 0`) after the charge."""
    data = survey()
    data["income"] = np.nan
    task, project = make_project(tmp_path, data)
    with pytest.raises(InputError, match="every cell of this column is empty") as refused:
        run_task(task, project)
    assert refused.value.column == "income"
    assert ledger_bytes(tmp_path) is None


def test_an_all_missing_attacked_column_is_refused(tmp_path):
    data = survey()
    data["spare"] = np.nan
    task, project = make_project(
        tmp_path, data, audit={"differencing": {"column": "spare", "bounds": [0, 1]}}
    )
    with pytest.raises(InputError, match="at least 2 rows with a number") as refused:
        run_task(task, project)
    assert refused.value.column == "spare"
    assert ledger_bytes(tmp_path) is None


def test_more_blocks_than_rows_is_refused_by_key_before_any_noise(tmp_path, monkeypatch):
    document = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    queries = document["queries"]
    queries[5]["blocks"] = 100_000
    task, project = make_project(tmp_path, queries=queries, audit={"enabled": False})

    def no_noise(*args, **kwargs):
        raise AssertionError("noise drawn")

    monkeypatch.setattr("engine.tasks.statistics.run._noisy_results", no_noise)
    with pytest.raises(ParameterError, match="100,000 blocks for 3,000 rows") as refused:
        run_task(task, project)
    assert refused.value.name == "queries[5].blocks"
    assert ledger_bytes(tmp_path) is None


def test_undefined_blocks_are_counted_in_a_warning():
    """Slope on 3 rows per block with x constant in most: those blocks count as the
    midpoint (MATH 7.3 leaves them undefined), and the warning says how many."""
    frame = pd.DataFrame({"y": np.arange(60.0), "x": np.r_[np.zeros(57), 1.0, 2.0, 3.0]})
    query = Query("estimator", column="y", x="x", estimator="slope", output_bounds=(-1, 1),
                  blocks=20)  # fmt: skip
    result = release_query(frame, query, 1.0, 0.0, {}, "t.csv", np.random.default_rng(1))
    undefined = result.extra["undefined_blocks"]
    assert undefined >= 17
    assert any(w.startswith(f"{undefined} of 20 blocks had no estimate") for w in result.warnings)


@pytest.mark.parametrize("epsilon", [1e300, 100.5])
def test_an_absurd_epsilon_is_refused_by_key(tmp_path, epsilon):
    with pytest.raises(ParameterError, match=r"must lie in \(0, 100\]") as refused:
        make_project(tmp_path, budget={"epsilon": epsilon})
    assert refused.value.name == "budget.epsilon"
    make_project(tmp_path, budget={"epsilon": 100})


def test_many_declared_categories_warn_with_the_released_cell_count(tmp_path):
    declared = [f"D{i:06d}" for i in range(20_000)]
    task, project = make_project(
        tmp_path, queries=[{"type": "count", "by": ["district"]}],
        categories={"district": declared}, audit={"enabled": False},
    )  # fmt: skip
    _, outcome = run_task(task, project)
    assert outcome.manifest["warnings"] == [
        "grouping by district gives 20,000 cells, more than half the number of rows: most "
        "cells hold one person or none, so the released values are mostly noise."
    ]


def test_the_contingency_warning_counts_every_released_cell(tmp_path):
    task, project = make_project(
        tmp_path, queries=[{"type": "contingency", "by": ["household_id", "district"]}],
        categories={"household_id": household_ids()}, audit={"enabled": False},
    )  # fmt: skip
    _, outcome = run_task(task, project)
    released = len(outcome.release.table)
    assert released == 3000 * 24
    assert any(
        f"gives {released:,} cells, more than half" in w for w in outcome.manifest["warnings"]
    )
    assert not any("3,000" in w for w in outcome.manifest["warnings"])  # the exact row count


def test_an_audit_error_charges_nothing_and_says_so(tmp_path, monkeypatch):
    """The tester's case (bounds [0, 1e308]: a bare ValueError in the audit after the
    charge): the charge now waits for the outputs, so the ledger stays untouched."""
    task, project = make_project(tmp_path)

    def crash(*args):
        raise ValueError("overflow in the audit")

    monkeypatch.setattr(task, "audit", crash)
    with pytest.raises(NotCommitted, match="overflow in the audit") as raised:
        run_task(task, project)
    assert "Nothing was charged" in str(raised.value)
    assert ledger_bytes(tmp_path) is None and not (tmp_path / "out").exists()


def test_a_cancel_during_the_audit_charges_nothing_and_says_so(tmp_path):
    task, project = make_project(tmp_path)
    release = task.release(project, JobContext())
    assert ledger_bytes(tmp_path) is None  # prepared, not charged
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(CancelledBeforeCommit, match="Nothing was charged") as raised:
        run_task(task, project, JobContext(lambda *_: None, flag))
    assert raised.value.nothing_written and ledger_bytes(tmp_path) is None
    assert release.release_id not in str(raised.value)

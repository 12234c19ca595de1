"""The statistics project file and release: every bad input refused by key with nothing
written; cells against a pandas twin; post-processing; warnings; the budget split."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.project_file import InputSpec
from engine.core.runner import run_task
from engine.statistics.budget import split_budget
from engine.statistics.cell_release import release_query
from engine.statistics.queries import Query
from engine.tasks import get_task
from engine.tasks.statistics.defaults import default_project
from engine.tasks.statistics.project import statistics_project_from_dict
from tests.paths import SAMPLES

TASK = get_task("statistics")


@pytest.fixture
def document(tmp_path):
    shutil.copy(SAMPLES / "statistics_survey.csv", tmp_path / "survey.csv")
    doc = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    doc["input"] = {"path": "survey.csv"}
    doc["budget"]["ledger"] = "ledger.jsonl"
    doc["outputs"] = {"data": "o/t.csv", "report": "o/r.html", "manifest": "o/m.json"}
    return doc


def household_ids() -> list[str]:
    """Every household's id, typed as categories (an ID column as cells)."""
    survey = pd.read_csv(SAMPLES / "statistics_survey.csv")
    return [str(i) for i in sorted(survey["household_id"])]


def load(doc, folder):
    return statistics_project_from_dict(copy.deepcopy(doc), folder)


@pytest.mark.parametrize(
    "edit, key",
    [
        (lambda d: d["queries"][1].pop("bounds"), "queries[1].bounds"),
        (lambda d: d["queries"][1].update(bounds=[10, 0]), "queries[1].bounds"),
        (lambda d: d["queries"][1].update(bounds=[0, "x"]), "queries[1].bounds"),
        (lambda d: d["budget"].update(epsilon=0), "budget.epsilon"),
        (lambda d: d["budget"].update(epsilon=-1), "budget.epsilon"),
        (lambda d: d["budget"].update(delta=0), "budget.delta"),  # a Gaussian query
        (lambda d: d["queries"][0].update(type="median"), "queries[0].type"),
        (lambda d: d["queries"][0].update(bins=[1, 2]), "queries[0].bins"),
        (lambda d: d["queries"][2].update(bins=[5, 1]), "queries[2].bins"),
        (lambda d: d["budget"].update(split="weights"), "budget.weights"),
        (lambda d: d["budget"].update(split="weights", weights=[1, 2]), "budget.weights"),
        (lambda d: d["queries"][6].pop("sensitivity_level"), "queries[6].sensitivity_level"),
        (lambda d: d["queries"][5].pop("x"), "queries[5].x"),
        (lambda d: d["budget"].update(limit_epsilon=0), "budget.limit_epsilon"),
        (lambda d: d["audit"]["reconstruction"].update(rows=5000), "audit.reconstruction.rows"),
    ],
)
def test_bad_settings_are_refused_by_key(document, tmp_path, edit, key):
    edit(document)
    with pytest.raises(ParameterError) as error:
        load(document, tmp_path)
    assert error.value.name == key


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda d: d["queries"][1].update(column="salary"), "column 'salary'"),
        (lambda d: d["queries"][1].update(column="district"), "expected numbers"),
        (lambda d: d["audit"]["reconstruction"].update(column="district"), "binary column"),
    ],
)
def test_bad_data_is_refused_and_nothing_written(document, tmp_path, edit, words):
    edit(document)
    project = load(document, tmp_path)
    with pytest.raises(InputError) as error:
        run_task(TASK, project)
    assert words in str(error.value)
    assert not (tmp_path / "o").exists()
    assert not (tmp_path / "ledger.jsonl").exists() or "binary" in words


def test_corrupt_ledger_stops_the_release(document, tmp_path):
    (tmp_path / "ledger.jsonl").write_text("garbage\n", encoding="utf-8")
    with pytest.raises(InputError, match="damaged at line 1"):
        run_task(TASK, load(document, tmp_path))
    assert (tmp_path / "ledger.jsonl").read_text(encoding="utf-8") == "garbage\n"
    assert not (tmp_path / "o").exists()


def test_project_round_trips(document, tmp_path):
    project = load(document, tmp_path)
    again = statistics_project_from_dict(project.to_dict(relative_to=tmp_path), tmp_path)
    assert again == project


def test_counts_and_means_against_a_pandas_twin(tmp_path):
    """With ε huge the noise vanishes: cells equal pandas groupby on declared categories;
    undeclared values are left out and counted; out-of-bound values are clamped."""
    frame = pd.DataFrame(
        {"g": ["a", "b", "a", "c", "b", "a", None], "y": [1.0, 5.0, 20.0, 3.0, -4.0, 2.0, 1.0]}
    )
    rng = np.random.default_rng(0)
    counts = release_query(
        frame, Query("count", by=("g",)), 1e9, 0.0, {"g": ("a", "b", "z")}, "t.csv", rng
    )
    assert counts.table["cell"].tolist() == ["g=a", "g=b", "g=z"]
    assert counts.table["estimate"].to_numpy() == pytest.approx([3, 2, 0], abs=1e-6)
    assert counts.left_out == 2  # "c" is not declared, None is missing
    means = release_query(frame, Query("mean", "y", (0.0, 10.0), ("g",)), 1e9, 0.0,
                          {"g": ("a", "b")}, "t.csv", rng)  # fmt: skip
    twin = frame.assign(y=frame.y.clip(0, 10)).groupby("g").y.mean()
    assert means.table["estimate"].to_numpy() == pytest.approx(twin[["a", "b"]], abs=1e-5)
    assert means.clipped == 2


def test_negative_counts_are_raised_to_zero():
    frame = pd.DataFrame({"g": ["a"] * 3})
    result = release_query(frame, Query("count", by=("g",)), 0.01, 0.0, {"g": ("a", "b")},
                           "t.csv", np.random.default_rng(3))  # fmt: skip
    assert (result.table["estimate"] >= 0).all() and (result.table["lower_95"] >= 0).all()
    assert any("raised to 0" in n for n in result.notes)


def test_one_value_per_row_warns(document, tmp_path):
    document["queries"] = [{"type": "count", "by": ["household_id"]}]
    document["categories"]["household_id"] = household_ids()
    document["audit"] = {"enabled": False}
    _, outcome = run_task(TASK, load(document, tmp_path))
    assert any("one person or none" in w for w in outcome.manifest["warnings"])


def test_budget_split_adds_up():
    shares = split_budget(1.2, 1e-6, [1.0, 2.0, 3.0], [False, True, True])
    assert sum(e for e, _ in shares) == pytest.approx(1.2)
    assert [d for _, d in shares] == pytest.approx([0.0, 0.4e-6, 0.6e-6])
    assert shares[2][0] == pytest.approx(0.6)


def test_sample_release_manifest_and_ledger_agree(document, tmp_path):
    _, outcome = run_task(TASK, load(document, tmp_path))
    manifest = outcome.manifest
    dp = [q for q in manifest["queries"] if q["formally_private"]]
    assert manifest["guarantee"]["epsilon"] == pytest.approx(sum(q["epsilon"] for q in dp))
    led = manifest["dataset_ledger"]
    assert led["this_release"]["basic_epsilon"] == pytest.approx(manifest["guarantee"]["epsilon"])
    assert led["this_release"]["non_dp_entries"] == 1
    mos = next(q for q in manifest["queries"] if "mos" in q)
    assert mos["mos"]["sensitivity_level"] == "region" and len(mos["mos"]["chi"]) == 4
    assert not manifest["guarantee"]["formally_private"]
    audit = manifest["audit"]
    assert all(p["raw_recovered"] == 1.0 for p in audit["reconstruction"]["points"])
    assert audit["differencing"]["raw_recovers_exactly"]
    report = (tmp_path / "o" / "r.html").read_text(encoding="utf-8")
    assert "<svg" in report and "not formally private" in report


def test_default_project_for_a_loaded_table():
    frame = pd.read_csv(SAMPLES / "statistics_survey.csv")
    project = default_project(SAMPLES / "statistics_survey.csv", None, frame)
    assert project.input == InputSpec(SAMPLES / "statistics_survey.csv", None)
    assert not any(q.by for q in project.queries) and project.categories == {}  # none read
    assert project.queries[1].column == "age"  # household_id is one value per row
    low, high = project.queries[1].bounds
    assert low <= frame["age"].quantile(0.01) and high >= frame["age"].quantile(0.99)
    assert low % 10 == 0 and high % 10 == 0  # round numbers
    assert project.audit.reconstruction.column == "hiv_positive"
    project.shares()  # a valid budget


def test_proposed_bounds_do_not_show_an_outlier():
    """One income of 2,345,678 among values up to 90,000: bounds from the extremes were
    (0, 3,000,000), publishing the outlier's size and a 33 times wider noise."""
    rng = np.random.default_rng(0)
    frame = pd.DataFrame(
        {"region": rng.choice(["N", "S", "E"], 500), "income": rng.integers(1, 91, 500) * 1_000.0}
    )
    frame.loc[7, "income"] = 2_345_678.0
    project = default_project(Path("x.csv"), None, frame)
    assert project.queries[1].bounds == (0.0, 90_000.0)


def test_the_ledger_charges_what_each_query_spent(document, tmp_path):
    """ρ written to the ledger before the release (planned) equals the ρ of the noise the
    release then drew, for every query type of the sample (Laplace, Gaussian, exponential,
    sample-and-aggregate); MOS has none."""
    from engine.tasks.statistics.run import planned_rho

    project = load(document, tmp_path)
    _, outcome = run_task(TASK, project)
    shares = outcome.release.project.shares()  # δ resolved for the file's rows at release
    for result, (eps, delta) in zip(outcome.release.results, shares, strict=True):
        expected = planned_rho(result.query, eps, delta)
        if expected is None:
            assert result.rho is None and not result.query.formal
        else:
            assert result.rho == pytest.approx(expected, rel=1e-9)

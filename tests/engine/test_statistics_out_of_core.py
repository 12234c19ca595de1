"""Out-of-core aggregation with DuckDB (`processing.out_of_core`): the per-cell totals equal
the in-memory ones on CSV and Parquet (a twin), the candidates of a private choice of groups
counted in the whole file are labelled as the in-memory reader labels them, undeclared
categories are refused before the ledger is charged, text in a numeric column is refused by
row, queries and attacks that need rows in memory are refused by key, and a whole run works.
A Parquet file released in memory is aggregated the same way without loading its table."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.core.jobs import JobContext
from engine.core.parquet import write_parquet
from engine.core.runner import run_task
from engine.data.fingerprint import file_sha256
from engine.data.readers import read_table
from engine.statistics.key_selection import candidate_counts
from engine.statistics.out_of_core import candidate_counts_in_file, totals_from_file
from engine.statistics.parquet_totals import parquet_totals
from engine.statistics.queries import Query, bin_cells, group_cells, numeric
from engine.statistics.release_rows import bounded_cells, totals_of
from engine.tasks import get_task
from tests.paths import SAMPLES

CSV = SAMPLES / "statistics_survey.csv"
CATEGORIES = {"region": ("North", "South", "East"), "sex": ("F", "M")}  # West undeclared
FROM_FILE = ["district", "household_size"]  # declared as a private choice's candidates
QUERIES = [
    Query("count"),
    Query("count", by=("district",)),
    Query("contingency", by=("region", "sex")),
    Query("sum", "income", (0.0, 300000.0), ("region",)),
    Query("mean", "age", (20.0, 60.0), ("household_size",)),
    Query("histogram", "age", bins=(0.0, 25.0, 45.0, 65.0, 80.0)),
]


def in_memory(frame, query: Query, categories: dict):
    if query.type == "histogram":
        cells, clipped = bin_cells(numeric(frame, query.column, CSV), query.bins)
        return totals_of(cells, clipped=clipped)
    if query.type in ("sum", "mean"):
        cells, values, clipped = bounded_cells(frame, query, categories, CSV)
        return totals_of(cells, values, clipped)
    return totals_of(group_cells(frame, query.by, categories, CSV))


def declared_from(path) -> dict:
    """Every value of FROM_FILE's columns declared (the test knows its own data), as the
    DuckDB count of a private choice labels them."""
    found = {n: tuple(candidate_counts_in_file(path, n, JobContext())[0]) for n in FROM_FILE}
    return {**CATEGORIES, **found}


@pytest.mark.parametrize("fmt", ["csv", "parquet", "csv with decimal commas"])
def test_totals_equal_the_in_memory_twin(tmp_path, fmt):
    frame = pd.read_csv(CSV)
    frame.loc[5, "income"] = np.nan  # a missing value is left out in both
    frame["income"] = frame["income"] / 7  # decimals, written "14508,57" in a French export
    path = tmp_path / ("survey.parquet" if fmt == "parquet" else "survey.csv")
    if fmt == "csv":
        frame.to_csv(path, index=False)
    elif fmt == "parquet":
        write_parquet(frame, path)
    else:
        frame.to_csv(path, index=False, sep=";", decimal=",")
        assert read_table(path).frame["income"].equals(frame["income"])  # the reader's view
    categories = declared_from(path)
    for name in FROM_FILE:  # the whole file's values and counts, as in memory
        labels, counts = candidate_counts(frame[name])
        assert categories[name] == tuple(labels)
        assert np.array_equal(candidate_counts_in_file(path, name, JobContext())[1], counts)
    assert categories["household_size"][:2] == ("1", "2")  # not "1.0", nor sorted as text
    rows, totals = totals_from_file(path, QUERIES, categories, JobContext())
    assert rows == len(frame)
    for query, got in zip(QUERIES, totals, strict=True):
        want = in_memory(frame, query, categories)
        assert got.labels == want.labels, query.label
        assert np.array_equal(got.n, want.n), query.label
        if want.sums is not None:
            assert got.sums == pytest.approx(want.sums, rel=1e-12), query.label
        assert (got.clipped, got.left_out) == (want.clipped, want.left_out), query.label


def test_candidates_of_a_missing_column_are_refused_by_name(tmp_path):
    path = tmp_path / "survey.csv"
    shutil.copy(CSV, path)
    with pytest.raises(InputError) as error:
        candidate_counts_in_file(path, "nowhere", JobContext())
    assert error.value.column == "nowhere"


@pytest.mark.parametrize("encoding", ["cp1252", "utf-16"])
def test_labels_in_another_encoding_equal_the_in_memory_twin(tmp_path, encoding):
    """DuckDB reads UTF-8 only: a Windows or UTF-16 export is read through a UTF-8 copy."""
    names = {"North": "Nord-Côte", "South": "Sud “Île”", "East": "Est €"}
    frame = pd.read_csv(CSV).replace({"region": names})
    path = tmp_path / "survey.csv"
    frame.to_csv(path, index=False, encoding=encoding)
    categories = {"region": tuple(names.values()), "sex": ("F", "M")}
    query = Query("sum", "income", (0.0, 300000.0), ("region", "sex"))
    rows, (got,) = totals_from_file(path, [query], categories, JobContext())
    cells, values, clipped = bounded_cells(read_table(path).frame, query, categories, path)
    want = totals_of(cells, values, clipped)
    assert rows == len(frame) and got.labels == want.labels
    assert any("Sud “Île”" in label for label in got.labels)
    assert np.array_equal(got.n, want.n) and got.sums == pytest.approx(want.sums, rel=1e-12)
    assert got.left_out == want.left_out and want.left_out > 0  # West is undeclared


def test_text_in_a_numeric_column_is_refused_by_row(tmp_path):
    frame = pd.read_csv(CSV)
    frame["income"] = frame["income"].astype(str)
    frame.loc[41, "income"] = "n/a"
    path = tmp_path / "bad.csv"
    frame.to_csv(path, index=False)
    query = Query("mean", "income", (0.0, 1e6))
    with pytest.raises(InputError) as error:
        totals_from_file(path, [query], {}, JobContext())
    assert error.value.column == "income" and error.value.row == 43


def document(tmp_path) -> dict:
    shutil.copy(CSV, tmp_path / "survey.csv")
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "survey.csv"},
        "queries": [q.to_dict() for q in QUERIES],
        "categories": {k: list(v) for k, v in declared_from(tmp_path / "survey.csv").items()},
        "processing": {"out_of_core": True},
        "budget": {"epsilon": 1.0, "ledger": "ledger.jsonl"},
        "audit": {"enabled": True},
        "outputs": {"data": "t.csv", "manifest": "m.json", "report": "r.html"},
    }


@pytest.mark.parametrize("out_of_core", [True, False])
def test_undeclared_categories_are_refused_before_the_ledger_is_charged(tmp_path, out_of_core):
    doc = document(tmp_path)
    del doc["categories"]["district"]
    doc["processing"]["out_of_core"] = out_of_core
    task = get_task("statistics")
    with pytest.raises(ParameterError) as error:
        run_task(task, task.project_from_dict(doc, tmp_path))
    assert error.value.name == "categories.district"
    assert "never read from the data" in str(error.value)
    assert not (tmp_path / "ledger.jsonl").exists() and not (tmp_path / "t.csv").exists()


def test_a_whole_run_out_of_core(tmp_path):
    task = get_task("statistics")
    project = task.project_from_dict(document(tmp_path), tmp_path)
    _, outcome = run_task(task, project)
    manifest = outcome.manifest
    assert manifest["input"]["read"].startswith("out of core")
    assert outcome.release.rows == 3_000 and manifest["input"]["rows"] is None  # private
    assert manifest["dataset_ledger"]["spent_after"]["epsilon"] == pytest.approx(1.0)
    assert len(pd.read_csv(tmp_path / "t.csv")) == len(outcome.release.table)
    assert manifest["audit"]["cell_errors"]["rows"]


@pytest.mark.parametrize(
    "edit, key",
    [
        (lambda d: d["queries"].append({"type": "quantile", "column": "age",
                                         "bounds": [0, 100]}), "queries[6].type"),
        (lambda d: d["audit"].update(reconstruction={"column": "hiv_positive"}),
         "audit.reconstruction.column"),
    ],
)  # fmt: skip
def test_what_needs_rows_in_memory_is_refused(tmp_path, edit, key):
    doc = document(tmp_path)
    edit(doc)
    with pytest.raises(ParameterError) as error:
        get_task("statistics").project_from_dict(json.loads(json.dumps(doc)), tmp_path)
    assert error.value.name == key


def survey_parquet(tmp_path):
    """The survey as Parquet with missing values of every kind: NaN and NULL numbers, an
    infinite one, a NULL region and household size (an integer column with a NULL)."""
    frame = pd.read_csv(CSV)
    frame.loc[5, "income"] = np.nan
    frame["age"] = frame["age"].astype(float)
    frame.loc[[7, 8], "age"] = [np.nan, np.inf]  # a mean's lower bound is not 0
    frame.loc[9, "region"] = None
    frame["household_size"] = frame["household_size"].astype("Int64")
    frame.loc[10, "household_size"] = pd.NA
    path = tmp_path / "survey.parquet"
    write_parquet(frame, path)
    return read_table(path).frame, path


def test_a_parquet_file_in_memory_gives_the_in_memory_totals_without_loading_it(tmp_path):
    frame, path = survey_parquet(tmp_path)
    categories = {**CATEGORIES, "district": tuple(sorted(set(frame["district"]))),
                  "household_size": tuple(str(k) for k in range(1, 9))}  # fmt: skip
    queries = [*QUERIES, Query("histogram", "income", bins=(0.0, 1e5, 2e5))]
    found = parquet_totals(path, queries, categories, JobContext())
    _, from_file = totals_from_file(path, queries, categories, JobContext())  # out of core
    assert found.rows == len(frame) and found.sha256 == file_sha256(path)
    for query, got, out in zip(queries, found.totals, from_file, strict=True):
        want = in_memory(frame, query, categories)
        for totals in (got, out):
            assert totals.labels == want.labels and np.array_equal(totals.n, want.n), query.label
            if want.sums is not None:
                assert totals.sums == pytest.approx(want.sums, rel=1e-12), query.label
            assert (totals.clipped, totals.left_out) == (want.clipped, want.left_out)


def test_a_nan_stored_in_parquet_is_missing_out_of_core_as_in_memory(tmp_path):
    """A float column's NaN (not NULL) left out, not clamped to the upper bound."""
    import duckdb

    path = tmp_path / "nan.parquet"
    duckdb.sql(
        "SELECT * FROM (VALUES ('F', 1.0), ('F', 'NaN'::DOUBLE), ('M', NULL), ('M', 3.0)) t(sex, y)"
    ).write_parquet(str(path))
    frame = read_table(path).frame
    query, categories = Query("mean", "y", (0.0, 10.0), ("sex",)), {"sex": ("F", "M")}
    want = in_memory(frame, query, categories)
    (got,) = totals_from_file(path, [query], categories, JobContext())[1]
    assert np.array_equal(got.n, want.n) and np.array_equal(got.n, [1, 1])
    assert got.sums == pytest.approx(want.sums) and (got.clipped, got.left_out) == (0, 2)


@pytest.mark.parametrize(
    "by, categories",
    [
        (("household_id",), {"household_id": [str(k) for k in range(1, 3001)]}),  # an ID
        (("income",), {"income": ["1"]}),  # real numbers
    ],
)
def test_what_the_table_in_memory_must_judge_loads_it(tmp_path, by, categories):
    _, path = survey_parquet(tmp_path)
    assert parquet_totals(path, [Query("count", by=by)], categories, JobContext()) is None
    quantile = Query("quantile", "age", (0.0, 100.0), quantiles=(0.5,))
    assert parquet_totals(path, [quantile], {}, JobContext()) is None
    assert parquet_totals(CSV, [Query("count")], {}, JobContext()) is None


@pytest.mark.parametrize("attack", [False, True])
def test_a_whole_run_on_parquet_in_memory_reads_the_totals_only(tmp_path, attack):
    """Unless an audit attacks the rows themselves: then the table is loaded."""
    _, path = survey_parquet(tmp_path)
    doc = document(tmp_path)
    doc["input"]["path"], doc["processing"]["out_of_core"] = path.name, False
    if attack:
        doc["audit"]["reconstruction"] = {"column": "hiv_positive"}
    task = get_task("statistics")
    _, outcome = run_task(task, task.project_from_dict(doc, tmp_path))
    assert (outcome.release.frame is None) != attack and outcome.release.rows == 3_000
    assert outcome.manifest["input"]["read"] == "into memory"
    assert outcome.manifest["input"]["sha256"] == file_sha256(path)
    assert outcome.manifest["audit"]["cell_errors"]["rows"]

"""Where a grouping's cells come from in a project file: typed lists labelled as cells are,
a codebook (CSV with or without a header, an XLSForm's choices list) read by the project
reader and written back by name, bad codebooks refused by key; an identifier-like grouping
column refused by its key on the command line, in memory and out of core, with nothing
charged; the model's declared classes."""

from __future__ import annotations

import json
import shutil

import pandas as pd
import pytest
from openpyxl import Workbook

from engine.core.errors import InputError, ParameterError
from engine.statistics.categories import CODEBOOK, declared_label, labels_from_text
from engine.tasks.statistics.project import statistics_project_from_dict
from main import main as privdesk
from tests.paths import SAMPLES


def document(tmp_path, frame=None) -> dict:
    path = tmp_path / "survey.csv"
    if frame is None:
        shutil.copy(SAMPLES / "statistics_survey.csv", path)
    else:
        frame.to_csv(path, index=False)
    doc = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    doc.update(input={"path": "survey.csv"}, audit={"enabled": False})
    doc["budget"]["ledger"] = "ledger.jsonl"
    doc["outputs"] = {"data": "o/t.csv", "manifest": "o/m.json"}
    return doc


def test_typed_values_are_labelled_as_cells():
    assert labels_from_text("3.0\n 2.50, North ,, 03\nNorth") == ("3", "2.5", "North", "03")
    assert [declared_label(v) for v in (4, 4.0, "4.0", "x")] == ["4", "4", "4", "x"]


def test_a_csv_codebook_is_read_and_written_back_by_name(tmp_path):
    (tmp_path / "regions.csv").write_text("region\nNorth\nSouth\n", encoding="utf-8")
    (tmp_path / "bare.csv").write_text("F\nM\n", encoding="utf-8")
    doc = document(tmp_path)
    doc["categories"]["region"] = {"codebook": "regions.csv"}
    doc["categories"]["sex"] = {"codebook": "bare.csv", "header": False}
    project = statistics_project_from_dict(doc, tmp_path)
    assert project.categories["region"] == ("North", "South")
    assert project.categories["sex"] == ("F", "M")
    assert project.category_sources["region"].kind == CODEBOOK
    written = project.to_dict(relative_to=tmp_path)["categories"]
    assert written["region"] == {"codebook": "regions.csv", "list": None, "header": True}
    assert statistics_project_from_dict(project.to_dict(tmp_path), tmp_path) == project
    settings = project.settings()["category_sources"]["region"]
    assert settings == {"source": "codebook", "file_name": "regions.csv", "list": None}


def xlsform(path):
    book = Workbook()
    choices = book.active
    choices.title = "choices"
    for row in [("list_name", "name", "label::English (en)"), ("sex", "F", "Female"),
                ("sex", "M", "Male"), ("district", "D01", "One")]:  # fmt: skip
        choices.append(row)
    book.save(path)


def test_an_xlsform_list_is_read_by_its_name(tmp_path):
    xlsform(tmp_path / "form.xlsx")
    doc = document(tmp_path)
    doc["categories"]["sex"] = {"codebook": "form.xlsx", "list": "sex"}
    assert statistics_project_from_dict(doc, tmp_path).categories["sex"] == ("F", "M")
    for change, key in [({"list": "nope"}, "categories.sex.list"),
                        ({"list": None}, "categories.sex.list")]:  # fmt: skip
        doc["categories"]["sex"].update(change)
        with pytest.raises(ParameterError) as error:
            statistics_project_from_dict(doc, tmp_path)
        assert error.value.name == key


@pytest.mark.parametrize(
    "value, key",
    [
        ({"codebook": "missing.csv"}, None),  # the file is named
        ({"codebook": "codes.txt"}, "categories.region"),
        ({"file": "x.csv"}, "categories.region.file"),
        ([], "categories.region"),
        (["North", "North"], "categories.region"),
    ],
)
def test_bad_categories_are_refused_by_key(tmp_path, value, key):
    (tmp_path / "codes.txt").write_text("North\n", encoding="utf-8")
    doc = document(tmp_path)
    doc["categories"]["region"] = value
    with pytest.raises((ParameterError, InputError)) as error:
        statistics_project_from_dict(doc, tmp_path)
    if key is None:
        assert "missing.csv" in str(error.value)
    else:
        assert error.value.name == key


@pytest.mark.parametrize("out_of_core", [False, True])
def test_the_command_line_refuses_a_phone_column_as_a_grouping_by_key(
    tmp_path, capsys, out_of_core
):
    frame = pd.read_csv(SAMPLES / "statistics_survey.csv")
    frame["phone"] = [f"+228 9{i % 10} {i:06d}" for i in range(len(frame))]
    doc = document(tmp_path, frame)
    doc["queries"] = [{"type": "count", "by": ["region"]}, {"type": "count", "by": ["phone"]}]
    doc["categories"]["phone"] = ["+228 90 000000"]  # typed: still refused by name
    doc["budget"].pop("weights", None)
    doc["budget"]["split"] = "equal"
    doc["processing"] = {"out_of_core": out_of_core}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert privdesk(["run", str(path)]) == 2
    err = capsys.readouterr().err
    assert "queries[1].by" in err and "'phone' looks like phone numbers" in err
    assert not (tmp_path / "ledger.jsonl").exists() and not (tmp_path / "o").exists()

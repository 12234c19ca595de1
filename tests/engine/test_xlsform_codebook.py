"""The XLSForm as the data's codebook (engine.data.xlsform, engine.tasks.anonymize.form):
questions with their groups, choices lists, role suggestions, and the bad inputs it refuses
(a key column the form lacks, a value outside its question's choices) by file, sheet,
column and row, before anything is written."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError, ParameterError
from engine.data.xlsform import check_form, read_form, suggest_from_form
from engine.statistics.categories import read_codebook
from engine.tasks.anonymize.defaults import default_project, suggest_roles
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import release

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"

SURVEY = [
    ("start", "start", None),
    ("deviceid", "deviceid", None),
    ("begin group", "place", "Place"),
    ("select_one region", "region", "Region"),
    ("geopoint", "gps", "GPS"),
    ("end group", None, None),
    ("text", "contact", "Mobile number"),
    ("select_one sex or_other", "sex", "Sex"),
    ("integer", "age", "Age"),
    ("select_multiple need", "needs", "Needs"),
    ("calculate", "score", None),
    ("begin_repeat", "members", "Members"),
    ("select_one yes_no", "school", "Attends school?"),
    ("end_repeat", None, None),
    ("note", "thanks", "Thank you"),
]
CHOICES = [
    ("region", "north", "North"),
    ("region", "south", "South"),
    ("sex", 1, "Female"),
    ("sex", 2, "Male"),
    ("need", "food", "Food"),
    ("need", "water", "Water"),
    ("yes_no", "yes", "Yes"),
    ("yes_no", "no", "No"),
]


def _form(tmp_path: Path, survey=SURVEY, choices=CHOICES) -> Path:
    path = tmp_path / "form.xlsx"
    with pd.ExcelWriter(path) as book:
        pd.DataFrame(survey, columns=["type", "name", "label::English (en)"]).to_excel(
            book, sheet_name="survey", index=False
        )
        pd.DataFrame(choices, columns=["list_name", "name", "label"]).to_excel(
            book, sheet_name="choices", index=False
        )
    return path


def _data(n: int = 40) -> pd.DataFrame:
    rng = np.random.default_rng(3)
    return pd.DataFrame({
        "place/region": rng.choice(["north", "south"], n),
        "sex": rng.choice([1, 2], n),
        "age": rng.integers(18, 80, n),
        "needs": rng.choice(["food", "water food", "water"], n),
        "school": rng.choice(["yes", "no"], n),
    })  # fmt: skip


def test_questions_groups_and_choices(tmp_path):
    form = read_form(_form(tmp_path))
    names = [q.name for q in form.questions]
    assert names == ["start", "deviceid", "region", "gps", "contact", "sex", "age", "needs",
                     "score", "school", "thanks"]  # fmt: skip
    region = form.question("place/region")
    assert region.groups == ("place",) and region.label == "Region" and region.row == 5
    assert form.question("place-region") is region and form.question("region") is region
    school = form.question("members/school")
    assert school.repeat == "members" and school.list_name == "yes_no"
    assert form.choices["sex"] == (("1", "Female"), ("2", "Male"))
    assert form.allowed(form.question("sex")) == {"1", "2", "other"}  # or_other
    assert form.question("nothing") is None
    assert form.question("needs/water") is None  # a select_multiple's 0/1 column
    # the statistics codebook reads the same choices sheet
    assert read_codebook(form.path, "categories.region", "region") == ("north", "south")


def test_roles_suggested_by_the_form(tmp_path):
    form = read_form(_form(tmp_path))
    columns = ["start", "deviceid", "place/region", "gps", "contact", "sex", "age", "needs",
               "score", "school"]  # fmt: skip
    assert suggest_from_form(form, columns) == {
        "start": "identifiers", "deviceid": "identifiers", "place/region": "quasi_identifiers",
        "gps": "identifiers", "contact": "identifiers", "sex": "quasi_identifiers",
        "score": "identifiers", "school": "quasi_identifiers",
    }  # fmt: skip
    frame = _data()
    roles = suggest_roles(frame, form)
    assert roles["place/region"] == roles["sex"] == roles["school"] == "quasi_identifiers"
    assert roles["needs"] == "keep"  # select_multiple: no suggestion from the form
    assert suggest_roles(frame)["sex"] == "quasi_identifiers"  # its header, without a form
    data = tmp_path / "data.csv"
    frame.to_csv(data, index=False)
    project = default_project(data, None, frame, form.path)
    assert project.input.form == form.path
    assert set(project.columns.quasi_identifiers) >= {"place/region", "sex", "school"}
    assert project.to_dict(tmp_path)["input"]["form"] == "form.xlsx"


def _where(column, row):
    return Path("data.csv"), None, row + 2


def test_a_key_column_absent_from_the_form_is_refused(tmp_path):
    form = read_form(_form(tmp_path))
    frame = _data().rename(columns={"age": "years"})
    with pytest.raises(InputError) as info:
        check_form(form, frame, ["sex", "years"], _where)
    assert info.value.column == "years" and Path(info.value.path).name == "form.xlsx"
    assert "survey sheet" in str(info.value)


@pytest.mark.parametrize(
    ("column", "value", "shown"),
    [("sex", 3, "'3'"), ("needs", "water fuel", "'fuel'"), ("place/region", "east", "'east'")],
)
def test_a_value_outside_the_choices_is_refused_by_row(tmp_path, column, value, shown):
    form = read_form(_form(tmp_path))
    frame = _data()
    frame[column] = frame[column].astype(object)
    frame.loc[7, column] = value
    with pytest.raises(InputError) as info:
        check_form(form, frame, ["sex"], _where)
    assert (info.value.column, info.value.row, info.value.path) == (column, 9, "data.csv")
    assert shown in str(info.value) and "choices sheet" in str(info.value)
    frame.loc[7, column] = None  # a blank answer is allowed
    check_form(form, frame, ["sex"], _where)


def test_a_broken_form_is_refused_by_row(tmp_path):
    unknown_list = [*SURVEY[:3], ("select_one district", "district", "District"), *SURVEY[3:]]
    with pytest.raises(InputError) as info:
        read_form(_form(tmp_path, unknown_list))
    assert (info.value.column, info.value.row) == ("type", 5) and "district" in str(info.value)
    with pytest.raises(InputError) as info:
        read_form(_form(tmp_path, [("end group", None, None)]))
    assert (info.value.column, info.value.row) == ("type", 2)


def _project_doc(tmp_path, frame, form) -> dict:
    data = tmp_path / "data.csv"
    frame.to_csv(data, index=False)
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": "data.csv", "form": form},
        "columns": {
            "quasi_identifiers": ["sex", "place/region"],
            "keep": ["age", "needs"],
            "drop": ["school"],
        },
        "privacy_model": {"k": 2, "algorithm": "mondrian"},
        "audit": {"enabled": False},
        "outputs": {},
    }


def test_the_project_key_and_the_release(tmp_path):
    _form(tmp_path)
    frame = _data()
    project = anonymize_project_from_dict(_project_doc(tmp_path, frame, "form.xlsx"), tmp_path)
    assert project.input.form == tmp_path / "form.xlsx"
    assert len(release(project).table) > 0
    frame.loc[11, "sex"] = 5
    project = anonymize_project_from_dict(_project_doc(tmp_path, frame, "form.xlsx"), tmp_path)
    with pytest.raises(InputError) as info:
        release(project)
    assert (info.value.column, info.value.row) == ("sex", 13)
    (tmp_path / "form.csv").write_text("type,name\n")
    with pytest.raises(ParameterError) as info:
        anonymize_project_from_dict(_project_doc(tmp_path, frame, "form.csv"), tmp_path)
    assert info.value.name == "input.form" and "xlsx" in str(info.value)
    with pytest.raises(InputError) as info:
        anonymize_project_from_dict(_project_doc(tmp_path, frame, "missing.xlsx"), tmp_path)
    assert "input.form" in str(info.value) and "does not exist" in str(info.value)


def test_the_kobo_sample_with_its_form(tmp_path):
    doc = json.loads((SAMPLES / "kobo_project.json").read_text())
    doc["input"]["form"] = "kobo_form.xlsx"
    doc["outputs"], doc["audit"] = {}, {"enabled": False}
    project = anonymize_project_from_dict(doc, SAMPLES)
    frame = release(project).frame
    form = read_form(SAMPLES / "kobo_form.xlsx")
    roles = suggest_roles(frame, form)
    assert roles["resp_name"] == roles["gps"] == roles["deviceid"] == "identifiers"
    assert roles["m_sex"] == roles["dwelling_type"] == "quasi_identifiers"


def test_a_member_value_outside_the_choices_is_refused_in_its_sheet(tmp_path):
    import shutil

    from openpyxl import load_workbook

    for name in ("kobo_form.xlsx", "kobo_households.xlsx", "kobo_project.json"):
        shutil.copy(SAMPLES / name, tmp_path / name)
    book = load_workbook(tmp_path / "kobo_households.xlsx")
    sheet = book["hh_members"]
    column = [c.value for c in sheet[1]].index("hh_members/m_sex") + 1
    sheet.cell(row=12, column=column, value="unknown")
    book.save(tmp_path / "kobo_households.xlsx")
    doc = json.loads((tmp_path / "kobo_project.json").read_text())
    doc["input"]["form"] = "kobo_form.xlsx"
    doc["outputs"], doc["audit"] = {}, {"enabled": False}
    with pytest.raises(InputError) as info:
        release(anonymize_project_from_dict(doc, tmp_path))
    assert (info.value.column, info.value.row) == ("m_sex", 12)
    assert Path(info.value.path).name == "kobo_households.xlsx"
    assert "sheet 'hh_members'" in str(info.value) and "'unknown'" in str(info.value)

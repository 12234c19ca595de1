"""A survey export's starting anonymize project with its XLSForm: the form found beside the
export (`form_beside`), and design roles (weight, stratum, cluster, household) never
suggested as identifiers even when the form says `calculate`."""

from __future__ import annotations

import shutil

import pandas as pd
import pytest

from engine.core.jobs import JobContext
from engine.data.kobo import detect_export, linked_table
from engine.data.xlsform import form_beside, read_form
from engine.tasks.anonymize.defaults import default_project, suggest_design, suggest_roles
from engine.tasks.anonymize.linked import with_linked_input
from engine.tasks.anonymize.project import anonymize_project_from_dict
from tests.paths import SAMPLES


@pytest.fixture(scope="module")
def kobo_table():
    return linked_table(detect_export(SAMPLES / "kobo_households.xlsx"), JobContext())


def test_the_form_beside_a_kobo_export_is_found(tmp_path):
    assert form_beside(SAMPLES / "kobo_households.xlsx") == SAMPLES / "kobo_form.xlsx"
    shutil.copy(SAMPLES / "kobo_households.xlsx", tmp_path / "export.xlsx")
    assert form_beside(tmp_path / "export.xlsx") is None  # no form there
    # a workbook named like a form without survey and choices sheets is not proposed
    pd.DataFrame({"a": [1]}).to_excel(tmp_path / "form_notes.xlsx", index=False)
    assert form_beside(tmp_path / "export.xlsx") is None
    shutil.copy(SAMPLES / "kobo_form.xlsx", tmp_path / "my_form.xlsx")
    assert form_beside(tmp_path / "export.xlsx") == tmp_path / "my_form.xlsx"
    assert form_beside(tmp_path / "my_form.xlsx") is None  # never the export itself


def test_design_headers_are_suggested_and_never_identifiers(tmp_path):
    frame = pd.DataFrame(
        {"hh_weight": [10.5, 20.0, 31.2], "stratum": ["a", "b", "a"], "psu": [1, 2, 3],
         "wt_note": ["x", "y", "z"], "age": [3, 40, 41]}
    )  # fmt: skip
    assert suggest_design(frame) == {"weight": "hh_weight", "strata": "stratum", "cluster": "psu"}
    project = default_project(tmp_path / "d.csv", None, frame)
    design = project.columns.design
    assert (design.weight, design.strata, design.cluster) == ("hh_weight", "stratum", "psu")
    assert project.columns.role_of("hh_weight") == "keep"
    assert not {"hh_weight", "stratum", "psu"} & set(project.columns.identifiers)


def test_the_kobo_weight_is_a_calculate_question_yet_the_weight(kobo_table):
    table = kobo_table
    form_path = SAMPLES / "kobo_form.xlsx"
    form = read_form(form_path)
    assert form.question("weight").type == "calculate"
    assert suggest_roles(table.frame, form)["weight"] == "identifiers"  # the form alone
    project = with_linked_input(
        default_project(table.path, None, table.frame, form_path), table.linked.spec
    )
    columns = project.columns
    assert (columns.design.weight, columns.design.household) == ("weight", "_parent_index")
    assert columns.role_of("weight") == columns.role_of("_parent_index") == "keep"
    assert "weight" not in project.masking
    assert {"resp_name", "resp_phone", "gps", "deviceid", "m_name"} <= set(columns.identifiers)
    assert {"admin2", "dwelling_type", "m_sex", "water_source"} <= set(columns.quasi_identifiers)
    assert project.input.form == form_path
    # the project reads back as the command line would (design roles allowed with these roles)
    again = anonymize_project_from_dict(project.to_dict(SAMPLES), SAMPLES)
    assert again.columns == columns


def test_a_date_the_form_lacks_is_dropped_not_a_key(kobo_table):
    table = kobo_table
    form = read_form(SAMPLES / "kobo_form.xlsx")
    roles = suggest_roles(table.frame, form)
    assert form.question("_submission_time") is None
    assert roles["_submission_time"] == "drop"  # a key would be refused at the release
    assert suggest_roles(table.frame)["_submission_time"] == "quasi_identifiers"  # no form
    assert all(form.question(c) is not None for c, r in roles.items() if r == "quasi_identifiers")

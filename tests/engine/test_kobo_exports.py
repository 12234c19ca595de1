"""KoBo (XLSX) and ODK Central (CSV) survey exports in the anonymize task: group headers
shown by their question's name, select_multiple in both shapes, members joined to their
households, the release written back as the same tables with every key replaced
consistently, every broken link refused by file, sheet, column and row with nothing
written, and the bundled KoBo sample run headless."""

from __future__ import annotations

import json
import re

import numpy as np
import pandas as pd
import pytest

import engine.data.kobo as kobo
from engine.anonymize.kobo_write import linked_sheets
from engine.cli import main as cli
from engine.core.errors import InputError, ParameterError
from engine.core.project_file import InputSpec
from engine.core.runner import run_task
from engine.data.kobo import read_linked
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.task import TASK
from tests.paths import SAMPLES, load_script

UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def _kobo_sheets() -> tuple[pd.DataFrame, pd.DataFrame]:
    uuids = [f"{i:08x}-aaaa-bbbb-cccc-{i:012x}" for i in range(1, 5)]
    main = pd.DataFrame(
        {
            "hh/hh_code": ["A", "B", "C", "D"],  # unique per household: the tests' own join
            "location/district": ["North", "South", "North", "East"],
            "needs/priority": ["food water", "water", "food", "cash food"],
            "needs/priority/food": [1, 0, 1, 1],
            "needs/priority/water": [1, 1, 0, 0],
            "needs/priority/cash": [0, 0, 0, 1],
            "weight": [10.5, 20.0, 12.25, 8.0],
            "meta/instanceID": [f"uuid:{u}" for u in uuids],
            "meta/deprecatedID": [None, "uuid:old-2", None, None],  # B was edited
            "_id": [901, 902, 903, 904],
            "_uuid": uuids,
            "_submission_time": ["2026-05-01", "2026-05-02", "2026-05-03", "2026-05-04"],
            "_index": [1, 2, 3, 4],
        }
    )
    parent = [1, 1, 2, 3, 3, 3]  # household 4 has no member
    members = pd.DataFrame(
        {
            "members/m_name": ["Ama", "Kofi", "Esi", "Yao", "Afi", "Edem"],
            "members/m_age": [34, 8, 51, 40, 38, 12],
            "_index": range(1, 7),
            "_parent_table_name": "survey",
            "_parent_index": parent,
            "_submission__id": [900 + p for p in parent],
            "_submission__uuid": [uuids[p - 1] for p in parent],
            "_submission__submission_time": [main["_submission_time"][p - 1] for p in parent],
        }
    )
    return main, members


def _write_kobo(folder, main=None, members=None):
    default_main, default_members = _kobo_sheets()
    path = folder / "export.xlsx"
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        (default_main if main is None else main).to_excel(writer, sheet_name="survey", index=False)
        (default_members if members is None else members).to_excel(
            writer, sheet_name="members", index=False
        )
    return path


def _write_odk(folder, members_frame=None):
    main = pd.DataFrame(
        {
            "SubmissionDate": ["2026-05-01", "2026-05-02", "2026-05-03"],
            "hh-hh_code": ["A", "B", "C"],
            "location-district": ["North", "South", "North"],
            "needs-priority": ["food water", "water", "food"],
            "weight": [1.5, 2.0, 3.0],
            "meta-instanceID": ["uuid:k1", "uuid:k2", "uuid:k3"],
            "KEY": ["uuid:k1", "uuid:k2", "uuid:k3"],
        }
    )
    members = pd.DataFrame(
        {
            "members-m_name": ["Ama", "Kofi", "Esi", "Yao"],
            "members-m_age": [34, 8, 51, 40],
            "PARENT_KEY": ["uuid:k1", "uuid:k1", "uuid:k2", "uuid:k3"],
            "KEY": ["uuid:k1/members[1]", "uuid:k1/members[2]", "uuid:k2/members[1]",
                    "uuid:k3/members[1]"],
        }
    )  # fmt: skip
    main.to_csv(folder / "form.csv", index=False)
    (members if members_frame is None else members_frame).to_csv(
        folder / "form-members.csv", index=False
    )
    return folder / "form.csv", folder / "form-members.csv"


def _doc(inp: dict, folder, data: str, **columns) -> dict:
    cols = {"quasi_identifiers": ["district"], "household": None, **columns}
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": inp,
        "columns": cols,
        "privacy_model": {"k": 1, "algorithm": "mondrian"},
        "audit": {"enabled": False},
        "outputs": {"data": str(folder / data), "manifest": str(folder / "out_manifest.json")},
    }


def test_kobo_headers_select_multiple_and_join(tmp_path):
    linked = read_linked(InputSpec(_write_kobo(tmp_path), None, "kobo_xlsx"))
    assert list(linked.frame.columns) == [
        "hh_code", "district", "priority", "priority/food", "priority/water", "priority/cash",
        "weight", "_submission_time", "_parent_index", "m_name", "m_age",
    ]  # fmt: skip
    assert linked.describe() == "households + 1 members sheets, linked by _index → _parent_index"
    assert linked.frame["hh_code"].tolist() == ["A", "A", "B", "C", "C", "C", "D"]
    assert linked.frame["_parent_index"].tolist() == ["1", "1", "2", "3", "3", "3", "4"]
    assert linked.frame["m_name"].isna().tolist() == [False] * 6 + [True]  # D: no member
    assert linked.origin("m_age") == (linked.members, "members/m_age")
    assert linked.choices[("main", "needs/priority")] == tuple(
        f"needs/priority/{o}" for o in ("food", "water", "cash")
    )


def test_select_multiple_as_01_columns_only_and_name_clashes(tmp_path):
    main, members = _kobo_sheets()
    main = main.drop(columns=["needs/priority"])  # exported as 0/1 columns only
    main["other/district"] = main["location/district"]  # two questions named "district"
    linked = read_linked(InputSpec(_write_kobo(tmp_path, main, members), None, "kobo_xlsx"))
    columns = list(linked.frame.columns)
    assert {"priority/food", "priority/water", "priority/cash"} <= set(columns)
    assert {"location/district", "other/district"} <= set(columns)  # originals kept
    assert "district" not in columns


def test_odk_headers_and_links(tmp_path):
    main, repeat = _write_odk(tmp_path)
    linked = read_linked(InputSpec(main, None, "odk_csv", (repeat,)))
    assert list(linked.frame.columns) == [
        "SubmissionDate", "hh_code", "district", "priority", "weight", "PARENT_KEY", "m_name",
        "m_age",
    ]  # fmt: skip
    assert linked.members.name == "members"
    assert linked.describe() == "households + 1 members sheets, linked by KEY → PARENT_KEY"


def _by_code(frame: pd.DataFrame, codes: pd.Series, *sort) -> pd.DataFrame:
    return frame.assign(_code=codes.to_numpy()).sort_values(["_code", *sort]).reset_index(drop=True)


def test_kobo_round_trip_changes_only_the_keys(tmp_path):
    path = _write_kobo(tmp_path)
    before = path.read_bytes()
    doc = _doc({"kind": "kobo_xlsx", "path": str(path)}, tmp_path, "out.xlsx",
               keep=["hh_code", "priority", "m_name", "m_age"])  # fmt: skip
    run_task(TASK, anonymize_project_from_dict(doc, tmp_path))
    assert path.read_bytes() == before  # the input is only read
    out = pd.read_excel(tmp_path / "out.xlsx", sheet_name=None)
    main_in, members_in = _kobo_sheets()
    assert list(out) == ["survey", "members"]
    main_out, members_out = out["survey"], out["members"]
    assert list(main_out.columns) == list(main_in.columns)
    assert list(members_out.columns) == list(members_in.columns)
    keys = ["meta/instanceID", "meta/deprecatedID", "_id", "_uuid", "_index"]
    a = _by_code(main_in, main_in["hh/hh_code"])
    b = _by_code(main_out, main_out["hh/hh_code"])
    pd.testing.assert_frame_equal(a.drop(columns=keys), b.drop(columns=keys), check_dtype=False)
    assert all(UUID.match(u) for u in b["_uuid"]) and not set(b["_uuid"]) & set(a["_uuid"])
    assert (b["meta/instanceID"] == "uuid:" + b["_uuid"]).all()
    former = b["meta/deprecatedID"]
    assert former.notna().tolist() == [False, True, False, False]
    assert UUID.match(former[1].removeprefix("uuid:")) and former[1] != "uuid:" + b["_uuid"][1]
    assert sorted(b["_index"]) == [1, 2, 3, 4] and (b["_id"] == b["_index"]).all()
    # Members: the same rows, linked to the same households through the new keys.
    code_of = dict(zip(main_out["_index"], main_out["hh/hh_code"], strict=True))
    uuid_of = dict(zip(main_out["_index"], main_out["_uuid"], strict=True))
    time_of = dict(zip(main_out["_index"], main_out["_submission_time"], strict=True))
    parents = members_out["_parent_index"]
    assert (members_out["_submission__uuid"] == parents.map(uuid_of)).all()
    assert (members_out["_submission__id"] == parents).all()
    assert (members_out["_submission__submission_time"] == parents.map(time_of)).all()
    in_code = members_in["_parent_index"].map(
        dict(zip(main_in["_index"], main_in["hh/hh_code"], strict=True))
    )
    member_keys = ["_index", "_parent_index", "_submission__id", "_submission__uuid"]
    c = _by_code(members_in, in_code, "members/m_name").drop(columns=member_keys)
    d = _by_code(members_out, parents.map(code_of), "members/m_name").drop(columns=member_keys)
    pd.testing.assert_frame_equal(c, d, check_dtype=False)


def test_odk_round_trip_keys_consistent_across_files(tmp_path):
    main, repeat = _write_odk(tmp_path)
    inp = {"kind": "odk_csv", "main": str(main), "repeats": [str(repeat)]}
    doc = _doc(inp, tmp_path, "out.csv", keep=["hh_code", "m_name", "m_age"])
    written, _ = run_task(TASK, anonymize_project_from_dict(doc, tmp_path))
    assert {p.name for p in written} >= {"out.csv", "out-members.csv"}
    main_out = pd.read_csv(tmp_path / "out.csv")
    members_out = pd.read_csv(tmp_path / "out-members.csv")
    assert list(main_out.columns) == list(pd.read_csv(main).columns)
    assert (main_out["meta-instanceID"] == main_out["KEY"]).all()
    assert main_out["KEY"].str.fullmatch(r"uuid:[0-9a-f-]{36}").all()
    assert not set(main_out["KEY"]) & {"uuid:k1", "uuid:k2", "uuid:k3"}
    key_of = dict(zip(main_out["hh-hh_code"], main_out["KEY"], strict=True))
    expected = {"Ama": ("A", "/members[1]"), "Kofi": ("A", "/members[2]"),
                "Esi": ("B", "/members[1]"), "Yao": ("C", "/members[1]")}  # fmt: skip
    for _, row in members_out.iterrows():
        code, tail = expected[row["members-m_name"]]
        assert row["PARENT_KEY"] == key_of[code]
        assert row["KEY"] == key_of[code] + tail


def test_household_values_agree_or_are_starred(monkeypatch):
    main, members = _kobo_sheets()
    linked = _linked_frames(monkeypatch, main, members)
    table = linked.frame.copy()
    table.loc[0, "district"] = "Nord"  # one member of household A released otherwise
    rows = np.arange(len(table))
    sheets = linked_sheets(linked, table, rows, b"k" * 32)
    out = sheets["survey"].set_index("hh/hh_code")
    assert out.loc["A", "location/district"] == "*"
    assert out.loc["B", "location/district"] == "South"
    # select_multiple: 0/1 columns blank where the text column was changed.
    table = linked.frame.copy()
    table.loc[table["hh_code"] == "B", "priority"] = "*"
    out = linked_sheets(linked, table, rows, b"k" * 32)["survey"].set_index("hh/hh_code")
    assert out.loc["B", "needs/priority"] == "*"
    assert pd.isna(out.loc["B", "needs/priority/water"])
    assert out.loc["A", "needs/priority/water"] == 1


def _linked_frames(monkeypatch, main, members):
    """`read_linked` of two sheets without a file (the write-back's own tests)."""
    sheets = [kobo.Sheet("survey", None, "survey", main, ""),
              kobo.Sheet("members", None, "members", members, "")]  # fmt: skip
    monkeypatch.setattr(kobo, "read_sheets", lambda spec, ctx=None: sheets)
    return kobo.read_linked(InputSpec(None, None, "kobo_xlsx"))


def _refused(tmp_path, doc) -> InputError:
    with pytest.raises(InputError) as caught:
        run_task(TASK, anonymize_project_from_dict(doc, tmp_path))
    assert not list(tmp_path.glob("out*")), "nothing is written"
    return caught.value


def _kobo_doc(tmp_path, main=None, members=None, **columns):
    path = _write_kobo(tmp_path, main, members)
    return _doc({"kind": "kobo_xlsx", "path": str(path)}, tmp_path, "out.xlsx", **columns)


def test_member_without_household_is_refused(tmp_path):
    main, members = _kobo_sheets()
    members.loc[4, "_parent_index"] = 9
    error = _refused(tmp_path, _kobo_doc(tmp_path, main, members))
    assert (error.sheet, error.column, error.row) == ("members", "_parent_index", 6)
    assert "export.xlsx" in str(error) and "9" in str(error)


def test_duplicate_household_key_is_refused(tmp_path):
    main, members = _kobo_sheets()
    main.loc[2, "_index"] = 1
    error = _refused(tmp_path, _kobo_doc(tmp_path, main, members))
    assert (error.sheet, error.column, error.row) == ("survey", "_index", 4)
    assert "row 2" in str(error)  # where it came first


def test_repeat_sheet_without_parent_key_is_refused(tmp_path):
    main, members = _kobo_sheets()
    error = _refused(tmp_path, _kobo_doc(tmp_path, main, members.drop(columns="_parent_index")))
    assert (error.sheet, error.column) == ("members", "_parent_index")


def test_odk_member_without_household_is_refused(tmp_path):
    frame = pd.DataFrame({"m": ["x"], "PARENT_KEY": ["uuid:nope"], "KEY": ["uuid:nope/m[1]"]})
    main, repeat = _write_odk(tmp_path, frame)
    doc = _doc({"kind": "odk_csv", "main": str(main), "repeats": [str(repeat)]}, tmp_path,
               "out.csv")  # fmt: skip
    error = _refused(tmp_path, doc)
    assert (error.path, error.sheet, error.column, error.row) == (
        str(repeat),
        "members",
        "PARENT_KEY",
        2,
    )


@pytest.mark.parametrize("bad, reason", [(0.0, "not above 0"), (None, "missing")])
def test_bad_household_weight_names_its_sheet_and_row(tmp_path, bad, reason):
    main, members = _kobo_sheets()
    main.loc[2, "weight"] = bad
    error = _refused(tmp_path, _kobo_doc(tmp_path, main, members, weight="weight"))
    assert (error.sheet, error.column, error.row) == ("survey", "weight", 4)
    assert reason in str(error)


@pytest.mark.parametrize(
    "inp, key",
    [
        ({"kind": "spss"}, "input.kind"),
        ({"kind": "odk_csv", "main": "form.csv", "repeats": []}, "input.repeats"),
        ({"kind": "kobo_xlsx", "path": "form.csv"}, "input.path"),
        ({"kind": "kobo_xlsx", "path": "export.xlsx", "group_separator": "//"},
         "input.group_separator"),
    ],
)  # fmt: skip
def test_input_section_is_checked(tmp_path, inp, key):
    _write_kobo(tmp_path)
    _write_odk(tmp_path)
    with pytest.raises(ParameterError) as caught:
        anonymize_project_from_dict(_doc(inp, tmp_path, "out.xlsx"), tmp_path)
    assert caught.value.name == key


def test_output_must_be_the_exports_format(tmp_path):
    doc = _kobo_doc(tmp_path)
    doc["outputs"]["data"] = str(tmp_path / "out.csv")
    with pytest.raises(ParameterError, match=r"outputs\.data"):
        anonymize_project_from_dict(doc, tmp_path)


def test_kobo_sample_runs_headless(tmp_path, capsys):
    """`python3 main.py run resources/samples/kobo_project.json`: risk, local suppression,
    both sheets written back with their keys, the report."""
    assert cli(["run", str(SAMPLES / "kobo_project.json"), "--output-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert re.search(
        r"Survey risk: global risk [\d.]+ % → [\d.]+ % \(threshold 3 %\): publishable", out
    )
    assert {p.name for p in tmp_path.iterdir()} == {
        "kobo_released.xlsx", "kobo_report.html", "kobo_manifest.json"
    }  # fmt: skip
    sheets = pd.read_excel(tmp_path / "kobo_released.xlsx", sheet_name=None)
    households, members = sheets["needs_assessment"], sheets["hh_members"]
    assert len(households) == 300 and len(members) == 1314
    assert set(members["_parent_index"]) == set(households["_index"])
    uuid_of = dict(zip(households["_index"], households["_uuid"], strict=True))
    assert (members["_submission__uuid"] == members["_parent_index"].map(uuid_of)).all()
    assert "respondent/resp_name" not in households and "hh_members/m_name" not in members
    assert (members["hh_members/m_age"].astype(str).str.startswith("[")).any()  # generalized
    manifest = json.loads((tmp_path / "kobo_manifest.json").read_text())  # the shared one
    assert manifest["release"]["tables"] == {"needs_assessment": 300, "hh_members": 1314}
    assert "Released tables" in (tmp_path / "kobo_report.html").read_text()


def test_odk_members_csv_follows_the_output_folder(tmp_path, capsys):
    main, repeat = _write_odk(tmp_path)
    doc = _doc({"kind": "odk_csv", "main": str(main), "repeats": [str(repeat)]}, tmp_path,
               "released.csv", keep=["m_name"])  # fmt: skip
    project = tmp_path / "project.json"
    project.write_text(json.dumps(doc))
    folder = tmp_path / "out"
    assert cli(["run", str(project), "--output-dir", str(folder), "--quiet"]) == 0
    assert {p.name for p in folder.iterdir()} >= {"released.csv", "released-members.csv"}


@pytest.mark.parametrize("suffix", ["sav", "dta"])
def test_spss_and_stata_value_labels_are_kept(tmp_path, suffix):
    import pyreadstat

    frame = pd.DataFrame(
        {
            "sex": [1.0, 2.0, 1.0, 2.0, 1.0, 2.0],
            "age": [23.0, 37.0, 45.0, 51.0, 62.0, 70.0],
            "water": [1.0, 2.0, 2.0, 1.0, 3.0, 1.0],
        }
    )
    labels = {"sex": {1: "Female", 2: "Male"}, "water": {1: "Tap", 2: "Well", 3: "River"}}
    write = pyreadstat.write_sav if suffix == "sav" else pyreadstat.write_dta
    write(frame, str(tmp_path / f"in.{suffix}"), variable_value_labels=labels,
          column_labels={"water": "Main water source"})  # fmt: skip
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": f"in.{suffix}"},
        "columns": {"quasi_identifiers": ["age"], "keep": ["sex", "water"]},
        "generalization": {"age": {"type": "interval", "widths": [10]}},
        "privacy_model": {"k": 2, "algorithm": "lattice"},
        "audit": {"enabled": False},
        "outputs": {"data": f"out.{suffix}"},
    }
    run_task(TASK, anonymize_project_from_dict(doc, tmp_path))
    read = pyreadstat.read_sav if suffix == "sav" else pyreadstat.read_dta
    out, meta = read(str(tmp_path / f"out.{suffix}"))
    assert meta.variable_value_labels == labels  # age was generalized: it has none
    assert meta.column_names_to_labels["water"] == "Main water source"
    assert sorted(out["sex"]) == sorted(frame["sex"])


def test_sample_generator_gives_the_committed_export():
    fresh = load_script(SAMPLES / "make_kobo_sample.py").sheets()
    committed = pd.read_excel(SAMPLES / "kobo_households.xlsx", sheet_name=None)
    assert list(committed) == ["needs_assessment", "hh_members"]
    for frame, (sheet, saved) in zip(fresh, committed.items(), strict=True):
        pd.testing.assert_frame_equal(frame, saved, check_dtype=False, obj=sheet)


def test_a_further_repeat_table_is_left_out_and_said(tmp_path):
    main, members = _kobo_sheets()
    path = _write_kobo(tmp_path, main, members)
    nested = pd.DataFrame({"assets/item": ["radio"], "_index": [1], "_parent_index": [2],
                           "_parent_table_name": ["members"]})  # fmt: skip
    with pd.ExcelWriter(path, engine="openpyxl", mode="a") as writer:
        nested.to_excel(writer, sheet_name="assets", index=False)
    doc = _doc({"kind": "kobo_xlsx", "path": str(path)}, tmp_path, "out.xlsx")
    _, outcome = run_task(TASK, anonymize_project_from_dict(doc, tmp_path))
    assert list(pd.read_excel(tmp_path / "out.xlsx", sheet_name=None)) == ["survey", "members"]
    assert "Repeat group table assets was not released." in outcome.manifest["release"]["notes"]


def test_a_kobo_export_with_dash_headers_and_a_chosen_members_sheet(tmp_path):
    main, members = _kobo_sheets()
    main.columns = [c.replace("location/", "location-") for c in main.columns]
    path = _write_kobo(tmp_path, main, members)
    dashed = InputSpec(path, None, "kobo_xlsx", (), "members", "-")
    assert "district" in read_linked(dashed).frame.columns
    with pytest.raises(ParameterError, match="must name a repeat group of the households: members"):
        read_linked(InputSpec(path, None, "kobo_xlsx", (), "nope"))

"""Survey design roles of the anonymize task (weight, household, strata, cluster) and the
survey risk review: bad weights and household ids refused by file, column and row; the raw
and released risk in the holder's audit; the released risk shared only when it is computed
from released values alone; the publication rule said plainly."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.sdc_risk import frequencies, global_risk, individual_risk, key_codes
from engine.core.boundary import allowed, shared_manifest
from engine.core.errors import InputError, ParameterError
from engine.tasks.anonymize import audit as audit_stage
from engine.tasks.anonymize import manifest as manifest_stage
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import release
from engine.tasks.anonymize.survey_risk import verdict
from engine.tasks.anonymize.task import SHARED_KEYS, TASK


def _members(households: int = 120, seed: int = 3) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    size = rng.integers(1, 6, households)
    hh = np.repeat([f"H{i:04d}" for i in range(households)], size)
    n = len(hh)
    hh_weight = rng.uniform(2, 12, households).round(2)  # a dense sample: raw risk above 3 %
    return pd.DataFrame(
        {
            "hh_id": hh,
            "age": rng.integers(0, 90, n),
            "sex": rng.choice(["F", "M"], n),
            "district": np.repeat(rng.choice(["North", "South", "East"], households), size),
            "income": rng.integers(100, 900, n),
            "weight": np.repeat(hh_weight, size),
        }
    )


def _doc(tmp_path, frame, columns=None, **extra_columns) -> dict:
    path = tmp_path / "members.csv"
    frame.to_csv(path, index=False)
    cols = columns or {
        "quasi_identifiers": ["age", "sex", "district"],
        "keep": ["income"],
        "identifiers": ["hh_id"],
        "weight": "weight",
        "household": "hh_id",
        "strata": "district",
    }
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": str(path)},
        "columns": {**cols, **extra_columns},
        "masking": {"hh_id": {"method": "pseudonym"}},
        "privacy_model": {"k": 3, "algorithm": "mondrian", "t": None},
        "audit": {"enabled": True},
        "outputs": {},
    }


def _project(tmp_path, frame, **kw):
    return anonymize_project_from_dict(_doc(tmp_path, frame, **kw), tmp_path)


def test_design_roles_are_read_and_written_back(tmp_path):
    project = _project(tmp_path, _members(), cluster="hh_id")
    design = project.columns.design
    assert (design.weight, design.household, design.strata) == ("weight", "hh_id", "district")
    cols = project.to_dict()["columns"]
    assert cols["weight"] == "weight" and cols["household"] == "hh_id"
    again = anonymize_project_from_dict(project.to_dict(), tmp_path)
    assert again.columns.design == design


@pytest.mark.parametrize(
    ("extra", "key"),
    [
        ({"weight": "age"}, "columns.weight"),  # a weight cannot be a quasi-identifier
        ({"cluster": "weight"}, "columns.cluster"),  # one column, two design roles
        ({"household": 3}, "columns.household"),  # not a column name
    ],
)
def test_contradicting_design_roles_are_refused_by_key(tmp_path, extra, key):
    with pytest.raises(ParameterError) as info:
        _project(tmp_path, _members(), **extra)
    assert info.value.name == key


@pytest.mark.parametrize(
    ("column", "value", "words"),
    [
        ("weight", 0.0, "not above 0"),
        ("weight", -2.5, "not above 0"),
        ("weight", np.nan, "missing"),
        ("weight", "heavy", "not a number"),
        ("hh_id", " ", "household id is blank"),
        ("hh_id", np.nan, "household id is blank"),
    ],
)
def test_bad_weights_and_household_ids_are_refused_by_file_column_and_row(
    tmp_path, column, value, words
):
    frame = _members()
    frame[column] = frame[column].astype(object)
    frame.loc[7, column] = value
    with pytest.raises(InputError) as info:
        release(_project(tmp_path, frame))
    err = info.value
    assert (err.column, err.row) == (column, 9) and words in str(err)
    assert "members.csv" in str(err)


def test_a_design_column_the_file_lacks_is_refused(tmp_path):
    with pytest.raises(InputError, match=r"columns\.weight names column 'w'"):
        release(_project(tmp_path, _members(), weight="w"))


def test_raw_and_released_survey_risk_in_the_holders_audit(tmp_path):
    frame = _members()
    rel = release(_project(tmp_path, frame))
    sdc = audit_stage.audit(rel)["survey_risk"]
    keys = ["age", "sex", "district"]
    freq = frequencies(key_codes(frame, keys), frame["weight"].to_numpy(float))
    raw = global_risk(individual_risk(freq))
    assert sdc["raw"]["global_risk"] == pytest.approx(raw.share, abs=1e-12)
    assert sdc["raw"]["expected_reidentifications"] == pytest.approx(raw.expected, abs=1e-9)
    assert sdc["raw"]["records"] == len(frame) and sdc["weighted"]
    released = sdc["released"]
    assert released["global_risk"] < sdc["raw"]["global_risk"]
    assert released["k_violations"]["3"] == 0  # k = 3 on the released keys
    assert released["household_global_risk"] >= released["global_risk"]
    assert released["unique_with_column"]["income"] >= released["sample_uniques"]
    assert sdc["publishable"] == (released["global_risk"] < 0.03)


def test_the_released_risk_is_shared_only_from_released_values(tmp_path):
    frame = _members()
    rel = release(_project(tmp_path, frame))
    audits = audit_stage.audit(rel)
    manifest = manifest_stage.build_manifest(rel, audits)
    shared = allowed(manifest, SHARED_KEYS)
    assert shared["release"]["survey_risk"]["records"] == len(rel.table)
    assert "audit" not in shared  # the raw risk stays with the holder
    # recomputed from the released table alone: the same number
    table = rel.table.replace("*", np.nan)
    freq = frequencies(key_codes(table, ["age", "sex", "district"]), table["weight"].to_numpy())
    ours = global_risk(individual_risk(freq)).share
    assert shared["release"]["survey_risk"]["global_risk"] == pytest.approx(ours, abs=1e-12)
    dropped = release(_project(tmp_path, frame, drop=["weight"], keep=["income"]))
    hidden = manifest_stage.build_manifest(dropped, audit_stage.audit(dropped))
    assert hidden["release"]["survey_risk"] is None  # weights not released: holder only


def test_the_publication_rule_is_stated_plainly(tmp_path):
    sdc = {"raw": {"global_risk": 0.052}, "released": {"global_risk": 0.014},
           "publish_below": 0.03, "publishable": True}  # fmt: skip
    assert verdict(sdc) == "global risk 5.2 % → 1.4 % (threshold 3 %): publishable"
    rel = release(_project(tmp_path, _members()))
    manifest = manifest_stage.build_manifest(rel, audit_stage.audit(rel))
    assert any(line.startswith("Survey risk: global risk ") for line in TASK.summary(manifest))
    holder = TASK.render_report(manifest)
    assert verdict(manifest["audit"]["survey_risk"]) in holder
    shared = TASK.render_report(shared_manifest(manifest, SHARED_KEYS))
    assert "released table: global risk " in shared and " % → " not in shared

"""The survey methods in the anonymize task (the project's `methods` section): applied after
the recoding and local suppression; household variables the same for every member of a
household; PRAM's matrices, the counts and the information loss in the holder's audit
only; bad keys and bad values refused naming the key, or the file, column and row."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.sdc_risk import frequencies, key_codes
from engine.core.boundary import shared_manifest
from engine.core.errors import InputError, ParameterError
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import STAR
from engine.tasks.anonymize.task import SHARED_KEYS, TASK


def _households(households: int = 150, seed: int = 4) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    size = rng.integers(1, 6, households)
    per_home = lambda values, p=None: np.repeat(rng.choice(values, households, p=p), size)  # noqa: E731
    n = int(size.sum())
    return pd.DataFrame(
        {
            "hh_id": np.repeat([f"H{i:04d}" for i in range(households)], size),
            "district": per_home(["North", "South", "East", "West"], [0.4, 0.3, 0.2, 0.1]),
            "dwelling": per_home(["tent", "house", "shelter", "flat"], [0.5, 0.3, 0.15, 0.05]),
            "water": per_home(["well", "tap", "river", "truck"]),
            "sex": rng.choice(["F", "M"], n),
            "age": rng.integers(0, 90, n),
            "income": np.repeat(rng.gamma(2.0, 150.0, households).round(), size),
            "expenses": rng.gamma(2.0, 80.0, n).round(1),
            "savings": rng.normal(500, 200, n).round(1),
            "weight": np.repeat(rng.uniform(2, 12, households).round(2), size),
        }
    )


METHODS = {
    "household_variables": ["dwelling", "water", "income"],
    "pram": {"columns": ["water", "dwelling"], "pd": 0.7, "alpha": 0.5, "invariant": True},
    "microaggregation": {"columns": ["income", "expenses"], "k": 3},
    "noise": {"columns": ["savings"], "method": "correlated", "level": 50},
    "top_bottom": {"expenses": {"top": 400, "top_value": 400}},
}


def _doc(tmp_path, frame=None, methods=None, **model) -> dict:
    path = tmp_path / "members.csv"
    (_households() if frame is None else frame).to_csv(path, index=False)
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": str(path)},
        "columns": {
            "quasi_identifiers": ["district", "dwelling", "sex", "age"],
            "keep": ["water", "income", "expenses", "savings"],
            "identifiers": ["hh_id"],
            "weight": "weight",
            "household": "hh_id",
            "strata": "district",
        },
        "masking": {"hh_id": {"method": "pseudonym"}},
        "methods": METHODS if methods is None else methods,
        "privacy_model": {
            "k": 3,
            "algorithm": "lattice",
            "max_suppression": 0.5,
            "local_suppression": True,
            "t": None,
            **model,
        },
        "audit": {"enabled": True},
        "outputs": {},
    }


def _run(tmp_path, **kw):
    project = anonymize_project_from_dict(_doc(tmp_path, **kw), tmp_path)
    rel = TASK.release(project, None)
    return rel, TASK.build_manifest(rel, TASK.audit(rel, None))


@pytest.mark.parametrize("model", [{}, {"algorithm": "mondrian", "local_suppression": False}])
def test_household_members_never_disagree_and_methods_apply(tmp_path, model):
    rel, manifest = _run(tmp_path, **model)
    raw = rel.frame.iloc[rel.rows].reset_index(drop=True)
    homes = raw["hh_id"]
    for name in METHODS["household_variables"]:
        assert rel.table[name].astype(str).groupby(homes).nunique().max() == 1, name
    done = manifest["release"]["methods"]
    water = done["pram"]["water"]
    assert water["per_household"] and set(water["matrices"]) <= {"North", "South", "East", "West"}
    for matrix in water["matrices"].values():
        np.testing.assert_allclose(np.sum(matrix, axis=1), 1.0, atol=1e-5)
    assert (rel.table["expenses"] <= 400).all()  # top coding, then group means
    groups = rel.table.groupby(["district", "income"]).size()
    assert groups.min() >= 1 and rel.table["income"].nunique() < raw["income"].nunique()
    assert not np.allclose(rel.table["savings"], raw["savings"])
    loss = manifest["audit"]["methods_loss"]
    assert loss["continuous"]["il1s"] > 0 and 0 <= loss["continuous"]["il1s_mean"] < 5
    assert loss["categorical"]["water"]["changed"] == int(
        (rel.table["water"].astype(str) != raw["water"].astype(str)).sum()
    )
    entries = [e["mechanism"] for e in manifest["ledger"]["entries"]]
    assert "PRAM (post-randomization)" in entries and "microaggregation (MDAV, k = 3)" in entries


def test_a_suppressed_household_variable_is_suppressed_for_the_whole_household(tmp_path):
    """Local suppression sets single members' dwelling to '*'; their households follow, and
    every record still shares its key combination with k = 3 ('*' matching any value)."""
    rel, manifest = _run(tmp_path, methods={"household_variables": ["dwelling"]})
    assert manifest["release"]["methods"]["household_cells_suppressed"]["dwelling"] > 0
    homes = rel.frame["hh_id"].to_numpy()[rel.rows]
    assert rel.table["dwelling"].astype(str).groupby(homes).nunique().max() == 1
    keys = ["district", "dwelling", "sex", "age"]
    assert frequencies(key_codes(rel.table, keys, (STAR,))).fk.min() >= 3


def test_the_matrix_and_the_losses_stay_with_the_holder(tmp_path):
    _, manifest = _run(tmp_path)
    shared = shared_manifest(manifest, SHARED_KEYS)
    assert "methods" not in shared["release"] and "audit" not in shared
    assert shared["settings"]["methods"] == json.loads(json.dumps(METHODS))
    text = json.dumps(shared)
    assert "matrices" not in text and "il1s" not in text
    holder = TASK.render_report(manifest)
    for words in (
        "Survey methods",
        "Chance of each released value",
        "stratum North",
        "Information lost by the survey methods",
        "values changed",
    ):
        assert words in holder, words
    public = TASK.render_report(shared)
    assert "Survey methods" in public and "random change of categories (PRAM)" in public
    assert "Chance of each released value" not in public and "Information lost" not in public


def test_the_release_draws_fresh_randomness(tmp_path):
    project = anonymize_project_from_dict(_doc(tmp_path), tmp_path)
    one, two = TASK.release(project, None), TASK.release(project, None)
    first = one.table.set_index(one.rows).sort_index()["savings"]
    second = two.table.set_index(two.rows).sort_index()["savings"]
    assert not np.allclose(first, second)


@pytest.mark.parametrize(
    ("methods", "key"),
    [
        ({"pram": {"columns": ["water"], "pd": 1.5}}, "methods.pram.pd"),
        ({"pram": {"columns": ["water"], "alpha": -0.1}}, "methods.pram.alpha"),
        ({"pram": {"columns": []}}, "methods.pram.columns"),
        ({"pram": {"columns": ["hh_id"]}}, "methods.pram.columns"),
        (
            {"pram": {"columns": ["expenses"]}, "noise": {"columns": ["expenses"]}},
            "methods.pram.columns",
        ),
        ({"pram": {"columns": ["water"], "pd": 0.8, "extra": 1}}, "methods.pram.extra"),
        ({"microaggregation": {"columns": ["income"], "k": 1}}, "methods.microaggregation.k"),
        ({"microaggregation": {"columns": ["age"]}}, "methods.microaggregation.columns"),
        ({"microaggregation": {"columns": ["weight"]}}, "methods.microaggregation.columns"),
        ({"noise": {"columns": ["savings"], "method": "ROMM"}}, "methods.noise.method"),
        ({"noise": {"columns": ["savings"], "level": 0}}, "methods.noise.level"),
        ({"top_bottom": {"income": {"top": 5}}}, "methods.top_bottom.income.top_value"),
        ({"top_bottom": {"income": {}}}, "methods.top_bottom.income"),
        (
            {"top_bottom": {"income": {"top": 5, "top_value": 5, "bottom": 9, "bottom_value": 9}}},
            "methods.top_bottom.income.bottom",
        ),
        ({"top_bottom": {"age": {"top": 80, "top_value": 80}}}, "methods.top_bottom.age"),
        ({"household_variables": "water"}, "methods.household_variables"),
        ({"colour": 1}, "methods.colour"),
    ],
)
def test_bad_method_settings_are_refused_by_key(tmp_path, methods, key):
    with pytest.raises(ParameterError) as err:
        anonymize_project_from_dict(_doc(tmp_path, methods=methods), tmp_path)
    assert key in str(err.value)


def test_household_variables_need_a_household_id(tmp_path):
    doc = _doc(tmp_path, methods={"household_variables": ["water"]})
    del doc["columns"]["household"]
    with pytest.raises(ParameterError, match=r"methods\.household_variables"):
        anonymize_project_from_dict(doc, tmp_path)


def test_bad_values_are_refused_naming_file_column_and_row(tmp_path):
    frame = _households()
    frame["expenses"] = frame["expenses"].astype(object)
    frame.loc[6, "expenses"] = "lots"
    project = anonymize_project_from_dict(_doc(tmp_path, frame), tmp_path)
    with pytest.raises(InputError) as err:
        TASK.release(project, None)
    assert (err.value.column, err.value.row) == ("expenses", 8) and "members.csv" in str(err.value)
    frame = _households()
    second = frame.index[frame["hh_id"].duplicated()][0]
    frame.loc[second, "water"] = "bottled"
    project = anonymize_project_from_dict(_doc(tmp_path, frame), tmp_path)
    with pytest.raises(InputError, match="disagree") as err:
        TASK.release(project, None)
    assert (err.value.column, err.value.row) == ("water", second + 2)


def test_microaggregation_k_above_a_stratum_is_refused_by_key(tmp_path):
    methods = {"microaggregation": {"columns": ["expenses", "savings"], "k": 400}}
    project = anonymize_project_from_dict(_doc(tmp_path, methods=methods), tmp_path)
    with pytest.raises(ParameterError, match=r"methods\.microaggregation\.k"):
        TASK.release(project, None)


def test_the_command_line_runs_the_methods_and_writes_the_holder_audit(tmp_path):
    from engine.cli import main as cli

    doc = _doc(tmp_path)
    doc["outputs"] = {"data": str(tmp_path / "out.csv"), "report": str(tmp_path / "report.html"),
                      "manifest": str(tmp_path / "manifest.json")}  # fmt: skip
    project = tmp_path / "project.json"
    project.write_text(json.dumps(doc), encoding="utf-8")
    assert cli(["run", str(project), "--quiet", "--holder-audit"]) == 0
    shared = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))
    holder = json.loads((tmp_path / "report_holder_audit.json").read_text(encoding="utf-8"))
    assert "methods" not in shared["release"] and "pram" in holder["release"]["methods"]
    out = pd.read_csv(tmp_path / "out.csv")
    assert (out["expenses"] <= 400).all()
    bad = {**doc, "methods": {"pram": {"columns": ["water"], "pd": 2}}}
    project.write_text(json.dumps(bad), encoding="utf-8")
    (tmp_path / "out.csv").unlink()
    assert cli(["run", str(project), "--quiet"]) == 2 and not (tmp_path / "out.csv").exists()


def test_a_method_column_the_file_lacks_is_refused_by_key(tmp_path):
    frame = _households().drop(columns=["savings"])
    doc = _doc(tmp_path, frame, methods={"noise": {"columns": ["savings"]}})
    doc["columns"]["keep"].remove("savings")
    project = anonymize_project_from_dict(doc, tmp_path)
    with pytest.raises(InputError, match=r"methods\.noise\.columns names column 'savings'"):
        TASK.release(project, None)

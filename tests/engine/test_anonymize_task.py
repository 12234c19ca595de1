"""The anonymize task end to end: pycanon agrees on every release, no identifier or key in
any written file, pseudonym behaviour, bad inputs refused with nothing written."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from pycanon import anonymity

from engine.anonymize import masking
from engine.core.boundary import split
from engine.core.errors import InputError, ParameterError
from engine.core.project_file import load_project
from engine.core.runner import run_task
from engine.tasks import get_task
from tests.paths import SAMPLES

QIS = ["age", "sex", "district", "birth_date"]
TASK = get_task("anonymize")


def _project(tmp_path: Path, rows: int | None = None, classifier=False, **changes) -> Path:
    doc = json.loads((SAMPLES / "anonymize_project.json").read_text(encoding="utf-8"))
    if not classifier:  # the classifier audit trains models: once is enough
        doc["audit"].pop("classifier_target", None)
    people = SAMPLES / "anonymize_people.csv"
    if rows is not None:
        pd.read_csv(people, dtype=str).head(rows).to_csv(tmp_path / "people.csv", index=False)
        people = tmp_path / "people.csv"
    doc["input"]["path"] = str(people)
    doc["audit"]["external"]["path"] = str(SAMPLES / "anonymize_voters.csv")
    for section, values in changes.items():
        if values is None:
            doc.pop(section, None)
        elif isinstance(values, dict) and isinstance(doc.get(section), dict):
            doc[section].update(values)
        else:
            doc[section] = values
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _run(path: Path):
    """Release and write; a test that releases again into the same files replaces them."""
    project = load_project(path)
    written, outcome = run_task(TASK, project, overwrite=True)
    return written, outcome


def _released(outcome) -> pd.DataFrame:
    return outcome.release.table.astype(str)


def _pycanon_agrees(outcome, qis=QIS):
    table = _released(outcome)
    m = outcome.manifest["release"]["measured"]
    assert anonymity.k_anonymity(table, qis) == m["k"]
    assert anonymity.l_diversity(table, qis, ["diagnosis"]) == m["l_distinct"]
    assert anonymity.t_closeness(table, qis, ["diagnosis"]) == pytest.approx(m["t"], abs=1e-9)
    entropy_l = anonymity.entropy_l_diversity(table, qis, ["diagnosis"])  # ⌊exp(min H)⌋ in floats
    assert math.floor(m["l_shannon"] - 1e-9) <= entropy_l <= math.floor(m["l_shannon"] + 1e-9)
    spec = outcome.project.privacy_model
    assert m["k"] >= spec.k and m["l_distinct"] >= spec.l
    assert spec.t is None or m["t"] <= spec.t + 1e-9


def test_mondrian_sample_release_checked_by_pycanon_and_clean(tmp_path, monkeypatch):
    key = bytes(range(32))
    monkeypatch.setattr(masking, "new_key", lambda: key)
    written, outcome = _run(_project(tmp_path, classifier=True))
    _pycanon_agrees(outcome)
    utility = outcome.manifest["audit"]["classifier"]
    assert utility["test_records"] == 600 and 0 < utility["released"]["auc"] <= 1
    raw = pd.read_csv(SAMPLES / "anonymize_people.csv", dtype=str)
    blob = b"".join(p.read_bytes() for p in written).decode("utf-8")
    for column in ("full_name", "phone"):
        for value in raw[column].dropna().unique():
            assert value not in blob, (column, value)
    assert key.hex() not in blob and key.hex().upper() not in blob
    table = outcome.release.table
    assert "notes" not in table.columns and set(table["phone"]) == {"[REDACTED]"}
    # one person's token is the same wherever the name repeats within a release
    assert table["full_name"].nunique() == raw["full_name"].nunique()
    manifest = outcome.manifest
    assert manifest["ledger"]["totals"][0]["formally_private"] is False
    assert any("NA" in note for note in manifest["release"]["notes"])  # missing sex values


def test_pseudonyms_differ_between_releases_unless_a_key_file_is_given(tmp_path):
    first = _run(_project(tmp_path, rows=300))[1].release.table["full_name"]
    second = _run(_project(tmp_path, rows=300))[1].release.table["full_name"]
    assert not set(first) & set(second)
    key_file = masking.new_key_file(tmp_path / "tokens.key")
    masked = {"full_name": {"method": "pseudonym", "key_file": str(key_file)},
              "phone": {"method": "redact"}}  # fmt: skip
    a = _run(_project(tmp_path, rows=300, masking=masked))[1]
    b = _run(_project(tmp_path, rows=300, masking=masked))[1]
    assert set(a.release.table["full_name"]) == set(b.release.table["full_name"])
    assert "key file" in a.manifest["masking"]["full_name"]["key"]
    assert key_file.read_text().strip() not in json.dumps(a.manifest)


def test_recursive_and_entropy_diversity_releases_checked_by_pycanon(tmp_path):
    for model in ({"l_kind": "recursive", "l": 2, "c": 3.0}, {"l_kind": "entropy", "l": 2}):
        _, outcome = _run(_project(tmp_path, rows=800, privacy_model={**model, "t": None}))
        _pycanon_agrees(outcome)
        if model["l_kind"] == "entropy":
            assert outcome.manifest["release"]["measured"]["l_shannon"] >= 2 - 1e-9


def test_lattice_release_with_star_suppression_checked_by_pycanon(tmp_path):
    path = _project(
        tmp_path,
        rows=600,
        privacy_model={"algorithm": "lattice", "suppressed": "star", "t": None, "k": 4,
                       "max_suppression": 0.05},
        generalization={"age": {"type": "interval", "widths": [10, 20, 40]},
                        "birth_date": {"type": "date"}, "district": {"type": "prefix"}},
    )  # fmt: skip
    _, outcome = _run(path)
    _pycanon_agrees(outcome)
    release = outcome.manifest["release"]
    assert release["algorithm"]["name"].startswith("lattice")
    assert release["records_released"] == 600  # suppressed rows kept with "*"
    sup = outcome.release.table["age"] == "*"
    assert sup.sum() == release["suppressed_records"] <= 30


def test_linkage_matches_a_brute_force_twin(tmp_path):
    _, outcome = _run(_project(tmp_path, rows=400, privacy_model={"t": None}))
    rel = outcome.release
    voters = pd.read_csv(SAMPLES / "anonymize_voters.csv", dtype=str)
    table = rel.table
    people = pd.read_csv(tmp_path / "people.csv", dtype=str)

    def ok(label: str, values: np.ndarray) -> np.ndarray:
        """Which raw values (None = missing) are compatible with one released label."""
        missing = pd.isna(values)
        text = np.where(missing, "", values).astype(str)
        if label == "*":
            return np.ones(len(values), dtype=bool)
        na_ok = label == "NA" or label.endswith(" or NA")
        if label.startswith("["):
            lo, hi = label.split(" or ")[0][1:-1].split(", ")
            hit = (text >= lo) & (text <= hi)
        elif label.endswith("*"):
            hit = np.char.startswith(text, label.rstrip("*"))
        elif label.startswith("{"):
            hit = np.isin(text, label[1:-1].split(", "))
        else:
            hit = text == label
        return np.where(missing, na_ok, hit & ~missing)

    columns = {"sex": voters["sex"].to_numpy(object), "birth_date": voters["dob"].to_numpy(object),
               "district": voters["district"].to_numpy(object)}  # fmt: skip
    counts = [
        int((ok(row.sex, columns["sex"]) & ok(row.birth_date, columns["birth_date"])
             & ok(row.district, columns["district"])).sum())
        for row in table.itertuples()
    ]  # fmt: skip
    counts = np.array(counts)
    linked = outcome.manifest["audit"]["linkage"]["released"]
    assert linked["uniquely_linked"] == int((counts == 1).sum())
    assert linked["not_linked"] == int((counts == 0).sum())
    raw_unique = (
        people.merge(
            voters.rename(columns={"dob": "birth_date"}), on=["sex", "birth_date", "district"]
        )
        .groupby("phone_x")
        .size()
    )
    assert outcome.manifest["audit"]["linkage"]["raw"]["uniquely_linked"] == int(
        (raw_unique == 1).sum()
    )


def test_without_external_file_expected_correct_links_equal_the_classes(tmp_path):
    audit = {"enabled": True, "external": None}
    _, outcome = _run(_project(tmp_path, rows=300, audit=audit))
    linked = outcome.manifest["audit"]["linkage"]["released"]
    assert linked["expected_correct_links"] == pytest.approx(outcome.release.n_classes)


def test_bad_inputs_are_refused_naming_the_problem_and_nothing_is_written(tmp_path):
    with pytest.raises(ParameterError, match="larger than the number of records"):
        _run(_project(tmp_path, rows=50, privacy_model={"k": 51}))
    bad_external = {"enabled": True, "external": {
        "path": str(SAMPLES / "anonymize_voters.csv"), "link_on": {"sex": "gender"}}}  # fmt: skip
    with pytest.raises(InputError, match="gender"):
        _run(_project(tmp_path, rows=50, audit=bad_external))
    hierarchy = tmp_path / "districts.csv"
    hierarchy.write_text("0101,01\n0102,01\n", encoding="utf-8")
    gen = {"district": {"type": "hierarchy", "file": str(hierarchy)}}
    with pytest.raises(InputError, match=r"not in the hierarchy.*") as err:
        _run(_project(tmp_path, rows=50, generalization=gen))
    assert "row" in str(err.value) and "district" in str(err.value)
    with pytest.raises(ParameterError, match="distinct values"):
        _run(_project(tmp_path, rows=50, privacy_model={"l": 9}))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["districts.csv", "people.csv",
                                                          "project.json"]  # fmt: skip


def test_hmac_tokens_resist_the_dictionary_attack_that_inverts_plain_hashes():
    space = [f"{i:05d}" for i in range(100_000)]
    secret = rng_values = np.random.default_rng(5).choice(space, 50, replace=False)
    key = masking.new_key()
    tokens = masking.pseudonymize(pd.Series(rng_values), key).tokens
    plain = {hashlib.sha256(v.encode()).hexdigest()[:16] for v in secret}
    table = {hashlib.sha256(v.encode()).hexdigest()[:16]: v for v in space}
    assert all(t in table for t in plain)  # every plain token inverted
    assert not any(t in table for t in tokens)  # no keyed token


def test_top_coding_and_the_default_project_of_a_fresh_table(tmp_path):
    gen = {"age": {"type": "interval", "widths": [10, 20], "top": 70}}
    model = {"algorithm": "lattice", "t": None, "max_suppression": 0.05}
    _, outcome = _run(_project(tmp_path, rows=500, generalization=gen, privacy_model=model))
    ages = set(outcome.release.table["age"])
    assert "> 70" in ages or "*" in ages
    share = outcome.manifest["top_bottom_coded"]["age"]["share_top_coded"]
    raw = pd.read_csv(tmp_path / "people.csv")
    assert share == pytest.approx((raw["age"] > 70).mean())
    shared = split(outcome)[0].manifest  # a share of the input: the holder's only
    assert "top_bottom_coded" not in shared and shared["generalization"]["age"]["top"] == 70
    searched = shared["release"]["algorithm"]  # the nodes the data made feasible: holder's
    assert "node" in searched and not {"nodes_checked", "nodes_scored"} & set(searched)
    from engine.tasks.anonymize.defaults import default_project
    from engine.tasks.anonymize.run import release

    project = default_project(tmp_path / "people.csv", None, raw)
    assert {"full_name", "phone"} <= set(project.columns.identifiers)
    rel = release(project)
    assert rel.measured.k >= project.privacy_model.k
    assert rel.algorithm["name"].startswith("lattice")  # small lattice: MATH 6.4's default


def test_a_hierarchy_file_drives_both_algorithms(tmp_path):
    raw = pd.read_csv(SAMPLES / "anonymize_people.csv", dtype=str).head(600)
    hierarchy = tmp_path / "districts.csv"
    codes = sorted(raw["district"].unique())
    hierarchy.write_text("".join(f"{c},region {c[:2]}\n" for c in codes), encoding="utf-8")
    gen = {"district": {"type": "hierarchy", "file": str(hierarchy)}}
    for algorithm in ("mondrian", "lattice"):
        model = {"algorithm": algorithm, "t": None}
        _, outcome = _run(_project(tmp_path, rows=600, generalization=gen, privacy_model=model))
        _pycanon_agrees(outcome)
        labels = set(outcome.release.table["district"])
        assert labels <= set(codes) | {f"region {c[:2]}" for c in codes} | {"*"}


def test_suggested_roles_use_identifier_shapes_headers_and_dates():
    from engine.tasks.anonymize.defaults import suggest_roles

    n = 40
    frame = pd.DataFrame(
        {
            "hotel": [f"h{i % 3}" for i in range(n)],  # "tel" inside a word: not an identifier
            "contact": [f"+228 90 {i:02d} 12 34" for i in range(n)],  # phone-shaped values
            "tel": ["x"] * n,
            "visit": ["2024-01-02"] * n,  # dates: a quasi-identifier
            "gender": ["F"] * n,
            "score": [i % 7 for i in range(n)],  # repeats (unique integers: MATH 6.1 flags)
        }
    )
    roles = suggest_roles(frame)
    assert roles == {"hotel": "keep", "contact": "identifiers", "tel": "identifiers",
                     "visit": "quasi_identifiers", "gender": "quasi_identifiers",
                     "score": "keep"}  # fmt: skip

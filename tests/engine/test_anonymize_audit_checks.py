"""Review fixes of the anonymize release and audit: automatic ladders do not publish an
outlier's size (MATH 6.2), star-mode audits count the star class (MATH 6.5), and a
population file with F_E < |E| is warned about and never scores risk 0 (MATH 6.5)."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.auto import build_ladder, robust_range
from engine.anonymize.risk import class_risk
from engine.tasks.anonymize import audit as audit_stage
from engine.tasks.anonymize import manifest as manifest_stage
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.report import render_report
from engine.tasks.anonymize.run import release
from engine.tasks.anonymize.task import TASK


def _project(tmp_path, frame, model, qis, sensitive=("diag",), external=None):
    path = tmp_path / "data.csv"
    frame.to_csv(path, index=False)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": str(path)},
        "columns": {
            "quasi_identifiers": list(qis),
            "sensitive": list(sensitive),
            "keep": [c for c in frame.columns if c not in qis and c not in sensitive],
        },
        "privacy_model": model,
        "audit": {"enabled": True, **({"external": external} if external else {})},
        "outputs": {},
    }
    return anonymize_project_from_dict(doc, tmp_path)


def _incomes(outlier: float | None) -> pd.DataFrame:
    rng = np.random.default_rng(0)
    n = 200
    frame = pd.DataFrame(
        {
            "income": rng.integers(1000, 3000, n).astype(float),
            "sex": rng.choice(["F", "M"], n),
            "diag": rng.choice(list("ab"), n),
        }
    )
    if outlier is not None:
        frame.loc[0, "income"] = outlier
    return frame


def test_the_manifest_shows_nothing_of_a_suppressed_outliers_size(tmp_path):
    """t22: one income of 987,654 among 1,000–3,000 is suppressed; the automatic widths
    and anchor were 50,000 … 1,600,000 and 0 (from the full range), now as without it."""
    model = {"k": 5, "algorithm": "lattice", "max_suppression": 0.05, "t": None}
    described = []
    for outlier in (None, 987_654.0):
        rel = release(_project(tmp_path, _incomes(outlier), model, ("income", "sex")))
        assert outlier is None or rel.suppressed[0]
        manifest = manifest_stage.build_manifest(rel, None)
        described.append(manifest["generalization"]["income"])
        assert "98765" not in json.dumps(manifest)
    assert described[0] == described[1]
    assert described[1]["widths"][0] == 100 and described[1]["anchor"] == 1000
    assert max(described[1]["widths"]) < 10_000


def test_robust_range_trims_fewer_records_than_the_guard():
    values = np.r_[np.arange(1000.0, 1100.0), [1e9, 2e9, 3e9, 4e9]]  # 4 outliers, guard 5
    low, high = robust_range(values, guard=5)
    assert (low, high) == (1005.0, 1098.0)
    assert robust_range(np.array([1.0, 2.0, 3.0]), guard=5) == (1.0, 3.0)  # too few to trim
    ladder = build_ladder("x", pd.Series(values))
    assert ladder.widths[0] == 5 and ladder.anchor == 1005.0
    assert (ladder.low, ladder.high) == (1000.0, 4e9)  # the true range: Mondrian's widths
    assert ladder.loss_range == (1005.0, 1100.0)  # the published loss's: robust, on the grid


def test_the_information_loss_shows_nothing_of_a_suppressed_outlier(tmp_path):
    """Reviewer's case: a suppressed outlier's value was Σ widths / (n·GIL − suppressed),
    the column range of MATH 6.6, exactly (a 104-year-old gave a range of exactly 83 years,
    a birth date to the day). The published losses no longer depend on its value."""
    model = {"k": 5, "algorithm": "lattice", "max_suppression": 0.05, "t": None}
    losses = []
    for income, born in ((987_654.0, "1921-03-05"), (555_555.0, "1931-07-19")):
        frame = _incomes(income)
        rng = np.random.default_rng(1)
        days = rng.integers(0, 3650, len(frame))
        frame["born"] = (pd.Timestamp("1980-01-01") + pd.to_timedelta(days, "D")).strftime(
            "%Y-%m-%d"
        )
        frame.loc[0, "born"] = born
        project = _project(tmp_path, frame, model, ("income", "sex", "born"))
        rel = release(project)
        assert rel.suppressed[0]
        loss = audit_stage.audit(rel)["information_loss"]
        losses.append({k: loss[k] for k in ("gil", "per_column")})
    assert losses[0] == losses[1]
    assert 0 < losses[0]["per_column"]["income"] < 1


def test_star_mode_audits_count_the_star_class(tmp_path):
    """t8: 80 rows in 11 classes (4 records in the star class); the audit used 76 / 10:
    MATH 6.5's n and J count every released record and class."""
    rng = np.random.default_rng(0)
    n = 80
    frame = pd.DataFrame(
        {
            "age": rng.integers(18, 80, n),
            "sex": rng.choice(["F", "M"], n),
            "region": rng.choice(["R1", "R2", "R3", "R4"], n),
            "zip": rng.choice(["7501", "7502", "7511", "7622", "7623"], n),
            "diag": rng.choice(["flu", "cold", "hiv", "cancer"], n, p=[0.4, 0.3, 0.2, 0.1]),
        }
    )
    model = {"k": 4, "l": 2, "algorithm": "lattice", "max_suppression": 0.2,
             "suppressed": "star", "t": None}  # fmt: skip
    rel = release(_project(tmp_path, frame, model, ("age", "sex", "region", "zip")))
    assert rel.suppressed.any()
    sizes = rel.table.astype(str).groupby(["age", "sex", "region", "zip"]).size()
    j = len(sizes)  # the star class included (11 at the review's commit)
    assert j == rel.measured.classes
    risk = audit_stage.audit(rel)["risk"]["released"]
    assert (risk["records"], risk["classes"]) == (80, j)  # was (76, 10)
    assert risk["prosecutor_mean"] == pytest.approx(j / 80)  # 0.1375, was 0.1316
    assert risk["prosecutor_max"] == pytest.approx(1 / sizes.min())
    assert sum(risk["class_sizes"].values()) == j


def test_star_class_homogeneity_is_reported(tmp_path):
    """A star class whose records share one diagnosis discloses it: the homogeneity audit
    must count it as the measured models do."""
    ages = [20 + i for i in range(55)] + [150, 300, 450, 600, 750]  # 5 far apart
    diag = [("a", "b")[i % 2] for i in range(55)] + ["z"] * 5
    frame = pd.DataFrame({"age": ages, "diag": diag})
    model = {
        "k": 5,
        "l": 1,
        "algorithm": "lattice",
        "max_suppression": 0.1,
        "suppressed": "star",
        "t": None,
    }  # fmt: skip  (l = 1 on purpose: the default is 2)
    rel = release(_project(tmp_path, frame, model, ("age",)))
    assert rel.suppressed.sum() == 5 and rel.measured.homogeneous_records == 5
    hom = audit_stage.audit(rel)["homogeneity"]["released"]
    assert hom["records"] == 5 and hom["disclosed"] == {"diag": {"z": 5}}


def test_journalist_risk_uses_e_where_the_population_is_short():
    classes = np.array([0, 0, 1, 1, 1, 2, 2])
    population = np.array([10, 0, 1])  # class 1: no row; class 2: 1 row for 2 records
    risk = class_risk(classes, 3, population)
    assert risk["classes_smaller_in_population"] == 2
    assert risk["records_smaller_in_population"] == 5
    assert risk["classes_not_in_population"] == 1
    assert risk["journalist_max"] == pytest.approx(1 / 2)  # was 1.0 for F_E = 1
    expected = (2 / 10 + 3 / 3 + 2 / 2) / 7
    assert risk["journalist_mean"] == pytest.approx(expected)  # no class scored 0
    assert risk["marketer_with_population"] == pytest.approx(expected)
    assert class_risk(classes, 3, np.array([10, 3, 2]))["classes_smaller_in_population"] == 0


def test_a_short_population_file_is_warned_about(tmp_path):
    """t23: the external file holds a third of the people; F_E < |E| is warned about in
    the manifest, the report and the summary (it was only a count in the manifest)."""
    rng = np.random.default_rng(3)
    n = 300
    frame = pd.DataFrame(
        {
            "age": rng.integers(20, 60, n),
            "sex": rng.choice(["F", "M"], n),
            "diag": rng.choice(["a", "b", "c"], n),
        }
    )
    voters = tmp_path / "voters.csv"
    frame[["age", "sex"]].head(100).to_csv(voters, index=False)
    external = {"path": str(voters), "link_on": {"age": "age", "sex": "sex"}}
    model = {"k": 5, "algorithm": "mondrian", "t": None}
    rel = release(_project(tmp_path, frame, model, ("age", "sex"), external=external))
    audits = audit_stage.audit(rel)
    short = audits["risk"]["released"]["classes_smaller_in_population"]
    assert short > 0
    manifest = manifest_stage.build_manifest(rel, audits)
    assert len(manifest["warnings"]) == 1
    assert f"{short} of {audits['risk']['released']['classes']}" in manifest["warnings"][0]
    assert "fewer compatible rows in it than records" in render_report(manifest)
    assert any(line.startswith("Warning: The external file") for line in TASK.summary(manifest))
    full = frame[["age", "sex"]]
    full.to_csv(voters, index=False)  # the input itself covers everyone: no warning
    audits = audit_stage.audit(rel)
    assert manifest_stage.build_manifest(rel, audits)["warnings"] == []


@pytest.mark.parametrize("suppressed", ["remove", "star"])
def test_own_qi_linkage_of_a_lattice_release_equals_comparing_every_pair(tmp_path, suppressed):
    """The input attacked with its own QIs (the raw classes and the node's classes as the
    keys) against counting, for each released record, the input rows with the same raw
    values (before) and the same labels at the node (after; a starred record: all)."""
    rng = np.random.default_rng(4)
    frame = pd.DataFrame({"age": rng.integers(18, 80, 300), "sex": rng.choice(["F", "M"], 300),
                          "zone": rng.choice(["A1", "A2", "B1", "B2", "C1"], 300),
                          "diag": rng.choice(["x", "y"], 300)})  # fmt: skip
    model = {"k": 4, "algorithm": "lattice", "max_suppression": 0.1, "suppressed": suppressed}
    rel = release(_project(tmp_path, frame, model, ("age", "sex", "zone")))
    link = audit_stage.linkage(rel, audit_stage.JobContext(), audit_stage.raw_classes(rel)[0])
    raw = frame[["age", "sex", "zone"]].astype(str).agg("|".join, axis=1).to_numpy()
    at_node = [
        ladder.labels(ladder.level_codes(enc, h), h)
        for ladder, enc, h in zip(rel.qis.ladders, rel.qis.encoded, rel.node, strict=True)
    ]
    node_key = np.array(["|".join(map(str, t)) for t in zip(*at_node, strict=True)])
    released = np.arange(300) if suppressed == "star" else np.flatnonzero(~rel.suppressed)
    before = np.array([(raw == raw[r]).sum() for r in range(300)])
    after = np.array([300 if rel.suppressed[r] else (node_key == node_key[r]).sum()
                      for r in released])  # fmt: skip
    assert rel.suppressed.any()
    assert link["raw"]["uniquely_linked"] == int((before == 1).sum())
    assert link["raw"]["mean_candidates"] == pytest.approx(before.mean())
    assert link["released"]["records"] == released.size
    assert link["released"]["mean_candidates"] == pytest.approx(after.mean())
    assert np.array_equal(link["_population"], after)

"""A sensitive column is protected as soon as it is marked: with no l in the project the
release is distinct 2-diverse (checked by pycanon); lowering l to 1 on purpose is allowed,
and every released class in which all records share the sensitive value is then a named
warning (its count in the shared report, the list in the holder's manifest)."""

from __future__ import annotations

import json
from pathlib import Path

from pycanon import anonymity

from engine.core.jobs import JobContext
from engine.core.project_file import load_project
from engine.tasks import get_task
from engine.tasks.anonymize.homogeneity import LIST_KEY, low_l_warning
from engine.tasks.anonymize.project import ModelSettings
from engine.tasks.anonymize.sensitive import SENSITIVE_L, l_for_roles
from tests.paths import SAMPLES

QIS = ["age", "sex", "district", "birth_date"]
TASK = get_task("anonymize")


def _released(tmp_path: Path, **model):
    """The sample with audits off and a privacy model of k = 5 plus `model` (no l, no t)."""
    doc = json.loads((SAMPLES / "anonymize_project.json").read_text(encoding="utf-8"))
    doc["input"]["path"] = str(SAMPLES / "anonymize_people.csv")
    doc["audit"] = {"enabled": False}
    doc["privacy_model"] = {"k": 5, "max_suppression": 0.02, "algorithm": "mondrian", **model}
    path = tmp_path / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    project = load_project(path)
    release = TASK.release(project, JobContext())
    return project, release, TASK.build_manifest(release, None)


def test_a_sensitive_column_without_l_is_released_distinct_2_diverse(tmp_path):
    project, release, manifest = _released(tmp_path)
    assert (project.privacy_model.l, project.privacy_model.l_kind) == (SENSITIVE_L, "distinct")
    table = release.table.astype(str)
    assert anonymity.l_diversity(table, QIS, ["diagnosis"]) >= 2
    assert manifest["release"]["measured"]["homogeneous_classes"] == 0
    assert manifest[LIST_KEY] == [] and not manifest["warnings"]
    assert "Homogeneous classes" not in TASK.render_report(manifest)


def test_l_lowered_to_1_names_every_homogeneous_class(tmp_path):
    _, release, manifest = _released(tmp_path, l=1)
    measured = manifest["release"]["measured"]
    count = measured["homogeneous_classes"]
    assert count > 0  # the sample has classes in which everyone shares one diagnosis
    listed = manifest[LIST_KEY]
    assert len({json.dumps(c["quasi_identifiers"], default=str) for c in listed}) == count
    assert sum(c["records"] for c in listed) == measured["homogeneous_records"]
    table = release.table.astype(str)
    for found in listed:  # brute force: the class's released rows share that one value
        rows = table
        for name, value in found["quasi_identifiers"].items():
            rows = rows[rows[name] == str(value)]
        assert len(rows) == found["records"]
        assert set(rows["diagnosis"]) == {str(found["value"])}
    [warning] = [w for w in manifest["warnings"] if w.startswith("Homogeneous classes")]
    assert f"in {count} released class(es)" in warning
    shared = {k: v for k, v in manifest.items() if k != LIST_KEY}  # the shared part: a count
    report = TASK.render_report(shared)
    assert warning in report and "data holder only" not in report
    assert "Homogeneous classes (data holder only)" in TASK.render_report(manifest)


def test_marking_the_first_sensitive_column_turns_l_on_and_unmarking_turns_it_off():
    off = ModelSettings()
    on = l_for_roles(off, had_sensitive=False, has_sensitive=True)
    assert (on.l, on.l_kind) == (SENSITIVE_L, "distinct")
    assert l_for_roles(on, had_sensitive=True, has_sensitive=True) == on
    lowered = l_for_roles(ModelSettings(l=1), had_sensitive=True, has_sensitive=True)
    assert lowered.l == 1  # lowered on purpose: kept
    assert l_for_roles(on, had_sensitive=True, has_sensitive=False).l == 1
    assert "diagnosis" in low_l_warning(("diagnosis",)) and low_l_warning(()) == ""

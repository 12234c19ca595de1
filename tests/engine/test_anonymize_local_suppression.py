"""Local suppression in the anonymize task (privacy_model.local_suppression): after the
lattice's recoding, the records it would suppress keep their values except a few set to
'*', every released record's key combination is then shared by k records ('*' matching
every value), and the values suppressed per quasi-identifier are in the holder's report."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.sdc_risk import frequencies, key_codes
from engine.core.boundary import shared_manifest
from engine.core.errors import ParameterError
from engine.tasks.anonymize import audit as audit_stage
from engine.tasks.anonymize import manifest as manifest_stage
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import STAR, release
from engine.tasks.anonymize.task import SHARED_KEYS, TASK

QIS = ["district", "sex", "water", "roof"]


def _doc(tmp_path, **model) -> dict:
    rng = np.random.default_rng(5)
    n = 400
    frame = pd.DataFrame(
        {
            "district": rng.choice(["North", "South", "East", "West"], n, p=[0.4, 0.3, 0.2, 0.1]),
            "sex": rng.choice(["F", "M"], n),
            "water": rng.choice(["well", "tap", "river", "truck", "rain"], n),
            "roof": rng.choice(["tin", "thatch", "tile"], n, p=[0.6, 0.3, 0.1]),
            "income": rng.integers(100, 900, n),
        }
    )
    path = tmp_path / "households.csv"
    frame.to_csv(path, index=False)
    return {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": str(path)},
        "columns": {"quasi_identifiers": QIS, "keep": ["income"]},
        "privacy_model": {
            "k": 3,
            "algorithm": "lattice",
            "max_suppression": 0.5,
            "local_suppression": True,
            **model,
        },
        "audit": {"enabled": True},
        "outputs": {},
    }


def _release(tmp_path, **model):
    return release(anonymize_project_from_dict(_doc(tmp_path, **model), tmp_path))


def test_every_record_reaches_k_and_no_record_is_removed(tmp_path):
    rel = _release(tmp_path, importance=["district"])
    assert len(rel.table) == len(rel.frame)  # suppressed records are kept
    stars = (rel.table[QIS] == STAR).to_numpy()
    assert 0 < stars.sum() < stars.size // 4
    fk = frequencies(key_codes(rel.table, QIS, (STAR,))).fk
    assert fk.min() >= 3
    # the measured k is the released rows' (classes no longer describe starred rows), and
    # the statement says how "*" counts
    assert rel.measured.k_on_table and rel.measured.k == fk.min()
    assert "'*' matching any value" in manifest_stage.statement(rel)
    assert not _release(tmp_path, local_suppression=False).measured.k_on_table
    local = rel.local_suppression
    assert local["importance"][0] == "district"
    assert sum(local["cells"].values()) > 0 and local["records"] == int(rel.suppressed.sum())
    manifest = manifest_stage.build_manifest(rel, audit_stage.audit(rel))
    assert manifest["audit"]["survey_risk"]["released"]["k_violations"]["3"] == 0
    holder = TASK.render_report(manifest)
    assert "Values suppressed" in holder and "local suppression" in holder
    shared = shared_manifest(manifest, SHARED_KEYS)
    assert "local_suppression" not in shared["release"]  # raw counts stay with the holder


@pytest.mark.parametrize(
    ("model", "key"),
    [
        ({"importance": ["income"]}, "privacy_model.importance"),
        ({"importance": "district"}, "privacy_model.importance"),
        ({"l": 2, "t": None}, "privacy_model.local_suppression"),
    ],
)
def test_bad_local_suppression_settings_are_refused_by_key(tmp_path, model, key):
    with pytest.raises(ParameterError) as info:
        anonymize_project_from_dict(_doc(tmp_path, **model), tmp_path)
    assert info.value.name == key

"""Text sensitive columns for t-closeness (MATH 6.3): ordered by a declared order, else
the equal-distance EMD, never alphabetical ranks (t18: "high" < "low" < "medium")."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.anonymize.models import measure
from engine.core.errors import InputError, ParameterError
from engine.tasks.anonymize.manifest import build_manifest
from engine.tasks.anonymize.project import anonymize_project_from_dict
from engine.tasks.anonymize.run import release
from engine.tasks.anonymize.sensitive import encode_declared, encode_sensitive_columns

LEVELS = ["low", "medium", "high"]
VALUES = ["low", "low", "high", "high", "medium", "medium",
          "low", "low", "high", "high", "medium", "medium"]  # fmt: skip
CLASSES = np.array([0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2])


def _project(tmp_path, frame, **columns):
    path = tmp_path / "data.csv"
    frame.to_csv(path, index=False)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "anonymize"},
        "input": {"path": str(path)},
        "columns": {"quasi_identifiers": ["age"], "sensitive": ["level"], **columns},
        "privacy_model": {"k": 2, "t": 0.9, "algorithm": "mondrian"},
        "audit": {"enabled": False},
        "outputs": {},
    }
    return anonymize_project_from_dict(doc, tmp_path)


def test_a_declared_order_gives_the_semantic_ranks():
    declared = encode_declared("s", pd.Series(VALUES), tuple(LEVELS))
    assert declared.values == ("low", "medium", "high") and declared.ordered
    # {low, high} spans the extremes: t = 1/3 by ranks low < medium < high (alphabetical: 0.5)
    assert measure(CLASSES, 3, [declared]).t == pytest.approx(1 / 3)


def test_na_goes_where_declared_else_last_and_unknown_values_are_refused():
    series = pd.Series(["low", None, "high", "medium"])
    assert encode_declared("s", series, ("NA", "low", "medium", "high")).codes.tolist() == [
        1, 0, 3, 2,
    ]  # fmt: skip
    last = encode_declared("s", series, tuple(LEVELS))
    assert last.values[-1] == "NA" and last.codes.tolist() == [0, 3, 2, 1]
    with pytest.raises(InputError, match=r"'medium' is not in columns\.sensitive_order\.s") as err:
        encode_declared("s", series, ("low", "high"))
    assert err.value.row == 5


def test_undeclared_text_uses_the_equal_distance_emd_with_a_note(tmp_path):
    frame = pd.DataFrame({"age": range(12), "level": VALUES, "score": range(12)})
    project = _project(tmp_path, frame, ordered_sensitive=["level"])
    (sens,), notes = encode_sensitive_columns(project, frame)
    assert not sens.ordered and "equal-distance EMD" in notes[0]
    assert measure(CLASSES, 3, [sens]).t == pytest.approx(2 / 3)  # {medium, medium}: TV
    project = _project(tmp_path, frame, sensitive_order={"level": LEVELS})
    (sens,), notes = encode_sensitive_columns(project, frame)
    assert sens.ordered and sens.values == tuple(LEVELS) and notes == []


def test_the_declared_order_reaches_the_release_and_the_manifest(tmp_path):
    rng = np.random.default_rng(1)
    frame = pd.DataFrame({"age": rng.integers(20, 60, 60), "level": rng.choice(LEVELS, 60)})
    project = _project(tmp_path, frame, sensitive_order={"level": LEVELS})
    rel = release(project)
    assert rel.sensitive[0].values == tuple(LEVELS) and rel.sensitive[0].ordered
    manifest = build_manifest(rel, None)
    assert manifest["settings"]["columns"]["sensitive_order"] == {"level": LEVELS}
    again = anonymize_project_from_dict(project.to_dict(tmp_path), tmp_path)
    assert again.columns.sensitive_order == {"level": tuple(LEVELS)}


@pytest.mark.parametrize(
    ("order", "message"),
    [
        ({"age": ["1"]}, "not a sensitive column"),
        ({"level": "low,high"}, "lowest first"),
        ({"level": ["low", "low"]}, "twice"),
    ],
)
def test_bad_orders_are_refused(tmp_path, order, message):
    frame = pd.DataFrame({"age": range(12), "level": VALUES})
    with pytest.raises(ParameterError, match=message):
        _project(tmp_path, frame, sensitive_order=order)


def test_the_values_to_order_keep_the_declared_order_then_the_rest_then_na():
    from engine.tasks.anonymize.sensitive import takes_declared_order, values_to_order

    series = pd.Series(["medium", "low", None, "high", " low "])
    assert values_to_order(series) == ("high", "low", "medium", "NA")
    assert values_to_order(series, ("low", "high")) == ("low", "high", "medium", "NA")
    assert values_to_order(series, ("NA", "low")) == ("NA", "low", "high", "medium")
    assert values_to_order(pd.Series([2.0, 1.0])) == ("1", "2")  # as encode_declared reads
    assert takes_declared_order(series) and not takes_declared_order(pd.Series([1, 2]))
    # what the dialog lists is exactly what encode_declared accepts
    encoded = encode_declared("s", series, values_to_order(series, ("low", "medium", "high")))
    assert encoded.values == ("low", "medium", "high", "NA")
    assert encoded.codes.tolist() == [1, 0, 3, 2, 0]

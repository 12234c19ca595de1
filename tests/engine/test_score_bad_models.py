"""`main.py score` with an edited model: a text number is refused by row and column, and
a table or manifest missing a feature's row is refused rather than scored from the rest."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from engine.core.errors import InputError
from engine.tasks.model.score_command import read_model_rows, score_table

FEATURES = {"calls": (5.0, 5.0, 0.4), "sms": (3.0, 3.0, -0.2), "topup": (100.0, 50.0, 0.7)}


def _rows() -> list[dict]:
    """A two-class model's table as a run writes it (the positive class only)."""
    intercept = 0.3
    rows = []
    for name, (centre, scale, weight) in FEATURES.items():
        rows.append(
            {
                "class": "1",
                "term": name,
                "coefficient": weight,
                "coefficient_original_units": weight / scale,
                "centre": centre,
                "scale": scale,
                "lower": 0.0,
                "upper": 500.0,
            }
        )
    original = intercept - sum(w * c / s for c, s, w in FEATURES.values())
    head = {"class": "1", "term": "(intercept)", "coefficient": intercept}
    head |= {"coefficient_original_units": original, "centre": 0.0, "scale": 1.0}
    return [head | {"lower": None, "upper": None}, *rows]


def _table(tmp_path, rows) -> object:
    path = tmp_path / "model_coefficients.csv"
    pd.DataFrame(rows).to_csv(path, index=False)
    return path


def _data(tmp_path):
    path = tmp_path / "new.csv"
    pd.DataFrame({"calls": [1.0, 9.0], "sms": [2.0, 0.0], "topup": [80.0, 300.0]}).to_csv(
        path, index=False
    )
    return path


def test_an_intact_table_scores(tmp_path):
    scores = score_table(read_model_rows(_table(tmp_path, _rows())), _data(tmp_path))
    assert list(scores.columns) == ["row", "p_1", "predicted_positive"]


def test_a_text_number_is_refused_by_row_and_column(tmp_path):
    rows = _rows()
    rows[2]["coefficient"] = "abc"
    with pytest.raises(InputError) as info:
        read_model_rows(_table(tmp_path, rows))
    assert (info.value.row, info.value.column) == (4, "coefficient")
    assert "'abc'" in str(info.value)


def test_a_table_missing_a_feature_row_is_refused(tmp_path):
    with pytest.raises(InputError, match="incomplete or was edited"):
        read_model_rows(_table(tmp_path, _rows()[:2]))


def test_a_table_without_the_original_units_column_is_refused(tmp_path):
    rows = [{k: v for k, v in r.items() if k != "coefficient_original_units"} for r in _rows()]
    with pytest.raises(InputError, match="coefficient_original_units"):
        read_model_rows(_table(tmp_path, rows))


def test_a_manifest_missing_a_feature_or_class_is_refused(tmp_path):
    model = {
        "features": [*FEATURES, "airtime"],
        "classes": ["0", "1"],
        "positive_class": "1",
        "coefficients": _rows(),
    }
    path = tmp_path / "model_manifest.json"
    path.write_text(json.dumps({"task": {"kind": "model"}, "model": model}), encoding="utf-8")
    with pytest.raises(InputError, match="not the model's features"):
        read_model_rows(path)
    model["features"] = list(FEATURES)
    model["positive_class"] = "0"
    path.write_text(json.dumps({"task": {"kind": "model"}, "model": model}), encoding="utf-8")
    with pytest.raises(InputError, match="not the model's classes"):
        read_model_rows(path)

"""The text-only CSV writer (codes, distinct rows joined once) writes the same bytes as
pandas' to_csv (its twin)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from engine.core.csv_text import CHUNK_ROWS, write_text_csv
from engine.core.writers import _csv_guarded, guard_formula, write_table_atomic

PIECES = ["a", "Zé", ",", '"', "\n", "\r", " ", "'=1", "=1", "@A", "+3", "-", "*", "10-19", ""]
PIECES.append('ü,"x"\r\n')


def _text(rng, size: int) -> list:
    out = []
    for _ in range(size):
        if rng.random() < 0.1:
            out.append(None)
        else:
            out.append("".join(rng.choice(PIECES, int(rng.integers(0, 4)))))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_same_bytes_as_pandas(tmp_path, seed):
    rng = np.random.default_rng(seed)
    rows = int(rng.integers(0, 40))
    frame = pd.DataFrame(
        {
            "plain": _text(rng, rows),
            "with,comma": pd.Series(_text(rng, rows), dtype="str"),
            'q"uote': pd.Series(_text(rng, rows), dtype=object),
            "coded": pd.Categorical(_text(rng, rows)).add_categories(["unused"]),
        }
    )
    frame = pd.concat([frame, frame.iloc[::2]], ignore_index=True)  # rows that repeat
    ours = tmp_path / "ours.csv"
    assert write_text_csv(frame, ours)
    theirs = frame.to_csv(index=False, lineterminator="\n").encode("utf-8")
    assert ours.read_bytes() == theirs
    # the formula guard on the distinct values = the guard on every cell, then pandas
    frame.columns = ["=plain", *frame.columns[1:]]
    assert write_text_csv(frame, ours, guard_formula)
    theirs = _csv_guarded(frame).to_csv(index=False, lineterminator="\n").encode("utf-8")
    assert ours.read_bytes() == theirs


def test_chunks_join_as_one_table(tmp_path, monkeypatch):
    monkeypatch.setattr("engine.core.csv_text.CHUNK_ROWS", 7)
    frame = pd.DataFrame({"a": [str(i) for i in range(30)], "b": ["x,y"] * 30})
    assert CHUNK_ROWS > 7
    assert write_text_csv(frame, tmp_path / "t.csv")
    assert (tmp_path / "t.csv").read_bytes() == frame.to_csv(index=False).encode("utf-8")


@pytest.mark.parametrize(
    "frame",
    [
        pd.DataFrame({"a": ["x", "y"], "n": [1, 2]}),  # a number column
        pd.DataFrame({"a": ["x", 3], "b": ["y", "z"]}),  # a number among text
        pd.DataFrame({"a": ["x", "y"]}),  # one column: pandas quotes an empty row
    ],
)
def test_other_tables_left_to_pandas(tmp_path, frame):
    assert not write_text_csv(frame, tmp_path / "t.csv")


def test_export_guards_formulas_through_the_text_writer(tmp_path):
    frame = pd.DataFrame({"a": ["=SUM(A1)", "ok"], "b": ["x", "-3"]})
    write_table_atomic(frame, tmp_path / "t.csv")
    assert (tmp_path / "t.csv").read_text(encoding="utf-8") == "a,b\n'=SUM(A1),x\nok,-3\n"

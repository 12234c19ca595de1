"""CSV and Parquet reads report progress and stop at a cancel, with the frame unchanged:
the read that reports (a CSV's bytes, a Parquet file's rows in slices) is twinned with
the one-shot read it replaced."""

from __future__ import annotations

import hashlib
import warnings

import numpy as np
import pandas as pd
import pytest

from engine.core import parquet
from engine.core.errors import Cancelled
from engine.core.jobs import CancelFlag, JobContext
from engine.core.parquet import write_parquet
from engine.data import csv_reader
from engine.data.layout import sniff_csv
from engine.data.readers import read_table, read_table_or_head
from engine.data.table_checks import drop_trailing_empty_rows
from tests.paths import SAMPLES

READING = "Reading the table"


def _one_shot_csv(path) -> pd.DataFrame:
    """The frame as the reader made it before it reported progress: pandas given the path."""
    layout = sniff_csv(path)
    frame = pd.read_csv(
        path,
        sep=layout.delimiter,
        decimal=layout.decimal,
        encoding=layout.encoding,
        header=0,
        names=layout.header,
        index_col=False,
        dtype=dict.fromkeys(layout.text_columns, "str"),
        skip_blank_lines=False,
        low_memory=False,
    )
    return drop_trailing_empty_rows(frame)


def _mixed_csv(tmp_path, encoding: str = "utf-8"):
    """Over 1 MB of mixed types: a column numeric for 20,000 rows then text, missing
    values, decimals, phone numbers with a leading zero, accents, dates, a blank line."""
    rows = ["id;score;code;phone;name;day"]
    for i in range(40_000):
        code = str(i) if i < 20_000 else f"C{i}"
        score = "" if i % 9 == 0 else f"{i / 7:.3f}".replace(".", ",")
        name = ["Lomé", "Bénin", "Zoë", "Ali"][i % 4]
        rows.append(f"{i};{score};{code};0{700000000 + i};{name};2024-01-{1 + i % 28:02d}")
        if i == 30_000:
            rows.append("")
    path = tmp_path / f"mixed_{encoding}.csv"
    path.write_bytes(("\n".join(rows) + "\n").encode(encoding))
    return path


def _cancel_once_reading(flag: CancelFlag):
    """A progress callback that asks to cancel once the first part of the table is read."""

    def progress(fraction: float, message: str) -> None:
        if message == READING and fraction > 0:
            flag.cancel()

    return progress


@pytest.mark.parametrize(
    "name", ["anonymize_people.csv", "poverty_sample.csv", "survey_answers.csv", "generated"]
)
def test_csv_read_with_progress_equals_the_one_shot_read(tmp_path, monkeypatch, name):
    monkeypatch.setattr(csv_reader, "READ_BUFFER_BYTES", 4096)
    path = _mixed_csv(tmp_path, "cp1252") if name == "generated" else SAMPLES / name
    seen = []
    table = read_table(path, ctx=JobContext(lambda fraction, _: seen.append(fraction)))
    pd.testing.assert_frame_equal(table.frame, _one_shot_csv(path), check_exact=True)
    assert seen == sorted(seen) and seen[-1] == 1.0


def test_a_large_csv_reports_its_bytes_read(tmp_path, monkeypatch):
    monkeypatch.setattr(csv_reader, "READ_BUFFER_BYTES", 4096)  # pandas asks 256 KB a read
    path = _mixed_csv(tmp_path)
    assert path.stat().st_size > 1024 * 1024
    reading = []
    read_table(path, ctx=JobContext(lambda f, message: message == READING and reading.append(f)))
    assert reading == sorted(reading) and reading[-1] == 1.0
    assert len({f for f in reading if 0.3 < f < 1.0}) >= 4  # the fingerprint took 30 %


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_a_cancel_after_the_first_part_stops_the_read_and_leaves_nothing(
    tmp_path, monkeypatch, suffix
):
    monkeypatch.setattr(parquet, "SLICE_VECTORS", 1)
    path = _mixed_csv(tmp_path)
    if suffix == ".parquet":
        frame = read_table(path).frame
        path = tmp_path / "mixed.parquet"
        write_parquet(frame, path)
    before = sorted(tmp_path.iterdir()), hashlib.sha256(path.read_bytes()).hexdigest()
    flag = CancelFlag()
    with pytest.raises(Cancelled):
        read_table_or_head(path, ctx=JobContext(_cancel_once_reading(flag), flag))
    assert (sorted(tmp_path.iterdir()), hashlib.sha256(path.read_bytes()).hexdigest()) == before


def test_parquet_read_in_slices_equals_the_one_shot_read(tmp_path, monkeypatch):
    n = 10_000
    frame = pd.DataFrame(
        {
            "count": pd.array([None if k % 7 == 0 else k for k in range(n)], dtype="Int64"),
            "value": np.where(np.arange(n) % 11 == 0, np.nan, np.arange(n) / 3),
            "name": [None if k % 13 == 0 else f"Lomé {k}" for k in range(n)],
            "flag": pd.array([None if k % 5 == 0 else k % 2 == 0 for k in range(n)], "boolean"),
            "when": pd.date_range("2024-01-01", periods=n, freq="h", tz="Africa/Lome"),
            "kind": pd.Categorical([("a", "b", "c")[k % 3] for k in range(n)]),
        }
    )
    path = tmp_path / "mixed.parquet"
    write_parquet(frame, path)
    with parquet._connection() as con, warnings.catch_warnings():
        warnings.filterwarnings("ignore", "The inplace keyword")  # as `read_parquet` does
        expected = con.execute("SELECT * FROM read_parquet(?)", [str(path)]).df()
    monkeypatch.setattr(parquet, "SLICE_VECTORS", 1)  # 2,048 rows a slice: five slices
    seen = []
    table = read_table(path, ctx=JobContext(lambda f, message: seen.append((f, message))))
    pd.testing.assert_frame_equal(table.frame, expected, check_exact=True)
    reading = [f for f, message in seen if message == READING]
    assert len(reading) == 5 and reading == sorted(reading) and reading[-1] == 1.0

"""Parquet through DuckDB: the file's own names, types and values come back; names only
case can tell apart are refused on write, with the target untouched."""

from __future__ import annotations

import duckdb
import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError
from engine.core.parquet import read_parquet, write_parquet
from engine.core.writers import write_table_atomic


def test_round_trip_keeps_names_types_missing_values_and_time_zones(tmp_path):
    frame = pd.DataFrame(
        {
            "x": [1.5, np.nan, -2.0],
            "n": pd.array([1, None, 3], dtype="Int64"),
            "s": ["a", None, "é"],
            "flag": pd.array([True, None, False], dtype="boolean"),
            "when": pd.to_datetime(["2024-01-01 10:00", None, "2024-03-01 00:00"]).as_unit("us"),
            "utc": pd.to_datetime(["2024-01-01T00:00Z"] * 3, utc=True).as_unit("us"),
        }
    )
    path = tmp_path / "t.parquet"
    write_parquet(frame, path)
    back = read_parquet(path)
    assert list(back.columns) == list(frame.columns)
    np.testing.assert_array_equal(back["x"], frame["x"])
    assert back["n"].isna().tolist() == [False, True, False] and back.loc[2, "n"] == 3
    assert back["s"].isna().tolist() == [False, True, False] and back.loc[2, "s"] == "é"
    assert back["flag"].isna().tolist() == [False, True, False] and back.loc[0, "flag"]
    assert back["when"].equals(frame["when"])
    assert back["utc"].equals(frame["utc"])  # UTC, whatever the laptop's zone


def test_names_differing_only_in_case_are_read_as_the_file_has_them(tmp_path):
    """DuckDB would call the second column `ZZCOLUMNZZ_1`; the file's names come back. The
    file is written by DuckDB with two distinct names, then the second renamed in place
    (same length), as a file from another Parquet writer would have them."""
    path = tmp_path / "twins.parquet"
    with duckdb.connect() as con:
        con.execute(
            "COPY (SELECT 1.0 AS zzcolumnzz, 2.0 AS QQCOLUMNQQ) TO ? (FORMAT parquet)", [str(path)]
        )
    raw = path.read_bytes()
    assert raw.count(b"QQCOLUMNQQ") >= 1
    path.write_bytes(raw.replace(b"QQCOLUMNQQ", b"ZZCOLUMNZZ"))
    back = read_parquet(path)
    assert list(back.columns) == ["zzcolumnzz", "ZZCOLUMNZZ"]
    assert back.iloc[0].tolist() == [1.0, 2.0]


def test_a_nested_column_counts_once_among_the_names(tmp_path):
    path = tmp_path / "nested.parquet"
    with duckdb.connect() as con:
        con.execute(
            "COPY (SELECT {'a': 1, 'b': {'c': 2}} AS s, [1, 2] AS l, 3 AS x) TO ? (FORMAT parquet)",
            [str(path)],
        )
    assert list(read_parquet(path).columns) == ["s", "l", "x"]


def test_writing_names_only_case_tells_apart_is_refused_and_nothing_is_written(tmp_path):
    frame = pd.DataFrame({"income": [1.0], "Age": [2.0], "INCOME": [3.0]})
    path = tmp_path / "out.parquet"
    path.write_bytes(b"the user's previous export")
    with pytest.raises(InputError, match="'income' and 'INCOME'"):
        write_table_atomic(frame, path)
    assert path.read_bytes() == b"the user's previous export"
    assert list(tmp_path.iterdir()) == [path]
    write_table_atomic(frame, tmp_path / "out.csv")  # CSV keeps both, as the hint says
    assert (tmp_path / "out.csv").read_text().startswith("income,Age,INCOME")


def test_no_duckdb_session_may_fetch_an_extension_from_the_network(tmp_path):
    """DuckDB would download a missing extension on first use; PrivDesk never uses the
    network, so every connection it opens has that switched off."""
    from engine.core.jobs import JobContext
    from engine.core.parquet import _connection
    from engine.data.duckdb_io import session

    setting = "SELECT current_setting('autoinstall_known_extensions')"
    with _connection() as con:
        assert con.execute(setting).fetchone() == (False,)
    with session(JobContext(), tmp_path / "x.csv") as con:
        assert con.execute(setting).fetchone() == (False,)

"""Bad files found by the bad-input test: one clear refusal whichever reader meets them."""

from __future__ import annotations

import duckdb
import numpy as np
import pandas as pd
import pytest

from engine.core.errors import InputError
from engine.core.jobs import JobContext
from engine.data.duckdb_io import session, source_view
from engine.data.layout import sniff_csv
from engine.data.readers import read_table
from engine.data.values import plain

HEADER = "id,a,b,c\n"


def _unclosed(tmp_path, rows: int, quote_row: int):
    """A CSV whose value on spreadsheet row `quote_row` opens a quote never closed."""
    lines = [f"{i},{i}.5,x,{i}\n" for i in range(2, rows + 2)]
    lines[quote_row - 2] = f'{quote_row},"{quote_row}.5,x,1\n'
    path = tmp_path / "unclosed.csv"
    path.write_text(HEADER + "".join(lines), encoding="utf-8")
    return path


@pytest.mark.parametrize("rows", [50, 20_000])  # inside the sniffed sample, and beyond it
def test_unclosed_quote_is_named_with_its_row(tmp_path, rows):
    path = _unclosed(tmp_path, rows, quote_row=16)
    with pytest.raises(InputError) as info:
        read_table(path)
    assert info.value.row == 16
    assert "never closed" in str(info.value)


def test_sniff_survives_a_quote_swallowing_the_sample(tmp_path):
    path = _unclosed(tmp_path, 20_000, quote_row=3)
    assert sniff_csv(path).header == ["id", "a", "b", "c"]


def test_huge_quoted_value_is_not_an_error(tmp_path):
    path = tmp_path / "huge.csv"
    path.write_text(HEADER + '1,"' + "y" * 300_000 + '",x,1\n2,2,x,2\n', encoding="utf-8")
    assert len(read_table(path).frame) == 2


def _parquet_with_list(tmp_path):
    path = tmp_path / "nested.parquet"
    con = duckdb.connect()
    con.execute(
        "COPY (SELECT 1 AS id, [1.5] AS income, {'a': 1} AS meta, 'x' AS name) TO ? "
        "(FORMAT parquet)",
        [str(path)],
    )
    con.close()
    return path


def test_nested_parquet_columns_are_refused_by_name(tmp_path):
    with pytest.raises(InputError) as info:
        read_table(_parquet_with_list(tmp_path))
    assert "'income', 'meta'" in str(info.value)
    assert "'name'" not in str(info.value)


def test_streamed_parquet_refuses_nested_columns_too(tmp_path):
    path = _parquet_with_list(tmp_path)
    with session(JobContext(), path) as con, pytest.raises(InputError) as info:
        source_view(con, path, "records")
    assert "'income', 'meta'" in str(info.value)


def test_plain_parquet_still_reads(tmp_path):
    path = tmp_path / "plain.parquet"
    con = duckdb.connect()
    con.execute("COPY (SELECT 1 AS id, 'x' AS name) TO ? (FORMAT parquet)", [str(path)])
    con.close()
    assert isinstance(read_table(path).frame, pd.DataFrame)


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (np.int64(45), "45"),
        (np.float64("inf"), "inf"),
        (np.float64(2.5), "2.5"),
        (np.array([11.7]), "[11.7]"),
        (pd.Timestamp("2020-01-31"), "2020-01-31"),
        ("abc", "'abc'"),
    ],
)
def test_values_in_messages_are_shown_plainly(value, shown):
    assert plain(value) == shown

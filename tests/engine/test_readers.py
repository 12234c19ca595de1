"""read_table: every format round-trips, layouts are detected, bad files get clear errors."""

from __future__ import annotations

import hashlib
import string

import numpy as np
import openpyxl
import pandas as pd
import pyreadstat
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import InputError
from engine.core.parquet import write_parquet
from engine.data import fingerprint, layout, memory_fit, readers
from engine.data.fingerprint import file_sha256
from engine.data.memory_fit import TooLargeForMemory
from engine.data.readers import (
    LoadedTable,
    list_sheets,
    read_table,
    read_table_or_head,
)
from engine.data.table_checks import drop_trailing_empty_rows
from tests.paths import SAMPLES

FRAME = pd.DataFrame(
    {
        "household_id": ["HH-1", "HH-2", "HH-3"],
        "income": [1.5, 2.25, 3.0],
        "n_calls": [4, 5, 6],
    }
)


def _sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _assert_same(frame: pd.DataFrame, expected: pd.DataFrame) -> None:
    assert list(frame.columns) == list(expected.columns)
    for name in expected.columns:
        if pd.api.types.is_numeric_dtype(expected[name]):
            np.testing.assert_allclose(frame[name].to_numpy(float), expected[name].to_numpy(float))
        else:
            assert frame[name].tolist() == expected[name].tolist()


# --- CSV layouts ---------------------------------------------------------------------------


def test_semicolon_with_decimal_comma(tmp_path):
    path = tmp_path / "export.csv"
    path.write_bytes(b"household_id;income;n_calls\nHH-1;1,5;4\nHH-2;2,25;5\nHH-3;3;6\n")
    table = read_table(path)
    assert (table.format, table.delimiter, table.decimal) == ("csv", ";", ",")
    _assert_same(table.frame, FRAME)


def test_comma_file_keeps_dot_decimal(tmp_path):
    path = tmp_path / "export.csv"
    path.write_bytes(b"household_id,income,n_calls\nHH-1,1.5,4\nHH-2,2.25,5\nHH-3,3,6\n")
    table = read_table(path)
    assert (table.delimiter, table.decimal, table.encoding) == (",", ".", "utf-8")
    _assert_same(table.frame, FRAME)


@pytest.mark.parametrize("suffix", [".tsv", ".txt", ".csv"])
def test_tab_delimited(tmp_path, suffix):
    path = tmp_path / f"export{suffix}"
    FRAME.to_csv(path, sep="\t", index=False)
    table = read_table(path)
    assert table.delimiter == "\t"
    _assert_same(table.frame, FRAME)


def test_pipe_delimited(tmp_path):
    path = tmp_path / "export.txt"
    FRAME.to_csv(path, sep="|", index=False)
    assert read_table(path).delimiter == "|"


@pytest.mark.parametrize(
    ("encoding", "detected"),
    [("utf-8-sig", "utf-8-sig"), ("cp1252", "cp1252"), ("utf-16", "utf-16"), ("utf-8", "utf-8")],
)
def test_encodings_with_accents(tmp_path, encoding, detected):
    frame = pd.DataFrame({"région": ["Lomé", "Kara", "Sokodé"], "âge": [31, 45, 27]})
    path = tmp_path / "accents.csv"
    frame.to_csv(path, index=False, encoding=encoding)
    table = read_table(path)
    assert table.encoding == detected
    assert list(table.frame.columns) == ["région", "âge"]
    assert table.frame["région"].tolist() == ["Lomé", "Kara", "Sokodé"]


def test_legacy_bytes_after_the_sniffed_sample_fall_back_to_cp1252(tmp_path):
    rows = ["name,value"] + [f"plain{i},{i}" for i in range(40_000)] + ["Bénin,7"]
    path = tmp_path / "late_accent.csv"
    path.write_bytes("\n".join(rows).encode("cp1252") + b"\n")
    assert path.stat().st_size > layout.SNIFF_BYTES
    table = read_table(path)
    assert table.encoding == "cp1252"
    assert table.frame["name"].iloc[-1] == "Bénin"


def test_bad_bytes_after_a_byte_order_mark_are_refused_not_guessed(tmp_path):
    rows = ["name,value"] + [f"plain{i},{i}" for i in range(40_000)] + ["B\xe9nin,7"]
    path = tmp_path / "late_bad_byte.csv"
    path.write_bytes(b"\xef\xbb\xbf" + "\n".join(rows).encode("latin-1") + b"\n")
    with pytest.raises(InputError, match="a part after the start cannot be decoded as utf-8-sig"):
        read_table(path)


def test_quoted_fields_with_delimiters_and_newlines(tmp_path):
    path = tmp_path / "quoted.csv"
    path.write_bytes(b'name,comment,x\nA,"one, two",1\nB,"line\nbreak",2\n')
    frame = read_table(path).frame
    assert frame["comment"].tolist() == ["one, two", "line\nbreak"]
    assert frame["x"].tolist() == [1, 2]


def test_phone_numbers_keep_leading_zero_and_plus(tmp_path):
    path = tmp_path / "phones.csv"
    path.write_bytes(b"msisdn,calls\n0712345678,3\n+22890123456,4\n")
    frame = read_table(path).frame
    assert frame["msisdn"].tolist() == ["0712345678", "+22890123456"]


def test_blank_line_inside_keeps_row_numbers_and_trailing_blank_lines_go(tmp_path):
    path = tmp_path / "gaps.csv"
    path.write_bytes(b"a,b\n1,2\n\n3,4\n\n\n")
    frame = read_table(path).frame
    assert len(frame) == 3
    assert frame["a"].isna().tolist() == [False, True, False]


@given(st.lists(st.booleans(), max_size=300))
def test_trailing_blank_rows_found_from_the_end_as_by_every_row(filled):
    """The backward search (growing blocks) against its twin: every row's emptiness."""
    frame = pd.DataFrame({"a": ["x" if f else None for f in filled], "b": np.nan})
    last = max((i + 1 for i, f in enumerate(filled) if f), default=0)
    assert len(drop_trailing_empty_rows(frame)) == last


def test_sha256_is_of_the_file_bytes_and_the_file_is_untouched(tmp_path):
    path = tmp_path / "export.csv"
    FRAME.to_csv(path, index=False)
    before = path.read_bytes()
    table = read_table(path)
    assert table.sha256 == hashlib.sha256(before).hexdigest() == file_sha256(path)
    assert path.read_bytes() == before
    assert isinstance(table, LoadedTable)
    assert table.path == path


def test_file_sha256_streams_large_files(tmp_path):
    path = tmp_path / "blob.csv"
    data = bytes(range(256)) * (fingerprint.HASH_CHUNK_BYTES // 100)
    path.write_bytes(data)
    assert file_sha256(path) == hashlib.sha256(data).hexdigest()


# --- other formats -------------------------------------------------------------------------


def test_xlsx_two_sheets(tmp_path):
    path = tmp_path / "book.xlsx"
    second = FRAME.assign(n_calls=[7, 8, 9])
    with pd.ExcelWriter(path) as writer:
        FRAME.to_excel(writer, sheet_name="Households", index=False)
        second.to_excel(writer, sheet_name="Follow-up", index=False)
    assert list_sheets(path) == ["Households", "Follow-up"]
    first = read_table(path)
    assert (first.format, first.sheet, first.encoding) == ("xlsx", "Households", None)
    _assert_same(first.frame, FRAME)
    chosen = read_table(path, sheet="Follow-up")
    assert chosen.sheet == "Follow-up"
    _assert_same(chosen.frame, second)


def test_xlsx_unknown_sheet_lists_the_sheets(tmp_path):
    path = tmp_path / "book.xlsx"
    FRAME.to_excel(path, sheet_name="Data", index=False)
    with pytest.raises(InputError, match=r"no sheet named 'Summary'.*'Data'") as caught:
        read_table(path, sheet="Summary")
    assert "book.xlsx" in str(caught.value)


def test_xlsx_ignores_formatted_empty_columns_but_not_unnamed_data(tmp_path):
    path = tmp_path / "formatted.xlsx"
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["a", "b", None])
    sheet.append([1, 2, None])
    sheet.append([3, 4, None])
    workbook.save(path)
    assert list(read_table(path).frame.columns) == ["a", "b"]
    sheet["D3"] = 99
    workbook.save(path)
    with pytest.raises(InputError, match="column D has no name"):
        read_table(path)


def test_parquet_round_trip(tmp_path):
    path = tmp_path / "data.parquet"
    write_parquet(FRAME, path)
    table = read_table(path)
    assert table.format == "parquet"
    _assert_same(table.frame, FRAME)


@pytest.mark.parametrize(
    ("suffix", "write"), [(".sav", pyreadstat.write_sav), (".dta", pyreadstat.write_dta)]
)
def test_spss_and_stata_round_trip(tmp_path, suffix, write):
    path = tmp_path / f"survey{suffix}"
    write(FRAME, str(path))
    table = read_table(path)
    assert table.format == suffix[1:]
    _assert_same(table.frame, FRAME)


# --- failures ------------------------------------------------------------------------------


def _write(tmp_path, name: str, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


BAD_FILES = [
    ("empty.csv", b"", "empty"),
    ("only_header.csv", b"a,b\n", "no data rows"),
    ("blank_lines.csv", b"\n\n\n", "only blank lines"),
    (
        "long_row.csv",
        b"a,b\n1,2\n3,4,5\n6,7\n",
        r"row 3: this row has 3 fields but the header has 2",
    ),
    ("short_row.csv", b"a,b,c\n1,2,3\n4,5,6\n7,8\n", r"row 4: this row has 2 fields"),
    ("all_long.csv", b"a,b\n1,2,3\n4,5,6\n", r"row 2: this row has 3 fields"),
    ("dup.csv", b"x,y,x\n1,2,3\n", r"'x' appears twice .* columns 1 and 3"),
    ("blank_name.csv", b"x,,z\n1,2,3\n", "column 2 has no name"),
    ("unclosed.csv", b'a,b\n1,"2\n3,4\n', "never closed"),
    ("binary.csv", bytes(range(256)) * 8, "not a text file"),
    ("zip.csv", b"PK\x03\x04" + bytes(200), "rename it to end in .xlsx"),
    ("bad_bom.csv", b"\xef\xbb\xbfa,b\n1,2\n\xff\xfe,3\n", "line 3 cannot be decoded as utf-8"),
    ("broken.xlsx", b"this is not a workbook", "damaged or not really .xlsx"),
    ("broken.parquet", b"PAR1 nothing useful", "could not be read as Parquet"),
    ("broken.sav", b"not spss", "could not be read as SPSS"),
    ("broken.dta", b"not stata", "could not be read as Stata"),
    ("old.xls", b"\xd0\xcf\x11\xe0", "save as .xlsx"),
    ("notes.docx", b"whatever", "cannot be read"),
]


@pytest.mark.parametrize(("name", "data", "message"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_bad_files_name_the_file_and_stay_untouched(tmp_path, name, data, message):
    path = _write(tmp_path, name, data)
    before = _sha(path)
    with pytest.raises(InputError, match=message) as caught:
        read_table(path)
    text = str(caught.value)
    assert text.startswith(name)
    assert "Traceback" not in text
    assert _sha(path) == before


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        read_table(tmp_path / "nowhere.csv")
    with pytest.raises(InputError, match="folder, not a data file"):
        read_table(tmp_path)


def test_ragged_row_is_reported_as_record_not_line(tmp_path):
    path = _write(tmp_path, "multiline.csv", b'a,b\n"x\ny",1\n2,3,4\n')
    with pytest.raises(InputError) as caught:
        read_table(path)
    assert caught.value.row == 3


def test_too_large_for_memory(tmp_path, monkeypatch):
    path = tmp_path / "huge.csv"
    FRAME.to_csv(path, index=False)
    monkeypatch.setattr(memory_fit, "available_memory_bytes", lambda: 10)
    with pytest.raises(TooLargeForMemory, match=r"too large .* smaller extract"):
        read_table(path)


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_a_csv_or_parquet_too_large_is_read_by_its_first_rows(tmp_path, monkeypatch, suffix):
    path = tmp_path / f"huge{suffix}"
    frame = pd.DataFrame({"district": [f"D{i % 7:02d}" for i in range(50)], "x": range(50)})
    if suffix == ".csv":
        frame.to_csv(path, index=False)
    else:
        write_parquet(frame, path)
    whole = read_table(path)
    monkeypatch.setattr(memory_fit, "available_memory_bytes", lambda: 10)
    monkeypatch.setattr(readers, "HEAD_ROWS", 12)
    head = read_table_or_head(path)
    assert head.head_only and not whole.head_only
    pd.testing.assert_frame_equal(head.frame, whole.frame.head(12))
    assert head.sha256 == whole.sha256 == file_sha256(path)  # the whole file's identity
    assert (head.format, head.delimiter) == (whole.format, whole.delimiter)


def test_other_formats_too_large_are_refused(tmp_path, monkeypatch):
    path = tmp_path / "huge.xlsx"
    FRAME.to_excel(path, index=False)
    monkeypatch.setattr(memory_fit, "available_memory_bytes", lambda: 10)
    with pytest.raises(TooLargeForMemory):
        read_table_or_head(path)
    with pytest.raises(ValueError, match="CSV or Parquet"):
        read_table(path, head_rows=5)


def test_a_table_that_fits_is_read_whole():
    loaded = read_table_or_head(SAMPLES / "statistics_survey.csv")
    assert not loaded.head_only
    assert len(loaded.frame) == len(read_table(SAMPLES / "statistics_survey.csv").frame)


def test_available_memory_is_reported_on_this_platform():
    available = memory_fit.available_memory_bytes()
    assert available is None or available > 0


def test_list_sheets_refuses_non_workbooks(tmp_path):
    path = tmp_path / "data.csv"
    FRAME.to_csv(path, index=False)
    with pytest.raises(InputError, match="only Excel"):
        list_sheets(path)


# --- property: any delimiter and encoding recovers the numbers -----------------------------

_names = st.text(alphabet=string.ascii_letters + "éàü_", min_size=1, max_size=8).filter(
    lambda s: s.strip() == s and s.lower() not in {"nan", "na", "null", "none", "n/a"}
)


@st.composite
def _numeric_frames(draw):
    names = draw(st.lists(_names, min_size=2, max_size=5, unique=True))
    n_rows = draw(st.integers(min_value=1, max_value=12))
    values = st.floats(min_value=-1e6, max_value=1e6, allow_nan=False, allow_subnormal=False)
    data = {name: draw(st.lists(values, min_size=n_rows, max_size=n_rows)) for name in names}
    return pd.DataFrame(data)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    frame=_numeric_frames(),
    delimiter=st.sampled_from([",", ";", "\t", "|"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252"]),
)
def test_property_any_delimiter_and_encoding_round_trips(tmp_path, frame, delimiter, encoding):
    path = tmp_path / "random.csv"
    frame.to_csv(path, sep=delimiter, index=False, encoding=encoding)
    table = read_table(path)
    assert list(table.frame.columns) == list(frame.columns)
    assert table.delimiter == delimiter
    np.testing.assert_allclose(
        table.frame.to_numpy(dtype=float), frame.to_numpy(dtype=float), rtol=1e-12, atol=0
    )


def test_the_fingerprint_reports_progress_and_can_be_cancelled(tmp_path, monkeypatch):
    from engine.core.errors import Cancelled
    from engine.core.jobs import CancelFlag, JobContext

    monkeypatch.setattr(fingerprint, "HASH_CHUNK_BYTES", 1000)
    path = _write(tmp_path, "big.csv", b"a,b\n" + b"1,2\n" * 2000)
    seen = []
    digest = file_sha256(path, JobContext(lambda fraction, _: seen.append(fraction)))
    assert digest == hashlib.sha256(path.read_bytes()).hexdigest()
    assert len(seen) == 9 and seen == sorted(seen) and seen[-1] == 1.0
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        file_sha256(path, JobContext(cancel_flag=flag))


# --- property: columns read as codes hold the same values ----------------------------------

_CELLS = ["12", "0123", "1e5", "-3.5", "inf", "nan", "True", "FALSE", "tRuE", "NA", "null",
          "#N/A", "n/a", "", "abc", "Zé", "a b", " x ", "2020-01-02", "1,5"]  # fmt: skip


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.sampled_from(_CELLS), min_size=3, max_size=3), min_size=1, max_size=9))
def test_property_coded_columns_read_the_same_values(rows):
    """A column asked `coded` comes as a categorical only when it is surely text, and then
    with the very values (and missing values) it has when read as usual."""
    import csv
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.csv"
        with open(path, "w", encoding="utf-8", newline="") as out:
            csv.writer(out).writerows([["a", "b", "c"], *rows])
        try:
            plain = read_table(path).frame
        except InputError:
            return  # e.g. every row blank: refused either way
        coded = read_table(path, coded=["a", "b", "c"]).frame
    for name in plain.columns:
        if isinstance(coded[name].dtype, pd.CategoricalDtype):
            assert not pd.api.types.is_numeric_dtype(plain[name].dtype)
            assert all(type(c) is str for c in coded[name].cat.categories)
        else:
            assert coded[name].dtype == plain[name].dtype
        same = coded[name].astype(object).where(coded[name].notna(), None).tolist()
        assert same == plain[name].astype(object).where(plain[name].notna(), None).tolist()

"""CSV files DuckDB streams are UTF-8 (`engine.data.utf8_copy`): a UTF-8 file is read in
place, any other encoding is copied as UTF-8 with the same text the in-memory reader sees
(including a legacy file whose first 256 KB are plain ASCII), the input is never changed,
an undecodable UTF-16 file is refused by line, and copying can be cancelled."""

from __future__ import annotations

import codecs
import hashlib

import pytest

from engine.core.errors import Cancelled, InputError
from engine.core.jobs import JobContext
from engine.data.layout import SNIFF_BYTES
from engine.data.readers import read_table
from engine.data.utf8_copy import streamable_csv

TEXT = "village;montant\nCôte d’Ivoire;1,5\nÎle “Sud”;2\nAlmaty €;3\n"


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig"])
def test_a_utf8_file_is_read_in_place(tmp_path, encoding):
    path = tmp_path / "in.csv"
    path.write_bytes(TEXT.encode(encoding))
    folder = tmp_path / "session"
    folder.mkdir()
    got = streamable_csv(path, folder, JobContext())
    assert got.path == path and got.encoding == encoding
    assert (got.layout.delimiter, got.layout.decimal) == (";", ",")
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("encoding", ["cp1252", "utf-16", "utf-16-le"])
def test_another_encoding_is_copied_as_the_same_text(tmp_path, encoding):
    path = tmp_path / "in.csv"
    path.write_bytes(TEXT.encode(encoding))
    before = digest(path)
    got = streamable_csv(path, tmp_path, JobContext())
    assert got.path != path and got.encoding == encoding
    assert got.path.read_text(encoding="utf-8") == TEXT
    assert digest(path) == before


def test_a_legacy_file_that_starts_in_ascii_is_copied_as_cp1252(tmp_path):
    """The sniff sees UTF-8 (plain ASCII) in the first 256 KB; the whole-file check does not."""
    ascii_rows = "Almaty;1\n" * (SNIFF_BYTES // 9 + 10)
    text = "village;montant\n" + ascii_rows + "Saint-Étienne €;2\n"
    path = tmp_path / "in.csv"
    path.write_bytes(text.encode("cp1252"))
    got = streamable_csv(path, tmp_path, JobContext())
    assert got.layout.encoding == "utf-8" and got.encoding == "cp1252"
    assert got.path.read_text(encoding="utf-8") == text
    assert read_table(path).frame["village"].iloc[-1] == "Saint-Étienne €"  # the same text


def test_bytes_cp1252_lacks_fall_back_to_latin1_like_the_reader(tmp_path):
    raw = "village;montant\nSaint-Étienne;1\n".encode("cp1252") + b"Abc\x81;2\n"
    path = tmp_path / "in.csv"
    path.write_bytes(raw)
    got = streamable_csv(path, tmp_path, JobContext())
    assert got.encoding == "latin-1"
    assert got.path.read_text(encoding="utf-8") == raw.decode("latin-1")
    assert read_table(path).frame["village"].tolist() == ["Saint-Étienne", "Abc\x81"]


def test_undecodable_utf16_is_refused_by_line(tmp_path):
    good = ("a,b\n" + "x,1\n" * 50).encode("utf-16-le")
    path = tmp_path / "in.csv"
    path.write_bytes(codecs.BOM_UTF16_LE + good + "\ud800".encode("utf-16-le", "surrogatepass")
                     + "y,2\n".encode("utf-16-le"))  # fmt: skip
    with pytest.raises(InputError) as error:
        streamable_csv(path, tmp_path, JobContext())
    assert "line 52" in str(error.value) and "utf-16" in str(error.value)


def test_copying_can_be_cancelled(tmp_path):
    path = tmp_path / "in.csv"
    path.write_bytes(("village;montant\n" + "Île;1\n" * 1000).encode("cp1252"))
    ctx = JobContext()
    ctx.cancel_flag.cancel()
    with pytest.raises(Cancelled):
        streamable_csv(path, tmp_path, ctx)


def test_a_compressed_legacy_file_is_refused_with_what_to_do(tmp_path):
    import gzip

    from engine.data.duckdb_io import session, source_view

    path = tmp_path / "in.csv.gz"
    path.write_bytes(gzip.compress(TEXT.encode("cp1252")))
    with pytest.raises(InputError) as error, session(JobContext(), path) as con:
        source_view(con, path, "raw")
        con.execute("SELECT count(*) FROM raw").fetchall()
    assert "not UTF-8" in str(error.value) and "Unpack it" in str(error.value)

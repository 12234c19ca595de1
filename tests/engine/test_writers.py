"""Atomic writers: complete files or none, old files intact on failure, formats round-trip."""

from __future__ import annotations

import os

import numpy as np
import pandas as pd
import pytest

from engine.core import writers
from engine.core.errors import InputError
from engine.core.parquet import read_parquet
from engine.core.writers import (
    write_bytes_atomic,
    write_table_atomic,
    write_text_atomic,
    write_workbook_atomic,
)
from engine.data.readers import read_table

FRAME = pd.DataFrame(
    {
        "region": ["Lomé", "Kara", "Savanes"],
        "calls": [1.25, 2.5, 3.75],
        "n_contacts": [10, 20, 30],
    }
)


@pytest.mark.parametrize("suffix", [".csv", ".xlsx", ".parquet", ".sav", ".dta"])
def test_table_round_trips_through_read_table(tmp_path, suffix):
    path = tmp_path / f"release{suffix}"
    write_table_atomic(FRAME, path)
    table = read_table(path)
    assert list(table.frame.columns) == list(FRAME.columns)
    assert table.frame["region"].tolist() == FRAME["region"].tolist()
    np.testing.assert_allclose(table.frame["calls"].to_numpy(float), FRAME["calls"])
    np.testing.assert_allclose(table.frame["n_contacts"].to_numpy(float), FRAME["n_contacts"])
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_explicit_format_overrides_the_suffix(tmp_path):
    path = tmp_path / "release.data"
    write_table_atomic(FRAME, path, format="parquet")
    assert read_parquet(path).equals(FRAME)


def test_csv_is_plain_utf8_with_unix_newlines(tmp_path):
    path = tmp_path / "release.csv"
    write_table_atomic(FRAME, path)
    data = path.read_bytes()
    assert data.startswith(b"region,calls,n_contacts\n")
    assert "Lomé".encode() in data
    assert b"\r\n" not in data


def test_text_and_bytes_are_written_exactly(tmp_path):
    text_path = tmp_path / "report.html"
    write_text_atomic(text_path, "<p>ε = 1</p>\r\nline two\n")
    assert text_path.read_bytes() == "<p>ε = 1</p>\r\nline two\n".encode()
    bytes_path = tmp_path / "plot.png"
    write_bytes_atomic(bytes_path, b"\x89PNG\x00\xff")
    assert bytes_path.read_bytes() == b"\x89PNG\x00\xff"


def test_missing_parent_folders_are_created(tmp_path):
    path = tmp_path / "exports" / "2024" / "manifest.json"
    write_text_atomic(path, "{}")
    assert path.read_text() == "{}"


def test_existing_file_is_replaced(tmp_path):
    path = tmp_path / "manifest.json"
    path.write_text("old")
    write_text_atomic(path, "new")
    assert path.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["manifest.json"]


# --- failures leave the old file and no debris ---------------------------------------------


def _fail_midway(frame, temp, file_format, csv_formula_guard):
    temp.write_bytes(b"half a fi")
    raise OSError(28, "No space left on device")


def test_failure_mid_write_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    path = tmp_path / "release.csv"
    path.write_bytes(b"old,content\n1,2\n")
    monkeypatch.setattr(writers, "_write_table", _fail_midway)
    with pytest.raises(InputError, match=r"No space left on device.*nothing was changed"):
        write_table_atomic(FRAME, path)
    assert path.read_bytes() == b"old,content\n1,2\n"
    assert [p.name for p in tmp_path.iterdir()] == ["release.csv"]


def test_failure_at_rename_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    path = tmp_path / "report.html"
    path.write_text("old report")

    def refuse_rename(source, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(writers.os, "replace", refuse_rename)
    with pytest.raises(InputError, match="could not be written"):
        write_text_atomic(path, "new report")
    assert path.read_text() == "old report"
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]


def test_cancellation_mid_write_also_cleans_up(tmp_path, monkeypatch):
    path = tmp_path / "release.parquet"

    def interrupted(frame, temp, file_format, csv_formula_guard):
        temp.write_bytes(b"partial")
        raise KeyboardInterrupt

    monkeypatch.setattr(writers, "_write_table", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_table_atomic(FRAME, path)
    assert list(tmp_path.iterdir()) == []


def test_the_data_is_flushed_before_the_rename(tmp_path, monkeypatch):
    events = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(writers.os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd)))
    monkeypatch.setattr(
        writers.os, "replace", lambda a, b: (events.append("replace"), real_replace(a, b))
    )
    write_bytes_atomic(tmp_path / "x.bin", b"data")
    assert events[:2] == ["fsync", "replace"]


def test_unsupported_format(tmp_path):
    with pytest.raises(InputError, match=r"cannot write the format 'json'.*\.csv, \.xlsx"):
        write_table_atomic(FRAME, tmp_path / "release.json")
    assert list(tmp_path.iterdir()) == []


def test_unwritable_location(tmp_path):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where a folder should be")
    with pytest.raises(InputError, match="cannot write in this folder") as caught:
        write_text_atomic(blocker / "report.html", "x")
    assert "report.html" in str(caught.value)
    assert blocker.read_text() == "a file where a folder should be"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions")
def test_read_only_folder(tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(InputError, match="cannot write in this folder"):
            write_text_atomic(folder / "report.html", "x")
    finally:
        folder.chmod(0o700)


def test_target_that_is_a_folder(tmp_path):
    with pytest.raises(InputError, match="this is a folder"):
        write_bytes_atomic(tmp_path, b"x")


def test_names_stata_cannot_hold_are_explained(tmp_path):
    frame = FRAME.rename(columns={"calls": "calls per day"})
    path = tmp_path / "release.dta"
    with pytest.raises(InputError, match=r"cannot be saved as Stata .*calls per day"):
        write_table_atomic(frame, path)
    assert list(tmp_path.iterdir()) == []


def test_too_many_rows_for_excel(tmp_path, monkeypatch):
    monkeypatch.setattr(writers, "EXCEL_MAX_ROWS", 2)
    with pytest.raises(InputError, match="more than an Excel sheet can hold"):
        write_table_atomic(FRAME, tmp_path / "release.xlsx")


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_exports_get_ordinary_permissions(tmp_path):
    """mkstemp would make every export owner-only; the mode must follow the umask instead."""
    umask = os.umask(0o022)
    try:
        target = tmp_path / "out.csv"
        write_table_atomic(pd.DataFrame({"a": [1.0]}), target)
        assert target.stat().st_mode & 0o777 == 0o644
    finally:
        os.umask(umask)


def test_a_workbook_keeps_every_sheet_in_order_and_must_be_xlsx(tmp_path):
    sheets = {
        "survey": pd.DataFrame({"type": ["note"], "name": ["n1"]}),
        "choices": pd.DataFrame({"list_name": ["yes_no"], "name": ["yes"]}),
    }
    path = tmp_path / "form.xlsx"
    write_workbook_atomic(sheets, path)
    read = pd.read_excel(path, sheet_name=None)
    assert list(read) == ["survey", "choices"]
    assert read["choices"].equals(sheets["choices"])
    with pytest.raises(InputError, match=r"only be saved as \.xlsx"):
        write_workbook_atomic(sheets, tmp_path / "form.csv")
    assert not (tmp_path / "form.csv").exists()


# --- exclusive creation at write time; stale temporary files -------------------------------


def test_a_file_that_appeared_since_the_check_is_not_replaced(tmp_path):
    path = tmp_path / "report.html"
    prepared = writers.prepare_bytes(path, "mine")
    path.write_text("another run's")  # appears between the check and the rename
    with pytest.raises(InputError, match="appeared while this run was writing"):
        prepared.commit()
    assert path.read_text() == "another run's"
    assert [p.name for p in tmp_path.iterdir()] == ["report.html"]
    writers.prepare_bytes(path, "mine").commit(overwrite=True)  # replaced only when asked
    assert path.read_text() == "mine"


def test_without_hard_links_the_name_is_still_claimed_exclusively(tmp_path, monkeypatch):
    def no_links(source, target):
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(writers.os, "link", no_links)
    writers.prepare_bytes(tmp_path / "a.txt", "new").commit()
    assert (tmp_path / "a.txt").read_text() == "new"
    with pytest.raises(InputError, match="appeared"):
        writers.prepare_bytes(tmp_path / "a.txt", "again").commit()
    assert (tmp_path / "a.txt").read_text() == "new" and len(list(tmp_path.iterdir())) == 1


def test_stale_temporary_files_of_our_naming_are_removed_at_the_next_write(tmp_path):
    old = tmp_path / ".release.csv.0123456789ab.tmp.csv"  # a killed run's
    fresh = tmp_path / ".m.json.ba9876543210.tmp.json"  # a run writing now
    mine = tmp_path / ".notes.tmp.csv"  # not our naming: never touched
    ledger = tmp_path / ".l.jsonl.00000000ffff.tmp.jsonl"  # a ledger's, 20 MB at times
    for path in (old, fresh, mine, ledger):
        path.write_bytes(b"x")
    hour_ago = os.path.getmtime(fresh) - 3600
    for path in (old, mine, ledger):
        os.utime(path, (hour_ago, hour_ago))
    write_text_atomic(tmp_path / "report.html", "r")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([fresh.name, mine.name, "report.html"])

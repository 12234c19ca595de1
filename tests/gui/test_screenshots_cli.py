"""`main.py screenshots OUTDIR`: a path it cannot write to ends with exit 2 and one sentence
naming it, never a traceback, and "wrote" is printed only for a PNG that was saved."""

from __future__ import annotations

import os
import stat

import pytest

import main


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main.main(["screenshots", *(str(a) for a in argv)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def one_error(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    return lines[0]


def test_an_existing_file_is_refused(capsys, tmp_path):
    path = tmp_path / "shots"
    path.write_text("not a folder", encoding="utf-8")
    code, out, err = run(capsys, path)
    assert code == 2 and out == ""
    line = one_error(err)
    assert str(path) in line and "not a folder" in line
    assert path.read_text(encoding="utf-8") == "not a folder"


def test_a_folder_under_a_file_is_refused(capsys, tmp_path):
    path = tmp_path / "file"
    path.write_text("x", encoding="utf-8")
    code, out, err = run(capsys, path / "shots")
    assert code == 2 and out == ""
    assert str(path / "shots") in one_error(err)


def test_a_read_only_folder_fails_without_claiming_a_file(capsys, tmp_path):
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(folder, os.W_OK):
            pytest.skip("this user can write into a read-only folder (root)")
        code, out, err = run(capsys, folder)
    finally:
        folder.chmod(stat.S_IRWXU)
    assert code == 2
    line = one_error(err)
    assert str(folder / "1_load.png") in line
    assert "wrote" not in out
    assert list(folder.iterdir()) == []


def test_a_png_that_cannot_be_saved_is_named_and_never_claimed(capsys, tmp_path):
    """Works for every user, root included: a folder already holds the first PNG's name,
    so saving it fails; nothing after it is attempted."""
    (tmp_path / "1_load.png").mkdir()
    code, out, err = run(capsys, tmp_path)
    assert code == 2
    line = one_error(err)
    assert str(tmp_path / "1_load.png") in line
    assert "wrote" not in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["1_load.png"]
    assert (tmp_path / "1_load.png").is_dir()

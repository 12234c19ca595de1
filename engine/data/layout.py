"""How a data file is laid out: a CSV's encoding, delimiter, decimal mark and header
(sniffed from its first 256 KB), and every format's header names checked.

Shared by the reader that loads a table (`engine.data.readers`) and the paths that stream
a file (out-of-core statistics), so both read the same numbers from the same file.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from dataclasses import dataclass
from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import tr

DELIMITERS = (",", ";", "\t", "|")
SNIFF_BYTES = 256 * 1024
MAX_HEAD_BYTES = 64 * 1024 * 1024  # a header row longer than this is no table's
SNIFF_RECORDS = 200
DECODE_CHUNK_BYTES = 1024 * 1024  # checking a whole file's encoding, in a stream

_COMMA_DECIMAL = re.compile(r"^[+-]?\d+,\d+$")
_DOT_DECIMAL = re.compile(r"^[+-]?\d*\.\d+$")
# Phone numbers and codes whose leading zero or plus sign a number would lose.
_LETTER = re.compile(r"[^\W\d_]")
# true/false and the missing-value marks a CSV parser reads as such (lower case)
_NOT_WORDS = frozenset(
    {"true", "false", "na", "n/a", "nan", "-nan", "null", "none", "<na>", "#n/a", "#na"}
    | {"#n/a n/a", "-1.#ind", "-1.#qnan", "1.#ind", "1.#qnan"}
)
_KEEP_AS_TEXT = re.compile(r"^(0\d+|\+\d{6,})$")
_NON_ASCII_RUN = re.compile(rb"[\x80-\xff]+")
_UTF8_PAIR = re.compile(rb"[\xc2-\xf4][\x80-\xbf]")  # how every UTF-8 accent starts
_HIGH_BYTES = bytes(range(0x80, 0x100))


def check_header(names: list[str], path: Path, labels: list[str] | None = None) -> None:
    """Blank or repeated column names make roles ambiguous, so refuse them by position."""
    labels = labels or [str(i + 1) for i in range(len(names))]
    for position, name in enumerate(names):
        if name == "":
            raise InputError(
                tr("column {column} has no name in the header (row 1).").format(
                    column=labels[position]
                ),
                path=path,
                row=1,
                hint=tr("Give every column a name in the first row."),
            )
    seen: dict[str, int] = {}
    for position, name in enumerate(names):
        if name in seen:
            raise InputError(
                tr(
                    "the column name '{name}' appears twice in the header (row 1), in columns "
                    "{first} and {second}."
                ).format(name=name, first=labels[seen[name]], second=labels[position]),
                path=path,
                row=1,
                hint=tr("Rename one of them so every column name is unique."),
            )
        seen[name] = position


def refuse_nested_columns(nested: list[str], path: Path) -> None:
    """A list, map or struct column (Parquet) holds several values per cell, which no task
    can count, sort or generalize: refuse it by name, whichever reader meets it."""
    if nested:
        raise InputError(
            tr("column(s) {columns} hold lists or nested records, not single values.").format(
                columns=", ".join(f"'{name}'" for name in nested)
            ),
            path=path,
            hint=tr(
                "Flatten them into one plain column per value, or drop them, and export "
                "the file again."
            ),
        )


@dataclass(frozen=True)
class CsvLayout:
    """What the first 256 KB of a CSV file say about how to parse it."""

    encoding: str
    delimiter: str
    decimal: str
    header: list[str]
    text_columns: list[str]  # codes whose leading zero or plus sign a number would lose
    worded_columns: list[str]  # a word among their first values: the parser reads text


def sniff_csv(path: Path) -> CsvLayout:
    """Detect a CSV file's encoding, delimiter, decimal mark and header (also for the
    readers that stream the file: the same decimal mark in memory and out of core)."""
    head = _head(path)
    whole_file_sampled = len(head) == path.stat().st_size
    encoding, sample = _detect_encoding(head, path, whole_file_sampled)
    if not whole_file_sampled and "\n" in sample:
        sample = sample[: sample.rindex("\n") + 1]  # drop a line cut off mid-way
    if not sample.strip():
        raise InputError(tr("the file contains only blank lines."), path=path)
    delimiter = _detect_delimiter(sample, path.suffix.lower())
    records = _sample_records(sample, delimiter)
    if not records:  # text, yet not one record: a quote on row 1 swallows the sample
        raise unclosed_quote(path, 1)
    header = [name.strip() for name in records[0]]
    check_header(header, path)
    decimal = _detect_decimal(records[1:], delimiter)
    text_columns = _columns_to_keep_as_text(header, records[1:])
    worded = _worded_columns(header, records[1:])
    return CsvLayout(encoding, delimiter, decimal, header, text_columns, worded)


def _head(path: Path) -> bytes:
    """The file's first SNIFF_BYTES, or more: up to the end of its second line, however
    wide the header (up to MAX_HEAD_BYTES)."""
    with open(path, "rb") as handle:
        chunks = [handle.read(SNIFF_BYTES)]
        lines, size = chunks[0].count(b"\n"), len(chunks[0])
        while lines < 2 and size < MAX_HEAD_BYTES and (more := handle.read(SNIFF_BYTES)):
            chunks.append(more)
            lines, size = lines + more.count(b"\n"), size + len(more)
    return b"".join(chunks)


def _detect_encoding(head: bytes, path: Path, whole_file: bool) -> tuple[str, str]:
    """The encoding and the decoded sample: BOMs first, then UTF-8, then legacy Windows."""
    if head.startswith(codecs.BOM_UTF8):
        candidates = ["utf-8-sig"]
    elif head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        candidates = ["utf-16"]
    elif b"\x00" in head:
        candidates = [_utf16_without_bom(head, path)]
    else:
        candidates = ["utf-8", "cp1252", "latin-1"]
    failure = None
    for encoding in candidates:
        decoder = codecs.getincrementaldecoder(encoding)()
        try:
            return encoding, decoder.decode(head, final=whole_file)
        except UnicodeDecodeError as exc:
            failure = exc
            if encoding == "utf-8":
                refuse_mixed_utf8(path)  # UTF-8 accents before or after a byte that is not
    line = failure.object[: failure.start].count(b"\n") + 1  # object: bytes after any BOM
    raise undecodable(path, failure.encoding, line)


def undecodable(path: Path, encoding: str, line: int | None) -> InputError:
    """`line` None: a part after the sampled start."""
    message = (
        tr(
            "a part after the start cannot be decoded as {encoding}, the encoding the file's "
            "first bytes announce."
        )
        if line is None
        else tr(
            "line {line} cannot be decoded as {encoding}, the encoding the file's first bytes "
            "announce."
        )
    )
    return InputError(
        message.format(encoding=encoding, line=line),
        path=path,
        hint=tr("Open it in a spreadsheet or text editor and save it again as CSV (UTF-8)."),
    )


def _utf16_without_bom(head: bytes, path: Path) -> str:
    """Text with NUL bytes is UTF-16 without a marker, or not text at all."""
    even_nuls = head[0::2].count(0) / max(1, len(head[0::2]))
    odd_nuls = head[1::2].count(0) / max(1, len(head[1::2]))
    if odd_nuls > 0.3 and even_nuls < 0.05:
        return "utf-16-le"
    if even_nuls > 0.3 and odd_nuls < 0.05:
        return "utf-16-be"
    hint = tr("Export the data as CSV text from the program that made it.")
    if head.startswith(b"PK\x03\x04"):
        hint = tr("It looks like an Excel workbook: rename it to end in .xlsx.")
    raise InputError(
        tr("this is not a text file, so it cannot be read as CSV."), path=path, hint=hint
    )


def _decodes(path: Path, encoding: str) -> bool:
    decoder = codecs.getincrementaldecoder(encoding)()
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(DECODE_CHUNK_BYTES):
                decoder.decode(chunk)
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return True


def _sample_records(sample: str, delimiter: str = ",") -> list[list[str]]:
    """The sample's first non-blank records; those before a quoted value too long for the
    csv module (an unclosed quote, or a huge value pandas reads fine), which the full
    parse then tells apart."""
    reader = csv.reader(io.StringIO(sample), delimiter=delimiter)
    records = []
    try:
        for record in reader:
            if record:
                records.append(record)
            if len(records) >= SNIFF_RECORDS:
                break
    except csv.Error:
        pass
    return records


def unclosed_quote(path: Path, row: int | None) -> InputError:
    """The one refusal of a quote never closed, whichever reader meets it first."""
    return InputError(
        tr('a quote (") opens a value that is never closed.'),
        path=path,
        row=row,
        hint=tr("Find the value with an unmatched quote, fix it and retry."),
    )


def unclosed_quote_row(path: Path, encoding: str, delimiter: str) -> int | None:
    """The row (counted as the ragged-row check counts them) whose quote is never closed,
    once the parser has said one is; None when a stricter quirk earlier hides it."""
    row = 0
    try:
        with open(path, encoding=encoding, newline="") as handle:
            for _record in csv.reader(handle, delimiter=delimiter, strict=True):
                row += 1
    except csv.Error as exc:
        text = str(exc)
        if text.startswith("field larger than field limit") or "end of data" in text:
            return row + 1
        return None
    except UnicodeDecodeError:
        return None
    return None


def _detect_delimiter(sample: str, suffix: str) -> str:
    """The delimiter that splits every sampled record into as many fields as the header.

    csv.Sniffer alone prefers ',' whenever it is also frequent, which misreads ';'-separated
    files with decimal commas, so its guess is kept only when the field counts agree.
    """
    try:
        sniffed = csv.Sniffer().sniff(sample, delimiters="".join(DELIMITERS)).delimiter
    except csv.Error:
        sniffed = None
    scores = {}
    for delimiter in DELIMITERS:
        records = _sample_records(sample, delimiter)
        if not records:  # split otherwise, a wide header is one field too long for csv
            continue
        width = len(records[0])
        if width > 1:
            scores[delimiter] = sum(len(r) == width for r in records) / len(records)
    if not scores:
        return "\t" if suffix == ".tsv" else ","
    best = max(scores.values())
    if sniffed in scores and scores[sniffed] == best:
        return sniffed
    return next(d for d in DELIMITERS if scores.get(d) == best)


def _detect_decimal(rows: list[list[str]], delimiter: str) -> str:
    """',' when numbers are written '1,5' and none '1.5' (only possible if ',' is not the
    delimiter)."""
    if delimiter == ",":
        return "."
    values = [value.strip() for row in rows for value in row]
    comma = any(_COMMA_DECIMAL.match(v) for v in values)
    dot = any(_DOT_DECIMAL.match(v) for v in values)
    return "," if comma and not dot else "."


def _columns_to_keep_as_text(header: list[str], rows: list[list[str]]) -> list[str]:
    keep = set()
    for row in rows:
        for name, value in zip(header, row, strict=False):
            if _KEEP_AS_TEXT.match(value.strip()):
                keep.add(name)
    return [name for name in header if name in keep]


def _worded_columns(header: list[str], rows: list[list[str]]) -> list[str]:
    """Columns with a value that is no number, no true/false and no missing-value mark:
    wherever in the file it lies, the parser can only read such a column as text."""
    worded = set()
    for row in rows:
        for name, value in zip(header, row, strict=False):
            if name not in worded and _is_word(value.strip()):
                worded.add(name)
    return [name for name in header if name in worded]


def _is_word(value: str) -> bool:
    if not _LETTER.search(value) or value.lower() in _NOT_WORDS:
        return False
    try:
        float(value)  # "1e5", "inf", "nan"
    except ValueError:
        return True
    return False


def legacy_encoding(path: Path) -> str:
    """The encoding of a file whose start decoded as UTF-8 but a later byte did not: a
    legacy Windows export (cp1252 when it decodes so, else latin-1); a file of mixed
    encodings is refused (`refuse_mixed_utf8`)."""
    refuse_mixed_utf8(path)
    return "cp1252" if _decodes(path, "cp1252") else "latin-1"


def refuse_mixed_utf8(path: Path) -> None:
    """A file with UTF-8 text (accents) before a byte that is not UTF-8 mixes two
    encodings: read as either, part of it would be garbled ('LomÃ©'), so it is refused
    at the line of that byte. Plain ASCII before it is a legacy export, read as such."""
    line, utf8_before = first_undecodable(path, "utf-8")
    if utf8_before:
        raise InputError(
            tr(
                "line {line} is not UTF-8 text, but lines before it are: the file mixes two "
                "text encodings, so some names would be garbled."
            ).format(line=line),
            path=path,
            hint=tr(
                "Open it in a spreadsheet or text editor, fix that line's accented letters "
                "and save it again as CSV (UTF-8)."
            ),
        )
    if (utf8_line := _first_utf8_line(path)) is not None:  # legacy bytes, then UTF-8
        raise InputError(
            tr(
                "line {line} is UTF-8 text, but lines before it are not: the file mixes two "
                "text encodings, so some names would be garbled."
            ).format(line=utf8_line),
            path=path,
            hint=tr(
                "Open it in a spreadsheet or text editor, fix that line's accented letters "
                "and save it again as CSV (UTF-8)."
            ),
        )


def _first_utf8_line(path: Path) -> int | None:
    """The 1-based line of the first run of non-ASCII bytes that is valid UTF-8 ('é' as
    C3 A9), None when there is none. A legacy export's accent ('é' as E9, between ASCII
    letters) is never such a run."""
    lines, carry = 0, b""
    with open(path, "rb") as source:
        while True:
            chunk = source.read(DECODE_CHUNK_BYTES)
            buffer = carry + chunk
            cut = len(buffer.rstrip(_HIGH_BYTES))  # a run cut by the chunk's end waits
            if not chunk or (cut == 0 and len(buffer) > DECODE_CHUNK_BYTES):
                cut = len(buffer)
            done, carry = buffer[:cut], buffer[cut:]
            if (start := _first_utf8_run(done)) is not None:
                return lines + done.count(b"\n", 0, start) + 1
            lines += done.count(b"\n")
            if not chunk:
                return None


def _first_utf8_run(data: bytes) -> int | None:
    """Where the first run of non-ASCII bytes that decodes as UTF-8 starts in `data`."""
    position = 0
    while pair := _UTF8_PAIR.search(data, position):
        start = len(data[: pair.start()].rstrip(_HIGH_BYTES))
        run = _NON_ASCII_RUN.match(data, start)
        try:
            run.group().decode("utf-8")
        except UnicodeDecodeError:
            position = run.end()
            continue
        return start
    return None


def first_undecodable(path: Path, encoding: str) -> tuple[int, bool]:
    """The 1-based line of the first byte that does not decode as `encoding` (the line
    after the last when all do), and whether a non-ASCII character decoded before it."""
    decoder = codecs.getincrementaldecoder(encoding)()
    lines = 0
    non_ascii = False
    with open(path, "rb") as source:
        while chunk := source.read(DECODE_CHUNK_BYTES):
            try:
                decoder.decode(chunk)
            except UnicodeDecodeError as exc:
                before = exc.object[: exc.start]
                return lines + before.count(b"\n") + 1, non_ascii or not before.isascii()
            lines += chunk.count(b"\n")
            non_ascii = non_ascii or not chunk.isascii()
    return lines + 1, non_ascii

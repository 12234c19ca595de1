"""What an .xlsx workbook holds, learnt from its zip directory and the first bytes of its
parts before anything parses it.

A document type declaration (which Excel never writes, and whose entities can expand
without limit) is refused by name; the parts' uncompressed size and the sheets' declared
dimensions let the memory check (`engine.data.memory_fit`) refuse a zip bomb or a sheet
too large for memory in a moment, instead of after minutes of parsing.
"""

from __future__ import annotations

import re
import zipfile
from dataclasses import dataclass
from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import number, tr

MAX_PARTS = 10_000  # files inside the zip; Excel writes a few dozen
PROLOG_BYTES = 64 * 1024  # where an XML part's declarations must end
# Real workbooks compress about 5 to 100 times (deflate cannot pass about 1,030); a part
# expanding more than this, to more than BOMB_BYTES, is built to exhaust the reader.
BOMB_RATIO = 500
BOMB_BYTES = 100 * 1024 * 1024
_ROOT = re.compile(rb"<(?![?!])")  # the first element: the end of the prolog
_DECLARATION = re.compile(rb"<!(DOCTYPE|ENTITY)", re.IGNORECASE)
_DIMENSION = re.compile(rb'<dimension\s+ref="[A-Z]*\d*:?([A-Z]*)(\d*)"')


@dataclass(frozen=True)
class WorkbookSize:
    uncompressed: int  # bytes of XML a reader would parse
    cells: int  # cells the sheets' dimensions declare (0 where they do not say)


def damaged_workbook(path: Path, reason: str) -> InputError:
    """The one refusal of a workbook that cannot be read as .xlsx."""
    return InputError(
        tr("the Excel workbook is damaged or not really .xlsx ({reason}).").format(reason=reason),
        path=path,
        hint=tr("Open it in Excel, save it again as .xlsx, or export the sheet as CSV."),
    )


def inspect_workbook(path: Path) -> WorkbookSize:
    """The workbook's size before parsing; a DTD, a zip bomb or a file that is no zip
    refused with a message naming the file."""
    try:
        with zipfile.ZipFile(path) as archive:
            parts = archive.infolist()
            if len(parts) > MAX_PARTS:
                raise damaged_workbook(
                    path, tr("{count} parts").format(count=number(len(parts), ","))
                )
            cells = 0
            for part in parts:
                _refuse_bomb(part, path)
                if part.filename.lower().endswith((".xml", ".rels", ".vml")):
                    with archive.open(part) as stream:
                        start = stream.read(PROLOG_BYTES)
                    _refuse_declarations(start, part.filename, path)
                    if part.filename.startswith("xl/worksheets/"):
                        cells += _declared_cells(start)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError) as exc:
        raise damaged_workbook(path, str(exc) or type(exc).__name__) from None
    return WorkbookSize(sum(part.file_size for part in parts), cells)


def _refuse_bomb(part: zipfile.ZipInfo, path: Path) -> None:
    if part.file_size > BOMB_BYTES and part.file_size > BOMB_RATIO * max(1, part.compress_size):
        raise InputError(
            tr(
                "the part {part} of this workbook expands from {small} to {large}: no "
                "spreadsheet is that repetitive, so it is refused (a 'zip bomb')."
            ).format(
                part=part.filename,
                small=_megabytes(part.compress_size),
                large=_megabytes(part.file_size),
            ),
            path=path,
            hint=tr("Open it in Excel, save it again as .xlsx, or export the sheet as CSV."),
        )


def _megabytes(size: int) -> str:
    return tr("{size} MB").format(size=number(size / 1e6, ",.1f"))


def _refuse_declarations(start: bytes, part: str, path: Path) -> None:
    if start.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16, which Excel never writes
        start = start.decode("utf-16", errors="ignore").encode("utf-8")
    root = _ROOT.search(start)
    prolog = start if root is None else start[: root.start()]
    if _DECLARATION.search(prolog) or (root is None and len(start) == PROLOG_BYTES):
        raise InputError(
            tr(
                "the workbook part {part} holds a document type declaration (DTD), which "
                "Excel never writes and which can make reading it endless."
            ).format(part=part),
            path=path,
            hint=tr("Open it in Excel, save it again as .xlsx, or export the sheet as CSV."),
        )


def _declared_cells(start: bytes) -> int:
    """Rows × columns of a sheet's <dimension ref="A1:Z100">, 0 when it does not say."""
    found = _DIMENSION.search(start)
    if found is None or not found.group(1) or not found.group(2):
        return 0
    column = 0
    for letter in found.group(1).decode("ascii"):
        column = column * 26 + ord(letter) - ord("A") + 1
    return column * int(found.group(2))

"""Read a user's data file into a DataFrame, or say exactly why it cannot be read.

Field teams bring CSV exports in any encoding and delimiter, Excel workbooks, Parquet, SPSS
and Stata files. Every failure becomes an InputError naming the file and what to do, and
the input file is only ever opened for reading (SPEC 4). How a CSV is laid out is
detected in `engine.data.layout`.
"""

from __future__ import annotations

import csv
import io
import os
import warnings
from collections.abc import Collection
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError, PrivDeskError
from engine.core.i18n import tr
from engine.core.jobs import CancelFlag, JobContext
from engine.core.parquet import parquet_shape, read_parquet
from engine.core.regular_files import regular_file_size
from engine.data.fingerprint import file_sha256
from engine.data.layout import (
    check_header,
    legacy_encoding,
    refuse_nested_columns,
    sniff_csv,
    unclosed_quote,
    unclosed_quote_row,
    undecodable,
)
from engine.data.memory_fit import TooLargeForMemory, check_fits_in_memory, smaller_extract
from engine.data.xlsx_guard import damaged_workbook, inspect_workbook

FORMAT_BY_SUFFIX = {
    ".csv": "csv",
    ".txt": "csv",
    ".tsv": "csv",
    ".xlsx": "xlsx",
    ".parquet": "parquet",
    ".sav": "sav",
    ".dta": "dta",
}


@dataclass(frozen=True)
class LoadedTable:
    """A table as read, with what was detected, so reports can name the exact input."""

    frame: pd.DataFrame
    path: Path
    format: str
    sha256: str
    encoding: str | None = None
    delimiter: str | None = None
    decimal: str | None = None
    sheet: str | None = None
    head_only: bool = False  # the frame holds only the file's first rows (too large)
    linked: object | None = None  # a KoBo / ODK export: its engine.data.kobo.LinkedExport


# A file too large for memory is previewed by its first rows; the formats DuckDB streams
# (engine.data.duckdb_io), which the tasks aggregating straight from the file read.
HEAD_ROWS = 10_000
STREAMABLE_FORMATS = ("csv", "parquet")
# Memory a read value takes, for the check before reading: a workbook cell (the parser's
# value, its row tuple, the table's slot), a Parquet cell at least two 8-byte numbers
# (DuckDB's result and the table's copy); a workbook's XML, parsed, about three times its
# size.
XLSX_CELL_BYTES = 100
PARQUET_CELL_BYTES = 16
XML_EXPANSION = 3
PROGRESS_ROWS = 5_000  # rows of a workbook between progress reports and cancel checks
READ_BUFFER_BYTES = 1024 * 1024  # a CSV's read buffer: progress and cancel at each refill


def read_table(
    path: str | Path,
    *,
    sheet: str | None = None,
    head_rows: int | None = None,
    ctx: JobContext | None = None,
    columns: Collection[str] | None = None,
    coded: Collection[str] = (),
) -> LoadedTable:
    """Read a CSV/TSV/TXT, XLSX, Parquet, SPSS or Stata file, detecting its layout; with
    `head_rows` (CSV and Parquet only) just the first rows, whatever the file's size. The
    file's fingerprint is computed on a second thread while the table is read (`ctx` sees
    the read and can cancel both); a head's, which is all of its reading time, before it.
    `columns`: a Parquet file's other columns are not read (the other formats read all);
    a name the file lacks is simply absent from the frame, for the caller to name.
    `coded`: those of a CSV's columns that are surely text come as categoricals (codes
    into their distinct values, found as the file is parsed: no pass over the strings
    afterwards); the same values as otherwise."""
    path = Path(path)
    file_format = _check_readable(path)
    if head_rows is None:
        check_fits_in_memory(path, file_format, _described_bytes(path, file_format))
    elif file_format not in STREAMABLE_FORMATS:
        raise ValueError(f"head_rows needs a CSV or Parquet file, not {file_format}")
    ctx = ctx or JobContext()
    try:
        if head_rows is not None:  # a head is read at once: the fingerprint is the wait
            sha256 = file_sha256(path, ctx.sub(0.0, 0.9))
            table = _loaded(path, file_format, sheet, head_rows, columns, coded, ctx.sub(0.9, 1.0))
            return replace(table, sha256=sha256)
        stop = CancelFlag()  # a failed or cancelled read stops the fingerprint too
        with ThreadPoolExecutor(1) as pool:  # hashlib lets go of the GIL, as the parsers do
            hashing = pool.submit(file_sha256, path, JobContext(cancel_flag=stop))
            try:
                table = _loaded(path, file_format, sheet, None, columns, coded, ctx)
            except BaseException:
                stop.cancel()
                raise
            return replace(table, sha256=hashing.result())
    except MemoryError:
        raise InputError(
            tr("the file is too large for this computer's memory."),
            path=path,
            hint=smaller_extract(),
        ) from None
    except PermissionError:
        raise InputError(
            tr("permission denied when reading the file."),
            path=path,
            hint=tr("Check that you may read it, or copy it to a folder of your own."),
        ) from None


def _loaded(path: Path, file_format: str, sheet, head_rows, columns, coded, ctx) -> LoadedTable:
    """The table as read, its `sha256` left for the caller to fill."""
    head_only = head_rows is not None
    if file_format == "csv":
        frame, encoding, delimiter, decimal = _read_csv(path, head_rows, ctx, coded)
        layout = {"encoding": encoding, "delimiter": delimiter, "decimal": decimal}
        return LoadedTable(frame, path, "csv", "", **layout, head_only=head_only)
    if file_format == "xlsx":
        frame, sheet_name = _read_xlsx(path, sheet, ctx)
        return LoadedTable(frame, path, "xlsx", "", sheet=sheet_name)
    frame = _read_binary_format(path, file_format, head_rows, columns, ctx)
    return LoadedTable(frame, path, file_format, "", head_only=head_only)


def read_table_or_head(
    path: str | Path, *, sheet: str | None = None, ctx: JobContext | None = None
) -> LoadedTable:
    """The whole table; for a CSV or Parquet file too large for memory, its first
    HEAD_ROWS rows (`head_only`), which the tasks aggregating straight from the file use."""
    try:
        return read_table(path, sheet=sheet, ctx=ctx)
    except TooLargeForMemory:
        if _check_readable(Path(path)) not in STREAMABLE_FORMATS:
            raise
        return read_table(path, sheet=sheet, head_rows=HEAD_ROWS, ctx=ctx)


def list_sheets(path: str | Path) -> list[str]:
    """Names of an XLSX workbook's sheets, in workbook order, for the sheet chooser."""
    path = Path(path)
    if _check_readable(path) != "xlsx":
        raise InputError(tr("only Excel .xlsx workbooks have sheets."), path=path)
    workbook = _open_workbook(path)
    try:
        return list(workbook.sheetnames)
    finally:
        workbook.close()


def sheet_headers(path: str | Path) -> dict[str, list[str]]:
    """Each sheet's column names (its first row), without reading the rest, to recognize
    a workbook's shape (a KoBo export, `engine.data.kobo`)."""
    workbook = _open_workbook(Path(path))
    try:
        return {
            name: [str(v).strip() for v in row if v is not None]
            for name in workbook.sheetnames
            for row in [next(workbook[name].iter_rows(max_row=1, values_only=True), ())]
        }
    finally:
        workbook.close()


# --- checks shared by every format ---------------------------------------------------------


def _check_readable(path: Path) -> str:
    """The file's format, after ruling out a missing, empty or unsupported file."""
    if not path.exists():
        raise InputError(
            tr("the file does not exist."),
            path=path,
            hint=tr("Check the name and folder, then retry."),
        )
    if path.is_dir():
        raise InputError(
            tr("this is a folder, not a data file."), path=path, hint=tr("Choose a file inside it.")
        )
    size = regular_file_size(path, tr("the file does not exist."))  # no pipe, no device
    suffix = path.suffix.lower()
    if suffix not in FORMAT_BY_SUFFIX:
        hint = tr("Save it as CSV, Excel (.xlsx), Parquet, SPSS (.sav) or Stata (.dta).")
        if suffix == ".xls":
            hint = tr("Old Excel .xls files are not supported: open it in Excel and save as .xlsx.")
        raise InputError(
            tr("files ending in '{suffix}' cannot be read.").format(suffix=path.suffix),
            path=path,
            hint=hint,
        )
    if size == 0:
        raise InputError(
            tr("the file is empty (0 bytes)."), path=path, hint=tr("Export the data again.")
        )
    return FORMAT_BY_SUFFIX[suffix]


def _drop_trailing_empty_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """Blank lines at the end carry nothing; inner blank rows stay so row numbers stay true.
    Read from the end in growing blocks: a table without them costs one row's look."""
    last, block = len(frame), 1
    while last:
        start = max(last - block, 0)
        filled = np.flatnonzero(frame.iloc[start:last].notna().any(axis=1).to_numpy())
        if filled.size:
            last = start + int(filled[-1]) + 1
            break
        last, block = start, block * 8
    return frame.iloc[:last] if last < len(frame) else frame


def _require_rows(frame: pd.DataFrame, path: Path) -> pd.DataFrame:
    if len(frame) == 0:
        raise InputError(
            tr("the file has a header but no data rows."),
            path=path,
            hint=tr("Check that you exported the data, not only the column names."),
        )
    return frame


# --- CSV -----------------------------------------------------------------------------------


def _read_csv(
    path: Path, head_rows: int | None, ctx: JobContext, coded: Collection[str] = ()
) -> tuple[pd.DataFrame, str, str, str]:
    """Parse with the detected layout and row numbers kept exact (the first `head_rows`
    rows only, when given); `ctx` sees the bytes parsed and can cancel between reads."""
    layout = sniff_csv(path)
    encoding, delimiter, decimal = layout.encoding, layout.delimiter, layout.decimal
    dtypes = dict.fromkeys(layout.text_columns, "str")
    # a word among the values keeps the categories text (codes alone would be read as numbers)
    dtypes |= dict.fromkeys((name for name in coded if name in layout.worded_columns), "category")
    shape = (layout.header, dtypes, head_rows, ctx)
    try:
        frame = _parse_csv(path, encoding, delimiter, decimal, *shape)
    except UnicodeDecodeError:
        if encoding != "utf-8":
            raise undecodable(path, encoding, None) from None
        encoding = legacy_encoding(path)
        frame = _parse_csv(path, encoding, delimiter, decimal, *shape)
    frame = _require_rows(_drop_trailing_empty_rows(frame), path)
    return frame, encoding, delimiter, decimal


def _parse_csv(
    path: Path,
    encoding: str,
    delimiter: str,
    decimal: str,
    header: list[str],
    dtypes: dict[str, str],
    head_rows: int | None,
    ctx: JobContext,
) -> pd.DataFrame:
    """Parse with the C engine; anything it would silently pad or truncate is located exactly.

    pandas errors on a long row after the first, warns when the first rows are longer or
    shorter than the header, and pads later short rows with missing values, so each of
    those signs triggers a precise scan for the first ragged row.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", pd.errors.ParserWarning)
            raw = _ReportingFile(path, ctx)
            with io.BufferedReader(raw, READ_BUFFER_BYTES) as source:
                frame = pd.read_csv(
                    source,
                    sep=delimiter,
                    decimal=decimal,
                    encoding=encoding,
                    header=0,
                    names=header,
                    index_col=False,
                    dtype=dtypes,
                    skip_blank_lines=False,
                    low_memory=False,
                    nrows=head_rows,
                )
    except (pd.errors.ParserError, pd.errors.ParserWarning) as exc:
        # First: the value an unclosed quote swallows would also look like a ragged row.
        if "EOF inside string" in str(exc):
            row = unclosed_quote_row(path, encoding, delimiter)
            raise unclosed_quote(path, row) from None
        raise_first_ragged_row(path, encoding, delimiter, len(header))
        raise InputError(
            tr("the file could not be parsed as CSV ({reason}).").format(reason=_short(exc)),
            path=path,
            hint=tr("Open it in a spreadsheet, check the rows look right and save it again."),
        ) from None
    if frame[header[-1]].isna().any():
        raise_first_ragged_row(path, encoding, delimiter, len(header))
    return frame


class _ReportingFile(io.FileIO):
    """A file opened for reading that reports, before each read, the share of its bytes
    read so far, so the parser's progress shows and a cancel stops it between reads."""

    def __init__(self, path: Path, ctx: JobContext) -> None:
        super().__init__(path, "rb")
        self._ctx = ctx
        self._size = max(1, os.fstat(self.fileno()).st_size)

    def readinto(self, buffer) -> int | None:
        self._ctx.report(self.tell() / self._size, tr("Reading the table"))
        return super().readinto(buffer)


def raise_first_ragged_row(path: Path, encoding: str, delimiter: str, width: int) -> None:
    """Find the first record whose field count differs from the header's (blank rows pass).

    A quoted value longer than the csv module's limit ends the scan: pandas read it."""
    with open(path, encoding=encoding, newline="") as handle:
        records = enumerate(csv.reader(handle, delimiter=delimiter), start=1)
        for row_number, record in _until_csv_error(records):
            if record and len(record) != width:
                raise InputError(
                    tr("this row has {fields} fields but the header has {width}.").format(
                        fields=len(record), width=width
                    ),
                    path=path,
                    row=row_number,
                    hint=tr(
                        "Fix that row (a stray or missing delimiter, or an unquoted "
                        "'{delimiter}' inside a value) and retry."
                    ).format(delimiter=delimiter),
                )


def _until_csv_error(records):
    try:
        yield from records
    except csv.Error:
        return


# --- Excel ---------------------------------------------------------------------------------


def _described_bytes(path: Path, file_format: str) -> float:
    """The memory a table will take by what the file says of itself (0: it does not say)."""
    if file_format == "xlsx":
        size = inspect_workbook(path)
        return max(size.uncompressed * XML_EXPANSION, size.cells * XLSX_CELL_BYTES)
    if file_format == "parquet":
        try:
            rows, columns = parquet_shape(path)
        except Exception:  # a damaged footer: the read itself says what is wrong
            return 0
        return rows * max(1, columns) * PARQUET_CELL_BYTES
    return 0


def _open_workbook(path: Path):
    import openpyxl

    inspect_workbook(path)  # a DTD or a zip bomb is refused before parsing
    try:
        return openpyxl.load_workbook(path, read_only=True, data_only=True)
    except MemoryError:
        raise
    except Exception as exc:  # openpyxl raises many types for a damaged workbook
        raise damaged_workbook(path, _short(exc)) from None


def _sheet_rows(path: Path, worksheet, ctx: JobContext) -> list[tuple]:
    """Every row's values, with progress and cancel; a part that does not parse is a
    damaged workbook."""
    total = max(1, worksheet.max_row or 1)
    rows = []
    try:
        for row in worksheet.iter_rows(values_only=True):
            rows.append(row)
            if len(rows) % PROGRESS_ROWS == 0:
                ctx.report(min(1.0, len(rows) / total), tr("Reading the workbook"))
    except MemoryError:
        raise
    except Exception as exc:  # XML parse errors, damaged parts
        if isinstance(exc, PrivDeskError):
            raise
        raise damaged_workbook(path, _short(exc)) from None
    ctx.report(1.0, tr("Reading the workbook"))  # a cancel during the last rows stops here
    return rows


def _read_xlsx(
    path: Path, sheet: str | None, ctx: JobContext | None = None
) -> tuple[pd.DataFrame, str]:
    from openpyxl.utils import get_column_letter

    workbook = _open_workbook(path)
    try:
        names = workbook.sheetnames
        chosen = names[0] if sheet is None else sheet
        if chosen not in names:
            raise InputError(
                tr("there is no sheet named '{sheet}'. The sheets are: {sheets}.").format(
                    sheet=sheet, sheets=", ".join(f"'{n}'" for n in names)
                ),
                path=path,
                hint=tr("Choose one of those sheets."),
            )
        rows = _sheet_rows(path, workbook[chosen], ctx or JobContext())
    finally:
        workbook.close()
    if not rows or all(v is None for v in rows[0]):
        raise InputError(
            tr("sheet '{sheet}' has no column names in row 1.").format(sheet=chosen),
            path=path,
            row=1,
            hint=tr("Put the column names in the first row of the sheet."),
        )
    width = max(len(r) for r in rows)
    cells = [list(r) + [None] * (width - len(r)) for r in rows]
    header = ["" if v is None else str(v).strip() for v in cells[0]]
    data = cells[1:]
    # Formatting can extend a sheet with nameless, empty columns; drop only those.
    keep = [i for i, name in enumerate(header) if name or any(r[i] is not None for r in data)]
    header = [header[i] for i in keep]
    check_header(header, path, [get_column_letter(i + 1) for i in keep])
    frame = pd.DataFrame.from_records([[r[i] for i in keep] for r in data], columns=header)
    frame = frame.infer_objects()
    return _require_rows(_drop_trailing_empty_rows(frame), path), chosen


# --- Parquet, SPSS, Stata ------------------------------------------------------------------

_FORMAT_NAMES = {"parquet": "Parquet", "sav": "SPSS .sav", "dta": "Stata .dta"}


def _read_binary_format(path: Path, file_format: str, head_rows=None, columns=None, ctx=None):
    try:
        if file_format == "parquet":
            frame = read_parquet(path, limit=head_rows, columns=columns, ctx=ctx)
        else:
            import pyreadstat

            reader = pyreadstat.read_sav if file_format == "sav" else pyreadstat.read_dta
            frame, meta = reader(str(path))
    except (MemoryError, PrivDeskError):  # a cancel among them
        raise
    except Exception as exc:  # DuckDB and pyreadstat raise many types for a damaged file
        raise InputError(
            tr("the file could not be read as {format} ({reason}).").format(
                format=_FORMAT_NAMES[file_format], reason=_short(exc)
            ),
            path=path,
            hint=tr("Export it again from the program that made it, or save it as CSV."),
        ) from None
    header = [str(name).strip() for name in frame.columns]
    check_header(header, path)
    if file_format in ("sav", "dta"):  # kept for writing back (engine.core.writers)
        named = dict(zip(frame.columns, header, strict=True))
        frame.attrs["value_labels"] = {
            named[k]: v for k, v in meta.variable_value_labels.items() if k in named
        }
        frame.attrs["column_labels"] = {
            named[k]: v for k, v in meta.column_names_to_labels.items() if k in named and v
        }
    frame.columns = header
    refuse_nested_columns(_nested_columns(frame), path)
    return _require_rows(frame.reset_index(drop=True), path)


_NESTED = (list, tuple, dict, np.ndarray)


def _nested_columns(frame: pd.DataFrame) -> list[str]:
    """Columns where some cell holds a list, array or record (only object columns can)."""
    return [
        name
        for name in frame.columns
        if frame[name].dtype == object
        and frame[name].map(lambda value: isinstance(value, _NESTED)).any()
    ]


def _short(exc: Exception) -> str:
    """The first line of a library's error, without traceback text, for a message."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return text if len(text) <= 160 else text[:157] + "..."

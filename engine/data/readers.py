"""Read a user's data file into a DataFrame, or say exactly why it cannot be read.

Field teams bring CSV exports in any encoding and delimiter, Excel workbooks, Parquet, SPSS
and Stata files. Every failure becomes an InputError naming the file and what to do, and
the input file is only ever opened for reading (SPEC 4). How a CSV is laid out is
detected in `engine.data.layout`, and it is parsed in `engine.data.csv_reader`.
"""

from __future__ import annotations

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
from engine.data.csv_reader import read_csv
from engine.data.fingerprint import file_sha256
from engine.data.layout import check_header, refuse_nested_columns
from engine.data.memory_fit import TooLargeForMemory, check_fits_in_memory, smaller_extract
from engine.data.table_checks import drop_trailing_empty_rows, require_rows, short_reason
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
        frame, encoding, delimiter, decimal = read_csv(path, head_rows, ctx, coded)
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
        raise damaged_workbook(path, short_reason(exc)) from None


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
        raise damaged_workbook(path, short_reason(exc)) from None
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
    return require_rows(drop_trailing_empty_rows(frame), path), chosen


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
                format=_FORMAT_NAMES[file_format], reason=short_reason(exc)
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
    return require_rows(frame.reset_index(drop=True), path)


_NESTED = (list, tuple, dict, np.ndarray)


def _nested_columns(frame: pd.DataFrame) -> list[str]:
    """Columns where some cell holds a list, array or record (only object columns can)."""
    return [
        name
        for name in frame.columns
        if frame[name].dtype == object
        and frame[name].map(lambda value: isinstance(value, _NESTED)).any()
    ]

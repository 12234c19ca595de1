"""Write exports atomically: a file either appears complete or not at all (SPEC 4).

Each writer fills a temporary file in the target's own folder, flushes it to disk and
renames it over the target, so a crash, a full disk or a cancelled export never leaves a
half-written file or damages the file it would have replaced.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import InputError
from engine.core.i18n import number, tr
from engine.core.parquet import refuse_case_twins, write_parquet

if TYPE_CHECKING:  # pandas is heavy to import; only its name is needed here
    import pandas as pd

TABLE_FORMATS = ("csv", "xlsx", "parquet", "sav", "dta")
EXCEL_MAX_ROWS = 1_048_576 - 1  # one row of the sheet holds the column names

_STATISTICS_FORMAT_NAMES = {"sav": "SPSS", "dta": "Stata"}


def cannot_write(path: Path, exc: OSError) -> InputError:
    """The one refusal for a folder that cannot be written (missing rights, full disk)."""
    return InputError(
        tr("cannot write in this folder ({error}).").format(error=exc.strerror or exc),
        path=path,
        hint=tr("Choose a folder you can write to."),
    )


def write_table_atomic(frame: pd.DataFrame, path: str | Path, *, format: str | None = None) -> None:
    """Write a table as CSV (UTF-8), XLSX, Parquet, SPSS or Stata, chosen by suffix or format."""
    path = Path(path)
    file_format = (format or path.suffix.lstrip(".")).lower()
    if file_format not in TABLE_FORMATS:
        raise InputError(
            tr("cannot write the format '{format}'.").format(format=file_format or path.suffix),
            path=path,
            hint=tr("Choose a file ending in .csv, .xlsx, .parquet, .sav or .dta."),
        )
    if file_format == "xlsx" and len(frame) > EXCEL_MAX_ROWS:
        raise InputError(
            tr("the table has {rows} rows, more than an Excel sheet can hold.").format(
                rows=number(len(frame), ",")
            ),
            path=path,
            hint=tr("Export as CSV or Parquet instead."),
        )
    if file_format == "parquet":
        refuse_case_twins([str(name) for name in frame.columns], path)
    _write_atomic(path, lambda temp: _write_table(frame, temp, file_format), file_format)


def write_workbook_atomic(sheets: Mapping[str, pd.DataFrame], path: str | Path) -> None:
    """Write named tables as the sheets of one .xlsx workbook (e.g. an XLSForm's survey,
    choices and settings), in the mapping's order."""
    path = Path(path)
    if path.suffix.lower() != ".xlsx":
        raise InputError(
            tr("a workbook of several sheets can only be saved as .xlsx."),
            path=path,
            hint=tr("Choose a file name ending in .xlsx."),
        )

    def fill(temp: Path) -> None:
        import pandas as pd

        with pd.ExcelWriter(temp, engine="openpyxl") as writer:
            for name, frame in sheets.items():
                frame.to_excel(writer, sheet_name=name, index=False)

    _write_atomic(path, fill, "xlsx")


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write text as UTF-8, exactly as given (no newline translation)."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    path = Path(path)
    _write_atomic(path, lambda temp: temp.write_bytes(data), None)


def _write_table(frame: pd.DataFrame, temp: Path, file_format: str) -> None:
    if file_format == "csv":
        frame.to_csv(temp, index=False, encoding="utf-8", lineterminator="\n")
    elif file_format == "xlsx":
        frame.to_excel(temp, index=False, engine="openpyxl")
    elif file_format == "parquet":
        write_parquet(frame, temp)
    else:
        import pyreadstat

        writer = pyreadstat.write_sav if file_format == "sav" else pyreadstat.write_dta
        writer(frame, str(temp))


def _write_atomic(path: Path, fill: Callable[[Path], object], file_format: str | None) -> None:
    """Fill a temporary sibling of path, fsync it, then rename it over path."""
    if path.is_dir():
        raise InputError(
            tr("this is a folder; an export needs a file name."),
            path=path,
            hint=tr("Add a file name to the path."),
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp_name = _create_temp_sibling(path)
    except OSError as exc:
        raise cannot_write(path, exc) from None
    temp = Path(temp_name)
    try:
        fill(temp)
        with open(temp, "rb+") as written:
            os.fsync(written.fileno())
        os.replace(temp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        if isinstance(exc, OSError):
            raise InputError(
                tr("the file could not be written ({error}); nothing was changed.").format(
                    error=exc.strerror or exc
                ),
                path=path,
                hint=tr("Check there is free disk space and the file is not open elsewhere."),
            ) from None
        if file_format in _STATISTICS_FORMAT_NAMES and _is_pyreadstat_refusal(exc):
            raise InputError(
                tr("the table cannot be saved as {format} ({error}).").format(
                    format=_STATISTICS_FORMAT_NAMES[file_format], error=exc
                ),
                path=path,
                hint=tr("Rename the columns to short names without spaces, or export as CSV."),
            ) from None
        raise
    _sync_folder(path.parent)


def _create_temp_sibling(path: Path) -> str:
    """An empty, new temporary file beside `path` with ordinary permissions.

    Unlike mkstemp (always owner-only), the mode follows the user's umask, so an export is
    as readable as any file the user saves; exclusive creation still prevents clashes.
    """
    for _ in range(100):
        name = path.parent / f".{path.name}.{secrets.token_hex(6)}.tmp{path.suffix}"
        try:
            os.close(os.open(name, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        except FileExistsError:
            continue
        return str(name)
    raise FileExistsError(f"no free temporary name beside {path}")


def _is_pyreadstat_refusal(exc: BaseException) -> bool:
    """pyreadstat refuses column names and types its format cannot hold."""
    import pyreadstat

    return isinstance(exc, pyreadstat.PyreadstatError | pyreadstat.ReadstatError)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows syncing a folder."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)

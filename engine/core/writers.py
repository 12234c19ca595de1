"""Write exports atomically: a file either appears complete or not at all (SPEC 4).

Each writer fills a temporary file in the target's own folder, flushes it to disk and
renames it over the target, so a crash, a full disk or a cancelled export never leaves a
half-written file or damages the file it would have replaced. The runner splits the two
steps (`prepare_table`, `prepare_workbook`, `prepare_bytes` fill the temporary files;
`PreparedFile.commit` renames, refusing a file that appeared meanwhile unless told to
replace it), so every output is ready before the privacy ledger is charged. Temporary
files of PrivDesk's own naming left by a killed run are removed by the next write in
their folder, once older than `STALE_SECONDS`.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
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

# A spreadsheet runs a cell that starts like this as a formula (OWASP "CSV injection"),
# unless it is a plain number, which runs nothing.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?")
STALE_SECONDS = 600  # a temporary file this old belongs to no run still writing
# `_create_temp_sibling`'s names: .<target name>.<12 hex digits>.tmp<target suffix>
_TEMP_NAME = re.compile(r"^\..+\.[0-9a-f]{12}\.tmp(\.[^.]*)?$")


def cannot_write(path: Path, exc: OSError) -> InputError:
    """The one refusal for a folder that cannot be written (missing rights, full disk)."""
    return InputError(
        tr("cannot write in this folder ({error}).").format(error=exc.strerror or exc),
        path=path,
        hint=tr("Choose a folder you can write to."),
    )


def write_table_atomic(
    frame: pd.DataFrame,
    path: str | Path,
    *,
    format: str | None = None,
    csv_formula_guard: bool = True,
) -> None:
    """Write a table as CSV (UTF-8), XLSX, Parquet, SPSS or Stata, chosen by suffix or format.

    No text cell can run as a formula where the file is opened: XLSX stores it as text,
    CSV starts it with a ' (`guard_formula`) unless `csv_formula_guard` is False (for
    programs, not people, reading the file)."""
    prepare_table(frame, path, format=format, csv_formula_guard=csv_formula_guard).commit(
        overwrite=True
    )


def prepare_table(
    frame: pd.DataFrame,
    path: str | Path,
    *,
    format: str | None = None,
    csv_formula_guard: bool = True,
) -> PreparedFile:
    """`write_table_atomic`'s temporary file, filled and flushed; `commit` puts it in place."""
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
    return _prepare(
        path, lambda temp: _write_table(frame, temp, file_format, csv_formula_guard), file_format
    )


def write_workbook_atomic(sheets: Mapping[str, pd.DataFrame], path: str | Path) -> None:
    """Write named tables as the sheets of one .xlsx workbook (e.g. an XLSForm's survey,
    choices and settings), in the mapping's order."""
    prepare_workbook(sheets, path).commit(overwrite=True)


def prepare_workbook(sheets: Mapping[str, pd.DataFrame], path: str | Path) -> PreparedFile:
    """`write_workbook_atomic`'s temporary file, filled and flushed."""
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
                _keep_text_as_text(writer.sheets[name], frame)

    return _prepare(path, fill, "xlsx")


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write text as UTF-8, exactly as given (no newline translation)."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    prepare_bytes(path, data).commit(overwrite=True)


def prepare_bytes(path: str | Path, data: bytes | str) -> PreparedFile:
    """A temporary file holding `data` (text as UTF-8, exactly as given), flushed."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return _prepare(Path(path), lambda temp: temp.write_bytes(raw), None)


def guard_formula(value):
    """A text cell a spreadsheet would run as a formula, started with ' so it shows as
    text; any other value (numbers, plain-number text, missing values) unchanged."""
    starts = isinstance(value, str) and value.startswith(FORMULA_STARTS)
    return "'" + value if starts and not _PLAIN_NUMBER.fullmatch(value) else value


def _text_positions(frame: pd.DataFrame) -> list[int]:
    """Positions of the columns that can hold text (object, string, category)."""
    import pandas as pd

    return [
        i
        for i, (_, column) in enumerate(frame.items())
        if not (
            pd.api.types.is_numeric_dtype(column.dtype)
            or pd.api.types.is_datetime64_any_dtype(column.dtype)
            or isinstance(column.dtype, pd.PeriodDtype | pd.IntervalDtype)
        )
        or isinstance(column.dtype, pd.CategoricalDtype)
    ]


def _csv_guarded(frame: pd.DataFrame) -> pd.DataFrame:
    guarded = frame.copy(deep=False)
    for i in _text_positions(frame):
        guarded.isetitem(i, _guarded_column(frame.iloc[:, i]))
    guarded.columns = [guard_formula(name) for name in frame.columns]
    return guarded


def _guarded_column(column: pd.Series) -> pd.Series:
    """`guard_formula` on each distinct value once (a million-row column holds few), the
    column itself when no value needs it."""
    import numpy as np
    import pandas as pd

    codes, uniques = pd.factorize(column)
    guarded = np.array([guard_formula(value) for value in uniques], dtype=object)
    changed = np.flatnonzero([g is not u for g, u in zip(guarded, uniques, strict=True)])
    if changed.size == 0:
        return column
    rows = np.isin(codes, changed)
    out = column.astype(object).to_numpy(copy=True)
    out[rows] = guarded[codes[rows]]
    return pd.Series(out, index=column.index, name=column.name)


def _keep_text_as_text(sheet, frame: pd.DataFrame) -> None:
    """openpyxl makes text starting with = a live formula (and #N/A an error): store the
    column names and every text cell as text instead."""

    def as_text(cell) -> None:
        if isinstance(cell.value, str) and cell.data_type != "s":
            cell.data_type = "s"

    for cell in next(sheet.iter_rows(min_row=1, max_row=1), ()):
        as_text(cell)
    for i in _text_positions(frame):
        for (cell,) in sheet.iter_rows(min_row=2, min_col=i + 1, max_col=i + 1):
            as_text(cell)


def _write_table(frame: pd.DataFrame, temp: Path, file_format: str, csv_guard: bool) -> None:
    if file_format == "csv":
        from engine.core.csv_text import write_text_csv

        # Text only: each distinct value guarded and formatted once; otherwise pandas.
        if not write_text_csv(frame, temp, guard_formula if csv_guard else None):
            written = _csv_guarded(frame) if csv_guard else frame
            written.to_csv(temp, index=False, encoding="utf-8", lineterminator="\n")
    elif file_format == "xlsx":
        import pandas as pd

        with pd.ExcelWriter(temp, engine="openpyxl") as writer:
            frame.to_excel(writer, index=False)
            _keep_text_as_text(writer.sheets["Sheet1"], frame)
    elif file_format == "parquet":
        write_parquet(frame, temp)
    else:
        import pyreadstat

        writer = pyreadstat.write_sav if file_format == "sav" else pyreadstat.write_dta
        writer(frame, str(temp), **labels_to_write(frame, file_format))


def labels_to_write(frame: pd.DataFrame, file_format: str) -> dict:
    """The SPSS / Stata value and column labels the input had (`frame.attrs`, set by the
    reader), for the columns still there whose values still fit them: numbers labelled
    by numbers, or, in SPSS only, text by text (a generalized or starred column has lost
    its codes, and its labels)."""
    import pandas as pd

    def fits(name: str, labels: dict) -> bool:
        column = frame[name]
        numeric = pd.api.types.is_numeric_dtype(column) and not pd.api.types.is_bool_dtype(column)
        if all(isinstance(k, int | float) and not isinstance(k, bool) for k in labels):
            return numeric
        return file_format == "sav" and not numeric and all(isinstance(k, str) for k in labels)

    values = {
        name: labels
        for name, labels in frame.attrs.get("value_labels", {}).items()
        if name in frame.columns and labels and fits(name, labels)
    }
    columns = {
        name: text
        for name, text in frame.attrs.get("column_labels", {}).items()
        if name in frame.columns and text
    }
    out = {"variable_value_labels": values} if values else {}
    return out | ({"column_labels": columns} if columns else {})


@dataclass(frozen=True)
class PreparedFile:
    """A complete, flushed temporary file beside its target, not in place yet."""

    path: Path
    temp: Path

    def commit(self, overwrite: bool = False) -> None:
        """Put the file in place: replacing an existing file only when `overwrite`, else
        refusing one that appeared since the outputs were checked (exclusive creation)."""
        try:
            if overwrite:
                os.replace(self.temp, self.path)
            else:
                _link_exclusive(self.temp, self.path)
        except FileExistsError:
            self.discard()
            raise InputError(
                tr(
                    "the file appeared while this run was writing (another run?); it was "
                    "left as it was."
                ),
                path=self.path,
                hint=tr("Choose another output name or folder, or replace it on purpose."),
            ) from None
        except OSError as exc:
            self.discard()
            raise _not_written(self.path, exc) from None
        _sync_folder(self.path.parent)

    def discard(self) -> None:
        """Remove the temporary file (the target is left as it was)."""
        with contextlib.suppress(OSError):
            self.temp.unlink()


def _link_exclusive(temp: Path, path: Path) -> None:
    """Give `temp` the name `path` only if no file has it (FileExistsError otherwise)."""
    try:
        os.link(temp, path)
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: claim the name, then fill it
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))
        os.replace(temp, path)
        return
    os.unlink(temp)


def _not_written(path: Path, exc: OSError) -> InputError:
    return InputError(
        tr("the file could not be written ({error}); nothing was changed.").format(
            error=exc.strerror or exc
        ),
        path=path,
        hint=tr("Check there is free disk space and the file is not open elsewhere."),
    )


def _prepare(path: Path, fill: Callable[[Path], object], file_format: str | None) -> PreparedFile:
    """Fill a temporary sibling of path and fsync it; on any failure remove it."""
    if path.is_dir():
        raise InputError(
            tr("this is a folder; an export needs a file name."),
            path=path,
            hint=tr("Add a file name to the path."),
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        remove_stale_temps(path.parent)
        temp_name = _create_temp_sibling(path)
    except OSError as exc:
        raise cannot_write(path, exc) from None
    temp = Path(temp_name)
    try:
        fill(temp)
        with open(temp, "rb+") as written:
            os.fsync(written.fileno())
    except BaseException as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        if isinstance(exc, OSError):
            raise _not_written(path, exc) from None
        if file_format in _STATISTICS_FORMAT_NAMES and _is_pyreadstat_refusal(exc):
            raise InputError(
                tr("the table cannot be saved as {format} ({error}).").format(
                    format=_STATISTICS_FORMAT_NAMES[file_format], error=exc
                ),
                path=path,
                hint=tr("Rename the columns to short names without spaces, or export as CSV."),
            ) from None
        raise
    return PreparedFile(path, temp)


def remove_stale_temps(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Remove temporary files of PrivDesk's own naming older than `older_than` seconds (a
    killed run's); returns them. Files named otherwise are never touched."""
    removed = []
    now = time.time()
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if not _TEMP_NAME.match(entry.name):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and (
                    now - entry.stat(follow_symlinks=False).st_mtime > older_than
                ):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


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

"""Errors the user can act on.

Every message names what is wrong and what to do, so the GUI and the command line can show
it as-is, never as a traceback.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.i18n import tr


class PrivDeskError(Exception):
    """Base class of every error PrivDesk reports to a user."""


class InputError(PrivDeskError):
    """A data file or its contents cannot be used as given.

    The message names the file, and where known the workbook sheet, the column and row
    (1-based, as a spreadsheet shows them, counting the header as row 1).
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | Path | None = None,
        sheet: str | None = None,
        column: str | None = None,
        row: int | None = None,
        hint: str | None = None,
    ) -> None:
        self.path = None if path is None else str(path)
        self.sheet = sheet
        self.column = column
        self.row = row
        self.hint = hint
        self.reason = message
        where = []
        if self.path is not None:
            where.append(Path(self.path).name)
        if sheet is not None:
            where.append(tr("sheet '{sheet}'").format(sheet=sheet))
        if column is not None:
            where.append(tr("column '{column}'").format(column=column))
        if row is not None:
            where.append(tr("row {row}").format(row=row))
        text = tr("{where}: {message}").format(where=", ".join(where), message=message)
        text = text if where else message
        if hint:
            text += f" {hint}"
        super().__init__(text)


class ParameterError(PrivDeskError):
    """A parameter is outside its valid range or parameters contradict each other."""

    def __init__(self, name: str, message: str) -> None:
        self.name = name
        super().__init__(f"{name}: {message}")


class Cancelled(PrivDeskError):
    """The user cancelled a running job; nothing was written (unless `nothing_written` is
    False: an interrupt that came while the runner was committing the outputs, which it
    finished first, `engine.core.commit`)."""

    nothing_written = True

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or tr("cancelled by the user; nothing was written"))

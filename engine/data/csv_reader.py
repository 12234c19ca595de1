"""A CSV, TSV or TXT file parsed with its detected layout (`engine.data.layout`), row
numbers kept exact: a ragged row, an unclosed quote or bytes of another encoding are
named by row, the parser's progress shows, and a cancel stops it between reads."""

from __future__ import annotations

import csv
import io
import os
import warnings
from collections.abc import Collection
from pathlib import Path

import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.data.layout import (
    legacy_encoding,
    sniff_csv,
    unclosed_quote,
    unclosed_quote_row,
    undecodable,
)
from engine.data.table_checks import drop_trailing_empty_rows, require_rows, short_reason

READ_BUFFER_BYTES = 1024 * 1024  # the read buffer: progress and cancel at each refill


def read_csv(
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
    frame = require_rows(drop_trailing_empty_rows(frame), path)
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
            tr("the file could not be parsed as CSV ({reason}).").format(reason=short_reason(exc)),
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

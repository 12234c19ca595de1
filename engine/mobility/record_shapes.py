"""The shapes of call records field teams export, read into (subscriber, local time, tower).

Times come as one date-and-time column (text or a Parquet timestamp), as separate date and
time-of-day columns (`columns.date`), or as Unix epoch seconds (`columns.time_format:
"epoch_seconds"`). Times that name an instant (a UTC offset such as "+01:00" or "Z", a
Parquet timestamp with time zone, epoch seconds) are converted to the wall-clock time of the
zone the project names (`columns.timezone`, an IANA name such as "Africa/Lome", checked with
zoneinfo; DuckDB's ICU converts, and a test checks it against zoneinfo across daylight-saving
changes): calendar days and night hours (MATH 5.1) are local. Times without an offset are
taken as local already (one that falls in a spring-forward gap, which no clock showed, moves
an hour on). An instant without a named zone is refused, never guessed.

Tower ids are compared as text, except when every id of the tower table is made of digits:
then they are compared as numbers, so "0042" in the tower table is the tower 42 of a file
that stores ids as integers (and "042" in a CSV export). Decimal tower ids are refused.

Each refusal names the column and an example value (trip_inputs runs the checks).
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.data.duckdb_io import quote

RECORD_COLUMNS = {"subscriber": "subscriber", "time": "time", "tower": "tower"}
RECORD_OPTIONS = ("date", "time_format", "timezone")  # optional keys of `columns`
TIME_FORMATS = ("datetime", "epoch_seconds")
EPOCH_LIMIT = 1e11  # seconds either side of 1970: about the year 5138, far beyond any export
INTEGER_TYPES = (
    *("TINYINT", "SMALLINT", "INTEGER", "BIGINT", "HUGEINT"),
    *("UTINYINT", "USMALLINT", "UINTEGER", "UBIGINT", "UHUGEINT"),
)
NUMBER_TYPES = ("FLOAT", "DOUBLE", "DECIMAL")
# A time of day followed by a UTC offset or zone letter: "14:05+01:00", "14:05:00Z", "… UTC".
OFFSET_PATTERN = r"\d:\d\d(:\d\d(\.\d*)?)?\s*([zZ]|[uU][tT][cC]|[gG][mM][tT]|[+-]\d\d(:?\d\d)?)\s*$"


@dataclass(frozen=True)
class RecordShape:
    """Which columns hold what, and how to read the times.

    names: role → column (subscriber, time, tower, and date when the date has its own
    column); time_format: "datetime" or "epoch_seconds"; timezone: the IANA zone of local
    time, or None.
    """

    names: dict[str, str]
    time_format: str = "datetime"
    timezone: str | None = None


def record_shape(columns: dict[str, str] | None) -> RecordShape:
    """Validate the `columns` settings of call records; errors name `columns.<key>`."""
    settings = dict(columns or {})
    for key in settings:
        if key not in RECORD_COLUMNS and key not in RECORD_OPTIONS:
            expected = ", ".join(sorted([*RECORD_COLUMNS, *RECORD_OPTIONS]))
            raise ParameterError(
                "columns",
                tr("unknown key {key}; expected some of {keys}").format(
                    key=repr(key), keys=expected
                ),
            )
    time_format = settings.pop("time_format", None) or "datetime"
    zone = settings.pop("timezone", None) or None
    if time_format not in TIME_FORMATS:
        raise ParameterError(
            "columns.time_format",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(TIME_FORMATS), value=repr(time_format)
            ),
        )
    if zone is not None:
        check_timezone(zone)
    if settings.get("date") is not None and time_format == "epoch_seconds":
        raise ParameterError(
            "columns.date", tr("epoch seconds hold the date already: leave columns.date out")
        )
    if time_format == "epoch_seconds" and zone is None:
        raise ParameterError(
            "columns.timezone",
            tr(
                "Unix epoch seconds count from 1970-01-01 UTC: name the local time zone (e.g. "
                '"Africa/Lome") so days and nights are local'
            ),
        )
    names = {**RECORD_COLUMNS, **{k: v for k, v in settings.items() if v is not None}}
    return RecordShape(names, time_format, zone)


def check_timezone(zone: object) -> None:
    if not isinstance(zone, str) or not zone.strip():
        raise ParameterError(
            "columns.timezone", tr("must be a time zone name, got {value}").format(value=repr(zone))
        )
    try:
        zoneinfo.ZoneInfo(zone)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise ParameterError(
            "columns.timezone",
            tr(
                '{zone} is not a known time zone: use an IANA name such as "Africa/Lome", '
                '"Asia/Dhaka" or "UTC"'
            ).format(zone=repr(zone)),
        ) from None


def set_timezone(con, zone: str | None) -> None:
    """Make the DuckDB session read times without an offset as local to `zone`."""
    if zone is None:
        return
    import duckdb

    try:
        con.execute(f"SET TimeZone = '{zone}'")
    except duckdb.Error:
        raise ParameterError(
            "columns.timezone",
            tr("{zone} is not in this installation's time zone database").format(zone=repr(zone)),
        ) from None


@dataclass(frozen=True)
class TimeReading:
    """SQL over the raw view: `ts` is the local time (NULL when unreadable), `text` the time
    as the user sees it (for messages); `blanks` are (column, expression that is NULL when
    that column is blank); `offsets`: text times must be checked for UTC offsets (no zone
    is named to convert them); `date`: the date column's text when it is separate."""

    ts: str
    text: str
    blanks: list[tuple[str, str]]
    offsets: bool = False
    date: str | None = None


def time_reading(
    types: dict[str, str], shape: RecordShape, path: Path, example: Callable[[str], str]
) -> TimeReading:
    """How to read the record times from columns of these DuckDB types, or InputError.
    `example(column)` names a value of the column and its row, for the refusals."""
    names, zone = shape.names, shape.timezone
    time_col = names["time"]
    q_time = quote(time_col)
    kind = types[time_col].upper()
    if shape.time_format == "epoch_seconds":
        if kind in INTEGER_TYPES or kind.startswith(NUMBER_TYPES):
            seconds = f"CAST({q_time} AS DOUBLE)"
        elif kind == "VARCHAR":
            seconds = f"TRY_CAST(trim({q_time}) AS DOUBLE)"
        else:
            raise _wrong_type(time_col, kind, example, path, "epoch")
        ts = (
            f"CASE WHEN {seconds} BETWEEN -{EPOCH_LIMIT} AND {EPOCH_LIMIT} "
            f"THEN timezone('{zone}', to_timestamp({seconds})) END"
        )
        return TimeReading(ts, f"CAST({q_time} AS VARCHAR)", [(time_col, q_time)])
    if "date" in names:
        date_col = names["date"]
        date = _date_text(types, date_col, path, example)
        text = f"{date} || ' ' || {_time_text(types, time_col)}"
        blanks = [(date_col, quote(date_col)), (time_col, q_time)]
        return TimeReading(_parse_text(text, zone), text, blanks, zone is None, date)
    if kind == "VARCHAR":
        return TimeReading(_parse_text(q_time, zone), q_time, [(time_col, q_time)], zone is None)
    if kind == "TIMESTAMP WITH TIME ZONE":
        if zone is None:
            raise InputError(
                tr("holds instants with a time zone ({example}), not local times.").format(
                    example=example(time_col)
                ),
                path=path,
                column=time_col,
                hint=tr(
                    'Name the local time zone in columns.timezone (e.g. "Africa/Lome") so '
                    "days and nights are local."
                ),
            )
        ts = f"timezone('{zone}', {q_time})"
        return TimeReading(ts, f"CAST({q_time} AS VARCHAR)", [(time_col, q_time)])
    if kind.startswith("TIMESTAMP"):
        ts = f"CAST({q_time} AS TIMESTAMP)"
        return TimeReading(ts, f"CAST({q_time} AS VARCHAR)", [(time_col, q_time)])
    if kind in INTEGER_TYPES:
        raise _wrong_type(time_col, kind, example, path, "datetime", _epoch_hint())
    raise _wrong_type(time_col, kind, example, path, "datetime")


def _parse_text(text: str, zone: str | None) -> str:
    """Text to local time. With a zone, the session's TimeZone is that zone (set by
    trip_inputs), so times without an offset stay as written and others are converted."""
    if zone is None:
        return f"TRY_CAST({text} AS TIMESTAMP)"
    return f"timezone('{zone}', TRY_CAST({text} AS TIMESTAMPTZ))"


def sql_text(value: str) -> str:
    """A SQL string literal."""
    return "'" + str(value).replace("'", "''") + "'"


def _date_text(types: dict[str, str], column: str, path: Path, example) -> str:
    kind = types[column].upper()
    if kind == "DATE" or kind.startswith("TIMESTAMP"):
        return f"CAST(CAST({quote(column)} AS DATE) AS VARCHAR)"
    if kind == "VARCHAR":
        return f"trim({quote(column)})"
    raise _wrong_type(column, kind, example, path, "date")


def _time_text(types: dict[str, str], column: str) -> str:
    kind = types[column].upper()
    if kind == "VARCHAR":
        return f"trim({quote(column)})"
    return f"CAST({quote(column)} AS VARCHAR)"


def _wrong_type(
    column: str, kind: str, example, path: Path, wanted: str, hint: str = ""
) -> InputError:
    """`wanted`: "epoch", "datetime" or "date", what the column should have held."""
    messages = {
        "epoch": tr(
            "holds values of type {kind} ({example}), not Unix epoch seconds such as 1700000000."
        ),
        "datetime": tr("holds values of type {kind} ({example}), not dates with times of day."),
        "date": tr("holds values of type {kind} ({example}), not dates such as 2024-03-01."),
    }
    return InputError(
        messages[wanted].format(kind=kind, example=example(column)),
        path=path,
        column=column,
        hint=hint
        or tr(
            "Trips need the time of each record: store it as a timestamp or as text like "
            "2024-03-01 14:05:00."
        ),
    )


def _epoch_hint() -> str:
    return tr(
        "If these are Unix epoch seconds (seconds since 1970), say so in the time format and "
        'give the local time zone.\nDetails: columns.time_format = "epoch_seconds" and '
        "columns.timezone."
    )


def unreadable_time_hint(value: str, shape: RecordShape) -> str:
    """What to do about an unreadable time like `value`."""
    if shape.time_format == "epoch_seconds":
        return tr("Write them as whole seconds since 1970-01-01 00:00 UTC, like 1700000000.")
    if "date" in shape.names:
        return tr("Write dates like 2024-03-01 and times of day like 14:05:00.")
    if value.strip().isdigit():
        return _epoch_hint()
    return tr("Write them like 2024-03-01 14:05:00 (year-month-day hours:minutes:seconds).")


def offset_error(value: str, row: int, count: int, column: str, path: Path) -> InputError:
    return InputError(
        tr(
            "{n} time(s) carry a UTC offset or zone, e.g. '{value}' in row {row}: they name "
            "instants, not local times."
        ).format(n=count, value=value, row=row),
        path=path,
        column=column,
        row=row,
        hint=tr(
            'Name the local time zone in columns.timezone (e.g. "Africa/Lome") to convert them.'
        ),
    )


# --- tower ids -----------------------------------------------------------------------------


def tower_expression(
    kind: str, column: str, numeric_ids: bool, path: Path, example: Callable[[str], str]
) -> str:
    """The records' tower id as text comparable with the tower table's ids."""
    q = quote(column)
    kind = kind.upper()
    if kind.startswith(NUMBER_TYPES):
        raise InputError(
            tr("holds decimal numbers (type {kind}, {example}), not tower ids.").format(
                kind=kind, example=example(column)
            ),
            path=path,
            column=column,
            hint=tr("Store tower ids as whole numbers or as text."),
        )
    if kind == "VARCHAR" and numeric_ids:
        # "0042" and "42" are the same tower when the tower table numbers its towers
        stripped = f"coalesce(nullif(ltrim({q}, '0'), ''), '0')"
        return f"CASE WHEN starts_with({q}, '0') THEN {stripped} ELSE {q} END"
    return f"CAST({q} AS VARCHAR)"


def numeric_tower_id(text: str) -> str:
    """A digits-only tower id without its leading zeros ("0042" → "42", "000" → "0")."""
    return text.lstrip("0") or "0"

"""Which days a release holds (MATH 5.2), refused before any noise when they are not
what the user meant.

Every calendar day from the first to the last day is a daily matrix charged ε, so the
calendar is the release's size and its budget (D·ε at the individual level). Without a
declared period it runs from the first to the last record day, and one mistyped date
(2099 for 2024, or an epoch 0 read as 1970) would stretch it over decades. So:

* No declared period: days cut off from the bulk of the data by more than GAP_DAYS days
  without any record, together holding under STRAY_SHARE of the subscriber-days, are
  stray dates: refused, naming the first such row in file order and its value.
* Any calendar longer than MAX_DAYS (a year, leap years included) is refused unless the
  project confirms its length with `period.max_days`.
* A declared period without any input row in it would release pure noise: refused.

The checks read the `steps` table (one marker row per subscriber-day, origin NULL) that
the counting builds anyway; only a refusal scans the file again, to name a row.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import InputError
from engine.core.i18n import number, tr
from engine.data.duckdb_io import fetch_one, first_row

if TYPE_CHECKING:
    import duckdb

MAX_DAYS = 366  # one year of daily matrices unless `period.max_days` confirms more
GAP_DAYS = 28  # four weeks without any record cut a stretch of days off the rest
STRAY_SHARE = 0.01  # under 1 % of subscriber-days: too few to be a study period of its own


@dataclass(frozen=True)
class DaySource:
    """Where the days come from, to name a row when refusing: the view, the raw text of
    its day (or time) column and the SQL of its day, the file and that column's name."""

    kind: str  # "records" or "trips"
    view: str
    raw: str
    day: str
    path: Path
    column: str


def study_calendar(
    con: duckdb.DuckDBPyConnection,
    source: DaySource,
    period: tuple[dt.date, dt.date] | None,
    max_days: int = MAX_DAYS,
) -> tuple[tuple[dt.date, dt.date], int]:
    """The first and last day released (`period` when declared, else the first to the
    last record day) and how many input rows lie outside them (left out); InputError for
    stray dates, an empty period or too many days."""
    found = con.execute(
        "SELECT day, count(*) FROM steps WHERE origin IS NULL GROUP BY day ORDER BY day"
    ).fetchall()
    days = [day for day, _ in found]
    if period is not None:
        start, end = period
        if not any(start <= day <= end for day in days):
            _refuse_empty_period(source, period, days)
    else:
        _refuse_stray_days(con, source, found)
        start, end = days[0], days[-1]
    span = (end - start).days + 1
    if span > max_days:
        _refuse_long_calendar(source, start, end, span, max_days, period is not None)
    outside = 0
    if period is not None:
        outside = fetch_one(
            con,
            f"SELECT count(*) FROM {source.view} "
            f"WHERE {source.day} NOT BETWEEN DATE '{start}' AND DATE '{end}'",
        )[0]
    return (start, end), int(outside)


def stretches(found: list[tuple[dt.date, int]]) -> list[tuple[dt.date, dt.date, int]]:
    """(first day, last day, weight) of each run of days with no gap over GAP_DAYS."""
    runs: list[list] = []
    for day, weight in found:
        if runs and (day - runs[-1][1]).days <= GAP_DAYS + 1:
            runs[-1][1] = day
            runs[-1][2] += weight
        else:
            runs.append([day, day, weight])
    return [tuple(run) for run in runs]


def _refuse_stray_days(con, source: DaySource, found: list[tuple[dt.date, int]]) -> None:
    runs = stretches(found)
    total = sum(weight for *_, weight in runs)
    stray = [run for run in runs if run[2] < STRAY_SHARE * total]
    if not stray or len(stray) == len(runs):
        return
    kept = [run for run in runs if run not in stray]
    where = " OR ".join(
        f"{source.day} BETWEEN DATE '{first}' AND DATE '{last}'" for first, last, _ in stray
    )
    n = fetch_one(con, f"SELECT count(*) FROM {source.view} WHERE {where}")[0]
    value, row = first_row(con, source.view, source.raw, where)
    message = (
        tr(
            "the date '{value}' is far from the other records: {n} record(s) lie on days "
            "cut off by more than {gap} days without records from the bulk of the data "
            "({first} to {last})."
        )
        if source.kind == "records"
        else tr(
            "the date '{value}' is far from the other trips: {n} trip(s) lie on days "
            "cut off by more than {gap} days without trips from the bulk of the data "
            "({first} to {last})."
        )
    )
    raise InputError(
        message.format(
            value=value,
            row=row,
            n=number(n, ","),
            gap=GAP_DAYS,
            first=kept[0][0],
            last=kept[-1][1],
        ),
        path=source.path,
        column=source.column,
        row=row,
        hint=tr(
            "Fix the date if it is a typo, or declare the study period (period.start and "
            "period.end): only its days are released, and rows outside it are left out."
        ),
    )


def _refuse_empty_period(source: DaySource, period, days: list[dt.date]) -> None:
    message = (
        tr("no records in the period {start} to {end} (records run from {first} to {last}).")
        if source.kind == "records"
        else tr("no trips in the period {start} to {end} (trips run from {first} to {last}).")
    )
    raise InputError(
        message.format(start=period[0], end=period[1], first=days[0], last=days[-1]),
        path=source.path,
        hint=tr(
            "Check period.start and period.end: a period without data would release "
            "nothing but noise."
        ),
    )


def _refuse_long_calendar(source, start, end, span: int, max_days: int, declared: bool):
    if declared:
        reason = tr("the period {start} to {end} holds {days} days")
    elif source.kind == "records":
        reason = tr("the records run from {start} to {end}: {days} days")
    else:
        reason = tr("the trips run from {start} to {end}: {days} days")
    raise InputError(
        tr(
            "{reason}, more than the {limit} daily matrices a release holds unless confirmed "
            "(each day is charged ε, so the total ε grows with the days)."
        ).format(
            reason=reason.format(start=start, end=end, days=number(span, ",")),
            limit=number(max_days, ","),
        ),
        path=source.path,
        hint=tr(
            "Declare a shorter study period (period.start and period.end), or confirm this "
            "length with period.max_days = {days}."
        ).format(days=span),
    )

"""The mobility Parameters page's study-period box: which calendar days the release holds.

By default the period runs from the first to the last record day (nothing declared: the
project has no `period` section). Declaring it fixes the released calendar before the data
is seen (MATH 5.2): every day from start to end becomes a daily matrix, days without
records included, and records on other days are left out (and counted in the manifest).
The engine checks the dates (`period_from_dict`), so messages match the project file's.

A calendar longer than a year (MAX_DAYS) is refused unless the project confirms its length
(`period.max_days`, study_calendar says why). Its control, "Longest calendar allowed",
shows only when it matters: once the calendar shown is longer than a year, or when the
project already sets another length; it then stays for the visit, so it never vanishes
under the user's hands.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.mobility.study_calendar import MAX_DAYS
from engine.mobility.trips import InputSummary
from engine.tasks.mobility.project import StudyPeriod, period_from_dict
from gui.i18n import tr
from gui.tasks.mobility.protection_panel import hint

MAX_CONFIRMED_DAYS = 100_000  # the control's limit: about 270 years of daily matrices


class PeriodPanel(QGroupBox):
    """`show_period` fills the fields, `period()` reads them (None: first to last record
    day); `edited` fires once per change the user makes."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Study period"), parent, objectName="periodGroup")
        self._loading = False
        self._summary: InputSummary | None = None
        self._confirm_shown = False  # the length control, once shown, stays for the visit
        self.periodCheck = QCheckBox(tr("&Declare the study period"), objectName="periodCheck")
        self.periodCheck.setToolTip(
            tr(
                "Unchecked: the release holds every "
                "day from the first to the last record day. Checked: every day from the start "
                "to the end you choose, days without records included (released as noisy "
                "zeros); records on other days are left out and counted in the manifest."
                "\nDetails: project key period.start / period.end"
            )
        )
        self.startEdit = self._date_edit(
            "periodStartEdit", tr("The first day released\nDetails: period.start")
        )
        self.endEdit = self._date_edit(
            "periodEndEdit",
            tr("The last day released (on or after the start)\nDetails: period.end"),
        )
        self.periodLabel = QLabel(objectName="periodLabel")
        self.periodLabel.setWordWrap(True)
        self.maxDaysSpin = QSpinBox(objectName="maxDaysSpin")
        self.maxDaysSpin.setRange(1, MAX_CONFIRMED_DAYS)
        self.maxDaysSpin.setValue(MAX_DAYS)
        self.maxDaysSpin.setSuffix(tr(" days"))
        self.maxDaysSpin.setToolTip(
            tr(
                "Each calendar day is a daily matrix charged ε, "
                "so a release with more days than this is refused: a mistyped date (2099 for "
                "2024) cannot stretch it over years. The default, 366 days, is one year; "
                "raise it only to release a longer study period on purpose."
                "\nDetails: project key period.max_days"
            )
        )
        max_days_label = QLabel(tr("&Longest calendar allowed:"))
        max_days_label.setBuddy(self.maxDaysSpin)
        self.maxDaysRow = QWidget(objectName="maxDaysRow")
        row = QHBoxLayout(self.maxDaysRow)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(max_days_label)
        row.addWidget(self.maxDaysSpin)
        row.addStretch(1)
        self.maxDaysRow.hide()
        grid = QGridLayout(self)
        grid.addWidget(self.periodCheck, 0, 0, 1, 5)
        fields = ((tr("&From:"), self.startEdit), (tr("&To:"), self.endEdit))
        for column, (text, edit) in enumerate(fields):
            label = QLabel(text)
            label.setBuddy(edit)
            grid.addWidget(label, 1, 2 * column)
            grid.addWidget(edit, 1, 2 * column + 1)
        grid.addWidget(self.maxDaysRow, 2, 0, 1, 5)
        grid.addWidget(self.periodLabel, 3, 0, 1, 5)
        grid.addWidget(
            hint(tr("The released calendar must not depend on the data: declare it when you can.")),
            4,
            0,
            1,
            5,
        )
        grid.setColumnStretch(4, 1)  # the date fields keep their natural width
        self.periodCheck.toggled.connect(self._changed)
        self.startEdit.dateChanged.connect(self._changed)
        self.endEdit.dateChanged.connect(self._changed)
        self.maxDaysSpin.valueChanged.connect(self._changed)

    def _date_edit(self, name: str, tooltip: str) -> QDateEdit:
        edit = QDateEdit(objectName=name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setToolTip(tooltip)
        return edit

    def show_period(
        self, period: StudyPeriod | None, summary: InputSummary | None, max_days: int = MAX_DAYS
    ) -> None:
        """Show `period` and the longest calendar allowed (`period.max_days`); the dates
        default to the input's first and last record day."""
        self._loading = True
        self._summary = summary
        self._confirm_shown = max_days != MAX_DAYS
        self.maxDaysSpin.setValue(max_days)
        first, last = (
            period.bounds
            if period is not None
            else (summary.first_day, summary.last_day)
            if summary is not None
            else (dt.date.today(), dt.date.today())
        )
        self.startEdit.setDate(_qdate(first))
        self.endEdit.setDate(_qdate(last))
        self.periodCheck.setChecked(period is not None)
        self._loading = False
        self._show_state()

    def period(self) -> StudyPeriod | None:
        """The period shown, or ParameterError (e.g. an end before the start, or more days
        than the longest calendar allowed)."""
        span = self._span()
        if span is not None and span > self.max_days():
            raise ParameterError(
                "period.max_days",
                tr(
                    "{days} days to release, more than the {limit} allowed (each day is "
                    "charged ε): declare a shorter period, or confirm this length by setting "
                    "the longest calendar allowed to {days} days."
                ).format(days=number(span, ","), limit=number(self.max_days(), ",")),
            )
        if not self.periodCheck.isChecked():
            return None
        dates = {"start": _date(self.startEdit).isoformat(), "end": _date(self.endEdit).isoformat()}
        return period_from_dict({**dates, "max_days": self.max_days()})[0]

    def max_days(self) -> int:
        """The longest calendar allowed (`period.max_days`), as shown."""
        return self.maxDaysSpin.value()

    def set_max_days(self, days: int) -> None:
        """Allow a calendar of up to `days` days, as the user would."""
        self.maxDaysSpin.setValue(days)

    def _span(self) -> int | None:
        """Days in the calendar shown: the declared period, else the first to the last
        record day (None: dates out of order, or nothing loaded)."""
        if self.periodCheck.isChecked():
            first, last = _date(self.startEdit), _date(self.endEdit)
        elif self._summary is not None:
            first, last = self._summary.first_day, self._summary.last_day
        else:
            return None
        return (last - first).days + 1 if first <= last else None

    def set_period(self, start: dt.date | None, end: dt.date | None = None) -> None:
        """Declare start–end as the user would; None goes back to first to last record day."""
        if start is None:
            self.periodCheck.setChecked(False)
            return
        self.periodCheck.setChecked(True)
        self.startEdit.setDate(_qdate(start))
        self.endEdit.setDate(_qdate(end or start))

    def _changed(self, *_args) -> None:
        self._show_state()
        if not self._loading:
            self.edited.emit()

    def _show_state(self) -> None:
        declared = self.periodCheck.isChecked()
        self.startEdit.setEnabled(declared)
        self.endEdit.setEnabled(declared)
        span = self._span()
        self._confirm_shown |= span is not None and span > MAX_DAYS
        self.maxDaysRow.setVisible(self._confirm_shown)
        summary = self._summary
        records = (
            tr("Records run from {first} to {last}.").format(
                first=summary.first_day, last=summary.last_day
            )
            if summary is not None
            else ""
        )
        try:
            period = self.period()
        except ParameterError as exc:
            self.periodLabel.setText(f"⚠ {exc}")
            return
        if period is None:
            text = tr("Released: every day from the first to the last record day.") + " " + records
        else:
            days = (period.end - period.start).days + 1
            text = (
                tr("Released: {days} day(s), {start} to {end}.").format(
                    days=number(days, ","), start=period.start, end=period.end
                )
                + " "
                + records
            )
        self.periodLabel.setText(text.strip())


def _qdate(day: dt.date) -> QDate:
    return QDate(day.year, day.month, day.day)


def _date(edit: QDateEdit) -> dt.date:
    q = edit.date()
    return dt.date(q.year(), q.month(), q.day())

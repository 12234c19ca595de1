"""The mobility Parameters page's study-period box: which calendar days the release holds.

By default the period runs from the first to the last record day (nothing declared: the
project has no `period` section). Declaring it fixes the released calendar before the data
is seen (MATH 5.2): every day from start to end becomes a daily matrix, days without
records included, and records on other days are left out (and counted in the manifest).
The engine checks the dates (`period_from_dict`), so messages match the project file's.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import QCheckBox, QDateEdit, QGridLayout, QGroupBox, QLabel, QWidget

from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.mobility.trips import InputSummary
from engine.tasks.mobility.project import StudyPeriod, period_from_dict
from gui.i18n import tr
from gui.tasks.mobility.protection_panel import hint


class PeriodPanel(QGroupBox):
    """`show_period` fills the fields, `period()` reads them (None: first to last record
    day); `edited` fires once per change the user makes."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Study period"), parent, objectName="periodGroup")
        self._loading = False
        self._summary: InputSummary | None = None
        self.periodCheck = QCheckBox(tr("&Declare the study period"), objectName="periodCheck")
        self.periodCheck.setToolTip(
            tr(
                "project key: period.start / period.end. Unchecked: the release holds every "
                "day from the first to the last record day. Checked: every day from the start "
                "to the end you choose, days without records included (released as noisy "
                "zeros); records on other days are left out and counted in the manifest."
            )
        )
        self.startEdit = self._date_edit(
            "periodStartEdit", tr("period.start: the first day released")
        )
        self.endEdit = self._date_edit(
            "periodEndEdit", tr("period.end: the last day released (on or after the start)")
        )
        self.periodLabel = QLabel(objectName="periodLabel")
        self.periodLabel.setWordWrap(True)
        grid = QGridLayout(self)
        grid.addWidget(self.periodCheck, 0, 0, 1, 5)
        fields = ((tr("&From:"), self.startEdit), (tr("&To:"), self.endEdit))
        for column, (text, edit) in enumerate(fields):
            label = QLabel(text)
            label.setBuddy(edit)
            grid.addWidget(label, 1, 2 * column)
            grid.addWidget(edit, 1, 2 * column + 1)
        grid.addWidget(self.periodLabel, 2, 0, 1, 5)
        grid.addWidget(
            hint(tr("The released calendar must not depend on the data: declare it when you can.")),
            3,
            0,
            1,
            5,
        )
        grid.setColumnStretch(4, 1)  # the date fields keep their natural width
        self.periodCheck.toggled.connect(self._changed)
        self.startEdit.dateChanged.connect(self._changed)
        self.endEdit.dateChanged.connect(self._changed)

    def _date_edit(self, name: str, tooltip: str) -> QDateEdit:
        edit = QDateEdit(objectName=name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setToolTip(tooltip)
        return edit

    def show_period(self, period: StudyPeriod | None, summary: InputSummary | None) -> None:
        """Show `period`; the dates default to the input's first and last record day."""
        self._loading = True
        self._summary = summary
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
        """The period shown, or ParameterError (e.g. an end before the start)."""
        if not self.periodCheck.isChecked():
            return None
        dates = {"start": _date(self.startEdit).isoformat(), "end": _date(self.endEdit).isoformat()}
        return period_from_dict(dates)[0]

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

"""Which column of the mobility input holds what: the role combos (subscriber, time, tower,
or the trips' day, origin and destination) and how the records' times are written (a
separate date column, epoch seconds, the time zone).

Every role's label and tooltip is written out in full for translation (`role_texts`).
"""

from __future__ import annotations

import zoneinfo

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from engine.mobility import trips
from gui.i18n import tr

RECORD_ROLES = ("subscriber", "time", "tower")
TRIP_ROLES = ("subscriber", "day", "origin", "destination")
TIME_KEYS = ("date", "time_format", "timezone")  # project keys under `columns`


def role_texts(kind: str) -> dict[str, tuple[str, str]]:
    """role → (label, tooltip) of the columns a kind of input ("records", "trips") needs."""
    if kind == "records":
        return {
            "subscriber": (
                tr("Subscriber id"),
                tr("Who made the call or used data (any id, never released)."),
            ),
            "time": (
                tr("Time"),
                tr(
                    "Date and time of the record, e.g. 2024-03-01 14:05:00 (the time of day "
                    "when the date has its own column; seconds since 1970 for epoch seconds)."
                ),
            ),
            "tower": (
                tr("Tower"),
                tr("The cell tower (or region) of the record; looked up in the tower table."),
            ),
        }
    return {
        "subscriber": (tr("Subscriber id"), tr("Who travelled (any id, never released).")),
        "day": (tr("Day"), tr("The day of the trip, e.g. 2024-03-01.")),
        "origin": (tr("Origin region"), tr("Where the trip started.")),
        "destination": (tr("Destination region"), tr("Where the trip ended.")),
    }


class ColumnRoles(QGroupBox):
    """The columns box; `changed` fires when the user picks another column or option."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Columns — which column holds what"), parent)
        self.form = QFormLayout(self)
        self.role_combos: dict[str, QComboBox] = {}
        for role in dict.fromkeys((*RECORD_ROLES, *TRIP_ROLES)):
            combo = QComboBox()
            combo.setObjectName(f"{role}Column")
            self.role_combos[role] = combo
            self._add_row(role, combo)
        self._build_time_options()

    def _add_row(self, label: str, combo: QComboBox) -> None:
        combo.setMinimumWidth(180)
        combo.currentIndexChanged.connect(self.changed)
        self.form.addRow(label, combo)

    def _build_time_options(self) -> None:
        """How the records' times are written (columns.date, time_format, timezone)."""
        self.dateCombo = QComboBox(objectName="dateColumn")
        self.dateCombo.setToolTip(
            tr(
                "When the date and the time of day are in separate "
                "columns, the column with the date; the Time column then holds the time of day."
                "\nDetails: project key columns.date"
            )
        )
        self.timeFormatCombo = QComboBox(objectName="timeFormatCombo")
        labels = {"datetime": tr("Date and time"), "epoch_seconds": tr("Unix epoch seconds")}
        for key, label in labels.items():
            self.timeFormatCombo.addItem(label, key)
        self.timeFormatCombo.setToolTip(
            tr(
                "Date and time (e.g. 2024-03-01 14:05:00, "
                'optionally with a UTC offset like +01:00), or "epoch_seconds": whole seconds '
                "since 1970-01-01 UTC such as 1700000000 (needs the time zone)."
                "\nDetails: project key columns.time_format"
            )
        )
        self.timezoneCombo = QComboBox(objectName="timezoneCombo")
        self.timezoneCombo.addItem(tr("(times are local, as written)"), None)
        for name in sorted(zoneinfo.available_timezones()):
            self.timezoneCombo.addItem(name, name)
        self.timezoneCombo.setToolTip(
            tr(
                "The local time zone of the country (e.g. "
                "Africa/Lome). Times with a UTC offset and epoch seconds are converted to it, "
                "so days and nights are local; times without an offset are taken as local "
                "already.\nDetails: project key columns.timezone"
            )
        )
        self.time_options = (self.dateCombo, self.timeFormatCombo, self.timezoneCombo)
        texts = (tr("Date (if separate):"), tr("Time format:"), tr("Time zone:"))
        for text, combo in zip(texts, self.time_options, strict=True):
            self._add_row(text, combo)

    def show_kind(self, kind: str) -> None:
        """Show the rows (labels and tooltips) of the roles `kind` of input needs."""
        roles = role_texts(kind)
        for combo in self.time_options:
            self.form.setRowVisible(combo, kind == "records")
        for role, combo in self.role_combos.items():
            self.form.setRowVisible(combo, role in roles)
            if role in roles:
                self.form.labelForField(combo).setText(tr("{label}:").format(label=roles[role][0]))
                combo.setToolTip(roles[role][1])

    def fill(self, names: list[str], kind: str, columns: dict[str, str] | None) -> None:
        """Offer the file's column `names`, choosing the project's `columns`, else the
        engine's default names, else the usual order; without emitting `changed`."""
        defaults = {**trips.RECORD_COLUMNS, **trips.TRIP_COLUMNS, **(columns or {})}
        order = list(RECORD_ROLES if kind == "records" else TRIP_ROLES)
        for role, combo in self.role_combos.items():
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(names)
            wanted = defaults.get(role)
            index = names.index(wanted) if wanted in names else -1
            if index < 0:  # guess by position: the roles are listed in the usual order
                position = order.index(role) if role in order else 0
                index = min(position, len(names) - 1)
            combo.setCurrentIndex(index)
            combo.blockSignals(False)
        self._fill_time_options(names, columns or {})

    def _fill_time_options(self, names: list[str], columns: dict[str, str]) -> None:
        for combo in self.time_options:
            combo.blockSignals(True)
        self.dateCombo.clear()
        self.dateCombo.addItem(tr("(none: the time column has the date)"), None)
        for name in names:
            self.dateCombo.addItem(name, name)
        defaults = (None, "datetime", None)
        for combo, key, default in zip(self.time_options, TIME_KEYS, defaults, strict=True):
            combo.setCurrentIndex(max(combo.findData(columns.get(key, default)), 0))
        for combo in self.time_options:
            combo.blockSignals(False)

    def current(self, kind: str) -> dict[str, str]:
        """The project's `columns` for `kind`: roles, then the time options that differ
        from the defaults."""
        roles = RECORD_ROLES if kind == "records" else TRIP_ROLES
        columns = {role: self.role_combos[role].currentText() for role in roles}
        if kind == "records":
            for key, combo in zip(TIME_KEYS, self.time_options, strict=True):
                value = combo.currentData()
                if value is not None and not (key == "time_format" and value == "datetime"):
                    columns[key] = value
        return columns

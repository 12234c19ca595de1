"""Step 2 of the mobility task: what the matrices are for, which sets the policy audits.

The task itself is fixed by the kind of data (call records or trips give O-D matrices);
this page sets the study period (the released calendar, `period_panel`) and what the audit
simulates: where an epidemic starts and how fast it spreads, which event displaced people
and on which day, and whether to attack membership. Every value is checked by the engine's
project validation (`period_from_dict`, `audit_spec_from_dict`).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.tasks.mobility.project import MobilityAuditSpec, StudyPeriod, audit_spec_from_dict
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.mobility.period_panel import PeriodPanel
from gui.widgets.engine_choice import EngineChoice
from gui.widgets.sections import fill_with_scroll


def mobility_text() -> str:
    return tr(
        "Daily counts of trips between regions, with noise that hides any one person (or any "
        "one trip). PrivDesk measures what the noise does to epidemic response and to "
        "displacement response before the matrices are shared."
    )


def no_input() -> str:
    return tr("Choose call records or trips on the Load data page first.")


class MobilityTaskPage(WizardPage):
    """The mobility task and its policy-audit settings."""

    step = 1
    task_key = "mobility"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._active = False
        self._regions: list[str] = []
        self._build()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        description = QLabel(mobility_text())
        description.setWordWrap(True)

        self.audit_check = QCheckBox(
            tr("Audit the release: cell errors, epidemic and displacement response"),
            objectName="auditCheck",
        )
        self.audit_check.setToolTip(
            tr(
                "After privatizing, compare the private matrices with the raw ones and "
                "simulate the policies below on both. Turn off only to release without looking."
            )
        )

        self.origin_combo = QComboBox(objectName="originCombo")
        self.origin_combo.setToolTip(
            tr(
                "Where the simulated epidemic starts (1 % of that region infected on day 1). "
                "A region is flagged on each day its simulated prevalence reaches 20 %; the "
                "audit checks whether the private matrices flag the same regions on the same "
                "days."
            )
        )
        self.beta_spin = _spin("betaSpin", 0.01, 0.5, 0.01, 2)
        self.beta_spin.setToolTip(
            tr(
                "Infection rate β: new infections per infected person per day. The paper "
                "uses 0.10; a short period may need more for any region to reach 20 %."
            )
        )
        self.mu_spin = _spin("muSpin", 0.01, 1.0, 0.01, 2)
        self.mu_spin.setToolTip(
            tr("Recovery rate μ: the share of infected people who recover a day.")
        )
        epidemic_form = QFormLayout()
        epidemic_form.addRow(tr("Epidemic &starts in"), self.origin_combo)
        epidemic_form.addRow(tr("Infection rate β"), self.beta_spin)
        epidemic_form.addRow(tr("Recovery rate μ"), self.mu_spin)
        epidemic = QGroupBox(tr("Epidemic response (mobility SIR model)"))
        epidemic.setLayout(epidemic_form)

        self.event_check = QCheckBox(tr("A displacing &event happened"), objectName="eventCheck")
        self.event_check.setToolTip(
            tr(
                "A disaster or conflict that made people leave some regions. The audit "
                "compares how many left and where they went, raw vs private, from that day on."
            )
        )
        self.event_date = QDateEdit(objectName="eventDate")
        self.event_date.setCalendarPopup(True)
        self.event_date.setDisplayFormat("yyyy-MM-dd")
        self.event_date.setToolTip(tr("The first day of the event (a day of the data)."))
        self.event_regions = QListWidget(objectName="eventRegions")
        self.event_regions.setToolTip(tr("Tick the region(s) people left."))
        self.event_regions.setMaximumHeight(130)
        self.top_k_edit = QLineEdit(objectName="topKEdit")
        self.top_k_edit.setToolTip(
            tr(
                "For each k, the audit checks whether the private matrices name the same k "
                "main destinations of the people who left, day by day (the paper uses 3, 5 "
                "and 10)."
            )
        )
        self.top_k_edit.setMaximumWidth(160)
        event_form = QFormLayout()
        event_form.addRow(self.event_check)
        event_form.addRow(tr("Event &day"), self.event_date)
        event_form.addRow(tr("Regions people left"), self.event_regions)
        event_form.addRow(tr("Top destinations &k"), self.top_k_edit)
        displacement = QGroupBox(tr("Displacement response"))
        displacement.setLayout(event_form)

        self.membership_check = QCheckBox(
            tr("Try a &membership attack on the matrices"), objectName="membershipCheck"
        )
        self.membership_check.setToolTip(
            tr(
                "An attacker who knows a person's travel tries to tell from the daily matrices "
                "on which days that person was in the data (AUC 0.5 = no better than "
                "guessing). Takes a few seconds per subscriber attacked."
            )
        )
        self.targets_spin = QSpinBox(objectName="targetsSpin")
        self.targets_spin.setRange(1, 1000)
        self.targets_spin.setToolTip(tr("How many subscribers the attack targets."))
        membership_form = QFormLayout()
        membership_form.addRow(self.membership_check)
        membership_form.addRow(tr("Subscribers attacked"), self.targets_spin)
        membership = QGroupBox(tr("Privacy attack"))
        membership.setLayout(membership_form)

        for form in (epidemic_form, event_form, membership_form):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)

        self.check_label = QLabel(objectName="taskCheck")
        self.check_label.setWordWrap(True)
        self.check_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.period_panel = PeriodPanel()
        self.periodCheck = self.period_panel.periodCheck
        self.engine_choice = EngineChoice()  # hidden unless PySpark is installed
        self.audit_boxes = (epidemic, displacement, membership)
        content = QWidget()
        column = QVBoxLayout(content)
        column.addWidget(description)
        column.addWidget(self.period_panel)
        column.addWidget(self.engine_choice)
        column.addWidget(self.audit_check)
        for box in self.audit_boxes:
            column.addWidget(box)
        column.addWidget(self.check_label)
        column.addStretch(1)
        fill_with_scroll(self, content)

        for check in (self.audit_check, self.event_check, self.membership_check):
            check.toggled.connect(self._controls_changed)
        for spin in (self.beta_spin, self.mu_spin, self.targets_spin):
            spin.valueChanged.connect(self._controls_changed)
        self.origin_combo.currentIndexChanged.connect(self._controls_changed)
        self.event_date.dateChanged.connect(self._controls_changed)
        self.event_regions.itemChanged.connect(self._controls_changed)
        self.top_k_edit.textChanged.connect(self._controls_changed)
        self.period_panel.edited.connect(self._period_changed)

    # --- wizard contract -----------------------------------------------------------------------

    def enter(self) -> None:
        self._active = True
        if self.project is not None:
            self.period_panel.show_period(
                self.project.period, self.state.input_summary, self.project.max_days
            )
            self._show(self.project.audit)
            self.engine_choice.show_engine(self.project.engine)
            self.engine_choice.setEnabled(self.project.input.kind == "records")  # Spark: records
        self._controls_changed()

    def leave(self) -> None:
        self._active = False
        if self.project is None:
            return
        try:
            period = self.period_panel.period()
            spec = self.audit_spec()
        except PrivDeskError:
            return  # problem() keeps Next disabled; Back keeps the last valid settings
        self.state.update_project(
            self.task_key, audit=spec, period=period, max_days=self.period_panel.max_days(),
            engine=self.engine_choice.engine(),
        )  # fmt: skip

    def problem(self) -> str | None:
        if self.project is None:
            return no_input()
        if not self._active:
            return None  # the state holds validated settings
        try:
            self.period_panel.period()
            self.audit_spec()
        except PrivDeskError as exc:
            return str(exc)
        return None

    def set_period(self, start: dt.date | None, end: dt.date | None = None) -> None:
        """Declare the study period as the user would (None: first to last record day)."""
        self.period_panel.set_period(start, end)

    # --- reading and showing ---------------------------------------------------------------------

    def audit_spec(self) -> MobilityAuditSpec:
        """The audit settings on the page, validated by the engine (PrivDeskError if not)."""
        previous = self.project.audit
        origin = self.origin_combo.currentData()
        event = self.event_check.isChecked()
        regions = [
            self.event_regions.item(row).text()
            for row in range(self.event_regions.count())
            if self.event_regions.item(row).checkState() == Qt.CheckState.Checked
        ]
        top_k = [int(v) for v in re.findall(r"-?\d+", self.top_k_edit.text())]
        values = {
            "enabled": self.audit_check.isChecked(),
            "seed": previous.seed,
            "sir_origin": origin,
            "sir_beta": round(self.beta_spin.value(), 6),
            "sir_mu": round(self.mu_spin.value(), 6),
            "event_day": self.event_date.date().toString("yyyy-MM-dd") if event else None,
            "event_regions": regions if event else [],
            "top_k": top_k,
            "membership": {
                "enabled": self.membership_check.isChecked(),
                "targets": self.targets_spin.value(),
            },
        }
        spec = audit_spec_from_dict(values)
        outside = len(self._regions) - len(regions)
        too_many = [k for k in spec.top_k if k > outside]
        if event and too_many:
            raise PrivDeskError(
                tr(
                    "top destinations k = {k} is more than the {regions} regions people "
                    "could go to."
                ).format(k=too_many[0], regions=outside)
            )
        calendar = self._calendar()
        if event and calendar is not None and not calendar[0] <= spec.event_day <= calendar[1]:
            raise PrivDeskError(
                tr(
                    "the event day {day} is outside the released period ({first} to {last})."
                ).format(day=spec.event_day, first=calendar[0], last=calendar[1])
            )
        return dataclasses.replace(spec, seed=previous.seed)

    def _calendar(self) -> tuple[dt.date, dt.date] | None:
        """The released days: the declared period, else the first to the last record day
        (None while the period shown is invalid or nothing is loaded)."""
        try:
            period: StudyPeriod | None = self.period_panel.period()
        except PrivDeskError:
            return None
        if period is not None:
            return period.bounds
        summary = self.state.input_summary
        return None if summary is None else (summary.first_day, summary.last_day)

    def _period_changed(self) -> None:
        self._set_event_range()
        self._controls_changed()

    def _set_event_range(self) -> None:
        """Event days may be chosen over the records and the declared period; a day outside
        the released calendar is refused by audit_spec, never moved silently."""
        summary = self.state.input_summary
        if summary is None:
            return
        first, last = summary.first_day, summary.last_day
        calendar = self._calendar()
        if calendar is not None:
            first, last = min(first, calendar[0]), max(last, calendar[1])
        self.event_date.blockSignals(True)
        self.event_date.setDateRange(
            QDate(first.year, first.month, first.day), QDate(last.year, last.month, last.day)
        )
        self.event_date.blockSignals(False)

    def _show(self, audit: MobilityAuditSpec) -> None:
        summary = self.state.input_summary
        self._regions = list(summary.regions) if summary is not None else []
        widgets = self.findChildren(QWidget)
        for widget in widgets:
            widget.blockSignals(True)
        self.audit_check.setChecked(audit.enabled)
        self.origin_combo.clear()
        self.origin_combo.addItem(tr("A random region"), None)
        for region in self._regions:
            self.origin_combo.addItem(region, region)
        self.origin_combo.setCurrentIndex(max(self.origin_combo.findData(audit.sir_origin), 0))
        self.beta_spin.setValue(audit.sir_beta)
        self.mu_spin.setValue(audit.sir_mu)
        self._set_event_range()
        day = audit.event_day or (summary.first_day if summary is not None else None)
        if day is not None:
            self.event_date.setDate(QDate(day.year, day.month, day.day))
        self.event_check.setChecked(audit.event_day is not None)
        self.event_regions.clear()
        for region in self._regions:
            item = QListWidgetItem(region)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = region in audit.event_regions
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
            self.event_regions.addItem(item)
        self.top_k_edit.setText(", ".join(str(k) for k in audit.top_k))
        self.membership_check.setChecked(audit.membership.enabled)
        self.targets_spin.setValue(audit.membership.targets)
        for widget in widgets:
            widget.blockSignals(False)

    def _controls_changed(self) -> None:
        audit_on = self.audit_check.isChecked()
        for box in self.audit_boxes:
            box.setEnabled(audit_on)
        event = self.event_check.isChecked()
        for widget in (self.event_date, self.event_regions, self.top_k_edit):
            widget.setEnabled(event)
        self.targets_spin.setEnabled(self.membership_check.isChecked())
        self._show_check()
        self.validity_changed.emit()

    def _show_check(self) -> None:
        problem = self.problem()
        if problem is not None:
            self.check_label.setText(f"⚠ {problem}")
            return
        calendar = self._calendar()
        summary = self.state.input_summary
        days = 0 if calendar is None else (calendar[1] - calendar[0]).days + 1
        self.check_label.setText(
            "✓ "
            + tr("Ready: {days} days of {regions} regions.").format(
                days=number(days, ","), regions=number(len(summary.regions), ",")
            )
            if summary is not None
            else ""
        )


def _spin(name: str, low: float, high: float, step: float, decimals: int) -> QDoubleSpinBox:
    spin = QDoubleSpinBox(objectName=name)
    spin.setRange(low, high)
    spin.setSingleStep(step)
    spin.setDecimals(decimals)
    spin.setMinimumWidth(110)
    return spin

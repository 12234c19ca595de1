"""Step 4 of the mobility task: count trips, add noise and audit, on the worker thread.

The targeting page's run machinery (progress, time left, Cancel, results kept only when the
settings did not change meanwhile) is reused as is; this page only says which engine job
runs (`engine.tasks.mobility.run`) and what the summary shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QWidget

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.tasks.mobility import run as mobility_run
from engine.tasks.mobility.preview import preview_guarantee, released_days
from gui.dialogs import show_error
from gui.i18n import tr
from gui.pages.privatize_page import PrivatizePage
from gui.state import MobilityResults, WizardState
from gui.tasks.mobility.input_panel import summary_fields


def row_labels() -> tuple[str, ...]:
    return (tr("Input files:"), tr("Records:"), tr("Mechanism:"), tr("Proven guarantee:"))


class MobilityPrivatizePage(PrivatizePage):
    """Private daily origin–destination matrices from the chosen records or trips."""

    task_key = "mobility"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        form = self.fileLabel.parentWidget().layout()
        assert isinstance(form, QFormLayout)
        for label, text in zip(
            (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.guaranteeLabel),
            row_labels(),
            strict=True,
        ):
            form.labelForField(label).setText(text)
        form.setRowVisible(self.goalLabel, False)  # targeting's accuracy goal only
        self.privatizeButton.setToolTip(
            tr(
                "Find each day's trips, cap them per person if chosen, add Laplace noise to "
                "every cell and run the policy audits. The window stays usable; Cancel stops "
                "the job and keeps nothing."
            )
        )

    def _job(self):
        project = self.project
        if project is None:
            show_error(
                self, tr("Cannot privatize"), tr("Choose the mobility input first (step 1).")
            )
            return None

        def job(ctx: JobContext) -> MobilityResults:
            audit_on = project.audit.enabled
            outcome = mobility_run.release(project, ctx.sub(0.0, 0.4 if audit_on else 1.0))
            if not audit_on:
                return MobilityResults(outcome, None, None)
            audits = mobility_run.audit(outcome, ctx.sub(0.4, 1.0))
            origin = audits["sir"].get("origin")
            curves = None if origin is None else mobility_run.sir_curves(outcome, origin)
            return MobilityResults(outcome, audits, curves)

        return job

    def _settings(self) -> tuple:
        return (self.project,)

    def _keep(self, result: MobilityResults) -> None:
        self.state.set_results(result)

    def _has_result(self) -> bool:
        return self.state.results is not None

    def _audited(self) -> bool:
        results = self.state.results
        return results is not None and results.audits is not None

    def _show_summary(self) -> None:
        project, summary = self.project, self.state.input_summary
        if project is None or summary is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Choose the mobility input first (step 1)."))
            return
        files = project.input.files
        self.fileLabel.setText(" + ".join(path.name for path in files.values()))
        self.fileLabel.setToolTip("\n".join(str(path) for path in files.values()))
        if summary.kind == "records":
            rows = tr(
                "{rows} call records of {subscribers} subscribers, {days} days ({first} to "
                "{last}), {regions} regions"
            )
        else:
            rows = tr(
                "{rows} trips of {subscribers} subscribers, {days} days ({first} to {last}), "
                "{regions} regions"
            )
        self.rowsLabel.setText(rows.format(**summary_fields(summary)))
        spec = project.mechanism
        self.mechanismLabel.setText(mechanism_text(spec))
        try:
            preview = preview_guarantee(
                spec.build(),
                released_days(project.period, summary),
                populations=summary.kind == "records",
            )
        except PrivDeskError as exc:
            self.guaranteeLabel.setText(tr("Invalid settings: {problem}").format(problem=exc))
        else:
            self.guaranteeLabel.setText(preview.statement)
        audit = project.audit
        if not audit.enabled:
            self.afterLabel.setText(tr("No audit (turned off on the task page)."))
            return
        parts = [tr("cell errors and suppression"), tr("the epidemic simulation")]
        if audit.event_day is not None:
            parts.append(tr("displacement after {day}").format(day=audit.event_day))
        if audit.membership.enabled:
            parts.append(
                tr("membership inference on {n} subscribers").format(
                    n=number(audit.membership.targets, ",")
                )
            )
        self.afterLabel.setText(tr("Audits: {list}.").format(list=", ".join(parts)))


def mechanism_text(spec) -> str:
    """The mechanism in one line: noise, ε per day, level and threshold."""
    values = {
        "epsilon": number(spec.epsilon, "g"),
        "trips": number(spec.trips_per_day, ","),
        "tau": number(spec.threshold, "g"),
    }
    if spec.level == "individual" and spec.threshold:
        text = tr(
            "Laplace noise on every daily O-D cell, ε = {epsilon} per day, individual level, "
            "at most {trips} trip(s) per person a day, counts below {tau} suppressed"
        )
    elif spec.level == "individual":
        text = tr(
            "Laplace noise on every daily O-D cell, ε = {epsilon} per day, individual level, "
            "at most {trips} trip(s) per person a day"
        )
    elif spec.threshold:
        text = tr(
            "Laplace noise on every daily O-D cell, ε = {epsilon} per day, trip level, counts "
            "below {tau} suppressed"
        )
    else:
        text = tr("Laplace noise on every daily O-D cell, ε = {epsilon} per day, trip level")
    return text.format(**values)

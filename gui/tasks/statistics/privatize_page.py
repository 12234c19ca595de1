"""Step 4 of the statistics task: check the dataset's ledger, release every query with
fresh noise, charge the ledger, then run the attacks, on the worker thread.

The shared page's run machinery (progress, time left, Cancel, results kept only if the
settings did not change meanwhile) is reused; a refused release (the dataset's limit)
ends with the engine's message naming the spent, asked and limit values.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QFormLayout, QWidget

from engine.core.errors import PrivDeskError
from engine.core.jobs import JobContext
from engine.tasks.statistics import audit as audits
from engine.tasks.statistics import run
from engine.tasks.statistics.preview import preview_queries
from gui.dialogs import show_error
from gui.pages.privatize_page import PrivatizePage
from gui.state import WizardState

ROW_LABELS = ("Data file:", "Rows:", "Statistics:", "Guarantee:")


@dataclass(frozen=True)
class StatisticsResults:
    """A statistics release with its audits (None when turned off)."""

    release: run.StatisticsRelease
    audits: dict | None


class StatisticsPrivatizePage(PrivatizePage):
    task_key = "statistics"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        form = self.fileLabel.parentWidget().layout()
        assert isinstance(form, QFormLayout)
        for label, text in zip(
            (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.guaranteeLabel),
            ROW_LABELS,
            strict=True,
        ):
            form.labelForField(label).setText(text)
        self.privatizeButton.setToolTip(
            "Check this file's privacy ledger (a release past its limit is refused before any "
            "noise), add fresh noise to every query, record the spend in the ledger, then run "
            "the attacks. Cancel keeps no result; once the noise is drawn, the spend stays in "
            "the ledger (it is never lost, even when the result is not shown)."
        )

    def _job(self):
        project = self.project
        if project is None or self.state.table is None:
            show_error(self, "Cannot privatize", "Load a table first (step 1).")
            return None

        def job(ctx: JobContext) -> StatisticsResults:
            audit_on = project.audit.enabled
            release = run.release(project, ctx.sub(0.0, 0.5 if audit_on else 1.0))
            found = audits.audit(release, ctx.sub(0.5, 1.0)) if audit_on else None
            return StatisticsResults(release, found)

        return job

    def _settings(self) -> tuple:
        return (self.project, id(self.state.table))

    def _keep(self, result: StatisticsResults) -> None:
        self.state.set_results(result)

    def _has_result(self) -> bool:
        return isinstance(self.state.results, StatisticsResults)

    def _audited(self) -> bool:
        return self._has_result() and self.state.results.audits is not None

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText("Load a table first (step 1).")
            return
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(f"{len(table.frame):,} rows")
        try:
            previews = preview_queries(project, table.frame)
        except PrivDeskError as exc:
            self.mechanismLabel.setText(f"Invalid settings: {exc}")
            previews = []
        else:
            self.mechanismLabel.setText(
                "; ".join(f"{p.label} ({p.noise}, ε = {p.epsilon:.3g})" for p in previews)
            )
        b = project.budget
        mos = sum(not q.formal for q in project.queries)
        text = (
            f"Total ε = {b.epsilon:g}, δ = {b.delta:g} over {len(project.queries)} queries "
            f"(basic composition), for each person (add or remove one record)."
        )
        if mos:
            text += f" {mos} MOS estimate(s): not formally private."
        if b.limit_epsilon is not None:
            text += f" Refused if this file's ledger would pass ε = {b.limit_epsilon:g}."
        self.guaranteeLabel.setText(text)
        audit = project.audit
        if not audit.enabled:
            self.afterLabel.setText("No attack (turned off in Set parameters).")
            return
        parts = ["cell errors"]
        if audit.reconstruction.column:
            parts.append(f"reconstruction of '{audit.reconstruction.column}'")
        if audit.differencing.column:
            parts.append(f"differencing on '{audit.differencing.column}'")
        self.afterLabel.setText("Audits: " + ", ".join(parts) + ".")

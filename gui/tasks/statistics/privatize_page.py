"""Step 4 of the statistics task: check the dataset's ledger, release every query with
fresh noise, charge the ledger, then run the attacks, on the worker thread.

The shared page's run machinery (progress, time left, Cancel, results kept only if the
settings did not change meanwhile) is reused; a refused release (the dataset's limit)
ends with the engine's message naming the spent, asked and limit values.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core.errors import PrivDeskError
from engine.tasks.statistics.preview import preview_queries
from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState


class StatisticsPrivatizePage(TaskPrivatizePage):
    task_key = "statistics"
    row_labels = ("Data file:", "Rows:", "Statistics:", "Guarantee:")

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setToolTip(
            "Check this file's privacy ledger (a release past its limit is refused before any "
            "noise), add fresh noise to every query, record the spend in the ledger, then run "
            "the attacks. Cancel keeps no result; once the noise is drawn, the spend stays in "
            "the ledger (it is never lost, even when the result is not shown)."
        )

    def _missing(self) -> str | None:
        missing = self.project is None or self.state.table is None
        return "Load a table first (step 1)." if missing else None

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

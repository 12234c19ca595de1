"""Step 4 of the statistics task: check the dataset's ledger, release every query with
fresh noise, then run the attacks, on the worker thread (the ledger is charged when the
release is exported, step 6).

The shared page's run machinery (progress, time left, Cancel, results kept only if the
settings did not change meanwhile) is reused; a refused release (the dataset's limit)
ends with the engine's message naming the spent, asked and limit values.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.tasks.statistics.preview import preview_queries
from engine.tasks.statistics.texts import mos_share_text
from gui.i18n import tr
from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState
from gui.widgets.delta_note import delta_value_text, table_rows


class StatisticsPrivatizePage(TaskPrivatizePage):
    task_key = "statistics"

    @property
    def row_labels(self) -> tuple[str, ...]:
        return (tr("Data file:"), tr("Rows:"), tr("Statistics:"), tr("Guarantee:"))

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setToolTip(
            tr(
                "Check this file's privacy ledger (a release past its limit is refused before "
                "any noise), add fresh noise to every query, then run the attacks. The spend "
                "is recorded in the ledger when you export the release (step 6), together "
                "with its files; a release never exported charges nothing."
            )
        )

    def _missing(self) -> str | None:
        missing = self.project is None or self.state.table is None
        return tr("Load a table first (step 1).") if missing else None

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Load a table first (step 1)."))
            return
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        rows = number(len(table.frame), ",")
        self.rowsLabel.setText(
            tr("the whole file (the wizard holds its first {rows} rows)").format(rows=rows)
            if table.head_only
            else tr("{rows} rows").format(rows=rows)
        )
        try:  # cell sizes guessed from a file's first rows would mislead: none then
            previews = preview_queries(project, None if table.head_only else table.frame)
        except PrivDeskError as exc:
            self.mechanismLabel.setText(tr("Invalid settings: {error}").format(error=exc))
            previews = []
        else:
            self.mechanismLabel.setText(
                "\n".join(
                    tr("{name} ({kind}, ε = {epsilon})").format(
                        name=p.label, kind=p.noise, epsilon=number(p.epsilon, ".3g")
                    )
                    for p in previews
                )
            )
        b = project.budget
        mos = sum(not q.formal for q in project.queries)
        text = tr(
            "Total ε = {epsilon}, δ = {delta} over {queries} queries (basic composition), "
            "for each person (add or remove one record)."
        ).format(
            epsilon=number(b.epsilon, "g"),
            delta=delta_value_text(b.delta, table_rows(self.state.table)),
            queries=number(len(project.queries), ","),
        )
        if mos:  # why the guarantee will state a smaller ε than the total
            shares = zip(project.shares(), project.queries, strict=True)
            mos_epsilon = sum(e for (e, _), q in shares if not q.formal)
            text += " " + mos_share_text(b.epsilon, b.epsilon - mos_epsilon)
        if b.limit_epsilon is not None:
            text += " " + tr("Refused if this file's ledger would pass ε = {limit}.").format(
                limit=number(b.limit_epsilon, "g")
            )
        self.guaranteeLabel.setText(text)
        audit = project.audit
        if not audit.enabled:
            self.afterLabel.setText(tr("No attack (turned off in Set parameters)."))
            return
        parts = [tr("cell errors")]
        if audit.reconstruction.column:
            parts.append(
                tr("reconstruction of '{column}'").format(column=audit.reconstruction.column)
            )
        if audit.differencing.column:
            parts.append(tr("differencing on '{column}'").format(column=audit.differencing.column))
        self.afterLabel.setText(tr("Audits: {audits}.").format(audits=", ".join(parts)))

"""Step 4 of the anonymize task: mask, generalize and audit on the worker thread.

The shared page's machinery (progress, time left, Cancel, results kept only when the
settings did not change meanwhile) is reused; this page says which engine job runs
(`engine.tasks.anonymize.run` and `.audit`) and what the summary shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QFormLayout, QWidget

from engine.core.jobs import JobContext
from engine.tasks.anonymize import audit as anonymize_audit
from engine.tasks.anonymize import run as anonymize_run
from gui.dialogs import show_error
from gui.pages.privatize_page import PrivatizePage
from gui.state import WizardState

ROW_LABELS = ("Data file:", "Columns:", "Method:", "Protection:", "Afterwards:")


@dataclass(frozen=True)
class AnonymizeResults:
    release: anonymize_run.AnonymizeRelease
    audits: dict | None


class AnonymizePrivatizePage(PrivatizePage):
    task_key = "anonymize"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        form = self.fileLabel.parentWidget().layout()
        assert isinstance(form, QFormLayout)
        for label, text in zip(
            (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.guaranteeLabel,
             self.afterLabel),
            ROW_LABELS,
            strict=True,
        ):  # fmt: skip
            form.labelForField(label).setText(text)
        self.privatizeButton.setToolTip(
            "Mask the direct identifiers (fresh key), generalize the quasi-identifiers until "
            "the privacy model holds, and run the risk and linkage audits. Cancel keeps nothing."
        )

    def _job(self):
        project = self.project
        if project is None:
            show_error(self, "Cannot anonymize", "Choose the columns first (step 2).")
            return None

        def job(ctx: JobContext) -> AnonymizeResults:
            audit_on = project.audit.enabled
            release = anonymize_run.release(project, ctx.sub(0.0, 0.6 if audit_on else 1.0))
            audits = anonymize_audit.audit(release, ctx.sub(0.6, 1.0)) if audit_on else None
            return AnonymizeResults(release, audits)

        return job

    def _settings(self) -> tuple:
        return (self.project,)

    def _keep(self, result: AnonymizeResults) -> None:
        self.state.set_results(result)

    def _has_result(self) -> bool:
        return isinstance(self.state.results, AnonymizeResults)

    def _audited(self) -> bool:
        return self._has_result() and self.state.results.audits is not None

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText("Load a table and choose the columns first.")
            return
        c, m = project.columns, project.privacy_model
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            f"{len(table.frame):,} records; identifiers: {', '.join(c.identifiers) or 'none'}; "
            f"quasi-identifiers: {', '.join(c.quasi_identifiers)}; sensitive: "
            f"{', '.join(c.sensitive) or 'none'}"
        )
        self.mechanismLabel.setText(
            f"{m.algorithm.capitalize()} generalization to k = {m.k}"
            + (f", {m.l_kind} l = {m.l}" if m.l > 1 else "")
            + (f", t = {m.t:g}" if m.t is not None else "")
        )
        self.guaranteeLabel.setText(
            "Syntactic protection, no formal guarantee (no protection against other "
            "background knowledge); the audit measures the risk before and after."
        )
        ext = project.audit.external
        self.afterLabel.setText(
            "Audits: uniques, prosecutor / journalist / marketer risk, homogeneity, linkage "
            f"against {ext.path.name if ext else 'the input itself'}, information loss."
            if project.audit.enabled
            else "No audit."
        )

"""Step 4 of the anonymize task: mask, generalize and audit on the worker thread.

The shared task page runs the task's release and audit (`gui.pages.task_privatize_page`);
this page says what the summary shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState


class AnonymizePrivatizePage(TaskPrivatizePage):
    task_key = "anonymize"
    row_labels = ("Data file:", "Columns:", "Method:", "Protection:", "Afterwards:")
    release_share = 0.6

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setToolTip(
            "Mask the direct identifiers (fresh key), generalize the quasi-identifiers until "
            "the privacy model holds, and run the risk and linkage audits. Cancel keeps nothing."
        )

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

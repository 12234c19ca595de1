"""Step 4 of the anonymize task: mask, generalize and audit on the worker thread.

The shared task page runs the task's release and audit (`gui.pages.task_privatize_page`);
this page says what the summary shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core.i18n import number
from gui.i18n import tr
from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState


class AnonymizePrivatizePage(TaskPrivatizePage):
    task_key = "anonymize"
    release_share = 0.6

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setToolTip(
            tr(
                "Mask the direct identifiers (fresh key), generalize the quasi-identifiers "
                "until the privacy model holds, and run the risk and linkage audits. Cancel "
                "keeps nothing."
            )
        )

    @property
    def row_labels(self) -> tuple[str, ...]:
        return (tr("Data file:"), tr("Columns:"), tr("Method:"), tr("Protection:"),
                tr("Afterwards:"))  # fmt: skip

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Load a table and choose the columns first."))
            return
        c, m = project.columns, project.privacy_model
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        none = tr("none")
        self.rowsLabel.setText(
            tr(
                "{records} records; identifiers: {identifiers}; quasi-identifiers: {qis}; "
                "sensitive: {sensitive}"
            ).format(
                records=number(len(table.frame), ","),
                identifiers=", ".join(c.identifiers) or none,
                qis=", ".join(c.quasi_identifiers),
                sensitive=", ".join(c.sensitive) or none,
            )
        )
        self.mechanismLabel.setText(_method(m))
        self.guaranteeLabel.setText(
            tr(
                "Syntactic protection, no formal guarantee (no protection against other "
                "background knowledge); the audit measures the risk before and after."
            )
        )
        ext = project.audit.external
        if not project.audit.enabled:
            after = tr("No audit.")
        elif ext is None:
            after = tr(
                "Audits: uniques, prosecutor / journalist / marketer risk, homogeneity, "
                "linkage against the input itself, information loss."
            )
        else:
            after = tr(
                "Audits: uniques, prosecutor / journalist / marketer risk, homogeneity, "
                "linkage against {file}, information loss."
            ).format(file=ext.path.name)
        self.afterLabel.setText(after)


def _method(m) -> str:
    """The generalization and the privacy model in one line."""
    k = number(m.k)
    parts = [
        {
            "mondrian": tr("Mondrian generalization to k = {k}"),
            "lattice": tr("Optimal full-domain generalization to k = {k}"),
        }.get(m.algorithm, tr("Automatic generalization to k = {k}")).format(k=k)
    ]
    if m.l > 1:
        kinds = {
            "entropy": tr("entropy l = {l}"),
            "recursive": tr("recursive (c = {c}) l = {l}"),
        }
        parts.append(
            kinds.get(m.l_kind, tr("distinct l = {l}")).format(l=number(m.l), c=number(m.c, "g"))
        )
    if m.t is not None:
        parts.append(f"t = {number(m.t, 'g')}")
    return ", ".join(parts)

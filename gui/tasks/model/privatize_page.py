"""Step 4 of the model task: calibrate σ, train by DP-SGD and audit, on the worker thread.

The shared task page runs the task's release (training) and audit
(`gui.pages.task_privatize_page`); this page names the button and says what the summary
shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core.i18n import number
from gui.i18n import tr
from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState
from gui.widgets.delta_note import delta_value_text, table_rows


class ModelPrivatizePage(TaskPrivatizePage):
    task_key = "model"
    release_share = 0.6

    @property
    def row_labels(self) -> tuple[str, ...]:
        return (
            tr("Data file:"),
            tr("Columns:"),
            tr("Training:"),
            tr("Guarantee:"),
            tr("Afterwards:"),
        )

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setText(tr("&Train privately"))
        self.privatizeButton.setToolTip(
            tr(
                "Split off the held-out rows, calibrate the noise for the target (ε, δ), train "
                "the logistic model by DP-SGD and run the audit. Cancel keeps nothing."
            )
        )

    def _missing(self) -> str | None:
        if self.project is None:
            return tr("Choose the target and features first (step 2).")
        return None

    def _show_done(self) -> None:
        super()._show_done()
        if self._has_result():
            self.privatizeButton.setText(tr("&Train again"))

    def _show_idle(self) -> None:
        super()._show_idle()
        if not self._has_result() and not self._running:
            self.privatizeButton.setText(tr("&Train privately"))

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Load a table and choose the target first."))
            return
        c, t = project.columns, project.training
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            tr("{rows} rows; predict {target} from {count} features ({features})").format(
                rows=number(len(table.frame), ","),
                target=c.target,
                count=number(len(c.features)),
                features=", ".join(c.features),
            )
        )
        self.mechanismLabel.setText(
            tr(
                "DP-SGD logistic regression: {epochs} epochs, expected batch {batch}, clip "
                "C = {clip}, η = {rate}; {share} of rows held out"
            ).format(
                epochs=number(t.epochs, "g"),
                batch=number(t.batch_size, ","),
                clip=number(t.clip, "g"),
                rate=number(t.learning_rate, "g"),
                share=number(t.test_share, ".0%"),
            )
        )
        if project.standardization.source == "declared":
            guarantee = tr(
                "(ε ≤ {epsilon}, δ = {delta})-DP for adding or removing one training row (σ "
                "calibrated by a tight accountant); feature scales declared (private)."
            )
        else:
            guarantee = tr(
                "(ε ≤ {epsilon}, δ = {delta})-DP for adding or removing one training row (σ "
                "calibrated by a tight accountant); feature means and sds from the data (not "
                "private)."
            )
        self.guaranteeLabel.setText(
            guarantee.format(
                epsilon=number(t.epsilon, "g"), delta=delta_value_text(t.delta, table_rows(table))
            )
        )
        a = project.audit
        if not a.enabled:
            after = tr("No audit.")
        elif a.membership:
            after = tr(
                "Audit: held-out accuracy, AUC and calibration against the non-private model, "
                "membership-inference attack."
            )
        else:
            after = tr(
                "Audit: held-out accuracy, AUC and calibration against the non-private model."
            )
        self.afterLabel.setText(after)

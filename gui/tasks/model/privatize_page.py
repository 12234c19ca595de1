"""Step 4 of the model task: calibrate σ, train by DP-SGD and audit, on the worker thread.

The shared task page runs the task's release (training) and audit
(`gui.pages.task_privatize_page`); this page names the button and says what the summary
shows.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState


class ModelPrivatizePage(TaskPrivatizePage):
    task_key = "model"
    row_labels = ("Data file:", "Columns:", "Training:", "Guarantee:", "Afterwards:")
    release_share = 0.6

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setText("&Train privately")
        self.privatizeButton.setToolTip(
            "Split off the held-out rows, calibrate the noise for the target (ε, δ), train "
            "the logistic model by DP-SGD and run the audit. Cancel keeps nothing."
        )

    def _missing(self) -> str | None:
        return "Choose the target and features first (step 2)." if self.project is None else None

    def _show_done(self) -> None:
        super()._show_done()
        if self._has_result():
            self.privatizeButton.setText("&Train again")

    def _show_idle(self) -> None:
        super()._show_idle()
        if not self._has_result() and not self._running:
            self.privatizeButton.setText("&Train privately")

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText("Load a table and choose the target first.")
            return
        c, t = project.columns, project.training
        self.fileLabel.setText(table.path.name)
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            f"{len(table.frame):,} rows; predict {c.target} from {len(c.features)} features "
            f"({', '.join(c.features)})"
        )
        self.mechanismLabel.setText(
            f"DP-SGD logistic regression: {t.epochs:g} epochs, expected batch {t.batch_size:,}, "
            f"clip C = {t.clip:g}, η = {t.learning_rate:g}; {t.test_share:.0%} of rows held out"
        )
        scales = (
            "feature scales declared (private)"
            if project.standardization.source == "declared"
            else "feature means and sds from the data (not private)"
        )
        self.guaranteeLabel.setText(
            f"(ε ≤ {t.epsilon:g}, δ = {t.delta:g})-DP for adding or removing one training row "
            f"(σ calibrated by the PLD accountant); {scales}."
        )
        a = project.audit
        self.afterLabel.setText(
            "Audit: held-out accuracy, AUC and calibration against the non-private model"
            + (", membership-inference attack" if a.membership else "")
            + "."
            if a.enabled
            else "No audit."
        )

"""Step 4 for a task whose privatize step is its `Task` protocol's release, then its audit.

The shared page's machinery (progress, time left, Cancel, results kept only when the
settings did not change meanwhile) comes from `PrivatizePage`; this layer runs
`task.release` and, when the project turns them on, `task.audit` on the worker thread and
keeps both as one `TaskResults`. A task's page names its summary rows, says what is
missing before it can run, and fills the summary (`_show_summary`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QFormLayout, QWidget

from engine.core.jobs import JobContext
from engine.tasks import get_task
from gui.dialogs import show_error
from gui.i18n import tr
from gui.pages.privatize_page import PrivatizePage
from gui.state import WizardState


@dataclass(frozen=True)
class TaskResults:
    """A task's release and its audits (None when turned off)."""

    task: str  # the key of the task that made them
    release: Any
    audits: Any | None
    sweep: Any | None = None  # a trade-off sweep, when run from the audit step
    # pending ledger charges besides the release's own (the model's sweeps), committed
    # with the release when it is exported
    charges: tuple = ()


def task_results(state: WizardState, key: str) -> TaskResults | None:
    """The state's results if task `key` made them."""
    results = state.results
    return results if isinstance(results, TaskResults) and results.task == key else None


class TaskPrivatizePage(PrivatizePage):
    # Labels of the summary rows (file, rows, method, guarantee, afterwards), in order;
    # fewer than five relabel only the first ones. A task's page makes it a property (its
    # labels are translated when read, never at import).
    row_labels: tuple[str, ...] = ()
    release_share = 0.5  # of the progress bar, when the audits run after the release

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        form = self.fileLabel.parentWidget().layout()
        assert isinstance(form, QFormLayout)
        fields = (
            self.fileLabel,
            self.rowsLabel,
            self.mechanismLabel,
            self.guaranteeLabel,
            self.afterLabel,
        )
        for label, text in zip(fields, self.row_labels, strict=False):
            form.labelForField(label).setText(text)
        form.setRowVisible(self.goalLabel, False)  # targeting's accuracy goal only

    def _missing(self) -> str | None:
        """What must be set before the job can run (None: ready)."""
        return tr("Choose the columns first (step 2).") if self.project is None else None

    def _job(self):
        missing = self._missing()
        if missing is not None:
            show_error(self, tr("Cannot privatize"), missing)
            return None
        task, project, key = get_task(self.task_key), self.project, self.task_key
        share = self.release_share if task.audits_enabled(project) else 1.0

        def job(ctx: JobContext) -> TaskResults:
            release = task.release(project, ctx.sub(0.0, share))
            audits = task.audit(release, ctx.sub(share, 1.0)) if share < 1.0 else None
            return TaskResults(key, release, audits)

        return job

    def _settings(self) -> tuple:
        return (self.project, id(self.state.table))

    def _keep(self, result: TaskResults) -> None:
        self.state.set_results(result)

    def _has_result(self) -> bool:
        return task_results(self.state, self.task_key) is not None

    def _audited(self) -> bool:
        return self._has_result() and self.state.results.audits is not None

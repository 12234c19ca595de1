"""The step-2 settings panel of a table task, shown under the list of tasks.

Its project starts from the task's defaults for the loaded table (`default_project`, via
`WizardState.table_project`); the panel's widgets show it (`_fill`) and write each edit back
(`_commit`, which also sets `_problem`). A task's panel builds its widgets, a `message`
label, and those two methods.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState


class TableTaskPanel(WizardPage):
    step = 1
    default_project: Callable  # the engine's default_project(path, sheet, frame)

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._problem: str | None = None

    def enter(self) -> None:
        if self.state.table_project(self.task_key, type(self).default_project) is None:
            self._problem = tr("Load a data file first (step 1).")
            self.message.setText(self._problem)
            return
        self._fill()
        self._commit()

    def leave(self) -> None:
        if self.state.table is not None and self.project is not None:
            self._commit()

    def problem(self) -> str | None:
        return self._problem

    def _columns(self) -> list[str]:
        return [str(c) for c in self.state.table.frame.columns]

    def _fill(self) -> None:
        """Show the project in the widgets."""
        raise NotImplementedError

    def _commit(self) -> None:
        """Write the widgets into the project; set `_problem` (None: ready)."""
        raise NotImplementedError

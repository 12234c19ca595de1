"""The contract every wizard page follows."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from gui.i18n import tr
from gui.state import WizardState


def step_titles() -> tuple[str, ...]:
    """The wizard's six steps, the same for every task, in the interface language."""
    return (
        tr("Load data"),
        tr("Choose task"),
        tr("Set parameters"),
        tr("Privatize"),
        tr("Audit"),
        tr("Export"),
    )


class StepTitle:
    """`title` of a page (or page class): its step's title in the interface language, read
    when asked, so a page class defines no text at import (see `step_titles`)."""

    def __get__(self, page, cls) -> str:
        return step_titles()[cls.step]


class WizardPage(QWidget):
    """A step of the wizard.

    `enter` refreshes the page from the state when it is shown; `leave` writes edits back
    (Back never loses work); `problem` says in plain words why Next is not allowed yet
    (None when the page is complete). Emit `validity_changed` whenever `problem` may have
    changed. A page says which step it is (`step`); its `title` is that step's title.
    """

    step = 0  # which of the six steps (0–5) the page is
    title = StepTitle()
    task_key: str | None = None  # the task whose project the page edits; None: task-neutral
    validity_changed = Signal()

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state

    @property
    def project(self):
        """This page's task's project in the shared state (None before its input)."""
        return self.state.projects[self.task_key]

    def enter(self) -> None:
        """Called each time the page is shown."""

    def leave(self) -> None:
        """Called before another page is shown."""

    def problem(self) -> str | None:
        return None

    def busy(self) -> bool:
        """True while the page runs a job (navigation is blocked)."""
        return False

"""Step 2, the same for every task: what the data will be used for, then that task's settings.

The tasks come from the registry (`engine.tasks.REGISTRY`); those that take the kind of
data chosen on the Load page can be picked, the others are shown greyed with the kind of
data they need (of a KoBo / ODK survey export, only the tasks reading its linked tables).
Below sits the chosen task's own settings panel (the first page of its
entry in `gui.tasks.TASK_PAGES`), built the first time the task is shown; the step's
enter/leave/problem/busy are that panel's.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.tasks import REGISTRY, task_summary, task_title
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks import page_classes
from gui.widgets.sections import scroll_area


def input_name(kind: str) -> str:
    """A task's kind of input (`TaskInfo.input_kind`) in words."""
    names = {"table": tr("a table of people or households"), "call records": tr("call records")}
    return names.get(kind, kind)


class ChooseTaskPage(WizardPage):
    step = 1

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._panels: dict[str, WizardPage] = {}
        self.task_buttons: dict[str, QRadioButton] = {}
        group = QButtonGroup(self)
        tasks = QGroupBox(tr("What will the released data be used for?"))
        tasks_layout = QGridLayout(tasks)  # two columns: the task's settings get the height
        rows = (len(REGISTRY) + 1) // 2
        for index, key in enumerate(REGISTRY):
            button = QRadioButton(task_title(key), objectName=f"{key}TaskRadio")
            button.setToolTip(task_summary(key))
            button.toggled.connect(lambda on, key=key: on and self._task_chosen(key))
            group.addButton(button)
            tasks_layout.addWidget(button, index % rows, index // rows)
            self.task_buttons[key] = button
        tasks_layout.setColumnStretch(1, 1)
        self.input_note = QLabel(objectName="taskInputNote")
        self.input_note.setWordWrap(True)
        tasks_layout.addWidget(self.input_note, rows, 0, 1, 2)
        self.panel_stack = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(tasks)
        # A tall panel (anonymize's roles, survey design and methods) scrolls rather than
        # stretching the window past a 1366 × 768 laptop's screen.
        layout.addWidget(scroll_area(self.panel_stack, horizontal=False), 1)

    def panel(self, key: str | None = None) -> WizardPage:
        """Task `key`'s settings panel (the current task's by default), built on first use."""
        key = key or self.state.family
        if key not in self._panels:
            panel = page_classes(key)[0](self.state)
            panel.validity_changed.connect(self.validity_changed)
            self.panel_stack.addWidget(panel)
            self._panels[key] = panel
        return self._panels[key]

    # --- wizard contract -----------------------------------------------------------------

    def enter(self) -> None:
        kind = REGISTRY[self.state.family].input_kind
        head_only = self.state.table is not None and self.state.table.head_only
        linked = self.state.table is not None and self.state.table.linked is not None
        linked_readers = [task_title(k) for k, info in REGISTRY.items() if info.reads_linked]
        why_not = tr(
            "Not for a survey export (households and their repeat groups): only {tasks} "
            "reads its linked tables."
        ).format(tasks=", ".join(linked_readers))
        for key, button in self.task_buttons.items():
            info = REGISTRY[key]
            button.blockSignals(True)
            button.setChecked(key == self.state.family)
            refused = linked and not info.reads_linked  # a KoBo / ODK export
            button.setEnabled(
                info.input_kind == kind and (info.reads_from_file or not head_only) and not refused
            )
            summary = task_summary(key)
            button.setToolTip(f"{why_not}\n{summary}" if refused else summary)
            button.blockSignals(False)
        others = {
            input_name(info.input_kind) for info in REGISTRY.values() if info.input_kind != kind
        }
        note = (
            tr(
                "Greyed tasks need other data ({kinds}): choose that kind of data on the "
                "Load data page."
            ).format(kinds=", ".join(sorted(others)))
            if others
            else ""
        )
        if head_only:
            readers = [task_title(k) for k, info in REGISTRY.items() if info.reads_from_file]
            note = tr(
                "This file is larger than the memory free: only {tasks} can use it, reading "
                "the whole file as it releases. {others}"
            ).format(tasks=", ".join(readers), others=note)
        if linked:  # one line: the reason every other task is greyed
            note = why_not
        self.input_note.setText(note.strip())
        self.panel_stack.setCurrentWidget(self.panel())
        self.panel().enter()

    def leave(self) -> None:
        self.panel().leave()

    def problem(self) -> str | None:
        return self.panel().problem()

    def busy(self) -> bool:
        return any(panel.busy() for panel in self._panels.values())

    def _task_chosen(self, key: str) -> None:
        if key != self.state.family:
            self.panel().leave()
            self.state.set_family(key)
            self.enter()
            self.validity_changed.emit()

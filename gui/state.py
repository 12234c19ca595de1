"""What the wizard knows: the input as read, each task's project, and the current results.

One `WizardState` is shared by every page. It holds one project per registered task
(`projects[key]`, the same dataclass the project file holds, so saving is `project_for`),
and one slot for the current task's results (`results`). Pages read it when shown and
write their edits back when left, so Back never loses work. Changing the data, roles, task
or parameters drops results computed from the old settings.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from engine.core.project_file import InputSpec
from engine.data.roles import ColumnRoles
from engine.tasks import REGISTRY, get_task
from engine.tasks.targeting.project import Project
from gui.i18n import tr

if TYPE_CHECKING:  # names only: the tasks' run modules load when a task first runs
    from engine.data.readers import LoadedTable
    from engine.mobility.trips import InputSummary
    from engine.tasks.mobility.project import MobilityProject
    from engine.tasks.mobility.run import EpidemicCurves, MobilityRelease
    from engine.tasks.targeting.evaluate import Baseline, SweepRow
    from engine.tasks.targeting.run import AuditOutcome, ReleaseOutcome

# Sections of a project that results do not depend on.
OUTPUT_SECTIONS = ("outputs",)


@dataclasses.dataclass
class Sweep:
    parameter: str
    baseline: Baseline
    rows: list[SweepRow]


@dataclasses.dataclass(frozen=True)
class TargetingResults:
    """A targeting release, then its audit and a trade-off sweep as they are run."""

    release: ReleaseOutcome
    audit: AuditOutcome | None = None
    sweep: Sweep | None = None


@dataclasses.dataclass(frozen=True)
class MobilityResults:
    """A mobility release with what was measured on it (audits None when turned off)."""

    release: MobilityRelease
    audits: dict | None
    curves: EpidemicCurves | None  # the epidemic from the audit's origin, for the plot


def blank_project(key: str):
    """A task's settings before any input is chosen (None: the task needs its input first)."""
    if key == "targeting":
        return Project(InputSpec(None), ColumnRoles(features=()))
    return None


class WizardState(QObject):
    """Settings and results of one session; `changed` fires after every update."""

    changed = Signal()
    results_cleared = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self.project_path: Path | None = None
        self.family = "targeting"  # the current task: a key of engine.tasks.REGISTRY
        self.projects: dict[str, Any] = {key: blank_project(key) for key in REGISTRY}
        self.table: LoadedTable | None = None  # a table input as read (targeting)
        self.form: Path | None = None  # a survey export's XLSForm, chosen on the Load page
        self.input_summary: InputSummary | None = None  # call records or trips, checked
        self.results: Any = None  # the current task's results, None before privatizing
        self.results_exported = False  # whether the Export step wrote the current results
        self.saved_project: Any = None  # the current task's project as last saved or opened
        self.accuracy_goal = 0.95  # 1 − β for the Theorem-1 advice
        self.changed.emit()

    # --- settings ------------------------------------------------------------------------

    def set_family(self, family: str) -> None:
        if family not in REGISTRY:
            raise ValueError(tr("unknown task {task}").format(task=repr(family)))
        if family != self.family:
            self.family = family
            self.clear_results()

    def set_table(self, table: LoadedTable, sheet: str | None = None) -> None:
        """A new table for every task that takes one: targeting's roles start empty, the
        other table tasks start from their defaults when their settings panel is shown. Of
        a file too large for memory (`head_only`) only the tasks reading the file itself
        can run: the current task becomes one of them; of a KoBo / ODK export, a task reading
        its linked tables (`TaskInfo.reads_linked`)."""
        project = self.projects["targeting"]
        self.table = table
        self.form = None  # the Load page proposes the new export's form
        self.projects["targeting"] = dataclasses.replace(
            project, input=InputSpec(table.path, sheet), columns=ColumnRoles(features=())
        )
        for key, info in REGISTRY.items():
            if info.input_kind == "table" and key != "targeting":
                self.projects[key] = None
        if table.head_only and not REGISTRY[self.family].reads_from_file:
            self.family = next(key for key, info in REGISTRY.items() if info.reads_from_file)
        if table.linked is not None and not REGISTRY[self.family].reads_linked:  # KoBo / ODK
            self.family = next(key for key, info in REGISTRY.items() if info.reads_linked)
        self.clear_results()

    def table_project(self, key: str, make_default):
        """Task `key`'s project for the loaded table (None before a table is loaded): the
        task's defaults, `make_default(path, sheet, frame)`, when it has none yet or has
        one made for another file; a task reading survey exports gets the XLSForm too
        (`make_default(…, form=…)`)."""
        table = self.table
        if table is None:
            return None
        project = self.projects[key]
        if project is None or project.input.path != table.path:
            with_form = {"form": self.form} if self.form and REGISTRY[key].reads_linked else {}
            project = make_default(table.path, table.sheet, table.frame, **with_form)
            if table.linked is not None and REGISTRY[key].reads_linked:  # a KoBo / ODK export
                project = get_task(key).with_linked_input(project, table.linked.spec)
            self.set_project(key, project)
        return project

    def set_form(self, form: Path | None) -> None:
        """The survey's XLSForm (None: none), chosen again even if the same: the tasks
        reading survey exports suggest their roles again from it when their settings panel
        is next shown."""
        self.form = form
        for key, info in REGISTRY.items():
            if info.reads_linked and self.projects[key] is not None:
                self.projects[key] = None
        self.clear_results()

    def set_project(self, key: str, project) -> None:
        """Task `key`'s whole project (a settings panel's defaults for a new table)."""
        if key not in REGISTRY:
            raise ValueError(tr("unknown task {task}").format(task=repr(key)))
        if project != self.projects[key]:
            self.projects[key] = project
            self.clear_results()

    def update_project(self, key: str, **sections) -> None:
        """Replace sections of task `key`'s project; results are dropped only when
        something they depend on really changed (not the outputs)."""
        project = self.projects[key]
        if project is None:
            raise ValueError(tr("no input chosen for the {task} task").format(task=key))
        updated = dataclasses.replace(project, **sections)
        if updated == project:
            return
        self.projects[key] = updated
        if any(
            getattr(updated, k) != getattr(project, k) for k in sections if k not in OUTPUT_SECTIONS
        ):
            self.clear_results()
        else:
            self.changed.emit()

    def set_accuracy_goal(self, goal: float) -> None:
        if goal != self.accuracy_goal:
            self.accuracy_goal = goal
            self.changed.emit()

    def set_mobility(self, project: MobilityProject | None, summary: InputSummary | None) -> None:
        """New mobility input files, checked by the engine and summarized in `summary`
        (None while no usable input is chosen)."""
        self.family = "mobility"
        self.projects["mobility"], self.input_summary = project, summary
        self.clear_results()

    def set_results(self, results) -> None:
        self.results = results
        self.results_exported = False
        self.changed.emit()

    def clear_results(self) -> None:
        had_results = self.results is not None
        self.results = None
        self.results_exported = False
        if had_results:
            self.results_cleared.emit()
        self.changed.emit()

    def mark_exported(self) -> None:
        """The Export step wrote every file of the current results."""
        self.results_exported = True

    def unexported_release(self) -> bool:
        """Results that closing or replacing them would lose (never exported)."""
        return self.results is not None and not self.results_exported

    # --- project files ---------------------------------------------------------------------

    def mark_saved(self) -> None:
        """The current task's settings, as they are now, are in a project file (saved or
        just opened)."""
        self.saved_project = self.projects[self.family]

    def unsaved_settings(self) -> bool:
        """Settings a project file does not hold yet (nothing to save before data is
        loaded)."""
        try:
            return self.project_to_save() != self.saved_project
        except ValueError:
            return False

    def project_to_save(self):
        """The current task's settings as a project file (what `main.py run` would execute)."""
        project = self.projects[self.family]
        if project is None or (REGISTRY[self.family].input_kind == "table" and self.table is None):
            raise ValueError(tr("Load a data file first (step 1)."))
        return project

    def apply_project(self, key: str, project, path: Path, **inputs) -> None:
        """Restore every page from a project file whose input was read (`table`) or
        checked (`input_summary`)."""
        self.reset()
        self.project_path = path
        self.family = key
        self.projects[key] = project
        for name, value in inputs.items():
            setattr(self, name, value)
        self.form = getattr(getattr(project, "input", None), "form", None)
        if self.table is not None and key != "targeting":  # the table serves targeting too
            self.projects["targeting"] = dataclasses.replace(
                self.projects["targeting"], input=InputSpec(self.table.path, self.table.sheet)
            )
        self.changed.emit()

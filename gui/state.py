"""What the wizard knows: the loaded table, the project settings, and the results so far.

One `WizardState` is shared by every page. Pages read it when shown and write their edits
back when left, so Back never loses work. Changing the data, roles, task or parameters
drops results computed from the old settings.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from engine.data.readers import LoadedTable
from engine.data.roles import ColumnRoles
from engine.mobility.trips import InputSummary
from engine.tasks import REGISTRY
from engine.tasks.mobility.project import MobilityProject
from engine.tasks.mobility.run import EpidemicCurves, MobilityRelease
from engine.tasks.targeting.evaluate import Baseline, SweepRow
from engine.tasks.targeting.project import (
    AuditSpec,
    InputSpec,
    MechanismSpec,
    OutputSpec,
    PreprocessingSpec,
    Project,
    TaskSpec,
)
from engine.tasks.targeting.run import AuditOutcome, ReleaseOutcome


@dataclasses.dataclass
class Sweep:
    parameter: str
    baseline: Baseline
    rows: list[SweepRow]


@dataclasses.dataclass(frozen=True)
class MobilityResults:
    """A mobility release with what was measured on it (audits None when turned off)."""

    release: MobilityRelease
    audits: dict | None
    curves: EpidemicCurves | None  # the epidemic from the audit's origin, for the plot


class WizardState(QObject):
    """Settings and results of one session; `changed` fires after every update."""

    changed = Signal()
    results_cleared = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.reset()

    def reset(self) -> None:
        self.project_path: Path | None = None
        # "targeting" (a table of people) or "mobility" (call records or trips → O-D matrices)
        self.family = "targeting"
        self.mobility: MobilityProject | None = None
        self.mobility_summary: InputSummary | None = None
        self.mobility_results: MobilityResults | None = None
        self.table: LoadedTable | None = None
        self.sheet: str | None = None
        self.roles = ColumnRoles(features=())
        self.task = TaskSpec()
        self.preprocessing = PreprocessingSpec()
        self.mechanism = MechanismSpec()
        self.audit = AuditSpec()
        self.outputs = OutputSpec()
        self.accuracy_goal = 0.95  # 1 − β for the Theorem-1 advice
        self.release: ReleaseOutcome | None = None
        self.audit_result: AuditOutcome | None = None
        self.sweep: Sweep | None = None
        self.changed.emit()

    # --- settings ------------------------------------------------------------------------

    def set_table(self, table: LoadedTable, sheet: str | None = None) -> None:
        self.table, self.sheet = table, sheet
        self.roles = ColumnRoles(features=())
        self.clear_results()

    def update(self, **settings) -> None:
        """Set any of roles, task, preprocessing, mechanism, audit, outputs, accuracy_goal.

        Results are dropped only when something they depend on really changed.
        """
        affects_results = False
        for name, value in settings.items():
            if getattr(self, name) != value:
                setattr(self, name, value)
                affects_results |= name not in ("outputs", "accuracy_goal")
        if affects_results:
            self.clear_results()
        else:
            self.changed.emit()

    def set_family(self, family: str) -> None:
        if family not in REGISTRY:
            raise ValueError(f"unknown task family {family!r}")
        if family != self.family:
            self.family = family
            self.clear_results()

    def set_mobility(self, project: MobilityProject | None, summary: InputSummary | None) -> None:
        """New mobility input files, checked by the engine and summarized in `summary`
        (None while no usable input is chosen)."""
        self.family = "mobility"
        self.mobility, self.mobility_summary = project, summary
        self.clear_results()

    def update_mobility(self, **sections) -> None:
        """Replace sections (columns, mechanism, audit, outputs) of the mobility settings;
        results are dropped unless only the outputs changed."""
        if self.mobility is None:
            raise ValueError("no mobility input chosen")
        updated = dataclasses.replace(self.mobility, **sections)
        if updated == self.mobility:
            return
        affects = any(
            getattr(updated, k) != getattr(self.mobility, k) for k in sections if k != "outputs"
        )
        self.mobility = updated
        if affects:
            self.clear_results()
        else:
            self.changed.emit()

    def set_mobility_results(self, results: MobilityResults) -> None:
        self.mobility_results = results
        self.changed.emit()

    def clear_results(self) -> None:
        had_results = (
            self.release is not None or self.sweep is not None or self.mobility_results is not None
        )
        self.release = self.audit_result = self.sweep = self.mobility_results = None
        if had_results:
            self.results_cleared.emit()
        self.changed.emit()

    def set_release(self, release: ReleaseOutcome) -> None:
        self.release, self.audit_result = release, None
        self.changed.emit()

    def set_audit(self, result: AuditOutcome) -> None:
        self.audit_result = result
        self.changed.emit()

    def set_sweep(self, sweep: Sweep | None) -> None:
        self.sweep = sweep
        self.changed.emit()

    # --- project files ---------------------------------------------------------------------

    def project(self) -> Project | MobilityProject:
        """The settings as a project file (what `main.py run` would execute)."""
        if self.family == "mobility":
            if self.mobility is None:
                raise ValueError("no mobility input chosen")
            return self.mobility
        if self.table is None:
            raise ValueError("no data loaded")
        return Project(
            InputSpec(self.table.path, self.sheet),
            self.roles,
            self.task,
            self.preprocessing,
            self.mechanism,
            self.audit,
            self.outputs,
        )

    def apply_mobility_project(
        self, project: MobilityProject, summary: InputSummary, path: Path
    ) -> None:
        """Restore the mobility pages from a project file whose input was checked."""
        self.reset()
        self.project_path = path
        self.family = "mobility"
        self.mobility, self.mobility_summary = project, summary
        self.changed.emit()

    def apply_project(self, project: Project, table: LoadedTable, path: Path) -> None:
        """Restore every page from a project file and its (already read) table."""
        self.reset()
        self.project_path = path
        self.table, self.sheet = table, project.input.sheet
        self.roles, self.task = project.columns, project.task
        self.preprocessing, self.mechanism = project.preprocessing, project.mechanism
        self.audit, self.outputs = project.audit, project.outputs
        self.changed.emit()

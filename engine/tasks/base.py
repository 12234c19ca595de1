"""The protocol every task family implements, so one runner, one CLI and one wizard serve all.

A task is a small object (see `engine.tasks.targeting.task` for one) whose methods each do
one stage of the common flow

    project_from_dict → release → audit → build_manifest (with the ledger) → render_report
    → tables to write

and never writes a file itself: `engine.core.runner` checks the output paths, runs the
stages under one progress bar and cancel flag, and writes every file atomically at the
end. Optional abilities (a parameter sweep, utility simulations) are declared, not
guessed: a subcommand a task does not offer ends with one sentence, never a traceback. A
task that charges a dataset's ledger (statistics, model) also has `charges(release)`, the
release's pending charges, which the runner commits together with the output files.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger

if TYPE_CHECKING:  # pandas is heavy to import; only its name is needed here
    import pandas as pd


@dataclass(frozen=True)
class TaskInfo:
    """What the registry knows without importing the task (start-up stays short)."""

    key: str
    title: str
    summary: str
    module: str
    sample_project: str  # file name in resources/samples
    input_kind: str = "table"  # what the Load page reads: "table" or "call records"
    # True: runs from the file itself when the table is too large for memory (the wizard
    # then holds only its first rows, `LoadedTable.head_only`)
    reads_from_file: bool = False
    # True: reads a KoBo / ODK export's linked tables (`engine.data.kobo`); the task then has
    # `with_linked_input(project, spec)`, its project made for the export's member table
    reads_linked: bool = False


@runtime_checkable
class Task(Protocol):
    info: TaskInfo
    sweep_parameters: tuple[str, ...]  # empty: the task offers no sweep
    has_simulations: bool  # whether `--simulations` means something for it
    # The allow-list of the shared manifest (`engine.core.boundary.Spec`): what of the
    # manifest may leave the laptop; everything else stays in the data holder's audit.
    shared_keys: Mapping[str, Any]

    def project_from_dict(self, data: dict, base_dir: Path) -> Any:
        """Validate a parsed project document (every message names its key)."""

    def input_files(self, project) -> dict[str, Path]:
        """Role → path of every file the release reads (never written to)."""

    def output_files(self, project) -> dict[str, Path | None]:
        """Output key → path (None: not asked for); table keys match `tables`."""

    def with_output_files(self, project, files: dict[str, Path]) -> Any:
        """The project with some output paths replaced."""

    def with_simulations(self, project, simulations: int) -> Any:
        """The project with another number of audit simulations (if `has_simulations`)."""

    def audits_enabled(self, project) -> bool: ...

    def release(self, project, ctx: JobContext) -> Any:
        """Read, check and privatize with fresh operating-system entropy."""

    def audit(self, release, ctx: JobContext) -> Any:
        """Attacks and utility measures on the release (seeded only by the audit seed)."""

    def ledger(self, release) -> PrivacyLedger:
        """Every privacy-spending step of the release."""

    def build_manifest(self, release, audits) -> dict:
        """The manifest: `engine.core.manifest.manifest_header` keys plus the task's own."""

    def render_report(
        self,
        manifest: dict,
        figures: Sequence[tuple[str, bytes]] = (),
        **html_options,
    ) -> str:
        """The HTML report from the manifest alone (plus the wizard's figures); given the
        shared manifest, the shared report."""

    def render_holder_audit(
        self,
        manifest: dict,
        figures: Sequence[tuple[str, bytes]] = (),
        **html_options,
    ) -> str:
        """The data holder's audit from the whole manifest, under a "do not share" banner
        (`engine.core.boundary.holder_audit_page`)."""

    def tables(self, release) -> dict[str, pd.DataFrame]:
        """Output key → released table to write (or a mapping of sheet name → table,
        written as one .xlsx workbook)."""

    def summary(self, manifest: dict) -> list[str]:
        """A few lines for the command line after a run: guarantee and key scores."""

    def sweep(self, project, parameter: str, values: list, ctx: JobContext) -> pd.DataFrame:
        """Trade-off rows over one parameter (only when `sweep_parameters` is not empty);
        a sweep that charges a dataset's ledger returns (rows, its pending charges), which
        the command line commits with the CSV."""

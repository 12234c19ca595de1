"""Step 6 of the mobility task: the private matrices as a long table, report and manifest.

The targeting export page's folder, names, overwrite question and writer thread are reused;
this page changes what is written: the matrices as one row per day and off-diagonal cell
(day, origin, destination, count, suppressed) in CSV or Parquet, the mobility report (HTML
and PDF, with the released matrix drawn from the released table), the manifest and, when
asked, the data holder's audit (with the audit plots), all through the engine's runner.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QWidget

from engine.core.boundary import SharedRelease
from engine.core.runner import Outcome
from engine.tasks.mobility.project import MobilityOutputSpec
from engine.tasks.mobility.task import TASK as MOBILITY
from gui.i18n import tr
from gui.pages.export_page import FORMAT_NAMES, ExportPage
from gui.state import MobilityResults, WizardState
from gui.tasks.mobility.plots import mobility_figures, shared_figures

MATRIX_FORMATS = ("csv", "parquet")


class MobilityExportPage(ExportPage):
    task = MOBILITY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_files: dict | None = None
        self.form.setRowVisible(self.identifiers_combo, False)
        self.form.setRowVisible(self.include_target_check, False)
        self.data_check.setText(
            tr(
                "Private O-D matrices (one row per day and pair of regions: day, origin, "
                "destination, count, suppressed)"
            )
        )
        self.data_check.setToolTip(
            tr(
                "Every off-diagonal cell of every day is written, zeros included, so a missing "
                "row can never be mistaken for a zero. “suppressed” marks counts set to 0 "
                "because they fell below the threshold after noise."
            )
        )
        self.format_combo.clear()
        for fmt in MATRIX_FORMATS:
            self.format_combo.addItem(FORMAT_NAMES[fmt], fmt)
        self.never_label.setText(
            tr(
                "Never written: the random seed of the noise or of the cap, or any subscriber "
                "id. The input files are never changed."
            )
        )
        self.format_combo.setToolTip(
            tr("CSV opens anywhere; Parquet is smaller and keeps types (for long periods).")
        )

    # --- page contract -----------------------------------------------------------------------

    def enter(self) -> None:
        project = self.project
        if project is not None and project.input.files != self._input_files:
            self._input_files = project.input.files
            first = next(iter(project.input.files.values()))
            self.base_name_edit.setText(f"{first.name.split('.')[0]}_od_private")
            matrices = project.outputs.matrices
            if matrices is not None:
                index = self.format_combo.findData(matrices.suffix.lower().lstrip("."))
                self.format_combo.setCurrentIndex(max(index, 0))
        ready = self._result() is not None
        self.export_button.setEnabled(ready)
        if not ready:
            self.status.setText(tr("Privatize the data first."))
        self._update_preview()

    def leave(self) -> None:
        if self.project is not None:
            self._remember(self._paths())

    # --- what is written ---------------------------------------------------------------------

    def _result(self) -> MobilityResults | None:
        return self.state.results

    def _outputs(self, paths: dict[str, Path]) -> MobilityOutputSpec:
        return MobilityOutputSpec(
            matrices=paths.get("data"), report=paths.get("html"), manifest=paths.get("manifest")
        )

    def _check_paths(self, results: MobilityResults, paths: dict[str, Path]) -> None:
        super()._check_paths(results.release, paths)

    def _remember(self, paths: dict[str, Path]) -> None:
        self.state.update_project(self.task_key, outputs=self._outputs(paths))

    def _write(self, results: MobilityResults, paths: dict[str, Path]) -> list[Path]:
        release, audits = results.release, results.audits
        project = dataclasses.replace(release.project, outputs=self._outputs(paths))
        # The manifest hashes the input files (slow for large records): off the GUI thread.
        manifest = self._run_writer(lambda ctx: self.task.build_manifest(release, audits))
        outcome = Outcome(self.task, project, release, audits, manifest)
        return self._write_outcome(outcome, paths, None)

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        return mobility_figures(self.state.results)

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        return shared_figures(shared)

"""Step 6 of the statistics task: the released cells (tidy table, CSV or XLSX), the report
(HTML and PDF, with the charts), the manifest and optionally this file's privacy ledger,
written through the engine's runner like the command line."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QWidget

from engine.core.runner import Outcome
from engine.tasks.statistics.project import StatisticsOutputs
from engine.tasks.statistics.task import TASK as STATISTICS
from gui.pages.export_page import FORMAT_NAMES, ExportPage
from gui.pages.task_privatize_page import TaskResults, task_results
from gui.state import WizardState
from gui.tasks.statistics.plots import statistics_figures

TABLE_FORMATS = ("csv", "xlsx")


class StatisticsExportPage(ExportPage):
    task = STATISTICS

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_path: Path | None = None
        self.form.setRowVisible(self.identifiers_combo, False)
        self.form.setRowVisible(self.include_target_check, False)
        self.data_check.setText(
            "Released tables (one row per cell: estimate, 95 % interval, noise scale)"
        )
        self.ledger_check = QCheckBox(
            "This file's privacy ledger (every release), for a data-sharing agreement",
            objectName="ledgerCheck",
        )
        self.ledger_check.setToolTip("outputs.ledger: the dataset's ledger as a table")
        self.manifest_check.parentWidget().layout().insertWidget(
            self.manifest_check.parentWidget().layout().indexOf(self.manifest_check) + 1,
            self.ledger_check,
        )
        self.ledger_check.toggled.connect(self._update_preview)
        self.format_combo.clear()
        for fmt in TABLE_FORMATS:
            self.format_combo.addItem(FORMAT_NAMES[fmt], fmt)
        self.never_label.setText(
            "Never written: the random seed of the noise, or any row of the input. The "
            "manifest's data checks and audit hold raw counts for you (said there). The input "
            "file is never changed."
        )

    def enter(self) -> None:
        project = self.project
        if project is not None and project.input.path != self._input_path:
            self._input_path = project.input.path
            self.base_name_edit.setText(f"{project.input.path.stem}_statistics")
        ready = self._result() is not None
        self.export_button.setEnabled(ready)
        if not ready:
            self.status.setText("Privatize the data first.")
        self._update_preview()

    def leave(self) -> None:
        if self.project is not None:
            self._remember(self._paths())

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        paths = super()._paths(folder)
        if self.ledger_check.isChecked():
            base = self.base_name_edit.text().strip()
            fmt = self.format_combo.currentData() or "csv"
            target = next(iter(paths.values()), None)
            where = target.parent if target is not None else Path(folder or self.folder_edit.text())
            paths["ledger"] = where / f"{base}_ledger.{fmt}"
        return paths

    def _result(self) -> TaskResults | None:
        return task_results(self.state, "statistics")

    def _outputs(self, paths: dict[str, Path]) -> StatisticsOutputs:
        return StatisticsOutputs(
            data=paths.get("data"),
            report=paths.get("html"),
            manifest=paths.get("manifest"),
            ledger=paths.get("ledger"),
        )

    def _check_paths(self, results: TaskResults, paths: dict[str, Path]) -> None:
        super()._check_paths(results.release, paths)

    def _remember(self, paths: dict[str, Path]) -> None:
        self.state.update_project(self.task_key, outputs=self._outputs(paths))

    def _write(self, results: TaskResults, paths: dict[str, Path]) -> list[Path]:
        release, audits = results.release, results.audits
        project = dataclasses.replace(release.project, outputs=self._outputs(paths))
        manifest = self.task.build_manifest(release, audits)
        outcome = Outcome(self.task, project, release, audits, manifest)
        return self._write_outcome(outcome, paths, self.format_combo.currentData())

    def _figures(self) -> list[tuple[str, bytes]]:
        return statistics_figures(self.state.results)

"""Step 6 of the anonymize task: the released table (CSV, XLSX or Parquet), the report
(HTML and PDF, with the plots) and the manifest, written by the engine's runner with the
same checks as the command line. The pseudonym key is never written."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QWidget

from engine.core.runner import Outcome
from engine.tasks.anonymize.project import Outputs
from engine.tasks.anonymize.task import TASK as ANONYMIZE
from gui.pages.export_page import FORMAT_NAMES, ExportPage
from gui.state import WizardState
from gui.tasks.anonymize.plots import anonymize_figures

DATA_FORMATS = ("csv", "xlsx", "parquet")


class AnonymizeExportPage(ExportPage):
    task = ANONYMIZE

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_path: Path | None = None
        self.form.setRowVisible(self.identifiers_combo, False)
        self.form.setRowVisible(self.include_target_check, False)
        self.data_check.setText("Anonymized table (masked identifiers, generalized QIs)")
        self.format_combo.clear()
        for fmt in DATA_FORMATS:
            self.format_combo.addItem(FORMAT_NAMES[fmt], fmt)
        self.never_label.setText(
            "Never written: any direct identifier's value, the pseudonym key, or the row "
            "order of the input. The input file is never changed."
        )

    def enter(self) -> None:
        table = self.state.table
        if table is not None and table.path != self._input_path:
            self._input_path = table.path
            self.base_name_edit.setText(f"{table.path.stem}_anonymized")
        ready = self._result() is not None
        self.export_button.setEnabled(ready)
        if not ready:
            self.status.setText("Anonymize first.")
        self._update_preview()

    def leave(self) -> None:
        if self.project is not None:
            self._remember(self._paths())

    def _result(self):
        return self.state.results

    def _outputs(self, paths: dict[str, Path]) -> Outputs:
        return Outputs(
            data=paths.get("data"), report=paths.get("html"), manifest=paths.get("manifest")
        )

    def _check_paths(self, results, paths: dict[str, Path]) -> None:
        super()._check_paths(results.release, paths)

    def _remember(self, paths: dict[str, Path]) -> None:
        self.state.update_project(self.task_key, outputs=self._outputs(paths))

    def _write(self, results, paths: dict[str, Path]) -> list[Path]:
        release = dataclasses.replace(
            results.release,
            project=dataclasses.replace(results.release.project, outputs=self._outputs(paths)),
        )
        manifest = self.task.build_manifest(release, results.audits)
        outcome = Outcome(self.task, release.project, release, results.audits, manifest)
        return self._write_outcome(outcome, paths, None)

    def _figures(self) -> list[tuple[str, bytes]]:
        return anonymize_figures(self.state.results)

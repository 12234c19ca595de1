"""Step 6 of the survey task: the randomized answers, the estimates, the planner's table and
the XLSForm (plan mode), the report (HTML, PDF, with the plots) and the manifest, all
written by the engine's runner with the same checks as the command line."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QWidget

from engine.core.runner import Outcome
from engine.tasks.survey.project import SurveyOutputs
from engine.tasks.survey.task import TASK as SURVEY
from gui.pages.export_page import FORMAT_NAMES, ExportPage
from gui.state import WizardState
from gui.tasks.survey.plots import survey_figures

DATA_FORMATS = ("csv", "xlsx", "parquet")
EXTRA = {
    "estimates": ("Estimates with 95 % intervals (CSV)", "_estimates.csv"),
    "planner": ("Planner table (CSV)", "_planner.csv"),
    "form": ("XLSForm for ODK / KoBoToolbox (.xlsx)", "_xlsform.xlsx"),
}
MODE_FILES = {
    "privatize": ("data", "estimates"),
    "estimate": ("estimates",),
    "plan": ("planner", "form"),
}


class SurveyExportPage(ExportPage):
    task = SURVEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_path: Path | None = None
        self.form.setRowVisible(self.identifiers_combo, False)
        self.form.setRowVisible(self.include_target_check, False)
        self.data_check.setText("Randomized answers (the original answers are never written)")
        self.format_combo.clear()
        for fmt in DATA_FORMATS:
            self.format_combo.addItem(FORMAT_NAMES[fmt], fmt)
        self.extra_checks: dict[str, QCheckBox] = {}
        files = self.data_check.parentWidget().layout()
        for index, (key, (text, _)) in enumerate(EXTRA.items()):
            check = QCheckBox(text, objectName=f"{key}Check")
            check.setChecked(True)
            check.toggled.connect(self._update_preview)
            files.insertWidget(1 + index, check)
            self.extra_checks[key] = check
        self.never_label.setText(
            "Never written: the original answers, the randomness of the release or its seed. "
            "The input file is never changed."
        )

    def enter(self) -> None:
        table = self.state.table
        if table is not None and table.path != self._input_path:
            self._input_path = table.path
            self.base_name_edit.setText(f"{table.path.stem}_survey")
        mode = self.project.mode if self.project is not None else "privatize"
        self.data_check.setVisible("data" in MODE_FILES[mode])
        self.form.setRowVisible(self.format_combo, "data" in MODE_FILES[mode])
        for key, check in self.extra_checks.items():
            check.setVisible(key in MODE_FILES[mode])
        ready = self._result() is not None
        self.export_button.setEnabled(ready)
        if not ready:
            self.status.setText("Privatize first.")
        self._update_preview()

    def leave(self) -> None:
        if self.project is not None:
            self._remember(self._paths())

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        paths = super()._paths(folder)
        mode = self.project.mode if self.project is not None else "privatize"
        if "data" not in MODE_FILES[mode]:
            paths.pop("data", None)
        base = self.base_name_edit.text().strip()
        where = Path(folder or self.folder_edit.text().strip() or ".").expanduser()
        for key, (_, suffix) in EXTRA.items():
            check = getattr(self, "extra_checks", {}).get(key)  # None while being built
            if key in MODE_FILES[mode] and check is not None and check.isChecked():
                paths[key] = where / f"{base}{suffix}"
        return paths

    def _result(self):
        return self.state.results

    def _outputs(self, paths: dict[str, Path]) -> SurveyOutputs:
        return SurveyOutputs(
            data=paths.get("data"),
            estimates=paths.get("estimates"),
            planner=paths.get("planner"),
            form=paths.get("form"),
            report=paths.get("html"),
            manifest=paths.get("manifest"),
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
        return survey_figures(self.state.results)

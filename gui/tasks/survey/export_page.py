"""Step 6 of the survey task: the randomized answers, the estimates, the planner's table and
the XLSForm (plan mode), the report (HTML, PDF, with the plots) and the manifest, all
written by the engine's runner with the same checks as the command line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QWidget

from engine.core.boundary import SharedRelease
from engine.tasks.survey.project import SurveyOutputs
from engine.tasks.survey.task import TASK as SURVEY
from gui.i18n import tr
from gui.pages.task_export_page import TaskExportPage
from gui.state import WizardState
from gui.tasks.survey.plots import shared_figures, survey_figures

EXTRA = {"estimates": "_estimates.csv", "planner": "_planner.csv", "form": "_xlsform.xlsx"}


def extra_labels() -> dict[str, str]:
    """The check boxes of the extra files (by key of EXTRA)."""
    return {
        "estimates": tr("Estimates with 95 % intervals (CSV)"),
        "planner": tr("Planner table (CSV)"),
        "form": tr("XLSForm for ODK / KoBoToolbox (.xlsx)"),
    }


MODE_FILES = {
    "privatize": ("data", "estimates"),
    "estimate": ("estimates",),
    "plan": ("planner", "form"),
}


class SurveyExportPage(TaskExportPage):
    task = SURVEY
    base_suffix = "_survey"

    @property
    def data_text(self) -> str:
        return tr("Randomized answers (the original answers are never written)")

    @property
    def never_text(self) -> str:
        return tr(
            "Never written: the original answers, the randomness of the release or its seed. "
            "The input file is never changed."
        )

    @property
    def not_ready(self) -> str:
        return tr("Privatize first.")

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.extra_checks: dict[str, QCheckBox] = {}
        files = self.data_check.parentWidget().layout()
        for index, (key, text) in enumerate(extra_labels().items()):
            check = QCheckBox(text)
            check.setObjectName(f"{key}Check")
            check.setChecked(True)
            check.toggled.connect(self._update_preview)
            files.insertWidget(1 + index, check)
            self.extra_checks[key] = check

    def enter(self) -> None:
        mode = self.project.mode if self.project is not None else "privatize"
        self.data_check.setVisible("data" in MODE_FILES[mode])
        self.form.setRowVisible(self.format_combo, "data" in MODE_FILES[mode])
        for key, check in self.extra_checks.items():
            check.setVisible(key in MODE_FILES[mode])
        super().enter()

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        paths = super()._paths(folder)
        mode = self.project.mode if self.project is not None else "privatize"
        if "data" not in MODE_FILES[mode]:
            paths.pop("data", None)
        base = self.base_name_edit.text().strip()
        where = Path(folder or self.folder_edit.text().strip() or ".").expanduser()
        for key, suffix in EXTRA.items():
            check = getattr(self, "extra_checks", {}).get(key)  # None while being built
            if key in MODE_FILES[mode] and check is not None and check.isChecked():
                paths[key] = where / f"{base}{suffix}"
        return paths

    def _outputs(self, paths: dict[str, Path]) -> SurveyOutputs:
        return SurveyOutputs(
            data=paths.get("data"),
            estimates=paths.get("estimates"),
            planner=paths.get("planner"),
            form=paths.get("form"),
            report=paths.get("html"),
            manifest=paths.get("manifest"),
        )

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        return survey_figures(self.state.results)

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        return shared_figures(shared)

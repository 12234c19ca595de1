"""Step 6 of the model task: the model table (coefficients with their standardization, one
row per term), the report (HTML and PDF, with the plots) and the manifest, written by the
engine's runner with the same checks as the command line. No training row is written."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from engine.core.boundary import SharedRelease
from engine.tasks.model.manifest import build_manifest
from engine.tasks.model.project import Outputs
from engine.tasks.model.task import TASK as MODEL
from gui.i18n import tr
from gui.pages.task_export_page import TaskExportPage
from gui.pages.task_privatize_page import TaskResults
from gui.state import WizardState
from gui.tasks.model.plots import model_figures


class ModelExportPage(TaskExportPage):
    task = MODEL
    base_suffix = "_model"

    @property
    def data_text(self) -> str:
        return tr("Model: coefficients and feature scales (one row per term)")

    @property
    def never_text(self) -> str:
        return tr(
            "Never written: any training or held-out row, or the randomness of the training. "
            "The row counts and the audit's measurements go only into the data holder's "
            "audit. The input file is never changed."
        )

    @property
    def not_ready(self) -> str:
        return tr("Train the model first.")

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.data_check.setToolTip(
            tr("What `main.py score` needs to score new rows; the manifest holds the same model.")
        )
        self.html_check.setText(tr("Model report (HTML, opens in any browser offline)"))
        self.pdf_check.setText(tr("Model report (PDF)"))
        self.form.labelForField(self.format_combo).setText(tr("Model file format:"))

    def _outputs(self, paths: dict[str, Path]) -> Outputs:
        return Outputs(
            model=paths.get("data"), report=paths.get("html"), manifest=paths.get("manifest")
        )

    def _table_format(self) -> str | None:
        return self.format_combo.currentData()

    def _manifest(self, release, results: TaskResults) -> dict:
        return build_manifest(release, results.audits, results.sweep)  # with the ε sweep

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        return model_figures(self._result())

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        return []  # every figure compares with the raw data: the holder's audit has them

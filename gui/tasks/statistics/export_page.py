"""Step 6 of the statistics task: the released cells (tidy table, CSV or XLSX), the report
(HTML and PDF, with the charts), the manifest and optionally this file's privacy ledger,
written through the engine's runner like the command line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QWidget

from engine.core.boundary import SharedRelease
from engine.tasks.statistics.project import StatisticsOutputs
from engine.tasks.statistics.task import TASK as STATISTICS
from gui.i18n import tr
from gui.pages.task_export_page import TaskExportPage
from gui.state import WizardState
from gui.tasks.statistics.plots import shared_figures, statistics_figures


class StatisticsExportPage(TaskExportPage):
    task = STATISTICS
    data_formats = ("csv", "xlsx")
    base_suffix = "_statistics"

    @property
    def data_text(self) -> str:
        return tr("Released tables (one row per cell: estimate, 95 % interval, noise scale)")

    @property
    def never_text(self) -> str:
        return tr(
            "Never written: the random seed of the noise, or any row of the input. Raw counts "
            "(data checks, audit) go only into the data holder's audit. The input file is "
            "never changed."
        )

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.ledger_check = QCheckBox(
            tr("This file's privacy ledger (every release), for a data-sharing agreement"),
            objectName="ledgerCheck",
        )
        self.ledger_check.setToolTip(
            tr("{key}: the dataset's ledger as a table").format(key="outputs.ledger")
        )
        files = self.manifest_check.parentWidget().layout()
        files.insertWidget(files.indexOf(self.manifest_check) + 1, self.ledger_check)
        self.ledger_check.toggled.connect(self._update_preview)

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        paths = super()._paths(folder)
        if getattr(self, "ledger_check", None) is not None and self.ledger_check.isChecked():
            base = self.base_name_edit.text().strip()
            fmt = self.format_combo.currentData() or "csv"
            target = next(iter(paths.values()), None)
            where = target.parent if target is not None else Path(folder or self.folder_edit.text())
            paths["ledger"] = where / f"{base}_ledger.{fmt}"
        return paths

    def _outputs(self, paths: dict[str, Path]) -> StatisticsOutputs:
        return StatisticsOutputs(
            data=paths.get("data"),
            report=paths.get("html"),
            manifest=paths.get("manifest"),
            ledger=paths.get("ledger"),
        )

    def _table_format(self) -> str | None:
        return self.format_combo.currentData()

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        return statistics_figures(self.state.results)

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        return shared_figures(shared)

"""Step 6 of the anonymize task: the released table (CSV, XLSX or Parquet; SPSS or Stata too
when the input was one, its value labels kept; a survey export in its own format), the report
(HTML and PDF, with the plots) and the manifest, written by the engine's runner with the
same checks as the command line. The pseudonym key is never written."""

from __future__ import annotations

from pathlib import Path

from engine.core.boundary import SharedRelease
from engine.tasks.anonymize.project import Outputs
from engine.tasks.anonymize.task import TASK as ANONYMIZE
from gui.i18n import tr
from gui.pages.task_export_page import TaskExportPage
from gui.tasks.anonymize.plots import anonymize_figures


class AnonymizeExportPage(TaskExportPage):
    task = ANONYMIZE
    base_suffix = "_anonymized"

    def enter(self) -> None:
        table = self.state.table
        if table is not None and table.path != self._input_path:
            self._fill_formats(table.format)  # "Same as input — SPSS (.sav)" first
        super().enter()

    @property
    def data_text(self) -> str:
        return tr("Anonymized table (masked identifiers, generalized QIs)")

    @property
    def never_text(self) -> str:
        return tr(
            "Never written: any direct identifier's value, the pseudonym key, or the row "
            "order of the input. The input file is never changed."
        )

    @property
    def not_ready(self) -> str:
        return tr("Anonymize first.")

    def _outputs(self, paths: dict[str, Path]) -> Outputs:
        return Outputs(
            data=paths.get("data"), report=paths.get("html"), manifest=paths.get("manifest")
        )

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        return anonymize_figures(self.state.results)

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        return []  # every figure compares with the raw data: the holder's audit has them

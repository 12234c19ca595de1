"""Step 6 for a table task run through its `Task` protocol (`TaskResults` from step 4).

The shared export page's folder, names, overwrite question and writer thread are reused;
this layer writes the task's outputs through the engine's runner (the same checks and the
same manifest as `main.py run`), with the output paths chosen here put into the release's
project. A task with a dataset's ledger is charged here, by the runner's commit, not when
it privatized: nothing is charged until its files are written. A task's page names its
data formats and texts, maps the chosen paths to its
`outputs` section (`_outputs`) and draws its figures: the shared report's from the
shared release alone (`_shared_figures`), the holder's audit's (`_holder_figures`).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QWidget

from engine.core.runner import Outcome, task_charges
from engine.data.kobo import EXPORT_FORMAT
from gui.i18n import tr
from gui.pages.export_page import ExportPage, format_label
from gui.pages.task_privatize_page import TaskResults, task_results
from gui.state import WizardState


class TaskExportPage(ExportPage):
    data_formats: tuple[str, ...] = ("csv", "xlsx", "parquet")
    # Texts for people are properties in a task's page (translated when read, never at
    # import): what the data file holds, what is never written, the status before a result.
    data_text = ""
    never_text = ""
    base_suffix = ""  # appended to the input's name for the default base name

    @property
    def not_ready(self) -> str:
        return tr("Privatize the data first.")

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_path: Path | None = None
        self.form.setRowVisible(self.identifiers_combo, False)
        self.form.setRowVisible(self.include_target_check, False)
        self.data_check.setText(self.data_text)
        self.format_combo.clear()
        for fmt in self.data_formats:
            self.format_combo.addItem(format_label(fmt), fmt)
        self._format_tip = self.format_combo.toolTip()
        self.never_label.setText(self.never_text)

    # --- page contract -----------------------------------------------------------------------

    def enter(self) -> None:
        table = self.state.table
        if table is not None and table.path != self._input_path:
            self._input_path = table.path
            self.base_name_edit.setText(f"{table.path.stem}{self.base_suffix}")
        self._keep_export_format()
        ready = self._result() is not None
        self.export_button.setEnabled(ready)
        if not ready:
            self.status.setText(self.not_ready)
        self._update_preview()

    def leave(self) -> None:
        if self.project is not None:
            self._remember(self._paths())

    # --- what is written ---------------------------------------------------------------------

    def _keep_export_format(self) -> None:
        """A KoBo / ODK export is written back in its own format (one workbook, or the
        main CSV and its repeat's CSV beside it): the format is fixed, not chosen."""
        kind = getattr(getattr(self.project, "input", None), "kind", "table")
        own = EXPORT_FORMAT.get(kind)
        index = -1 if own is None else self.format_combo.findData(own)
        if index >= 0:
            self.format_combo.setCurrentIndex(index)
        self.format_combo.setEnabled(index < 0)
        self.format_combo.setToolTip(
            tr("A survey export is written back in its own format, with the same tables.")
            if index >= 0
            else self._format_tip
        )

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        """The chosen files, and the task's further data files named after the data file
        (an ODK export's members CSV)."""
        paths = super()._paths(folder)
        project = getattr(self, "task_key", None) and self.project
        if project is not None and "data" in paths:
            chosen = dataclasses.replace(project, outputs=self._outputs(paths))
            for key, path in self.task.output_files(chosen).items():
                if key.startswith("data_") and path is not None:
                    paths[key] = path
        return paths

    def _result(self) -> TaskResults | None:
        return task_results(self.state, self.task_key)

    def _outputs(self, paths: dict[str, Path]):
        """The task's `outputs` section for the chosen paths (keys as `_paths` makes them)."""
        raise NotImplementedError

    def _table_format(self) -> str | None:
        """The format of extra tables (None: each by its file's suffix)."""
        return None

    def _manifest(self, release, results: TaskResults) -> dict:
        """The manifest of `release` (the one with the chosen outputs)."""
        return self.task.build_manifest(release, results.audits)

    def _check_paths(self, results: TaskResults, paths: dict[str, Path]) -> None:
        super()._check_paths(results.release, paths)

    def _remember(self, paths: dict[str, Path]) -> None:
        self.state.update_project(self.task_key, outputs=self._outputs(paths))

    def _write(self, results: TaskResults, paths: dict[str, Path]) -> list[Path]:
        project = dataclasses.replace(results.release.project, outputs=self._outputs(paths))
        release = dataclasses.replace(results.release, project=project)
        manifest = self._manifest(release, results)
        charges = task_charges(self.task, release) + results.charges  # charged at the commit
        outcome = Outcome(self.task, project, release, results.audits, manifest, charges)
        return self._write_outcome(outcome, paths, self._table_format())

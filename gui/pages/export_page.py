"""Step 6: write the privatized data, the report (HTML and PDF) and the manifest.

Everything written comes from the engine: the released table (rebuilt only when the
identifier or target choice changed, never re-privatized), the manifest, the report. Every
file is written atomically, never over the input, and existing files are replaced only
after the user agrees. No seed or secret is ever written.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from html import escape
from pathlib import Path

from PySide6.QtCore import QEventLoop, QStandardPaths, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.boundary import HOLDER_SUFFIX, SharedFigures, SharedRelease, report_html, split
from engine.core.errors import PrivDeskError
from engine.core.runner import Outcome, check_output_paths, write_outcome
from engine.core.writers import TABLE_FORMATS
from engine.tasks.targeting.manifest import build_manifest
from engine.tasks.targeting.project import OutputSpec
from engine.tasks.targeting.report import sweep_section
from engine.tasks.targeting.run import released_table
from engine.tasks.targeting.task import TASK as TARGETING
from gui import dialogs
from gui.dialogs import show_error
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.report_pdf import report_pdf_bytes
from gui.state import WizardState
from gui.tasks.targeting.plots import figures_for, shared_figures

# Each data format's name (the same in every language); its suffix is its key.
FORMAT_NAMES = {"csv": "CSV", "xlsx": "Excel", "parquet": "Parquet", "sav": "SPSS", "dta": "Stata"}
COMMON_FORMATS = ("csv", "xlsx", "parquet")


def format_label(fmt: str) -> str:
    """A data format as the format menus list it: "CSV (.csv)"."""
    return f"{FORMAT_NAMES[fmt]} (.{fmt})"


def default_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "PrivDesk"


class ExportPage(WizardPage):
    step = 5
    task = TARGETING  # the registry's task object: its outputs, report and runner checks
    _replacing: frozenset[Path] = frozenset()  # files the user agreed to replace

    @property
    def task_key(self) -> str:
        return self.task.info.key

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._input_path: Path | None = None
        self._written_from = None  # the results whose written files the status lists
        state.changed.connect(self._forget_older_export)

        self.folder_edit = QLineEdit(str(default_folder()))
        self.folder_edit.setObjectName("folderEdit")
        browse = QPushButton(tr("Browse…"))
        browse.setObjectName("browseButton")
        browse.clicked.connect(self._browse)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(browse)

        self.base_name_edit = QLineEdit()
        self.base_name_edit.setObjectName("baseNameEdit")
        self.base_name_edit.setToolTip(tr("Each file's name starts with this."))
        self.format_combo = QComboBox()
        self.format_combo.setObjectName("formatCombo")
        self.identifiers_combo = QComboBox()
        self.identifiers_combo.setObjectName("identifiersCombo")
        self.identifiers_combo.addItem(tr("Replace with random tokens"), "tokenize")
        self.identifiers_combo.addItem(tr("Leave out"), "drop")
        self.identifiers_combo.setToolTip(
            tr(
                "Tokens: the same person gets the same random token; nothing that could turn "
                "tokens back into identifiers is written anywhere."
            )
        )
        self.include_target_check = QCheckBox(tr("Also release the target column (not privatized)"))
        self.include_target_check.setObjectName("includeTargetCheck")
        self.include_target_check.setToolTip(
            tr(
                "The target (and loan amount) are released exactly as in the input file: only "
                "tick this if the program team may see them."
            )
        )

        self.form = form = QFormLayout()
        form.addRow(tr("Folder:"), folder_row)
        form.addRow(tr("File names start with:"), self.base_name_edit)
        form.addRow(tr("Data format:"), self.format_combo)
        form.addRow(tr("Identifiers:"), self.identifiers_combo)
        form.addRow("", self.include_target_check)

        self.data_check = QCheckBox(tr("Privatized data"))
        self.data_check.setObjectName("dataCheck")
        self.html_check = QCheckBox(tr("Report (HTML, opens in any browser offline)"))
        self.html_check.setObjectName("htmlCheck")
        self.pdf_check = QCheckBox(tr("Report (PDF)"))
        self.pdf_check.setObjectName("pdfCheck")
        self.manifest_check = QCheckBox(
            tr("Manifest (JSON: input hash, settings, guarantee — for the agreement)")
        )
        self.manifest_check.setObjectName("manifestCheck")
        files = QGroupBox(tr("Files to write"))
        files_layout = QVBoxLayout(files)
        for check in (self.data_check, self.html_check, self.pdf_check, self.manifest_check):
            check.setChecked(True)
            check.toggled.connect(self._update_preview)
            files_layout.addWidget(check)
        self.holder_check = QCheckBox(
            tr("Data holder's audit (HTML and PDF) — for you only, do not share")
        )
        self.holder_check.setObjectName("holderAuditCheck")
        self.holder_check.toggled.connect(self._update_preview)
        self.holder_note = QLabel(
            tr(
                "The other files are safe to share: they hold only released values and your "
                "settings. The data holder's audit is a separate file with facts read from the "
                "raw data (exact counts, data checks, attacks on the raw table, raw and "
                "released side by side); keep it with the raw data."
            )
        )
        self.holder_note.setObjectName("holderAuditNote")
        self.holder_note.setWordWrap(True)
        files_layout.addWidget(self.holder_check)
        files_layout.addWidget(self.holder_note)
        self.preview = QLabel()
        self.preview.setObjectName("exportPreview")
        self.preview.setWordWrap(True)
        files_layout.addWidget(self.preview)

        self.export_button = QPushButton(tr("Export"))
        self.export_button.setObjectName("exportButton")
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self._export_clicked)
        self._writing = False
        self._writer = JobRunner(self)
        self._writer.succeeded.connect(self._writer_succeeded)
        self._writer.failed.connect(self._writer_failed)
        self.open_folder_button = QPushButton(tr("Open folder"))
        self.open_folder_button.setObjectName("openFolderButton")
        self.open_folder_button.clicked.connect(self.open_folder)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.open_folder_button)
        buttons.addStretch(1)

        self.status = QLabel()
        self.status.setObjectName("exportStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.never_label = never = QLabel(
            tr(
                "Never written: the random seed of the release or any secret behind the "
                "tokens. The input file is never changed."
            )
        )
        never.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(files)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(never)

        for edit in (self.folder_edit, self.base_name_edit):
            edit.textChanged.connect(self._update_preview)
        self.format_combo.currentIndexChanged.connect(self._update_preview)

    # --- page contract ---------------------------------------------------------------------

    def enter(self) -> None:
        release = self._result()
        table = self.state.table
        if table is not None and table.path != self._input_path:
            self._input_path = table.path
            self.base_name_edit.setText(f"{Path(table.path).stem}_private")
            self._fill_formats(table.format)
        outputs = self.project.outputs
        self.identifiers_combo.setCurrentIndex(self.identifiers_combo.findData(outputs.identifiers))
        self.include_target_check.setChecked(outputs.include_target)
        self.export_button.setEnabled(release is not None)
        if release is None:
            self.status.setText(tr("Privatize the data first."))
        self._update_preview()

    def leave(self) -> None:
        """Keep the identifier and target choices (and the file names) in the session."""
        if self.state.table is None:
            return
        self.state.update_project(self.task.info.key, outputs=self._outputs(self._paths()))

    def problem(self) -> str | None:
        return None

    # --- choices ---------------------------------------------------------------------------

    def _fill_formats(self, input_format: str) -> None:
        self.format_combo.clear()
        if input_format in TABLE_FORMATS:
            self.format_combo.addItem(
                tr("Same as input — {format}").format(format=format_label(input_format)),
                input_format,
            )
        for fmt in COMMON_FORMATS:
            if fmt != input_format:
                self.format_combo.addItem(format_label(fmt), fmt)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, tr("Export to folder"), self.folder_edit.text()
        )
        if folder:
            self.folder_edit.setText(folder)

    def _paths(self, folder: Path | None = None) -> dict[str, Path]:
        """The file each ticked output goes to."""
        folder = Path(folder or self.folder_edit.text().strip() or default_folder()).expanduser()
        base = self.base_name_edit.text().strip()
        fmt = self.format_combo.currentData() or "csv"
        paths = {
            "data": (self.data_check, folder / f"{base}.{fmt}"),
            "html": (self.html_check, folder / f"{base}_report.html"),
            "pdf": (self.pdf_check, folder / f"{base}_report.pdf"),
            "manifest": (self.manifest_check, folder / f"{base}_manifest.json"),
        }
        holder = getattr(self, "holder_check", None)  # None while the page is being built
        if holder is not None:
            paths["holder_audit"] = (holder, folder / f"{base}{HOLDER_SUFFIX}.html")
            paths["holder_audit_pdf"] = (holder, folder / f"{base}{HOLDER_SUFFIX}.pdf")
        return {key: path for key, (check, path) in paths.items() if check.isChecked()}

    def _outputs(self, paths: dict[str, Path]) -> OutputSpec:
        return OutputSpec(
            data=paths.get("data"),
            report=paths.get("html"),
            manifest=paths.get("manifest"),
            identifiers=self.identifiers_combo.currentData(),
            include_target=self.include_target_check.isChecked(),
        )

    def _update_preview(self) -> None:
        names = ", ".join(p.name for p in self._paths().values())
        self.preview.setText(
            tr("Will write: {files}").format(files=names) if names else tr("Nothing is ticked.")
        )

    def open_folder(self) -> None:
        folder = Path(self.folder_edit.text().strip()).expanduser()
        if not folder.is_dir():
            show_error(
                self,
                tr("No such folder"),
                tr("{folder} does not exist yet; export first.").format(folder=folder),
            )
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))

    # --- export ----------------------------------------------------------------------------

    def _export_clicked(self) -> None:
        self.export_to(Path(self.folder_edit.text().strip()).expanduser())

    def _base_name_problem(self) -> str | None:
        base = self.base_name_edit.text().strip()
        if not base:
            return tr("Enter the start of the file names.")
        if any(c in base for c in '/\\:*?"<>|') or base in (".", ".."):
            return tr('File names cannot contain / \\ : * ? " < > |.')
        return None

    def export_to(self, folder: Path, confirm: bool = True) -> list[Path]:
        """Write the ticked files into `folder`; ask before replacing existing files
        (unless `confirm` is False). Returns the files written."""
        result = self._result()
        if result is None:
            show_error(self, tr("Nothing to export"), tr("Privatize the data first."))
            return []
        problem = self._base_name_problem()
        if problem:
            show_error(self, tr("Cannot export"), problem)
            return []
        paths = self._paths(folder)
        if not paths:
            show_error(self, tr("Nothing to export"), tr("Tick at least one file to write."))
            return []
        try:
            self._check_paths(result, paths)
        except PrivDeskError as exc:
            show_error(self, tr("Cannot export"), str(exc))
            return []
        existing = [p for p in paths.values() if p.exists()]
        if existing and confirm and not dialogs.confirm_overwrite(self, existing):
            self.status.setText(tr("Nothing was written."))
            return []
        # only these are replaced; a file that appears meanwhile is refused at the commit
        self._replacing = frozenset(existing)

        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        written: list[Path] = []
        try:
            written = self._write(result, paths)
        except PrivDeskError as exc:
            show_error(self, tr("The export stopped"), str(exc))
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._written_from = self.state.results
        self._show_written(folder, written, complete=len(written) == len(paths))
        self._remember(paths)
        if len(written) == len(paths):
            self.state.mark_exported()
        return written

    def _forget_older_export(self) -> None:
        """A new release (or none): the files listed were written from another one."""
        if self._written_from is not None and self.state.results is not self._written_from:
            self._written_from = None
            self.status.setText("")

    # --- what a task plugs in (the mobility page overrides these) ----------------------------

    def _result(self):
        """The release to export, or None before privatizing."""
        return None if self.state.results is None else self.state.results.release

    def _check_paths(self, release, paths: dict[str, Path]) -> None:
        """Raise PrivDeskError when a file would overwrite an input or another output."""
        project = dataclasses.replace(release.project, outputs=self._outputs(paths))
        check_output_paths(self.task, project, self._pdf_path(paths))

    @staticmethod
    def _pdf_path(paths: dict[str, Path]) -> dict[str, Path]:
        """The files the page writes besides the task's outputs: the PDF, the holder's audit."""
        return {k: paths[k] for k in ("pdf", "holder_audit", "holder_audit_pdf") if k in paths}

    def _task_outputs(self, project, paths: dict[str, Path]) -> dict[str, Path]:
        """The runner's output keys for the page's chosen files."""
        chosen = {k: v for k, v in self.task.output_files(project).items() if v is not None}
        return {**chosen, **self._pdf_path(paths)}

    def _remember(self, paths: dict[str, Path]) -> None:
        self.state.update_project(self.task.info.key, outputs=self._outputs(paths))

    def _write(self, release, paths: dict[str, Path]) -> list[Path]:
        outputs = self._outputs(paths)
        old = release.project.outputs
        if (outputs.identifiers, outputs.include_target) == (old.identifiers, old.include_target):
            table = release.table
        else:  # same privatized values, other identifier/target columns
            table = released_table(
                outputs, release.data, release.prepared, release.release.features
            )
        exported = dataclasses.replace(
            release, project=dataclasses.replace(release.project, outputs=outputs), table=table
        )
        audit = self.state.results.audit
        manifest = build_manifest(exported, audit)
        sweep = self.state.results.sweep
        if sweep is not None:
            manifest["sweep"] = sweep_section(sweep.parameter, sweep.baseline, sweep.rows)
        outcome = Outcome(self.task, exported.project, exported, audit, manifest)
        return self._write_outcome(outcome, paths, self.format_combo.currentData())

    def _write_outcome(self, outcome: Outcome, paths: dict[str, Path], table_format) -> list[Path]:
        """Paint the PDF here (Qt painting stays on the GUI thread), then let the engine's
        runner write every file on the writer thread (a file of 10⁷ rows takes a while)."""
        shared, holder = split(outcome)  # the shared report sees the shared release only
        figures = SharedFigures()
        if "html" in paths or "pdf" in paths:
            figures = shared.draw(self._shared_figures)
        pdf = None
        if "pdf" in paths:
            render = partial(report_html, self.task)
            pdf = report_pdf_bytes(shared.manifest, figures.items, render=render)
        holder_figures, holder_pdf = [], None
        if "holder_audit" in paths:
            holder_figures = self._holder_figures()
            render = self.task.render_holder_audit
            holder_pdf = report_pdf_bytes(holder.manifest, holder_figures, render=render)
        outputs = self._task_outputs(outcome.project, paths)
        return self._run_writer(
            lambda ctx: write_outcome(
                outcome,
                outputs,
                figures=figures,
                table_format=table_format,
                pdf=pdf,
                holder_figures=holder_figures,
                holder_pdf=holder_pdf,
                ctx=ctx,
                overwrite=self._replacing,
            )
        )

    def _shared_figures(self, shared: SharedRelease) -> list[tuple[str, bytes]]:
        """The shared report's figures, drawn from the shared release alone (none for a
        task whose figures all need the raw data)."""
        return shared_figures(shared)

    def _holder_figures(self) -> list[tuple[str, bytes]]:
        """The holder's audit's figures: every plot, raw-data comparisons included."""
        return figures_for(self.state)

    def _run_writer(self, job) -> list[Path]:
        """Run `job` on the writer thread and wait in a local event loop, so the window keeps
        repainting while the files are written."""
        self._outcome: tuple[list[Path], str | None] = ([], None)
        self._writing = True
        self.export_button.setEnabled(False)
        self.validity_changed.emit()
        loop = QEventLoop()
        self._writer.finished.connect(loop.quit)
        try:
            self._writer.start(job)
            loop.exec()
        finally:
            self._writer.finished.disconnect(loop.quit)
            self._writer.wait()
            self._writing = False
            self.export_button.setEnabled(True)
            self.validity_changed.emit()
        written, error = self._outcome
        if error is not None:
            raise PrivDeskError(error)
        return written

    def _writer_succeeded(self, written: list[Path]) -> None:
        self._outcome = (written, None)

    def _writer_failed(self, message: str, details: str) -> None:
        self._outcome = ([], f"{message} {details}".strip())

    def busy(self) -> bool:
        return self._writing

    def _show_written(self, folder: Path, written: list[Path], complete: bool) -> None:
        if not written:
            self.status.setText(tr("Nothing was written."))
            return
        names = "".join(f"<li>{escape(p.name)}</li>" for p in written)
        head = (
            tr("Written to {folder}:")
            if complete
            else tr("Only these files were written to {folder}:")
        )
        self.status.setText(f"{head.format(folder=escape(str(folder)))}<ul>{names}</ul>")
        self.folder_edit.setText(str(folder))

"""The Load page's mobility half: call records with a tower table, or ready trips.

Files of any size: the preview reads only the first rows, and the check (the engine's
`describe_records` / `describe_trips`, which refuse what a release would refuse) streams
the file through DuckDB on a worker thread. A file is chosen, its columns are matched to
the roles the task needs (`column_roles`), and the checked input goes into the wizard state.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import pandas as pd
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.mobility import trips
from engine.mobility.trips import InputSummary
from engine.tasks.mobility.project import MobilityInput, MobilityProject
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.state import WizardState
from gui.tasks.mobility.column_roles import ColumnRoles
from gui.widgets.sections import choice_row
from gui.widgets.table_model import DataFrameModel

PREVIEW_ROWS = 200


def file_filter() -> str:
    return ";;".join(
        (tr("CSV or Parquet (*.csv *.csv.gz *.tsv *.txt *.parquet *.pq)"), tr("All files (*)"))
    )


@dataclass(frozen=True)
class _Preview:
    path: Path
    frame: pd.DataFrame


class MobilityInputPanel(QWidget):
    """Choose and check the mobility input; `changed` fires when `problem` may change."""

    changed = Signal()

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self._runner = JobRunner(self)
        self._runner.succeeded.connect(self._on_done)
        self._runner.failed.connect(self._on_failed)
        self._runner.cancelled.connect(self._on_cancelled)
        self._runner.finished.connect(self._start_pending)
        self._pending = False  # the input changed while a check ran: check again
        self._running = False  # from start until the job's `finished` reached this thread
        self._columns: list[str] = []
        self._error: str | None = None
        self._build()
        self._kind_changed()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.records_radio = QRadioButton(
            tr("&Call records and a tower table"), objectName="recordsRadio"
        )
        self.records_radio.setToolTip(
            tr(
                "One row per call, SMS or data session: subscriber, time, tower. Trips and "
                "home regions are found by PrivDesk."
            )
        )
        self.trips_radio = QRadioButton(tr("&Trips"), objectName="tripsRadio")
        self.trips_radio.setToolTip(
            tr(
                "One row per trip already extracted: subscriber, day, origin and destination "
                "region. Without call times there are no home regions, so no epidemic audit."
            )
        )
        self.records_radio.setChecked(True)
        kind_row = choice_row(self, self.records_radio, self.trips_radio)

        self.main_edit, main_row = self._file_row("mainFileEdit", self._choose_main)
        self.towers_edit, towers_row = self._file_row("towersFileEdit", self._choose_towers)
        self.towers_edit.setToolTip(
            tr("A CSV with the columns tower and region: which region each tower belongs to.")
        )
        self.files_form = QFormLayout()
        self.files_form.addRow(tr("Records file:"), main_row)
        self.files_form.addRow(tr("Tower table:"), towers_row)

        self.roles = ColumnRoles()
        self.roles.changed.connect(self._columns_changed)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.status = QLabel(objectName="mobilityStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.progress)

        self.preview = QTableView(objectName="mobilityPreview")
        self.preview.setToolTip(
            tr("The first {rows} rows of the file, as stored.").format(rows=PREVIEW_ROWS)
        )
        self.model = DataFrameModel(parent=self)
        self.preview.setModel(self.model)
        self.preview.setAlternatingRowColors(True)
        preview_label = QLabel(tr("&Preview (first rows)"))
        preview_label.setBuddy(self.preview)

        files_box = QGroupBox(tr("Files"))
        files_layout = QVBoxLayout(files_box)
        files_layout.addLayout(kind_row)
        files_layout.addLayout(self.files_form)
        top = QHBoxLayout()
        top.addWidget(files_box, 3)
        top.addWidget(self.roles, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(status_row)
        layout.addWidget(preview_label)
        layout.addWidget(self.preview, 1)

        self.records_radio.toggled.connect(self._kind_changed)

    def _file_row(self, name: str, choose) -> tuple[QLineEdit, QHBoxLayout]:
        edit = QLineEdit(objectName=name)
        edit.setReadOnly(True)
        edit.setPlaceholderText(tr("No file chosen"))
        button = QPushButton(tr("Choose…"))
        button.clicked.connect(choose)
        row = QHBoxLayout()
        row.addWidget(edit, 1)
        row.addWidget(button)
        return edit, row

    # --- contract with the Load page -----------------------------------------------------------

    def busy(self) -> bool:
        return self._running

    def problem(self) -> str | None:
        if self.busy():
            return tr("Checking the files…")
        if self._error is not None:
            return self._error
        if self.state.projects["mobility"] is None:
            if self.records_radio.isChecked():
                return tr("Choose the call records file and the tower table.")
            return tr("Choose the trips file.")
        return None

    @property
    def kind(self) -> str:
        return "records" if self.records_radio.isChecked() else "trips"

    def set_files(
        self, main: Path, towers: Path | None = None, columns: dict[str, str] | None = None
    ) -> None:
        """Choose the input (records with `towers`, or trips without) and check it."""
        (self.records_radio if towers is not None else self.trips_radio).setChecked(True)
        self.main_edit.setText(str(main))
        self.towers_edit.setText("" if towers is None else str(towers))
        self._preview_then_check(Path(main), columns)

    def show_project(self, project: MobilityProject, preview: pd.DataFrame) -> None:
        """Show an opened project's input (already checked by the Load page's job)."""
        files = project.input.files
        self.records_radio.blockSignals(True)
        self.records_radio.setChecked(project.input.kind == "records")
        self.trips_radio.setChecked(project.input.kind == "trips")
        self.records_radio.blockSignals(False)
        self._kind_changed()
        self.main_edit.setText(str(project.input.main_file))
        self.towers_edit.setText(str(files.get("towers") or ""))
        self._show_preview(preview, project.columns)
        self._error = None
        self._show_summary(self.state.input_summary)

    # --- choosing files --------------------------------------------------------------------------

    def _choose_main(self) -> None:
        title = tr("Open call records") if self.kind == "records" else tr("Open trips")
        path, _ = QFileDialog.getOpenFileName(self, title, "", file_filter())
        if path:
            self.set_main_file(Path(path))

    def set_main_file(self, path: Path) -> None:
        """Use `path` as the records (or trips) file: preview it, then check the input."""
        self.main_edit.setText(str(path))
        self._preview_then_check(Path(path), None)

    def _choose_towers(self) -> None:
        filters = ";;".join(("CSV (*.csv *.tsv *.txt)", tr("All files (*)")))
        path, _ = QFileDialog.getOpenFileName(self, tr("Open tower table"), "", filters)
        if path:
            self.towers_edit.setText(path)
            self._check()

    def _kind_changed(self) -> None:
        records = self.records_radio.isChecked()
        self.files_form.setRowVisible(1, records)
        self.files_form.itemAt(0, QFormLayout.ItemRole.LabelRole).widget().setText(
            tr("Records file:") if records else tr("Trips file:")
        )
        self.roles.show_kind(self.kind)
        if self.sender() is self.records_radio:  # the user switched: start again
            self.clear()

    def clear(self) -> None:
        """Forget the chosen files (a new session, or another kind of input)."""
        self.main_edit.clear()
        self.towers_edit.clear()
        self.model.set_frame(pd.DataFrame())
        self._columns = []
        self._error = None
        if self.state.projects["mobility"] is not None:
            self.state.set_mobility(None, None)
        self._show_summary(None)
        self.changed.emit()

    def _columns_changed(self) -> None:
        if self._columns:
            self._check()

    def current_columns(self) -> dict[str, str]:
        return self.roles.current(self.kind)

    def current_input(self) -> MobilityInput | None:
        main = self.main_edit.text().strip()
        towers = self.towers_edit.text().strip()
        if not main:
            return None
        if self.kind == "trips":
            return MobilityInput(trips=Path(main))
        return MobilityInput(records=Path(main), towers=Path(towers)) if towers else None

    # --- jobs ------------------------------------------------------------------------------------

    def _preview_then_check(self, path: Path, columns: dict[str, str] | None) -> None:
        self._columns = []

        def job(ctx: JobContext) -> _Preview:
            ctx.report(0.0, reading)
            return _Preview(path, trips.preview_file(path, PREVIEW_ROWS))

        reading = tr("Reading the first rows of {file}").format(file=path.name)
        self._wanted_columns = columns
        self._start(job, reading + "…")

    def _check(self) -> None:
        """Check the chosen input with the engine (a re-check follows if one is running)."""
        if self.busy():
            self._pending = True
            return
        source = self.current_input()
        if source is None or not self._columns:
            self.state.set_mobility(None, None)
            self._show_summary(None)
            self.changed.emit()
            return
        columns = self.current_columns()

        def job(ctx: JobContext) -> tuple[MobilityInput, dict, InputSummary]:
            return source, columns, source.describe(columns, ctx)

        self._start(job, tr("Checking every record (this reads the whole file)…"))

    def _start(self, job, message: str) -> None:
        self._pending = False
        self._running = True
        self.status.setText(message)
        self.status.setStyleSheet("")
        self.progress.show()
        if self._runner.running:  # the previous job has reported and is just ending
            self._runner.wait(5.0)
        self._runner.start(job)
        self.changed.emit()

    def _start_pending(self) -> None:
        self._running = False
        self.progress.hide()
        if self._pending:
            self._check()
        self.changed.emit()

    def _on_done(self, result) -> None:
        if isinstance(result, _Preview):
            self._show_preview(result.frame, self._wanted_columns)
            self._pending = True  # check once the preview job has ended
            return
        source, columns, summary = result
        if source != self.current_input() or columns != self.current_columns():
            self._pending = True  # the user changed something meanwhile
            return
        self._error = None
        previous = self.state.projects["mobility"]
        if previous is not None and previous.input.kind == source.kind:
            project = MobilityProject(
                source, columns, previous.mechanism, previous.audit, previous.outputs,
                previous.period, previous.max_days,
            )  # fmt: skip
        else:
            project = MobilityProject(source, columns)
        project = _fit_audit_to_regions(project, summary)
        self.state.set_mobility(project, summary)
        self._show_summary(summary)

    def _on_failed(self, message: str, details: str) -> None:
        self._error = message
        self.state.set_mobility(None, None)
        self.status.setText(f"⚠ {message}")
        self.status.setStyleSheet("color: #b00020;")

    def _on_cancelled(self) -> None:
        self.status.setText(tr("Cancelled."))

    # --- showing ---------------------------------------------------------------------------------

    def _show_preview(self, frame: pd.DataFrame, columns: dict[str, str] | None) -> None:
        self.model.set_frame(frame)
        self.preview.resizeColumnsToContents()
        self._columns = [str(c) for c in frame.columns]
        self.roles.fill(self._columns, self.kind, columns)

    def _show_summary(self, summary: InputSummary | None) -> None:
        if summary is None:
            if self._error is None and not self.busy():
                self.status.setText(
                    tr("Choose the files. Nothing is changed in them; the check reads them once.")
                )
                self.status.setStyleSheet("")
            return
        if summary.kind == "records":
            text = tr(
                "✓ {rows} call records of {subscribers} subscribers · {days} days ({first} to "
                "{last}) · {regions} regions"
            )
        else:
            text = tr(
                "✓ {rows} trips of {subscribers} subscribers · {days} days ({first} to "
                "{last}) · {regions} regions"
            )
        self.status.setStyleSheet("")
        self.status.setText(text.format(**summary_fields(summary)))


def _fit_audit_to_regions(project: MobilityProject, summary: InputSummary) -> MobilityProject:
    """Forget audit choices that name regions or days this input does not have."""
    audit = project.audit
    if audit.sir_origin is not None and audit.sir_origin not in summary.regions:
        audit = dataclasses.replace(audit, sir_origin=None)
    day = audit.event_day
    first, last = (
        project.period.bounds
        if project.period is not None
        else (summary.first_day, summary.last_day)
    )  # the released calendar: the declared period, else first to last record day
    if day is not None and not (
        first <= day <= last and set(audit.event_regions) <= set(summary.regions)
    ):
        audit = dataclasses.replace(audit, event_day=None, event_regions=())
    return dataclasses.replace(project, audit=audit)


def summary_fields(summary) -> dict[str, str]:
    """The placeholders of a records summary sentence: counts in the interface's numbers."""
    return {
        "rows": number(summary.rows, ","),
        "subscribers": number(summary.subscribers, ","),
        "days": number(summary.days, ","),
        "first": summary.first_day,
        "last": summary.last_day,
        "regions": number(len(summary.regions), ","),
    }

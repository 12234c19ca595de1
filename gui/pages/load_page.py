"""Step 1: open a data file (or a bundled sample), preview it and give each column a role.

Reading and describing the columns run on a worker thread, so a large file never freezes
the window. The page only shows what the engine detected; every check is the engine's.
The jobs are in `load_jobs`, the roles table in `roles_table`, the recent files and the
preview in `load_panes`, the sheet chooser (or a survey export's tables and its XLSForm)
in `source_bar`. What is left (about 500 lines) is the page's own wiring of one flow (open,
sample menu, survey export, the prompts before data is dropped); cutting it again would
split that flow across files.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.data.column_types import ColumnInfo
from engine.data.readers import LoadedTable
from engine.data.roles import ColumnRoles
from gui.dialogs import confirm_discard_release, show_error
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.pages.load_jobs import (
    SAMPLES,
    SAMPLES_DIR,
    Loaded,
    MobilityOpened,
    TaskOpened,
    describe,
    describe_table,
    dropped_file,
    file_filters,
    label_of_sample_project,
    open_project,
    read_file,
    with_task_pages,
)
from gui.pages.load_panes import RECENT_KEY, PreviewPane, ReadingBar, RecentFiles, SampleButton
from gui.pages.roles_table import RolesTable
from gui.pages.source_bar import SourceBar
from gui.pages.welcome_panel import WelcomePanel
from gui.settings import add_recent, recent
from gui.state import WizardState
from gui.tasks.mobility.input_panel import MobilityInputPanel
from gui.widgets.sections import choice_row


class LoadPage(WizardPage):
    """Open data, preview it, and choose what each column is for."""

    step = 0

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._shown: LoadedTable | None = None
        self._loading = False
        self._path: Path | None = None  # the file being read or shown (for sheet changes)
        self._previous_status = ""  # shown again if a read fails
        self._runner = JobRunner(self)
        self._runner.succeeded.connect(self._on_loaded)
        self._runner.failed.connect(self._on_failed)
        self._runner.cancelled.connect(self._on_cancelled)
        self.setAcceptDrops(True)
        self._build()
        self.recent_files.refresh()
        self._show_nothing()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.open_button = QPushButton(tr("&Open file…"))
        self.open_button.setObjectName("openFileButton")
        self.open_button.setToolTip(
            tr(
                "Open a CSV, TSV or text file, an Excel workbook (.xlsx), Parquet, SPSS (.sav) "
                "or Stata (.dta) file. The file is only read, never changed. You can also drag "
                "a file onto this page. A KoBoToolbox workbook or an ODK Central CSV export "
                "(households and their repeat groups) is recognized and read as one table of "
                "members."
            )
        )
        self.open_button.clicked.connect(self.open_file_dialog)

        self.sample_button = SampleButton()
        self.sample_button.chosen.connect(self.open_sample)
        self.sample_menu = self.sample_button.menu()

        self.source_bar = SourceBar()  # the sheet chooser, or a survey export's tables
        self.source_bar.sheet_chosen.connect(self._sheet_chosen)
        self.source_bar.form_chosen.connect(self._form_chosen)
        self.sheet_label, self.sheet_combo = self.source_bar.label, self.source_bar.combo

        self.progress = ReadingBar()
        self._runner.progress.connect(self.progress.show_fraction)

        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.sample_button)
        top.addSpacing(12)
        top.addWidget(self.source_bar)
        top.addStretch(1)
        top.addWidget(self.progress)

        self.status = QLabel()
        self.status.setObjectName("loadStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.recent_files = RecentFiles()
        self.recent_files.chosen.connect(self._open_recent)
        self.preview = PreviewPane()
        self.roles_panel = RolesTable()
        self.roles_panel.roles_changed.connect(self._roles_changed)
        self.roles_table = self.roles_panel.table  # for tests: the table of role menus

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.preview)
        right.addWidget(self.roles_panel)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        right.setChildrenCollapsible(False)
        self.welcome = WelcomePanel()
        self.welcome.sample_chosen.connect(self.open_sample)
        self.table_stack = QStackedWidget()  # the welcome until a table is shown
        self.table_stack.addWidget(self.welcome)
        self.table_stack.addWidget(right)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(self.recent_files)
        body.addWidget(self.table_stack)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        body.setSizes([170, 830])
        body.setChildrenCollapsible(False)

        self.people_radio = QRadioButton(
            tr("A table: one row per &person or household"), objectName="peopleRadio"
        )
        self.people_radio.setToolTip(
            tr(
                "Survey, register or beneficiary data: for targeting and credit scoring, "
                "anonymized microdata, statistics with a privacy budget, randomized survey "
                "answers or a private model (the task is chosen in step 2)."
            )
        )
        self.mobility_radio = QRadioButton(
            tr("Call records or trips (&mobility matrices)"), objectName="mobilityKindRadio"
        )
        self.mobility_radio.setToolTip(
            tr(
                "Mobile-phone call records (or trips) turned into private daily "
                "origin–destination matrices for epidemic and displacement response."
            )
        )
        self.people_radio.setChecked(True)
        kind_row = choice_row(
            self, self.people_radio, self.mobility_radio, label=tr("Kind of data:")
        )

        targeting = QWidget()
        targeting_layout = QVBoxLayout(targeting)
        targeting_layout.setContentsMargins(0, 0, 0, 0)
        targeting_layout.addWidget(self.status)
        targeting_layout.addWidget(body, 1)
        self.mobility_panel = MobilityInputPanel(self.state)
        self.mobility_panel.changed.connect(self.validity_changed)
        self.kind_stack = QStackedWidget()
        self.kind_stack.addWidget(targeting)
        self.kind_stack.addWidget(self.mobility_panel)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(kind_row)
        layout.addLayout(top)
        layout.addWidget(self.kind_stack, 1)
        self.mobility_radio.toggled.connect(self._kind_chosen)

    # --- wizard contract -----------------------------------------------------------------------

    def enter(self) -> None:
        """Show what the state holds (a project may have been opened from the menu)."""
        if self._loading:
            return
        self._show_kind()
        if self.state.table is None:
            self._show_nothing()
        elif self.state.table is not self._shown:
            self._describe_state_table()
        elif self.current_roles() != self.state.projects["targeting"].columns:
            self._fill_roles_from_state()
        self.recent_files.refresh()
        self.validity_changed.emit()

    def leave(self) -> None:
        self._store_roles()

    def problem(self) -> str | None:
        if self._loading:
            return tr("Opening…")
        if self.state.family == "mobility":
            return self.mobility_panel.problem()
        if self.state.table is None:
            return tr("Open a data file or a sample to begin.")
        return None  # each task checks the columns it needs on its own step

    def busy(self) -> bool:
        return self._loading or self.mobility_panel.busy()

    def _kind_chosen(self, mobility: bool) -> None:
        if not confirm_discard_release(self, self.state):
            self._show_kind()  # the radio buttons back to the kind kept
            return
        self.state.set_family("mobility" if mobility else "targeting")
        self._show_kind()
        self.validity_changed.emit()

    def _show_kind(self) -> None:
        """Show the half of the page for the state's kind of data."""
        mobility = self.state.family == "mobility"
        self.mobility_radio.blockSignals(True)
        self.people_radio.blockSignals(True)
        self.mobility_radio.setChecked(mobility)
        self.people_radio.setChecked(not mobility)
        self.mobility_radio.blockSignals(False)
        self.people_radio.blockSignals(False)
        self.kind_stack.setCurrentIndex(1 if mobility else 0)
        # The roles table is targeting's; other table tasks choose columns in step 2.
        self.roles_panel.setVisible(self.state.family in ("targeting", "mobility"))
        self.open_button.setVisible(not mobility)
        if mobility:
            self.sheet_combo.hide()
            self.sheet_label.hide()

    # --- public actions ------------------------------------------------------------------------

    def open_file_dialog(self) -> None:
        if self._loading or not confirm_discard_release(self, self.state):
            return
        start = ""
        previous = recent(RECENT_KEY)
        if previous:
            start = str(previous[0].parent)
        path, _ = QFileDialog.getOpenFileName(self, tr("Open data file"), start, file_filters())
        if path:
            self.load_path(Path(path))

    def load_path(self, path: Path, sheet: str | None = None) -> None:
        """Read `path` (an XLSX `sheet`, or its first sheet) on a worker thread."""
        if self._loading:
            return
        path = Path(path)
        self._start(partial(read_file, path, sheet), tr("Reading {file}…").format(file=path.name))

    def open_sample(self, name: str) -> None:
        """Open a bundled sample project ("poverty" or "credit") with its roles and task."""
        if confirm_discard_release(self, self.state):
            self.open_project(SAMPLES_DIR / SAMPLES[name][1], sample=True)

    def _open_recent(self, path: Path) -> None:
        if confirm_discard_release(self, self.state):
            self.load_path(path)

    def open_project(self, project_path: Path, sample: bool = False) -> None:
        """Read a project file and its data on a worker thread, then restore every page."""
        if self._loading:
            return
        project_path = Path(project_path)
        message = (
            tr("Opening the sample “{sample}”…").format(
                sample=label_of_sample_project(project_path)
            )
            if sample
            else tr("Opening {file}…").format(file=project_path.name)
        )
        self._start(partial(open_project, project_path, sample), message)

    def _describe_state_table(self) -> None:
        """Describe a table another part of the app loaded (a project file), off the GUI
        thread since describing ten million rows takes a while."""
        table = self.state.table
        message = tr("Describing the columns of {file}…").format(file=table.path.name)
        self._start(partial(describe_table, table), message)

    def set_role(self, column: str, role: str) -> None:
        """Give `column` a role (feature, target, identifier, loan_amount or drop)."""
        self.roles_panel.set_role(column, role)

    def current_roles(self) -> ColumnRoles:
        """The roles as chosen in the table, keeping the state's order where it applies."""
        if not self.roles_panel.columns() or self._shown is not self.state.table:
            return self.state.projects[
                "targeting"
            ].columns  # the table shown is stale (a project is being opened)
        return self.roles_panel.chosen(self.state.projects["targeting"].columns)

    # --- drag and drop -----------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if not self._loading and dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    dragMoveEvent = dragEnterEvent  # the same answer while the drag moves over the page

    def dropEvent(self, event: QDropEvent) -> None:
        path = dropped_file(event.mimeData())
        if path is None or self._loading:
            event.ignore()
            return
        event.acceptProposedAction()
        if not confirm_discard_release(self, self.state):
            return
        if self.state.family == "mobility":
            self.mobility_panel.set_main_file(path)
        else:
            self.load_path(path)

    # --- jobs --------------------------------------------------------------------------------

    def _start(self, job, message: str) -> None:
        self._loading = True
        self._previous_status = self.status.text()
        self.status.setText(message)
        self._set_controls_enabled(False)
        self.progress.busy()
        self.progress.show()
        self.validity_changed.emit()
        if self._runner.running:  # the previous job has reported and is just ending
            self._runner.wait(5.0)
        self._runner.start(partial(with_task_pages, job, self.state.family))

    def _finish(self) -> None:
        self._loading = False
        self.progress.hide()
        self._set_controls_enabled(True)

    def _on_loaded(self, loaded: Loaded | MobilityOpened | TaskOpened) -> None:
        _release_later(self._shown, self.state.table)  # not in this slot: see there
        self._finish()
        if isinstance(loaded, MobilityOpened):
            self._on_mobility_opened(loaded)
            return
        if isinstance(loaded, TaskOpened):
            self._restore(loaded.key, loaded.project, loaded.project_path, loaded.sample)
            self.validity_changed.emit()
            return
        table = loaded.table
        if loaded.describe_only:
            if table is not self.state.table:
                return  # the state moved on (e.g. File → New) while describing
        elif loaded.project is not None:
            self._restore(
                loaded.key, loaded.project, loaded.project_path, loaded.sample, table=table
            )
        else:
            self.state.set_table(table, sheet=table.sheet)
            self.state.set_form(loaded.form)  # a survey export's form found beside it
            add_recent(RECENT_KEY, table.path)
            self.recent_files.refresh()
        self._show_kind()  # a targeting project or sample switches the kind of data back
        self._show_table(table, loaded.infos, loaded.sheets)
        if loaded.sample:
            label = label_of_sample_project(loaded.project_path)
            sample = tr("Sample data: {sample}").format(sample=label)
            self.status.setText(f"{sample} · {self.status.text()}")
        self._store_roles()
        self.validity_changed.emit()

    def _restore(self, key: str, project, project_path: Path, sample: bool, **inputs) -> None:
        """Every page from an opened project. A sample's folder belongs to the installed app,
        so its output paths are cleared and the user chooses where to save."""
        self.state.apply_project(key, project, project_path, **inputs)
        if sample:
            self.state.project_path = None
            self.state.update_project(key, outputs=type(project.outputs)())
        else:
            add_recent("recent_projects", project_path)
        self.state.mark_saved()

    def _on_mobility_opened(self, opened: MobilityOpened) -> None:
        self._restore(
            "mobility",
            opened.project,
            opened.project_path,
            opened.sample,
            input_summary=opened.summary,
        )
        self._show_kind()
        self.mobility_panel.show_project(opened.project, opened.preview)
        self.validity_changed.emit()

    def _on_failed(self, message: str, details: str) -> None:
        self._finish()
        self.status.setText(self._previous_status)
        self._sync_sheet_combo()
        show_error(self, tr("Cannot open the file"), message, details)
        self.validity_changed.emit()

    def _on_cancelled(self) -> None:
        self._finish()
        self.status.setText(self._previous_status)
        self._sync_sheet_combo()
        self.validity_changed.emit()

    def _set_controls_enabled(self, enabled: bool) -> None:
        recent_list = self.recent_files.recent_list
        bar = self.source_bar
        for widget in (self.open_button, self.sample_button, recent_list, *bar.choosers()):
            widget.setEnabled(enabled)
        self.roles_table.setEnabled(enabled)

    # --- showing a table ---------------------------------------------------------------------

    def _show_nothing(self) -> None:
        self._shown = None
        self._path = None
        self.table_stack.setCurrentWidget(self.welcome)
        self.preview.clear()
        self.roles_panel.clear()
        self.source_bar.set_sheets([], None)
        self.source_bar.show_linked(None)
        self.source_bar.show_form(None, None)
        self.status.setText(
            tr("Open a data file, drop one onto this page, or open a sample to try PrivDesk.")
        )

    def _show_table(
        self, table: LoadedTable, infos: dict[str, ColumnInfo], sheets: list[str]
    ) -> None:
        self._shown = table
        self._path = table.path
        self.table_stack.setCurrentIndex(1)
        self.source_bar.set_sheets(sheets, table.sheet)
        self.source_bar.show_linked(None if table.linked is None else table.linked.describe())
        self._show_form()
        self.status.setText(describe(table))
        self.status.setToolTip(str(table.path))
        self.preview.show_frame(table.frame)
        self.roles_panel.fill(infos, self._usable_state_roles(list(infos)))
        self._show_roles_summary()

    def _fill_roles_from_state(self) -> None:
        roles = self._usable_state_roles(self.roles_panel.columns())
        if roles is not None:
            self.roles_panel.show_roles(roles)

    def _usable_state_roles(self, columns: list[str]) -> ColumnRoles | None:
        """The state's roles if they name columns of this table (a sample or project)."""
        roles = self.state.projects["targeting"].columns
        assigned = roles.assigned()
        if assigned and set(assigned) <= set(columns):
            return roles
        return None

    def _roles_changed(self) -> None:
        self._store_roles()
        self.validity_changed.emit()

    def _store_roles(self) -> None:
        table = self.state.table
        if table is not None and self.roles_panel.columns() and self._shown is table:
            self.state.update_project("targeting", columns=self.current_roles())
        self._show_roles_summary()

    def _show_roles_summary(self) -> None:
        self.roles_panel.show_summary(self.current_roles())

    def _show_form(self) -> None:
        table = self._shown
        export = None if table is None or table.linked is None else table.path
        self.source_bar.show_form(self.state.form, export)

    def _form_chosen(self, form: Path | None) -> None:
        """A survey export's XLSForm (the source bar checked it) or none: the task's
        settings suggest the roles again from it."""
        if confirm_discard_release(self, self.state):
            self.state.set_form(form)
        self._show_form()
        self.validity_changed.emit()

    # --- sheets ------------------------------------------------------------------------------

    def _sync_sheet_combo(self) -> None:
        """After a failed sheet change, show the sheet that is still loaded."""
        if self._shown is not None and self._shown.sheet is not None:
            self.source_bar.show_sheet(self._shown.sheet)

    def _sheet_chosen(self, sheet: str) -> None:
        shown = self._shown
        if self._path is not None and shown is not None and sheet != shown.sheet:
            self.load_path(self._path, sheet=sheet)


def _release_later(*objects) -> None:
    """Hold `objects` until a later turn of the event loop: freeing the previous table
    (millions of rows) takes a while and need not lengthen the slot that replaces it."""
    QTimer.singleShot(0, lambda: objects)

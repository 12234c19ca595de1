"""Step 1: open a data file (or a bundled sample), preview it and give each column a role.

Reading and describing the columns run on a worker thread, so a large file never freezes
the window. The page only shows what the engine detected; every check is the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pandas as pd
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.jobs import JobContext
from engine.data.readers import LoadedTable, list_sheets, read_table
from engine.data.roles import ColumnInfo, ColumnRoles, detect_column_types
from engine.mobility import trips
from engine.mobility.trips import InputSummary
from engine.tasks.mobility.project import MobilityOutputSpec, MobilityProject
from engine.tasks.targeting.project import OutputSpec, Project, load_project
from gui.dialogs import show_error
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.settings import add_recent, recent
from gui.state import WizardState
from gui.tasks.mobility.input_panel import PREVIEW_ROWS, MobilityInputPanel
from gui.widgets.sections import choice_row
from gui.widgets.table_model import DataFrameModel

SAMPLES_DIR = Path(__file__).resolve().parents[2] / "resources" / "samples"
SAMPLES = {
    "poverty": ("Poverty targeting (3,000 households)", "poverty_project.json"),
    "credit": ("Credit scoring (3,000 applicants)", "credit_project.json"),
    "mobility": (
        "Mobility: call records (20,000 subscribers, 30 regions, 60 days)",
        "mobility_project.json",
    ),
}
RECENT_KEY = "recent_files"

FILE_FILTERS = ";;".join(
    (
        "All data files (*.csv *.tsv *.txt *.xlsx *.parquet *.sav *.dta)",
        "CSV, TSV or text (*.csv *.tsv *.txt)",
        "Excel workbook (*.xlsx)",
        "Parquet (*.parquet)",
        "SPSS (*.sav)",
        "Stata (*.dta)",
        "All files (*)",
    )
)

# (key, label, tooltip) of each role, in the order the role menus list them.
ROLES = (
    (
        "feature",
        "Feature",
        "Released after privatization; the program's model uses it to predict the target.",
    ),
    (
        "target",
        "Target",
        "What the program predicts (e.g. consumption, or 1 = repaid). Only one column.",
    ),
    (
        "identifier",
        "Identifier",
        "Names a person or household (ID, phone number). Never released as it is: it is "
        "replaced by a random token or dropped.",
    ),
    (
        "loan_amount",
        "Loan amount",
        "Each applicant's loan, needed to count the lender's profit in credit scoring. "
        "Only one column.",
    ),
    ("drop", "Drop", "Not used and not released: the column stays on this computer."),
)
ROLE_KEYS = tuple(key for key, _, _ in ROLES)
SINGLE_ROLES = ("target", "loan_amount")

DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "vertical bar"}
NAME_COLUMN, ROLE_COLUMN, TYPE_COLUMN, MISSING_COLUMN, WARNINGS_COLUMN = range(5)


@dataclass(frozen=True)
class _Loaded:
    """What a read job hands back to the GUI thread."""

    table: LoadedTable
    infos: dict[str, ColumnInfo]
    sheets: list[str]
    project: Project | None = None  # set when a project file (or a sample) was opened
    project_path: Path | None = None
    describe_only: bool = False  # the table is already in the state
    sample: bool = False


@dataclass(frozen=True)
class _MobilityOpened:
    """A mobility project read and checked by a job."""

    project: MobilityProject
    summary: InputSummary
    preview: pd.DataFrame
    project_path: Path
    sample: bool = False


def _open_mobility(
    project: MobilityProject, project_path: Path, sample: bool, ctx: JobContext
) -> _MobilityOpened:
    """Check a mobility project's input as a release would, and read its first rows."""
    summary = project.input.describe(project.columns, ctx)
    preview = trips.preview_file(project.input.main_file, PREVIEW_ROWS)
    return _MobilityOpened(project, summary, preview, project_path, sample)


def _sample_label(project_path: Path) -> str:
    return next((label for label, file in SAMPLES.values() if file == project_path.name), "")


class _RoleCombo(QComboBox):
    """A role chooser that ignores the mouse wheel unless focused, so scrolling the table
    never changes a role by accident."""

    focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for row, (key, label, tip) in enumerate(ROLES):
            self.addItem(label, key)
            self.setItemData(row, tip, Qt.ItemDataRole.ToolTipRole)

    def role(self) -> str:
        return self.currentData()

    def set_role(self, role: str) -> None:
        self.setCurrentIndex(ROLE_KEYS.index(role))

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def wheelEvent(self, event) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class LoadPage(WizardPage):
    """Open data, preview it, and choose what each column is for."""

    title = "Load data"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._shown: LoadedTable | None = None
        self._loading = False
        self._path: Path | None = None  # the file being read or shown (for sheet changes)
        self._previous_status = ""  # shown again if a read fails
        self._combos: dict[str, _RoleCombo] = {}
        self._runner = JobRunner(self)
        self._runner.succeeded.connect(self._on_loaded)
        self._runner.failed.connect(self._on_failed)
        self._runner.cancelled.connect(self._on_cancelled)
        self.setAcceptDrops(True)
        self._build()
        self._refresh_recent()
        self._show_nothing()

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.open_button = QPushButton("&Open file…")
        self.open_button.setObjectName("openFileButton")
        self.open_button.setToolTip(
            "Open a CSV, TSV or text file, an Excel workbook (.xlsx), Parquet, SPSS (.sav) or "
            "Stata (.dta) file. The file is only read, never changed. You can also drag a "
            "file onto this page."
        )
        self.open_button.clicked.connect(self.open_file_dialog)

        self.sample_button = QToolButton()
        self.sample_button.setObjectName("openSampleButton")
        self.sample_button.setText("Open &sample data")
        self.sample_button.setToolTip(
            "Try PrivDesk on bundled synthetic data; the columns' roles and the task are "
            "filled in for you."
        )
        self.sample_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.sample_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        menu = QMenu(self.sample_button)
        for name, (label, _) in SAMPLES.items():
            action = menu.addAction(label)
            action.setData(name)
        menu.triggered.connect(lambda action: self.open_sample(action.data()))
        self.sample_button.setMenu(menu)
        # Some styles draw the instant-popup arrow over the text unless there is room for it.
        self.sample_button.setMinimumWidth(self.sample_button.sizeHint().width() + 16)
        self.sample_menu = menu

        self.sheet_label = QLabel("Shee&t:")
        self.sheet_combo = QComboBox()
        self.sheet_combo.setObjectName("sheetCombo")
        self.sheet_combo.setToolTip("The workbook sheet to read. Changing it reloads the data.")
        self.sheet_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.sheet_label.setBuddy(self.sheet_combo)
        self.sheet_combo.currentIndexChanged.connect(self._sheet_chosen)

        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # reading reports no fraction: a busy indicator
        self.progress.setMaximumWidth(160)
        self.progress.setTextVisible(False)
        self.progress.hide()

        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.sample_button)
        top.addSpacing(12)
        top.addWidget(self.sheet_label)
        top.addWidget(self.sheet_combo)
        top.addStretch(1)
        top.addWidget(self.progress)

        self.status = QLabel()
        self.status.setObjectName("loadStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        self.recent_list.setToolTip("Files opened before. Double-click or press Enter to open.")
        self.recent_list.itemActivated.connect(self._recent_activated)
        recent_label = QLabel("&Recent files")
        recent_label.setBuddy(self.recent_list)
        recent_box = QWidget()
        recent_layout = QVBoxLayout(recent_box)
        recent_layout.setContentsMargins(0, 0, 0, 0)
        recent_layout.addWidget(recent_label)
        recent_layout.addWidget(self.recent_list)

        self.preview = QTableView()
        self.preview.setObjectName("previewTable")
        self.preview.setToolTip(
            "The first rows of the file as read (row numbers as in a spreadsheet)."
        )
        self.model = DataFrameModel(parent=self)
        self.preview.setModel(self.model)
        self.preview.setAlternatingRowColors(True)
        self.preview.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.preview.horizontalHeader().setResizeContentsPrecision(100)
        self.preview.verticalHeader().setDefaultSectionSize(self.preview.fontMetrics().height() + 6)
        preview_label = QLabel("&Preview")
        preview_label.setBuddy(self.preview)
        preview_box = QWidget()
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addWidget(preview_label)
        preview_layout.addWidget(self.preview)

        self.roles_table = QTableWidget(0, 5)
        self.roles_table.setObjectName("rolesTable")
        self.roles_table.setHorizontalHeaderLabels(
            ["Column", "Role", "Type", "Missing", "Warnings"]
        )
        headers = (
            "The column's name in the file.",
            "What the column is for. Only features (privatized) and tokenized identifiers "
            "leave this computer.",
            "What the values look like: numeric, categorical, text or dates.",
            "How many rows have no value in this column.",
            "Problems PrivDesk noticed in the column. Hover over a warning for details.",
        )
        for column, tip in enumerate(headers):
            self.roles_table.horizontalHeaderItem(column).setToolTip(tip)
        self.roles_table.verticalHeader().hide()
        self.roles_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.roles_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roles_table.setTabKeyNavigation(False)  # Tab moves into the role menus
        self.roles_table.setAlternatingRowColors(True)
        header = self.roles_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # warnings: the remaining width
        roles_label = QLabel("&Column roles — choose what each column is for")
        roles_label.setBuddy(self.roles_table)
        roles_box = QWidget()
        roles_layout = QVBoxLayout(roles_box)
        roles_layout.setContentsMargins(0, 0, 0, 0)
        roles_layout.addWidget(roles_label)
        roles_layout.addWidget(self.roles_table)
        self.roles_summary = QLabel()
        self.roles_summary.setObjectName("rolesSummary")
        self.roles_summary.setWordWrap(True)
        roles_layout.addWidget(self.roles_summary)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(preview_box)
        right.addWidget(roles_box)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 3)
        right.setChildrenCollapsible(False)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(recent_box)
        body.addWidget(right)
        body.setStretchFactor(0, 0)
        body.setStretchFactor(1, 1)
        body.setSizes([170, 830])
        body.setChildrenCollapsible(False)

        self.people_radio = QRadioButton(
            "One row per &person or household (targeting)", objectName="peopleRadio"
        )
        self.people_radio.setToolTip(
            "Survey or register data used to decide who receives cash or a loan: poverty "
            "targeting and credit scoring."
        )
        self.mobility_radio = QRadioButton(
            "Call records or trips (&mobility matrices)", objectName="mobilityKindRadio"
        )
        self.mobility_radio.setToolTip(
            "Mobile-phone call records (or trips) turned into private daily "
            "origin–destination matrices for epidemic and displacement response."
        )
        self.people_radio.setChecked(True)
        kind_row = choice_row(self, self.people_radio, self.mobility_radio, label="Kind of data:")

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
        elif self.current_roles() != self.state.roles:
            self._fill_roles_from_state()
        self._refresh_recent()
        self.validity_changed.emit()

    def leave(self) -> None:
        self._store_roles()

    def problem(self) -> str | None:
        if self._loading:
            return "Opening…"
        if self.state.family == "mobility":
            return self.mobility_panel.problem()
        if self.state.table is None:
            return "Open a data file or a sample to begin."
        roles = self.current_roles()
        if not roles.features:
            return "Choose at least one feature column."
        if roles.target is None:
            return (
                "Choose the target column (what the program predicts, e.g. consumption or "
                "repayment)."
            )
        return None

    def busy(self) -> bool:
        return self._loading or self.mobility_panel.busy()

    def _kind_chosen(self, mobility: bool) -> None:
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
        self.open_button.setVisible(not mobility)
        if mobility:
            self.sheet_combo.hide()
            self.sheet_label.hide()

    # --- public actions ------------------------------------------------------------------------

    def open_file_dialog(self) -> None:
        if self._loading:
            return
        start = ""
        previous = recent(RECENT_KEY)
        if previous:
            start = str(previous[0].parent)
        path, _ = QFileDialog.getOpenFileName(self, "Open data file", start, FILE_FILTERS)
        if path:
            self.load_path(Path(path))

    def load_path(self, path: Path, sheet: str | None = None) -> None:
        """Read `path` (an XLSX `sheet`, or its first sheet) on a worker thread."""
        if self._loading:
            return
        path = Path(path)

        def job(ctx: JobContext) -> _Loaded:
            ctx.report(0.0, f"Reading {path.name}…")
            sheets = list_sheets(path) if path.suffix.lower() == ".xlsx" else []
            table = read_table(path, sheet=sheet)
            ctx.report(0.8, "Describing the columns…")
            return _Loaded(table, detect_column_types(table.frame), sheets)

        self._start(job, f"Reading {path.name}…")

    def open_sample(self, name: str) -> None:
        """Open a bundled sample project ("poverty" or "credit") with its roles and task."""
        self.open_project(SAMPLES_DIR / SAMPLES[name][1], sample=True)

    def open_project(self, project_path: Path, sample: bool = False) -> None:
        """Read a project file and its data on a worker thread, then restore every page."""
        if self._loading:
            return
        project_path = Path(project_path)

        def job(ctx: JobContext) -> _Loaded | _MobilityOpened:
            project = load_project(project_path)
            if isinstance(project, MobilityProject):
                return _open_mobility(project, project_path, sample, ctx)
            table = read_table(project.input.path, sheet=project.input.sheet)
            infos = detect_column_types(table.frame)
            return _Loaded(table, infos, [], project, project_path, sample=sample)

        what = f"the sample “{_sample_label(project_path)}”" if sample else project_path.name
        self._start(job, f"Opening {what}…")

    def _describe_state_table(self) -> None:
        """Describe a table another part of the app loaded (a project file), off the GUI
        thread since describing ten million rows takes a while."""
        table = self.state.table

        def job(ctx: JobContext) -> _Loaded:
            sheets = []
            if table.format == "xlsx":
                try:
                    sheets = list_sheets(table.path)
                except PrivDeskError:  # moved since it was read: the list is a convenience
                    sheets = [table.sheet] if table.sheet else []
            return _Loaded(table, detect_column_types(table.frame), sheets, describe_only=True)

        self._start(job, f"Describing the columns of {table.path.name}…")

    def set_role(self, column: str, role: str) -> None:
        """Give `column` a role (feature, target, identifier, loan_amount or drop)."""
        if role not in ROLE_KEYS:
            raise ValueError(f"unknown role {role!r}")
        self._combos[column].set_role(role)

    def current_roles(self) -> ColumnRoles:
        """The roles as chosen in the table, keeping the state's order where it applies."""
        if not self._combos or self._shown is not self.state.table:
            return self.state.roles  # the table shown is stale (a project is being opened)
        chosen: dict[str, list[str]] = {key: [] for key in ROLE_KEYS}
        for column, combo in self._combos.items():
            chosen[combo.role()].append(column)
        old = self.state.roles
        return ColumnRoles(
            features=_keep_order(chosen["feature"], old.features),
            target=chosen["target"][0] if chosen["target"] else None,
            identifiers=_keep_order(chosen["identifier"], old.identifiers),
            loan_amount=chosen["loan_amount"][0] if chosen["loan_amount"] else None,
        )

    # --- drag and drop -----------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if not self._loading and _dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event) -> None:
        if not self._loading and _dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_file(event.mimeData())
        if path is None or self._loading:
            event.ignore()
            return
        event.acceptProposedAction()
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
        self.progress.show()
        self.validity_changed.emit()
        if self._runner.running:  # the previous job has reported and is just ending
            self._runner.wait(5.0)
        self._runner.start(job)

    def _finish(self) -> None:
        self._loading = False
        self.progress.hide()
        self._set_controls_enabled(True)

    def _on_loaded(self, loaded: _Loaded | _MobilityOpened) -> None:
        self._finish()
        if isinstance(loaded, _MobilityOpened):
            self._on_mobility_opened(loaded)
            return
        table = loaded.table
        if loaded.describe_only:
            if table is not self.state.table:
                return  # the state moved on (e.g. File → New) while describing
        elif loaded.project is not None:
            self.state.apply_project(loaded.project, table, loaded.project_path)
            if loaded.sample:
                # A sample's folder belongs to the installed app: the user chooses where to save.
                self.state.project_path = None
                self.state.update(outputs=OutputSpec())
            else:
                add_recent("recent_projects", loaded.project_path)
        else:
            self.state.set_table(table, sheet=table.sheet)
            add_recent(RECENT_KEY, table.path)
            self._refresh_recent()
        self._show_kind()  # a targeting project or sample switches the kind of data back
        self._show_table(table, loaded.infos, loaded.sheets)
        if loaded.sample:
            label = _sample_label(loaded.project_path)
            self.status.setText(f"Sample data: {label} · {self.status.text()}")
        self._store_roles()
        self.validity_changed.emit()

    def _on_mobility_opened(self, opened: _MobilityOpened) -> None:
        self.state.apply_mobility_project(opened.project, opened.summary, opened.project_path)
        if opened.sample:
            self.state.project_path = None
            self.state.update_mobility(outputs=MobilityOutputSpec())
        else:
            add_recent("recent_projects", opened.project_path)
        self._show_kind()
        self.mobility_panel.show_project(opened.project, opened.preview)
        self.validity_changed.emit()

    def _on_failed(self, message: str, details: str) -> None:
        self._finish()
        self.status.setText(self._previous_status)
        self._sync_sheet_combo()
        show_error(self, "Cannot open the file", message, details)
        self.validity_changed.emit()

    def _on_cancelled(self) -> None:
        self._finish()
        self.status.setText(self._previous_status)
        self._sync_sheet_combo()
        self.validity_changed.emit()

    def _set_controls_enabled(self, enabled: bool) -> None:
        for widget in (self.open_button, self.sample_button, self.sheet_combo, self.recent_list):
            widget.setEnabled(enabled)
        self.roles_table.setEnabled(enabled)

    # --- showing a table ---------------------------------------------------------------------

    def _show_nothing(self) -> None:
        self._shown = None
        self._path = None
        self._combos = {}
        self.model.set_frame(_empty_frame())
        self.roles_table.setRowCount(0)
        self.roles_summary.clear()
        self._set_sheets([], None)
        self.status.setText(
            "Open a data file, drop one onto this page, or open a sample to try PrivDesk."
        )

    def _show_table(
        self, table: LoadedTable, infos: dict[str, ColumnInfo], sheets: list[str]
    ) -> None:
        self._shown = table
        self._path = table.path
        self._set_sheets(sheets, table.sheet)
        self.status.setText(_describe(table))
        self.status.setToolTip(str(table.path))
        self.model.set_frame(table.frame)
        self.preview.resizeColumnsToContents()
        for column in range(self.model.columnCount()):
            if self.preview.columnWidth(column) > 220:
                self.preview.setColumnWidth(column, 220)
        self._fill_roles_table(infos)
        self._show_roles_summary()

    def _fill_roles_table(self, infos: dict[str, ColumnInfo]) -> None:
        roles = self._usable_state_roles(list(infos))
        warning_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.roles_table.setRowCount(0)
        self.roles_table.setRowCount(len(infos))
        self._combos = {}
        for row, (name, info) in enumerate(infos.items()):
            name_item = QTableWidgetItem(name)
            name_item.setToolTip(f"{name}: {info.n_unique:,} different values")
            self.roles_table.setItem(row, NAME_COLUMN, name_item)
            self.roles_table.setItem(row, TYPE_COLUMN, QTableWidgetItem(info.kind))
            missing = QTableWidgetItem(f"{info.n_missing:,}")
            missing.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.roles_table.setItem(row, MISSING_COLUMN, missing)
            warnings = QTableWidgetItem("; ".join(info.warnings))
            if info.warnings:
                warnings.setIcon(warning_icon)
                warnings.setToolTip("\n".join(info.warnings))
            self.roles_table.setItem(row, WARNINGS_COLUMN, warnings)

            combo = _RoleCombo(self.roles_table)
            combo.setAccessibleName(f"Role of {name}")
            combo.setToolTip(f"What the column “{name}” is for.")
            role = _role_in(roles, name) if roles is not None else info.suggested_role
            combo.set_role(role)
            combo.currentIndexChanged.connect(
                lambda _index, column=name: self._role_changed(column)
            )
            combo.focused.connect(lambda row=row: self._show_role_row(row))
            self._combos[name] = combo
            self.roles_table.setCellWidget(row, ROLE_COLUMN, combo)
        # Cell widgets do not count towards "resize to contents": size the role column by hand.
        if self._combos:
            width = max(c.sizeHint().width() for c in self._combos.values())
            header = self.roles_table.horizontalHeader()
            header.setSectionResizeMode(ROLE_COLUMN, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(ROLE_COLUMN, width + 4)

    def _show_role_row(self, row: int) -> None:
        """Scroll a role menu reached with Tab into view and mark its row."""
        self.roles_table.selectRow(row)
        self.roles_table.scrollTo(self.roles_table.model().index(row, ROLE_COLUMN))

    def _fill_roles_from_state(self) -> None:
        roles = self._usable_state_roles(list(self._combos))
        if roles is None:
            return
        for name, combo in self._combos.items():
            combo.blockSignals(True)
            combo.set_role(_role_in(roles, name))
            combo.blockSignals(False)

    def _usable_state_roles(self, columns: list[str]) -> ColumnRoles | None:
        """The state's roles if they name columns of this table (a sample or project)."""
        roles = self.state.roles
        assigned = roles.assigned()
        if assigned and set(assigned) <= set(columns):
            return roles
        return None

    def _role_changed(self, column: str) -> None:
        """Keep one target and one loan amount: the previous holder becomes Drop."""
        role = self._combos[column].role()
        if role in SINGLE_ROLES:
            for other, combo in self._combos.items():
                if other != column and combo.role() == role:
                    combo.blockSignals(True)
                    combo.set_role("drop")
                    combo.blockSignals(False)
        self._store_roles()
        self.validity_changed.emit()

    def _store_roles(self) -> None:
        if self.state.table is not None and self._combos and self._shown is self.state.table:
            self.state.update(roles=self.current_roles())
        self._show_roles_summary()

    def _show_roles_summary(self) -> None:
        """One line saying what leaves the computer, so the table's effect is plain."""
        if not self._combos:
            self.roles_summary.clear()
            return
        roles = self.current_roles()
        dropped = len(roles.dropped(list(self._combos)))
        parts = [
            f"{len(roles.features)} feature{'s' if len(roles.features) != 1 else ''} "
            "(privatized before release)",
            f"target: {roles.target or 'none chosen'}",
            f"{len(roles.identifiers)} identifier{'s' if len(roles.identifiers) != 1 else ''}"
            " (replaced by tokens or dropped)",
        ]
        if roles.loan_amount is not None:
            parts.append(f"loan amount: {roles.loan_amount}")
        parts.append(f"{dropped} dropped (stay on this computer)")
        self.roles_summary.setText(" · ".join(parts))

    # --- sheets and recent files ---------------------------------------------------------------

    def _set_sheets(self, sheets: list[str], current: str | None) -> None:
        self.sheet_combo.blockSignals(True)
        self.sheet_combo.clear()
        self.sheet_combo.addItems(sheets)
        if current in sheets:
            self.sheet_combo.setCurrentText(current)
        self.sheet_combo.blockSignals(False)
        visible = bool(sheets)
        self.sheet_combo.setVisible(visible)
        self.sheet_label.setVisible(visible)

    def _sync_sheet_combo(self) -> None:
        """After a failed sheet change, show the sheet that is still loaded."""
        if self._shown is not None and self._shown.sheet is not None:
            self.sheet_combo.blockSignals(True)
            self.sheet_combo.setCurrentText(self._shown.sheet)
            self.sheet_combo.blockSignals(False)

    def _sheet_chosen(self, index: int) -> None:
        sheet = self.sheet_combo.itemText(index)
        shown = self._shown
        if self._path is not None and sheet and shown is not None and sheet != shown.sheet:
            self.load_path(self._path, sheet=sheet)

    def _refresh_recent(self) -> None:
        self.recent_list.clear()
        paths = recent(RECENT_KEY)
        for path in paths:
            item = QListWidgetItem(path.name)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.recent_list.addItem(item)
        if not paths:
            item = QListWidgetItem("No recent files yet")
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)

    def _recent_activated(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.load_path(Path(path))


# --- helpers ---------------------------------------------------------------------------------


def _keep_order(chosen: list[str], previous: tuple[str, ...]) -> tuple[str, ...]:
    """`chosen` with the columns already in `previous` first, in that order (so reopening a
    project does not reorder its features and drop its results)."""
    kept = [c for c in previous if c in chosen]
    return tuple(kept + [c for c in chosen if c not in kept])


def _role_in(roles: ColumnRoles, column: str) -> str:
    if column in roles.features:
        return "feature"
    if column == roles.target:
        return "target"
    if column in roles.identifiers:
        return "identifier"
    if column == roles.loan_amount:
        return "loan_amount"
    return "drop"


def _dropped_file(mime) -> Path | None:
    """The first local file of a drag; the engine explains if it cannot be read."""
    if not mime.hasUrls():
        return None
    files = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    return files[0] if files else None


def _describe(table: LoadedTable) -> str:
    """One line: the file, its size and what was detected about its layout."""
    rows, columns = table.frame.shape
    parts = [f"{table.path.name} — {rows:,} rows × {columns:,} columns"]
    if table.format == "csv":
        delimiter = DELIMITER_NAMES.get(table.delimiter or "", repr(table.delimiter))
        decimal = "decimal comma" if table.decimal == "," else "decimal point"
        encoding = (table.encoding or "").upper().replace("UTF-8-SIG", "UTF-8 with BOM")
        parts.append(f"{delimiter}-separated, {encoding}, {decimal}")
    elif table.format == "xlsx":
        parts.append(f"Excel sheet “{table.sheet}”")
    else:
        parts.append({"parquet": "Parquet", "sav": "SPSS", "dta": "Stata"}[table.format])
    return " · ".join(parts)


def _empty_frame() -> pd.DataFrame:
    return pd.DataFrame()

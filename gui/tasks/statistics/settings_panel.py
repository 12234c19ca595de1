"""Step 2 of the statistics task (under Choose task): the queries to release, built from
the loaded table's columns (add, remove, reorder), what this file's privacy ledger has
spent so far, and whether the release aggregates straight from the file (out of core:
forced for a file too large for memory, of which the wizard holds the first rows only).
A grouping column's categories are declared from the file when the grouping is added (from
the whole file, on a worker, for a file seen by its first rows): never read at release."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.data.readers import STREAMABLE_FORMATS
from engine.privacy.dataset_ledger import spent_so_far
from engine.statistics.out_of_core import categories_in_file
from engine.statistics.queries import Query, categories_in_frame
from engine.tasks.statistics.checks import check_categories
from engine.tasks.statistics.defaults import default_project, default_project_from_head
from engine.tasks.statistics.project import (
    check_processing,
    query_from_dict,
    with_out_of_core,
    with_queries,
)
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.statistics.query_editor import QueryEditor
from gui.widgets.form_widgets import set_warning, wrapped_label
from gui.widgets.sections import scroll_area

KEY = "statistics"
MAX_DECLARED = 1_000  # categories declared from the file for a new grouping column


def spent_text(project, table) -> tuple[str, bool]:
    """The dataset ledger's total in words (and whether it is a warning)."""
    return spent_so_far(project.budget, table.sha256, table.path.name)


class StatisticsSettingsPanel(WizardPage):
    step = 1  # its title: "Choose task" (gui.pages.base.step_titles)
    task_key = KEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.ledgerLabel = wrapped_label("ledgerLabel")
        self.query_list = QListWidget(objectName="queryList")
        self.query_list.setToolTip(
            tr("{key}: released in this order, each with its budget share").format(key="queries")
        )
        self.add_button = QPushButton(tr("&Add"), objectName="addQueryButton")
        self.remove_button = QPushButton(tr("&Remove"), objectName="removeQueryButton")
        self.up_button = QPushButton(tr("&Up"), objectName="queryUpButton")
        self.down_button = QPushButton(tr("&Down"), objectName="queryDownButton")
        buttons = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.query_list, 1)
        left.addLayout(buttons)
        self.editor = QueryEditor()
        self.errorLabel = wrapped_label("queryErrorLabel")
        self.categoriesLabel = wrapped_label("categoriesLabel")
        self.declare_button = QPushButton(
            tr("Declare the categories from the whole file"), objectName="declareCategoriesButton"
        )
        self.declare_button.setToolTip(
            tr(
                "categories: reads each grouping column's values from the whole file (DuckDB, "
                "on a worker) and writes them in the project as its declared cells. Check "
                "that the list itself is not sensitive: it is released with the table."
            )
        )
        self.declare_button.clicked.connect(self.declare_from_file)
        self._reader = JobRunner(self)
        self._reader.succeeded.connect(self._declared)
        self._reader.failed.connect(self._read_failed)
        self._reading = False  # the runner's thread outlives its last signal: own flag
        right = QVBoxLayout()
        right.addWidget(self.editor)
        right.addWidget(self.errorLabel)
        right.addWidget(self.categoriesLabel)
        right.addWidget(self.declare_button)
        right.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(left, 2)
        row.addLayout(right, 3)
        box = QGroupBox(tr("Statistics to release"))
        box.setLayout(row)
        ledger_box = QGroupBox(tr("This file's privacy ledger"))
        ledger_layout = QVBoxLayout(ledger_box)
        ledger_layout.addWidget(self.ledgerLabel)
        self.out_of_core_check = QCheckBox(
            tr("Aggregate straight from the file (for files larger than memory)"),
            objectName="outOfCoreCheck",
        )
        self.out_of_core_check.toggled.connect(self._out_of_core_toggled)
        reading_box = QGroupBox(tr("Reading the file"))
        QVBoxLayout(reading_box).addWidget(self.out_of_core_check)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(ledger_box)
        layout.addWidget(reading_box)
        layout.addWidget(box, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll_area(content, horizontal=False))  # labels wrap in a scroll area

        self._error: str | None = None
        self._too_many: set[str] = set()  # columns with too many values to declare
        self._too_many_in: str | None = None  # ... of the file with this fingerprint
        self.add_button.clicked.connect(self.add_query)
        self.remove_button.clicked.connect(self.remove_query)
        self.up_button.clicked.connect(lambda: self.move_query(-1))
        self.down_button.clicked.connect(lambda: self.move_query(1))
        self.query_list.currentRowChanged.connect(self._show_query)
        self.editor.edited.connect(self._edited)

    # --- page contract -----------------------------------------------------------------------

    def enter(self) -> None:
        table = self.state.table
        head_only = table is not None and table.head_only
        project = self.state.table_project(
            KEY, default_project_from_head if head_only else default_project
        )
        if project is None:
            self.ledgerLabel.setText(tr("Load a table first (step 1)."))
            return
        if self._too_many_in != table.sha256:
            self._too_many, self._too_many_in = set(), table.sha256
        self._show_out_of_core()
        self.editor.set_columns([str(c) for c in table.frame.columns])
        self._fill_list(max(self.query_list.currentRow(), 0))
        text, warning = spent_text(project, table)
        self.ledgerLabel.setText(text)
        set_warning(self.ledgerLabel, warning)

    def problem(self) -> str | None:
        if self.state.table is None or self.project is None:
            return tr("Load a table first (step 1).")
        if self._error:
            return self._error
        if not self.project.queries:
            return tr("Add at least one statistic to release.")
        return None

    # --- editing -----------------------------------------------------------------------------

    def _fill_list(self, row: int) -> None:
        queries = self.project.queries
        self.query_list.blockSignals(True)
        self.query_list.clear()
        for i, query in enumerate(queries):
            self.query_list.addItem(f"{i + 1}. {query.title}")
        self.query_list.blockSignals(False)
        if queries:
            row = min(row, len(queries) - 1)
            self.query_list.setCurrentRow(row)
            self._show_query(row)
        self._show_categories()

    def _show_query(self, row: int) -> None:
        if 0 <= row < len(self.project.queries):
            self.editor.load(self.project.queries[row])
            self._set_error(self._processing_problem())

    def _show_out_of_core(self) -> None:
        table = self.state.table
        streamable = table.format in STREAMABLE_FORMATS
        self.out_of_core_check.blockSignals(True)
        self.out_of_core_check.setChecked(self.project.processing.out_of_core)
        self.out_of_core_check.blockSignals(False)
        self.out_of_core_check.setEnabled(streamable and not table.head_only)
        tip = tr(
            "processing.out_of_core: DuckDB reads the CSV or Parquet file in pieces and "
            "sends back only each cell's count and sum; the noise is the same. Counts, "
            "tables, sums, means and histograms only, and no attacks."
        )
        if table.head_only:
            tip += "\n" + tr(
                "This file is larger than the memory free: the release has to read it from "
                "the file. The wizard shows its first rows only."
            )
        elif not streamable:
            tip += "\n" + tr("Only CSV and Parquet files can be aggregated straight from the file.")
        self.out_of_core_check.setToolTip(tip)

    def _out_of_core_toggled(self, on: bool) -> None:
        self.state.set_project(KEY, with_out_of_core(self.project, on))
        self._set_error(self._processing_problem())
        self._show_categories()

    def _processing_problem(self) -> str | None:
        try:
            check_processing(self.project)
            check_categories(self.project)
        except PrivDeskError as exc:
            return str(exc)
        return None

    def _edited(self) -> None:
        row = self.query_list.currentRow()
        if row < 0:
            return
        try:
            query = query_from_dict(self.editor.to_dict(), f"queries[{row}]")
        except PrivDeskError as exc:
            self._set_error(str(exc))
            return
        queries = list(self.project.queries)
        queries[row] = query
        self._store(queries, row)

    def _store(self, queries: list[Query], row: int) -> None:
        project = with_queries(self.project, queries)
        categories = dict(project.categories)
        table = self.state.table
        frame = table.frame
        for query in queries:
            for name in query.by:  # a file's first rows may not hold every category
                if name in categories or name in self._too_many or name not in frame.columns:
                    continue
                if not table.head_only:  # read once: too many values are remembered
                    labels = categories_in_frame(frame, name)
                    if len(labels) <= MAX_DECLARED:
                        categories[name] = labels
                    else:
                        self._too_many.add(name)
        self.state.update_project(KEY, queries=project.queries, budget=project.budget,
                                  categories=categories)  # fmt: skip
        self._set_error(self._processing_problem())
        item = self.query_list.item(row)
        if item is not None and self.query_list.count() == len(queries):
            item.setText(f"{row + 1}. {queries[row].title}")
        else:
            self._fill_list(row)
        self._show_categories()

    def add_query(self) -> None:
        queries = [*self.project.queries, Query("count")]
        self._store(queries, len(queries) - 1)
        self._fill_list(len(queries) - 1)

    def remove_query(self) -> None:
        row = self.query_list.currentRow()
        if row < 0:
            return
        queries = [q for i, q in enumerate(self.project.queries) if i != row]
        self._store(queries, max(row - 1, 0))
        self._fill_list(max(row - 1, 0))

    def move_query(self, step: int) -> None:
        row = self.query_list.currentRow()
        target = row + step
        queries = list(self.project.queries)
        if row < 0 or not 0 <= target < len(queries):
            return
        queries[row], queries[target] = queries[target], queries[row]
        self._store(queries, target)
        self._fill_list(target)

    def _set_error(self, text: str | None) -> None:
        changed = text != self._error
        self._error = text
        self.errorLabel.setText(f"⚠ {text}" if text else "")
        set_warning(self.errorLabel, bool(text))
        if changed:
            self.validity_changed.emit()

    def _grouping_columns(self) -> list[str]:
        return sorted({name for q in self.project.queries for name in q.by})

    def _missing_categories(self) -> list[str]:
        return [n for n in self._grouping_columns() if n not in self.project.categories]

    def _show_categories(self) -> None:
        declared = [n for n in self._grouping_columns() if n in self.project.categories]
        text = ""
        if declared:
            text = tr(
                "Cells of {columns} are the categories declared in the project (taken from "
                "this file when a grouping was added: check that the list itself is not "
                "sensitive)."
            ).format(columns=", ".join(declared))
        head_only = self.state.table.head_only
        missing = self._missing_categories()
        too_many = [m for m in missing if not head_only or m in self._too_many]
        unread = [m for m in missing if m not in too_many]
        if self._reading:
            text += " " + tr("Reading the categories from the whole file…")
        elif unread:
            text += " " + tr(
                "{columns}: the wizard holds the file's first rows only; declare the "
                "categories from the whole file."
            ).format(columns=", ".join(unread))
        if too_many:
            text += " " + tr(
                "{columns}: more than {limit} values, too many to declare as cells; group by "
                "a coarser column, or declare the categories in the project file."
            ).format(columns=", ".join(too_many), limit=number(MAX_DECLARED))
        self.categoriesLabel.setText(text.strip())
        self.declare_button.setVisible(bool(unread))
        self.declare_button.setEnabled(not self._reading)

    def declare_from_file(self) -> None:
        """Read the undeclared grouping columns' values from the whole file on a worker."""
        unread = [m for m in self._missing_categories() if m not in self._too_many]
        if not unread or self._reading:
            return
        path = self.state.table.path
        if self._reader.running:  # the last read has reported and is just ending
            self._reader.wait(5.0)
        self._reader.start(lambda ctx: categories_in_file(path, unread, MAX_DECLARED, ctx))
        self._reading = True
        self._show_categories()

    def _read_failed(self, message: str, _details: str) -> None:
        self._reading = False
        self._set_error(message)
        self._show_categories()

    def _declared(self, found: dict) -> None:
        self._reading = False
        categories = dict(self.project.categories)
        categories.update({name: labels for name, labels in found.items() if labels is not None})
        self._too_many |= {name for name, labels in found.items() if labels is None}
        self.state.update_project(KEY, categories=categories)
        self._set_error(self._processing_problem())
        self._show_categories()

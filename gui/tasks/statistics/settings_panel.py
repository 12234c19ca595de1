"""Step 2 of the statistics task (under Choose task): the queries to release, built from
the loaded table's columns (add, remove, reorder), what this file's privacy ledger has
spent so far, and whether the release aggregates straight from the file (out of core:
forced for a file too large for memory, of which the wizard holds the first rows only).
A grouping column's groups (the table's cells) are typed, read from a codebook or chosen
privately by the release (`GroupsEditor`), never read from the data; a column that looks
like identifiers is offered greyed, with the reason, and cannot group a table."""

from __future__ import annotations

from dataclasses import replace

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
from engine.core.identifiers import identifier_like_columns
from engine.data.engines import EngineSpec
from engine.data.readers import STREAMABLE_FORMATS
from engine.privacy.dataset_ledger import spent_so_far
from engine.privacy.delta_rule import delta_bound
from engine.statistics.categories import check_private_spend
from engine.statistics.queries import Query
from engine.tasks.statistics.checks import check_categories
from engine.tasks.statistics.defaults import default_project, default_project_from_head
from engine.tasks.statistics.groups import grouping_refusal
from engine.tasks.statistics.project import check_processing, with_out_of_core, with_queries
from engine.tasks.statistics.query_spec import query_from_dict
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.statistics.groups_editor import GroupsEditor
from gui.tasks.statistics.query_editor import QueryEditor
from gui.widgets.engine_choice import EngineChoice
from gui.widgets.form_widgets import set_warning, wrapped_label
from gui.widgets.sections import scroll_area

KEY = "statistics"


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
        self.groups = GroupsEditor()
        self.groups.edited.connect(self._groups_edited)
        right = QVBoxLayout()
        right.addWidget(self.editor)
        right.addWidget(self.errorLabel)
        right.addWidget(self.groups)
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
        self.engine_choice = EngineChoice()  # hidden unless PySpark is installed
        self.engine_choice.changed.connect(lambda e: self.state.update_project(KEY, engine=e))
        reading_box = QGroupBox(tr("Reading the file"))
        reading = QVBoxLayout(reading_box)
        reading.addWidget(self.out_of_core_check)
        reading.addWidget(self.engine_choice)
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
        self._refused: dict[str, str] = {}  # identifier-like columns → why they cannot group
        self._refused_in: str | None = None  # ... of the file with this fingerprint
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
        if self._refused_in != table.sha256:
            hints = identifier_like_columns(table.frame, list(table.frame.columns))
            self._refused = {h.column: grouping_refusal(h) for h in hints}
            self._refused_in = table.sha256
        self._show_out_of_core()
        self.editor.set_columns([str(c) for c in table.frame.columns], self._refused)
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
        self.engine_choice.show_engine(self.project.engine)
        self.engine_choice.setEnabled(self.project.processing.out_of_core)  # Spark streams
        tip = tr(
            "PrivDesk reads the CSV or Parquet file in pieces and "
            "sends back only each cell's count and sum; the noise is the same. Counts, "
            "tables, sums, means and histograms only, and no attacks."
            "\nDetails: processing.out_of_core"
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
        project = with_out_of_core(self.project, on)
        self.state.set_project(KEY, project if on else replace(project, engine=EngineSpec()))
        self.engine_choice.show_engine(self.project.engine)
        self.engine_choice.setEnabled(on)
        self._set_error(self._processing_problem())
        self._show_categories()

    def _processing_problem(self) -> str | None:
        project = self.project
        try:
            for query in project.queries:
                for name in query.by:
                    if name in self._refused:  # identifier-like: refused by name, first
                        raise PrivDeskError(self._refused[name])
            check_processing(project)
            check_categories(project)
            budget = project.budget
            check_private_spend(project.category_sources, budget.epsilon,
                                delta_bound(budget.delta))  # fmt: skip
            project.shares()
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
        self.state.update_project(KEY, queries=project.queries, budget=project.budget)
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

    def _show_categories(self) -> None:
        p = self.project
        table = self.state.table
        rows = None if table.head_only else len(table.frame)
        columns = [c for c in self._grouping_columns() if c not in self._refused]
        self.groups.show_columns(columns, p.categories, p.category_sources, p.budget, rows)

    def _groups_edited(self) -> None:
        categories, sources, delta = self.groups.apply()
        budget = replace(self.project.budget, delta=delta)
        self.state.update_project(KEY, categories=categories, category_sources=sources,
                                  budget=budget)  # fmt: skip
        self._set_error(self._processing_problem())

"""Step 3 of the statistics task: the total budget, its split over the queries with each
query's expected 95 % error shown live, who is protected (each row, or each household
with at most B rows: the noise per cell for each B, from a declared largest unit), the
dataset's limit and ledger, and the attacks to run on the user's own data."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.privacy.dataset_ledger import spent_after
from engine.statistics.categories import private_spend
from engine.statistics.cell_bounds import unit_query
from engine.statistics.privacy_unit import privacy_unit_from_dict, unit_ids
from engine.tasks.statistics.preview import preview_queries, preview_query
from engine.tasks.statistics.project import (
    ReconstructionSpec,
    StatisticsAuditSpec,
    budget_from_dict,
)
from engine.tasks.statistics.run import ledger_rows, with_delta
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.widgets.delta_note import show_delta_note, table_rows
from gui.widgets.epsilon_warning import epsilon_warning_label, plus_minus, show_small_epsilon
from gui.widgets.form_widgets import (
    combo,
    double_spin,
    field_error,
    labels_of,
    ledger_limit_fields,
    select,
    set_warning,
    spin,
    wrapped_label,
)
from gui.widgets.privacy_unit_box import PrivacyUnitBox
from gui.widgets.sections import scroll_area

KEY = "statistics"


def headers() -> tuple[str, ...]:
    return (
        tr("Query"),
        tr("Weight"),
        "ε",
        "δ",
        tr("Noise"),
        tr("Noise scale"),
        tr("95 % ± per cell"),
        tr("Note"),
    )


def _parse_number(text: str) -> float:
    """A number typed in either language's form ("0.5", "0,5", "1 000")."""
    return float(text.replace("\u202f", "").replace("\xa0", "").replace(" ", "").replace(",", "."))


class StatisticsParametersPage(WizardPage):
    step = 2  # its title: "Set parameters" (gui.pages.base.step_titles)
    task_key = KEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        # 0 can be typed, and is refused with the field's label (never put back silently)
        self.epsilon_spin: QDoubleSpinBox = double_spin("epsilonSpin", 0.0, 100.0, 3, 0.1)
        self.epsilon_spin.setToolTip(
            tr("{key}: the total ε of this release, split below").format(key="budget.epsilon")
        )
        self.delta_edit = QLineEdit(objectName="deltaEdit")
        self.delta_edit.setToolTip(
            tr(
                "{key}: the total δ, shared by the Gaussian queries: auto (at most 10⁻⁶ and "
                "1/(number of rows)²) or a number far below 1/(number of rows)"
            ).format(key="budget.delta")
        )
        self.delta_edit.setPlaceholderText("auto")
        self.deltaNote = wrapped_label("deltaNote")
        self.split_combo = combo("splitCombo")
        self.split_combo.addItem(tr("Equal shares"), "equal")
        self.split_combo.addItem(tr("By the weights in the table"), "weights")
        self.split_combo.setToolTip(tr("{key}: query i gets ε·wᵢ/Σw").format(key="budget.split"))
        self.limit_check, self.limit_spin = ledger_limit_fields(
            tr("&Refuse a release past a total of"), "limitCheck", "limitSpin"
        )
        self.ledger_edit = QLineEdit(objectName="ledgerEdit")
        self.ledger_edit.setPlaceholderText(
            tr("Default: your data folder, keyed by the file's hash")
        )
        self.ledger_edit.setToolTip(
            tr("{key}: where this dataset's ledger lives").format(key="budget.ledger")
        )
        browse = QPushButton(tr("Ch&oose…"))
        browse.clicked.connect(self._browse)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.limit_check)
        limit_row.addWidget(self.limit_spin)
        limit_row.addStretch(1)
        ledger_row = QHBoxLayout()
        ledger_row.addWidget(self.ledger_edit, 1)
        ledger_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(tr("Total ε:"), self.epsilon_spin)
        self.epsilonWarning = epsilon_warning_label()
        form.addRow(self.epsilonWarning)
        form.addRow(tr("Total δ:"), self.delta_edit)
        form.addRow(self.deltaNote)
        form.addRow(tr("Split:"), self.split_combo)
        form.addRow(tr("Dataset limit:"), limit_row)
        form.addRow(tr("Ledger file:"), ledger_row)
        self.spentLabel = wrapped_label("spentLabel")
        form.addRow(self.spentLabel)
        budget_box = QGroupBox(tr("Privacy budget"))
        budget_box.setLayout(form)

        labels = headers()
        self.table = QTableWidget(0, len(labels), objectName="budgetTable")
        self.table.setHorizontalHeaderLabels(labels)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumHeight(220)
        self.table.setToolTip(
            tr(
                "Expected 95 % half-width of every released cell before release: move weight "
                "to the queries where precision matters. Edit a weight to use a weighted split."
            )
        )
        self.errorLabel = wrapped_label("budgetErrorLabel")
        preview_box = QGroupBox(tr("What each query gets"))
        preview_layout = QVBoxLayout(preview_box)
        preview_layout.addWidget(self.table)
        preview_layout.addWidget(self.errorLabel)

        self.audit_check = QCheckBox(tr("Run the &attacks on my data"), objectName="auditCheck")
        self.audit_check.setToolTip(
            tr("Attack the release on your own data\nDetails: audit.enabled")
        )
        self.sensitive_combo = combo("sensitiveCombo")
        self.sensitive_combo.setToolTip(
            tr(
                "{key}: a binary column (two values) whose bits the reconstruction attack tries "
                "to recover from subset sums"
            ).format(key="audit.reconstruction.column")
        )
        self.rows_spin = spin("reconstructionRowsSpin", 10, 500, 10)
        self.rows_spin.setToolTip(
            tr("{key}: people sampled for the attack").format(key="audit.reconstruction.rows")
        )
        self.differencing_combo = combo("differencingCombo")
        self.differencing_combo.setToolTip(
            tr("{key}: a bounded numeric column (bounds from a query)").format(
                key="audit.differencing.column"
            )
        )
        audit_form = QFormLayout()
        audit_form.addRow(self.audit_check)
        audit_form.addRow(tr("Reconstruction on:"), self.sensitive_combo)
        audit_form.addRow(tr("People sampled:"), self.rows_spin)
        audit_form.addRow(tr("Differencing on:"), self.differencing_combo)
        self.audit_box = QGroupBox(tr("Attacks on your own data (never released)"))
        self.audit_box.setLayout(audit_form)

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(budget_box)
        self.unit_box = PrivacyUnitBox(advice=True)
        layout.addWidget(self.unit_box)
        layout.addWidget(preview_box, 1)
        layout.addWidget(self.audit_box)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll_area(content, horizontal=False))

        self._error: str | None = None
        self._unit_error: str | None = None  # the engine's refusal of privacy_unit
        self._loading = False
        self.unit_box.edited.connect(self._unit_edited)
        self.unit_box.advice_changed.connect(self._show_unit)
        self.epsilon_spin.valueChanged.connect(self._edited)
        self.delta_edit.editingFinished.connect(self._edited)
        self.split_combo.currentIndexChanged.connect(self._edited)
        self.limit_check.toggled.connect(self._edited)
        self.limit_spin.valueChanged.connect(self._edited)
        self.ledger_edit.editingFinished.connect(self._edited)
        self.table.itemChanged.connect(self._weight_edited)
        self.audit_check.toggled.connect(self._audit_edited)
        self.sensitive_combo.currentIndexChanged.connect(self._audit_edited)
        self.rows_spin.valueChanged.connect(self._audit_edited)
        self.differencing_combo.currentIndexChanged.connect(self._audit_edited)

    # --- page contract -----------------------------------------------------------------------

    def enter(self) -> None:
        project = self.project
        if project is None:
            return
        self._loading = True
        b = project.budget
        self.epsilon_spin.setValue(b.epsilon)
        self.delta_edit.setText(b.delta if b.delta == "auto" else f"{b.delta:g}")
        select(self.split_combo, b.split)
        self.limit_check.setChecked(b.limit_epsilon is not None)
        self.limit_spin.setValue(b.limit_epsilon or 2.0)
        self.ledger_edit.setText("" if b.ledger is None else str(b.ledger))
        self._fill_audit()
        table = self.state.table
        columns = [] if table is None else [str(c) for c in table.frame.columns]
        self.unit_box.load(project.privacy_unit, columns)
        self._loading = False
        self._unit_error = self._unit_problem(project.privacy_unit.settings())
        self._refresh()

    def problem(self) -> str | None:
        if self.project is None:
            return tr("Load a table first (step 1).")
        return self._error or self._unit_error

    # --- budget ------------------------------------------------------------------------------

    def _budget_values(self) -> dict:
        b = self.project.budget
        try:
            delta = _parse_number(self.delta_edit.text())
        except ValueError:
            delta = self.delta_edit.text().strip() or "auto"
        text = self.ledger_edit.text().strip()
        return {
            "epsilon": self.epsilon_spin.value(),
            "delta": delta,
            "split": self.split_combo.currentData(),
            "weights": list(b.weights) if b.weights else [1.0] * len(self.project.queries),
            "ledger": text or None,
            "limit_epsilon": self.limit_spin.value() if self.limit_check.isChecked() else None,
            "limit_delta": b.limit_delta,
            "ledger_delta": b.ledger_delta,
        }

    def _store_budget(self, values: dict) -> None:
        try:
            budget = budget_from_dict(values, len(self.project.queries), Path.cwd())
            candidate = dataclasses.replace(self.project, budget=budget)
            candidate.shares()
        except PrivDeskError as exc:
            fields = {"budget.epsilon": self.epsilon_spin, "budget.delta": self.delta_edit}
            self._set_error(field_error(exc, labels_of(fields)))
            self.epsilonWarning.hide()  # it spoke of the ε before
            return
        self.state.update_project(KEY, budget=budget)
        self._refresh()

    def _edited(self) -> None:
        if not self._loading and self.project is not None:
            self._store_budget(self._budget_values())

    def _weight_edited(self, item: QTableWidgetItem) -> None:
        if self._loading or item.column() != 1:
            return
        values = self._budget_values()
        weights = list(values["weights"])
        try:
            weights[item.row()] = _parse_number(item.text())
        except ValueError:
            self._set_error(
                tr("{key}: type a positive number, got {text}")
                .format(key="budget.weights")
                .format(text=repr(item.text()))
            )
            return
        values.update(weights=weights, split="weights")
        self._loading = True
        select(self.split_combo, "weights")
        self._loading = False
        self._store_budget(values)

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, tr("Ledger file"), self.ledger_edit.text(), tr("Ledger (*.jsonl)")
        )
        if name:
            self.ledger_edit.setText(name)
            self._edited()

    def _refresh(self) -> None:
        project, table = self.project, self.state.table
        try:
            previews = preview_queries(project, None if table is None else table.frame)
        except PrivDeskError as exc:
            self._set_error(str(exc))
            return
        self._loading = True
        self.table.setRowCount(len(previews))
        weights = project.budget.weights or [1.0] * len(previews)
        for row, (p, w) in enumerate(zip(previews, weights, strict=True)):
            cells = [
                p.label,
                number(w, "g"),
                number(p.epsilon, ".4g"),
                number(p.delta, ".3g"),
                p.noise,
                "—" if p.scale is None else number(p.scale, ".4g"),
                "—" if p.half_width is None else f"± {number(p.half_width, '.4g')}",
                p.note,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # the note may be elided in a narrow column
                if column != 1:
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(row, column, item)
        self._loading = False
        self._set_error(None)
        self._warn_small_epsilon(previews)
        self._show_spent()
        self._show_unit()

    def _warn_small_epsilon(self, previews) -> None:
        """A small ε: how far off the cells will be, said before Privatize."""
        noisy = [p for p in previews if p.half_width is not None]
        widest = max(noisy, key=lambda p: p.half_width) if noisy else None
        consequence = None
        if widest is not None:
            consequence = tr(
                "expect cells to be off by up to ± {width} (95 %) in “{query}”"
            ).format(width=plus_minus(widest.half_width), query=widest.label)
        show_small_epsilon(
            self.epsilonWarning, self.epsilon_spin, self.project.budget.epsilon, consequence
        )

    def _show_spent(self) -> None:
        project, table = self.project, self.state.table
        if table is None:
            self.spentLabel.setText("")
            self.deltaNote.setText("")
            return
        choice = None
        if table_rows(table) is not None:  # δ by the one rule for these rows
            project, choice = with_delta(project, table.frame, JobContext())
        self.deltaNote.setVisible(any(delta for _, delta in self.project.shares()))
        show_delta_note(self.deltaNote, self.project.budget.delta, choice)
        rows = ledger_rows(project)
        text, over = spent_after(project.budget, table.sha256, table.path.name, rows)
        self.spentLabel.setText(text)
        set_warning(self.spentLabel, over)

    def _set_error(self, text: str | None) -> None:
        changed = text != self._error
        self._error = text
        self.errorLabel.setText(f"⚠ {text}" if text else "")
        set_warning(self.errorLabel, bool(text))
        if changed:
            self.validity_changed.emit()

    # --- who is protected (privacy_unit) -----------------------------------------------------

    def _unit_problem(self, value) -> str | None:
        """The engine's refusal of `value` for this project and table, by field label."""
        project, table = self.project, self.state.table
        try:
            unit = privacy_unit_from_dict(
                value, project.queries, private_spend(project.category_sources)[0] > 0
            )
            if unit.column is not None and table is not None and not table.head_only:
                unit_ids(table.frame, unit, table.path)  # blank ids: refused by row
        except PrivDeskError as exc:
            return field_error(exc, labels_of(self.unit_box.fields()))
        return None

    def _unit_edited(self) -> None:
        if self._loading or self.project is None:
            return
        value = self.unit_box.value()
        problem = self._unit_problem(value)
        changed = problem != self._unit_error
        self._unit_error = problem
        if problem is None:
            unit = privacy_unit_from_dict(value, self.project.queries)
            self.state.update_project(KEY, privacy_unit=unit)
            self._refresh()
        else:
            self._show_unit()
        if changed:
            self.validity_changed.emit()

    def _show_unit(self) -> None:
        """The guarantee for the unit, the refusal, and the noise per cell for each B up to
        the declared largest unit (the first query with noise only, at its share)."""
        project, table = self.project, self.state.table
        if project is None:
            return
        self.unit_box.show_state(project.privacy_unit, project.budget.epsilon, self._unit_error)
        if table_rows(table) is not None:
            project = with_delta(project, table.frame, JobContext())[0]
        kinds = ("count", "contingency", "histogram", "sum", "estimator")
        shown = [(q, s) for q, s in zip(project.queries, project.shares(), strict=True)
                 if q.type in kinds]  # fmt: skip
        if not shown:
            self.unit_box.show_advice([], None)
            return
        query, (epsilon, delta) = shown[0]
        unit = project.privacy_unit  # B varies; the cell bounds as set (declared values only)
        unit = unit if unit.column is not None else dataclasses.replace(unit, column="unit")
        points = [
            (b, preview_query(unit_query(query, dataclasses.replace(unit, max_rows=b)),
                              epsilon, delta, None, {}))
            for b in range(1, self.unit_box.largest_spin.value() + 1)
        ]  # fmt: skip
        self.unit_box.show_advice([(b, p.half_width) for b, p in points], query.title)

    # --- audit -------------------------------------------------------------------------------

    def _fill_audit(self) -> None:
        project, table = self.project, self.state.table
        audit = project.audit
        out_of_core = project.processing.out_of_core
        self.audit_box.setEnabled(not out_of_core)
        self.audit_box.setToolTip(
            tr("The attacks need the table in memory: not run when aggregating from the file.")
            if out_of_core
            else ""
        )
        self.audit_check.setChecked(audit.enabled)
        self.rows_spin.setValue(audit.reconstruction.rows)
        binary, bounded = [], []
        if table is not None:
            frame = table.frame
            binary = [str(c) for c in frame.columns if frame[c].dropna().nunique() == 2]
        bounded = sorted({q.column for q in project.queries if q.bounds is not None})
        if audit.differencing.column and audit.differencing.column not in bounded:
            bounded.append(audit.differencing.column)
        for box, names, current in (
            (self.sensitive_combo, binary, audit.reconstruction.column),
            (self.differencing_combo, bounded, audit.differencing.column),
        ):
            box.clear()
            box.addItem(tr("(not run)"), None)
            for name in names:
                box.addItem(name, name)
            select(box, current)

    def _audit_edited(self) -> None:
        if self._loading or self.project is None:
            return
        audit = self.project.audit
        rows = self.rows_spin.value()
        column = self.differencing_combo.currentData()
        differencing = audit.differencing
        if column != differencing.column:
            differencing = dataclasses.replace(differencing, column=column, bounds=None)
        updated = StatisticsAuditSpec(
            self.audit_check.isChecked(),
            audit.seed,
            ReconstructionSpec(
                self.sensitive_combo.currentData(), audit.reconstruction.queries, rows
            ),
            differencing,
        )
        self.state.update_project(KEY, audit=updated)

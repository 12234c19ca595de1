"""Step 2 for the survey task: what to do (privatize, estimate, plan) and the questions.

Each question is one row: the column holding its answers, the kind of answer, the
randomized-response design and ε, the declared categories or bounds, and the wording shown
in forms and cards. Every edit is checked by the engine's own project validation
(`engine.tasks.survey.project.question_from_dict`), so the panel shows the same message the
command line would, and Next stays disabled until the questions are valid.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError, PrivDeskError
from engine.core.i18n import number
from engine.survey.questions import DESIGNS_BY_TYPE, TYPES, Question, design_titles
from engine.tasks.survey import run as survey_run
from engine.tasks.survey.project import (
    EstimateSpec,
    default_project,
    outputs_for_mode,
    question_from_dict,
)
from gui.i18n import tr
from gui.pages.table_task_panel import TableTaskPanel
from gui.state import WizardState
from gui.widgets.epsilon_warning import epsilon_warning_label, plus_minus, show_small_epsilon
from gui.widgets.form_widgets import combo, field_error, select, set_warning, wrapped_label

KEY = "survey"


def modes() -> dict[str, str]:
    return {
        "privatize": tr("Privatize answers held in the clear (randomize each row, then estimate)"),
        "estimate": tr("Estimate from answers that were already randomized"),
        "plan": tr("Plan a survey (sample size, XLSForm and instruction cards)"),
    }


def type_labels() -> dict[str, str]:
    return {
        "binary": tr("yes / no"),
        "categorical": tr("one of k categories"),
        "numeric": tr("bounded number"),
    }


def headers() -> tuple[str, ...]:
    return (
        tr("Answers in column"),
        tr("Kind of answer"),
        tr("Design"),
        "ε",
        tr("Categories / bounds"),
        tr("Wording"),
    )


def detail_tip() -> str:
    return tr(
        "Categories: the questionnaire's options, separated by commas (every answer must be "
        "one of them). Bounds: 'low, high' for a number (answers outside are refused)."
    )


class SurveySettingsPanel(TableTaskPanel):
    task_key = KEY
    default_project = staticmethod(default_project)

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self.mode_combo = combo("surveyModeCombo")
        for key, text in modes().items():
            self.mode_combo.addItem(text, key)
        self.mode_combo.setToolTip(tr("Privatize, estimate or plan\nDetails: task.mode"))
        labels = headers()
        self.table = QTableWidget(0, len(labels), objectName="questionsTable")
        self.table.setHorizontalHeaderLabels(labels)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.add_button = QPushButton(tr("&Add question"), objectName="addQuestionButton")
        self.add_button.setToolTip(tr("Add a question on the next column not asked yet."))
        self.remove_button = QPushButton(tr("&Remove question"), objectName="removeQuestionButton")
        self.remove_button.setToolTip(tr("Remove the selected question."))
        self.by_list = QListWidget(objectName="byList")
        self.by_list.setToolTip(
            tr(
                "Estimates are also given per value of these columns. They are "
                "written and used as given: not protected.\nDetails: estimate.by"
            )
        )
        self.by_list.setMaximumHeight(110)
        self.message = wrapped_label("surveySettingsMessage")
        self.epsilonWarning = epsilon_warning_label()

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        questions = QGroupBox(tr("Sensitive questions"))
        inner = QVBoxLayout(questions)
        inner.addWidget(self.table, 1)
        inner.addLayout(buttons)
        form = QFormLayout()
        form.addRow(tr("What to do:"), self.mode_combo)
        form.addRow(tr("Also estimate by:"), self.by_list)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(questions, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.epsilonWarning)

        self.mode_combo.currentIndexChanged.connect(self._commit)
        self.by_list.itemChanged.connect(self._commit)
        self.add_button.clicked.connect(self.add_question)
        self.remove_button.clicked.connect(self._remove_selected)

    # --- page contract -------------------------------------------------------------------------

    # --- widgets ← project ---------------------------------------------------------------------

    def _fill(self) -> None:
        project = self.project
        self._filling = True
        try:
            select(self.mode_combo, project.mode)
            self.by_list.clear()
            for name in self._columns():
                item = QListWidgetItem(name)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(
                    Qt.CheckState.Checked
                    if name in project.estimate.by
                    else Qt.CheckState.Unchecked
                )
                self.by_list.addItem(item)
            self.table.setRowCount(0)
            for question in project.questions:
                self._add_row(question)
        finally:
            self._filling = False

    def _add_row(self, question: Question) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        column = QComboBox()
        column.addItems(self._columns())
        column.setCurrentText(question.column)
        column.setToolTip(tr("questions[].column: the column holding the answers"))
        kind = QComboBox()
        kinds = type_labels()
        for key in TYPES:
            kind.addItem(kinds[key], key)
        select(kind, question.type)
        kind.setToolTip(tr("questions[].type: binary, categorical or numeric"))
        design = QComboBox()
        design.setToolTip(tr("questions[].design: the randomized-response design"))
        epsilon = QDoubleSpinBox()
        epsilon.setRange(0.0, 20.0)  # 0 can be typed, and is refused naming the question
        epsilon.setDecimals(3)
        epsilon.setSingleStep(0.1)
        epsilon.setToolTip(
            tr(
                "questions[].epsilon: each respondent's answer changes anyone's odds about "
                "her by at most ×e^ε"
            )
        )
        try:
            epsilon.setValue(question.build().epsilon)
        except ParameterError:
            epsilon.setValue(1.0)
        epsilon.setProperty("original", question)
        detail = QLineEdit()
        detail.setToolTip(detail_tip())
        if question.type == "categorical":
            detail.setText(", ".join(question.categories))
        elif question.bounds is not None:
            detail.setText(f"{question.bounds[0]:g}, {question.bounds[1]:g}")
        wording = QLineEdit(question.label or "")
        wording.setPlaceholderText(question.column)
        wording.setToolTip(tr("questions[].label: the question as forms and cards word it"))
        for col, widget in enumerate((column, kind, design, epsilon, detail, wording)):
            self.table.setCellWidget(row, col, widget)
        self._fill_designs(row, question.design)
        kind.currentIndexChanged.connect(lambda _=0, w=kind: self._type_changed(w))
        for widget in (column, design):
            widget.currentIndexChanged.connect(self._commit)
        epsilon.valueChanged.connect(self._commit)
        for widget in (detail, wording):
            widget.editingFinished.connect(self._commit)
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(4, max(self.table.columnWidth(4), 260))

    def _fill_designs(self, row: int, chosen: str) -> None:
        kind = self.table.cellWidget(row, 1).currentData()
        design = self.table.cellWidget(row, 2)
        design.blockSignals(True)
        design.clear()
        titles = design_titles()
        for key in DESIGNS_BY_TYPE[kind]:
            design.addItem(titles[key], key)
        select(design, chosen)
        design.blockSignals(False)

    def _row_of(self, widget: QWidget) -> int:
        for row in range(self.table.rowCount()):
            if self.table.cellWidget(row, 1) is widget:
                return row
        return -1

    def _type_changed(self, kind: QComboBox) -> None:
        row = self._row_of(kind)
        self._fill_designs(row, DESIGNS_BY_TYPE[kind.currentData()][0])
        detail = self.table.cellWidget(row, 4)
        column = self.state.table.frame[self.table.cellWidget(row, 0).currentText()]
        if kind.currentData() == "categorical":
            values = column.dropna().astype("string").str.strip().unique()[:30]
            detail.setText(", ".join(sorted(map(str, values))))
        else:
            detail.setText("")
        self._commit()

    def add_question(self) -> None:
        asked = {self.table.cellWidget(r, 0).currentText() for r in range(self.table.rowCount())}
        free = [c for c in self._columns() if c not in asked]
        if not free:
            return
        self._add_row(Question(free[0], "binary", "forced_response", epsilon=1.0))
        self._commit()

    def _remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for row in rows or [self.table.rowCount() - 1]:
            if row >= 0:
                self.table.removeRow(row)
        self._commit()

    # --- widgets → project ---------------------------------------------------------------------

    def _question(self, row: int) -> Question:
        cell = self.table.cellWidget
        kind, design = cell(row, 1).currentData(), cell(row, 2).currentData()
        epsilon = cell(row, 3)
        original = epsilon.property("original")
        item = {"column": cell(row, 0).currentText(), "type": kind, "design": design}
        same = (
            isinstance(original, Question)
            and (original.type, original.design) == (kind, design)
            and math.isclose(round(original.build().epsilon, 3), epsilon.value())
        )
        if same:
            for key in ("epsilon", "keep_probability", "p_yes", "p_no"):
                if getattr(original, key) is not None:
                    item[key] = getattr(original, key)
        else:
            item["epsilon"] = epsilon.value()
        text = cell(row, 4).text().strip()
        parts = [p.strip() for p in text.split(",") if p.strip()]
        if kind == "categorical":
            item["categories"] = parts
        elif kind == "numeric":
            try:
                item["bounds"] = [float(p) for p in parts]
            except ValueError:
                raise ParameterError(
                    f"questions[{row}].bounds", tr("type two numbers: low, high")
                ) from None
        wording = cell(row, 5).text().strip()
        if wording:
            item["label"] = wording
        return question_from_dict(item, f"questions[{row}]")

    def _labels(self) -> dict[str, str]:
        """questions[i].<key> → its cell as the table shows it: the column's title and the
        question's answers column."""
        names, labels = headers(), {}
        for row in range(self.table.rowCount()):
            column = self.table.cellWidget(row, 0).currentText()
            for col, key in ((3, "epsilon"), (4, "bounds"), (4, "categories")):
                label = tr("{field} of the question on {column}")
                labels[f"questions[{row}].{key}"] = label.format(field=names[col], column=column)
        return labels

    def _commit(self) -> None:
        if self._filling or self.state.table is None or self.project is None:
            return
        problem = None
        by = tuple(
            self.by_list.item(i).text()
            for i in range(self.by_list.count())
            if self.by_list.item(i).checkState() == Qt.CheckState.Checked
        )
        try:
            questions = tuple(self._question(r) for r in range(self.table.rowCount()))
        except ParameterError as exc:
            problem, questions = field_error(exc, self._labels()), None
        if questions is not None:
            columns = [q.column for q in questions]
            for i in range(self.by_list.count()):  # a question's column groups nothing
                item = self.by_list.item(i)
                checked = item.checkState() == Qt.CheckState.Checked
                item.setHidden(item.text() in columns and not checked)
            if not questions:
                problem = tr("Add at least one question.")
            elif len(set(columns)) < len(columns):
                problem = tr("Each column can be asked once: two questions use the same column.")
            elif set(by) & set(columns):
                problem = tr("A question's column cannot also group the estimates.")
        if questions is not None and problem is None:
            project = self.project
            mode = self.mode_combo.currentData()
            self.state.update_project(
                KEY,
                questions=questions,
                task=type(project.task)(mode=mode),
                estimate=EstimateSpec(by, project.estimate.manifest),
                outputs=outputs_for_mode(project.outputs, mode),
            )
        self._problem = problem
        self.message.setText(problem or tr("The questions are valid."))
        set_warning(self.message, problem is not None)
        self._warn_small_epsilon()
        self.validity_changed.emit()

    def _warn_small_epsilon(self) -> None:
        """The question with the smallest ε, when small: how far off its estimate will be
        at the planned number of respondents, said before Privatize."""
        field, epsilon, consequence = "ε", 1.0, None
        try:
            asked = list(enumerate(survey_run.planned(self.project)))
        except PrivDeskError:  # said by the project's own checks
            asked = []
        if self._problem is None and asked:
            row, smallest = min(asked, key=lambda a: a[1].design.epsilon)
            epsilon = smallest.design.epsilon
            plan = survey_run.planner_table(self.project, [smallest]).iloc[0]
            field = self._labels()[f"questions[{row}].epsilon"]
            consequence = tr(
                "at the planned {n} respondents its estimate is off by up to ± {width} (95 %); "
                "± {wanted} would need {needed} respondents"
            ).format(
                n=number(plan.planned_n, ","),
                width=plus_minus(plan.half_width_at_planned_n),
                wanted=plus_minus(plan.half_width),
                needed=number(plan.n_needed, ","),
            )
        show_small_epsilon(self.epsilonWarning, field, epsilon, consequence)

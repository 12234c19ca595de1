"""Step 5 of the survey task: the estimates with their 95 % intervals (bars), what an
attacker holding one recorded answer learns (prior vs posterior), and the repeated-draw
simulation against the planner's prediction. Everything shown is from the release's
estimate table and the engine's audit (`engine.tasks.survey.run.audit`)."""

from __future__ import annotations

import pandas as pd
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.survey.plots import EstimateBarsPanel
from gui.widgets.form_widgets import combo, wrapped_label
from gui.widgets.table_model import DataFrameModel


def attacker_columns() -> dict[str, str]:
    return {
        "recorded": tr("recorded answer"),
        "true_answer": tr("true answer"),
        "prior": tr("prior"),
        "posterior": tr("posterior"),
        "odds_factor": tr("odds change ×"),
    }


def _table(name: str) -> tuple[QTableView, DataFrameModel]:
    model = DataFrameModel()
    view = QTableView(objectName=name)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.verticalHeader().setVisible(False)
    return view, model


class SurveyAuditPage(WizardPage):
    step = 4  # its title: "Audit" (gui.pages.base.step_titles)
    task_key = "survey"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.question_combo = combo("auditQuestionCombo")
        self.question_combo.setToolTip(tr("The question shown below"))
        self.by_combo = combo("auditByCombo")
        self.by_combo.setToolTip(tr("Overall, or one value of a grouping column per bar"))
        self.bars = EstimateBarsPanel()
        self.bars.setObjectName("estimateBars")
        self.bars.setMinimumHeight(220)
        self.note = wrapped_label("surveyAuditNote")
        self.attacker_view, self.attacker_model = _table("attackerTable")
        self.simulation_view, self.simulation_model = _table("simulationTable")
        attacker = QGroupBox(tr("What one recorded answer reveals (attack result)"))
        box = QVBoxLayout(attacker)
        box.addWidget(self.attacker_view)
        simulation = QGroupBox(tr("Repeated draws vs the planner (simulation)"))
        box = QVBoxLayout(simulation)
        box.addWidget(self.simulation_view)
        bottom = QHBoxLayout()
        bottom.addWidget(attacker, 3)
        bottom.addWidget(simulation, 2)
        choices = QHBoxLayout()
        choices.addWidget(self.question_combo)
        choices.addWidget(self.by_combo)
        choices.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(choices)
        layout.addWidget(self.bars, 3)
        layout.addWidget(self.note)
        layout.addLayout(bottom, 2)
        self.question_combo.currentIndexChanged.connect(self._show)
        self.by_combo.currentIndexChanged.connect(self._show)

    def enter(self) -> None:
        results = self.state.results
        self.question_combo.blockSignals(True)
        self.by_combo.blockSignals(True)
        self.question_combo.clear()
        self.by_combo.clear()
        if results is not None:
            for a in results.release.asked:
                self.question_combo.addItem(a.question.column, a.question.column)
            self.by_combo.addItem(tr("overall"), "")
            for by in results.release.project.estimate.by:
                self.by_combo.addItem(tr("by {column}").format(column=by), by)
        self.question_combo.blockSignals(False)
        self.by_combo.blockSignals(False)
        self._show()

    def problem(self) -> str | None:
        return None if self.state.results is not None else tr("Privatize first (step 4).")

    def _show(self) -> None:
        results = self.state.results
        if results is None:
            self.note.setText(tr("Privatize first (step 4)."))
            return
        column = self.question_combo.currentData()
        estimates = results.release.estimates
        self.bars.setVisible(estimates is not None)
        self.by_combo.setVisible(estimates is not None)
        if estimates is None:
            self.bars.show_rows(None)
            self.note.setText(tr("Plan mode: no answers, no estimates. The audits use the plan."))
        else:
            rows = estimates[
                (estimates.question == column)
                & (estimates.by == (self.by_combo.currentData() or ""))
            ]
            self.bars.show_rows(rows)
            self.note.setText(
                tr(
                    "Bars: the estimate shown (category shares adjusted to add up to 100 %, shares "
                    "clamped to [0, 1]); whiskers: the 95 % interval of the unbiased estimate."
                )
            )
        audits = results.audits
        if audits is None or column not in audits["questions"]:
            self.attacker_model.set_frame(pd.DataFrame())
            self.simulation_model.set_frame(pd.DataFrame())
            return
        audit = audits["questions"][column]
        attacker = pd.DataFrame(audit["attacker"]["rows"])
        if attacker.empty:
            attacker = pd.DataFrame(
                {
                    tr("two ends of the range, 50/50 prior → posterior at most"): [
                        audit["attacker"]["two_point_posterior"]
                    ],
                    tr("odds change at most ×"): [audit["attacker"]["bound"]],
                }
            )
        self.attacker_model.set_frame(attacker.round(4).rename(columns=attacker_columns()))
        sim = audit["simulation"]
        question = results.release.asked[self.question_combo.currentIndex()].question
        labels = question.answer_labels if question.type != "numeric" else (tr("mean"),)
        frame = pd.DataFrame(
            {
                tr("answer"): labels,
                tr("sd of the error"): sim["empirical_sd"],
                tr("predicted sd"): sim["predicted_sd"],
            }
        ).round(5)
        self.simulation_model.set_frame(frame.iloc[1:] if question.type == "binary" else frame)

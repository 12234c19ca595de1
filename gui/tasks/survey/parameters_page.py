"""Step 3 of the survey task: the planner (MATH 8.4–8.5), live.

For each question: the respondent's protection in plain words (the posterior odds bound),
the sample size a chosen 95 % half-width needs and the half-width the planned sample size
buys; below, the half-width vs n curve for a few ε with the chosen one bold. Every number
comes from the engine's planner table and curves (`engine.tasks.survey.run`) for the design
the answers will follow (`run.planned`: in plan and estimate mode the die's or bag's
rounded probabilities, as the estimates use), whose exact probabilities "Exact
probabilities" shows (also the table's tooltip). The audit settings (repeated draws, their
seed) are here too.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.survey.planner import posterior_bound, protection_words
from engine.tasks.survey import run as survey_run
from engine.tasks.survey.project import PlanSpec, SurveyAuditSpec
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.survey.plots import CURVE_NS, WidthCurvePanel
from gui.widgets.form_widgets import combo, double_spin, spin, wrapped_label
from gui.widgets.table_model import DataFrameModel

KEY = "survey"


def shown_columns() -> dict[str, str]:
    """The planner table's columns shown, with their headers."""
    return {
        "question": tr("question"),
        "epsilon": "ε",
        "odds_factor_at_most": tr("odds change at most ×"),
        "posterior_at_most_from_prior": tr("prior → at most"),
        "n_needed": tr("n needed"),
        "n_needed_without_privacy": tr("n without privacy"),
        "half_width_at_planned_n": tr("half-width at planned n"),
        "collect_with": tr("collect with"),
    }


class SurveyParametersPage(WizardPage):
    step = 2  # its title: "Set parameters" (gui.pages.base.step_titles)
    task_key = KEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self.width_spin = double_spin("widthSpin", 0.001, 0.5, 3, 0.005)
        self.width_spin.setToolTip(
            tr(
                "The 95 % interval half-width you need for a proportion "
                "(numbers: the same share of their range)\nDetails: plan.width"
            )
        )
        self.n_spin = spin("plannedNSpin", 1, 10_000_000, 100)
        self.n_spin.setToolTip(tr("The sample size you can afford\nDetails: plan.n"))
        self.deff_spin = double_spin("designEffectSpin", 0.1, 20.0, 2, 0.1)
        self.deff_spin.setToolTip(
            tr("1 for a simple random sample, more for clusters\nDetails: plan.design_effect")
        )
        self.prior_spin = double_spin("priorSpin", 0.001, 0.999, 3, 0.01)
        self.prior_spin.setToolTip(
            tr("The belief used in the protection sentence\nDetails: plan.prior")
        )
        self.audit_check = QCheckBox(tr("Run the audits"), objectName="surveyAuditCheck")
        self.audit_check.setToolTip(
            tr("What one answer reveals; repeated draws\nDetails: audit.enabled")
        )
        self.simulations_spin = spin("surveySimulationsSpin", 2, 100_000, 100)
        self.simulations_spin.setToolTip(
            tr("Repeated draws of the design\nDetails: audit.simulations")
        )
        form = QFormLayout()
        form.addRow(tr("95 % half-width wanted:"), self.width_spin)
        form.addRow(tr("Planned respondents:"), self.n_spin)
        form.addRow(tr("Design effect:"), self.deff_spin)
        form.addRow(tr("Prior belief in the protection sentence:"), self.prior_spin)
        form.addRow(self.audit_check)
        form.addRow(tr("Repeated draws:"), self.simulations_spin)
        settings = QGroupBox(tr("Plan"))
        settings.setLayout(form)

        self.protection = wrapped_label("protectionText")
        self.planner_model = DataFrameModel()
        self.planner_view = QTableView(objectName="plannerTable")
        self.planner_view.setModel(self.planner_model)
        self.planner_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.planner_view.setMaximumHeight(160)
        self.planner_view.verticalHeader().setVisible(False)
        self.detail_toggle = QToolButton(objectName="exactProbabilitiesToggle")
        self.detail_toggle.setText(tr("Exact probabilities"))
        self.detail_toggle.setCheckable(True)
        self.detail_toggle.setAutoRaise(True)
        self.detail_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.detail_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.detail_toggle.setToolTip(
            tr(
                "The probabilities each question's answers will follow, which every number "
                "and curve here uses: with a die or bag they are rounded to whole faces or "
                "tokens"
            )
        )
        self.detail = wrapped_label("exactProbabilitiesText")
        self.detail.setVisible(False)
        self.detail_toggle.toggled.connect(self._show_detail)
        words = QGroupBox(tr("Protection and sample size, per question"))
        box = QVBoxLayout(words)
        box.addWidget(self.protection)
        box.addWidget(self.planner_view)
        box.addWidget(self.detail_toggle, 0, Qt.AlignmentFlag.AlignLeft)
        box.addWidget(self.detail)

        self.curve_question = combo("curveQuestionCombo")
        self.curve_question.setToolTip(tr("The question whose design the curves show"))
        self.curves = WidthCurvePanel()
        self.curves.setObjectName("widthCurves")
        self.curves.setMinimumHeight(260)
        self.curves.controls.addWidget(self.curve_question)
        self.curves.controls.addStretch(1)

        top = QHBoxLayout()
        top.addWidget(settings, 1)
        top.addWidget(words, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.curves, 1)

        for box in (self.width_spin, self.deff_spin, self.prior_spin):
            box.valueChanged.connect(self._commit)
        for box in (self.n_spin, self.simulations_spin):
            box.valueChanged.connect(self._commit)
        self.audit_check.toggled.connect(self._commit)
        self.curve_question.currentIndexChanged.connect(self._show_curves)

    def enter(self) -> None:
        project = self.project
        if project is None:
            return
        self._filling = True
        plan, audit = project.plan, project.audit
        self.width_spin.setValue(plan.width)
        self.n_spin.setValue(plan.n)
        self.deff_spin.setValue(plan.design_effect)
        self.prior_spin.setValue(plan.prior)
        self.audit_check.setChecked(audit.enabled)
        self.simulations_spin.setValue(audit.simulations)
        self.curve_question.clear()
        for q in project.questions:
            self.curve_question.addItem(q.column, q.column)
        self._filling = False
        self._refresh()

    def leave(self) -> None:
        self._commit()

    def _commit(self) -> None:
        if self._filling or self.project is None:
            return
        project = self.project
        plan = PlanSpec(
            self.width_spin.value(),
            self.n_spin.value(),
            self.deff_spin.value(),
            self.prior_spin.value(),
            project.plan.epsilons,
        )
        audit = SurveyAuditSpec(
            self.audit_check.isChecked(), project.audit.seed, self.simulations_spin.value()
        )
        self.state.update_project(KEY, plan=plan, audit=audit)
        self._refresh()

    def _asked(self):
        """The questions as they will be collected: the engine's designs, not the declared
        ones (a die or bag rounds them)."""
        return list(survey_run.planned(self.project))

    def _show_detail(self, shown: bool) -> None:
        self.detail.setVisible(shown)
        arrow = Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        self.detail_toggle.setArrowType(arrow)

    def _refresh(self) -> None:
        try:
            asked = self._asked()
        except PrivDeskError as exc:
            self.protection.setText(tr("Invalid settings: {problem}").format(problem=exc))
            return
        table = survey_run.planner_table(self.project, asked)
        columns = shown_columns()
        if len(table):
            drawn = [survey_run.drawn_with(self.project, a) for a in asked]
            table = table.assign(collect_with=[survey_run.collect_with(f) for f in drawn])
            shown = table[list(columns)].round(4).rename(columns=columns)
        else:
            shown = table
        self.planner_model.set_frame(shown)
        prior = self.project.plan.prior
        lines = [protection_words(asked[0].design.epsilon, prior)] if asked else []
        lines += [
            tr(
                "• {question}: odds change at most ×{factor} (ε = {epsilon}); a {prior} % "
                "belief becomes at most {posterior} %."
            ).format(
                question=a.question.column,
                factor=number(math.exp(a.design.epsilon), ".3g"),
                epsilon=number(a.design.epsilon, ".3g"),
                prior=number(100 * prior, ".3g"),
                posterior=number(100 * posterior_bound(prior, a.design.epsilon), ".3g"),
            )
            for a in asked
        ]
        self.protection.setText("\n".join(lines))
        detail = "\n".join("• " + survey_run.design_detail(self.project, a) for a in asked)
        self.detail.setText(detail)
        self.planner_view.setToolTip(detail)
        self._show_curves()

    def _show_curves(self) -> None:
        project = self.project
        if project is None or self._filling:
            return
        column = self.curve_question.currentData()
        try:
            asked = next((a for a in self._asked() if a.question.column == column), None)
        except PrivDeskError:
            return
        if asked is None:
            return
        question, plan = asked.question, project.plan
        scale = (question.bounds[1] - question.bounds[0]) if question.type == "numeric" else 1.0
        self.curves.plot.setLabel(
            "left",
            tr("95 % half-width (units of the answer)") if scale != 1 else tr("95 % half-width"),
        )
        curves = survey_run.question_curves(project, asked, CURVE_NS)
        self.curves.show_curves(curves, plan.width * scale)

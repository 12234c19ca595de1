"""Step 4 of the survey task: randomize (or read) the answers, estimate and audit, on the
worker thread. The shared task page runs the task's release and audit
(`gui.pages.task_privatize_page`); this page says what the summary shows."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.survey.questions import design_name
from engine.tasks.survey import run as survey_run
from engine.tasks.survey.manifest import guarantee
from gui.i18n import tr
from gui.pages.task_privatize_page import TaskPrivatizePage
from gui.state import WizardState


def what_happens() -> dict[str, str]:
    return {
        "privatize": tr("Randomize every answer with fresh randomness, then estimate."),
        "estimate": tr("Read the randomized answers and estimate."),
        "plan": tr("Build the plan, the XLSForm and the instruction cards (no data is read)."),
    }


class SurveyPrivatizePage(TaskPrivatizePage):
    task_key = "survey"

    @property
    def row_labels(self) -> tuple[str, ...]:
        return (
            tr("Answers file:"),
            tr("Questions:"),
            tr("Designs:"),
            tr("Proven guarantee:"),
            tr("Afterwards:"),
        )

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.privatizeButton.setToolTip(
            tr(
                "Apply each question's randomized response to every answered row (the "
                "original answers are never written), estimate, and run the audits. Cancel "
                "keeps nothing."
            )
        )

    def _missing(self) -> str | None:
        project = self.project
        return (
            None
            if project is not None and project.questions
            else tr("Choose the questions first (step 2).")
        )

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Load the answers and choose the questions first."))
            return
        self.fileLabel.setText(table.path.name if project.mode != "plan" else tr("— (plan mode)"))
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            tr("{questions} question(s) on {rows} rows.").format(
                questions=number(len(project.questions), ","), rows=number(len(table.frame), ",")
            )
            + " "
            + what_happens()[project.mode]
        )
        try:
            designs = [(q, *survey_run.collected_design(project, q)) for q in project.questions]
        except PrivDeskError as exc:
            self.mechanismLabel.setText(tr("Invalid settings: {problem}").format(problem=exc))
            return
        self.mechanismLabel.setText(
            "; ".join(
                tr("{question}: {design}, ε = {epsilon}").format(
                    question=q.column, design=design_name(d.name), epsilon=number(d.epsilon, ".3g")
                )
                for q, d, _ in designs
            )
        )
        preview = survey_run.SurveyRelease(
            project,
            None,
            tuple(survey_run.Asked(q, d, f, None) for q, d, f in designs),
            None,
            None,
            survey_run.planner_table(project, ()),
        )
        self.guaranteeLabel.setText(guarantee(preview)["statement"])
        audit = project.audit
        self.afterLabel.setText(
            tr(
                "Audits: what one recorded answer reveals, and {draws} repeated draws against "
                "the planner's prediction."
            ).format(draws=number(audit.simulations, ","))
            if audit.enabled
            else tr("No audit (turned off on the parameters page).")
        )

"""Step 4 of the survey task: randomize (or read) the answers, estimate and audit, on the
worker thread. The shared page's machinery (progress, time left, Cancel, results kept only
when the settings did not change meanwhile) is reused; this page says which engine job runs
(`engine.tasks.survey.run`) and what the summary shows."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QFormLayout, QWidget

from engine.core.errors import PrivDeskError
from engine.core.jobs import JobContext
from engine.tasks.survey import run as survey_run
from engine.tasks.survey.manifest import guarantee
from gui.dialogs import show_error
from gui.pages.privatize_page import PrivatizePage
from gui.state import WizardState

ROW_LABELS = ("Answers file:", "Questions:", "Designs:", "Proven guarantee:", "Afterwards:")
WHAT = {
    "privatize": "Randomize every answer with fresh randomness, then estimate",
    "estimate": "Read the randomized answers and estimate",
    "plan": "Build the plan, the XLSForm and the instruction cards (no data is read)",
}


@dataclass(frozen=True)
class SurveyResults:
    release: survey_run.SurveyRelease
    audits: dict | None


class SurveyPrivatizePage(PrivatizePage):
    task_key = "survey"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        form = self.fileLabel.parentWidget().layout()
        assert isinstance(form, QFormLayout)
        for label, text in zip(
            (
                self.fileLabel,
                self.rowsLabel,
                self.mechanismLabel,
                self.guaranteeLabel,
                self.afterLabel,
            ),
            ROW_LABELS,
            strict=True,
        ):
            form.labelForField(label).setText(text)
        self.privatizeButton.setToolTip(
            "Apply each question's randomized response to every answered row (the original "
            "answers are never written), estimate, and run the audits. Cancel keeps nothing."
        )

    def _job(self):
        project = self.project
        if project is None or not project.questions:
            show_error(self, "Cannot privatize", "Choose the questions first (step 2).")
            return None

        def job(ctx: JobContext) -> SurveyResults:
            audit_on = project.audit.enabled
            release = survey_run.release(project, ctx.sub(0.0, 0.5 if audit_on else 1.0))
            audits = survey_run.audit(release, ctx.sub(0.5, 1.0)) if audit_on else None
            return SurveyResults(release, audits)

        return job

    def _settings(self) -> tuple:
        return (self.project,)

    def _keep(self, result: SurveyResults) -> None:
        self.state.set_results(result)

    def _has_result(self) -> bool:
        return isinstance(self.state.results, SurveyResults)

    def _audited(self) -> bool:
        return self._has_result() and self.state.results.audits is not None

    def _show_summary(self) -> None:
        project, table = self.project, self.state.table
        if project is None or table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel, self.afterLabel):
                label.setText("—")
            self.guaranteeLabel.setText("Load the answers and choose the questions first.")
            return
        self.fileLabel.setText(table.path.name if project.mode != "plan" else "— (plan mode)")
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            f"{len(project.questions)} question(s) on {len(table.frame):,} rows. "
            f"{WHAT[project.mode]}."
        )
        try:
            designs = [(q, q.build()) for q in project.questions]
        except PrivDeskError as exc:
            self.mechanismLabel.setText(f"Invalid settings: {exc}")
            return
        self.mechanismLabel.setText(
            "; ".join(f"{q.column}: {d.name}, ε = {d.epsilon:.3g}" for q, d in designs)
        )
        preview = survey_run.SurveyRelease(
            project,
            None,
            tuple(survey_run.Asked(q, d, None, None, None) for q, d in designs),
            None,
            None,
            survey_run.planner_table(project, ()),
        )
        self.guaranteeLabel.setText(guarantee(preview)["statement"])
        audit = project.audit
        self.afterLabel.setText(
            f"Audits: what one recorded answer reveals, and {audit.simulations} repeated draws "
            f"against the planner's prediction."
            if audit.enabled
            else "No audit (turned off on the parameters page)."
        )

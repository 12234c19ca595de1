"""The survey task: randomized response for sensitive questions (MATH 8).

Glue between the registry's `Task` protocol and the stages in `run.py`, `manifest.py` and
`report.py`; it holds no computation of its own.
"""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path

import pandas as pd

from engine.core.boundary import holder_audit_page
from engine.core.errors import PrivDeskError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.survey.xlsform import xlsform_sheets
from engine.tasks import REGISTRY
from engine.tasks.survey import run
from engine.tasks.survey.manifest import build_manifest, guarantee_statement
from engine.tasks.survey.project import SurveyProject, default_project, survey_project_from_dict
from engine.tasks.survey.report import render_report

__all__ = ["TASK", "default_project"]


# The shared manifest (engine.core.boundary): everything: the answers are randomized, the
# estimates and answered counts come from the released answers, the planner and the
# attacker's odds from the published design.
SHARED_KEYS = {
    "task": True,
    "input": True,
    "survey": True,
    "estimates": True,
    "estimates_note": True,
    "planner": True,
    "audit": True,
    "guarantee": True,
    "kinds": True,
}


class SurveyTask:
    info = REGISTRY["survey"]
    shared_keys = SHARED_KEYS
    sweep_parameters: tuple[str, ...] = ()
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> SurveyProject:
        return survey_project_from_dict(data, base_dir)

    def input_files(self, project: SurveyProject) -> dict[str, Path]:
        files = {} if project.input is None else {"answers": project.input.path}
        if project.estimate is not None and project.estimate.manifest is not None:
            files["estimate.manifest"] = project.estimate.manifest  # the collection's record
        return files

    def output_files(self, project: SurveyProject) -> dict[str, Path | None]:
        return dataclasses.asdict(project.outputs)

    def with_output_files(self, project: SurveyProject, files: dict[str, Path]):
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_simulations(self, project: SurveyProject, simulations: int):
        raise PrivDeskError("--simulations: a survey project has no utility simulations")

    def audits_enabled(self, project: SurveyProject) -> bool:
        return project.audit.enabled

    def release(self, project: SurveyProject, ctx: JobContext) -> run.SurveyRelease:
        return run.release(project, ctx)

    def audit(self, release: run.SurveyRelease, ctx: JobContext) -> dict:
        return run.audit(release, ctx)

    def ledger(self, release: run.SurveyRelease) -> PrivacyLedger:
        return run.ledger(release)

    def build_manifest(self, release: run.SurveyRelease, audits: dict | None) -> dict:
        return build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def tables(self, release: run.SurveyRelease) -> dict[str, pd.DataFrame]:
        asked = [(a.question, a.field) for a in release.asked if a.field is not None]
        title = tr("Sensitive questions")
        form = xlsform_sheets(asked, title, "1", "sensitive_questions")  # one book, three sheets
        out = {"planner": release.planner, "form": form}
        if release.data is not None:
            out["data"] = release.data
        if release.estimates is not None:
            out["estimates"] = release.estimates
        return out

    def summary(self, manifest: dict) -> list[str]:
        guarantee, survey = manifest["guarantee"], manifest["survey"]
        lines = [
            guarantee_statement(
                survey["mode"],
                {column: g["epsilon"] for column, g in guarantee["per_question"].items()},
                guarantee["epsilon_per_respondent"],
                survey.get("by", ()),
            )
        ]
        for e in manifest.get("estimates") or []:
            if e["by"] == "":
                lines.append(
                    tr("{question} ({answer}): {estimate} [{low}, {high}] from {n} answers").format(
                        question=e["question"],
                        answer=e["answer"],
                        estimate=_number_or_dash(e["estimate"]),
                        low=_number_or_dash(e["ci_low"]),
                        high=_number_or_dash(e["ci_high"]),
                        n=number(e["n"], ","),
                    )
                )
        for row in manifest["planner"]["rows"] if survey["mode"] == "plan" else ():
            lines.append(
                tr("{question}: ε = {epsilon}, n = {n} for ±{width}").format(
                    question=row["question"],
                    epsilon=number(row["epsilon"], ".4g"),
                    n=number(row["n_needed"], ","),
                    width=number(row["half_width"], ".4g"),
                )
            )
        return lines

    def sweep(self, project, parameter: str, values: list, ctx: JobContext):
        raise PrivDeskError("the survey task does not offer a sweep")


def _number_or_dash(value) -> str:
    """ "—" where no estimate or interval exists (all answers missing, or a single row)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "—"
    return number(value, ".4g")


TASK = SurveyTask()

"""The task registry: every task family, registered once.

The CLI, the runner, the wizard and the contract tests find tasks here. Each entry names
the module that holds the task object (`TASK`), imported only when the task is used, so a
targeting run never loads the mobility stack. To add a task, see ARCHITECTURE.md.
"""

from __future__ import annotations

import importlib

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.tasks.base import Task, TaskInfo

REGISTRY: dict[str, TaskInfo] = {
    info.key: info
    for info in (
        TaskInfo(
            "targeting",
            "Targeting / eligibility data",
            "Private features for poverty targeting or credit scoring (targeted DP).",
            "engine.tasks.targeting.task",
            "poverty_project.json",
            "table",
        ),
        TaskInfo(
            "mobility",
            "Mobility matrices",
            "Private daily origin–destination matrices from call records or trips.",
            "engine.tasks.mobility.task",
            "mobility_project.json",
            "call records",
        ),
        TaskInfo(
            "anonymize",
            "Anonymize microdata",
            "Masking, k-anonymity, l-diversity and t-closeness, with linkage and risk audits.",
            "engine.tasks.anonymize.task",
            "anonymize_project.json",
            "table",
            reads_linked=True,  # KoBo / ODK exports: households and members
        ),
        TaskInfo(
            "survey",
            "Sensitive survey questions",
            "Randomized response: plan, collect (XLSForm, cards), privatize and estimate.",
            "engine.tasks.survey.task",
            "survey_project.json",
            "table",
        ),
        TaskInfo(
            "statistics",
            "Statistics and tables",
            "Counts, means and tables with DP, a budget ledger per dataset, MOS small cells.",
            "engine.tasks.statistics.task",
            "statistics_project.json",
            "table",
            reads_from_file=True,  # processing.out_of_core: DuckDB aggregates the file
        ),
        TaskInfo(
            "model",
            "Private model (DP-SGD)",
            "A logistic scoring model trained by DP-SGD, with its accountant and a "
            "membership-inference audit.",
            "engine.tasks.model.task",
            "model_project.json",
            "table",
        ),
    )
}


def task_title(key: str) -> str:
    """Task `key`'s title (`TaskInfo.title`) in the interface language."""
    titles = {
        "targeting": tr("Targeting / eligibility data"),
        "mobility": tr("Mobility matrices"),
        "anonymize": tr("Anonymize microdata"),
        "survey": tr("Sensitive survey questions"),
        "statistics": tr("Statistics and tables"),
        "model": tr("Private model (DP-SGD)"),
    }
    return titles.get(key) or REGISTRY[key].title


def task_summary(key: str) -> str:
    """Task `key`'s one-line summary (`TaskInfo.summary`) in the interface language."""
    summaries = {
        "targeting": tr("Private features for poverty targeting or credit scoring (targeted DP)."),
        "mobility": tr("Private daily origin–destination matrices from call records or trips."),
        "anonymize": tr(
            "Masking, k-anonymity, l-diversity and t-closeness, with linkage and risk audits."
        ),
        "survey": tr(
            "Randomized response: plan, collect (XLSForm, cards), privatize and estimate."
        ),
        "statistics": tr(
            "Counts, means and tables with DP, a budget ledger per dataset, MOS small cells."
        ),
        "model": tr(
            "A logistic scoring model trained by DP-SGD, with its accountant and a "
            "membership-inference audit."
        ),
    }
    return summaries.get(key) or REGISTRY[key].summary


def get_task(key: str) -> Task:
    """The task object for `key` (as written in a project's task.kind)."""
    info = REGISTRY.get(key)
    if info is None:
        raise ParameterError(
            "task.kind",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(REGISTRY), value=repr(key)
            ),
        )
    return importlib.import_module(info.module).TASK

"""The wizard's side of the task registry: each task's pages, registered once.

Steps 1 (Load data) and 2 (Choose task) are shared; the task (`WizardState.family`, a key
of `engine.tasks.REGISTRY`) is chosen there. A task registers five pages: its settings
panel, shown inside step 2 (`gui.pages.choose_task_page`), and steps 3–6, built the first
time the task is chosen so start-up stays short. Page modules are imported only then.
Adding a task: a folder `gui/tasks/<key>/` with its pages and one entry here (see
ARCHITECTURE.md); `tests/test_architecture.py` checks both registries agree.
"""

from __future__ import annotations

import importlib

from gui.i18n import tr

# key → (module, class) of the step-2 settings panel, then steps 3 to 6, in order.
TASK_PAGES: dict[str, tuple[tuple[str, str], ...]] = {
    "targeting": (
        ("gui.tasks.targeting.task_page", "TaskPage"),
        ("gui.tasks.targeting.parameters_page", "ParametersPage"),
        ("gui.pages.privatize_page", "PrivatizePage"),
        ("gui.tasks.targeting.audit_page", "AuditPage"),
        ("gui.pages.export_page", "ExportPage"),
    ),
    "mobility": (
        ("gui.tasks.mobility.task_page", "MobilityTaskPage"),
        ("gui.tasks.mobility.parameters_page", "MobilityParametersPage"),
        ("gui.tasks.mobility.privatize_page", "MobilityPrivatizePage"),
        ("gui.tasks.mobility.audit_page", "MobilityAuditPage"),
        ("gui.tasks.mobility.export_page", "MobilityExportPage"),
    ),
    "anonymize": (
        ("gui.tasks.anonymize.settings_panel", "AnonymizeSettingsPanel"),
        ("gui.tasks.anonymize.parameters_page", "AnonymizeParametersPage"),
        ("gui.tasks.anonymize.privatize_page", "AnonymizePrivatizePage"),
        ("gui.tasks.anonymize.audit_page", "AnonymizeAuditPage"),
        ("gui.tasks.anonymize.export_page", "AnonymizeExportPage"),
    ),
    "survey": (
        ("gui.tasks.survey.settings_panel", "SurveySettingsPanel"),
        ("gui.tasks.survey.parameters_page", "SurveyParametersPage"),
        ("gui.tasks.survey.privatize_page", "SurveyPrivatizePage"),
        ("gui.tasks.survey.audit_page", "SurveyAuditPage"),
        ("gui.tasks.survey.export_page", "SurveyExportPage"),
    ),
    "statistics": (
        ("gui.tasks.statistics.settings_panel", "StatisticsSettingsPanel"),
        ("gui.tasks.statistics.parameters_page", "StatisticsParametersPage"),
        ("gui.tasks.statistics.privatize_page", "StatisticsPrivatizePage"),
        ("gui.tasks.statistics.audit_page", "StatisticsAuditPage"),
        ("gui.tasks.statistics.export_page", "StatisticsExportPage"),
    ),
    "model": (
        ("gui.tasks.model.settings_panel", "ModelSettingsPanel"),
        ("gui.tasks.model.parameters_page", "ModelParametersPage"),
        ("gui.tasks.model.privatize_page", "ModelPrivatizePage"),
        ("gui.tasks.model.audit_page", "ModelAuditPage"),
        ("gui.tasks.model.export_page", "ModelExportPage"),
    ),
}


def page_classes(key: str) -> list[type]:
    """The page classes of task `key`'s steps 2–6."""
    if key not in TASK_PAGES:
        raise ValueError(tr("no wizard pages registered for task {task}").format(task=repr(key)))
    return [getattr(importlib.import_module(m), name) for m, name in TASK_PAGES[key]]

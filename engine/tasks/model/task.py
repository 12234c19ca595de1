"""The model task: a differentially private classifier by DP-SGD (MATH 9).

Glue between the registry's `Task` protocol and the stages in `run.py`, `evaluate.py`,
`manifest.py` and `report.py`; it holds no computation of its own.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pandas as pd

from engine.core.boundary import holder_audit_page
from engine.core.errors import ParameterError, PrivDeskError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.core.project_file import in_range
from engine.privacy.dataset_ledger import PendingCharge, summary_line
from engine.tasks import REGISTRY
from engine.tasks.model import evaluate, run
from engine.tasks.model.manifest import build_manifest
from engine.tasks.model.project import ModelProject, default_project, model_project_from_dict
from engine.tasks.model.report import render_report, statement

__all__ = ["TASK", "default_project"]


# The shared manifest (engine.core.boundary): the model, its training settings and
# accounting, the guarantee, the dataset's ledger and the attack bounds proven from (ε, δ).
# With the data holder only: the data checks (row counts, every measurement on held-out
# rows, the sweep).
SHARED_KEYS = {
    "task": True,
    "input": True,
    "columns": True,
    "training": True,
    "model": True,
    "guarantee": True,
    "delta_rule": True,  # the rule and δ (its default a power of ten), never n
    "dataset_ledger": True,
    "audit": {"note": True, "utility": True, "membership": True},
    "outputs": True,
}


class ModelTask:
    info = REGISTRY["model"]
    shared_keys = SHARED_KEYS
    sweep_parameters: tuple[str, ...] = ("epsilon",)
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> ModelProject:
        return model_project_from_dict(data, base_dir)

    def input_files(self, project: ModelProject) -> dict[str, Path]:
        files = {"data": project.input.path}
        if project.budget.ledger is not None:  # the dataset's spending: never an output
            files["budget.ledger"] = project.budget.ledger
        return files

    def output_files(self, project: ModelProject) -> dict[str, Path | None]:
        out = project.outputs
        return {"model": out.model, "report": out.report, "manifest": out.manifest}

    def with_output_files(self, project: ModelProject, files: dict[str, Path]):
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_simulations(self, project: ModelProject, simulations: int):
        raise PrivDeskError(tr("--simulations: the model task has no utility simulations"))

    def audits_enabled(self, project: ModelProject) -> bool:
        return project.audit.enabled

    def release(self, project: ModelProject, ctx: JobContext) -> run.ModelRelease:
        return run.release(project, ctx)

    def audit(self, release: run.ModelRelease, ctx: JobContext) -> dict:
        return evaluate.audit(release, ctx)

    def ledger(self, release: run.ModelRelease) -> PrivacyLedger:
        return run.ledger(release)

    def build_manifest(self, release: run.ModelRelease, audits: dict | None) -> dict:
        return build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def charges(self, release: run.ModelRelease) -> tuple[PendingCharge, ...]:
        return (release.charge,)

    def tables(self, release: run.ModelRelease) -> dict[str, pd.DataFrame]:
        return {"model": run.model_table(release)}

    def summary(self, manifest: dict) -> list[str]:
        lines = [statement(manifest), summary_line(manifest["dataset_ledger"])]
        t = manifest["training"]
        lines.append(
            tr("σ = {sigma}, q = {q}, T = {steps} steps, C = {clip}, δ = {delta}.").format(
                sigma=number(t["noise_multiplier"], ".4g"),
                q=number(t["sampling_rate"], ".4g"),
                steps=number(t["steps"], ","),
                clip=number(t["clip"], "g"),
                delta=number(t["delta"], "g"),
            )
        )
        # the measurements: the data holder's (data checks); older manifests' `audit`
        audit = (manifest.get("data_checks") or {}).get("audit") or manifest.get("audit") or {}
        quality = audit.get("quality")
        if quality:
            p, n = quality["private"], quality["non_private"]
            lines.append(
                tr(
                    "Held-out accuracy {accuracy} (non-private {accuracy_np}), AUC {auc} "
                    "(non-private {auc_np})."
                ).format(
                    accuracy=_number(p["accuracy"], ".4f"),
                    accuracy_np=_number(n["accuracy"], ".4f"),
                    auc=_number(p["auc"], ".4f"),
                    auc_np=_number(n["auc"], ".4f"),
                )
            )
        member = audit.get("membership")
        if member:
            r = member["private"]
            lines.append(
                tr("Membership-inference AUC {auc} [{low}, {high}], bound {bound}.").format(
                    auc=_number(r["auc"], ".4f"),
                    low=_number(r["auc_low"], ".4f"),
                    high=_number(r["auc_high"], ".4f"),
                    bound=_number(r["auc_bound"], ".4f"),
                )
            )
        return lines

    def sweep(self, project: ModelProject, parameter: str, values: list, ctx: JobContext):
        if parameter not in self.sweep_parameters:
            raise ParameterError(
                "--param",
                tr("the model task can sweep epsilon, not {parameter}").format(
                    parameter=repr(parameter)
                ),
            )
        for value in values:
            in_range("training.epsilon", value, 0, 100, open_low=True)
        frame, charge = evaluate.sweep(project, [float(v) for v in values], ctx)
        return frame, (charge,)  # charged by the command line with its CSV


TASK = ModelTask()


def _number(value, spec: str) -> str:
    """A manifest number for the summary; "—" where it is undefined (null: an AUC on
    held-out rows of one class)."""
    return "—" if value is None else number(value, spec)

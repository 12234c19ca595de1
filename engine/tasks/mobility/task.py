"""The mobility task: private daily origin–destination matrices from call records (seed 002).

Glue between the registry's `Task` protocol and the mobility stages in `run.py`,
`project.py` and `report.py`; it holds no computation of its own.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pandas as pd

from engine.core.boundary import holder_audit_page
from engine.core.errors import PrivDeskError
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.tasks import REGISTRY
from engine.tasks.mobility import run
from engine.tasks.mobility.project import MobilityProject, mobility_project_from_dict
from engine.tasks.mobility.report import render_report

# The shared manifest (engine.core.boundary): the files' names and hashes, the period and
# regions (the released matrices show them), settings, guarantee and the released table's
# shape. With the data holder only: every audit (errors against the raw counts, policy
# simulations on the raw matrices, the membership attack) and the data checks.
SHARED_KEYS = {
    "task": True,
    "input": True,
    "columns": True,
    "engine": True,
    "mechanism": True,
    "guarantee": True,
    "outputs": True,
    "audit_settings": True,
}


class MobilityTask:
    info = REGISTRY["mobility"]
    shared_keys = SHARED_KEYS
    sweep_parameters: tuple[str, ...] = ()
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> MobilityProject:
        return mobility_project_from_dict(data, base_dir)

    def input_files(self, project: MobilityProject) -> dict[str, Path]:
        return dict(project.input.files)

    def output_files(self, project: MobilityProject) -> dict[str, Path | None]:
        out = project.outputs
        return {"matrices": out.matrices, "report": out.report, "manifest": out.manifest}

    def with_output_files(self, project: MobilityProject, files: dict[str, Path]):
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_simulations(self, project: MobilityProject, simulations: int):
        raise PrivDeskError("--simulations: a mobility project has no utility simulations")

    def audits_enabled(self, project: MobilityProject) -> bool:
        return project.audit.enabled

    def release(self, project: MobilityProject, ctx: JobContext) -> run.MobilityRelease:
        return run.release(project, ctx)

    def audit(self, release: run.MobilityRelease, ctx: JobContext) -> dict:
        return run.audit(release, ctx)

    def ledger(self, release: run.MobilityRelease) -> PrivacyLedger:
        return run.ledger(release)

    def build_manifest(self, release: run.MobilityRelease, audits: dict | None) -> dict:
        return run.build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def tables(self, release: run.MobilityRelease) -> dict[str, pd.DataFrame]:
        return {"matrices": release.table}

    def summary(self, manifest: dict) -> list[str]:
        lines = [manifest["guarantee"]["statement"]]
        audit = manifest.get("audit") or {}
        errors = audit.get("cell_errors")
        if errors is not None:
            absolute = errors["absolute"]
            lines.append(
                f"Cell error |released − raw|: median {absolute['p50']:.4g}, 90th percentile "
                f"{absolute['p90']:.4g}, 99th percentile {absolute['p99']:.4g} trips."
            )
        flags = audit.get("sir", {})
        if "accuracy" in flags:
            lines.append(
                f"SIR flags from private matrices (origin {flags['origin']}): accuracy "
                f"{flags['accuracy']:.4f}, precision {_maybe(flags['precision'])}, "
                f"recall {_maybe(flags['recall'])}."
            )
        moved_out = audit.get("displacement", {})
        if "top_k_accuracy" in moved_out:
            tops = ", ".join(f"top-{k} {v:.3f}" for k, v in moved_out["top_k_accuracy"].items())
            sim = moved_out.get("out_migration_error_simulated")
            error = (
                f"{_maybe(moved_out.get('out_migration_percent_error'))} %"
                if sim is None  # a manifest written before the error was simulated
                else f"median {sim['median']:.4g} trips over {sim['simulations']} simulated "
                f"releases (90th percentile {sim['p90']:.4g})"
            )
            lines.append(
                f"Displacement after {moved_out['event_day']}: out-migration error {error}, {tops}."
            )
        member = audit.get("membership", {})
        if member.get("protection") is not None:
            lines.append(f"Membership-inference protection: {member['protection']:.4f}")
        return lines

    def sweep(self, project, parameter: str, values: list, ctx: JobContext):
        raise PrivDeskError("the mobility task does not offer a sweep")


def _maybe(value) -> str:
    return "undefined" if value is None else f"{value:.4g}"


TASK = MobilityTask()

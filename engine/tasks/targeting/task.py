"""The targeting task: private features for poverty targeting or credit scoring (seed 000).

Glue between the registry's `Task` protocol and the targeting stages in `run.py`,
`evaluate.py`, `manifest.py` and `report.py`; it holds no computation of its own.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.boundary import holder_audit_page
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.privacy.guarantee import Guarantee
from engine.tasks import REGISTRY
from engine.tasks.targeting import run
from engine.tasks.targeting.evaluate import SWEEPABLE, sweep
from engine.tasks.targeting.manifest import build_manifest
from engine.tasks.targeting.project import Project, project_from_dict, project_keys
from engine.tasks.targeting.report import render_report

AUDIT_NAMES = ("singling_out", "attribute_inference", "distinguishing")


# The shared manifest (engine.core.boundary): declared settings, the released columns and
# the guarantee; the distinguishing protection is proven from the noise alone. With the
# data holder only: the centres and scales computed from the data, the share of rows
# clipped, the utility simulations and the attacks on the raw rows, the sweep.
SHARED_KEYS = {
    "task": True,
    "input": True,  # file name, SHA-256, format, sheet, rows (one released row each)
    "columns": True,
    "preprocessing": {"columns": True, "standardization": True, "scaling": True,
                      "radius": True, "note": True},
    "mechanism": True,
    "guarantee": True,
    "delta_rule": True,  # from the number of rows, which the released table shows
    "audit": {"distinguishing": True},
}  # fmt: skip


class TargetingTask:
    info = REGISTRY["targeting"]
    shared_keys = SHARED_KEYS
    sweep_parameters = SWEEPABLE
    has_simulations = True

    def project_from_dict(self, data: dict, base_dir: Path) -> Project:
        return project_from_dict(data, base_dir)

    def input_files(self, project: Project) -> dict[str, Path]:
        return {"input": project.input.path}

    def output_files(self, project: Project) -> dict[str, Path | None]:
        out = project.outputs
        return {"data": out.data, "report": out.report, "manifest": out.manifest}

    def with_output_files(self, project: Project, files: dict[str, Path]) -> Project:
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_simulations(self, project: Project, simulations: int) -> Project:
        return self.revalidated(project, "audit", "simulations", simulations)

    def revalidated(self, project: Project, section: str, key: str, value) -> Project:
        """The project with one setting changed, checked exactly as the project file is."""
        document = project.to_dict()
        document[section][key] = value
        return project_from_dict(document, Path.cwd())

    def audits_enabled(self, project: Project) -> bool:
        return project.audit.enabled

    def release(self, project: Project, ctx: JobContext) -> run.ReleaseOutcome:
        ctx.report(0.0, tr("Reading the data"))
        data = run.load_data(project)
        with project_keys(project.mechanism):  # a check that needs the rows (k ≤ n)
            return run.privatize(project, data, ctx.sub(0.1, 1.0))

    def audit(self, release: run.ReleaseOutcome, ctx: JobContext) -> run.AuditOutcome:
        with project_keys(release.project.mechanism):  # e.g. more folds than rows
            return run.audit(release, ctx)

    def ledger(self, release: run.ReleaseOutcome) -> PrivacyLedger:
        return release.release.ledger

    def build_manifest(self, release: run.ReleaseOutcome, audits) -> dict:
        return build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def tables(self, release: run.ReleaseOutcome) -> dict[str, pd.DataFrame]:
        return {"data": release.table}

    def summary(self, manifest: dict) -> list[str]:
        guarantee = Guarantee.from_dict(manifest["guarantee"])
        lines = [manifest["guarantee"]["statement"] if guarantee is None else guarantee.describe()]
        utility = manifest.get("utility")
        if utility is None:
            return lines
        accuracy = utility["private"]["accuracy"]
        lines.append(
            tr(
                "Targeting accuracy: {original} on the original data, {mean} ± {sd} on released "
                "data ({simulations} simulations)."
            ).format(
                original=number(utility["nonprivate"]["accuracy"], ".4f"),
                mean=number(accuracy["mean"], ".4f"),
                sd=number(accuracy["sd"], ".4f"),
                simulations=utility["simulations"],
            )
        )
        relative = utility["private"].get("relative_profit")
        if relative is not None and relative["mean"] is not None:
            lines.append(
                tr("Relative profit (private / non-private): {mean} ± {sd}").format(
                    mean=number(relative["mean"], ".4f"), sd=number(relative["sd"], ".4f")
                )
            )
        labels = {
            "singling_out": tr("Singling-out protection: {mean} ± {sd}"),
            "attribute_inference": tr("Attribute-inference protection: {mean} ± {sd}"),
            "distinguishing": tr("Distinguishing protection: {mean} ± {sd}"),
        }
        for name in AUDIT_NAMES:
            spread = manifest["audit"][name]["protection"]
            lines.append(
                labels[name].format(
                    mean=number(spread["mean"], ".4f"), sd=number(spread["sd"], ".4f")
                )
            )
        return lines

    def sweep(self, project: Project, parameter: str, values: list, ctx: JobContext):
        """MATH 4.3 trade-off rows; every value is checked as the project file would be
        (same messages) before any data is read."""
        for value in values:
            self.revalidated(project, "mechanism", parameter, value)
        data = run.load_data(project)
        with project_keys(project.mechanism):
            prepared = run.prepare(project, data)
            rng = np.random.default_rng(project.audit.seed)
            baseline, rows = sweep(prepared, project.mechanism, parameter, values, rng, ctx)
        return pd.DataFrame([row.to_record(baseline) for row in rows])


TASK = TargetingTask()

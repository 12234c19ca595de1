"""The statistics task: differentially private tables and estimates with a persistent
per-dataset budget ledger, MOS small-cell estimates, reconstruction and differencing
attacks (MATH 7). Glue between the registry's `Task` protocol and the stages."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pandas as pd

from engine.core.errors import PrivDeskError
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.tasks import REGISTRY
from engine.tasks.statistics import audit as audits
from engine.tasks.statistics import run
from engine.tasks.statistics.defaults import default_project
from engine.tasks.statistics.manifest import build_manifest
from engine.tasks.statistics.project import StatisticsProject, statistics_project_from_dict
from engine.tasks.statistics.report import render_report

__all__ = ["TASK", "default_project"]


class StatisticsTask:
    info = REGISTRY["statistics"]
    sweep_parameters: tuple[str, ...] = ()
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> StatisticsProject:
        return statistics_project_from_dict(data, base_dir)

    def input_files(self, project: StatisticsProject) -> dict[str, Path]:
        return {"data": project.input.path}

    def output_files(self, project: StatisticsProject) -> dict[str, Path | None]:
        out = project.outputs
        return {
            "data": out.data,
            "report": out.report,
            "manifest": out.manifest,
            "ledger": out.ledger,
        }

    def with_output_files(self, project: StatisticsProject, files: dict[str, Path]):
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_simulations(self, project: StatisticsProject, simulations: int):
        raise PrivDeskError("--simulations: a statistics project has no utility simulations")

    def audits_enabled(self, project: StatisticsProject) -> bool:
        return project.audit.enabled

    def release(self, project: StatisticsProject, ctx: JobContext) -> run.StatisticsRelease:
        return run.release(project, ctx)

    def audit(self, release: run.StatisticsRelease, ctx: JobContext) -> dict:
        return audits.audit(release, ctx)

    def ledger(self, release: run.StatisticsRelease) -> PrivacyLedger:
        return run.ledger(release)

    def build_manifest(self, release: run.StatisticsRelease, audits: dict | None) -> dict:
        return build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def tables(self, release: run.StatisticsRelease) -> dict[str, pd.DataFrame]:
        return {"data": release.table, "ledger": release.ledger_table()}

    def summary(self, manifest: dict) -> list[str]:
        lines = [manifest["guarantee"]["statement"]]
        led = manifest["dataset_ledger"]
        after = led["spent_after"]
        limit = led["limit_epsilon"]
        lines.append(
            f"Dataset ledger: spent ε = {after['epsilon']:.4g} ({after['method']}, "
            f"δ = {after['delta']:.3g}) after this release"
            + (f", limit ε = {limit:g}." if limit is not None else ", no limit set.")
        )
        lines.append(f"Released {manifest['outputs']['data_rows']:,} cells.")
        for warning in manifest.get("warnings", []):
            lines.append(f"Warning: {warning}")
        rec = (manifest.get("audit") or {}).get("reconstruction")
        if rec:
            last = rec["points"][-1]
            lines.append(
                f"Reconstruction attack ({last['queries']} queries): raw "
                f"{last['raw_recovered']:.1%}, private {last['private_recovered']:.1%}, "
                f"baseline {rec['baseline']:.1%}."
            )
        return lines

    def sweep(self, project, parameter: str, values: list, ctx: JobContext):
        raise PrivDeskError("the statistics task does not offer a sweep")


TASK = StatisticsTask()

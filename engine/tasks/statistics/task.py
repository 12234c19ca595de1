"""The statistics task: differentially private tables and estimates with a persistent
per-dataset budget ledger, MOS small-cell estimates, reconstruction and differencing
attacks (MATH 7). Glue between the registry's `Task` protocol and the stages."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pandas as pd

from engine.core.boundary import holder_audit_page
from engine.core.errors import PrivDeskError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.privacy.dataset_ledger import PendingCharge, summary_line
from engine.tasks import REGISTRY
from engine.tasks.statistics import audit as audits
from engine.tasks.statistics import run, texts
from engine.tasks.statistics.defaults import default_project
from engine.tasks.statistics.manifest import build_manifest
from engine.tasks.statistics.project import StatisticsProject, statistics_project_from_dict
from engine.tasks.statistics.report import render_report

__all__ = ["TASK", "default_project"]


# The shared manifest (engine.core.boundary): declared parameters, the noisy cells, the
# guarantee and the dataset's ledger. With the data holder only: the data checks (values
# clipped, rows left out), warnings counted on the raw rows, the MOS χ (read from the raw
# rows), and every audit (errors simulated from the raw data, reconstruction and
# differencing attacks on it).
SHARED_KEYS = {
    "task": True,
    "input": True,
    "parameters": True,
    "guarantee": True,
    "delta_rule": True,  # the rule and δ (its default a power of ten), never n
    "queries": {"label": True, "type": True, "column": True, "by": True, "noise": True,
                "epsilon": True, "delta": True, "rho": True, "formally_private": True,
                "notes": True, "cells": True,
                "mos": {"sensitivity_level": True, "statement": True}},  # not χ: raw
    "dataset_ledger": True,
    "outputs": True,
}  # fmt: skip


class StatisticsTask:
    info = REGISTRY["statistics"]
    shared_keys = SHARED_KEYS
    sweep_parameters: tuple[str, ...] = ()
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> StatisticsProject:
        return statistics_project_from_dict(data, base_dir)

    def input_files(self, project: StatisticsProject) -> dict[str, Path]:
        files = {"data": project.input.path}
        if project.budget.ledger is not None:  # the dataset's spending: never an output
            files["budget.ledger"] = project.budget.ledger
        return files

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

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def charges(self, release: run.StatisticsRelease) -> tuple[PendingCharge, ...]:
        return (release.charge,)

    def tables(self, release: run.StatisticsRelease) -> dict[str, pd.DataFrame]:
        return {"data": release.table, "ledger": release.ledger_table()}

    def summary(self, manifest: dict) -> list[str]:
        lines = [texts.manifest_statement(manifest), summary_line(manifest["dataset_ledger"])]
        cells = number(manifest["outputs"]["data_rows"], ",")
        lines.append(tr("Released {cells} cells.").format(cells=cells))
        for warning in manifest.get("warnings", []):
            lines.append(tr("Warning: {warning}").format(warning=texts.engine_text(warning)))
        rec = (manifest.get("audit") or {}).get("reconstruction")
        if rec:
            last = rec["points"][-1]
            lines.append(
                tr(
                    "Reconstruction attack ({queries} queries): raw {raw}, private {private}, "
                    "baseline {baseline}."
                ).format(
                    queries=number(last["queries"], ","),
                    raw=number(last["raw_recovered"], ".1%"),
                    private=number(last["private_recovered"], ".1%"),
                    baseline=number(rec["baseline"], ".1%"),
                )
            )
        return lines

    def sweep(self, project, parameter: str, values: list, ctx: JobContext):
        raise PrivDeskError("the statistics task does not offer a sweep")


TASK = StatisticsTask()

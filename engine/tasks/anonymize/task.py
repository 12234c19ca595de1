"""The anonymize task: masking, k-anonymity with l-diversity and t-closeness, linkage and
uniqueness audits (MATH 6). Glue between the registry's `Task` protocol and the stages in
`run.py`, `audit.py`, `manifest.py` and `report.py`.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from engine.core.boundary import holder_audit_page
from engine.core.errors import PrivDeskError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import PrivacyLedger
from engine.tasks import REGISTRY
from engine.tasks.anonymize import audit as audit_stage
from engine.tasks.anonymize import manifest, run
from engine.tasks.anonymize.defaults import default_project
from engine.tasks.anonymize.homogeneity import homogeneity_warnings
from engine.tasks.anonymize.linked import linked_tables, output_files, with_linked_input
from engine.tasks.anonymize.project import AnonymizeProject, anonymize_project_from_dict
from engine.tasks.anonymize.report import guarantee_statement, release_warnings, render_report
from engine.tasks.anonymize.survey_risk import verdict

__all__ = ["TASK", "default_project"]


# The shared manifest (engine.core.boundary): settings, masking methods, generalization
# ladders and what the released table shows (records released, classes, k, l and t
# measured on it). With the data holder only: the input's numbers of records and distinct
# names, the suppressed records, the lattice nodes checked and scored (which nodes the
# data makes feasible), the share of the input top or bottom coded, every audit (risk,
# linkage, information loss, classifier: raw against released) and its warnings. The
# released table's survey risk is shared only when it is computed from released values
# alone (engine.tasks.anonymize.survey_risk).
SHARED_KEYS = {
    "task": True,
    "guarantee": True,
    "input": {"file_name": True, "sha256": True, "sheet": True, "columns": True},
    "settings": True,
    "masking": {"method": True, "token_hex_digits": True, "key": True},
    "generalization": True,
    "release": {"algorithm": {"name": True, "suppression": True, "node": True,
                              "lattice_nodes": True, "exact": True},
                "records_released": True, "suppressed_are": True,
                "classes": True, "measured": True, "measured_note": True,
                "columns_unchanged": True, "columns_dropped": True, "notes": True,
                "rows_are": True, "survey_risk": True, "tables": True},
}  # fmt: skip


class AnonymizeTask:
    info = REGISTRY["anonymize"]
    shared_keys = SHARED_KEYS
    sweep_parameters: tuple[str, ...] = ()
    has_simulations = False

    def project_from_dict(self, data: dict, base_dir: Path) -> AnonymizeProject:
        return anonymize_project_from_dict(data, base_dir)

    def input_files(self, project: AnonymizeProject) -> dict[str, Path]:
        files = {"input": project.input.path}
        files |= {f"repeat_{i}": path for i, path in enumerate(project.input.repeats)}
        if project.audit.external is not None:
            files["external"] = project.audit.external.path
        for name, spec in project.masking.items():
            for key in ("file", "key_file"):
                if getattr(spec, key) is not None:
                    files[f"{name}.{key}"] = getattr(spec, key)
        for name, spec in project.generalization.items():
            if spec.file is not None:
                files[f"{name}.hierarchy"] = spec.file
        return files

    def output_files(self, project: AnonymizeProject) -> dict[str, Path | None]:
        return output_files(project)  # an ODK export's members CSV too

    def with_output_files(self, project: AnonymizeProject, files: dict[str, Path]):
        files = {k: v for k, v in files.items() if k != "data_members"}  # follows data
        return dataclasses.replace(project, outputs=dataclasses.replace(project.outputs, **files))

    def with_linked_input(self, project: AnonymizeProject, spec) -> AnonymizeProject:
        return with_linked_input(project, spec)  # a KoBo / ODK export (REGISTRY reads_linked)

    def with_simulations(self, project, simulations: int):
        raise PrivDeskError(tr("--simulations: an anonymize project has no utility simulations"))

    def audits_enabled(self, project: AnonymizeProject) -> bool:
        return project.audit.enabled

    def release(self, project: AnonymizeProject, ctx: JobContext) -> run.AnonymizeRelease:
        return run.release(project, ctx)

    def audit(self, release: run.AnonymizeRelease, ctx: JobContext) -> dict:
        return audit_stage.audit(release, ctx)

    def ledger(self, release: run.AnonymizeRelease) -> PrivacyLedger:
        return manifest.ledger(release)

    def build_manifest(self, release: run.AnonymizeRelease, audits: dict | None) -> dict:
        return manifest.build_manifest(release, audits)

    def render_report(self, manifest: dict, figures=(), **html_options) -> str:
        return render_report(manifest, figures, **html_options)

    def render_holder_audit(self, manifest: dict, figures=(), **html_options) -> str:
        return holder_audit_page(render_report(manifest, figures, **html_options))

    def tables(self, release: run.AnonymizeRelease) -> dict:
        if release.sheets is not None:  # a KoBo / ODK export: its own tables
            return linked_tables(release.project.input.kind, release.sheets)
        return {"data": release.table}

    def summary(self, manifest: dict) -> list[str]:
        lines = [guarantee_statement(manifest)]
        rel = manifest["release"]
        lines.append(
            tr(
                "{released} of {records} records released in {classes} classes "
                "({suppressed} suppressed)."
            ).format(
                released=number(rel["records_released"], ","),
                records=number(rel["records_in"], ","),
                classes=number(rel["classes"], ","),
                suppressed=number(rel["suppressed_records"], ","),
            )
        )
        audit = manifest.get("audit") or {}
        if "survey_risk" in audit:  # the publication rule, raw → released
            lines.append(tr("Survey risk: {verdict}").format(verdict=verdict(audit["survey_risk"])))
        for warning in homogeneity_warnings(rel.get("measured")) + release_warnings(audit):
            lines.append(tr("Warning: {warning}").format(warning=warning))
        if "linkage" in audit:
            raw, out = audit["linkage"]["raw"], audit["linkage"]["released"]
            lines.append(
                tr(
                    "Linkage attack: uniquely linked {raw} raw → {released} released records."
                ).format(
                    raw=number(raw["uniquely_linked"], ","),
                    released=number(out["uniquely_linked"], ","),
                )
            )
        return lines

    def sweep(self, project, parameter: str, values: list, ctx: JobContext):
        raise PrivDeskError(tr("the anonymize task does not offer a sweep"))


TASK = AnonymizeTask()

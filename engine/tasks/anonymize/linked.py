"""An anonymize project on a KoBo or ODK export (`input.kind` kobo_xlsx or odk_csv,
`engine.data.kobo`): the records are the members, each with its household's variables;
the release writes the same tables back (`engine.anonymize.kobo_write`).

A KoBo export is released as one workbook (`outputs.data`, .xlsx) with the households
sheet and the members sheet; an ODK export as the main CSV (`outputs.data`, .csv) and,
beside it, "<its name>-<repeat>.csv" for the members.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.project_file import InputSpec
from engine.data.kobo import EXPORT_FORMAT, SCHEMES, LinkedExport, repeat_name
from engine.tasks.anonymize.design import DESIGN_ROLES, Design, design_values

SUFFIX = {kind: f".{fmt}" for kind, fmt in EXPORT_FORMAT.items()}


def check_linked_outputs(kind: str, data: Path | None) -> None:
    """`outputs.data` must be the export's own format."""
    if data is not None and kind in SUFFIX and data.suffix.lower() != SUFFIX[kind]:
        raise ParameterError(
            "outputs.data",
            tr("a {kind} input is written back as {suffix}: give a file ending in {suffix}").format(
                kind=kind, suffix=SUFFIX[kind]
            ),
        )


def members_output(data: Path, members: str) -> Path:
    """Where an ODK release writes its members CSV: beside the main CSV."""
    return data.with_name(f"{data.stem}-{members}.csv")


def output_files(project) -> dict[str, Path | None]:
    """The anonymize outputs; an ODK release's members CSV as "data_members"."""
    out = project.outputs
    files = {"data": out.data, "report": out.report, "manifest": out.manifest}
    if project.input.kind == "odk_csv" and out.data is not None:
        name = project.input.members or repeat_name(project.input.path, project.input.repeats[0])
        files["data_members"] = members_output(out.data, name)
    return files


def with_linked_input(project, spec: InputSpec):
    """A default project (made for the member table) reading the export `spec`: the
    household role on the parent key, the released data in the export's own format."""
    columns = project.columns
    parent = SCHEMES[spec.kind].parent_key
    free = columns.role_of(parent) not in ("quasi_identifiers", "sensitive")  # design.NOT_WITH
    if columns.design.household is None and free:
        columns = replace(columns, design=replace(columns.design, household=parent))
    data = project.outputs.data
    outputs = project.outputs
    if data is not None:
        outputs = replace(outputs, data=data.with_suffix(SUFFIX[spec.kind]))
    spec = replace(spec, form=project.input.form)  # the form the defaults were made with
    return replace(project, input=spec, columns=columns, outputs=outputs)


def check_linked_design(linked: LinkedExport, design: Design) -> None:
    """The weights and household ids checked in the sheet they come from, so a refusal
    names the file, the sheet, the column and the row as the user sees them."""
    for role in DESIGN_ROLES:
        name = getattr(design, role)
        found = None if name is None else linked.origin(name)
        if found is None:
            continue
        sheet, header = found
        try:
            design_values(Design(**{role: header}), sheet.frame, sheet.path)
        except InputError as exc:
            raise InputError(
                exc.reason, path=sheet.path, sheet=sheet.name, column=header,
                row=exc.row, hint=exc.hint,
            ) from None  # fmt: skip


def linked_info(linked: LinkedExport) -> dict:
    """What the manifest says of the export's tables (the data holder's)."""
    return {
        "export": linked.kind,
        "households": {"table": linked.main.name, "rows": len(linked.main.frame)},
        "members": {"table": linked.members.name, "rows": len(linked.members.frame)},
        "linked_by": [linked.scheme.key, linked.scheme.parent_key],
        "not_released": [s.name for s in linked.others],
    }


def linked_tables(kind: str, sheets: dict[str, pd.DataFrame]) -> dict:
    """The task's tables: one workbook for KoBo, the main and members CSVs for ODK."""
    if kind == "kobo_xlsx":
        return {"data": sheets}
    main, members = sheets.values()
    return {"data": main, "data_members": members}

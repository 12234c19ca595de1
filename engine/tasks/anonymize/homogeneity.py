"""Released classes in which every record shares a sensitive value (the homogeneity attack,
MATH 6.3): whoever can place a person in such a class by their quasi-identifiers learns
that value. A named warning wherever a release is shown: its count in the shared report
(from `release.measured`, computed on the released table), the list of the classes in the
holder's audit (the manifest's `homogeneous_classes`, which the shared manifest leaves out).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from engine.core.i18n import number, tr
from engine.core.report_kit import heading, table

if TYPE_CHECKING:
    from engine.tasks.anonymize.run import AnonymizeRelease

LIST_KEY = "homogeneous_classes"
"""The manifest's key for the list of homogeneous classes (the holder's audit only)."""


def homogeneity_warnings(measured: dict | None) -> list[str]:
    """The warning for the release's homogeneous classes (none: an empty list)."""
    classes = (measured or {}).get("homogeneous_classes") or 0
    if not classes:
        return []
    return [
        tr(
            "Homogeneous classes: in {classes} released class(es) ({records} records) every "
            "record has the same value of a sensitive column. Anyone who can place a person "
            "in one of them by their quasi-identifiers learns that value. Distinct l = 2 "
            "leaves no such class."
        ).format(
            classes=number(classes, ","),
            records=number(measured.get("homogeneous_records") or 0, ","),
        )
    ]


def low_l_warning(sensitive: tuple[str, ...]) -> str:
    """What l = 1 exposes when columns are sensitive (empty without sensitive columns)."""
    if not sensitive:
        return ""
    return tr(
        "⚠ l = 1: l-diversity is off for the sensitive column(s) {columns}. A released class "
        "may hold records that all share one value, and anyone who can place a person in it "
        "by their quasi-identifiers then learns that person's value."
    ).format(columns=", ".join(sensitive))


def homogeneous_classes(rel: AnonymizeRelease) -> list[dict]:
    """Each released class (by its released quasi-identifier values) in which a sensitive
    column takes one value only, with its size: the holder's list."""
    cols = rel.project.columns
    if not cols.sensitive:
        return []
    qis = list(cols.quasi_identifiers)
    released = rel.table
    if rel.project.privacy_model.suppressed == "star":  # suppressed records: not a class
        released = released[~(released[qis].astype(str) == "*").all(axis=1)]
    found = []
    for key, group in released.groupby(qis, dropna=False, sort=True):
        key = key if isinstance(key, tuple) else (key,)
        for column in cols.sensitive:
            values = group[column].drop_duplicates()
            if len(values) == 1:
                found.append(
                    {
                        "quasi_identifiers": dict(zip(qis, key, strict=True)),
                        "column": column,
                        "value": values.iloc[0],
                        "records": len(group),
                    }
                )
    return found


def homogeneity_section(manifest: dict) -> list[str]:
    """The holder's list of homogeneous classes (nothing in a shared report, which has none)."""
    found = manifest.get(LIST_KEY) or []
    if not found:
        return []
    qis = list(found[0]["quasi_identifiers"])
    rows = [
        [
            *(escape(str(c["quasi_identifiers"].get(q))) for q in qis),
            escape(c["column"]),
            escape(str(c["value"])),
            number(c["records"], ","),
        ]
        for c in found
    ]
    return [
        heading(tr("Homogeneous classes (data holder only)"), "attack"),
        table([*map(escape, qis), tr("sensitive column"), tr("value"), tr("records")], rows),
    ]

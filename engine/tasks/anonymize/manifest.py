"""The anonymize ledger and manifest: syntactic protection, said plainly."""

from __future__ import annotations

from engine.anonymize import grid
from engine.core.i18n import english
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.core.manifest import ROW_ORDER_NOTE, json_safe, manifest_header
from engine.tasks.anonymize.homogeneity import (
    LIST_KEY,
    homogeneity_warnings,
    homogeneous_classes,
)
from engine.tasks.anonymize.methods_report import method_columns
from engine.tasks.anonymize.report import release_warnings
from engine.tasks.anonymize.run import AnonymizeRelease
from engine.tasks.anonymize.survey_risk import shared_release_risk

PYCANON_NOTE = (
    "Checked the same way as pycanon 1.3.6 computes k, l and t; entropy l is exp(min H) "
    "(pycanon floors it) and c* follows MATH 6.3 (pycanon sorts counts ascending)."
)


def model_words(rel: AnonymizeRelease) -> str:
    spec, m = rel.spec, rel.measured
    parts = [
        f"every released record shares its quasi-identifier values, '*' matching any value, "
        f"with at least k = {spec.k} records (measured {m.k})"
        if m.k_on_table
        else f"every released class has at least k = {spec.k} records (measured {m.k})"
    ]
    if spec.l > 1:
        kind = {
            "distinct": "distinct",
            "entropy": "entropy",
            "recursive": f"recursive (c = {spec.c:g})",
        }
        parts.append(f"{kind[spec.l_kind]} {spec.l}-diversity of the sensitive column(s)")
    if spec.t is not None:
        parts.append(f"t-closeness with t = {spec.t:g} (measured {m.t:.3g})")
    return "; ".join(parts)


def statement(rel: AnonymizeRelease) -> str:
    return (
        "Syntactic protection, no formal guarantee: "
        + model_words(rel)
        + ". This limits the linkage and uniqueness attacks measured in the audit but does "
        "not protect against an attacker's other background knowledge."
    )


def ledger(rel: AnonymizeRelease) -> PrivacyLedger:
    cols = rel.project.columns
    entries = [
        LedgerEntry.not_formal(
            f"{rel.algorithm['name']}: k = {rel.spec.k}"
            + (f", {rel.spec.l_kind} l = {rel.spec.l}" if rel.spec.l > 1 else "")
            + (f", t = {rel.spec.t:g}" if rel.spec.t is not None else ""),
            touched="quasi-identifiers: " + ", ".join(cols.quasi_identifiers),
        )
    ]
    for name, columns in method_columns(rel.project.methods):
        entries.append(LedgerEntry.not_formal(name, touched=", ".join(columns)))
    if cols.identifiers:
        entries.append(
            LedgerEntry.not_formal(
                "masking of direct identifiers", touched=", ".join(cols.identifiers)
            )
        )
    return PrivacyLedger(tuple(entries))


def build_manifest(rel: AnonymizeRelease, audits: dict | None) -> dict:
    project = rel.project
    settings = project.settings()
    suppressed = int(rel.suppressed.sum())
    how = (
        "kept, with a few quasi-identifier values '*' (local suppression)"
        if rel.local_suppression is not None
        else "removed from the released table"
        if project.privacy_model.suppressed == "remove"
        else "kept, with every quasi-identifier '*'"
    )
    generalization, coded = {}, {}
    for ladder, enc in zip(rel.qis.ladders, rel.qis.encoded, strict=True):
        declared = ladder.name in project.generalization
        generalization[ladder.name] = {**ladder.describe(), "declared": declared}
        if rel.mondrian is not None:  # the grid Mondrian released (issue 28)
            generalization[ladder.name]["mondrian_cells"] = grid.describe(ladder)
        # top/bottom coding: the share of the input it hit (raw: the holder's only)
        if getattr(ladder, "top", None) is not None:
            coded.setdefault(ladder.name, {})["share_top_coded"] = float(
                (enc.values > ladder.top).mean()
            )
        if getattr(ladder, "bottom", None) is not None:
            coded.setdefault(ladder.name, {})["share_bottom_coded"] = float(
                (enc.values < ladder.bottom).mean()
            )
    return json_safe(
        {
            **manifest_header({"kind": "anonymize"}, ledger(rel)),
            "guarantee": {"statement": statement(rel), "formally_private": False},
            "input": rel.input_info,
            "settings": settings,
            "masking": rel.masking,
            "generalization": generalization,
            "top_bottom_coded": coded or None,
            "release": {
                "algorithm": rel.algorithm,
                "records_in": rel.qis.n,
                "records_released": len(rel.table),
                "tables": rel.sheets and {name: len(f) for name, f in rel.sheets.items()},
                "suppressed_records": suppressed,
                "suppressed_are": how,
                "local_suppression": rel.local_suppression,
                "methods": rel.methods,  # PRAM's matrices, counts: raw-dependent (holder's)
                "classes": rel.measured.classes,
                "measured": rel.measured.to_dict(),
                "measured_note": PYCANON_NOTE,
                "columns_unchanged": [
                    c
                    for c in rel.frame.columns
                    if project.columns.role_of(c) in (None, "keep", "sensitive")
                ],
                "columns_dropped": list(project.columns.drop)
                + [c for c, m in rel.masking.items() if m["method"] == "column dropped"],
                "notes": list(rel.notes),
                "rows_are": ROW_ORDER_NOTE,
                "survey_risk": shared_release_risk(rel, audits),  # released values only
            },
            "audit": audits,
            LIST_KEY: homogeneous_classes(rel),  # the holder's list; the count: measured
            "warnings": english(
                lambda: homogeneity_warnings(rel.measured.to_dict()) + release_warnings(audits)
            ),
        }
    )

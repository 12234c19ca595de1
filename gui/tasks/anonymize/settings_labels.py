"""The labels of the anonymize settings panel's menus (item data → text in the interface
language) and its one-line summary of the roles; small functions, so they are translated
when called, never at import."""

from __future__ import annotations

from engine.core.i18n import number
from gui.i18n import tr
from gui.tasks.anonymize.sensitive_order import orders_summary


def role_labels() -> dict[str, str]:
    """columns.<role> → its label in the role menus."""
    return {
        "identifiers": tr("Direct identifier (masked)"),
        "quasi_identifiers": tr("Quasi-identifier (generalized)"),
        "sensitive": tr("Sensitive (kept, protected by l / t)"),
        "keep": tr("Keep unchanged"),
        "drop": tr("Drop"),
    }


def design_labels() -> dict[str | None, str]:
    """columns.<design role> (None: no design role) → its label in the survey design menus."""
    return {
        None: "—",
        "weight": tr("Sampling weight"),
        "household": tr("Household id"),
        "strata": tr("Stratum"),
        "cluster": tr("Cluster"),
    }


def masks() -> dict[str, str]:
    """How a direct identifier can be masked (the menu's item data) → its label."""
    return {
        "pseudonym": tr("Keyed pseudonym (one code per person)"),
        "redact": tr("Redact ([REDACTED])"),
        "regex:email": tr("Mask e-mails (a***@domain)"),
        "regex:phone": tr("Mask phone digits but the last 2"),
        "regex:id": tr("Mask ID numbers but the last 4"),
        "regex:name": tr("Names: first and last letter"),
        "regex:custom": tr("My own pattern (below)"),
        "codebook:random": tr("Codebook 1…u, random order"),
        "codebook:monotone": tr("Codebook 1…u, sorted (leaks ranks)"),
        "codebook:file": tr("Codebook from a file (value, code)…"),
        "codebook:new": tr("Codebook 1…u, random, saved to a file…"),
        "drop": tr("Drop the column"),
    }


def generalizations() -> dict[str, str]:
    """generalization.<column>.type (and "auto") → its label."""
    return {
        "auto": tr("Automatic by type"),
        "interval": tr("Number intervals"),
        "date": tr("Dates: month, year, decade"),
        "prefix": tr("Code prefixes (0101 → 010*)"),
        "nominal": tr("Categories (value or *)"),
        "hierarchy": tr("Hierarchy file (ARX CSV)…"),
    }


def file_titles() -> dict[str, str]:
    """The options that ask for a file → the file dialog's title ({column} to fill)."""
    return {
        "hierarchy": tr("Hierarchy for {column} (one row per value, one column per level)"),
        "codebook:file": tr("Codebook for {column} (value, code)"),
    }


def headers() -> tuple[str, ...]:
    return (tr("Column"), tr("Role"), tr("Masking / generalization"), tr("Looks like"))


def summary(project) -> str:
    c = project.columns
    return tr(
        "{identifiers} direct identifier(s) masked, {qis} quasi-identifier(s) generalized, "
        "{sensitive} sensitive, {dropped} dropped. Kept unchanged: {kept}."
    ).format(
        identifiers=number(len(c.identifiers)),
        qis=number(len(c.quasi_identifiers)),
        sensitive=number(len(c.sensitive)),
        dropped=number(len(c.drop)),
        kept=", ".join(c.keep) or tr("none"),
    ) + (" " + orders_summary(c.sensitive_order) if c.sensitive_order else "") + (
        " " + tr("Survey design: {roles}.").format(roles=", ".join(
            f"{design_labels()[role]} = {name}" for role, name in c.design.to_dict().items()))
        if c.design.to_dict() else ""
    )  # fmt: skip


def mask_key(spec) -> str:
    """The masking menu's item data for a MaskSpec."""
    if spec.method == "regex":
        return "regex:custom" if spec.custom is not None else f"regex:{spec.pattern}"
    if spec.method == "codebook":
        return "codebook:file" if spec.file is not None else f"codebook:{spec.order}"
    return spec.method

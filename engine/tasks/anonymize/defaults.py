"""A starting anonymize project for a freshly loaded table (the wizard's step 2).

Columns MATH 6.1 flags (`engine.core.identifiers.direct_identifier`: e-mails, phones, IDs,
names, nearly unique text or whole numbers; or a header naming one) are suggested as
direct identifiers with keyed pseudonyms; dates and QI-like headers as
quasi-identifiers with automatic ladders; everything else is kept unchanged. With the
survey's XLSForm, its question types suggest roles too (`engine.data.xlsform`). A column
whose header names a survey design role (a sampling weight, a stratum, a cluster) gets
that role and is kept, never suggested as an identifier (a weight is often a `calculate`
question of the form).
"""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from engine.anonymize.auto import looks_like_dates
from engine.core.identifiers import direct_identifier_columns
from engine.core.project_file import InputSpec
from engine.data.xlsform import XLSForm, read_form, suggest_from_form
from engine.tasks.anonymize.design import Design
from engine.tasks.anonymize.project import (
    QI_WORDS,
    ROLES,
    AnonymizeProject,
    Columns,
    MaskSpec,
    Outputs,
)

# Headers naming a direct identifier (MATH 6.1): long words anywhere in the header, short
# ones only as a whole word ("tel" but not "hotel").
LONG_WORDS = ("name", "phone", "mobile", "msisdn", "mail", "passport", "address")
SHORT_WORDS = {"tel", "imei", "nid"}
# Header words of the survey design roles (whole words: "wt" but not "wtr").
DESIGN_WORDS = {
    "weight": {"weight", "weights", "wt", "wgt", "pweight", "hhweight", "hhwt", "sampwt"},
    "strata": {"strata", "stratum"},
    "cluster": {"cluster", "psu"},
}


def suggest_roles(frame: pd.DataFrame, form: XLSForm | None = None) -> dict[str, str]:
    """Column → suggested role: columns MATH 6.1 flags by their values or header are
    identifiers; then, with the data's XLSForm, its question types (free text, GPS, phone,
    calculations and the form's metadata: identifiers; select_one answers:
    quasi-identifiers); then dates and QI-like headers quasi-identifiers (dropped when the
    form has no such question)."""
    hinted = {h.column for h in direct_identifier_columns(frame, list(frame.columns))}
    by_form = {} if form is None else suggest_from_form(form, frame.columns)
    out = {}
    for name in frame.columns:
        low = str(name).lower()
        tokens = set(re.split(r"[^a-z0-9]+", low))
        if name in hinted or any(w in low for w in LONG_WORDS) or tokens & SHORT_WORDS:
            out[name] = "identifiers"
        elif name in by_form:
            out[name] = by_form[name]
        elif any(w in low for w in QI_WORDS) or looks_like_dates(frame[name]):
            # a key must be a question of the form (the release refuses others): a column
            # it lacks (KoBo's _submission_time) is dropped rather than released as it is
            lacking = form is not None and form.question(name) is None
            out[name] = "drop" if lacking else "quasi_identifiers"
        else:
            out[name] = "keep"
    return out


def suggest_design(frame: pd.DataFrame) -> dict[str, str]:
    """Design role → the first column whose header names it (see `DESIGN_WORDS`); a weight
    must hold numbers."""
    out = {}
    for name in frame.columns:
        tokens = set(re.split(r"[^a-z0-9]+", str(name).lower()))
        for role, words in DESIGN_WORDS.items():
            numeric = role != "weight" or pd.api.types.is_numeric_dtype(frame[name])
            if role not in out and tokens & words and numeric:
                out[role] = name
                break
    return out


def default_project(
    path: Path, sheet: str | None, frame: pd.DataFrame, form: Path | None = None
) -> AnonymizeProject:
    """A starting project for a freshly loaded table: suggested roles (from its XLSForm
    `form` too, when given), pseudonyms for identifiers, automatic ladders, k = 5 and the
    automatic algorithm; outputs beside the input."""
    roles = suggest_roles(frame, None if form is None else read_form(form))
    design = suggest_design(frame)
    for role, name in design.items():  # a design column is kept (design.NOT_WITH)
        if roles[name] == "identifiers" or role == "weight":
            roles[name] = "keep"
    by_role = {role: tuple(n for n, r in roles.items() if r == role) for role in ROLES}
    if not by_role["quasi_identifiers"]:
        kept = [n for n in frame.columns if roles[n] == "keep" and n not in design.values()]
        others = kept[:1]
        by_role["quasi_identifiers"] = tuple(others)
        by_role["keep"] = tuple(n for n in by_role["keep"] if n not in others)
    stem = Path(path).with_suffix("")
    return AnonymizeProject(
        InputSpec(Path(path), sheet, form=None if form is None else Path(form)),
        Columns(**by_role, design=Design(**design)),
        masking={name: MaskSpec() for name in by_role["identifiers"]},
        outputs=Outputs(
            Path(f"{stem}_released.csv"),
            Path(f"{stem}_report.html"),
            Path(f"{stem}_manifest.json"),
        ),
    )

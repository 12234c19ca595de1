"""The survey risk review of an anonymize release, raw vs released: f_k and F_k, k-anonymity
violations, individual, global and household risk (engine.anonymize.sdc_risk), the records
above the audit threshold, special uniques (SUDA2, engine.anonymize.suda2: suppressed values
count as missing), residual uniqueness over every released column, and the humanitarian
publication rule stated plainly: global risk below 3 %.

What may be shared (`shared_release_risk`): the released table's risk is computed from the
released key labels, the released weights and the released (pseudonymized) household ids
only, so anyone holding the released table can compute it: it reveals no raw count. It is
shared only when the weight and household columns are in the released table; otherwise it
stays with the holder, as the raw data's risk always does.
"""

from __future__ import annotations

from html import escape

import numpy as np
import pandas as pd

from engine.anonymize.sdc_risk import (
    MISSING,
    distinct_rows,
    frequencies,
    global_risk,
    household_risk,
    individual_risk,
    k_violations,
    key_codes,
)
from engine.anonymize.suda2 import DIS_FRACTION, searchable_size, suda2
from engine.core.i18n import number, tr
from engine.core.report_kit import heading, num, table
from engine.core.row_keys import combine
from engine.tasks.anonymize.design import design_values
from engine.tasks.anonymize.run import STAR, AnonymizeRelease

PUBLISH_THRESHOLD = 0.03  # the humanitarian review publishes below 3 % global risk
SMALL_MSU = 3  # a special unique: unique on a combination of at most this many keys
KIND_OF_NUMBER = (
    "Measured re-identification risk of the survey records, with sampling weights: "
    "individual risk per record, global risk = expected re-identifications / records."
)


def table_risk(frame: pd.DataFrame, keys, weights, household, tau: float, stars=()) -> dict:
    """The risk measures of one table (the raw input, or the released table whose `stars`
    are suppressed values: missing, matching every value)."""
    codes = key_codes(frame, keys, stars)
    ones = np.ones(len(codes))
    distinct = distinct_rows(codes, ones if weights is None else weights)  # found once
    freq = frequencies(codes, weights, distinct)
    risk = individual_risk(freq, weighted=weights is not None)
    total = global_risk(risk)
    out = {
        "records": total.records,
        "sample_uniques": k_violations(freq, 2),
        **special_uniques(codes, keys, distinct),
        "k_violations": {str(k): k_violations(freq, k) for k in (2, 3, 5)},
        "expected_reidentifications": total.expected,
        "global_risk": total.share,
        "highest_individual_risk": float(risk.max()) if risk.size else 0.0,
        "records_above_threshold": int((risk > tau).sum()),
        "threshold": tau,
    }
    if weights is not None:
        out["k_violations_weighted"] = {str(k): k_violations(freq, k, True) for k in (2, 3, 5)}
    if household is not None:
        per_record = household_risk(risk, household)
        out["household_expected_reidentifications"] = float(per_record.sum())
        out["household_global_risk"] = float(per_record.sum() / max(len(per_record), 1))
    return out


def special_uniques(codes: np.ndarray, keys, distinct: tuple | None = None) -> dict:
    """Records unique on a combination of at most SMALL_MSU of their keys (SUDA2), with
    the scores' details."""
    found = suda2(codes, max_size=searchable_size(len(keys)), distinct=distinct)
    return {
        "special_uniques": int(((found.smallest > 0) & (found.smallest <= SMALL_MSU)).sum()),
        "highest_dis_score": float(found.dis_score.max()) if found.score.size else 0.0,
        "suda2": {
            "small_size": SMALL_MSU,
            "max_size": found.max_size,
            "dis_fraction": DIS_FRACTION,
            "highest_score": float(found.score.max()) if found.score.size else 0.0,
            "msus_by_size": found.msus.tolist(),
            "contribution_percent": dict(
                zip(keys, found.attribute_contribution.tolist(), strict=True)
            ),
        },
    }


def residual_uniques(table: pd.DataFrame, keys, others) -> dict[str, int]:
    """Per released column besides the keys: records unique on the keys plus that column."""
    if not others:
        return {}
    base = key_codes(table, keys)
    if len(base) and (base != MISSING).all():  # no suppressed key: the combination as one code
        base = combine([base[:, j] for j in range(base.shape[1])], base.max(axis=0) + 1)[:, None]
    out = {}
    for name in others:
        codes = np.column_stack([base, key_codes(table, [name])])
        out[name] = k_violations(frequencies(codes), 2)
    return out


def _released_columns(rel: AnonymizeRelease) -> list[str]:
    cols, design = rel.project.columns, rel.project.columns.design
    skip = set(cols.quasi_identifiers) | set(cols.identifiers)
    skip |= {design.weight, design.household}
    return [c for c in rel.table.columns if c not in skip]


def survey_risk(rel: AnonymizeRelease) -> dict:
    """The holder's audit: raw vs released, and the verdict."""
    project = rel.project
    keys = list(project.columns.quasi_identifiers)
    tau = project.audit.threshold
    values = design_values(project.columns.design, rel.frame, project.input.path)
    rows = rel.rows if rel.rows is not None else np.arange(len(rel.table))
    pick = lambda a: None if a is None else a[rows]  # noqa: E731
    raw = table_risk(rel.frame, keys, values.weights, values.household, tau)
    released = table_risk(
        rel.table, keys, pick(values.weights), pick(values.household), tau, stars=(STAR,)
    )
    released["unique_with_column"] = residual_uniques(rel.table, keys, _released_columns(rel))
    return {
        "kind": "measured",
        "kind_of_number": KIND_OF_NUMBER,
        "weighted": values.weights is not None,
        "publish_below": PUBLISH_THRESHOLD,
        "raw": raw,
        "released": released,
        "publishable": released["global_risk"] < PUBLISH_THRESHOLD,
    }


def shared_release_risk(rel: AnonymizeRelease, audits: dict | None) -> dict | None:
    """The released table's risk for the shared manifest, or None (see the docstring)."""
    sdc = (audits or {}).get("survey_risk")
    project = rel.project
    design = project.columns.design
    hidden = [c for c in (design.weight, design.household) if c and c not in rel.table.columns]
    # a household id masked value by value (pseudonym, codebook) still groups the members
    grouped = design.household not in project.columns.identifiers or (
        project.mask_for(design.household).method in ("pseudonym", "codebook")
    )
    if sdc is None or hidden or not grouped:
        return None
    return {**sdc["released"], "publish_below": sdc["publish_below"],
            "publishable": sdc["publishable"]}  # fmt: skip


def survey_rows() -> list[tuple[str, str]]:
    """(key of a table_risk value, its label), for the audit page and the report."""
    return [
        ("global_risk", tr("global risk (expected re-identifications / records)")),
        ("expected_reidentifications", tr("expected re-identifications")),
        ("household_global_risk", tr("household risk (share of records)")),
        ("sample_uniques", tr("records unique on the keys (f = 1)")),
        ("special_uniques", tr("records that are unique on a small combination of answers")),
        (
            "highest_dis_score",
            tr("highest estimated chance of being unique in the whole population"),
        ),
        ("records_above_threshold", tr("records with individual risk above τ")),
    ]


def verdict(sdc: dict) -> str:
    """ "global risk 5.2 % → 1.4 % (threshold 3 %): publishable" in the interface language."""
    pct = lambda share: number(100 * share, ".1f")  # noqa: E731
    text = tr("global risk {raw} % → {released} % (threshold {threshold} %): {verdict}")
    return text.format(
        raw=pct(sdc["raw"]["global_risk"]),
        released=pct(sdc["released"]["global_risk"]),
        threshold=number(100 * sdc["publish_below"], "g"),
        verdict=tr("publishable") if sdc["publishable"] else tr("not yet publishable"),
    )


def report_section(manifest: dict) -> list[str]:
    """The report's survey risk review: raw vs released for the holder; the released
    table's values alone in the shared report."""
    sdc = (manifest.get("audit") or {}).get("survey_risk")
    released = sdc["released"] if sdc else (manifest.get("release") or {}).get("survey_risk")
    if not released:
        return []
    keys = [(k, label) for k, label in survey_rows() if k in released]
    if sdc:
        line = verdict(sdc)
        rows = [[escape(label), num(sdc["raw"][k]), num(released[k])] for k, label in keys]
        header = [tr("measure"), tr("raw data"), tr("released")]
    else:
        line = tr("released table: global risk {released} % (threshold {threshold} %): {verdict}")
        line = line.format(
            released=number(100 * released["global_risk"], ".1f"),
            threshold=number(100 * released["publish_below"], "g"),
            verdict=tr("publishable") if released["publishable"] else tr("not yet publishable"),
        )
        rows = [[escape(label), num(released[k])] for k, label in keys]
        header = [tr("measure"), tr("released")]
    residual = ", ".join(
        f"{escape(name)} {number(count, ',')}"
        for name, count in released.get("unique_with_column", {}).items()
    )
    parts = [
        heading(tr("Survey risk review"), "measured"),
        f"<p><b>{escape(line)}</b></p>",
        table(header, rows),
    ]
    if residual:
        note = tr("Records unique on the keys plus one other released column: {columns}.")
        parts.append(f"<p class='note'>{note.format(columns=residual)}</p>")
    if "suda2" in released:
        parts.append(f"<p class='note'>{escape(suda_details(released['suda2']))}</p>")
    return parts


def suda_details(found: dict) -> str:
    """The exact terms behind the special uniques row, for the report's details."""
    shares = ", ".join(
        f"{name} {number(share, '.1f')} %" for name, share in found["contribution_percent"].items()
    )
    text = tr(
        "Details: SUDA2 special uniques: records with a minimal sample unique (MSU) of at most "
        "{small} keys, MSUs searched up to {size} keys (found by size: {msus}); highest SUDA "
        "score {score}; DIS-SUDA score with sampling fraction {fraction}; each key's share of "
        "the SUDA scores: {shares}."
    )
    return text.format(
        small=found["small_size"],
        size=found["max_size"],
        msus=", ".join(number(m, ",") for m in found["msus_by_size"]),
        score=number(found["highest_score"], "g"),
        fraction=number(found["dis_fraction"], "g"),
        shares=shares or "—",
    )

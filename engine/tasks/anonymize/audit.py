"""Audits of an anonymize release, raw vs released side by side (MATH 6.5, 6.6).

Risk (sample uniques, prosecutor / journalist / marketer, records above τ), homogeneity,
the linkage attack against the external file (or, without one, against the input's own
QIs with row ids, where the expected correct links equal the number of classes) and
information loss. No randomness: the audit seed has nothing to fix here.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pandas as pd

from engine.anonymize.linkage import link_by_codes, link_mondrian
from engine.anonymize.models import disclosed_values, measure
from engine.anonymize.qi import encode_qis
from engine.anonymize.risk import class_risk, information_loss
from engine.core.errors import InputError
from engine.core.i18n import english, tr
from engine.core.jobs import JobContext
from engine.core.manifest import attack_note
from engine.core.row_keys import combine
from engine.data.readers import read_table
from engine.tasks.anonymize.classifier import classifier_utility
from engine.tasks.anonymize.methods import methods_loss
from engine.tasks.anonymize.run import STAR, AnonymizeRelease
from engine.tasks.anonymize.survey_risk import survey_risk

NO_GUARANTEE = (
    "Syntactic protection: these scores hold against the attacks measured here, not against "
    "an attacker with other background knowledge (no formal guarantee)."
)


def raw_classes(rel: AnonymizeRelease) -> tuple[np.ndarray, int]:
    """Classes of the raw QIs (equal raw values, NA as a value): the distinct tuples."""
    codes = [pd.factorize(lad.level_codes(enc, 0)) for lad, enc in zip(rel.qis.ladders,
             rel.qis.encoded, strict=True)]  # fmt: skip
    ids = combine([c for c, _ in codes], [len(u) for _, u in codes])
    return ids, int(ids.max()) + 1 if ids.size else 0


def _external(rel: AnonymizeRelease):
    """(Y as QIs, link columns, truth per input record or None, rows) for the attack."""
    project = rel.project
    spec = project.audit.external
    names = list(project.columns.quasi_identifiers)
    if spec is None:
        truth = np.arange(rel.qis.n)
        return rel.qis, list(range(len(names))), truth, rel.qis.n, "the input's own QIs"
    frame = read_table(spec.path, sheet=spec.sheet).frame
    for qi, other in spec.link_on.items():
        if other not in frame.columns:
            raise InputError(
                tr(
                    "audit.external.link_on maps {qi} to column {column}, which the external "
                    "file does not have."
                ).format(qi=repr(qi), column=repr(other)),
                path=spec.path,
                column=other,
            )
    y = pd.DataFrame(index=frame.index)
    for name in names:
        other = spec.link_on.get(name)
        y[name] = frame[other] if other is not None else pd.Series(pd.NA, index=frame.index)
    y_qis = encode_qis(rel.qis.ladders, y, strict=False)
    truth = None
    if spec.truth_on:
        for mine, other in spec.truth_on.items():
            if mine not in rel.frame.columns or other not in frame.columns:
                raise InputError(
                    tr("audit.external.truth_on pairs {mine} with {other}; one is missing.").format(
                        mine=repr(mine), other=repr(other)
                    ),
                    path=spec.path,
                )
        keys_in = _key(rel.frame, list(spec.truth_on))
        keys_y = _key(frame, list(spec.truth_on.values()))
        first = pd.Series(np.arange(len(frame))).groupby(keys_y).first()
        truth = first.reindex(keys_in).fillna(-1).to_numpy(dtype=np.int64, copy=True)
        truth[rel.frame[list(spec.truth_on)].isna().any(axis=1).to_numpy()] = -1  # unknown
    columns = [names.index(q) for q in spec.link_on]
    return y_qis, columns, truth, len(frame), spec.path.name


def _key(frame: pd.DataFrame, columns: list[str]) -> np.ndarray:
    text = frame[columns].astype("string").fillna("\x00NA")
    return (
        text.agg("\x1f".join, axis=1).to_numpy() if len(columns) > 1 else text.iloc[:, 0].to_numpy()
    )


def linkage(rel: AnonymizeRelease, ctx: JobContext, raw_cls: np.ndarray) -> dict:
    """The linkage attack before and after; `raw_cls`: the raw classes (`raw_classes`),
    the key of the input attacked with its own QIs."""
    y, columns, truth, rows, source = _external(rel)
    kept = np.flatnonzero(~rel.suppressed)
    star = rel.project.privacy_model.suppressed == "star"
    released_rows = np.arange(rel.qis.n) if star else kept
    t_rel = None if truth is None else truth[released_rows]
    own = y is rel.qis  # the input attacked with its own QIs: the same codes on both sides
    if own:  # every QI: equal raw values are the raw classes, equal labels the node's
        before = link_by_codes(None, [raw_cls], truth, rows=np.arange(rel.qis.n))
    else:
        raw_codes = [rel.qis.ladders[j].level_codes(rel.qis.encoded[j], 0) for j in columns]
        y_raw = [rel.qis.ladders[j].level_codes(y.encoded[j], 0) for j in columns]
        before = link_by_codes(raw_codes, y_raw, truth)
    ctx.report(0.5, tr("Linkage attack on the release"))
    if rel.mondrian is not None:
        after = link_mondrian(
            rel.mondrian.tree, rel.boxes, rel.qis, rel.classes[kept], y, columns, t_rel
        )
    else:
        node = rel.node
        star_rows = rel.suppressed[released_rows] if star else None
        if own:
            after = link_by_codes(None, [rel.node_classes], t_rel, star_rows, rows=released_rows)
        else:
            y_codes = [rel.qis.ladders[j].level_codes(y.encoded[j], node[j]) for j in columns]
            codes = [rel.qis.ladders[j].level_codes(rel.qis.encoded[j], node[j])[released_rows]
                     for j in columns]  # fmt: skip
            after = link_by_codes(codes, y_codes, t_rel, star_rows)
    return {
        "kind": "attack",
        "kind_of_number": english(attack_note),
        "external": source,
        "link_on": [rel.qis.ladders[j].name for j in columns],
        "truth_known": truth is not None,
        "raw": before.summary(rows),
        "released": after.summary(rows),
        "_population": after.candidates,
        "_population_raw": before.candidates,
    }


def _per_class(values: np.ndarray, classes: np.ndarray, n_classes: int) -> np.ndarray:
    """A per-record count that is constant within a class, as one value per class."""
    out = np.zeros(n_classes, dtype=np.int64)
    out[classes] = values
    return out


def _disclosed(classes, n_classes, sensitive, rows) -> dict:
    """Per sensitive column: value → records whose class discloses it."""
    return {s.name: disclosed_values(classes, n_classes, s, rows) for s in sensitive}


def released_classes(rel: AnonymizeRelease) -> tuple[np.ndarray, int, np.ndarray | None]:
    """(class per released record, number of class ids, input rows or None for all).

    With suppressed records kept as (*, …, *) they are released, as one more class: MATH
    6.5's n and J count every released record and class, as the measured models do."""
    star = rel.project.privacy_model.suppressed == "star" and rel.suppressed.any()
    if star:
        return np.where(rel.suppressed, rel.n_classes, rel.classes), rel.n_classes + 1, None
    kept = np.flatnonzero(~rel.suppressed)
    return rel.classes[kept], rel.n_classes, kept


def audit(rel: AnonymizeRelease, ctx: JobContext | None = None) -> dict:
    ctx = ctx or JobContext()
    tau = rel.project.audit.threshold
    ctx.report(0.0, tr("Risk before and after"))
    # The survey risk reads the release only: on a second core while the rest runs here
    # (their integer work lets go of the interpreter lock).
    survey = ThreadPoolExecutor(max_workers=1)
    survey_found = survey.submit(survey_risk, rel)
    survey.shutdown(wait=False)
    raw_cls, raw_n = raw_classes(rel)
    kept = np.flatnonzero(~rel.suppressed)
    rel_cls, rel_n, rows = released_classes(rel)
    link = linkage(rel, ctx.sub(0.2, 0.9), raw_cls)
    population = population_raw = None
    if rel.project.audit.external is not None:
        cand = link.pop("_population")  # per released record (every input row with stars)
        population = _per_class(cand, rel_cls, rel_n)
        population_raw = _per_class(link.pop("_population_raw"), raw_cls, raw_n)
    link.pop("_population", None)
    link.pop("_population_raw", None)
    sens = list(rel.sensitive)
    raw_measured = measure(raw_cls, raw_n, sens)
    ctx.report(0.95, tr("Information loss"))
    names = list(rel.project.columns.quasi_identifiers)
    loss = information_loss(  # MATH 6.6: suppressed records as n_sup, not as a class
        rel.loss, names, int(rel.suppressed.sum()), rel.classes[kept], rel.spec.k
    )
    audits = {
        "risk": {
            "kind": "measured",
            "kind_of_number": NO_GUARANTEE,
            "raw": class_risk(raw_cls, raw_n, population_raw, tau),
            "released": class_risk(rel_cls, rel_n, population, tau),
        },
        "homogeneity": {
            "kind": "attack",
            "kind_of_number": "Classes whose sensitive values are all equal: membership in "
            "the class discloses the value. " + english(attack_note),
            "raw": {
                "classes": raw_measured.homogeneous_classes,
                "records": raw_measured.homogeneous_records,
                "disclosed": _disclosed(raw_cls, raw_n, sens, None),
            },
            "released": {
                "classes": rel.measured.homogeneous_classes,
                "records": rel.measured.homogeneous_records,
                "disclosed": _disclosed(rel_cls, rel_n, sens, rows),
            },
        },
        "linkage": link,
        "information_loss": {
            "kind": "measured",
            "kind_of_number": "Information lost by generalization and suppression "
            "(GIL 0 = raw, 1 = everything '*').",
            **loss,
        },
        "models_raw": raw_measured.to_dict(),
        "survey_risk": survey_found.result(),  # weighted individual, global, household risk
    }
    if rel.methods is not None:  # the survey methods' information loss, raw vs released
        audits["methods_loss"] = methods_loss(rel.project, rel.frame, rel.table, rel.rows, STAR)
    if rel.project.audit.classifier_target is not None:
        ctx.report(0.97, tr("Classifier utility"))
        audits["classifier"] = classifier_utility(rel, ctx.sub(0.97, 1.0))
    return audits

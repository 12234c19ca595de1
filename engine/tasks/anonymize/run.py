"""The anonymize stages: read → mask → generalize (Mondrian or lattice) → released table
(MATH 6). `audit.py` measures risk raw vs released; `task.py` hands both to the runner.

The release draws fresh operating-system entropy (pseudonym keys, codebook orders, the
row order); it is deterministic otherwise. Nothing here writes a file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from engine.anonymize import masking as mask_lib
from engine.anonymize.auto import build_ladder
from engine.anonymize.boxes import Boxes, class_boxes
from engine.anonymize.kobo_write import linked_sheets
from engine.anonymize.lattice import MAX_NODES, lattice_search, lattice_size
from engine.anonymize.local_suppression import default_importance, local_suppression
from engine.anonymize.models import (
    Measured,
    ModelSpec,
    Sensitive,
    entropy_rows,
    measure,
)
from engine.anonymize.mondrian import MondrianResult, mondrian
from engine.anonymize.qi import QIs, encode_qis
from engine.anonymize.regex_masks import apply_mask, compile_user_pattern
from engine.anonymize.sdc_risk import MISSING, frequencies, key_codes
from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.data.kobo import read_linked
from engine.data.readers import read_table
from engine.tasks.anonymize.design import design_values
from engine.tasks.anonymize.form import check_against_form
from engine.tasks.anonymize.linked import check_linked_design, linked_info
from engine.tasks.anonymize.methods import apply_methods, check_method_data
from engine.tasks.anonymize.methods_report import method_columns
from engine.tasks.anonymize.project import AnonymizeProject
from engine.tasks.anonymize.sensitive import encode_sensitive_columns

STAR = "*"
AUTO_LATTICE_CELLS = 2 * 10**8  # auto picks the lattice when nodes × records stays below


@dataclass(frozen=True)
class AnonymizeRelease:
    project: AnonymizeProject
    frame: pd.DataFrame  # the input as read (for the audits; never written)
    input_info: dict
    qis: QIs
    sensitive: tuple[Sensitive, ...]
    spec: ModelSpec
    algorithm: dict
    classes: np.ndarray  # class of every input record, −1 when suppressed
    n_classes: int
    loss: np.ndarray  # n × p information loss per cell (suppressed: 1)
    mondrian: MondrianResult | None
    boxes: Boxes | None
    node: tuple[int, ...] | None
    measured: Measured
    masking: dict
    notes: tuple[str, ...]
    table: pd.DataFrame  # the released table, rows in a fresh random order
    rows: np.ndarray | None = None  # input row of every released row (never written)
    local_suppression: dict | None = None  # values suppressed per QI (holder's manifest)
    methods: dict | None = None  # what the survey methods did (holder's manifest)
    sheets: dict[str, pd.DataFrame] | None = None  # a KoBo / ODK export's tables, written back
    node_classes: np.ndarray | None = None  # lattice: class at the node, before suppression

    @property
    def suppressed(self) -> np.ndarray:
        return self.classes < 0


def _check_columns(project: AnonymizeProject, frame: pd.DataFrame, path) -> None:
    cols = project.columns
    for role in ("identifiers", "quasi_identifiers", "sensitive", "keep", "drop"):
        for name in getattr(cols, role):
            if name not in frame.columns:
                raise InputError(
                    tr(
                        "columns.{role} names column {column}, which the file does not have."
                    ).format(role=role, column=repr(name)),
                    path=path,
                )


def model_spec(project: AnonymizeProject, n: int) -> ModelSpec:
    m = project.privacy_model
    if m.k > n:
        raise ParameterError(
            "privacy_model.k",
            tr("k = {k} is larger than the number of records ({n}); choose k ≤ {n}").format(
                k=number(m.k, ","), n=number(n, ",")
            ),
        )
    if (m.l > 1 or m.t is not None) and not project.columns.sensitive:
        raise ParameterError(
            "privacy_model.l" if m.l > 1 else "privacy_model.t",
            tr(
                "l-diversity and t-closeness protect a sensitive column: name one in "
                "columns.sensitive, or set l = 1 and t = null"
            ),
        )
    return ModelSpec(m.k, m.l, m.l_kind, m.c, m.t)


def check_whole_table(spec: ModelSpec, sensitive) -> None:
    """Refuse a model no release can meet (the whole table as one class fails), saying
    what would be met."""
    for s in sensitive:
        counts = np.bincount(s.codes, minlength=s.m)[None, :]
        distinct = int((counts > 0).sum())
        ent = math.exp(float(entropy_rows(counts)[0]))
        if spec.l > distinct:
            raise ParameterError(
                "privacy_model.l",
                tr(
                    "sensitive column {column} has only {distinct} distinct values, so no "
                    "release is {l}-diverse; l ≤ {distinct} can be met"
                ).format(column=repr(s.name), distinct=number(distinct), l=number(spec.l)),
            )
        if spec.l_kind == "entropy" and spec.l > ent + 1e-9:
            raise ParameterError(
                "privacy_model.l",
                tr(
                    "the entropy of {column} over the whole table is ln {entropy}, so entropy "
                    "l ≤ {most} can be met, not l = {l}"
                ).format(
                    column=repr(s.name),
                    entropy=number(ent, ".3g"),
                    most=number(math.floor(ent + 1e-9)),
                    l=number(spec.l),
                ),
            )
        if spec.l_kind == "recursive" and spec.l > 1:
            r = np.sort(counts[0])[::-1]
            tail = r[spec.l - 1 :].sum()
            if not r[0] < spec.c * tail:
                need = r[0] / tail
                raise ParameterError(
                    "privacy_model.c",
                    tr(
                        "recursive ({c}, {l})-diversity fails for {column} even with one "
                        "class; c > {need} can be met"
                    ).format(
                        c=number(spec.c, "g"),
                        l=number(spec.l),
                        column=repr(s.name),
                        need=number(need, ".3g"),
                    ),
                )


def mask_identifiers(project: AnonymizeProject, frame: pd.DataFrame) -> tuple[dict, dict]:
    """Masked columns (name → Series, or None to drop) and what was done, per identifier."""
    fresh_key = None
    out, info = {}, {}
    for name in project.columns.identifiers:
        spec = project.mask_for(name)
        series = frame[name]
        if spec.method == "pseudonym":
            if spec.key_file is not None:
                key = mask_lib.read_key_file(spec.key_file)
                keyed = "a key file (tokens match other releases made with it: linkable)"
            else:
                fresh_key = fresh_key or mask_lib.new_key()
                key = fresh_key
                keyed = "a fresh random key, discarded after the release (not linkable)"
            tokens = mask_lib.pseudonymize(series, key)
            out[name] = tokens.tokens
            info[name] = {
                "method": "keyed pseudonym (HMAC-SHA256)",
                "token_hex_digits": tokens.digits,
                "distinct_values": tokens.distinct,
                "key": keyed,
            }
        elif spec.method == "redact":
            out[name] = mask_lib.redact(series)
            info[name] = {"method": f"redacted ({mask_lib.REDACTED})"}
        elif spec.method == "drop":
            out[name] = None
            info[name] = {"method": "column dropped"}
        elif spec.method == "regex":
            pattern = None if spec.custom is None else compile_user_pattern(spec.custom, name)
            out[name] = apply_mask(
                series, spec.pattern, pattern, spec.replacement, spec.fixed_stars
            )
            what = spec.pattern or f"user pattern {spec.custom!r} → {spec.replacement!r}"
            info[name] = {"method": f"regex mask ({what}); a partial mask"}
        else:
            book = None if spec.file is None else mask_lib.read_codebook(spec.file)
            out[name] = mask_lib.codebook_substitute(series, spec.order, book, name)
            source = "codebook file" if book is not None else f"{spec.order} order"
            info[name] = {"method": f"substitution codebook ({source}); codebook not saved"}
    return out, info


def release(project: AnonymizeProject, ctx: JobContext | None = None) -> AnonymizeRelease:
    ctx = ctx or JobContext()
    ctx.report(0.0, tr("Reading the table"))
    linked = None
    if project.input.kind != "table":  # members with their household's variables
        loaded = linked = read_linked(project.input, ctx.sub(0.0, 0.1))
        check_linked_design(linked, project.columns.design)
    else:
        roles = project.columns  # QIs and sensitive values as codes: the encoders take them
        coded = [*roles.quasi_identifiers, *roles.sensitive]
        loaded = read_table(project.input.path, sheet=project.input.sheet, coded=coded)
    frame = loaded.frame
    _check_columns(project, frame, project.input.path)
    design_values(project.columns.design, frame, project.input.path)  # weights, households
    check_against_form(project.input, frame, project.columns.quasi_identifiers, linked)
    check_method_data(project, frame)
    n = len(frame)
    spec = model_spec(project, n)
    cols = project.columns
    ladders = [
        build_ladder(
            name,
            frame[name],
            project.generalization.get(name),
            guard=spec.k,
            path=project.input.path,
        )
        for name in cols.quasi_identifiers
    ]
    qis = encode_qis(ladders, frame)
    sensitive, notes = encode_sensitive_columns(project, frame)
    check_whole_table(spec, sensitive)
    missing = [
        q for q, enc in zip(cols.quasi_identifiers, qis.encoded, strict=True) if enc.missing.any()
    ]
    if missing:
        notes.append(
            "Missing values in quasi-identifier(s) " + ", ".join(missing) + " are treated as a "
            "value of their own (NA), which matches only NA."
        )
    ctx.report(0.1, tr("Masking direct identifiers"))
    masked, mask_info = mask_identifiers(project, frame)
    gen = generalize(project, qis, sensitive, spec, ctx.sub(0.15, 0.9))
    classes, n_classes, labels, loss = gen.classes, gen.n_classes, gen.labels, gen.loss
    result, boxes, node, about = gen.mondrian, gen.boxes, gen.node, gen.about
    suppressed = classes < 0
    cells = local = None
    if project.privacy_model.local_suppression and suppressed.any():
        ctx.report(0.9, tr("Suppressing single values"))
        cells, local = suppress_cells(project, labels)
    ctx.report(0.92, tr("Measuring the release"))
    kept = np.flatnonzero(~suppressed)
    star = (project.privacy_model.suppressed == "star" or cells is not None) and suppressed.any()
    measured_classes = np.where(suppressed, n_classes, classes) if star else classes[kept]
    measured_rows = None if star else kept
    measured = measure(measured_classes, n_classes + int(star), list(sensitive), measured_rows)
    table, rows = _released_table(project, frame, masked, labels, suppressed, cells)
    if project.methods.to_dict():
        ctx.report(0.95, tr("Applying the survey methods"))
    table, methods = apply_methods(project, frame, table, rows, np.random.default_rng(), STAR)
    if cells is not None or set(cols.quasi_identifiers) & _changed_by_methods(project):
        # values changed after the classes were formed: k as the released rows show it
        measured = replace(measured, k=table_k(table, cols.quasi_identifiers), k_on_table=True)
        if measured.k < spec.k:  # PRAM's random changes can leave a row's values rarer
            notes.append(
                f"PRAM changed quasi-identifier values after generalization: the fewest "
                f"released rows sharing their values is {measured.k}, below k = {spec.k}; "
                "those rows are protected by the random changes, not by their class."
            )
    table.attrs |= frame.attrs  # SPSS / Stata labels, written where they still fit
    sheets = None
    if linked is not None:  # the same tables back; keys under a fresh key, never saved
        sheets = linked_sheets(linked, table, rows, mask_lib.new_key(), STAR)
        notes.extend(f"Repeat group table {s.name} was not released." for s in linked.others)
    ctx.report(1.0, tr("Released table ready"))
    info = {
        "file_name": loaded.path.name,
        "sha256": loaded.sha256,
        "sheet": loaded.sheet,
        "records": n,
        "columns": len(frame.columns),
    }
    if linked is not None:
        info["linked"] = linked_info(linked)
    return AnonymizeRelease(
        project, frame, info, qis, sensitive, spec, about, classes, n_classes, loss, result,
        boxes, node, measured, mask_info, tuple(notes), table, rows, local, methods,
        sheets=sheets, node_classes=gen.node_classes,
    )  # fmt: skip


@dataclass(frozen=True)
class Generalized:
    """One table's equivalence classes and what is released for its QIs."""

    classes: np.ndarray  # −1: suppressed
    n_classes: int
    labels: list  # per QI: the released label of every record (categorical)
    loss: np.ndarray  # n × p
    mondrian: MondrianResult | None
    boxes: Boxes | None
    node: tuple[int, ...] | None
    about: dict
    node_classes: np.ndarray | None = None  # lattice: class at the node, before suppression


def generalize(project: AnonymizeProject, qis: QIs, sensitive, spec: ModelSpec, ctx) -> Generalized:
    """Mondrian or the lattice search on encoded QIs (the project's algorithm)."""
    algorithm = _choose(project, qis)
    step = {
        "mondrian": tr("Generalizing (Mondrian)"),
        "lattice": tr("Generalizing (lattice search)"),
    }
    ctx.report(0.0, step[algorithm])
    names = [ladder.name for ladder in qis.ladders]
    if algorithm == "mondrian":
        result = mondrian(qis, list(sensitive), spec, ctx)
        classes, n_classes = result.classes, result.n_classes
        boxes = class_boxes(qis, classes, n_classes)
        labels = [coded_labels(boxes.labels[j], classes) for j in range(len(names))]
        about = {"name": "mondrian", "suppression": "Mondrian suppresses no record"}
        return Generalized(classes, n_classes, labels, boxes.loss[:, classes].T, result, boxes,
                           None, about)  # fmt: skip
    model = project.privacy_model
    if lattice_size(qis) > MAX_NODES:
        raise ParameterError(
            "privacy_model.algorithm",
            tr(
                "the generalization lattice has {nodes} nodes (more than {most}); use "
                "Mondrian, or fewer quasi-identifiers or levels"
            ).format(nodes=number(lattice_size(qis), ","), most=number(MAX_NODES, ",")),
        )
    found = lattice_search(
        qis, list(sensitive), spec, model.max_suppression,
        star=model.suppressed == "star", exact=model.exact, ctx=ctx,
    )  # fmt: skip
    if found is None:
        raise ParameterError(
            "privacy_model.max_suppression",
            tr(
                "no full-domain generalization meets the model within this suppression "
                "budget; allow more suppression or use Mondrian"
            ),
        )
    best = found.best
    labels = [coded_labels(ladder.labels(level.native, h), codes) for ladder, level, h, codes
              in zip(qis.ladders, best.levels, best.node, best.codes, strict=True)]  # fmt: skip
    about = {
        "name": "lattice (optimal full-domain generalization)",
        "node": {q: int(h) for q, h in zip(names, best.node, strict=True)},
        "lattice_nodes": found.nodes,
        "nodes_checked": found.checked,
        "nodes_scored": found.scored,
        "exact": model.exact,
    }
    return Generalized(best.classes, best.n_classes, labels, best.loss, None, None, best.node,
                       about, best.grouped)  # fmt: skip


def _choose(project: AnonymizeProject, qis: QIs) -> str:
    chosen = project.privacy_model.algorithm
    if chosen != "auto":
        return chosen
    size = lattice_size(qis)
    return "lattice" if size <= MAX_NODES and size * qis.n <= AUTO_LATTICE_CELLS else "mondrian"


def _changed_by_methods(project: AnonymizeProject) -> set[str]:
    """The columns the survey methods change."""
    return {name for _, columns in method_columns(project.methods) for name in columns}


def table_k(table: pd.DataFrame, qis) -> int:
    """The fewest released rows sharing a row's quasi-identifier values, "*" matching any
    value (local suppression's own measure)."""
    fk = frequencies(key_codes(table, list(qis), (STAR,))).fk
    return int(fk.min()) if fk.size else 0


def coded_labels(names, inverse: np.ndarray) -> pd.Categorical:
    """Each record's label `names[inverse]`, kept as codes into its distinct labels (the
    writer and the audits then work once per distinct label, never per record; two nodes
    or classes may share a label)."""
    relabel, distinct = pd.factorize(np.asarray(names, dtype=object))
    return pd.Categorical.from_codes(relabel[inverse], categories=distinct)


def _starred(values: pd.Categorical, hidden: np.ndarray) -> pd.Categorical:
    """`values` with the `hidden` records' label replaced by STAR."""
    if not hidden.any():
        return values
    if STAR not in values.categories:
        values = values.add_categories([STAR])
    codes = values.codes.copy()
    codes[hidden] = values.categories.get_loc(STAR)
    return pd.Categorical.from_codes(codes, categories=values.categories)


def suppress_cells(project: AnonymizeProject, labels) -> tuple[np.ndarray, dict]:
    """n × p cells to set to "*" so that every record's released key combination is shared
    by k records ("*" matching every value), the least important QI first; and the counts
    per QI (raw counts: the holder's manifest only)."""
    qis, model = list(project.columns.quasi_identifiers), project.privacy_model
    codes = key_codes(pd.DataFrame(dict(zip(qis, labels, strict=True))), qis, (STAR,))
    rank = default_importance(codes)  # 1: kept longest; fewest distinct values first
    if model.importance is not None:  # the listed QIs first, then the default order
        rest = sorted(set(qis) - set(model.importance), key=lambda q: rank[qis.index(q)])
        order = [*model.importance, *rest]
        rank = np.array([order.index(q) + 1 for q in qis])
    result = local_suppression(codes, model.k, rank)
    missing = (codes == MISSING).sum(axis=0).tolist()
    return result.cells, {
        "importance": [qis[j] for j in np.argsort(rank)],
        "cells": dict(zip(qis, result.per_key, strict=True)),
        "missing_before": dict(zip(qis, missing, strict=True)),
        "records": int(result.cells.any(axis=1).sum()),
    }


def _released_table(project, frame, masked, labels, suppressed, cells=None) -> pd.DataFrame:
    """The released columns, their records in a fresh random order, and the input row of
    each (the order is drawn first, so each column is gathered once)."""
    cols = project.columns
    rows = np.arange(len(frame))
    if project.privacy_model.suppressed == "remove" and cells is None:
        rows = rows[~suppressed]
    rows = rows[np.random.default_rng().permutation(rows.size)]  # fresh entropy, never saved
    out = {}
    qi_index = {q: j for j, q in enumerate(cols.quasi_identifiers)}
    for name in frame.columns:
        if name in cols.drop:
            continue
        if name in masked:
            if masked[name] is not None:
                out[name] = masked[name].to_numpy(dtype=object)[rows]
        elif name in qi_index:
            hidden = (suppressed if cells is None else cells[:, qi_index[name]])[rows]
            out[name] = _starred(labels[qi_index[name]][rows], hidden)
        else:
            out[name] = frame[name].to_numpy()[rows]
    return pd.DataFrame(out), rows

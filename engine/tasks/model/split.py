"""The model's held-out split: stratified by the target, by unit with a privacy unit, and
everything it decides checked before the ledger is charged."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr

if TYPE_CHECKING:
    from engine.tasks.model.project import ModelProject
    from engine.tasks.model.run import PreparedData

MIN_HELD_OUT = 10  # the audit's accuracy and AUC on fewer rows say nothing


def split(
    y: np.ndarray, test_share: float, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """(training rows, held-out rows), stratified by the target `y`: `test_share` of the
    rows (at least one) held out, shared among the classes in proportion to their rows by
    largest remainders, so each class's count in each part is within one row of its share
    of that part. A class whose share is under one row (or over all but one) still gets
    one row in each part, taken from (or given to) the class furthest above (below) its
    share, which may move that class a little further. The rows of each class are drawn
    by `rng`. A class of one row cannot be in both parts: `check_classes` refuses it."""
    labels, inverse, counts = np.unique(y, return_inverse=True, return_counts=True)
    if (counts < 2).any():
        raise ValueError("every class needs two rows, one for each part")
    total = max(1, round(test_share * y.size))
    quotas = total * counts / y.size
    held = np.floor(quotas).astype(int)
    largest = np.argsort(held - quotas, kind="stable")  # largest remainder first
    held[largest[: total - int(held.sum())]] += 1
    for k in np.flatnonzero(held == 0):  # a rare class: one row held out, not none
        donors = np.flatnonzero(held >= 2)
        if donors.size:
            held[donors[np.argmax((held - quotas)[donors])]] -= 1
        held[k] = 1
    for k in np.flatnonzero(held == counts):  # and one row trained on
        takers = np.flatnonzero(held < counts - 1)
        if takers.size:
            held[takers[np.argmin((held - quotas)[takers])]] += 1
        held[k] -= 1
    training, held_out = [], []
    for k in range(labels.size):
        rows = rng.permutation(np.flatnonzero(inverse == k))
        held_out.append(rows[: held[k]])
        training.append(rows[held[k] :])
    return np.sort(np.concatenate(training)), np.sort(np.concatenate(held_out))


def check_classes(project: ModelProject, data: PreparedData) -> None:
    """A class of one row cannot be both trained on and held out: refused, named."""
    counts = np.bincount(data.y.astype(int), minlength=len(data.classes))
    if (counts < 2).any():
        rare = int(np.argmin(counts))
        raise InputError(
            tr(
                "the declared class {value} has fewer than two rows; each class needs at least "
                "two, one for training and one held out. Group it with another class, remove "
                "it from columns.classes, or add rows of it."
            ).format(value=repr(data.classes[rare])),
            path=project.input.path,
            column=project.columns.target,
        )


def split_rows(
    project: ModelProject, data: PreparedData, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """The stratified split, with everything it decides checked before any charge; with a
    privacy unit, by unit (`unit_split`)."""
    check_classes(project, data)
    share = project.training.test_share
    train_rows, held_out = (split(data.y, share, rng) if data.units is None
                            else unit_split(data.units, data.y, share, rng))  # fmt: skip
    check_split(project, data, train_rows, held_out)
    return train_rows, held_out


def unit_split(
    units: np.ndarray, y: np.ndarray, test_share: float, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """(training rows, held-out rows) with every unit's rows on one side only, so the
    held-out rows (the audit's accuracy, AUC and the membership attack's non-members)
    belong to units never trained on: `split` of the units, stratified by each unit's most
    frequent class (the smallest on a tie), then each unit's rows follow it."""
    pairs = pd.crosstab(units, y.astype(int)).to_numpy()  # units × classes, rows of each
    in_held = np.isin(np.arange(pairs.shape[0]), split(np.argmax(pairs, 1), test_share, rng)[1])
    return np.flatnonzero(~in_held[units]), np.flatnonzero(in_held[units])


def check_split(project: ModelProject, data: PreparedData, train_rows, held_out) -> None:
    """Everything the split decides, refused before the ledger is charged: every class
    among the training rows and, for the audits, enough held-out rows holding every class
    (else the AUC is undefined; 25 rows once trained, charged, then crashed on it)."""
    path, target = project.input.path, project.columns.target
    if np.unique(data.y[train_rows]).size < len(data.classes):
        raise InputError(
            tr("a class of the target has too few rows to appear among the training rows."),
            path=path,
            column=target,
        )
    if not project.audit.enabled:
        return
    if held_out.size < MIN_HELD_OUT:
        raise ParameterError(
            "training.test_share",
            tr(
                "gives {held} held-out rows of {rows}; the audit needs at least {least} to "
                "measure accuracy and AUC. Raise training.test_share, use more rows, or turn "
                "the audit off."
            ).format(
                held=number(held_out.size, ","),
                rows=number(data.y.size, ","),
                least=number(MIN_HELD_OUT, ","),
            ),
        )
    if np.unique(data.y[held_out]).size < len(data.classes):
        raise InputError(
            tr(
                "the {held} held-out rows (drawn at random) miss a class of the target, so "
                "the AUC is undefined. Raise training.test_share or use more rows of the rare "
                "class."
            ).format(held=number(held_out.size, ",")),
            path=path,
            column=target,
        )

"""Declared brackets of a numeric quasi-identifier (`generalization.<qi>.brackets`): one
list of increasing breaks per level, each coarser list nested in the finer, checked by key."""

from __future__ import annotations

import itertools

from engine.core.errors import ParameterError
from engine.core.i18n import tr


def brackets_of(value, key: str):
    """Nested brackets: lists of increasing breaks, each coarser list inside the finer."""
    if value is None:
        return None
    ok = isinstance(value, list) and value and all(
        isinstance(b, list) and b and all(
            isinstance(x, int | float) and not isinstance(x, bool) for x in b
        ) for b in value
    )  # fmt: skip
    if not ok:
        raise ParameterError(key, tr("must be a list of lists of numbers (the breaks per level)"))
    for b in value:
        if any(y <= x for x, y in itertools.pairwise(b)):
            raise ParameterError(key, tr("breaks must increase, got {breaks}").format(breaks=b))
    for finer, coarser in itertools.pairwise(value):
        if not set(coarser) <= set(finer):
            raise ParameterError(
                key,
                tr("{coarser} is not nested in {finer} (each level merges)").format(
                    coarser=coarser, finer=finer
                ),
            )
    return tuple(tuple(float(x) for x in b) for b in value)

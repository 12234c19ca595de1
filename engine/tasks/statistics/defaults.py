"""A starting statistics project for a freshly loaded table (the wizard calls it).

Chooses a grouping column (text, 2–50 values), a numeric column (not one value per row)
with its 1st–99th percentiles, rounded, as a *proposal* of bounds (the user declares the
bounds; the release never takes them from the data), a binary column (0/1 first) for the
reconstruction attack, and declares the grouping column's categories as found in the
file, for the user to check. For a file too large for memory (`default_project_from_head`)
the project aggregates straight from the file and declares no categories, as its first
rows may lack some: the wizard asks to declare them from the whole file.
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.project_file import InputSpec
from engine.statistics.queries import Query, categories_in_frame
from engine.tasks.statistics.project import (
    DifferencingSpec,
    ReconstructionSpec,
    StatisticsAuditSpec,
    StatisticsProject,
    with_out_of_core,
)

MAX_GROUPS = 50


def _nice_bounds(values: pd.Series) -> tuple[float, float]:
    """The 1st–99th percentiles widened to round numbers: never the extremes, which would
    show an outlier's size in the declared bounds and widen every mean's noise with it."""
    low, high = (float(v) for v in np.percentile(values, [1.0, 99.0]))
    if not high > low:
        low, high = float(values.min()), float(values.max())
    if not high > low:
        high = low + 1.0
    step = 10 ** math.floor(math.log10(high - low))
    return math.floor(low / step) * step, math.ceil(high / step) * step


def default_project(path: Path, sheet: str | None, frame: pd.DataFrame) -> StatisticsProject:
    group = binary = measure = None
    text_binary = None
    for name in frame.columns:
        series = frame[name].dropna()
        distinct = series.nunique()
        numeric = pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series)
        if distinct == 2:
            if numeric and binary is None:
                binary = name
            text_binary = text_binary or name
        elif not numeric and 2 <= distinct <= MAX_GROUPS and group is None:
            group = name
        elif numeric and 2 < distinct < len(series) and measure is None:
            measure = name  # one value per row is an identifier, not a measure
    binary = binary or text_binary
    queries = [Query("count", by=(group,) if group else ())]
    categories = {}
    if group is not None:
        categories[group] = categories_in_frame(frame, group)
    bounds = None
    if measure is not None:
        bounds = _nice_bounds(pd.to_numeric(frame[measure], errors="coerce").dropna())
        queries.append(Query("mean", measure, bounds, by=(group,) if group else ()))
    rows = int(np.clip(len(frame), 10, 100))
    audit = StatisticsAuditSpec(
        reconstruction=ReconstructionSpec(binary, (rows, 2 * rows, 4 * rows), rows),
        differencing=DifferencingSpec(measure, bounds),
    )
    return StatisticsProject(InputSpec(Path(path), sheet), tuple(queries), categories, audit=audit)


def default_project_from_head(path: Path, sheet: str | None, head: pd.DataFrame):
    """The starting project for a file seen only by its first rows (too large for memory):
    out of core, the grouping's categories still to declare from the whole file."""
    project = default_project(path, sheet, head)
    return with_out_of_core(replace(project, categories={}), True)

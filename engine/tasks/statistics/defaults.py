"""A starting statistics project for a freshly loaded table (the wizard calls it).

A count of all rows and the mean of a numeric column (not one value per row) with its
1st–99th percentiles, rounded, as a *proposal* of bounds (the user declares the bounds;
the release never takes them from the data), and a binary column (0/1 first) for the
reconstruction attack. Nothing is grouped: a grouping's cells are typed by the user, read
from a codebook or chosen privately, never taken from the data (`engine.statistics.
categories`). For a file too large for memory (`default_project_from_head`) the project
aggregates straight from the file.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.project_file import InputSpec
from engine.statistics.queries import Query
from engine.tasks.statistics.project import (
    DifferencingSpec,
    ReconstructionSpec,
    StatisticsAuditSpec,
    StatisticsProject,
    with_out_of_core,
)


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
    binary = measure = None
    text_binary = None
    for name in frame.columns:
        series = frame[name].dropna()
        distinct = series.nunique()
        numeric = pd.api.types.is_numeric_dtype(series) and not pd.api.types.is_bool_dtype(series)
        if distinct == 2:
            if numeric and binary is None:
                binary = name
            text_binary = text_binary or name
        elif numeric and 2 < distinct < len(series) and measure is None:
            measure = name  # one value per row is an identifier, not a measure
    binary = binary or text_binary
    queries = [Query("count")]
    bounds = None
    if measure is not None:
        bounds = _nice_bounds(pd.to_numeric(frame[measure], errors="coerce").dropna())
        queries.append(Query("mean", measure, bounds))
    rows = int(np.clip(len(frame), 10, 100))
    audit = StatisticsAuditSpec(
        reconstruction=ReconstructionSpec(binary, (rows, 2 * rows, 4 * rows), rows),
        differencing=DifferencingSpec(measure, bounds),
    )
    return StatisticsProject(InputSpec(Path(path), sheet), tuple(queries), audit=audit)


def default_project_from_head(path: Path, sheet: str | None, head: pd.DataFrame):
    """The starting project for a file seen only by its first rows (too large for memory):
    out of core."""
    return with_out_of_core(default_project(path, sheet, head), True)

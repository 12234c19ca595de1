"""MOS small-cell queries (MATH 7.7; seed 004): a mean or an OLS slope per cell, with
Laplace noise scaled by χ_h, the maximum observed N·LS over the cells of each higher-level
group. Not differentially private (see `engine.statistics.mos`): the ledger lists these
queries as non-DP and never sums them.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import number, tr
from engine.statistics import mos
from engine.statistics.intervals import half_width
from engine.statistics.laplace import laplace_noise
from engine.statistics.queries import Cells, clamp, column_of, group_cells, numeric
from engine.statistics.release_rows import (
    NOISE_ONLY,
    WITH_SAMPLING,
    QueryRelease,
    bounded_cells,
    rows_frame,
    with_cells,
)


def cell_groups(frame, query, cells: Cells, path) -> tuple[np.ndarray, list[str]]:
    """Each cell's higher-level group (`sensitivity_level`); a cell split between two
    groups is refused."""
    level = column_of(frame, query.sensitivity_level, path)
    keep = cells.codes >= 0
    group_codes, group_labels = pd.factorize(level, sort=True)
    missing = np.flatnonzero(keep & (group_codes < 0))  # factorize codes a missing value −1
    if missing.size:
        row = int(missing[0]) + 2  # spreadsheet row: the header is row 1
        raise InputError(
            tr(
                "{n} row(s) of released cells have no '{column}' group, first at row {row}; MOS "
                "needs each cell inside one higher-level group."
            ).format(n=number(missing.size, ","), column=query.sensitivity_level, row=row),
            path=path,
            column=query.sensitivity_level,
            row=row,
            hint=tr("Fill in the group of those rows, or leave them out of the file."),
        )
    pairs = pd.DataFrame({"cell": cells.codes[keep], "group": group_codes[keep]})
    per_cell = pairs.drop_duplicates().groupby("cell")["group"]
    if (per_cell.nunique() > 1).any():
        bad = cells.labels[int(per_cell.nunique().idxmax())]
        raise InputError(
            tr(
                "the cell {cell} lies in more than one '{column}' group; MOS needs each cell "
                "inside one higher-level group."
            ).format(cell=bad, column=query.sensitivity_level),
            path=path,
            column=query.sensitivity_level,
        )
    cell_group = np.zeros(cells.size, dtype=np.int64)
    first = per_cell.first()
    cell_group[first.index.to_numpy()] = first.to_numpy()
    return cell_group, [str(g) for g in group_labels]


def release_mos_mean(frame, query, epsilon, delta, categories, path, rng) -> QueryRelease:
    """MOS (MATH 7.7): not differentially private; χ per higher-level group."""
    cells, values, clipped = bounded_cells(frame, query, categories, path)
    cell_group, group_labels = cell_groups(frame, query, cells, path)
    low, high = query.bounds
    n, mu, ls = mos.cell_mean_sensitivities(cells.codes, values, cells.size, query.bounds)
    result = mos.mos_release(
        np.nan_to_num(mu), n, ls, cell_group, group_labels, epsilon,
        mos.MIN_CELL["mean"], rng,
    )  # fmt: skip
    # from the released count, as the published scale: the true N_g would show through
    sampling = (high - low) / (2.0 * np.sqrt(np.maximum(result.counts, mos.MIN_CELL["mean"])))
    widths = np.array(
        [half_width(laplace_noise(1.0, s), e) if np.isfinite(s) and s > 0 else np.nan
         for s, e in zip(result.scales, sampling, strict=True)]
    )  # fmt: skip
    estimate = np.clip(result.estimates, low, high)
    lower = np.clip(estimate - widths, low, high)
    upper = np.clip(estimate + widths, low, high)
    table = rows_frame(
        query, cells.labels, estimate, lower, upper, WITH_SAMPLING, result.scales,
        epsilon, 0.0,
    )  # fmt: skip
    table["released_count"] = result.counts
    notes = (
        f"MOS by '{query.sensitivity_level}', not formally private: {mos.NOT_PRIVATE}",
        "cells with fewer than 2 records are not released",
    )
    extra = {"chi": result.chi, "sensitivity_level": query.sensitivity_level}
    out = QueryRelease(query, epsilon, 0.0, None, table, notes=notes, extra=extra, exact=mu)
    return with_cells(out, cells, clipped=clipped, left_out=cells.left_out)


def release_mos_slope(frame, query, epsilon, delta, categories, path, rng) -> QueryRelease:
    """MOS OLS slope of `column` on `x` per cell, LS by MATH 7.7's closed form; cells with
    N ≤ 2 or no spread in x are not released. The interval covers the noise only."""
    cells = group_cells(frame, query.by, categories, path)
    y = numeric(frame, query.column, path)
    x = numeric(frame, query.x, path)
    present = ~np.isnan(y) & ~np.isnan(x)
    y, moved_y = clamp(y, query.bounds)
    x, moved_x = clamp(x, query.x_bounds)
    codes = np.where(present & (cells.codes >= 0), cells.codes, -1)
    cell_group, group_labels = cell_groups(frame, query, cells, path)
    n = np.bincount(codes[codes >= 0], minlength=cells.size).astype(float)
    theta = np.full(cells.size, np.nan)
    ls = np.full(cells.size, np.inf)
    order = np.argsort(codes, kind="stable")
    starts = np.searchsorted(codes[order], np.arange(cells.size + 1))
    for g in range(cells.size):
        rows = order[starts[g] : starts[g + 1]]
        if rows.size >= mos.MIN_CELL["slope"]:
            ls[g] = mos.slope_local_sensitivity(x[rows], y[rows], query.x_bounds, query.bounds)
            d = x[rows] - x[rows].mean()
            sxx = float(d @ d)
            theta[g] = float(d @ (y[rows] - y[rows].mean())) / sxx if sxx > 0 else np.nan
    result = mos.mos_release(
        np.nan_to_num(theta), n, ls, cell_group, group_labels, epsilon, mos.MIN_CELL["slope"],
        rng,
    )  # fmt: skip
    widths = result.scales * np.log(20.0)
    table = rows_frame(
        query, cells.labels, result.estimates, result.estimates - widths,
        result.estimates + widths, NOISE_ONLY, result.scales, epsilon, 0.0,
    )  # fmt: skip
    table["released_count"] = result.counts
    notes = (
        f"MOS by '{query.sensitivity_level}', not formally private: {mos.NOT_PRIVATE}",
        "cells with fewer than 3 records or no spread in x are not released",
    )
    extra = {"chi": result.chi, "sensitivity_level": query.sensitivity_level}
    out = QueryRelease(query, epsilon, 0.0, None, table, notes=notes, extra=extra, exact=theta)
    return with_cells(out, cells, clipped=moved_x + moved_y, left_out=int(np.sum(codes < 0)))

"""Maximum Observed Sensitivity small-cell estimates (MATH 7.7; seed 004, Chetty & Friedman).

Per cell g (a district) within a higher-level group h (its region): the local sensitivity
LS_g of the estimate, χ_h = max_{g∈h} N_g·LS_g, and the release θ̃_g = θ_g + Lap(χ_h/(εN_g)),
Ñ_g = N_g + Lap(1/ε). **Not differentially private**: χ_h is data-dependent and released
unnoised, the true N_g sets the scale, and a neighbour's local sensitivity can exceed
χ_h/N_g. The ledger lists it as not formally private and never sums it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.statistics.laplace import laplace_noise

# The manifest's words (English, a record); `engine.tasks.statistics.texts.not_private_text`
# says the same in the interface language.
NOT_PRIVATE = (
    "the noise is sized from the data themselves (the largest effect one person has on an "
    "estimate within each group of the level), and that size can itself reveal something "
    "about the people of the group. Details: residual risk through χ_h at level h"
)
MIN_CELL = {"mean": 2, "slope": 3}  # MATH 7.7: N ≤ 1 (mean), ≤ 2 (slope): not released


def mean_local_sensitivity(y, bounds: tuple[float, float]) -> float:
    """LS of the mean of y ∈ [a, b], N ≥ 2: the larger of adding one record inside the
    bounds, max(μ − a, b − μ)/(N + 1), and removing one, max_i |y_i − μ|/(N − 1)."""
    y = np.clip(np.asarray(y, dtype=float), *bounds)
    n = y.size
    if n < 2:
        return math.inf
    mu = float(y.mean())
    add = max(mu - bounds[0], bounds[1] - mu) / (n + 1)
    remove = float(np.max(np.abs(y - mu))) / (n - 1)
    return max(add, remove)


def slope_local_sensitivity(x, y, x_bounds, y_bounds) -> float:
    """LS of the OLS slope of y on x in the box x_bounds × y_bounds (MATH 7.7): removals
    exactly, additions maximized over y ∈ {y_lo, y_hi} and d over the ends and the roots
    of Acd² + 2β̂S_xx d − AS_xx. Infinite where a removal leaves no spread in x."""
    x = np.clip(np.asarray(x, dtype=float), *x_bounds)
    y = np.clip(np.asarray(y, dtype=float), *y_bounds)
    n = x.size
    if n < 3:
        return math.inf
    xbar, ybar = x.mean(), y.mean()
    d = x - xbar
    sxx = float(d @ d)
    if sxx <= 0:
        return math.inf
    beta = float(d @ (y - ybar)) / sxx
    e = y - ybar - beta * d
    c_remove = n / (n - 1)
    denominators = sxx - c_remove * d * d
    if np.any(denominators <= sxx * 1e-12):
        return math.inf
    remove = float(np.max(np.abs(c_remove * d * e / denominators)))
    c = n / (n + 1)
    add = 0.0
    ends = (x_bounds[0] - xbar, x_bounds[1] - xbar)
    for y_new in y_bounds:
        a = y_new - ybar
        candidates = list(ends)
        if a != 0:
            roots = np.roots([a * c, 2.0 * beta * sxx, -a * sxx])
            candidates += [r.real for r in roots if abs(r.imag) < 1e-12]
        elif beta != 0:
            candidates.append(0.0)
        for dd in candidates:
            if ends[0] <= dd <= ends[1]:
                change = c * dd * (a - beta * dd) / (sxx + c * dd * dd)
                add = max(add, abs(change))
    return max(remove, add)


def cell_mean_sensitivities(codes: np.ndarray, values: np.ndarray, cells: int, bounds):
    """Per cell (rows with code −1 left out): N_g, the mean μ_g and its LS_g, vectorized
    (`mean_local_sensitivity` per cell; infinite where N_g < 2)."""
    keep = codes >= 0
    codes, values = codes[keep], np.clip(values[keep], *bounds)
    n = np.bincount(codes, minlength=cells).astype(float)
    mu = np.divide(
        np.bincount(codes, values, minlength=cells), n, out=np.full(cells, np.nan), where=n > 0
    )
    high = np.full(cells, -np.inf)
    low = np.full(cells, np.inf)
    np.maximum.at(high, codes, values)
    np.minimum.at(low, codes, values)
    with np.errstate(divide="ignore", invalid="ignore"):
        add = np.fmax(mu - bounds[0], bounds[1] - mu) / (n + 1)
        remove = np.fmax(high - mu, mu - low) / (n - 1)
        ls = np.maximum(add, remove)
    return n, mu, np.where(n >= MIN_CELL["mean"], ls, np.inf)


@dataclass(frozen=True)
class MosCells:
    """The MOS release of one query: per cell the noisy estimate and count, and χ."""

    estimates: np.ndarray  # θ̃_g (NaN where the cell is too small to release)
    counts: np.ndarray  # Ñ_g
    scales: np.ndarray  # χ_h/(εÑ_g): the published scale, from released numbers only
    chi: dict  # group label → χ_h
    cell_group: np.ndarray  # index of each cell's group
    released: np.ndarray  # bool: N_g large enough
    epsilon: float


def chi_by_group(n: np.ndarray, ls: np.ndarray, groups: np.ndarray, ngroups: int) -> np.ndarray:
    """χ_h = max over the cells g of group h (with finite LS) of N_g·LS_g."""
    chi = np.zeros(ngroups)
    ok = np.isfinite(ls)
    np.maximum.at(chi, groups[ok], (n * ls)[ok])
    return chi


def mos_release(
    theta: np.ndarray,
    n: np.ndarray,
    ls: np.ndarray,
    groups: np.ndarray,
    group_labels: list,
    epsilon: float,
    min_cell: int,
    rng: np.random.Generator,
) -> MosCells:
    """θ̃_g = θ_g + Lap(χ_h/(εN_g)) and Ñ_g = N_g + Lap(1/ε) for cells with N_g ≥ min_cell.

    The noise uses the true N_g (MATH 7.7), but the scale published with each cell is
    χ_h/(εÑ_g), what a reader computes from the released χ_h and Ñ_g (Ñ_g at least
    `min_cell`, as a released cell has): χ_h/(εN_g) beside χ_h would give N_g exactly and
    make the noisy count pointless.
    """
    chi = chi_by_group(n, ls, groups, len(group_labels))
    released = (n >= min_cell) & np.isfinite(ls)
    # Exact discrete noise (no float draw leaves): θ on a grid per cell, counts integers.
    noisy = np.array(theta, dtype=float)
    spread = chi[groups] / np.maximum(n, 1)  # each cell's Laplace scale is spread/ε
    noised = released & (spread > 0)
    for value in np.unique(spread[noised]):  # one sampler per distinct scale
        cells = np.flatnonzero(noised & (spread == value))
        noisy[cells] = laplace_noise(epsilon, float(value)).release(theta[cells], rng)
    counts = laplace_noise(epsilon, 1.0, integer=True).release(n, rng)
    published = chi[groups] / (epsilon * np.maximum(counts, min_cell))
    return MosCells(
        np.where(released, noisy, np.nan),
        counts,
        np.where(released, published, np.nan),
        {str(label): float(c) for label, c in zip(group_labels, chi, strict=True)},
        groups,
        released,
        epsilon,
    )

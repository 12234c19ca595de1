"""Releasing one query's cells with noise and 95 % intervals (MATH 7.2, 7.6, 7.3, 7.7).

Each function takes the table, one `Query`, its share (ε, δ) of the budget and a fresh
generator, and returns a `QueryRelease`: the tidy rows (one per cell: estimate, interval,
noise scale), what the query spent (ε, δ, ρ), and the raw facts the data holder needs
(values clipped, rows left out), which are never part of the released table.

Post-processing, stated in every release: negative counts are raised to 0 (and their
intervals' lower ends), means are clamped to their declared bounds; both keep the
guarantee.

No float draw is released (`engine.statistics.noise`): counts, histogram and table cells
(and a mean's count) get exact integer noise and are integers, their interval half-width
the smallest whole number covering 95 %; sums, a mean's centred sum and estimators are
released on a power-of-two grid about 2⁻¹⁰ of their sensitivity; quantiles on theirs.
"""

from __future__ import annotations

import numpy as np

from engine.statistics import quantile, sample_aggregate
from engine.statistics.intervals import ratio_cdf, ratio_interval
from engine.statistics.mos_queries import release_mos_mean, release_mos_slope
from engine.statistics.queries import Query, bin_cells, clamp, group_cells, numeric
from engine.statistics.release_rows import (
    NOISE_ONLY,
    RATIO,
    CellTotals,
    QueryRelease,
    bounded_cells,
    calibrate,
    rows_frame,
    totals_of,
    with_cells,
)

__all__ = [
    "QueryRelease", "calibrate", "query_noise", "query_totals", "release_query", "release_totals",
    "simulated_counts", "simulated_means",
]  # fmt: skip


def release_query(frame, query: Query, epsilon, delta, categories, path, rng) -> QueryRelease:
    totals = query_totals(frame, query, categories, path)
    if totals is not None:
        return release_totals(query, totals, epsilon, delta, rng)
    release = {
        "quantile": _quantile,
        "estimator": _estimator,
        "mos_mean": release_mos_mean,
        "mos_slope": release_mos_slope,
    }[query.type]
    return release(frame, query, epsilon, delta, categories, path, rng)


def query_totals(frame, query: Query, categories, path, kept=None) -> CellTotals | None:
    """The per-cell totals a count, contingency table, histogram, sum or mean is released
    from (None for the queries released from the rows themselves); `kept`: one release's
    groupings, each computed once (`group_cells`)."""
    if query.type in ("count", "contingency"):
        return totals_of(group_cells(frame, query.by, categories, path, kept))
    if query.type == "histogram":
        cells, clipped = bin_cells(numeric(frame, query.column, path), query.bins)
        return totals_of(cells, clipped=clipped)
    if query.type in ("sum", "mean"):  # values clamped to the declared bounds
        cells, values, clipped = bounded_cells(frame, query, categories, path, kept)
        return totals_of(cells, values, clipped)
    return None


def release_totals(query: Query, totals: CellTotals, epsilon, delta, rng) -> QueryRelease:
    """A count, contingency table, histogram, sum or mean from its per-cell totals."""
    release = _mean_cells if query.type == "mean" else _sum_cells
    if query.type in ("count", "contingency", "histogram"):
        release = _count_cells
    out = release(query, totals, epsilon, delta, rng)
    return with_cells(out, totals, clipped=totals.clipped, left_out=totals.left_out)


def query_noise(query: Query, epsilon, delta) -> tuple:
    """The noise a count, contingency table, histogram, sum, mean (its centred sum, then
    its count) or estimator draws, calibrated before any data is read; () for the others.
    Every sensitivity is for one unit: Δ of one row times the unit's Δ₁ of its cell
    counts (`query.unit_rows`), or Δ₂ (`query.unit_l2`) for Gaussian noise
    (`engine.statistics.cell_bounds`)."""
    b = query.unit_l2 if query.mechanism == "gaussian" else query.unit_rows
    if query.type in ("count", "contingency", "histogram"):
        return (calibrate(query, epsilon, delta, float(b), integer=True),)
    if query.type == "estimator":
        sens = sample_aggregate.sensitivity(query.output_bounds, query.blocks)
        return (calibrate(query, epsilon, delta, b * sens),)
    if query.type not in ("sum", "mean"):
        return ()
    low, high = query.bounds
    if query.type == "sum":
        return (calibrate(query, epsilon, delta, b * max(abs(low), abs(high))),)
    return (
        calibrate(query, epsilon / 2.0, delta / 2.0, b * (high - low) / 2.0),
        calibrate(query, epsilon / 2.0, delta / 2.0, float(b), integer=True),
    )


def grid_note(grid: float) -> str:
    """The stated grid of a real-valued release (a mean is computed from its sum, on the
    grid, and its integer count, so it states none)."""
    return (
        f"released as whole multiples of {grid:.6g}, so no digit of the noise draw below "
        f"it is published"
    )


def _labels(query: Query, totals: CellTotals) -> list[str]:
    return totals.labels if query.by or query.type == "histogram" else ["all rows"]


def _count_cells(query, totals: CellTotals, epsilon, delta, rng) -> QueryRelease:
    """Counts per declared cell: Δ₁ = Δ₂ = B for the whole table (a unit's at most B rows,
    B = 1 for row-level privacy)."""
    exact = totals.n
    (noise,) = query_noise(query, epsilon, delta)
    noisy = noise.release(exact, rng)  # int64: exact integer noise, never a float draw
    estimate, lower, upper = _raised(noisy, int(noise.half_width))
    table = rows_frame(
        query, _labels(query, totals), estimate, lower, upper, NOISE_ONLY, noise.scale,
        epsilon, delta,
    )  # fmt: skip
    notes = ("negative counts and interval ends raised to 0 (post-processing)",)
    return QueryRelease(query, epsilon, delta, noise.rho, table, notes=notes, exact=exact)


def _raised(noisy, width: int):
    """A count's estimate and interval ends: never negative, each raised to 0
    (post-processing; the interval still holds the true count whenever it did before)."""
    return np.maximum(noisy, 0), np.maximum(noisy - width, 0), np.maximum(noisy + width, 0)


def simulated_counts(query, totals: CellTotals, epsilon, delta, rng, releases: int):
    """|estimate − raw count| and whether the 95 % interval holds it, for every cell of
    `releases` fresh releases of a count, contingency table or histogram from the same
    totals, drawn at once as `_count_cells` draws each."""
    (noise,) = query_noise(query, epsilon, delta)
    exact = totals.n
    noisy = noise.release(np.broadcast_to(exact, (releases, exact.size)), rng)
    estimate, lower, upper = _raised(noisy, int(noise.half_width))
    return np.abs(estimate - exact).ravel(), ((lower <= exact) & (exact <= upper)).ravel()


def _sum_cells(query, totals: CellTotals, epsilon, delta, rng) -> QueryRelease:
    """Sums of values clamped to [a, b]: Δ = B·max(|a|, |b|) for units of B rows (MATH 7.2)."""
    exact = totals.sums
    (noise,) = query_noise(query, epsilon, delta)
    noisy = noise.release(exact, rng)  # on the noise's grid
    width = noise.half_width
    table = rows_frame(
        query, _labels(query, totals), noisy, noisy - width, noisy + width, NOISE_ONLY,
        noise.scale, epsilon, delta,
    )  # fmt: skip
    notes = (grid_note(noise.grid),)
    return QueryRelease(query, epsilon, delta, noise.rho, table, notes=notes, exact=exact)


def _centred(query, totals: CellTotals, epsilon, delta):
    """What a mean's release and its simulated twin share: the bounds and their centre,
    the sum's and count's noise, the centred sums and the exact means (NaN where empty)."""
    low, high = query.bounds
    centre = (low + high) / 2.0
    sum_noise, count_noise = query_noise(query, epsilon, delta)
    n = totals.n
    centred_sum = totals.sums - centre * n
    exact = np.divide(centred_sum, n, out=np.full(n.size, np.nan), where=n > 0) + centre
    return low, high, centre, sum_noise, count_noise, centred_sum, exact


def _mean_cells(query, totals: CellTotals, epsilon, delta, rng) -> QueryRelease:
    """c + S̃_c/Ñ, ε (and δ) halved between the centred sum (Δ = (b − a)/2) and the count
    (Δ = 1); no estimate where Ñ < 1; clamped to [a, b] (MATH 7.2)."""
    low, high, centre, sum_noise, count_noise, centred_sum, exact = _centred(
        query, totals, epsilon, delta
    )
    n = totals.n
    noisy_n = count_noise.release(n, rng)  # an integer count
    noisy_sum = sum_noise.release(centred_sum, rng)  # on the grid
    ok = noisy_n >= 1.0
    safe_n = np.where(ok, noisy_n, 1.0)
    estimate = np.where(ok, np.clip(centre + noisy_sum / safe_n, low, high), np.nan)
    sampling = (high - low) / (2.0 * np.sqrt(safe_n))
    lower, upper = ratio_interval(noisy_sum, safe_n, sum_noise, count_noise, rng, sampling)
    lower = np.where(ok, np.clip(centre + lower, low, high), np.nan)
    upper = np.where(ok, np.clip(centre + upper, low, high), np.nan)
    scale = f"{sum_noise.scale:.6g} (sum), {count_noise.scale:.6g} (count)"
    table = rows_frame(
        query, _labels(query, totals), estimate, lower, upper, RATIO, sum_noise.scale,
        epsilon, delta,
    )  # fmt: skip
    notes = (
        f"noise scale is the centred sum's; the count's is {count_noise.scale:.6g}",
        "means clamped to the declared bounds; no estimate where the noisy count is below 1 "
        "(post-processing)",
        "interval: percentiles of simulated noise on the released sum and count plus a "
        "bounded sampling error (b − a)/(2√Ñ): approximate",
    )
    return QueryRelease(
        query, epsilon, delta, count_noise.rho + sum_noise.rho, table, notes=notes,
        extra={"noise_scales": scale}, exact=exact,
    )  # fmt: skip


def simulated_means(query, totals: CellTotals, epsilon, delta, rng, releases: int):
    """|estimate − raw mean| and whether the 95 % interval holds the raw mean, for the
    cells that get an estimate, over `releases` fresh releases of a mean from the same
    totals, each drawn as `_mean_cells` draws it. Whether an interval holds the raw mean is
    read from the closed-form law its percentiles are drawn from (`intervals.ratio_cdf`),
    not from 10,000 fresh draws per cell and release."""
    low, high, centre, sum_noise, count_noise, centred_sum, exact = _centred(
        query, totals, epsilon, delta
    )
    n = totals.n
    shape = (releases, n.size)
    noisy_n = count_noise.release(np.broadcast_to(n, shape), rng)
    noisy_sum = sum_noise.release(np.broadcast_to(centred_sum, shape), rng)
    safe_n = np.where(noisy_n >= 1.0, noisy_n, 1.0)
    estimate = np.clip(centre + noisy_sum / safe_n, low, high)
    shown = (noisy_n >= 1.0) & np.isfinite(exact)
    sampling = (high - low) / (2.0 * np.sqrt(safe_n))
    level = ratio_cdf(exact - centre, noisy_sum, safe_n, sum_noise, count_noise, sampling)
    covered = (level >= 0.025) & (level <= 0.975)
    return np.abs(estimate - exact)[shown], covered[shown]


def _quantile(frame, query, epsilon, delta, categories, path, rng) -> QueryRelease:
    """Exponential mechanism per quantile, ε split equally between them (MATH 7.2); with
    a unit of B rows each is drawn at ε/(B·k), a unit moving every rank by at most B."""
    values = numeric(frame, query.column, path)
    present = values[~np.isnan(values)]
    _, clipped = clamp(present, query.bounds)
    each = epsilon / len(query.quantiles)
    per_row = each / query.unit_rows  # group privacy over a unit's B rows
    estimates = [quantile.private_quantile(present, q, query.bounds, per_row, rng)
                 for q in query.quantiles]  # fmt: skip
    exact = np.quantile(present, query.quantiles) if present.size else None
    labels = [f"q = {q:g}" for q in query.quantiles]
    nan = np.full(len(labels), np.nan)
    table = rows_frame(query, labels, estimates, nan, nan, "none", nan, epsilon, 0.0)
    notes = (
        "no interval: the exponential mechanism's error depends on the data's spacing",
        grid_note(quantile.quantile_grid(query.bounds)),
    )
    rho = len(query.quantiles) * each**2 / 2.0
    left_out = int(values.size - present.size)
    return QueryRelease(
        query, epsilon, 0.0, rho, table, clipped=clipped, left_out=left_out, notes=notes,
        exact=exact,
    )  # fmt: skip


def _estimator(frame, query, epsilon, delta, categories, path, rng) -> QueryRelease:
    """Sample-and-aggregate (MATH 7.3): mean of m clamped block estimates plus noise."""
    y = numeric(frame, query.column, path)
    x = None if query.x is None else numeric(frame, query.x, path)
    present = ~np.isnan(y) if x is None else ~np.isnan(y) & ~np.isnan(x)
    (noise,) = query_noise(query, epsilon, delta)
    result = sample_aggregate.sample_and_aggregate(
        query.estimator, y[present], None if x is None else x[present], query.blocks,
        query.output_bounds, noise, rng,
    )  # fmt: skip
    low, high = query.output_bounds
    width = noise.half_width
    table = rows_frame(
        query, [query.estimator], [result.estimate], [result.estimate - width],
        [result.estimate + width], NOISE_ONLY, noise.scale, epsilon, delta,
    )  # fmt: skip
    notes = (
        f"{query.blocks} blocks by a keyed hash of the row number; block estimates clamped "
        f"to [{low:g}, {high:g}]; the interval covers the noise only",
        grid_note(noise.grid),
    )
    exact = np.array([sample_aggregate.estimate(query.estimator, y[present],
                      None if x is None else x[present])])  # fmt: skip
    return QueryRelease(
        query, epsilon, delta, noise.rho, table, left_out=int(np.sum(~present)), notes=notes,
        extra={"undefined_blocks": result.undefined_blocks}, exact=exact,
        warnings=_undefined_blocks_warning(result.undefined_blocks, query.blocks, low, high),
    )  # fmt: skip


def _undefined_blocks_warning(undefined: int, blocks: int, low, high) -> tuple[str, ...]:
    """MATH 7.3 leaves a block without an estimate (empty, too few rows, no spread in x)
    undefined; it contributes the data-independent midpoint of [a_θ, b_θ] (as
    `sample_and_aggregate` says), which pulls the release towards it: say how many."""
    if not undefined:
        return ()
    return (
        f"{undefined:,} of {blocks:,} blocks had no estimate (too few rows or no spread in "
        f"x) and count as the midpoint {(low + high) / 2:g} of the output bounds; use fewer "
        f"blocks",
    )

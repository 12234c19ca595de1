"""DP-SGD for logistic regression (MATH 9.1; Abadi et al. 2016, seed 004's Algorithm 1).

Step t = 1…T: every example joins the batch independently with probability q (Poisson
sampling, drawn as geometric gaps between chosen rows: exact, and O(batch) per step);
each per-example gradient is clipped to norm C; the clipped sum gets N(0, σ²C²I) and is
divided by the expected batch size L = qN (never the drawn size, which would leak it);
θ ← θ − η_t(g̃ + λw), the L2 penalty after the noise (post-processing). σ = 0 and C = ∞
is plain minibatch SGD, the non-private baseline.

With a privacy unit (`units`: each training row's unit, at most B rows each, bounded
before), DP-SGD samples units, not rows: each of the U units joins the batch with
probability q, all its rows with it; the summed gradient of a unit's rows is clipped to
norm C as one; L = qU. One unit then moves the clipped sum by at most C, as one row does
without units, so the accountant's guarantee holds for each unit with N = U.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.mechanisms.discrete import snap
from engine.model.logistic import clipped_sum, unit_clipped_sum

SCHEDULES = ("constant", "decay")
# Trained weights are whole multiples of it when noise was added: no low-order bit of the
# float Gaussian draws leaves with the model (Mironov 2012); post-processing, so the
# accounting is unchanged.
WEIGHT_GRID = 2.0**-20


@dataclass(frozen=True)
class SGDSettings:
    sampling_rate: float  # q
    steps: int  # T
    learning_rate: float  # η
    clip: float = 1.0  # C (inf: no clipping)
    noise_multiplier: float = 0.0  # σ
    schedule: str = "constant"  # "decay": η_t = η/√(1 + t·q), i.e. by epochs done
    l2: float = 0.0  # λ on the weights, never the intercept


def poisson_batch(n: int, q: float, rng: np.random.Generator) -> np.ndarray:
    """Sorted indices of a Poisson sample: each of n rows kept with probability q."""
    if q >= 1.0:
        return np.arange(n)
    expected = n * q
    chunk = int(expected + 6 * math.sqrt(expected) + 16)
    picked = np.cumsum(rng.geometric(q, size=chunk)) - 1
    while picked[-1] < n:
        more = picked[-1] + np.cumsum(rng.geometric(q, size=chunk))
        picked = np.concatenate([picked, more])
    return picked[: np.searchsorted(picked, n)]


def unit_rows(units: np.ndarray):
    """A function from a sorted array of unit codes (0…U−1) to the sorted indices of their
    rows, and U: the rows of a Poisson sample of units."""
    order = np.argsort(units, kind="stable")
    starts = np.searchsorted(units[order], np.arange(int(units.max(initial=-1)) + 2))

    def rows_of(chosen: np.ndarray) -> np.ndarray:
        lengths = starts[chosen + 1] - starts[chosen]
        first = np.repeat(starts[chosen] - np.cumsum(lengths) + lengths, lengths)
        return np.sort(order[first + np.arange(lengths.sum())])

    return rows_of, starts.size - 1


def learning_rate(settings: SGDSettings, step: int) -> float:
    if settings.schedule == "decay":
        return settings.learning_rate / math.sqrt(1.0 + step * settings.sampling_rate)
    return settings.learning_rate


def train(
    xt: np.ndarray,
    y: np.ndarray,
    classes: int,
    settings: SGDSettings,
    rng: np.random.Generator,
    ctx: JobContext | None = None,
    units: np.ndarray | None = None,
) -> np.ndarray:
    """θ after T steps from θ₀ = 0: shape (d+1,) for two classes, (d+1, K) for K > 2.

    `xt` holds the intercept column; `y` is 0/1 (two classes) or the class index; `units`
    (None: each row its own unit) each row's unit code 0…U−1."""
    ctx = ctx or JobContext()
    n, width = xt.shape
    theta = np.zeros(width) if classes == 2 else np.zeros((width, classes))
    if units is not None:
        rows_of, n = unit_rows(units)  # sample units; N = U
    expected = settings.sampling_rate * n
    noise_sd = settings.noise_multiplier * settings.clip
    report_every = max(1, settings.steps // 100)
    for step in range(settings.steps):
        if step % report_every == 0:
            ctx.report(step / settings.steps, tr("Training the model"))
        rows = poisson_batch(n, settings.sampling_rate, rng)
        if units is None:
            total = clipped_sum(theta, xt[rows], y[rows], settings.clip)
        else:
            rows = rows_of(rows)
            total = unit_clipped_sum(theta, xt[rows], y[rows], settings.clip, units[rows])
        if noise_sd > 0:
            total = total + rng.normal(0.0, noise_sd, size=theta.shape)
        gradient = total / expected
        if settings.l2 > 0:
            gradient[1:] += settings.l2 * theta[1:]
        theta = theta - learning_rate(settings, step) * gradient
    ctx.report(1.0, tr("Training the model"))
    return snap(theta, WEIGHT_GRID) if noise_sd > 0 else theta

"""Privacy-loss-distribution (PLD) accountant of the Poisson-subsampled Gaussian (MATH 9.3).

One DP-SGD step compares the mixture μ₁ = (1 − q)N(0, σ²) + qN(1, σ²) with μ₀ = N(0, σ²)
(sensitivity 1 after clipping). For removing an example the privacy loss is
L(x) = ln(1 − q + q·e^{(2x − 1)/(2σ²)}) under μ₁; for adding one it is −L(x) under μ₀. Each
loss is discretized pessimistically (every value rounded up to the grid kΔ, Δ = 1e−4; the
far upper tail, mass ≤ e^{−50}, counted as an infinite loss), composed T times by one FFT
over a window bounded by Chernoff tails, and read as δ(ε) = E[(1 − e^{ε − L})₊] plus the
infinite-loss mass; ε(δ) is the larger of the two relations. Rounding up keeps every
approximation on the safe side: the reported ε is never below the exact one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from scipy import fft as sfft
from scipy import special

INTERVAL = 1e-4
LOG_TAIL = -50.0  # mass left out of each tail of one step's loss, e^-50
WINDOW_TAIL = 1e-15  # mass allowed outside the composed window (added to δ)


@dataclass(frozen=True)
class DiscretePLD:
    """Loss k·Δ has probability pmf[k − k_low]; `infinite` is the mass of loss +∞."""

    k_low: int
    pmf: np.ndarray
    infinite: float
    interval: float = INTERVAL

    @property
    def losses(self) -> np.ndarray:
        return (self.k_low + np.arange(self.pmf.size)) * self.interval


_NODES = np.array([-math.sqrt(0.6), 0.0, math.sqrt(0.6)])
_WEIGHTS = np.array([5.0, 8.0, 5.0]) / 9.0


def _integrate(left: np.ndarray, right: np.ndarray, log_tail) -> np.ndarray:
    """∫ e^ε μ₀(L > ε) dε over each [left, right] (3-point Gauss–Legendre)."""
    half = (right - left) / 2
    points = (left + half)[:, None] + half[:, None] * _NODES[None, :]
    return half * (np.exp(points + log_tail(points)) @ _WEIGHTS)


def _connect_dots(
    k_low: int, k_high: int, log_tail, top_delta: float, interval: float, kink=None
) -> DiscretePLD:
    """Pessimistic connect-the-dots PLD (Doroshenko et al. 2022, Algorithm 1) on the grid
    ε_i = kΔ, k_low ≤ k ≤ k_high: mass y_{i−1} + z_i at ε_i with
    y_i = (δ_{i+1} − δ_i)/(e^{−Δ} − 1) (y_0 = 1 − δ_1), z_i = (δ_{i+1} − δ_i)/(e^{Δ} − 1)
    (z_n = 0), and δ_n at +∞, where δ(ε) is the exact hockey-stick divergence. Its δ(ε)
    interpolates the true curve from above between grid points, so no bias grows with T.

    The differences δ_i − δ_{i+1} = ∫ e^ε μ₀(L > ε) dε over [ε_i, ε_{i+1}] are integrated
    directly (3-point Gauss–Legendre, `log_tail(ε)` = ln μ₀(L > ε)) rather than subtracted,
    so the tiny masses far in the tails keep their relative precision: a rounding error of
    1e−13 per grid point, composed 20,000 times, would otherwise be a δ of 1e−5.
    """
    left = np.arange(k_low, k_high) * interval
    drops = _integrate(left, left + interval, log_tail)
    if kink is not None:  # the integrand bends there: integrate each side on its own
        i = int(np.searchsorted(left, kink)) - 1
        if 0 <= i < left.size and left[i] < kink < left[i] + interval:
            drops[i] = (
                _integrate(left[i : i + 1], np.array([kink]), log_tail)[0]
                + _integrate(np.array([kink]), left[i : i + 1] + interval, log_tail)[0]
            )
    # y_{i−1} + z_i = d_{i−1}/(1 − e^{−Δ}) − d_i/(e^Δ − 1) = (d_{i−1} − d_i)·b + d_{i−1}
    # with b = 1/(e^Δ − 1): the two terms are 10⁴ times their sum, so it is computed as the
    # difference, or about 1e−13 of the mass would be lost to rounding, and composed T
    # times that reads as an infinite loss above a small δ.
    b = 1.0 / math.expm1(interval)
    before, after = np.append(0.0, drops), np.append(drops, 0.0)
    pmf = (before - after) * b + before
    pmf[0] = 1.0 - (drops.sum() + top_delta) - drops[0] * b if drops.size else 1.0 - top_delta
    return DiscretePLD(k_low, np.maximum(pmf, 0.0), float(top_delta), interval)


def _log_mixture_cdf(x, q: float, sigma: float):
    """ln((1 − q)Φ(x/σ) + qΦ((x − 1)/σ))."""
    return np.logaddexp(
        math.log1p(-q) + special.log_ndtr(x / sigma),
        math.log(q) + special.log_ndtr((x - 1) / sigma),
    )


def remove_pld(sigma: float, q: float, interval: float = INTERVAL) -> DiscretePLD:
    """Loss of removing one example: L(x) under the mixture μ₁, against μ₀ = N(0, σ²)."""
    z = -special.ndtri(math.exp(LOG_TAIL))
    x_low, x_high = -z * sigma, 1.0 + z * sigma

    def loss(x):
        return math.log1p(q * math.expm1((2 * x - 1) / (2 * sigma**2)))

    def x_at(eps):  # L(x) = ε
        return sigma**2 * np.log((np.expm1(eps) + q) / q) + 0.5

    def log_tail(eps):  # ln μ₀(x > x(ε)); 0 below the infimum ln(1 − q) of the loss
        inside = np.expm1(eps) + q
        ok = inside > 0
        x = sigma**2 * np.log(np.where(ok, inside, q) / q) + 0.5
        return np.where(ok, special.log_ndtr(-x / sigma), 0.0)

    k_low = math.floor(loss(x_low) / interval)
    k_high = math.ceil(loss(x_high) / interval)
    x = float(x_at(k_high * interval))
    top = math.exp(math.log(q) + special.log_ndtr((1 - x) / sigma)) - math.exp(
        k_high * interval + special.log_ndtr(-x / sigma)
    )
    return _connect_dots(k_low, k_high, log_tail, max(top, 0.0), interval, math.log1p(-q))


def add_pld(sigma: float, q: float, interval: float = INTERVAL) -> DiscretePLD:
    """Loss of adding one example: −L(x) under μ₀, against the mixture μ₁; it is bounded
    above by −ln(1 − q), so nothing is infinite."""
    z = -special.ndtri(math.exp(LOG_TAIL))
    top = -math.log1p(-q)

    def log_tail(eps):  # ln μ₁(x < x(ε)), −L(x(ε)) = ε; empty set above −ln(1 − q)
        inside = np.exp(-eps) - 1 + q
        ok = inside > 0
        x = sigma**2 * np.log(np.where(ok, inside, 1.0) / q) + 0.5
        return np.where(ok, _log_mixture_cdf(x, q, sigma), -np.inf)

    x_high = z * sigma
    low_loss = -math.log1p(q * math.expm1((2 * x_high - 1) / (2 * sigma**2)))
    k_low = math.floor(low_loss / interval)
    k_high = math.ceil(top / interval)
    return _connect_dots(k_low, k_high, log_tail, 0.0, interval, top)


def _window(step: DiscretePLD, steps: int, blocks: int = 4096) -> tuple[int, int]:
    """Grid indices holding all but WINDOW_TAIL of the T-fold sum (Chernoff bounds).

    The bounds use the pmf merged into at most `blocks` blocks, each block's mass put at
    its highest index (upper bound) or lowest (lower bound): looser, never wrong."""
    size = step.pmf.size
    width = max(1, -(-size // blocks))
    padded = np.zeros(-(-size // width) * width)
    padded[:size] = step.pmf
    mass = padded.reshape(-1, width).sum(axis=1)
    first = step.k_low + np.arange(mass.size) * width
    last = np.minimum(first + width - 1, step.k_low + size - 1)
    keep = mass > 0
    log_p, first, last = np.log(mass[keep]), first[keep].astype(float), last[keep].astype(float)
    upper, lower = steps * last[-1], steps * first[0]
    for s in np.logspace(-4, 1.5, 50) * step.interval:
        log_mgf_up = special.logsumexp(log_p + s * last)
        log_mgf_down = special.logsumexp(log_p - s * first)
        upper = min(upper, (steps * log_mgf_up - math.log(WINDOW_TAIL)) / s)
        lower = max(lower, -(steps * log_mgf_down - math.log(WINDOW_TAIL)) / s)
    return math.floor(lower), math.ceil(upper)


def compose(step: DiscretePLD, steps: int) -> DiscretePLD:
    """The PLD of `steps` independent steps, by one FFT over the Chernoff window."""
    if steps == 1:
        return step
    w_low, w_high = _window(step, steps)
    size = sfft.next_fast_len(w_high - w_low + 1, real=True)
    wrapped = np.bincount(np.arange(step.pmf.size) % size, weights=step.pmf, minlength=size)
    spectrum = sfft.rfft(wrapped) ** steps
    circular = sfft.irfft(spectrum, n=size)
    offset = steps * step.k_low
    pmf = np.clip(circular[(np.arange(w_low, w_high + 1) - offset) % size], 0.0, None)
    finite = (1.0 - step.infinite) ** steps
    # Outside the window: at most WINDOW_TAIL on each side (`_window`), counted as an
    # infinite loss. Not measured as 1 − Σ pmf, which the FFT's rounding would swell.
    return DiscretePLD(w_low, pmf, 1.0 - finite + 2 * WINDOW_TAIL, step.interval)


def delta_for_epsilon(pld: DiscretePLD, epsilon: float) -> float:
    losses = pld.losses
    above = losses > epsilon
    tail = pld.pmf[above] * -np.expm1(epsilon - losses[above])
    return float(min(1.0, tail.sum() + pld.infinite))


def epsilon_for_delta(pld: DiscretePLD, delta: float) -> float:
    """Smallest ε ≥ 0 with δ(ε) ≤ δ; exact on the discrete distribution (log domain, so
    losses in the hundreds cannot overflow)."""
    if pld.infinite > delta:
        return math.inf
    keep = pld.pmf > 0
    order = np.argsort(-pld.losses[keep])
    losses, mass = pld.losses[keep][order], pld.pmf[keep][order]
    # For ε in [l_j, l_{j−1}): δ(ε) = A − e^ε B over the losses above ε (indices < j).
    big_a = np.cumsum(mass) + pld.infinite
    with np.errstate(divide="ignore"):
        log_b = np.logaddexp.accumulate(np.log(mass) - losses)
    delta_at = np.empty_like(losses)
    delta_at[0] = pld.infinite
    delta_at[1:] = big_a[:-1] - np.exp(np.minimum(losses[1:] + log_b[:-1], 0.0))
    over = np.flatnonzero(delta_at > delta)
    if over.size == 0:
        return 0.0
    j = int(over[0])
    if j == 0:
        return float(max(losses[0], 0.0))
    eps = math.log(big_a[j - 1] - delta) - log_b[j - 1]
    return float(max(min(eps, losses[j - 1]), losses[j], 0.0))


def pld_epsilon(sigma: float, q: float, steps: int, delta: float) -> float:
    """ε of `steps` Poisson-subsampled Gaussian steps at δ, add or remove one example."""
    if not 0 < delta < 1:
        raise ValueError("δ must lie in (0, 1)")
    if q == 0 or steps == 0:
        return 0.0
    if q >= 1.0:
        return max(epsilon_for_delta(compose(_full_batch_pld(sigma), steps), delta), 0.0)
    return max(
        epsilon_for_delta(compose(remove_pld(sigma, q), steps), delta),
        epsilon_for_delta(compose(add_pld(sigma, q), steps), delta),
    )


def _full_batch_pld(sigma: float, interval: float = INTERVAL) -> DiscretePLD:
    """q = 1: the Gaussian mechanism; loss (2x − 1)/(2σ²) is N(1/(2σ²), 1/σ²) under μ₁
    and N(−1/(2σ²), 1/σ²) under μ₀, the same for adding and removing."""
    z = -special.ndtri(math.exp(LOG_TAIL))
    mean, sd = 1 / (2 * sigma**2), 1 / sigma

    def log_tail(eps):
        return special.log_ndtr(-(eps + mean) / sd)

    k_low = math.floor((mean - z * sd) / interval)
    k_high = math.ceil((mean + z * sd) / interval)
    e = k_high * interval
    top = special.ndtr((mean - e) / sd) - math.exp(e) * special.ndtr(-(e + mean) / sd)
    return _connect_dots(k_low, k_high, log_tail, max(float(top), 0.0), interval)

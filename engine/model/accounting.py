"""DP-SGD accounting: ε of a training run by both accountants, and σ for a target ε (MATH 9.4).

The reported ε is the PLD accountant's (tighter, MATH 9.3); the RDP ε is given beside it.
Calibration brackets σ (the bracket doubled until it holds the target) and narrows it to
relative width 1e−4 by interpolating ln ε against ln σ (ε is close to a power of σ, so a few
evaluations do what a bisection does in sixteen), and returns the upper end, so the run's
ε never exceeds the target.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.model.pld import pld_epsilon
from engine.model.rdp import rdp_epsilon

SIGMA_MIN = 0.5  # below this the PLD grid grows large; a larger target ε just spends less
SIGMA_MAX = 50.0  # above this the model learns nothing useful: the target is unreachable
ACCOUNTANT = "PLD (connect-the-dots, interval 1e-4, add or remove one example)"


@dataclass(frozen=True)
class Accounting:
    """A training run's privacy: σ, q, T, δ and ε by both accountants."""

    noise_multiplier: float
    sampling_rate: float
    steps: int
    delta: float
    epsilon: float  # PLD: the reported one
    epsilon_rdp: float
    rdp_order: float
    accountant: str = ACCOUNTANT

    def to_dict(self) -> dict:
        return {
            "noise_multiplier": self.noise_multiplier,
            "sampling_rate": self.sampling_rate,
            "steps": self.steps,
            "delta": self.delta,
            "epsilon": self.epsilon,
            "epsilon_rdp": self.epsilon_rdp,
            "rdp_order": self.rdp_order,
            "accountant": self.accountant,
        }


def steps_for(epochs: float, q: float) -> int:
    """T = ⌈epochs/q⌉ (MATH 9.1)."""
    return max(1, math.ceil(epochs / q - 1e-9))


def account(
    sigma: float, q: float, steps: int, delta: float, pld: float | None = None
) -> Accounting:
    """The run's accounting; `pld`: the PLD ε at these parameters when already computed."""
    rdp, order = rdp_epsilon(sigma, q, steps, delta)
    if pld is None:
        pld = pld_epsilon(sigma, q, steps, delta)
    return Accounting(sigma, q, steps, delta, pld, rdp, order)


def calibrate_sigma(
    epsilon: Callable[[float], float], target: float, start: float = 1.0, floor: float = 1e-3
) -> float:
    """The smallest σ ≥ floor (to relative width 1e−4: the upper end of a bracket that
    narrow) with epsilon(σ) ≤ target, ε falling in σ; the bracket is doubled until it holds
    it, then narrowed by `_narrow`. Every σ is evaluated at most once."""
    seen: dict[float, float] = {}

    def eps(sigma: float) -> float:
        if sigma not in seen:
            seen[sigma] = epsilon(sigma)
        return seen[sigma]

    low = high = start
    while eps(high) > target:
        low, high = high, high * 2
        if high > 1e6:
            raise ValueError("no noise multiplier reaches the target ε")
    while low == high or eps(low) <= target:
        if low <= floor:
            return floor
        low, high = max(low / 2, floor), low
    return _narrow(eps, target, low, high)


def _narrow(eps: Callable[[float], float], target: float, low: float, high: float) -> float:
    """Narrow ε(low) > target ≥ ε(high) to ln(high/low) ≤ 1e−4 and return high.

    g(u) = ln(ε(e^u)/target) is nearly linear in u = ln σ and falls through 0 at the
    answer. Each point is the secant estimate of that zero through the two latest points
    (regula falsi on the bracket when the secant leaves it); once two estimates agree to a
    quarter of the width sought, the points just under half that width either side, which
    close the bracket. Every point is then kept as near the bracket's middle as the ITP
    method asks (Oliveira and Takahashi 2020), so no more evaluations are made than a
    bisection's plus one, however g bends."""
    width = 1e-4

    def point(sigma: float) -> tuple[float, float, float]:  # (u, g, σ)
        return math.log(sigma), math.log(max(eps(sigma), 1e-300) / target), sigma

    lo, hi = point(low), point(high)
    before, last, guess = lo, hi, math.inf
    most = math.ceil(math.log2((hi[0] - lo[0]) / width)) + 1
    for j in range(most):
        a, b = lo[0], hi[0]
        if b - a <= width:
            break
        previous, (u1, g1, _), (u0, g0, _) = guess, last, before
        guess = u1 - g1 * (u1 - u0) / (g1 - g0) if g1 != g0 else math.nan
        if not a < guess < b:
            guess = a + (b - a) * lo[1] / (lo[1] - hi[1])
        u = guess
        if abs(guess - previous) <= width / 4:
            u = guess - 0.45 * width if guess - 0.45 * width > a else guess + 0.45 * width
        middle, room = (a + b) / 2, width / 2 * 2.0 ** (most - j) - (b - a) / 2
        u = min(max(u, middle - room), middle + room)
        before, last = last, point(math.exp(u if a < u < b else middle))
        if last[1] > 0:
            lo = last
        else:
            hi = last
    return hi[2]


def calibrate(
    target_epsilon: float,
    delta: float,
    q: float,
    epochs: float,
    rows: int,
    batch: int,
    check: Callable[[], None] = lambda: None,
) -> Accounting:
    """σ for the target (ε, δ) by the PLD accountant, within [SIGMA_MIN, SIGMA_MAX].

    The RDP calibration (fast, and never below the PLD one since RDP's ε is larger) gives
    the bracket's upper end. A target above what σ = SIGMA_MIN spends is met with
    σ = SIGMA_MIN (a smaller ε is spent and reported); a target below what σ = SIGMA_MAX
    reaches is refused, naming the largest number of epochs that would work. `check` runs
    before each PLD evaluation (a job's cancel check)."""
    steps = steps_for(epochs, q)
    seen: dict[float, float] = {}

    def pld(sigma: float) -> float:
        if sigma not in seen:
            check()
            seen[sigma] = pld_epsilon(sigma, q, steps, delta)
        return seen[sigma]

    if rdp_epsilon(SIGMA_MAX, q, steps, delta)[0] > target_epsilon:
        at_max = pld(SIGMA_MAX)
        if at_max > target_epsilon:
            raise ParameterError(
                "training.epsilon",
                tr(
                    "ε = {epsilon} cannot be reached with {epochs} epochs of batches of {batch} "
                    "out of {rows} rows (q = {q}, {steps} steps): even noise multiplier "
                    "σ = {sigma} spends ε = {spent}."
                ).format(
                    epsilon=number(target_epsilon, "g"),
                    epochs=number(epochs, "g"),
                    batch=number(batch, ","),
                    rows=number(rows, ","),
                    q=number(q, ".3g"),
                    steps=number(steps, ","),
                    sigma=number(SIGMA_MAX, "g"),
                    spent=number(at_max, ".3g"),
                )
                + " "
                + _what_would_reach(target_epsilon, delta, q, epochs, rows, batch),
            )
        upper = SIGMA_MAX
    else:
        upper = calibrate_sigma(lambda s: rdp_epsilon(s, q, steps, delta)[0], target_epsilon)
    if upper <= SIGMA_MIN:
        return account(SIGMA_MIN, q, steps, delta)
    sigma = calibrate_sigma(pld, target_epsilon, max(SIGMA_MIN, 0.8 * upper), SIGMA_MIN)
    return account(sigma, q, steps, delta, pld(sigma))


def _what_would_reach(
    target: float, delta: float, q: float, epochs: float, rows: int, batch: int
) -> str:
    """Fewer epochs (by the RDP accountant, fast and never smaller) that would reach it."""
    low, high = 0.0, epochs
    for _ in range(30):
        mid = (low + high) / 2
        if mid > 0 and rdp_epsilon(SIGMA_MAX, q, steps_for(mid, q), delta)[0] <= target:
            low = mid
        else:
            high = mid
    if low >= 0.01:
        return tr("At most {epochs} epochs would reach it; or raise ε or δ.").format(
            epochs=number(low, ".3g")
        )
    smallest = pld_epsilon(SIGMA_MAX, q, 1, delta)
    return tr(
        "Even one step spends ε = {spent} at σ = {sigma}; use smaller batches (a lower "
        "sampling rate), or raise ε or δ."
    ).format(spent=number(smallest, ".3g"), sigma=number(SIGMA_MAX, "g"))

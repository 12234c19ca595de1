"""The paper's Theorem 1 as a calculator (MATH 1.1).

If a targeting decision must survive privatization with probability ≥ 1 − β, an
(ε, δ, r)-TDP release needs 1 − β ≤ e^{mε} β + δ (e^{mε} − 1)/(e^ε − 1) with m = ⌈2/r⌉.
The bound is necessary, not sufficient.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr

MAX_M = 10_000_000


@dataclass(frozen=True)
class RadiusAdvice:
    """Smallest feasible m* and what it implies for r."""

    epsilon: float
    delta: float
    beta: float
    m_star: int
    r_bound: float
    r_strict: bool  # True: r must be strictly below r_bound; False: any r ≤ r_bound works

    @property
    def message(self) -> str:
        """The advice in plain words, in the interface language."""
        accuracy = number(100 * (1 - self.beta), ".4g")
        if not self.r_strict:
            return tr(
                "With ε = {epsilon}, targeting {accuracy} % accurately is not ruled out for any "
                "r (classic DP included); the bound is necessary, not sufficient."
            ).format(epsilon=number(self.epsilon, "g"), accuracy=accuracy)
        return tr(
            "With ε = {epsilon} and δ = {delta}, accurate targeting ({accuracy} % of "
            "decisions unchanged) is impossible unless r < {r_bound}. This bound is "
            "necessary, not sufficient."
        ).format(
            epsilon=number(self.epsilon, "g"),
            delta=number(self.delta, "g"),
            accuracy=accuracy,
            r_bound=number(self.r_bound, ".4g"),
        )

    def allows(self, r: float) -> bool:
        return r < self.r_bound if self.r_strict else r <= self.r_bound


def _accuracy_feasible(m: int, epsilon: float, delta: float, beta: float) -> bool:
    growth = math.exp(min(m * epsilon, 700.0))
    slack = delta * math.expm1(min(m * epsilon, 700.0)) / math.expm1(epsilon) if delta else 0.0
    return 1.0 - beta <= growth * beta + slack


def largest_radius(epsilon: float, delta: float, beta: float) -> RadiusAdvice:
    """The largest r compatible with β-accurate targeting under (ε, δ, r)-TDP."""
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError(
            "epsilon", tr("must be a positive number, got {value}").format(value=epsilon)
        )
    if not (0 <= delta < 1):
        raise ParameterError(
            "delta",
            tr("must lie in {interval}, got {value}").format(interval="[0, 1)", value=delta),
        )
    if not (0 < beta < 1):
        raise ParameterError(
            "beta",
            tr("the error rate β must lie strictly between 0 and 1, got {value}").format(
                value=beta
            ),
        )
    # Feasibility is monotone in m: find the first feasible m by doubling then bisection.
    if _accuracy_feasible(1, epsilon, delta, beta):
        m_star = 1
    else:
        hi = 2
        while not _accuracy_feasible(hi, epsilon, delta, beta):
            hi *= 2
            if hi > MAX_M:
                raise ParameterError("epsilon", tr("too small for any accuracy at this β"))
        lo = hi // 2  # infeasible
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if _accuracy_feasible(mid, epsilon, delta, beta):
                hi = mid
            else:
                lo = mid
        m_star = hi
    if m_star <= 1:
        return RadiusAdvice(epsilon, delta, beta, m_star, 2.0, False)
    return RadiusAdvice(epsilon, delta, beta, m_star, 2.0 / (m_star - 1), True)

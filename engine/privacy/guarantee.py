"""The guarantee a release carries, as data (MATH 1).

A release states (ε, δ, r)-TDP and, through the group/switch lemma, the classic (ε, δ)-DP
it implies. Reports, manifests and the GUI read these fields; nothing re-derives them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.core.text import short_number

CLASSIC_R = 2.0
"""Rows lie in the unit ball, so any two are at most 2 apart: r = 2 is classic DP."""


def switch_multiplier(r: float) -> int:
    """m = ⌈2/r⌉, the number of r-steps that cover any two unit-ball rows."""
    if r <= 0:
        raise ValueError("r must be positive")
    if r >= CLASSIC_R:
        return 1
    # Guard against 2/r landing a hair above an integer through rounding (2/0.1 etc.).
    return max(1, math.ceil(CLASSIC_R / r - 1e-9))


def classic_equivalent(epsilon: float, delta: float, r: float) -> tuple[float, float]:
    """(ε, δ, r)-TDP ⇒ (mε, δ(e^{mε} − 1)/(e^ε − 1))-DP with m = ⌈2/r⌉ (switch lemma)."""
    m = switch_multiplier(r)
    if m == 1:
        return epsilon, delta
    if epsilon == 0:
        return 0.0, delta * m
    if not delta:
        return m * epsilon, 0.0
    # δ Σ_{j<m} e^{jε} = δ (e^{mε} − 1)/(e^ε − 1), in log space so large ε cannot overflow;
    # a δ of 1 or more says nothing, so it is capped there.
    log_delta = math.log(delta) + _log_expm1(m * epsilon) - _log_expm1(epsilon)
    return m * epsilon, math.exp(min(log_delta, 0.0))


def _log_expm1(x: float) -> float:
    """log(e^x − 1) for x > 0, without overflow."""
    return x + math.log(-math.expm1(-x)) if x > 30 else math.log(math.expm1(x))


def tdp_unit(r: float) -> str:
    """Who an (ε, δ, r)-TDP ledger entry protects: everyone at r = 2 (classic DP)."""
    return "person" if r >= CLASSIC_R else f"person (rows within r = {r:.4g})"


def gaussian_entry(
    stage: str,
    epsilon: float,
    delta: float,
    r: float,
    sensitivity: float,
    sigma: float | None,
    touched: str,
) -> LedgerEntry:
    """A Gaussian noise addition of (ε, δ, r)-TDP, with its zCDP ρ = Δ²/(2σ²) when σ is
    calibrated to the L2 sensitivity Δ (None: the paper-faithful bound is not)."""
    rho = None if sigma is None else sensitivity**2 / (2.0 * sigma**2)
    return LedgerEntry(stage, epsilon, delta, rho, touched, tdp_unit(r))


@dataclass(frozen=True)
class Guarantee:
    """What a release proves.

    kind is "tdp" for (ε, δ, r)-targeted DP (r = 2 is classic DP), "k-anonymity" for
    Mondrian (a syntactic property, no DP guarantee: ε is infinite), or "none".
    """

    kind: str
    epsilon: float
    delta: float
    r: float
    mechanism: str
    k: int | None = None
    notes: tuple[str, ...] = field(default=())

    @classmethod
    def tdp(cls, epsilon: float, delta: float, r: float, mechanism: str, notes=()) -> Guarantee:
        return cls(
            "tdp",
            float(epsilon),
            float(delta),
            float(min(r, CLASSIC_R)),
            mechanism,
            None,
            tuple(notes),
        )

    @classmethod
    def tdp_from_ledger(
        cls, ledger: PrivacyLedger, r: float, mechanism: str, notes=()
    ) -> Guarantee:
        """The (ε, δ, r)-TDP that the ledger's entries compose to (sequential, parallel)."""
        total = ledger.total(tdp_unit(r))
        return cls.tdp(total.epsilon, total.delta, r, mechanism, notes)

    @classmethod
    def k_anonymity(cls, k: int, mechanism: str = "mondrian") -> Guarantee:
        return cls(
            "k-anonymity",
            math.inf,
            1.0,
            CLASSIC_R,
            mechanism,
            int(k),
            (
                "k-anonymity limits re-identification by linkage on the features, "
                "but gives no differential-privacy guarantee.",
            ),
        )

    @classmethod
    def none(cls) -> Guarantee:
        return cls(
            "none", math.inf, 1.0, CLASSIC_R, "none", None, ("The original data: no protection.",)
        )

    @property
    def classic_epsilon(self) -> float:
        if self.kind != "tdp":
            return math.inf
        return classic_equivalent(self.epsilon, self.delta, self.r)[0]

    @property
    def classic_delta(self) -> float:
        if self.kind != "tdp":
            return 1.0
        return classic_equivalent(self.epsilon, self.delta, self.r)[1]

    @property
    def is_classic_dp(self) -> bool:
        return self.kind == "tdp" and self.r >= CLASSIC_R

    @property
    def statement(self) -> str:
        """The guarantee in plain words, for reports and manifests."""
        if self.kind == "k-anonymity":
            text = (
                f"Every released row is identical on the features to at least {self.k - 1} "
                f"other rows ({self.k}-anonymity, Mondrian)."
            )
        elif self.kind == "none":
            text = "No privacy guarantee."
        elif self.is_classic_dp:
            text = (
                f"({short_number(self.epsilon)}, {short_number(self.delta)})-differential privacy: "
                f"changing any one person's row changes the probability of any outcome by "
                f"at most a factor e^{short_number(self.epsilon)} plus {short_number(self.delta)}."
            )
        else:
            text = (
                f"({short_number(self.epsilon)}, {short_number(self.delta)}, "
                f"r={short_number(self.r)})-targeted "
                f"differential privacy: two people whose scaled feature rows are within "
                f"{short_number(self.r)} of each other cannot be told apart beyond a factor "
                f"e^{short_number(self.epsilon)} plus {short_number(self.delta)}. "
            )
            m = switch_multiplier(self.r)
            if self.classic_delta >= 1.0:
                text += (
                    f"For people further apart the switch lemma (m = {m}) gives no "
                    f"meaningful classic guarantee (its δ reaches 1)."
                )
            else:
                text += (
                    f"For any two people it implies ({short_number(self.classic_epsilon)}, "
                    f"{short_number(self.classic_delta)})-differential privacy (switch lemma, "
                    f"m = {m})."
                )
        return " ".join((text, *self.notes))

    def to_dict(self) -> dict:
        """JSON-ready form (infinite ε becomes None)."""

        def finite(x: float) -> float | None:
            return None if math.isinf(x) else float(x)

        return {
            "kind": self.kind,
            "mechanism": self.mechanism,
            "epsilon": finite(self.epsilon),
            "delta": float(self.delta),
            "r": float(self.r),
            "k": self.k,
            "classic_epsilon": finite(self.classic_epsilon),
            "classic_delta": float(self.classic_delta),
            "statement": self.statement,
        }

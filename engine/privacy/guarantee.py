"""The guarantee a release carries, as data (MATH 1).

A release states (ε, δ, r)-TDP and, through the group/switch lemma, the classic (ε, δ)-DP
it implies. Reports, manifests and the GUI read these fields; nothing re-derives them.
"""

from __future__ import annotations

import dataclasses
import math
import re
from dataclasses import dataclass, field

from engine.core import i18n
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


K_ANONYMITY_NOTE = (
    "k-anonymity limits re-identification by linkage on the features, "
    "but gives no differential-privacy guarantee."
)
NO_PROTECTION_NOTE = "The original data: no protection."
COVARIANCE_KEPT_NOTE = (
    "The covariance step keeps all components, so it cannot change the output: ε₂ and δ₂ "
    "are not spent."
)
_PARTITION_NOTE = re.compile(
    r"Rows were privatized in (?P<partitions>\d+) disjoint random parts \(at most "
    r"(?P<largest>\d+) rows each\); by parallel composition the guarantee is that of one "
    r"part\."
)


def _english(text: str) -> str:
    return text


def note_text(note: str) -> str:
    """A guarantee note in the interface language (notes are made, and recorded, in English;
    one this version does not know stays as it is)."""
    known = {
        K_ANONYMITY_NOTE: i18n.tr(
            "k-anonymity limits re-identification by linkage on the features, "
            "but gives no differential-privacy guarantee."
        ),
        NO_PROTECTION_NOTE: i18n.tr("The original data: no protection."),
        COVARIANCE_KEPT_NOTE: i18n.tr(
            "The covariance step keeps all components, so it cannot change the output: ε₂ and "
            "δ₂ are not spent."
        ),
    }
    if note in known:
        return known[note]
    match = _PARTITION_NOTE.fullmatch(note)
    if match:
        return i18n.tr(
            "Rows were privatized in {partitions} disjoint random parts (at most {largest} "
            "rows each); by parallel composition the guarantee is that of one part."
        ).format(
            partitions=i18n.number(int(match["partitions"]), ","),
            largest=i18n.number(int(match["largest"]), ","),
        )
    return note


def _split_notes(text: str) -> tuple[str, ...] | None:
    """The notes a statement ends with (as `statement` joins them), None if one is unknown."""
    fixed = (K_ANONYMITY_NOTE, NO_PROTECTION_NOTE, COVARIANCE_KEPT_NOTE)
    notes = []
    text = text.strip()
    while text:
        found = next((note for note in fixed if text.startswith(note)), None)
        if found is None:
            match = _PARTITION_NOTE.match(text)
            if match is None:
                return None
            found = match.group(0)
        notes.append(found)
        text = text[len(found) :].strip()
    return tuple(notes)


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
            (K_ANONYMITY_NOTE,),
        )

    @classmethod
    def none(cls) -> Guarantee:
        return cls("none", math.inf, 1.0, CLASSIC_R, "none", None, (NO_PROTECTION_NOTE,))

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
        """The guarantee in plain words, in English: manifests record it."""
        return " ".join((self._words(_english, short_number), *self.notes))

    def describe(self) -> str:
        """The guarantee in plain words in the interface language, for people."""

        def num(x: float) -> str:
            return i18n.number(x, ".4g")

        return " ".join((self._words(i18n.tr, num), *(note_text(n) for n in self.notes)))

    def _words(self, tr, num) -> str:
        """The statement without its notes; `tr` translates (or not), `num` writes a number."""
        if self.kind == "k-anonymity":
            return tr(
                "Every released row is identical on the features to at least {others} other "
                "rows ({k}-anonymity, Mondrian)."
            ).format(others=self.k - 1, k=self.k)
        if self.kind == "none":
            return tr("No privacy guarantee.")
        eps, delta, r = num(self.epsilon), num(self.delta), num(self.r)
        if self.is_classic_dp:
            return tr(
                "({epsilon}, {delta})-differential privacy: changing any one person's row "
                "changes the probability of any outcome by at most a factor e^{epsilon} plus "
                "{delta}."
            ).format(epsilon=eps, delta=delta)
        text = tr(
            "({epsilon}, {delta}, r={r})-targeted differential privacy: two people whose "
            "scaled feature rows are within {r} of each other cannot be told apart beyond a "
            "factor e^{epsilon} plus {delta}."
        ).format(epsilon=eps, delta=delta, r=r)
        if self.classic_delta >= 1.0:
            classic = tr(
                "For people further apart there is no meaningful classic guarantee (its δ "
                "reaches 1)."
            )
        else:
            classic = tr(
                "For any two people it implies ({epsilon}, {delta})-differential privacy."
            ).format(epsilon=num(self.classic_epsilon), delta=num(self.classic_delta))
        return f"{text} {classic}"

    @classmethod
    def from_dict(cls, record: dict) -> Guarantee | None:
        """The guarantee a manifest recorded with `to_dict` (its notes read back from the
        statement); None when the statement is not one this version would word."""
        try:
            epsilon = math.inf if record["epsilon"] is None else float(record["epsilon"])
            guarantee = cls(
                record["kind"],
                epsilon,
                float(record["delta"]),
                float(record["r"]),
                record["mechanism"],
                None if record.get("k") is None else int(record["k"]),
            )
            words = guarantee.statement
            statement = record["statement"]
        except (KeyError, TypeError, ValueError):
            return None
        if not statement.startswith(words):
            return None
        notes = _split_notes(statement[len(words) :])
        return None if notes is None else dataclasses.replace(guarantee, notes=notes)

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

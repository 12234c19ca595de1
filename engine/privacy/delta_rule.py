"""The one rule for δ, the probability that a guarantee fails, in every task that has one.

A release that publishes one whole record picked at random meets (ε, δ) with δ = 1/n for
n protected people (rows of the file today), so δ must lie far below 1/n:
* the default ("auto") is min(10⁻⁶, 1/n²), rounded down to a power of ten so that the
  released value tells no more than the order of magnitude of n;
* a δ ≥ 1/n is refused, naming the project key and 1/n;
* 1/(10n) ≤ δ < 1/n is accepted with a warning (wizard, report and manifest).
n is known only at release (the rows of the file), so "auto" is resolved then; the manifest
states the rule and the value, never n itself. The paper's replication keeps the paper's
own δ, and says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

from engine.core.errors import ParameterError
from engine.core.i18n import english, number, tr

CEILING = 1e-6
"""The largest default δ, whatever the number of rows."""
WARN_FACTOR = 10
"""δ within this factor of 1/n is accepted with a warning."""
RULE = (
    "default δ = min(1e-6, 1/n²) rounded down to a power of ten; δ ≥ 1/n is refused; "
    "1/(10n) ≤ δ < 1/n is accepted with a warning; n = rows of the input file"
)
SOURCES = ("default", "set", "paper")


def default_delta(n: int) -> float:
    """min(10⁻⁶, 1/n²) rounded down to a power of ten."""
    bound = min(CEILING, 1.0 / max(int(n), 1) ** 2)
    power = math.floor(math.log10(bound))
    return 10.0**power if 10.0 ** (power + 1) > bound else 10.0 ** (power + 1)


@dataclass(frozen=True)
class DeltaChoice:
    """The δ a release uses: from the rule ("default"), from the project ("set") or the
    paper's own ("paper", replication only); `warned` when it is not far below 1/n."""

    delta: float
    source: str
    warned: bool = False

    def words(self) -> str:
        """What the δ is and where it comes from, in the interface language."""
        value = number(self.delta, ".3g")
        if self.source == "default":
            text = tr(
                "δ = {delta}: the default, at most 10⁻⁶ and at most 1/n² for the n rows of "
                "this file."
            )
        elif self.source == "paper":
            text = tr(
                "δ = {delta}: the paper's own setting, kept only to replicate its published "
                "results."
            )
        else:
            text = tr("δ = {delta}: set in the project.")
        text = text.format(delta=value)
        return f"{text} {self.warning()}" if self.warned else text

    def warning(self) -> str:
        """The warning for a δ that is not far below 1/n (empty when there is none)."""
        if not self.warned:
            return ""
        return tr(
            "Warning: δ = {delta} is not far below 1/n for the n rows of this file. A release "
            "that published one whole record picked at random would fail with probability 1/n, "
            "so this δ allows nearly that; leave δ on automatic (at most 10⁻⁶ and 1/n²) to "
            "avoid it."
        ).format(delta=number(self.delta, ".3g"))

    def to_dict(self) -> dict:
        """The manifest's record: the rule, the value and where it comes from, never n."""
        return {
            "delta": float(self.delta),
            "source": self.source,
            "rule": RULE,
            "warning": english(self.warning) or None,
            "statement": english(self.words),
        }

    @classmethod
    def from_dict(cls, record: dict | None) -> DeltaChoice | None:
        """The choice a manifest recorded (None when it recorded none or an unknown one)."""
        try:
            choice = cls(float(record["delta"]), record["source"], bool(record["warning"]))
        except (KeyError, TypeError, ValueError):
            return None
        return choice if choice.source in SOURCES else None


def delta_bound(value) -> float:
    """δ as far as it is known before the rows are read: "auto" is at most `CEILING`."""
    return CEILING if value == "auto" else float(value)


def ledger_delta(value: float, n: int) -> float:
    """δ_L, at which a dataset's ledger states what its file has spent, for a file of n rows
    (every release from it protects the same people): the default 10⁻⁶ lowered by the rule,
    a set one refused at 1/n or above."""
    if value == CEILING:  # the ledger's default (ledger_store.DEFAULT_LEDGER_DELTA)
        return default_delta(n)
    return choose_delta(value, n, "budget.ledger_delta").delta


def choose_delta(value, n: int, key: str, *, paper: bool = False) -> DeltaChoice:
    """δ for a release of `n` rows: "auto" (or None) gives the default; a number is checked
    against 1/n and refused by `key` at 1/n or above (the paper's own δ is only warned)."""
    if value is None or value == "auto":
        return DeltaChoice(default_delta(n), "default")
    delta, limit = float(value), 1.0 / max(int(n), 1)
    if delta >= limit and not paper:
        raise ParameterError(
            key,
            tr(
                "δ = {delta} is not below 1/n = {limit} for the {rows} rows of this file: a "
                "release that published one whole record picked at random would meet it. Use "
                '"auto" (here {default}) or a δ far below 1/n.'
            ).format(
                delta=number(delta, ".3g"),
                limit=number(limit, ".3g"),
                rows=number(n, ","),
                default=number(default_delta(n), ".3g"),
            ),
        )
    return DeltaChoice(delta, "paper" if paper else "set", delta * WARN_FACTOR >= limit)


def delta_section(manifest: dict) -> list[str]:
    """The report's lines on δ, rebuilt from the manifest's record."""
    choice = DeltaChoice.from_dict(manifest.get("delta_rule"))
    if choice is None:
        return []
    words = escape(choice.words())
    return [f"<p><strong>{words}</strong></p>" if choice.warned else f"<p class='note'>{words}</p>"]

"""The privacy ledger: every release's spending, and the one place where it is composed.

Each mechanism states what one of its noise additions proves as a `LedgerEntry` (ε, δ, ρ
for zCDP where it applies, the data it touched, who is protected); syntactic methods
(k-anonymity, suppression rules, MOS) enter as entries that are explicitly *not formally
private*, so a total over them is never mistaken for a guarantee. Manifests, reports and
the GUI read totals from here and never re-derive them.

Composition (MATH 1 and seed 003, ch. "composition"):
* sequential (basic): entries on the same data add up, ε = Σ εᵢ and δ = Σ δᵢ;
* parallel: entries of one `parallel_group` touch disjoint parts of the data (partitions,
  the trips of different days), so the group costs its largest ε and δ;
* advanced (Dwork, Rothblum & Vadhan 2010): k steps, each at most (ε₀, δ₀), are
  (√(2k ln 1/δ′)ε₀ + kε₀(e^ε₀ − 1), kδ₀ + δ′)-DP; smaller than basic for many small steps;
* zCDP: Gaussian entries carry ρ = Δ²/(2σ²); ρ adds over sequential groups (max within a
  parallel group) and converts to (ρ + 2√(ρ ln 1/δ), δ)-DP;
* group privacy: a pure ε-DP guarantee for one unit (a trip) gives k·ε for k units (a
  person who made k trips).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

NOT_FORMAL_NOTE = (
    "not formally private: a syntactic rule with no differential-privacy guarantee "
    "(it limits some attacks, and the audits show how much)."
)


@dataclass(frozen=True)
class LedgerEntry:
    """One noise addition (or one syntactic step) and what it proves on its own.

    `unit` names who the guarantee protects ("person", "trip", or "row within r" for
    targeted DP); entries are only composed with entries of the same unit.
    """

    mechanism: str
    epsilon: float
    delta: float = 0.0
    rho: float | None = None
    touched: str = ""
    unit: str = "person"
    parallel_group: str | None = None
    formal: bool = True
    note: str = ""

    @classmethod
    def not_formal(cls, mechanism: str, touched: str, unit: str = "person") -> LedgerEntry:
        """A syntactic method: recorded so the release lists it, never counted as DP."""
        return cls(mechanism, math.inf, 1.0, None, touched, unit, None, False, NOT_FORMAL_NOTE)

    def __post_init__(self) -> None:
        if self.formal:
            if not (self.epsilon >= 0 and not math.isnan(self.epsilon)):
                raise ValueError(f"ledger entry {self.mechanism!r}: ε must be ≥ 0")
            if not 0 <= self.delta <= 1:
                raise ValueError(f"ledger entry {self.mechanism!r}: δ must lie in [0, 1]")
            if self.rho is not None and not self.rho >= 0:
                raise ValueError(f"ledger entry {self.mechanism!r}: ρ must be ≥ 0")

    def to_dict(self) -> dict:
        return {
            "mechanism": self.mechanism,
            "epsilon": _finite(self.epsilon),
            "delta": float(self.delta),
            "rho": self.rho,
            "touched": self.touched,
            "unit": self.unit,
            "parallel_group": self.parallel_group,
            "formally_private": self.formal,
            "note": self.note,
        }


@dataclass(frozen=True)
class Total:
    """The composed guarantee of a ledger for one unit."""

    unit: str
    epsilon: float
    delta: float
    rho: float | None
    formal: bool
    entries: int
    steps: int = 0  # sequential steps: parallel groups count once
    largest_step: tuple[float, float] = (0.0, 0.0)  # the largest (ε, δ) of one step

    def zcdp_epsilon(self, delta: float) -> float | None:
        """ε of (ε, δ)-DP implied by ρ-zCDP: ρ + 2√(ρ ln 1/δ) (None without ρ)."""
        if self.rho is None or not self.formal or not 0 < delta < 1:
            return None
        return self.rho + 2.0 * math.sqrt(self.rho * math.log(1.0 / delta))

    def advanced(self, delta_prime: float) -> tuple[float, float] | None:
        """(ε, δ) by advanced composition over the steps, each taken as the largest
        (MATH 7.4); None when not formal or without steps."""
        if not self.formal or self.steps == 0:
            return None
        return advanced_composition(self.steps, *self.largest_step, delta_prime)

    def for_group(self, size: float) -> Total:
        """Group privacy for `size` units: k·ε and δ·k·e^((k−1)ε) (δ capped at 1)."""
        if size < 0 or not float(size).is_integer():
            raise ValueError(f"a group size is a whole number ≥ 0, got {size}")
        if size == 1 or not self.formal:
            return self
        if size == 0:
            return replace(self, epsilon=0.0, delta=0.0, rho=None if self.rho is None else 0.0)
        epsilon = size * self.epsilon
        if self.delta == 0:
            delta = 0.0
        else:
            exponent = (size - 1) * self.epsilon
            delta = 1.0 if exponent > 700 else min(1.0, size * math.exp(exponent) * self.delta)
        rho = None if self.rho is None else size * size * self.rho
        return replace(self, epsilon=epsilon, delta=delta, rho=rho)

    def to_dict(self) -> dict:
        return {
            "unit": self.unit,
            "epsilon": _finite(self.epsilon) if self.formal else None,
            "delta": float(self.delta) if self.formal else None,
            "rho": self.rho if self.formal else None,
            "formally_private": self.formal,
            "entries": self.entries,
            "composition": "sequential (basic) over entries, parallel within a group of "
            "disjoint parts",
        }


@dataclass(frozen=True)
class PrivacyLedger:
    """An immutable list of entries; `with_entries` returns a longer ledger."""

    entries: tuple[LedgerEntry, ...] = field(default=())

    def with_entries(self, *entries: LedgerEntry) -> PrivacyLedger:
        return PrivacyLedger((*self.entries, *entries))

    def __add__(self, other: PrivacyLedger) -> PrivacyLedger:
        return PrivacyLedger((*self.entries, *other.entries))

    @property
    def units(self) -> list[str]:
        return list(dict.fromkeys(e.unit for e in self.entries))

    def total(self, unit: str | None = None) -> Total:
        """Compose every entry of `unit` (the only unit when there is one)."""
        if unit is None:
            units = self.units
            if len(units) > 1:
                raise ValueError(f"the ledger protects several units ({units}); name one")
            unit = units[0] if units else "person"
        return compose(e for e in self.entries if e.unit == unit).with_unit(unit)

    def relabelled(self, parallel_group: str, touched_suffix: str = "") -> PrivacyLedger:
        """The same entries as one part of disjoint data: each entry joins the parallel
        group of its own stage (`parallel_group: mechanism`), so the parts of one stage
        compose in parallel and different stages still add up."""
        return PrivacyLedger(
            tuple(
                replace(
                    e,
                    parallel_group=f"{parallel_group}: {e.mechanism}",
                    touched=e.touched + touched_suffix,
                )
                for e in self.entries
            )
        )

    def to_dict(self) -> dict:
        return {
            "entries": [e.to_dict() for e in self.entries],
            "totals": [self.total(u).to_dict() for u in self.units],
        }


def advanced_composition(
    steps: int, epsilon0: float, delta0: float, delta_prime: float
) -> tuple[float, float]:
    """Dwork, Rothblum & Vadhan (2010), MATH 7.4: `steps` mechanisms, each (ε₀, δ₀)-DP,
    are together (√(2k ln 1/δ′)·ε₀ + k·ε₀(e^ε₀ − 1), k·δ₀ + δ′)-DP for any δ′ in (0, 1)."""
    if not 0 < delta_prime < 1:
        raise ValueError(f"δ′ must lie in (0, 1), got {delta_prime}")
    k = steps
    epsilon = math.sqrt(2 * k * math.log(1 / delta_prime)) * epsilon0
    epsilon += k * epsilon0 * math.expm1(epsilon0)
    return epsilon, k * delta0 + delta_prime


@dataclass(frozen=True)
class _Composed:
    epsilon: float
    delta: float
    rho: float | None
    formal: bool
    entries: int
    steps: int = 0
    largest_step: tuple[float, float] = (0.0, 0.0)

    def with_unit(self, unit: str) -> Total:
        return Total(
            unit,
            self.epsilon,
            self.delta,
            self.rho,
            self.formal,
            self.entries,
            self.steps,
            self.largest_step,
        )


def compose(entries: Iterable[LedgerEntry]) -> _Composed:
    """Sequential composition over groups, parallel (the largest) within each group."""
    groups: dict[object, list[LedgerEntry]] = {}
    for index, entry in enumerate(entries):
        key = entry.parallel_group if entry.parallel_group is not None else ("alone", index)
        groups.setdefault(key, []).append(entry)
    epsilon = delta = 0.0
    rho: float | None = 0.0
    formal = True
    count = 0
    largest = (0.0, 0.0)
    for members in groups.values():
        count += len(members)
        formal &= all(m.formal for m in members)
        step = (max(m.epsilon for m in members), max(m.delta for m in members))
        epsilon += step[0]
        delta += step[1]
        largest = (max(largest[0], step[0]), max(largest[1], step[1]))
        rhos = [m.rho for m in members]
        rho = None if rho is None or None in rhos else rho + max(rhos)
    if not formal:
        return _Composed(math.inf, 1.0, None, False, count)
    rho = rho if count else None
    return _Composed(epsilon, min(delta, 1.0), rho, True, count, len(groups), largest)


def _finite(x: float) -> float | None:
    return None if math.isinf(x) else float(x)

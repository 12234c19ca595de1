"""Differentially private choice of a grouping column's cells (key selection).

When the data holder cannot list a grouping column's categories (no list, no codebook),
the release may choose them itself, privately: every value found in the column is a
candidate; its count of rows gets discrete Laplace noise, and only the values whose noisy
count exceeds a threshold τ become cells. Only the chosen values leave the laptop (in
the order `group_cells` gives cells: numbers as numbers, then text); the noisy counts
are discarded.

Neighbours: add or remove one record (one person = one row), so one person changes one
candidate's count by 1. With the noise Z of P(Z = z) = (1 − α)/(1 + α) · α^|z|,
α = e^(−ε) (discrete Laplace of scale 1/ε, sampled exactly from integers as Canonne,
Kamath and Steinke 2020 do), a value present in both neighbours is
released with probabilities within a factor e^ε; a value held by one person alone has
count 1 in one neighbour and is absent from the other, and is released with probability

    P(1 + Z > τ) = α^t / (1 + α),  t = ⌊τ − 1⌋ + 1 > τ − 1,

which is at most δ when

    τ = 1 + ln(1 / ((1 + e^(−ε)) δ)) / ε

(the discrete form of the textbook threshold 1 + ln(1/(2δ))/ε for continuous Laplace
noise; Korolova et al. 2009, Wilson et al. 2020). The selection is therefore (ε, δ)-DP and
is charged to the dataset's ledger as its own row, with no ρ (a threshold has no zCDP
bound).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import ParameterError
from engine.mechanisms.discrete import DiscreteLaplace, rational_at_least
from engine.statistics.queries import label_text

MECHANISM = "thresholded discrete Laplace (key selection)"


def _noise(epsilon: float) -> DiscreteLaplace:
    """The exact discrete Laplace sampler of scale t/s ≥ 1/ε (the ε it meets, s/t, is at
    most 2⁻³⁹ relatively below ε: `threshold` uses it, so δ holds exactly)."""
    if not (epsilon > 0 and math.isfinite(epsilon)):
        raise ParameterError("epsilon", f"must be a positive number, got {epsilon!r}")
    return DiscreteLaplace(*rational_at_least(1.0 / epsilon))


def threshold(epsilon: float, delta: float) -> float:
    """τ = 1 + ln(1/((1 + e^(−ε)) δ))/ε (ε as the sampler meets it): a value one person
    holds passes with probability at most δ."""
    noise = _noise(epsilon)
    if not 0 < delta < 1:
        raise ParameterError("delta", f"must lie strictly between 0 and 1, got {delta!r}")
    exact = noise.s / noise.t
    return 1.0 + math.log(1.0 / ((1.0 + math.exp(-exact)) * delta)) / exact


def discrete_laplace(epsilon: float, size: int, rng: np.random.Generator) -> np.ndarray:
    """Integer noise with P(Z = z) ∝ e^(−ε|z|), drawn exactly (engine.mechanisms.discrete)."""
    return _noise(epsilon).sample(size, rng)


@dataclass(frozen=True)
class KeySelection:
    """The chosen values of one grouping column, and what the choice cost."""

    column: str
    epsilon: float
    delta: float
    keys: tuple[str, ...]

    def ledger_row(self, neighbours: str) -> dict:
        """The dataset ledger's row for this choice (`dataset_ledger.prepare_charge`)."""
        return {
            "query": self.label(self.column),
            "mechanism": MECHANISM,
            "neighbours": neighbours,
            "epsilon": self.epsilon,
            "delta": self.delta,
            "rho": None,
            "status": "spent",
        }

    @staticmethod
    def label(column: str) -> str:
        return f"groups of {column} chosen privately"


def select_from_counts(
    labels, counts: np.ndarray, epsilon: float, delta: float, rng: np.random.Generator
) -> tuple[str, ...]:
    """The labels whose count plus discrete Laplace noise exceeds τ, in the given order.
    Candidates with a count of 0 are never listed: they are not in the data."""
    counts = np.asarray(counts, dtype=np.int64)
    noisy = counts + discrete_laplace(epsilon, counts.size, rng)
    tau = threshold(epsilon, delta)
    return tuple(label for label, value in zip(labels, noisy, strict=True) if value > tau)


def candidate_counts(series: pd.Series) -> tuple[list[str], np.ndarray]:
    """A column's values labelled as `group_cells` labels cells, in its order, with their
    numbers of rows (missing values are not a candidate)."""
    found, uniques = pd.factorize(series, sort=True)
    counts = np.bincount(found[found >= 0], minlength=len(uniques))
    merged: dict[str, int] = {}
    for value, count in zip(uniques, counts, strict=True):
        text = label_text(value)
        merged[text] = merged.get(text, 0) + int(count)
    return list(merged), np.array(list(merged.values()), dtype=np.int64)


def select_keys(
    series: pd.Series, epsilon: float, delta: float, rng: np.random.Generator
) -> KeySelection:
    """Choose the cells of one grouping column privately (module docstring)."""
    labels, counts = candidate_counts(series)
    keys = select_from_counts(labels, counts, epsilon, delta, rng)
    return KeySelection(str(series.name), epsilon, delta, keys)

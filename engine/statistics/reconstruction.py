"""The reconstruction attack (MATH 7.8; Dinur & Nissim 2003, seed 001), on the user's data.

Secret bits x ∈ {0,1}ⁿ (a binary column on n sampled rows); m random subsets (each row with
probability ½); answers a_j = Σ_{i∈S_j} x_i + e_j, raw (e = 0) or through Laplace noise
with total ε over the m answers (β = m/ε: each answer has sensitivity 1). The attack solves
least squares argmin‖Ay − a‖ and guesses x̂_i = 1[y_i ≥ ½]; the result is the share of
people whose bit is recovered, beside the majority-guess baseline max(x̄, 1 − x̄).
Seeded by the audit seed only; an attack shows risk, it never proves its absence.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.core.i18n import number, tr
from engine.core.jobs import JobContext


@dataclass(frozen=True)
class ReconstructionPoint:
    queries: int
    raw_recovered: float  # share of bits recovered from raw answers
    private_recovered: float  # … from answers with Laplace noise (total ε)
    noise_scale: float  # β = m/ε


@dataclass(frozen=True)
class ReconstructionResult:
    rows: int
    epsilon: float
    baseline: float
    points: tuple[ReconstructionPoint, ...]


def least_squares_guess(subsets: np.ndarray, answers: np.ndarray) -> np.ndarray:
    """x̂ = 1[y ≥ ½] for y = argmin‖Ay − a‖ (minimum-norm when A is short)."""
    y, *_ = np.linalg.lstsq(subsets, answers, rcond=None)
    return (y >= 0.5).astype(np.int8)


def attack_once(
    bits: np.ndarray, queries: int, noise_scale: float, rng: np.random.Generator
) -> float:
    """Share of `bits` recovered from `queries` random subset sums with Lap(noise_scale)
    (0: raw answers)."""
    subsets = (rng.random((queries, bits.size)) < 0.5).astype(float)
    answers = subsets @ bits
    if noise_scale > 0:
        answers = answers + rng.laplace(0.0, noise_scale, queries)
    return float(np.mean(least_squares_guess(subsets, answers) == bits))


def reconstruction_curve(
    bits: np.ndarray,
    query_counts: tuple[int, ...],
    epsilon: float,
    rng: np.random.Generator,
    ctx: JobContext | None = None,
) -> ReconstructionResult:
    """The attack for each m: raw answers vs Laplace answers with total ε (β = m/ε)."""
    ctx = ctx or JobContext()
    bits = np.asarray(bits, dtype=float)
    mean = float(bits.mean()) if bits.size else 0.0
    points = []
    for k, m in enumerate(query_counts):
        ctx.report(
            k / len(query_counts), tr("Reconstruction attack, {m} queries").format(m=number(m, ","))
        )
        raw = attack_once(bits, m, 0.0, rng)
        private = attack_once(bits, m, m / epsilon, rng)
        points.append(ReconstructionPoint(m, raw, private, m / epsilon))
    return ReconstructionResult(bits.size, epsilon, max(mean, 1.0 - mean), tuple(points))

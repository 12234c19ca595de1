"""Calibrated additive noise (MATH 7.1): what one noise addition is, and what it proves.

`Noise` is the result of calibrating a mechanism (Laplace in `laplace.py`, Gaussian in
`gaussian.py`) for a query of a given sensitivity: the scale, the guarantee (ε, δ, ρ) and
the 95 % half-width of the noise alone. Drawing needs an explicit generator.

No floating-point draw is ever released (the attack of Mironov 2012): the noise is exact
integer noise (`engine.mechanisms.discrete`) in steps of `grid`. A count (grid 1) is
released as an integer; a real value is rounded to the grid (a power of two, about 2⁻¹⁰ of
its sensitivity) and released as grid × an integer, its noise calibrated for the ⌈Δ/grid⌉
steps one person can move it, so the stated ε (and δ) hold exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from engine.mechanisms.discrete import DiscreteGaussian, DiscreteLaplace, integer_half_width

LN20 = math.log(20.0)  # Laplace: P(|Z| > β ln 20) = 5 %
Z975 = 1.959963984540054


@dataclass(frozen=True)
class Noise:
    """Noise of one kind and scale: β of Lap(β) or σ of N(0, σ²), drawn as `sampler`'s
    integers times `grid`."""

    mechanism: str  # "laplace" or "gaussian"
    epsilon: float
    delta: float
    sensitivity: float  # L1 for Laplace, L2 for Gaussian
    scale: float  # β or σ in the query's units: grid × the sampler's scale
    calibration: str = ""
    grid: float = 1.0  # released values are whole multiples of it (1.0 and integer: counts)
    steps: int = 1  # ⌈Δ/grid⌉: how many grid steps one person can move the query
    sampler: DiscreteLaplace | DiscreteGaussian | None = None
    integer: bool = False  # an integer query (counts), released as integers

    @property
    def rho(self) -> float:
        """zCDP ρ (MATH 7.4/7.5): Gaussian Δ₂²/(2σ²) (on the grid: steps²/(2σ_grid²));
        pure ε-DP is ε²/2-zCDP."""
        if self.mechanism == "gaussian":
            return (self.steps * self.grid) ** 2 / (2.0 * self.scale**2)
        return self.epsilon**2 / 2.0

    @property
    def sd(self) -> float:
        return self.scale * math.sqrt(2.0) if self.mechanism == "laplace" else self.scale

    @property
    def half_width(self) -> float:
        """95 % half-width of the noise alone (MATH 7.6): β ln 20 or 1.96σ; for integer
        noise the smallest whole h with P(|Z| > h) ≤ 5 % (so integer intervals cover)."""
        if self.integer:
            return float(integer_half_width(self.sampler))
        return self.scale * LN20 if self.mechanism == "laplace" else Z975 * self.scale

    def simulate(self, size: int, rng: np.random.Generator) -> np.ndarray:
        """Fast float draws of the noise's law, for simulations on released values only
        (the ratio intervals), never added to data: the discrete Laplace as a difference of
        two geometrics ⌊E·t/s⌋, E exponential (its exact law); otherwise the continuous draw
        rounded to the grid (the discrete Gaussian on integers approximately, as the
        intervals say)."""
        if self.mechanism == "laplace" and self.integer:
            scale = self.sampler.t / self.sampler.s  # P(⌊E·scale⌋ = j) = (1 − q)q^j
            first = rng.standard_exponential(size)
            first *= scale
            np.floor(first, out=first)
            second = rng.standard_exponential(size)
            second *= scale
            first -= np.floor(second, out=second)
            return first
        if self.mechanism == "laplace":
            continuous = rng.laplace(0.0, self.scale, size)
        else:
            continuous = rng.normal(0.0, self.scale, size)
        continuous /= self.grid  # in place: the numbers of ⌊x/grid + ½⌋·grid
        continuous += 0.5
        np.floor(continuous, out=continuous)
        continuous *= self.grid
        return continuous

    def release(self, values, rng: np.random.Generator):
        """values + noise: counts as int64 (values must be whole), real values as
        grid × (round(values / grid) + integer noise); a scalar for a scalar."""
        exact = np.asarray(values, dtype=float)
        steps = np.floor(exact / self.grid + 0.5).astype(np.int64)
        steps += self.sampler.sample(steps.size, rng).reshape(steps.shape)
        out = steps if self.integer else steps * self.grid
        return out if out.ndim else out.item()

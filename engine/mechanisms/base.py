"""What every row-level mechanism takes and returns.

A mechanism is a frozen dataclass of its parameters (validated on construction, like a
scikit-learn estimator's constructor arguments) with one method,
`privatize(Z, rng) -> Release`. `Z` is the preprocessed feature matrix: rows in the unit
ball (MATH 2.0). The release is in the same space and row order; `engine.data.preprocess`
maps it back to the user's units.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from engine.core.ledger import PrivacyLedger
from engine.privacy.distinguishing import GaussianStep
from engine.privacy.guarantee import Guarantee


@dataclass(frozen=True)
class Release:
    """Privatized features plus what they prove and how they were made.

    `noise_steps` lists each Gaussian noise addition with its classic sensitivity (for
    distinguishing protection); None for deterministic mechanisms. `parameters` holds every
    parameter and derived quantity (σ, sensitivity) — never the seed or generator state.
    `ledger` holds one entry per noise addition; `guarantee` is composed from it.
    """

    features: np.ndarray
    guarantee: Guarantee
    noise_steps: tuple[GaussianStep, ...] | None
    parameters: Mapping[str, object] = field(default_factory=dict)
    ledger: PrivacyLedger = field(default_factory=PrivacyLedger)


class Mechanism(Protocol):
    name: str

    def privatize(self, features: np.ndarray, rng: np.random.Generator) -> Release: ...


def check_unit_ball(features: np.ndarray) -> np.ndarray:
    """Return `features` as float64 n×d, refusing rows outside the unit ball."""
    z = np.asarray(features, dtype=np.float64)
    if z.ndim != 2 or z.shape[0] == 0 or z.shape[1] == 0:
        raise ValueError("features must be a non-empty 2-D array")
    if not np.isfinite(z).all():
        raise ValueError("features contain missing or infinite values")
    norms = np.sqrt(np.einsum("ij,ij->i", z, z))
    if norms.max() > 1.0 + 1e-9:
        raise ValueError("rows must lie in the unit ball: preprocess them first (MATH 2.0)")
    return z

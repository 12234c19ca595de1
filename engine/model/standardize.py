"""Feature standardization for the model (MATH 2.0 step 1, 9.1, 9.7).

Two sources, always stated: **declared** bounds [lo, hi] per feature (no privacy cost:
values are clipped into the bounds, centred on (lo + hi)/2 and divided by (hi − lo)/2, so
every standardized value lies in [−1, 1]), or the **data**'s own mean and standard deviation
(released as-is with the model: not formally private, flagged in the ledger and the report).
Coefficients map back to original units by inverting the affine map, exact for values
inside the bounds (outside them, scoring clips first).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DECLARED, DATA = "declared", "data"
STACK_ROWS = 8192  # rows of the feature matrix filled at a time (`feature_matrix`)


@dataclass(frozen=True)
class Standardizer:
    """x ↦ (clip(x, lower, upper) − centre)/scale, per feature, in `features` order."""

    features: tuple[str, ...]
    centres: np.ndarray
    scales: np.ndarray
    source: str  # DECLARED or DATA
    lower: np.ndarray | None = None  # clipping bounds (declared only)
    upper: np.ndarray | None = None

    def transform(self, x: np.ndarray) -> np.ndarray:
        """A new array; one copy of x, then in place (the same numbers as (x − c)/s)."""
        x = np.asarray(x, dtype=float)
        if self.lower is not None:
            out = np.clip(x, self.lower, self.upper)
            out -= self.centres
        else:
            out = x - self.centres
        out /= self.scales
        return out

    def to_dict(self) -> dict:
        out = {
            "source": self.source,
            "centres": dict(zip(self.features, map(float, self.centres), strict=True)),
            "scales": dict(zip(self.features, map(float, self.scales), strict=True)),
        }
        if self.lower is not None:
            out["bounds"] = {
                f: [float(lo), float(hi)]
                for f, lo, hi in zip(self.features, self.lower, self.upper, strict=True)
            }
        return out


def feature_matrix(columns: list[np.ndarray]) -> np.ndarray:
    """`np.column_stack(columns)`, filled a block of rows at a time: writing one column at
    a time strides through the whole matrix, three times slower on a million rows."""
    rows = columns[0].size if columns else 0
    out = np.empty((rows, len(columns)))
    for start in range(0, rows, STACK_ROWS):
        part = slice(start, start + STACK_ROWS)
        for j, column in enumerate(columns):
            out[part, j] = column[part]
    return out


def declared(features, bounds: dict[str, tuple[float, float]]) -> Standardizer:
    lower = np.array([float(bounds[f][0]) for f in features])
    upper = np.array([float(bounds[f][1]) for f in features])
    return Standardizer(
        tuple(features), (lower + upper) / 2, (upper - lower) / 2, DECLARED, lower, upper
    )


def from_data(features, x: np.ndarray) -> Standardizer:
    """Mean and standard deviation of the training rows (a constant column keeps scale 1)."""
    sd = x.std(axis=0)
    return Standardizer(tuple(features), x.mean(axis=0), np.where(sd > 0, sd, 1.0), DATA)


def original_units(theta: np.ndarray, standardizer: Standardizer) -> np.ndarray:
    """θ for raw inputs: weights w/s, intercept b − Σ w·c/s (rows: intercept, features)."""
    scale = standardizer.scales if theta.ndim == 1 else standardizer.scales[:, None]
    centre = standardizer.centres if theta.ndim == 1 else standardizer.centres[:, None]
    weights = theta[1:] / scale
    intercept = theta[0] - (weights * centre).sum(axis=0)
    return np.concatenate([np.reshape(intercept, (1, *theta.shape[1:])), weights])

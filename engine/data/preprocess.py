"""Preprocessing shared by every row-bounded mechanism (MATH 2.0), and its inverse.

Feature columns are standardized with declared or data-derived centres and scales, divided
by one radius and clipped into the unit ball. After privatization `inverse_transform` maps
the release back, so the exported file has the user's column names and units.

Radius choices ("scaling"):
* "clip" (default): radius = the declared `clip_radius`, or 2·√d in standardized units when
  none is declared. Data-independent: rows beyond the radius are shrunk onto it.
* "max_norm" (paper-faithful): radius = the largest row norm, which the release then leaks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import ParameterError
from engine.core.i18n import tr

SCALINGS = ("clip", "max_norm")


@dataclass(frozen=True)
class Preprocessor:
    """A fitted, invertible map from feature columns to unit-ball rows."""

    columns: tuple[str, ...]
    centres: np.ndarray
    scales: np.ndarray
    radius: float
    scaling: str
    statistics_source: str  # "declared", "data" or "none" (no standardization)

    def transform(self, features: pd.DataFrame | np.ndarray) -> np.ndarray:
        """Standardize, divide by the radius, clip every row to norm ≤ 1."""
        return self.transform_counting_clipped(features)[0]

    def transform_counting_clipped(
        self, features: pd.DataFrame | np.ndarray
    ) -> tuple[np.ndarray, float]:
        """`transform`, and the share of rows the clip shrank (`clipped_fraction`), in one
        pass over the data."""
        z, squared_norms = self._scaled(features)
        norms = np.sqrt(squared_norms)
        over = norms > 1.0
        z[over] /= norms[over, None]
        return z, float(np.mean(squared_norms > 1.0 + 1e-12))

    def clipped_fraction(self, features: pd.DataFrame | np.ndarray) -> float:
        """Share of rows the unit-ball clip shrinks (0 for "max_norm")."""
        return float(np.mean(self._scaled(features)[1] > 1.0 + 1e-12))

    def _scaled(self, features: pd.DataFrame | np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The standardized rows divided by the radius (a new array), and their squared norms."""
        values = np.asarray(
            features[list(self.columns)] if isinstance(features, pd.DataFrame) else features,
            dtype=np.float64,
        )
        z = np.subtract(values, self.centres)
        z /= self.scales * self.radius  # in place: no second n × d temporary
        return z, np.einsum("ij,ij->i", z, z)

    def inverse_transform(self, z: np.ndarray) -> pd.DataFrame:
        """Map unit-ball rows back to the original columns and units."""
        values = np.multiply(np.asarray(z, dtype=np.float64), self.scales * self.radius)
        values += self.centres  # in place: one n × d array, not three
        return pd.DataFrame(values, columns=list(self.columns), copy=False)

    def to_user_units(self, column: np.ndarray, index: int) -> None:
        """`inverse_transform` of one column (feature `index`), in place: the same
        arithmetic, so the numbers are identical."""
        column *= self.scales[index] * self.radius
        column += self.centres[index]

    def describe(self) -> dict:
        """What the manifest records about preprocessing (statistics released as-is)."""
        return {
            "columns": list(self.columns),
            "standardization": self.statistics_source,
            "centres": [float(c) for c in self.centres],
            "scales": [float(s) for s in self.scales],
            "scaling": self.scaling,
            "radius": float(self.radius),
            "note": {
                "data": "Centres and scales were computed from the data and are released as-is.",
                "declared": "Centres and scales were declared by the user.",
                "none": "Features were not standardized.",
            }[self.statistics_source]
            + (
                " The radius is the data's largest row norm (paper-faithful), which it leaks."
                if self.scaling == "max_norm"
                else " The radius is data-independent; rows beyond it were clipped."
            ),
        }


def fit_preprocessor(
    features: pd.DataFrame,
    *,
    standardize: bool = True,
    scaling: str = "clip",
    clip_radius: float | None = None,
    centres: Sequence[float] | None = None,
    scales: Sequence[float] | None = None,
) -> Preprocessor:
    """Fix the map from `features` to the unit ball (MATH 2.0 steps 1–2)."""
    if scaling not in SCALINGS:
        raise ParameterError(
            "scaling",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(SCALINGS), value=repr(scaling)
            ),
        )
    columns = tuple(str(c) for c in features.columns)
    d = len(columns)
    values = features.to_numpy(dtype=np.float64)
    if (centres is None) != (scales is None):
        raise ParameterError("centres", tr("declare both centres and scales, or neither"))
    if centres is not None:
        centre_arr = np.asarray(centres, dtype=np.float64)
        scale_arr = np.asarray(scales, dtype=np.float64)
        if centre_arr.shape != (d,) or scale_arr.shape != (d,):
            raise ParameterError(
                "centres", tr("need one centre and one scale per feature ({count})").format(count=d)
            )
        if not (scale_arr > 0).all():
            raise ParameterError("scales", tr("every declared scale must be positive"))
        source = "declared"
    elif standardize:
        centre_arr = values.mean(axis=0)
        scale_arr = values.std(axis=0)
        scale_arr[scale_arr == 0] = 1.0
        source = "data"
    else:
        centre_arr, scale_arr, source = np.zeros(d), np.ones(d), "none"

    standardized = (values - centre_arr) / scale_arr
    if scaling == "max_norm":
        radius = float(np.sqrt(np.einsum("ij,ij->i", standardized, standardized)).max())
        radius = radius if radius > 0 else 1.0
    elif clip_radius is not None:
        if not (clip_radius > 0 and math.isfinite(clip_radius)):
            raise ParameterError(
                "clip_radius",
                tr("must be a positive number, got {value}").format(value=clip_radius),
            )
        radius = float(clip_radius)
    elif source == "none":
        raise ParameterError(
            "clip_radius",
            tr(
                "features that are not standardized need a declared clip radius in their own "
                "units (or use scaling 'max_norm')"
            ),
        )
    else:
        radius = 2.0 * math.sqrt(d)
    return Preprocessor(columns, centre_arr, scale_arr, radius, scaling, source)

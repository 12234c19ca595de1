"""Additive noise on continuous columns, as the statistical-office reference (sdcMicro's
`addNoise`) defines its two main methods; the noise level is a percentage.

* "additive" (uncorrelated): x_j + e, e ~ N(0, (level/100 · s_j)²) independently per value,
  s_j the column's standard deviation (over its known values, divided by n − 1).
* "correlated": x + e, e ~ N(0, level/100 · Σ) per record, Σ the columns' covariance matrix
  over the records with every column known (n − 1): the noise has the data's correlation
  structure, so correlations are kept in expectation (the level scales the covariance, as
  the reference does, not the standard deviation).

Missing values stay missing. One Generator is passed in: a release gives fresh
operating-system entropy. The standard deviations and the covariance are the raw data's:
the data holder's audit states them, never the shared report.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

NOISE_METHODS = ("additive", "correlated")


@dataclass(frozen=True)
class Noised:
    values: np.ndarray  # n × p
    covariance: np.ndarray  # p × p covariance of the noise that was drawn from


def add_noise(x, method: str, level: float, rng) -> Noised:
    """`x` (n × p, NaN missing) plus noise of the given method and level (percent)."""
    x = np.asarray(x, dtype=np.float64).reshape(len(x), -1)
    frame = pd.DataFrame(x)
    if method == "additive":
        sd = frame.std(ddof=1).fillna(0.0).to_numpy()
        covariance = np.diag((level / 100.0 * sd) ** 2)
        noise = rng.standard_normal(x.shape) * (level / 100.0 * sd)[None, :]
    elif method == "correlated":
        covariance = level / 100.0 * np.atleast_2d(frame.dropna().cov(ddof=1).fillna(0.0))
        noise = rng.multivariate_normal(np.zeros(x.shape[1]), covariance, size=len(x))
    else:
        raise ValueError(f"unknown noise method {method!r}")
    return Noised(x + noise, covariance)

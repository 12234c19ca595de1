"""Information loss of a release, raw against released, as the statistical-office
reference (sdcMicro's `dUtility`) measures it for continuous columns, and counted cell by
cell for categorical ones.

* IL1s: Σ_j Σ_i |x_ij − x'_ij| / (√2 · S_j), S_j the raw column's standard deviation (known
  values, n − 1), cells with a missing side left out: the reference's `dUtility(method =
  "IL1s")` is this sum; `il1s_mean` divides it by records × columns (the per-cell mean of
  the original definition, the reference's "IL1old").
* Eigenvalue measure: Σ_i |λ_i − λ'_i| / λ_i, λ and λ' the eigenvalues (largest first) of the
  covariance matrices of the standardized raw and released columns (each standardized by
  its own mean and standard deviation; pairs of known values: without missing values, the
  correlation matrices), the reference's `dUtility(method = "eigen")`; 0 when nothing changed.
* Categorical: per column, cells suppressed (missing or '*' released where the raw value
  was known) and values changed (released ≠ raw, suppressed cells aside).

Every number compares with the raw data: they belong to the data holder's audit.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd


def il1s(raw, released) -> tuple[float, float]:
    """(IL1s as the reference sums it, the same per cell)."""
    x = np.asarray(raw, dtype=np.float64).reshape(len(raw), -1)
    xm = np.asarray(released, dtype=np.float64).reshape(len(released), -1)
    sd = pd.DataFrame(x).std(ddof=1).to_numpy()
    with np.errstate(divide="ignore", invalid="ignore"):
        cells = np.abs(x - xm) / (math.sqrt(2.0) * sd[None, :])
    total = float(np.nansum(np.where(np.isfinite(cells), cells, np.nan)))
    return total, total / max(x.size, 1)


def eigen_loss(raw, released) -> float | None:
    """Σ |λ − λ'| / λ over the correlation matrices' eigenvalues (None: undefined, e.g. a
    constant column)."""
    values = []
    for data in (raw, released):
        frame = pd.DataFrame(np.asarray(data, dtype=np.float64).reshape(len(data), -1))
        corr = ((frame - frame.mean()) / frame.std(ddof=1)).cov(min_periods=2).to_numpy()
        if not np.isfinite(corr).all():
            return None
        values.append(np.sort(np.linalg.eigvalsh(corr))[::-1])
    first, second = values
    return float(np.sum(np.abs(first - second) / first))


def categorical_loss(raw, released, star: str = "*") -> dict[str, int]:
    """Cells suppressed and values changed in one categorical column."""
    before = pd.Series(np.asarray(raw, dtype=object))
    after = pd.Series(np.asarray(released, dtype=object))
    known = before.notna().to_numpy()
    gone = (after.isna() | after.astype(str).eq(star)).to_numpy() & known
    same = before.astype(str).to_numpy() == after.astype(str).to_numpy()
    changed = known & ~gone & ~same
    return {"suppressed": int(gone.sum()), "changed": int(changed.sum())}

"""PRAM (post-randomization) of a categorical column, with the transition matrix the
statistical-office reference (sdcMicro's `pram`) builds from two parameters, pd and alpha.

For a column with L categories (its distinct known values, sorted):

* P: row i keeps its value with probability d_i, drawn uniformly in [pd, 1] for each
  category, and moves to each other category with probability (1 − d_i)/(L − 1).
* Invariant (the reference's only construction, and the default here): with p the
  categories' shares in the data, the backward matrix Q[k, j] = P[j, k] p_j / Σ_m p_m P[m, k]
  and R = P Q satisfy p R = p; the matrix used is R_α = α R + (1 − α) I. Its expected
  released frequencies are the raw frequencies, but it is computed from the data's
  frequencies (so it is stated only in the data holder's audit).
* Not invariant: P itself (it depends on pd and the draws only).

Each record with a known value draws its released value from its category's row; missing
values stay missing. With strata, each stratum gets its own matrix from its own shares (a
category absent from a stratum is never drawn there by R_α). One Generator is passed in: a
release gives fresh operating-system entropy.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class PramResult:
    values: np.ndarray  # object array: released values (missing stay missing)
    levels: tuple[str, ...]  # the categories, in the matrices' order
    matrices: dict[str, np.ndarray]  # stratum label ("all" without strata) → L × L matrix
    changed: int  # records whose released value differs from the raw one


def transition_matrix(counts, pd_min: float, alpha: float, invariant: bool, rng) -> np.ndarray:
    """The L × L matrix (rows sum to 1) for categories with these counts (docstring)."""
    counts = np.asarray(counts, dtype=np.float64)
    size = len(counts)
    if size == 1:
        return np.ones((1, 1))
    keep = rng.uniform(pd_min, 1.0, size)
    forward = np.repeat(((1.0 - keep) / (size - 1))[:, None], size, axis=1)
    np.fill_diagonal(forward, keep)
    if not invariant:
        return forward
    shares = counts / counts.sum()
    reach = shares @ forward  # Σ_m p_m P[m, k]: the share released as k
    backward = np.eye(size)  # a category nothing reaches keeps its own row
    seen = reach > 0
    backward[seen] = (forward * shares[:, None]).T[seen] / reach[seen, None]
    invariant_matrix = forward @ backward
    return alpha * invariant_matrix + (1.0 - alpha) * np.eye(size)


def draw(codes: np.ndarray, matrix: np.ndarray, rng) -> np.ndarray:
    """One draw per record from its category's row (codes 0…L−1)."""
    cumulative = np.cumsum(matrix, axis=1)
    u = rng.random(len(codes))[:, None]
    out = (u >= cumulative[codes]).sum(axis=1)
    return np.minimum(out, matrix.shape[0] - 1)  # rounding in the last cumulative sum


def pram(values, pd_min: float, alpha: float, invariant: bool, rng, strata=None) -> PramResult:
    """PRAM of one column (`values`: one per record); `strata`: one label per record."""
    series = pd.Series(np.asarray(values, dtype=object))
    known = series.notna().to_numpy()
    text = series[known].astype(str)
    levels = tuple(sorted(text.unique()))
    codes = np.full(len(series), -1, dtype=np.int64)
    codes[known] = pd.Categorical(text, categories=levels).codes
    groups = np.zeros(len(series), dtype=np.int64) if strata is None else None
    names = ["all"]
    if strata is not None:
        groups, uniques = pd.factorize(pd.Series(np.asarray(strata, dtype=object)).astype(str))
        names = [str(u) for u in uniques]
    out = codes.copy()
    matrices = {}
    for g, name in enumerate(names if levels else ()):
        mine = np.flatnonzero((groups == g) & known)
        counts = np.bincount(codes[mine], minlength=len(levels))
        matrix = transition_matrix(counts, pd_min, alpha, invariant, rng)
        matrices[name] = matrix
        out[mine] = draw(codes[mine], matrix, rng)
    released = np.asarray(series, dtype=object).copy()
    first = pd.Series(series[known].to_numpy(), index=text.to_numpy())  # values keep their type
    lookup = first[~first.index.duplicated()].reindex(list(levels)).to_numpy(dtype=object)
    released[known] = lookup[out[known]]
    changed = int((out != codes)[known].sum())
    return PramResult(released, levels, matrices, changed)

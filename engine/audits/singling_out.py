"""Singling-out protection (MATH 3.1): the paper's net attack, counted exactly.

A released row ỹ and a jitter j define the box predicate "|x_c − ỹ_c| ≤ j·sd_c for every
column c". A released row singles out an original row when exactly one original row satisfies
its predicate. Scaling column c by 1/(j·sd_c) turns every box into an L∞ ball of radius 1.
A KD-tree finds the two nearest original rows of each released row in L∞: a box holds exactly
one row when the nearest is inside and the second outside (the nearest is then the isolated
row). δ bounds the rounding of the scaling; a box whose decision lies within δ of the boundary
is re-checked with the unscaled inclusive predicate, so the result equals the brute-force
count, boundary ties included.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import numpy as np

from engine.core.errors import InputError, ParameterError

if TYPE_CHECKING:
    from scipy.spatial import cKDTree

DEFAULT_JITTERS = (0.1, 0.33, 0.5, 0.67, 1.0)

# Candidate (release row, original row) pairs verified at once: bounds memory to ~30 MB at d = 15.
_PAIR_BUDGET = 250_000


def _as_matrix(data: np.ndarray, name: str) -> np.ndarray:
    """A finite, non-empty 2-D float matrix, or an error naming the table."""
    x = np.asarray(data, dtype=float)
    if x.ndim != 2 or x.shape[0] == 0 or x.shape[1] == 0:
        raise InputError(f"the {name} data must be a non-empty table of rows and columns")
    if not np.isfinite(x).all():
        raise InputError(f"the {name} data contain missing or infinite values; give numbers only")
    return x


def nonunique_fraction(X: np.ndarray) -> float:
    """Fraction of rows that share their exact values with another row (raw-data protection)."""
    x = _as_matrix(X, "original") + 0.0  # + 0.0 turns -0.0 into 0.0, so they compare equal
    _, inverse, counts = np.unique(x, axis=0, return_inverse=True, return_counts=True)
    return float(np.mean(counts[inverse.ravel()] > 1))


def net_attack_fraction(original: np.ndarray, release: np.ndarray, jitter: float) -> float:
    """Fraction of original rows singled out by some released row's box at this jitter.

    sd_c is the release's population standard deviation (ddof = 0, numpy's default, as the
    paper's code used np.std); the attacker sees only the release.
    """
    x = _as_matrix(original, "original")
    y = _as_matrix(release, "release")
    if x.shape[1] != y.shape[1]:
        raise InputError(
            f"the release has {y.shape[1]} columns but the original has {x.shape[1]}; "
            "attack them on the same columns"
        )
    if not (np.isfinite(jitter) and jitter > 0):
        raise ParameterError("jitter", f"must be a positive number, got {jitter}")
    threshold = jitter * y.std(axis=0)
    return _singled_out_rows(x, y, threshold).size / x.shape[0]


def _singled_out_rows(x: np.ndarray, y: np.ndarray, threshold: np.ndarray) -> np.ndarray:
    """Sorted distinct indices of original rows that some released row's box isolates."""
    # A release column with a single value asks the same of every original row: apply it as a
    # filter (exactly, whatever np.std made of it) and keep it out of the scaled geometry.
    constant = np.ptp(y, axis=0) == 0
    passes = np.all(np.abs(x[:, constant] - y[0, constant]) <= threshold[constant], axis=1)
    rows = np.flatnonzero(passes)
    varying = ~constant
    if not varying.any() or rows.size == 0:
        # Every box is the same set (or empty for everyone).
        return rows if rows.size == 1 else np.empty(0, dtype=np.intp)
    xv = x[np.ix_(rows, varying)]
    yv = y[:, varying]
    tv = threshold[varying]
    centre = yv.mean(axis=0)
    xs = (xv - centre) / tv
    ys = (yv - centre) / tv
    # Rounding moves a scaled difference by at most ~8u·|value|/t; widen that generously.
    ratio = np.max(np.maximum(np.abs(xv).max(axis=0), np.abs(yv).max(axis=0)) / tv)
    delta = 1e-9 + 16 * np.finfo(float).eps * float(ratio)
    # Measured fastest at n = 20,788, d = 15, where the boxes are wide and pruning is weak.
    from scipy.spatial import cKDTree  # here: a release without audit never loads it

    tree = cKDTree(xs, leafsize=32, balanced_tree=False)
    # Only 0, 1 or "several" matters, so the two nearest rows in L∞ decide most boxes.
    radius = 1.0 + delta
    dist, nearest = tree.query(ys, k=2, p=np.inf, distance_upper_bound=radius)
    first, second = dist[:, 0], dist[:, 1]
    sure_one = (first <= 1.0 - delta) & (second > radius)
    # Within δ of the boundary the scaled geometry cannot tell; the exact predicate must.
    undecided = np.flatnonzero(~sure_one & (first <= radius) & (second > 1.0 - delta))
    found = [nearest[sure_one, 0]]
    if undecided.size:
        sizes = tree.query_ball_point(ys[undecided], radius, p=np.inf, return_length=True)
        found += [
            _verify(tree, radius, xv, yv, ys, tv, part)
            for part in _chunks(undecided, sizes, _PAIR_BUDGET)
        ]
    return np.unique(rows[np.concatenate(found)])


def _chunks(items: np.ndarray, sizes: np.ndarray, budget: int) -> list[np.ndarray]:
    """Consecutive groups of `items` whose `sizes` sum to about `budget` (at least one item)."""
    ends = np.cumsum(sizes)
    parts, start = [], 0
    while start < items.size:
        base = ends[start] - sizes[start]
        stop = max(start + 1, int(np.searchsorted(ends, base + budget, side="right")))
        parts.append(items[start:stop])
        start = stop
    return parts


def _verify(
    tree: cKDTree,
    radius: float,
    xv: np.ndarray,
    yv: np.ndarray,
    ys: np.ndarray,
    tv: np.ndarray,
    part: np.ndarray,
) -> np.ndarray:
    """Original rows isolated by the released rows `part`, checked with the exact predicate."""
    members = tree.query_ball_point(ys[part], radius, p=np.inf)
    lengths = np.fromiter((len(m) for m in members), dtype=np.intp, count=len(members))
    candidates = np.fromiter(
        itertools.chain.from_iterable(members), dtype=np.intp, count=int(lengths.sum())
    )
    owner = np.repeat(np.arange(part.size), lengths)
    inside = np.all(np.abs(xv[candidates] - yv[part[owner]]) <= tv, axis=1)
    counts = np.bincount(owner[inside], minlength=part.size)
    return candidates[inside & (counts[owner] == 1)]

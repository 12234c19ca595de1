"""Mondrian k-anonymity baseline (MATH 2.6).

The syntactic baseline that data teams know from anonymization handbooks: it lets a report
show what k-anonymity costs in targeting accuracy next to the TDP mechanisms, and what it
does not protect (it carries no differential-privacy guarantee).

Strict multidimensional Mondrian (LeFevre, DeWitt & Ramakrishnan 2006), every feature
column a quasi-identifier. The split rule, fixed here so that the audit report can state it:

- In a partition of m rows, order the columns by range (max − min) divided by the column's
  range in the full data, largest first; ties go to the lower column index. A column that is
  constant in the full data counts as 0.
- Splitting at column c: the median is the lower median, the ⌈m/2⌉-th smallest value of c
  in the partition. Rows with value ≤ median go left, rows with value > median go right.
  (In exact arithmetic this is the same split as at the midpoint median np.median returns;
  the lower median avoids the rounding of that midpoint.) Rows tied at the median therefore
  never straddle the cut ("strict").
- The split is valid if both halves keep ≥ k rows. Try the columns in order; split at the
  first valid one and continue in both halves. A partition no column can split validly is
  an equivalence class.

The release replaces every row by its class mean, so each released row is identical to at
least k − 1 others; the mean of unit-ball rows stays in the unit ball.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.mechanisms.base import Release, check_unit_ball
from engine.privacy.guarantee import Guarantee


@dataclass(frozen=True)
class MondrianMechanism:
    """k-anonymity by Mondrian partitioning and class means; deterministic."""

    k: int
    name: str = "mondrian"

    def __post_init__(self) -> None:
        _check_k(self.k)

    def privatize(self, features: np.ndarray, rng: np.random.Generator | None = None) -> Release:
        """Replace each row by the mean of its Mondrian class.

        `rng` is accepted only so that every mechanism has the same call signature; Mondrian
        draws no randomness, so the same data always gives the same release.
        """
        z = check_unit_ball(features)
        labels = mondrian_partition(z, self.k)
        sorted_rows, counts, starts = _grouped(z, labels)
        means = np.add.reduceat(sorted_rows, starts, axis=0) / counts[:, None]
        return Release(
            features=means[labels],
            guarantee=Guarantee.k_anonymity(self.k, self.name),
            ledger=PrivacyLedger(
                (LedgerEntry.not_formal(f"{self.name} {self.k}-anonymity", "the features"),)
            ),
            noise_steps=None,
            parameters={
                "k": int(self.k),
                "n_classes": int(counts.size),
                "smallest_class": int(counts.min()),
                "largest_class": int(counts.max()),
            },
        )


def mondrian_partition(features: np.ndarray, k: int) -> np.ndarray:
    """Equivalence-class label of every row under the strict Mondrian rule (module doc).

    Labels are 0, 1, … numbered in order of each class's first row, so they depend only on
    the partition, not on the order the splits were made. Any finite matrix works (the
    anonymization toolkit passes raw quasi-identifiers); the unit ball is not needed.
    """
    z = np.asarray(features, dtype=np.float64)
    if z.ndim != 2 or z.shape[0] == 0 or z.shape[1] == 0:
        raise ValueError("features must be a non-empty 2-D array")
    if not np.isfinite(z).all():
        raise ValueError("features contain missing or infinite values")
    n = z.shape[0]
    _check_k(k, n)
    columns = np.ascontiguousarray(z.T)  # one contiguous row per column: cheap value slices
    full_range = columns.max(axis=1) - columns.min(axis=1)

    labels = np.empty(n, dtype=np.intp)
    n_classes = 0
    stack = [np.arange(n)]  # explicit stack: depth grows with log n, but no recursion limit
    while stack:
        rows = stack.pop()
        # Fewer than 2k rows can never leave k on both sides: skip the work.
        left = _split(columns[:, rows], full_range, k) if rows.size >= 2 * k else None
        if left is None:
            labels[rows] = n_classes
            n_classes += 1
        else:
            stack.append(rows[~left])
            stack.append(rows[left])

    _, first_row, inverse = np.unique(labels, return_index=True, return_inverse=True)
    rank = np.empty(first_row.size, dtype=np.intp)
    rank[np.argsort(first_row)] = np.arange(first_row.size)
    return rank[inverse]


def class_ranges(features: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per-class (mins, maxs), each n_classes × d with row c for label c, for the audit report.

    The class mean hides where in the class a person lies; the ranges are what a
    generalization-style report would publish instead, and show how coarse each class is.
    """
    z = np.asarray(features, dtype=np.float64)
    if z.ndim != 2:
        raise ValueError("features must be a 2-D array")
    sorted_rows, _, starts = _grouped(z, labels)
    return (
        np.minimum.reduceat(sorted_rows, starts, axis=0),
        np.maximum.reduceat(sorted_rows, starts, axis=0),
    )


def _check_k(k: object, n: int | None = None) -> None:
    if isinstance(k, bool) or not isinstance(k, int | np.integer):
        raise ParameterError(
            "k", tr("must be a whole number of rows, got {value}").format(value=repr(k))
        )
    if k < 2:
        raise ParameterError(
            "k", tr("must be at least 2 (k = 1 hides no one), got {value}").format(value=k)
        )
    if n is not None and k > n:
        raise ParameterError(
            "k",
            tr("k = {k} is larger than the number of rows ({n}); choose k ≤ {n}").format(k=k, n=n),
        )


def _split(block: np.ndarray, full_range: np.ndarray, k: int) -> np.ndarray | None:
    """Left-side mask of the first valid strict median cut of a d × m block, or None."""
    m = block.shape[1]
    spread = block.max(axis=1) - block.min(axis=1)
    normalized = np.divide(spread, full_range, out=np.zeros_like(spread), where=full_range > 0)
    middle = (m - 1) // 2
    for col in np.argsort(-normalized, kind="stable"):
        if normalized[col] == 0:
            break  # constant in this partition (and all later columns too): nothing goes right
        values = block[col]
        median = np.partition(values, middle)[middle]
        left = values <= median
        # The left side holds ≥ middle + 1 = ⌈m/2⌉ ≥ k rows since m ≥ 2k; only the right
        # side can fall short, when many rows tie at the median.
        if m - np.count_nonzero(left) >= k:
            return left
    return None


def _grouped(z: np.ndarray, labels: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Rows sorted by class, class sizes, and where each class starts among the sorted rows."""
    labels = np.asarray(labels)
    if labels.ndim != 1 or labels.shape[0] != z.shape[0]:
        raise ValueError("labels must give one class per row")
    if labels.size == 0 or not np.issubdtype(labels.dtype, np.integer) or labels.min() < 0:
        raise ValueError("labels must be non-negative integers")
    counts = np.bincount(labels)
    if (counts == 0).any():
        raise ValueError("labels must number the classes 0, 1, … without gaps")
    order = np.argsort(labels, kind="stable")
    starts = np.concatenate(([0], np.cumsum(counts)[:-1]))
    return z[order], counts, starts

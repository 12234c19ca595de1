"""Microaggregation of continuous columns: records are put in groups of at least k similar
records and each value is replaced by its group's mean, as the statistical-office reference
(sdcMicro's `microaggregation(method = "mdav")`) does.

MDAV (maximum distance to average vector), on several columns: distances are squared
differences weighted by 1/variance per column (the variance over the known values, divided
by their number); a value missing on one side only counts as the column's range squared
(weighted), on both sides as 0. While at least 2k records are left: r is the record
farthest from the mean of those left; the k records nearest r (r included) form a group;
if at least 3k records were left, s, the record farthest from r (measured before r's group
was taken), and the k records nearest s form another. The last k…2k − 1 records form the
last group. Ties go to the first record in the table's order.

On one column the reference sorts the values and takes consecutive groups of k, the last
one taking the remainder (its `mafast`): done the same way here.

Every group has k…2k − 1 records (the whole table when it has fewer than 2k). A group's
value per column is the mean of its known values; missing values stay missing (the
reference's last group divides by the group's size; here by the known values' count).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class Microaggregated:
    values: np.ndarray  # n × p: group means (missing stay missing)
    groups: np.ndarray  # group of every record
    n_groups: int


def _distances(x: np.ndarray, point: np.ndarray, missing_cost) -> np.ndarray:
    """Squared distance of every row of `x` (already scaled by √weight) to `point`; missing
    on one side costs `missing_cost` (None: nothing is missing)."""
    diff = (x - point[None, :]) ** 2
    if missing_cost is None:
        return diff.sum(axis=1)
    one_missing = np.isnan(x) ^ np.isnan(point)[None, :]
    return np.where(one_missing, missing_cost, np.nan_to_num(diff, nan=0.0)).sum(axis=1)


def _nearest(dist: np.ndarray, k: int) -> np.ndarray:
    """Positions of the k smallest distances (ties: the earlier position), in linear time."""
    if len(dist) <= k:
        return np.arange(len(dist))
    kth = np.partition(dist, k - 1)[k - 1]
    below = np.flatnonzero(dist < kth)
    return np.concatenate([below, np.flatnonzero(dist == kth)[: k - len(below)]])


def mdav_groups(x: np.ndarray, k: int) -> np.ndarray:
    """Group label of every row of `x` (n × p, NaN missing) by MDAV (docstring)."""
    n = len(x)
    columns = pd.DataFrame(x)
    variance = columns.var(ddof=0).fillna(0.0).to_numpy()
    weight = np.where(variance > 0, 1.0 / np.where(variance > 0, variance, 1.0), 1.0)
    spread = (columns.max() - columns.min()).fillna(0.0).to_numpy()
    missing_cost = (spread**2 * weight)[None, :] if np.isnan(x).any() else None
    labels = np.full(n, -1, dtype=np.int64)
    work, ids = x * np.sqrt(weight)[None, :], np.arange(n)  # weighted: plain squares
    group = 0
    while len(ids) >= 2 * k:
        if missing_cost is None:
            centre = work.mean(axis=0)
        else:
            count = (~np.isnan(work)).sum(axis=0)
            centre = np.where(count > 0, np.nansum(work, axis=0) / np.maximum(count, 1), np.nan)
        far = int(np.argmax(_distances(work, centre, missing_cost)))
        from_far = _distances(work, work[far], missing_cost)
        taken = [_nearest(from_far, k)]
        if len(ids) >= 3 * k:
            near = _distances(work, work[int(np.argmax(from_far))], missing_cost)
            near[taken[0]] = np.inf  # already in r's group
            taken.append(_nearest(near, k))
        keep = np.ones(len(ids), dtype=bool)
        for members in taken:
            labels[ids[members]] = group
            keep[members] = False
            group += 1
        work, ids = work[keep], ids[keep]
    labels[ids] = group
    return labels


def sorted_groups(x: np.ndarray, k: int) -> np.ndarray:
    """One column: consecutive groups of k sorted values, the remainder in the last group
    (missing values sort last and form their own group when a whole group is missing)."""
    n = len(x)
    order = np.argsort(x[:, 0], kind="stable")
    labels = np.empty(n, dtype=np.int64)
    labels[order] = np.minimum(np.arange(n) // k, max(n // k - 1, 0))
    return labels


def group_means(x: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """Each value replaced by the mean of its group's known values (missing stay)."""
    frame = pd.DataFrame(x)
    means = frame.groupby(labels).transform("mean").to_numpy(dtype=np.float64)
    return np.where(np.isnan(x), np.nan, means)


def microaggregate(x, k: int, strata=None) -> Microaggregated:
    """Microaggregation of `x` (n × p numbers, NaN missing) in groups of k…2k − 1 records,
    within each stratum when `strata` (one label per record) is given."""
    x = np.asarray(x, dtype=np.float64).reshape(len(x), -1)
    method = sorted_groups if x.shape[1] == 1 else mdav_groups
    if strata is None:
        labels = method(x, k)
    else:
        parts = pd.factorize(pd.Series(np.asarray(strata, dtype=object)).astype(str))[0]
        labels = np.empty(len(x), dtype=np.int64)
        offset = 0
        for g in range(int(parts.max()) + 1 if len(parts) else 0):
            mine = np.flatnonzero(parts == g)
            labels[mine] = method(x[mine], k) + offset
            offset = int(labels[mine].max()) + 1
    n_groups = int(np.unique(labels).size)
    return Microaggregated(group_means(x, labels), labels, n_groups)

"""Unbiased estimates from randomized answers, with 95 % intervals (MATH 8.1–8.3).

Discrete designs share one form: P(report v) = c·π_v + b_v (Warner c = 2p − 1, b = 1 − p;
forced response c = p_t, b = (p_n, p_y); k-ary c = p − q, b = q), so π̂_v = (λ̂_v − b_v)/c
with Var = λ̂_v(1 − λ̂_v)/(n c²). Category frequencies are also shown projected onto the
simplex (L2); the unprojected estimate and its interval stay beside it. Numbers: the mean
of the reports, Var = s²_reports/n. Intervals are normal: estimate ± 1.96 se.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.survey.numeric_rr import NumericDesign

Z95 = 1.959963984540054
COLUMNS = (
    "question",
    "by",
    "group",
    "answer",
    "n",
    "missing",
    "estimate",
    "std_error",
    "ci_low",
    "ci_high",
    "estimate_shown",
)


def project_simplex(v: np.ndarray) -> np.ndarray:
    """The closest point (L2) of the probability simplex to v (sort-based, exact)."""
    v = np.asarray(v, dtype=float)
    u = np.sort(v)[::-1]
    cumulative = np.cumsum(u) - 1.0
    index = np.arange(1, v.size + 1)
    rho = np.nonzero(u - cumulative / index > 0)[0][-1]
    return np.maximum(v - cumulative[rho] / (rho + 1.0), 0.0)


def discrete_estimates(
    reports: np.ndarray,
    design,
    labels: tuple[str, ...],
    n_groups: int = 1,
    groups: np.ndarray | None = None,
    binary: bool = False,
) -> list[dict]:
    """One dict per (group, answer): codes −1 are non-response. Binary questions give the
    "yes" row only (the "no" share is its complement)."""
    k = len(labels)
    groups = np.zeros(reports.shape[0], dtype=np.int64) if groups is None else groups
    answered = reports >= 0
    counts = np.bincount(groups[answered] * k + reports[answered], minlength=n_groups * k).reshape(
        n_groups, k
    )
    missing = np.bincount(groups[~answered], minlength=n_groups)
    c, b = design.scale, design.offsets
    rows = []
    for g in range(n_groups):
        n = int(counts[g].sum())
        with np.errstate(invalid="ignore", divide="ignore"):
            share = counts[g] / n
            estimate = (share - b) / c
            se = np.sqrt(share * (1.0 - share) / n) / c
        shown = np.clip(estimate, 0.0, 1.0) if binary or not n else project_simplex(estimate)
        for v in (1,) if binary else range(k):
            rows.append(
                {
                    "group_index": g,
                    "answer": labels[v],
                    "n": n,
                    "missing": int(missing[g]),
                    "estimate": estimate[v],
                    "std_error": se[v],
                    "ci_low": estimate[v] - Z95 * se[v],
                    "ci_high": estimate[v] + Z95 * se[v],
                    "estimate_shown": shown[v] if n else np.nan,
                }
            )
    return rows


def numeric_estimates(
    reports: np.ndarray,
    design: NumericDesign,
    n_groups: int = 1,
    groups: np.ndarray | None = None,
) -> list[dict]:
    """The mean of the reports per group (NaN reports are non-response)."""
    groups = np.zeros(reports.shape[0], dtype=np.int64) if groups is None else groups
    answered = ~np.isnan(reports)
    g, x = groups[answered], reports[answered]
    n = np.bincount(g, minlength=n_groups)
    total = np.bincount(g, weights=x, minlength=n_groups)
    missing = np.bincount(groups[~answered], minlength=n_groups)
    rows = []
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = total / n
        squares = np.bincount(g, weights=(x - mean[g]) ** 2, minlength=n_groups)
        se = np.sqrt(squares / (n - 1) / n)
    for j in range(n_groups):
        rows.append(
            {
                "group_index": j,
                "answer": "mean",
                "n": int(n[j]),
                "missing": int(missing[j]),
                "estimate": mean[j],
                "std_error": se[j],
                "ci_low": mean[j] - Z95 * se[j],
                "ci_high": mean[j] + Z95 * se[j],
                "estimate_shown": float(np.clip(mean[j], design.low, design.high))
                if n[j]
                else np.nan,
            }
        )
    return rows


def estimate_table(
    question: str, design, labels, reports, by: pd.Series | None, binary: bool = False
) -> pd.DataFrame:
    """Estimates overall (by = "", group = "all") or per value of the `by` column."""
    if by is None:
        groups, names, by_name = None, ["all"], ""
    else:
        codes, uniques = pd.factorize(by.astype("string").fillna("(missing)"), sort=True)
        groups, names, by_name = codes.astype(np.int64), [str(u) for u in uniques], str(by.name)
    if isinstance(design, NumericDesign):
        rows = numeric_estimates(reports, design, len(names), groups)
    else:
        rows = discrete_estimates(reports, design, tuple(labels), len(names), groups, binary)
    frame = pd.DataFrame(rows)
    frame.insert(0, "group", [names[g] for g in frame.pop("group_index")])
    frame.insert(0, "by", by_name)
    frame.insert(0, "question", question)
    return frame[list(COLUMNS)]

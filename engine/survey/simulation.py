"""Repeated draws: the estimate's error over many randomizations of the same answers,
against the planner's prediction for it (randomization only, given these answers).

Counts of reports are drawn exactly and fast: for discrete designs, the reports of the n_u
respondents whose true answer is u are Multinomial(n_u, M[u, ·]); for numbers, the mean of
n Laplace(β) draws is (Gamma(n, β) − Gamma(n, β))/n. Seeded only by the audit seed.
"""

from __future__ import annotations

import numpy as np

from engine.survey.numeric_rr import NumericDesign


def predicted_sd(design, truth) -> np.ndarray:
    """Randomization-only sd of each estimate given the true answers (counts per answer
    for discrete designs, the number of answers for numbers)."""
    if isinstance(design, NumericDesign):
        return np.array([np.sqrt(2.0) * design.scale / np.sqrt(truth)])
    counts = np.asarray(truth, dtype=float)
    n = counts.sum()
    m = design.response_matrix()
    variance = (counts[:, None] * m * (1.0 - m)).sum(axis=0) / n**2
    return np.sqrt(variance) / design.scale


def repeated_errors(design, truth, true_value, draws: int, rng: np.random.Generator):
    """Errors (draws × answers) of the estimate over `draws` randomizations.

    Discrete: `truth` = counts per true answer, `true_value` their shares. Numbers: `truth`
    = the number of answers, `true_value` their mean (the noise alone makes the error)."""
    if isinstance(design, NumericDesign):
        n = int(truth)
        noise = rng.gamma(n, design.scale, draws) - rng.gamma(n, design.scale, draws)
        return (noise / n)[:, None]
    counts = np.asarray(truth, dtype=np.int64)
    m = design.response_matrix()
    reports = sum(rng.multinomial(counts[u], m[u], size=draws) for u in range(len(counts)))
    share = reports / counts.sum()
    return (share - design.offsets) / design.scale - np.asarray(true_value)[None, :]


def summary(design, truth, true_value, draws: int, rng: np.random.Generator) -> dict:
    errors = repeated_errors(design, truth, true_value, draws, rng)
    predicted = predicted_sd(design, truth)
    return {
        "draws": draws,
        "mean_error": errors.mean(axis=0).tolist(),
        "empirical_sd": errors.std(axis=0, ddof=1).tolist(),
        "predicted_sd": predicted.tolist(),
        "covered_by_predicted_95": float(
            np.mean(np.abs(errors) <= 1.959963984540054 * predicted[None, :])
        ),
    }

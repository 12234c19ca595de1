"""What an attacker holding one respondent's recorded answer learns (MATH 8.5).

Prior: the population's answer shares (the published estimates, projected). Posterior of
each true answer u after seeing the recorded answer v, by exact Bayes on the design's
response matrix: π_u M[u, v] / Σ_w π_w M[w, v]. The largest change of odds of any answer
is at most e^ε for every prior (the guarantee); the table shows what it is for this one.
Numbers: two respondents at the ends of the range are told apart with likelihood ratio at
most e^ε, so a 50/50 guess becomes at most e^ε/(1 + e^ε).
"""

from __future__ import annotations

import math

import numpy as np

from engine.survey.numeric_rr import NumericDesign


def posteriors(matrix: np.ndarray, prior: np.ndarray) -> np.ndarray:
    """P[v, u] = P(true u | recorded v)."""
    joint = prior[:, None] * matrix  # [u, v]
    return (joint / joint.sum(axis=0, keepdims=True)).T


def odds_factor(prior: np.ndarray, posterior: np.ndarray) -> np.ndarray:
    """Posterior odds / prior odds of each true answer, per recorded answer [v, u]."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return (posterior / (1.0 - posterior)) / (prior / (1.0 - prior))


def attacker_table(design, labels, prior, binary: bool = False) -> dict:
    """Prior vs posterior for every recorded answer, and the largest odds change (yes/no
    questions: of "yes" only, the other answer's being its mirror)."""
    eps = design.epsilon
    if isinstance(design, NumericDesign):
        return {
            "epsilon": eps,
            "bound": math.exp(eps),
            "largest_odds_factor": math.exp(eps),
            "two_point_posterior": 1.0 / (1.0 + math.exp(-eps)),
            "rows": [],
        }
    prior = np.clip(np.asarray(prior, dtype=float), 1e-6, None)
    prior = prior / prior.sum()
    post = posteriors(design.response_matrix(), prior)
    factors = odds_factor(prior, post)
    factors = np.maximum(factors, 1.0 / factors)
    rows = []
    shown = (1,) if binary else range(len(labels))
    for v, recorded in enumerate(labels):
        for u in shown:
            rows.append(
                {
                    "recorded": recorded,
                    "true_answer": labels[u],
                    "prior": float(prior[u]),
                    "posterior": float(post[v, u]),
                    "odds_factor": float(factors[v, u]),
                }
            )
    return {
        "epsilon": eps,
        "bound": math.exp(eps),
        "largest_odds_factor": float(np.nanmax(factors)),
        "rows": rows,
    }

"""Logistic regression: probabilities, loss and closed-form per-example gradients (MATH 9.1).

Binary: x̃ = (1, x), z = θᵀx̃, ℓ = ln(1 + e^z) − yz, g = (sigmoid(z) − y)x̃. A few classes:
softmax with one column of θ per class, ℓ = logsumexp(z) − z_y, g = x̃(p − e_y)ᵀ. In both
cases g_i is an outer product, so ‖g_i‖ = ‖r_i‖·‖x̃_i‖ with r_i = p_i − y_i, and the sum of
clipped gradients is X̃ᵀ(r·w) for per-row weights w: no per-example gradient is ever
materialized, which is what makes a million rows fast.
"""

from __future__ import annotations

import numpy as np
from scipy import special


def with_intercept(x: np.ndarray) -> np.ndarray:
    """x̃ = (1, x) row-wise."""
    return np.hstack([np.ones((x.shape[0], 1)), x])


def probabilities(theta: np.ndarray, xt: np.ndarray) -> np.ndarray:
    """P(y = 1) (binary, θ of shape (d+1,)) or class probabilities (θ of shape (d+1, K))."""
    z = xt @ theta
    if theta.ndim == 1:
        return special.expit(z)
    return special.softmax(z, axis=1)


def residuals(theta: np.ndarray, xt: np.ndarray, y: np.ndarray) -> np.ndarray:
    """r = p − y (binary: y in {0, 1}; softmax: y holds class indices, r is n×K)."""
    p = probabilities(theta, xt)
    if theta.ndim == 1:
        return p - y
    p[np.arange(y.size), y.astype(int)] -= 1.0
    return p


def losses(theta: np.ndarray, xt: np.ndarray, y: np.ndarray) -> np.ndarray:
    """ℓ_i per example (natural log), computed stably."""
    z = xt @ theta
    if theta.ndim == 1:
        return np.logaddexp(0.0, z) - y * z
    return special.logsumexp(z, axis=1) - z[np.arange(y.size), y.astype(int)]


def per_example_gradients(theta: np.ndarray, xt: np.ndarray, y: np.ndarray) -> np.ndarray:
    """g_i, materialized (n × (d+1) or n × (d+1) × K): for tests and small data only."""
    r = residuals(theta, xt, y)
    if theta.ndim == 1:
        return r[:, None] * xt
    return xt[:, :, None] * r[:, None, :]


def gradient_norms(r: np.ndarray, xt: np.ndarray) -> np.ndarray:
    """‖g_i‖ = ‖r_i‖·‖x̃_i‖ (Frobenius norm for the softmax outer product)."""
    r_norm = np.abs(r) if r.ndim == 1 else np.sqrt(np.einsum("ij,ij->i", r, r))
    return r_norm * np.sqrt(np.einsum("ij,ij->i", xt, xt))


def clipped_sum(theta: np.ndarray, xt: np.ndarray, y: np.ndarray, clip: float) -> np.ndarray:
    """Σ_i g_i / max(1, ‖g_i‖/C) (C = inf: no clipping)."""
    r = residuals(theta, xt, y)
    if np.isfinite(clip):
        scale = 1.0 / np.maximum(1.0, gradient_norms(r, xt) / clip)
        r = r * (scale if r.ndim == 1 else scale[:, None])
    return xt.T @ r


def unit_clipped_sum(
    theta: np.ndarray, xt: np.ndarray, y: np.ndarray, clip: float, units: np.ndarray
) -> np.ndarray:
    """Σ_u G_u / max(1, ‖G_u‖/C), G_u = Σ_{i in unit u} g_i: each unit's summed gradient
    clipped as one (DP-SGD over units: a unit moves the sum by at most C, whatever its
    rows). Per-row gradients are materialized for the batch's rows only."""
    g = per_example_gradients(theta, xt, y).reshape(len(xt), -1)
    _, inverse = np.unique(units, return_inverse=True)
    summed = np.zeros((int(inverse.max(initial=-1)) + 1, g.shape[1]))
    np.add.at(summed, inverse, g)
    if np.isfinite(clip):
        norms = np.sqrt(np.einsum("ij,ij->i", summed, summed))
        summed *= (1.0 / np.maximum(1.0, norms / clip))[:, None]
    return summed.sum(axis=0).reshape(theta.shape)


def mean_loss(theta: np.ndarray, xt: np.ndarray, y: np.ndarray, l2: float = 0.0) -> float:
    """Mean loss plus (λ/2)‖w‖², the intercept unpenalized: the objective L-BFGS minimizes."""
    w = theta[1:]
    return float(losses(theta, xt, y).mean() + 0.5 * l2 * np.sum(w * w))


def newton_optimum(
    xt: np.ndarray, y: np.ndarray, l2: float, start: np.ndarray, tol: float, max_steps: int = 50
) -> np.ndarray | None:
    """Binary θ minimizing `mean_loss` by Newton's method with step halving from `start`,
    stopped when every gradient coordinate is within `tol` (scikit-learn's L-BFGS stopping
    rule); None when it is not reached in `max_steps` (e.g. separable rows without λ)."""
    width = xt.shape[1]
    penalty = np.full(width, l2)
    penalty[0] = 0.0  # intercept unpenalized
    theta, loss = start.astype(float), mean_loss(start, xt, y, l2)
    for _ in range(max_steps):
        p = probabilities(theta, xt)
        gradient = xt.T @ (p - y) / y.size + penalty * theta
        if np.max(np.abs(gradient)) <= tol:
            return theta
        root = xt * np.sqrt(p * (1 - p))[:, None]  # Xᵀ diag(p(1 − p)) X as RᵀR: half the work
        hessian = root.T @ root / y.size + np.diag(penalty)
        step = np.linalg.lstsq(hessian, gradient, rcond=None)[0]
        size = 1.0
        if gradient @ step < 1e-12:  # quadratic region: the loss change is below rounding
            theta, loss = theta - step, mean_loss(theta - step, xt, y, l2)
            continue
        while size > 1e-10:
            trial = theta - size * step
            trial_loss = mean_loss(trial, xt, y, l2)
            if trial_loss <= loss:
                break
            size /= 2
        else:
            return None
        theta, loss = trial, trial_loss
    return None

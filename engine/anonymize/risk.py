"""Re-identification risk of a table's equivalence classes (MATH 6.5) and information loss
(MATH 6.6).

E(i) = record i's class, J classes, n released records. Sample uniques |E(i)| = 1;
prosecutor ρ_i = 1/|E(i)| (max, mean = J/n, share above τ); journalist ρ_i = 1/F_E with F
a population table (the external file; F_E < |E| is counted for a warning and raised to
|E|); marketer J/n, or (1/n) Σ_E |E|/F_E with F.
"""

from __future__ import annotations

import numpy as np

THRESHOLD = 0.2
SIZE_BINS = (1, 2, 3, 5, 10, 20, 50, 100)  # class-size histogram: 1, 2, 3–4, 5–9, …, ≥ 100
RISK_BINS = (0.0, 0.01, 0.05, 0.1, 0.2, 0.34, 0.5, 1.0)


def _bins(values: np.ndarray, edges, labels) -> dict:
    index = np.searchsorted(np.asarray(edges), values, side="right") - 1
    counts = np.bincount(np.clip(index, 0, len(labels) - 1), minlength=len(labels))
    return dict(zip(labels, (int(c) for c in counts), strict=True))


def size_labels() -> list[str]:
    out = []
    for a, b in zip(SIZE_BINS, (*SIZE_BINS[1:], None), strict=True):
        out.append(f"≥ {a}" if b is None else (str(a) if b == a + 1 else f"{a}–{b - 1}"))
    return out


def risk_labels() -> list[str]:
    edges = RISK_BINS
    return [f"({edges[i]:g}, {edges[i + 1]:g}]" for i in range(len(edges) - 1)]


def class_risk(
    classes: np.ndarray, n_classes: int, population: np.ndarray | None = None, tau=THRESHOLD
) -> dict:
    """Risk measures for released records with class ids 0…J−1; `population` = F_E per
    class (journalist and marketer with a population table)."""
    n = classes.size
    sizes = np.bincount(classes, minlength=n_classes)
    present = sizes > 0
    j = int(present.sum())
    rho = 1.0 / sizes[classes] if n else np.zeros(0)
    out = {
        "records": int(n),
        "classes": j,
        "sample_uniques": int((sizes == 1).sum()),
        "sample_unique_share": float((sizes == 1).sum() / n) if n else 0.0,
        "prosecutor_max": float(rho.max()) if n else 0.0,
        "prosecutor_mean": j / n if n else 0.0,
        "records_above_threshold": int((rho > tau).sum()),
        "share_above_threshold": float((rho > tau).mean()) if n else 0.0,
        "threshold": tau,
        "marketer": j / n if n else 0.0,
        "class_sizes": _bins(sizes[present], SIZE_BINS, size_labels()),
        "risk_histogram": _bins(np.clip(rho - 1e-12, 0, 1), RISK_BINS[:-1], risk_labels()),
    }
    if population is not None:
        # F ⊇ release gives F_E ≥ |E| (MATH 6.5); where the table has fewer rows (not the
        # population it should be) F_E is raised to |E|: ρ never falls below prosecutor risk,
        # and a class no row matches no longer counts as risk 0. The counts feed the warning.
        f = population.astype(np.float64)
        short = present & (f < sizes)
        f_safe = np.maximum(f, sizes)
        rho_j = 1.0 / np.maximum(f_safe[classes], 1.0) if n else np.zeros(0)
        out["journalist_max"] = float(rho_j.max()) if n else 0.0
        out["journalist_mean"] = float(rho_j.mean()) if n else 0.0
        out["journalist_share_above_threshold"] = float((rho_j > tau).mean()) if n else 0.0
        out["marketer_with_population"] = (
            float((sizes[present] / f_safe[present]).sum() / n) if n else 0.0
        )
        out["classes_smaller_in_population"] = int(short.sum())
        out["records_smaller_in_population"] = int(sizes[short].sum())
        out["classes_not_in_population"] = int((present & (f == 0)).sum())
    return out


def information_loss(loss: np.ndarray, names: list[str], suppressed: int, classes, k) -> dict:
    """`loss`: n_in × p cell losses (suppressed rows all 1); classes of released records."""
    n_in = loss.shape[0]
    sizes = np.bincount(classes) if classes.size else np.zeros(0, dtype=np.int64)
    sizes = sizes[sizes > 0]
    n = int(sizes.sum())
    j = sizes.size
    return {
        "gil": float(loss.mean()) if loss.size else 0.0,
        "per_column": {name: float(loss[:, i].mean()) for i, name in enumerate(names)},
        "discernibility": float((sizes.astype(np.float64) ** 2).sum() + suppressed * n_in),
        "c_avg": float((n / j) / k) if j else None,
        "suppressed": int(suppressed),
        "suppressed_share": suppressed / n_in if n_in else 0.0,
    }

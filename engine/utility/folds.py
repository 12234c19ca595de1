"""Cross-validation folds shared by every method compared (MATH 4.1).

Comparing a private release with the raw data is only fair when both are scored on the
same train/test splits, so the folds depend on the row count and a seed, never on the data.
"""

from __future__ import annotations

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr

Folds = tuple[tuple[np.ndarray, np.ndarray], ...]


def make_folds(n: int, n_folds: int = 5, fold_seed: int = 0) -> Folds:
    """(train, test) row indices of shuffled K-fold cross-validation over n rows.

    Uses scikit-learn's `KFold(n_folds, shuffle=True, random_state=fold_seed)`, as the
    paper's code did, so the published splits are reproduced exactly.
    """
    if isinstance(n, bool) or int(n) != n or n < 2:
        raise ParameterError(
            "n", tr("needs at least 2 rows to cross-validate, got {value}").format(value=n)
        )
    if isinstance(n_folds, bool) or int(n_folds) != n_folds or n_folds < 2:
        raise ParameterError(
            "n_folds", tr("must be an integer of at least 2, got {value}").format(value=n_folds)
        )
    if n_folds > n:
        raise ParameterError(
            "n_folds",
            tr("cannot exceed the number of rows ({rows}), got {value}").format(
                rows=n, value=n_folds
            ),
        )
    from sklearn.model_selection import KFold  # here: a release without audit never loads it

    kfold = KFold(int(n_folds), shuffle=True, random_state=int(fold_seed))
    return tuple(kfold.split(np.empty((int(n), 1))))


def check_cv_inputs(features: np.ndarray, folds: Folds) -> np.ndarray:
    """Features as a finite float n×d array, with folds that index only its rows.

    Refuses folds made for a file of another length, which would otherwise fail deep
    inside scikit-learn or, worse, silently score a subset.
    """
    x = np.asarray(features, dtype=np.float64)
    if x.ndim != 2 or x.shape[0] == 0 or x.shape[1] == 0:
        raise ValueError(f"features must be a non-empty 2-D array, got shape {x.shape}")
    if not np.isfinite(x).all():
        raise ValueError("features contain missing or infinite values")
    n = x.shape[0]
    if len(folds) == 0:
        raise ValueError("no folds given: build them with make_folds(n)")
    for number, (train, test) in enumerate(folds, start=1):
        for name, index in (("training", train), ("test", test)):
            index = np.asarray(index)
            if index.ndim != 1 or index.size == 0:
                raise ValueError(f"fold {number}: the {name} rows must be a non-empty 1-D index")
            if not np.issubdtype(index.dtype, np.integer) or index.min() < 0 or index.max() >= n:
                raise ValueError(
                    f"fold {number}: {name} rows must be integer indices in 0..{n - 1}; "
                    "were the folds made for another file?"
                )
    return x


def check_column(values: np.ndarray, n: int, what: str) -> np.ndarray:
    """One finite float value per row, or a ValueError naming `what`."""
    v = np.asarray(values, dtype=np.float64)
    if v.shape != (n,):
        raise ValueError(f"{what} must have one value per row ({n}), got shape {v.shape}")
    if not np.isfinite(v).all():
        raise ValueError(f"{what} contains missing or infinite values")
    return v

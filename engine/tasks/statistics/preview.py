"""What the budget buys, before any release (the wizard's live preview), and what the
dataset has spent so far (read from its ledger, never written here).

The expected 95 % half-width per cell comes from the noise alone (MATH 7.6) for counts,
sums and sample-and-aggregate; for a mean it is approximate, at the median cell size of the
loaded table (sum noise / N plus the bounded sampling error (b − a)/(2√N)); quantiles and
MOS estimates depend on the data and have none before the release. These previews use the
raw table on the data holder's computer only and are never released.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.core.errors import PrivDeskError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.privacy import dataset_ledger
from engine.privacy.dataset_ledger import LedgerStatus
from engine.statistics.cell_release import query_noise
from engine.statistics.intervals import half_width
from engine.statistics.laplace import laplace_noise
from engine.statistics.queries import Query, group_cells, noise_title
from engine.tasks.statistics.project import StatisticsProject
from engine.tasks.statistics.run import with_delta


@dataclass(frozen=True)
class QueryPreview:
    """For people (the wizard's preview): label and noise in the interface language."""

    label: str
    noise: str
    epsilon: float
    delta: float
    scale: float | None  # β or σ of the (main) noise
    half_width: float | None  # expected 95 % half-width per cell
    note: str


def _typical_cell(frame: pd.DataFrame | None, query: Query, categories: dict) -> float | None:
    if frame is None or not len(frame):
        return None
    if not query.by:
        return float(len(frame))
    try:
        cells = group_cells(frame, query.by, categories, None)
    except PrivDeskError:
        return None
    sizes = cells.bincount()
    sizes = sizes[sizes > 0]
    return float(np.median(sizes)) if sizes.size else None


def preview_query(query: Query, epsilon: float, delta: float, frame, categories) -> QueryPreview:
    base = (query.title, noise_title(query.noise_kind), epsilon, delta)
    # the release's own noise, for one unit's at most B rows (privacy_unit; B = 1: a row)
    noise = (query_noise(query, epsilon, delta) or (None,))[0]
    if query.type in ("count", "contingency", "histogram", "sum"):
        return QueryPreview(*base, noise.scale, noise.half_width, tr("noise only, every cell"))
    if query.type == "estimator":
        return QueryPreview(*base, noise.scale, noise.half_width, tr("noise only"))
    if query.type == "mean":
        low, high = query.bounds
        n = _typical_cell(frame, query, categories)
        if n is None or n < 1:
            return QueryPreview(*base, noise.scale, None, tr("depends on the cell sizes"))
        per_mean = laplace_noise(1.0, noise.scale / n) if noise.mechanism == "laplace" else None
        sampling = (high - low) / (2 * np.sqrt(n))
        if per_mean is None:  # Gaussian: σ/N and the sampling error add in quadrature
            width = 1.959963984540054 * float(np.hypot(noise.scale / n, sampling))
        else:
            width = half_width(per_mean, sampling)
        note = tr("approximate, at the median cell size {n}").format(n=number(n, ",.0f"))
        return QueryPreview(*base, noise.scale, width, note)
    if query.type == "quantile":
        return QueryPreview(*base, None, None, tr("exponential mechanism: no interval"))
    note = tr("MOS: set by χ at release; not formally private")
    return QueryPreview(*base, None, None, note)


def preview_queries(project: StatisticsProject, frame=None) -> list[QueryPreview]:
    """One preview per query with its share of the budget (refusals raise by key); δ by
    the one rule for the frame's rows (without a frame, "auto" is previewed at 10⁻⁶)."""
    if frame is not None:
        project = with_delta(project, frame, JobContext())[0]
    return [
        preview_query(q, eps, delta, frame, project.categories)
        for q, (eps, delta) in zip(project.queries, project.shares(), strict=True)
    ]


def ledger_status(project: StatisticsProject, sha256: str, file_name: str) -> LedgerStatus:
    """What the dataset's ledger holds now (a corrupt or foreign ledger raises)."""
    return dataset_ledger.ledger_status(project.budget, sha256, file_name)

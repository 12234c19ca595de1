"""The shared report's figures are drawn from a `SharedRelease` alone: released tables and
the shared manifest, never a raw count (engine.core.boundary)."""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.core.boundary import SharedRelease
from gui.tasks.mobility.od_heatmap import ReleasedMatrixPlot
from gui.tasks.mobility.plots import shared_figures as mobility_figures
from gui.tasks.targeting.plots import DistributionPlot, distribution_figures


def od_table() -> pd.DataFrame:
    rows = []
    for day, base in (("2024-01-01", 0), ("2024-01-02", 10)):
        for i, origin in enumerate("ABC"):
            for j, destination in enumerate("ABC"):
                if origin != destination:
                    rows.append((day, origin, destination, base + 3 * i + j, False))
    return pd.DataFrame(rows, columns=["day", "origin", "destination", "count", "suppressed"])


def test_the_shared_od_figure_is_the_released_table_summed_over_days(qtbot):
    table = od_table()
    plot = ReleasedMatrixPlot()
    qtbot.addWidget(plot)
    plot.set_table(table)
    [image] = [i for i in plot.plot.getPlotItem().items if hasattr(i, "image")]
    expected = np.array([[np.nan, 12, 14], [16, np.nan, 20], [22, 24, np.nan]], dtype=float)
    np.testing.assert_array_equal(image.image, expected)  # day 1 + day 2, diagonal blank
    assert plot.plot.getPlotItem().titleLabel.text == "Released counts (private)"
    shared = SharedRelease("mobility", {"matrices": table}, {})
    [(title, png)] = shared.draw(mobility_figures).items
    assert title.startswith("Released origin–destination trips summed over all 2 days")
    assert png.startswith(b"\x89PNG")


def test_the_shared_distributions_show_the_released_column_alone(qtbot, monkeypatch):
    released = pd.DataFrame({"a": np.arange(50.0), "b": np.arange(50.0) ** 2})
    drawn = []
    monkeypatch.setattr(DistributionPlot, "redraw", lambda self: drawn.append(self))
    figures = distribution_figures(released, ["a", "b"], 400)
    assert [title for title, _ in figures] == [
        "Released distribution of a",
        "Released distribution of b",
    ]
    assert drawn and not any(plot.original_shown for plot in drawn)  # released only

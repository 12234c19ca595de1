"""The anonymize plots: risk distribution before/after, class sizes, information loss per
column, all grouped bars from the audit dict (`engine.tasks.anonymize.audit`)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor

from gui.widgets.plot_base import BLUE, ORANGE, PlotPanel, render


class BarsPanel(PlotPanel):
    """Grouped bars: categories on the x axis, one bar per series."""

    def __init__(self, y_label: str, parent=None) -> None:
        super().__init__(parent)
        self.plot.setLabel("left", y_label)
        self._data: tuple[list[str], dict[str, list[float]]] | None = None

    def show_bars(self, categories: list[str], series: dict[str, list[float]]) -> None:
        self._data = (categories, series)
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if self._data is None:
            return
        categories, series = self._data
        x = np.arange(len(categories), dtype=float)
        width = 0.8 / max(len(series), 1)
        for i, (name, values) in enumerate(series.items()):
            colour = (BLUE, ORANGE)[i % 2]
            fill = QColor(colour)
            fill.setAlpha(190)
            bars = pg.BarGraphItem(
                x=x - 0.4 + width * (i + 0.5), height=np.asarray(values, dtype=float),
                width=width, brush=pg.mkBrush(fill), pen=pg.mkPen(colour), name=name,
            )  # fmt: skip
            self.plot.addItem(bars)  # named: the legend lists it
        self.plot.getPlotItem().getAxis("bottom").setTicks([list(zip(x, categories, strict=False))])


def risk_bars(panel: BarsPanel, audits: dict) -> None:
    raw, rel = audits["risk"]["raw"], audits["risk"]["released"]
    cats = list(raw["risk_histogram"])
    panel.show_bars(cats, {"raw data": list(raw["risk_histogram"].values()),
                           "released": [rel["risk_histogram"][c] for c in cats]})  # fmt: skip


def size_bars(panel: BarsPanel, audits: dict) -> None:
    raw, rel = audits["risk"]["raw"], audits["risk"]["released"]
    cats = list(raw["class_sizes"])
    panel.show_bars(cats, {"raw data": list(raw["class_sizes"].values()),
                           "released": [rel["class_sizes"][c] for c in cats]})  # fmt: skip


def loss_bars(panel: BarsPanel, audits: dict) -> None:
    per = audits["information_loss"]["per_column"]
    panel.show_bars(list(per), {"information loss (GIL)": list(per.values())})


PLOTS = (
    ("Re-identification risk per record (prosecutor), raw vs released", "records", risk_bars),
    ("Equivalence-class sizes, raw vs released", "classes", size_bars),
    ("Information loss per quasi-identifier (0 raw, 1 all '*')", "GIL", loss_bars),
)


def anonymize_figures(results) -> list[tuple[str, bytes]]:
    if results is None or results.audits is None:
        return []
    figures = []
    for title, y_label, draw in PLOTS:
        panel = BarsPanel(y_label)
        panel.print_colors()
        draw(panel, results.audits)
        figures.append((title, render(panel, 900)))
    return figures

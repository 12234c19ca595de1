"""What every plot panel shares: the palette-following `PlotPanel` base, its number axis, the
mid-tone colours, step histograms and offscreen rendering for report figures.

Separate from `plots` so that the mobility plots build on the same base without importing the
targeting task's own panels.
"""

from __future__ import annotations

import math
from itertools import pairwise

import numpy as np
import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from engine.core.i18n import number

# Mid-tone colours (Tableau 10) that keep contrast on white and on dark grey.
BLUE, ORANGE, RED, GREEN, PURPLE = "#4e79a7", "#f28e2b", "#e15759", "#59a14f", "#b07aa1"


class NumberAxis(pg.AxisItem):
    """Ticks as plain numbers: 700,000 rather than 7e+05 (counts of people), never scaled
    by an SI prefix (a protection of 0.7 stays 0.7)."""

    def __init__(self, orientation: str) -> None:
        super().__init__(orientation)
        self.enableAutoSIPrefix(False)
        self._categories: dict[float, str] | None = None

    def set_categories(self, ticks: list[tuple[float, str]] | None) -> None:
        """Name these positions instead of numbering the axis (None: numbers again). Labels
        that would be drawn over each other are thinned, as the axis is drawn: every second
        one, every third… (`category_ticks`)."""
        self._categories = None if ticks is None else {float(x): str(t) for x, t in ticks}
        self.setTicks(None)
        self.picture = None
        self.update()

    def tickValues(self, minVal, maxVal, size):
        if self._categories is None:
            return super().tickValues(minVal, maxVal, size)
        font = self.style["tickFont"] or QApplication.font()
        return category_ticks(self._categories, minVal, maxVal, size, QFontMetrics(font),
                              vertical=self.orientation in ("left", "right"))  # fmt: skip

    def tickStrings(self, values, scale, spacing):
        if self._categories is not None:
            return [self._categories.get(float(v), "") for v in values]
        if spacing * scale >= 1 and any(abs(v * scale) >= 1000 for v in values):
            return [number(v * scale, ",.0f") for v in values]
        return [localized_tick(tick) for tick in super().tickStrings(values, scale, spacing)]


def category_ticks(
    categories: dict[float, str],
    low: float,
    high: float,
    pixels: float,
    metrics: QFontMetrics,
    *,
    vertical: bool = False,
) -> list[tuple[float, list[float]]]:
    """The positions of `categories` within [low, high] to label on an axis `pixels` long:
    all when their labels fit side by side, else every k-th (the fewest that are never
    drawn over each other)."""
    shown = sorted(x for x in categories if low <= x <= high)
    if len(shown) < 2 or high <= low:
        return [(1.0, shown)]
    gap = min(b - a for a, b in pairwise(shown)) * pixels / (high - low)
    if vertical:
        room = metrics.height() + 2
    else:
        room = max(metrics.horizontalAdvance(text) for text in categories.values()) + 8
    step = max(1, math.ceil(room / max(gap, 1e-9)))
    return [(step * (shown[1] - shown[0]), shown[::step])]


def localized_tick(tick: str) -> str:
    """A plain decimal tick ("-0.25") with the language's decimal mark ("-0,25" in French);
    others ("1e+06") as they are."""
    if not tick.lstrip("-").replace(".", "", 1).isdigit():
        return tick
    return number(float(tick), f".{len(tick.partition('.')[2])}f")


class PlotPanel(QWidget):
    """A pyqtgraph plot with an optional row of controls above it."""

    SHOW_LEGEND = True
    LEGEND_OFFSET = (-10, 10)  # pixels from the top-right corner; negative y: from the bottom
    LEGEND_OUTSIDE = False  # True: the legend in its own cell right of the plot, off the data

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        axes = {name: NumberAxis(name) for name in ("left", "bottom")}
        self.plot = pg.PlotWidget(axisItems=axes)
        self.plot.setMenuEnabled(False)
        self.plot.getPlotItem().hideButtons()
        self.controls = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.controls)
        layout.addWidget(self.plot, 1)
        self._print_colors = False
        self.legend = self._add_legend()
        self._apply_palette()

    def _add_legend(self) -> pg.LegendItem:
        item = self.plot.getPlotItem()
        if not self.LEGEND_OUTSIDE:
            return item.addLegend(offset=self.LEGEND_OFFSET)
        item.legend = pg.LegendItem(offset=None)  # named items register with item.legend
        item.legend.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        item.layout.addItem(item.legend, 2, 3)  # the view box is in column 1, right axis 2
        item.layout.setAlignment(item.legend, Qt.AlignmentFlag.AlignTop)
        return item.legend

    # --- colours ---------------------------------------------------------------------------

    def print_colors(self) -> None:
        """Dark on white whatever the desktop theme: report figures are printed on paper."""
        self._print_colors = True
        self._apply_palette()
        self.redraw()

    def background(self) -> QColor:
        return QColor("white") if self._print_colors else self.palette().color(QPalette.Base)

    def foreground(self) -> QColor:
        return QColor("#222222") if self._print_colors else self.palette().color(QPalette.Text)

    def _apply_palette(self) -> None:
        fg = self.foreground()
        self.plot.setBackground(self.background())
        for name in ("left", "bottom", "right", "top"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(fg))
            axis.setTextPen(pg.mkPen(fg))
        self.legend.setLabelTextColor(fg)
        bg = QColor(self.background())
        bg.setAlpha(210)
        self.legend.setBrush(pg.mkBrush(bg))
        self.legend.setPen(pg.mkPen(QColor(fg.red(), fg.green(), fg.blue(), 90)))
        self.legend.setVisible(self.SHOW_LEGEND)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.PaletteChange and not self._print_colors:
            self._apply_palette()
            self.redraw()
        super().changeEvent(event)

    # --- drawing ---------------------------------------------------------------------------

    def redraw(self) -> None:
        """Draw the current data again (after new data, a new choice or a palette change)."""

    def clear(self) -> None:
        self.plot.clear()
        self.legend.clear()

    def data_items(self) -> list:
        return list(self.plot.getPlotItem().listDataItems())

    def export_png(self, width: int = 1000) -> bytes:
        """The plot as PNG bytes, `width` pixels wide (for the report)."""
        exporter = ImageExporter(self.plot.getPlotItem())
        exporter.parameters()["width"] = int(width)
        return png_bytes(exporter.export(toBytes=True))


def plot_histogram(
    plot: pg.PlotWidget,
    edges: np.ndarray,
    counts: np.ndarray,
    colour: str,
    *,
    alpha: int,
    width: float,
    name: str | None = None,
) -> pg.PlotDataItem:
    """Draw `counts` over the bins `edges` as steps in `colour`, filled down to 0 with the
    same colour at opacity `alpha` (0–255); `name` labels it in the legend."""
    fill = QColor(colour)
    fill.setAlpha(alpha)
    return plot.plot(
        edges,
        counts,
        stepMode="center",
        fillLevel=0,
        brush=pg.mkBrush(fill),
        pen=pg.mkPen(colour, width=width),
        name=name,
    )


def render(panel: PlotPanel, width: int) -> bytes:
    """Lay the panel out without showing it on screen, then export it."""
    panel.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    panel.resize(820, 460)
    panel.show()
    QApplication.processEvents()
    try:
        return panel.export_png(width)
    finally:
        panel.close()
        panel.deleteLater()


def png_bytes(image: QImage) -> bytes:
    """An image as PNG bytes, in memory (figures for the report)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())

"""The anonymize plots: risk distribution before/after, class sizes, information loss per
column, all grouped bars from the audit dict (`engine.tasks.anonymize.audit`)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor

from engine.anonymize.risk import RISK_BINS, risk_labels
from engine.core.i18n import number
from gui.i18n import tr
from gui.widgets.plot_base import BLUE, ORANGE, PlotPanel, render


class BarsPanel(PlotPanel):
    """Grouped bars: categories on the x axis, one bar per series."""

    LEGEND_OUTSIDE = True

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
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.set_categories(list(zip(x, categories, strict=False)))


def _risk_label(label: str) -> str:
    """A risk bin "(0.01, 0.05]" as short percentages ("1–5"; the axis says "%"), so that
    the seven bins' labels fit side by side under a plot a third of a 1366-pixel window
    wide."""
    edges = list(zip(risk_labels(), RISK_BINS[:-1], RISK_BINS[1:], strict=True))
    for key, low, high in edges:
        if key == label:
            low_text, high_text = number(100 * low, "g"), number(100 * high, "g")
            if low == 0:
                return f"≤ {high_text}"
            if high == 1:
                return f"> {low_text}"
            return f"{low_text}–{high_text}"
    return label


def _raw_and_released(audits: dict, part: str) -> tuple[list[str], dict[str, list[float]]]:
    raw, rel = audits["risk"]["raw"][part], audits["risk"]["released"][part]
    cats = list(raw)
    return cats, {tr("raw data"): list(raw.values()), tr("released"): [rel[c] for c in cats]}


def risk_bars(panel: BarsPanel, audits: dict) -> None:
    cats, series = _raw_and_released(audits, "risk_histogram")
    panel.plot.setLabel("bottom", tr("risk that a record is re-identified (%)"))
    panel.show_bars([_risk_label(c) for c in cats], series)


def size_bars(panel: BarsPanel, audits: dict) -> None:
    panel.show_bars(*_raw_and_released(audits, "class_sizes"))


def loss_bars(panel: BarsPanel, audits: dict) -> None:
    per = audits["information_loss"]["per_column"]
    panel.show_bars(list(per), {tr("information loss"): list(per.values())})


def plots() -> tuple:
    """(title, tab name, y axis label, draw) of each plot."""
    return (
        (tr("Re-identification risk per record (prosecutor), raw vs released"),
         tr("Re-identification risk per record"), tr("records"), risk_bars),
        (tr("Equivalence-class sizes, raw vs released"), tr("Equivalence-class sizes"),
         tr("classes"), size_bars),
        (tr("Information loss per quasi-identifier (0 raw, 1 all '*')"),
         tr("Information loss per quasi-identifier"), tr("information loss"), loss_bars),
    )  # fmt: skip


def anonymize_figures(results) -> list[tuple[str, bytes]]:
    if results is None or results.audits is None:
        return []
    figures = []
    for title, _, y_label, draw in plots():
        panel = BarsPanel(y_label)
        panel.print_colors()
        draw(panel, results.audits)
        figures.append((title, render(panel, 900)))
    return figures

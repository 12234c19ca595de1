"""The model plots: the calibration (reliability) curve of the private and non-private
models on held-out rows, and held-out accuracy against ε from a sweep."""

from __future__ import annotations

import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import Qt

from gui.i18n import tr
from gui.widgets.plot_base import BLUE, GREEN, ORANGE, PlotPanel, render


def model_lines() -> tuple[tuple[str, str, str], ...]:
    """(audit key, legend, colour) of the two models drawn."""
    return (("private", tr("private (DP-SGD)"), BLUE), ("non_private", tr("non-private"), ORANGE))


class CalibrationPanel(PlotPanel):
    """Observed frequency against mean predicted probability, per tenth of probability."""

    LEGEND_OUTSIDE = True

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.plot.setLabel("bottom", tr("predicted probability (bin mean)"))
        self.plot.setLabel("left", tr("observed frequency"))
        self._quality: dict | None = None

    def show_quality(self, quality: dict | None) -> None:
        self._quality = quality
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if not self._quality:
            return
        self.plot.plot([0, 1], [0, 1], pen=pg.mkPen(self.foreground(), style=Qt.PenStyle.DashLine),
                       name=tr("perfectly calibrated"))  # fmt: skip
        for key, name, colour in model_lines():
            rows = self._quality[key]["reliability"]
            x = [r[0] for r in rows]
            y = [r[1] for r in rows]
            self.plot.plot(x, y, pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=6,
                           symbolBrush=colour, name=name)  # fmt: skip
        self.plot.setXRange(0, 1)
        self.plot.setYRange(0, 1)


class SweepPanel(PlotPanel):
    """Held-out accuracy at each ε of a sweep, the non-private accuracy as a line."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.plot.setLabel("bottom", tr("ε (privacy loss)"))
        self.plot.setLabel("left", tr("held-out accuracy"))
        self._sweep: pd.DataFrame | None = None

    def show_sweep(self, sweep: pd.DataFrame | None) -> None:
        self._sweep = sweep
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        frame = self._sweep
        if frame is None or frame.empty:
            return
        private = frame[frame["point"] != "non-private"].sort_values("epsilon")
        x = [float(v) for v in private["epsilon"]]
        self.plot.plot(x, list(private["accuracy"]), pen=pg.mkPen(BLUE, width=2), symbol="o",
                       symbolBrush=BLUE, name=tr("private (DP-SGD)"))  # fmt: skip
        base = frame[frame["point"] == "non-private"]
        if not base.empty and x:
            level = float(base["accuracy"].iloc[0])
            self.plot.plot([min(x), max(x)], [level, level], name=tr("non-private"),
                           pen=pg.mkPen(ORANGE, width=2, style=Qt.PenStyle.DashLine))  # fmt: skip
        chosen = private[private["point"] == "chosen"]
        if not chosen.empty:
            self.plot.plot([float(chosen["epsilon"].iloc[0])], [float(chosen["accuracy"].iloc[0])],
                           pen=None, symbol="star", symbolSize=14, symbolBrush=GREEN,
                           name=tr("chosen ε"))  # fmt: skip


def model_figures(results) -> list[tuple[str, bytes]]:
    """The report's figures: calibration (with an audit) and accuracy vs ε (with a sweep)."""
    figures = []
    if results is None:
        return figures
    if results.audits is not None:
        panel = CalibrationPanel()
        panel.print_colors()
        panel.show_quality(results.audits["quality"])
        title = tr("Calibration on held-out rows: private vs non-private")
        figures.append((title, render(panel, 900)))
    if results.sweep is not None:
        panel = SweepPanel()
        panel.print_colors()
        panel.show_sweep(results.sweep)
        title = tr("Held-out accuracy against ε (one private training per ε)")
        figures.append((title, render(panel, 900)))
    return figures

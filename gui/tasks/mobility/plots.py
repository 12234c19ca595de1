"""Plot panels for the mobility Audit page and the mobility report (pyqtgraph).

They only index and histogram the arrays of a `MobilityRelease` (raw and released daily
O-D counts) and of `EpidemicCurves` (prevalence per day and region); every audit number
comes from the engine. Conventions follow `gui.tasks.targeting.plots`: mid-tone colours, plain
number axes, colours from the widget's palette except for report figures (`print_colors`).
The O-D matrices' panel is in `od_heatmap`.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from engine.core import i18n
from engine.core.i18n import number
from engine.tasks.mobility.run import (
    FLAG_THRESHOLD,
    EpidemicCurves,
    MobilityRelease,
    cell_error_values,
)
from gui.i18n import tr
from gui.tasks.mobility.od_heatmap import ODHeatmap, ReleasedMatrixPlot
from gui.widgets.plot_base import BLUE, ORANGE, RED, PlotPanel, plot_histogram, render

ERROR_KINDS = ("absolute", "relative")
QUANTILES = ("p50", "p90", "p99")


def error_kind_labels() -> dict[str, str]:
    return {
        "absolute": tr("Absolute error |released − raw| (trips)"),
        "relative": tr("Relative error |released − raw| / raw (cells with raw > 0)"),
    }


def quantile_names() -> dict[str, str]:
    return {"p50": tr("median"), "p90": tr("90 %"), "p99": tr("99 %")}


def short_date(day) -> str:
    """'01 Mar' (in the interface language) for an axis tick."""
    if i18n.language() == i18n.SOURCE_LANGUAGE:
        return f"{day:%d %b}"
    return f"{day.day} {QLocale().monthName(day.month, QLocale.FormatType.ShortFormat)}"


class ErrorHistogram(PlotPanel):
    """How far each released off-diagonal cell-day is from its raw count (suppressed cells
    count with their released 0), with the audit's quantiles marked."""

    SHOW_LEGEND = False
    BINS = 50

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("errorKindCombo")
        labels = error_kind_labels()
        for key in ERROR_KINDS:
            self.kind_combo.addItem(labels[key], key)
        self.kind_combo.currentIndexChanged.connect(self.redraw)
        self.controls.addWidget(QLabel(tr("Show:")))
        self.controls.addWidget(self.kind_combo, 1)
        self.hint = QLabel()
        self.hint.setObjectName("errorHistogramHint")
        self.hint.setWordWrap(True)
        self.layout().addWidget(self.hint)
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)
        self.errors: dict[str, np.ndarray] = {}
        self.quantiles: dict | None = None
        self.edges: np.ndarray | None = None
        self.counts: np.ndarray | None = None

    def set_release(self, release: MobilityRelease, cell_errors: dict | None = None) -> None:
        """`cell_errors`: the audit's record (quantiles to mark), or None without audits."""
        absolute, relative = cell_error_values(release)
        self.errors = {"absolute": absolute, "relative": relative}
        self.quantiles = cell_errors
        self.redraw()

    def select_kind(self, key: str) -> None:
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(key))

    def redraw(self) -> None:
        self.clear()
        kind = self.kind_combo.currentData()
        values = self.errors.get(kind)
        item = self.plot.getPlotItem()
        item.setLabel("left", tr("Number of cell-days"))
        item.setLabel(
            "bottom",
            tr("|released − raw| (trips)") if kind == "absolute" else tr("|released − raw| / raw"),
        )
        self.edges = self.counts = None
        if values is None or values.size == 0:
            self.hint.setText(tr("No cell-day to show.") if values is not None else "")
            return
        top = float(values.max())
        if kind == "absolute" and top <= 80:
            edges = np.arange(-0.5, top + 1.5)  # one bar per whole number of trips
        else:
            # A few huge relative errors (raw 1, released 9) would squeeze the rest: show up
            # to the 99.5th percentile and say how many are beyond.
            limit = top if kind == "absolute" else max(float(np.quantile(values, 0.995)), 1.0)
            edges = np.linspace(0.0, limit, self.BINS + 1)
        counts, _ = np.histogram(values, bins=edges)
        self.edges, self.counts = edges, counts
        plot_histogram(self.plot, edges, counts, BLUE, alpha=120, width=1.5)
        beyond = int((values > edges[-1]).sum())
        text = (
            tr("{n} off-diagonal cell-days")
            if kind == "absolute"
            else tr("{n} off-diagonal cell-days with a raw count above 0")
        ).format(n=number(values.size, ","))
        if beyond:
            text += tr("; {n} with an error above {limit} lie right of the plot").format(
                n=number(beyond, ","), limit=number(edges[-1], ".3g")
            )
        record = None if self.quantiles is None else self.quantiles.get(kind)
        if record:
            fg = self.foreground()
            names = quantile_names()
            for n, key in enumerate(QUANTILES):
                name = names[key]
                value = record.get(key)
                if value is None:
                    continue
                line = pg.InfiniteLine(
                    pos=value,
                    angle=90,
                    pen=pg.mkPen(RED if key == "p99" else ORANGE, width=2, style=Qt.DashLine),
                    label=tr("{name}: {value}").format(name=name, value=number(value, ".3g")),
                    labelOpts={
                        "position": 0.92 - 0.1 * n,
                        "color": fg,
                        "fill": pg.mkBrush(QColor(self.background())),
                        "anchors": [(0, 0.5), (0, 0.5)],
                    },
                )
                self.plot.addItem(line)
            text += tr(". Dashed lines: the audit's quantiles")
        self.hint.setText(text + ".")
        item.showGrid(x=False, y=True, alpha=0.2)
        item.setXRange(float(edges[0]), float(edges[-1]), padding=0.02)
        item.setYRange(0, float(counts.max()) * 1.05, padding=0)


class EpidemicPlot(PlotPanel):
    """Share of a region's people infected, day by day, simulated on the raw and on the
    released data from the same origin, with the 20 % flag threshold."""

    LEGEND_OFFSET = (-10, -10)  # bottom right: the curves rise from the bottom left

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.region_combo = QComboBox()
        self.region_combo.setObjectName("epidemicRegionCombo")
        self.region_combo.setToolTip(tr("The region whose epidemic curves are drawn."))
        self.region_combo.currentIndexChanged.connect(self.redraw)
        self.controls.addWidget(QLabel(tr("Region:")))
        self.controls.addWidget(self.region_combo)
        self.origin_label = QLabel()
        self.origin_label.setObjectName("epidemicOriginLabel")
        self.origin_label.setWordWrap(True)
        self.controls.addWidget(self.origin_label, 1)
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)
        self.curves: EpidemicCurves | None = None
        self.threshold = FLAG_THRESHOLD

    def set_curves(self, curves: EpidemicCurves, threshold: float = FLAG_THRESHOLD) -> None:
        self.curves, self.threshold = curves, threshold
        current = self.region_combo.currentText()
        self.region_combo.blockSignals(True)
        self.region_combo.clear()
        self.region_combo.addItems(curves.regions)
        self.region_combo.setCurrentText(current if current in curves.regions else curves.origin)
        self.region_combo.blockSignals(False)
        self.origin_label.setText(
            tr("The epidemic starts in {region} (1 % infected before the first day).").format(
                region=curves.origin
            )
        )
        self.redraw()

    def select_region(self, name: str) -> None:
        index = self.region_combo.findText(name)
        if index < 0:
            raise KeyError(name)
        self.region_combo.setCurrentIndex(index)

    def selected_region(self) -> str:
        return self.region_combo.currentText()

    def redraw(self) -> None:
        self.clear()
        curves = self.curves
        item = self.plot.getPlotItem()
        item.setLabel("left", tr("People infected (% of the region)"))
        item.setLabel("bottom", tr("End of day"))
        if curves is None or not self.region_combo.currentText():
            return
        j = curves.regions.index(self.region_combo.currentText())
        x = np.arange(curves.raw.shape[0], dtype=float)
        self.plot.plot(
            x,
            100 * curves.raw[:, j],
            pen=pg.mkPen(BLUE, width=4),
            name=tr("Raw data (simulation)"),
        )
        self.plot.plot(
            x,
            100 * curves.private[:, j],
            pen=pg.mkPen(ORANGE, width=2, style=Qt.DashLine),
            name=tr("Released data (simulation)"),
        )
        # The threshold as a dataless line in the legend, and an infinite line in the plot.
        self.plot.plot(
            [],
            [],
            pen=pg.mkPen(RED, width=1.5, style=Qt.DotLine),
            name=tr("Flag threshold ({percent} %)").format(
                percent=number(100 * self.threshold, "g")
            ),
        )
        self.plot.addItem(
            pg.InfiniteLine(
                pos=100 * self.threshold,
                angle=0,
                pen=pg.mkPen(RED, width=1.5, style=Qt.DotLine),
            )
        )
        days = curves.days
        step = max(1, math.ceil(len(days) / 8))
        ticks = [
            (float(t), short_date(days[t - 1]) if hasattr(days[t - 1], "strftime") else "")
            for t in range(step, len(days) + 1, step)
        ]
        item.getAxis("bottom").setTicks([ticks])
        item.showGrid(x=True, y=True, alpha=0.2)
        high = max(float(np.nanmax(curves.raw[:, j])), float(np.nanmax(curves.private[:, j])))
        item.setYRange(0, 100 * max(high, self.threshold) * 1.08, padding=0)
        item.setXRange(0, len(days), padding=0.01)

    def curve_data(self) -> tuple[np.ndarray, np.ndarray]:
        """(raw, released) prevalence in % of the drawn region."""
        raw, private = self.data_items()[:2]
        return np.asarray(raw.yData), np.asarray(private.yData)


# --- the same plots for the report -----------------------------------------------------------


def mobility_figures(results, width: int = 1000) -> list[tuple[str, bytes]]:
    """Report figures (title, PNG) of a `MobilityResults`: the O-D matrices summed over all
    days, the cell-error histogram and the epidemic curves of the origin region."""
    if results is None:
        return []
    release, audits, curves = results.release, results.audits, results.curves
    days = len(release.counts.days)
    figures: list[tuple[str, bytes]] = []
    heatmap = ODHeatmap()
    heatmap.print_colors()
    heatmap.show_raw(False)  # a report may be shared: never the raw matrix (before drawing)
    heatmap.set_release(release)
    heatmap.select_day(None)
    heatmap.hover_label.hide()
    heatmap.setFixedSize(620, 520)
    figures.append(
        (
            tr(
                "Released origin–destination trips summed over all {days} days (square-root "
                "colour scale); trips within a region are not released"
            ).format(days=number(days, ",")),
            render(heatmap, width),
        )
    )
    histogram = ErrorHistogram()
    histogram.print_colors()
    histogram.set_release(release, None if audits is None else audits.get("cell_errors"))
    histogram.hint.hide()
    figures.append(
        (
            tr(
                "Absolute error of the released counts over every off-diagonal cell-day "
                "(measured on this release)"
            ),
            render(histogram, width),
        )
    )
    if curves is not None:
        epidemic = EpidemicPlot()
        epidemic.print_colors()
        epidemic.set_curves(curves)
        epidemic.select_region(curves.origin)
        figures.append(
            (
                tr(
                    "Epidemic started in {region}: share infected there, simulated on the raw "
                    "and on the released data (simulation)"
                ).format(region=curves.origin),
                render(epidemic, width),
            )
        )
    return figures


def shared_figures(shared, width: int = 1000) -> list[tuple[str, bytes]]:
    """The shared report's figure, from a `SharedRelease` alone: the released O-D matrix
    summed over all days, drawn from the released table (the cell errors and the epidemic
    curves compare with the raw counts: they are in the holder's audit)."""
    table = shared.table("matrices")
    if table is None or table.empty:
        return []
    plot = ReleasedMatrixPlot()
    plot.print_colors()
    plot.set_table(table)
    plot.setFixedSize(660, 560)
    days = number(table["day"].nunique(), ",")
    title = tr(
        "Released origin–destination trips summed over all {days} days (square-root "
        "colour scale); trips within a region are not released"
    ).format(days=days)
    return [(title, render(plot, width))]

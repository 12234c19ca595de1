"""Plot panels of the statistics Audit page and report (pyqtgraph): released cells with
their 95 % intervals, the reconstruction attack's curve over the number of queries, and the
differencing attack's error distribution beside its exact law. They only draw numbers the
engine computed (the release's table and the audit dictionary)."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from engine.core.i18n import number
from engine.statistics.differencing import difference_density
from engine.tasks.statistics.report import query_titles
from engine.tasks.statistics.texts import cell_text
from gui.i18n import tr
from gui.widgets.plot_base import (
    BLUE,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    PlotPanel,
    plot_histogram,
    render,
)

MAX_BARS = 60


class CellsChart(PlotPanel):
    """One query's released cells: bars for the estimates, whiskers for the intervals."""

    SHOW_LEGEND = False  # shown for a two-way table only
    LEGEND_OUTSIDE = True

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.query_combo = QComboBox(objectName="cellsQueryCombo")
        self.query_combo.currentIndexChanged.connect(self.redraw)
        self.query_combo.setToolTip(tr("Which query's cells to show"))
        self.controls.addWidget(QLabel(tr("Query:")))
        self.controls.addWidget(self.query_combo, 1)
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)
        self.table = None

    def set_table(self, table, titles: dict[str, str] | None = None) -> None:
        """`table`: the released cells; `titles`: each query label's words for people."""
        self.table = table
        self.query_combo.blockSignals(True)
        self.query_combo.clear()
        for name in dict.fromkeys(table["query"]):
            self.query_combo.addItem((titles or {}).get(name, name), name)
        self.query_combo.blockSignals(False)
        self.redraw()

    def select(self, index: int) -> None:
        self.query_combo.setCurrentIndex(index)

    def redraw(self) -> None:
        self.clear()
        if self.table is None or self.query_combo.currentData() is None:
            return
        rows = self.table[self.table["query"] == self.query_combo.currentData()].head(MAX_BARS)
        pairs = two_way(rows["cell"])
        self.legend.setVisible(pairs is not None)
        if pairs is None:
            x, width = np.arange(len(rows), dtype=float), 0.7
            labels = [cell_text(c).split("=")[-1][:10] for c in rows["cell"]]
        else:  # a two-way table: one group per first column's value, one bar per second's
            groups = list(dict.fromkeys(p[0] for p in pairs))
            bars = list(dict.fromkeys(p[1] for p in pairs))
            width = 0.8 / len(bars)
            x = np.array([groups.index(a) - 0.4 + width * (bars.index(b) + 0.5) for a, b in pairs])
            labels = [a.split("=")[-1][:10] for a in groups]
        self.plot.setLabel("bottom", "" if pairs is None else pairs[0][0].split("=")[0])
        y = rows["estimate"].to_numpy(dtype=float)
        ok = np.isfinite(y)
        colours = (BLUE, ORANGE, GREEN, PURPLE, RED)
        for j, bar in enumerate(bars if pairs is not None else [None]):
            mine = ok if bar is None else ok & np.array([p[1] == bar for p in pairs])
            colour = colours[j % len(colours)]
            self.plot.addItem(pg.BarGraphItem(x=x[mine], height=y[mine], width=width * 0.9,
                                              brush=colour, pen=None, name=bar))  # fmt: skip
        lo = rows["lower_95"].to_numpy(dtype=float)
        hi = rows["upper_95"].to_numpy(dtype=float)
        has = ok & np.isfinite(lo) & np.isfinite(hi)
        if has.any():
            self.plot.addItem(
                pg.ErrorBarItem(
                    x=x[has], y=y[has], top=hi[has] - y[has], bottom=y[has] - lo[has],
                    beam=width * 0.35, pen=pg.mkPen(self.foreground(), width=1.5),
                )
            )  # fmt: skip
        ticks = list(enumerate(labels))  # thinned by the axis when they do not fit
        self.plot.getPlotItem().getAxis("bottom").set_categories(ticks)
        self.plot.setLabel("left", tr("released estimate (95 % interval)"))


def two_way(cells) -> list[tuple[str, str]] | None:
    """Each cell's ("region=North", "sex=F") when every cell has two columns' values, or
    None (one-way cells, bins, estimators)."""
    pairs = [tuple(str(c).split(", ")) for c in cells]
    if not pairs or any(len(p) != 2 or not all("=" in v for v in p) for p in pairs):
        return None
    return pairs


class RecordPlot(PlotPanel):
    """A plot of one attack's record from the manifest (None: empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record: dict | None = None
        self.plot.getPlotItem().setMouseEnabled(x=False, y=False)

    def set_record(self, record: dict | None) -> None:
        self.record = record
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if not self.record:
            return
        self._draw()

    def _draw(self) -> None:
        raise NotImplementedError


class ReconstructionPlot(RecordPlot):
    """Share of people whose secret bit the least-squares attack recovers, over m."""

    def _draw(self) -> None:
        points = self.record["points"]
        m = np.array([p["queries"] for p in points], dtype=float)
        raw = np.array([p["raw_recovered"] for p in points]) * 100
        private = np.array([p["private_recovered"] for p in points]) * 100
        self.plot.plot(m, raw, pen=pg.mkPen(RED, width=2), symbol="o", symbolBrush=RED,
                       name=tr("raw subset sums"))  # fmt: skip
        laplace = tr("Laplace, total ε = {epsilon}").format(
            epsilon=number(self.record["epsilon"], "g")
        )
        self.plot.plot(m, private, pen=pg.mkPen(BLUE, width=2), symbol="s", symbolBrush=BLUE,
                       name=laplace)  # fmt: skip
        base = self.record["baseline"] * 100
        self.plot.plot([m.min(), m.max()], [base, base], name=tr("majority guess"),
                       pen=pg.mkPen(GREEN, width=2, style=Qt.PenStyle.DashLine))  # fmt: skip
        self.plot.setYRange(0, 102)
        self.plot.setLabel("bottom", tr("number of subset-sum queries m"))
        self.plot.setLabel("left", tr("people whose value is recovered (%)"))


class DifferencingPlot(RecordPlot):
    """The private release's error on the person's value (simulated) against its law."""

    def _draw(self) -> None:
        hist = self.record["histogram"]
        edges, counts = np.asarray(hist["edges"]), np.asarray(hist["counts"], dtype=float)
        density = counts / (counts.sum() * np.diff(edges))
        plot_histogram(self.plot, edges, density, BLUE, alpha=90, width=1.5,
                       name=tr("private release: simulated errors"))  # fmt: skip
        t = np.linspace(edges[0], edges[-1], 400)
        self.plot.plot(t, difference_density(t, self.record["noise_scale"]),
                       pen=pg.mkPen(ORANGE, width=2), name=tr("exact law of Z₁ − Z₂"))  # fmt: skip
        top = float(density.max()) * 1.1
        self.plot.plot([0, 0], [0, top], pen=pg.mkPen(RED, width=3),
                       name=tr("raw sums: error 0 (value recovered exactly)"))  # fmt: skip
        self.plot.setLabel(
            "bottom",
            tr("attacker's error on one person's {column}").format(column=self.record["column"]),
        )
        self.plot.setLabel("left", tr("density"))


def cells_figures(table, titles: dict[str, str], width: int) -> list[tuple[str, bytes]]:
    """Each query's released cells with their intervals (the first eight queries)."""
    figures = []
    for i, name in enumerate(list(dict.fromkeys(table["query"]))[:8]):
        chart = CellsChart()
        chart.print_colors()
        chart.set_table(table, titles)
        chart.select(i)
        caption = tr("{name}: estimates with 95 % intervals").format(name=titles.get(name, name))
        figures.append((caption, render(chart, width)))
    return figures


def shared_figures(shared, width: int = 1000) -> list[tuple[str, bytes]]:
    """The shared report's figures, from a `SharedRelease` alone: the released cells."""
    table = shared.table("data")
    if table is None:
        return []
    return cells_figures(table, query_titles(dict(shared.manifest)), width)


def statistics_figures(results, width: int = 1000) -> list[tuple[str, bytes]]:
    """The holder's audit's figures: each query's cells and the two attacks on the raw
    data."""
    titles = {r.query.label: r.query.title for r in results.release.results}
    figures = cells_figures(results.release.table, titles, width)
    audits = results.audits or {}
    if audits.get("reconstruction"):
        panel = ReconstructionPlot()
        panel.print_colors()
        panel.set_record(audits["reconstruction"])
        title = tr("Reconstruction attack: raw vs private subset sums")
        figures.append((title, render(panel, width)))
    if audits.get("differencing"):
        panel = DifferencingPlot()
        panel.print_colors()
        panel.set_record(audits["differencing"])
        figures.append((tr("Differencing attack: the attacker's error"), render(panel, width)))
    return figures

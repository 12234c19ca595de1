"""Plot panels for the Audit page and the report (pyqtgraph).

The panels only draw what the engine computed: sweep records (`SweepRow.to_record`), the
released and original tables, per-column attack scores. Colours are mid-tone so they read
on light and dark palettes; background and text follow the widget's palette, except for
report figures, which are always drawn dark-on-white (`print_colors`). The base they share
with the mobility plots is in `plot_base`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from engine.core.i18n import number
from engine.tasks.targeting.evaluate import SweepRow
from engine.tasks.targeting.report import program_measure
from gui.i18n import tr
from gui.widgets.plot_base import (
    BLUE,
    ORANGE,
    PURPLE,
    RED,
    PlotPanel,
    plot_histogram,
    render,
)

PARAMETER_NAMES = {"r": "r", "k_anonymity": "k", "epsilon": "ε"}
MAX_DISTRIBUTION_FIGURES = 6


def protection_scores() -> tuple[tuple[str, str], ...]:
    """(key, label) of the protection scores a trade-off plot can put on its x axis."""
    return (
        ("singling_out_protection", tr("Singling-out protection (attack result)")),
        ("attribute_inference_protection", tr("Attribute-inference protection (attack result)")),
        ("distinguishing_protection", tr("Distinguishing protection (proven)")),
    )


def point_labels() -> dict[str, str]:
    return {
        "non-private": tr("Original data (not private)"),
        "classic-dp": tr("Classic DP (r = 2)"),
        "chosen": tr("Chosen setting"),
    }


def direction(key: str) -> str:
    """Which way the program measure `key` improves, in plain words."""
    if key == "relative_profit":
        return tr("Up: more of the lender's profit kept.")
    return tr("Down: fewer eligible people left out.")


def _finite(value) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return math.nan
    return value if math.isfinite(value) else math.nan


class TradeoffPlot(PlotPanel):
    """Program effectiveness against one protection score, over the swept settings.

    `set_records` takes `SweepRow.to_record` dicts. Every evaluated setting lies on the
    curve (sorted by the swept value, each labelled); the original data, classic DP and the
    chosen setting are marked. With `swept=False` only the marked points are drawn and a
    hint asks for a sweep.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.score_combo = QComboBox()
        self.score_combo.setObjectName("tradeoffScoreCombo")
        for key, label in protection_scores():
            self.score_combo.addItem(label, key)
        self.score_combo.currentIndexChanged.connect(self.redraw)
        self.hint = QLabel(tr("Run sweep to draw the curve."))
        self.hint.setObjectName("tradeoffHint")
        self.direction = QLabel()
        self.direction.setObjectName("tradeoffDirection")
        for label in (self.direction, self.hint):
            label.setWordWrap(True)  # never widen the page
        self.controls.addWidget(QLabel(tr("Protection score:")))
        self.controls.addWidget(self.score_combo)
        self.controls.addWidget(self.direction, 1)
        self.controls.addWidget(self.hint, 1)
        self.records: list[dict] = []
        self.parameter = "r"
        self.measure = program_measure("poverty", None)
        self.swept = False
        self.hint.setVisible(False)

    def set_records(
        self,
        records: Sequence[dict],
        parameter: str,
        utility: str,
        population: float | None,
        swept: bool,
    ) -> None:
        self.records = list(records)
        self.parameter = parameter
        self.measure = program_measure(utility, population)
        self.swept = swept
        self.hint.setText(
            tr("Every point is a fresh simulation, the chosen setting's too.")
            if swept
            else tr("Run sweep to draw the curve.")
        )
        self.hint.setVisible(bool(records))
        self.redraw()

    def select_score(self, key: str) -> None:
        self.score_combo.setCurrentIndex(self.score_combo.findData(key))

    def _y(self, record: dict) -> tuple[float, float]:
        key = self.measure[0]
        if record["point"] == "non-private" and key == "relative_profit":
            return 1.0, 0.0  # the original data keeps all of its own profit
        return _finite(record.get(f"{key}_mean")), _finite(record.get(f"{key}_sd"))

    def _label(self, value) -> str:
        name = PARAMETER_NAMES.get(self.parameter, self.parameter)
        return f"{name}={number(float(value), 'g')}"

    def redraw(self) -> None:
        self.clear()
        score = self.score_combo.currentData()
        score_label = self.score_combo.currentText()
        key, measure_label = self.measure
        better = "higher" if key == "relative_profit" else "lower"
        item = self.plot.getPlotItem()
        item.setLabel("bottom", tr("{score} — 0 none, 1 full").format(score=score_label))
        item.setLabel("left", tr("{measure} (simulation)").format(measure=measure_label))
        self.direction.setText(
            tr("Right: more protection. {direction}").format(direction=direction(key))
        )
        # Keep the legend in the corner the curve leaves free: more protection costs the
        # program, so exclusion errors rise to the right (top left is free) and profit falls
        # to the right (bottom left is free).
        corner = (0, 0) if better == "lower" else (0, 1)
        self.legend.anchor(corner, corner, offset=(60, 10) if better == "lower" else (60, -10))
        item.showGrid(x=True, y=True, alpha=0.2)
        fg = self.foreground()
        points = []
        for record in self.records:
            x = _finite(record.get(f"{score}_mean"))
            if record["point"] == "non-private" and math.isnan(x) and score.startswith("dist"):
                x = 0.0
            y, y_sd = self._y(record)
            x_sd = _finite(record.get(f"{score}_sd"))
            if not (math.isnan(x) or math.isnan(y)):
                points.append((record, x, y, x_sd, y_sd))
        curve = sorted(
            (p for p in points if p[0]["value"] is not None), key=lambda p: float(p[0]["value"])
        )
        if self.swept and curve:
            xs = np.array([p[1] for p in curve])
            ys = np.array([p[2] for p in curve])
            self.plot.plot(
                xs,
                ys,
                pen=pg.mkPen(BLUE, width=2),
                symbol="o",
                symbolSize=7,
                symbolBrush=BLUE,
                symbolPen=pg.mkPen(BLUE),
                name=tr("Swept settings ({parameter})").format(
                    parameter=PARAMETER_NAMES.get(self.parameter, self.parameter)
                ),
            )
        bars = points
        x_err = np.nan_to_num(np.array([p[3] for p in bars], dtype=float))
        y_err = np.nan_to_num(np.array([p[4] for p in bars], dtype=float))
        if bars and (x_err.any() or y_err.any()):
            self.plot.addItem(
                pg.ErrorBarItem(
                    x=np.array([p[1] for p in bars]),
                    y=np.array([p[2] for p in bars]),
                    left=x_err,
                    right=x_err,
                    top=y_err,
                    bottom=y_err,
                    beam=0,
                    pen=pg.mkPen(QColor(fg.red(), fg.green(), fg.blue(), 150), width=1),
                )
            )
        marks = {"non-private": ("star", RED, 18), "classic-dp": ("s", PURPLE, 13)}
        marks["chosen"] = ("d", ORANGE, 16)
        labels = point_labels()
        for point, (symbol, colour, size) in marks.items():
            for record, x, y, _, _ in points:
                if record["point"] != point:
                    continue
                name = labels[point]
                if point == "chosen" and record["value"] is not None:
                    name = f"{name} ({self._label(record['value'])})"
                self.plot.plot(
                    [x],
                    [y],
                    pen=None,
                    symbol=symbol,
                    symbolSize=size,
                    symbolBrush=colour,
                    symbolPen=pg.mkPen(fg, width=1),
                    name=name,
                )
        for i, (record, x, y, _, _) in enumerate(curve if self.swept else ()):
            # Alternate sides so labels of neighbouring points do not overlap.
            anchor = (-0.15, 1.1) if i % 2 == 0 else (1.15, -0.1)
            text = pg.TextItem(self._label(record["value"]), color=fg, anchor=anchor)
            text.setPos(x, y)
            self.plot.addItem(text)
        if points:
            self._fit(points)

    def _fit(self, points) -> None:
        """Room around the points for the symbols and the labels on their right."""
        xs = [p[1] for p in points] + [p[1] + np.nan_to_num(p[3]) for p in points]
        ys = [p[2] - np.nan_to_num(p[4]) for p in points] + [
            p[2] + np.nan_to_num(p[4]) for p in points
        ]
        x_lo, x_hi, y_lo, y_hi = min(xs), max(xs), min(ys), max(ys)
        x_span = max(x_hi - x_lo, 0.05)
        y_span = max(y_hi - y_lo, abs(y_hi) * 0.05, 1e-6)
        item = self.plot.getPlotItem()
        item.setXRange(x_lo - 0.04 * x_span, x_hi + 0.12 * x_span, padding=0)
        item.setYRange(y_lo - 0.1 * y_span, y_hi + 0.12 * y_span, padding=0)


class DistributionPlot(PlotPanel):
    """Histograms of one column before and after privatization, on the same bins (the data
    holder's screen), or of the released column alone (a report, which may be shared: the
    original histogram shows the raw range and its outliers, one person per tail bin)."""

    BINS = 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column_combo = QComboBox()
        self.column_combo.setObjectName("distributionColumnCombo")
        self.column_combo.currentIndexChanged.connect(self.redraw)
        self.controls.addWidget(QLabel(tr("Column:")))
        self.controls.addWidget(self.column_combo, 1)
        self.controls.addStretch(1)
        self.original: pd.DataFrame | None = None
        self.released: pd.DataFrame | None = None
        self.original_shown = True

    def show_original(self, shown: bool) -> None:
        self.original_shown = shown
        self.redraw()

    def set_tables(self, original: pd.DataFrame, released: pd.DataFrame) -> None:
        """`original`: the features as read; `released`: the released table (same names)."""
        self.original, self.released = original, released
        current = self.column_combo.currentText()
        self.column_combo.blockSignals(True)
        self.column_combo.clear()
        columns = [str(c) for c in original.columns if c in released.columns]
        self.column_combo.addItems(columns)
        if current in columns:
            self.column_combo.setCurrentText(current)
        self.column_combo.blockSignals(False)
        self.redraw()

    def select_column(self, name: str) -> None:
        self.column_combo.setCurrentText(name)

    def redraw(self) -> None:
        self.clear()
        column = self.column_combo.currentText()
        if self.original is None or self.released is None or not column:
            return
        before = pd.to_numeric(self.original[column], errors="coerce").to_numpy(float)
        after = pd.to_numeric(self.released[column], errors="coerce").to_numpy(float)
        before, after = before[np.isfinite(before)], after[np.isfinite(after)]
        if not before.size or not after.size:
            return
        shown = [(after, ORANGE, tr("Released data"))]
        if self.original_shown:
            shown.insert(0, (before, BLUE, tr("Original data")))
        edges = np.histogram_bin_edges(np.concatenate([v for v, _, _ in shown]), bins=self.BINS)
        item = self.plot.getPlotItem()
        item.setLabel("bottom", tr("{column} (the file's units)").format(column=column))
        item.setLabel("left", tr("Number of people"))
        item.showGrid(x=False, y=True, alpha=0.2)
        for values, colour, name in shown:
            counts, _ = np.histogram(values, bins=edges)
            plot_histogram(self.plot, edges, counts, colour, alpha=90, width=2, name=name)
        item.enableAutoRange()


class InferenceBars(PlotPanel):
    """Attribute-inference protection per column (attack result), with sd whiskers."""

    SHOW_LEGEND = False  # the bars would hide it; the line above the plot explains them

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[dict] = []
        self.baseline: float | None = None
        self.hint = QLabel(
            tr(
                "Bars: how well the release resists guessing each column from the others "
                "(mean ± sd over privatizations). Red dashed line: the original data's worst "
                "column."
            )
        )
        self.hint.setWordWrap(True)
        self.controls.addWidget(self.hint)

    def set_rows(self, per_column: Sequence[dict], baseline: float | None = None) -> None:
        """`per_column`: Evaluation.inference_per_column; `baseline`: the original data's
        worst-case protection."""
        self.rows = list(per_column)
        self.baseline = baseline
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        item = self.plot.getPlotItem()
        item.setLabel(
            "bottom", tr("Attribute-inference protection (attack result) — 0 none, 1 full")
        )
        item.setLabel("left", "")
        if not self.rows:
            return
        names = [str(row["column"]) for row in self.rows]
        means = np.array([_finite(row["protection"].get("mean")) for row in self.rows])
        sds = np.nan_to_num(np.array([_finite(row["protection"].get("sd")) for row in self.rows]))
        ys = np.arange(len(names), dtype=float)
        shown = np.nan_to_num(means)
        bars = pg.BarGraphItem(
            x0=np.zeros_like(ys), y=ys, height=0.6, width=shown, brush=BLUE, pen=pg.mkPen(BLUE)
        )
        self.plot.addItem(bars)
        fg = self.foreground()
        self.plot.addItem(
            pg.ErrorBarItem(x=shown, y=ys, left=sds, right=sds, beam=0.25, pen=pg.mkPen(fg))
        )
        if self.baseline is not None and math.isfinite(self.baseline):
            line = pg.InfiniteLine(
                pos=self.baseline,
                angle=90,
                pen=pg.mkPen(RED, width=2, style=Qt.PenStyle.DashLine),
            )
            self.plot.addItem(line)
        item.getAxis("left").setTicks([list(zip(ys, names, strict=True))])
        item.setXRange(0, 1.06, padding=0)
        item.setYRange(-0.7, len(names) - 0.3, padding=0)
        item.showGrid(x=True, y=False, alpha=0.2)


# --- the same plots for the report -----------------------------------------------------------


def tradeoff_records(state) -> tuple[str, list[dict], bool]:
    """(parameter, records, swept): the stored sweep, or before any sweep the original-data
    and chosen points of the audit."""
    results = state.results
    if results is not None and results.sweep is not None:
        sweep = results.sweep
        return sweep.parameter, [row.to_record(sweep.baseline) for row in sweep.rows], True
    if results is None or results.audit is None:
        return "r", [], False
    release, audit = results.release, results.audit
    spec = release.project.mechanism
    parameter = "k_anonymity" if spec.name == "mondrian" else "r"
    rows = [
        SweepRow("non-private", parameter, None, None),
        SweepRow("chosen", parameter, getattr(spec, parameter), audit.evaluation),
    ]
    return parameter, [row.to_record(audit.baseline) for row in rows], False


def figures_for(state, width: int = 1000) -> list[tuple[str, bytes]]:
    """The data holder's audit's figures (title, PNG), drawn from the state: trade-offs,
    per-column inference protection, the distributions original and released (the shared
    report's are `shared_figures`). Used by the export; never reads another page."""
    if state.results is None:
        return []
    release = state.results.release
    task = release.project.task
    figures: list[tuple[str, bytes]] = []
    parameter, records, swept = tradeoff_records(state)
    if records:
        _, measure = program_measure(task.utility, task.population)
        scores = protection_scores()
        for score, label in scores if swept else scores[:1]:
            plot = TradeoffPlot()
            plot.print_colors()
            plot.select_score(score)
            plot.set_records(records, parameter, task.utility, task.population, swept)
            plot.hint.hide()
            if swept:
                title = tr("Trade-off: {measure} (simulation) against {score}")
            else:
                title = tr(
                    "Trade-off: {measure} (simulation) against {score} — original data and "
                    "chosen setting only (no sweep was run)"
                )
            title = title.format(measure=measure, score=label)
            figures.append((title, render(plot, width)))
    audit = state.results.audit
    if audit is not None and audit.evaluation.inference_per_column:
        bars = InferenceBars()
        bars.print_colors()
        bars.hint.hide()
        bars.set_rows(audit.evaluation.inference_per_column, audit.baseline.inference_protection)
        figures.append(
            (tr("Attribute-inference protection per column (attack result)"), render(bars, width))
        )
    features = release.data.features  # the holder's audit: original and released
    return figures + distribution_figures(release.table, list(features.columns), width, features)


def distribution_figures(
    released: pd.DataFrame, columns: list, width: int, original: pd.DataFrame | None = None
) -> list[tuple[str, bytes]]:
    """The distribution of each privatized column (the first `MAX_DISTRIBUTION_FIGURES`):
    released only, or with `original` (the holder's audit) on the same bins."""
    figures = []
    for column in columns[:MAX_DISTRIBUTION_FIGURES]:
        dist = DistributionPlot()
        dist.print_colors()
        dist.show_original(original is not None)
        dist.set_tables(released[columns] if original is None else original, released)
        dist.select_column(str(column))
        if len(columns) > MAX_DISTRIBUTION_FIGURES and column == columns[0]:
            title = tr(
                "Released distribution of {column} (first {shown} of {total} columns shown)"
            ).format(column=column, shown=MAX_DISTRIBUTION_FIGURES, total=len(columns))
        else:
            title = tr("Released distribution of {column}").format(column=column)
        figures.append((title, render(dist, width)))
    return figures


def shared_figures(shared, width: int = 1000) -> list[tuple[str, bytes]]:
    """The shared report's figures, from a `SharedRelease` alone: the released
    distributions of the privatized columns."""
    released = shared.table("data")
    if released is None:
        return []
    columns = [c for c in shared.manifest["columns"]["features"] if c in released.columns]
    return distribution_figures(released, columns, width)

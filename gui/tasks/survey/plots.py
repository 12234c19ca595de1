"""The survey's plots: the planner's 95 % half-width vs sample size for a few ε, and the
estimates as bars with their 95 % intervals (overall or by group). Both read the engine's
numbers (`engine.tasks.survey.run.question_curves`: the designs as collected, the die's or
bag's rounded ones included; the release's estimate table) and draw nothing else."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from engine.core.i18n import number
from engine.tasks.survey import run as survey_run
from gui.i18n import tr
from gui.widgets.plot_base import BLUE, GREEN, ORANGE, PURPLE, RED, PlotPanel, render

COLOURS = (BLUE, ORANGE, GREEN, PURPLE, RED)
CURVE_NS = np.unique(np.round(np.geomspace(100, 50_000, 60)).astype(int))
TICKS = (100, 300, 1000, 3000, 10_000, 50_000)


class WidthCurvePanel(PlotPanel):
    """Half-width vs n (log axis) for the question's design at a few ε, the chosen ε bold."""

    LEGEND_OFFSET = (-10, 10)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._args = None
        # log10(n) on a linear axis with labelled ticks: pyqtgraph's own log mode crashed
        # (segmentation fault) when data arrived after an empty log plot was painted.
        ticks = [(float(np.log10(n)), number(n, ",")) for n in TICKS]
        self.plot.getPlotItem().getAxis("bottom").setTicks([ticks])
        self.plot.setLabel("bottom", tr("respondents n (log scale)"))
        self.plot.setLabel("left", tr("95 % half-width"))

    def show_curves(self, curves, target: float | None, ns=CURVE_NS) -> None:
        """`curves`: the engine's `WidthCurve`s at the sample sizes `ns`
        (`engine.tasks.survey.run.question_curves`), each drawn as given."""
        self._args = (tuple(curves), target, np.asarray(ns, dtype=float))
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        if self._args is None:
            return
        curves, target, ns = self._args
        for i, curve in enumerate(curves):
            self.plot.plot(
                np.log10(ns),
                curve.half_widths,
                name=(tr("ε = {epsilon} (chosen)") if curve.chosen else "ε = {epsilon}").format(
                    epsilon=number(curve.epsilon, ".3g")
                ),
                pen=pg.mkPen(COLOURS[i % len(COLOURS)], width=3.5 if curve.chosen else 1.5),
            )
        if target is not None:
            pen = pg.mkPen(self.foreground(), style=Qt.PenStyle.DashLine)
            self.plot.addItem(pg.InfiniteLine(target, angle=0, pen=pen))


class EstimateBarsPanel(PlotPanel):
    """One question's estimates (shown values) with 95 % intervals of the unbiased estimate:
    one bar per answer, grouped by the grouping column's values when there is one."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: pd.DataFrame | None = None
        self.plot.setLabel("left", tr("estimate"))

    def show_rows(self, rows: pd.DataFrame | None) -> None:
        self._rows = rows
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        rows = self._rows
        if rows is None or rows.empty:
            self.legend.setVisible(False)
            return
        answers = list(dict.fromkeys(rows.answer))
        groups = list(dict.fromkeys(rows.group))
        k = len(answers)
        slot = {a: i for i, a in enumerate(answers)}
        place = {g: i for i, g in enumerate(groups)}
        x = np.array(
            [place[g] * (k + 1) + slot[a] for g, a in zip(rows.group, rows.answer, strict=True)],
            float,
        )
        for answer in answers:
            mine = (rows.answer == answer).to_numpy()
            colour = COLOURS[slot[answer] % len(COLOURS)]
            fill = QColor(colour)
            fill.setAlpha(170)
            bars = pg.BarGraphItem(
                x=x[mine],
                height=rows.estimate_shown[mine].fillna(0).to_numpy(),
                width=0.8,
                brush=pg.mkBrush(fill),
                pen=pg.mkPen(colour),
            )
            self.plot.addItem(bars)
            if k > 1:
                self.legend.addItem(bars, str(answer))
        estimate = rows.estimate.to_numpy(dtype=float)
        finite = np.isfinite(estimate)
        self.plot.addItem(
            pg.ErrorBarItem(
                x=x[finite],
                y=estimate[finite],
                top=(rows.ci_high.to_numpy(dtype=float) - estimate)[finite],
                bottom=(estimate - rows.ci_low.to_numpy(dtype=float))[finite],
                beam=0.25,
                pen=pg.mkPen(self.foreground(), width=1.5),
            )
        )
        self.legend.setVisible(k > 1)
        self.plot.setXRange(float(x.min()) - 1.0, float(x.max()) + 1.0, padding=0)
        if len(groups) > 1:
            ticks = [(place[g] * (k + 1) + (k - 1) / 2, str(g)) for g in groups]
        else:
            ticks = [(slot[a], str(a)) for a in answers]
        self.plot.getPlotItem().getAxis("bottom").set_categories(ticks)


def survey_figures(results) -> list[tuple[str, bytes]]:
    """The report's figures: each question's overall estimates, and the planner's curves."""
    if results is None:
        return []
    rel = results.release
    figures = []
    estimates = rel.estimates
    for a in rel.asked:
        if estimates is not None:
            panel = EstimateBarsPanel()
            panel.print_colors()
            rows = estimates[(estimates.question == a.question.column) & (estimates.by == "")]
            panel.show_rows(rows)
            title = tr("{question}: estimates with 95 % intervals")
            figures.append((title.format(question=a.question.column), render(panel, 900)))
        plan = rel.project.plan
        curve = WidthCurvePanel()
        curve.print_colors()
        target = plan.width * (
            (a.question.bounds[1] - a.question.bounds[0]) if a.question.type == "numeric" else 1
        )
        curve.show_curves(survey_run.question_curves(rel.project, a, CURVE_NS), target)
        title = tr("{question}: 95 % half-width vs respondents")
        figures.append((title.format(question=a.question.column), render(curve, 900)))
    return figures


def shared_figures(shared, width: int = 900) -> list[tuple[str, bytes]]:
    """The shared report's figures, from a `SharedRelease` alone: each question's overall
    estimates (the released estimates table) and its planner curves (the manifest's, from
    the declared design)."""
    manifest, estimates = shared.manifest, shared.table("estimates")
    planner = manifest.get("planner") or {}
    figures = []
    for q in manifest["survey"]["questions"]:
        column = q["column"]
        if estimates is not None:
            panel = EstimateBarsPanel()
            panel.print_colors()
            panel.show_rows(estimates[(estimates.question == column) & (estimates.by == "")])
            title = tr("{question}: estimates with 95 % intervals")
            figures.append((title.format(question=column), render(panel, width)))
        widths = (planner.get("curves") or {}).get("half_width", {}).get(column)
        if not widths:
            continue
        chosen = (q.get("design_used") or q).get("epsilon") or float("nan")
        curves = sorted(
            (
                survey_run.WidthCurve(float(e), abs(float(e) - chosen) < 1e-6, np.asarray(w))
                for e, w in widths.items()
            ),
            key=lambda c: c.epsilon,
        )
        low, high = q.get("bounds") or (0.0, 1.0)
        curve = WidthCurvePanel()
        curve.print_colors()
        curve.show_curves(curves, planner["width"] * (high - low), planner["curves"]["n"])
        title = tr("{question}: 95 % half-width vs respondents")
        figures.append((title.format(question=column), render(curve, width)))
    return figures

"""The layout check behind the French and 200 % screenshots sees plots and wrapped text too:
a legend over plotted data or axis text, tick labels drawn over each other, a word-wrapped
label given less height than its lines; category axes thin their labels so they never
overlap; and `main.py screenshots --scale 2` passes it on representative pages."""

from __future__ import annotations

import os
import subprocess
import sys
from itertools import pairwise

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from gui.layout_check import clipped_texts, drawn_ticks, plot_problems
from gui.widgets.plot_base import PlotPanel
from tests.paths import REPO


def shown(qtbot, widget, width=600, height=400):
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    QApplication.processEvents()
    return widget


def test_a_legend_over_a_curve_is_found_and_one_beside_it_is_not(qtbot):
    panel = shown(qtbot, PlotPanel())  # the legend sits in the top-right corner of the data
    x = np.linspace(0, 1, 50)
    panel.plot.plot(x, x, name="rises into the legend")
    QApplication.processEvents()
    assert plot_problems(panel) == [
        "plot \"PlotItem\": the legend covers the plotted 'rises into the legend'"
    ]
    panel.clear()
    panel.plot.plot(x, 1 - x, name="falls away from it")
    QApplication.processEvents()
    assert plot_problems(panel) == []


def test_a_legend_over_bars_is_found(qtbot):
    panel = shown(qtbot, PlotPanel())
    panel.plot.addItem(pg.BarGraphItem(x=[0, 1, 2], height=[1, 2, 10], width=0.8, name="tall"))
    QApplication.processEvents()
    assert any("covers the plotted 'tall'" in p for p in plot_problems(panel))


def test_overlapping_tick_labels_are_found_and_a_category_axis_thins_them(qtbot):
    names = [f"a rather long category name {i}" for i in range(8)]
    plain = shown(qtbot, pg.PlotWidget(), width=400)
    plain.getPlotItem().getAxis("bottom").setTicks([list(enumerate(names))])
    plain.setXRange(0, 7)
    QApplication.processEvents()
    assert any("tick labels" in p and "overlap" in p for p in plot_problems(plain))

    panel = shown(qtbot, PlotPanel(), width=800)
    axis = panel.plot.getPlotItem().getAxis("bottom")
    axis.set_categories(list(enumerate(names)))
    panel.plot.setXRange(-0.5, 7.5, padding=0)
    QApplication.processEvents()
    assert plot_problems(panel) == []
    drawn = [text for _, text in drawn_ticks(axis)]
    assert 1 < len(drawn) < len(names)  # every k-th (the axis drops one cut at its end)
    steps = {names.index(b) - names.index(a) for a, b in pairwise(drawn)}
    assert len(steps) == 1 and steps != {1}
    panel.resize(2400, 400)  # room for all of them: all of them
    QApplication.processEvents()
    assert [text for _, text in drawn_ticks(axis)] == names


def test_the_risk_histogram_names_every_bin_side_by_side(qtbot):
    """Its seven bins once overlapped at 1366 × 768 in both languages."""
    from gui.tasks.anonymize.plots import BarsPanel, risk_bars

    bins = ["(0, 0.01]", "(0.01, 0.05]", "(0.05, 0.1]", "(0.1, 0.2]", "(0.2, 0.34]",
            "(0.34, 0.5]", "(0.5, 1]"]  # fmt: skip
    part = dict.fromkeys(bins, 10)
    audits = {"risk": {side: {"risk_histogram": part} for side in ("raw", "released")}}
    panel = shown(qtbot, BarsPanel("records"), width=560, height=330)  # as on the audit page
    risk_bars(panel, audits)
    QApplication.processEvents()
    drawn = [text for _, text in drawn_ticks(panel.plot.getPlotItem().getAxis("bottom"))]
    assert drawn == ["≤ 1", "1–5", "5–10", "10–20", "20–34", "34–50", "> 50"]
    assert plot_problems(panel) == []


def test_a_wrapped_label_too_short_for_its_lines_is_found(qtbot):
    page = QWidget()
    label = QLabel("words " * 60)
    label.setWordWrap(True)
    QVBoxLayout(page).addWidget(label)
    label.setFixedHeight(2 * label.fontMetrics().height())
    shown(qtbot, page, width=300, height=300)
    assert clipped_texts(page) == [f"QLabel: {label.text()!r}"]
    label.setMinimumHeight(0)
    label.setMaximumHeight(16_777_215)
    page.resize(300, 800)
    QApplication.processEvents()
    assert clipped_texts(page) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_screenshots_at_200_percent_pass_the_layout_check(tmp_path, lang):
    """`main.py screenshots --scale 2` (a fresh process: the scale is read when Qt starts) at
    1366 × 768, on the anonymize and statistics pages (the tallest settings, tables, grouped
    bars with legends; no sweep to wait for): every layout problem is printed as "layout of
    <page>: …" on stderr; none may be. (Every task at 100 % in French, plots included:
    test_french_interface.py.)"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    # faulthandler: a crash of the process (it happened once in CI, signal 11, nothing
    # printed) leaves the Python stack of every thread on stderr.
    command = [sys.executable, "-X", "faulthandler", str(REPO / "main.py"), "--lang", lang,
               "screenshots",
               str(tmp_path), "--scale", "2", "--size", "1366x768",
               "--tasks", "anonymize,statistics"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=900)
    problems = [line for line in done.stderr.splitlines() if line.startswith("layout of ")]
    assert problems == []
    assert done.returncode == 0, done.stderr  # 1 when a page fails the check
    shots = sorted(p.name for p in tmp_path.glob("*.png"))
    assert "anonymize_5_audit.png" in shots and "statistics_5_audit.png" in shots

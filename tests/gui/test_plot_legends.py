"""Report plots stay readable: a two-way table is drawn as grouped bars labelled by both
columns (the first column's values on the axis, the second's in the legend), and the
calibration and risk plots keep their legends off the data."""

from __future__ import annotations

import pandas as pd
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gui.layout_check import drawn_ticks


def _two_way_table() -> pd.DataFrame:
    rows = [
        {"query": "q", "cell": f"region={r}, sex={s}", "estimate": e, "lower_95": e - 9,
         "upper_95": e + 9}
        for r, (f, m) in {"North": (120, 100), "South": (80, 95), "East": (60, 40)}.items()
        for s, e in (("F", f), ("M", m))
    ]  # fmt: skip
    return pd.DataFrame(rows)


def _shown(qtbot, panel):
    qtbot.addWidget(panel)
    panel.resize(1000, 500)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _legend_names(panel) -> list[str]:
    return [label.text for _, label in panel.legend.items]


def _ticks(panel) -> list[str]:
    """The bottom axis's labels as drawn."""
    QApplication.processEvents()
    return [text for _, text in drawn_ticks(panel.plot.getPlotItem().getAxis("bottom"))]


def _data_rect(panel) -> QRectF:
    rect = QRectF()
    for item in panel.plot.getPlotItem().items:
        rect = rect.united(item.sceneBoundingRect())
    return rect


def _assert_legend_off_data(panel) -> None:
    QApplication.processEvents()  # the scene lays the plot out
    legend = panel.legend.sceneBoundingRect()
    assert panel.legend.isVisible() and legend.width() > 0
    assert not legend.intersects(_data_rect(panel))
    view = panel.plot.getPlotItem().vb.sceneBoundingRect().adjusted(1, 1, -1, -1)  # its frame
    assert not legend.intersects(view)


def test_a_two_way_table_shows_both_columns(qtbot):
    from gui.tasks.statistics.plots import CellsChart

    chart = _shown(qtbot, CellsChart())
    chart.set_table(_two_way_table())
    assert _ticks(chart) == ["North", "South", "East"]
    assert _legend_names(chart) == ["sex=F", "sex=M"]
    assert chart.plot.getPlotItem().getAxis("bottom").labelText == "region"
    bars = [i for i in chart.data_items() if i.opts.get("name")]
    assert len(bars) == 2  # one bar series per second column's value
    _assert_legend_off_data(chart)


def test_a_one_way_table_has_no_legend(qtbot):
    from gui.tasks.statistics.plots import CellsChart

    chart = _shown(qtbot, CellsChart())
    table = pd.DataFrame(
        {"query": "q", "cell": ["sex=F", "sex=M"], "estimate": [3.0, 4.0],
         "lower_95": [2.0, 3.0], "upper_95": [4.0, 5.0]}
    )  # fmt: skip
    chart.set_table(table)
    assert not chart.legend.isVisible()
    assert _ticks(chart) == ["F", "M"]


def test_the_calibration_legend_is_off_the_data(qtbot):
    from gui.tasks.model.plots import CalibrationPanel

    panel = _shown(qtbot, CalibrationPanel())
    rows = [(i / 10 + 0.05, min(1.0, i / 10 + 0.09)) for i in range(10)]
    panel.show_quality({"private": {"reliability": rows}, "non_private": {"reliability": rows}})
    assert len(_legend_names(panel)) == 3
    _assert_legend_off_data(panel)


def test_the_risk_histogram_legend_is_off_the_data(qtbot):
    from gui.tasks.anonymize.plots import BarsPanel

    panel = _shown(qtbot, BarsPanel("records"))
    panel.show_bars(["a", "b", "c"], {"raw data": [900, 300, 20], "released": [1200, 100, 0]})
    assert _legend_names(panel) == ["raw data", "released"]
    _assert_legend_off_data(panel)

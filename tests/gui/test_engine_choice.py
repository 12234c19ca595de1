"""The engine choice (issue 34): shown only where PySpark is installed; on the statistics
settings usable only when the release aggregates straight from the file (unticking that
brings the built-in engine back), on the mobility settings for call records; either way
written to the project's `engine`."""

from __future__ import annotations

import pytest

from engine.data.engines import spark_available
from gui.widgets.engine_choice import EngineChoice
from tests.gui.test_mobility_period import choose, write_records
from tests.gui.test_mobility_wizard import go_next
from tests.gui.test_statistics_wizard import load_table, window  # noqa: F401 (fixture)

SHOTS = None  # a folder (e.g. "/tmp/shots") to save the page


def test_hidden_without_pyspark(qtbot, monkeypatch):
    monkeypatch.setattr("gui.widgets.engine_choice.spark_available", lambda: False)
    choice = EngineChoice()
    qtbot.addWidget(choice)
    assert choice.isHidden() and choice.engine().kind == "duckdb"


@pytest.mark.skipif(not spark_available(), reason="PySpark (requirements-spark.txt) missing")
def test_spark_is_chosen_for_a_file_read_out_of_core(qtbot, window, tmp_path):  # noqa: F811
    panel = load_table(qtbot, window, tmp_path)
    choice = panel.engine_choice
    assert not choice.isHidden() and not choice.isEnabled()  # read into memory: built-in
    panel.out_of_core_check.setChecked(True)
    assert choice.isEnabled()
    choice.master.setText("local[2]")
    choice.combo.setCurrentIndex(choice.combo.findData("spark"))
    engine = window.state.projects["statistics"].engine
    assert (engine.kind, engine.master) == ("spark", "local[2]")
    if SHOTS:
        window.resize(1366, 768)
        window.grab().save(f"{SHOTS}/statistics_engine_choice.png")
    panel.out_of_core_check.setChecked(False)
    assert window.state.projects["statistics"].engine.kind == "duckdb"
    assert choice.combo.currentData() == "duckdb" and not choice.isEnabled()


@pytest.mark.skipif(not spark_available(), reason="PySpark (requirements-spark.txt) missing")
def test_spark_counts_call_records_when_chosen(qtbot, window, tmp_path):  # noqa: F811
    choose(qtbot, window, write_records(tmp_path))
    go_next(qtbot, window)  # → the mobility task's settings
    task = window.pages[1].panel()
    assert not task.engine_choice.isHidden() and task.engine_choice.isEnabled()
    task.engine_choice.combo.setCurrentIndex(task.engine_choice.combo.findData("spark"))
    if SHOTS:
        window.resize(1366, 768)
        window.grab().save(f"{SHOTS}/mobility_engine_choice.png")
    task.leave()
    assert window.state.projects["mobility"].engine.kind == "spark"

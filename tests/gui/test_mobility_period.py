"""The study period and the call-record shapes in the mobility wizard (issue 17), offscreen:
the period is declared on the task page (default: first to last record day), an empty day
inside it is released and may be the event day; the Load page reads epoch seconds once the
time format and zone are chosen."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate, Qt

from engine.tasks.mobility.project import StudyPeriod
from tests.gui.test_mobility_wizard import TOWERS, click, go_next

DAY1, OUTAGE, DAY3 = dt.date(2024, 5, 1), dt.date(2024, 5, 2), dt.date(2024, 5, 3)


def choose(qtbot, window, records, columns=None):
    load = window.load_page
    click(qtbot, load.mobility_radio)
    load.mobility_panel.set_files(records, TOWERS, columns)
    qtbot.waitUntil(lambda: not load.busy(), timeout=60_000)


def write_records(folder):
    """Two subscribers travelling on 1 and 3 May; nobody has a record on 2 May."""
    path = folder / "cdr.csv"
    lines = ["subscriber,time,tower"]
    for day in (DAY1, DAY3):
        lines += [
            f"a,{day} 08:00:00,T0001",
            f"a,{day} 12:00:00,T0040",
            f"b,{day} 09:00:00,T0040",
            f"b,{day} 22:00:00,T0001",
        ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_declared_period_with_an_empty_day_through_privatize(qtbot, window, tmp_path):
    choose(qtbot, window, write_records(tmp_path))
    go_next(qtbot, window)  # → task settings
    task = window.pages[1].panel()
    panel = task.period_panel
    assert not task.periodCheck.isChecked()  # default: first to last record day
    assert panel.startEdit.date() == QDate(2024, 5, 1) and not panel.startEdit.isEnabled()
    assert "first to the last record day" in panel.periodLabel.text()

    # An end before the start is refused with the engine's message and blocks Next.
    task.set_period(DAY3, DAY1)
    assert "period.end" in task.problem() and not window.next_button.isEnabled()

    task.set_period(dt.date(2024, 4, 30), dt.date(2024, 5, 4))
    assert task.problem() is None
    assert "5 day(s)" in panel.periodLabel.text()
    # The empty day can be the event day.
    task.event_check.setChecked(True)
    task.event_date.setDate(QDate(2024, 5, 2))
    task.event_regions.item(0).setCheckState(Qt.CheckState.Checked)
    task.top_k_edit.setText("1")
    assert task.problem() is None, task.problem()
    go_next(qtbot, window)  # → parameters
    project = window.state.projects["mobility"]
    assert project.period == StudyPeriod(dt.date(2024, 4, 30), dt.date(2024, 5, 4))
    assert project.audit.event_day == OUTAGE
    assert "5 days" in window.pages[2].releaseLabel.text(), window.pages[2].releaseLabel.text()

    go_next(qtbot, window)  # → privatize
    privatize = window.pages[3]
    click(qtbot, privatize.privatizeButton)
    qtbot.waitUntil(lambda: window.state.results is not None, timeout=120_000)
    qtbot.waitUntil(lambda: not privatize.busy(), timeout=10_000)
    release = window.state.results.release
    k = len(release.counts.regions)
    assert release.counts.days == [dt.date(2024, 4, 30) + dt.timedelta(d) for d in range(5)]
    assert len(release.table) == 5 * k * (k - 1)
    assert window.state.results.audits["displacement"]["event_day"] == "2024-05-02"

    # Back on the task page, a day outside the declared period is refused.
    window.go_to(1)
    task = window.pages[1].panel()
    assert task.periodCheck.isChecked()
    task.set_period(DAY3, dt.date(2024, 5, 4))
    assert "outside the released period" in task.problem()


def test_epoch_seconds_are_read_once_format_and_zone_are_chosen(qtbot, window, tmp_path):
    path = tmp_path / "epoch.csv"
    path.write_text(
        "subscriber,time,tower\n"
        "a,1714550400,T0001\n"  # 2024-05-01 08:00 UTC = 08:00 in Lomé (UTC+0)
        "a,1714564800,T0040\n"
        "b,1714636800,T0040\n",
        encoding="utf-8",
    )
    choose(qtbot, window, path)
    panel = window.load_page.mobility_panel
    assert "epoch_seconds" in panel.status.text()  # read as dates: refused, with the fix
    assert window.state.projects["mobility"] is None
    panel.roles.timeFormatCombo.setCurrentIndex(
        panel.roles.timeFormatCombo.findData("epoch_seconds")
    )
    qtbot.waitUntil(lambda: not window.load_page.busy(), timeout=60_000)
    assert "columns.timezone" in panel.status.text()
    panel.roles.timezoneCombo.setCurrentIndex(panel.roles.timezoneCombo.findData("Africa/Lome"))
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not window.load_page.busy(), timeout=60_000)
    columns = window.state.projects["mobility"].columns
    assert columns["time_format"] == "epoch_seconds" and columns["timezone"] == "Africa/Lome"
    summary = window.state.input_summary
    assert (summary.first_day, summary.last_day, summary.days) == (DAY1, dt.date(2024, 5, 2), 2)


def test_opened_project_shows_its_time_settings(qtbot, window, tmp_path):
    from gui.main_window import MainWindow

    path = tmp_path / "cdr.csv"
    path.write_text(
        "subscriber,d,t,tower\na,2024-05-01,08:00:00,T0001\na,2024-05-01,12:00:00,T0040\n",
        encoding="utf-8",
    )
    choose(qtbot, window, path, {"subscriber": "subscriber", "time": "t", "tower": "tower"})
    panel = window.load_page.mobility_panel
    assert "not dates with times" in panel.status.text()  # "08:00:00" alone has no date
    panel.roles.dateCombo.setCurrentIndex(panel.roles.dateCombo.findData("d"))
    panel.roles.timezoneCombo.setCurrentIndex(panel.roles.timezoneCombo.findData("Africa/Lome"))
    qtbot.waitUntil(lambda: window.state.projects["mobility"] is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not window.load_page.busy(), timeout=60_000)
    assert window.state.projects["mobility"].columns == {
        "subscriber": "subscriber",
        "time": "t",
        "tower": "tower",
        "date": "d",
        "timezone": "Africa/Lome",
    }
    assert window.save_project_to(tmp_path / "mine.json")

    other = MainWindow()
    qtbot.addWidget(other)
    other.open_project(tmp_path / "mine.json")
    qtbot.waitUntil(lambda: other.state.projects["mobility"] is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not other.load_page.busy(), timeout=60_000)
    shown = other.load_page.mobility_panel
    assert shown.roles.dateCombo.currentData() == "d"
    assert shown.roles.timezoneCombo.currentData() == "Africa/Lome"
    assert shown.roles.timeFormatCombo.currentData() == "datetime"
    assert other.state.projects["mobility"] == window.state.projects["mobility"]

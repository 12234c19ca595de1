"""The longest calendar a mobility release may hold (`period.max_days`) on the task page's
study-period box, offscreen: hidden while the calendar fits in a year, shown once it does
not, blocking Next until the length is confirmed, and round-tripped through the project
file (saved, reopened, shown again, back to the default)."""

from __future__ import annotations

import datetime as dt
import json

from engine.mobility.study_calendar import MAX_DAYS
from tests.gui.test_mobility_period import choose, write_records
from tests.gui.wizard_steps import go_next

START, END = dt.date(2024, 1, 1), dt.date(2025, 2, 1)  # 398 days, holding 1 and 3 May 2024
LONG = (END - START).days + 1


def period_in(path) -> dict | None:
    return json.loads(path.read_text(encoding="utf-8")).get("period")


def test_longest_calendar_round_trips_through_the_project_file(qtbot, window, tmp_path):
    from gui.main_window import MainWindow

    assert LONG == 398 > MAX_DAYS
    choose(qtbot, window, write_records(tmp_path))
    go_next(qtbot, window)  # → task settings
    task = window.pages[1].panel()
    panel = task.period_panel
    # Three days of records, nothing declared: a year is plenty, the control stays hidden.
    assert panel.maxDaysRow.isHidden() and panel.max_days() == MAX_DAYS
    assert task.problem() is None

    # A declared period longer than a year shows the control and blocks Next until confirmed.
    task.set_period(START, END)
    assert panel.maxDaysRow.isVisible()
    assert "longest calendar allowed to 398 days" in task.problem()
    assert not window.next_button.isEnabled()
    assert "period.max_days" in panel.maxDaysSpin.toolTip()
    panel.set_max_days(LONG)
    assert task.problem() is None and window.next_button.isEnabled()
    assert window.save_project_to(tmp_path / "long.json")
    assert period_in(tmp_path / "long.json") == {
        "start": str(START),
        "end": str(END),
        "max_days": LONG,
    }
    assert window.state.projects["mobility"].max_days == LONG

    # Reopened: the project's value is shown, with the control, before any edit.
    other = MainWindow()
    qtbot.addWidget(other)
    other.open_project(tmp_path / "long.json")
    qtbot.waitUntil(lambda: other.state.projects["mobility"] is not None, timeout=60_000)
    qtbot.waitUntil(lambda: not other.load_page.busy(), timeout=60_000)
    assert other.state.projects["mobility"].max_days == LONG
    other.go_to(1)
    shown = other.pages[1].panel().period_panel
    assert shown.max_days() == LONG and not shown.maxDaysRow.isHidden()

    # A shorter period keeps the control for the visit (it never vanishes mid-edit); back to
    # the default, the project file holds no max_days, as before the control existed.
    other.pages[1].panel().set_period(dt.date(2024, 5, 1), dt.date(2024, 5, 3))
    assert not shown.maxDaysRow.isHidden()
    shown.set_max_days(MAX_DAYS)
    assert other.pages[1].panel().problem() is None
    assert other.save_project_to(tmp_path / "short.json")
    assert period_in(tmp_path / "short.json") == {"start": "2024-05-01", "end": "2024-05-03"}
    assert other.state.projects["mobility"].max_days == MAX_DAYS


def test_records_over_a_year_without_a_period_ask_for_the_length(qtbot, window, tmp_path):
    """Undeclared, the calendar runs from the first to the last record day: over a year it
    is refused on the page (as the engine would at privatize), naming the control."""
    path = tmp_path / "cdr.csv"
    lines = ["subscriber,time,tower"]
    for day in [dt.date(2024, 1, 1) + dt.timedelta(days=d) for d in range(0, 400, 20)]:
        lines += [f"a,{day} 08:00:00,T0001", f"a,{day} 12:00:00,T0040"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    choose(qtbot, window, path)
    go_next(qtbot, window)
    task = window.pages[1].panel()
    panel = task.period_panel
    span = (window.state.input_summary.last_day - window.state.input_summary.first_day).days + 1
    assert span == 381
    assert not panel.maxDaysRow.isHidden()
    assert "381 days to release" in task.problem()
    panel.set_max_days(span)
    assert task.problem() is None

"""The window's habits: File → Open data file, a data file given to Open project, the
questions before work is lost (a release never exported, settings never saved), and the
size the window opens at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QMessageBox

from engine.data.readers import read_table
from gui.main_window import opening_size
from tests.paths import SAMPLES

Button = QMessageBox.StandardButton


@pytest.fixture
def answers(monkeypatch):
    """Answer the window's questions with `answers.next` and note their titles."""

    class Answers:
        def __init__(self) -> None:
            self.next = Button.Cancel
            self.asked: list[str] = []

    answers = Answers()

    def question(parent, title, text, *args, **kwargs):
        answers.asked.append(title)
        return answers.next

    monkeypatch.setattr(QMessageBox, "question", question)
    return answers


def test_ctrl_o_opens_data_and_ctrl_shift_o_projects(window):
    actions = {a.text(): a for a in window.menuBar().actions()[0].menu().actions()}
    assert actions["Open &data file…"].shortcut().toString() == "Ctrl+O"
    assert actions["&Open project…"].shortcut().toString() == "Ctrl+Shift+O"


def test_a_data_file_given_as_a_project_is_offered_as_data(qtbot, window, answers):
    """A CSV in Open project once said "not valid JSON"."""
    csv = SAMPLES / "poverty_sample.csv"
    answers.next = Button.No
    window.open_project(csv)
    assert answers.asked == ["Open as data?"] and window.state.table is None
    answers.next = Button.Yes
    window.open_project(csv)
    qtbot.waitUntil(lambda: window.state.table is not None, timeout=20_000)
    assert window.state.table.path == csv and window.load_page.problem() is None


def test_new_and_another_kind_of_data_ask_before_dropping_a_release(window, answers):
    state = window.state
    state.set_table(read_table(SAMPLES / "poverty_sample.csv"))
    state.set_results(object())  # a release never exported
    answers.next = Button.No
    window.new_session()
    click_kind = window.load_page.mobility_radio
    click_kind.click()
    assert answers.asked == ["Discard the privatized data?"] * 2
    assert state.results is not None and state.family == "targeting"
    assert window.load_page.people_radio.isChecked()
    state.mark_exported()  # written by the Export step: nothing is lost
    window.new_session()
    assert len(answers.asked) == 2 and state.table is None


def test_quit_offers_to_save_settings_and_warns_of_an_unexported_release(
    qtbot, window, answers, tmp_path, monkeypatch
):
    window.quit()  # nothing to lose: no question
    assert answers.asked == [] and not window.isVisible()
    window.show()
    state = window.state
    state.set_table(read_table(SAMPLES / "poverty_sample.csv"))
    answers.next = Button.Cancel
    window.quit()
    assert answers.asked == ["Quit PrivDesk?"] and window.isVisible()
    saved = tmp_path / "project.json"
    monkeypatch.setattr(
        "gui.main_window.QFileDialog.getSaveFileName", lambda *a, **k: (str(saved), "")
    )
    answers.next = Button.Save
    window.quit()
    assert saved.exists() and not window.isVisible() and not state.unsaved_settings()
    window.show()
    state.set_results(object())
    answers.next = Button.Discard
    quit_action = next(
        a for a in window.menuBar().actions()[0].menu().actions() if a.text() == "&Quit"
    )
    assert quit_action.shortcut().toString() == "Ctrl+Q"
    quit_action.trigger()
    assert len(answers.asked) == 3 and not window.isVisible()


def test_the_window_opens_at_least_1280_by_720_or_maximized():
    assert opening_size(QSize(1366, 728)) is None  # a 1366 × 768 laptop: maximized
    assert opening_size(QSize(1280, 984)) is None  # too narrow once the frame is drawn
    assert opening_size(QSize(1440, 860)) == QSize(1424, 812)
    assert opening_size(QSize(1920, 1040)) == QSize(1440, 900)


def test_on_a_small_screen_the_first_window_is_maximized(qtbot):
    from gui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.place_on_screen()  # the offscreen screen is 800 × 600
    assert window.windowState() & Qt.WindowState.WindowMaximized


def test_qt_warnings_go_to_the_log_not_the_console(capfd, caplog):
    """`main.py screenshots` once printed "propagateSizeHints" twenty times."""
    from PySide6.QtCore import qWarning

    from gui.app import create_application

    create_application()
    qWarning("This plugin does not support propagateSizeHints()")
    assert capfd.readouterr().err == ""
    assert [r.name for r in caplog.records if "propagateSizeHints" in r.getMessage()] == [
        "privdesk.qt"
    ]

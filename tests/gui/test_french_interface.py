"""The interface in French: the catalogue is loaded, numbers use the decimal comma, the
report is French, files stay English, and no page of any task cuts its text."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QDoubleSpinBox

from engine.core import i18n as engine_i18n
from engine.core.i18n import number
from engine.privacy.ledger_store import DATA_DIR_ENV
from gui import i18n
from gui.main_window import MainWindow
from gui.screenshots import layout_problems, take_screenshots
from gui.widgets.table_model import format_cell
from tests.paths import SAMPLES


@pytest.fixture
def french(qapp, monkeypatch):
    monkeypatch.setenv(i18n.LANGUAGE_ENV, "fr")
    i18n.install(qapp, "fr")
    yield
    i18n.install(qapp, "en")


def test_the_window_speaks_french_and_formats_numbers_with_a_comma(qtbot, french):
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Fichier", "Ré&glages", "&Aide"]
    assert window.steps.item(0).text() == "1. Charger les données"
    assert window.next_button.text() == "&Suivant"
    spin = QDoubleSpinBox()
    spin.setValue(1.5)
    assert spin.text() == "1,50"  # the locale follows the language
    assert number(1234567.891, ",.2f") == "1\u202f234\u202f567,89"
    assert format_cell(2.7183) == "2,7183" and format_cell(3350) == "3350"  # tables
    assert number(0.125, ".1%") == "12,5\u202f%"


def test_a_french_release_writes_french_reports_and_english_files(french, tmp_path):
    from engine.cli import main as headless

    project = SAMPLES / "survey_project.json"
    assert headless(["run", str(project), "--output-dir", str(tmp_path), "--quiet"]) == 0
    html = next(tmp_path.glob("*.html")).read_text("utf-8")
    assert "<html lang='fr'>" in html and "réponses randomisées" in html.lower()
    text = next(tmp_path.glob("*manifest*.json")).read_text("utf-8")
    assert "confidentialité" not in text  # a manifest is data: English, plain numbers
    assert json.loads(text)["task"]["kind"] == "survey"


def test_every_page_of_every_task_fits_its_text_and_keys_in_french(
    qapp, french, tmp_path, monkeypatch
):
    problems: dict[str, list[str]] = {}
    users_data = tmp_path / "user data"
    monkeypatch.setenv(DATA_DIR_ENV, str(users_data))

    def check(name, widget) -> None:
        if found := layout_problems(widget):
            problems[name] = found

    written = take_screenshots(tmp_path / "shots", simulations=1, on_page=check)
    assert engine_i18n.language() == "fr"
    assert len(written) > 30
    assert problems == {}  # no text cut off, no letter shared by two buttons or menus
    # the statistics sample's release went to a temporary ledger, not the user's
    assert not users_data.exists()
    assert os.environ[DATA_DIR_ENV] == str(users_data)

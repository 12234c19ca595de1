"""The user guide: offline, in every interface language, reachable from every page."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from engine.core.i18n import set_language
from engine.tasks import REGISTRY
from gui.guide import GUIDE_DIR, SECTIONS, guide_file, section_for

LANGUAGES = ("en", "fr")
# Words a field officer's guide never needs: references to documents users do not have,
# proofs' names and the libraries inside.
JARGON = re.compile(
    r"\bMATH\b|Theorem|Th[ée]or[èe]me|\blemma\b|lemme|numpy|scipy|pandas|DuckDB|pycanon|Opacus|"
    r"zCDP|\bPLD\b|\bRDP\b|HMAC|SHA-?256|\bEMD\b|\bGIL\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_is_in_every_language(lang):
    html = (GUIDE_DIR / f"guide_{lang}.html").read_text(encoding="utf-8")
    anchors = re.findall(r'<a name="([a-z]+)"></a>', html)
    assert anchors == list(SECTIONS)
    links = set(re.findall(r'href="#([a-z]+)"', html))
    assert links == set(SECTIONS)  # the contents list reaches every section


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_speaks_plainly_and_stays_offline(lang):
    html = (GUIDE_DIR / f"guide_{lang}.html").read_text(encoding="utf-8")
    assert not JARGON.search(html), JARGON.search(html)
    assert "http" not in html  # nothing to fetch: no link, image or font from a network


def test_each_task_and_step_has_its_section():
    for family in REGISTRY:
        assert section_for(2, family) == family
        assert section_for(0, family) == "start"
        assert section_for(5, family) == "sharing"


def test_a_language_without_a_guide_falls_back_to_english():
    assert guide_file("xx").name == "guide_en.html"
    assert guide_file("fr").name == "guide_fr.html"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_f1_and_the_question_mark_open_the_section_of_the_page(qtbot, window, lang):
    set_language(lang)
    try:
        qtbot.mouseClick(window.guide_button, Qt.MouseButton.LeftButton)
        guide = window._guide
        assert guide.isVisible()
        assert guide.browser.source().fragment() == "start"
        assert guide.browser.source().fileName() == f"guide_{lang}.html"
        assert "PrivDesk" in guide.browser.toPlainText()
        guide.close()
        help_action = next(
            a for a in window.findChildren(type(window.menuBar().actions()[0]))
            if a.shortcut().toString() == "F1"
        )  # fmt: skip
        help_action.trigger()
        assert guide.isVisible()
    finally:
        set_language("en")

"""The engine's language: a sentence defined once is written in English into manifests
while the interface (other threads included) stays in its language."""

from __future__ import annotations

import threading

import pytest

from engine.core import i18n
from engine.core.manifest import attack_note

ENGLISH = "Empirical attack result: it can show risk but never prove its absence."


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_english_writes_english_while_the_interface_stays_french(french):
    assert attack_note() != ENGLISH and "attaque" in attack_note()
    seen_elsewhere = []

    def text_of():
        other = threading.Thread(target=lambda: seen_elsewhere.append(attack_note()))
        other.start()
        other.join()
        return attack_note() + " " + i18n.number(0.5, ".1f")

    assert i18n.english(text_of) == ENGLISH + " 0.5"  # plain numbers too
    assert seen_elsewhere == [attack_note()]  # another thread kept French meanwhile
    assert i18n.language() == "fr"


def test_numbers_follow_the_language(french):
    assert i18n.number(1234.5, ",.1f") == "1\u202f234,5"
    i18n.set_language("en")
    assert i18n.number(1234.5, ",.1f") == "1,234.5"

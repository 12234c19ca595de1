"""The interface language for text the engine writes (reports, messages) and locale numbers.

One catalogue serves the whole product: `resources/i18n/privdesk_<lang>.ts`, Qt's own
translation source, which `packaging/translations.py` keeps in step with every `tr("...")`
in `gui/` and `engine/`. The GUI loads the compiled `.qm` into a `QTranslator`; the engine
imports no Qt, so it reads the finished entries of the same `.ts` here. All strings share
one (empty) context, so a term is translated once and the same everywhere.

The language is chosen once at start-up (`set_language`), before the modules that
translate constants are imported. Numbers in exported data files are never localized:
only text meant for people goes through `number()`.
"""

from __future__ import annotations

import os
import threading
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from functools import cache
from pathlib import Path

SOURCE_LANGUAGE = "en"
LANGUAGES = {"en": "English", "fr": "Français"}
# Overrides where catalogues are read from (used to preview a translation being written).
CATALOGUE_DIR_ENV = "PRIVDESK_I18N_DIR"
_DEFAULT_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"
# French groups thousands with a narrow no-break space and puts one before % (as in Qt's
# fr locale), so a number never breaks across lines.
_NARROW_NBSP = "\u202f"

_language = SOURCE_LANGUAGE
_this_thread = threading.local()  # `english()` writes its text in English on this thread


def catalogue_dir() -> Path:
    return Path(os.environ.get(CATALOGUE_DIR_ENV) or _DEFAULT_DIR)


def catalogue_path(lang: str, suffix: str = ".ts") -> Path:
    return catalogue_dir() / f"privdesk_{lang}{suffix}"


def set_language(lang: str) -> None:
    """Choose the language of every later `tr` and `number` call ("en" or "fr")."""
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _language = lang


def language() -> str:
    return getattr(_this_thread, "language", None) or _language


def english(text_of: Callable[[], str]) -> str:
    """`text_of()` in English with plain numbers, whatever the interface language: how a
    sentence defined once with `tr` is written into a manifest (which stays English). Only
    the calling thread switches, so pages drawn meanwhile keep their language."""
    _this_thread.language = SOURCE_LANGUAGE
    try:
        return text_of()
    finally:
        _this_thread.language = None


@cache
def _catalogue(path: Path) -> dict[str, str]:
    """The finished translations of a .ts file, by source text (an absent file: none)."""
    if not path.is_file():
        return {}
    translations = {}
    for message in ElementTree.parse(path).getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if source is None or translation is None or translation.get("type") is not None:
            continue  # unfinished, obsolete or vanished entries fall back to English
        if translation.text:
            translations[source] = translation.text
    return translations


def tr(text: str) -> str:
    """`text` in the current language (English when no finished translation exists).

    Always call it with a literal, and fill placeholders afterwards:
    `tr("{n} rows read").format(n=number(n))`; the extractor only sees literals.
    Plain words for a field officer come first; the exact term, formula or project key
    goes after a line starting "Details:" (tests/test_plain_words.py checks both).
    """
    lang = language()
    if lang == SOURCE_LANGUAGE:
        return text
    return _catalogue(catalogue_path(lang)).get(text, text)


def numbers_separator() -> str:
    """What separates numbers in a list or interval: ", ", or " ; " where the decimal mark
    is a comma (French: "[0,46 ; 0,51]")."""
    return "\u00a0; " if language() == "fr" else ", "


def number(value: float, spec: str = "") -> str:
    """`format(value, spec)` with the current language's separators ("1 234,5" in French).

    `spec` is any Python format spec ("," to group thousands, ".2f", ".1%", ".3g").
    """
    text = format(value, spec)
    if language() == "fr":
        text = text.translate({ord(","): _NARROW_NBSP, ord("."): ","})
        if text.endswith("%"):
            text = text[:-1] + _NARROW_NBSP + "%"
    return text

"""The interface language: Qt's translators, the locale for numbers, and the user's choice.

Every user-visible string in `gui/` is wrapped as `tr("...")` (a test enforces it).
`tr` goes through `QCoreApplication.translate` with one shared context, so the compiled
catalogue `resources/i18n/privdesk_<lang>.qm` loaded into a `QTranslator` translates it.
The language is installed once, before the pages (which translate some constants at
import) are imported; a change in the Settings menu applies on the next start.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from engine.core import i18n
from gui.settings import settings

LANGUAGE_KEY = "language"  # "system", or one of i18n.LANGUAGES
LANGUAGE_ENV = "PRIVDESK_LANG"
_LOCALES = {"en": QLocale.Language.English, "fr": QLocale.Language.French}
_installed: list[QTranslator] = []


def tr(text: str) -> str:
    """`text` in the interface language; call it with a literal (see engine.core.i18n.tr)."""
    return QCoreApplication.translate("", text)


def system_language() -> str:
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def chosen_language(override: str | None = None) -> str:
    """`override` (the --lang option), else $PRIVDESK_LANG, else the Settings menu's choice,
    else the system locale's language when PrivDesk has it, else English."""
    for candidate in (override, os.environ.get(LANGUAGE_ENV), settings().value(LANGUAGE_KEY)):
        if candidate in i18n.LANGUAGES:
            return candidate
    return system_language()


def install(app: QCoreApplication, lang: str) -> None:
    """Translate the interface, the engine's text and Qt's own dialogs into `lang`, and
    format numbers (spin boxes included) by its locale."""
    i18n.set_language(lang)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(_LOCALES[lang], QLocale.Country.AnyCountry))
    if lang == i18n.SOURCE_LANGUAGE:
        return
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{lang}", qt_dir), (f"privdesk_{lang}", None)):
        translator = QTranslator(app)
        path = str(i18n.catalogue_path(lang, ".qm")) if folder is None else f"{folder}/{name}"
        if translator.load(path):
            app.installTranslator(translator)
            _installed.append(translator)

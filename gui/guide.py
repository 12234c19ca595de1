"""The user guide inside the app (Help → Guide, F1, and the "?" beside each page's title).

The guide is one offline HTML file per language in `resources/guide/`, shown by Qt's own
text browser: no web engine, no network. Each wizard page opens the guide at the section
that explains it (`section_for`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from engine.core.i18n import language
from gui.i18n import tr

GUIDE_DIR = Path(__file__).resolve().parents[1] / "resources" / "guide"
SECTIONS = (
    "start", "targeting", "mobility", "anonymize", "statistics", "survey", "model",
    "epsilon", "sharing", "glossary",
)  # fmt: skip
EXPORT_STEP = 5


def guide_file(lang: str | None = None) -> Path:
    """The guide in the interface's language, or in English when it has none."""
    path = GUIDE_DIR / f"guide_{lang or language()}.html"
    return path if path.is_file() else GUIDE_DIR / "guide_en.html"


def section_for(step: int, family: str | None) -> str:
    """The section that explains wizard step `step` (0-based) of task `family`: loading
    explains the steps, Export explains what may be shared, the others the task."""
    if step == EXPORT_STEP:
        return "sharing"
    if step == 0 or family not in SECTIONS:
        return "start"
    return family


class GuideDialog(QDialog):
    """One guide window, kept open beside the wizard while the user works."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("PrivDesk guide"))
        self.browser = QTextBrowser()
        self.browser.setObjectName("guideBrowser")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(760, 640)

    def show_section(self, section: str) -> None:
        url = QUrl.fromLocalFile(str(guide_file()))
        url.setFragment(section)
        self.browser.setSource(url)
        self.browser.scrollToAnchor(section)
        self.show()
        self.raise_()
        self.activateWindow()

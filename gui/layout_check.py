"""Find text that does not fit its widget: the check behind the French and 200 % screenshots.

French runs about a fifth longer than English, and a label that fits at 100 % can be cut
at another scale. Qt cuts such text silently; this walks the visible widgets of a page and
names each label, button, check box or group title whose one-line text is wider than the
room it has (word-wrapped and rich-text labels grow in height instead, so they are skipped).
"""

from __future__ import annotations

from PySide6.QtGui import Qt  # QtGui's Qt namespace also has mightBeRichText
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QPushButton, QWidget

# Below this many pixels of overflow, Qt's own margins absorb the difference.
TOLERANCE_PX = 2


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0


def shown_text(text: str) -> str:
    """The text as drawn: a mnemonic "&" is not drawn, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _overflow(widget: QWidget) -> int:
    """How many pixels the widget's one-line text lacks (0 when it fits)."""
    metrics = widget.fontMetrics()
    if isinstance(widget, QLabel):
        text = widget.text()
        if widget.wordWrap() or widget.textFormat() == Qt.TextFormat.RichText:
            return 0
        if Qt.mightBeRichText(text) or not text:
            return 0
        if widget.buddy() is not None:
            text = shown_text(text)
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines())
        return widest - widget.contentsRect().width()
    if isinstance(widget, QGroupBox):
        return metrics.horizontalAdvance(shown_text(widget.title())) + 16 - widget.width()
    if isinstance(widget, QPushButton) and widget.text():
        # A push button's padding may shrink (small arrow buttons) without cutting text.
        return metrics.horizontalAdvance(shown_text(widget.text())) - widget.width() + 8
    if isinstance(widget, QAbstractButton) and widget.text():
        return widget.minimumSizeHint().width() - widget.width()  # check box, radio button
    return 0


def clipped_texts(root: QWidget) -> list[str]:
    """'ClassName: text' for every visible widget under `root` whose text is cut."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget):
            continue
        if _overflow(widget) > TOLERANCE_PX:
            text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
            found.append(f"{type(widget).__name__}: {text.replace('&', '')!r}")
    return found

"""Layout pieces the wizard pages share: a row of exclusive choices, frameless scroll areas and
a section shown on demand."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import tr


def choice_row(owner: QWidget, *radios: QRadioButton, label: str | None = None) -> QHBoxLayout:
    """`radios` side by side (after `label`, if given), one of them chosen at a time."""
    group = QButtonGroup(owner)
    for radio in radios:
        group.addButton(radio)
    row = QHBoxLayout()
    if label is not None:
        row.addWidget(QLabel(label))
    for radio in radios:
        row.addWidget(radio)
    row.addStretch(1)
    return row


def scroll_area(content: QWidget, *, horizontal: bool = True) -> QScrollArea:
    """A frameless scroll area around `content`, which takes the area's size when it can.

    `horizontal=False`: never a horizontal bar (the content is as wide as the area).
    """
    scroll = QScrollArea()
    scroll.setWidget(content)
    scroll.setWidgetResizable(True)
    if not horizontal:
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return scroll


class FittingScrollArea(QScrollArea):
    """A scroll area that asks for all its content's height at its width, and as much width
    as the content's narrowest layout: it scrolls only when the window is too short."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)  # new text: ask the page's layout again

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # wrapped text needs another height at another width

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        width = max(self.viewport().width(), content.minimumSizeHint().width())
        if content.hasHeightForWidth():
            height = content.heightForWidth(width)
        else:
            height = content.sizeHint().height()
        return QSize(content.sizeHint().width() + self._bar(), height)

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().minimumSizeHint()
        return QSize(
            content.minimumSizeHint().width() + self._bar(), 4 * self.fontMetrics().height()
        )


def scrolling_group(box: QGroupBox, layout: QLayout) -> QScrollArea:
    """Lay the group `box` out as `layout` inside a frameless scroll area (never sideways):
    when the window is too short for its wrapped text, the text scrolls instead of being
    cut (the consequences boxes of the targeting and mobility parameters)."""
    content = QWidget()
    content.setLayout(layout)
    scroll = FittingScrollArea()
    scroll.setWidget(content)
    scroll.setWidgetResizable(True)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    outer = QVBoxLayout(box)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll)
    return scroll


def fill_with_scroll(page: QWidget, content: QWidget) -> QScrollArea:
    """Lay `page` out as one frameless scroll area around `content`, edge to edge."""
    scroll = scroll_area(content)
    outer = QVBoxLayout(page)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(scroll)
    return scroll


class CollapsibleSection:
    """A flat arrow button that shows or hides a group box, which scrolls on its own.

    Only the group scrolls (never sideways) when the window is too small for it: wrapped
    labels outside a scroll area keep the height their width needs. `add_to` puts the
    button, the scroll area and a stretch in a column; `set_visible` gives the column's free
    height to the group when it is shown and to the stretch below it otherwise.
    """

    def __init__(self, name: str, title: str, layout: QLayout, tooltip: str, subject: str) -> None:
        """`name`: prefix of the object names (`<name>Toggle`, `<name>Group`); `subject`:
        what the button says it shows or hides ("Show {subject}" / "Hide {subject}"), in the
        interface language."""
        self.subject = subject
        self.toggle = QToolButton()
        self.toggle.setObjectName(f"{name}Toggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolTip(tooltip)
        self.group = QGroupBox(title)
        self.group.setObjectName(f"{name}Group")
        self.group.setLayout(layout)
        content = QWidget()
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addWidget(self.group)
        content_layout.addStretch(1)
        self.scroll = scroll_area(content, horizontal=False)
        self._column: QVBoxLayout | None = None

    def add_to(self, column: QVBoxLayout) -> None:
        """Append the button, the scroll area and the stretch below them to `column`."""
        column.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.scroll)
        column.addStretch(0)
        self._column = column

    def set_visible(self, visible: bool) -> None:
        self.scroll.setVisible(visible)
        if self._column is not None:
            index = self._column.indexOf(self.scroll)
            self._column.setStretch(index, 1 if visible else 0)
            self._column.setStretch(index + 1, 0 if visible else 1)
        self.toggle.setChecked(visible)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if visible else Qt.ArrowType.RightArrow)
        text = tr("Hide {subject}") if visible else tr("Show {subject}")
        self.toggle.setText(text.format(subject=self.subject))

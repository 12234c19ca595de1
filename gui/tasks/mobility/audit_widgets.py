"""Building blocks of the mobility Audit page: headed sections with a kind badge, wrapped
labels and read-only tables sized to their rows, and the number formats the sections share.

Separate from the page and its sections so each section module uses the same few pieces.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from gui.i18n import tr
from gui.widgets.score_card import FILLS


def badges() -> dict[str, tuple[str, str, str]]:
    """The badge of each kind of number: the targeting page's three kinds, plus "measured"
    for what this one release did (drawn like a simulation, as in the HTML report)."""
    return {
        "proven": (
            tr("proven"),
            FILLS["proven"],
            tr("Proven: holds for every possible input, by the mechanism's construction."),
        ),
        "measured": (
            tr("measured"),
            FILLS["simulation"],
            tr(
                "Measured on this release against the raw counts: what this one draw of "
                "noise did, not a guarantee (another release would differ)."
            ),
        ),
        "simulation": (
            tr("simulation"),
            FILLS["simulation"],
            tr(
                "Policy simulation run on the raw and on the released matrices; the "
                "difference is the release's effect on the decision."
            ),
        ),
        "attack": (tr("attack result"), FILLS["attack"], attack_note()),
    }


def attack_note() -> str:
    """What an attack result shows (the engine's `membership.NOTE`, translated)."""
    return tr(
        "Empirical attack: an AUC near 0.5 shows that this attack failed on these targets, "
        "not that no attack can succeed; the ε guarantee is the proven bound."
    )


def format_share(share: float | None, digits: int = 1) -> str:
    if share is None or not math.isfinite(share):
        return "—"
    return number(100 * share, f".{digits}f") + " %"


def format_epsilon(value: float | None) -> str:
    if value is None:
        return "—"
    return tr("unbounded") if math.isinf(value) else "ε = " + number(value, "g")


def badge(kind: str) -> QLabel:
    """The small coloured tag that says what kind of number follows (as on ScoreCards)."""
    text, fill, explanation = badges()[kind]
    label = QLabel(text)
    label.setObjectName("sectionBadge")
    label.setToolTip(explanation)
    label.setStyleSheet(
        f"QLabel {{ background: {fill}; color: #222; border-radius: 8px; padding: 1px 8px; }}"
    )
    label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return label


def wrapped(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if name:
        label.setObjectName(name)
    return label


def table(name: str, headers: list[str]) -> QTableWidget:
    """A read-only table sized to its rows (the page scrolls, not the table)."""
    widget = QTableWidget(0, len(headers))
    widget.setObjectName(name)
    widget.setHorizontalHeaderLabels(headers)
    widget.verticalHeader().setVisible(False)
    widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    widget.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setWordWrap(True)
    header = widget.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return widget


def fill_table(
    widget: QTableWidget, rows: list[list[tuple[str, str]]], numbers_from: int = 1
) -> None:
    """`rows` of (text, tooltip) cells; columns from `numbers_from` on hold numbers and are
    right-aligned."""
    widget.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, (text, tip) in enumerate(row):
            item = QTableWidgetItem(text)
            item.setToolTip(tip)
            if c >= numbers_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            widget.setItem(r, c, item)
    widget.resizeRowsToContents()
    height = widget.horizontalHeader().height() + 2 * widget.frameWidth()
    height += sum(widget.rowHeight(r) for r in range(widget.rowCount()))
    widget.setFixedHeight(height + 2)


def table_texts(widget: QTableWidget) -> list[list[str]]:
    """The cells' texts, row by row (for tests and the screenshot driver)."""
    return [
        [widget.item(r, c).text() for c in range(widget.columnCount())]
        for r in range(widget.rowCount())
    ]


class Section(QFrame):
    """A heading in plain words with its badge, an optional skip message and a body."""

    def __init__(self, title: str, kind: str | None = None, name: str = "") -> None:
        super().__init__()
        if name:
            self.setObjectName(name)
        self.heading = QLabel(title)
        self.heading.setObjectName("sectionHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.heading, 1)
        if kind is not None:
            head.addWidget(badge(kind), 0, Qt.AlignmentFlag.AlignVCenter)
        self.skipped = wrapped(name="sectionSkipped")
        self.skipped.hide()
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 6)
        layout.addLayout(head)
        layout.addWidget(self.skipped)
        layout.addLayout(self.body)
        self.content = QWidget()
        self.content.setLayout(QVBoxLayout())
        self.content.layout().setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(self.content)

    def add(self, widget: QWidget, stretch: int = 0) -> QWidget:
        self.content.layout().addWidget(widget, stretch)
        return widget

    def add_layout(self, layout) -> None:
        self.content.layout().addLayout(layout)

    def skip(self, reason: str | None) -> None:
        """Show `reason` instead of the body (None: show the body)."""
        self.skipped.setText("" if reason is None else reason)
        self.skipped.setVisible(reason is not None)
        self.content.setVisible(reason is None)

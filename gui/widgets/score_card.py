"""A summary card: one score, its spread, what it means, and what kind of number it is.

SPEC 4: every number says whether it is proven, an attack result or a simulation, so the
badge is part of the card, not an afterthought. Badges keep fixed light fills with dark
text, readable whatever the desktop palette.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from engine.core.i18n import number
from gui.i18n import tr

FILLS = {"proven": "#cdebd0", "attack": "#fbe0c3", "simulation": "#d6e4f5"}  # badge colours


def kinds() -> dict[str, tuple[str, str]]:
    """Each kind of number: its badge and what the badge means."""
    return {
        "proven": (tr("proven"), tr("Follows from mathematics; holds against any attacker.")),
        "attack": (
            tr("attack result"),
            tr("A real attack run on the release: it can show risk but never prove safety."),
        ),
        "simulation": (
            tr("simulation"),
            tr("What the release does to the program, simulated over repeated privatizations."),
        ),
    }


def format_number(value: float | None) -> str:
    """Plain rounding: counts of people with thousands separators, scores to 3 decimals."""
    if value is None or not math.isfinite(value):
        return "—"
    return number(value, ",.0f") if abs(value) >= 1000 else number(value, ".3f")


def format_spread(mean: float | None, sd: float | None) -> str:
    """mean ± sd in the mean's precision (0.714 ± 0.002, 707,850 ± 4,667)."""
    if mean is None or not math.isfinite(mean):
        return "—"
    if sd is None or not math.isfinite(sd):
        return format_number(mean)
    spread = number(sd, ",.0f") if abs(mean) >= 1000 else number(sd, ".3f")
    return f"{format_number(mean)} ± {spread}"


class ScoreCard(QFrame):
    """Title, badge, big value with ± spread, a plain-words meaning and the original-data
    value for comparison."""

    def __init__(self, title: str, kind: str, meaning: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        label, explanation = kinds()[kind]
        fill = FILLS[kind]

        self.title_label = QLabel(title)
        self.title_label.setObjectName("cardTitle")
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)

        self.badge = QLabel(label)
        self.badge.setObjectName("cardBadge")
        self.badge.setToolTip(explanation)
        self.badge.setStyleSheet(
            f"QLabel {{ background: {fill}; color: #222; border-radius: 8px; padding: 1px 8px; }}"
        )
        self.badge.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

        self.value_label = QLabel("—")
        self.value_label.setObjectName("cardValue")
        self.value_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = self.value_label.font()
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.value_label.setFont(big)

        self.detail_label = QLabel()
        self.detail_label.setObjectName("cardDetail")
        self.detail_label.setWordWrap(True)
        self.detail_label.setVisible(False)

        self.meaning_label = QLabel(meaning)
        self.meaning_label.setObjectName("cardMeaning")
        self.meaning_label.setWordWrap(True)

        self.baseline_label = QLabel()
        self.baseline_label.setObjectName("cardBaseline")
        self.baseline_label.setWordWrap(True)

        head = QHBoxLayout()
        head.addWidget(self.title_label, 1)
        head.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.value_label)
        layout.addWidget(self.meaning_label)
        layout.addWidget(self.detail_label)
        layout.addStretch(1)
        layout.addWidget(self.baseline_label)

    def set_value(
        self,
        mean: float | None,
        sd: float | None,
        baseline: str,
        detail: str = "",
        tooltip: str = "",
    ) -> None:
        """Show `mean ± sd`; `baseline` is the original data's value in words."""
        self.value_label.setText(format_spread(mean, sd))
        self.detail_label.setText(detail)
        self.detail_label.setVisible(bool(detail))
        self.baseline_label.setText(baseline)
        self.setToolTip(tooltip)

    def value_text(self) -> str:
        return self.value_label.text()

"""What the Load page shows before any data is open: PrivDesk in three sentences and its
six tasks, each with a one-line example and a button per bundled sample.

A first run then explains itself: one click opens a sample with its task and settings
filled in, and the wizard walks through it like through the user's own data.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine.tasks import REGISTRY
from gui.pages.load_jobs import SAMPLES, SAMPLES_DIR

INTRODUCTION = (
    "PrivDesk protects sensitive data about people before it leaves your hands, on this "
    "computer and never over the network. Open a table of people or households, or call "
    "records, and choose what the release is for. PrivDesk then attacks its own release and "
    "shows you how much risk is left and how useful the result still is, before you share "
    "anything."
)

# One line per task: what a field team would use it for.
EXAMPLES = {
    "targeting": "A cash-transfer program ranks households by consumption predicted from "
    "phone use, or a lender scores applicants.",
    "mobility": "An epidemic team shares daily movements between districts from call records.",
    "anonymize": "A census-like file with names and birth dates goes to a research partner.",
    "statistics": "Counts and mean incomes per district are published under a privacy budget.",
    "survey": "Enumerators ask about violence so that no recorded answer exposes anyone.",
    "model": "A lender shares a repayment model trained without memorising any applicant.",
}


def samples_by_task() -> dict[str, list[str]]:
    """Task key → the names of its bundled samples (`SAMPLES`), from each project file."""
    found: dict[str, list[str]] = {key: [] for key in REGISTRY}
    for name, (_, file_name) in SAMPLES.items():
        document = json.loads((SAMPLES_DIR / file_name).read_text(encoding="utf-8"))
        found.setdefault(document["task"]["kind"], []).append(name)
    return found


class WelcomePanel(QWidget):
    """The tasks with their examples; `sample_chosen(name)` when a sample button is clicked."""

    sample_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sample_buttons: dict[str, QPushButton] = {}
        intro = QLabel(INTRODUCTION, objectName="welcomeIntro")
        intro.setWordWrap(True)
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(10)
        samples = samples_by_task()
        for row, (key, info) in enumerate(REGISTRY.items()):
            title = QLabel(f"<b>{info.title}</b>")
            title.setToolTip(info.summary)
            example = QLabel(EXAMPLES[key])
            example.setWordWrap(True)
            buttons = QHBoxLayout()
            for name in samples[key]:
                label = SAMPLES[name][0]
                short = label.split(":")[0].split(" (")[0]  # "Credit scoring (3,000 …)"
                button = QPushButton(
                    f"Open sample: {short}" if len(samples[key]) > 1 else "Open sample"
                )
                button.setObjectName(f"{name}WelcomeButton")
                button.setToolTip(f"{label}. The task and its settings are filled in for you.")
                button.clicked.connect(lambda _=False, name=name: self.sample_chosen.emit(name))
                buttons.addWidget(button)
                self.sample_buttons[name] = button
            buttons.addStretch(1)
            grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(example, row, 1, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(buttons, row, 2, Qt.AlignmentFlag.AlignTop)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(intro)
        layout.addSpacing(8)
        layout.addWidget(QLabel("What do you want to do? Try a task on a sample:"))
        layout.addLayout(grid)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

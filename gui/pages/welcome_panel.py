"""What the Load page shows before any data is open: PrivDesk in three sentences and its
six tasks, each with a one-line example and a button per bundled sample.

A first run then explains itself: one click opens a sample with its task and settings
filled in, and the wizard walks through it like through the user's own data.
"""

from __future__ import annotations

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

from engine.tasks import REGISTRY, task_summary, task_title
from gui.i18n import tr
from gui.pages.load_jobs import SAMPLES, sample_label


def introduction() -> str:
    return tr(
        "PrivDesk protects sensitive data about people before it leaves your hands, on this "
        "computer and never over the network. Open a table of people or households, or call "
        "records, and choose what the release is for. PrivDesk then attacks its own release "
        "and shows you how much risk is left and how useful the result still is, before you "
        "share anything."
    )


def examples() -> dict[str, str]:
    """One line per task: what a field team would use it for."""
    return {
        "targeting": tr(
            "A cash-transfer program ranks households by consumption predicted from phone "
            "use, or a lender scores applicants."
        ),
        "mobility": tr(
            "An epidemic team shares daily movements between districts from call records."
        ),
        "anonymize": tr(
            "A census-like file with names and birth dates goes to a research partner."
        ),
        "statistics": tr(
            "Counts and mean incomes per district are published under a privacy budget."
        ),
        "survey": tr("Enumerators ask about violence so that no recorded answer exposes anyone."),
        "model": tr("A lender shares a repayment model trained without memorising any applicant."),
    }


def samples_by_task() -> dict[str, list[str]]:
    """Task key → the names of its bundled samples (`SAMPLES`)."""
    found: dict[str, list[str]] = {key: [] for key in REGISTRY}
    for name, (task, _) in SAMPLES.items():
        found.setdefault(task, []).append(name)
    return found


class WelcomePanel(QWidget):
    """The tasks with their examples; `sample_chosen(name)` when a sample button is clicked."""

    sample_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sample_buttons: dict[str, QPushButton] = {}
        intro = QLabel(introduction(), objectName="welcomeIntro")
        intro.setWordWrap(True)
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(10)
        samples, lines = samples_by_task(), examples()
        for row, key in enumerate(REGISTRY):
            title = QLabel(f"<b>{task_title(key)}</b>")
            title.setToolTip(task_summary(key))
            example = QLabel(lines[key])
            example.setWordWrap(True)
            buttons = QHBoxLayout()
            for name in samples[key]:
                label = sample_label(name)
                short = label.split(":")[0].split(" (")[0]  # "Credit scoring (3,000 …)"
                button = QPushButton(
                    tr("Open sample: {sample}").format(sample=short)
                    if len(samples[key]) > 1
                    else tr("Open sample")
                )
                button.setObjectName(f"{name}WelcomeButton")
                button.setToolTip(
                    tr("{sample}. The task and its settings are filled in for you.").format(
                        sample=label
                    )
                )
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
        layout.addWidget(QLabel(tr("What do you want to do? Try a task on a sample:")))
        layout.addLayout(grid)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

"""The survey design of an anonymize project, beside the roles table: which column is the
sampling weight, the household id, the stratum and the cluster (columns.weight,
columns.household, columns.strata, columns.cluster). One menu per role, each listing the
table's columns; the settings panel reads `roles()` when it writes the project."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from engine.tasks.anonymize.design import DESIGN_ROLES
from gui.i18n import tr
from gui.tasks.anonymize.settings_labels import design_labels
from gui.widgets.form_widgets import combo


def design_tips() -> dict[str, str]:
    """columns.<design role> → its tooltip."""
    return {
        "weight": tr("How many people in the population each record stands for; the risk "
                     "audit weighs records by it\nDetails: columns.weight"),
        "household": tr("The id shared by the members of a household; the risk audit and the "
                        "household variables group members by it\nDetails: columns.household"),
        "strata": tr("The stratum the sample was drawn in; PRAM and microaggregation work "
                     "within each stratum\nDetails: columns.strata"),
        "cluster": tr("The sampling cluster (e.g. the village or the enumeration area)"
                      "\nDetails: columns.cluster"),
    }  # fmt: skip


class SurveyDesignPanel(QGroupBox):
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Survey design"), parent, objectName="surveyDesignBox")
        grid = QGridLayout(self)
        self.menus = {}
        tips = design_tips()
        for i, role in enumerate(DESIGN_ROLES):  # two roles a row
            box = combo(f"design_{role}")
            box.setMinimumContentsLength(8)
            box.setToolTip(tips[role])
            box.currentIndexChanged.connect(self.changed)
            label = QLabel(design_labels()[role])
            label.setWordWrap(True)  # two lines rather than cut where the panel is narrow
            label.setBuddy(box)
            grid.addWidget(label, i // 2, 2 * (i % 2))
            grid.addWidget(box, i // 2, 2 * (i % 2) + 1)
            self.menus[role] = box

    def fill(self, design, columns: list[str]) -> None:
        """Show `design` (a Design) with the table's `columns` in every menu."""
        chosen = design.to_dict()
        for role, box in self.menus.items():
            box.blockSignals(True)
            box.clear()
            box.addItem("—", None)
            for name in columns:
                box.addItem(name, name)
            box.setCurrentIndex(max(box.findData(chosen.get(role)), 0))
            box.blockSignals(False)

    def roles(self) -> dict[str, str]:
        """columns.<design role> → column, for the roles chosen."""
        return {r: b.currentData() for r, b in self.menus.items() if b.currentData() is not None}

"""Step 5 of the anonymize task: risk before and after, side by side, with the plots.

One table puts the raw data's and the release's measures next to each other (uniques,
prosecutor / journalist / marketer risk, records above τ, homogeneity, the linkage attack);
the plots show the risk distribution, the class sizes and the information loss per
quasi-identifier; the released table's first rows are shown as written.
"""

from __future__ import annotations

import pandas as pd
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.tasks.anonymize.report import LINK_ROWS, RISK_ROWS
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.anonymize.plots import PLOTS, BarsPanel
from gui.widgets.form_widgets import wrapped_label
from gui.widgets.table_model import DataFrameModel

PREVIEW_ROWS = 200


def _view(name: str) -> tuple[QTableView, DataFrameModel]:
    model = DataFrameModel()
    view = QTableView(objectName=name)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view, model


def side_by_side(audits: dict) -> pd.DataFrame:
    """Measure, raw, released: risk, homogeneity, linkage and the privacy models."""
    rows = []
    risk, link, hom = audits["risk"], audits["linkage"], audits["homogeneity"]
    for key, label in RISK_ROWS:
        if key in risk["raw"]:
            rows.append((label, risk["raw"][key], risk["released"][key]))
    rows.append(("homogeneous classes (one sensitive value)", hom["raw"]["classes"],
                 hom["released"]["classes"]))  # fmt: skip
    for key, label in LINK_ROWS:
        if key in link["raw"]:
            rows.append((f"linkage: {label}", link["raw"][key], link["released"][key]))
    classifier = audits.get("classifier") or {}
    if "released" in classifier:
        for key in ("accuracy", "auc"):
            rows.append((f"classifier {key} on held-out raw rows ({classifier['target']})",
                         classifier["raw"][key], classifier["released"][key]))  # fmt: skip
    frame = pd.DataFrame(rows, columns=["measure", "raw data", "released"])
    for column in ("raw data", "released"):
        frame[column] = [f"{v:,.4g}" if isinstance(v, float) else f"{v:,}" for v in frame[column]]
    return frame


class AnonymizeAuditPage(WizardPage):
    title = "Audit"
    task_key = "anonymize"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.note = wrapped_label("anonymizeAuditNote")
        self.risk_view, self.risk_model = _view("riskTable")
        self.release_view, self.release_model = _view("releasedTable")
        self.tabs = QTabWidget(objectName="anonymizePlots")
        self.panels: list[BarsPanel] = []
        for title, y_label, _ in PLOTS:
            panel = BarsPanel(y_label)
            panel.setToolTip(title)
            self.panels.append(panel)
            self.tabs.addTab(panel, title.split(",")[0].split(" (")[0])
        risk = QGroupBox("Risk before and after (measured and attack results)")
        box = QVBoxLayout(risk)
        box.addWidget(self.risk_view)
        released = QGroupBox("Released table (first rows, as written)")
        box = QVBoxLayout(released)
        box.addWidget(self.release_view)
        top = QHBoxLayout()
        top.addWidget(risk, 1)
        top.addWidget(self.tabs, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addLayout(top, 3)
        layout.addWidget(released, 2)

    def enter(self) -> None:
        results = self.state.results
        if results is None:
            self.note.setText("Anonymize first (step 4).")
            return
        rel = results.release
        m = rel.measured
        self.note.setText(
            f"Released {len(rel.table):,} of {rel.qis.n:,} records in {m.classes:,} classes; "
            f"measured k = {m.k}, distinct l = {m.l_distinct}, t = {m.t:.3g}. Syntactic "
            "protection: no formal guarantee against other background knowledge."
        )
        self.release_model.set_frame(rel.table.head(PREVIEW_ROWS).astype(str))
        if results.audits is None:
            self.risk_model.set_frame(pd.DataFrame({"audit": ["turned off"]}))
            return
        self.risk_model.set_frame(side_by_side(results.audits))
        self.risk_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for panel, (_, _, draw) in zip(self.panels, PLOTS, strict=True):
            draw(panel, results.audits)

    def problem(self) -> str | None:
        return None if self.state.results is not None else "Anonymize first (step 4)."

"""Step 5 of the anonymize task: risk before and after, side by side, with the plots.

With survey design roles, the publication check comes first: global risk raw → released
against the 3 % threshold, and the survey risk measures head the table.
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

from engine.core.i18n import number
from engine.tasks.anonymize.homogeneity import homogeneity_warnings
from engine.tasks.anonymize.report import link_rows, release_warnings, risk_rows
from engine.tasks.anonymize.survey_risk import survey_rows, verdict
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.anonymize.plots import BarsPanel, plots
from gui.widgets.form_widgets import set_warning, wrapped_label
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
    sdc = audits.get("survey_risk") or {}
    for key, label in survey_rows() if sdc else ():  # the survey review's numbers first
        if key in sdc["raw"]:
            rows.append((label, sdc["raw"][key], sdc["released"][key]))
    risk, link, hom = audits["risk"], audits["linkage"], audits["homogeneity"]
    for key, label in risk_rows():
        if key in risk["raw"]:
            rows.append((label, risk["raw"][key], risk["released"][key]))
    rows.append((tr("homogeneous classes (one sensitive value)"), hom["raw"]["classes"],
                 hom["released"]["classes"]))  # fmt: skip
    for key, label in link_rows():
        if key in link["raw"]:
            measure = tr("linkage: {measure}").format(measure=label)
            rows.append((measure, link["raw"][key], link["released"][key]))
    classifier = audits.get("classifier") or {}
    if "released" in classifier:
        labels = {
            "accuracy": tr("classifier accuracy on held-out raw rows ({target})"),
            "auc": tr("classifier AUC on held-out raw rows ({target})"),
        }
        for key, label in labels.items():
            rows.append((label.format(target=classifier["target"]),
                         classifier["raw"][key], classifier["released"][key]))  # fmt: skip
    raw, released = tr("raw data"), tr("released")
    frame = pd.DataFrame(rows, columns=[tr("measure"), raw, released])
    for column in (raw, released):
        frame[column] = [
            number(v, ",.4g") if isinstance(v, float) else number(v, ",") for v in frame[column]
        ]
    return frame


class AnonymizeAuditPage(WizardPage):
    step = 4  # its title: "Audit" (gui.pages.base.step_titles)
    task_key = "anonymize"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.note = wrapped_label("anonymizeAuditNote")
        self.verdict = wrapped_label("surveyRiskVerdict")
        bold = self.verdict.font()
        bold.setBold(True)
        self.verdict.setFont(bold)
        self.verdict.setToolTip(tr("Publish survey microdata only when the released table's "
                                   "global risk is below 3 %"))  # fmt: skip
        self.risk_view, self.risk_model = _view("riskTable")
        self.release_view, self.release_model = _view("releasedTable")
        self.tabs = QTabWidget(objectName="anonymizePlots")
        self.panels: list[BarsPanel] = []
        for title, tab, y_label, _ in plots():
            panel = BarsPanel(y_label)
            panel.setToolTip(title)
            self.panels.append(panel)
            self.tabs.addTab(panel, tab)
        risk = QGroupBox(tr("Risk before and after (measured and attack results)"))
        box = QVBoxLayout(risk)
        box.addWidget(self.risk_view)
        released = QGroupBox(tr("Released table (first rows, as written)"))
        box = QVBoxLayout(released)
        box.addWidget(self.release_view)
        top = QHBoxLayout()
        top.addWidget(risk, 1)
        top.addWidget(self.tabs, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.verdict)
        layout.addLayout(top, 3)
        layout.addWidget(released, 2)

    def enter(self) -> None:
        results = self.state.results
        if results is None:
            self.note.setText(tr("Anonymize first (step 4)."))
            return
        rel = results.release
        m = rel.measured
        self.note.setText(
            tr(
                "Released {released} of {records} records in {classes} classes; measured "
                "k = {k}, distinct l = {l}, t = {t}. Syntactic protection: no formal guarantee "
                "against other background knowledge."
            ).format(
                released=number(len(rel.table), ","),
                records=number(rel.qis.n, ","),
                classes=number(m.classes, ","),
                k=number(m.k),
                l=number(m.l_distinct),
                t=number(m.t, ".3g"),
            )
        )
        self.release_model.set_frame(rel.table.head(PREVIEW_ROWS).astype(str))
        warnings = homogeneity_warnings(m.to_dict())  # as in the report and the manifest
        warnings += release_warnings(results.audits) if results.audits is not None else []
        set_warning(self.note, bool(warnings))
        if warnings:
            lines = [tr("Warning: {warning}").format(warning=w) for w in warnings]
            self.note.setText("\n".join([self.note.text(), *lines]))
        sdc = (results.audits or {}).get("survey_risk")
        self.verdict.setText(tr("Publication check: {verdict}").format(verdict=verdict(sdc))
                             if sdc else "")  # fmt: skip
        set_warning(self.verdict, bool(sdc) and not sdc["publishable"])
        if results.audits is None:
            self.risk_model.set_frame(pd.DataFrame({tr("audit"): [tr("turned off")]}))
            return
        self.risk_model.set_frame(side_by_side(results.audits))
        self.risk_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for panel, (_, _, _, draw) in zip(self.panels, plots(), strict=True):
            draw(panel, results.audits)

    def problem(self) -> str | None:
        return None if self.state.results is not None else tr("Anonymize first (step 4).")

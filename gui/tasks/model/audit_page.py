"""Step 5 of the model task: how good and how private the trained model is.

The accounting (σ, q, T, both ε), the held-out quality of the private model beside the
non-private one (accuracy, AUC, log loss, calibration error), the lending or targeting
measure, and the membership-inference attack against the bound MATH 9.6 gives for the
model's (ε, δ). Plots: calibration, and accuracy against ε from a sweep run here on the
worker thread (each ε trains once more on the data and is charged to this file's privacy
ledger with the model when it is exported, refused before any training if the sweep would
pass the limit; the page says what it costs and the file's total after it).
"""

from __future__ import annotations

import dataclasses
import math

import pandas as pd
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number, numbers_separator
from engine.privacy.dataset_ledger import summary_line
from engine.tasks.model import evaluate
from engine.tasks.model.report import models
from gui.dialogs import show_error
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.pages.task_privatize_page import task_results
from gui.state import WizardState
from gui.tasks.model.plots import CalibrationPanel, SweepPanel
from gui.widgets.form_widgets import parse_numbers, wrapped_label
from gui.widgets.table_model import DataFrameModel

SWEEP_VALUES = (0.25, 0.5, 1, 2, 4, 8)


def default_sweep() -> str:
    """The sweep's starting values as the language writes them: "0.25, 0.5, …" in English,
    "0,25 ; 0,5 ; …" where the decimal mark is a comma."""
    return numbers_separator().join(number(v) for v in SWEEP_VALUES)


def _view(name: str) -> tuple[QTableView, DataFrameModel]:
    model = DataFrameModel()
    view = QTableView(objectName=name)
    view.setModel(model)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.verticalHeader().setVisible(False)
    return view, model


def _fmt(value) -> str:
    if isinstance(value, str):
        return value
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "—"
    if isinstance(value, float):
        return number(value, ",.0f") if abs(value) >= 1000 else number(value, ".4g")
    return number(value, ",")


def quality_table(audits: dict) -> pd.DataFrame:
    rows = []
    labelled = models()
    for key, label in labelled:
        q = audits["quality"][key]
        rows.append((label, q["accuracy"], q["auc"], q["log_loss"], q["calibration_error"]))
    util = audits.get("utility")
    columns = [tr("model"), tr("accuracy"), "AUC", tr("log loss"), tr("calibration error")]
    frame = pd.DataFrame(rows, columns=columns)
    if util and util["kind"] == "credit":
        frame[tr("profit")] = [util.get(k, {}).get("profit") for k, _ in labelled]
    elif util and util["kind"] == "poverty":
        frame[tr("exclusion errors")] = [util.get(k, {}).get("exclusion_rate") for k, _ in labelled]
    return frame.map(_fmt)


def membership_table(audits: dict) -> pd.DataFrame:
    rows = []
    for key, label in models()[:2]:
        r = audits["membership"][key]
        low, high = number(r["auc_low"], ".3f"), number(r["auc_high"], ".3f")
        interval = f"{number(r['auc'], '.3f')} [{low}{numbers_separator()}{high}]"
        bounds = (_fmt(r["auc_bound"]), _fmt(r["advantage"]), _fmt(r["advantage_bound"]))
        rows.append((label, interval, *bounds))
    columns = [
        tr("model"),
        tr("attack AUC [95 %]"),
        tr("AUC bound"),
        tr("advantage"),
        tr("advantage bound"),
    ]
    return pd.DataFrame(rows, columns=columns)


def parse_epsilons(text: str) -> list[float]:
    """The ε values typed (`parse_numbers`: "0.5, 1, 2" or "0,5 ; 1 ; 2")."""
    try:
        values = parse_numbers(text)
    except ValueError:
        raise PrivDeskError(tr("type the ε values as numbers separated by commas")) from None
    if not values or any(not (0 < v <= 100) for v in values):
        raise PrivDeskError(tr("each ε must lie in (0, 100]"))
    return values


class ModelAuditPage(WizardPage):
    step = 4  # its title: "Audit" (gui.pages.base.step_titles)
    task_key = "model"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.note = wrapped_label("modelAuditNote")
        self.quality_view, self.quality_model = _view("modelQualityTable")
        self.member_view, self.member_model = _view("modelMembershipTable")
        self.calibration = CalibrationPanel()
        self.sweep_panel = SweepPanel()
        self.sweep_values = QLineEdit(default_sweep(), objectName="modelSweepValues")
        self.sweep_values.setToolTip(
            tr(
                "`main.py sweep --param epsilon --values …`: one private training per ε on the "
                "same split, each charged to this file's privacy ledger with the model when "
                "you export it (refused before any training if they would pass its limit)."
            )
        )
        self.sweep_button = QPushButton(tr("Sweep ε"), objectName="modelSweepButton")
        self.sweep_button.setToolTip(self.sweep_values.toolTip())
        self.sweep_button.clicked.connect(self.start_sweep)
        # the values stay readable; a long status wraps instead of squeezing them
        width = self.sweep_values.fontMetrics().horizontalAdvance(default_sweep())
        self.sweep_values.setMinimumWidth(width + 16)
        self.sweep_status = QLabel(objectName="modelSweepStatus", wordWrap=True)
        self.sweep_panel.controls.addWidget(QLabel(tr("ε values:")))
        self.sweep_panel.controls.addWidget(self.sweep_values, 1)
        self.sweep_panel.controls.addWidget(self.sweep_button)
        self.sweep_panel.controls.addWidget(self.sweep_status)
        self.tabs = QTabWidget(objectName="modelPlots")
        self.tabs.addTab(self.calibration, tr("Calibration"))
        self.tabs.addTab(self.sweep_panel, tr("Accuracy vs ε"))
        quality = QGroupBox(tr("Held-out quality: private vs non-private (measured)"))
        QVBoxLayout(quality).addWidget(self.quality_view)
        member = QGroupBox(
            tr("Membership inference, loss threshold (attack result vs proven bound)")
        )
        QVBoxLayout(member).addWidget(self.member_view)
        left = QVBoxLayout()
        left.addWidget(quality, 1)
        left.addWidget(member, 1)
        top = QHBoxLayout()
        top.addLayout(left, 3)
        top.addWidget(self.tabs, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addLayout(top, 1)
        self.runner = JobRunner(self)
        self.runner.succeeded.connect(self._sweep_done)
        self.runner.failed.connect(self._sweep_failed)
        self.runner.progress.connect(
            lambda f, message, *_: self.sweep_status.setText(f"{message}… {number(f, '.0%')}")
        )
        self.runner.started.connect(self.validity_changed.emit)
        self.runner.finished.connect(self._sweep_finished)

    def enter(self) -> None:
        results = task_results(self.state, "model")
        if results is None:
            self.note.setText(tr("Train the model first (step 4)."))
            return
        rel = results.release
        a = rel.accounting
        spent = tr(
            "Spent ε = {epsilon} (a second, looser count gives {epsilon_rdp}) at δ = {delta}: "
            "noise multiplier σ = {sigma}, sampling rate q = {q}, {steps} steps. Measures below "
            "are computed on the held-out rows for you; they are not covered by the "
            "guarantee."
        ).format(
            epsilon=number(a.epsilon, ".4g"),
            epsilon_rdp=number(a.epsilon_rdp, ".4g"),
            delta=number(a.delta, "g"),
            sigma=number(a.noise_multiplier, ".4g"),
            q=number(a.sampling_rate, ".4g"),
            steps=number(a.steps, ","),
        )
        dataset = {
            "spent_after": rel.charge.spent_after.to_dict(),
            "limit_epsilon": rel.project.budget.limit_epsilon,
        }
        charged = tr("Nothing is charged to this file's ledger before you export the model.")
        self.note.setText(f"{spent} {summary_line(dataset)} {charged}")
        audits = results.audits
        if audits is None:
            self.quality_model.set_frame(pd.DataFrame({tr("audit"): [tr("turned off")]}))
            self.member_model.set_frame(pd.DataFrame())
        else:
            self.quality_model.set_frame(quality_table(audits))
            if "membership" in audits:
                self.member_model.set_frame(membership_table(audits))
            else:
                self.member_model.set_frame(pd.DataFrame({tr("attack"): [tr("turned off")]}))
            self.calibration.show_quality(audits["quality"])
        self.sweep_panel.show_sweep(results.sweep)

    def problem(self) -> str | None:
        if task_results(self.state, "model") is None:
            return tr("Train the model first (step 4).")
        return None

    def busy(self) -> bool:
        return self.runner.running

    def start_sweep(self) -> None:
        results = task_results(self.state, "model")
        if results is None or self.runner.running:
            return
        try:
            values = parse_epsilons(self.sweep_values.text())
        except PrivDeskError as exc:
            show_error(self, tr("Cannot sweep"), str(exc))
            return
        project = results.release.project
        # charged with the model when it is exported, after it and the earlier sweeps
        after = (results.charges or (results.release.charge,))[-1]
        self._sweep_for = results
        self.sweep_button.setEnabled(False)
        self.runner.start(lambda ctx: evaluate.sweep(project, values, ctx, after))

    def _sweep_done(self, swept: tuple[pd.DataFrame, object]) -> None:
        if self.state.results is not self._sweep_for:
            self.sweep_status.setText(tr("The model changed meanwhile; sweep again."))
            return
        frame, charge = swept
        charges = (*self._sweep_for.charges, charge)
        self.state.set_results(dataclasses.replace(self._sweep_for, sweep=frame, charges=charges))
        spent = frame["epsilon_spent_so_far"].iloc[-1]
        text = tr(
            "Done: ε = {epsilon} in all, charged to this file's ledger with the model when you "
            "export it (then at ε = {total})."
        )
        total = frame["dataset_epsilon_spent"].iloc[-1]
        self.sweep_status.setText(
            text.format(epsilon=number(spent, ".3g"), total=number(total, ".4g"))
        )
        self.sweep_panel.show_sweep(frame)

    def _sweep_finished(self) -> None:
        self.sweep_button.setEnabled(True)
        self.validity_changed.emit()

    def _sweep_failed(self, message: str, details: str) -> None:
        self.sweep_status.setText(tr("Stopped."))
        show_error(self, tr("The sweep stopped"), message, details)

"""Step 3 of the model task: the privacy target, the training schedule, the audit, who is
protected (each row, or each household with at most B rows) and the dataset's limit.

Each field's tooltip names the project key it sets. Below the form, what this file's
privacy ledger has spent (every task's releases from it) and would have spent after this
training, with a warning when the training would pass the limit (the engine then refuses
it before any noise, as for statistics); then what the settings imply before any work: the
sampling rate q = L/N and the number of steps T = ⌈epochs/q⌉; σ is calibrated when
privatizing (it takes a few seconds). Edits are checked by the engine's project reader, so
the page shows the message the command line would.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from engine.core.errors import ParameterError, PrivDeskError
from engine.core.i18n import number
from engine.model.accounting import steps_for
from engine.privacy.dataset_ledger import DatasetBudget, spent_after, spent_so_far
from engine.statistics.privacy_unit import unit_ids
from engine.tasks.model.project import Audit, Training, Utility, model_project_from_dict
from engine.tasks.model.run import release_rows
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.widgets.delta_note import delta_choice, show_delta_note, table_rows
from gui.widgets.epsilon_warning import epsilon_warning_label, show_small_epsilon
from gui.widgets.form_widgets import (
    add_row,
    combo,
    double_spin,
    field_error,
    labels_of,
    ledger_limit_fields,
    select,
    set_warning,
    spin,
    wrapped_label,
)
from gui.widgets.privacy_unit_box import PrivacyUnitBox

KEY = "model"


def small_model() -> str:
    """What a small ε does to the model (its σ is calibrated only when it trains)."""
    return tr(
        "the training noise grows as ε shrinks, and the model may predict little better than "
        "always giving the most common answer (the audit measures it)"
    )


def schedules() -> dict[str, str]:
    """training.schedule: project key → label."""
    return {"constant": tr("Constant"), "decay": tr("Decaying (η/√(1 + epochs done))")}


def utilities() -> dict[str, str]:
    """utility.kind: project key → label."""
    return {
        "none": tr("None"),
        "credit": tr("Lending: profit at the break-even probability"),
        "poverty": tr("Targeting: exclusion errors at a budget share"),
    }


class ModelParametersPage(WizardPage):
    step = 2  # its title: "Set parameters" (gui.pages.base.step_titles)
    task_key = KEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self._problem: str | None = None
        # 0 can be typed, and is refused with the field's label (never put back silently)
        self.epsilon = double_spin("modelEpsilon", 0.0, 100, 2, 0.1)
        self.epsilon.setToolTip(
            tr("The privacy loss ε the training may spend\nDetails: training.epsilon")
        )
        self.delta = double_spin("modelDelta", 1e-12, 0.01, 12, 1e-7)
        self.delta.setToolTip(
            tr(
                "The small chance δ that the guarantee fails: far below 1/(number of rows); "
                "refused at 1/(number of rows)\nDetails: training.delta"
            )
        )
        self.delta_auto = QCheckBox(tr("automatic"), objectName="modelDeltaAuto")
        self.delta_auto.setToolTip(
            tr(
                "Automatic: at most 10⁻⁶ and at most 1/(number of rows)²"
                '\nDetails: training.delta = "auto"'
            )
        )
        self.deltaNote = wrapped_label("modelDeltaNote")
        self._delta_choice = None
        self.epochs = double_spin("modelEpochs", 0.1, 1000, 1, 1)
        self.epochs.setToolTip(
            tr("Passes over the data (more: more noise per step)\nDetails: training.epochs")
        )
        self.batch = spin("modelBatch", 1, 10_000_000, 32)
        self.batch.setToolTip(
            tr("The expected batch size L (Poisson sampling)\nDetails: training.batch_size")
        )
        self.clip = double_spin("modelClip", 0.01, 1000, 2, 0.1)
        self.clip.setToolTip(
            tr("Each example's gradient is cut to this norm C\nDetails: training.clip")
        )
        self.rate = double_spin("modelLearningRate", 0.001, 100, 3, 0.05)
        self.rate.setToolTip(tr("The step size η\nDetails: training.learning_rate"))
        self.schedule = combo("modelSchedule")
        for key, text in schedules().items():
            self.schedule.addItem(text, key)
        self.schedule.setToolTip(
            tr("Constant η or η/√(1 + epochs done)\nDetails: training.schedule")
        )
        self.l2 = double_spin("modelL2", 0, 100, 4, 0.001)
        self.l2.setToolTip(
            tr("Penalty λ on the weights (after the noise: free)\nDetails: training.l2")
        )
        self.test_share = double_spin("modelTestShare", 0.05, 0.5, 2, 0.05)
        self.test_share.setToolTip(
            tr(
                "Rows held out (never trained on) to measure quality and "
                "to serve as non-members in the membership attack\nDetails: training.test_share"
            )
        )
        self.utility = combo("modelUtility")
        for key, text in utilities().items():
            self.utility.addItem(text, key)
        self.utility.setToolTip(
            tr("What the model is for, measured on held-out rows\nDetails: utility.kind")
        )
        self.interest = double_spin("modelInterest", 0, 10, 3, 0.01)
        self.interest.setToolTip(
            tr(
                "The interest rate used to measure the lending profit"
                "\nDetails: utility.interest_rate"
            )
        )
        self.budget = double_spin("modelBudget", 0.01, 0.99, 2, 0.01)
        self.budget.setToolTip(
            tr("Share enrolled, highest probability first\nDetails: utility.budget_share")
        )
        self.audit_check = QCheckBox(tr("Run the audit after training"), objectName="modelAudit")
        self.audit_check.setToolTip(tr("Quality, comparison and attack\nDetails: audit.enabled"))
        self.membership_check = QCheckBox(
            tr("Membership-inference attack"), objectName="modelMembership"
        )
        self.membership_check.setToolTip(
            tr(
                "The loss-threshold attack on the private and the non-private "
                "model\nDetails: audit.membership"
            )
        )
        self.limit_check, self.limit_spin = ledger_limit_fields(
            tr("Refuse a release past a &total of"), "modelLimitCheck", "modelLimitSpin"
        )
        self.limit_spin.setToolTip(self.limit_check.toolTip())
        self.ledgerLabel = wrapped_label("modelLedgerLabel")  # spent so far
        self.spentLabel = wrapped_label("modelSpentLabel")  # after this training
        self.preview = wrapped_label("modelPreview")
        self.message = wrapped_label("modelParametersMessage")

        privacy = QGroupBox(tr("Privacy"))
        form = QFormLayout(privacy)
        # Long labels (French) go above their field rather than widen the window.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        add_row(form, tr("Privacy loss &ε:"), self.epsilon)
        self.epsilonWarning = epsilon_warning_label()
        form.addRow(self.epsilonWarning)
        delta_row = QHBoxLayout()
        delta_row.setContentsMargins(0, 0, 0, 0)
        delta_row.addWidget(self.delta_auto)
        delta_row.addWidget(self.delta, 1)
        delta_widget = QWidget()
        delta_widget.setLayout(delta_row)
        add_row(form, tr("&δ:"), delta_widget, self.delta)
        form.addRow(self.deltaNote)
        add_row(form, tr("Gradient &clip C:"), self.clip)
        training = QGroupBox(tr("Training"))
        form = QFormLayout(training)
        add_row(form, tr("E&pochs:"), self.epochs)
        add_row(form, tr("Expected &batch size:"), self.batch)
        add_row(form, tr("Learning &rate η:"), self.rate)
        add_row(form, tr("&Schedule:"), self.schedule)
        add_row(form, tr("L2 &penalty λ:"), self.l2)
        add_row(form, tr("&Held-out share:"), self.test_share)
        audit = QGroupBox(tr("Audit and use"))
        form = QFormLayout(audit)
        form.addRow(self.audit_check)
        form.addRow(self.membership_check)
        add_row(form, tr("Program &measure:"), self.utility)
        add_row(form, tr("&Interest rate ρ:"), self.interest)
        add_row(form, tr("B&udget share:"), self.budget)
        row = QHBoxLayout()
        row.addWidget(privacy, 1)
        row.addWidget(training, 1)
        row.addWidget(audit, 1)
        ledger = QGroupBox(tr("This file's privacy ledger"))
        ledger_layout = QVBoxLayout(ledger)
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.limit_check)
        limit_row.addWidget(self.limit_spin)
        limit_row.addStretch(1)
        ledger_layout.addLayout(limit_row)
        ledger_layout.addWidget(self.ledgerLabel)
        ledger_layout.addWidget(self.spentLabel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        self.unit_box = PrivacyUnitBox(advice=False)
        self.unit_box.setToolTip(
            tr(
                "Training then samples whole units, and each unit's summed gradient is cut "
                "to C: a larger B keeps more rows of the larger units"
            )
        )
        layout.addWidget(self.unit_box)
        layout.addWidget(ledger)
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        layout.addStretch(1)
        for box in (self.epsilon, self.delta, self.epochs, self.clip, self.rate, self.l2,
                    self.test_share, self.interest, self.budget, self.limit_spin):  # fmt: skip
            box.valueChanged.connect(self._commit)
        self.batch.valueChanged.connect(self._commit)
        for box in (self.schedule, self.utility):
            box.currentIndexChanged.connect(self._commit)
        for check in (self.audit_check, self.membership_check, self.limit_check, self.delta_auto):
            check.toggled.connect(self._commit)
        self.unit_box.edited.connect(self._commit)

    def enter(self) -> None:
        project = self.project
        if project is None:
            self._problem = tr("Choose the target and features first (step 2).")
            self.message.setText(self._problem)
            return
        self._filling = True
        try:
            t, u, a = project.training, project.utility, project.audit
            self.epsilon.setValue(t.epsilon)
            self.delta_auto.setChecked(t.delta == "auto")
            if t.delta != "auto":
                self.delta.setValue(t.delta)
            self.epochs.setValue(t.epochs)
            self.batch.setValue(t.batch_size)
            self.clip.setValue(t.clip)
            self.rate.setValue(t.learning_rate)
            select(self.schedule, t.schedule)
            self.l2.setValue(t.l2)
            self.test_share.setValue(t.test_share)
            select(self.utility, u.kind)
            self.interest.setValue(u.interest_rate)
            self.budget.setValue(u.budget_share)
            self.audit_check.setChecked(a.enabled)
            self.membership_check.setChecked(a.membership)
            self.limit_check.setChecked(project.budget.limit_epsilon is not None)
            self.limit_spin.setValue(project.budget.limit_epsilon or 2.0)
            table = self.state.table
            columns = [] if table is None else [str(c) for c in table.frame.columns]
            self.unit_box.load(project.privacy_unit, columns)
        finally:
            self._filling = False
        self._commit()

    def leave(self) -> None:
        self._commit()

    def problem(self) -> str | None:
        return self._problem

    def _fields(self) -> dict:
        """Project key → the field that sets it (its label names it in messages)."""
        fields = {
            "epsilon": self.epsilon, "delta": self.delta, "epochs": self.epochs,
            "batch_size": self.batch, "clip": self.clip, "learning_rate": self.rate,
            "test_share": self.test_share, "l2": self.l2,
        }  # fmt: skip
        return {f"training.{key}": field for key, field in fields.items()} | self.unit_box.fields()

    def _commit(self) -> None:
        project = self.project
        if self._filling or project is None:
            return
        delta = "auto" if self.delta_auto.isChecked() else self.delta.value()
        self.delta.setEnabled(delta != "auto")
        training = Training(
            self.epsilon.value(), delta, self.epochs.value(), self.batch.value(),
            self.clip.value(), self.rate.value(), self.test_share.value(),
            self.schedule.currentData(), self.l2.value(),
        )  # fmt: skip
        utility = Utility(self.utility.currentData(), self.interest.value(), self.budget.value())
        audit = Audit(self.audit_check.isChecked(), self.membership_check.isChecked(),
                      project.audit.seed, project.audit.bootstrap)  # fmt: skip
        self.membership_check.setEnabled(audit.enabled)
        self.limit_spin.setEnabled(self.limit_check.isChecked())
        limit = self.limit_spin.value() if self.limit_check.isChecked() else None
        b = project.budget
        budget = DatasetBudget(b.ledger, limit, b.limit_delta, b.ledger_delta)
        document = project.to_dict()
        document["training"] = {k: getattr(training, k) for k in Training.__dataclass_fields__}
        document["utility"] = {k: getattr(utility, k) for k in Utility.__dataclass_fields__}
        document["audit"] = {k: getattr(audit, k) for k in Audit.__dataclass_fields__}
        document["budget"] = budget.to_dict()
        document["privacy_unit"] = self.unit_box.value()
        unit = project.privacy_unit
        try:
            unit = model_project_from_dict(document, project.input.path.parent).privacy_unit
            table = self.state.table
            if unit.column is not None and table is not None and not table.head_only:
                unit_ids(table.frame, unit, table.path)  # blank ids: refused by row
            self._check_batch(training)
            self._show_delta(delta)
        except PrivDeskError as exc:
            self._problem = field_error(exc, labels_of(self._fields()))
            self.message.setText(f"⚠ {self._problem}")
            set_warning(self.message, True)
        else:
            self._problem = None
            self.message.setText("")
            set_warning(self.message, False)
            self.state.update_project(KEY, training=training, utility=utility, audit=audit,
                                      budget=budget, privacy_unit=unit)  # fmt: skip
        self.unit_box.show_state(self.project.privacy_unit, training.epsilon, None)
        show_small_epsilon(self.epsilonWarning, self.epsilon, training.epsilon, small_model())
        self._show_ledger()
        self._show_preview(training)
        self.validity_changed.emit()

    def _show_ledger(self) -> None:
        """What this file's ledger holds, and after this training at its target ε (σ is
        calibrated later: the accountant's ε is at most the target)."""
        project, table = self.project, self.state.table
        if project is None or table is None:
            self.ledgerLabel.setText("")
            self.spentLabel.setText("")
            return
        project = project.resolved(len(table.frame))[0]  # δ and δ_L for this table's rows
        file = (project.budget, table.sha256, table.path.name)
        text, warning = spent_so_far(*file)
        self.ledgerLabel.setText(text)
        set_warning(self.ledgerLabel, warning)
        text, over = spent_after(*file, release_rows(project), at_most=True)
        self.spentLabel.setText(text)
        set_warning(self.spentLabel, over)

    def _training_rows(self, t: Training) -> int | None:
        table = self.state.table
        if table is None:
            return None
        return len(table.frame) - max(1, round(t.test_share * len(table.frame)))

    def _check_batch(self, t: Training) -> None:
        rows = self._training_rows(t)
        if rows is not None and t.batch_size >= rows:
            raise ParameterError(
                "training.batch_size",
                tr("must be below the {rows} training rows, got {batch}").format(
                    rows=number(rows, ","), batch=number(t.batch_size, ",")
                ),
            )

    def _show_delta(self, delta) -> None:
        """training.delta by the one rule for this table (refused at 1/n), with its note."""
        self._delta_choice = None
        self.deltaNote.setText("")
        self._delta_choice = delta_choice(delta, table_rows(self.state.table), "training.delta")
        show_delta_note(self.deltaNote, delta, self._delta_choice)
        if self._delta_choice is not None and delta == "auto":
            self.delta.blockSignals(True)
            self.delta.setValue(self._delta_choice.delta)
            self.delta.blockSignals(False)

    def _show_preview(self, t: Training) -> None:
        n_train = self._training_rows(t)
        if n_train is None or t.batch_size >= n_train or self._delta_choice is None:
            self.preview.setText("")
            return
        q = t.batch_size / n_train
        steps = steps_for(t.epochs, q)
        text = tr(
            "{rows} training rows: each step samples every row with probability q = {q} "
            "(about {batch} rows), {steps} steps in all. The noise multiplier σ is calibrated "
            "to spend at most ε = {epsilon} at δ = {delta} when you privatize (by a tight "
            "accountant)."
        ).format(
            rows=number(n_train, ","),
            q=number(q, ".4g"),
            batch=number(t.batch_size, ","),
            steps=number(steps, ","),
            epsilon=number(t.epsilon, "g"),
            delta=number(self._delta_choice.delta, "g"),
        )
        self.preview.setText(text)

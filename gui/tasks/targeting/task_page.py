"""Step 2: what the data will be used for, which fixes the utility the audit simulates.

The page checks the data against the chosen task with the engine's own validation, so a
problem (a text value in a feature column, a target that is not 0/1) is named here, with
its file, column and row, before any privatization starts. Features or a target that look
like identifiers (phone numbers, e-mails, ID codes, names; the engine decides) are named
with a warning, and Next waits until the user changes their roles or confirms them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.core.identifiers import IdentifierHint
from engine.data.readers import LoadedTable
from engine.data.roles import ColumnRoles, identifier_like_roles, prepare_targeting_data
from engine.tasks.targeting.project import TaskSpec
from engine.utility.credit import break_even_probability
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.widgets.sections import fill_with_scroll

MAX_POPULATION = 2_000_000_000
# Above this many rows the column checks run on a worker thread, so a role change never
# freezes the window (a 2 M-row table takes about half a second to check).
BACKGROUND_CHECK_ROWS = 200_000


def poverty_text() -> str:
    return tr(
        "A model predicts each household's consumption from the released features and enrols "
        "the poorest share. PrivDesk measures how many truly poor people the release would "
        "exclude."
    )


def credit_text() -> str:
    return tr(
        "A model predicts from the released features whether each applicant will repay, and "
        "the lender approves those likely to. PrivDesk measures how much of the lender's "
        "profit the release keeps."
    )


def loan_amount_missing() -> str:
    return tr(
        "Credit scoring needs a loan-amount column: go back to Load data and set that "
        "column's role to “Loan amount”."
    )


def allow_identifiers_text() -> str:
    return tr("Use these columns anyway (I checked they are not identifiers)")


def checking_text() -> str:
    return tr("Checking the columns…")


def identifier_warning(hints: list[IdentifierHint]) -> str:
    """Plain words for identifier-like columns the engine found among features and target."""
    sentences = " ".join(hint.describe() for hint in hints)
    if len(hints) == 1:
        advice = tr(
            "Privatizing it as a number protects nothing and helps no model: go back to Load "
            "data and set its role to “Identifier” (tokenized in the release) or “Drop”. If "
            "you checked that it is a real measurement, tick “{allow}”."
        )
    else:
        advice = tr(
            "Privatizing them as numbers protects nothing and helps no model: go back to "
            "Load data and set their roles to “Identifier” (tokenized in the release) or "
            "“Drop”. If you checked that they are real measurements, tick “{allow}”."
        )
    return f"{sentences} {advice.format(allow=allow_identifiers_text())}"


class TaskPage(WizardPage):
    """Choose the targeting task and its program settings."""

    step = 1  # its title: "Choose task" (gui.pages.base.step_titles)
    task_key = "targeting"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._checked: (
            tuple[LoadedTable, ColumnRoles, str, list[IdentifierHint], str | None] | None
        ) = None
        self._active = False  # between enter() and leave(): the controls hold the edits
        self._checker = self._new_checker()
        self._checks_running = 0  # background checks started and not yet finished
        self._build()
        self._show_task(state.projects["targeting"].task)
        state.changed.connect(self._state_changed)

    # --- layout ------------------------------------------------------------------------------

    def _build(self) -> None:
        self.poverty_radio = QRadioButton(tr("&Poverty targeting"))
        self.poverty_radio.setObjectName("povertyRadio")
        self.poverty_radio.setToolTip(
            tr(
                "Cash transfers to the poorest: the target is consumption or another welfare "
                "measure (lower means poorer)."
            )
        )
        self.credit_radio = QRadioButton(tr("C&redit scoring"))
        self.credit_radio.setObjectName("creditRadio")
        self.credit_radio.setToolTip(
            tr(
                "Micro-loans: the target is 1 if the loan was repaid and 0 if not; a "
                "loan-amount column is needed."
            )
        )
        self.task_group = QButtonGroup(self)
        self.task_group.addButton(self.poverty_radio)
        self.task_group.addButton(self.credit_radio)

        self.budget_spin = QDoubleSpinBox()
        self.budget_spin.setObjectName("budgetSpin")
        self.budget_spin.setRange(1.0, 99.0)
        self.budget_spin.setDecimals(1)
        self.budget_spin.setSingleStep(1.0)
        self.budget_spin.setSuffix(" %")
        self.budget_spin.setValue(29.0)
        self.budget_spin.setToolTip(
            tr(
                "The share of households the budget can enrol. The program enrols the "
                "households the model predicts to be poorest, up to this share; the same share "
                "by true consumption counts as “truly poor”."
            )
        )
        self.population_spin = QSpinBox()
        self.population_spin.setObjectName("populationSpin")
        self.population_spin.setRange(0, MAX_POPULATION)
        self.population_spin.setSingleStep(1000)
        self.population_spin.setGroupSeparatorShown(True)
        self.population_spin.setSpecialValueText(tr("Not given"))
        self.population_spin.setToolTip(
            tr(
                "How many people the program covers nationally (e.g. {example} for Togo's "
                "adults); scales exclusion errors to a national count. Leave at 0 (“Not "
                "given”) to report shares only."
            ).format(example=number(4_950_000, ","))
        )

        self.interest_spin = QDoubleSpinBox()
        self.interest_spin.setObjectName("interestSpin")
        self.interest_spin.setRange(0.0, 500.0)
        self.interest_spin.setDecimals(1)
        self.interest_spin.setSuffix(" %")
        self.interest_spin.setToolTip(
            tr(
                "Interest the lender earns on a repaid loan. A defaulted loan loses the amount "
                "plus the interest; together they set the profit of each decision."
            )
        )
        self.break_even_check = QCheckBox(tr("Lend at break-&even"))
        self.break_even_check.setObjectName("breakEvenCheck")
        self.break_even_check.setToolTip(
            tr(
                "Approve an applicant when the predicted chance of repayment makes the "
                "expected profit positive: the usual choice. Untick to set your own approval "
                "threshold."
            )
        )
        self.threshold_spin = QDoubleSpinBox()
        self.threshold_spin.setObjectName("thresholdSpin")
        self.threshold_spin.setRange(0.0, 100.0)
        self.threshold_spin.setDecimals(1)
        self.threshold_spin.setSuffix(" %")
        self.threshold_spin.setToolTip(
            tr("Approve a loan when the model's predicted chance of repayment is at least this.")
        )
        self.break_even_text = QLabel()
        self.break_even_text.setObjectName("breakEvenText")
        self.break_even_text.setWordWrap(True)

        poverty_form = QFormLayout()
        poverty_form.addRow(tr("B&udget: share enrolled"), self.budget_spin)
        poverty_form.addRow(tr("Popu&lation (optional)"), self.population_spin)
        self.poverty_settings = QWidget()
        self.poverty_settings.setLayout(poverty_form)

        threshold_row = QHBoxLayout()
        threshold_row.addWidget(self.break_even_check)
        threshold_row.addWidget(self.threshold_spin)
        threshold_row.addStretch(1)
        credit_form = QFormLayout()
        credit_form.addRow(tr("&Interest rate"), self.interest_spin)
        credit_form.addRow(tr("Approval threshold"), threshold_row)
        credit_form.addRow(self.break_even_text)
        self.credit_settings = QWidget()
        self.credit_settings.setLayout(credit_form)

        for form in (poverty_form, credit_form):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for spin in (self.budget_spin, self.interest_spin, self.threshold_spin):
            spin.setMinimumWidth(110)
        self.population_spin.setMinimumWidth(160)

        targeting = QGroupBox(tr("Targeting / eligibility data"))
        targeting.setToolTip(
            tr(
                "Privatize the features a program uses to decide who receives cash or a loan, "
                "and audit what the release costs in privacy and in accuracy."
            )
        )
        layout = QVBoxLayout(targeting)
        for radio, text, settings in (
            (self.poverty_radio, poverty_text(), self.poverty_settings),
            (self.credit_radio, credit_text(), self.credit_settings),
        ):
            layout.addWidget(radio)
            description = QLabel(text)
            description.setWordWrap(True)
            description.setContentsMargins(24, 0, 0, 0)
            layout.addWidget(description)
            settings.layout().setContentsMargins(24, 4, 0, 8)
            layout.addWidget(settings)

        self.check_label = QLabel()
        self.check_label.setObjectName("taskCheck")
        self.check_label.setWordWrap(True)
        self.check_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.identifier_check = QCheckBox(allow_identifiers_text())
        self.identifier_check.setObjectName("allowIdentifierCheck")
        self.identifier_check.setToolTip(
            tr(
                "Only if the columns named above really are measurements (e.g. amounts that "
                "happen to be all different). Saved in the project as “allow_identifier_like”."
            )
        )
        self.identifier_check.setVisible(False)

        content = QWidget()
        column = QVBoxLayout(content)
        column.addWidget(targeting)
        column.addWidget(self.check_label)
        column.addWidget(self.identifier_check)
        column.addStretch(1)
        fill_with_scroll(self, content)

        self.poverty_radio.toggled.connect(self._controls_changed)
        self.break_even_check.toggled.connect(self._threshold_mode_changed)
        self.identifier_check.toggled.connect(self._controls_changed)
        self.interest_spin.valueChanged.connect(self._show_break_even)
        for spin in (self.budget_spin, self.population_spin, self.threshold_spin):
            spin.valueChanged.connect(self._controls_changed)

    # --- wizard contract -----------------------------------------------------------------------

    def enter(self) -> None:
        self._active = True
        self._show_task(self.project.task)
        self._controls_changed()

    def leave(self) -> None:
        self._active = False
        self.state.update_project(self.task_key, task=self.task())

    def _state_changed(self) -> None:
        """While another page is shown, follow the state (a sample or project sets the task),
        so `problem` judges the task the user will see."""
        if not self._active and self.task() != self.project.task:
            self._show_task(self.project.task)
            self._controls_changed()

    def problem(self) -> str | None:
        if self.state.table is None:
            return tr("Open a data file on the Load data page first.")
        roles = self.project.columns
        if not roles.features:
            return tr("Choose at least one feature column on the Load data page.")
        if roles.target is None:
            return tr(
                "Choose the target column on the Load data page (what the program predicts, "
                "e.g. consumption or repayment)."
            )
        utility = self.task().utility
        if utility == "credit" and self.project.columns.loan_amount is None:
            return loan_amount_missing()
        hints, verdict = self._checks(self.state.table, self.project.columns, utility)
        if hints and not self.identifier_check.isChecked():
            return identifier_warning(hints)
        return verdict

    # --- reading and showing the task ------------------------------------------------------------

    def task(self) -> TaskSpec:
        """The task as set on the page (written to the state on leaving)."""
        population = self.population_spin.value()
        threshold = None
        if not self.break_even_check.isChecked():
            threshold = round(self.threshold_spin.value() / 100.0, 6)
        return TaskSpec(
            kind="targeting",
            utility="credit" if self.credit_radio.isChecked() else "poverty",
            budget_share=round(self.budget_spin.value() / 100.0, 6),
            population=population if population > 0 else None,
            interest_rate=round(self.interest_spin.value() / 100.0, 6),
            approval_threshold=threshold,
            allow_identifier_like=self.identifier_check.isChecked(),
        )

    def _show_task(self, task: TaskSpec) -> None:
        widgets = (
            self.poverty_radio,
            self.credit_radio,
            self.budget_spin,
            self.population_spin,
            self.interest_spin,
            self.break_even_check,
            self.threshold_spin,
            self.identifier_check,
        )
        for widget in widgets:
            widget.blockSignals(True)
        self.identifier_check.setChecked(task.allow_identifier_like)
        (self.credit_radio if task.utility == "credit" else self.poverty_radio).setChecked(True)
        self.budget_spin.setValue(task.budget_share * 100.0)
        self.population_spin.setValue(int(min(task.population or 0, MAX_POPULATION)))
        self.interest_spin.setValue(task.interest_rate * 100.0)
        self.break_even_check.setChecked(task.approval_threshold is None)
        threshold = task.approval_threshold
        if threshold is None:
            threshold = break_even_probability(task.interest_rate)
        self.threshold_spin.setValue(threshold * 100.0)
        for widget in widgets:
            widget.blockSignals(False)
        self._threshold_mode_changed()

    def _controls_changed(self) -> None:
        credit = self.credit_radio.isChecked()
        self.poverty_settings.setEnabled(not credit)
        self.credit_settings.setEnabled(credit)
        self._show_check()
        self.validity_changed.emit()

    def _threshold_mode_changed(self) -> None:
        at_break_even = self.break_even_check.isChecked()
        self.threshold_spin.setEnabled(not at_break_even)
        if at_break_even:
            self.threshold_spin.blockSignals(True)
            self.threshold_spin.setValue(break_even_probability(self._interest()) * 100.0)
            self.threshold_spin.blockSignals(False)
        self._show_break_even()
        self._controls_changed()

    def _show_break_even(self) -> None:
        break_even = break_even_probability(self._interest())
        if self.break_even_check.isChecked():
            self.threshold_spin.blockSignals(True)
            self.threshold_spin.setValue(break_even * 100.0)
            self.threshold_spin.blockSignals(False)
        self.break_even_text.setText(
            tr(
                "At {interest} % interest a loan breaks even when the applicant's chance of "
                "repaying is {chance} %; lending at break-even approves every applicant above "
                "that."
            ).format(
                interest=number(self.interest_spin.value(), "g"),
                chance=number(100 * break_even, ".1f"),
            )
        )

    def _interest(self) -> float:
        return self.interest_spin.value() / 100.0

    def _show_check(self) -> None:
        """Tell the user which columns the task will use, or what stops it."""
        problem = self.problem()
        hints = self._identifier_hints()
        self.identifier_check.setVisible(bool(hints))
        if problem is not None:
            self.check_label.setText(f"⚠ {problem}")
            return
        roles = self.project.columns
        counts = {
            "rows": number(len(self.state.table.frame), ","),
            "features": number(len(roles.features), ","),
            "target": roles.target,
        }
        if self.credit_radio.isChecked():
            text = tr(
                "✓ The data are ready: {rows} rows, {features} feature columns, target "
                "“{target}”, loan amount “{loan}”."
            ).format(loan=roles.loan_amount, **counts)
        else:
            text = tr(
                "✓ The data are ready: {rows} rows, {features} feature columns, target “{target}”."
            ).format(**counts)
        if hints:
            names = ", ".join(f"“{hint.column}”" for hint in hints)
            confirmed = (
                tr(
                    "⚠ You confirmed that {names} is not an identifier: it will be privatized "
                    "as a number."
                )
                if len(hints) == 1
                else tr(
                    "⚠ You confirmed that {names} are not identifiers: they will be privatized "
                    "as numbers."
                )
            )
            text += "\n" + confirmed.format(names=names)
        self.check_label.setText(text)

    def _identifier_hints(self) -> list[IdentifierHint]:
        if self.state.table is None:
            return []
        return self._checks(self.state.table, self.project.columns, self.task().utility)[0]

    def _checks(
        self, table: LoadedTable, roles: ColumnRoles, utility: str
    ) -> tuple[list[IdentifierHint], str | None]:
        """The engine's identifier-like columns among the features and target, and its
        verdict on everything else, remembered until an input changes.

        On a small table both run here on the UI thread; on a large one on a worker, and
        the page says it is checking until they are done. The identifier detector looks at
        ≤ 5,000 sampled values per column and counts a column exactly only when its sample
        already looks like identifiers; the cache runs each check once per table, roles
        and task.
        The cache holds the table itself (not only its id) so a new table can never be
        mistaken for a freed one at the same address.
        """
        cached = self._checked
        if cached is not None and cached[0] is table and cached[1:3] == (roles, utility):
            return cached[3], cached[4]
        if len(table.frame) < BACKGROUND_CHECK_ROWS:
            self._checks_done((table, roles, utility, *column_checks(table, roles, utility)))
            return self._checked[3], self._checked[4]
        if not self._checks_running:
            if self._checker.running:  # the last check has reported; its thread is ending
                self._checker = self._new_checker()
            key = (table, roles, utility)
            self._checks_running += 1
            self._checker.start(lambda ctx: (*key, *column_checks(*key)))
        return [], checking_text()

    def _new_checker(self) -> JobRunner:
        """A runner for background checks. The UI thread never waits for one: a check
        started while the last one's thread is still ending gets a runner of its own."""
        checker = JobRunner(self)
        checker.succeeded.connect(self._checks_done)
        checker.finished.connect(self._checker_finished)
        return checker

    def _checks_done(self, checked: tuple) -> None:
        self._checked = checked

    def _checker_finished(self) -> None:
        """A background check ended: show its verdict (or check the roles chosen since)."""
        self._checks_running -= 1
        if self._active:
            self._show_check()
        self.validity_changed.emit()


def column_checks(
    table: LoadedTable, roles: ColumnRoles, utility: str
) -> tuple[list[IdentifierHint], str | None]:
    """The identifier-like columns among the features and target, and the engine's verdict
    on everything else (None: ready)."""
    hints = identifier_like_roles(table.frame, roles, utility)
    try:
        # The identifier-like columns are judged above, with the user's confirmation.
        prepare_targeting_data(table, roles, utility=utility, allow_identifier_like=True)
    except PrivDeskError as exc:
        return hints, str(exc)
    return hints, None

"""Step 4: privatize (and audit) on a worker thread, with progress, time left and Cancel.

The page only orchestrates engine jobs (`engine.tasks.targeting.run`); results reach the shared
state only when the whole job succeeded, so a cancelled or failed run leaves nothing
behind. The input file is never touched.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.tasks.targeting import run
from engine.tasks.targeting.preview import preview_setting
from gui.dialogs import show_error
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.state import TargetingResults, WizardState
from gui.tasks.targeting.guarantee_panel import goal_text
from gui.tasks.targeting.parameters_page import mechanism_label
from gui.widgets.delta_note import delta_value_text
from gui.widgets.form_widgets import set_warning

PROGRESS_STEPS = 1000


def press_privatize() -> str:
    """What the page asks for while there is no result (it blocks Next)."""
    return tr("Press Privatize to create the release.")


class PrivatizePage(WizardPage):
    """Summary of what will happen, the Privatize button, progress and Cancel."""

    task_key = "targeting"

    step = 3

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.runner = JobRunner(self)
        self._running = False
        self._job_settings = None
        self._started = 0.0
        self._estimate: tuple[float, float] | None = None  # (monotonic time, seconds left)
        self._build()
        self.runner.progress.connect(self._on_progress)
        self.runner.succeeded.connect(self._on_succeeded)
        self.runner.failed.connect(self._on_failed)
        self.runner.cancelled.connect(self._on_cancelled)
        self.runner.started.connect(lambda: self._on_running_changed(True))
        self.runner.finished.connect(lambda: self._on_running_changed(False))
        self.state.results_cleared.connect(self._show_idle)

    def _build(self) -> None:
        self.fileLabel = value_label("fileLabel")
        self.rowsLabel = value_label("rowsLabel")
        self.mechanismLabel = value_label("mechanismLabel")
        self.guaranteeLabel = value_label("guaranteeLabel")
        self.goalLabel = value_label("goalLabel")
        self.afterLabel = value_label("afterLabel")
        summary = QFormLayout()
        summary.addRow(tr("Data file:"), self.fileLabel)
        summary.addRow(tr("Rows and features:"), self.rowsLabel)
        summary.addRow(tr("Mechanism:"), self.mechanismLabel)
        summary.addRow(tr("Proven guarantee:"), self.guaranteeLabel)
        summary.addRow(tr("Accuracy goal:"), self.goalLabel)
        summary.addRow(tr("Afterwards:"), self.afterLabel)
        note = QLabel(
            tr(
                "The original file is never changed. The release uses fresh randomness from "
                "the operating system; nothing is written to disk until you export."
            )
        )
        note.setWordWrap(True)
        summary.addRow(note)
        summary_box = QGroupBox(tr("What will happen"))
        summary_box.setLayout(summary)

        self.privatizeButton = QPushButton(tr("&Privatize"), objectName="privatizeButton")
        self.privatizeButton.setToolTip(
            tr(
                "Privatize every row with the chosen parameters, then run the audits if they "
                "are turned on. The window stays usable; Cancel stops the job and keeps "
                "nothing."
            )
        )
        self.cancelButton = QPushButton(tr("&Cancel"), objectName="cancelButton")
        self.cancelButton.setToolTip(tr("Stop the running job. Nothing is kept."))
        self.cancelButton.setEnabled(False)
        self.privatizeButton.clicked.connect(self.start)
        self.cancelButton.clicked.connect(self.cancel)
        self.progressBar = QProgressBar(objectName="progressBar")
        self.progressBar.setRange(0, PROGRESS_STEPS)
        self.progressBar.setValue(0)
        self.timeLabel = QLabel(objectName="timeLabel")
        self.statusLabel = QLabel(objectName="statusLabel")
        self.statusLabel.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.privatizeButton)
        buttons.addWidget(self.cancelButton)
        buttons.addStretch(1)
        run_layout = QVBoxLayout()
        run_layout.addLayout(buttons)
        run_layout.addWidget(self.progressBar)
        run_layout.addWidget(self.timeLabel)
        run_layout.addWidget(self.statusLabel)
        run_box = QGroupBox(tr("Run"))
        run_box.setLayout(run_layout)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(summary_box)
        layout.addWidget(run_box)
        layout.addStretch(1)

        self._clock = QTimer(self)  # elapsed time keeps moving between progress reports
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._show_time)

    # --- the page contract -------------------------------------------------------------------

    def enter(self) -> None:
        self._show_summary()
        if not self._running:
            self._show_idle()

    def problem(self) -> str | None:
        if self._running:
            return tr("Privatizing…")
        return None if self._has_result() else press_privatize()

    def busy(self) -> bool:
        return self._running

    # --- running -----------------------------------------------------------------------------

    def start(self) -> None:
        """Privatize (and audit, if turned on) the state's settings on the worker thread."""
        if self._running or self.runner.running:
            return
        job = self._job()
        if job is None:
            return
        self._job_settings = self._settings()
        self._started = time.monotonic()
        self._estimate = None
        self.progressBar.setValue(0)
        self.statusLabel.setText(tr("Starting…"))
        self._show_time()
        self.runner.start(job)  # emits started() at once, on this thread
        self._clock.start()

    # --- what a task plugs in (the mobility page overrides these) ----------------------------

    def _job(self):
        """The job to run, or None after telling the user why it cannot start."""
        try:
            project = self.state.project_to_save()
        except ValueError:
            show_error(self, tr("Cannot privatize"), tr("Load a data file first (step 1)."))
            return None
        table = self.state.table
        audit_on = project.audit.enabled

        def job(ctx: JobContext):
            ctx.report(0.0, tr("Checking the data"))
            data = run.load_data(project, table=table)
            outcome = run.privatize(project, data, ctx.sub(0.0, 0.1 if audit_on else 1.0))
            audit_outcome = run.audit(outcome, ctx.sub(0.1, 1.0)) if audit_on else None
            return outcome, audit_outcome

        return job

    def _settings(self) -> tuple:
        """What a result depends on: a result is kept only if none of it changed (the data
        by identity, since a new table may hold equal values from another file)."""
        try:
            return id(self.state.table), self.state.table, self.state.project_to_save()
        except ValueError:
            return (None,)

    def _keep(self, result) -> None:
        outcome, audit_outcome = result
        self.state.set_results(TargetingResults(outcome, audit_outcome))

    def _has_result(self) -> bool:
        return self.state.results is not None

    def _audited(self) -> bool:
        return self.state.results is not None and self.state.results.audit is not None

    def cancel(self) -> None:
        if self._running:
            self.runner.cancel()
            self.cancelButton.setEnabled(False)
            self.statusLabel.setText(tr("Cancelling…"))

    def _on_running_changed(self, running: bool) -> None:
        self._running = running
        self.privatizeButton.setEnabled(not running)
        self.cancelButton.setEnabled(running)
        if not running:
            self._clock.stop()
        self.validity_changed.emit()

    def _on_progress(self, fraction: float, message: str, elapsed: float, remaining: float):
        if not self._running:
            return  # a late report from a job that has already ended
        self.progressBar.setValue(round(fraction * PROGRESS_STEPS))
        if message:
            self.statusLabel.setText(f"{message}…")
        self._estimate = (time.monotonic(), remaining) if remaining >= 0 else None
        self._show_time()

    def _on_succeeded(self, result) -> None:
        now, then = self._settings(), self._job_settings
        if now[0] != then[0] or now[-1] != then[-1]:  # a project opened or reset meanwhile
            self.statusLabel.setText(
                tr(
                    "The settings changed while the job ran, so its result was not kept. "
                    "Press Privatize again."
                )
            )
            self.progressBar.setValue(0)
            return
        self.progressBar.setValue(PROGRESS_STEPS)
        self._keep(result)
        self._show_time(final=True)
        self._show_done()

    def _on_failed(self, message: str, details: str) -> None:
        self.progressBar.setValue(0)
        self.statusLabel.setText(tr("Stopped: {error}").format(error=message))
        show_error(self, tr("Privatization failed"), message, details)

    def _on_cancelled(self) -> None:
        self.progressBar.setValue(0)
        self.timeLabel.setText("")
        self.statusLabel.setText(tr("Cancelled — nothing was kept."))

    # --- display -----------------------------------------------------------------------------

    def _show_summary(self) -> None:
        table, mechanism = self.state.table, self.project.mechanism
        if table is None:
            for label in (self.fileLabel, self.rowsLabel, self.mechanismLabel):
                label.setText("—")
            self.guaranteeLabel.setText(tr("Load a data file first (step 1)."))
            self.goalLabel.setText("—")
            self.afterLabel.setText("—")
            return
        rows, features = len(table.frame), len(self.project.columns.features)
        self.fileLabel.setText(str(table.path.name))
        self.fileLabel.setToolTip(str(table.path))
        self.rowsLabel.setText(
            tr("{rows} rows, {features} feature columns privatized").format(
                rows=number(rows, ","), features=number(features, ",")
            )
        )
        self.mechanismLabel.setText(mechanism_summary(mechanism, rows))
        try:
            preview = preview_setting(mechanism, rows, features, self.state.accuracy_goal)
        except PrivDeskError as exc:
            self.guaranteeLabel.setText(tr("Invalid settings: {error}").format(error=exc))
            self.goalLabel.setText("—")
            set_warning(self.goalLabel, False)
        else:
            self.guaranteeLabel.setText(preview.guarantee.describe())
            goal = goal_text(preview, self.state.accuracy_goal, mechanism.r)
            self.goalLabel.setText(goal)
            set_warning(self.goalLabel, goal.startswith("⚠"))
        audit = self.project.audit
        self.afterLabel.setText(
            tr(
                "{simulations} audit simulations: attacks on the release and what it does to "
                "the program."
            ).format(simulations=number(audit.simulations, ","))
            if audit.enabled
            else tr("No audit (turned off in the exact parameters).")
        )

    def _show_idle(self) -> None:
        if self._running:
            return
        if self._has_result():
            self._show_done()
            return
        self.progressBar.setValue(0)
        self.timeLabel.setText("")
        self.privatizeButton.setText(tr("&Privatize"))
        self.statusLabel.setText(tr("Ready. Press Privatize to create the release."))
        if self.isVisible():
            self._show_summary()

    def _show_done(self) -> None:
        self.progressBar.setValue(PROGRESS_STEPS)
        self.privatizeButton.setText(tr("&Privatize again"))
        self.statusLabel.setText(
            tr("Done — the release is ready and audited. Next: review the audit.")
            if self._audited()
            else tr("Done — the release is ready.")
        )

    def _show_time(self, final: bool = False) -> None:
        if not (self._running or final):
            return
        elapsed = time.monotonic() - self._started
        if final:
            self.timeLabel.setText(tr("Finished in {time}.").format(time=duration(elapsed)))
            return
        if self._estimate is None:
            self.timeLabel.setText(
                tr("{elapsed} elapsed, estimating the time left…").format(elapsed=duration(elapsed))
            )
            return
        reported, remaining = self._estimate
        left = max(0.0, remaining - (time.monotonic() - reported))
        self.timeLabel.setText(
            tr("{elapsed} elapsed, about {left} left").format(
                elapsed=duration(elapsed), left=duration(left)
            )
        )


def mechanism_summary(spec, rows: int) -> str:
    """One line naming the mechanism and its parameters as the user set them."""
    label = mechanism_label(spec.name)
    if spec.name == "mondrian":
        return f"{label}, k = {number(spec.k_anonymity)}"
    delta = delta_value_text(spec.delta, rows)
    parts = [
        label,
        f"ε = {number(spec.epsilon, 'g')}",
        f"δ = {delta}",
        f"r = {number(spec.r, 'g')}",
    ]
    if spec.name == "projection":
        parts.insert(
            1, tr("tight calibration") if spec.calibration == "tight" else tr("paper-faithful")
        )
        parts.append(f"k = {number(spec.k, ',')}")
    if spec.components:
        parts.append(
            tr("{components} private components (ε₂ = {epsilon})").format(
                components=spec.components, epsilon=number(spec.epsilon2, "g")
            )
        )
    if spec.partitions > 1:
        parts.append(tr("{parts} parts").format(parts=spec.partitions))
    return ", ".join(parts)


def duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 90:
        return f"{seconds} s"
    minutes, rest = divmod(seconds, 60)
    if minutes < 90:
        return f"{minutes} min {rest:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def value_label(name: str) -> QLabel:
    label = QLabel(objectName=name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label

"""Step 5: what the release protects and what it costs the program.

Shows the audit the Privatize step ran (cards and plots) and, on demand, a sweep over r
that draws the trade-off curve. All numbers come from the engine; the sweep runs on the
job runner so the window stays responsive and can be cancelled.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from engine.tasks.targeting.evaluate import DEFAULT_R_GRID, sweep
from gui.dialogs import show_error
from gui.i18n import tr
from gui.jobs import JobRunner
from gui.pages.base import WizardPage
from gui.state import Sweep, WizardState
from gui.tasks.targeting.plots import (
    DistributionPlot,
    InferenceBars,
    TradeoffPlot,
    tradeoff_records,
)
from gui.widgets.score_card import ScoreCard, format_number, format_spread

K_ANONYMITY_GRID = (2, 3, 5, 10, 20, 50)  # Mondrian has no r: sweep its k instead


def _sd(spread) -> float | None:
    """No ± for a single run: its sd of 0 would claim a precision nobody measured."""
    return spread.sd if spread.n > 1 else None


def _duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds >= 60:
        return tr("{minutes} min {seconds} s").format(
            minutes=seconds // 60, seconds=f"{seconds % 60:02d}"
        )
    return tr("{seconds} s").format(seconds=seconds)


class AuditPage(WizardPage):
    task_key = "targeting"
    step = 4  # its title: "Audit" (gui.pages.base.step_titles)

    def __init__(
        self,
        state: WizardState,
        parent: QWidget | None = None,
        sweep_values: tuple[float, ...] | None = None,
    ) -> None:
        super().__init__(state, parent)
        self.sweep_values = sweep_values  # None: DEFAULT_R_GRID (tests use a shorter grid)
        self._sweeping = False
        self.sweep_runner = JobRunner(self)
        self.sweep_runner.progress.connect(self._sweep_progress)
        self.sweep_runner.succeeded.connect(self._sweep_succeeded)
        self.sweep_runner.failed.connect(self._sweep_failed)
        self.sweep_runner.cancelled.connect(self._sweep_cancelled)

        self.note = QLabel()
        self.note.setObjectName("auditNote")
        self.note.setWordWrap(True)

        self.singling_card = ScoreCard(
            tr("Singling-out protection"),
            "attack",
            tr("Share of people an attacker could not pick out as unique from the release."),
        )
        self.singling_card.setObjectName("singlingCard")
        self.inference_card = ScoreCard(
            tr("Attribute-inference protection"),
            "attack",
            tr(
                "How well the release resists guessing one of a person's values from the "
                "others (worst column)."
            ),
        )
        self.inference_card.setObjectName("inferenceCard")
        self.distinguishing_card = ScoreCard(
            tr("Distinguishing protection"),
            "proven",
            tr(
                "How hard it is, in the worst case, to tell whether any one person's row was "
                "changed."
            ),
        )
        self.distinguishing_card.setObjectName("distinguishingCard")
        self.utility_card = ScoreCard(tr("Program utility"), "simulation", "")
        self.utility_card.setObjectName("utilityCard")
        self.cards = QWidget()
        grid = QGridLayout(self.cards)
        grid.setContentsMargins(0, 0, 0, 0)
        for column, card in enumerate(
            (self.singling_card, self.inference_card, self.distinguishing_card, self.utility_card)
        ):
            grid.addWidget(card, 0, column)
            grid.setColumnStretch(column, 1)
        self.caveat = QLabel()
        self.caveat.setObjectName("auditCaveat")
        self.caveat.setWordWrap(True)

        self.sweep_button = QPushButton(tr("Run sweep"))
        self.sweep_button.setObjectName("sweepButton")
        self.sweep_button.setToolTip(
            tr(
                "Privatize and audit again at several values of r to draw the trade-off curve "
                "(the released data is not changed)."
            )
        )
        self.sweep_button.clicked.connect(self.start_sweep)
        self.sweep_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.sweep_progress = QProgressBar()
        self.sweep_progress.setObjectName("sweepProgress")
        self.sweep_progress.setRange(0, 1000)
        self.sweep_progress.setTextVisible(False)
        self.sweep_time = QLabel()
        self.sweep_time.setObjectName("sweepTimeLabel")
        self.sweep_cancel = QPushButton(tr("Cancel"))
        self.sweep_cancel.setObjectName("sweepCancelButton")
        self.sweep_cancel.clicked.connect(self.cancel_sweep)
        sweep_row = QHBoxLayout()
        sweep_row.addWidget(self.sweep_button)
        sweep_row.addWidget(self.sweep_progress, 1)
        sweep_row.addWidget(self.sweep_time)
        sweep_row.addWidget(self.sweep_cancel)
        sweep_row.addStretch(0)
        self._show_sweep_running(False)

        self.tradeoff_plot = TradeoffPlot()
        self.distribution_plot = DistributionPlot()
        self.inference_plot = InferenceBars()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("auditTabs")
        self.tabs.addTab(self.tradeoff_plot, tr("Trade-off"))
        self.tabs.addTab(self.distribution_plot, tr("Before / after"))
        self.tabs.addTab(self.inference_plot, tr("Inference risk per column"))

        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.cards)
        layout.addWidget(self.caveat)
        layout.addLayout(sweep_row)
        layout.addWidget(self.tabs, 1)

    # --- page contract ---------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()

    def problem(self) -> str | None:
        return None if self.state.results is not None else tr("Privatize first.")

    def busy(self) -> bool:
        return self._sweeping

    # --- showing results -------------------------------------------------------------------

    def _release_and_audit(self):
        """The current release and its audit (None, None before privatizing)."""
        results = self.state.results
        return (None, None) if results is None else (results.release, results.audit)

    def refresh(self) -> None:
        """Fill cards and plots from the state."""
        release, audit = self._release_and_audit()
        self.sweep_button.setEnabled(release is not None and not self._sweeping)
        if release is None:
            self.note.setText(
                tr("Privatize the data first; the audit of the release appears here.")
            )
            self.note.show()
            self.cards.hide()
            self.caveat.hide()
            for plot in (self.tradeoff_plot, self.distribution_plot, self.inference_plot):
                plot.clear()
            return
        if audit is None:
            self.note.setText(
                tr(
                    "Audits were turned off for this release, so there are no attack results "
                    "or program simulations to show. Turn them on in the Parameters step and "
                    "privatize again, or run a sweep below to audit a range of settings."
                )
            )
            self.note.show()
            self.cards.hide()
            self.caveat.hide()
        else:
            self.note.hide()
            self.cards.show()
            self.caveat.show()
            self._fill_cards()
        self._fill_plots()

    def _fill_cards(self) -> None:
        release, audit = self._release_and_audit()
        base, ev = audit.baseline, audit.evaluation
        runs = tr("mean ± standard deviation over {n} privatizations").format(
            n=number(ev.simulations, ",")
        )
        if ev.simulations < 2:  # Mondrian is deterministic: one run, no spread to show
            runs = tr("one run (the mechanism is deterministic)")
        so = ev.singling_out
        self.singling_card.set_value(
            so.mean,
            _sd(so),
            tr("Original data: {value} (share of people who are not unique)").format(
                value=format_number(base.nonunique_fraction)
            ),
            tooltip=runs,
        )
        inf = ev.inference
        self.inference_card.set_value(
            None if inf is None else inf.mean,
            None if inf is None else _sd(inf),
            tr("Original data: {value}").format(value=format_number(base.inference_protection)),
            tooltip=runs,
        )
        di = ev.distinguishing
        self.distinguishing_card.set_value(
            di.mean,
            _sd(di),
            tr("Original data: 0 (by definition)"),
            tooltip=tr(
                "Computed from the noise the mechanism adds, not from an attack; {runs}"
            ).format(runs=runs),
        )
        task = release.project.task
        utility, original = ev.utility, base.utility
        card = self.utility_card
        if task.utility == "credit":
            card.title_label.setText(tr("Program utility — relative profit"))
            card.meaning_label.setText(
                tr(
                    "Share of the lender's profit on the original data that the release keeps "
                    "(1 = all of it)."
                )
            )
            rp = utility.get("relative_profit")
            card.set_value(
                None if rp is None else rp.mean,
                None if rp is None else _sd(rp),
                tr("Original data: 1 (by definition), profit {profit}").format(
                    profit=format_number(original["profit"])
                ),
                detail=tr("Profit: {profit}").format(
                    profit=format_spread(utility["profit"].mean, _sd(utility["profit"]))
                ),
                tooltip=runs,
            )
        else:
            card.title_label.setText(tr("Program utility — targeting accuracy"))
            card.meaning_label.setText(
                tr("Share of people the program classifies correctly as eligible or not.")
            )
            acc = utility["accuracy"]
            key = "national_exclusion_errors" if task.population else "exclusion_rate"
            spread = utility[key]
            values = {
                "accuracy": format_number(original["accuracy"]),
                "value": format_number(original[key]),
                "spread": format_spread(spread.mean, _sd(spread)),
            }
            if task.population:
                baseline = tr(
                    "Original data: accuracy {accuracy}, eligible people left out nationally "
                    "{value} people"
                )
                detail = tr("Eligible people left out nationally: {spread} people")
            else:
                baseline = tr("Original data: accuracy {accuracy}, exclusion-error rate {value}")
                detail = tr("Exclusion-error rate: {spread}")
            card.set_value(
                acc.mean,
                _sd(acc),
                baseline.format(**values),
                detail=detail.format(**values),
                tooltip=runs,
            )
        spread = (
            tr("± is the standard deviation over {n} independent privatizations.").format(
                n=number(ev.simulations, ",")
            )
            if ev.simulations > 1
            else tr("The mechanism is deterministic, so one run is shown, without a spread.")
        )
        caveat = tr(
            "Protection runs from 0 (none) to 1 (the attack learns nothing). Attack results can "
            "show risk but never prove its absence."
        )
        self.caveat.setText(f"{spread} {caveat}")

    def _fill_plots(self) -> None:
        release, audit = self._release_and_audit()
        task = release.project.task
        parameter, records, swept = tradeoff_records(self.state)
        self.tradeoff_plot.set_records(records, parameter, task.utility, task.population, swept)
        if not records:
            self.tradeoff_plot.hint.setText(tr("Run sweep to draw the curve."))
            self.tradeoff_plot.hint.show()
        self.distribution_plot.set_tables(release.data.features, release.table)
        if audit is not None:
            self.inference_plot.set_rows(
                audit.evaluation.inference_per_column, audit.baseline.inference_protection
            )
        else:
            self.inference_plot.set_rows(())

    # --- the sweep -------------------------------------------------------------------------

    def sweep_grid(self) -> tuple[str, tuple[float, ...]]:
        """The parameter and values to sweep for the released mechanism."""
        spec = self.state.results.release.project.mechanism
        if spec.name == "mondrian":
            return "k_anonymity", tuple(self.sweep_values or K_ANONYMITY_GRID)
        return "r", tuple(self.sweep_values or DEFAULT_R_GRID)

    def start_sweep(self) -> None:
        release, audit = self._release_and_audit()
        if release is None or self._sweeping:
            return
        parameter, values = self.sweep_grid()
        prepared, spec = release.prepared, release.project.mechanism
        baseline = None if audit is None else audit.baseline
        rng = np.random.default_rng(self.project.audit.seed)

        def job(ctx):
            result = sweep(prepared, spec, parameter, values, rng, ctx, baseline=baseline)
            return release, parameter, result

        self._sweeping = True
        self._show_sweep_running(True)
        self.sweep_progress.setValue(0)
        self.sweep_time.setText(tr("Starting…"))
        self.validity_changed.emit()
        self.sweep_runner.start(job)

    def cancel_sweep(self) -> None:
        if self._sweeping:
            self.sweep_cancel.setEnabled(False)
            self.sweep_time.setText(tr("Stopping…"))
            self.sweep_runner.cancel()

    def _sweep_progress(self, fraction: float, message: str, elapsed: float, remaining: float):
        self.sweep_progress.setValue(int(fraction * 1000))
        if remaining >= 0:
            text = tr("{message} — {elapsed} elapsed, about {remaining} left").format(
                message=message, elapsed=_duration(elapsed), remaining=_duration(remaining)
            )
        else:
            text = tr("{message} — {elapsed} elapsed").format(
                message=message, elapsed=_duration(elapsed)
            )
        self.sweep_time.setText(text)

    def _sweep_succeeded(self, result) -> None:
        release, parameter, (baseline, rows) = result
        self._finish_sweep("")
        results = self.state.results
        if results is not None and results.release is release:  # still the current results
            self.state.set_results(
                dataclasses.replace(results, sweep=Sweep(parameter, baseline, rows))
            )
            self.refresh()

    def _sweep_failed(self, message: str, details: str) -> None:
        self._finish_sweep(tr("The sweep stopped."))
        show_error(self, tr("The sweep stopped"), message, details)

    def _sweep_cancelled(self) -> None:
        self._finish_sweep(tr("Sweep cancelled; nothing was kept."))

    def _finish_sweep(self, text: str) -> None:
        self._sweeping = False
        self._show_sweep_running(False)
        self.sweep_time.setText(text)
        self.sweep_time.setVisible(bool(text))
        self.sweep_button.setEnabled(self.state.results is not None)
        self.validity_changed.emit()

    def _show_sweep_running(self, running: bool) -> None:
        self.sweep_button.setEnabled(not running)
        self.sweep_progress.setVisible(running)
        self.sweep_time.setVisible(running)
        self.sweep_cancel.setVisible(running)
        self.sweep_cancel.setEnabled(running)

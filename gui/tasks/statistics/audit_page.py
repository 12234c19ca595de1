"""Step 5 of the statistics task: the released cells with their intervals, what the noise
did to them, the attacks on the user's own data, and this file's privacy ledger (which
can be exported to attach to a data-sharing agreement)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.writers import write_table_atomic
from engine.tasks.statistics.manifest import statement
from gui.dialogs import show_error
from gui.pages.base import WizardPage
from gui.pages.task_privatize_page import TaskResults, task_results
from gui.state import WizardState
from gui.tasks.statistics.plots import CellsChart, DifferencingPlot, ReconstructionPlot
from gui.widgets.form_widgets import wrapped_label
from gui.widgets.sections import scroll_area
from gui.widgets.table_model import DataFrameModel


def _table_view(name: str, model: DataFrameModel) -> QTableView:
    view = QTableView(objectName=name)
    view.setModel(model)
    view.setAlternatingRowColors(True)
    return view


class StatisticsAuditPage(WizardPage):
    title = "Audit"
    task_key = "statistics"

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self.guaranteeLabel = wrapped_label("guaranteeLabel")
        self.warningsLabel = wrapped_label("warningsLabel")
        self.cells_chart = CellsChart()
        self.cells_model = DataFrameModel()
        self.errorsLabel = wrapped_label("cellErrorsLabel")
        cells = QWidget()
        cells_layout = QVBoxLayout(cells)
        cells_layout.addWidget(self.cells_chart, 3)
        cells_layout.addWidget(self.errorsLabel)
        cells_layout.addWidget(_table_view("cellsTable", self.cells_model), 2)

        self.reconstruction_plot = ReconstructionPlot()
        self.reconstructionLabel = wrapped_label("reconstructionLabel")
        rec = QWidget()
        rec_layout = QVBoxLayout(rec)
        rec_layout.addWidget(self.reconstructionLabel)
        rec_layout.addWidget(self.reconstruction_plot, 1)

        self.differencing_plot = DifferencingPlot()
        self.differencingLabel = wrapped_label("differencingLabel")
        dif = QWidget()
        dif_layout = QVBoxLayout(dif)
        dif_layout.addWidget(self.differencingLabel)
        dif_layout.addWidget(self.differencing_plot, 1)

        self.ledger_model = DataFrameModel()
        self.ledgerLabel = wrapped_label("datasetLedgerLabel")
        self.export_ledger_button = QPushButton("Export ledger…", objectName="exportLedgerButton")
        self.export_ledger_button.setToolTip(
            "Save this file's whole privacy ledger (every release, ε, δ, ρ, status) as CSV "
            "or XLSX, to attach to a data-sharing agreement."
        )
        self.export_ledger_button.clicked.connect(self._export_ledger)
        led = QWidget()
        led_layout = QVBoxLayout(led)
        led_layout.addWidget(self.ledgerLabel)
        led_layout.addWidget(_table_view("ledgerTable", self.ledger_model), 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_ledger_button)
        led_layout.addLayout(row)

        self.tabs = QTabWidget(objectName="auditTabs")
        self.tabs.addTab(cells, "Released cells")
        self.tabs.addTab(rec, "Reconstruction attack")
        self.tabs.addTab(dif, "Differencing attack")
        self.tabs.addTab(led, "Privacy ledger")
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.guaranteeLabel)
        layout.addWidget(self.warningsLabel)
        layout.addWidget(self.tabs, 1)
        self.tabs.setMinimumHeight(560)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll_area(content, horizontal=False))  # labels wrap in a scroll area

    def _results(self) -> TaskResults | None:
        return task_results(self.state, "statistics")

    def enter(self) -> None:
        self.refresh()

    def problem(self) -> str | None:
        return None if self._results() is not None else "Privatize first (step 4)."

    def refresh(self) -> None:
        results = self._results()
        if results is None:
            self.guaranteeLabel.setText("Privatize first (step 4).")
            return
        release, audits = results.release, results.audits or {}
        self.guaranteeLabel.setText(statement(release))
        warnings = sorted({w for r in release.results for w in r.warnings})
        self.warningsLabel.setText("\n".join(f"⚠ {w}" for w in warnings))
        self.cells_chart.set_table(release.table)
        self.cells_model.set_frame(release.table.drop(columns=["query", "statistic"]))
        errors = (audits.get("cell_errors") or {}).get("rows", [])
        self.errorsLabel.setText(
            "What this release's noise did (measured against the raw values, never "
            "released): "
            + "; ".join(
                f"{r['query']}: median |error| {r['median_abs_error']:.4g}"
                + (
                    f", {r['interval_coverage']:.0%} of intervals hold the raw value"
                    if r["interval_coverage"] is not None
                    else ""
                )
                for r in errors
            )
            if errors
            else "No audit was run (turned off in Set parameters)."
        )
        checks = [
            f"{r.query.label}: {r.clipped:,} clipped, {r.left_out:,} left out"
            for r in release.results
            if r.clipped or r.left_out
        ]
        if checks:
            self.errorsLabel.setText(
                self.errorsLabel.text()
                + "\nValues clipped to the declared bounds and rows left out (raw counts, for "
                "you): " + "; ".join(checks)
            )
        rec = audits.get("reconstruction")
        self.reconstruction_plot.set_record(rec)
        self.reconstructionLabel.setText(
            f"{rec['rows']} people sampled from '{rec['column']}'. Raw subset sums let a "
            f"least-squares attack recover {rec['points'][-1]['raw_recovered']:.0%} of them "
            f"with {rec['points'][-1]['queries']} queries; with Laplace noise at total "
            f"ε = {rec['epsilon']:g}: {rec['points'][-1]['private_recovered']:.0%}, against "
            f"{rec['baseline']:.0%} by guessing the majority value for everyone. "
            f"{rec['kind_of_number']}"
            if rec
            else "The reconstruction attack was not run (choose a binary column on the "
            "Set parameters step)."
        )
        dif = audits.get("differencing")
        self.differencing_plot.set_record(dif)
        self.differencingLabel.setText(
            f"Raw sums over {dif['rows']:,} people and over all but one give that person's "
            f"'{dif['column']}' {'exactly' if dif['raw_recovers_exactly'] else 'approximately'}. "
            f"Each sum released with Laplace noise (β = {dif['noise_scale']:.4g}): the "
            f"attacker's error has sd {dif['error_sd']:.4g}, 95 % within ± "
            f"{dif['half_width_95']:.4g}; the person spent ε = {dif['person_spent']:g}."
            if dif
            else "The differencing attack was not run (choose a column in Set parameters)."
        )
        ledger = release.dataset_ledger
        after = release.spent_after
        self.ledgerLabel.setText(
            f"{len({e.release_id for e in ledger.entries})} release(s) from "
            f"{release.file_name}; spent ε = {after.epsilon:.4g}, δ = {after.delta:.3g} "
            f"({after.method}). Ledger in {release.ledger_location}: {ledger.path}"
        )
        self.ledger_model.set_frame(release.ledger_table())

    def _export_ledger(self) -> None:
        results = self._results()
        if results is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, "Export the privacy ledger", "privacy_ledger.csv", "CSV (*.csv);;Excel (*.xlsx)"
        )
        if not name:
            return
        try:
            write_table_atomic(results.release.ledger_table(), Path(name))
        except PrivDeskError as exc:
            show_error(self, "Cannot export the ledger", str(exc))

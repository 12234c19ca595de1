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
from engine.core.i18n import number
from engine.core.writers import write_table_atomic
from engine.privacy.dataset_ledger import location_title, method_title
from engine.statistics.queries import noise_title
from engine.statistics.release_rows import NOISE_ONLY, RATIO, WITH_SAMPLING
from engine.tasks.statistics.texts import (
    attack_note,
    cell_text,
    guarantee_text,
    warning_text,
)
from gui.dialogs import show_error
from gui.i18n import tr
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
    step = 4  # its title: "Audit" (gui.pages.base.step_titles)
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
        self.export_ledger_button = QPushButton(
            tr("&Export ledger…"), objectName="exportLedgerButton"
        )
        self.export_ledger_button.setToolTip(
            tr(
                "Save this file's whole privacy ledger (every release recorded so far, ε, δ, "
                "ρ, status) as CSV or XLSX, to attach to a data-sharing agreement. This "
                "release is recorded when you export it (step 6)."
            )
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
        self.tabs.addTab(cells, tr("Released cells"))
        self.tabs.addTab(rec, tr("Reconstruction attack"))
        self.tabs.addTab(dif, tr("Differencing attack"))
        self.tabs.addTab(led, tr("Privacy ledger"))
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
        return None if self._results() is not None else tr("Privatize first (step 4).")

    def refresh(self) -> None:
        results = self._results()
        if results is None:
            self.guaranteeLabel.setText(tr("Privatize first (step 4)."))
            return
        release, audits = results.release, results.audits or {}
        self.guaranteeLabel.setText(guarantee_text(release))
        warnings = sorted({w for r in release.results for w in r.warnings})
        self.warningsLabel.setText("\n".join(f"⚠ {warning_text(w)}" for w in warnings))
        titles = {r.query.label: r.query.title for r in release.results}
        self.cells_chart.set_table(release.table, titles)
        self.cells_model.set_frame(_cells_for_people(release.table))
        self.errorsLabel.setText(_errors_text(audits, titles, release))
        self.reconstructionLabel.setText(_reconstruction_text(audits.get("reconstruction")))
        self.reconstruction_plot.set_record(audits.get("reconstruction"))
        self.differencingLabel.setText(_differencing_text(audits.get("differencing")))
        self.differencing_plot.set_record(audits.get("differencing"))
        ledger = release.dataset_ledger
        after = release.spent_after
        self.ledgerLabel.setText(
            tr(
                "Once this release is exported: {releases} release(s) from {file}; spent "
                "ε = {epsilon}, δ = {delta} ({method}). Nothing is charged before the export. "
                "Ledger in {location}: {path}"
            ).format(
                releases=number(len({e.release_id for e in ledger.entries}), ","),
                file=release.file_name,
                epsilon=number(after.epsilon, ".4g"),
                delta=number(after.delta, ".3g"),
                method=method_title(after.method),
                location=location_title(release.ledger_location),
                path=ledger.path,
            )
        )
        ledger_frame = release.ledger_table()
        self.ledger_model.set_frame(ledger_frame.rename(columns=_ledger_headers()))

    def _export_ledger(self) -> None:
        results = self._results()
        if results is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            tr("Export the privacy ledger"),
            "privacy_ledger.csv",
            "CSV (*.csv);;Excel (*.xlsx)",
        )
        if not name:
            return
        try:
            # as the file holds it: this release is charged only when it is exported
            write_table_atomic(results.release.ledger_table(recorded_only=True), Path(name))
        except PrivDeskError as exc:
            show_error(self, tr("Cannot export the ledger"), str(exc))


def _errors_text(audits: dict, titles: dict[str, str], release) -> str:
    """What the noise did to each query's cells, and the raw counts clipped or left out."""
    errors = (audits.get("cell_errors") or {}).get("rows", [])
    if not errors:
        text = tr("No audit was run (turned off in Set parameters).")
    else:
        lines = []
        for r in errors:
            line = tr("{name}: median |error| {error}").format(
                name=titles.get(r["query"], r["query"]),
                error=number(r["median_abs_error"], ".4g"),
            )
            if r["interval_coverage"] is not None:
                line = tr("{errors}, {share} of intervals hold the raw value").format(
                    errors=line, share=number(r["interval_coverage"], ".0%")
                )
            lines.append(line)
        text = tr(
            "What the noise does, over {n} simulated releases of the same data compared "
            "with the raw values (not this release's own errors, which would reveal them): "
            "{errors}"
        ).format(
            n=audits["cell_errors"]["simulations"], errors="".join(f"\n• {line}" for line in lines)
        )
    checks = [
        tr("{name}: {clipped} clipped, {left_out} left out").format(
            name=r.query.title, clipped=number(r.clipped, ","), left_out=number(r.left_out, ",")
        )
        for r in release.results
        if r.clipped or r.left_out
    ]
    if checks:
        text += "\n" + tr(
            "Values clipped to the declared bounds and rows left out (raw counts, for you): "
            "{checks}"
        ).format(checks="".join(f"\n• {check}" for check in checks))
    return text


def _reconstruction_text(rec: dict | None) -> str:
    if not rec:
        return tr(
            "The reconstruction attack was not run (choose a binary column on the Set "
            "parameters step)."
        )
    last = rec["points"][-1]
    return tr(
        "{rows} people sampled from '{column}'. Raw subset sums let a least-squares attack "
        "recover {raw} of them with {queries} queries; with Laplace noise at total "
        "ε = {epsilon}: {private}, against {baseline} by guessing the majority value for "
        "everyone. {note}"
    ).format(
        rows=number(rec["rows"], ","),
        column=rec["column"],
        raw=number(last["raw_recovered"], ".0%"),
        queries=number(last["queries"], ","),
        epsilon=number(rec["epsilon"], "g"),
        private=number(last["private_recovered"], ".0%"),
        baseline=number(rec["baseline"], ".0%"),
        note=attack_note(),
    )


def _differencing_text(dif: dict | None) -> str:
    if not dif:
        return tr("The differencing attack was not run (choose a column in Set parameters).")
    if dif["raw_recovers_exactly"]:
        text = tr(
            "Raw sums over everyone with a value and over all but one give that person's "
            "'{column}' exactly."
        )
    else:
        text = tr(
            "Raw sums over everyone with a value and over all but one give that person's "
            "'{column}' approximately."
        )
    text += " " + tr(
        "Each sum released with Laplace noise (β = {scale}): the attacker's error has sd "
        "{sd}, 95 % within ± {half_width}; the person spent ε = {spent}."
    )
    return text.format(
        column=dif["column"],
        scale=number(dif["noise_scale"], ".4g"),
        sd=number(dif["error_sd"], ".4g"),
        half_width=number(dif["half_width_95"], ".4g"),
        spent=number(dif["person_spent"], "g"),
    )


def _cells_for_people(table):
    """The released cells as the Audit page shows them: headers and words in the
    interface language (the exported table keeps its own column names and values)."""
    frame = table.drop(columns=["query", "statistic"])
    intervals = {
        NOISE_ONLY: tr("noise only"),
        WITH_SAMPLING: tr("noise and sampling"),
        RATIO: tr("noise and sampling, approximate (simulated ratio)"),
        "none": "—",
    }
    frame["cell"] = frame["cell"].map(cell_text)
    frame["interval"] = frame["interval"].map(lambda v: intervals.get(v, v))
    frame["noise"] = frame["noise"].map(noise_title)
    headers = {
        "column": tr("column"),
        "cell": tr("cell"),
        "estimate": tr("estimate"),
        "lower_95": tr("lower 95 %"),
        "upper_95": tr("upper 95 %"),
        "interval": tr("interval"),
        "noise": tr("noise"),
        "noise_scale": tr("noise scale"),
        "epsilon": "ε",
        "delta": "δ",
        "formally_private": tr("formally private"),
        "released_count": tr("released count"),
    }
    return frame.rename(columns=headers)


def _ledger_headers() -> dict[str, str]:
    """Column names of the dataset's ledger table (kept in the exported file) in words."""
    return {
        "dataset_sha256": tr("dataset fingerprint"),
        "dataset": tr("dataset"),
        "time": tr("time"),
        "release_id": tr("release"),
        "query": tr("query"),
        "mechanism": tr("mechanism"),
        "neighbours": tr("neighbours"),
        "epsilon": "ε",
        "delta": "δ",
        "rho": "ρ",
        "status": tr("status"),
    }

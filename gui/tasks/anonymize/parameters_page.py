"""Step 3 of the anonymize task: the privacy model, the algorithm and the linkage audit.

k, l (distinct, entropy or recursive (c, l)), t-closeness, the suppression budget, Mondrian
or the optimal lattice search, what happens to suppressed records (or local suppression:
single values set to '*', in the dragged importance order); then the audit's
threshold and the identified file to attack with its link columns. Every value goes
through the engine's own checks (`engine.tasks.anonymize.project`).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.tasks.anonymize.homogeneity import low_l_warning
from engine.tasks.anonymize.project import (
    ExternalSpec,
    ModelSettings,
    model_from_dict,
)
from gui.i18n import tr
from gui.pages.base import WizardPage
from gui.state import WizardState
from gui.tasks.anonymize.mondrian_cells import cells_summary
from gui.widgets.form_widgets import (
    combo,
    double_spin,
    field_error,
    labels_of,
    select,
    set_warning,
    spin,
    wrapped_label,
)

KEY = "anonymize"


def l_kinds() -> dict[str, str]:
    """privacy_model.l_kind → its label."""
    return {"distinct": tr("distinct"), "entropy": tr("entropy"),
            "recursive": tr("recursive (c, l)")}  # fmt: skip


def algorithms() -> dict[str, str]:
    """privacy_model.algorithm → its label."""
    return {
        "mondrian": tr("Mondrian (fast, many quasi-identifiers)"),
        "lattice": tr("Optimal full-domain generalization (few quasi-identifiers)"),
        "auto": tr("Automatic (lattice when small enough)"),
    }


def suppressed_choices() -> dict[str, str]:
    """privacy_model.suppressed → its label."""
    return {"remove": tr("removed from the release"), "star": tr("kept with every QI “*”")}


class AnonymizeParametersPage(WizardPage):
    step = 2  # its title: "Set parameters" (gui.pages.base.step_titles)
    task_key = KEY

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self._problem: str | None = None
        self.k_spin = spin("kSpin", 1, 1_000_000, 1)
        self.k_spin.setToolTip(
            tr(
                "Each class (records that look alike) holds at least k records"
                "\nDetails: privacy_model.k"
            )
        )
        self.l_spin = spin("lSpin", 1, 1_000, 1)
        self.l_spin.setToolTip(
            tr(
                "Each class holds at least l different values of the sensitive column (2 once a "
                "column is sensitive; 1 turns this check off)"
                "\nDetails: privacy_model.l"
            )
        )
        self.l_kind = combo("lKindCombo")
        for key, text in l_kinds().items():
            self.l_kind.addItem(text, key)
        self.l_kind.setToolTip(
            tr("How l-diversity counts different values\nDetails: privacy_model.l_kind")
        )
        self.c_spin = double_spin("cSpin", 0.01, 1000, 2, 0.5)
        self.c_spin.setToolTip(
            tr(
                "The most common value may not dominate a group"
                "\nDetails: privacy_model.c: r₁ < c (r_l + … + r_m)"
                " in every class"
            )
        )
        self.t_check = QCheckBox(tr("t-closeness"), objectName="tCheck")
        self.t_spin = double_spin("tSpin", 0.0, 1.0, 3, 0.05)
        self.t_spin.setToolTip(
            tr(
                "How far a group's values may be from the whole file's values"
                "\nDetails: privacy_model.t, the largest EMD of a"
                " class from the whole table"
            )
        )
        self.suppression = double_spin("suppressionSpin", 0.0, 0.99, 3, 0.01)
        self.suppression.setToolTip(
            tr(
                "The largest share of records that may be left out to reach k (optimal search only)"
                "\nDetails: privacy_model.max_suppression"
            )
        )
        self.algorithm = combo("algorithmCombo")
        for key, text in algorithms().items():
            self.algorithm.addItem(text, key)
        self.algorithm.setToolTip(tr("How the groups are formed\nDetails: privacy_model.algorithm"))
        self.suppressed = combo("suppressedCombo")
        for key, text in suppressed_choices().items():
            self.suppressed.addItem(text, key)
        self.suppressed.setToolTip(
            tr(
                "What happens to the records left out; the manifest says how many"
                "\nDetails: privacy_model.suppressed"
            )
        )
        self.local = QCheckBox(
            tr("Suppress single values instead (fewest values, least important first)"),
            objectName="localSuppressionCheck",
        )
        self.local.setToolTip(
            tr(
                "Records left out keep their values except a few set to '*', until each "
                "matches k records ('*' matches any value)\nDetails: "
                "privacy_model.local_suppression"
            )
        )
        self.importance = QListWidget(objectName="importanceList")
        self.importance.setFlow(QListWidget.Flow.LeftToRight)
        self.importance.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.importance.setFixedHeight(34)
        self.importance.setSpacing(6)
        self.importance.setToolTip(
            tr(
                "Drag to order: the leftmost column is kept longest, the rightmost "
                "suppressed first\nDetails: privacy_model.importance"
            )
        )
        self.threshold = double_spin("thresholdSpin", 0.01, 1.0, 2, 0.05)
        self.threshold.setToolTip(
            tr("The risk above which a record counts as at risk\nDetails: audit.threshold τ")
        )
        self.external_edit = QLineEdit(objectName="externalEdit")
        self.external_edit.setToolTip(
            tr(
                "A file with names that an attacker could link to the release (voters, …)"
                "\nDetails: audit.external.path"
            )
        )
        browse = QPushButton(tr("Browse…"), objectName="externalBrowse")
        browse.clicked.connect(self._browse)
        self.link_edit = QLineEdit(objectName="linkEdit")
        self.link_edit.setPlaceholderText(tr("sex=sex, birth_date=dob"))
        self.link_edit.setToolTip(
            tr(
                "Which column of that file matches each quasi-identifier: "
                "quasi-identifier=external column, …\nDetails: audit.external.link_on"
            )
        )
        self.target_combo = combo("classifierTargetCombo")
        self.target_combo.setToolTip(
            tr(
                "Train a classifier on the release and on the raw "
                "data (70 %), test both on raw held-out rows (30 %)"
                "\nDetails: audit.classifier_target"
            )
        )
        self.message = wrapped_label("anonymizeParametersMessage")
        self.cells = wrapped_label("mondrianCellsLabel")
        self.cells.setToolTip(
            tr("Never a value read from the data\nDetails: generalization.<column>")
        )

        model = QGroupBox(tr("Privacy model (syntactic: no formal guarantee)"))
        form = QFormLayout(model)
        form.addRow(tr("Smallest class size k:"), self.k_spin)
        l_row = QHBoxLayout()
        l_row.addWidget(self.l_spin)
        l_row.addWidget(self.l_kind)
        l_row.addWidget(self.c_spin)
        form.addRow(tr("Diversity l, kind, c:"), l_row)
        t_row = QHBoxLayout()
        t_row.addWidget(self.t_check)
        t_row.addWidget(self.t_spin)
        form.addRow(tr("Closeness:"), t_row)
        form.addRow(tr("Algorithm:"), self.algorithm)
        form.addRow(tr("Mondrian releases:"), self.cells)
        self._form = form
        form.addRow(tr("Suppression budget:"), self.suppression)
        form.addRow(tr("Suppressed records are:"), self.suppressed)
        form.addRow("", self.local)
        form.addRow(tr("Keep longest (drag):"), self.importance)
        audit = QGroupBox(tr("Audit: risk and the linkage attack"))
        audit_form = QFormLayout(audit)
        audit_form.addRow(tr("Risk threshold τ:"), self.threshold)
        ext = QHBoxLayout()
        ext.addWidget(self.external_edit, 1)
        ext.addWidget(browse)
        audit_form.addRow(tr("Identified file to link:"), ext)
        audit_form.addRow(tr("Link on:"), self.link_edit)
        audit_form.addRow(tr("Classifier utility, target:"), self.target_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(model)
        layout.addWidget(audit)
        layout.addWidget(self.message)
        layout.addStretch(1)
        for box in (self.k_spin, self.l_spin, self.c_spin, self.t_spin, self.suppression,
                    self.threshold):  # fmt: skip
            box.valueChanged.connect(self._commit)
        for box in (self.l_kind, self.algorithm, self.suppressed, self.target_combo):
            box.currentIndexChanged.connect(self._commit)
        self.t_check.toggled.connect(self._commit)
        self.local.toggled.connect(self._commit)
        self.importance.model().rowsMoved.connect(self._commit)
        self.external_edit.editingFinished.connect(self._commit)
        self.link_edit.editingFinished.connect(self._commit)

    def enter(self) -> None:
        project = self.project
        if project is None:
            self._problem = tr("Choose the columns first (step 2).")
            self.message.setText(self._problem)
            return
        m, a = project.privacy_model, project.audit
        self._filling = True
        try:
            self.k_spin.setValue(m.k)
            self.l_spin.setValue(m.l)
            select(self.l_kind, m.l_kind)
            self.c_spin.setValue(m.c)
            self.t_check.setChecked(m.t is not None)
            self.t_spin.setValue(0.3 if m.t is None else m.t)
            self.suppression.setValue(m.max_suppression)
            select(self.algorithm, m.algorithm)
            select(self.suppressed, m.suppressed)
            self.local.setChecked(m.local_suppression)
            self.importance.clear()
            self.importance.addItems(self._importance_order(m.importance))
            self.threshold.setValue(a.threshold)
            self.target_combo.clear()
            self.target_combo.addItem(tr("(none)"), None)
            table = self.state.table
            for name in [] if table is None else table.frame.columns:
                if name not in project.columns.identifiers:
                    self.target_combo.addItem(str(name), str(name))
            index = self.target_combo.findData(a.classifier_target)
            self.target_combo.setCurrentIndex(max(index, 0))
            ext = a.external
            self.external_edit.setText("" if ext is None else str(ext.path))
            self.link_edit.setText(
                "" if ext is None else ", ".join(f"{k}={v}" for k, v in ext.link_on.items())
            )
        finally:
            self._filling = False
        self._commit()

    def leave(self) -> None:
        if self.project is not None:
            self._commit()

    def problem(self) -> str | None:
        return self._problem

    def _importance_order(self, declared) -> list[str]:
        """The declared order, else the engine's default: fewest distinct values first."""
        qis = list(self.project.columns.quasi_identifiers)
        if declared is not None:
            return [*declared, *(q for q in qis if q not in declared)]
        table = self.state.table
        if table is None:
            return qis
        return sorted(qis, key=lambda q: table.frame[q].nunique() if q in table.frame else 0)

    def _importance(self) -> list[str]:
        return [self.importance.item(i).text() for i in range(self.importance.count())]

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Identified file to link against"))
        if path:
            self.external_edit.setText(path)
            self._commit()

    def _commit(self) -> None:
        if self._filling or self.project is None:
            return
        project = self.project
        try:
            model = model_from_dict(
                {
                    "k": self.k_spin.value(),
                    "l": self.l_spin.value(),
                    "l_kind": self.l_kind.currentData(),
                    "c": self.c_spin.value(),
                    "t": self.t_spin.value() if self.t_check.isChecked() else None,
                    "max_suppression": self.suppression.value(),
                    "algorithm": self.algorithm.currentData(),
                    "suppressed": self.suppressed.currentData(),
                    "exact": project.privacy_model.exact,
                    "local_suppression": self.local.isChecked(),
                    "importance": self._importance() if self.local.isChecked() else None,
                }
            )
            audit = dataclasses.replace(
                project.audit,
                threshold=self.threshold.value(),
                external=self._external(project),
                classifier_target=self.target_combo.currentData(),
            )
            if (model.l > 1 or model.t is not None) and not project.columns.sensitive:
                raise PrivDeskError(
                    tr(
                        "l-diversity and t-closeness protect a sensitive column: choose one in "
                        "step 2, or set l = 1 and untick t-closeness"
                    )
                )
        except PrivDeskError as exc:
            fields = {"privacy_model.k": self.k_spin, "privacy_model.max_suppression":
                      self.suppression, "audit.threshold": self.threshold}  # fmt: skip
            self._problem = field_error(exc, labels_of(fields))
        else:
            self._problem = None
            self.state.update_project(KEY, privacy_model=model, audit=audit)
        self.c_spin.setEnabled(self.l_kind.currentData() == "recursive")
        self.suppressed.setEnabled(not self.local.isChecked())
        self.importance.setEnabled(self.local.isChecked())
        self.t_spin.setEnabled(self.t_check.isChecked())
        shown = self.project
        self._form.setRowVisible(self.cells, shown.privacy_model.algorithm != "lattice")
        self.cells.setText(cells_summary(shown, self.state.table))
        low_l = shown.privacy_model.l < 2 and not self._problem
        exposed = low_l_warning(shown.columns.sensitive) if low_l else ""
        text = self._problem or _explain(shown.privacy_model)
        self.message.setText(f"{text}\n{exposed}" if exposed else text)
        set_warning(self.message, bool(exposed))
        self.validity_changed.emit()

    def _external(self, project) -> ExternalSpec | None:
        text = self.external_edit.text().strip()
        if not text:
            return None
        path = Path(text).expanduser()
        if not path.is_file():
            raise PrivDeskError(
                tr("Identified file to link: {file} does not exist").format(file=path.name)
            )
        link = {}
        for part in filter(None, (p.strip() for p in self.link_edit.text().split(","))):
            mine, _, theirs = part.partition("=")
            if mine.strip() not in project.columns.quasi_identifiers or not theirs.strip():
                raise PrivDeskError(
                    tr("Link on: {part} is not quasi-identifier=external column").format(
                        part=repr(part)
                    )
                )
            link[mine.strip()] = theirs.strip()
        if not link:
            raise PrivDeskError(tr("Link on: name at least one shared column"))
        old = project.audit.external
        truth = old.truth_on if old is not None and old.path == path else None
        return ExternalSpec(path, link, None, truth)


def _explain(m: ModelSettings) -> str:
    parts = [tr("Classes of ≥ {k} records").format(k=number(m.k))]
    if m.l > 1:
        kinds = {
            "entropy": tr("{l} entropy-diverse sensitive values"),
            "recursive": tr("{l} recursive-diverse sensitive values"),
        }
        parts.append(kinds.get(m.l_kind, tr("{l} distinct-diverse sensitive values")).format(
            l=number(m.l)))  # fmt: skip
    if m.t is not None:
        parts.append(tr("distance ≤ {t} from the whole file's values").format(t=number(m.t, "g")))
    return tr("{model}. Syntactic protection: no formal guarantee.").format(
        model=tr("; ").join(parts)
    )

"""Step 2 for the anonymize task: every column's role, its masking or its generalization.

The anonymize roles live here, not on the shared Load page (whose roles table is
targeting's): one row per column with its role (direct identifier, quasi-identifier,
sensitive, keep, drop), a hint when the column looks like identifiers
(`engine.core.identifiers`, MATH 6.1), how an identifier is masked and how a
quasi-identifier is generalized (automatic by type unless chosen), and for the selected
number-interval column its widths or breaks and top/bottom coding (`IntervalEditor`); a
sensitive text column can be given the order of its values for t-closeness
(`SensitiveOrderDialog`). A user regex mask has a live preview on the column's first
values. Beside the table, the survey design (`SurveyDesignPanel`: sampling weight, household
id, stratum, cluster) and the survey methods (`SurveyMethodsPanel`: household variables,
PRAM, microaggregation, noise, top/bottom coding). Every edit is validated by the engine's
own project reader, so the panel shows the message the command line would. The menus'
labels are in `settings_labels`.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.anonymize.masking import new_codebook_file, new_key_file
from engine.core.errors import PrivDeskError
from engine.core.identifiers import direct_identifier_columns
from engine.tasks.anonymize.defaults import default_project
from engine.tasks.anonymize.methods_project import methods_from_dict
from engine.tasks.anonymize.project import (
    ROLES,
    GenSpec,
    MaskSpec,
    columns_from_dict,
    gen_from_dict,
)
from engine.tasks.anonymize.sensitive import l_for_roles, takes_declared_order, values_to_order
from gui.dialogs import show_error
from gui.i18n import tr
from gui.pages.table_task_panel import TableTaskPanel
from gui.state import WizardState
from gui.tasks.anonymize.design_panel import SurveyDesignPanel
from gui.tasks.anonymize.interval_editor import IntervalEditor
from gui.tasks.anonymize.link_files import ask_new_file, codebook_warning, key_warning
from gui.tasks.anonymize.methods_panel import SurveyMethodsPanel, survey_column
from gui.tasks.anonymize.sensitive_order import (
    DECLARED,
    NONE,
    SensitiveOrderDialog,
    fill_order_menu,
    order_tip,
)
from gui.tasks.anonymize.settings_labels import (
    file_titles,
    generalizations,
    headers,
    mask_key,
    masks,
    role_labels,
    summary,
)
from gui.widgets.form_widgets import combo, select, wrapped_label

KEY = "anonymize"
PREVIEW_VALUES = 3


class AnonymizeSettingsPanel(TableTaskPanel):
    task_key = KEY
    default_project = staticmethod(default_project)

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(state, parent)
        self._filling = False
        self._hints: dict[str, str] = {}
        self._files: dict[str, Path] = {}  # column → hierarchy or codebook file chosen here
        self._orders: dict[str, tuple[str, ...]] = {}  # sensitive column → order chosen here
        self.order_dialog: SensitiveOrderDialog | None = None
        self.table = QTableWidget(0, len(headers()), objectName="anonymizeRolesTable")
        self.table.setHorizontalHeaderLabels(headers())
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setToolTip(
            tr(
                "Each column's role. Columns in no role are kept unchanged. "
                "Identifier-like columns are suggested as direct identifiers."
                "\nDetails: columns.*"
            )
        )
        self.pattern_edit = QLineEdit(objectName="customPatternEdit")
        self.pattern_edit.setPlaceholderText(tr(r"a regular expression, e.g. HH\d+"))
        self.pattern_edit.setToolTip(
            tr("Every match is replaced\nDetails: masking.<column>.custom")
        )
        self.replacement_edit = QLineEdit("***", objectName="customReplacementEdit")
        self.replacement_edit.setToolTip(
            tr("What replaces each match\nDetails: masking.<column>.replacement")
        )
        self.preview = wrapped_label("customPatternPreview")
        self.message = wrapped_label("anonymizeSettingsMessage")
        self.key_button = QPushButton(
            tr("Stable pseudonyms: create a key file…"), objectName="keyFileButton"
        )
        self.key_button.setToolTip(
            tr(
                "Your key file (only on request: {warning})\nDetails: masking.<column>.key_file"
            ).format(warning=key_warning())
        )
        self.key_button.clicked.connect(self._ask_key_file)
        self.key_label = wrapped_label("keyFileLabel")
        self.intervals = IntervalEditor()
        self.intervals.changed.connect(self._commit)
        self.table.currentCellChanged.connect(self._sync_intervals)
        own = QGroupBox(tr("My own mask (for columns set to “My own pattern”)"))
        row = QHBoxLayout(own)
        row.addWidget(self.pattern_edit, 3)
        row.addWidget(self.replacement_edit, 1)
        self.design, self.methods = SurveyDesignPanel(), SurveyMethodsPanel()
        top = QHBoxLayout()
        top.addWidget(self.table, 1)
        top.addWidget(survey_column(self.design, self.methods, self._commit))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top, 1)
        layout.addWidget(self.intervals)
        layout.addWidget(own)
        keys = QHBoxLayout()
        keys.addWidget(self.key_button)
        keys.addWidget(self.key_label, 1)
        layout.addLayout(keys)
        layout.addWidget(self.preview)
        layout.addWidget(self.message)
        self.pattern_edit.textChanged.connect(self._commit)
        self.replacement_edit.textChanged.connect(self._commit)

    # --- page contract -----------------------------------------------------------------------

    def enter(self) -> None:
        table = self.state.table
        if table is not None:  # the identifier suggestions the role menus show
            self._hints = {
                h.column: h.looks_like()
                for h in direct_identifier_columns(table.frame, self._columns())
            }
        super().enter()

    # --- widgets ← project -------------------------------------------------------------------

    def _fill(self) -> None:
        project = self.project
        self._filling = True
        self._orders = {}
        try:
            custom = next((m for m in project.masking.values() if m.custom), None)
            if custom is not None:
                self.pattern_edit.setText(custom.custom)
                self.replacement_edit.setText(custom.replacement)
            self.table.setRowCount(0)
            for name in self._columns():
                role = project.columns.role_of(name) or "keep"
                r = self.table.rowCount()
                self.table.insertRow(r)
                item = QTableWidgetItem(name)
                self.table.setItem(r, 0, item)
                roles = combo(f"role_{name}")
                for key, text in role_labels().items():
                    roles.addItem(text, key)
                roles.setCurrentIndex(roles.findData(role))
                roles.setToolTip(
                    tr("The role of {column}\nDetails: columns.<role>").format(column=repr(name))
                )
                roles.currentIndexChanged.connect(lambda _=0, row=r: self._role_changed(row))
                self.table.setCellWidget(r, 1, roles)
                self.table.setCellWidget(r, 2, self._detail(name, role))
                self.table.setItem(r, 3, QTableWidgetItem(self._hints.get(name, "")))
            self.design.fill(project.columns.design, self._columns())
            self.methods.fill(project.methods, self.state.table.frame)
            self.table.resizeColumnsToContents()
            self._fit_menus()
            self.intervals.show_spec(None, None)
            first = next((r for r in range(self.table.rowCount()) if self._interval_column(r)), 0)
            self.table.setCurrentCell(first, 0)
        finally:
            self._filling = False
        self._sync_intervals()

    def _fit_menus(self) -> None:
        """Widen the role and masking columns to their menus' widest item (the table does
        not measure cell widgets)."""
        for col in (1, 2):
            menus = [self.table.cellWidget(r, col) for r in range(self.table.rowCount())]
            widths = [_widest(m) for m in menus if m is not None]
            self.table.setColumnWidth(col, max([self.table.columnWidth(col), *widths]))

    def _detail(self, name: str, role: str) -> QWidget:
        box = combo(f"detail_{name}")
        project = self.project
        if role == "identifiers":
            for key, text in masks().items():
                box.addItem(text, key)
            box.setCurrentIndex(box.findData(mask_key(project.mask_for(name))))
            tip = tr(
                "How {column} is hidden\nDetails: masking.{column}.method (and pattern / "
                "order); pseudonyms are HMAC-SHA256 codes"
            )
            box.setToolTip(tip.format(column=name))
        elif role == "quasi_identifiers":
            kinds = generalizations()
            for key, text in kinds.items():
                box.addItem(text, key)
            spec = project.generalization.get(name)
            key = "auto" if spec is None or spec.type not in kinds else spec.type
            box.setCurrentIndex(box.findData(key))
            tip = tr(
                "How {column} is coarsened\nDetails: generalization.{column}.type (absent: "
                "automatic by type)"
            )
            box.setToolTip(tip.format(column=name))
        elif role == "sensitive" and takes_declared_order(self.state.table.frame[name]):
            fill_order_menu(box, name, self._order_of(name))
        else:
            box.addItem("—", None)
            box.setEnabled(False)
        box.currentIndexChanged.connect(self._commit)
        box.activated.connect(lambda _=0, n=name, b=box: self._detail_chosen(n, b))
        return box

    def _detail_chosen(self, name: str, box) -> None:
        """The row whose menu was used becomes the selected one (its intervals show)."""
        self.table.setCurrentCell(self._row_of(name), 0)
        if box.currentData() == DECLARED:
            self.ask_order(name, box)
        elif box.currentData() == "codebook:new":
            self._ask_new_codebook(name, box)
        else:
            self._ask_file(name, box)

    def _ask_new_codebook(self, name: str, box) -> None:
        """Write the column's codebook where the user says, after the warning; the column
        then reads it as its codebook file (back to a random codebook if cancelled)."""
        path = ask_new_file(self, tr("Create a codebook file?"), codebook_warning(),
                            tr("Codebook file"), f"{name}_codebook.csv")  # fmt: skip
        try:
            if path:
                self.use_new_codebook(name, path)
                return
        except PrivDeskError as exc:
            show_error(self, tr("Cannot create the codebook file"), str(exc))
        box.setCurrentIndex(box.findData("codebook:random"))

    def use_new_codebook(self, name: str, path: Path) -> None:
        """Write column `name`'s codebook to `path` (refused if it exists) and use it."""
        new_codebook_file(self.state.table.frame[name], path)
        box = self.table.cellWidget(self._row_of(name), 2)
        box.blockSignals(True)
        box.setCurrentIndex(box.findData("codebook:file"))
        box.blockSignals(False)
        self.use_file(name, path)

    def _order_of(self, name: str) -> tuple[str, ...] | None:
        return self._orders.get(name) or self.project.columns.sensitive_order.get(name)

    def ask_order(self, name: str, box) -> None:
        """Open the order dialog of sensitive column `name` (its order now, else its values
        sorted); OK declares the order, Cancel leaves none "Unordered"."""
        values = values_to_order(self.state.table.frame[name], self._order_of(name) or ())
        dialog = SensitiveOrderDialog(name, values, self)
        dialog.accepted.connect(lambda: self.use_order(name, dialog.order()))
        dialog.rejected.connect(lambda: self._order_of(name) or select(box, NONE))
        self.order_dialog = dialog
        dialog.open()

    def use_order(self, name: str, order: tuple[str, ...]) -> None:
        """Sensitive column `name`'s values are ordered as `order` (lowest first)."""
        self._orders[name] = tuple(order)
        box = self.table.cellWidget(self._row_of(name), 2)
        box.blockSignals(True)
        box.setCurrentIndex(box.findData(DECLARED))
        box.blockSignals(False)
        self._commit()

    def _row_of(self, name: str) -> int:
        return [self.table.item(r, 0).text() for r in range(self.table.rowCount())].index(name)

    def _interval_column(self, row: int) -> str | None:
        """Row `row`'s column if it is a quasi-identifier generalized as number intervals."""
        if not 0 <= row < self.table.rowCount():
            return None
        role, detail = self.table.cellWidget(row, 1), self.table.cellWidget(row, 2)
        if role.currentData() == "quasi_identifiers" and detail.currentData() == "interval":
            return self.table.item(row, 0).text()
        return None

    def _sync_intervals(self) -> None:
        """The interval editor follows the selected row (disabled for other rows).

        Not while `_fill` rebuilds the rows (it syncs once they are whole): on Back the
        stacked pages give the focus back to the role menu last used, `_fill` deletes it,
        the focus falls to the table, and the table picks a current cell in a row whose
        menus are not made yet."""
        if self._filling:
            return
        name = self._interval_column(self.table.currentRow())
        if name != self.intervals.column and self.project is not None:
            self.intervals.show_spec(name, self.project.generalization.get(name))

    def _ask_file(self, name: str, box) -> None:
        """A hierarchy or codebook option asks for its file when the user picks it."""
        title = file_titles().get(box.currentData())
        if title is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self, title.format(column=name), "", tr("CSV (*.csv);;All files (*)")
        )
        if path:
            self.use_file(name, Path(path))
        else:
            box.setCurrentIndex(0)

    def use_file(self, name: str, path: Path) -> None:
        """Column `name` takes its hierarchy or codebook from `path`."""
        self._files[name] = path
        self._commit()

    def _role_changed(self, row: int) -> None:
        if self._filling:
            return
        name = self.table.item(row, 0).text()
        role = self.table.cellWidget(row, 1).currentData()
        self.table.setCellWidget(row, 2, self._detail(name, role))
        self._fit_menus()
        self.table.setCurrentCell(row, 0)
        self._commit()

    def _ask_key_file(self) -> None:
        path = ask_new_file(self, tr("Create a key file?"), key_warning(), tr("Key file"),
                            "pseudonyms.key")  # fmt: skip
        if path:
            try:
                self.use_key_file(new_key_file(path))
            except PrivDeskError as exc:
                show_error(self, tr("Cannot create the key file"), str(exc))

    def use_key_file(self, path) -> None:
        """Every pseudonym column uses the key in `path` from now on."""
        masking = {
            name: dataclasses.replace(spec, key_file=path) if spec.method == "pseudonym" else spec
            for name, spec in self.project.masking.items()
        }
        self.state.update_project(KEY, masking=masking)
        self._commit()

    # --- project ← widgets -------------------------------------------------------------------

    def _commit(self) -> None:
        if self._filling or self.project is None or self.state.table is None:
            return
        roles: dict[str, list[str]] = {role: [] for role in ROLES}
        masking, generalization, declared, unordered = {}, {}, {}, []
        old = self.project
        for r in range(self.table.rowCount()):
            name = self.table.item(r, 0).text()
            role = self.table.cellWidget(r, 1).currentData()
            detail = self.table.cellWidget(r, 2).currentData()
            roles[role].append(name)
            if role == "identifiers":
                masking[name] = self._mask(name, detail, old.mask_for(name))
            elif role == "quasi_identifiers" and detail != "auto":
                previous = old.generalization.get(name)
                keep = previous is not None and previous.type == detail
                generalization[name] = previous if keep else GenSpec(detail)
                if detail == "hierarchy":
                    file = self._files.get(name) or (previous.file if keep else None)
                    generalization[name] = GenSpec("hierarchy", file=file)
            elif role == "sensitive" and detail != NONE:  # None: a number (a file's order stays)
                order = self._order_of(name)
                if order:
                    declared[name] = order
                elif detail == DECLARED:
                    unordered.append(name)
            if role == "sensitive" and detail is not None:
                self.table.cellWidget(r, 2).setToolTip(order_tip(name, declared.get(name)))
        try:
            missing = [n for n, g in generalization.items() if g.type == "hierarchy" and not g.file]
            missing += [
                n for n, m in masking.items() if m.method == "codebook" and m.order == "file"
            ]
            if missing:
                raise PrivDeskError(
                    tr("choose the file for column {column}").format(column=repr(missing[0]))
                )
            if unordered:
                raise PrivDeskError(
                    tr("put the values of column {column} in order, or choose Unordered").format(
                        column=repr(unordered[0])
                    )
                )
            edited = self.intervals.column
            if edited in generalization and generalization[edited].type == "interval":
                generalization[edited] = gen_from_dict(
                    edited, self.intervals.values(), Path(), Path()
                )
            columns = columns_from_dict({**roles, **self.design.roles()})
            methods = methods_from_dict(self.methods.values(), columns)
            ordered = old.columns.ordered_sensitive
            if ordered is not None:
                kept = tuple(o for o in ordered if o in roles["sensitive"])
                columns = dataclasses.replace(columns, ordered_sensitive=kept)
            columns = dataclasses.replace(columns, sensitive_order=declared)
            for spec in masking.values():
                if spec.custom is not None:
                    re.compile(spec.custom)
        except (PrivDeskError, re.error) as exc:
            self._problem = f"{exc}"
        else:
            self._problem = None
            model = l_for_roles(
                old.privacy_model, bool(old.columns.sensitive), bool(roles["sensitive"])
            )
            self.state.update_project(
                KEY,
                columns=columns,
                masking=masking,
                generalization=generalization,
                privacy_model=model,
                methods=methods,
            )
        self.message.setText(self._problem or summary(self.project))
        keyed = {m.key_file for m in self.project.masking.values() if m.key_file is not None}
        self.key_label.setText(
            tr("Pseudonyms use the key file {file}: linkable across releases.").format(
                file=next(iter(keyed)).name
            )
            if keyed
            else tr("Pseudonyms use a fresh key per release (discarded): not linkable.")
        )
        self._show_preview(masking)
        self._sync_intervals()
        self.validity_changed.emit()

    def _mask(self, name: str, key: str, old: MaskSpec) -> MaskSpec:
        method, _, option = key.partition(":")
        if method == "regex" and option == "custom":
            pattern = self.pattern_edit.text() or r"\d+"
            return MaskSpec("regex", custom=pattern, replacement=self.replacement_edit.text())
        if method == "regex":
            return MaskSpec("regex", pattern=option)
        if method == "codebook" and option in ("file", "new"):
            file = self._files.get(name) or old.file
            return MaskSpec("codebook", file=file) if file else MaskSpec("codebook", order="file")
        if method == "codebook":
            return MaskSpec("codebook", order=option)
        if method == "pseudonym":
            return MaskSpec("pseudonym", key_file=old.key_file)
        return MaskSpec(method)

    def _show_preview(self, masking: dict) -> None:
        from engine.anonymize.regex_masks import apply_mask

        custom = [(n, s) for n, s in masking.items() if s.custom is not None]
        if not custom:
            self.preview.setText("")
            return
        name, spec = custom[0]
        try:
            pattern = re.compile(spec.custom)
        except re.error as exc:
            self.preview.setText(tr("Pattern error: {error}").format(error=exc))
            return
        values = self.state.table.frame[name].dropna().head(PREVIEW_VALUES)
        masked = apply_mask(values, None, pattern, spec.replacement)
        self.preview.setText(
            tr("Preview on {column}: {values}").format(
                column=name, values=" · ".join(str(v) for v in masked)
            )
        )


def _widest(box: QComboBox) -> int:
    """The width `box` needs to show its longest item whole."""
    policy = box.sizeAdjustPolicy()
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    width = box.sizeHint().width()
    box.setSizeAdjustPolicy(policy)
    return width

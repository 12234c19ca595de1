"""Where a grouping column's cells come from (the project's `categories.<column>`): a list
the user types, a public codebook file (CSV, or an XLSForm's choices list), or a private
choice made by the release itself, which uses part of the budget. The data is never read
here: the wizard never lists a value of the table as a cell."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import PrivDeskError
from engine.core.i18n import number
from engine.privacy.delta_rule import default_delta
from engine.statistics.categories import (
    CODEBOOK,
    PRIVATE,
    TYPED,
    CategorySource,
    labels_from_text,
    read_codebook,
    xlsform_lists,
)
from engine.statistics.key_selection import threshold
from gui.i18n import tr
from gui.widgets.form_widgets import (
    add_row,
    combo,
    double_spin,
    select,
    set_warning,
    wrapped_label,
)

PRIVATE_SHARE = 0.1  # a new private choice takes this share of the budget's ε
LARGE_FILE_ROWS = 10**6  # a file too large for memory is taken to hold at least this many rows
SHOWN = 12  # codebook values shown before "…"


def source_labels() -> dict[str, str]:
    return {
        TYPED: tr("Type the groups"),
        CODEBOOK: tr("Read them from a codebook file"),
        PRIVATE: tr("Let PrivDesk choose the groups privately (uses part of the budget)"),
    }


class GroupsEditor(QGroupBox):
    """The groups of one grouping column at a time; `edited` fires with every change, and
    `apply` gives the project's new categories and sources."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Groups (the table's cells)"), parent)
        self.column_combo = combo("groupsColumnCombo")
        self.column_combo.setToolTip(tr("The grouping column whose groups are shown below"))
        self.source_combo = combo("groupsSourceCombo")
        for key, text in source_labels().items():
            self.source_combo.addItem(text, key)
        self.source_combo.setToolTip(
            tr(
                "The cells are never read from the data, where a rare "
                "value would show who is in the file. Type them, read them from a public "
                "codebook, or let the release choose them privately.\nDetails: categories.<column>"
            )
        )
        self.typed_edit = QPlainTextEdit(objectName="groupsTypedEdit")
        self.typed_edit.setPlaceholderText(tr("One group per line, or comma separated"))
        self.typed_edit.setTabChangesFocus(True)
        self.typed_edit.setMaximumHeight(110)
        self.codebook_button = QPushButton(tr("Choose a codebook file…"),
                                           objectName="groupsCodebookButton")  # fmt: skip
        self.codebook_button.setToolTip(
            tr(
                "A CSV file with the groups in its first column, or an XLSForm (.xlsx) whose "
                "choices sheet holds the list. Only the file's values are used."
            )
        )
        self.header_check = QCheckBox(tr("The first line is a header"), objectName="groupsHeader")
        self.list_combo = combo("groupsListCombo")
        self.list_combo.setToolTip(tr("The XLSForm list (list_name) that holds the groups"))
        self.epsilon_spin = double_spin("groupsEpsilonSpin", 0.001, 100.0, 3, 0.05)
        self.epsilon_spin.setToolTip(
            tr("Taken from the budget's ε\nDetails: categories.<column>.private.epsilon")
        )
        self.delta_edit = QLineEdit(objectName="groupsDeltaEdit")
        self.delta_edit.setToolTip(
            tr(
                "The chance that a group held by one person "
                "alone is chosen; taken from the budget's δ"
                "\nDetails: categories.<column>.private.delta"
            )
        )
        self.note = wrapped_label("groupsNote")

        typed = QWidget()
        QVBoxLayout(typed).addWidget(self.typed_edit)
        typed.layout().setContentsMargins(0, 0, 0, 0)
        codebook = QWidget()
        row = QHBoxLayout(codebook)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.codebook_button)
        row.addWidget(self.header_check)
        row.addWidget(self.list_combo, 1)
        private = QWidget()
        form = QFormLayout(private)
        form.setContentsMargins(0, 0, 0, 0)
        add_row(form, tr("ε for choosing:"), self.epsilon_spin)
        add_row(form, tr("δ for choosing:"), self.delta_edit)
        self.pages = QStackedWidget()
        for page in (typed, codebook, private):
            self.pages.addWidget(page)
        layout = QFormLayout(self)
        add_row(layout, tr("Groups of:"), self.column_combo)
        add_row(layout, tr("Groups from:"), self.source_combo)
        layout.addRow(self.pages)
        layout.addRow(self.note)

        self._categories: dict = {}
        self._sources: dict = {}
        self._budget = (1.0, 0.0)
        self._delta = default_delta(LARGE_FILE_ROWS)
        self._loading = False
        self.column_combo.currentIndexChanged.connect(self._show_column)
        self.source_combo.currentIndexChanged.connect(self._source_changed)
        self.typed_edit.textChanged.connect(self._typed)
        self.codebook_button.clicked.connect(self._choose_codebook)
        self.header_check.toggled.connect(self._reread_codebook)
        self.list_combo.currentIndexChanged.connect(self._reread_codebook)
        self.epsilon_spin.valueChanged.connect(self._private_changed)
        self.delta_edit.textEdited.connect(self._private_changed)

    # --- the panel's side --------------------------------------------------------------------

    def show_columns(self, columns, categories: dict, sources: dict, budget, rows) -> None:
        """The grouping columns in use and the project's declarations (nothing is read);
        `rows`: the table's rows (None: a file seen by its first rows), for the δ a new
        private choice proposes (the default δ of the rule for that many rows)."""
        self._categories, self._sources = dict(categories), dict(sources)
        self._budget = (budget.epsilon, budget.delta)
        self._delta = default_delta(rows or LARGE_FILE_ROWS)
        self.setVisible(bool(columns))
        self._loading = True
        current = self.column_combo.currentData()
        self.column_combo.clear()
        for name in columns:
            self.column_combo.addItem(name, name)
        select(self.column_combo, current)
        self._loading = False
        self._show_column()

    def apply(self) -> tuple[dict, dict, float | str]:
        """The categories, their sources and the budget's δ: a number smaller than the
        private choices' δ is raised to it ("auto" stays: the rule's δ at release)."""
        delta = self._budget[1]
        spent = sum(s.delta for s in self._sources.values() if s.kind == PRIVATE)
        return (
            dict(self._categories),
            dict(self._sources),
            (delta if delta == "auto" else max(delta, spent)),
        )

    def column(self) -> str | None:
        return self.column_combo.currentData()

    # --- editing -----------------------------------------------------------------------------

    def _show_column(self) -> None:
        name = self.column()
        if self._loading or name is None:
            return
        source = self._sources.get(name, CategorySource(TYPED))
        self._loading = True
        select(self.source_combo, source.kind)
        self._show_page(list(source_labels()).index(source.kind))
        labels = self._categories.get(name, ())
        self.typed_edit.setPlainText("\n".join(labels) if source.kind == TYPED else "")
        self.header_check.setChecked(source.header)
        self._fill_lists(source)
        if source.kind == PRIVATE:
            self.epsilon_spin.setValue(source.epsilon)
            self.delta_edit.setText(f"{source.delta:g}")
        self._loading = False
        self._show_note()

    def _show_page(self, index: int) -> None:
        """The source's fields only, without the other sources' height."""
        for i in range(self.pages.count()):
            vertical = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            self.pages.widget(i).setSizePolicy(QSizePolicy.Policy.Preferred, vertical)
        self.pages.setCurrentIndex(index)
        self.pages.adjustSize()

    def _fill_lists(self, source: CategorySource) -> None:
        self.list_combo.clear()
        xlsform = source.codebook is not None and source.codebook.suffix.lower() == ".xlsx"
        self.list_combo.setVisible(xlsform)
        self.header_check.setVisible(source.codebook is not None and not xlsform)
        if xlsform:
            try:
                names = xlsform_lists(source.codebook)
            except PrivDeskError:
                names = []
            for name in names:
                self.list_combo.addItem(name, name)
            select(self.list_combo, source.list_name)

    def _source_changed(self) -> None:
        if self._loading:
            return
        name, kind = self.column(), self.source_combo.currentData()
        self._categories.pop(name, None)
        self._sources.pop(name, None)
        if kind == PRIVATE:
            epsilon = round(PRIVATE_SHARE * self._budget[0], 3)
            self._sources[name] = CategorySource(PRIVATE, epsilon=epsilon, delta=self._delta)
        self._show_column()
        self.edited.emit()

    def _typed(self) -> None:
        if self._loading:
            return
        name = self.column()
        labels = labels_from_text(self.typed_edit.toPlainText())
        self._sources.pop(name, None)
        if labels:
            self._categories[name] = labels
        else:
            self._categories.pop(name, None)
        self._show_note()
        self.edited.emit()

    def _choose_codebook(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Codebook of the groups"), "", tr("Codebooks (*.csv *.xlsx)")
        )
        if path:
            self.load_codebook(Path(path))

    def load_codebook(self, path: Path, list_name: str | None = None) -> None:
        """Declare the current column's groups from a codebook file (the file's values)."""
        name = self.column()
        if path.suffix.lower() == ".xlsx" and list_name is None:
            try:
                lists = xlsform_lists(path)
            except PrivDeskError as exc:
                self._set_note(str(exc), True)
                return
            list_name = next((n for n in lists if n == name), lists[0] if lists else None)
        source = CategorySource(CODEBOOK, path, list_name, self.header_check.isChecked())
        self._read(name, source)

    def _reread_codebook(self) -> None:
        name = self.column()
        source = self._sources.get(name)
        if self._loading or source is None or source.kind != CODEBOOK:
            return
        list_name = self.list_combo.currentData() or source.list_name
        self._read(name, CategorySource(CODEBOOK, source.codebook, list_name,
                                        self.header_check.isChecked()))  # fmt: skip

    def _read(self, name: str, source: CategorySource) -> None:
        try:
            labels = read_codebook(source.codebook, f"categories.{name}", source.list_name,
                                   source.header)  # fmt: skip
        except PrivDeskError as exc:
            self._set_note(str(exc), True)
            return
        self._categories[name], self._sources[name] = labels, source
        self._show_column()
        self.edited.emit()

    def _private_changed(self) -> None:
        if self._loading:
            return
        name = self.column()
        try:
            delta = float(self.delta_edit.text().replace(",", "."))
        except ValueError:
            delta = -1.0
        source = CategorySource(PRIVATE, epsilon=self.epsilon_spin.value(), delta=delta)
        self._sources[name] = source
        self._show_note()
        self.edited.emit()

    # --- what the note says ------------------------------------------------------------------

    def _show_note(self) -> None:
        name = self.column()
        source = self._sources.get(name, CategorySource(TYPED))
        labels = self._categories.get(name, ())
        if source.kind == PRIVATE:
            if not 0 < source.delta < 1:
                self._set_note(tr("δ must be a number between 0 and 1, e.g. 1e-6."), True)
                return
            text = tr(
                "The release counts each value of {column} with noise and keeps as groups only "
                "those counted above {threshold}: a value held by one person is kept with "
                "probability at most δ. This uses ε = {epsilon} and δ = {delta} of the budget, "
                "and the groups chosen are published with the table."
            ).format(
                column=name,
                threshold=number(threshold(source.epsilon, source.delta), ".3g"),
                epsilon=number(source.epsilon, "g"),
                delta=number(source.delta, "g"),
            )
            self._set_note(text, False)
        elif not labels:
            self._set_note(
                tr("Declare the groups of {column}: they are published with the table.").format(
                    column=name
                ),
                True,
            )
        else:
            shown = ", ".join(labels[:SHOWN]) + (", …" if len(labels) > SHOWN else "")
            text = tr("{count} groups: {groups}.").format(
                count=number(len(labels), ","), groups=shown
            )
            if source.kind == CODEBOOK:
                text += " " + tr("From {file}.").format(file=source.codebook.name)
            self._set_note(text, False)

    def _set_note(self, text: str, warning: bool) -> None:
        self.note.setText(("⚠ " if warning else "") + text)
        set_warning(self.note, warning)

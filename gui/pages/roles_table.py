"""The Load page's column-roles table: one row per column with its role menu, type, missing
count and warnings, and a line saying what will leave the computer.

A widget of its own because the role menus carry their own rules (one target, one loan
amount; the wheel only turns a focused menu); the page fills it and stores what it reports.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.core.i18n import number
from engine.data.column_types import ColumnInfo
from engine.data.roles import ColumnRoles
from gui.i18n import tr

# The roles, in the order the role menus list them.
ROLE_KEYS = ("feature", "target", "identifier", "loan_amount", "drop")
SINGLE_ROLES = ("target", "loan_amount")
NAME_COLUMN, ROLE_COLUMN, TYPE_COLUMN, MISSING_COLUMN, WARNINGS_COLUMN = range(5)


class RoleCombo(QComboBox):
    """A role chooser that ignores the mouse wheel unless focused, so scrolling the table
    never changes a role by accident."""

    focused = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for row, (key, label, tip) in enumerate(roles()):
            self.addItem(label, key)
            self.setItemData(row, tip, Qt.ItemDataRole.ToolTipRole)

    def role(self) -> str:
        return self.currentData()

    def set_role(self, role: str) -> None:
        self.setCurrentIndex(ROLE_KEYS.index(role))

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def wheelEvent(self, event) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class RolesTable(QWidget):
    """The roles table. `fill` shows a table's columns, `chosen` reads the roles back;
    `roles_changed` fires when the user gives a column another role."""

    roles_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._combos: dict[str, RoleCombo] = {}
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("rolesTable")
        self.table.setHorizontalHeaderLabels(
            [tr("Column"), tr("Role"), tr("Type"), tr("Missing"), tr("Warnings")]
        )
        headers = (
            tr("The column's name in the file."),
            tr(
                "What the column is for. Only features (privatized) and tokenized identifiers "
                "leave this computer."
            ),
            tr("What the values look like: numeric, categorical, text or dates."),
            tr("How many rows have no value in this column."),
            tr("Problems PrivDesk noticed in the column. Hover over a warning for details."),
        )
        for column, tip in enumerate(headers):
            self.table.horizontalHeaderItem(column).setToolTip(tip)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)  # Tab moves into the role menus
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # warnings: the remaining width
        roles_label = QLabel(tr("&Column roles for targeting — choose what each column is for"))
        roles_label.setToolTip(
            tr(
                "These roles are the targeting task's. The other tasks for a table choose "
                "their columns on their own settings, in step 2 (Choose task)."
            )
        )
        roles_label.setBuddy(self.table)
        roles_layout = QVBoxLayout(self)
        roles_layout.setContentsMargins(0, 0, 0, 0)
        roles_layout.addWidget(roles_label)
        roles_layout.addWidget(self.table)
        self.summary = QLabel()
        self.summary.setObjectName("rolesSummary")
        self.summary.setWordWrap(True)
        roles_layout.addWidget(self.summary)

    def columns(self) -> list[str]:
        """The columns shown, in the table's order (none before `fill`)."""
        return list(self._combos)

    def clear(self) -> None:
        self._combos = {}
        self.table.setRowCount(0)
        self.summary.clear()

    def fill(self, infos: dict[str, ColumnInfo], roles: ColumnRoles | None) -> None:
        """One row per column of `infos`, with its role in `roles` (None: the role the
        engine suggests)."""
        self._warning_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.table.setRowCount(0)
        self.table.setRowCount(len(infos))
        self._combos = {}
        self._infos = dict(infos)
        for row, (name, info) in enumerate(infos.items()):
            name_item = QTableWidgetItem(name)
            name_item.setToolTip(
                tr("{column}: {count} different values").format(
                    column=name, count=number(info.n_unique, ",")
                )
            )
            self.table.setItem(row, NAME_COLUMN, name_item)
            self.table.setItem(row, TYPE_COLUMN, QTableWidgetItem(kind_label(info.kind)))
            missing = QTableWidgetItem(number(info.n_missing, ","))
            missing.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, MISSING_COLUMN, missing)
            self.table.setItem(row, WARNINGS_COLUMN, QTableWidgetItem())

            combo = RoleCombo(self.table)
            combo.setAccessibleName(tr("Role of {column}").format(column=name))
            combo.setToolTip(tr("What the column “{column}” is for.").format(column=name))
            role = _role_in(roles, name) if roles is not None else info.suggested_role
            combo.set_role(role)
            self._show_warnings(row, info, role)
            combo.currentIndexChanged.connect(
                lambda _index, column=name: self._role_changed(column)
            )
            combo.focused.connect(lambda row=row: self._show_role_row(row))
            self._combos[name] = combo
            self.table.setCellWidget(row, ROLE_COLUMN, combo)
        # Cell widgets do not count towards "resize to contents": size the role column by hand.
        if self._combos:
            width = max(c.sizeHint().width() for c in self._combos.values())
            header = self.table.horizontalHeader()
            header.setSectionResizeMode(ROLE_COLUMN, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(ROLE_COLUMN, width + 4)

    def show_roles(self, roles: ColumnRoles) -> None:
        """Set every menu from `roles` without reporting a change."""
        for name, combo in self._combos.items():
            combo.blockSignals(True)
            combo.set_role(_role_in(roles, name))
            combo.blockSignals(False)
        self._refresh_warnings()

    def set_role(self, column: str, role: str) -> None:
        """Give `column` a role (feature, target, identifier, loan_amount or drop)."""
        if role not in ROLE_KEYS:
            raise ValueError(tr("unknown role {role}").format(role=repr(role)))
        self._combos[column].set_role(role)

    def chosen(self, previous: ColumnRoles) -> ColumnRoles:
        """The roles as chosen in the table, keeping the order of `previous` where it
        applies."""
        chosen: dict[str, list[str]] = {key: [] for key in ROLE_KEYS}
        for column, combo in self._combos.items():
            chosen[combo.role()].append(column)
        return ColumnRoles(
            features=_keep_order(chosen["feature"], previous.features),
            target=chosen["target"][0] if chosen["target"] else None,
            identifiers=_keep_order(chosen["identifier"], previous.identifiers),
            loan_amount=chosen["loan_amount"][0] if chosen["loan_amount"] else None,
        )

    def show_summary(self, roles: ColumnRoles) -> None:
        """One line saying what leaves the computer, so the table's effect is plain."""
        if not self._combos:
            self.summary.clear()
            return
        dropped = len(roles.dropped(list(self._combos)))
        features, identifiers = len(roles.features), len(roles.identifiers)
        parts = [
            (
                tr("1 feature (privatized before release)")
                if features == 1
                else tr("{count} features (privatized before release)").format(count=features)
            ),
            tr("target: {column}").format(column=roles.target)
            if roles.target
            else tr("target: none chosen"),
            (
                tr("1 identifier (replaced by tokens or dropped)")
                if identifiers == 1
                else tr("{count} identifiers (replaced by tokens or dropped)").format(
                    count=identifiers
                )
            ),
        ]
        if roles.loan_amount is not None:
            parts.append(tr("loan amount: {column}").format(column=roles.loan_amount))
        parts.append(tr("{count} dropped (stay on this computer)").format(count=dropped))
        self.summary.setText(" · ".join(parts))

    def _show_role_row(self, row: int) -> None:
        """Scroll a role menu reached with Tab into view and mark its row."""
        self.table.selectRow(row)
        self.table.scrollTo(self.table.model().index(row, ROLE_COLUMN))

    def _show_warnings(self, row: int, info: ColumnInfo, role: str) -> None:
        """The column's warnings that matter for its role (the engine says which)."""
        warnings = info.warnings_for(role)
        item = self.table.item(row, WARNINGS_COLUMN)
        item.setText("; ".join(warnings))
        item.setIcon(self._warning_icon if warnings else QIcon())
        item.setToolTip("\n".join(warnings))

    def _role_changed(self, column: str) -> None:
        """Keep one target and one loan amount: the previous holder becomes Drop."""
        role = self._combos[column].role()
        if role in SINGLE_ROLES:
            for other, combo in self._combos.items():
                if other != column and combo.role() == role:
                    combo.blockSignals(True)
                    combo.set_role("drop")
                    combo.blockSignals(False)
        self._refresh_warnings()
        self.roles_changed.emit()

    def _refresh_warnings(self) -> None:
        for row, (name, combo) in enumerate(self._combos.items()):
            self._show_warnings(row, self._infos[name], combo.role())


def _keep_order(chosen: list[str], previous: tuple[str, ...]) -> tuple[str, ...]:
    """`chosen` with the columns already in `previous` first, in that order (so reopening a
    project does not reorder its features and drop its results)."""
    kept = [c for c in previous if c in chosen]
    return tuple(kept + [c for c in chosen if c not in kept])


def roles() -> tuple[tuple[str, str, str], ...]:
    """(key, label, tooltip) of each role, in the order of `ROLE_KEYS`."""
    return (
        (
            "feature",
            tr("Feature"),
            tr("Released after privatization; the program's model uses it to predict the target."),
        ),
        (
            "target",
            tr("Target"),
            tr("What the program predicts (e.g. consumption, or 1 = repaid). Only one column."),
        ),
        (
            "identifier",
            tr("Identifier"),
            tr(
                "Names a person or household (ID, phone number). Never released as it is: it "
                "is replaced by a random token or dropped."
            ),
        ),
        (
            "loan_amount",
            tr("Loan amount"),
            tr(
                "Each applicant's loan, needed to count the lender's profit in credit scoring. "
                "Only one column."
            ),
        ),
        ("drop", tr("Drop"), tr("Not used and not released: the column stays on this computer.")),
    )


def kind_label(kind: str) -> str:
    """A column's kind as the engine detects it (`ColumnInfo.kind`), in words."""
    labels = {
        "numeric": tr("numeric"),
        "categorical": tr("categorical"),
        "text": tr("text"),
        "datetime": tr("dates"),
    }
    return labels.get(kind, kind)


def _role_in(roles: ColumnRoles, column: str) -> str:
    if column in roles.features:
        return "feature"
    if column == roles.target:
        return "target"
    if column in roles.identifiers:
        return "identifier"
    if column == roles.loan_amount:
        return "loan_amount"
    return "drop"

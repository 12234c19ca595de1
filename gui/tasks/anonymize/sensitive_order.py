"""The order of a text sensitive column's values, for t-closeness (MATH 6.3).

A sensitive text column has no order of its own, so its t uses the equal-distance EMD
unless the project declares one (`columns.sensitive_order`, read by
`engine.tasks.anonymize.sensitive`). On the settings panel a sensitive text column's menu
offers "Unordered" or "Ordered values…"; the latter opens `SensitiveOrderDialog`, a list the
user puts in order (lowest first) with Up and Down or by dragging. The values listed are
the engine's (`values_to_order`): the declared order, then the column's other values and NA.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import tr
from gui.widgets.form_widgets import wrapped_label

NONE, DECLARED = "order:none", "order:declared"


def order_choices() -> dict[str, str]:
    """The sensitive text column's menu: item data → label."""
    return {
        NONE: tr("Unordered (any two different values are equally far apart)"),
        DECLARED: tr("Ordered values, lowest first…"),
    }


def why_order() -> str:
    return tr(
        "Why the order matters: t-closeness bounds how far each class's distribution of this "
        "column is from the whole table's. With an order, a class whose values are "
        "neighbours (low, medium) is closer than one spread to the extremes (low, high). "
        "Without one, any two different values are equally far apart, which cannot tell "
        "those classes apart."
    )


def order_tip(column: str, order: tuple[str, ...] | None) -> str:
    """The menu's tooltip: the project key, why it matters, and the order now declared."""
    tip = tr("Its values in order, lowest first.") + "\n" + why_order()
    if order:
        tip += "\n" + tr("Declared order: {values}").format(values=" < ".join(order))
    details = tr(
        "Details: columns.sensitive_order.{column}; the distance is the EMD (ordered, or "
        "equal-distance)."
    )
    return tip + "\n" + details.format(column=column)


def fill_order_menu(box: QComboBox, column: str, order: tuple[str, ...] | None) -> None:
    """Make `box` (a row's detail menu) the choice of a text sensitive column."""
    for key, text in order_choices().items():
        box.addItem(text, key)
    box.setCurrentIndex(box.findData(DECLARED if order else NONE))
    box.setToolTip(order_tip(column, order))


def orders_summary(orders: dict[str, tuple[str, ...]]) -> str:
    """The declared orders in one sentence ("" when there are none)."""
    if not orders:
        return ""
    return tr("Ordered for t-closeness: {orders}.").format(
        orders="; ".join(f"{c}: {' < '.join(v)}" for c, v in orders.items())
    )


class SensitiveOrderDialog(QDialog):
    """A list of the column's values to put in order, lowest at the top."""

    def __init__(self, column: str, values: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sensitiveOrderDialog")
        self.setWindowTitle(tr("Order of the values of {column}").format(column=column))
        intro = wrapped_label("sensitiveOrderIntro")
        intro.setText(
            tr(
                "Put the values of {column} in order, lowest first: select one and move it "
                "with Up and Down, or drag it."
            ).format(column=column)
        )
        why = wrapped_label("sensitiveOrderWhy")
        why.setText(why_order())
        self.list = QListWidget(objectName="sensitiveOrderList")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.addItems(list(values))
        self.list.setCurrentRow(0)
        self.list.setToolTip(why_order())
        self.up_button = QPushButton(tr("Up"), objectName="orderUpButton")
        self.up_button.setToolTip(tr("Move the selected value one place lower in the order"))
        self.down_button = QPushButton(tr("Down"), objectName="orderDownButton")
        self.down_button.setToolTip(tr("Move the selected value one place higher in the order"))
        self.up_button.clicked.connect(lambda: self.move(-1))
        self.down_button.clicked.connect(lambda: self.move(1))
        self.list.currentRowChanged.connect(self._enable)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.setObjectName("sensitiveOrderButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)

        column_box = QVBoxLayout()
        column_box.addWidget(QLabel(tr("Lowest value")))
        column_box.addWidget(self.list, 1)
        column_box.addWidget(QLabel(tr("Highest value")))
        moves = QVBoxLayout()
        moves.addStretch(1)
        moves.addWidget(self.up_button)
        moves.addWidget(self.down_button)
        moves.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(column_box, 1)
        row.addLayout(moves)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row, 1)
        layout.addWidget(why)
        layout.addWidget(buttons)
        self.resize(460, 440)
        self._enable()

    def move(self, step: int) -> None:
        """Move the selected value `step` places (−1: lower, +1: higher)."""
        row = self.list.currentRow()
        new = row + step
        if row < 0 or not 0 <= new < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(new, item)
        self.list.setCurrentRow(new)

    def order(self) -> tuple[str, ...]:
        """The values as listed now, lowest first."""
        return tuple(self.list.item(i).text() for i in range(self.list.count()))

    def _enable(self) -> None:
        row = self.list.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.list.count() - 1)

"""Small widget and number helpers of the parameter forms: uniformly sized fields, wrapped
and bold labels, the warning colour, and reading numbers typed as text.

Shared by the targeting parameter panels and the mobility parameters page, so they live
apart from either page.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from engine.core.errors import ParameterError
from gui.i18n import tr
from gui.layout_check import shown_text

WARNING_COLOUR = QColor("#b3261e")
SPIN_WIDTH = 130  # one width for every number field, so the form reads as a column


def combo(name: str) -> QComboBox:
    box = QComboBox(objectName=name)
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(22)
    return box


def spin(name: str, low: int, high: int, step: int) -> QSpinBox:
    box = QSpinBox(objectName=name)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setGroupSeparatorShown(True)
    box.setMinimumWidth(SPIN_WIDTH)
    return box


def double_spin(name: str, low: float, high: float, decimals: int, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox(objectName=name)
    box.setDecimals(decimals)
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setMinimumWidth(SPIN_WIDTH)
    return box


def wrapped_label(name: str) -> QLabel:
    label = QLabel(objectName=name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def bold(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def add_row(form: QFormLayout, text: str, field: QWidget, buddy: QWidget | None = None) -> None:
    label = QLabel(text)
    label.setBuddy(buddy or field)
    form.addRow(label, field)


def select(box: QComboBox, key: str) -> None:
    row = box.findData(key)
    box.setCurrentIndex(max(row, 0))


def number_text(value: float) -> str:
    return f"{float(value):.6g}"


def label_of(field: QWidget) -> str | None:
    """The label the user sees beside `field` (the label whose buddy it is, as `add_row`
    and `QFormLayout.addRow` make), without its underline mark and colon."""
    for label in field.window().findChildren(QLabel):
        if label.buddy() is field and label.text():
            return shown_text(label.text()).rstrip(" :\u00a0\u202f")  # French: "ε :"
    return None


def labels_of(fields: dict[str, QWidget]) -> dict[str, str]:
    """Project key → the label of its field on the page (`label_of`)."""
    return {key: label for key, field in fields.items() if (label := label_of(field)) is not None}


def field_error(exc: Exception, labels: dict[str, str]) -> str:
    """The engine's message; about a parameter (`ParameterError.name`), named as the page
    labels it (a key the page has no field for stays a key: it is in the project file)."""
    name = getattr(exc, "name", None)
    label = labels.get(name) if isinstance(exc, ParameterError) else None
    if label is None:
        return str(exc)
    reason = str(exc).removeprefix(f"{name}: ")
    return tr("{parameter}: {reason}").format(parameter=label, reason=reason)


def parse_number(text: str, key: str, symbol: str) -> float:
    try:
        value = float(text.strip())
    except ValueError:
        raise ParameterError(
            key,
            tr("type a number for {symbol} such as 1e-5 (0.00001), or tick “automatic”").format(
                symbol=symbol
            ),
        ) from None
    if not math.isfinite(value):
        raise ParameterError(key, tr("{symbol} must be a finite number").format(symbol=symbol))
    return value


def parse_numbers(text: str) -> list[float]:
    """Numbers typed in one line: separated by commas ("0.5, 1, 2"), or by semicolons, then
    with a decimal point or comma ("0,5 ; 1 ; 2"). Raises ValueError on anything else."""
    if ";" in text:
        parts = [p.strip().replace(",", ".") for p in text.split(";")]
    else:
        parts = [p.strip() for p in text.split(",")]
    values = [float(p) for p in parts if p]
    if not all(math.isfinite(v) for v in values):
        raise ValueError(text)
    return values


def warning_palette(widget: QWidget) -> QPalette:
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, WARNING_COLOUR)
    return palette


def set_warning(label: QLabel, warning: bool) -> None:
    """Warning colour plus a ⚠ in the text, so colour is never the only signal."""
    label.setProperty("warning", warning)
    label.setPalette(warning_palette(label) if warning else QPalette())


def ledger_limit_fields(label: str, check_name: str, spin_name: str):
    """The dataset limit's check box and ε field (`budget.limit_epsilon`), as the tasks that
    charge the per-dataset ledger show it; `label` carries each page's own mnemonic."""
    check = QCheckBox(label, objectName=check_name)
    check.setToolTip(
        tr(
            "{key}: the dataset's cap; a release that would lift the ledger's total above it "
            "is refused before any noise is drawn"
        ).format(key="budget.limit_epsilon")
    )
    return check, double_spin(spin_name, 0.001, 1000.0, 3, 0.5)

"""The number intervals of one quasi-identifier: widths or breaks per level, top/bottom coding.

Shown under the anonymize roles table while the selected column's generalization is
"Number intervals" (generalization.<column>.type = interval). Empty fields mean automatic.
The editor only turns the typed text into the project file's values (`values`); the
panel hands them to the engine's project reader, which checks them and says what is wrong.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from engine.core.errors import ParameterError
from engine.tasks.anonymize.project import GenSpec
from gui.i18n import tr
from gui.widgets.form_widgets import add_row, number_text, parse_numbers

BREAK_LINES = 3  # the breaks box shows three levels without scrolling (plus a line of slack)


class IntervalEditor(QGroupBox):
    """Edits one column's interval ladder; `changed` fires on every keystroke."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="intervalEditor")
        self.column: str | None = None
        self.widths = QLineEdit(objectName="intervalWidthsEdit")
        self.widths.setPlaceholderText(tr("automatic, or e.g. 5, 10, 20"))
        self.anchor = QLineEdit(objectName="intervalAnchorEdit")
        self.anchor.setPlaceholderText(tr("automatic"))
        self.breaks = QPlainTextEdit(objectName="intervalBreaksEdit")
        self.breaks.setPlaceholderText(tr("one line per level, e.g.\n0, 15, 25, 45, 65\n0, 25, 65"))
        margins = 2 * (self.breaks.frameWidth() + self.breaks.document().documentMargin())
        self.breaks.setFixedHeight(
            int(self.breaks.fontMetrics().lineSpacing() * (BREAK_LINES + 1) + margins)
        )
        self.top = QLineEdit(objectName="intervalTopEdit")
        self.top.setPlaceholderText(tr("none"))
        self.bottom = QLineEdit(objectName="intervalBottomEdit")
        self.bottom.setPlaceholderText(tr("none"))
        tips = {
            self.widths: tr(
                "The interval width at each level, from the "
                "finest to the coarsest (5, 10, 20: five-year, then ten-, then twenty-year bands)"
                "\nDetails: generalization.<column>.widths"
            ),
            self.anchor: tr(
                "Where the intervals start (automatic: the "
                "smallest value, rounded down to the first width)"
                "\nDetails: generalization.<column>.anchor"
            ),
            self.breaks: tr(
                "Your own interval bounds, one line per "
                "level from finest to coarsest; each coarser line keeps only bounds of the "
                "line above. Give widths or breaks, not both."
                "\nDetails: generalization.<column>.brackets"
            ),
            self.top: tr(
                "Values above it are released as “> top” "
                "(top coding hides the few extreme values that identify people)"
                "\nDetails: generalization.<column>.top"
            ),
            self.bottom: tr(
                "Values below it are released as “< bottom”"
                "\nDetails: generalization.<column>.bottom"
            ),
        }
        for field, tip in tips.items():
            field.setToolTip(tip)
        form = QFormLayout()
        add_row(form, tr("Interval widths:"), self.widths)
        add_row(form, tr("Start of the first interval:"), self.anchor)
        add_row(form, tr("Top code, values above:"), self.top)
        add_row(form, tr("Bottom code, values below:"), self.bottom)
        breaks = QVBoxLayout()
        breaks_label = QLabel(tr("Or my own breaks:"))
        breaks_label.setBuddy(self.breaks)
        breaks.addWidget(breaks_label)
        breaks.addWidget(self.breaks)
        breaks.addStretch(1)
        columns = QHBoxLayout(self)
        columns.addLayout(form, 1)
        columns.addLayout(breaks, 1)
        for field in (self.widths, self.anchor, self.top, self.bottom, self.breaks):
            field.textChanged.connect(self.changed)
        self.show_spec(None, None)

    def show_spec(self, column: str | None, spec: GenSpec | None) -> None:
        """Show `column`'s intervals; hidden for None (the selected row has no intervals)."""
        self.column = column
        self.setVisible(column is not None)
        self.setTitle(tr("Number intervals for {column}").format(column=column))
        spec = spec or GenSpec("interval")
        texts = {
            self.widths: ", ".join(number_text(w) for w in spec.widths or ()),
            self.anchor: "" if spec.anchor is None else number_text(spec.anchor),
            self.top: "" if spec.top is None else number_text(spec.top),
            self.bottom: "" if spec.bottom is None else number_text(spec.bottom),
        }
        for field, text in texts.items():
            field.blockSignals(True)
            field.setText(text)
            field.blockSignals(False)
        self.breaks.blockSignals(True)
        self.breaks.setPlainText(
            "\n".join(", ".join(number_text(x) for x in level) for level in spec.brackets or ())
        )
        self.breaks.blockSignals(False)

    def values(self) -> dict:
        """The project file's generalization.<column> for the typed text (ParameterError
        names the field that is not a number)."""
        key = f"generalization.{self.column}"
        values: dict = {"type": "interval"}
        if self.widths.text().strip():
            values["widths"] = _numbers(self.widths.text(), f"{key}.widths")
        levels = [line for line in self.breaks.toPlainText().splitlines() if line.strip()]
        if levels:
            values["brackets"] = [_numbers(line, f"{key}.brackets") for line in levels]
        for name, field in (("anchor", self.anchor), ("top", self.top), ("bottom", self.bottom)):
            if field.text().strip():
                number = _numbers(field.text(), f"{key}.{name}")
                if len(number) != 1:
                    raise ParameterError(f"{key}.{name}", tr("type one number"))
                values[name] = number[0]
        return values


def _numbers(text: str, key: str) -> list[float]:
    try:
        return parse_numbers(text)
    except ValueError:
        raise ParameterError(
            key, tr("type numbers separated by commas, such as 5, 10, 20")
        ) from None

"""The small-ε warning, the same in every task: below `SMALL_EPSILON` the page says, under
the field's own label, what the noise will do to this task's output, before Privatize.

ε = 0.001 once gave ± 12,000 per cell with no word. A small ε is allowed (it is only a
warning: the page stays valid), but the person sees the price first.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from engine.core.i18n import number
from gui.i18n import tr
from gui.widgets.form_widgets import label_of, set_warning, wrapped_label

SMALL_EPSILON = 0.1  # below it, every task says how far off its output will be


def epsilon_warning_label() -> QLabel:
    """The (hidden) label `show_small_epsilon` fills."""
    label = wrapped_label("epsilonWarning")
    label.hide()
    return label


def small_epsilon(epsilon: float) -> bool:
    return 0 < epsilon < SMALL_EPSILON


def show_small_epsilon(
    label: QLabel, field: QWidget | str, epsilon: float, consequence: str | None
) -> None:
    """Warn in `label` when `epsilon` (of `field`: the widget, named by its label on the
    page, or the name itself) is small; `consequence` says what it does to the output
    ("expect cells to be off by up to ± 12,000 (95 %)"); None: nothing to say (hidden)."""
    small = small_epsilon(epsilon) and consequence is not None
    name = field if isinstance(field, str) else (label_of(field) or "ε")
    label.setText(
        tr(
            "⚠ {field} = {epsilon} is small: {consequence}. Check that the result is still "
            "useful before you privatize."
        ).format(field=name, epsilon=number(epsilon, "g"), consequence=consequence)
        if small
        else ""
    )
    set_warning(label, small)
    label.setVisible(small)


def plus_minus(value: float) -> str:
    """An error size for the warning: "12,000" or "0.0421"."""
    return number(value, ",.0f" if value >= 100 else ".3g")

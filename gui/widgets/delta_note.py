"""How the wizard shows δ under the one rule (engine.privacy.delta_rule): "automatic" with
its value for this table, and a warning when a typed δ is not far below 1/n."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from engine.core.i18n import number
from engine.privacy.delta_rule import DeltaChoice, choose_delta
from gui.i18n import tr
from gui.widgets.form_widgets import set_warning


def table_rows(table) -> int | None:
    """The rows δ's rule counts: the loaded table's, when the wizard holds all of it (None:
    no table, or only its first rows; the release then counts them)."""
    if table is None or table.head_only:
        return None
    return len(table.frame)


def delta_choice(value, rows: int | None, key: str) -> DeltaChoice | None:
    """The choice for `rows` rows (None while they are unknown); ParameterError by `key`
    for a δ at or above 1/n."""
    return None if rows is None else choose_delta(value, rows, key)


def delta_value_text(value, rows: int | None) -> str:
    """δ as a page repeats the setting: "automatic (1e-07)", "automatic", or the number."""
    if value != "auto":
        return number(value, "g")
    if rows is None:
        return tr("automatic")
    return tr("automatic ({delta})").format(delta=number(delta_choice(value, rows, "").delta, "g"))


def show_delta_note(label: QLabel, value, choice: DeltaChoice | None) -> None:
    """Where δ (`value`, as set) comes from, in `label`; in the warning colour when it is not
    far below 1/n. `choice` is None while the rows are unknown."""
    if choice is not None:
        label.setText(f"⚠ {choice.words()}" if choice.warned else choice.words())
    elif value == "auto":
        label.setText(
            tr(
                "Automatic δ: at most 10⁻⁶ and at most 1/n² for the n rows of the file, set "
                "when the file is read."
            )
        )
    else:
        label.setText(
            tr("δ = {delta}: checked against the rows of the file when it is read.").format(
                delta=number(value, "g")
            )
        )
    set_warning(label, choice is not None and choice.warned)

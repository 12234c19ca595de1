"""ε is checked the same way in every task that has one: 0 or below is refused, in the
wizard naming the field by the label the user sees (never reverted silently, never by its
project key), and on the command line by its project key."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtWidgets import QLabel

from engine.cli import main as cli
from tests.paths import SAMPLES

# task → (sample, step, the ε field on that step, its label, its project key)
CASES = {
    "targeting": ("poverty", 2, "epsilonSpin", "ε (privacy loss)", ("mechanism", "epsilon")),
    "mobility": (
        "mobility",
        2,
        "epsilonSpin",
        "ε (privacy loss per day)",
        ("mechanism", "epsilon"),
    ),
    "statistics": ("statistics", 2, "epsilon_spin", "Total ε", ("budget", "epsilon")),
    "model": ("model", 2, "epsilon", "Privacy loss ε", ("training", "epsilon")),
    "survey": ("survey", 1, None, "ε of the question on ", ("questions", 0, "epsilon")),
}


def epsilon_field(window, task: str, step: int, name: str | None):
    page = window.page(step)
    if name is None:  # survey: the first question's ε, in its settings table
        return page, page.panel().table.cellWidget(0, 3)
    return page, getattr(page, name)


@pytest.mark.parametrize("task", CASES)
def test_zero_and_negative_epsilon_are_refused_with_the_field_label(qtbot, window, task):
    sample, step, name, label, _ = CASES[task]
    window.load_page.open_sample(sample)
    qtbot.waitUntil(
        lambda: not window.load_page.busy() and window.state.family == task, timeout=60_000
    )
    window.go_to(step)
    assert window.current == step, window.reason.text()
    page, field = epsilon_field(window, task, step, name)
    for value in (0.0, -1.0):  # a negative cannot be typed: the field stops at 0
        field.setValue(value)
        problem = page.problem() or ""
        assert problem.startswith(label) and "must" in problem, problem
        assert ".epsilon" not in problem and "epsilon" not in window.reason.text()
        assert not window.next_button.isEnabled()
    field.setValue(1.0)
    assert page.problem() is None
    assert window.next_button.isEnabled()


@pytest.mark.parametrize("task", CASES)
@pytest.mark.parametrize("value", [0, -1])
def test_zero_and_negative_epsilon_are_refused_by_key_on_the_command_line(
    capsys, tmp_path, task, value
):
    sample, _, _, _, key = CASES[task]
    document = json.loads((SAMPLES / f"{sample}_project.json").read_text(encoding="utf-8"))
    section = document
    for part in key[:-1]:
        section = section[part]
    section[key[-1]] = value
    for file in SAMPLES.iterdir():  # the sample's data, where its relative paths point
        (tmp_path / file.name).symlink_to(file)
    project = tmp_path / "project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    code = cli(["run", str(project), "--quiet", "--output-dir", str(tmp_path / "out")])
    err = capsys.readouterr().err
    dotted = ".".join(str(p) for p in key).replace(".0.", "[0].")
    assert code == 2 and f"error: {dotted}: must" in err, err


def test_a_small_epsilon_is_warned_with_the_error_it_gives(qtbot, window):
    """ε = 0.001 once gave ± 12,000 per cell with no word before Privatize."""
    window.load_page.open_sample("statistics")
    qtbot.waitUntil(
        lambda: not window.load_page.busy() and window.state.family == "statistics",
        timeout=60_000,
    )
    window.go_to(2)
    page = window.page(2)
    assert page.epsilonWarning.text() == ""
    page.epsilon_spin.setValue(0.05)
    rows = range(page.table.rowCount())
    shown = {page.table.item(r, 0).text(): page.table.item(r, 6).text() for r in rows}
    widths = {q: float(w.strip("± ").replace(",", "")) for q, w in shown.items() if w != "—"}
    widest = max(widths, key=widths.get)
    warning = page.epsilonWarning.text()
    assert "ε = 0.05 is small" in warning and f"(95 %) in “{widest}”." in warning, warning
    said = float(re.search(r"± ([\d,.]+) \(95 %\)", warning).group(1).replace(",", ""))
    assert said == pytest.approx(widths[widest], rel=1e-3)  # the table shows 4 digits
    assert page.problem() is None and window.next_button.isEnabled()  # a warning only


@pytest.mark.parametrize("task", CASES)
def test_a_small_epsilon_is_warned_in_every_task_under_the_field_label(qtbot, window, task):
    """The statistics warning, the same in every task: the field's label, the ε, what it
    does to this task's output; a warning only (the page stays valid), gone at ε = 1."""
    sample, step, name, label, _ = CASES[task]
    window.load_page.open_sample(sample)
    qtbot.waitUntil(
        lambda: not window.load_page.busy() and window.state.family == task, timeout=60_000
    )
    window.go_to(step)
    page, field = epsilon_field(window, task, step, name)
    warning = page.findChild(QLabel, "epsilonWarning")
    assert not warning.isVisibleTo(page)
    field.setValue(0.05)
    text = warning.text()
    assert warning.isVisibleTo(page) and text.startswith(f"⚠ {label}"), text
    assert "= 0.05 is small: " in text and "before you privatize" in text
    assert "±" in text or task == "model"  # the model's noise is calibrated when it trains
    assert page.problem() is None and window.next_button.isEnabled()
    field.setValue(1.0)
    assert not warning.isVisibleTo(page) and warning.text() == ""

"""The Load data and Choose task pages, driven through their real widgets, offscreen."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QListWidget, QTableView

from engine.core.project_file import load_project
from engine.data.readers import read_table
from engine.tasks.targeting.project import OutputSpec, TaskSpec
from gui.pages.load_page import SAMPLES_DIR, LoadPage
from gui.tasks.targeting.task_page import TaskPage

TIMEOUT_MS = 10_000


@pytest.fixture
def page(qtbot, state):
    widget = LoadPage(state)
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def task_page(qtbot, state):
    widget = TaskPage(state)
    qtbot.addWidget(widget)
    return widget


def wait_loaded(qtbot, page: LoadPage) -> None:
    qtbot.waitUntil(lambda: not page.busy(), timeout=TIMEOUT_MS)


def open_sample(qtbot, page: LoadPage, name: str) -> None:
    page.open_sample(name)
    assert page.busy()
    wait_loaded(qtbot, page)


def load(qtbot, page: LoadPage, path: Path, sheet: str | None = None) -> None:
    page.load_path(path, sheet)
    wait_loaded(qtbot, page)


def take_error_dialog(qtbot) -> str:
    """The text of the open error dialog, which is then closed."""
    boxes = []

    def found() -> bool:
        boxes[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "errorDialog" and w.isVisible()
        ]
        return bool(boxes)

    qtbot.waitUntil(found, timeout=TIMEOUT_MS)
    assert len(boxes) == 1
    text = boxes[0].text()
    boxes[0].close()
    boxes[0].deleteLater()
    return text


def household_csv(path: Path, bad_row: int | None = None, rows: int = 60) -> Path:
    """A small poverty file; `bad_row` (0-based data row) gets a text value in x2."""
    rng = np.random.default_rng(1)
    x2 = [f"{v:.2f}" for v in rng.normal(size=rows)]
    if bad_row is not None:
        x2[bad_row] = "n/a?"
    lines = ["household_id,x1,x2,consumption"]
    for i in range(rows):
        lines.append(f"H{i:04d},{rng.normal():.3f},{x2[i]},{100 + 50 * rng.random():.2f}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def role_combo(page: LoadPage, column: str) -> QComboBox:
    table = page.findChild(type(page.roles_table), "rolesTable")
    for row in range(table.rowCount()):
        if table.item(row, 0).text() == column:
            return table.cellWidget(row, 1)
    raise AssertionError(f"no row for {column}")


# --- samples ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["poverty", "credit"])
def test_sample_fills_preview_roles_and_task(qtbot, page, state, name):
    project = load_project(SAMPLES_DIR / f"{name}_project.json")
    open_sample(qtbot, page, name)

    preview = page.findChild(QTableView, "previewTable")
    assert preview.model().rowCount() == 3000
    assert preview.model().columnCount() == len(state.table.frame.columns)
    assert state.projects["targeting"].columns == project.columns
    assert state.projects["targeting"].task == project.task
    assert state.project_path is None  # the sample's folder belongs to the installed app
    assert state.projects["targeting"].outputs == OutputSpec()
    assert role_combo(page, project.columns.target).currentData() == "target"
    assert role_combo(page, project.columns.features[0]).currentData() == "feature"
    assert role_combo(page, project.columns.identifiers[0]).currentData() == "identifier"
    assert page.problem() is None
    status = page.findChild(QLabel, "loadStatus").text()
    assert f"{name}_sample.csv" in status and "3,000 rows" in status

    task_page = TaskPage(state)
    qtbot.addWidget(task_page)
    task_page.enter()
    radio = task_page.credit_radio if name == "credit" else task_page.poverty_radio
    assert radio.isChecked()
    assert task_page.problem() is None
    task_page.leave()
    assert state.projects["targeting"].task == project.task


# --- reading files -----------------------------------------------------------------------------


def test_semicolon_and_decimal_comma_csv(qtbot, page, state, tmp_path):
    path = tmp_path / "survey.csv"
    path.write_text(
        "id;income;size\n" + "".join(f"{i};{i},5;{i % 4}\n" for i in range(1, 8)),
        encoding="utf-8",
    )
    load(qtbot, page, path)

    status = page.findChild(QLabel, "loadStatus").text()
    assert "7 rows × 3 columns" in status
    assert "semicolon" in status and "decimal comma" in status and "UTF-8" in status
    assert state.table.frame["income"].iloc[0] == 1.5
    model = page.findChild(QTableView, "previewTable").model()
    assert model.index(0, 1).data() == "1.5"


def test_non_numeric_feature_is_named_by_task_page(qtbot, page, state, task_page, tmp_path):
    load(qtbot, page, household_csv(tmp_path / "households.csv", bad_row=10))
    assert state.projects["targeting"].columns.target == "consumption"
    assert "x2" in state.projects["targeting"].columns.features
    warnings = page.roles_table.item(2, 4)
    assert "non-numeric" in warnings.text() and not warnings.icon().isNull()

    task_page.enter()
    problem = task_page.problem()
    assert "column 'x2'" in problem and "row 12" in problem and "n/a?" in problem
    assert problem in task_page.findChild(QLabel, "taskCheck").text()

    page.set_role("x2", "drop")
    assert task_page.problem() is None


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"\x00\x01\x02\xff\xfe\x00garbage\x00\x00" * 50, "not a text file"),
        (None, "does not exist"),
    ],
)
def test_unreadable_file_shows_error_and_keeps_table(
    qtbot, page, state, tmp_path, content, expected
):
    good = load_sample_csv(qtbot, page)
    bad = tmp_path / "broken.csv"
    if content is not None:
        bad.write_bytes(content)
    load(qtbot, page, bad)

    text = take_error_dialog(qtbot)
    assert "broken.csv" in text and expected in text
    assert "Traceback" not in text
    assert state.table is good
    assert "poverty_sample.csv" in page.findChild(QLabel, "loadStatus").text()
    assert page.problem() is None

    other = household_csv(tmp_path / "other.csv")  # the page still works
    load(qtbot, page, other)
    assert state.table.path == other


def load_sample_csv(qtbot, page: LoadPage):
    load(qtbot, page, SAMPLES_DIR / "poverty_sample.csv")
    return page.state.table


def test_xlsx_sheets_listed_and_switching_reloads(qtbot, page, state, tmp_path):
    path = tmp_path / "book.xlsx"
    with pd.ExcelWriter(path) as writer:
        pd.DataFrame({"a": [1, 2, 3], "b": [4, 5, 6]}).to_excel(
            writer, sheet_name="North", index=False
        )
        pd.DataFrame({"c": [1.5, 2.5], "d": [3, 4], "e": [0, 1]}).to_excel(
            writer, sheet_name="South", index=False
        )
    load(qtbot, page, path)

    combo = page.findChild(QComboBox, "sheetCombo")
    assert combo.isVisibleTo(page)
    assert [combo.itemText(i) for i in range(combo.count())] == ["North", "South"]
    assert state.projects["targeting"].input.sheet == "North" and list(
        state.table.frame.columns
    ) == ["a", "b"]

    combo.setCurrentText("South")
    wait_loaded(qtbot, page)
    assert state.projects["targeting"].input.sheet == "South" and list(
        state.table.frame.columns
    ) == ["c", "d", "e"]
    assert "2 rows × 3 columns" in page.findChild(QLabel, "loadStatus").text()

    load(qtbot, page, SAMPLES_DIR / "poverty_sample.csv")
    assert not combo.isVisibleTo(page)


@pytest.mark.filterwarnings("ignore:Function.*QDragEnterEvent:DeprecationWarning")
def test_drag_and_drop_loads_the_file(qtbot, page, state, tmp_path):
    path = household_csv(tmp_path / "dropped.csv")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    buttons, modifiers = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(QPoint(20, 20), Qt.DropAction.CopyAction, mime, buttons, modifiers)
    page.dragEnterEvent(enter)
    assert enter.isAccepted()

    drop = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, buttons, modifiers)
    page.dropEvent(drop)
    wait_loaded(qtbot, page)
    assert state.table.path == path

    text_only = QMimeData()
    text_only.setText("not a file")
    refused = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, text_only, buttons, modifiers)
    page.dragEnterEvent(refused)
    assert not refused.isAccepted()


def test_recent_list_shows_loaded_file_and_opens_it(qtbot, state, tmp_path):
    path = household_csv(tmp_path / "remembered.csv")
    first = LoadPage(state)
    qtbot.addWidget(first)
    load(qtbot, first, path)
    items = first.findChild(QListWidget, "recentList")
    assert items.item(0).text() == "remembered.csv"

    from gui.state import WizardState

    fresh_state = WizardState()
    second = LoadPage(fresh_state)
    qtbot.addWidget(second)
    recent_list = second.findChild(QListWidget, "recentList")
    assert recent_list.count() == 1
    recent_list.itemActivated.emit(recent_list.item(0))
    wait_loaded(qtbot, second)
    assert fresh_state.table.path == path


# --- roles -------------------------------------------------------------------------------------


def test_role_changes_update_state_and_problem(qtbot, page, state):
    changes = []
    page.validity_changed.connect(lambda: changes.append(1))
    assert page.problem() == "Open a data file or a sample to begin."
    open_sample(qtbot, page, "poverty")
    features = state.projects["targeting"].columns.features

    page.set_role("household_id", "feature")
    assert state.projects["targeting"].columns.features == (*features, "household_id")
    assert state.projects["targeting"].columns.identifiers == ()
    assert changes

    for name in state.projects["targeting"].columns.features:
        page.set_role(name, "drop")
    assert state.projects["targeting"].columns.features == ()
    assert page.problem() is None  # step 1 needs only data; the task checks its columns
    targeting_panel = TaskPage(state)
    qtbot.addWidget(targeting_panel)
    assert targeting_panel.problem() == "Choose at least one feature column on the Load data page."

    page.set_role("calls_out_per_day", "feature")
    page.set_role("consumption_per_capita", "drop")
    assert state.projects["targeting"].columns.target is None
    assert targeting_panel.problem().startswith("Choose the target column")

    page.set_role("consumption_per_capita", "target")
    assert targeting_panel.problem() is None
    page.leave()
    assert state.projects["targeting"].columns.features == ("calls_out_per_day",)


def test_only_one_target_and_one_loan_amount(qtbot, page, state):
    open_sample(qtbot, page, "credit")
    assert state.projects["targeting"].columns.target == "repaid"

    page.set_role("tenure_months", "target")
    assert state.projects["targeting"].columns.target == "tenure_months"
    assert role_combo(page, "repaid").currentData() == "drop"
    assert "repaid" not in state.projects["targeting"].columns.assigned()

    role_combo(page, "days_active").setCurrentIndex(3)  # as a user picks "Loan amount"
    assert state.projects["targeting"].columns.loan_amount == "days_active"
    assert role_combo(page, "loan_amount").currentData() == "drop"


def test_new_file_resets_roles_to_suggestions(qtbot, page, state, tmp_path):
    open_sample(qtbot, page, "credit")
    load(qtbot, page, household_csv(tmp_path / "new.csv"))
    assert state.projects["targeting"].columns.features == ("x1", "x2")
    assert state.projects["targeting"].columns.target == "consumption"
    assert state.projects["targeting"].columns.identifiers == ("household_id",)


def test_enter_shows_a_table_loaded_elsewhere(qtbot, page, state):
    """File → Open project fills the state; the page describes it when shown."""
    open_sample(qtbot, page, "poverty")
    project = load_project(SAMPLES_DIR / "credit_project.json")
    state.apply_project(
        "targeting", project, SAMPLES_DIR / "x.json", table=read_table(project.input.path)
    )
    page.enter()
    assert page.busy()
    assert page.current_roles() == project.columns  # not the stale poverty table's roles
    wait_loaded(qtbot, page)
    assert page.findChild(QTableView, "previewTable").model().rowCount() == 3000
    assert role_combo(page, "loan_amount").currentData() == "loan_amount"
    assert state.projects["targeting"].columns == project.columns


# --- task page ---------------------------------------------------------------------------------


def test_credit_without_loan_amount_is_refused(qtbot, page, task_page, state):
    open_sample(qtbot, page, "credit")
    page.set_role("loan_amount", "drop")
    # Not yet shown, the page already judges the sample's task (the steps list asks it).
    assert "loan-amount" in task_page.problem()
    task_page.enter()
    assert task_page.credit_radio.isChecked()
    assert "loan-amount" in task_page.problem()

    task_page.poverty_radio.setChecked(True)  # 0/1 repaid is still a valid poverty target
    assert task_page.problem() is None


def test_task_settings_round_trip(qtbot, page, task_page, state):
    open_sample(qtbot, page, "poverty")
    task_page.enter()
    assert task_page.budget_spin.value() == 29.0
    assert task_page.population_spin.value() == 4_950_000

    task_page.budget_spin.setValue(35.0)
    task_page.population_spin.setValue(0)
    task_page.leave()
    assert state.projects["targeting"].task.budget_share == 0.35
    assert state.projects["targeting"].task.population is None

    task_page.population_spin.setValue(1_200_000)
    task_page.credit_radio.setChecked(True)
    task_page.interest_spin.setValue(15.0)
    assert task_page.threshold_spin.value() == pytest.approx(100 * 1.15 / 1.3, abs=0.05)
    assert not task_page.threshold_spin.isEnabled()
    task_page.break_even_check.setChecked(False)
    task_page.threshold_spin.setValue(70.0)
    task_page.leave()
    assert state.projects["targeting"].task == TaskSpec(
        utility="credit",
        budget_share=0.35,
        population=1_200_000,
        interest_rate=0.15,
        approval_threshold=0.7,
    )

    other = TaskPage(state)
    qtbot.addWidget(other)
    other.enter()
    assert other.task() == state.projects["targeting"].task
    assert other.threshold_spin.isEnabled() and not other.break_even_check.isChecked()


def test_validation_is_cached(qtbot, page, task_page, state, monkeypatch):
    calls = []
    import gui.tasks.targeting.task_page as module

    real = module.prepare_targeting_data
    monkeypatch.setattr(
        module, "prepare_targeting_data", lambda *a, **k: calls.append(1) or real(*a, **k)
    )
    open_sample(qtbot, page, "poverty")
    assert task_page.problem() is None
    checked = len(calls)
    assert checked == 1
    for _ in range(3):
        assert task_page.problem() is None
    assert len(calls) == checked
    page.set_role("calls_out_per_day", "drop")
    assert task_page.problem() is None
    assert len(calls) == checked + 1


def test_choose_task_lists_the_registry_for_the_kind_of_data(qtbot, state):
    from engine.tasks import REGISTRY
    from gui.pages.choose_task_page import ChooseTaskPage
    from gui.tasks.targeting.task_page import TaskPage as TargetingPanel

    page = ChooseTaskPage(state)
    qtbot.addWidget(page)
    page.enter()
    assert set(page.task_buttons) == set(REGISTRY)
    assert page.task_buttons["targeting"].isChecked()
    assert page.task_buttons["targeting"].isEnabled()
    assert not page.task_buttons["mobility"].isEnabled()  # needs call records
    assert "call records" in page.input_note.text()
    assert isinstance(page.panel(), TargetingPanel)
    table_tasks = [key for key, info in REGISTRY.items() if info.input_kind == "table"]
    assert all(page.task_buttons[key].isEnabled() for key in table_tasks)


def test_the_sample_identifier_column_shows_no_warning(qtbot, page):
    """household_id is text and an identifier: 'not numeric' would be a false alarm; as a
    feature it would be a real one."""
    open_sample(qtbot, page, "poverty")
    table = page.roles_table
    row = next(r for r in range(table.rowCount()) if table.item(r, 0).text() == "household_id")
    assert table.item(row, 4).text() == ""
    page.set_role("household_id", "feature")
    assert "not numeric" in table.item(row, 4).text()


def test_large_tables_are_checked_on_a_worker_and_the_verdict_follows(
    qtbot, page, state, monkeypatch
):
    """Above the row threshold the targeting panel's checks run off the UI thread: it says
    it is checking, then gives the engine's verdict, also for roles changed meanwhile."""
    import gui.tasks.targeting.task_page as task_page_module

    monkeypatch.setattr(task_page_module, "BACKGROUND_CHECK_ROWS", 10)
    open_sample(qtbot, page, "poverty")
    panel = TaskPage(state)
    qtbot.addWidget(panel)
    assert panel.problem() == task_page_module.checking_text()
    qtbot.waitUntil(lambda: panel.problem() != task_page_module.checking_text(), timeout=10_000)
    assert panel.problem() is None
    page.set_role(state.projects["targeting"].columns.target, "drop")
    page.set_role(state.projects["targeting"].columns.features[0], "target")
    qtbot.waitUntil(lambda: panel.problem() != task_page_module.checking_text(), timeout=10_000)
    assert panel.problem() is None  # the new roles were checked too

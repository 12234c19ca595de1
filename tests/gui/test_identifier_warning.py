"""Choose task warns about identifier-like features and blocks Next until confirmed."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QCheckBox, QLabel

from engine.data.readers import read_table
from engine.data.roles import ColumnRoles
from engine.tasks.targeting.project import TaskSpec
from gui.tasks.targeting.task_page import TaskPage, allow_identifiers_text

PHONE_ROLES = ColumnRoles(
    features=("calls", "phone"), target="consumption", identifiers=("household",)
)


def phone_csv(path: Path, rows: int = 80) -> Path:
    """Households with a numeric 'phone' column: 8 digits, every value different."""
    rng = np.random.default_rng(2)
    frame = pd.DataFrame(
        {
            "household": [f"H{i:04d}" for i in range(rows)],
            "phone": 90_000_000 + rng.choice(9_999_999, size=rows, replace=False),
            "calls": rng.normal(5, 1, rows).round(2),
            "consumption": rng.lognormal(6, 0.5, rows).round(2),
        }
    )
    frame.to_csv(path, index=False)
    return path


@pytest.fixture
def task_page(qtbot, state, tmp_path):
    state.set_table(read_table(phone_csv(tmp_path / "households.csv")))
    state.update_project("targeting", columns=PHONE_ROLES)
    page = TaskPage(state)
    qtbot.addWidget(page)
    page.show()
    page.enter()
    return page


def test_identifier_like_feature_is_warned_and_blocks_next(task_page, state):
    check = task_page.findChild(QCheckBox, "allowIdentifierCheck")
    label = task_page.findChild(QLabel, "taskCheck")
    problem = task_page.problem()
    assert problem is not None  # Next stays disabled
    assert problem.startswith(
        "Column 'phone' looks like phone numbers (every value unique, like 9xxxxxxx). "
        "Privatizing it as a number protects nothing"
    )
    assert allow_identifiers_text() in problem
    assert problem in label.text()
    assert check.isVisible() and not check.isChecked()
    assert check.text() == allow_identifiers_text()

    check.setChecked(True)  # "I checked they are not identifiers"
    assert task_page.problem() is None
    assert check.isVisible()
    assert "You confirmed that “phone” is not an identifier" in label.text()
    task_page.leave()
    assert state.projects["targeting"].task.allow_identifier_like is True

    task_page.enter()
    check.setChecked(False)
    assert task_page.problem() == problem


def test_changing_the_role_clears_the_warning(task_page, state):
    assert task_page.problem() is not None
    state.update_project(
        "targeting", columns=ColumnRoles(("calls",), "consumption", ("household", "phone"))
    )
    task_page.enter()
    assert task_page.problem() is None
    assert not task_page.findChild(QCheckBox, "allowIdentifierCheck").isVisible()
    assert task_page.findChild(QLabel, "taskCheck").text().startswith("✓ The data are ready")
    assert state.projects["targeting"].task.allow_identifier_like is False


def test_a_project_that_allows_them_opens_confirmed(qtbot, state, tmp_path):
    state.set_table(read_table(phone_csv(tmp_path / "households.csv")))
    state.update_project(
        "targeting", columns=PHONE_ROLES, task=TaskSpec(allow_identifier_like=True)
    )
    page = TaskPage(state)
    qtbot.addWidget(page)
    page.show()
    assert page.problem() is None  # judged before the page is shown, as the steps list asks
    page.enter()
    check = page.findChild(QCheckBox, "allowIdentifierCheck")
    assert check.isVisible() and check.isChecked()
    assert page.task().allow_identifier_like is True

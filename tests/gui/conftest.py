"""GUI tests run offscreen with settings isolated in a temporary folder."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path_factory, qapp):
    """Each test gets empty settings, recent files and user folders."""
    from gui import gc_guard

    gc_guard.install(qapp)  # as the app does: never collect Qt objects on a job's thread
    home = tmp_path_factory.mktemp("settings")
    QStandardPaths.setTestModeEnabled(True)
    qapp.setApplicationName("PrivDesk")
    qapp.setOrganizationName("PrivDesk-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home))
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture(autouse=True)
def no_modal_questions(monkeypatch):
    """A modal question waits for a click that never comes offscreen: CI once hung on
    "Stop the running job?" when a test ended with a Load page job still running. A
    question fails the test instead (tests that mean to answer one patch it themselves)."""

    def refuse(parent, title, *args, **kwargs):
        raise AssertionError(f"a modal question was shown in a test: {title!r}")

    monkeypatch.setattr(QMessageBox, "question", refuse)


@pytest.fixture
def state():
    from gui.state import WizardState

    return WizardState()


@pytest.fixture
def window(qtbot):
    from tests.gui.wizard_steps import open_window

    return open_window(qtbot)

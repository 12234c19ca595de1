"""Guard against Qt bindings that mis-count references to None, True and False.

PySide6 6.12.0 released None once too often on every QWidget.setEnabled call; on Python
3.11 (where these objects are not immortal) the interpreter aborted after a few thousand
calls, at a random later moment. The wizard makes such calls constantly, so a binding
upgrade must pass this check.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QWidget

CALLS = 2000


class _Emitter(QObject):
    flag = Signal(bool)


def _singleton_counts() -> tuple[int, int, int]:
    return sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)


@pytest.mark.parametrize(
    "call",
    [
        lambda w: w["button"].setEnabled(False),
        lambda w: w["button"].isEnabled(),
        lambda w: w["widget"].setVisible(False),
        lambda w: w["check"].setChecked(True),
        lambda w: w["check"].isChecked(),
        lambda w: w["label"].setText("x"),
        lambda w: w["emitter"].flag.emit(True),
    ],
    ids=[
        "setEnabled",
        "isEnabled",
        "setVisible",
        "setChecked",
        "isChecked",
        "setText",
        "emit-bool",
    ],
)
def test_calls_do_not_release_singletons(qapp, call):
    widgets = {
        "button": QPushButton(),
        "widget": QWidget(),
        "check": QCheckBox(),
        "label": QLabel(),
        "emitter": _Emitter(),
    }
    widgets["emitter"].flag.connect(lambda value: None)
    before = _singleton_counts()
    for _ in range(CALLS):
        call(widgets)
    after = _singleton_counts()
    # Ordinary objects may come and go by a few references; a leak loses one per call.
    assert all(a - b > -CALLS // 2 for a, b in zip(after, before, strict=True)), (before, after)

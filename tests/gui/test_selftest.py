"""`main.py selftest` passes on a working installation and reports a broken step."""

from __future__ import annotations

import io
import os

import pytest

from engine.tasks import REGISTRY, task_title
from gui import selftest


def test_selftest_passes_and_prints_one_line_per_step(monkeypatch):
    """Every step real but the page grab (30 s here: every page of every task is opened
    and grabbed by tests/gui/test_french_interface.py, and the whole selftest runs on the
    installed bundle in packaging/smoke_test.sh)."""
    grabbed = []
    monkeypatch.setattr(selftest, "_pages", lambda work: grabbed.append(work) or "stub")
    out = io.StringIO()
    data_dir = os.environ.get("PRIVDESK_DATA_DIR")
    assert selftest.run_selftest(out) == 0
    lines = out.getvalue().splitlines()
    assert lines[-1] == "selftest passed"
    assert len(lines) == 6 + len(REGISTRY) and all(line.startswith("ok   ") for line in lines[:-1])
    for key in REGISTRY:
        if key != "targeting":
            expected = f"ok   run the “{task_title(key)}” sample"
            assert any(line.startswith(expected) for line in lines)
    assert os.environ.get("PRIVDESK_DATA_DIR") == data_dir  # the user's ledgers untouched
    assert len(grabbed) == 1 and not grabbed[0].exists()  # its temporary folder, removed


def test_selftest_fails_when_a_step_breaks(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("no sample data")

    monkeypatch.setattr(selftest, "_audit", broken)
    monkeypatch.setattr(selftest, "_pages", lambda work: "")  # the slow steps are not the point
    monkeypatch.setattr(selftest, "_run_sample", lambda key, work: "")
    out = io.StringIO()
    assert selftest.run_selftest(out) == 1
    text = out.getvalue()
    assert "FAIL audit and simulate the program: RuntimeError: no sample data" in text
    assert text.splitlines()[-1].startswith("selftest FAILED")


@pytest.mark.parametrize("argv", [["selftest", "--help"]])
def test_selftest_is_documented(argv, capsys):
    import main

    with pytest.raises(SystemExit):
        main.main(argv)
    assert "exit status 0 only if all pass" in " ".join(capsys.readouterr().out.split())


def test_wizard_without_a_display_says_what_to_do(monkeypatch, capsys):
    from gui import app

    monkeypatch.setattr(app.sys, "platform", "linux")
    for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    assert app.run_gui() == 2
    assert "headless commands" in capsys.readouterr().err

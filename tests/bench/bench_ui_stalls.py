"""UI-thread stalls on a large table: `python tests/bench/bench_ui_stalls.py [ROWS]`.

Drives the real wizard offscreen on a ROWS × 11 CSV (default 2,000,000 rows: ten numeric
features and a target) and, with a 10 ms timer on the UI thread, reports the longest gap
between two ticks during each phase: reading the file, changing a role, each page switch,
the privatize job (release only, audits off). A gap is time the window could not repaint or answer a
click. Goal (issue 15): every gap under 200 ms. Prints a table for README; asserts nothing
(a busy machine stretches every gap).
"""

from __future__ import annotations

import dataclasses
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class GapMeter:
    """The longest interval between two ticks of a 10 ms UI-thread timer."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.timer = QTimer(interval=10)
        self.timer.timeout.connect(self._tick)
        self.longest = 0
        self.last = 0

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.clock.start()
        self.last = 0
        self.longest = 0
        self.timer.start()

    def stop(self) -> int:
        self._tick()
        self.timer.stop()
        return self.longest


def wait_until(app: QApplication, condition, timeout: float = 600.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the wizard did not finish in time")
        app.processEvents()
        time.sleep(0.002)


def write_table(rows: int, folder: Path) -> Path:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({f"x{i}": rng.normal(size=rows).round(4) for i in range(10)})
    frame["consumption"] = rng.lognormal(size=rows).round(3)
    path = folder / f"table_{rows}.csv"
    frame.to_csv(path, index=False)
    return path


def main() -> None:
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 2_000_000
    app = QApplication.instance() or QApplication([])
    from gui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        path = write_table(rows, Path(folder))
        meter = GapMeter()
        results: list[tuple[str, int]] = []

        def phase(name: str, action, done) -> None:
            meter.start()
            action()
            wait_until(app, done)
            for _ in range(5):  # let the page settle: repaints after the work count too
                app.processEvents()
                time.sleep(0.01)
            results.append((name, meter.stop()))

        window = MainWindow()
        window.resize(1280, 860)
        window.show()
        load = window.load_page
        phase("read the file", lambda: load.load_path(path), lambda: not load.busy())
        for name in [f"x{i}" for i in range(10)]:
            load.set_role(name, "feature")
        phase(
            "change a role",
            lambda: load.set_role("consumption", "target"),
            lambda: True,
        )
        for index, step in ((1, "to Choose task"), (2, "to Set parameters")):
            phase(f"switch {step}", lambda i=index: window.go_to(i), lambda: True)
        # The release alone: the utility simulations would only lengthen the job.
        audit = dataclasses.replace(window.state.projects["targeting"].audit, enabled=False)
        window.state.update_project("targeting", audit=audit)
        phase("switch to Privatize", lambda: window.go_to(3), lambda: True)
        privatize = window.page(3)
        phase(
            "privatize (job running)",
            lambda: privatize.privatizeButton.click(),
            lambda: not privatize.busy(),
        )
        phase("switch to Audit", lambda: window.go_to(4), lambda: True)
        phase("switch to Export", lambda: window.go_to(5), lambda: True)

    print(f"UI-thread stalls, {rows:,} rows × 11 columns (goal: every gap < 200 ms)")
    print(f"{'phase':32} longest gap")
    for name, gap in results:
        print(f"{name:32} {gap:6d} ms")


if __name__ == "__main__":
    main()

"""Run Python's cyclic garbage collector on the GUI thread only.

Jobs run on worker threads. If the collector happened to run there it could destroy Qt
objects caught in reference cycles (pyqtgraph makes many) off the GUI thread, which crashes
Qt. So automatic collection is switched off and a timer on the GUI thread collects instead,
generation by generation as the thresholds say (as pyqtgraph's own GarbageCollector does).
Objects that exist when it is installed are frozen out of the collector's scans.
"""

from __future__ import annotations

import atexit
import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 1000


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        gc.collect()  # garbage must not be frozen: it would never be freed
        # Everything allocated so far (the imported libraries) lives as long as the app;
        # freezing it keeps a full collection on the GUI thread from scanning it every time
        # (it took 0.13 s, long enough to make the window stutter).
        gc.freeze()
        # ...and at exit hand everything back, so shutdown frees it as usual.
        atexit.register(_release_at_exit)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(INTERVAL_MS)

    def collect(self) -> None:
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self._thresholds[generation]:
                gc.collect(generation)
                return


def _release_at_exit() -> None:
    gc.unfreeze()
    gc.enable()


def install(app: QObject) -> GuiThreadCollector:
    """Install once per application (idempotent); the collector lives as long as `app`."""
    existing = app.findChild(GuiThreadCollector)
    return existing if existing is not None else GuiThreadCollector(app)

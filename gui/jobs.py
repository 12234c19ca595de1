"""Run engine jobs on a worker thread with progress, time estimates and Cancel.

The engine reports progress through a plain callback and polls a cancel flag; this adapter
turns both into Qt signals, which Qt delivers on the GUI thread. The window never waits
for a job.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from engine.core.errors import Cancelled, PrivDeskError
from engine.core.jobs import CancelFlag, JobContext
from gui.i18n import tr

log = logging.getLogger(__name__)


class JobRunner(QObject):
    """One job at a time. Signals: started(), progress(fraction, message, elapsed s,
    remaining s or −1), succeeded(result), failed(message, details), cancelled(), finished().

    `finished` carries no argument on purpose: PySide6 mishandles the reference count of a
    Python bool sent from a non-Qt thread (it crashed the interpreter at exit)."""

    progress = Signal(float, str, float, float)
    succeeded = Signal(object)
    failed = Signal(str, str)
    cancelled = Signal()
    started = Signal()
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._flag: CancelFlag | None = None
        self._thread: threading.Thread | None = None
        self._active = False

    @property
    def running(self) -> bool:
        """Until the job's `finished` is sent: its handlers (queued to the UI thread) see
        the job over, even while the worker thread is still winding down."""
        return self._active

    def start(self, job: Callable[[JobContext], object]) -> None:
        """Run `job(ctx)` on a worker thread."""
        if self.running:
            raise RuntimeError(tr("A job is already running."))
        self._flag = flag = CancelFlag()
        started = time.monotonic()

        def report(fraction: float, message: str) -> None:
            elapsed = time.monotonic() - started
            remaining = elapsed * (1 - fraction) / fraction if fraction > 0.02 else -1.0
            self.progress.emit(fraction, message, elapsed, remaining)

        def work() -> None:
            try:
                result = job(JobContext(report, flag))
            except Cancelled as exc:
                if exc.nothing_written:
                    self.cancelled.emit()
                else:  # after a ledger charge: say the budget is spent
                    self.failed.emit(str(exc), "")
            except PrivDeskError as exc:
                self.failed.emit(str(exc), "")
            except Exception as exc:  # an unexpected bug: log it, never show a traceback
                log.exception("job failed")
                self.failed.emit(
                    tr("An unexpected error stopped the job ({error}).").format(
                        error=type(exc).__name__
                    ),
                    tr("Details are in the log file (Help → About)."),
                )
            else:
                self.succeeded.emit(result)
            finally:
                self._active = False
                self.finished.emit()

        self._active = True
        self._thread = threading.Thread(target=work, name="privdesk-job", daemon=True)
        self.started.emit()
        self._thread.start()

    def cancel(self) -> None:
        if self._flag is not None:
            self._flag.cancel()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the job ends (tests and shutdown only)."""
        if self._thread is not None:
            self._thread.join(timeout)

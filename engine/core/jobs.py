"""Long work as plain functions that report progress and honour a cancel flag.

A job takes a `JobContext`; the GUI runs it on a worker thread, the command line runs it
directly. `JobContext.sub` hands a slice of the progress bar to a sub-step, so nested work
reports one monotone fraction without knowing where it sits.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.core.errors import Cancelled

ProgressCallback = Callable[[float, str], None]


class CancelFlag:
    """Thread-safe flag the GUI sets and the job polls between units of work."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def is_cancelled(self) -> bool:
        return self._event.is_set()


def _ignore_progress(fraction: float, message: str) -> None:
    """Default callback for callers that do not show progress."""


@dataclass
class JobContext:
    """Progress reporting and cancellation for one job (or one slice of it)."""

    progress: ProgressCallback = _ignore_progress
    cancel_flag: CancelFlag = field(default_factory=CancelFlag)
    start: float = 0.0
    end: float = 1.0

    def check(self) -> None:
        """Raise `Cancelled` if the user asked to stop."""
        if self.cancel_flag.is_cancelled:
            raise Cancelled()

    def report(self, fraction: float, message: str = "") -> None:
        """Report `fraction` (0..1) of this slice done, after checking for cancellation."""
        self.check()
        fraction = min(max(fraction, 0.0), 1.0)
        self.progress(self.start + (self.end - self.start) * fraction, message)

    def sub(self, start: float, end: float) -> JobContext:
        """A context for a sub-step occupying [start, end] of this slice."""
        span = self.end - self.start
        return JobContext(
            self.progress, self.cancel_flag, self.start + span * start, self.start + span * end
        )

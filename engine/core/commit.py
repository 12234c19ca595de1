"""The commit: a release's privacy-ledger charge and its output files, as one step.

A run prepares everything first: the release, its audits, manifest and report, and every
output filled as a temporary file beside its target (`engine.core.writers`). `commit` then
locks the dataset's ledger, checks it still holds what the release was prepared on,
writes the release's entries and puts the files in place, all under that lock; SIGINT and
SIGTERM arriving meanwhile wait until it ends. Any failure before the commit removes the
temporary files and charges nothing (`NotCommitted` says so, whatever the error, a cancel
and Ctrl-C included); a failure once the ledger is charged (only renames are left) says
what was charged and which files were written (`CommitIncomplete`), never "nothing".
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

from engine.core.errors import Cancelled, PrivDeskError
from engine.core.i18n import tr
from engine.core.writers import PreparedFile

_SIGNALS = tuple(s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None)) if s is not None)


def _nothing(charged: bool) -> str:
    if charged:
        return tr("Nothing was charged to the privacy ledger and no file was written.")
    return tr("No file was written.")


def _cause(exc: BaseException) -> str:
    if isinstance(exc, PrivDeskError):
        return str(exc)
    return tr("the run stopped on an unexpected error ({error}).").format(
        error=f"{type(exc).__name__}: {exc}"
    )


class NotCommitted(PrivDeskError):
    """A run that failed before its commit: nothing charged, no file written."""

    def __init__(self, cause: str, charged: bool) -> None:
        super().__init__(f"{cause} {_nothing(charged)}")


class CancelledBeforeCommit(Cancelled):
    """A cancel or an interrupt (Ctrl-C, SIGTERM) before the commit."""

    def __init__(self, charged: bool, interrupted: bool = False) -> None:
        text = tr("Interrupted.") if interrupted else tr("Cancelled by the user.")
        super().__init__(f"{text} {_nothing(charged)}")


def _done(charges: Sequence[Any], written: Sequence[Path], missing: Sequence[Path]) -> str:
    """What the commit did: the charges written and the files in place (and not)."""
    none = tr("none")
    parts = []
    if charges:
        parts.append(
            tr("Charged: {charges}.").format(charges="; ".join(c.describe() for c in charges))
        )
    parts.append(tr("Written: {files}.").format(files=", ".join(str(p) for p in written) or none))
    if missing:
        parts.append(tr("Not written: {files}.").format(files=", ".join(str(p) for p in missing)))
    return " ".join(parts)


class CommitIncomplete(PrivDeskError):
    """The ledger was charged (or some files were put in place), then the commit failed."""

    def __init__(self, cause: str, charges, written, missing) -> None:
        self.charges, self.written, self.missing = list(charges), list(written), list(missing)
        super().__init__(f"{cause} {_done(charges, written, missing)}")


class InterruptedAfterCommit(Cancelled):
    """Ctrl-C or SIGTERM came during the commit, which was finished first."""

    nothing_written = False

    def __init__(self, charges, written) -> None:
        self.written = list(written)
        text = tr("Interrupted while the outputs were put in place; they were finished first.")
        super().__init__(f"{text} {_done(charges, written, ())}")


@contextmanager
def before_commit(charged: bool) -> Iterator[None]:
    """Every failure of the block (any exception, a cancel, Ctrl-C) says nothing was
    charged or written (`charged`: whether the task has a ledger): a user error keeps its
    type (its message gains the sentence), anything else becomes `NotCommitted`."""
    try:
        yield
    except (NotCommitted, CancelledBeforeCommit):
        raise
    except KeyboardInterrupt:
        raise CancelledBeforeCommit(charged, interrupted=True) from None
    except Cancelled:
        raise CancelledBeforeCommit(charged) from None
    except PrivDeskError as exc:
        if not getattr(exc, "said_nothing_committed", False):
            exc.args = (f"{exc} {_nothing(charged)}",)
            exc.said_nothing_committed = True
        raise
    except Exception as exc:
        raise NotCommitted(_cause(exc), charged) from exc


@contextmanager
def interrupts_held() -> Iterator[list[int]]:
    """SIGINT and SIGTERM wait until the block ends (listed in the yielded list); only on
    the main thread, where signals are delivered (the wizard writes on a worker thread)."""
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield caught
        return
    previous = {s: signal.signal(s, lambda signum, frame: caught.append(signum)) for s in _SIGNALS}
    try:
        yield caught
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


class _NoLedger:
    """`committing` of a task without a dataset's ledger: nothing to charge or undo."""

    charges: tuple = ()

    def undo(self) -> None:
        """Nothing was charged."""


def commit(
    prepared: Sequence[PreparedFile],
    charges: Sequence[Any],
    overwrite: bool | Collection[Path] = False,
) -> list[Path]:
    """Charge the ledger (the pending charges' `committing`) and put every prepared file in
    place under its lock; returns the paths. `overwrite`: replace files that exist (True:
    any; a collection: those paths only), else a file that exists is refused. When the
    first file cannot be put in place, the ledger is put back: nothing was released."""
    written: list[Path] = []
    done: Any = None
    try:
        with interrupts_held() as caught:
            locked = charges[0].committing(charges) if charges else nullcontext(_NoLedger())
            with locked as done:
                try:
                    for item in prepared:
                        item.commit(overwrite is True or (overwrite and item.path in overwrite))
                        written.append(item.path)
                except BaseException:
                    if not written:
                        done.undo()
                    raise
    except BaseException as exc:
        missing = [item.path for item in prepared if item.path not in written]
        for item in prepared:
            if item.path not in written:
                item.discard()
        charged = [] if done is None else done.charges
        if charged or written:
            raise CommitIncomplete(_cause(exc), charged, written, missing) from exc
        if isinstance(exc, KeyboardInterrupt):
            raise CancelledBeforeCommit(bool(charges), interrupted=True) from None
        raise NotCommitted(_cause(exc), bool(charges)) from exc
    if caught:
        raise InterruptedAfterCommit(done.charges, written)
    return written

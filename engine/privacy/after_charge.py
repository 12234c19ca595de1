"""What a run says when it fails after its release was charged to the dataset's ledger.

Tasks check everything they can before the charge (MATH 7.5), so this is a safety net:
once the ledger holds the release, "nothing was written" would be false, and the user would
believe the budget is intact. The error keeps its text and adds that the budget is spent; a
cancel at that point says so too (`CancelledAfterCharge`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engine.core.errors import Cancelled, PrivDeskError
from engine.core.i18n import tr


def _spent(release_id: str) -> str:
    return tr(
        "The release itself was already made and recorded in the dataset's privacy ledger "
        "(release {release}): its budget is spent, although no output file was written."
    ).format(release=release_id)


class SpentError(PrivDeskError):
    """A run failed after its release was recorded in the dataset's ledger."""

    def __init__(self, cause: str, release_id: str) -> None:
        self.release_id = release_id
        super().__init__(f"{cause} {_spent(release_id)}")


class CancelledAfterCharge(Cancelled):
    """The user cancelled a run after its release was recorded in the dataset's ledger."""

    nothing_written = False

    def __init__(self, release_id: str) -> None:
        self.release_id = release_id
        super().__init__(f"{tr('Cancelled by the user.')} {_spent(release_id)}")


@contextmanager
def spent_on_failure(release_id: str) -> Iterator[None]:
    """Re-raise a user error of the block (an audit, the manifest) as a `SpentError`, a
    cancel as a `CancelledAfterCharge`."""
    try:
        yield
    except Cancelled as exc:
        raise CancelledAfterCharge(release_id) from exc
    except PrivDeskError as exc:
        raise SpentError(str(exc), release_id) from exc

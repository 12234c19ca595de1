"""The JSON manifest every release carries (schema in README): the common part.

Every task's manifest starts with the same keys — format, software version, time, task,
the input files with their SHA-256, and the privacy ledger with its composed totals — and
adds its own sections. It never holds the seed, generator state or any secret of the
release.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime

import engine
from engine.core.i18n import tr
from engine.core.ledger import PrivacyLedger

MANIFEST_FORMAT = "privdesk-manifest/1"
COMMON_KEYS = ("format", "software_version", "created_utc", "task", "ledger")


def attack_note() -> str:
    """What an attack's number is; manifests hold `english(attack_note)`."""
    return tr("Empirical attack result: it can show risk but never prove its absence.")


# Fresh releases of the same raw data behind an audit's error figures (statistics' cell
# errors, mobility's out-migration): never this release's own error, which beside its
# estimate gives the raw value; medians steady to a few % (about 1.2/√50 in the worst case).
SIMULATED_RELEASES = 50
SIMULATION_NOTE = (
    "Simulation of program utility: mean and standard deviation over independent privatizations."
)
ROW_ORDER_NOTE = (
    "Rows are written in a random order (fresh randomness, never saved), so nobody holding "
    "the original file can pair released rows with its rows by position."
)


def json_safe(value):
    """JSON-safe: numpy scalars to Python, non-finite floats to None."""
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    if hasattr(value, "item") and not isinstance(value, str):
        value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def manifest_header(task: dict, ledger: PrivacyLedger) -> dict:
    """The keys every manifest starts with; `task` is the project's task section."""
    return {
        "format": MANIFEST_FORMAT,
        "software_version": engine.__version__,
        "created_utc": datetime.now(UTC).isoformat(timespec="seconds"),
        "task": task,
        "ledger": ledger.to_dict(),
    }

"""The persistent privacy ledger of one dataset (MATH 7.5), shared by every task that
releases from a file (statistics, model): one ledger per dataset, whichever task spends.

One file per dataset, keyed by the SHA-256 of the input file: JSON lines, a header line
(format, the dataset's hash and file name) and one line per spend. Every change rewrites
the whole file atomically (`engine.core.writers`), so the ledger is never half-written and
a corrupt or foreign file is refused, never overwritten. Entries are composed by
`engine.core.ledger` (basic, advanced and zCDP), never here: the spent total is the
smallest of basic (Σε, Σδ), advanced (with δ′ the room the steps' δ leave under δ_L) and
zCDP ε(Σρ, δ_L), among those valid at the ledger's δ_L. Non-DP entries (MOS)
are listed and never summed. Each entry records whom it protects (`unit`: each row, or
each household of at most B kept rows; older ledgers: each row). Releases of one unit add
up; a household-level and a person-level release compose only with the declared most
persons per household k (`privacy_unit.max_members`, recorded in the unit: "household ≤ 8
rows; ≤ 12 persons each") through group privacy (`unit_totals`); otherwise refused
(`check_units`). A release that would lift the total above the limit is
refused before any noise is drawn (`check_limit`). A release holds the ledger's lock
(`ledger_lock`, an operating-system file lock released even if the process dies) from
reading the ledger to writing it, so two releases at once cannot lose a spend.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number as localized
from engine.core.i18n import tr
from engine.core.ledger import LedgerEntry, PrivacyLedger, Total
from engine.core.regular_files import regular_file_size
from engine.core.writers import write_text_atomic

LEDGER_FORMAT = "privdesk-ledger/1"
DATA_DIR_ENV = "PRIVDESK_DATA_DIR"
DEFAULT_LEDGER_DELTA = 1e-6
STATUSES = ("spent", "non-DP")
_ENTRY_KEYS = ("time", "release_id", "query", "mechanism", "neighbours", "epsilon", "delta")
_ENTRY_KEYS += ("rho", "status", "unit")
ROW_UNIT = "row"  # the unit of an entry written before units were recorded


def user_data_dir() -> Path:
    """$PRIVDESK_DATA_DIR, else the platform's per-user data folder (computed without Qt):
    %APPDATA%\\PrivDesk, ~/Library/Application Support/PrivDesk, $XDG_DATA_HOME/PrivDesk
    or ~/.local/share/PrivDesk."""
    if os.environ.get(DATA_DIR_ENV):
        return Path(os.environ[DATA_DIR_ENV]).expanduser()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "PrivDesk"


@contextmanager
def user_data_dir_moved_to(folder: Path) -> Iterator[Path]:
    """`user_data_dir()` is `folder` meanwhile: the samples a selftest or the screenshots
    release must not count against the user's own dataset ledgers."""
    before = os.environ.get(DATA_DIR_ENV)
    os.environ[DATA_DIR_ENV] = str(folder)
    try:
        yield folder
    finally:
        if before is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = before


def default_ledger_path(sha256: str) -> Path:
    return user_data_dir() / "ledgers" / f"{sha256}.jsonl"


@dataclass(frozen=True)
class StoredEntry:
    """One line of the ledger: a query's spend in one release."""

    time: str
    release_id: str
    query: str
    mechanism: str
    neighbours: str
    epsilon: float | None  # None for non-DP entries
    delta: float | None
    rho: float | None
    status: str
    unit: str = ROW_UNIT  # who is protected: "row", or "household_id ≤ 8 rows"

    def to_dict(self) -> dict:
        return {key: getattr(self, key) for key in _ENTRY_KEYS}

    def ledger_entry(self) -> LedgerEntry:
        if self.status != "spent":
            return LedgerEntry.not_formal(f"{self.mechanism} ({self.query})", self.release_id)
        return LedgerEntry(
            f"{self.mechanism} ({self.query})",
            self.epsilon,
            self.delta,
            self.rho,
            touched=self.release_id,
        )


@dataclass(frozen=True)
class Spent:
    """The composed spend of a set of entries at the ledger's δ_L."""

    basic_epsilon: float
    basic_delta: float
    zcdp_rho: float | None
    zcdp_epsilon: float | None  # ε(Σρ, δ_L)
    ledger_delta: float
    epsilon: float  # the smaller valid at δ_L
    delta: float
    method: str  # "basic", "advanced" or "zCDP"
    entries: int
    non_dp_entries: int

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def spent(entries: list[StoredEntry], ledger_delta: float = DEFAULT_LEDGER_DELTA) -> Spent:
    """Compose the DP entries through `engine.core.ledger` (basic, advanced and zCDP); of
    two units, the larger of the two units' totals (`unit_totals`; units that do not
    compose, only in a preview of a release `check_units` will refuse: summed)."""
    try:
        totals = unit_totals(entries, ledger_delta)
    except ValueError:
        totals = {}
    if len(totals) > 1:
        return max(totals.values(), key=lambda t: t.epsilon)
    return _one_unit(entries, ledger_delta)


def protected(unit: str) -> str:
    """Whom a ledger unit protects: "row", or the unit's column ("household" of
    "household ≤ 8 rows"): releases of one column compose whatever their bounds."""
    return unit.split(" ≤ ")[0]


def declared_members(unit: str) -> int | None:
    """The most persons per unit declared with it ("…; ≤ 12 persons each"), or None."""
    tail = unit.rpartition("; ≤ ")[2]
    return int(tail.split()[0]) if tail.endswith(" persons each") else None


def unit_totals(entries, ledger_delta: float = DEFAULT_LEDGER_DELTA) -> dict[str, Spent]:
    """Each protected unit's total over the DP entries ({} or one unit: as `spent`). A
    household-level (coarse, with k declared) and a person-level (fine) set of releases:

    * each household: its own releases' total (ε_H, δ_H) plus the person-level total
      (ε_P, δ_P) for a group of k persons: (ε_H + k·ε_P, δ_H + k·e^((k−1)·ε_P)·δ_P);
    * each person: the person-level total plus the household-level one for a group of 2:
      removing one person from a household is removing the household and adding it back
      without that person (two household-level neighbours), so (ε_P + 2·ε_H,
      δ_P + 2·e^(ε_H)·δ_H).

    Group privacy is `engine.core.ledger.Total.for_group`. Raises ValueError when the
    units cannot be composed (`check_units` says why to people)."""
    formal = [e for e in entries if e.status == "spent"]
    groups: dict[str, list] = {}
    for e in formal:
        groups.setdefault(protected(e.unit), []).append(e)
    if len(groups) < 2:
        return {}
    coarse = [u for u, es in groups.items() if any(declared_members(e.unit) for e in es)]
    if len(groups) > 2 or len(coarse) != 1:
        raise ValueError("units without a declared number of members per unit")
    (fine,) = set(groups) - set(coarse)
    k = max(declared_members(e.unit) or 0 for e in groups[coarse[0]])
    own = {u: _one_unit(es, ledger_delta) for u, es in groups.items()}

    def plus(total: Spent, other: Spent, size: int) -> Spent:
        grouped = Total("group", other.epsilon, other.delta, None, True, other.entries).for_group(
            size
        )
        eps, delta = total.epsilon + grouped.epsilon, total.delta + grouped.delta
        count = len(formal)
        return Spent(eps, delta, None, None, ledger_delta, eps, delta, "group", count, 0)

    return {
        coarse[0]: plus(own[coarse[0]], own[fine], k),
        fine: plus(own[fine], own[coarse[0]], 2),
    }


def _one_unit(entries: list[StoredEntry], ledger_delta: float) -> Spent:
    formal = [e for e in entries if e.status == "spent"]
    total = PrivacyLedger(tuple(e.ledger_entry() for e in formal)).total("person")
    zcdp = total.zcdp_epsilon(ledger_delta) if formal else None
    basic_eps = total.epsilon if formal else 0.0
    basic_delta = total.delta if formal else 0.0
    options = []
    if basic_delta <= ledger_delta:
        options.append((basic_eps, basic_delta, "basic"))
    if zcdp is not None:
        options.append((zcdp, ledger_delta, "zCDP"))
    # Advanced composition with δ′ the room left under δ_L by the steps' own δ.
    room = ledger_delta - total.steps * total.largest_step[1] if formal else 0.0
    if room > 0:
        options.append((*total.advanced(room), "advanced"))
    if not options:  # Σδ above δ_L and no ρ: only the basic total holds
        options.append((basic_eps, basic_delta, "basic"))
    eps, delta, method = min(options, key=lambda o: o[0])
    return Spent(
        basic_eps,
        basic_delta,
        total.rho if formal else None,
        zcdp,
        ledger_delta,
        eps,
        delta,
        method,
        len(formal),
        len(entries) - len(formal),
    )


@dataclass(frozen=True)
class DatasetLedger:
    """The ledger file of one dataset, as read (entries in the order they were written)."""

    path: Path
    sha256: str
    file_name: str
    entries: tuple[StoredEntry, ...]

    def spent(self, ledger_delta: float = DEFAULT_LEDGER_DELTA) -> Spent:
        return spent(list(self.entries), ledger_delta)

    def appended(self, new: list[StoredEntry]) -> DatasetLedger:
        """Write the ledger with `new` appended, atomically; returns the new ledger."""
        longer = DatasetLedger(self.path, self.sha256, self.file_name, (*self.entries, *new))
        header = {"format": LEDGER_FORMAT, "dataset_sha256": self.sha256}
        header["file_name"] = self.file_name
        lines = [json.dumps(header, ensure_ascii=False)]
        lines += [json.dumps(e.to_dict(), ensure_ascii=False) for e in longer.entries]
        write_text_atomic(self.path, "\n".join(lines) + "\n")
        return longer


def open_ledger(path: Path, sha256: str, file_name: str) -> DatasetLedger:
    """The dataset's ledger at `path` (empty when the file does not exist yet); a corrupt
    file or one of another dataset is refused with a message naming it and the line."""
    path = Path(path)
    if not path.exists():
        return DatasetLedger(path, sha256, file_name, ())
    if path.is_dir():
        raise InputError(tr("budget.ledger names a folder; give a file name."), path=path)
    # A pipe or device is refused before it is opened: it would never end or wait forever
    # (with the ledger's lock held).
    regular_file_size(path, tr("the privacy ledger does not exist."), "budget.ledger")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        message = tr("the privacy ledger cannot be read ({error}).").format(error=exc)
        raise InputError(message, path=path) from None
    if not lines:
        raise InputError(_corrupt(1, "the file is empty"), path=path)
    header = _line(lines[0], 1, path)
    if header.get("format") != LEDGER_FORMAT:
        raise InputError(_corrupt(1, f"not a {LEDGER_FORMAT} file"), path=path)
    if header.get("dataset_sha256") != sha256:
        raise InputError(
            tr(
                "this privacy ledger belongs to another dataset ({other}, fingerprint "
                "{other_sha256}…), not to {file} (fingerprint {sha256}…); nothing was written."
            ).format(
                other=repr(header.get("file_name")),
                other_sha256=str(header.get("dataset_sha256"))[:12],
                file=repr(file_name),
                sha256=sha256[:12],
            ),
            path=path,
            hint=tr("Point budget.ledger at this dataset's own ledger, or at a new file."),
        )
    entries = []
    for number, text in enumerate(lines[1:], start=2):
        if text.strip():
            entries.append(_entry(_line(text, number, path), number, path))
    return DatasetLedger(path, sha256, file_name, tuple(entries))


def check_limit(
    ledger: DatasetLedger,
    new: list[StoredEntry],
    limit_epsilon: float | None,
    limit_delta: float | None,
    ledger_delta: float = DEFAULT_LEDGER_DELTA,
) -> Spent:
    """The total after `new`; refused (nothing written) if it passes the limit."""
    check_units(ledger, new)
    before = ledger.spent(ledger_delta)
    after = spent([*ledger.entries, *new], ledger_delta)
    asked = spent(new, ledger_delta)
    if limit_epsilon is not None and after.epsilon > limit_epsilon * (1 + 1e-12):
        methods = {"basic": tr("basic"), "advanced": tr("advanced")}
        raise ParameterError(
            "budget.limit_epsilon",
            tr(
                "release refused: this dataset has already spent ε = {spent}, this release "
                "asks ε = {asked}, which would bring the total to ε = {total}, above the "
                "limit ε = {limit} ({method} composition at δ = {ledger_delta}); nothing was "
                "released or written"
            ).format(
                spent=localized(before.epsilon, ".6g"),
                asked=localized(asked.epsilon, ".6g"),
                total=localized(after.epsilon, ".6g"),
                limit=localized(limit_epsilon, "g"),
                method=methods.get(after.method, after.method),
                # basic composition past δ_L holds at its own Σδ, not at δ_L
                ledger_delta=localized(max(after.delta, ledger_delta), "g"),
            ),
        )
    if limit_delta is not None and after.delta > limit_delta * (1 + 1e-12):
        raise ParameterError(
            "budget.limit_delta",
            tr(
                "release refused: spent δ = {spent}, asked δ = {asked}, limit δ = {limit}; "
                "nothing was released or written"
            ).format(
                spent=localized(before.delta, ".3g"),
                asked=localized(asked.delta, ".3g"),
                limit=localized(limit_delta, "g"),
            ),
        )
    return after


def check_units(ledger: DatasetLedger, new: list[StoredEntry]) -> None:
    """A dataset's ledger composes releases that protect one unit, or a household and a
    person with the declared most persons per household (`unit_totals`). Otherwise
    refused: a release protecting each row protects a household of k rows at k·ε only
    (group privacy), and k, the largest household in the file, is not known to the ledger
    (a household release's bound on the rows it keeps does not bound the file's)."""
    try:
        unit_totals([*ledger.entries, *new])
    except ValueError:
        units = {protected(e.unit) for e in ledger.entries if e.status == "spent"}
        asked = {protected(e.unit) for e in new} - units
        raise ParameterError(
            "privacy_unit.max_members",
            tr(
                "release refused: this dataset's ledger holds releases protecting each "
                "{recorded}, and this one protects each {asked}; the two guarantees add up "
                "only with the most persons in one household, so nothing was released or "
                "written. Declare privacy_unit.max_members in the household-level project "
                "(a public number, not read from the data), or keep the unit of the "
                "earlier releases."
            ).format(recorded=", ".join(sorted(units)), asked=", ".join(sorted(asked))),
        ) from None


@contextmanager
def ledger_lock(path: Path, wait_seconds: float = 30.0) -> Iterator[None]:
    """Exclusive use of the ledger at `path` (a `.lock` file beside it keeps the lock);
    refused with a clear message when another release holds it longer than `wait_seconds`."""
    path = Path(path)
    lock_path = path.with_name(path.name + ".lock")
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock_path, "a+b")  # noqa: SIM115 (held until the release is recorded)
    except OSError as exc:
        raise InputError(
            f"the privacy ledger's folder cannot be written ({exc.strerror or exc}).",
            path=lock_path.parent,
            hint="Choose a ledger file in a folder you can write to (budget.ledger).",
        ) from None
    deadline = time.monotonic() + wait_seconds
    try:
        while not _try_lock(handle):
            if time.monotonic() > deadline:
                raise InputError(
                    "another release from this dataset is recording its privacy spend; "
                    "nothing was released or written.",
                    path=path,
                    hint="Try again when it has finished.",
                )
            time.sleep(0.05)
        try:
            yield
        finally:
            _unlock(handle)
    finally:
        handle.close()


def _try_lock(handle) -> bool:
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(handle) -> None:
    if os.name == "nt":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def new_entries(rows: list[dict], release_id: str) -> list[StoredEntry]:
    now = datetime.now(UTC).isoformat(timespec="seconds")
    return [StoredEntry(now, release_id, **row) for row in rows]


def _corrupt(line: int, why: str) -> str:
    return (
        f"the privacy ledger is damaged at line {line} ({why}); it was left untouched and "
        f"nothing was written"
    )


def _line(text: str, number: int, path: Path) -> dict:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(_corrupt(number, f"not JSON: {exc.msg}"), path=path) from None
    if not isinstance(value, dict):
        raise InputError(_corrupt(number, "not a JSON object"), path=path)
    return value


def _entry(value: dict, number: int, path: Path) -> StoredEntry:
    value = {"unit": ROW_UNIT, **value}  # ledgers written before units: each row
    if set(value) != set(_ENTRY_KEYS):
        raise InputError(_corrupt(number, "unexpected or missing keys"), path=path)
    if not isinstance(value["unit"], str):
        raise InputError(_corrupt(number, "unit is not text"), path=path)
    if value["status"] not in STATUSES:
        raise InputError(_corrupt(number, f"unknown status {value['status']!r}"), path=path)
    if value["status"] == "spent":
        for key in ("epsilon", "delta"):
            v = value[key]
            if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v):
                raise InputError(_corrupt(number, f"{key} is not a number"), path=path)
            if v < 0:
                raise InputError(_corrupt(number, f"{key} is negative"), path=path)
        rho = value["rho"]
        if rho is not None and (not isinstance(rho, int | float) or rho < 0):
            raise InputError(_corrupt(number, "rho is not a number ≥ 0"), path=path)
    return StoredEntry(**value)

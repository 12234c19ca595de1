"""Charging a dataset's persistent ledger (MATH 7.5) the same way from every task.

A task that releases from a file names the ledger and its limit in the project's `budget`
section (`ledger`, `limit_epsilon`, `limit_delta`, `ledger_delta`), states each step of a
release as a ledger row, and prepares its charge with `prepare_charge` before any noise is
drawn: the ledger is locked for a moment, read, and the limit checked (a refusal raises
here). The release carries the `PendingCharge` (what the ledger will hold: release id,
totals before and after), so its manifest and report are complete before anything is
charged. The runner commits it together with the output files (`committing`): the ledger
is locked again, the charge refused if the ledger changed since it was prepared, the
entries written, and the files put in place under the same lock. A release that fails or
is cancelled before that charges nothing. The sentences the pages and summaries show about
the ledger live here too, so every task says the same thing.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Protocol

from engine.core.errors import ParameterError, PrivDeskError
from engine.core.i18n import number, tr
from engine.core.project_file import check_types, path_of, relative_path_text
from engine.privacy.ledger_store import (
    DEFAULT_LEDGER_DELTA,
    DatasetLedger,
    Spent,
    StoredEntry,
    check_limit,
    declared_members,
    default_ledger_path,
    ledger_lock,
    new_entries,
    open_ledger,
    protected,
    spent,
    unit_totals,
)

PROJECT_LOCATION = "the project's budget.ledger"
DEFAULT_LOCATION = "the user's data folder"
SCHEMA = {
    "ledger": "text?",
    "limit_epsilon": "number?",
    "limit_delta": "number?",
    "ledger_delta": "number",
}


class LedgerSettings(Protocol):
    """What a project says about its dataset's ledger (statistics' `BudgetSpec`, the
    model's `DatasetBudget`)."""

    ledger: Path | None  # None: the user's data folder, keyed by the input's SHA-256
    limit_epsilon: float | None
    limit_delta: float | None
    ledger_delta: float


@dataclass(frozen=True)
class DatasetBudget:
    """A `budget` section holding only the ledger and its limit (the task sets its ε and δ
    elsewhere, as the model's training section does)."""

    ledger: Path | None = None
    limit_epsilon: float | None = None
    limit_delta: float | None = None
    ledger_delta: float = DEFAULT_LEDGER_DELTA

    def to_dict(self, relative_to: Path | None = None) -> dict:
        return {
            "ledger": relative_path_text(self.ledger, relative_to),
            "limit_epsilon": self.limit_epsilon,
            "limit_delta": self.limit_delta,
            "ledger_delta": self.ledger_delta,
        }


def check_ledger_values(values: dict, key: str = "budget") -> None:
    """The limits (positive or null) and δ_L (strictly between 0 and 1), refused by key."""
    for name in ("limit_epsilon", "limit_delta"):
        if values.get(name) is not None and not values[name] > 0:
            raise ParameterError(
                f"{key}.{name}",
                tr("must be positive or null, got {value}").format(value=repr(values[name])),
            )
    if not 0 < values.get("ledger_delta", DEFAULT_LEDGER_DELTA) < 1:
        raise ParameterError(f"{key}.ledger_delta", tr("must lie strictly between 0 and 1"))


def dataset_budget_from_dict(values: dict, base_dir: Path, key: str = "budget") -> DatasetBudget:
    check_types(values, SCHEMA, key)
    check_ledger_values(values, key)
    settings = {**values, "ledger": path_of(values.get("ledger"), f"{key}.ledger", base_dir)}
    return DatasetBudget(**settings)


def ledger_path(settings: LedgerSettings, sha256: str) -> tuple[Path, str]:
    """The dataset's ledger file and where it lives (`location_title` says it in words)."""
    if settings.ledger is not None:
        return Path(settings.ledger), PROJECT_LOCATION
    return default_ledger_path(sha256), DEFAULT_LOCATION


@dataclass(frozen=True)
class Charge:
    """A release's spend as written in its dataset's ledger."""

    release_id: str
    location: str
    dataset_ledger: DatasetLedger  # with this release's entries
    spent_before: Spent
    spent_after: Spent

    def this_release(self) -> Spent:
        """This release alone, composed like the dataset's ledger."""
        mine = [e for e in self.dataset_ledger.entries if e.release_id == self.release_id]
        return spent(mine, self.spent_after.ledger_delta)

    def to_dict(self) -> dict:
        """The manifest's record of the charge (plain numbers; the ledger's file name)."""
        return {
            "location": self.location,
            "file_name": self.dataset_ledger.path.name,
            "release_id": self.release_id,
            "entries": len(self.dataset_ledger.entries),
            "this_release": self.this_release().to_dict(),
            "spent_before": self.spent_before.to_dict(),
            "spent_after": self.spent_after.to_dict(),
            "units": units_summary(self.dataset_ledger.entries, self.spent_after.ledger_delta),
        }


@dataclass(frozen=True)
class PendingCharge(Charge):
    """A release's checked spend, not written yet: `dataset_ledger` is the ledger as it
    will be once committed (the entries read at preparation, then `new`)."""

    new: tuple[StoredEntry, ...] = ()
    limit_epsilon: float | None = None
    limit_delta: float | None = None

    @property
    def read_entries(self) -> tuple[StoredEntry, ...]:
        """The ledger's entries when the charge was prepared."""
        return self.dataset_ledger.entries[: len(self.dataset_ledger.entries) - len(self.new)]

    def describe(self) -> str:
        """What the commit charges, in words (release id, ε and δ, the ledger's file)."""
        mine = self.this_release()
        return tr(
            "release {release} (ε = {epsilon}, δ = {delta}) in the privacy ledger {file}"
        ).format(
            release=self.release_id,
            epsilon=number(mine.epsilon, ".4g"),
            delta=number(mine.delta, ".3g"),
            file=self.dataset_ledger.path.name,
        )

    def on_top(self, rows: list[dict]) -> PendingCharge:
        """Another release's charge prepared as if this one were committed first (the
        wizard's sweep after its model): committed together, or after this one."""
        s = self
        delta_l = s.spent_after.ledger_delta
        return _pending(s.dataset_ledger, rows, s.location, s.limit_epsilon, s.limit_delta, delta_l)

    def committing(self, charges: Sequence[PendingCharge]) -> AbstractContextManager[Committed]:
        """`committing(charges)`, so the runner needs no import of this package."""
        return committing(charges)


def _pending(ledger, rows, location, limit_epsilon, limit_delta, ledger_delta) -> PendingCharge:
    release_id = uuid.uuid4().hex[:12]
    entries = tuple(new_entries(rows, release_id))
    before = ledger.spent(ledger_delta)
    after = check_limit(ledger, list(entries), limit_epsilon, limit_delta, ledger_delta)
    longer = DatasetLedger(
        ledger.path, ledger.sha256, ledger.file_name, (*ledger.entries, *entries)
    )
    return PendingCharge(
        release_id, location, longer, before, after, entries, limit_epsilon, limit_delta
    )


def prepare_charge(
    settings: LedgerSettings, sha256: str, file_name: str, rows: list[dict]
) -> PendingCharge:
    """Read the dataset's ledger (locked for that moment only) and refuse a release whose
    `rows` (`StoredEntry` fields but time and release id) would pass the limit; nothing is
    written (`committing` does)."""
    path, location = ledger_path(settings, sha256)
    with ledger_lock(path):
        ledger = open_ledger(path, sha256, file_name)
    s = settings
    return _pending(ledger, rows, location, s.limit_epsilon, s.limit_delta, s.ledger_delta)


class LedgerChanged(PrivDeskError):
    """Another release was recorded in the ledger since this one was prepared."""


class Committed:
    """What `committing` wrote: `charges` (the charges written now) and `undo`, which puts
    each ledger back as it was, while the lock is still held and before any output is in
    place (the first file could not be put in place: nothing was released)."""

    def __init__(self) -> None:
        self.charges: list[PendingCharge] = []
        self._before: list[tuple[DatasetLedger, bool]] = []  # the ledger, whether it existed

    def undo(self) -> None:
        for ledger, existed in reversed(self._before):
            if existed:
                ledger.appended([])  # the same entries, rewritten atomically
            else:
                ledger.path.unlink(missing_ok=True)
        self.charges, self._before = [], []


@contextmanager
def committing(charges: Sequence[PendingCharge]) -> Iterator[Committed]:
    """Lock each charge's ledger, check it still holds what the charge was prepared on and
    the limit still holds, write the new entries, and keep the lock while the block puts
    the outputs in place. Yields what was written (a charge already in the ledger, from an
    earlier export of the same release, is not charged again). A refusal raises with
    nothing written."""
    done = Committed()
    with ExitStack() as locks:
        try:
            for path in sorted({c.dataset_ledger.path for c in charges}):
                mine = [c for c in charges if c.dataset_ledger.path == path]
                locks.enter_context(ledger_lock(path))
                _append(path, mine, done)
        except BaseException:
            done.undo()  # a second ledger refused: the first one is put back
            raise
        yield done


def _append(path: Path, charges: list[PendingCharge], done: Committed) -> None:
    first = charges[0].dataset_ledger
    existed = path.exists()
    ledger = open_ledger(path, first.sha256, first.file_name)
    recorded = {e.release_id for e in ledger.entries}
    new = [c for c in charges if c.release_id not in recorded]
    entries = ledger.entries
    for charge in new:
        if entries != charge.read_entries:
            raise LedgerChanged(
                tr(
                    "another release from this file was recorded in its privacy ledger while "
                    "this one was prepared, so this one's totals are out of date. Run it again "
                    "(in the wizard: Privatize again)."
                )
            )
        now = DatasetLedger(path, first.sha256, first.file_name, entries)
        d = charge.spent_after.ledger_delta
        check_limit(now, list(charge.new), charge.limit_epsilon, charge.limit_delta, d)
        entries = charge.dataset_ledger.entries
    if new:
        ledger.appended([e for c in new for e in c.new])
        done._before.append((ledger, existed))
        done.charges += new


@dataclass(frozen=True)
class LedgerStatus:
    location: str
    file: str
    releases: int
    spent: Spent


def ledger_status(settings: LedgerSettings, sha256: str, file_name: str) -> LedgerStatus:
    """What the dataset's ledger holds now, never written here (a corrupt or foreign ledger
    raises)."""
    path, location = ledger_path(settings, sha256)
    ledger = open_ledger(path, sha256, file_name)
    releases = len({e.release_id for e in ledger.entries})
    return LedgerStatus(location, str(path), releases, ledger.spent(settings.ledger_delta))


# --- what people read ------------------------------------------------------------------------


def method_title(method: str) -> str:
    """A composition method of the dataset's ledger ("basic", "advanced", "zCDP", "group":
    two units, `ledger_store.unit_totals`)."""
    methods = {"basic": tr("basic"), "advanced": tr("advanced"), "zCDP": tr("tighter"),
               "group": tr("group privacy")}  # fmt: skip
    return methods.get(method, method)


def location_title(location: str) -> str:
    """Where the dataset's ledger lives (`ledger_path`'s second value)."""
    return {
        PROJECT_LOCATION: tr("the ledger file the project names"),
        DEFAULT_LOCATION: tr("the user's data folder"),
    }.get(location, location)


def limit_sentence(ledger: dict, num) -> str:
    """A manifest's `dataset_ledger` limit, file and release as report HTML (`num`: the
    report's number format)."""
    return tr(
        "Limit: ε = {epsilon}, δ = {delta} (— : none). Ledger {file} in {location}; "
        "release {release}."
    ).format(
        epsilon=num(ledger["limit_epsilon"]),
        delta=num(ledger["limit_delta"]),
        file=escape(ledger["file_name"]),
        location=escape(location_title(ledger["location"])),
        release=escape(ledger["release_id"]),
    )


def composition_note() -> str:
    """How the dataset's ledger composes (manifests hold its English)."""
    return tr(
        "The dataset's persistent ledger (kept per input file, recognized by its fingerprint) "
        "composes every release ever made from this file, by any task: of the valid ways to "
        "add them up, the smallest total is the one spent. Non-DP entries are listed, never "
        "summed.\nDetails: basic composition (Σε, Σδ); zCDP ε(Σρ, δ_L) when every entry "
        "carries ρ; advanced composition when the entries' δ leave room under δ_L; the "
        "smallest valid at δ_L is spent (basic, with its Σδ, when none is); the fingerprint "
        "is the file's SHA-256."
    )


def spent_so_far(settings: LedgerSettings, sha256: str, file_name: str) -> tuple[str, bool]:
    """The dataset ledger's total in words, and whether it is a warning (a ledger that
    cannot be read, or a total at the limit)."""
    try:
        status = ledger_status(settings, sha256, file_name)
    except PrivDeskError as exc:
        text = tr("The privacy ledger of this file cannot be used: {error}").format(error=exc)
        return f"⚠ {text}", True
    s = status.spent
    location = location_title(status.location)
    if not status.releases:
        text = tr("No release from this file yet (ledger: {location}).")
        return text.format(location=location), False
    limit = settings.limit_epsilon
    zcdp = "—" if s.zcdp_epsilon is None else number(s.zcdp_epsilon, ".4g")
    text = tr(
        "Already spent on this file: ε = {epsilon}, δ = {delta} ({method} composition; "
        "basic Σε = {basic_epsilon}, Σδ = {basic_delta}; tighter count ε = {zcdp} at "
        "δ = {ledger_delta}) over {releases} release(s)"
    ).format(
        epsilon=number(s.epsilon, ".4g"),
        delta=number(s.delta, ".3g"),
        method=method_title(s.method),
        basic_epsilon=number(s.basic_epsilon, ".4g"),
        basic_delta=number(s.basic_delta, ".3g"),
        zcdp=zcdp,
        ledger_delta=number(s.ledger_delta, "g"),
        releases=number(status.releases, ","),
    )
    if limit is not None:
        text += tr("; limit ε = {limit}.").format(limit=number(limit, "g"))
    else:
        text += tr("; no limit set.")
    text += " " + tr("Ledger: {location}.").format(location=location)
    if s.non_dp_entries:
        text += " " + tr("{count} non-DP entries are listed, not summed.").format(
            count=number(s.non_dp_entries, ",")
        )
    return text, bool(limit is not None and s.epsilon >= limit)


def units_summary(entries, ledger_delta: float) -> dict | None:
    """A ledger of household- and person-level releases: each unit's total, the declared
    most persons per household and which unit is which (`ledger_store.unit_totals`);
    None for a ledger of one unit."""
    try:
        totals = unit_totals(entries, ledger_delta)
    except ValueError:
        return None
    if not totals:
        return None
    members = [m for e in entries if (m := declared_members(e.unit))]
    coarse = next(protected(e.unit) for e in entries if declared_members(e.unit))
    (fine,) = set(totals) - {coarse}
    return {
        "coarse": coarse, "fine": fine, "max_members": max(members),
        "totals": {u: {"epsilon": t.epsilon, "delta": t.delta} for u, t in totals.items()},
    }  # fmt: skip


def units_text(summary: dict) -> str:
    """What the ledger adds when it composes two units, in words."""
    coarse, fine, totals = summary["coarse"], summary["fine"], summary["totals"]
    words = {"row": tr("person")}  # a row-level release protects each person (one row)
    return tr(
        "This dataset's ledger holds releases protecting each {coarse} and releases "
        "protecting each {fine}. For each {coarse} it adds its own releases and {k} times "
        "the {fine}-level ones (at most {k} per {coarse}, as declared): ε = {coarse_epsilon}, "
        "δ = {coarse_delta}. For each {fine} it adds its own releases and twice the "
        "{coarse}-level ones (removing one {fine} changes one {coarse}): ε = {fine_epsilon}, "
        "δ = {fine_delta}."
    ).format(
        coarse=coarse, fine=words.get(fine, fine), k=number(summary["max_members"], ","),
        coarse_epsilon=number(totals[coarse]["epsilon"], ".4g"),
        coarse_delta=number(totals[coarse]["delta"], ".3g"),
        fine_epsilon=number(totals[fine]["epsilon"], ".4g"),
        fine_delta=number(totals[fine]["delta"], ".3g"),
    )  # fmt: skip


def spent_after(
    settings: LedgerSettings,
    sha256: str,
    file_name: str,
    rows: list[dict],
    at_most: bool = False,
) -> tuple[str, bool]:
    """Spent so far and after a release of `rows` (`at_most`: their ε is an upper bound),
    and whether the release would pass the limit (then the text says it will be refused)."""
    try:
        path, location = ledger_path(settings, sha256)
        ledger = open_ledger(path, sha256, file_name)
    except PrivDeskError as exc:
        return f"⚠ {exc}", True
    delta_l = settings.ledger_delta
    now = ledger.spent(delta_l)
    after = spent([*ledger.entries, *new_entries(rows, "preview")], delta_l)
    if at_most:
        text = tr(
            "Spent on this file so far: ε = {now}; after this release: at most ε = {epsilon}, "
            "δ = {delta} ({method}, δ_L = {ledger_delta})."
        )
    else:
        text = tr(
            "Spent on this file so far: ε = {now}; after this release: ε = {epsilon}, "
            "δ = {delta} ({method}, δ_L = {ledger_delta})."
        )
    text = text.format(
        now=number(now.epsilon, ".4g"),
        epsilon=number(after.epsilon, ".4g"),
        delta=number(after.delta, ".3g"),
        method=method_title(after.method),
        ledger_delta=number(delta_l, "g"),
    )
    passes = []
    limit, limit_delta = settings.limit_epsilon, settings.limit_delta
    if limit is not None and after.epsilon > limit * (1 + 1e-12):
        passes.append(
            tr("This passes the limit ε = {limit}: the release will be refused.").format(
                limit=number(limit, "g")
            )
        )
    if limit_delta is not None and after.delta > limit_delta * (1 + 1e-12):
        passes.append(
            tr("This passes the limit δ = {limit}: the release will be refused.").format(
                limit=number(limit_delta, "g")
            )
        )
    units = units_summary([*ledger.entries, *new_entries(rows, "preview")], delta_l)
    if units is not None:
        text += " " + units_text(units)
    if passes:
        text = " ".join(["⚠ " + text, *passes])
    ledger_text = tr("Ledger: {location}.").format(location=location_title(location))
    return text + " " + ledger_text, bool(passes)


def summary_line(section: dict) -> str:
    """The command line's line about the dataset's ledger, from a manifest's
    `dataset_ledger` section (its `spent_after` and limit)."""
    after, limit = section["spent_after"], section["limit_epsilon"]
    line = tr(
        "Dataset ledger: spent ε = {epsilon} ({method}, δ = {delta}) after this release"
    ).format(
        epsilon=number(after["epsilon"], ".4g"),
        method=method_title(after["method"]),
        delta=number(after["delta"], ".3g"),
    )
    if limit is not None:
        return line + tr(", limit ε = {limit}.").format(limit=number(limit, "g"))
    return line + tr(", no limit set.")

"""The release boundary (SPEC §4): what may leave the laptop, and what stays with the holder.

Every task's outcome is split here, for the command line and the wizard alike:

* `SharedRelease` — the released tables and the *shared manifest*: the manifest cut down
  to what the task's allow-list (`Task.shared_keys`) names, values computed only from
  released values and declared public parameters. The shared report is rendered from it,
  and its figures are drawn from it (`SharedRelease.draw`): nothing else can be handed to
  the shared report (`engine.core.runner.write_outcome` takes only `SharedFigures`).
* `HolderAudit` — the whole manifest: data checks, attacks on the raw table,
  raw-vs-released comparisons. It is written only when asked for, as a separate file
  under a red "do not share" banner.

An allow-list, never a deny-list: a key a task adds to its manifest stays with the data
holder until someone decides, in the task's `shared_keys`, that it may be shared.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.core.i18n import english, tr
from engine.core.manifest import COMMON_KEYS

if TYPE_CHECKING:
    import pandas as pd

    from engine.core.runner import Outcome

# An allow-list: key → True (the whole value) or the allow-list of its keys (applied to a
# dict, or to every dict of a list).
Spec = Mapping[str, "Spec | bool"]

# Keys no shared manifest ever holds, whatever a task's allow-list says.
NEVER_SHARED = ("data_checks",)

HOLDER_SUFFIX = "_holder_audit"
SHARED_MARK = "shared_release"  # the shared manifest's own key: what it holds (English)


def allowed(node: Any, spec: Spec) -> Any:
    """The parts of `node` that `spec` names (a deep copy; nothing else survives)."""
    if isinstance(node, list):
        return [allowed(item, spec) for item in node]
    if not isinstance(node, Mapping):
        return None  # a value where the allow-list expected a section: not shared
    out = {}
    for key, sub in spec.items():
        if key in node and key not in NEVER_SHARED:
            out[key] = _copied(node[key]) if sub is True else allowed(node[key], sub)
    return out


def _copied(value: Any) -> Any:
    """A deep copy of a manifest's value: its dicts, lists and plain values directly (a
    table's thousands of cells without `copy.deepcopy`'s bookkeeping), anything else by it."""
    if type(value) is dict:
        return {key: _copied(item) for key, item in value.items()}
    if type(value) is list:
        return [_copied(item) for item in value]
    if value is None or type(value) in (str, int, float, bool):
        return value
    return copy.deepcopy(value)


def shared_note() -> str:
    """What a shared report and manifest hold, and where the rest is."""
    return tr(
        "Shared release: this report and its manifest hold only released values and "
        "declared settings. Attack results on the raw data, comparisons with it and data "
        "checks stay with the data holder, in a separate audit file that is never shared."
    )


def shared_manifest(manifest: Mapping, spec: Spec) -> dict:
    """The shared manifest: the common keys, then what the task's allow-list names, and
    the note that marks it as shared (`SHARED_MARK`)."""
    shared = allowed(manifest, {**dict.fromkeys(COMMON_KEYS, True), **spec})
    return {**shared, SHARED_MARK: english(shared_note)}


def report_html(task, manifest: Mapping, figures=(), **html_options) -> str:
    """The task's report of `manifest` (the runner, the wizard's PDF and `main.py report`
    render through here): a shared manifest's with the shared note under its title, any
    other (a holder's, or one written before the split) as the holder's audit."""
    if SHARED_MARK not in manifest:
        return task.render_holder_audit(dict(manifest), figures, **html_options)
    page = task.render_report(dict(manifest), figures, **html_options)
    head, _, rest = page.partition("</h1>")
    return f"{head}</h1><p class='note'><b>{escape(shared_note())}</b></p>{rest}"


@dataclass(frozen=True)
class SharedFigures:
    """Figures (title, PNG) drawn from a `SharedRelease` only: the shared report's."""

    items: tuple[tuple[str, bytes], ...] = ()


@dataclass(frozen=True)
class SharedRelease:
    """What may be shared: released tables (output key → table, or sheet name → table)
    and the shared manifest. Build it with `split`, never by hand."""

    task_key: str
    tables: Mapping[str, Any]
    manifest: Mapping[str, Any]

    def __post_init__(self) -> None:
        import pandas as pd

        for key in NEVER_SHARED:
            if key in self.manifest:
                raise ValueError(f"a shared manifest never holds {key!r}")
        for key, table in self.tables.items():
            frames = table.values() if isinstance(table, Mapping) else [table]
            if not all(isinstance(f, pd.DataFrame) for f in frames):
                raise TypeError(f"shared table {key!r} is not a released table")

    def draw(self, figures: Callable[[SharedRelease], Sequence[tuple[str, bytes]]]):
        """The shared report's figures, drawn by `figures` from this release alone."""
        return SharedFigures(tuple(figures(self)))

    def table(self, key: str) -> pd.DataFrame | None:
        return self.tables.get(key)


@dataclass(frozen=True)
class HolderAudit:
    """The data holder's audit: the whole manifest, raw facts included. Never shared."""

    task_key: str
    manifest: Mapping[str, Any]


def split(outcome: Outcome) -> tuple[SharedRelease, HolderAudit]:
    """The shared release and the holder's audit of a finished outcome."""
    task = outcome.task
    shared = SharedRelease(
        task.info.key,
        dict(task.tables(outcome.release)),
        shared_manifest(outcome.manifest, task.shared_keys),
    )
    return shared, HolderAudit(task.info.key, outcome.manifest)


def holder_audit_paths(outputs: Mapping[str, Path]) -> dict[str, Path]:
    """Where `main.py run --holder-audit` writes the holder's audit: beside the report
    (or the manifest), named `<base>_holder_audit.html` and `.json`."""
    anchor = outputs.get("report") or outputs.get("manifest")
    if anchor is None:
        return {}
    stem = anchor.stem
    for tail in ("_report", "_manifest"):
        stem = stem.removesuffix(tail)
    base = anchor.with_name(stem + HOLDER_SUFFIX)
    return {
        "holder_audit": base.with_suffix(".html"),
        "holder_audit_manifest": base.with_suffix(".json"),
    }


def holder_banner() -> str:
    """The red banner on top of every holder's audit page."""
    title = tr("For the data holder only — do not share")
    text = tr(
        "This file holds facts read from the raw data: data checks, exact counts, attacks "
        "on the raw table and comparisons of raw and released values. Share the report, "
        "data and manifest instead; keep this file where the raw data is kept."
    )
    return (
        "<table width='100%' cellpadding='8' style='border-collapse: collapse; margin: 0 0 "
        "1em 0'><tr><td bgcolor='#b00020' style='background: #b00020; color: #ffffff; "
        f"border: 0'><b><font color='#ffffff'>{escape(title)}</font></b><br>"
        f"<font color='#ffffff'>{escape(text)}</font></td></tr></table>"
    )


def holder_audit_page(report_html: str) -> str:
    """A task's full report turned into the holder's audit: the red banner under the title
    heading, and the title saying what the file is."""
    head, _, rest = report_html.partition("</h1>")
    title = tr("Data holder's audit (do not share)")
    head = head.replace("<title>", f"<title>{escape(title)} — ", 1)
    return f"{head}</h1>{holder_banner()}{rest}"

"""Pieces every task's HTML report is built from: style, tables, badges, embedded figures.

Reports are self-contained: no external fonts, scripts or files; plots are embedded as data
URIs so the one HTML file opens offline, or passed as document resources for the PDF
(`image_urls`). Every number a report shows says what kind it is (`badge`).
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from html import escape

from engine.core.boundary import SHARED_MARK
from engine.core.i18n import language, number, tr
from engine.core.ledger_words import step_text, unit_text

# The shared style sheet: selector → declarations.
STYLE_RULES = {
    "body": "font-family: sans-serif; max-width: 60em; margin: 2em auto; color: #222;",
    "h1": "font-size: 1.6em;",
    "h2": "font-size: 1.2em; margin-top: 1.6em;",
    "table": "border-collapse: collapse; margin: 0.6em 0;",
    "td, th": "border: 1px solid #bbb; padding: 0.25em 0.6em; text-align: left;",
    "th": "background: #eee;",
    ".kind": "display: inline-block; font-size: 0.8em; padding: 0.1em 0.5em; "
    "border-radius: 0.8em; margin-left: 0.5em; vertical-align: middle;",
    ".proven": "background: #d8efd8;",
    ".attack": "background: #fbe3c8;",
    ".simulation": "background: #d9e6f5;",
    ".note": "color: #555; font-size: 0.9em;",
    ".figure": "margin: 1em 0;",
    ".figure img": "max-width: 100%; height: auto; border: 1px solid #ddd;",
    ".caption": "font-weight: bold; margin: 1em 0 0.3em 0;",
}
STYLE = "".join(f"\n{selector} {{ {rules} }}" for selector, rules in STYLE_RULES.items()) + "\n"


def page_head(title: str, heading: str, style: str = "") -> str:
    """The start of every report page: doctype, language, title, the shared style (plus
    `style`) and the top heading; `title` and `heading` are plain text."""
    return (
        f"<!DOCTYPE html><html lang='{language()}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)}</title><style>{STYLE}{style}</style></head><body>"
        f"<h1>{escape(heading)}</h1>"
    )


def num(value, digits: int = 4) -> str:
    """A number for a report, with the language's separators: floats of 1000 or more
    rounded and grouped, others to `digits` significant digits; anything else as text."""
    if value is None:
        return "—"
    if isinstance(value, float):
        return number(value, ",.0f") if abs(value) >= 1000 else number(value, f".{digits}g")
    return escape(str(value))


def heading(text: str, kind: str | None = None, page_break: bool = False, level: int = 2) -> str:
    """A section heading (plain `text`), with the badge of the kind of its numbers.

    Reports join it as a call, never as `tr()` inside an f-string, which pyside6-lupdate
    does not collect."""
    style = " style='page-break-before: always'" if page_break else ""
    mark = f" {badge(kind)}" if kind else ""
    return f"<h{level}{style}>{escape(text)}{mark}</h{level}>"


def data_checks_head(note: str) -> list[str]:
    """The heading and note of a report's last section, the raw facts for the data holder
    (not noised), the same in every task."""
    return [
        heading(tr("Data checks (for the data holder)"), "measured"),
        f"<p class='note'>{escape(note)}</p>",
    ]


def no_audit_note(manifest: dict) -> list[str]:
    """Where a report's audit sections would be, for a manifest without them: audits were
    turned off, or (a shared manifest) they stay in the data holder's audit."""
    if SHARED_MARK in manifest:
        return []
    text = tr("No audit was run for this release (audits disabled).")
    return [f"<p>{escape(text)}</p>"]


def badge(kind: str) -> str:
    """A coloured label: proven guarantee, attack result, measurement or simulation."""
    css = {"proven": "proven", "attack": "attack"}.get(kind, "simulation")
    labels = {
        "proven": tr("proven"),
        "attack": tr("attack result"),
        "measured": tr("measured on this data"),
    }
    label = labels.get(kind) or tr("simulation")
    return f'<span class="kind {css}">{label}</span>'


def table(
    header: list[str], rows: list[list[str]], escaped_header: bool = False, width: str = ""
) -> str:
    head = "".join(f"<th>{h if escaped_header else escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    size = f" width='{width}'" if width else ""
    return f"<table{size}><tr>{head}</tr>{body}</table>"


def figures_html(
    figures: Sequence[tuple[str, bytes]],
    image_urls: Sequence[str] | None,
    image_width: int | None,
    figures_per_page: int | None,
    level: int = 2,
) -> list[str]:
    """The figures under their heading (`level` 3 inside another section)."""

    def page_break(before_figure: int | None) -> str:
        if figures_per_page is None:
            return ""
        if before_figure is None or before_figure % figures_per_page == 0:
            return " style='page-break-before: always'"
        return ""

    heading = tr("Figures")
    parts = [f"<h{level}{page_break(None)}>{heading}</h{level}>"]
    for i, (title, png) in enumerate(figures):
        if image_urls is not None:
            src = escape(image_urls[i])
        else:
            src = "data:image/png;base64," + base64.b64encode(png).decode("ascii")
        width = "" if image_width is None else f" width='{int(image_width)}'"
        brk = page_break(i) if i else ""
        parts.append(
            f"<div class='figure'><p class='caption'{brk}>{escape(title)}</p>"
            f"<p><img src='{src}' alt='{escape(title)}'{width}></p></div>"
        )
    return parts


def ledger_section(manifest: dict) -> list[str]:
    """The manifest's privacy ledger as every report shows it: entries of one mechanism
    stage with the same guarantee on one line (60 daily matrices are one line), then the
    composed total per protected unit."""
    ledger = manifest.get("ledger") or {}
    groups: dict[tuple, int] = {}
    for e in ledger.get("entries", []):
        stage = e["mechanism"].split(":")[0]
        key = (stage, e["epsilon"], e["delta"], e["rho"], e["unit"], e["parallel_group"])
        key += (e["formally_private"],)
        groups[key] = groups.get(key, 0) + 1
    if not groups:
        return []
    rows = [
        [
            escape(step_text(stage)) + (f" × {count}" if count > 1 else ""),
            num(eps) if formal else tr("not formally private"),
            num(delta) if formal else "—",
            num(rho),
            escape(unit_text(unit)),
            tr("parallel (disjoint parts)") if group else tr("sequential"),
        ]
        for (stage, eps, delta, rho, unit, group, formal), count in groups.items()
    ]
    totals = [
        [
            escape(unit_text(t["unit"])),
            num(t["epsilon"]) if t["formally_private"] else tr("not formally private"),
            num(t["delta"]),
            num(t["rho"]),
            num(t["entries"]),
        ]
        for t in ledger.get("totals", [])
    ]
    heading = tr("Privacy ledger")
    # "proven" only when every step is formally private (k-anonymity and the like are not)
    kind = "proven" if all(key[-1] for key in groups) else "measured"
    return [
        f"<h2>{heading} {badge(kind)}</h2>",
        tr(
            "<p class='note'>Every step that spent privacy on this release, and what they add "
            "up to: entries on the same data add up (sequential composition); parts of "
            "disjoint data count once (parallel composition); ρ, where it applies, adds up "
            "Gaussian noise more tightly.\nDetails: ρ is the zCDP parameter.</p>"
        ),
        table([tr("step"), "ε", "δ", "ρ", tr("protects"), tr("composed")], rows),
        table(
            [tr("protected unit"), tr("total ε"), tr("total δ"), tr("total ρ"), tr("entries")],
            totals,
        ),
    ]

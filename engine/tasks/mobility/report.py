"""The mobility report: a self-contained HTML page rendered from the manifest alone.

The same page feeds the PDF (gui/report_pdf.py passes `image_urls`), so the report, the
PDF and the manifest can never disagree.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table


def _kv(record: dict, skip=("kind", "kind_of_number")) -> str:
    rows = []
    for key, value in record.items():
        if key in skip:
            continue
        if isinstance(value, dict):
            value = ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items())
        elif isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        rows.append([escape(key.replace("_", " ")), escape(_fmt(value))])
    return table(["measure", "value"], rows)


def _fmt(value) -> str:
    if isinstance(value, float):
        return "—" if not math.isfinite(value) else f"{value:.4g}"
    return "—" if value is None else str(value)


def _period_text(inp: dict) -> str:
    """Where the released calendar comes from, and what it left out or filled with zeros."""
    source = inp.get("period")
    if source is None:  # a manifest written before the period was stated
        return ""
    text = (
        f"Period: {source}; every day from {inp['first_day']} to {inp['last_day']} is "
        f"released, days without records included (zeros plus noise)."
    )
    if inp.get("days_without_trips"):
        text += f" {inp['days_without_trips']} day(s) had no trips."
    if inp.get("records_outside_period"):
        text += (
            f" {inp['records_outside_period']:,} input row(s) outside the period were left "
            f"out (not counted)."
        )
    return text


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    """A self-contained HTML page from the manifest (so the two never disagree) and the
    wizard's plots, if any: (title, PNG) pairs embedded as in the targeting report."""
    g, inp = manifest["guarantee"], manifest["input"]
    names = ", ".join(f["file_name"] for f in inp["files"])
    parts = [
        page_head(
            f"PrivDesk mobility report — {names}",
            f"Private daily origin–destination matrices: {names}",
        ),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}. {inp['days']} days ({inp['first_day']} to "
        f"{inp['last_day']}), {len(inp['regions'])} regions, {inp['subscribers']:,} "
        f"subscribers, {inp['trips']:,} trips ({inp['trips_kept_after_cap']:,} after the cap).</p>",
        f"<p class='note'>{escape(_period_text(inp))}</p>",
        table(
            ["input", "file", "SHA-256"],
            [
                [escape(f["role"]), escape(f["file_name"]), f"<code>{f['sha256']}</code>"]
                for f in inp["files"]
            ],
        ),
        f"<h2>Guarantee {badge('proven')}</h2><p>{escape(g['statement'])}</p>",
        table(
            [
                "ε per day",
                "level",
                "T",
                "τ",
                "days",
                "total ε (worst)",
                "total ε (mean)",
                "whole release (worst)",
            ],
            [
                [
                    num(g["epsilon_per_day"]),
                    escape(g["level"]),
                    num(g["trips_per_day"]),
                    num(g["threshold"]),
                    num(g["days"]),
                    num(g["total_epsilon_worst"]),
                    num(g["total_epsilon_mean"]),
                    num(g["release_epsilon_worst"]),
                ]
            ],
        ),
        *ledger_section(manifest),
        "<h2>Mechanism</h2>",
        _kv(manifest["mechanism"]),
        f"<p class='note'>The matrices file has {manifest['outputs']['matrices_rows']:,} rows: "
        f"{escape(manifest['outputs']['rows_are'])}.</p>",
    ]
    audits = manifest.get("audit")
    if audits is None:
        parts.append("<p>No audit was run for this release (audits disabled).</p>")
    else:
        titles = {
            "cell_errors": "Cell errors (|released − raw|; relative over cells with raw > 0)",
            "suppression": "Zero and suppressed cells (shares of off-diagonal cell-days)",
            "sir": "Mobility SIR: daily 20 % prevalence flags, private vs raw",
            "displacement": "Displacement after the event",
            "membership": "Membership inference on the aggregates",
        }
        for name, record in audits.items():
            parts.append(f"<h2>{escape(titles.get(name, name))} {badge(record['kind'])}</h2>")
            parts.append(f"<p class='note'>{escape(record['kind_of_number'])}</p>")
            if name == "membership" and "rows" in record:
                parts.append(
                    table(
                        ["setting", "model", "AUC mean", "AUC sd", "targets"],
                        [
                            [
                                escape(r["setting"]),
                                escape(r["model"]),
                                num(r["auc_mean"]),
                                num(r["auc_sd"]),
                                num(r["n_targets_used"]),
                            ]
                            for r in record["rows"]
                        ],
                    )
                )
                record = {k: v for k, v in record.items() if k not in ("rows", "note")}
            parts.append(_kv(record))
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

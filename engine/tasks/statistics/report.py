"""The statistics report: a self-contained HTML page rendered from the manifest alone.

Bar charts of the estimates with their 95 % intervals are inline SVG when the wizard
passes no figures (the command line); the wizard's PNG plots replace them (and feed the
PDF).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table

MAX_CELLS_SHOWN = 60
CHART_W, BAR_H = 640, 16


def _bar_chart(cells: list[dict]) -> str:
    """Horizontal bars (estimate) with interval whiskers, one per cell."""
    shown = [c for c in cells[:MAX_CELLS_SHOWN] if _finite(c["estimate"])]
    if not shown:
        return ""
    values = [c["estimate"] for c in shown]
    values += [c[k] for c in shown for k in ("lower_95", "upper_95") if _finite(c[k])]
    low, high = min(0.0, *values), max(values)
    span = (high - low) or 1.0
    left, width = 180, CHART_W - 200

    def x(v: float) -> float:
        return left + (v - low) / span * width

    rows = []
    for i, c in enumerate(shown):
        y = 8 + i * (BAR_H + 4)
        x0, x1 = sorted((x(0.0 if low <= 0 else low), x(c["estimate"])))
        rows.append(
            f"<text x='{left - 6}' y='{y + 12}' text-anchor='end' font-size='11'>"
            f"{escape(str(c['cell'])[:28])}</text>"
            f"<rect x='{x0:.1f}' y='{y}' width='{max(x1 - x0, 0.5):.1f}' height='{BAR_H}' "
            f"fill='#7aa6d6'/>"
        )
        if _finite(c["lower_95"]) and _finite(c["upper_95"]):
            a, b, mid = x(c["lower_95"]), x(c["upper_95"]), y + BAR_H / 2
            rows.append(
                f"<line x1='{a:.1f}' x2='{b:.1f}' y1='{mid}' y2='{mid}' stroke='#333'/>"
                f"<line x1='{a:.1f}' x2='{a:.1f}' y1='{y + 3}' y2='{y + BAR_H - 3}' stroke='#333'/>"
                f"<line x1='{b:.1f}' x2='{b:.1f}' y1='{y + 3}' y2='{y + BAR_H - 3}' stroke='#333'/>"
            )
    height = 16 + len(shown) * (BAR_H + 4)
    axis = (
        f"<text x='{left}' y='{height}' font-size='10'>{num(float(low))}</text>"
        f"<text x='{left + width}' y='{height}' font-size='10' text-anchor='end'>"
        f"{num(float(high))}</text>"
    )
    return (
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{CHART_W}' height='{height + 4}' "
        f"role='img'>{''.join(rows)}{axis}</svg>"
    )


def _finite(value) -> bool:
    return isinstance(value, int | float) and math.isfinite(value)


def _cells_table(cells: list[dict]) -> str:
    rows = [
        [
            escape(str(c["cell"])),
            num(c["estimate"]),
            f"{num(c['lower_95'])} – {num(c['upper_95'])}" if _finite(c["lower_95"]) else "—",
            num(c["noise_scale"]),
        ]
        for c in cells[:MAX_CELLS_SHOWN]
    ]
    more = len(cells) - MAX_CELLS_SHOWN
    note = (
        f"<p class='note'>… and {more} more cells (in the released table).</p>" if more > 0 else ""
    )
    return table(["cell", "estimate", "95 % interval", "noise scale"], rows) + note


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    g, inp, led = manifest["guarantee"], manifest["input"], manifest["dataset_ledger"]
    file_name = inp["file_name"]
    parts = [
        page_head(f"PrivDesk statistics report — {file_name}", f"Private statistics: {file_name}"),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}. {inp['rows']:,} rows; SHA-256 "
        f"<code>{inp['sha256']}</code>.</p>",
        f"<h2>Guarantee {badge('proven')}</h2><p>{escape(g['statement'])}</p>",
        *ledger_section(manifest),
        "<h2>This dataset's privacy ledger</h2>",
        f"<p class='note'>{escape(led['note'])}</p>",
        table(
            ["", "ε", "δ", "method", "DP entries", "non-DP entries"],
            [
                [
                    label,
                    num(s["epsilon"]),
                    num(s["delta"]),
                    escape(s["method"]),
                    num(s["entries"]),
                    num(s["non_dp_entries"]),
                ]
                for label, s in (
                    ("spent before", led["spent_before"]),
                    ("this release", led["this_release"]),
                    ("spent after", led["spent_after"]),
                )
            ],
        ),
        f"<p>Limit: ε = {num(led['limit_epsilon'])}, δ = {num(led['limit_delta'])} "
        f"(— : none). Ledger {escape(led['file_name'])} in {escape(led['location'])}; "
        f"release {escape(led['release_id'])}.</p>",
    ]
    if manifest.get("warnings"):
        parts.append("<h2>Warnings</h2><ul>")
        parts += [f"<li>{escape(w)}</li>" for w in manifest["warnings"]]
        parts.append("</ul>")
    for q in manifest["queries"]:
        kind = "proven" if q["formally_private"] else "measured"
        parts.append(f"<h2>{escape(q['label'])} {badge(kind)}</h2>")
        budget = (
            f"ε = {num(q['epsilon'])}, δ = {num(q['delta'])}"
            if q["formally_private"]
            else "not formally private"
        )
        parts.append(f"<p class='note'>{escape(q['noise'])} noise; {budget}.</p>")
        if "mos" in q:
            chis = ", ".join(f"{k}: {num(v)}" for k, v in q["mos"]["chi"].items())
            parts.append(
                f"<p>MOS: χ by {escape(q['mos']['sensitivity_level'])} — {escape(chis)}. "
                f"{escape(q['mos']['statement'])}.</p>"
            )
        if q["notes"]:
            parts.append("<ul>" + "".join(f"<li>{escape(n)}</li>" for n in q["notes"]) + "</ul>")
        if not figures:
            parts.append(_bar_chart(q["cells"]))
        parts.append(_cells_table(q["cells"]))
    checks = manifest["data_checks"]
    parts += [
        f"<h2>Data checks {badge('measured')}</h2>",
        f"<p class='note'>{escape(checks['note'])}</p>",
        table(
            ["query", "values clipped", "rows left out"],
            [[escape(r["query"]), num(r["clipped"]), num(r["left_out"])] for r in checks["rows"]],
        ),
    ]
    parts += _audit_sections(manifest.get("audit"))
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _audit_sections(audit: dict | None) -> list[str]:
    if audit is None:
        return ["<p>No audit was run for this release (audits disabled).</p>"]
    parts = []
    errors = audit["cell_errors"]
    parts += [
        f"<h2>Cell errors of this release {badge('measured')}</h2>",
        f"<p class='note'>{escape(errors['kind_of_number'])}</p>",
        table(
            ["query", "cells", "median |error|", "90th pct |error|", "interval coverage"],
            [
                [escape(r["query"]), num(r["cells"]), num(r["median_abs_error"]),
                 num(r["p90_abs_error"]), num(r["interval_coverage"])]
                for r in errors["rows"]
            ],
        ),
    ]  # fmt: skip
    rec = audit.get("reconstruction")
    if rec:
        parts += [
            f"<h2>Reconstruction attack on '{escape(rec['column'])}' {badge('attack')}</h2>",
            f"<p class='note'>{escape(rec['kind_of_number'])}</p>",
            f"<p>{rec['rows']} sampled people; random subset sums answered raw, or with "
            f"Laplace noise at total ε = {num(rec['epsilon'])} over the queries; least-squares "
            f"attack. Majority-guess baseline: {rec['baseline']:.1%}.</p>",
            table(
                ["queries m", "recovered (raw)", "recovered (private)", "noise scale β"],
                [
                    [num(p["queries"]), f"{p['raw_recovered']:.1%}",
                     f"{p['private_recovered']:.1%}", num(p["noise_scale"])]
                    for p in rec["points"]
                ],
            ),
        ]  # fmt: skip
    dif = audit.get("differencing")
    if dif:
        exact = "exactly" if dif["raw_recovers_exactly"] else "not exactly"
        parts += [
            f"<h2>Differencing attack on '{escape(dif['column'])}' {badge('attack')}</h2>",
            f"<p class='note'>{escape(dif['kind_of_number'])}</p>",
            f"<p>Two raw sums, over {dif['rows']:,} people and over the same people but one, "
            f"recover that person's value {exact}. Released with Laplace noise "
            f"(β = {num(dif['noise_scale'])}, ε = {num(dif['epsilon_per_sum'])} per sum, so "
            f"the person spent {num(dif['person_spent'])}), the attacker's error has sd "
            f"{num(dif['error_sd'])} and a 95 % half-width of {num(dif['half_width_95'])} "
            f"({dif['within_half_width']:.1%} of simulated errors inside it).</p>",
        ]
    return parts

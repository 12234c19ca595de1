"""The statistics report: a self-contained HTML page rendered from the manifest alone.

Bar charts of the estimates with their 95 % intervals are inline SVG when the wizard
passes no figures (the command line); the wizard's PNG plots replace them (and feed the
PDF).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.errors import PrivDeskError
from engine.core.i18n import number, tr
from engine.core.report_kit import (
    badge,
    figures_html,
    ledger_section,
    no_audit_note,
    num,
    page_head,
    table,
)
from engine.data.engines import not_fingerprinted_note
from engine.privacy.dataset_ledger import limit_sentence, method_title, units_text
from engine.privacy.delta_rule import delta_section
from engine.statistics.queries import noise_title
from engine.tasks.statistics.query_spec import query_from_dict
from engine.tasks.statistics.texts import (
    attack_note,
    cell_text,
    data_checks_note,
    engine_text,
    ledger_note,
    manifest_statement,
    not_private_text,
    simulated_errors_note,
)

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
            escape(cell_text(c["cell"])),
            num(c["estimate"]),
            f"{num(c['lower_95'])} – {num(c['upper_95'])}" if _finite(c["lower_95"]) else "—",
            num(c["noise_scale"]),
        ]
        for c in cells[:MAX_CELLS_SHOWN]
    ]
    more = len(cells) - MAX_CELLS_SHOWN
    note = ""
    if more > 0:
        text = tr("… and {count} more cells (in the released table).")
        note = f"<p class='note'>{escape(text.format(count=number(more, ',')))}</p>"
    header = [tr("cell"), tr("estimate"), tr("95 % interval"), tr("noise scale")]
    return table(header, rows) + note


def query_titles(manifest: dict) -> dict[str, str]:
    """Each query's label (a key of the manifest) in words of the report's language."""
    titles = {}
    for i, data in enumerate((manifest.get("parameters") or {}).get("queries", [])):
        try:
            query = query_from_dict(data, f"queries[{i}]")
        except PrivDeskError:
            continue
        titles[query.label] = query.title
    return titles


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    inp, led = manifest["input"], manifest["dataset_ledger"]
    file_name = inp["file_name"]
    titles = query_titles(manifest)
    made = {"version": escape(manifest["software_version"]),
            "created": escape(manifest["created_utc"])}  # fmt: skip
    if inp["sha256"] is None:  # a location Spark read where the data lives
        about = tr("PrivDesk {version}, {created}. Input {file}: {note}.").format(
            **made, file=escape(file_name), note=escape(not_fingerprinted_note())
        )
    else:
        about = tr("PrivDesk {version}, {created}. Input fingerprint {sha256}.").format(
            **made, sha256=f"<code>{escape(inp['sha256'])}</code>"
        )
    limit = limit_sentence(led, num)
    ledger_title = tr("This dataset's privacy ledger")
    guarantee = tr("Guarantee")
    # "proven" only when a query is formally private (MOS estimates alone prove nothing)
    kind = "proven" if any(q["formally_private"] for q in manifest["queries"]) else "measured"
    parts = [
        page_head(
            tr("PrivDesk statistics report — {file}").format(file=file_name),
            tr("Private statistics: {file}").format(file=file_name),
        ),
        f"<p class='note'>{about}</p>",
        f"<h2>{guarantee} {badge(kind)}</h2><p>{escape(manifest_statement(manifest))}</p>",
        *delta_section(manifest),
        *ledger_section(manifest),
        f"<h2>{escape(ledger_title)}</h2>",
        f"<p class='note'>{escape(ledger_note())}</p>",
        table(
            ["", "ε", "δ", tr("method"), tr("DP entries"), tr("non-DP entries")],
            [
                [
                    escape(label),
                    num(s["epsilon"]),
                    num(s["delta"]),
                    escape(method_title(s["method"])),
                    num(s["entries"]),
                    num(s["non_dp_entries"]),
                ]
                for label, s in (
                    (tr("spent before"), led["spent_before"]),
                    (tr("this release"), led["this_release"]),
                    (tr("spent after"), led["spent_after"]),
                )
            ],
        ),
        f"<p>{limit}</p>",
    ]
    if led.get("units"):  # household- and person-level releases, by group privacy
        parts.append(f"<p>{escape(units_text(led['units']))}</p>")
    if manifest.get("warnings"):
        warnings = tr("Warnings")
        parts.append(f"<h2>{warnings}</h2><ul>")
        parts += [f"<li>{escape(engine_text(w))}</li>" for w in manifest["warnings"]]
        parts.append("</ul>")
    for q in manifest["queries"]:
        parts += _query_section(q, titles)
        if not figures:
            parts.append(_bar_chart(q["cells"]))
        parts.append(_cells_table(q["cells"]))
    checks = manifest.get("data_checks")  # the data holder's audit only
    if checks is not None:
        checks_title = tr("Data checks")
        parts += [
            f"<h2>{checks_title} {badge('measured')}</h2>",
            f"<p class='note'>{escape(data_checks_note())}</p>",
            table(
                [tr("query"), tr("values clipped"), tr("rows left out")],
                [
                    [
                        escape(titles.get(r["query"], r["query"])),
                        num(r["clipped"]),
                        num(r["left_out"]),
                    ]
                    for r in checks["rows"]
                ],
            ),
        ]
        if checks.get("rows_dropped_by_unit_bound"):  # privacy_unit: rows past max_rows
            parts.append(
                "<p>"
                + escape(
                    tr(
                        "Rows dropped at random before the queries, past each unit's most "
                        "rows: {rows}"
                    ).format(rows=num(checks["rows_dropped_by_unit_bound"]))
                )
                + "</p>"
            )
        for cut in checks.get("rows_dropped_by_cell_bounds", ()):  # privacy_unit cell bounds
            if cut["rows"]:
                text = tr(
                    "Rows dropped at random for {query}, past each unit's most rows in one "
                    "cell or most cells: {rows}"
                ).format(query=cut["query"], rows=num(cut["rows"]))
                parts.append("<p>" + escape(text) + "</p>")
    parts += _audit_sections(manifest, titles)
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _query_section(q: dict, titles: dict[str, str]) -> list[str]:
    kind = "proven" if q["formally_private"] else "measured"
    parts = [f"<h2>{escape(titles.get(q['label'], q['label']))} {badge(kind)}</h2>"]
    if q["formally_private"]:
        budget = tr("{noise} noise; ε = {epsilon}, δ = {delta}.").format(
            noise=noise_title(q["noise"]), epsilon=num(q["epsilon"]), delta=num(q["delta"])
        )
    else:
        budget = tr("{noise} noise; not formally private.").format(noise=noise_title(q["noise"]))
    parts.append(f"<p class='note'>{escape(budget)}</p>")
    if "mos" in q and "chi" in q["mos"]:  # χ is read from the raw rows: the holder's only
        chis = ", ".join(f"{k}: {num(v)}" for k, v in q["mos"]["chi"].items())
        text = tr(
            "MOS by {level}; the noise size of each group (χ, read from the data): {chis}. "
            "Not formally private: {statement}."
        ).format(level=q["mos"]["sensitivity_level"], chis=chis, statement=not_private_text())
        parts.append(f"<p>{escape(text)}</p>")
    elif "mos" in q:
        text = tr("MOS by {level}, not formally private: {statement}.").format(
            level=q["mos"]["sensitivity_level"], statement=not_private_text()
        )
        parts.append(f"<p>{escape(text)}</p>")
    if q["notes"]:
        notes = "".join(f"<li>{escape(engine_text(n))}</li>" for n in q["notes"])
        parts.append(f"<ul>{notes}</ul>")
    return parts


def _audit_sections(manifest: dict, titles: dict[str, str]) -> list[str]:
    audit = manifest.get("audit")
    if audit is None:
        return no_audit_note(manifest)
    parts = []
    errors = audit["cell_errors"]
    errors_title = tr("Cell errors over simulated releases")
    header = [
        tr("query"),
        tr("cells"),
        tr("median |error|"),
        tr("90th pct |error|"),
        tr("interval coverage"),
    ]
    parts += [
        f"<h2>{errors_title} {badge('simulation')}</h2>",
        f"<p class='note'>{escape(simulated_errors_note(errors['simulations']))}</p>",
        table(
            header,
            [
                [escape(titles.get(r["query"], r["query"])), num(r["cells"]),
                 num(r["median_abs_error"]), num(r["p90_abs_error"]),
                 num(r["interval_coverage"])]
                for r in errors["rows"]
            ],
        ),
    ]  # fmt: skip
    rec = audit.get("reconstruction")
    if rec:
        heading = tr("Reconstruction attack on '{column}'").format(column=rec["column"])
        text = tr(
            "{rows} sampled people; random subset sums answered raw, or with Laplace noise at "
            "total ε = {epsilon} over the queries; least-squares attack. Majority-guess "
            "baseline: {baseline}."
        ).format(
            rows=number(rec["rows"], ","),
            epsilon=num(rec["epsilon"]),
            baseline=number(rec["baseline"], ".1%"),
        )
        header = [
            tr("queries m"),
            tr("recovered (raw)"),
            tr("recovered (private)"),
            tr("noise scale β"),
        ]
        parts += [
            f"<h2>{escape(heading)} {badge('attack')}</h2>",
            f"<p class='note'>{escape(attack_note())}</p>",
            f"<p>{escape(text)}</p>",
            table(
                header,
                [
                    [num(p["queries"]), number(p["raw_recovered"], ".1%"),
                     number(p["private_recovered"], ".1%"), num(p["noise_scale"])]
                    for p in rec["points"]
                ],
            ),
        ]  # fmt: skip
    dif = audit.get("differencing")
    if dif:
        heading = tr("Differencing attack on '{column}'").format(column=dif["column"])
        if dif["raw_recovers_exactly"]:
            text = tr(
                "Two raw sums, over everyone with a value and over the same people but one, "
                "recover that person's value exactly."
            )
        else:
            text = tr(
                "Two raw sums, over everyone with a value and over the same people but one, "
                "recover that person's value, but not exactly."
            )
        text += " " + tr(
            "Released with Laplace noise (β = {scale}, ε = {epsilon} per sum, so the person "
            "spent {spent}), the attacker's error has sd {sd} and a 95 % half-width of "
            "{half_width} ({within} of simulated errors inside it)."
        )
        text = text.format(
            scale=num(dif["noise_scale"]),
            epsilon=num(dif["epsilon_per_sum"]),
            spent=num(dif["person_spent"]),
            sd=num(dif["error_sd"]),
            half_width=num(dif["half_width_95"]),
            within=number(dif["within_half_width"], ".1%"),
        )
        parts += [
            f"<h2>{escape(heading)} {badge('attack')}</h2>",
            f"<p class='note'>{escape(attack_note())}</p>",
            f"<p>{escape(text)}</p>",
        ]
    return parts

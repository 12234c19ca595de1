"""The audit report as a self-contained HTML page, rendered from the manifest.

Built from the manifest alone so the report and the manifest can never disagree. Every
number says what kind it is: a proven guarantee, an empirical attack result, or a
simulation of program utility. No external fonts, scripts or files: plots are embedded as
data URIs, so the one HTML file opens offline. The PDF (gui/report_pdf.py) renders the same
HTML with the images passed as document resources instead (`image_urls`).

An optional manifest key "sweep" (built by `sweep_section`) adds the trade-off table; it
holds only scores and settings, never a seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from engine.core.manifest import json_safe
from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table
from engine.tasks.targeting.project import MECHANISM_SETTINGS

UTILITY_LABELS = {
    "accuracy": "Targeting accuracy",
    "recall": "Share of the truly eligible reached (recall)",
    "fpr": "Share of the non-eligible enrolled (false-positive rate)",
    "precision": "Precision",
    "exclusion_rate": "Exclusion-error rate (eligible but left out)",
    "inclusion_rate": "Inclusion-error rate (enrolled but not eligible)",
    "national_exclusion_errors": "National exclusion errors (people)",
    "profit": "Program profit",
    "relative_profit": "Relative profit (private / non-private)",
    "forgone_revenue": "Forgone revenue",
    "default_loss": "Loss from defaults",
}


def _spread(record) -> str:
    if record is None or record.get("mean") is None:
        return "—"
    return f"{num(record['mean'])} ± {num(record['sd'], 2)} (n = {record['n']})"


def program_measure(utility: str, population: float | None) -> tuple[str, str]:
    """The utility key and its label that trade-off plots and tables show: national
    exclusion errors when a population is given, else the exclusion-error rate; relative
    profit for credit (MATH 4.3)."""
    if utility == "credit":
        key = "relative_profit"
    elif population:
        key = "national_exclusion_errors"
    else:
        key = "exclusion_rate"
    return key, UTILITY_LABELS[key]


def sweep_section(parameter: str, baseline, rows) -> dict:
    """The manifest's optional "sweep" entry: one JSON-safe record per evaluated setting
    (`SweepRow.to_record`), the same columns `main.py sweep` writes."""
    return {
        "kind_of_number": "Program measures are simulations; singling-out and attribute-"
        "inference protection are attack results; distinguishing protection is proven.",
        "parameter": parameter,
        "rows": [json_safe(row.to_record(baseline)) for row in rows],
    }


def _mean_sd(record: dict, key: str) -> str:
    mean = record.get(f"{key}_mean")
    if mean is None:
        return "—"
    sd = record.get(f"{key}_sd")
    return num(float(mean)) + ("" if sd is None else f" ± {num(float(sd), 2)}")


def _sweep_rows(manifest: dict) -> list[str]:
    sweep = manifest["sweep"]
    task = manifest["task"]
    key, label = program_measure(task["utility"], task.get("population"))
    points = {"classic-dp": " (classic DP)", "chosen": " (chosen setting)"}
    parameter = escape(sweep["parameter"])
    rows = []
    records = sorted(sweep["rows"], key=lambda r: (r["value"] is not None, r["value"] or 0.0))
    for record in records:
        measure = _mean_sd(record, key)
        if record["point"] == "non-private":
            setting = "original data (not private)"
            if key == "relative_profit":
                measure = "1 (by definition)"
        else:
            setting = f"{parameter} = {num(float(record['value']))}" + escape(
                points.get(record["point"], "")
            )
        rows.append(
            [
                setting,
                num(record.get("epsilon")),
                num(record.get("classic_epsilon")),
                measure,
                _mean_sd(record, "singling_out_protection"),
                _mean_sd(record, "attribute_inference_protection"),
                _mean_sd(record, "distinguishing_protection"),
            ]
        )
    header = [
        "setting",
        "ε",
        "classic ε",
        f"{escape(label)}<br>{badge('simulation')}",
        f"Singling out<br>{badge('attack')}",
        f"Attribute inference<br>{badge('attack')}",
        f"Distinguishing<br>{badge('proven')}",
    ]
    return [
        f"<h2>Trade-off sweep over {escape(sweep['parameter'])}</h2>",
        f"<p class='note'>{escape(sweep['kind_of_number'])} Protection scores run from 0 "
        "(none) to 1; each entry is the mean ± standard deviation over independent "
        "privatizations of that setting.</p>",
        table(header, rows, escaped_header=True, width="100%"),
    ]


def _applies(mechanism: dict, key: str) -> bool:
    """Whether the report shows `key` for this mechanism (the manifest keeps every one)."""
    return key == "name" or key in MECHANISM_SETTINGS.get(mechanism.get("name"), (key,))


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    """The report page for a manifest (see engine.tasks.targeting.manifest).

    `figures` are (title, PNG bytes) pairs, embedded as data URIs unless `image_urls` names
    where each one is found (the PDF writer passes resource names); `image_width` fixes
    their width in pixels for renderers without CSS max-width, and `figures_per_page`
    starts the figures, and every that many after, on a new printed page (a caption never
    ends a page without its plot). A manifest "sweep" entry
    (see `sweep_section`) adds the trade-off table.
    """
    g = manifest["guarantee"]
    inp = manifest["input"]
    mech = manifest["mechanism"]
    parts = [
        page_head(f"PrivDesk report — {inp['file_name']}", f"Privacy report: {inp['file_name']}"),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}. Input SHA-256 <code>{escape(inp['sha256'])}</code>, "
        f"{inp['rows']:,} rows.</p>",
        f"<h2>Guarantee {badge('proven')}</h2><p>{escape(g['statement'])}</p>",
        table(
            ["ε", "δ", "r", "classic ε", "classic δ"],
            [
                [
                    num(g["epsilon"]),
                    num(g["delta"]),
                    num(g["r"]),
                    num(g["classic_epsilon"]),
                    num(g["classic_delta"]),
                ]
            ],
        ),
        *ledger_section(manifest),
        "<h2>Mechanism and parameters</h2>",
        table(
            ["parameter", "value"],
            [[escape(k), num(v)] for k, v in mech.items() if _applies(mech, k)]
            + [[escape(k), num(v)] for k, v in mech.get("derived", {}).items()],
        ),
        f"<p class='note'>{escape(manifest['preprocessing']['note'])} "
        f"Rows clipped into the unit ball: "
        f"{100 * manifest['preprocessing']['clipped_fraction']:.1f} %.</p>",
        "<h2>Columns</h2>",
        table(
            ["role", "columns"],
            [
                ["released", escape(", ".join(manifest["columns"]["released"]))],
                ["features (privatized)", escape(", ".join(manifest["columns"]["features"]))],
                [
                    "target",
                    escape(str(manifest["columns"]["target"]))
                    + (
                        ""
                        if manifest["columns"]["target_released"]
                        else " (kept aside, not released)"
                    ),
                ],
                [
                    "identifiers",
                    escape(", ".join(manifest["columns"]["identifiers"]) or "—")
                    + f" ({escape(manifest['columns']['identifier_handling'])})",
                ],
            ],
        ),
        f"<p class='note'>{escape(manifest['columns'].get('row_order', ''))}</p>",
    ]
    utility = manifest.get("utility")
    audit = manifest.get("audit")
    if utility is None or audit is None:
        parts.append("<p>No audit was run for this release (audits disabled).</p>")
    else:
        rows = []
        for key, private in utility["private"].items():
            rows.append(
                [
                    escape(UTILITY_LABELS.get(key, key)),
                    num(utility["nonprivate"].get(key)),
                    _spread(private),
                ]
            )
        parts += [
            f"<h2>Program utility {badge('simulation')}</h2>",
            f"<p class='note'>{escape(utility['kind_of_number'])} "
            f"{utility['simulations']} privatizations, {utility['folds']}-fold "
            f"cross-validation.</p>",
            table(["measure", "original data", "released data"], rows),
        ]
        so, ai, di = audit["singling_out"], audit["attribute_inference"], audit["distinguishing"]
        parts += [
            "<h2>Privacy protection</h2>",
            "<p class='note'>Protection scores run from 0 (no protection) to 1. Attack "
            "results can show risk but never prove its absence.</p>",
            table(
                ["threat", "kind", "original data", "released data"],
                [
                    [
                        "Singling out",
                        badge("attack"),
                        num(so["baseline_nonunique_fraction"]),
                        _spread(so["protection"]),
                    ],
                    [
                        "Attribute inference",
                        badge("attack"),
                        num(ai["baseline_protection"]),
                        _spread(ai["protection"]),
                    ],
                    ["Distinguishing", badge("proven"), "0", _spread(di["protection"])],
                ],
            ),
            "<h3>Singling out: share of people isolated by the net attack</h3>",
            table(
                ["jitter", "original data", "released data"],
                [
                    [escape(j), num(raw), _spread(so["net_fractions_by_jitter"]["release"][j])]
                    for j, raw in so["net_fractions_by_jitter"]["raw"].items()
                ],
            ),
            "<h3>Attribute inference: protection per column (worst known-column set)</h3>",
            table(
                ["column", "protection"],
                [[escape(row["column"]), _spread(row["protection"])] for row in ai["per_column"]],
            ),
        ]
    if manifest.get("sweep"):
        parts += _sweep_rows(manifest)
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

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

import base64
from collections.abc import Sequence
from html import escape

from engine.tasks.targeting.manifest import _clean

STYLE = """
body { font-family: sans-serif; max-width: 60em; margin: 2em auto; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; }
td, th { border: 1px solid #bbb; padding: 0.25em 0.6em; text-align: left; }
th { background: #eee; }
.kind { display: inline-block; font-size: 0.8em; padding: 0.1em 0.5em; border-radius: 0.8em;
        margin-left: 0.5em; vertical-align: middle; }
.proven { background: #d8efd8; } .attack { background: #fbe3c8; }
.simulation { background: #d9e6f5; }
.note { color: #555; font-size: 0.9em; }
.figure { margin: 1em 0; } .figure img { max-width: 100%; height: auto; border: 1px solid #ddd; }
.caption { font-weight: bold; margin: 1em 0 0.3em 0; }
"""

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


def _num(value, digits: int = 4) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.{digits}g}"
    return escape(str(value))


def _spread(record) -> str:
    if record is None or record.get("mean") is None:
        return "—"
    return f"{_num(record['mean'])} ± {_num(record['sd'], 2)} (n = {record['n']})"


def _badge(kind: str) -> str:
    label = {"proven": "proven", "attack": "attack result", "simulation": "simulation"}[kind]
    return f'<span class="kind {kind}">{label}</span>'


def _table(
    header: list[str], rows: list[list[str]], escaped_header: bool = False, width: str = ""
) -> str:
    head = "".join(f"<th>{h if escaped_header else escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    size = f" width='{width}'" if width else ""
    return f"<table{size}><tr>{head}</tr>{body}</table>"


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
        "rows": [_clean(row.to_record(baseline)) for row in rows],
    }


def _mean_sd(record: dict, key: str) -> str:
    mean = record.get(f"{key}_mean")
    if mean is None:
        return "—"
    sd = record.get(f"{key}_sd")
    return _num(float(mean)) + ("" if sd is None else f" ± {_num(float(sd), 2)}")


def _sweep_table(manifest: dict) -> list[str]:
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
            setting = f"{parameter} = {_num(float(record['value']))}" + escape(
                points.get(record["point"], "")
            )
        rows.append(
            [
                setting,
                _num(record.get("epsilon")),
                _num(record.get("classic_epsilon")),
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
        f"{escape(label)}<br>{_badge('simulation')}",
        f"Singling out<br>{_badge('attack')}",
        f"Attribute inference<br>{_badge('attack')}",
        f"Distinguishing<br>{_badge('proven')}",
    ]
    return [
        f"<h2>Trade-off sweep over {escape(sweep['parameter'])}</h2>",
        f"<p class='note'>{escape(sweep['kind_of_number'])} Protection scores run from 0 "
        "(none) to 1; each entry is the mean ± standard deviation over independent "
        "privatizations of that setting.</p>",
        _table(header, rows, escaped_header=True, width="100%"),
    ]


def _figures(
    figures: Sequence[tuple[str, bytes]],
    image_urls: Sequence[str] | None,
    image_width: int | None,
    figures_per_page: int | None,
) -> list[str]:
    def page_break(before_figure: int | None) -> str:
        if figures_per_page is None:
            return ""
        if before_figure is None or before_figure % figures_per_page == 0:
            return " style='page-break-before: always'"
        return ""

    parts = [f"<h2{page_break(None)}>Figures</h2>"]
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


# Settings each mechanism uses; the manifest keeps them all, the report shows what applies.
MECHANISM_SETTINGS = {
    "gaussian": ("name", "epsilon", "delta", "r", "components", "epsilon2", "delta2", "partitions"),
    "projection": (
        "name",
        "calibration",
        "epsilon",
        "delta",
        "r",
        "k",
        "components",
        "epsilon2",
        "delta2",
        "partitions",
    ),
    "mondrian": ("name", "k_anonymity"),
}


def _applies(mechanism: dict, key: str) -> bool:
    return key in MECHANISM_SETTINGS.get(mechanism.get("name"), (key,))


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
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>PrivDesk report — {escape(inp['file_name'])}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>Privacy report: {escape(inp['file_name'])}</h1>",
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}. Input SHA-256 <code>{escape(inp['sha256'])}</code>, "
        f"{inp['rows']:,} rows.</p>",
        f"<h2>Guarantee {_badge('proven')}</h2><p>{escape(g['statement'])}</p>",
        _table(
            ["ε", "δ", "r", "classic ε", "classic δ"],
            [
                [
                    _num(g["epsilon"]),
                    _num(g["delta"]),
                    _num(g["r"]),
                    _num(g["classic_epsilon"]),
                    _num(g["classic_delta"]),
                ]
            ],
        ),
        "<h2>Mechanism and parameters</h2>",
        _table(
            ["parameter", "value"],
            [[escape(k), _num(v)] for k, v in mech.items() if _applies(mech, k)]
            + [[escape(k), _num(v)] for k, v in mech.get("derived", {}).items()],
        ),
        f"<p class='note'>{escape(manifest['preprocessing']['note'])} "
        f"Rows clipped into the unit ball: "
        f"{100 * manifest['preprocessing']['clipped_fraction']:.1f} %.</p>",
        "<h2>Columns</h2>",
        _table(
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
                    _num(utility["nonprivate"].get(key)),
                    _spread(private),
                ]
            )
        parts += [
            f"<h2>Program utility {_badge('simulation')}</h2>",
            f"<p class='note'>{escape(utility['kind_of_number'])} "
            f"{utility['simulations']} privatizations, {utility['folds']}-fold "
            f"cross-validation.</p>",
            _table(["measure", "original data", "released data"], rows),
        ]
        so, ai, di = audit["singling_out"], audit["attribute_inference"], audit["distinguishing"]
        parts += [
            "<h2>Privacy protection</h2>",
            "<p class='note'>Protection scores run from 0 (no protection) to 1. Attack "
            "results can show risk but never prove its absence.</p>",
            _table(
                ["threat", "kind", "original data", "released data"],
                [
                    [
                        "Singling out",
                        _badge("attack"),
                        _num(so["baseline_nonunique_fraction"]),
                        _spread(so["protection"]),
                    ],
                    [
                        "Attribute inference",
                        _badge("attack"),
                        _num(ai["baseline_protection"]),
                        _spread(ai["protection"]),
                    ],
                    ["Distinguishing", _badge("proven"), "0", _spread(di["protection"])],
                ],
            ),
            "<h3>Singling out: share of people isolated by the net attack</h3>",
            _table(
                ["jitter", "original data", "released data"],
                [
                    [escape(j), _num(raw), _spread(so["net_fractions_by_jitter"]["release"][j])]
                    for j, raw in so["net_fractions_by_jitter"]["raw"].items()
                ],
            ),
            "<h3>Attribute inference: protection per column (worst known-column set)</h3>",
            _table(
                ["column", "protection"],
                [[escape(row["column"]), _spread(row["protection"])] for row in ai["per_column"]],
            ),
        ]
    if manifest.get("sweep"):
        parts += _sweep_table(manifest)
    if figures:
        parts += _figures(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

"""The anonymize report: a self-contained HTML page from the manifest alone."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table

RISK_ROWS = (
    ("records", "records"),
    ("classes", "equivalence classes"),
    ("sample_uniques", "sample uniques (class of 1)"),
    ("prosecutor_max", "prosecutor risk, max"),
    ("prosecutor_mean", "prosecutor risk, mean (J/n)"),
    ("records_above_threshold", "records above the risk threshold"),
    ("marketer", "marketer risk (J/n)"),
    ("journalist_max", "journalist risk, max (external file as population)"),
    ("journalist_mean", "journalist risk, mean"),
    ("marketer_with_population", "marketer risk with the population"),
)
LINK_ROWS = (
    ("records", "released records attacked"),
    ("external_rows", "rows in the identified file"),
    ("uniquely_linked", "records uniquely linked (one candidate)"),
    ("not_linked", "records with no candidate"),
    ("mean_candidates", "mean candidates per linked record"),
    ("expected_correct_links", "expected correct links (uniform guess)"),
    ("correct_unique_links", "records uniquely and correctly linked"),
)


def _side_by_side(raw: dict, released: dict, rows) -> str:
    body = [
        [escape(label), num(raw.get(key)), num(released.get(key))]
        for key, label in rows
        if key in raw or key in released
    ]
    return table(["measure", "raw data", "released"], body)


def _disclosed(per_column: dict) -> str:
    parts = [
        f"{column}: " + ", ".join(f"{v} ({n:,})" for v, n in values.items())
        for column, values in per_column.items()
        if values
    ]
    return "; ".join(parts) or "none"


def _classifier(record: dict | None) -> list[str]:
    if record is None:
        return []
    head = f"<h2>Classifier utility: {escape(record['target'])} {badge('simulation')}</h2>"
    if "not_run" in record:
        return [head, f"<p>Not run: {escape(record['not_run'])}.</p>"]
    rows = [
        [escape(name), num(record[name]["accuracy"]), num(record[name]["auc"]),
         num(record[name]["training_records"])]
        for name in ("released", "raw")
    ]  # fmt: skip
    return [
        head,
        f"<p class='note'>{escape(record['kind_of_number'])} Ratios released / raw: accuracy "
        f"{num(record['accuracy_ratio'])}, AUC {num(record['auc_ratio'])}.</p>",
        table(["trained on", "accuracy", "AUC", "training records"], rows),
    ]


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    inp, rel = manifest["input"], manifest["release"]
    m = rel["measured"]
    file_name = inp["file_name"]
    parts = [
        page_head(f"PrivDesk anonymize report — {file_name}", f"Anonymized microdata: {file_name}"),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}. Input SHA-256 <code>{inp['sha256']}</code>, "
        f"{inp['records']:,} records, {inp['columns']} columns.</p>",
        f"<h2>Guarantee</h2><p>{escape(manifest['guarantee']['statement'])}</p>",
        *ledger_section(manifest),
        "<h2>Release</h2>",
        table(
            ["algorithm", "records in", "released", "suppressed", "classes", "suppressed records"],
            [
                [
                    escape(rel["algorithm"]["name"]),
                    num(rel["records_in"]),
                    num(rel["records_released"]),
                    num(rel["suppressed_records"]),
                    num(rel["classes"]),
                    escape(rel["suppressed_are"]),
                ]
            ],
        ),
        f"<h2>Privacy models measured on the release {badge('measured')}</h2>",
        table(
            ["k", "distinct l", "entropy l", "recursive c*", "t (EMD)", "homogeneous classes"],
            [
                [
                    num(m["k"]),
                    num(m["l_distinct"]),
                    num(m["l_shannon"]),
                    num(m["recursive_c_star"]),
                    num(m["t"]),
                    num(m["homogeneous_classes"]),
                ]
            ],
        ),
        f"<p class='note'>{escape(rel['measured_note'])}</p>",
        "<h2>Direct identifiers</h2>",
        table(
            ["column", "masking"],
            [
                [escape(c), escape(v["method"] + (f"; {v['key']}" if "key" in v else ""))]
                for c, v in manifest["masking"].items()
            ],
        ),
        "<h2>Generalization</h2>",
        table(
            ["quasi-identifier", "ladder", "declared"],
            [
                [escape(c), escape(v["type"]), "yes" if v["declared"] else "automatic"]
                for c, v in manifest["generalization"].items()
            ],
        ),
        "<p class='note'>Columns left unchanged: "
        + escape(", ".join(rel["columns_unchanged"]) or "none")
        + ". Dropped: "
        + escape(", ".join(rel["columns_dropped"]) or "none")
        + ".</p>",
        *[f"<p class='note'>{escape(n)}</p>" for n in rel["notes"]],
        f"<p class='note'>{escape(rel['rows_are'])}</p>",
    ]
    audit = manifest.get("audit")
    if audit is None:
        parts.append("<p>No audit was run for this release (audits disabled).</p>")
    else:
        risk, link, hom = audit["risk"], audit["linkage"], audit["homogeneity"]
        loss = audit["information_loss"]
        parts += [
            f"<h2>Re-identification risk, raw vs released {badge('measured')}</h2>",
            f"<p class='note'>{escape(risk['kind_of_number'])} Risk threshold τ = "
            f"{num(risk['released']['threshold'])}.</p>",
            _side_by_side(risk["raw"], risk["released"], RISK_ROWS),
            f"<h2>Linkage attack against {escape(link['external'])} {badge('attack')}</h2>",
            f"<p class='note'>Linked on {escape(', '.join(link['link_on']))}. "
            f"{escape(link['kind_of_number'])}</p>",
            _side_by_side(link["raw"], link["released"], LINK_ROWS),
            f"<h2>Homogeneity attack {badge('attack')}</h2>",
            table(
                ["", "raw data", "released"],
                [
                    [
                        "classes with one sensitive value",
                        num(hom["raw"]["classes"]),
                        num(hom["released"]["classes"]),
                    ],
                    [
                        "records in them",
                        num(hom["raw"]["records"]),
                        num(hom["released"]["records"]),
                    ],
                ],
            ),
            "<p class='note'>Values disclosed in the release (records): "
            + escape(_disclosed(hom["released"].get("disclosed", {})))
            + ".</p>",
            f"<h2>Information loss {badge('measured')}</h2>",
            table(
                ["GIL (table)", "discernibility", "C_avg", "suppressed share"],
                [
                    [
                        num(loss["gil"]),
                        num(loss["discernibility"]),
                        num(loss["c_avg"]),
                        num(loss["suppressed_share"]),
                    ]
                ],
            ),
            table(
                ["quasi-identifier", "GIL"],
                [[escape(c), num(v)] for c, v in loss["per_column"].items()],
            ),
            *_classifier(audit.get("classifier")),
            "<h2>Equivalence-class sizes, raw vs released</h2>",
            table(
                ["class size", "classes (raw)", "classes (released)"],
                [
                    [escape(b), num(risk["raw"]["class_sizes"][b]), num(c)]
                    for b, c in risk["released"]["class_sizes"].items()
                ],
            ),
        ]
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

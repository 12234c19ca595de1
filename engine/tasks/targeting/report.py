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

from engine.core.i18n import number, tr
from engine.core.ledger_words import step_text
from engine.core.manifest import ROW_ORDER_NOTE, SIMULATION_NOTE, json_safe
from engine.core.report_kit import (
    badge,
    figures_html,
    heading,
    ledger_section,
    no_audit_note,
    num,
    page_head,
    table,
)
from engine.privacy.delta_rule import delta_section
from engine.privacy.guarantee import Guarantee
from engine.tasks.targeting.manifest import SWEEP_NOTE
from engine.tasks.targeting.project import MECHANISM_SETTINGS


def utility_labels() -> dict[str, str]:
    """The program measures' names for people, by manifest key."""
    return {
        "accuracy": tr("Targeting accuracy"),
        "recall": tr("Share of the truly eligible reached (recall)"),
        "fpr": tr("Share of the non-eligible enrolled (false-positive rate)"),
        "precision": tr("Precision"),
        "exclusion_rate": tr("Exclusion-error rate (eligible but left out)"),
        "inclusion_rate": tr("Inclusion-error rate (enrolled but not eligible)"),
        "national_exclusion_errors": tr("National exclusion errors (people)"),
        "profit": tr("Program profit"),
        "relative_profit": tr("Relative profit (private / non-private)"),
        "forgone_revenue": tr("Forgone revenue"),
        "default_loss": tr("Loss from defaults"),
    }


def _note(text: str) -> str:
    """A fixed note the manifest records in English, in the interface language (a note this
    version does not know stays as it is)."""
    known = {
        SIMULATION_NOTE: tr(
            "Simulation of program utility: mean and standard deviation over independent "
            "privatizations."
        ),
        ROW_ORDER_NOTE: tr(
            "Rows are written in a random order (fresh randomness, never saved), so nobody "
            "holding the original file can pair released rows with its rows by position."
        ),
        SWEEP_NOTE: tr(
            "Program measures are simulations; singling-out and attribute-inference protection "
            "are attack results; distinguishing protection is proven."
        ),
    }
    return known.get(text, text)


def _preprocessing_note(pre: dict) -> str:
    """What was released as-is, from the manifest's preprocessing record."""
    standardization = {
        "data": tr("Centres and scales were computed from the data and are released as-is."),
        "declared": tr("Centres and scales were declared by the user."),
        "none": tr("Features were not standardized."),
    }.get(pre.get("standardization"))
    if standardization is None or pre.get("scaling") not in ("max_norm", "clip"):
        return pre.get("note", "")
    if pre["scaling"] == "max_norm":
        radius = tr("The radius is the data's largest row norm (paper-faithful), which it leaks.")
    else:
        radius = tr("The radius is data-independent; rows beyond it were clipped.")
    return f"{standardization} {radius}"


def _statement(g: dict) -> str:
    """The guarantee in words in the interface language (as the manifest states it when it
    cannot be read back)."""
    guarantee = Guarantee.from_dict(g)
    return g["statement"] if guarantee is None else guarantee.describe()


def _over(text: str, kind: str) -> str:
    """A table header (plain text) above the badge of the kind of its numbers."""
    return f"{escape(text)}<br>{badge(kind)}"


def _spread(record) -> str:
    if record is None or record.get("mean") is None:
        return "—"
    return f"{num(record['mean'])} ± {num(record['sd'], 2)} (n = {num(record['n'])})"


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
    return key, utility_labels()[key]


def sweep_section(parameter: str, baseline, rows) -> dict:
    """The manifest's optional "sweep" entry: one JSON-safe record per evaluated setting
    (`SweepRow.to_record`), the same columns `main.py sweep` writes."""
    return {
        "kind_of_number": SWEEP_NOTE,
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
    points = {
        "classic-dp": tr("{setting} (classic DP)"),
        "chosen": tr("{setting} (chosen setting)"),
    }
    parameter = escape(sweep["parameter"])
    rows = []
    records = sorted(sweep["rows"], key=lambda r: (r["value"] is not None, r["value"] or 0.0))
    for record in records:
        measure = _mean_sd(record, key)
        if record["point"] == "non-private":
            setting = escape(tr("original data (not private)"))
            if key == "relative_profit":
                measure = escape(tr("1 (by definition)"))
        else:
            setting = f"{parameter} = {num(float(record['value']))}"
            if record["point"] in points:
                setting = escape(points[record["point"]]).format(setting=setting)
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
        escape(tr("setting")),
        "ε",
        escape(tr("classic ε")),
        f"{escape(label)}<br>{badge('simulation')}",
        _over(tr("Singling out"), "attack"),
        _over(tr("Attribute inference"), "attack"),
        _over(tr("Distinguishing"), "proven"),
    ]
    title = tr("Trade-off sweep over {parameter}").format(parameter=sweep["parameter"])
    scores = tr(
        "Protection scores run from 0 (none) to 1; each entry is the mean ± standard "
        "deviation over independent privatizations of that setting."
    )
    return [
        heading(title),
        f"<p class='note'>{escape(_note(sweep['kind_of_number']))} {escape(scores)}</p>",
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
    pre = manifest["preprocessing"]
    columns = manifest["columns"]
    handling = {"tokenize": tr("tokenized"), "drop": tr("dropped")}
    target = escape(str(columns["target"]))
    if not columns["target_released"]:
        target = escape(tr("{target} (kept aside, not released)").format(target=columns["target"]))
    version = tr("PrivDesk {version}, {created}. Input fingerprint {sha256}, {rows} rows.").format(
        version=escape(manifest["software_version"]),
        created=escape(manifest["created_utc"]),
        sha256=f"<code>{escape(inp['sha256'])}</code>",
        rows=number(inp["rows"], ","),
    )
    clipped = ""  # a raw fact: in the data holder's audit only
    if "clipped_fraction" in pre:
        clipped = tr("Rows clipped into the unit ball: {percent} %.").format(
            percent=number(100 * pre["clipped_fraction"], ".1f")
        )
    parts = [
        page_head(
            tr("PrivDesk report — {file}").format(file=inp["file_name"]),
            tr("Privacy report: {file}").format(file=inp["file_name"]),
        ),
        f"<p class='note'>{version}</p>",
        heading(tr("Guarantee"), "proven") + f"<p>{escape(_statement(g))}</p>",
        table(
            ["ε", "δ", "r", tr("classic ε"), tr("classic δ")],
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
        *delta_section(manifest),
        *ledger_section(manifest),
        heading(tr("Mechanism and parameters")),
        table(
            [tr("parameter"), tr("value")],
            [
                [escape(k), escape(step_text(v)) if k == "name" else num(v)]
                for k, v in mech.items()
                if _applies(mech, k)
            ]
            + [[escape(k), num(v)] for k, v in mech.get("derived", {}).items()],
        ),
        f"<p class='note'>{escape(_preprocessing_note(pre))} {escape(clipped)}</p>",
        heading(tr("Columns")),
        table(
            [tr("role"), tr("columns")],
            [
                [escape(tr("released")), escape(", ".join(columns["released"]))],
                [escape(tr("features (privatized)")), escape(", ".join(columns["features"]))],
                [escape(tr("target")), target],
                [
                    escape(tr("identifiers")),
                    escape(", ".join(columns["identifiers"]) or "—")
                    + " ("
                    + escape(
                        handling.get(columns["identifier_handling"], columns["identifier_handling"])
                    )
                    + ")",
                ],
            ],
        ),
        f"<p class='note'>{escape(_note(columns.get('row_order', '')))}</p>",
    ]
    utility = manifest.get("utility")
    audit = manifest.get("audit")
    if utility is None or audit is None:
        parts += no_audit_note(manifest)
    else:
        labels = utility_labels()
        rows = []
        for key, private in utility["private"].items():
            rows.append(
                [
                    escape(labels.get(key, key)),
                    num(utility["nonprivate"].get(key)),
                    _spread(private),
                ]
            )
        runs = tr("{simulations} privatizations, {folds}-fold cross-validation.").format(
            simulations=num(utility["simulations"]), folds=num(utility["folds"])
        )
        parts += [
            heading(tr("Program utility"), "simulation"),
            f"<p class='note'>{escape(_note(utility['kind_of_number']))} {escape(runs)}</p>",
            table([tr("measure"), tr("original data"), tr("released data")], rows),
        ]
        so, ai, di = audit["singling_out"], audit["attribute_inference"], audit["distinguishing"]
        parts += [
            heading(tr("Privacy protection")),
            "<p class='note'>"
            + escape(
                tr(
                    "Protection scores run from 0 (no protection) to 1. Attack results can "
                    "show risk but never prove its absence."
                )
            )
            + "</p>",
            table(
                [tr("threat"), tr("kind"), tr("original data"), tr("released data")],
                [
                    [
                        escape(tr("Singling out")),
                        badge("attack"),
                        num(so["baseline_nonunique_fraction"]),
                        _spread(so["protection"]),
                    ],
                    [
                        escape(tr("Attribute inference")),
                        badge("attack"),
                        num(ai["baseline_protection"]),
                        _spread(ai["protection"]),
                    ],
                    [escape(tr("Distinguishing")), badge("proven"), "0", _spread(di["protection"])],
                ],
            ),
            "<h3>"
            + escape(tr("Singling out: share of people isolated by the net attack"))
            + "</h3>",
            table(
                [tr("jitter"), tr("original data"), tr("released data")],
                [
                    [escape(j), num(raw), _spread(so["net_fractions_by_jitter"]["release"][j])]
                    for j, raw in so["net_fractions_by_jitter"]["raw"].items()
                ],
            ),
            "<h3>"
            + escape(tr("Attribute inference: protection per column (worst known-column set)"))
            + "</h3>",
            table(
                [tr("column"), tr("protection")],
                [[escape(row["column"]), _spread(row["protection"])] for row in ai["per_column"]],
            ),
        ]
    if manifest.get("sweep"):
        parts += _sweep_rows(manifest)
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

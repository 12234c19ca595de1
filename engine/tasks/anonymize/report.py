"""The anonymize report: a self-contained HTML page from the manifest alone.

The manifest's texts are data and stay in English; the report rebuilds every sentence it
shows from the manifest's settings and measures, in the interface language."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from engine.core.i18n import number, tr
from engine.core.manifest import attack_note
from engine.core.report_kit import (
    figures_html,
    heading,
    ledger_section,
    no_audit_note,
    num,
    page_head,
    table,
)
from engine.tasks.anonymize.cells_text import released_as
from engine.tasks.anonymize.homogeneity import homogeneity_section, homogeneity_warnings
from engine.tasks.anonymize.masking_text import masking_text
from engine.tasks.anonymize.methods_report import methods_section
from engine.tasks.anonymize.survey_risk import report_section as survey_section


def risk_rows() -> tuple[tuple[str, str], ...]:
    """(key in the risk audit, label) for the risk table, raw vs released."""
    return (
        ("records", tr("records")),
        ("classes", tr("equivalence classes")),
        ("sample_uniques", tr("sample uniques (class of 1)")),
        ("prosecutor_max", tr("prosecutor risk, max")),
        ("prosecutor_mean", tr("prosecutor risk, mean")),
        ("records_above_threshold", tr("records above the risk threshold")),
        ("marketer", tr("marketer risk")),
        ("journalist_max", tr("journalist risk, max (external file as population)")),
        ("journalist_mean", tr("journalist risk, mean")),
        ("marketer_with_population", tr("marketer risk with the population")),
    )


def link_rows() -> tuple[tuple[str, str], ...]:
    """(key in the linkage audit, label) for the linkage table, raw vs released."""
    return (
        ("records", tr("released records attacked")),
        ("external_rows", tr("rows in the identified file")),
        ("uniquely_linked", tr("records uniquely linked (one candidate)")),
        ("not_linked", tr("records with no candidate")),
        ("mean_candidates", tr("mean candidates per linked record")),
        ("expected_correct_links", tr("expected correct links (uniform guess)")),
        ("correct_unique_links", tr("records uniquely and correctly linked")),
    )


def model_words(model: dict, measured: dict) -> str:
    """The privacy model as a clause: `model` is the settings' privacy_model, `measured`
    the release's measured models (the manifest's own words, in the interface language)."""
    clause = (
        tr(
            "every released record shares its quasi-identifier values, '*' matching any "
            "value, with at least k = {k} records (measured {measured})"
        )
        if measured.get("k_on_table")
        else tr("every released class has at least k = {k} records (measured {measured})")
    )
    parts = [clause.format(k=number(model["k"]), measured=number(measured["k"]))]
    if model["l"] > 1:
        l_value = number(model["l"])
        if model["l_kind"] == "entropy":
            parts.append(tr("entropy {l}-diversity of the sensitive column(s)").format(l=l_value))
        elif model["l_kind"] == "recursive":
            parts.append(
                tr("recursive (c = {c}) {l}-diversity of the sensitive column(s)").format(
                    c=number(model["c"], "g"), l=l_value
                )
            )
        else:
            parts.append(tr("distinct {l}-diversity of the sensitive column(s)").format(l=l_value))
    if model["t"] is not None:
        parts.append(
            tr("t-closeness with t = {t} (measured {measured})").format(
                t=number(model["t"], "g"), measured=number(measured["t"], ".3g")
            )
        )
    return tr("; ").join(parts)


def guarantee_statement(manifest: dict) -> str:
    """The manifest's guarantee statement in the interface language (in English: the
    manifest's own text)."""
    model = manifest["settings"]["privacy_model"]
    words = model_words(model, manifest["release"]["measured"])
    return tr(
        "Syntactic protection, no formal guarantee: {model}. This limits the linkage and "
        "uniqueness attacks measured in the audit but does not protect against an "
        "attacker's other background knowledge."
    ).format(model=words)


def algorithm_name(key: str) -> str:
    """The name of a generalization algorithm (`privacy_model.algorithm`, or the manifest's
    `release.algorithm.name`)."""
    if key == "mondrian":
        return tr("Mondrian")
    if key.startswith("lattice"):
        return tr("optimal full-domain generalization (lattice)")
    return tr("automatic (lattice when small enough)")


def ladder_name(kind: str) -> str:
    """The name of a generalization ladder type (the manifest's generalization.*.type)."""
    names = {
        "interval": tr("number intervals"),
        "date": tr("dates: month, year, decade"),
        "prefix": tr("code prefixes"),
        "nominal": tr("categories (value or *)"),
        "flat": tr("value or *"),
        "hierarchy": tr("hierarchy file"),
    }
    return names.get(kind, kind)


def _side_by_side(raw: dict, released: dict, rows) -> str:
    body = [
        [escape(label), num(raw.get(key)), num(released.get(key))]
        for key, label in rows
        if key in raw or key in released
    ]
    return table([tr("measure"), tr("raw data"), tr("released")], body)


def _disclosed(per_column: dict) -> str:
    parts = [
        tr("{column}: {values}").format(
            column=column,
            values=", ".join(f"{v} ({number(n, ',')})" for v, n in values.items()),
        )
        for column, values in per_column.items()
        if values
    ]
    return tr("; ").join(parts) or tr("none")


def _not_run(reason: str) -> str:
    """Why the classifier audit did not run, in words (the manifest's not_run)."""
    needs = re.fullmatch(r"the target needs 2–(\d+) values, each twice", reason)
    if needs is not None:
        return tr("the target needs 2–{most} values, each twice").format(most=needs.group(1))
    if reason == "suppression removed every record of a target value":
        return tr("suppression removed every record of a target value")
    part = re.fullmatch(r"the 70 % part cannot be anonymized: (.*)", reason, re.DOTALL)
    if part is not None:
        return tr("the 70 % part cannot be anonymized: {reason}").format(reason=part.group(1))
    return reason


def _classifier(record: dict | None) -> list[str]:
    if record is None:
        return []
    head = heading(tr("Classifier utility: {target}").format(target=record["target"]), "simulation")
    if "not_run" in record:
        text = tr("Not run: {reason}.").format(reason=escape(_not_run(record["not_run"])))
        return [head, f"<p>{text}</p>"]
    rows = [
        [label, num(record[name]["accuracy"]), num(record[name]["auc"]),
         num(record[name]["training_records"])]
        for name, label in (("released", tr("released")), ("raw", tr("raw data")))
    ]  # fmt: skip
    note = tr(
        "Simulation of utility: logistic regression trained on the anonymized 70 % and on "
        "the raw 70 %, both tested on the raw 30 % (one fixed split)."
    )
    ratios = tr("Ratios released / raw: accuracy {accuracy}, AUC {auc}.").format(
        accuracy=num(record["accuracy_ratio"]), auc=num(record["auc_ratio"])
    )
    return [
        head,
        f"<p class='note'>{escape(note)} {ratios}</p>",
        table([tr("trained on"), tr("accuracy"), "AUC", tr("training records")], rows),
    ]


def release_warnings(audit: dict | None) -> list[str]:
    """Warnings about the audit's own assumptions, in the interface language (the manifest
    keeps them in English). MATH 6.5: a population table F has F_E ≥ |E| in every class;
    one with fewer rows is not a population of the release, so its journalist risk would be
    too low (a class matching no row scored 0): the risk then uses |E| and this says so."""
    released = ((audit or {}).get("risk") or {}).get("released") or {}
    short = released.get("classes_smaller_in_population", 0)
    if not short:
        return []
    text = tr(
        "The external file is not a population containing the release: {short} of "
        "{classes} released classes ({records} records) have fewer compatible rows in it "
        "than records, {none} of them no row at all. Journalist and marketer risks use the "
        "class's own size for those classes (as the prosecutor risk); use a file that covers "
        "everyone in the release for a journalist risk."
    )
    return [
        text.format(
            short=number(short, ","),
            classes=number(released["classes"], ","),
            records=number(released.get("records_smaller_in_population", 0), ","),
            none=number(released.get("classes_not_in_population", 0), ","),
        )
    ]


def _missing_note(note: str) -> str:
    """A release note in words: missing values in QIs, or a text column without order."""
    found = re.fullmatch(r"Sensitive column (.*) is text with no declared order .*", note)
    if found is not None:
        return tr(
            "Sensitive column {column} is text with no declared order: "
            "its t treats any two different values as equally far apart.\nDetails: "
            "columns.sensitive_order; the equal-distance EMD."
        ).format(column=found.group(1))
    found = re.fullmatch(r"Repeat group table (.*) was not released\.", note)
    if found is not None:
        return tr("Repeat group table {table} was not released.").format(table=found.group(1))
    found = re.fullmatch(r"Missing values in quasi-identifier\(s\) (.*) are treated as a .*", note)
    if found is None:
        return note
    return tr(
        "Missing values in quasi-identifier(s) {columns} are treated as a value of their "
        "own (NA), which matches only NA."
    ).format(columns=found.group(1))


def _tables_section(tables: dict | None) -> list[str]:
    """A KoBo / ODK export written back as its own tables, every key replaced."""
    if not tables:
        return []
    note = tr(
        "The survey export is written back as its own tables, with the same columns; every "
        "household and member key is replaced by a new one, the same in every table, made "
        "with a key that is never saved."
    )
    rows = [[escape(name), num(n)] for name, n in tables.items()]
    return [heading(tr("Released tables")), table([tr("table"), tr("rows")], rows),
            f"<p class='note'>{escape(note)}</p>"]  # fmt: skip


def _local_suppression_section(local: dict | None) -> list[str]:
    """The values local suppression set to '*', per quasi-identifier (holder's report)."""
    if not local:
        return []
    rows = [[escape(q), num(local["missing_before"][q]), num(n)] for q, n in local["cells"].items()]
    note = tr("Kept longest first: {columns}. Records with a value suppressed: {n}.")
    return [
        heading(tr("Values suppressed")),
        table([tr("quasi-identifier"), tr("missing in the raw data"), tr("set to '*'")], rows),
        "<p class='note'>" + escape(note.format(columns=", ".join(local["importance"]),
                                                n=number(local["records"], ","))) + "</p>",
    ]  # fmt: skip


def _release_sections(manifest: dict) -> list[str]:
    rel = manifest["release"]
    m = rel["measured"]
    model = manifest["settings"]["privacy_model"]
    suppressed_are = (
        tr("kept, with a few quasi-identifier values '*' (local suppression)")
        if model.get("local_suppression")
        else tr("removed from the released table")
        if model["suppressed"] == "remove"
        else tr("kept, with every quasi-identifier '*'")
    )
    unchanged = ", ".join(rel["columns_unchanged"]) or tr("none")
    dropped = ", ".join(rel["columns_dropped"]) or tr("none")
    return [
        heading(tr("Release")),
        table(
            [
                tr("algorithm"),
                tr("records in"),
                tr("records released"),
                tr("suppressed"),
                tr("classes"),
                tr("suppressed records"),
            ],
            [
                [
                    escape(algorithm_name(rel["algorithm"]["name"])),
                    num(rel.get("records_in")),  # None in the shared report: raw counts
                    num(rel["records_released"]),
                    num(rel.get("suppressed_records")),
                    num(rel["classes"]),
                    escape(suppressed_are),
                ]
            ],
        ),
        heading(tr("Privacy models measured on the release"), "measured"),
        table(
            [
                "k",
                tr("distinct l"),
                tr("entropy l"),
                tr("recursive c*"),
                tr("t (distance between the group's and the whole file's values)"),
                tr("homogeneous classes"),
            ],
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
        "<p class='note'>"
        + escape(
            tr(
                "k, l and t are checked the standard way; entropy l is exp(min H).\nDetails: "
                "as pycanon 1.3.6 computes them, except that pycanon floors entropy l and "
                "sorts counts ascending for c*."
            )
        )
        + "</p>",
        heading(tr("Direct identifiers")),
        table(
            [tr("column"), tr("masking")],
            [[escape(c), escape(masking_text(v))] for c, v in manifest["masking"].items()],
        ),
        heading(tr("Generalization")),
        table(
            [tr("quasi-identifier"), tr("ladder"), tr("declared"), tr("released as")],
            [
                [
                    escape(c),
                    escape(ladder_name(v["type"])),
                    tr("yes") if v["declared"] else tr("automatic"),
                    escape(released_as(c, v, rel["algorithm"])),
                ]
                for c, v in manifest["generalization"].items()
            ],
        ),
        "<p class='note'>"
        + escape(
            tr("Columns left unchanged: {unchanged}. Dropped: {dropped}.").format(
                unchanged=unchanged, dropped=dropped
            )
        )
        + "</p>",
        *[f"<p class='note'>{escape(_missing_note(n))}</p>" for n in rel["notes"]],
        "<p class='note'>"
        + escape(
            tr(
                "Rows are written in a random order (fresh randomness, never saved), so nobody "
                "holding the original file can pair released rows with its rows by position."
            )
        )
        + "</p>",
    ]


def _audit_sections(audit: dict) -> list[str]:
    risk, link, hom = audit["risk"], audit["linkage"], audit["homogeneity"]
    loss = audit["information_loss"]
    external = link["external"]
    if external == "the input's own QIs":
        external = tr("the input's own quasi-identifiers")
    risk_note = tr(
        "Syntactic protection: these scores hold against the attacks measured here, not "
        "against an attacker with other background knowledge (no formal guarantee)."
    )
    threshold = tr("Risk threshold τ = {threshold}.").format(
        threshold=num(risk["released"]["threshold"])
    )
    linked_on = tr("Linked on {columns}.").format(columns=", ".join(link["link_on"]))
    disclosed = tr("Values disclosed in the release (records): {values}.").format(
        values=_disclosed(hom["released"].get("disclosed", {}))
    )
    linkage_title = tr("Linkage attack against {file}").format(file=external)
    return [
        heading(tr("Re-identification risk, raw vs released"), "measured"),
        f"<p class='note'>{escape(risk_note)} {threshold}</p>",
        _side_by_side(risk["raw"], risk["released"], risk_rows()),
        heading(linkage_title, "attack"),
        f"<p class='note'>{escape(linked_on)} {escape(attack_note())}</p>",
        _side_by_side(link["raw"], link["released"], link_rows()),
        heading(tr("Homogeneity attack"), "attack"),
        table(
            ["", tr("raw data"), tr("released")],
            [
                [
                    tr("classes with one sensitive value"),
                    num(hom["raw"]["classes"]),
                    num(hom["released"]["classes"]),
                ],
                [
                    tr("records in them"),
                    num(hom["raw"]["records"]),
                    num(hom["released"]["records"]),
                ],
            ],
        ),
        f"<p class='note'>{escape(disclosed)}</p>",
        heading(tr("Information loss"), "measured"),
        table(
            [tr("information loss (table)"), tr("discernibility"), "C_avg", tr("suppressed share")],
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
            [tr("quasi-identifier"), tr("information loss")],
            [[escape(c), num(v)] for c, v in loss["per_column"].items()],
        ),
        *_classifier(audit.get("classifier")),
        heading(tr("Equivalence-class sizes, raw vs released")),
        table(
            [tr("class size"), tr("classes (raw)"), tr("classes (released)")],
            [
                [escape(b), num(risk["raw"]["class_sizes"][b]), num(c)]
                for b, c in risk["released"]["class_sizes"].items()
            ],
        ),
    ]


def _warnings_section(manifest: dict) -> list[str]:
    measured = manifest["release"].get("measured")
    warnings = homogeneity_warnings(measured) + release_warnings(manifest.get("audit"))
    if not warnings:
        return []
    items = "".join(f"<li>{escape(w)}</li>" for w in warnings)
    head = [heading(tr("Warnings")), f"<ul class='warnings'>{items}</ul>"]
    return head + homogeneity_section(manifest)


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    inp = manifest["input"]
    file_name = inp["file_name"]
    intro = tr(
        "PrivDesk {version}, {created}. Input fingerprint <code>{sha256}</code>, {records} "
        "records, {columns} columns."
    ).format(
        version=escape(manifest["software_version"]),
        created=escape(manifest["created_utc"]),
        sha256=inp["sha256"],
        records=number(inp["records"], ",") if "records" in inp else "—",  # holder's only
        columns=number(inp["columns"]),
    )
    parts = [
        page_head(
            tr("PrivDesk anonymize report — {file}").format(file=file_name),
            tr("Anonymized microdata: {file}").format(file=file_name),
        ),
        f"<p class='note'>{intro}</p>",
        heading(tr("Guarantee")) + f"<p>{escape(guarantee_statement(manifest))}</p>",
        *_warnings_section(manifest),
        *ledger_section(manifest),
        *_release_sections(manifest),
        *_tables_section(manifest["release"].get("tables")),
        *_local_suppression_section(manifest["release"].get("local_suppression")),
        *methods_section(manifest),  # survey methods: settings; the holder's details
        *survey_section(manifest),  # the publication rule, raw → released
    ]
    audit = manifest.get("audit")
    if audit is None:
        parts += no_audit_note(manifest)
    else:
        parts += _audit_sections(audit)
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)

"""The mobility report: a self-contained HTML page rendered from the manifest alone.

The same page feeds the PDF (gui/report_pdf.py passes `image_urls`), so the report, the
PDF and the manifest can never disagree. The records' exact facts and the audits' raw
aggregates appear only in the last section, "Data checks", labelled for the data holder,
as the manifest keeps them apart. A manifest written before they were kept apart still
renders, with them in its audit tables as it holds them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core import i18n
from engine.core.i18n import number, tr
from engine.core.report_kit import (
    badge,
    data_checks_head,
    figures_html,
    ledger_section,
    no_audit_note,
    num,
    page_head,
    table,
)
from engine.data.engines import not_fingerprinted_note
from engine.tasks.mobility.data_checks import data_checks_note, trip_totals_note
from engine.tasks.mobility.run import (
    KINDS,
    PERIOD_DECLARED,
    PERIOD_FROM_DATA,
    PERIOD_FROM_DATA_NOTE,
    simulated_error_note,
)


def _measure_labels() -> dict[str, str]:
    """The manifest's keys as the report's tables name them (other keys: the key itself)."""
    return {
        "epsilon": tr("epsilon"),
        "level": tr("level"),
        "trips_per_day": tr("trips per day"),
        "threshold": tr("threshold"),
        "name": tr("name"),
        "noise_scale": tr("noise scale"),
        "cells": tr("cells"),
        "cells_positive": tr("cells positive"),
        "absolute": tr("absolute"),
        "relative": tr("relative"),
        "typical_error_theory": tr("typical error theory"),
        "zero_raw": tr("zero raw"),
        "zero_private": tr("zero private"),
        "suppressed_private": tr("suppressed private"),
        "below_threshold_raw": tr("below threshold raw"),
        "origin": tr("origin"),
        "origin_chosen": tr("origin chosen"),
        "parameters": tr("parameters"),
        "flag_threshold": tr("flag threshold"),
        "accuracy": tr("accuracy"),
        "precision": tr("precision"),
        "recall": tr("recall"),
        "true_positives": tr("true positives"),
        "false_positives": tr("false positives"),
        "false_negatives": tr("false negatives"),
        "true_negatives": tr("true negatives"),
        "event_day": tr("event day"),
        "event_regions": tr("event regions"),
        "days_after": tr("days after"),
        "out_migration_raw": tr("out migration raw"),
        "out_migration_private": tr("out migration private"),
        "out_migration_percent_error": tr("out migration percent error"),
        "top_k_accuracy": tr("top k accuracy"),
        "attack": tr("attack"),
        "protection": tr("protection"),
        "n_eligible": tr("n eligible"),
        "n_targets_sampled": tr("n targets sampled"),
        "n_skipped": tr("n skipped"),
        "train_days": tr("train days"),
        "test_days": tr("test days"),
        "day_of_week": tr("day of week"),
        "skipped": tr("skipped"),
    }


def _value_texts() -> dict[str, str]:
    """Words the manifest writes as values, in the report's language (others as written)."""
    return {
        "records": tr("records"),
        "towers": tr("towers"),
        "trips": tr("trips"),
        "individual": tr("individual"),
        "trip": tr("trip"),
        "by the user": tr("by the user"),
        "at random": tr("at random"),
        "disabled in the project": tr("disabled in the project"),
        "needs home populations, which need call records": tr(
            "needs home populations, which need call records"
        ),
        "no event day in the project": tr("no event day in the project"),
        "every off-diagonal cell of every day, zeros included": tr(
            "every off-diagonal cell of every day, zeros included"
        ),
        PERIOD_DECLARED: tr("declared in the project"),
        PERIOD_FROM_DATA: tr("first to last record day (not declared)"),
    }


def _kind_texts() -> dict[str, str]:
    """What each kind of number means (run.KINDS), in the report's language."""
    return {
        "proven": tr("Proven: holds for every possible input, by the mechanism's construction."),
        "measured": tr(
            "Measured on this release against the raw counts: what this one draw of noise "
            "did, not a guarantee (another release would differ)."
        ),
        "simulation": tr(
            "Policy simulation run on the raw and on the released matrices; the difference "
            "is the release's effect on the decision."
        ),
        "attack": tr(
            "Empirical attack: an AUC near 0.5 shows that this attack failed on these "
            "targets, not that no attack can succeed; the ε guarantee is the proven bound."
        ),
    }


def _kind_text(record: dict) -> str:
    """The record's kind of number; the manifest's own words unless they are run.KINDS'."""
    kind, text = record.get("kind"), record["kind_of_number"]
    return _kind_texts()[kind] if kind in KINDS and text == KINDS[kind] else text


def _audit_titles() -> dict[str, str]:
    return {
        "cell_errors": tr("Cell errors (|released − raw|; relative over cells with raw > 0)"),
        "suppression": tr("Zero and suppressed cells (shares of off-diagonal cell-days)"),
        "sir": tr("Mobility SIR: daily 20 % prevalence flags, private vs raw"),
        "displacement": tr("Displacement after the event"),
        "membership": tr("Membership inference on the aggregates"),
    }


def _kv(record: dict, skip=("kind", "kind_of_number")) -> str:
    labels = _measure_labels()
    rows = []
    for key, value in record.items():
        if key in skip:
            continue
        if isinstance(value, dict):
            value = ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items())
        elif isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        label = labels.get(key, key.replace("_", " "))
        rows.append([escape(label), escape(_fmt(value))])
    return table([tr("measure"), tr("value")], rows)


def _fmt(value) -> str:
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, float):
        return "—" if not math.isfinite(value) else number(value, ".4g")
    if value is None:
        return "—"
    if isinstance(value, int):
        return number(value, ",")
    return _value_texts().get(str(value), str(value))


def _period_text(inp: dict) -> str:
    """Where the released calendar comes from (what it left out is in the data checks)."""
    source = inp.get("period")
    if source is None:  # a manifest written before the period was stated
        return ""
    text = tr(
        "Period: {source}; every day from {first} to {last} is released, days without "
        "records included (zeros plus noise)."
    ).format(source=_fmt(source), first=inp["first_day"], last=inp["last_day"])
    if inp.get("period_note") == PERIOD_FROM_DATA_NOTE:
        text += " " + tr(
            "The period was not declared, so its first and last days are the first and last "
            "record days, which the matrices' days reveal; declare the study period so that "
            "they do not depend on the records."
        )
    return text


def _simulated_error(record: dict) -> str:
    """The shared out-migration error: its spread over simulated releases, in words."""
    sim = record["out_migration_error_simulated"]
    text = tr("Out-migration error: median {median} trips, 90th percentile {p90} trips.").format(
        median=_fmt(sim["median"]), p90=_fmt(sim["p90"])
    )
    return text + " " + simulated_error_note(sim["simulations"])


def _audit_raw_labels() -> dict[tuple[str, str], str]:
    """What each raw aggregate of the audits is, in the data checks' table."""
    return {
        ("cell_errors", "cells_positive"): tr("cell-days with a raw count above 0"),
        ("suppression", "zero_raw"): tr("share of cell-days with no trip in the raw counts"),
        ("suppression", "below_threshold_raw"): tr(
            "share of cell-days with a raw count above 0 and below τ"
        ),
        ("displacement", "out_migration_raw"): tr("out-migration after the event, raw trips"),
        ("displacement", "out_migration_percent_error"): tr(
            "out-migration error of this release, % of the raw trips"
        ),
        ("membership", "n_eligible"): tr("membership attack: subscribers active enough"),
        ("membership", "n_targets_sampled"): tr("membership attack: targets sampled"),
        ("membership", "n_skipped"): tr("membership attack: targets not scored"),
        ("membership", "targets_scored"): tr("membership attack: targets scored"),
    }


def _audit_raw_rows(raw: dict | None) -> list[tuple[str, object]]:
    """The audits' raw aggregates (manifest's `data_checks.audit_raw`) as table rows."""
    labels = _audit_raw_labels()
    rows = []
    for name, record in (raw or {}).items():
        for key, value in record.items():
            if key == "targets_scored":
                counts = {r["targets"] for r in value}
                value = (
                    counts.pop()
                    if len(counts) == 1  # the same people scored in every setting
                    else "; ".join(
                        f"{r['setting']}, {r['model']}: {number(r['targets'], ',')}" for r in value
                    )
                )
            rows.append((labels.get((name, key), f"{name}: {key.replace('_', ' ')}"), value))
    return rows


def _data_checks_section(checks: dict | None) -> list[str]:
    """The data holder's raw facts (not noised), under the note that says to remove them."""
    if checks is None:  # a manifest written before the data checks were kept apart
        return []
    tpd = checks["trips_per_subscriber_day"]
    rows = [
        (tr("input rows read"), checks["records"]),
        (tr("subscribers"), checks["subscribers"]),
        (tr("trips found"), checks["trips"]),
        (tr("trips kept after the cap"), checks["trips_kept_after_cap"]),
        (
            tr("trips per subscriber-day (mean; 90th, 95th, 99th percentile)"),
            "{}; {}, {}, {}".format(*(_fmt(tpd[k]) for k in ("mean", "p90", "p95", "p99"))),
        ),
        (tr("days without trips"), checks["days_without_trips"]),
        (tr("input rows outside the period (left out)"), checks["records_outside_period"]),
    ]
    totals = checks.get("trip_level_epsilon")
    if totals is not None:
        rows += [
            (tr("total ε, most frequent traveller"), totals["most_frequent_traveller"]),
            (tr("total ε, mean person"), totals["mean_person"]),
        ]
    rows += _audit_raw_rows(checks.get("audit_raw"))
    return [
        *data_checks_head(data_checks_note()),
        table([tr("measure"), tr("value")], [[escape(k), escape(_fmt(v))] for k, v in rows]),
    ]


def _membership_table(rows: list[dict]) -> str:
    """AUC per setting and model; the targets scored only from a manifest written before
    they went to the data checks (a count of people)."""
    counted = all("n_targets_used" in r for r in rows)
    headers = [tr("setting"), tr("model"), tr("AUC mean"), tr("AUC sd")]
    body = [
        [escape(r["setting"]), escape(r["model"]), num(r["auc_mean"]), num(r["auc_sd"])]
        + ([num(r["n_targets_used"])] if counted else [])
        for r in rows
    ]
    return table(headers + ([tr("targets")] if counted else []), body)


def guarantee_statement(g: dict) -> str:
    """The guarantee in plain words: the manifest's own statement in English, the same
    sentences from its numbers in another language (the manifest is never translated)."""
    if i18n.language() == i18n.SOURCE_LANGUAGE or g.get("kind") != "pure-dp":
        return g["statement"]
    values = {
        "epsilon": number(g["epsilon_per_day"], ".4g"),
        "trips": number(g["trips_per_day"], ","),
        "days": number(g["days"], ","),
        "tau": number(g["threshold"], ".4g"),
    }
    worst, mean = g.get("total_epsilon_worst"), g.get("total_epsilon_mean")
    if g["level"] == "individual":
        text = tr(
            "Each daily matrix is {epsilon}-differentially private for any one person who "
            "makes at most {trips} trip(s) that day (extra trips were dropped at random "
            "before counting). Over {days} day(s) every person is protected at ε = {total} "
            "in total."
        ).format(total=number(worst, ".4g"), **values)
    elif worst is None:
        text = tr(
            "Each daily matrix is {epsilon}-differentially private for any one trip. A "
            "person's protection over the {days} day(s) is {epsilon} times the number of "
            "trips they made: without the trip counts per person no overall bound can be "
            "stated, because trip-level privacy does not cap trips."
        ).format(**values)
    else:
        text = tr(
            "Each daily matrix is {epsilon}-differentially private for any one trip. A "
            "person's protection over the {days} day(s) is {epsilon} times the number of "
            "trips they made: ε = {worst} for the most frequent traveller and {mean} on "
            "average."
        ).format(worst=number(worst, ".4g"), mean=number(mean, ".4g"), **values)
    if g["threshold"] > 0:
        text += " " + tr(
            "Counts below {tau} after noise were set to 0 (suppression adds no "
            "privacy; it only marks small, unreliable counts)."
        ).format(**values)
    if g.get("trip_totals") == "data_checks":
        text += " " + trip_totals_note()
    if g.get("populations") is not None:
        text += " " + tr(
            "Home-region populations were privatized for the epidemic audit only and are "
            "not released (not written to any file), so they are not charged to this "
            "release."
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
    summary = tr(
        "PrivDesk {version}, {created}. {days} days ({first} to {last}), {regions} regions."
    ).format(
        version=manifest["software_version"],
        created=manifest["created_utc"],
        days=number(inp["days"], ","),
        first=inp["first_day"],
        last=inp["last_day"],
        regions=number(len(inp["regions"]), ","),
    )
    parts = [
        page_head(
            tr("PrivDesk mobility report — {files}").format(files=names),
            tr("Private daily origin–destination matrices: {files}").format(files=names),
        ),
        f"<p class='note'>{escape(summary)}</p>",
        f"<p class='note'>{escape(_period_text(inp))}</p>",
        table(
            [tr("input"), tr("file"), tr("fingerprint")],
            [
                [escape(_fmt(f["role"])), escape(f["file_name"]), _fingerprint(f)]
                for f in inp["files"]
            ],
        ),
        "<h2>{} {}</h2><p>{}</p>".format(
            tr("Guarantee"), badge("proven"), escape(guarantee_statement(g))
        ),
        table(
            [
                tr("ε per day"),
                tr("level"),
                "T",
                "τ",
                tr("days"),
                tr("total ε (worst)"),
                tr("total ε (mean)"),
                tr("whole release (worst)"),
            ],
            [
                [
                    num(g["epsilon_per_day"]),
                    escape(_fmt(g["level"])),
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
        "<h2>{}</h2>".format(tr("Mechanism")),
        _kv(manifest["mechanism"]),
        "<p class='note'>{}</p>".format(
            escape(
                tr("The matrices file has {rows} rows: {rows_are}.").format(
                    rows=number(manifest["outputs"]["matrices_rows"], ","),
                    rows_are=_fmt(manifest["outputs"]["rows_are"]),
                )
            )
        ),
    ]
    audits = manifest.get("audit")
    if audits is None:
        parts += no_audit_note(manifest)
    else:
        titles = _audit_titles()
        for name, record in audits.items():
            parts.append(f"<h2>{escape(titles.get(name, name))} {badge(record['kind'])}</h2>")
            parts.append(f"<p class='note'>{escape(_kind_text(record))}</p>")
            if name == "membership" and "rows" in record:
                parts.append(_membership_table(record["rows"]))
                record = {k: v for k, v in record.items() if k not in ("rows", "note")}
            if name == "displacement" and "out_migration_error_simulated" in record:
                parts.append(f"<p>{escape(_simulated_error(record))}</p>")
                record = {k: v for k, v in record.items() if k != "out_migration_error_simulated"}
            parts.append(_kv(record))
    parts += _data_checks_section(manifest.get("data_checks"))
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _fingerprint(file: dict) -> str:
    """An input's SHA-256, or why there is none (a location Spark read where it lives)."""
    if file["sha256"] is None:
        return escape(not_fingerprinted_note())
    return f"<code>{file['sha256']}</code>"

"""The survey report: a self-contained HTML page rendered from the manifest alone
(estimates with intervals, the planner's table and width-vs-n figures, the audits, and in
plan mode the printable instruction cards).

The manifest's sentences are in English (a record); the report words them again in the
interface language from the manifest's numbers."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.i18n import number, tr
from engine.core.report_kit import (
    figures_html,
    heading,
    ledger_section,
    num,
    page_head,
    table,
)
from engine.survey.cards import CARD_STYLE, card_html
from engine.survey.field import instructions
from engine.survey.planner import protection_words
from engine.survey.questions import design_name
from engine.tasks.survey.manifest import guarantee_statement, kinds


def mode_titles() -> dict[str, str]:
    return {
        "privatize": tr("Randomized answers and estimates"),
        "estimate": tr("Estimates from randomized answers"),
        "plan": tr("Survey plan"),
    }


def _n(value, digits: int = 4) -> str:
    """A number, or "—" where none could be estimated (no answers, or one row: no interval)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return "—"
    return num(value, digits)


def _count(value: int) -> str:
    return number(value, ",")


def _numbers(values) -> str:
    """A list of numbers; "; " between them where the decimal mark is a comma."""
    separator = ", " if number(0.5, ".1f") == "0.5" else "; "
    return separator.join(_n(v) for v in values)


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    survey, guarantee = manifest["survey"], manifest["guarantee"]
    mode = survey["mode"]
    title = mode_titles()[mode]
    statement = guarantee_statement(
        mode,
        {column: g["epsilon"] for column, g in guarantee["per_question"].items()},
        guarantee["epsilon_per_respondent"],
        survey.get("by", ()),
    )
    parts = [
        page_head(
            tr("PrivDesk survey: {title}").format(title=title),
            tr("Sensitive questions: {title}").format(title=title),
            CARD_STYLE,
        ),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}.</p>",
        heading(tr("Guarantee"), "proven") + f"<p>{escape(statement)}</p>",
    ]
    answers = manifest["input"]
    if answers.get("file_name"):
        note = tr("Input {file}: {rows} rows, fingerprint {sha256}.").format(
            file=escape(answers["file_name"]),
            rows=_count(answers["rows"]),
            sha256=escape(answers["sha256"]),
        )
        parts.append(f"<p class='note'>{note}</p>")
    prior = manifest["planner"]["prior"]
    parts += _questions(survey, guarantee, prior)
    parts += ledger_section(manifest)
    if manifest.get("estimates"):
        parts += _estimates(manifest["estimates"], survey)
    parts += _planner(manifest["planner"], survey)
    if manifest.get("audit"):
        parts += _audit(manifest["audit"])
    if mode == "plan":
        parts += _cards(survey, prior)
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _probability_names() -> dict[str, str]:
    """The design's probabilities as the questions table names them (by manifest key)."""
    return {
        "p_truth": tr("truthful"),
        "p_yes": tr("forced yes"),
        "p_no": tr("forced no"),
        "keep_probability": tr("keep probability"),
        "q": "q",
        "bounds": tr("bounds"),
        "laplace_scale": tr("Laplace scale"),
    }


def _type_names() -> dict[str, str]:
    return {
        "binary": tr("yes / no"),
        "categorical": tr("one of k categories"),
        "numeric": tr("bounded number"),
    }


def _questions(survey: dict, guarantee: dict, prior: float) -> list[str]:
    names, types = _probability_names(), _type_names()
    rows = []
    for q in survey["questions"]:
        used = q["design_used"]
        detail = ", ".join(
            f"{names.get(k, k)} {_bounds(v) if k == 'bounds' else _n(v)}"
            for k, v in used.items()
            if k not in ("design", "epsilon")
        )
        answered = (
            "—"
            if "answered" not in q
            else tr("{answered} ({empty} empty)").format(
                answered=_count(q["answered"]), empty=_count(q["non_response"])
            )
        )
        epsilon = guarantee["per_question"][q["column"]]["epsilon"]
        rows.append(
            [
                escape(q["column"]),
                escape(types.get(q["type"], q["type"])),
                escape(design_name(q["design"])),
                escape(detail),
                _n(used["epsilon"]),
                answered,
                escape(protection_words(epsilon, prior, q["type"] == "numeric")),
            ]
        )
    header = [
        tr("column"),
        tr("type"),
        tr("design"),
        tr("probabilities"),
        "ε",
        tr("answered"),
        tr("protection"),
    ]
    if survey["released_columns"]:
        note = tr(
            "Empty answers are kept empty, never randomized or dropped; estimates use the "
            "answered rows. Columns written: {columns}."
        ).format(columns=escape(", ".join(survey["released_columns"])))
    else:
        note = tr(
            "Empty answers are kept empty, never randomized or dropped; estimates use the "
            "answered rows. No column is written."
        )
    return [heading(tr("Questions and designs")), table(header, rows), _note(note)]


def _bounds(value) -> str:
    if isinstance(value, list) and len(value) == 2:
        return tr("[{low}, {high}]").format(low=_n(float(value[0])), high=_n(float(value[1])))
    return _n(value)


def _note(html: str) -> str:
    return f"<p class='note'>{html}</p>"


def _caption(text: str) -> str:
    return f"<p class='caption'>{escape(text)}</p>"


def _estimates(estimates: list[dict], survey: dict) -> list[str]:
    numeric = {q["column"] for q in survey["questions"] if q["type"] == "numeric"}
    rows = [
        [
            escape(e["question"]),
            escape(e["by"] or tr("overall")),
            escape(str(e["group"]) if e["by"] else tr("all")),
            escape(tr("mean") if e["question"] in numeric else str(e["answer"])),
            _count(e["n"]),
            _n(e["estimate"]),
            _n(e["std_error"]),
            tr("[{low}, {high}]").format(low=_n(e["ci_low"]), high=_n(e["ci_high"])),
            _n(e["estimate_shown"]),
        ]
        for e in estimates
    ]
    header = [
        tr("question"),
        tr("grouped by"),
        tr("group"),
        tr("answer"),
        "n",
        tr("estimate"),
        tr("se"),
        tr("95 % interval"),
        tr("shown"),
    ]
    note = tr(
        "estimate: unbiased (may fall outside [0, 1]); shown: category shares adjusted to "
        "add up to 100 %, yes/no shares and means clamped, for display; intervals are 95 % "
        "normal intervals of the unbiased estimate."
    )
    return [
        heading(tr("Estimates"), "measured"),
        _note(escape(note)),
        table(header, rows),
    ]


def _collect_with(field: dict | None) -> str:
    if field is None:
        return tr("privatize after collection (mode privatize)")
    if field["tool"] == "die":
        return tr("XLSForm / card, die of {total}").format(total=field["total"])
    return tr("XLSForm / card, bag of {total}").format(total=field["total"])


def _drawn_with(question: dict, mode: str) -> dict | None:
    """The die or bag the answers follow (as `run.drawn_with`): none in privatize mode or
    when the design used is not the die's or bag's."""
    field = question.get("field_randomizer")
    if mode == "privatize" or field is None:
        return None
    return field if abs(field["epsilon"] - question["design_used"]["epsilon"]) < 1e-12 else None


def _planner(plan: dict, survey: dict) -> list[str]:
    fields = {q["column"]: _drawn_with(q, survey["mode"]) for q in survey["questions"]}
    rows = [
        [
            escape(r["question"]),
            escape(design_name(r["design"])),
            _n(r["epsilon"]),
            f"×{_n(r['odds_factor_at_most'])}",
            _n(r["half_width"]),
            _count(r["n_needed"]),
            _count(r["n_needed_without_privacy"]),
            _n(r["half_width_at_planned_n"]),
            escape(_collect_with(fields.get(r["question"]))),
        ]
        for r in plan["rows"]
    ]
    header = [
        tr("question"),
        tr("design"),
        "ε",
        tr("odds change"),
        tr("95 % half-width"),
        tr("n needed"),
        tr("n without privacy"),
        tr("half-width at n = {n}").format(n=_count(plan["n"])),
        tr("collect with"),
    ]
    curves = plan["curves"]
    curve_rows = []
    for question, by_eps in curves["half_width"].items():
        for eps, widths in by_eps.items():
            curve_rows.append([escape(question), _n(float(eps))] + [_n(w, 3) for w in widths])
    note = tr(
        "Sample size for a 95 % interval of half-width w (numbers: w times their range; "
        "proportions planned at π = ½ or the worst case), design effect {deff}."
    ).format(deff=_n(plan["design_effect"]))
    curve_header = [tr("question"), "ε"] + [f"n = {_count(n)}" for n in curves["n"]]
    return [
        heading(tr("Planner"), "proven"),
        _note(note),
        table(header, rows),
        _caption(tr("95 % half-width by sample size for a few ε")),
        table(curve_header, curve_rows),
    ]


def _simulation_basis(basis: str) -> str:
    """The answers the simulation re-randomized, as the manifest records them (English)."""
    return {
        "true answers": tr("true answers"),
        "estimated shares": tr("estimated shares"),
        "planned n and prior": tr("planned n and prior"),
        "planned n": tr("planned n"),
        "answered rows": tr("answered rows"),
    }.get(basis, basis)


def _audit(audit: dict) -> list[str]:
    texts = kinds()
    parts = [
        heading(tr("What one recorded answer reveals"), "attack"),
        _note(escape(texts["attack"])),
    ]
    sims = []
    for column, result in audit["questions"].items():
        attacker = result["attacker"]
        rows = [
            [
                escape(r["recorded"]),
                escape(r["true_answer"]),
                _n(r["prior"]),
                _n(r["posterior"]),
                f"×{_n(r['odds_factor'])}",
            ]
            for r in attacker["rows"]
        ]
        line = tr("<b>{question}</b>: largest change of odds ×{largest} (bound ×{bound}).").format(
            question=escape(column),
            largest=_n(attacker["largest_odds_factor"]),
            bound=_n(attacker["bound"]),
        )
        parts.append(f"<p>{line}</p>")
        if rows:
            header = [
                tr("recorded"),
                tr("true answer"),
                tr("prior"),
                tr("posterior"),
                tr("odds change"),
            ]
            parts.append(table(header, rows))
        s = result["simulation"]
        sims.append(
            [
                escape(column),
                escape(_simulation_basis(s["truth"])),
                _count(s["draws"]),
                _numbers(s["empirical_sd"]),
                _numbers(s["predicted_sd"]),
                _n(s["covered_by_predicted_95"]),
            ]
        )
    if audit["seed"] is None:
        seed = tr(
            "Seed: none (fresh randomness); sd per answer (randomization only, the answers "
            "held fixed)."
        )
    else:
        seed = tr(
            "Seed: {seed}; sd per answer (randomization only, the answers held fixed)."
        ).format(seed=audit["seed"])
    parts += [
        heading(tr("Repeated draws vs the planner"), "simulation"),
        _note(escape(f"{texts['simulation']} {seed}")),
        table(
            [
                tr("question"),
                tr("answers"),
                tr("draws"),
                tr("sd of the error"),
                tr("predicted sd"),
                tr("share within ±1.96 predicted sd"),
            ],
            sims,
        ),
    ]
    return parts


def _cards(survey: dict, prior: float) -> list[str]:
    parts = [
        heading(tr("Instruction cards"), page_break=True),
        _note(tr("Print one card per interviewer and question.")),
    ]
    for q in survey["questions"]:
        field = q.get("field_randomizer")
        wording = q.get("label") or q["column"]
        if field is None:
            text = tr(
                "{question}: a number; no card (its noise cannot be drawn by hand; privatize "
                "after collection)."
            ).format(question=escape(q["column"]))
            parts.append(_note(text))
            continue
        if field["tool"] == "die":
            tool = tr("a six-sided die")
        else:
            tool = tr("a bag of {total} tokens").format(total=field["total"])
        tokens = [(t["says"], t["count"]) for t in field["tokens"]]
        parts.append(
            card_html(
                wording,
                instructions(q["design"], wording, field["total"], tokens),
                protection_words(field["epsilon"], prior),
                tool,
            )
        )
    return parts

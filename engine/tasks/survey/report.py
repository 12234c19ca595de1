"""The survey report: a self-contained HTML page rendered from the manifest alone
(estimates with intervals, the planner's table and width-vs-n figures, the audits, and in
plan mode the printable instruction cards)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table
from engine.survey.cards import CARD_STYLE, card_html
from engine.survey.planner import protection_words

MODE_TITLES = {
    "privatize": "Randomized answers and estimates",
    "estimate": "Estimates from randomized answers",
    "plan": "Survey plan",
}


def _n(value, digits: int = 4) -> str:
    if isinstance(value, float) and not math.isfinite(value):
        return "—"
    return num(value, digits)


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
    parts = [
        page_head(
            f"PrivDesk survey: {MODE_TITLES[mode]}",
            f"Sensitive questions: {MODE_TITLES[mode]}",
            CARD_STYLE,
        ),
        f"<p class='note'>PrivDesk {escape(manifest['software_version'])}, "
        f"{escape(manifest['created_utc'])}.</p>",
        f"<h2>Guarantee {badge('proven')}</h2><p>{escape(guarantee['statement'])}</p>",
    ]
    answers = manifest["input"]
    if answers.get("file_name"):
        parts.append(
            f"<p class='note'>Input {escape(answers['file_name'])}: {answers['rows']:,} rows, "
            f"SHA-256 {escape(answers['sha256'])}.</p>"
        )
    parts += _questions(survey, guarantee)
    parts += ledger_section(manifest)
    if manifest.get("estimates"):
        parts += _estimates(manifest["estimates"], manifest["estimates_note"])
    parts += _planner(manifest["planner"])
    if manifest.get("audit"):
        parts += _audit(manifest["audit"], manifest["kinds"])
    if mode == "plan":
        parts += _cards(survey, manifest["planner"]["prior"])
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _questions(survey: dict, guarantee: dict) -> list[str]:
    rows = []
    for q in survey["questions"]:
        used = q["design_used"]
        detail = ", ".join(
            f"{k.replace('_', ' ')} {_n(v)}"
            for k, v in used.items()
            if k not in ("design", "epsilon")
        )
        answered = (
            "—" if "answered" not in q else f"{q['answered']:,} ({q['non_response']:,} empty)"
        )
        rows.append(
            [
                escape(q["column"]),
                escape(q["type"]),
                escape(q["design"]),
                escape(detail),
                _n(used["epsilon"]),
                answered,
                escape(guarantee["per_question"][q["column"]]["in_words"]),
            ]
        )
    return [
        "<h2>Questions and designs</h2>",
        table(["column", "type", "design", "probabilities", "ε", "answered", "protection"], rows),
        f"<p class='note'>{escape(survey['non_response'])}. Columns written: "
        f"{escape(', '.join(survey['released_columns']) or 'none')}.</p>",
    ]


def _estimates(estimates: list[dict], note: str) -> list[str]:
    rows = [
        [
            escape(e["question"]),
            escape(e["by"] or "overall"),
            escape(str(e["group"])),
            escape(str(e["answer"])),
            f"{e['n']:,}",
            _n(e["estimate"]),
            _n(e["std_error"]),
            f"[{_n(e['ci_low'])}, {_n(e['ci_high'])}]",
            _n(e["estimate_shown"]),
        ]
        for e in estimates
    ]
    header = ["question", "by", "group", "answer", "n", "estimate", "se", "95 % interval", "shown"]
    return [
        f"<h2>Estimates {badge('measured')}</h2>",
        f"<p class='note'>{escape(note)}</p>",
        table(header, rows),
    ]


def _planner(plan: dict) -> list[str]:
    rows = [
        [
            escape(r["question"]),
            escape(r["design"]),
            _n(r["epsilon"]),
            f"×{_n(r['odds_factor_at_most'])}",
            _n(r["half_width"]),
            f"{r['n_needed']:,}",
            f"{r['n_needed_without_privacy']:,}",
            _n(r["half_width_at_planned_n"]),
            escape(r["collect_with"]),
        ]
        for r in plan["rows"]
    ]
    header = [
        "question",
        "design",
        "ε",
        "odds change",
        "95 % half-width",
        "n needed",
        "n without privacy",
        f"half-width at n = {plan['n']:,}",
        "collect with",
    ]
    curves = plan["curves"]
    curve_rows = []
    for question, by_eps in curves["half_width"].items():
        for eps, widths in by_eps.items():
            curve_rows.append([escape(question), escape(eps)] + [_n(w, 3) for w in widths])
    return [
        f"<h2>Planner {badge('proven')}</h2>",
        f"<p class='note'>Sample size for a 95 % interval of half-width w (numbers: w times "
        f"their range; proportions planned at π = ½ or the worst case), design effect "
        f"{_n(plan['design_effect'])}; MATH 8.4.</p>",
        table(header, rows),
        "<p class='caption'>95 % half-width by sample size for a few ε</p>",
        table(["question", "ε"] + [f"n = {n:,}" for n in curves["n"]], curve_rows),
    ]


def _audit(audit: dict, kinds: dict) -> list[str]:
    parts = [
        f"<h2>What one recorded answer reveals {badge('attack')}</h2>",
        f"<p class='note'>{escape(kinds['attack'])}</p>",
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
        parts.append(
            f"<p><b>{escape(column)}</b>: largest change of odds ×"
            f"{_n(attacker['largest_odds_factor'])} (bound ×{_n(attacker['bound'])}).</p>"
        )
        if rows:
            parts.append(
                table(["recorded", "true answer", "prior", "posterior", "odds change"], rows)
            )
        s = result["simulation"]
        sims.append(
            [
                escape(column),
                escape(s["truth"]),
                f"{s['draws']:,}",
                ", ".join(_n(v) for v in s["empirical_sd"]),
                ", ".join(_n(v) for v in s["predicted_sd"]),
                _n(s["covered_by_predicted_95"]),
            ]
        )
    parts += [
        f"<h2>Repeated draws vs the planner {badge('simulation')}</h2>",
        f"<p class='note'>{escape(kinds['simulation'])} Seed: "
        f"{'none (fresh randomness)' if audit['seed'] is None else escape(str(audit['seed']))}; "
        f"sd per answer (randomization only, the answers held fixed).</p>",
        table(
            [
                "question",
                "answers",
                "draws",
                "sd of the error",
                "predicted sd",
                "share within ±1.96 predicted sd",
            ],
            sims,
        ),
    ]
    return parts


def _cards(survey: dict, prior: float) -> list[str]:
    parts = [
        "<h2 style='page-break-before: always'>Instruction cards</h2>",
        "<p class='note'>Print one card per interviewer and question.</p>",
    ]
    for q in survey["questions"]:
        field = q.get("field_randomizer")
        if field is None:
            parts.append(
                f"<p class='note'>{escape(q['column'])}: a number; no card (its noise cannot "
                f"be drawn by hand; privatize after collection).</p>"
            )
            continue
        tool = "a six-sided die" if field["tool"] == "die" else f"a bag of {field['total']} tokens"
        parts.append(
            card_html(
                q.get("label") or q["column"],
                field["instructions"],
                protection_words(field["epsilon"], prior),
                tool,
            )
        )
    return parts

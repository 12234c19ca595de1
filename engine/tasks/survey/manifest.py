"""The survey manifest: the common header, the questions with their designs, estimates
(unprojected and shown), the planner's table and curves, audits, and the guarantee."""

from __future__ import annotations

import math

from engine.core.manifest import json_safe, manifest_header
from engine.survey.planner import protection_words, text_tools
from engine.tasks.survey.run import UNIT, SurveyRelease, ledger, width_curves


def kinds(english: bool = False) -> dict[str, str]:
    """What each kind of number in the report is (English in the manifest)."""
    tr, _ = text_tools(english)
    return {
        "proven": tr("Proven: holds for every respondent and every prior, by the design."),
        "simulation": tr(
            "Simulation: the design re-run many times on stand-in answers with the published "
            "estimates' shares (plan mode: the planned n and prior), never the true answers "
            "(random draws fixed by the audit settings), against the planner's prediction."
        ),
        "attack": tr(
            "What an attacker holding one recorded answer learns, by exact Bayes, with the "
            "published estimates (projected onto valid shares) as prior; in plan mode the "
            "planned prior (even shares for categories)."
        ),
    }


def guarantee_statement(
    mode: str,
    epsilons: dict[str, float],
    total: float,
    by: list[str] | tuple[str, ...] = (),
    *,
    english: bool = False,
) -> str:
    """The release's guarantee in words: `epsilons` per question column, `total` ε per
    respondent over all questions, `by` the grouping columns (English in the manifest)."""
    tr, number = text_tools(english)
    per = "; ".join(
        tr("{column} ε = {epsilon}").format(column=column, epsilon=number(eps, ".4g"))
        for column, eps in epsilons.items()
    )
    values = {"per": per, "total": number(total, ".4g")}
    if mode == "privatize":
        statement = tr(
            "Each respondent's recorded answers are locally differentially private ({per}); "
            "over all questions ε = {total} per respondent (sequential composition). "
            "Deniability covers the answers, not taking part in the survey."
        ).format(**values)
    elif mode == "estimate":
        statement = tr(
            "The estimates are post-processing of answers randomized by each respondent "
            "(local differential privacy) ({per}); over all questions ε = {total} per "
            "respondent (sequential composition). Deniability covers the answers, not "
            "taking part in the survey."
        ).format(**values)
    else:
        statement = tr(
            "Planned: each respondent's recorded answers will be locally differentially "
            "private ({per}); over all questions ε = {total} per respondent (sequential "
            "composition). Deniability covers the answers, not taking part in the survey."
        ).format(**values)
    if by and mode == "privatize":
        statement += " " + tr(
            "Grouping columns ({columns}) are written as given and are not protected."
        ).format(columns=", ".join(by))
    elif by and mode == "estimate":
        statement += " " + tr(
            "Grouping columns ({columns}) are used as given and are not protected."
        ).format(columns=", ".join(by))
    return statement


def guarantee(rel: SurveyRelease, *, english: bool = False) -> dict:
    """The guarantee as the manifest records it (`english`), or in the interface language."""
    project = rel.project
    statement = guarantee_statement(
        project.mode,
        {a.question.column: a.design.epsilon for a in rel.asked},
        ledger(rel).total(UNIT).epsilon,
        project.estimate.by,
        english=english,
    )
    return {
        "statement": statement,
        "epsilon_per_respondent": ledger(rel).total(UNIT).epsilon,
        "per_question": {
            a.question.column: {
                "epsilon": a.design.epsilon,
                "odds_factor_at_most": math.exp(a.design.epsilon),
                "in_words": protection_words(
                    a.design.epsilon,
                    project.plan.prior,
                    a.question.type == "numeric",
                    english=english,
                ),
            }
            for a in rel.asked
        },
        "kind": kinds(english)["proven"],
    }


def build_manifest(rel: SurveyRelease, audits: dict | None) -> dict:
    project = rel.project
    questions = []
    for a in rel.asked:
        entry = {**a.question.to_dict(), "design_used": a.design.describe()}
        if a.field is not None:
            entry["field_randomizer"] = a.field.to_dict()
        if a.reports is not None:
            answered = (
                (a.reports >= 0) if a.question.type != "numeric" else ~(a.reports != a.reports)
            )
            entry["answered"] = int(answered.sum())
            entry["non_response"] = int(answered.size - answered.sum())
        questions.append(entry)
    manifest = {
        **manifest_header({"kind": "survey", "mode": project.mode}, ledger(rel)),
        "input": {"file_name": None, "note": "plan mode reads no data"}
        if rel.table is None
        else {
            "file_name": rel.table.path.name,
            "sha256": rel.table.sha256,
            "rows": len(rel.table.frame),
            "sheet": rel.table.sheet,
        },
        "survey": {
            "mode": project.mode,
            "by": list(project.estimate.by),
            "questions": questions,
            "design_questions": [_as_used(a) for a in rel.asked],
            "released_columns": [] if rel.data is None else list(rel.data.columns),
            "non_response": "empty answers are kept empty, never randomized or dropped; "
            "estimates use the answered rows",
        },
        "estimates": None if rel.estimates is None else rel.estimates.to_dict("records"),
        "estimates_note": "estimate: unbiased (may fall outside [0, 1]); estimate_shown: "
        "categories projected onto the simplex (L2), yes/no shares and means clamped, for "
        "display; intervals are 95 % normal intervals of the unbiased estimate.",
        "planner": {
            **{k: v for k, v in vars(project.plan).items() if k != "epsilons"},
            "epsilons": list(project.plan.epsilons),
            "rows": rel.planner.to_dict("records"),
            "curves": width_curves(project, rel.asked),
        },
        "audit": audits,
        "guarantee": guarantee(rel, english=True),
        "kinds": kinds(english=True),
    }
    return json_safe(manifest)


def _as_used(a) -> dict:
    """The question with the design's probabilities as used (the field design in plan
    mode), so `estimate.manifest` reads back exactly the design that made the answers."""
    q, d = a.question, a.design
    out = {"column": q.column, "type": q.type, "design": q.design, "label": q.label}
    if q.type == "categorical":
        out["categories"] = list(q.categories)
    if q.design == "forced_response":
        out.update(p_yes=d.p_yes, p_no=d.p_no)
    elif q.type == "numeric":
        out.update(bounds=list(q.bounds), epsilon=d.epsilon)
    else:
        out["keep_probability"] = d.p
    return {k: v for k, v in out.items() if v is not None}

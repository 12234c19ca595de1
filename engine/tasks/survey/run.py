"""The survey stages: read → randomize (privatize) → estimate → audits (MATH 8).

Privatize draws each respondent's randomized answers with fresh operating-system entropy
(never a seed); the later stages (estimates, audits, manifest, report) get only the
randomized answers, so none can publish an aggregate of the true ones (the loaded table is
kept for its name, hash, rows and grouping columns). Estimate reads answers that
were randomized before (numbers then carry noise beyond their bounds, so they are only
checked to be numbers) and estimates with the design they were collected with; plan reads
no data. The audit seed fixes only the repeated-draw simulation.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.data.readers import LoadedTable, read_table
from engine.survey import deniability, planner, simulation
from engine.survey.answers import code_answers
from engine.survey.estimators import COLUMNS, estimate_table
from engine.survey.field import FieldRandomizer, field_randomizer
from engine.survey.numeric_rr import NumericDesign
from engine.survey.planner import text_tools
from engine.survey.questions import Question
from engine.tasks.survey.project import SurveyProject

UNIT = "respondent"
CURVE_NS = (100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000)


@dataclass(frozen=True)
class Asked:
    """One question as released: the design its answers were made with, and those answers
    (codes or numbers). The true answers of privatize mode are deliberately not kept."""

    question: Question
    design: object
    field: FieldRandomizer | None
    reports: np.ndarray | None  # the randomized answers (privatize) or as read (estimate)


@dataclass(frozen=True)
class SurveyRelease:
    project: SurveyProject
    table: LoadedTable | None
    asked: tuple[Asked, ...]
    data: pd.DataFrame | None  # the randomized file (privatize)
    estimates: pd.DataFrame | None
    planner: pd.DataFrame


def release(project: SurveyProject, ctx: JobContext | None = None) -> SurveyRelease:
    ctx = ctx or JobContext()
    if project.mode == "plan":
        asked = planned(project)
        return SurveyRelease(project, None, asked, None, None, planner_table(project, asked))
    ctx.report(0.0, tr("Reading the answers"))
    table = read_table(project.input.path, sheet=project.input.sheet)
    asked, data, estimates = answer_and_estimate(project, table.frame, table.path, ctx)
    return SurveyRelease(project, table, asked, data, estimates, planner_table(project, asked))


def collected_design(project: SurveyProject, question: Question):
    """(design, field randomizer): the design the answers are (or will be) made with.

    Privatize randomizes with the declared design itself. Declared questions in plan and
    estimate mode are collected with the die or bag, whose rounded design is the one the
    answers follow (estimating with the unrounded one is biased). A manifest's
    `design_questions` already hold the design that made the answers: used as read."""
    design = question.build()
    field = field_randomizer(question, design)
    as_declared = project.mode == "privatize" or project.estimate.manifest is not None
    return (design if as_declared or field is None else field.design), field


def planned(project: SurveyProject) -> tuple[Asked, ...]:
    """Every question as it will be collected, with no answers: the designs the planner
    shows (`collected_design`, the same as the estimates use: the die's or bag's rounded
    design in plan and estimate mode)."""
    return tuple(Asked(q, *collected_design(project, q), None) for q in project.questions)


def drawn_with(project: SurveyProject, asked: Asked) -> FieldRandomizer | None:
    """The die or bag whose design the answers follow; None when PrivDesk randomizes them
    (privatize mode, or a manifest's design that no die or bag realizes)."""
    field = asked.field
    if project.mode == "privatize" or field is None or field.design != asked.design:
        return None
    return field


def answer_and_estimate(project: SurveyProject, frame: pd.DataFrame, path, ctx: JobContext):
    """Check every answer, randomize them (privatize mode, fresh OS entropy) and estimate."""
    _check_columns(project, frame, path)
    designs = [(q, *collected_design(project, q)) for q in project.questions]
    rng = np.random.default_rng()  # fresh OS entropy: a release never has a seed
    asked, out = [], {b: frame[b] for b in project.estimate.by}
    for i, (question, design, field) in enumerate(designs):
        ctx.report(
            0.1 + 0.6 * i / len(designs),
            tr("Answers of {column}").format(column=question.column),
        )
        as_read = project.mode == "estimate" and question.type == "numeric"
        checked = replace(question, bounds=(-np.inf, np.inf)) if as_read else question
        codes = code_answers(checked, frame[question.column], path)
        if project.mode == "privatize":
            reports = _randomize(design, codes, rng)
            out[question.column] = _as_column(question, reports)
            asked.append(Asked(question, design, field, reports))
        else:
            asked.append(Asked(question, design, field, codes))
    ctx.report(0.75, tr("Estimating"))
    estimates = estimate_all(project, asked, frame)
    data = pd.DataFrame(out) if project.mode == "privatize" else None
    return tuple(asked), data, estimates


def _check_columns(project: SurveyProject, frame: pd.DataFrame, path) -> None:
    for name in [q.column for q in project.questions] + list(project.estimate.by):
        if name not in frame.columns:
            raise InputError(
                tr("the file has no such column."),
                path=path,
                column=name,
                hint=tr("Its columns are: {columns}.").format(
                    columns=", ".join(map(str, frame.columns))
                ),
            )


def _randomize(design, codes: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Randomize every answered row; non-response stays missing (−1 / NaN)."""
    if isinstance(design, NumericDesign):
        answered = ~np.isnan(codes)
        out = np.full(codes.shape[0], np.nan)
        out[answered] = design.randomize(codes[answered], rng)
        return out
    answered = codes >= 0
    out = np.full(codes.shape[0], -1, dtype=codes.dtype)
    out[answered] = design.randomize(codes[answered], rng)
    return out


def _as_column(question: Question, reports: np.ndarray) -> pd.Series:
    if question.type == "numeric":
        return pd.Series(reports)
    labels = np.asarray(question.answer_labels, dtype=object)
    return pd.Series(pd.Categorical.from_codes(reports, categories=labels)).astype("string")


def estimate_all(project: SurveyProject, asked, frame: pd.DataFrame) -> pd.DataFrame:
    parts = []
    for a in asked:
        q = a.question
        for by in (None, *(frame[b] for b in project.estimate.by)):
            parts.append(
                estimate_table(
                    q.column, a.design, q.answer_labels, a.reports, by, q.type == "binary"
                )
            )
    return pd.concat(parts, ignore_index=True)[list(COLUMNS)]


def planner_table(project: SurveyProject, asked) -> pd.DataFrame:
    plan, rows = project.plan, []
    for a in asked:
        q, d = a.question, a.design
        width = plan.width * ((q.bounds[1] - q.bounds[0]) if q.type == "numeric" else 1.0)
        variance = planner.unit_variance(d)
        rows.append(
            {
                "question": q.column,
                "design": d.name,
                "epsilon": d.epsilon,
                "odds_factor_at_most": float(np.exp(d.epsilon)),
                "posterior_at_most_from_prior": planner.posterior_bound(plan.prior, d.epsilon),
                "half_width": width,
                "n_needed": planner.sample_size(variance, width, plan.design_effect),
                "n_needed_without_privacy": planner.sample_size(
                    planner.unit_variance_without_privacy(d), width, plan.design_effect
                ),
                "planned_n": plan.n,
                "half_width_at_planned_n": float(
                    planner.half_width(variance, plan.n, plan.design_effect)
                ),
                "collect_with": collect_with(drawn_with(project, a), english=True),
            }
        )
    return pd.DataFrame(rows)


def collect_with(field: FieldRandomizer | None, *, english: bool = False) -> str:
    """How a question is collected (English in the planner table written to a file)."""
    tr, _ = text_tools(english)
    if field is None:
        return tr("privatize after collection (mode privatize)")
    if field.tool == "die":
        return tr("XLSForm / card, die of {total}").format(total=field.total)
    return tr("XLSForm / card, bag of {total}").format(total=field.total)


@dataclass(frozen=True)
class WidthCurve:
    """One planner curve: the 95 % half-width at each n of a design that would be collected
    (its own ε, after the die's or bag's rounding); `chosen`: the question's own design."""

    epsilon: float
    chosen: bool
    half_widths: np.ndarray


def question_curves(project: SurveyProject, asked: Asked, ns) -> list[WidthCurve]:
    """Half-width vs n for the question's collected design and, at each of the plan's ε,
    for the design the same question would be collected with (rounded the same way), by
    ε; a plan ε whose collected design has the chosen ε is drawn once, as the chosen."""
    q, deff = asked.question, project.plan.design_effect
    designs = [(asked.design, True)]
    for eps in project.plan.epsilons:
        other = replace(q, epsilon=eps, keep_probability=None, p_yes=None, p_no=None)
        design, _ = collected_design(project, other)
        if abs(design.epsilon - asked.design.epsilon) > 1e-6:
            designs.append((design, False))
    designs.sort(key=lambda d: d[0].epsilon)
    return [
        WidthCurve(d.epsilon, chosen, planner.half_width(planner.unit_variance(d), ns, deff))
        for d, chosen in designs
    ]


def width_curves(project: SurveyProject, asked) -> dict:
    """Half-width vs n per question: its collected design and the plan's ε (the planner
    plot), keyed by each design's own ε."""
    curves = {}
    for a in asked:
        curve = question_curves(project, a, CURVE_NS)
        curves[a.question.column] = {
            f"{c.epsilon:g}": list(map(float, c.half_widths)) for c in curve
        }
    return {"n": list(CURVE_NS), "half_width": curves}


def probabilities(project: SurveyProject, asked: Asked) -> list[tuple[str, float, str | None]]:
    """The exact probabilities of the design `asked` is collected with: (symbol, value,
    "count/total" when drawn with the die or bag, else None); numbers: the noise scale."""
    d, field = asked.design, drawn_with(project, asked)
    if isinstance(d, NumericDesign):
        return [("b", d.scale, None)]
    drawn = field is not None
    counts = [count for _, count in field.tokens] if drawn else []

    def share(*which: int) -> str | None:
        return f"{sum(counts[i] for i in which)}/{field.total}" if drawn else None

    if d.name == "warner":  # tokens: A, NOT A
        return [("p", d.p, share(0)), ("1 − p", 1.0 - d.p, share(1))]
    if d.name == "forced_response":  # tokens: say yes, answer truthfully, say no
        return [
            ("p_truth", d.p_truth, share(1)),
            ("p_yes", d.p_yes, share(0)),
            ("p_no", d.p_no, share(2)),
        ]
    return [("p", d.p, share(0, 1)), ("q", d.q, share(1))]  # answer truthfully, each answer


def design_detail(project: SurveyProject, asked: Asked) -> str:
    """The design a question is (or will be) collected with, in words, with its exact
    probabilities (the planner's detail)."""
    q, d = asked.question, asked.design
    shown = []
    field = drawn_with(project, asked)
    for symbol, value, fraction in probabilities(project, asked):
        exact = number(value, ".6g")
        shown.append(f"{symbol} = {fraction} = {exact}" if fraction else f"{symbol} = {exact}")
    if isinstance(d, NumericDesign):
        how = tr("Laplace noise of scale b = (M − m)/ε")
    elif field is not None:
        how = collect_with(field)
    else:
        how = tr("the declared probabilities")
    text = tr("{question}: {how}; {probabilities}; ε = {epsilon}").format(
        question=q.column,
        how=how,
        probabilities=", ".join(shown),
        epsilon=number(d.epsilon, ".6g"),
    )
    declared = q.build()
    if declared != d:
        text += " " + tr(
            "(declared ε = {epsilon}: a die or bag has whole faces or tokens, so the "
            "probabilities are rounded)"
        ).format(epsilon=number(declared.epsilon, ".6g"))
    return text


def ledger(rel: SurveyRelease) -> PrivacyLedger:
    note = {
        "privatize": "each respondent randomized this answer (local DP); estimates are "
        "post-processing",
        "estimate": "spent when the answers were randomized; estimating them is "
        "post-processing and spends nothing more",
        "plan": "planned for collection with the field randomizer; nothing collected yet",
    }[rel.project.mode]
    return PrivacyLedger(
        tuple(
            LedgerEntry(
                f"randomized response ({a.design.name}): {a.question.column}",
                a.design.epsilon,
                touched=f"answers to {a.question.column!r}",
                unit=UNIT,
                note=note,
            )
            for a in rel.asked
        )
    )


def audit(rel: SurveyRelease, ctx: JobContext | None = None) -> dict:
    """Prior vs posterior for one recorded answer, and the repeated-draw simulation."""
    ctx = ctx or JobContext()
    rng = np.random.default_rng(rel.project.audit.seed)
    draws = rel.project.audit.simulations
    out = {"seed": rel.project.audit.seed, "simulations": draws, "questions": {}}
    for i, a in enumerate(rel.asked):
        ctx.report(i / len(rel.asked), tr("Auditing {column}").format(column=a.question.column))
        truth, true_value, prior, basis = _truth_for_simulation(rel, a)
        out["questions"][a.question.column] = {
            "attacker": deniability.attacker_table(
                a.design, a.question.answer_labels, prior, a.question.type == "binary"
            ),
            "simulation": {
                "truth": basis,
                **simulation.summary(a.design, truth, true_value, draws, rng),
            },
        }
    ctx.report(1.0, tr("Audits done"))
    return out


def _truth_for_simulation(rel: SurveyRelease, a: Asked):
    """The answers the simulation re-randomizes and the attacker's prior: a stand-in with
    the published shares (the estimates projected onto valid shares) and the answered n,
    or the planned n and prior (plan). Never the true answers: their shares, or an sd
    computed from their counts, would publish the raw aggregates and undo the local DP."""
    q, d = a.question, a.design
    if isinstance(d, NumericDesign):
        n = rel.project.plan.n if a.reports is None else int(np.sum(~np.isnan(a.reports)))
        basis = "planned n" if a.reports is None else "answered rows"
        return max(n, 1), 0.0, None, basis
    k = len(q.answer_labels)
    if a.reports is not None:
        overall = rel.estimates[(rel.estimates.question == q.column) & (rel.estimates.by == "")]
        shares = overall["estimate_shown"].to_numpy(dtype=float)
        shares = np.array([1 - shares[0], shares[0]]) if q.type == "binary" else shares
        n = int(np.sum(a.reports >= 0))
        basis = "estimated shares"
    else:
        prior = rel.project.plan.prior
        shares = np.array([1 - prior, prior]) if q.type == "binary" else np.full(k, 1.0 / k)
        n, basis = rel.project.plan.n, "planned n and prior"
    shares = np.nan_to_num(shares, nan=1.0 / k)
    counts = np.floor(shares * n).astype(np.int64)
    counts[np.argmax(shares)] += n - counts.sum()
    return counts, counts / max(n, 1), shares, basis

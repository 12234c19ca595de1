"""The survey project file: randomized response for sensitive questions (MATH 8).

Format "privdesk-project/1" with task.kind = "survey" and task.mode one of privatize
(randomize each row's answers of a file held in the clear, then estimate), estimate (read
already randomized answers, with the design from the project or from the manifest of the
release that made them) and plan (the XLSForm, cards and the planner's table; no data
needed). Every value is checked with the shared helpers, naming its key, before any data
is read.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.project_file import (
    FORMAT,
    InputSpec,
    build_spec,
    check_magnitudes,
    check_sections,
    check_types,
    existing_file,
    in_range,
    input_spec,
    path_of,
    plain,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.survey._checks import MAX_EPSILON
from engine.survey.questions import DESIGNS_BY_TYPE, TYPES, Question

MODES = ("privatize", "estimate", "plan")
SECTIONS = {"task", "input", "questions", "estimate", "plan", "audit", "outputs"}
QUESTION_SCHEMA = {
    "column": "text",
    "type": "text",
    "design": "text",
    "epsilon": "number?",
    "keep_probability": "number?",
    "p_yes": "number?",
    "p_no": "number?",
    "categories": "texts",
    "label": "text?",
}
DESIGN_SETTINGS = {
    "keep_probability": ("warner", "k_rr"),
    "p_yes": ("forced_response",),
    "p_no": ("forced_response",),
}
DEFAULT_DESIGN = {"binary": "forced_response", "categorical": "k_rr", "numeric": "numeric_rr"}
OUTPUT_KEYS = ("data", "estimates", "planner", "form", "report", "manifest")
MODE_OUTPUTS = {
    "privatize": ("data", "estimates", "report", "manifest"),
    "estimate": ("estimates", "report", "manifest"),
    "plan": ("planner", "form", "report", "manifest"),
}


@dataclass(frozen=True)
class SurveyTaskSpec:
    kind: str = "survey"
    mode: str = "privatize"


@dataclass(frozen=True)
class EstimateSpec:
    """`by`: grouping columns (released as given, not randomized); `manifest`: the manifest
    of the release (or plan) whose designs made the answers (estimate mode)."""

    by: tuple[str, ...] = ()
    manifest: Path | None = None


@dataclass(frozen=True)
class PlanSpec:
    """95 % half-width for proportions (numbers: the same share of their range), the
    planned sample size, the design effect, the prior shown in the protection sentence,
    and the ε of the width-vs-n curves."""

    width: float = 0.05
    n: int = 2000
    design_effect: float = 1.0
    prior: float = 0.1
    epsilons: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)


@dataclass(frozen=True)
class SurveyAuditSpec:
    """`seed` fixes only the repeated-draw simulation, never the release."""

    enabled: bool = True
    seed: int | None = None
    simulations: int = 200


@dataclass(frozen=True)
class SurveyOutputs:
    data: Path | None = None
    estimates: Path | None = None
    planner: Path | None = None
    form: Path | None = None
    report: Path | None = None
    manifest: Path | None = None


@dataclass(frozen=True)
class SurveyProject:
    input: InputSpec | None
    questions: tuple[Question, ...]
    task: SurveyTaskSpec = field(default_factory=SurveyTaskSpec)
    estimate: EstimateSpec = field(default_factory=EstimateSpec)
    plan: PlanSpec = field(default_factory=PlanSpec)
    audit: SurveyAuditSpec = field(default_factory=SurveyAuditSpec)
    outputs: SurveyOutputs = field(default_factory=SurveyOutputs)

    @property
    def mode(self) -> str:
        return self.task.mode

    def to_dict(self, relative_to: Path | None = None) -> dict:
        out = {
            "format": FORMAT,
            "task": plain(self.task),
            "questions": [q.to_dict() for q in self.questions],
            "estimate": {
                "by": list(self.estimate.by),
                "manifest": relative_path_text(self.estimate.manifest, relative_to),
            },
            "plan": {**plain(self.plan), "epsilons": list(self.plan.epsilons)},
            "audit": plain(self.audit),
            "outputs": {
                k: relative_path_text(getattr(self.outputs, k), relative_to) for k in OUTPUT_KEYS
            },
        }
        if self.input is not None:
            out["input"] = self.input.to_dict(relative_to)
        return out


def survey_project_from_dict(data: dict, base_dir: Path) -> SurveyProject:
    check_sections(data, SECTIONS)
    task = build_spec(
        SurveyTaskSpec, section(data, "task"), "task", {"kind": "text", "mode": "text"}
    )
    if task.mode not in MODES:
        raise ParameterError(
            "task.mode",
            tr("must be one of {allowed}, got {value}").format(
                allowed=", ".join(MODES), value=repr(task.mode)
            ),
        )
    inputs = None if task.mode == "plan" and "input" not in data else input_spec(data, base_dir)

    est = section(data, "estimate")
    check_types(est, {"by": "texts", "manifest": "text?"}, "estimate")
    manifest = est.get("manifest")
    estimate = EstimateSpec(
        tuple(est.get("by", ())),
        None if manifest is None else existing_file(manifest, "estimate.manifest", base_dir),
    )
    questions = _questions(data, estimate)
    for by in estimate.by:
        if by in {q.column for q in questions}:
            raise ParameterError(
                "estimate.by",
                tr("{column} is a question; group by another column").format(column=repr(by)),
            )

    plan_values = dict(section(data, "plan"))
    check_types(
        {k: v for k, v in plan_values.items() if k != "epsilons"},
        {"width": "number", "n": "whole", "design_effect": "number", "prior": "number"},
        "plan",
    )
    if "epsilons" in plan_values:
        plan_values["epsilons"] = _epsilons(plan_values["epsilons"])
    plan = PlanSpec(**plan_values)
    in_range("plan.width", plan.width, 0, math.inf, open_low=True)
    whole_at_least("plan.n", plan.n, 1)
    in_range("plan.design_effect", plan.design_effect, 0, math.inf, open_low=True)
    in_range("plan.prior", plan.prior, 0, 1, open_low=True, open_high=True)

    audit = build_spec(
        SurveyAuditSpec,
        section(data, "audit"),
        "audit",
        {"enabled": "bool", "seed": "whole?", "simulations": "whole"},
    )
    whole_at_least("audit.simulations", audit.simulations, 2, 100_000)
    return SurveyProject(
        inputs, questions, task, estimate, plan, audit, _outputs(data, task, base_dir)
    )


def _questions(data: dict, estimate: EstimateSpec) -> tuple[Question, ...]:
    listed = data.get("questions")
    if estimate.manifest is not None:
        if listed:
            raise ParameterError(
                "questions",
                tr("give the questions or estimate.manifest (their designs), not both"),
            )
        listed = _manifest_questions(estimate.manifest)
    if not isinstance(listed, list) or not listed:
        raise ParameterError("questions", tr("list at least one question (a JSON list of objects)"))
    questions, seen = [], set()
    for i, item in enumerate(listed):
        key = f"questions[{i}]"
        if not isinstance(item, dict):
            raise ParameterError(key, tr("must be a JSON object"))
        question = question_from_dict(item, key)
        if question.column in seen:
            raise ParameterError(
                f"{key}.column", tr("{column} is asked twice").format(column=repr(question.column))
            )
        seen.add(question.column)
        questions.append(question)
    return tuple(questions)


def question_from_dict(item: dict, key: str) -> Question:
    """One question, every setting checked and the design built (messages name `key`)."""
    check_types({k: v for k, v in item.items() if k != "bounds"}, QUESTION_SCHEMA, key)
    for needed in ("column", "type"):
        if needed not in item:
            raise ParameterError(f"{key}.{needed}", tr("is missing"))
    kind = item["type"]
    if kind not in TYPES:
        raise ParameterError(
            f"{key}.type",
            tr("must be one of {allowed}, got {value}").format(
                allowed=", ".join(TYPES), value=repr(kind)
            ),
        )
    design = item.get("design", DEFAULT_DESIGN[kind])
    if design not in DESIGNS_BY_TYPE[kind]:
        allowed = ", ".join(DESIGNS_BY_TYPE[kind])
        raise ParameterError(
            f"{key}.design",
            tr("a {kind} question takes {allowed}, got {value}").format(
                kind=kind, allowed=allowed, value=repr(design)
            ),
        )
    categories = tuple(item.get("categories", ()))
    if kind == "categorical":
        if len(categories) < 2 or len(set(categories)) < len(categories):
            raise ParameterError(f"{key}.categories", tr("list at least two different categories"))
    elif categories:
        raise ParameterError(f"{key}.categories", tr("only a categorical question has categories"))
    bounds = item.get("bounds")
    if kind == "numeric":
        ok = isinstance(bounds, list) and len(bounds) == 2
        ok = ok and all(isinstance(b, int | float) and not isinstance(b, bool) for b in bounds)
        if not ok or not all(math.isfinite(b) for b in bounds) or not bounds[0] < bounds[1]:
            raise ParameterError(
                f"{key}.bounds",
                tr("must be [low, high] with low < high, got {value}").format(value=repr(bounds)),
            )
        check_magnitudes(f"{key}.bounds", bounds)
        bounds = (float(bounds[0]), float(bounds[1]))
    elif bounds is not None:
        raise ParameterError(f"{key}.bounds", tr("only a numeric question has bounds"))
    for setting, designs in DESIGN_SETTINGS.items():
        if item.get(setting) is not None and design not in designs:
            raise ParameterError(
                f"{key}.{setting}",
                tr("is a setting of {designs}, not of {design}").format(
                    designs=" / ".join(designs), design=design
                ),
            )
    fields = {k: item.get(k) for k in ("epsilon", "keep_probability", "p_yes", "p_no", "label")}
    question = Question(
        item["column"], kind, design, categories=categories, bounds=bounds, **fields
    )
    try:
        question.build()
    except ParameterError as exc:
        raise ParameterError(f"{key}.{exc.name}", str(exc).split(": ", 1)[1]) from None
    return question


def _manifest_questions(path: Path) -> list:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(
            tr("cannot read the manifest ({problem}).").format(problem=exc.__class__.__name__),
            path=path,
        ) from None
    task = document.get("task") if isinstance(document, dict) else None
    if not isinstance(task, dict) or task.get("kind") != "survey" or "survey" not in document:
        raise InputError(
            tr("estimate.manifest is not the manifest of a survey release."), path=path
        )
    return document["survey"]["design_questions"]


def _epsilons(value) -> tuple[float, ...]:
    """The curves' ε: each builds a design of every question's kind, hence MAX_EPSILON."""
    ok = isinstance(value, list) and 1 <= len(value) <= 8
    ok = ok and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
    if not ok or not all(math.isfinite(v) and 0 < v <= MAX_EPSILON for v in value):
        raise ParameterError(
            "plan.epsilons",
            tr("must list 1–8 numbers in (0, {high}], got {value}").format(
                high=f"{MAX_EPSILON:g}", value=repr(value)
            ),
        )
    return tuple(float(v) for v in value)


def _outputs(data: dict, task: SurveyTaskSpec, base_dir: Path) -> SurveyOutputs:
    out = section(data, "outputs")
    check_types(out, {k: "text?" for k in OUTPUT_KEYS}, "outputs")
    outputs = SurveyOutputs(
        **{k: path_of(out.get(k), f"outputs.{k}", base_dir) for k in OUTPUT_KEYS}
    )
    allowed = MODE_OUTPUTS[task.mode]
    for key in OUTPUT_KEYS:
        if getattr(outputs, key) is not None and key not in allowed:
            raise ParameterError(
                f"outputs.{key}",
                tr(
                    "mode {mode} writes only {allowed}; remove this output or change task.mode"
                ).format(mode=repr(task.mode), allowed=", ".join(allowed)),
            )
    if outputs.form is not None and outputs.form.suffix.lower() != ".xlsx":
        raise ParameterError(
            "outputs.form", tr("an XLSForm is an Excel workbook: end the name in .xlsx")
        )
    return outputs


def outputs_for_mode(outputs: SurveyOutputs, mode: str) -> SurveyOutputs:
    """The outputs with those the mode does not write set to None (a switched mode)."""
    return SurveyOutputs(
        **{k: getattr(outputs, k) if k in MODE_OUTPUTS[mode] else None for k in OUTPUT_KEYS}
    )


def default_project(path: Path, sheet: str | None, frame: pd.DataFrame) -> SurveyProject:
    """A starting project for a freshly loaded table: every column that looks like a yes/no
    answer becomes a forced-response question at ε = 1 (edited in the settings panel); the
    first text column with at most 30 values groups the estimates."""
    questions, by = [], []
    for name in frame.columns:
        column = frame[name].dropna()
        if column.empty:
            continue
        values = set(column.astype("string").str.strip().str.lower().unique()[:4])
        if len(values) <= 2 and values <= {"yes", "no", "true", "false", "0", "1", "0.0", "1.0"}:
            questions.append(Question(str(name), "binary", "forced_response", epsilon=1.0))
        elif not pd.api.types.is_numeric_dtype(column) and column.nunique() <= 30 and not by:
            by.append(str(name))
    stem = path.stem
    outputs = SurveyOutputs(
        data=path.with_name(f"{stem}_randomized.csv"),
        estimates=path.with_name(f"{stem}_estimates.csv"),
        report=path.with_name(f"{stem}_report.html"),
        manifest=path.with_name(f"{stem}_manifest.json"),
    )
    return SurveyProject(
        InputSpec(path, sheet), tuple(questions), estimate=EstimateSpec(tuple(by)), outputs=outputs
    )

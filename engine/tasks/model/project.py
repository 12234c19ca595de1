"""The model project file: a DP-SGD logistic regression run headless (MATH 9).

Format "privdesk-project/1" with task.kind = "model"; every value is type-checked with the
shared helpers and refused with a message naming its key before any data is read. The
training section is the issue's interface (ε, δ, epochs, batch size, clip, learning rate,
test share); standardization says where the feature centres and scales come from; budget
names the dataset's persistent ledger and its limit, shared with every task that releases
from the same file (MATH 7.5, 9.7).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from pathlib import Path

import pandas as pd

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.identifiers import identifier_like
from engine.core.project_file import (
    FORMAT,
    InputSpec,
    build_spec,
    check_sections,
    check_types,
    in_range,
    input_spec,
    path_of,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.model.dpsgd import SCHEDULES
from engine.model.standardize import DATA, DECLARED
from engine.privacy.dataset_ledger import DatasetBudget, dataset_budget_from_dict
from engine.privacy.delta_rule import DeltaChoice, choose_delta, ledger_delta
from engine.statistics.categories import declared_label
from engine.statistics.privacy_unit import PrivacyUnit, privacy_unit_from_dict

MAX_CLASSES = 10
MODEL_SUFFIXES = (".csv", ".xlsx", ".parquet")
UTILITIES = ("none", "credit", "poverty")
SECTIONS = {
    "task",
    "input",
    "columns",
    "standardization",
    "training",
    "budget",
    "privacy_unit",
    "utility",
    "audit",
    "outputs",
}
TARGET_WORDS = ("repaid", "target", "label", "outcome", "default", "poor", "class", "y")


@dataclass(frozen=True)
class Columns:
    features: tuple[str, ...]
    target: str
    loan_amount: str | None = None
    # The target's classes, declared (never read from the data: a rare class shows that
    # someone has it); published with the model in this order.
    classes: tuple = ()

    def to_dict(self) -> dict:
        return {
            "features": list(self.features),
            "target": self.target,
            "loan_amount": self.loan_amount,
            "classes": list(self.classes),
        }


@dataclass(frozen=True)
class Standardization:
    source: str = DATA  # "declared": bounds below; "data": mean and sd, not private
    bounds: dict[str, tuple[float, float]] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"source": self.source, "bounds": {k: list(v) for k, v in self.bounds.items()}}


@dataclass(frozen=True)
class Training:
    epsilon: float = 1.0
    delta: float | str = "auto"  # the one rule's default for the file's rows, at release
    epochs: float = 20
    batch_size: int = 256
    clip: float = 1.0
    learning_rate: float = 0.5
    test_share: float = 0.2
    schedule: str = "constant"
    l2: float = 0.0


@dataclass(frozen=True)
class Utility:
    kind: str = "none"
    interest_rate: float = 0.2
    budget_share: float = 0.29


@dataclass(frozen=True)
class Audit:
    enabled: bool = True
    membership: bool = True
    seed: int | None = None
    bootstrap: int = 200


@dataclass(frozen=True)
class Outputs:
    model: Path | None = None
    report: Path | None = None
    manifest: Path | None = None


@dataclass(frozen=True)
class ModelProject:
    input: InputSpec
    columns: Columns
    standardization: Standardization = Standardization()
    training: Training = Training()
    utility: Utility = Utility()
    audit: Audit = Audit()
    outputs: Outputs = Outputs()
    model: str = "logistic"
    budget: DatasetBudget = field(default_factory=DatasetBudget)  # the dataset's ledger, limit
    privacy_unit: PrivacyUnit = field(default_factory=PrivacyUnit)  # who is protected

    def resolved(self, rows: int) -> tuple[ModelProject, DeltaChoice]:
        """This project with training.delta and the ledger's δ_L by the one rule for the
        file's `rows` (refused by key at 1/n or more), and where training.delta comes from."""
        choice = choose_delta(self.training.delta, rows, "training.delta")
        budget = replace(self.budget, ledger_delta=ledger_delta(self.budget.ledger_delta, rows))
        training = replace(self.training, delta=choice.delta)
        return replace(self, training=training, budget=budget), choice

    def to_dict(self, relative_to: Path | None = None) -> dict:
        return {
            "format": FORMAT,
            "task": {"kind": "model", "model": self.model},
            "input": self.input.to_dict(relative_to),
            "columns": self.columns.to_dict(),
            "standardization": self.standardization.to_dict(),
            "training": _plain(self.training),
            "budget": self.budget.to_dict(relative_to),
            "privacy_unit": self.privacy_unit.settings(),
            "utility": _plain(self.utility),
            "audit": _plain(self.audit),
            "outputs": {
                k: relative_path_text(getattr(self.outputs, k), relative_to)
                for k in ("model", "report", "manifest")
            },
        }


def _plain(spec) -> dict:
    return {k: getattr(spec, k) for k in spec.__dataclass_fields__}


def model_project_from_dict(data: dict, base_dir: Path) -> ModelProject:
    check_sections(data, SECTIONS)
    task = section(data, "task")
    check_types(task, {"kind": "text", "model": "text"}, "task")
    if task.get("model", "logistic") != "logistic":
        raise ParameterError(
            "task.model", tr('must be "logistic", got {value}').format(value=repr(task["model"]))
        )
    return ModelProject(
        input=input_spec(data, base_dir),
        columns=_columns(section(data, "columns", required=True)),
        standardization=_standardization(
            section(data, "standardization"), section(data, "columns", required=True)
        ),
        training=_training(section(data, "training")),
        utility=_utility(section(data, "utility"), section(data, "columns")),
        audit=_audit(section(data, "audit")),
        outputs=_outputs(section(data, "outputs"), base_dir),
        budget=dataset_budget_from_dict(section(data, "budget"), base_dir),
        privacy_unit=_privacy_unit(data.get("privacy_unit"), section(data, "columns")),
    )


def _privacy_unit(value, columns: dict) -> PrivacyUnit:
    """`row` or {column, max_rows}, as the statistics task; the unit's id column is neither
    a feature, the target nor the loan amount."""
    unit = privacy_unit_from_dict(value, ())
    named = [*(columns.get("features") or []), columns.get("target"), columns.get("loan_amount")]
    if unit.column is not None and unit.column in named:
        raise ParameterError(
            "privacy_unit.column",
            tr("'{column}' identifies the protected unit and cannot also be a model column")
            .format(column=unit.column),
        )  # fmt: skip
    for key in ("max_rows_per_cell", "max_cells"):
        if getattr(unit, key) is not None:
            raise ParameterError(
                f"privacy_unit.{key}",
                tr("a model has no cells; bound the unit's rows with max_rows only"),
            )
    return unit


def _columns(values: dict) -> Columns:
    schema = {"features": "texts", "target": "text", "loan_amount": "text?"}
    check_types({k: v for k, v in values.items() if k != "classes"}, schema, "columns")
    features = values.get("features") or []
    if not features:
        raise ParameterError("columns.features", tr("name at least one feature column"))
    if len(set(features)) < len(features):
        raise ParameterError("columns.features", tr("a column is named twice"))
    target = values.get("target")
    if not target:
        raise ParameterError("columns.target", tr("name the target column the model predicts"))
    if target in features:
        raise ParameterError(
            "columns.features",
            tr("the target {target} cannot also be a feature").format(target=repr(target)),
        )
    return Columns(tuple(features), target, values.get("loan_amount"), _classes(values))


def _classes(values: dict) -> tuple:
    """`columns.classes`: 2 to MAX_CLASSES different values (text or numbers), required."""
    classes = values.get("classes")
    ok = isinstance(classes, list) and all(
        isinstance(v, str | int | float) and not isinstance(v, bool) for v in classes
    )
    if not ok or not 2 <= len(classes) <= MAX_CLASSES:
        raise ParameterError(
            "columns.classes",
            tr(
                "declare the target's classes, 2 to {most} values (for example [0, 1]); they are "
                "published with the model and never read from the data"
            ).format(most=MAX_CLASSES),
        )
    if len({declared_label(v) for v in classes}) < len(classes):
        raise ParameterError("columns.classes", tr("lists a value twice"))
    return tuple(classes)


def _standardization(values: dict, columns: dict) -> Standardization:
    check_types(values, {"source": "text", "bounds": "object"}, "standardization")
    source = values.get("source", DATA)
    if source not in (DATA, DECLARED):
        raise ParameterError(
            "standardization.source",
            tr('must be "declared" or "data", got {value}').format(value=repr(source)),
        )
    bounds: dict[str, tuple[float, float]] = {}
    for name, pair in (values.get("bounds") or {}).items():
        key = f"standardization.bounds.{name}"
        ok = isinstance(pair, list) and len(pair) == 2
        ok = ok and all(isinstance(v, int | float) and not isinstance(v, bool) for v in pair)
        if not ok or not all(math.isfinite(v) for v in pair):
            raise ParameterError(
                key, tr("must be [lowest, highest], got {value}").format(value=repr(pair))
            )
        if not pair[0] < pair[1]:
            raise ParameterError(
                key,
                tr("the lowest value must be below the highest, got {value}").format(
                    value=repr(pair)
                ),
            )
        bounds[name] = (float(pair[0]), float(pair[1]))
    if source == DECLARED:
        for name in columns.get("features") or []:
            if name not in bounds:
                raise ParameterError(
                    f"standardization.bounds.{name}",
                    tr("declared standardization needs [lowest, highest] for every feature"),
                )
    return Standardization(source, bounds)


def _training(values: dict) -> Training:
    schema = {
        "epsilon": "number",
        "delta": "number|auto",
        "epochs": "number",
        "batch_size": "whole",
        "clip": "number",
        "learning_rate": "number",
        "test_share": "number",
        "schedule": "text",
        "l2": "number",
    }
    spec = build_spec(Training, values, "training", schema)
    in_range("training.epsilon", spec.epsilon, 0, 100, open_low=True)
    if spec.delta != "auto":  # checked against 1/n at release (engine.privacy.delta_rule)
        in_range("training.delta", spec.delta, 0, 0.01, open_low=True)
    in_range("training.epochs", spec.epochs, 0, 1000, open_low=True)
    whole_at_least("training.batch_size", spec.batch_size, 1)
    in_range("training.clip", spec.clip, 0, 1e6, open_low=True)
    in_range("training.learning_rate", spec.learning_rate, 0, 100, open_low=True)
    in_range("training.test_share", spec.test_share, 0.05, 0.5)
    in_range("training.l2", spec.l2, 0, 100)
    if spec.schedule not in SCHEDULES:
        raise ParameterError(
            "training.schedule",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(SCHEDULES), value=repr(spec.schedule)
            ),
        )
    return spec


def _utility(values: dict, columns: dict) -> Utility:
    spec = build_spec(
        Utility,
        values,
        "utility",
        {"kind": "text", "interest_rate": "number", "budget_share": "number"},
    )
    if spec.kind not in UTILITIES:
        raise ParameterError(
            "utility.kind",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(UTILITIES), value=repr(spec.kind)
            ),
        )
    in_range("utility.interest_rate", spec.interest_rate, 0, 10)
    in_range("utility.budget_share", spec.budget_share, 0, 1, open_low=True, open_high=True)
    if spec.kind == "credit" and not columns.get("loan_amount"):
        raise ParameterError(
            "columns.loan_amount", tr("the credit utility needs the loan amount column")
        )
    return spec


def _audit(values: dict) -> Audit:
    schema = {"enabled": "bool", "membership": "bool", "seed": "whole?", "bootstrap": "whole"}
    spec = build_spec(Audit, values, "audit", schema)
    whole_at_least("audit.bootstrap", spec.bootstrap, 20, 10_000)
    if spec.seed is not None:
        whole_at_least("audit.seed", spec.seed, 0)
    return spec


def _outputs(values: dict, base_dir: Path) -> Outputs:
    check_types(values, {"model": "text?", "report": "text?", "manifest": "text?"}, "outputs")
    model = path_of(values.get("model"), "outputs.model", base_dir)
    if model is not None and model.suffix.lower() not in MODEL_SUFFIXES:
        raise ParameterError(
            "outputs.model",
            tr(
                "the model (coefficients and standardization, one row per term) is a table: "
                "give a name ending in {suffixes} (the manifest, JSON, holds it too), got {name}"
            ).format(suffixes=", ".join(MODEL_SUFFIXES), name=repr(model.name)),
        )
    return Outputs(
        model,
        path_of(values.get("report"), "outputs.report", base_dir),
        path_of(values.get("manifest"), "outputs.manifest", base_dir),
    )


def proposed_classes(target: pd.Series) -> tuple:
    """The classes a new project proposes for the user to confirm: (0, 1) for a 0/1
    target, else none (the user types them; a class is never listed from the data, where
    a rare one would show that someone has it)."""
    values = pd.to_numeric(target.dropna(), errors="coerce")
    binary = not pd.api.types.is_bool_dtype(target) and bool(values.isin([0, 1]).all())
    return (0, 1) if binary and len(values) else ()


def default_project(path: Path, sheet: str | None, frame: pd.DataFrame) -> ModelProject:
    """A starting project for a freshly loaded table: the two-valued column whose name
    looks like a target (else the first two-valued one), every other numeric column as a
    feature (identifier-like and loan columns left out), the data's own standardization."""
    numeric = [c for c in frame.columns if pd.api.types.is_numeric_dtype(frame[c])]
    two_valued = [c for c in frame.columns if frame[c].dropna().nunique() == 2]
    named = [
        c
        for c in two_valued
        if any(w == str(c).lower() or w in str(c).lower().split("_") for w in TARGET_WORDS)
    ]
    target = (named or two_valued or list(frame.columns[-1:]))[0]
    loan = next((c for c in numeric if "loan" in str(c).lower() and c != target), None)
    features = [
        c for c in numeric if c not in (target, loan) and identifier_like(frame[c]) is None
    ] or [c for c in numeric if c != target][:1]
    stem = Path(path).stem
    folder = Path(path).parent
    return ModelProject(
        input=InputSpec(Path(path), sheet),
        columns=Columns(
            tuple(map(str, features)),
            str(target),
            None if loan is None else str(loan),
            proposed_classes(frame[target]),
        ),
        utility=Utility("credit" if loan is not None else "none"),
        outputs=Outputs(
            folder / f"{stem}_model.csv",
            folder / f"{stem}_model_report.html",
            folder / f"{stem}_model_manifest.json",
        ),
    )

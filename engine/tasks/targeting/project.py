"""The project file: one JSON document that the GUI saves and `main.py run` executes.

Format "privdesk-project/1" (documented in README). Relative paths are resolved against
the project file's folder when loading and written relative to it when saving, so a
project folder can be moved or shared as a whole. Every value is validated on loading with
a message naming its key.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.core.project_file import (
    FORMAT,
    MAX_SIMULATIONS,
    MAX_TARGETS,
    InputSpec,
    build_spec,
    check_sections,
    in_range,
    input_spec,
    path_of,
    plain,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.data.roles import ColumnRoles
from engine.mechanisms.validation import check_epsilon_cap
from engine.privacy.delta_rule import DeltaChoice, choose_delta

# Every targeting mechanism and the settings it uses (the others are ignored): the one list
# that validation, presets, the report and the wizard read.
_ROW_SETTINGS = ("epsilon", "delta", "r", "components", "epsilon2", "delta2", "partitions")
MECHANISM_SETTINGS: dict[str, tuple[str, ...]] = {
    "projection": (*_ROW_SETTINGS, "k", "calibration"),
    "gaussian": _ROW_SETTINGS,
    "mondrian": ("k_anonymity",),
}
MECHANISMS = tuple(MECHANISM_SETTINGS)
# The paper's own δ₁ and δ₂ for its algorithm (MATH 2.1, the replication preset): kept there
# though not far below 1/n, and said so (engine.privacy.delta_rule).
PAPER_DELTAS = ("projection", "faithful", 1.5e-4, 8e-5)
UTILITIES = ("poverty", "credit")
ID_HANDLING = ("tokenize", "drop")


@dataclass(frozen=True)
class TaskSpec:
    kind: str = "targeting"
    utility: str = "poverty"
    budget_share: float = 0.29
    population: float | None = None
    interest_rate: float = 0.2
    approval_threshold: float | None = None  # None: the lender's break-even probability
    # Use features/target that look like identifiers (engine.core.identifiers) anyway.
    allow_identifier_like: bool = False


@dataclass(frozen=True)
class PreprocessingSpec:
    """centres/scales: {feature: value} declared for every feature (MATH 2.0.1); without
    them the data's own means and sds are used, and the report says they are released."""

    standardize: bool = True
    scaling: str = "clip"
    clip_radius: float | None = None
    centres: dict[str, float] | None = None
    scales: dict[str, float] | None = None

    def declared_for(self, features: Sequence[str]) -> tuple[list[float], list[float]] | None:
        """The declared centres and scales in the order of `features`, or None."""
        if self.centres is None:
            return None
        for key, values in (("centres", self.centres), ("scales", self.scales)):
            missing = [f for f in features if f not in values]
            extra = [name for name in values if name not in features]
            if missing or extra:
                problem = (
                    tr("no value for the feature(s) {names}")
                    if missing
                    else tr("{names} are not features of this project")
                )
                names = ", ".join(repr(n) for n in (missing or extra))
                raise ParameterError(f"preprocessing.{key}", problem.format(names=names))
        return [self.centres[f] for f in features], [self.scales[f] for f in features]


@dataclass(frozen=True)
class MechanismSpec:
    """Which mechanism, with every parameter. δ may be "auto": the one rule's default for
    the rows of the file (engine.privacy.delta_rule), resolved at release."""

    name: str = "gaussian"
    calibration: str = "tight"
    epsilon: float = 1.0
    delta: float | str = "auto"
    r: float = 0.25
    k: int = 10_000
    epsilon2: float | None = None
    delta2: float | None = None
    components: int | None = None
    partitions: int = 1
    k_anonymity: int = 5

    def resolved_delta(self, n_rows: int) -> float:
        return self.delta_choice(n_rows).delta

    def delta_choice(self, n_rows: int) -> DeltaChoice:
        """δ by the one rule for `n_rows` rows (all of them, also when partitioned: the
        stricter reading); δ + δ₂ is checked too. The paper's algorithm at the paper's own
        δ (the replication preset) is kept, with a warning."""
        paper = (self.name, self.calibration, self.delta, self.delta2) == PAPER_DELTAS
        choice = choose_delta(self.delta, n_rows, "mechanism.delta", paper=paper)
        if self.delta2 is None:
            return choice
        both = choose_delta(choice.delta + self.delta2, n_rows, "mechanism.delta2", paper=paper)
        return dataclasses.replace(choice, warned=choice.warned or both.warned)

    def build(self, n_rows: int):
        """The mechanism object for a release of `n_rows` rows."""
        # Imported here: the mechanisms load scipy, which a project file does not need.
        from engine.mechanisms.mondrian import MondrianMechanism
        from engine.mechanisms.partitioned import PartitionedMechanism
        from engine.mechanisms.projection import ProjectionMechanism
        from engine.mechanisms.row_gaussian import RowGaussianMechanism

        if self.name == "mondrian":
            return MondrianMechanism(self.k_anonymity)
        delta = self.resolved_delta(n_rows)
        if self.name == "projection":
            base = ProjectionMechanism(
                self.epsilon,
                delta,
                self.r,
                self.k,
                self.calibration,
                self.components,
                self.epsilon2,
                self.delta2,
            )
        else:
            base = RowGaussianMechanism(
                self.epsilon, delta, self.r, self.components, self.epsilon2, self.delta2
            )
        return base if self.partitions == 1 else PartitionedMechanism(base, self.partitions)


@dataclass(frozen=True)
class AuditSpec:
    """Audit and utility-simulation settings. `seed` fixes the audits only, never the
    release, which always draws fresh operating-system entropy."""

    enabled: bool = True
    simulations: int = 20
    seed: int | None = None
    folds: int = 5
    fold_seed: int = 0
    inference_targets: int = 500


@dataclass(frozen=True)
class OutputSpec:
    data: Path | None = None
    report: Path | None = None
    manifest: Path | None = None
    identifiers: str = "tokenize"
    include_target: bool = False


@dataclass(frozen=True)
class Project:
    input: InputSpec
    columns: ColumnRoles
    task: TaskSpec = field(default_factory=TaskSpec)
    preprocessing: PreprocessingSpec = field(default_factory=PreprocessingSpec)
    mechanism: MechanismSpec = field(default_factory=MechanismSpec)
    audit: AuditSpec = field(default_factory=AuditSpec)
    outputs: OutputSpec = field(default_factory=OutputSpec)

    def to_dict(self, relative_to: Path | None = None) -> dict:
        def path_text(path: Path | None) -> str | None:
            return relative_path_text(path, relative_to)

        return {
            "format": FORMAT,
            "input": {"path": path_text(self.input.path), "sheet": self.input.sheet},
            "columns": self.columns.to_dict(),
            "task": plain(self.task),
            "preprocessing": plain(self.preprocessing),
            "mechanism": plain(self.mechanism),
            "audit": plain(self.audit),
            "outputs": {
                "data": path_text(self.outputs.data),
                "report": path_text(self.outputs.report),
                "manifest": path_text(self.outputs.manifest),
                "identifiers": self.outputs.identifiers,
                "include_target": self.outputs.include_target,
            },
        }


def project_from_dict(data: dict, base_dir: Path) -> Project:
    """Validate a parsed project document; relative paths are taken from `base_dir`."""
    check_sections(data, SECTIONS)

    def path_in_project(value, key) -> Path | None:
        return path_of(value, key, base_dir)

    inputs = input_spec(data, base_dir)
    columns = section(data, "columns", required=True)
    try:
        roles = ColumnRoles.from_dict(columns)
    except (KeyError, TypeError, ValueError) as exc:
        raise ParameterError(
            "columns", tr("cannot read the column roles ({error})").format(error=exc)
        ) from None

    task = build_spec(TaskSpec, section(data, "task"), "task", SCHEMA[TaskSpec])
    if task.kind != "targeting":
        raise ParameterError(
            "task.kind",
            tr("only 'targeting' is available, got {value}").format(value=repr(task.kind)),
        )
    if task.utility not in UTILITIES:
        raise ParameterError(
            "task.utility",
            tr("must be 'poverty' or 'credit', got {value}").format(value=repr(task.utility)),
        )
    in_range("task.budget_share", task.budget_share, 0, 1, open_low=True, open_high=True)
    if task.population is not None:
        in_range("task.population", task.population, 0, math.inf, open_low=True)
    in_range("task.interest_rate", task.interest_rate, 0, math.inf)
    if task.approval_threshold is not None:
        in_range("task.approval_threshold", task.approval_threshold, 0, 1)

    prep = build_spec(
        PreprocessingSpec,
        section(data, "preprocessing"),
        "preprocessing",
        SCHEMA[PreprocessingSpec],
    )
    _check_declared(prep)
    radius = prep.clip_radius
    if radius is not None and not (radius > 0 and math.isfinite(radius)):
        raise ParameterError(
            "preprocessing.clip_radius",
            tr("must be a positive number, got {value}").format(value=number(radius, "g")),
        )
    if prep.scaling not in ("clip", "max_norm"):
        raise ParameterError(
            "preprocessing.scaling",
            tr("must be 'clip' or 'max_norm', got {value}").format(value=repr(prep.scaling)),
        )
    mechanism = _validated_mechanism(
        build_spec(MechanismSpec, section(data, "mechanism"), "mechanism", SCHEMA[MechanismSpec])
    )
    audit = build_spec(AuditSpec, section(data, "audit"), "audit", SCHEMA[AuditSpec])
    for key, low, high in (
        ("simulations", 1, MAX_SIMULATIONS),
        ("folds", 2, None),  # at most the rows: checked when they are read
        ("inference_targets", 10, MAX_TARGETS),
    ):
        whole_at_least(f"audit.{key}", getattr(audit, key), low, high)

    out = section(data, "outputs")
    outputs = OutputSpec(
        path_in_project(out.get("data"), "outputs.data"),
        path_in_project(out.get("report"), "outputs.report"),
        path_in_project(out.get("manifest"), "outputs.manifest"),
        _typed(out, "outputs", "identifiers", str, "tokenize"),
        _typed(out, "outputs", "include_target", bool, False),
    )
    if outputs.identifiers not in ID_HANDLING:
        raise ParameterError("outputs.identifiers", tr("must be 'tokenize' or 'drop'"))
    return Project(inputs, roles, task, prep, mechanism, audit, outputs)


def _check_declared(prep: PreprocessingSpec) -> None:
    """Both or neither; every centre a finite number, every scale positive."""
    if (prep.centres is None) != (prep.scales is None):
        raise ParameterError(
            "preprocessing.centres", tr("declare both centres and scales, or neither")
        )
    for key, values in (("centres", prep.centres or {}), ("scales", prep.scales or {})):
        for name, value in values.items():
            ok = isinstance(value, int | float) and not isinstance(value, bool)
            ok = ok and math.isfinite(value) and (key == "centres" or value > 0)
            if not ok:
                wanted = tr("a number") if key == "centres" else tr("a positive number")
                raise ParameterError(
                    f"preprocessing.{key}.{name}",
                    tr("must be {types}, got {value}").format(types=wanted, value=repr(value)),
                )


def _validated_mechanism(spec: MechanismSpec) -> MechanismSpec:
    """Check ranges now, so a bad project fails before any data is read."""
    if spec.name not in MECHANISMS:
        raise ParameterError(
            "mechanism.name",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(MECHANISMS), value=repr(spec.name)
            ),
        )
    if spec.delta != "auto" and not isinstance(spec.delta, int | float):
        raise ParameterError("mechanism.delta", tr('must be a number or "auto"'))
    if not isinstance(spec.partitions, int) or spec.partitions < 1:
        raise ParameterError(
            "mechanism.partitions", tr("must be a whole number ≥ {low}").format(low=1)
        )
    with project_keys(spec):
        spec.build(n_rows=max(1000, spec.partitions))
    check_epsilon_cap(spec.epsilon, "mechanism.epsilon")
    if spec.epsilon2 is not None:
        check_epsilon_cap(spec.epsilon2, "mechanism.epsilon2")
    return spec


# Names the mechanisms and shared helpers refuse by, as the project file spells them.
_SHARED_NAMES = {"n_folds": "audit.folds", "clip_radius": "preprocessing.clip_radius"}


@contextmanager
def project_keys(mechanism: MechanismSpec):
    """Re-raise a ParameterError from a mechanism or shared helper under the project file's
    key (Mondrian's k is mechanism.k_anonymity), so the message names what to edit."""
    try:
        yield
    except ParameterError as exc:
        name = exc.name
        if name == "k" and mechanism.name == "mondrian":
            name = "mechanism.k_anonymity"
        elif name in _SHARED_NAMES:
            name = _SHARED_NAMES[name]
        elif "." not in name and name in SCHEMA[MechanismSpec]:
            name = f"mechanism.{name}"
        if name == exc.name:
            raise
        raise ParameterError(name, str(exc).split(": ", 1)[1]) from None


SECTIONS = {"input", "columns", "task", "preprocessing", "mechanism", "audit", "outputs"}
# Accepted JSON types per setting (see engine.core.project_file.TYPE_NAMES).
SCHEMA: dict[type, dict[str, str]] = {
    TaskSpec: {
        "kind": "text",
        "utility": "text",
        "budget_share": "number",
        "population": "number?",
        "interest_rate": "number",
        "approval_threshold": "number?",
        "allow_identifier_like": "bool",
    },
    PreprocessingSpec: {
        "standardize": "bool",
        "scaling": "text",
        "clip_radius": "number?",
        "centres": "object?",
        "scales": "object?",
    },
    MechanismSpec: {
        "name": "text",
        "calibration": "text",
        "epsilon": "number",
        "delta": "number|auto",
        "r": "number",
        "k": "whole",
        "epsilon2": "number?",
        "delta2": "number?",
        "components": "whole?",
        "partitions": "whole",
        "k_anonymity": "whole",
    },
    AuditSpec: {
        "enabled": "bool",
        "simulations": "whole",
        "seed": "whole?",
        "folds": "whole",
        "fold_seed": "whole",
        "inference_targets": "whole",
    },
}


def _typed(values: dict, section: str, key: str, types, default):
    value = values.get(key, default)
    if not isinstance(value, types):
        raise ParameterError(
            f"{section}.{key}", tr("has the wrong type ({value})").format(value=repr(value))
        )
    return value

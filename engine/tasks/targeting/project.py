"""The project file: one JSON document that the GUI saves and `main.py run` executes.

Format "privdesk-project/1" (documented in README). Relative paths are resolved against
the project file's folder when loading and written relative to it when saving, so a
project folder can be moved or shared as a whole. Every value is validated on loading with
a message naming its key.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import InputError, ParameterError
from engine.data.roles import ColumnRoles
from engine.data.writers import write_text_atomic
from engine.mechanisms.mondrian import MondrianMechanism
from engine.mechanisms.partitioned import PartitionedMechanism, delta_for_size
from engine.mechanisms.projection import ProjectionMechanism
from engine.mechanisms.row_gaussian import RowGaussianMechanism

if TYPE_CHECKING:
    from engine.tasks.mobility.project import MobilityProject

FORMAT = "privdesk-project/1"
MECHANISMS = ("projection", "gaussian", "mondrian")
UTILITIES = ("poverty", "credit")
ID_HANDLING = ("tokenize", "drop")


@dataclass(frozen=True)
class InputSpec:
    path: Path
    sheet: str | None = None


@dataclass(frozen=True)
class TaskSpec:
    kind: str = "targeting"
    utility: str = "poverty"
    budget_share: float = 0.29
    population: float | None = None
    interest_rate: float = 0.2
    approval_threshold: float | None = None  # None: the lender's break-even probability


@dataclass(frozen=True)
class PreprocessingSpec:
    standardize: bool = True
    scaling: str = "clip"
    clip_radius: float | None = None


@dataclass(frozen=True)
class MechanismSpec:
    """Which mechanism, with every parameter. δ may be "auto": 1/(2·rows per part)."""

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
        if self.delta == "auto":
            return delta_for_size(math.ceil(n_rows / self.partitions))
        return float(self.delta)

    def build(self, n_rows: int):
        """The mechanism object for a release of `n_rows` rows."""
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
            "task": _plain(self.task),
            "preprocessing": _plain(self.preprocessing),
            "mechanism": _plain(self.mechanism),
            "audit": _plain(self.audit),
            "outputs": {
                "data": path_text(self.outputs.data),
                "report": path_text(self.outputs.report),
                "manifest": path_text(self.outputs.manifest),
                "identifiers": self.outputs.identifiers,
                "include_target": self.outputs.include_target,
            },
        }


def relative_path_text(path: Path | None, relative_to: Path | None) -> str | None:
    """A path as a project file stores it: relative to the project's folder when possible."""
    if path is None:
        return None
    if relative_to is not None:
        try:
            return Path(os.path.relpath(path, relative_to)).as_posix()
        except ValueError:  # another drive on Windows
            pass
    return str(path)


def _plain(spec) -> dict:
    return {f.name: getattr(spec, f.name) for f in fields(spec)}


def project_from_dict(data: dict, base_dir: Path) -> Project:
    """Validate a parsed project document; relative paths are taken from `base_dir`."""
    if not isinstance(data, dict):
        raise ParameterError("project", "the project file must hold a JSON object")
    if data.get("format") != FORMAT:
        raise ParameterError(
            "format",
            f"expected {FORMAT!r}, got {data.get('format')!r}; "
            f"this file was not written by this PrivDesk version",
        )
    unknown = set(data) - {
        "format",
        "input",
        "columns",
        "task",
        "preprocessing",
        "mechanism",
        "audit",
        "outputs",
    }
    if unknown:
        raise ParameterError(sorted(unknown)[0], "unknown section in the project file")

    def path_of(value, key) -> Path | None:
        if value is None:
            return None
        if not isinstance(value, str) or not value.strip():
            raise ParameterError(key, "must be a file path")
        path = Path(value).expanduser()
        return path if path.is_absolute() else (base_dir / path).resolve()

    inp = _section(data, "input", required=True)
    if "path" not in inp:
        raise ParameterError("input.path", "the project names no data file")
    input_spec = InputSpec(
        path_of(inp["path"], "input.path"), _typed(inp, "input", "sheet", (str, type(None)), None)
    )
    columns = _section(data, "columns", required=True)
    try:
        roles = ColumnRoles.from_dict(columns)
    except (KeyError, TypeError, ValueError) as exc:
        raise ParameterError("columns", f"cannot read the column roles ({exc})") from None

    task = _build(TaskSpec, _section(data, "task"), "task")
    if task.kind != "targeting":
        raise ParameterError("task.kind", f"only 'targeting' is available, got {task.kind!r}")
    if task.utility not in UTILITIES:
        raise ParameterError("task.utility", f"must be 'poverty' or 'credit', got {task.utility!r}")
    _in_range("task.budget_share", task.budget_share, 0, 1, open_low=True, open_high=True)
    if task.population is not None:
        _in_range("task.population", task.population, 0, math.inf, open_low=True)
    _in_range("task.interest_rate", task.interest_rate, 0, math.inf)
    if task.approval_threshold is not None:
        _in_range("task.approval_threshold", task.approval_threshold, 0, 1)

    prep = _build(PreprocessingSpec, _section(data, "preprocessing"), "preprocessing")
    if prep.scaling not in ("clip", "max_norm"):
        raise ParameterError(
            "preprocessing.scaling", f"must be 'clip' or 'max_norm', got {prep.scaling!r}"
        )
    mechanism = _validated_mechanism(
        _build(MechanismSpec, _section(data, "mechanism"), "mechanism")
    )
    audit = _build(AuditSpec, _section(data, "audit"), "audit")
    for key, low in (("simulations", 1), ("folds", 2), ("inference_targets", 10)):
        if not isinstance(getattr(audit, key), int) or getattr(audit, key) < low:
            raise ParameterError(f"audit.{key}", f"must be a whole number ≥ {low}")

    out = _section(data, "outputs")
    outputs = OutputSpec(
        path_of(out.get("data"), "outputs.data"),
        path_of(out.get("report"), "outputs.report"),
        path_of(out.get("manifest"), "outputs.manifest"),
        _typed(out, "outputs", "identifiers", str, "tokenize"),
        _typed(out, "outputs", "include_target", bool, False),
    )
    if outputs.identifiers not in ID_HANDLING:
        raise ParameterError("outputs.identifiers", "must be 'tokenize' or 'drop'")
    return Project(input_spec, roles, task, prep, mechanism, audit, outputs)


def _validated_mechanism(spec: MechanismSpec) -> MechanismSpec:
    """Check ranges now, so a bad project fails before any data is read."""
    if spec.name not in MECHANISMS:
        raise ParameterError(
            "mechanism.name", f"must be one of {', '.join(MECHANISMS)}, got {spec.name!r}"
        )
    if spec.delta != "auto" and not isinstance(spec.delta, int | float):
        raise ParameterError("mechanism.delta", 'must be a number or "auto"')
    if not isinstance(spec.partitions, int) or spec.partitions < 1:
        raise ParameterError("mechanism.partitions", "must be a whole number ≥ 1")
    try:
        spec.build(n_rows=max(1000, spec.partitions))
    except ParameterError as exc:
        raise ParameterError(f"mechanism.{exc.name}", str(exc).split(": ", 1)[1]) from None
    return spec


def _section(data: dict, name: str, required: bool = False) -> dict:
    value = data.get(name)
    if value is None:
        if required:
            raise ParameterError(name, "this section is missing from the project file")
        return {}
    if not isinstance(value, dict):
        raise ParameterError(name, "must be a JSON object")
    return value


# Accepted JSON types per setting: "number", "whole", "text", "bool"; "?" allows null.
SCHEMA: dict[type, dict[str, str]] = {
    TaskSpec: {
        "kind": "text",
        "utility": "text",
        "budget_share": "number",
        "population": "number?",
        "interest_rate": "number",
        "approval_threshold": "number?",
    },
    PreprocessingSpec: {"standardize": "bool", "scaling": "text", "clip_radius": "number?"},
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
TYPE_NAMES = {
    "number": "a number",
    "whole": "a whole number",
    "text": "text",
    "bool": "true or false",
    "auto": '"auto"',
}


def _has_type(value, kind: str) -> bool:
    if kind.endswith("?"):
        return value is None or _has_type(value, kind[:-1])
    if "|" in kind:
        return any(_has_type(value, part) for part in kind.split("|"))
    if kind == "auto":
        return value == "auto"
    if kind == "bool":
        return isinstance(value, bool)
    if isinstance(value, bool):
        return False  # JSON true/false is never a number
    if kind == "number":
        return isinstance(value, int | float) and math.isfinite(value)
    if kind == "whole":
        return isinstance(value, int)
    return isinstance(value, str)


def _build(cls, values: dict, section: str):
    """Fill a spec dataclass from `values`, checking every value's JSON type."""
    schema = SCHEMA[cls]
    for key, value in values.items():
        if key not in schema:
            raise ParameterError(f"{section}.{key}", "unknown setting")
        kind = schema[key]
        if not _has_type(value, kind):
            wanted = " or ".join(TYPE_NAMES[k] for k in kind.rstrip("?").split("|"))
            raise ParameterError(f"{section}.{key}", f"must be {wanted}, got {value!r}")
    return cls(**values)


def _typed(values: dict, section: str, key: str, types, default):
    value = values.get(key, default)
    if not isinstance(value, types):
        raise ParameterError(f"{section}.{key}", f"has the wrong type ({value!r})")
    return value


def _in_range(key, value, low, high, open_low=False, open_high=False) -> None:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and not math.isnan(value)
    ok = ok and (value > low if open_low else value >= low)
    ok = ok and (value < high if open_high else value <= high)
    if not ok:
        lo = "(" if open_low else "["
        hi = ")" if open_high else "]"
        raise ParameterError(key, f"must lie in {lo}{low}, {high}{hi}, got {value!r}")


def load_project(path: str | Path) -> Project | MobilityProject:
    """Read and validate a project file (a mobility project when task.kind is "mobility")."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("the project file does not exist.", path=path) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(
            f"cannot read the project file ({exc.__class__.__name__}).", path=path
        ) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}).", path=path
        ) from None
    task = data.get("task") if isinstance(data, dict) else None
    if isinstance(task, dict) and task.get("kind") == "mobility":
        from engine.tasks.mobility.project import mobility_project_from_dict

        return mobility_project_from_dict(data, path.resolve().parent)
    return project_from_dict(data, path.resolve().parent)


def save_project(project: Project | MobilityProject, path: str | Path) -> None:
    """Write the project atomically, paths relative to its folder."""
    path = Path(path).resolve()
    text = json.dumps(project.to_dict(relative_to=path.parent), indent=2, ensure_ascii=False)
    write_text_atomic(path, text + "\n")

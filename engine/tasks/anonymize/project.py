"""The anonymize project file (MATH 6; README "Anonymize project").

Format "privdesk-project/1" with task.kind = "anonymize". Sections: input, columns (roles),
masking (per direct identifier), generalization (per QI; absent → an automatic ladder by
type), privacy_model, audit (optional external file to link against), outputs. Every
value is type-checked with the shared helpers and refused naming its key, before any data
is read; relative paths are taken from the project file's folder. About 500 lines: each
section's dataclass beside its parser; the survey methods, the design roles, the brackets
and the form already have modules of their own.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.anonymize.models import L_KINDS
from engine.anonymize.regex_masks import BUILTINS, compile_user_pattern
from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import (
    FORMAT,
    InputSpec,
    check_sections,
    check_types,
    existing_file,
    in_range,
    path_of,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.tasks.anonymize.brackets import brackets_of
from engine.tasks.anonymize.design import DESIGN_SCHEMA, Design, design_from_dict
from engine.tasks.anonymize.form import input_with_form
from engine.tasks.anonymize.linked import check_linked_outputs
from engine.tasks.anonymize.methods_project import Methods, methods_from_dict
from engine.tasks.anonymize.sensitive import SENSITIVE_L, parse_sensitive_order

ROLES = ("identifiers", "quasi_identifiers", "sensitive", "keep", "drop")
MASK_METHODS = ("pseudonym", "redact", "regex", "codebook", "drop")
GEN_TYPES = ("interval", "date", "prefix", "hierarchy", "nominal")
ALGORITHMS = ("mondrian", "lattice", "auto")
DATA_SUFFIXES = (".csv", ".xlsx", ".parquet", ".sav", ".dta")
QI_WORDS = ("age", "birth", "dob", "sex", "gender", "region", "district", "village", "zip")

MASK_SCHEMA = {
    "method": "text",
    "pattern": "text?",
    "custom": "text?",
    "replacement": "text",
    "fixed_stars": "bool",
    "order": "text",
    "file": "text?",
    "key_file": "text?",
}
GEN_SCHEMA = {
    "type": "text",
    "anchor": "number?",
    "top": "number?",
    "bottom": "number?",
    "file": "text?",
}
MODEL_SCHEMA = {
    "k": "whole",
    "l": "whole",
    "l_kind": "text",
    "c": "number",
    "t": "number?",
    "max_suppression": "number",
    "algorithm": "text",
    "suppressed": "text",
    "exact": "bool",
    "local_suppression": "bool",
    "importance": "texts?",
}
AUDIT_SCHEMA = {
    "enabled": "bool",
    "seed": "whole?",
    "threshold": "number",
    "external": "object?",
    "classifier_target": "text?",
}
EXTERNAL_SCHEMA = {"path": "text", "sheet": "text?", "link_on": "object", "truth_on": "object?"}


@dataclass(frozen=True)
class Columns:
    identifiers: tuple[str, ...] = ()
    quasi_identifiers: tuple[str, ...] = ()
    sensitive: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()
    drop: tuple[str, ...] = ()
    ordered_sensitive: tuple[str, ...] | None = None  # None: numeric columns are ordered
    # Declared value orders of sensitive columns (engine.tasks.anonymize.sensitive).
    sensitive_order: dict[str, tuple[str, ...]] = field(default_factory=dict)
    design: Design = field(default_factory=Design)  # weight, household, strata, cluster

    def role_of(self, name: str) -> str | None:
        for role in ROLES:
            if name in getattr(self, role):
                return role
        return None


@dataclass(frozen=True)
class MaskSpec:
    method: str = "pseudonym"
    pattern: str | None = None  # built-in regex mask: email, phone, id, name
    custom: str | None = None  # the user's own regular expression
    replacement: str = "***"
    fixed_stars: bool = False
    order: str = "random"  # codebook order: random or monotone
    file: Path | None = None  # codebook file (value, code)
    key_file: Path | None = None  # pseudonyms stable across releases (linkable)


@dataclass(frozen=True)
class GenSpec:
    type: str
    widths: tuple[float, ...] | None = None
    anchor: float | None = None
    top: float | None = None
    bottom: float | None = None
    file: Path | None = None
    brackets: tuple[tuple[float, ...], ...] | None = None


@dataclass(frozen=True)
class ModelSettings:
    k: int = 5
    l: int = 1  # noqa: E741
    l_kind: str = "distinct"
    c: float = 2.0
    t: float | None = None
    max_suppression: float = 0.05
    algorithm: str = "auto"  # MATH 6.4: the lattice when small enough, else Mondrian
    suppressed: str = "remove"  # suppressed records: removed, or kept with every QI "*"
    exact: bool = False
    local_suppression: bool = False  # suppressed records keep their values but a few
    importance: tuple[str, ...] | None = None  # QIs kept longest first (None: fewest values)


@dataclass(frozen=True)
class ExternalSpec:
    path: Path
    link_on: dict[str, str]  # QI → external column
    sheet: str | None = None
    truth_on: dict[str, str] | None = None  # input column → external column (the truth)


@dataclass(frozen=True)
class AuditSettings:
    enabled: bool = True
    seed: int | None = None
    threshold: float = 0.2
    external: ExternalSpec | None = None
    classifier_target: str | None = None  # MATH 6.6 classifier utility (None: not run)


@dataclass(frozen=True)
class Outputs:
    data: Path | None = None
    report: Path | None = None
    manifest: Path | None = None


@dataclass(frozen=True)
class AnonymizeProject:
    input: InputSpec
    columns: Columns = field(default_factory=Columns)
    masking: dict[str, MaskSpec] = field(default_factory=dict)
    generalization: dict[str, GenSpec] = field(default_factory=dict)
    privacy_model: ModelSettings = field(default_factory=ModelSettings)
    audit: AuditSettings = field(default_factory=AuditSettings)
    outputs: Outputs = field(default_factory=Outputs)
    methods: Methods = field(default_factory=Methods)  # survey methods after the recoding

    def mask_for(self, column: str) -> MaskSpec:
        return self.masking.get(column, MaskSpec())

    def to_dict(self, relative_to: Path | None = None) -> dict:
        rel = lambda p: relative_path_text(p, relative_to)  # noqa: E731
        doc = {
            "format": FORMAT,
            "task": {"kind": "anonymize"},
            "input": self.input.to_dict(relative_to),
            **self.settings(rel),
            "outputs": {k: rel(getattr(self.outputs, k)) for k in ("data", "report", "manifest")},
        }
        doc["audit"]["seed"] = self.audit.seed
        return doc

    def settings(self, rel=lambda p: None if p is None else Path(p).name) -> dict:
        """The parameters (the manifest's copy names files only, never folders)."""
        cols = {role: list(getattr(self.columns, role)) for role in ROLES}
        if self.columns.ordered_sensitive is not None:
            cols["ordered_sensitive"] = list(self.columns.ordered_sensitive)
        if self.columns.sensitive_order:
            cols["sensitive_order"] = {c: list(v) for c, v in self.columns.sensitive_order.items()}
        cols.update(self.columns.design.to_dict())
        masking = {}
        for name, spec in self.masking.items():
            item = {"method": spec.method}
            for key in ("pattern", "custom"):
                if getattr(spec, key) is not None:
                    item[key] = getattr(spec, key)
            if spec.custom is not None:
                item["replacement"] = spec.replacement
            if spec.fixed_stars:
                item["fixed_stars"] = True
            if spec.method == "codebook":
                item["order"] = spec.order
            for key in ("file", "key_file"):
                if getattr(spec, key) is not None:
                    item[key] = rel(getattr(spec, key))
            masking[name] = item
        gen = {}
        for name, spec in self.generalization.items():
            item = {"type": spec.type}
            for key in ("widths", "anchor", "top", "bottom"):
                value = getattr(spec, key)
                if value is not None:
                    item[key] = list(value) if key == "widths" else value
            if spec.file is not None:
                item["file"] = rel(spec.file)
            if spec.brackets is not None:
                item["brackets"] = [list(b) for b in spec.brackets]
            gen[name] = item
        m = self.privacy_model
        a = self.audit
        external = None
        if a.external is not None:
            external = {"path": rel(a.external.path), "link_on": dict(a.external.link_on)}
            if a.external.sheet is not None:
                external["sheet"] = a.external.sheet
            if a.external.truth_on:
                external["truth_on"] = dict(a.external.truth_on)
        return {
            "columns": cols,
            **({"methods": self.methods.to_dict()} if self.methods.to_dict() else {}),
            "masking": masking,
            "generalization": gen,
            "privacy_model": {
                "k": m.k,
                "l": m.l,
                "l_kind": m.l_kind,
                "c": m.c,
                "t": m.t,
                "max_suppression": m.max_suppression,
                "algorithm": m.algorithm,
                "suppressed": m.suppressed,
                "exact": m.exact,
                "local_suppression": m.local_suppression,
                "importance": None if m.importance is None else list(m.importance),
            },
            "audit": {
                "enabled": a.enabled,
                "threshold": a.threshold,
                "external": external,
                "classifier_target": a.classifier_target,
            },
        }


SECTIONS = {
    "task",
    "input",
    "columns",
    "masking",
    "generalization",
    "privacy_model",
    "audit",
    "outputs",
    "methods",
}


def aux_file(value, key: str, base_dir: Path, data_dir: Path) -> Path:
    """An auxiliary input (external list, hierarchy, codebook, key file): relative to the
    project's folder, or else beside the data file (so the pair travels together)."""
    path = path_of(value, key, base_dir)
    if path is not None and not path.is_file() and not Path(value).is_absolute():
        beside = (data_dir / value).resolve()
        if beside.is_file():
            return beside
    return existing_file(value, key, base_dir)


def anonymize_project_from_dict(data: dict, base_dir: Path) -> AnonymizeProject:
    check_sections(data, SECTIONS)
    task = section(data, "task", required=True)
    for key in task:
        if key != "kind":
            raise ParameterError(f"task.{key}", tr("unknown setting for an anonymize project"))
    inp = input_with_form(data, base_dir)  # a table or a KoBo / ODK export; its XLSForm
    existing_file(str(inp.path), "input.path", base_dir)
    data_dir = inp.path.parent
    columns = columns_from_dict(section(data, "columns"))
    masking = {
        name: mask_from_dict(name, value, base_dir, data_dir)
        for name, value in section(data, "masking").items()
    }
    for name in masking:
        if name not in columns.identifiers:
            raise ParameterError(
                f"masking.{name}", tr("is not a direct identifier (columns.identifiers)")
            )
    gen = {
        name: gen_from_dict(name, value, base_dir, data_dir)
        for name, value in section(data, "generalization").items()
    }
    for name in gen:
        if name not in columns.quasi_identifiers:
            raise ParameterError(
                f"generalization.{name}",
                tr("is not a quasi-identifier (columns.quasi_identifiers)"),
            )
    model = model_from_dict(section(data, "privacy_model"), bool(columns.sensitive))
    for name in set(model.importance or ()) - set(columns.quasi_identifiers):
        message = tr("names {column}, which is not a quasi-identifier").format(column=repr(name))
        raise ParameterError("privacy_model.importance", message)
    audit = audit_from_dict(section(data, "audit"), columns, base_dir, data_dir)
    out = section(data, "outputs")
    check_types(out, dict.fromkeys(("data", "report", "manifest"), "text?"), "outputs")
    outputs = Outputs(**{k: path_of(v, f"outputs.{k}", base_dir) for k, v in out.items()})
    if outputs.data is not None and outputs.data.suffix.lower() not in DATA_SUFFIXES:
        raise ParameterError("outputs.data", tr("must end in .csv, .xlsx, .parquet, .sav or .dta"))
    check_linked_outputs(inp.kind, outputs.data)
    methods = methods_from_dict(section(data, "methods"), columns)
    return AnonymizeProject(inp, columns, masking, gen, model, audit, outputs, methods)


def columns_from_dict(values: dict) -> Columns:
    schema = {**dict.fromkeys(ROLES, "texts"), "ordered_sensitive": "texts?"}
    check_types(values, {**schema, **DESIGN_SCHEMA, "sensitive_order": "object?"}, "columns")
    seen: dict[str, str] = {}
    for role in ROLES:
        for name in values.get(role, []):
            if name in seen:
                raise ParameterError(
                    f"columns.{role}",
                    tr("{column} is also in columns.{role}").format(
                        column=repr(name), role=seen[name]
                    ),
                )
            seen[name] = role
    if not values.get("quasi_identifiers"):
        raise ParameterError("columns.quasi_identifiers", tr("name at least one quasi-identifier"))
    ordered = values.get("ordered_sensitive")
    for name in ordered or []:
        if name not in values.get("sensitive", []):
            raise ParameterError(
                "columns.ordered_sensitive",
                tr("{column} is not a sensitive column").format(column=repr(name)),
            )
    return Columns(
        **{role: tuple(values.get(role, [])) for role in ROLES},
        ordered_sensitive=None if ordered is None else tuple(ordered),
        sensitive_order=parse_sensitive_order(values),
        design=design_from_dict(values),
    )


def mask_from_dict(name: str, values, base_dir: Path, data_dir: Path) -> MaskSpec:
    key = f"masking.{name}"
    if not isinstance(values, dict):
        raise ParameterError(key, tr('must be a JSON object such as {"method": "pseudonym"}'))
    check_types(values, MASK_SCHEMA, key)
    spec = MaskSpec(**values)
    if spec.method not in MASK_METHODS:
        raise ParameterError(
            f"{key}.method", tr("must be one of {choices}").format(choices=", ".join(MASK_METHODS))
        )
    if spec.method == "regex":
        if (spec.pattern is None) == (spec.custom is None):
            raise ParameterError(
                key, tr('a regex mask needs either "pattern" (built-in) or "custom"')
            )
        if spec.pattern is not None and spec.pattern not in BUILTINS:
            raise ParameterError(
                f"{key}.pattern", tr("must be one of {choices}").format(choices=", ".join(BUILTINS))
            )
        if spec.custom is not None:
            compile_user_pattern(spec.custom, f"{key}.custom")
    if spec.order not in ("random", "monotone"):
        raise ParameterError(f"{key}.order", tr("must be random or monotone"))
    file = None if spec.file is None else aux_file(spec.file, f"{key}.file", base_dir, data_dir)
    key_file = None
    if spec.key_file is not None:
        key_file = aux_file(spec.key_file, f"{key}.key_file", base_dir, data_dir)
    return replace(spec, file=file, key_file=key_file)


def gen_from_dict(name: str, values, base_dir: Path, data_dir: Path) -> GenSpec:
    key = f"generalization.{name}"
    if not isinstance(values, dict):
        raise ParameterError(key, tr('must be a JSON object such as {"type": "date"}'))
    lists = ("widths", "brackets")
    check_types({k: v for k, v in values.items() if k not in lists}, GEN_SCHEMA, key)
    kind = values.get("type")
    if kind not in GEN_TYPES:
        raise ParameterError(
            f"{key}.type", tr("must be one of {choices}").format(choices=", ".join(GEN_TYPES))
        )
    widths = values.get("widths")
    if widths is not None:
        if (
            not isinstance(widths, list)
            or not widths
            or not all(
                isinstance(w, int | float) and not isinstance(w, bool) and w > 0 for w in widths
            )
        ):
            raise ParameterError(f"{key}.widths", tr("must be a list of positive numbers"))
        if any(b <= a for a, b in itertools.pairwise(widths)):
            raise ParameterError(f"{key}.widths", tr("must increase (w₁ < w₂ < …)"))
        widths = tuple(float(w) for w in widths)
    if kind == "hierarchy" and values.get("file") is None:
        raise ParameterError(f"{key}.file", tr("a hierarchy needs its CSV file"))
    file = None
    if values.get("file") is not None:
        file = aux_file(values["file"], f"{key}.file", base_dir, data_dir)
    brackets = brackets_of(values.get("brackets"), f"{key}.brackets")
    if brackets is not None and widths is not None:
        raise ParameterError(f"{key}.brackets", tr("give either widths or brackets, not both"))
    return GenSpec(
        kind, widths, values.get("anchor"), values.get("top"), values.get("bottom"), file, brackets
    )


def model_from_dict(values: dict, sensitive: bool = False) -> ModelSettings:
    check_types(values, MODEL_SCHEMA, "privacy_model")  # no l: 2 once a column is sensitive
    m = ModelSettings(**{"l": SENSITIVE_L if sensitive else 1, **values})
    whole_at_least("privacy_model.k", m.k, 1)
    whole_at_least("privacy_model.l", m.l, 1)
    if m.l_kind not in L_KINDS:
        raise ParameterError(
            "privacy_model.l_kind",
            tr("must be one of {choices}").format(choices=", ".join(L_KINDS)),
        )
    in_range("privacy_model.c", m.c, 0, float("inf"), open_low=True, open_high=True)
    if m.t is not None:
        in_range("privacy_model.t", m.t, 0, 1)
    in_range("privacy_model.max_suppression", m.max_suppression, 0, 1, open_high=True)
    if m.algorithm not in ALGORITHMS:
        raise ParameterError(
            "privacy_model.algorithm",
            tr("must be one of {choices}").format(choices=", ".join(ALGORITHMS)),
        )
    if m.suppressed not in ("remove", "star"):
        raise ParameterError("privacy_model.suppressed", tr("must be remove or star"))
    if m.local_suppression and (m.l > 1 or m.t is not None):
        raise ParameterError(
            "privacy_model.local_suppression",
            tr("reaches k-anonymity only: set l = 1 and t = null, or turn it off"),
        )
    return replace(m, importance=None if m.importance is None else tuple(m.importance))


def audit_from_dict(
    values: dict, columns: Columns, base_dir: Path, data_dir: Path
) -> AuditSettings:
    check_types(values, AUDIT_SCHEMA, "audit")
    external = values.get("external")
    spec = None
    if external is not None:
        check_types(external, EXTERNAL_SCHEMA, "audit.external")
        if "path" not in external:
            raise ParameterError("audit.external.path", tr("name the external file"))
        link_on = external.get("link_on") or {}
        if not link_on:
            raise ParameterError("audit.external.link_on", tr("name at least one shared column"))
        for qi, other in link_on.items():
            if qi not in columns.quasi_identifiers:
                raise ParameterError(
                    "audit.external.link_on",
                    tr("{column} is not a quasi-identifier").format(column=repr(qi)),
                )
            if not isinstance(other, str):
                raise ParameterError(f"audit.external.link_on.{qi}", tr("must be a column name"))
        truth = external.get("truth_on")
        for name, other in (truth or {}).items():
            if not isinstance(other, str):
                raise ParameterError(f"audit.external.truth_on.{name}", tr("must be a column name"))
        spec = ExternalSpec(
            aux_file(external["path"], "audit.external.path", base_dir, data_dir),
            dict(link_on),
            external.get("sheet"),
            dict(truth) if truth else None,
        )
    settings = AuditSettings(
        values.get("enabled", True),
        values.get("seed"),
        values.get("threshold", 0.2),
        spec,
        values.get("classifier_target"),
    )
    if settings.classifier_target in columns.identifiers:
        raise ParameterError("audit.classifier_target", tr("must not be a direct identifier"))
    in_range("audit.threshold", settings.threshold, 0, 1, open_low=True)
    return settings

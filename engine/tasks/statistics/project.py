"""The statistics project file: queries, budget and ledger, audits, outputs (MATH 7).

Format "privdesk-project/1" with task.kind = "statistics". Every value is checked with the
shared helpers of `engine.core.project_file` and refused with a message naming its key
(`queries[2].bounds`), before any data is read. Bounds are always declared, never taken
from the data.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import (
    FORMAT,
    InputSpec,
    check_sections,
    check_types,
    input_spec,
    path_of,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.core.spark_paths import spark_location
from engine.data.engines import EngineSpec, refuse_remote
from engine.privacy.dataset_ledger import check_ledger_values
from engine.privacy.delta_rule import delta_bound
from engine.privacy.ledger_store import DEFAULT_LEDGER_DELTA
from engine.statistics.budget import SPLITS, split_budget
from engine.statistics.categories import (
    categories_from_dict,
    categories_to_dict,
    check_private_spend,
    private_spend,
)
from engine.statistics.cell_bounds import unit_query
from engine.statistics.out_of_core import engine_for_file
from engine.statistics.privacy_unit import PrivacyUnit, privacy_unit_from_dict
from engine.statistics.queries import (
    CHOOSES_NOISE,
    OUT_OF_CORE_TYPES,
    Query,
)
from engine.tasks.statistics.number_lists import bounds_of, numbers_of
from engine.tasks.statistics.query_spec import query_from_dict

TABLE_SUFFIXES = (".csv", ".xlsx")
MAX_RECONSTRUCTION_ROWS = 500  # MATH 7.8: n ≤ 500 sampled rows
MAX_RECONSTRUCTION_QUERIES = 4_000
# The model task's cap too: above it e^ε exceeds 10^43, so nothing is protected, and the
# ledger's ε²/2 (zCDP) and the noise calibrations leave floating point (1e300: overflow).
MAX_EPSILON = 100.0


@dataclass(frozen=True)
class BudgetSpec:
    """Total (ε, δ) split over the queries; the dataset's ledger file and limit."""

    epsilon: float = 1.0
    delta: float | str = "auto"  # the one rule's default for the file's rows, at release
    split: str = "equal"
    weights: tuple[float, ...] | None = None
    ledger: Path | None = None  # None: the user's data folder, keyed by the input's SHA-256
    limit_epsilon: float | None = None
    limit_delta: float | None = None
    ledger_delta: float = DEFAULT_LEDGER_DELTA


@dataclass(frozen=True)
class ReconstructionSpec:
    column: str | None = None
    queries: tuple[int, ...] = (100, 200, 400)
    rows: int = 100


@dataclass(frozen=True)
class DifferencingSpec:
    column: str | None = None
    bounds: tuple[float, float] | None = None  # None: a query's bounds on that column


@dataclass(frozen=True)
class StatisticsAuditSpec:
    enabled: bool = True
    seed: int | None = None
    reconstruction: ReconstructionSpec = field(default_factory=ReconstructionSpec)
    differencing: DifferencingSpec = field(default_factory=DifferencingSpec)


@dataclass(frozen=True)
class ProcessingSpec:
    """out_of_core: aggregate straight from the file with DuckDB (inputs larger than
    memory); counts, sums, means, histograms and contingency tables only, no attacks."""

    out_of_core: bool = False


@dataclass(frozen=True)
class StatisticsOutputs:
    data: Path | None = None
    report: Path | None = None
    manifest: Path | None = None
    ledger: Path | None = None  # the dataset's ledger as a table, after this release


@dataclass(frozen=True)
class StatisticsProject:
    input: InputSpec
    queries: tuple[Query, ...] = ()
    categories: dict = field(default_factory=dict)  # column → declared category labels
    budget: BudgetSpec = field(default_factory=BudgetSpec)
    audit: StatisticsAuditSpec = field(default_factory=StatisticsAuditSpec)
    outputs: StatisticsOutputs = field(default_factory=StatisticsOutputs)
    processing: ProcessingSpec = field(default_factory=ProcessingSpec)
    # column → `CategorySource` where its categories are not a typed list (codebook, private)
    category_sources: dict = field(default_factory=dict)
    privacy_unit: PrivacyUnit = field(default_factory=PrivacyUnit)  # who is protected
    engine: EngineSpec = field(default_factory=EngineSpec)  # who aggregates out of core

    def __post_init__(self):  # every query's noise is for one unit's bounded rows
        queries = tuple(unit_query(q, self.privacy_unit) for q in self.queries)
        object.__setattr__(self, "queries", queries)

    def shares(self) -> list[tuple[float, float]]:
        """(εᵢ, δᵢ) of every query (MATH 7.4), after the private choices of groups."""
        b = self.budget
        weights = list(b.weights) if b.split == "weights" else [1.0] * len(self.queries)
        needs = [q.type in CHOOSES_NOISE and q.mechanism == "gaussian" for q in self.queries]
        chosen_epsilon, chosen_delta = private_spend(self.category_sources)
        epsilon, delta = b.epsilon - chosen_epsilon, max(delta_bound(b.delta) - chosen_delta, 0)
        return split_budget(epsilon, delta, weights, needs)

    def settings(self) -> dict:
        """The parameters as the manifest records them (file names only)."""
        b, a = self.budget, self.audit
        return {
            "task": {"kind": "statistics"},
            "queries": [q.to_dict() for q in self.queries],
            "categories": {k: list(v) for k, v in self.categories.items()},
            "category_sources": {k: v.settings() for k, v in self.category_sources.items()},
            "processing": {"out_of_core": self.processing.out_of_core},
            "privacy_unit": self.privacy_unit.settings(),
            "engine": self.engine.settings(),
            "budget": {
                "epsilon": b.epsilon,
                "delta": b.delta,
                "split": b.split,
                "weights": None if b.weights is None else list(b.weights),
                "limit_epsilon": b.limit_epsilon,
                "limit_delta": b.limit_delta,
                "ledger_delta": b.ledger_delta,
            },
            "audit": {
                "enabled": a.enabled,
                "reconstruction": {
                    "column": a.reconstruction.column,
                    "queries": list(a.reconstruction.queries),
                    "rows": a.reconstruction.rows,
                },
                "differencing": {
                    "column": a.differencing.column,
                    "bounds": None
                    if a.differencing.bounds is None
                    else list(a.differencing.bounds),
                },
            },
        }

    def to_dict(self, relative_to: Path | None = None) -> dict:
        settings = self.settings()
        budget = dict(settings["budget"])
        budget["ledger"] = relative_path_text(self.budget.ledger, relative_to)
        return {
            "format": FORMAT,
            "task": settings["task"],
            "input": self.input.to_dict(relative_to),
            "queries": settings["queries"],
            "categories": categories_to_dict(self.categories, self.category_sources, relative_to),
            "processing": settings["processing"],
            "privacy_unit": settings["privacy_unit"],
            "budget": budget,
            "audit": {**settings["audit"], "seed": self.audit.seed},
            "outputs": {
                key: relative_path_text(getattr(self.outputs, key), relative_to)
                for key in ("data", "report", "manifest", "ledger")
            },
        } | self.engine.section()


SECTIONS = {"task", "input", "queries", "categories", "budget", "audit", "outputs"}
SECTIONS |= {"processing", "privacy_unit", "engine"}
BUDGET_SCHEMA = {
    "epsilon": "number",
    "delta": "number|auto",
    "split": "text",
    "ledger": "text?",
    "limit_epsilon": "number?",
    "limit_delta": "number?",
    "ledger_delta": "number",
}
AUDIT_SCHEMA = {"enabled": "bool", "seed": "whole?", "reconstruction": "object?"}
AUDIT_SCHEMA["differencing"] = "object?"


def statistics_project_from_dict(data: dict, base_dir: Path) -> StatisticsProject:
    check_sections(data, SECTIONS)
    task = section(data, "task", required=True)
    for key in task:
        if key != "kind":
            raise ParameterError(f"task.{key}", tr("unknown setting for a statistics project"))
    inp = input_spec(data, base_dir)
    remote = spark_location(section(data, "input")["path"])  # checked with the engine below
    inp = inp if remote is None else replace(inp, path=remote)
    raw_queries = data.get("queries")
    if not isinstance(raw_queries, list) or not raw_queries:
        raise ParameterError("queries", tr("must be a non-empty list of queries"))
    queries = tuple(query_from_dict(q, f"queries[{i}]") for i, q in enumerate(raw_queries))
    categories, sources = categories_from_dict(section(data, "categories"), base_dir)
    budget = budget_from_dict(section(data, "budget"), len(queries), base_dir)
    check_private_spend(sources, budget.epsilon, delta_bound(budget.delta))
    audit = audit_from_dict(section(data, "audit"))
    outputs = outputs_from_dict(section(data, "outputs"), base_dir)
    processing = processing_from_dict(section(data, "processing"), queries, audit)
    unit = privacy_unit_from_dict(data.get("privacy_unit"), queries, private_spend(sources)[0] > 0)
    engine = engine_for_file(data.get("engine"), processing.out_of_core)
    refuse_remote({"input.path": inp.path}, engine)
    if remote is not None and budget.ledger is None:
        raise ParameterError(
            "budget.ledger",
            tr(
                "Spark reads the input where it lives, so it is not fingerprinted on this "
                "machine and its privacy ledger cannot be found by its content: name the "
                "ledger file here, the same file for every release of this dataset"
            ),
        )
    project = StatisticsProject(inp, queries, categories, budget, audit, outputs, processing,
                                sources, unit, engine)  # fmt: skip
    project.shares()  # δ for Gaussian queries, weights: refused here, by key
    return project


def budget_from_dict(values: dict, queries: int, base_dir: Path) -> BudgetSpec:
    check_types({k: v for k, v in values.items() if k != "weights"}, BUDGET_SCHEMA, "budget")
    settings = dict(values)
    if settings.get("split", "equal") not in SPLITS:
        raise ParameterError(
            "budget.split",
            tr("must be equal or weights, got {value}").format(value=repr(settings["split"])),
        )
    epsilon = settings.get("epsilon", 1.0)
    if not epsilon > 0:
        raise ParameterError(
            "budget.epsilon",
            tr("must be a positive number, got {value}").format(value=repr(epsilon)),
        )
    if epsilon > MAX_EPSILON:
        raise ParameterError(
            "budget.epsilon",
            tr(
                "must lie in (0, {most}], got {value}: above it the guarantee's factor e^ε "
                "exceeds 10^43, so nothing is protected (the model task has the same cap)"
            ).format(most=f"{MAX_EPSILON:g}", value=repr(epsilon)),
        )
    if not 0 <= delta_bound(settings.get("delta", "auto")) < 1:
        raise ParameterError(
            "budget.delta",
            tr("must lie in {interval}, got {value}").format(
                interval="[0, 1)", value=repr(settings["delta"])
            ),
        )
    weights = settings.get("weights")
    if weights is not None:
        weights = numbers_of(weights, "budget.weights")
        if len(weights) != queries:
            raise ParameterError(
                "budget.weights",
                tr("needs one weight per query ({count}), got {value}").format(
                    count=queries, value=len(weights)
                ),
            )
        settings["weights"] = weights
    if settings.get("split") == "weights" and weights is None:
        raise ParameterError("budget.weights", tr("a weighted split needs one weight per query"))
    check_ledger_values(settings)  # the limits and δ_L, as every task's budget
    settings["ledger"] = path_of(settings.get("ledger"), "budget.ledger", base_dir)
    return BudgetSpec(**settings)


def audit_from_dict(values: dict) -> StatisticsAuditSpec:
    check_types(values, AUDIT_SCHEMA, "audit")
    rec = values.get("reconstruction") or {}
    check_types(
        rec, {"column": "text?", "queries": "wholes", "rows": "whole"}, "audit.reconstruction"
    )
    reconstruction = ReconstructionSpec(
        **{**rec, "queries": tuple(rec.get("queries", (100, 200, 400)))}
    )
    whole_at_least("audit.reconstruction.rows", reconstruction.rows, 10, MAX_RECONSTRUCTION_ROWS)
    if not reconstruction.queries:
        raise ParameterError("audit.reconstruction.queries", tr("must list at least one number"))
    for m in reconstruction.queries:
        whole_at_least("audit.reconstruction.queries", m, 1, MAX_RECONSTRUCTION_QUERIES)
    dif = values.get("differencing") or {}
    check_types(
        {k: v for k, v in dif.items() if k != "bounds"}, {"column": "text?"}, "audit.differencing"
    )
    bounds = dif.get("bounds")
    differencing = DifferencingSpec(
        dif.get("column"),
        None if bounds is None else bounds_of(bounds, "audit.differencing.bounds"),
    )
    return StatisticsAuditSpec(
        values.get("enabled", True), values.get("seed"), reconstruction, differencing
    )


def processing_from_dict(values: dict, queries, audit: StatisticsAuditSpec) -> ProcessingSpec:
    check_types(values, {"out_of_core": "bool"}, "processing")
    spec = ProcessingSpec(**values)
    if spec.out_of_core:
        for i, query in enumerate(queries):
            if query.type not in OUT_OF_CORE_TYPES:
                raise ParameterError(
                    f"queries[{i}].type",
                    tr(
                        "a {kind} query needs the table in memory; with processing.out_of_core "
                        "only {kinds} are possible"
                    ).format(kind=query.type, kinds=", ".join(OUT_OF_CORE_TYPES)),
                )
        for name in ("reconstruction", "differencing"):
            if audit.enabled and getattr(audit, name).column is not None:
                raise ParameterError(
                    f"audit.{name}.column",
                    tr(
                        "the attacks need the table in memory; set it to null with "
                        "processing.out_of_core"
                    ),
                )
    return spec


def outputs_from_dict(values: dict, base_dir: Path) -> StatisticsOutputs:
    keys = ("data", "report", "manifest", "ledger")
    check_types(values, dict.fromkeys(keys, "text?"), "outputs")
    outputs = StatisticsOutputs(
        **{k: path_of(v, f"outputs.{k}", base_dir) for k, v in values.items()}
    )
    for key in ("data", "ledger"):
        path = getattr(outputs, key)
        if path is not None and path.suffix.lower() not in TABLE_SUFFIXES:
            raise ParameterError(f"outputs.{key}", tr("must end in .csv or .xlsx"))
    return outputs


def with_queries(project: StatisticsProject, queries) -> StatisticsProject:
    """The project with another list of queries (weights reset to an equal split)."""
    budget = replace(project.budget, split="equal", weights=None)
    return replace(project, queries=tuple(queries), budget=budget)


def with_out_of_core(project: StatisticsProject, on: bool) -> StatisticsProject:
    """The project aggregating straight from the file (`processing.out_of_core`) or from
    the table in memory; switched on, the attacks are set not to run (they need the table
    in memory). `check_processing` says whether its queries allow it."""
    audit = project.audit
    if on:
        audit = replace(
            audit,
            reconstruction=replace(audit.reconstruction, column=None),
            differencing=replace(audit.differencing, column=None),
        )
    return replace(project, processing=ProcessingSpec(on), audit=audit)


def check_processing(project: StatisticsProject) -> None:
    """Raise the project reader's ParameterError if the processing does not suit the
    queries or the attacks (for projects built in the wizard rather than read)."""
    processing_from_dict(
        {"out_of_core": project.processing.out_of_core}, project.queries, project.audit
    )

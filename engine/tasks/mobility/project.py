"""The mobility project file: private daily O-D matrices run headless (MATH 5).

Format "privdesk-project/1" with task.kind = "mobility"; `engine.core.project_file.load_project`
dispatches here through the task registry. Every value is type-checked with the shared
helpers and refused with a message naming its key, before any data is read. Relative paths
are resolved against the project file's folder.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import ParameterError
from engine.core.i18n import number, tr
from engine.core.jobs import JobContext
from engine.core.project_file import (
    FORMAT,
    check_sections,
    check_types,
    existing_file,
    path_of,
    relative_path_text,
    section,
    whole_at_least,
)
from engine.data.engines import EngineSpec, engine_from_dict, input_file, refuse_remote
from engine.mobility.od_matrix import ODMechanism
from engine.mobility.record_shapes import RECORD_OPTIONS, record_shape
from engine.mobility.study_calendar import MAX_DAYS
from engine.mobility.trips import (
    RECORD_COLUMNS,
    TRIP_COLUMNS,
    InputSummary,
    describe_records,
    describe_trips,
)

MATRIX_SUFFIXES = (".csv", ".parquet")
DEFAULT_TOP_K = (3, 5, 10)
# Each membership target trains its own classifiers: 100,000 targets took 401 s on a laptop.
MAX_MEMBERSHIP_TARGETS = 1_000


@dataclass(frozen=True)
class MobilityInput:
    """Either call records with a tower table, or ready-made trips."""

    records: Path | None = None
    towers: Path | None = None
    trips: Path | None = None

    @property
    def kind(self) -> str:
        return "trips" if self.trips is not None else "records"

    @property
    def files(self) -> dict[str, Path]:
        """Role → path of every input file."""
        if self.trips is not None:
            return {"trips": self.trips}
        return {"records": self.records, "towers": self.towers}

    @property
    def main_file(self) -> Path:
        """The records or the trips: the file whose rows become trips."""
        return self.trips if self.trips is not None else self.records

    def describe(self, columns: dict[str, str], ctx: JobContext | None = None) -> InputSummary:
        """Check the input as a release would (same refusals) and summarize it."""
        if self.trips is not None:
            return describe_trips(self.trips, columns=columns, ctx=ctx)
        return describe_records(self.records, self.towers, columns=columns, ctx=ctx)


@dataclass(frozen=True)
class ODMechanismSpec:
    """MATH 5.2: ε per day, trip or individual level, T trips per person-day, threshold τ."""

    epsilon: float = 1.0
    level: str = "trip"
    trips_per_day: int = 1
    threshold: int = 0

    def build(self) -> ODMechanism:
        return ODMechanism(self.epsilon, self.trips_per_day, self.threshold, self.level)

    @property
    def cap(self) -> int | None:
        """T for the counting step: None counts every trip (trip level)."""
        return self.trips_per_day if self.level == "individual" else None


@dataclass(frozen=True)
class MembershipSpec:
    enabled: bool = False
    targets: int = 50


@dataclass(frozen=True)
class MobilityAuditSpec:
    """Audit settings. `seed` fixes the audits' own random choices (a random SIR origin,
    the membership targets and classifiers), never the cap or the noise of the release."""

    enabled: bool = True
    seed: int | None = None
    sir_origin: str | None = None
    sir_beta: float = 0.10  # MATH 5.4 defaults (the paper's); a short period may need more
    sir_mu: float = 0.04
    event_day: dt.date | None = None
    event_regions: tuple[str, ...] = ()
    top_k: tuple[int, ...] = DEFAULT_TOP_K
    membership: MembershipSpec = field(default_factory=MembershipSpec)


@dataclass(frozen=True)
class StudyPeriod:
    """The declared study period: every day from `start` to `end` (both included) is
    released, with or without records; records on other days are not counted."""

    start: dt.date
    end: dt.date

    @property
    def bounds(self) -> tuple[dt.date, dt.date]:
        return self.start, self.end


@dataclass(frozen=True)
class MobilityOutputSpec:
    matrices: Path | None = None
    report: Path | None = None
    manifest: Path | None = None


@dataclass(frozen=True)
class MobilityProject:
    input: MobilityInput
    columns: dict[str, str]
    mechanism: ODMechanismSpec = field(default_factory=ODMechanismSpec)
    audit: MobilityAuditSpec = field(default_factory=MobilityAuditSpec)
    outputs: MobilityOutputSpec = field(default_factory=MobilityOutputSpec)
    period: StudyPeriod | None = None  # None: first to last record day
    max_days: int = MAX_DAYS  # the longest calendar released without refusal (period.max_days)
    engine: EngineSpec = field(default_factory=EngineSpec)  # who reads and counts the records

    def to_dict(self, relative_to: Path | None = None) -> dict:
        """The project file's content; `mobility_project_from_dict` reads it back."""
        settings = self.settings()
        audit = {**settings["audit"], "seed": self.audit.seed}
        document = {
            "format": FORMAT,
            "input": {
                role: relative_path_text(path, relative_to)
                for role, path in self.input.files.items()
            },
            "columns": settings["columns"],
            "task": settings["task"],
            "mechanism": settings["mechanism"],
            "audit": audit,
            "outputs": {
                key: relative_path_text(getattr(self.outputs, key), relative_to)
                for key in ("matrices", "report", "manifest")
            },
        }
        if settings["period"] is not None:
            document["period"] = settings["period"]
        return document | self.engine.section()

    def settings(self) -> dict:
        """The parameters as the manifest records them (file names only, no folders)."""
        a = self.audit
        return {
            "task": {"kind": "mobility"},
            "input_kind": self.input.kind,
            "columns": dict(self.columns),
            "period": self._period_settings(),
            "engine": self.engine.settings(),
            "mechanism": {
                "epsilon": self.mechanism.epsilon,
                "level": self.mechanism.level,
                "trips_per_day": self.mechanism.trips_per_day,
                "threshold": self.mechanism.threshold,
            },
            "audit": {
                "enabled": a.enabled,
                "sir_origin": a.sir_origin,
                "sir_beta": a.sir_beta,
                "sir_mu": a.sir_mu,
                "event_day": None if a.event_day is None else a.event_day.isoformat(),
                "event_regions": list(a.event_regions),
                "top_k": list(a.top_k),
                "membership": {"enabled": a.membership.enabled, "targets": a.membership.targets},
            },
        }

    def _period_settings(self) -> dict | None:
        """The period section: its dates when declared, max_days when not the default."""
        period = {}
        if self.period is not None:
            period = {"start": self.period.start.isoformat(), "end": self.period.end.isoformat()}
        if self.max_days != MAX_DAYS:
            period["max_days"] = self.max_days
        return period or None


SECTIONS = {"input", "columns", "task", "mechanism", "audit", "outputs", "period", "engine"}
MECHANISM_SCHEMA = {
    "epsilon": "number",
    "level": "text",
    "trips_per_day": "whole",
    "threshold": "whole",
}
AUDIT_SCHEMA = {
    "enabled": "bool",
    "seed": "whole?",
    "sir_origin": "text?",
    "sir_beta": "number",
    "sir_mu": "number",
    "event_day": "text?",
    "event_regions": "texts",
    "top_k": "wholes",
    "membership": "object",
}
MEMBERSHIP_SCHEMA = {"enabled": "bool", "targets": "whole"}


def mobility_project_from_dict(data: dict, base_dir: Path) -> MobilityProject:
    """Validate a parsed mobility project; relative paths are taken from `base_dir`."""
    check_sections(data, SECTIONS)
    task = section(data, "task", required=True)
    for key in task:
        if key != "kind":
            raise ParameterError(f"task.{key}", tr("unknown setting for a mobility project"))

    inp = section(data, "input", required=True)
    check_types(inp, dict.fromkeys(("records", "towers", "trips"), "text"), "input")
    if "trips" in inp and ("records" in inp or "towers" in inp):
        raise ParameterError(
            "input", tr('give either "records" and "towers", or "trips", not both')
        )
    if "trips" in inp:
        source = MobilityInput(trips=existing_file(inp["trips"], "input.trips", base_dir))
        defaults = TRIP_COLUMNS
    else:
        for key in ("records", "towers"):
            if key not in inp:
                raise ParameterError(f"input.{key}", tr("the project names no such file"))
        source = MobilityInput(  # either may be a location Spark reads (hdfs://, s3a://…)
            records=input_file(inp["records"], "input.records", base_dir),
            towers=input_file(inp["towers"], "input.towers", base_dir),
        )
        defaults = RECORD_COLUMNS

    cols = section(data, "columns")
    options = RECORD_OPTIONS if defaults is RECORD_COLUMNS else ()
    check_types(cols, dict.fromkeys([*defaults, *options], "text"), "columns")
    for key, value in cols.items():
        if not isinstance(value, str) or not value.strip():
            raise ParameterError(
                f"columns.{key}", tr("must be a column name, got {value}").format(value=repr(value))
            )
    columns = {**defaults, **cols}
    if options:
        record_shape(columns)  # time format and zone: refused here, before any data is read

    mech = section(data, "mechanism")
    check_types(mech, MECHANISM_SCHEMA, "mechanism")
    mechanism = ODMechanismSpec(**mech)
    try:
        mechanism.build()
    except ParameterError as exc:
        reason = str(exc).split(": ", 1)[1]
        raise ParameterError(f"mechanism.{exc.name}", reason) from None

    audit = audit_spec_from_dict(section(data, "audit"))
    period, max_days = period_from_dict(section(data, "period"))

    out = section(data, "outputs")
    check_types(out, dict.fromkeys(("matrices", "report", "manifest"), "text?"), "outputs")
    outputs = MobilityOutputSpec(
        **{key: path_of(value, f"outputs.{key}", base_dir) for key, value in out.items()}
    )
    if outputs.matrices is not None and outputs.matrices.suffix.lower() not in MATRIX_SUFFIXES:
        raise ParameterError("outputs.matrices", tr("must end in .csv or .parquet"))
    engine = engine_from_dict(data.get("engine"))
    if engine.is_spark and source.kind == "trips":
        raise ParameterError(
            "engine.kind",
            tr(
                "the Spark engine reads call records (input.records and input.towers); "
                "ready-made trips are counted by the built-in engine."
                '\nDetails: engine.kind "duckdb"'
            ),
        )
    refuse_remote({f"input.{role}": path for role, path in source.files.items()}, engine)
    return MobilityProject(source, columns, mechanism, audit, outputs, period, max_days, engine)


def period_from_dict(values: dict) -> tuple[StudyPeriod | None, int]:
    """The optional study period: both `start` and `end` (YYYY-MM-DD, start ≤ end), or
    neither (the first to the last record day); and `max_days`, which confirms a calendar
    longer than MAX_DAYS (study_calendar says why: each day is charged ε)."""
    check_types(values, {"start": "text", "end": "text", "max_days": "whole"}, "period")
    values = dict(values)
    max_days = values.pop("max_days", MAX_DAYS)
    whole_at_least("period.max_days", max_days, 1)
    if not values:
        return None, max_days
    for key, other in (("start", "end"), ("end", "start")):
        if key not in values:
            raise ParameterError(
                f"period.{key}",
                tr(
                    "is missing: give both period.start and period.end (or no period "
                    "section), not only period.{other}"
                ).format(other=other),
            )
    dates = {}
    for key in ("start", "end"):
        try:
            dates[key] = dt.date.fromisoformat(values[key])
        except ValueError:
            raise ParameterError(
                f"period.{key}",
                tr("must be a date YYYY-MM-DD, got {value}").format(value=repr(values[key])),
            ) from None
    if dates["start"] > dates["end"]:
        raise ParameterError(
            "period.end",
            tr("{end} is before period.start ({start})").format(
                end=dates["end"], start=dates["start"]
            ),
        )
    days = (dates["end"] - dates["start"]).days + 1
    if days > max_days:
        raise ParameterError(
            "period.end",
            tr(
                "the period holds {days} days, more than the {limit} daily matrices a release "
                "holds unless confirmed (each day is charged ε): declare a shorter period, or "
                "confirm this length with period.max_days = {value}"
            ).format(days=number(days, ","), limit=number(max_days, ","), value=days),
        )
    return StudyPeriod(dates["start"], dates["end"]), max_days


def audit_spec_from_dict(values: dict) -> MobilityAuditSpec:
    """The audit section, validated (the wizard's task page checks its controls here too)."""
    check_types(values, AUDIT_SCHEMA, "audit")
    settings = dict(values)
    membership = settings.pop("membership", None) or {}
    check_types(membership, MEMBERSHIP_SCHEMA, "audit.membership")
    member = MembershipSpec(**membership)
    whole_at_least("audit.membership.targets", member.targets, 1, MAX_MEMBERSHIP_TARGETS)
    if settings.get("event_day") is not None:
        try:
            settings["event_day"] = dt.date.fromisoformat(settings["event_day"])
        except ValueError:
            raise ParameterError(
                "audit.event_day",
                tr("must be a date YYYY-MM-DD, got {value}").format(
                    value=repr(settings["event_day"])
                ),
            ) from None
    top_k = tuple(settings.get("top_k", DEFAULT_TOP_K))
    if not top_k or any(k < 1 for k in top_k):
        raise ParameterError("audit.top_k", tr("must list whole numbers ≥ 1"))
    settings["top_k"] = top_k
    settings["event_regions"] = tuple(settings.get("event_regions", ()))
    spec = MobilityAuditSpec(**settings, membership=member)
    if not 0 < spec.sir_beta <= 0.5:
        raise ParameterError(
            "audit.sir_beta",
            tr("must lie in (0, 0.5]: the model needs β(1 + α) ≤ 1 with α = 1"),
        )
    if not 0 < spec.sir_mu <= 1:
        raise ParameterError("audit.sir_mu", tr("must lie in (0, 1]"))
    if spec.event_day is not None and not spec.event_regions:
        raise ParameterError("audit.event_regions", tr("name the affected region(s) of the event"))
    return spec

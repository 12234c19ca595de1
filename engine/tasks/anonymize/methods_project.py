"""The `methods` section of an anonymize project: the survey methods applied after the
recoding (README "Anonymize project").

    "methods": {
      "household_variables": ["dwelling", "water"],
      "pram": {"columns": ["water"], "pd": 0.8, "alpha": 0.5, "invariant": true},
      "microaggregation": {"columns": ["income", "expenses"], "k": 3},
      "noise": {"columns": ["savings"], "method": "additive", "level": 150},
      "top_bottom": {"income": {"top": 5000, "top_value": 5000}}
    }

Every key is type-checked and refused naming it, before any data is read; the columns'
values are checked when the data is read (engine.tasks.anonymize.methods).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from engine.anonymize.noise import NOISE_METHODS
from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import check_types, in_range, whole_at_least

METHODS_SCHEMA = {
    "household_variables": "texts",
    "pram": "object?",
    "microaggregation": "object?",
    "noise": "object?",
    "top_bottom": "object?",
}
PRAM_SCHEMA = {"columns": "texts", "pd": "number", "alpha": "number", "invariant": "bool"}
MICRO_SCHEMA = {"columns": "texts", "k": "whole"}
NOISE_SCHEMA = {"columns": "texts", "method": "text", "level": "number"}
TOP_SCHEMA = dict.fromkeys(("top", "top_value", "bottom", "bottom_value"), "number?")
NOT_WITH = ("identifiers", "drop")  # roles a method's column may not have


@dataclass(frozen=True)
class PramSpec:
    columns: tuple[str, ...]
    pd: float = 0.8  # smallest chance a value is kept
    alpha: float = 0.5  # share of the invariant matrix mixed with "keep every value"
    invariant: bool = True


@dataclass(frozen=True)
class MicroSpec:
    columns: tuple[str, ...]
    k: int = 3


@dataclass(frozen=True)
class NoiseSpec:
    columns: tuple[str, ...]
    method: str = "additive"
    level: float = 150.0  # percent of the standard deviation (additive) or covariance


@dataclass(frozen=True)
class TopBottom:
    top: float | None = None
    top_value: float | None = None
    bottom: float | None = None
    bottom_value: float | None = None


@dataclass(frozen=True)
class Methods:
    household_variables: tuple[str, ...] = ()
    pram: PramSpec | None = None
    microaggregation: MicroSpec | None = None
    noise: NoiseSpec | None = None
    top_bottom: dict[str, TopBottom] = field(default_factory=dict)

    def numeric_columns(self) -> list[str]:
        """Columns read as numbers: microaggregated, noised or top/bottom coded."""
        names = list(self.top_bottom)
        for spec in (self.microaggregation, self.noise):
            names += [c for c in (spec.columns if spec else ()) if c not in names]
        return names

    def to_dict(self) -> dict:
        out: dict = {}
        if self.household_variables:
            out["household_variables"] = list(self.household_variables)
        for key in ("pram", "microaggregation", "noise"):
            spec = getattr(self, key)
            if spec is not None:
                out[key] = {**asdict(spec), "columns": list(spec.columns)}
        if self.top_bottom:
            out["top_bottom"] = {
                name: {k: v for k, v in asdict(spec).items() if v is not None}
                for name, spec in self.top_bottom.items()
            }
        return out


def _columns(values: dict, key: str, columns) -> tuple[str, ...]:
    names = values.get("columns") or []
    if not names:
        raise ParameterError(f"{key}.columns", tr("name at least one column"))
    for name in names:
        role = columns.role_of(name)
        design = columns.design
        if role in NOT_WITH or name in (design.weight, design.household):
            raise ParameterError(
                f"{key}.columns",
                tr(
                    "{column} is a direct identifier, a dropped column or a design column; "
                    "choose another"
                ).format(column=repr(name)),
            )
    return tuple(names)


def _pram(values: dict, columns) -> PramSpec:
    check_types(values, PRAM_SCHEMA, "methods.pram")
    spec = PramSpec(**{**values, "columns": _columns(values, "methods.pram", columns)})
    in_range("methods.pram.pd", spec.pd, 0, 1)
    in_range("methods.pram.alpha", spec.alpha, 0, 1)
    return spec


def _micro(values: dict, columns) -> MicroSpec:
    check_types(values, MICRO_SCHEMA, "methods.microaggregation")
    key = "methods.microaggregation"
    spec = MicroSpec(**{**values, "columns": _columns(values, key, columns)})
    whole_at_least(f"{key}.k", spec.k, 2)
    for name in spec.columns:
        if name in columns.quasi_identifiers:
            raise ParameterError(
                f"{key}.columns",
                tr(
                    "{column} is a quasi-identifier (it is generalized); choose a kept or "
                    "sensitive number column"
                ).format(column=repr(name)),
            )
    return spec


def _noise(values: dict, columns) -> NoiseSpec:
    check_types(values, NOISE_SCHEMA, "methods.noise")
    spec = NoiseSpec(**{**values, "columns": _columns(values, "methods.noise", columns)})
    if spec.method not in NOISE_METHODS:
        raise ParameterError(
            "methods.noise.method",
            tr("must be one of {choices}").format(choices=", ".join(NOISE_METHODS)),
        )
    in_range("methods.noise.level", spec.level, 0, float("inf"), open_low=True, open_high=True)
    for name in set(spec.columns) & set(columns.quasi_identifiers):
        raise ParameterError(
            "methods.noise.columns",
            tr(
                "{column} is a quasi-identifier (it is generalized); choose a kept or "
                "sensitive number column"
            ).format(column=repr(name)),
        )
    return spec


def _top_bottom(values: dict, columns) -> dict[str, TopBottom]:
    out = {}
    for name, item in values.items():
        key = f"methods.top_bottom.{name}"
        if not isinstance(item, dict):
            raise ParameterError(
                key, tr('must be a JSON object such as {"top": 5000, "top_value": 5000}')
            )
        check_types(item, TOP_SCHEMA, key)
        _columns({"columns": [name]}, "methods.top_bottom", columns)
        if name in columns.quasi_identifiers:
            raise ParameterError(
                key,
                tr(
                    "a quasi-identifier is top-coded by its generalization "
                    "(generalization.{column}.top)"
                ).format(column=name),
            )
        spec = TopBottom(**item)
        for side in ("top", "bottom"):
            if (getattr(spec, side) is None) != (getattr(spec, f"{side}_value") is None):
                raise ParameterError(
                    f"{key}.{side}_value",
                    tr("give both {side} and {side}_value, or neither").format(side=side),
                )
        if spec.top is None and spec.bottom is None:
            raise ParameterError(key, tr("give top and top_value, or bottom and bottom_value"))
        if spec.top is not None and spec.bottom is not None and spec.bottom > spec.top:
            raise ParameterError(f"{key}.bottom", tr("must not be above top"))
        out[name] = spec
    return out


def methods_from_dict(values: dict, columns) -> Methods:
    """The `methods` section, checked against the column roles (`columns`)."""
    check_types(values, METHODS_SCHEMA, "methods")
    household = tuple(values.get("household_variables", []))
    if household and columns.design.household is None:
        raise ParameterError(
            "methods.household_variables",
            tr("declare the household id first (columns.household)"),
        )
    if household:
        _columns({"columns": list(household)}, "methods.household_variables", columns)
    methods = Methods(
        household,
        None if values.get("pram") is None else _pram(values["pram"], columns),
        _micro(values["microaggregation"], columns) if values.get("microaggregation") else None,
        None if values.get("noise") is None else _noise(values["noise"], columns),
        _top_bottom(values.get("top_bottom") or {}, columns),
    )
    if methods.pram is not None:
        for name in set(methods.pram.columns) & set(methods.numeric_columns()):
            raise ParameterError(
                "methods.pram.columns",
                tr(
                    "{column} is also a number column of another method; PRAM is for categories"
                ).format(column=repr(name)),
            )
    return methods

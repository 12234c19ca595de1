"""One statistics query as the project file declares it: the fields each query type takes,
checked by key before anything is read."""

from __future__ import annotations

import itertools

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.project_file import MAX_BIN_EDGES, at_most_items, check_types, whole_at_least
from engine.statistics.queries import NOISE_MECHANISMS, QUERY_TYPES, Query
from engine.statistics.sample_aggregate import ESTIMATORS
from engine.tasks.statistics.number_lists import bounds_of, numbers_of

# Fields each query type takes: required, then optional.
REQUIRED = {
    "count": (),
    "contingency": ("by",),
    "sum": ("column", "bounds"),
    "mean": ("column", "bounds"),
    "histogram": ("column", "bins"),
    "quantile": ("column", "bounds"),
    "estimator": ("column", "estimator", "output_bounds"),
    "mos_mean": ("column", "bounds", "by", "sensitivity_level"),
    "mos_slope": ("column", "bounds", "x", "x_bounds", "by", "sensitivity_level"),
}
OPTIONAL = {
    "count": ("by", "mechanism"),
    "contingency": ("mechanism",),
    "sum": ("by", "mechanism"),
    "mean": ("by", "mechanism"),
    "histogram": ("mechanism",),
    "quantile": ("quantiles",),
    "estimator": ("x", "blocks", "mechanism"),
    "mos_mean": (),
    "mos_slope": (),
}
NUMBER_LISTS = ("bounds", "bins", "quantiles", "output_bounds", "x_bounds")  # checked by numbers_of
QUERY_SCHEMA = {
    "type": "text",
    "column": "text",
    "by": "texts",
    "estimator": "text",
    "x": "text",
    "blocks": "whole",
    "sensitivity_level": "text",
    "mechanism": "text",
}


def query_from_dict(value, key: str) -> Query:
    if not isinstance(value, dict):
        raise ParameterError(key, tr("must be a JSON object"))
    check_types({k: v for k, v in value.items() if k not in NUMBER_LISTS}, QUERY_SCHEMA, key)
    kind = value.get("type")
    if kind not in QUERY_TYPES:
        raise ParameterError(
            f"{key}.type",
            tr("must be one of {choices}, got {value}").format(
                choices=", ".join(QUERY_TYPES), value=repr(kind)
            ),
        )
    for name in value:
        if name != "type" and name not in REQUIRED[kind] + OPTIONAL[kind]:
            raise ParameterError(
                f"{key}.{name}", tr("is not a setting of a {kind} query").format(kind=kind)
            )
    for name in REQUIRED[kind]:
        if name not in value:
            message = (
                tr("missing for a {kind} query declare the range [a, b] (never read from the data)")
                if "bounds" in name
                else tr("missing for a {kind} query")
            )
            raise ParameterError(f"{key}.{name}", message.format(kind=kind))
    fields: dict = {"type": kind}
    for name in ("column", "x", "sensitivity_level"):
        if name in value:
            if not value[name].strip():
                raise ParameterError(f"{key}.{name}", tr("must be a column name"))
            fields[name] = value[name]
    for name in ("bounds", "output_bounds", "x_bounds"):
        if name in value:
            fields[name] = bounds_of(value[name], f"{key}.{name}")
    by = tuple(value.get("by", ()))
    if len(by) > 2 or len(set(by)) < len(by):
        raise ParameterError(f"{key}.by", tr("group by one or two different columns"))
    if kind in ("contingency", "mos_mean", "mos_slope") and not by:
        raise ParameterError(
            f"{key}.by", tr("a {kind} query needs a grouping column").format(kind=kind)
        )
    fields["by"] = by
    if "bins" in value:
        if isinstance(value["bins"], list):
            at_most_items(f"{key}.bins", value["bins"], MAX_BIN_EDGES)
        bins = numbers_of(value["bins"], f"{key}.bins")
        if len(bins) < 2 or any(b <= a for a, b in itertools.pairwise(bins)):
            raise ParameterError(f"{key}.bins", tr("must be two or more increasing bin edges"))
        fields["bins"] = bins
    if "quantiles" in value:
        qs = numbers_of(value["quantiles"], f"{key}.quantiles")
        if not qs or any(not 0 <= q <= 1 for q in qs):
            raise ParameterError(f"{key}.quantiles", tr("must list numbers in [0, 1]"))
        fields["quantiles"] = qs
    if "estimator" in value:
        if value["estimator"] not in ESTIMATORS:
            raise ParameterError(
                f"{key}.estimator",
                tr("must be one of {choices}, got {value}").format(
                    choices=", ".join(ESTIMATORS), value=repr(value["estimator"])
                ),
            )
        fields["estimator"] = value["estimator"]
        if value["estimator"] == "slope" and "x" not in value:
            raise ParameterError(f"{key}.x", tr("a slope needs the regressor column x"))
        if value["estimator"] != "slope" and "x" in value:
            raise ParameterError(f"{key}.x", tr("only a slope takes a regressor column"))
    if "blocks" in value:
        whole_at_least(f"{key}.blocks", value["blocks"], 2, 100_000)
        fields["blocks"] = value["blocks"]
    if "mechanism" in value:
        if value["mechanism"] not in NOISE_MECHANISMS:
            raise ParameterError(
                f"{key}.mechanism",
                tr("must be laplace or gaussian, got {value}").format(
                    value=repr(value["mechanism"])
                ),
            )
        fields["mechanism"] = value["mechanism"]
    return Query(**fields)

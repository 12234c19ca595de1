"""The survey methods of an anonymize release (the project's `methods` section), applied to
the released table after the recoding and local suppression: top/bottom coding,
microaggregation and noise of number columns, PRAM of categories.

Household variables (methods.household_variables, e.g. the dwelling type) must agree
within each household in the raw data (refused otherwise, naming column and row). Each
method is applied once per household, on a representative row (the household's first
released row in the input's order), and the result is copied to every member; a recoded
or suppressed household variable whose members' released labels differ becomes '*' for
the whole household. Members of a household never disagree on a household variable.

What each method did (PRAM's matrices, noise levels, counts) is measured on the raw data:
it goes to the data holder's audit only (`release.methods` in the manifest); the shared
report states the declared settings. Information loss, raw against released, is the
audit's `methods_loss`.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.anonymize.info_loss import categorical_loss, eigen_loss, il1s
from engine.anonymize.microaggregation import microaggregate
from engine.anonymize.noise import add_noise
from engine.anonymize.pram import pram
from engine.anonymize.top_bottom import top_bottom_code
from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr


def _row(mask) -> int:
    return int(np.flatnonzero(np.asarray(mask))[0]) + 2  # as a spreadsheet shows it


def check_method_data(project, frame: pd.DataFrame) -> None:
    """Refuse, naming file, column and row, what the methods cannot use."""
    methods, path = project.methods, project.input.path
    named = [("household_variables", c) for c in methods.household_variables]
    for key in ("pram", "microaggregation", "noise"):
        spec = getattr(methods, key)
        named += [(f"{key}.columns", c) for c in (spec.columns if spec else ())]
    named += [(f"top_bottom.{c}", c) for c in methods.top_bottom]
    for key, name in named:
        if name not in frame.columns:
            raise InputError(
                tr("methods.{key} names column {column}, which the file does not have.").format(
                    key=key, column=repr(name)
                ),
                path=path,
            )
    for name in methods.numeric_columns():
        bad = pd.to_numeric(frame[name], errors="coerce").isna() & frame[name].notna()
        if bad.any():
            value = frame[name][bad].iloc[0]
            raise InputError(
                tr("the value {value} is not a number").format(value=repr(value)),
                path=path,
                column=name,
                row=_row(bad),
            )
    if methods.household_variables:
        household = frame[project.columns.design.household].astype(str)
        for name in methods.household_variables:
            first = frame[name].astype(str).groupby(household).transform("first")
            bad = frame[name].astype(str) != first
            if bad.any():
                raise InputError(
                    tr(
                        "members of household {household} disagree on this household variable"
                    ).format(household=repr(household[bad].iloc[0])),
                    path=path,
                    column=name,
                    row=_row(bad),
                )


class _Households:
    """Representative rows of the released table's households, and the way back."""

    def __init__(self, ids: np.ndarray | None, rows: np.ndarray) -> None:
        self.ids = ids
        if ids is None:
            return
        order = np.argsort(rows, kind="stable")  # input order: the first member leads
        codes, _ = pd.factorize(pd.Series(ids[order]).astype(str))
        self.member_of = np.empty(len(rows), dtype=np.int64)
        self.member_of[order] = codes
        lead = np.unique(codes, return_index=True)[1]
        self.leads = order[lead]  # released row of each household's representative

    def apply(self, values: np.ndarray, method, household: bool):
        """`method(values) → (new values, detail)`, once per household when `household`."""
        if not household or self.ids is None:
            return method(values)
        out, detail = method(values[self.leads])
        return out[self.member_of], detail

    def unify(self, values: np.ndarray, star: str) -> tuple[np.ndarray, int]:
        """Members whose released labels differ all become `star`."""
        text = pd.Series(values).astype(str)
        distinct = text.groupby(self.member_of).transform("nunique").to_numpy()
        split = distinct > 1
        out = values.copy()
        out[split] = star
        return out, int(split.sum())


def _numbers(table: pd.DataFrame, names) -> np.ndarray:
    return np.column_stack([pd.to_numeric(table[c], errors="coerce") for c in names]).astype(float)


def _check_k(k: int, strata, units: int) -> None:
    sizes = [units] if strata is None else pd.Series(strata).value_counts().tolist()
    if min(sizes) < k:
        raise ParameterError(
            "methods.microaggregation.k",
            tr(
                "a group of {smallest} records (a stratum, or the table) is smaller than "
                "k = {k}; lower k"
            ).format(smallest=number(min(sizes), ","), k=number(k)),
        )


def apply_methods(project, frame, table, rows, rng, star: str = "*"):
    """The released `table` (its rows are input rows `rows`) after the methods, and what
    they did (the holder's audit), or (table, None) when there is no method."""
    methods, design = project.methods, project.columns.design
    if not methods.to_dict():
        return table, None
    table = table.copy()
    ids = None if design.household is None else frame[design.household].to_numpy()[rows]
    homes = _Households(ids, rows)
    strata = None if design.strata is None else frame[design.strata].astype(str).to_numpy()[rows]
    at_home = set(methods.household_variables)
    info: dict = {"household_variables": list(methods.household_variables)}
    unified = {}
    for name in methods.household_variables:
        if name in project.columns.quasi_identifiers:
            values, unified[name] = homes.unify(table[name].to_numpy(dtype=object), star)
            table[name] = values
    info["household_cells_suppressed"] = unified
    for name, spec in methods.top_bottom.items():
        coded = top_bottom_code(
            _numbers(table, [name])[:, 0], spec.top, spec.top_value, spec.bottom, spec.bottom_value
        )
        table[name] = coded.values
        info.setdefault("top_bottom", {})[name] = {
            "top_coded": coded.top_coded,
            "bottom_coded": coded.bottom_coded,
        }
    for key, spec in (("microaggregation", methods.microaggregation), ("noise", methods.noise)):
        if spec is None:
            continue
        for household in (True, False):  # household-level columns, then the others
            names = [c for c in spec.columns if (c in at_home) == household]
            if not names:
                continue
            x = _numbers(table, names)
            if key == "microaggregation":
                lead = homes.leads if household else slice(None)  # household: an id is declared
                part = None if strata is None else strata[lead]
                _check_k(spec.k, part, len(x[lead]))
                out, detail = homes.apply(x, lambda v, s=part, k=spec.k: _micro(v, k, s), household)
            else:
                out, detail = homes.apply(x, lambda v, n=spec: _noise(v, n, rng), household)
            for j, name in enumerate(names):
                table[name] = out[:, j]
            info.setdefault(key, []).append(
                {"columns": names, "per_household": household, **detail}
            )
    if methods.pram is not None:
        spec = methods.pram
        for name in spec.columns:
            values = table[name].to_numpy(dtype=object)
            values = np.where(pd.Series(values).astype(str).eq(star), None, values)
            household = name in at_home and ids is not None
            part = None if strata is None else strata[homes.leads if household else slice(None)]
            drawn, result = homes.apply(
                values, lambda v, s=part, p=spec: _pram(v, p, rng, s), household
            )
            kept = table[name].to_numpy(dtype=object)
            table[name] = np.where(pd.Series(kept).astype(str).eq(star), star, drawn)
            info.setdefault("pram", {})[name] = {**result, "per_household": household}
    return table, info


def _micro(x, k, strata):
    result = microaggregate(x, k, strata)
    return result.values, {"k": k, "groups": result.n_groups}


def _noise(x, spec, rng):
    result = add_noise(x, spec.method, spec.level, rng)
    sd = np.sqrt(np.diag(result.covariance))
    return result.values, {
        "method": spec.method,
        "level": spec.level,
        "noise_sd": [float(s) for s in sd],
    }


def _pram(values, spec, rng, strata):
    result = pram(values, spec.pd, spec.alpha, spec.invariant, rng, strata)
    detail = {
        "levels": list(result.levels),
        "matrices": {s: m.round(6).tolist() for s, m in result.matrices.items()},
        "changed": result.changed,
    }
    return result.values, detail


def methods_loss(project, frame, table, rows, star: str = "*") -> dict | None:
    """Information loss of the released table against the raw rows it came from (the
    holder's audit): continuous columns the methods changed, categorical ones (the
    quasi-identifiers and PRAM's)."""
    methods = project.methods
    numeric = methods.numeric_columns()
    categorical = list(project.columns.quasi_identifiers)
    categorical += [
        c for c in (methods.pram.columns if methods.pram else ()) if c not in categorical
    ]
    if not numeric and not methods.pram and not methods.household_variables:
        return None
    raw = frame.iloc[rows].reset_index(drop=True)
    out: dict = {
        "categorical": {
            name: categorical_loss(raw[name], table[name], star) for name in categorical
        }
    }
    if numeric:
        x, xm = _numbers(raw, numeric), _numbers(table, numeric)
        total, mean = il1s(x, xm)
        out["continuous"] = {
            "columns": numeric,
            "il1s": total,
            "il1s_mean": mean,
            "eigen": eigen_loss(x, xm),
        }
    return out

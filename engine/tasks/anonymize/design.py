"""Survey design roles of an anonymize project: `columns.weight` (the sampling weight),
`columns.household` (the household id; several rows per household), `columns.strata` and
`columns.cluster`.

They sit beside the release roles (identifiers, quasi-identifiers, …): a household id can
also be a direct identifier (then its pseudonym keeps the households together), a weight is
usually released as it is. The risk audit reads them (engine.anonymize.sdc_risk); the data
are checked here, each bad value refused naming the file, the column and the row.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr

DESIGN_ROLES = ("weight", "household", "strata", "cluster")
DESIGN_SCHEMA = dict.fromkeys(DESIGN_ROLES, "text?")
# Release roles a design column may not also have (a weight is a number to release as it is
# or to drop, never a key; a household id is masked, kept or dropped).
NOT_WITH = {
    "weight": ("identifiers", "quasi_identifiers", "sensitive"),
    "household": ("quasi_identifiers", "sensitive"),
    "strata": ("identifiers", "sensitive"),
    "cluster": ("sensitive",),
}


@dataclass(frozen=True)
class Design:
    weight: str | None = None
    household: str | None = None
    strata: str | None = None
    cluster: str | None = None

    def to_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}


def design_from_dict(values: dict) -> Design:
    """The design roles of the `columns` section (types already checked)."""
    design = Design(**{role: values.get(role) or None for role in DESIGN_ROLES})
    for role in DESIGN_ROLES:
        name = getattr(design, role)
        if name is None:
            continue
        if role != "weight" and name == design.weight:  # a cluster may be the household
            raise ParameterError(
                f"columns.{role}",
                tr("{column} is also columns.{role}").format(column=repr(name), role="weight"),
            )
        for other in NOT_WITH[role]:
            if name in values.get(other, []):
                raise ParameterError(
                    f"columns.{role}",
                    tr("{column} cannot also be in columns.{other}").format(
                        column=repr(name), other=other
                    ),
                )
    return design


@dataclass(frozen=True)
class DesignValues:
    weights: np.ndarray | None  # per record, > 0
    household: np.ndarray | None  # per record, never blank


def _row(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0]) + 2  # as a spreadsheet shows it, after the header


def design_values(design: Design, frame: pd.DataFrame, path) -> DesignValues:
    """The weights and household ids, checked: refused naming file, column and row."""
    for role in DESIGN_ROLES:
        name = getattr(design, role)
        if name is not None and name not in frame.columns:
            raise InputError(
                tr("columns.{role} names column {column}, which the file does not have.").format(
                    role=role, column=repr(name)
                ),
                path=path,
            )
    weights = household = None
    if design.weight is not None:
        raw = frame[design.weight]
        weights = pd.to_numeric(raw, errors="coerce").to_numpy(dtype=np.float64)
        bad = ~np.isfinite(weights)
        if bad.any():
            value = raw.iloc[_row(bad) - 2]
            text = (
                tr("a sampling weight is missing")
                if pd.isna(value)
                else tr("the sampling weight {value} is not a number").format(value=repr(value))
            )
            raise InputError(text, path=path, column=design.weight, row=_row(bad))
        if (weights <= 0).any():
            bad = weights <= 0
            raise InputError(
                tr("the sampling weight {value} is not above 0").format(
                    value=repr(float(weights[bad][0]))
                ),
                path=path,
                column=design.weight,
                row=_row(bad),
            )
    if design.household is not None:
        ids = frame[design.household]
        blank = (
            ids.isna().to_numpy() | ids.astype("string").str.strip().eq("").fillna(True).to_numpy()
        )
        if blank.any():
            raise InputError(
                tr("the household id is blank"), path=path, column=design.household, row=_row(blank)
            )
        household = ids.to_numpy()
    return DesignValues(weights, household)

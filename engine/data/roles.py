"""Column roles, what each column looks like, and the checks before targeting data is used.

The user chooses which columns are features, the target, identifiers and (for credit) the
loan amount. Everything that would make a mechanism or a utility simulation meaningless is
refused here, with the file, column and first offending row named (SPEC 4), so later code
can assume clean float64 matrices.
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.core.identifiers import IdentifierHint, IdentifierLikeError, identifier_like_columns
from engine.data.readers import LoadedTable

UTILITIES = ("poverty", "credit")

FIRST_DATA_ROW = 2
"""Spreadsheet number of the first data row: the header is row 1."""


@dataclass(frozen=True)
class ColumnRoles:
    """Which column plays which part; a column with no role is dropped from the release."""

    features: tuple[str, ...]
    target: str | None = None
    identifiers: tuple[str, ...] = ()
    loan_amount: str | None = None

    def __post_init__(self) -> None:
        # Lists from the GUI or a project file become tuples so roles stay hashable.
        object.__setattr__(self, "features", tuple(self.features))
        object.__setattr__(self, "identifiers", tuple(self.identifiers))

    def assigned(self) -> list[str]:
        """Every column with a role, in role order (features, target, identifiers, loan)."""
        single = [c for c in (self.target, self.loan_amount) if c is not None]
        return [*self.features, *single, *self.identifiers]

    def dropped(self, columns) -> list:
        """The columns, in file order, that have no role and so never leave the machine."""
        used = set(self.assigned())
        return [c for c in columns if c not in used]

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": list(self.features),
            "target": self.target,
            "identifiers": list(self.identifiers),
            "loan_amount": self.loan_amount,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ColumnRoles:
        """Rebuild roles from a project file's `columns` section, refusing values that are
        not column names (under that section's keys)."""
        features = data.get("features", [])
        identifiers = data.get("identifiers", [])
        for key, names in (("features", features), ("identifiers", identifiers)):
            if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
                raise ParameterError(f"columns.{key}", tr("must be a list of column names"))
        for key in ("target", "loan_amount"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise ParameterError(f"columns.{key}", tr("must be a column name or empty"))
        return cls(
            features=tuple(features),
            target=data.get("target"),
            identifiers=tuple(identifiers),
            loan_amount=data.get("loan_amount"),
        )


@dataclass(frozen=True)
class TargetingData:
    """Validated inputs of a targeting task: float64 features and target, ids kept aside."""

    features: pd.DataFrame
    target: np.ndarray
    loan_amount: np.ndarray | None
    identifiers: pd.DataFrame
    source: LoadedTable
    roles: ColumnRoles


# --- validation ----------------------------------------------------------------------------


def prepare_targeting_data(
    table: LoadedTable,
    roles: ColumnRoles,
    *,
    utility: str,
    min_rows: int = 50,
    allow_identifier_like: bool = False,
) -> TargetingData:
    """Check roles and values for a poverty or credit task and return float64 arrays.

    The first problem found is raised as an InputError naming the file, the column and,
    where it applies, the first offending row as a spreadsheet shows it. Features, target
    or loan amount that look like identifiers (phone numbers, e-mails, ID codes, names:
    `engine.core.identifiers`) are refused unless `allow_identifier_like`.
    """
    if utility not in UTILITIES:
        raise ParameterError(
            "utility",
            tr("must be one of {choices}, not {value}").format(
                choices=", ".join(UTILITIES), value=repr(utility)
            ),
        )
    frame, path = table.frame, table.path
    _check_role_columns(roles, frame, path, utility)
    if len(frame) < min_rows:
        raise InputError(
            tr(
                "the file has {rows} data rows; at least {needed} are needed for these settings."
            ).format(rows=number(len(frame)), needed=number(min_rows)),
            path=path,
            hint=tr("Use a larger file, or lower the settings that need many rows."),
        )
    if not allow_identifier_like:
        hints = identifier_like_roles(frame, roles, utility)
        if hints:
            raise IdentifierLikeError(hints, path=path, parts=_released_parts(roles, utility))

    features = pd.DataFrame(
        {name: numeric_values(frame[name], path, "feature") for name in roles.features},
        index=frame.index,
    )
    for name in roles.features:
        _check_not_constant(features[name], path, "feature")

    target = numeric_values(frame[roles.target], path, "target")
    if utility == "poverty":
        _check_not_constant(target, path, "target")
    else:
        _check_binary_target(frame[roles.target], target, path)

    loan_amount = None
    if utility == "credit":
        loans = numeric_values(frame[roles.loan_amount], path, "loan amount")
        negative = loans < 0
        if negative.any():
            row = _first_row(negative)
            raise InputError(
                tr("negative loan amount {value} ({count} negative in all).").format(
                    value=_quote(loans.iloc[row - FIRST_DATA_ROW]),
                    count=number(int(negative.sum())),
                ),
                path=path,
                column=roles.loan_amount,
                row=row,
                hint=tr("Loan amounts must be zero or more: correct those rows."),
            )
        loan_amount = loans.to_numpy(dtype=np.float64)

    return TargetingData(
        features=features.reset_index(drop=True),
        target=target.to_numpy(dtype=np.float64),
        loan_amount=loan_amount,
        identifiers=frame[list(roles.identifiers)].reset_index(drop=True),
        source=table,
        roles=roles,
    )


def identifier_like_roles(
    frame: pd.DataFrame, roles: ColumnRoles, utility: str
) -> list[IdentifierHint]:
    """The features, target and (credit) loan amount that look like identifiers.

    Identifier columns are not checked: they are tokenized or dropped, never privatized.
    """
    return identifier_like_columns(frame, list(_released_parts(roles, utility)))


def _released_parts(roles: ColumnRoles, utility: str) -> dict[str, str]:
    """Columns whose values a release privatizes or carries, with the part each plays."""
    parts = {name: "feature" for name in roles.features}
    if roles.target is not None:
        parts.setdefault(roles.target, "target")
    if utility == "credit" and roles.loan_amount is not None:
        parts.setdefault(roles.loan_amount, "loan amount")
    return parts


def _check_role_columns(roles: ColumnRoles, frame: pd.DataFrame, path, utility: str) -> None:
    """Structural checks: roles present, columns exist, and no column plays two parts."""
    if not roles.features:
        raise InputError(
            tr("no feature columns are chosen."),
            path=path,
            hint=tr("Set at least one numeric column to 'feature'."),
        )
    if roles.target is None:
        message = (
            tr(
                "no target column is chosen; poverty targeting needs a consumption or welfare "
                "column (lower means poorer)."
            )
            if utility == "poverty"
            else tr(
                "no target column is chosen; credit targeting needs a 0/1 column saying whether "
                "the loan was repaid (1 = repaid)."
            )
        )
        raise InputError(message, path=path, hint=tr("Set that column's role to 'target'."))
    if utility == "credit" and roles.loan_amount is None:
        raise InputError(
            tr("no loan amount column is chosen; credit scoring needs each applicant's loan."),
            path=path,
            hint=tr("Set the loan amount column's role to 'loan amount'."),
        )

    columns = [str(c) for c in frame.columns]
    for name in roles.assigned():
        if name not in frame.columns:
            close = difflib.get_close_matches(name, columns, n=3, cutoff=0.6)
            if close:
                hint = tr("Did you mean {columns}?").format(
                    columns=functools.reduce(
                        lambda first, second: tr("{first} or {second}").format(
                            first=first, second=second
                        ),
                        [f"'{c}'" for c in close],
                    )
                )
            else:
                listed = ", ".join(f"'{c}'" for c in columns[:12])
                hint = tr("The columns are: {columns}.").format(
                    columns=listed + (", …" if len(columns) > 12 else "")
                )
            raise InputError(
                tr("this column is not in the file."), path=path, column=name, hint=hint
            )

    parts: dict[str, str] = {}
    labelled = [(n, "feature") for n in roles.features]
    labelled.append((roles.target, "target"))
    labelled += [(n, "identifier") for n in roles.identifiers]
    if roles.loan_amount is not None:
        labelled.append((roles.loan_amount, "loan_amount"))
    for name, part in labelled:
        if name in parts:
            labels = _role_labels()
            message = (
                tr("this column is chosen both as {first} and as {second}.").format(
                    first=labels[parts[name]], second=labels[part]
                )
                if parts[name] != part
                else tr("this column is chosen twice as {role}.").format(role=labels[part])
            )
            hint = tr("Give each column one role.")
            if {parts[name], part} == {"feature", "identifier"}:
                hint = tr("Identifiers must never be released: remove it from the features.")
            raise InputError(message, path=path, column=name, hint=hint)
        parts[name] = part


def _role_labels() -> dict[str, str]:
    """How a role is named after "as" in the messages of `_check_role_columns`."""
    return {
        "feature": tr("a feature"),
        "target": tr("the target"),
        "identifier": tr("an identifier"),
        "loan_amount": tr("the loan amount"),
    }


def _value_messages(part: str) -> dict[str, str]:
    """The messages of `numeric_values` for a feature, target or loan amount column."""
    if part == "target":
        return {
            "dates": tr("the target column holds dates, not numbers."),
            "text": tr(
                "the target column must be numeric, but has the value '{value}' ({count} "
                "non-numeric values in all)."
            ),
            "missing_one": tr("the target column has 1 missing value, the first at row {row}."),
            "missing": tr("the target column has {count} missing values, the first at row {row}."),
            "infinite": tr("the target column has an infinite value ({value})."),
        }
    if part == "loan amount":
        return {
            "dates": tr("the loan amount column holds dates, not numbers."),
            "text": tr(
                "the loan amount column must be numeric, but has the value '{value}' ({count} "
                "non-numeric values in all)."
            ),
            "missing_one": tr(
                "the loan amount column has 1 missing value, the first at row {row}."
            ),
            "missing": tr(
                "the loan amount column has {count} missing values, the first at row {row}."
            ),
            "infinite": tr("the loan amount column has an infinite value ({value})."),
        }
    return {
        "dates": tr("the feature column holds dates, not numbers."),
        "text": tr(
            "the feature column must be numeric, but has the value '{value}' ({count} "
            "non-numeric values in all)."
        ),
        "missing_one": tr("the feature column has 1 missing value, the first at row {row}."),
        "missing": tr("the feature column has {count} missing values, the first at row {row}."),
        "infinite": tr("the feature column has an infinite value ({value})."),
    }


def numeric_values(column: pd.Series, path, part: str) -> pd.Series:
    """The column as float64, refusing text, dates, missing and infinite values."""
    name = str(column.name)
    messages = _value_messages(part)
    if pd.api.types.is_datetime64_any_dtype(column):
        raise InputError(
            messages["dates"],
            path=path,
            column=name,
            hint=tr("Convert it to a number (e.g. days since a date) or set it to 'drop'."),
        )
    if pd.api.types.is_bool_dtype(column) or pd.api.types.is_numeric_dtype(column):
        values = column.astype(np.float64)
    else:
        values = pd.to_numeric(column, errors="coerce").astype(np.float64)
        not_numbers = values.isna() & column.notna()
        if not_numbers.any():
            row = _first_row(not_numbers)
            raise InputError(
                messages["text"].format(
                    value=column.iloc[row - FIRST_DATA_ROW], count=number(int(not_numbers.sum()))
                ),
                path=path,
                column=name,
                row=row,
                hint=tr("Correct those values, or set the column to 'drop' if it is not a number."),
            )
    missing = values.isna()
    if missing.any():
        count = int(missing.sum())
        message = messages["missing_one"] if count == 1 else messages["missing"]
        raise InputError(
            message.format(count=number(count), row=_first_row(missing)),
            path=path,
            column=name,
            row=_first_row(missing),
            hint=tr("Fill or remove those rows, or set the column to 'drop'."),
        )
    refuse_infinite(values, path, messages["infinite"])
    return values


def refuse_infinite(values: pd.Series, path, message: str) -> None:
    """Refuse ±inf in a numeric column, naming its first row: no model, interval or noise
    scale can be built from it. `message` has a {value} field; missing values pass."""
    infinite = np.isinf(values.to_numpy(np.float64, na_value=np.nan))
    if infinite.any():
        row = _first_row(infinite)
        raise InputError(
            message.format(value=_quote(values.iloc[row - FIRST_DATA_ROW])),
            path=path,
            column=str(values.name),
            row=row,
            hint=tr("Replace it with a real number, or remove that row."),
        )


def _is_constant(values: pd.Series) -> bool:
    """At most one distinct non-missing value: for numbers min == max, one pass without the
    hashing `nunique` does (14 s on 5 M × 10 floats before, well under a second after)."""
    array = values.to_numpy()
    if array.dtype.kind not in "fiub":
        return values.nunique() <= 1
    if array.dtype.kind == "f":
        array = array[~np.isnan(array)]
    return array.size == 0 or array.min() == array.max()


def _check_not_constant(values: pd.Series, path, part: str) -> None:
    if _is_constant(values):
        message = (
            tr(
                "the target has the same value ({value}) in every row, so it carries no "
                "information."
            )
            if part == "target"
            else tr(
                "the feature column has the same value ({value}) in every row, so it carries no "
                "information."
            )
        )
        raise InputError(
            message.format(value=_quote(values.iloc[0])),
            path=path,
            column=str(values.name),
            hint=tr("Set it to 'drop'.")
            if part != "target"
            else tr("Choose a target that varies."),
        )


def _check_binary_target(raw: pd.Series, target: pd.Series, path) -> None:
    """Credit needs 1 = repaid (low risk) and 0 = defaulted, with both present."""
    not_binary = ~target.isin((0.0, 1.0))
    if not_binary.any():
        row = _first_row(not_binary)
        raise InputError(
            tr(
                "credit scoring needs a 0/1 target (1 = repaid, 0 = defaulted), but this column "
                "has the value '{value}'."
            ).format(value=raw.iloc[row - FIRST_DATA_ROW]),
            path=path,
            column=str(raw.name),
            row=row,
            hint=tr("Recode the column to 0 and 1 (or true/false) and retry."),
        )
    if _is_constant(target):
        message = (
            tr(
                "the target has only one class: every row is 1 (repaid). A credit model needs "
                "both repaid and defaulted loans."
            )
            if int(target.iloc[0]) == 1
            else tr(
                "the target has only one class: every row is 0 (defaulted). A credit model "
                "needs both repaid and defaulted loans."
            )
        )
        raise InputError(
            message,
            path=path,
            column=str(raw.name),
            hint=tr("Use data that include both outcomes."),
        )


def _first_row(mask) -> int:
    """Spreadsheet row of the first True in a row mask (header = row 1)."""
    return int(np.flatnonzero(np.asarray(mask))[0]) + FIRST_DATA_ROW


def _quote(value: float) -> str:
    """A number as the user would type it: 3 rather than 3.0."""
    return f"{value:g}" if np.isfinite(value) else str(value)

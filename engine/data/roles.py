"""Column roles, what each column looks like, and the checks before targeting data is used.

The user chooses which columns are features, the target, identifiers and (for credit) the
loan amount. Everything that would make a mechanism or a utility simulation meaningless is
refused here, with the file, column and first offending row named (SPEC 4), so later code
can assume clean float64 matrices.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.identifiers import IdentifierHint, IdentifierLikeError, identifier_like_columns
from engine.data.readers import LoadedTable

UTILITIES = ("poverty", "credit")

FIRST_DATA_ROW = 2
"""Spreadsheet number of the first data row: the header is row 1."""

_DROP_HINT = "Fill or remove those rows, or set the column to 'drop'."

_IDENTIFIER_WORDS = {"id", "phone", "msisdn", "imei", "imsi", "email", "name", "uuid"}
_IDENTIFIER_NAMES = {"hhid", "uid", "pid", "key"}
_TARGET_WORDS = {
    "consumption",
    "expenditure",
    "income",
    "poverty",
    "pmt",
    "wealth",
    "welfare",
    "target",
    "label",
    "outcome",
    "repaid",
    "default",
    "defaulted",
}
_LOAN_WORDS = {"loan", "principal"}
_CATEGORY_SHARE = 0.05
_CATEGORY_MIN = 20


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
        """Rebuild roles from a project file, refusing values that are not column names."""
        features = data.get("features", [])
        identifiers = data.get("identifiers", [])
        for key, names in (("features", features), ("identifiers", identifiers)):
            if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
                raise ParameterError(f"roles.{key}", "must be a list of column names")
        for key in ("target", "loan_amount"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise ParameterError(f"roles.{key}", "must be a column name or empty")
        return cls(
            features=tuple(features),
            target=data.get("target"),
            identifiers=tuple(identifiers),
            loan_amount=data.get("loan_amount"),
        )


NOT_NUMERIC = "not numeric"
NUMERIC_ROLES = ("feature", "target", "loan_amount")


@dataclass(frozen=True)
class ColumnInfo:
    """What a column looks like, for the roles table: kind, gaps, and a suggested role."""

    name: str
    kind: str
    n_missing: int
    n_unique: int
    is_constant: bool
    warnings: tuple[str, ...] = field(default=())
    suggested_role: str = "feature"

    def warnings_for(self, role: str) -> tuple[str, ...]:
        """The warnings that matter for `role`: "not numeric" only where numbers are used
        (an identifier column of text is expected, not a problem)."""
        if role in NUMERIC_ROLES:
            return self.warnings
        return tuple(w for w in self.warnings if w != NOT_NUMERIC)


@dataclass(frozen=True)
class TargetingData:
    """Validated inputs of a targeting task: float64 features and target, ids kept aside."""

    features: pd.DataFrame
    target: np.ndarray
    loan_amount: np.ndarray | None
    identifiers: pd.DataFrame
    source: LoadedTable
    roles: ColumnRoles


# --- column detection ----------------------------------------------------------------------


def detect_column_types(frame: pd.DataFrame) -> dict[str, ColumnInfo]:
    """Describe every column and suggest a role; at most one column is suggested as target."""
    infos: dict[str, ColumnInfo] = {}
    target_taken = False
    for name in frame.columns:
        info = _describe_column(str(name), frame[name])
        if info.suggested_role == "target":
            if target_taken:
                info = replace(info, suggested_role="feature")
            target_taken = True
        infos[str(name)] = info
    return infos


def _describe_column(name: str, column: pd.Series) -> ColumnInfo:
    n_missing = int(column.isna().sum())
    present = column.dropna()
    n_unique = int(present.nunique())
    is_constant = n_unique <= 1
    kind, bad_values = _column_kind(present)
    words = _name_words(name)
    warnings = []
    if n_missing == len(column):
        warnings.append("all values missing")
    elif n_missing:
        warnings.append(f"{n_missing} missing value{'s' if n_missing != 1 else ''}")
    if is_constant and n_missing < len(column):
        warnings.append("constant")
    if kind != "numeric":
        warnings.append(NOT_NUMERIC)
    elif bad_values:
        example = present[pd.to_numeric(present, errors="coerce").isna()].iloc[0]
        warnings.append(f"{bad_values} non-numeric values (e.g. '{example}')")
    if kind == "numeric" and words & _LOAN_WORDS:
        warnings.append("looks like a loan amount (set it as the loan amount for credit)")

    role = _suggest_role(name, words, kind, present, n_unique)
    return ColumnInfo(name, kind, n_missing, n_unique, is_constant, tuple(warnings), role)


def _suggest_role(name: str, words: set[str], kind: str, present: pd.Series, n_unique: int) -> str:
    """Names and uniqueness flag identifiers; only varying numeric columns can be used."""
    if words & _IDENTIFIER_WORDS or name.lower() in _IDENTIFIER_NAMES:
        return "identifier"
    all_unique = len(present) > 1 and n_unique == len(present)
    if (kind != "numeric" and all_unique) or (kind == "numeric" and _is_row_number(present)):
        return "identifier"
    if n_unique <= 1 or kind != "numeric" or words & _LOAN_WORDS:
        return "drop"  # a loan amount is the credit task's own role, never a feature
    if words & _TARGET_WORDS or name.lower() == "y":
        return "target"
    return "feature"


def _column_kind(present: pd.Series) -> tuple[str, int]:
    """The kind of a column's non-missing values, and how many of them are not numbers.

    A text column whose values are mostly numbers is numeric with a warning, so the user
    sees the few stray entries instead of losing the column.
    """
    if pd.api.types.is_datetime64_any_dtype(present):
        return "datetime", 0
    if pd.api.types.is_bool_dtype(present) or pd.api.types.is_numeric_dtype(present):
        return "numeric", 0
    if len(present) == 0:
        return "numeric", 0
    as_numbers = pd.to_numeric(present, errors="coerce")
    bad_values = int(as_numbers.isna().sum())
    if bad_values <= len(present) // 2:
        return "numeric", bad_values
    sample = present.astype(str).head(200)
    if pd.to_datetime(sample, errors="coerce", format="ISO8601").notna().all():
        return "datetime", 0
    categories = max(_CATEGORY_MIN, int(_CATEGORY_SHARE * len(present)))
    return ("categorical" if present.nunique() <= categories else "text"), 0


def _name_words(name: str) -> set[str]:
    """Lower-case words of a column name: 'HouseholdID' and 'household_id' give the same."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)
    return {w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w}


def _is_row_number(present: pd.Series) -> bool:
    """1, 2, 3, … (or 0, 1, 2, …): a row counter carries no information about people."""
    if len(present) < 3 or pd.api.types.is_bool_dtype(present):
        return False
    values = pd.to_numeric(present, errors="coerce").to_numpy(dtype=float)
    steps = np.diff(values)
    return bool(np.all(steps == 1) and values[0] in (0, 1))


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
        raise ParameterError("utility", f"must be one of {', '.join(UTILITIES)}, not {utility!r}")
    frame, path = table.frame, table.path
    _check_role_columns(roles, frame, path, utility)
    if len(frame) < min_rows:
        raise InputError(
            f"the file has {len(frame)} data rows; at least {min_rows} are needed for these "
            "settings.",
            path=path,
            hint="Use a larger file, or lower the settings that need many rows.",
        )
    if not allow_identifier_like:
        hints = identifier_like_roles(frame, roles, utility)
        if hints:
            raise IdentifierLikeError(hints, path=path, parts=_released_parts(roles, utility))

    features = pd.DataFrame(
        {name: _numeric_values(frame[name], path, "feature") for name in roles.features},
        index=frame.index,
    )
    for name in roles.features:
        _check_not_constant(features[name], path, "feature column")

    target = _numeric_values(frame[roles.target], path, "target")
    if utility == "poverty":
        _check_not_constant(target, path, "target")
    else:
        _check_binary_target(frame[roles.target], target, path)

    loan_amount = None
    if utility == "credit":
        loans = _numeric_values(frame[roles.loan_amount], path, "loan amount")
        negative = loans < 0
        if negative.any():
            row = _first_row(negative)
            raise InputError(
                f"negative loan amount {_quote(loans.iloc[row - FIRST_DATA_ROW])}"
                f" ({int(negative.sum())} negative in all).",
                path=path,
                column=roles.loan_amount,
                row=row,
                hint="Loan amounts must be zero or more: correct those rows.",
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
            "no feature columns are chosen.",
            path=path,
            hint="Set at least one numeric column to 'feature'.",
        )
    if roles.target is None:
        needed = (
            "a consumption or welfare column (lower means poorer)"
            if utility == "poverty"
            else "a 0/1 column saying whether the loan was repaid (1 = repaid)"
        )
        raise InputError(
            f"no target column is chosen; {utility} targeting needs {needed}.",
            path=path,
            hint="Set that column's role to 'target'.",
        )
    if utility == "credit" and roles.loan_amount is None:
        raise InputError(
            "no loan amount column is chosen; credit scoring needs each applicant's loan.",
            path=path,
            hint="Set the loan amount column's role to 'loan amount'.",
        )

    columns = [str(c) for c in frame.columns]
    for name in roles.assigned():
        if name not in frame.columns:
            close = difflib.get_close_matches(name, columns, n=3, cutoff=0.6)
            hint = (
                "Did you mean " + " or ".join(f"'{c}'" for c in close) + "?"
                if close
                else "The columns are: "
                + ", ".join(f"'{c}'" for c in columns[:12])
                + (", …" if len(columns) > 12 else "")
                + "."
            )
            raise InputError("this column is not in the file.", path=path, column=name, hint=hint)

    parts: dict[str, str] = {}
    labelled = [(n, "a feature") for n in roles.features]
    labelled.append((roles.target, "the target"))
    labelled += [(n, "an identifier") for n in roles.identifiers]
    if roles.loan_amount is not None:
        labelled.append((roles.loan_amount, "the loan amount"))
    for name, part in labelled:
        if name in parts:
            message = (
                f"this column is chosen both as {parts[name]} and as {part}."
                if parts[name] != part
                else f"this column is chosen twice as {part}."
            )
            hint = "Give each column one role."
            if {parts[name], part} == {"a feature", "an identifier"}:
                hint = "Identifiers must never be released: remove it from the features."
            raise InputError(message, path=path, column=name, hint=hint)
        parts[name] = part


def _numeric_values(column: pd.Series, path, part: str) -> pd.Series:
    """The column as float64, refusing text, dates, missing and infinite values."""
    name = str(column.name)
    if pd.api.types.is_datetime64_any_dtype(column):
        raise InputError(
            f"the {part} column holds dates, not numbers.",
            path=path,
            column=name,
            hint="Convert it to a number (e.g. days since a date) or set it to 'drop'.",
        )
    if pd.api.types.is_bool_dtype(column) or pd.api.types.is_numeric_dtype(column):
        values = column.astype(np.float64)
    else:
        values = pd.to_numeric(column, errors="coerce").astype(np.float64)
        not_numbers = values.isna() & column.notna()
        if not_numbers.any():
            row = _first_row(not_numbers)
            raise InputError(
                f"the {part} column must be numeric, but has the value "
                f"'{column.iloc[row - FIRST_DATA_ROW]}' ({int(not_numbers.sum())} "
                "non-numeric values in all).",
                path=path,
                column=name,
                row=row,
                hint="Correct those values, or set the column to 'drop' if it is not a number.",
            )
    missing = values.isna()
    if missing.any():
        count = int(missing.sum())
        raise InputError(
            f"the {part} column has {count} missing value{'s' if count != 1 else ''}, "
            f"the first at row {_first_row(missing)}.",
            path=path,
            column=name,
            row=_first_row(missing),
            hint=_DROP_HINT,
        )
    infinite = np.isinf(values.to_numpy())
    if infinite.any():
        row = _first_row(infinite)
        value = _quote(values.iloc[row - FIRST_DATA_ROW])
        raise InputError(
            f"the {part} column has an infinite value ({value}).",
            path=path,
            column=name,
            row=row,
            hint="Replace it with a real number, or remove that row.",
        )
    return values


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
        raise InputError(
            f"the {part} has the same value ({_quote(values.iloc[0])}) in every row, so it "
            "carries no information.",
            path=path,
            column=str(values.name),
            hint="Set it to 'drop'." if part != "target" else "Choose a target that varies.",
        )


def _check_binary_target(raw: pd.Series, target: pd.Series, path) -> None:
    """Credit needs 1 = repaid (low risk) and 0 = defaulted, with both present."""
    not_binary = ~target.isin((0.0, 1.0))
    if not_binary.any():
        row = _first_row(not_binary)
        raise InputError(
            "credit scoring needs a 0/1 target (1 = repaid, 0 = defaulted), but this column "
            f"has the value '{raw.iloc[row - FIRST_DATA_ROW]}'.",
            path=path,
            column=str(raw.name),
            row=row,
            hint="Recode the column to 0 and 1 (or true/false) and retry.",
        )
    if _is_constant(target):
        only = int(target.iloc[0])
        meaning = "repaid" if only == 1 else "defaulted"
        raise InputError(
            f"the target has only one class: every row is {only} ({meaning}). A credit model "
            "needs both repaid and defaulted loans.",
            path=path,
            column=str(raw.name),
            hint="Use data that include both outcomes.",
        )


def _first_row(mask) -> int:
    """Spreadsheet row of the first True in a row mask (header = row 1)."""
    return int(np.flatnonzero(np.asarray(mask))[0]) + FIRST_DATA_ROW


def _quote(value: float) -> str:
    """A number as the user would type it: 3 rather than 3.0."""
    return f"{value:g}" if np.isfinite(value) else str(value)

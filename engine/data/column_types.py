"""What each column of a table looks like: its kind, gaps and warnings, and a suggested
role, for the roles table of the Load page (targeting's checks are in `engine.data.roles`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import numpy as np
import pandas as pd

from engine.core.i18n import number, tr

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


def not_numeric() -> str:
    """The warning of a column that is not numeric (compared in `warnings_for`)."""
    return tr("not numeric")


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
        return tuple(w for w in self.warnings if w != not_numeric())


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
        warnings.append(tr("all values missing"))
    elif n_missing == 1:
        warnings.append(tr("1 missing value"))
    elif n_missing:
        warnings.append(tr("{count} missing values").format(count=number(n_missing)))
    if is_constant and n_missing < len(column):
        warnings.append(tr("constant"))
    if kind != "numeric":
        warnings.append(not_numeric())
    elif bad_values:
        example = present[pd.to_numeric(present, errors="coerce").isna()].iloc[0]
        warnings.append(
            tr("{count} non-numeric values (e.g. '{example}')").format(
                count=number(bad_values), example=example
            )
        )
    if kind == "numeric" and words & _LOAN_WORDS:
        warnings.append(tr("looks like a loan amount (set it as the loan amount for credit)"))

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

"""Columns that look like identifiers: phone numbers, e-mails, ID codes, people's names.

A phone number chosen as a feature is privatized as if it were a measurement: the release
then carries a noisy copy of something that points at one person, and no utility comes of
it. Every task whose columns feed a release asks `identifier_like_columns` about those
columns before it releases anything, and refuses (headless) or asks the user to confirm
(wizard) unless the project says `"allow_identifier_like": true`. Today that is the
targeting task (its features, target and loan amount; its identifier columns are tokenized
or dropped by design and are not checked). The mobility task has nothing to check: its
columns are a subscriber id, a tower and a time by design, and only aggregates are
released. Later tasks call the same function on the columns they release.

The rules (all thresholds are constants below):

* At least `MIN_VALUES` (20) non-missing values; fewer are too few to judge.
* At least 95 % of the non-missing values are distinct (`UNIQUE_SHARE`). Identifiers name
  one person each, so they almost never repeat; measurements that repeat (ages, household
  sizes, region names) are never flagged, whatever they look like.
* The values have one of these shapes:

  - *phone*: an optional "+", then 8–15 digits written with spaces, dashes, dots or
    parentheses (e.g. "+228 90 12 34 56", "(024) 123-4567", "90.12.34.56"); a plain decimal
    number such as "1234.5678" is not a phone number. Bare digit strings or whole numbers
    of 8–15 digits count as phone numbers when the column's name says so (phone, tel,
    mobile, msisdn, cell, gsm), and otherwise as ID codes by the next rule.
  - *e-mail*: something@domain.tld.
  - *ID code*: letters mixed with digits in one token ("TG-00012345", "HH0001",
    UUIDs), or digit strings of one fixed length of at least 6 digits ("00012345"). In a
    numeric column: non-negative whole numbers that all have the same number of digits,
    6 or more (a unique 9-digit national ID stored as a number).
  - *name*: 2 to 4 alphabetic words, each starting with a capital ("Kossi Mensah",
    "Afi Ama DZIFA", "N'Golo Kanté").

  Numbers written as text ("1234.5678", "1e6") and dates ("2024-03-01", "01/03/2024")
  have none of these shapes. In a text column at least 90 % of the sampled values must
  have the shape (`SHAPE_SHARE`), so a few stray entries do not hide a phone column; in a
  numeric column all of them must.
* A numeric column holding a value with decimals (consumption 1234.56) is never an
  identifier, nor are negative numbers, booleans, dates and durations.

Speed: shapes and a first uniqueness estimate are taken on at most `SAMPLE_SIZE` (5,000)
non-missing values at evenly spaced positions (deterministic, so the same file always gets
the same verdict). Only a column whose sample is ≥ 95 % distinct and has an identifier's
shape is then counted exactly (one hash pass over the column), so the cost is O(n) and a
column of measurements is usually dismissed after looking at its sample alone.

Two rules live here, for two uses. `identifier_like` (above) *refuses* a column chosen as
a feature of a release (targeting, model): a false alarm blocks a correct project, so it
asks for ≥ 95 % distinct values and an identifier's shape. `direct_identifier` (MATH 6.1)
*suggests* the role of a column for the anonymize task: a miss releases the column raw,
while a false alarm is one click to undo, so it flags looser shapes (≥ 80 % e-mails or
phones; ≥ 80 % ID-like or ≥ 70 % names with ≥ 50 % distinct) and any text or integer column
with ≥ 95 % distinct values. A unique whole-number income is a fine targeting feature yet
a record number in a table to anonymize: the stricter rule must not replace the looser.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import number, tr

IDENTIFIER_LIKE_KEY = "allow_identifier_like"
"""Project-file key (in the task section) that accepts identifier-like columns."""

UNIQUE_SHARE = 0.95
SHAPE_SHARE = 0.90
SAMPLE_SIZE = 5_000
MIN_VALUES = 20
MIN_ID_DIGITS = 6
PHONE_DIGITS = (8, 15)
_PREFIX_SHARE = 0.95  # a prefix shared this widely is shown unmasked in the example shape
_MAX_PREFIX = 8

KINDS = ("phone", "e-mail", "ID code", "name", "unique")
KIND_PLURALS = {
    "phone": "phone numbers",
    "e-mail": "e-mail addresses",
    "ID code": "ID codes",
    "name": "people's names",
    "unique": "values that are nearly all different",
}


def kind_plural(kind: str) -> str:
    """KIND_PLURALS[kind] in the interface language (the English stays for messages)."""
    return {
        "phone": tr("phone numbers"),
        "e-mail": tr("e-mail addresses"),
        "ID code": tr("ID codes"),
        "name": tr("people's names"),
        "unique": tr("values that are nearly all different"),
    }[kind]


_PHONE_WORDS = {"phone", "tel", "telephone", "téléphone", "mobile", "msisdn", "cell", "gsm"}

_EMAIL = r"[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)*\.[A-Za-z]{2,}"
_PHONE = r"\+?\(?\d[\d\s().\-/]*\d\)?"
_DATE = r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}/\d{4}"  # matched at the start of a value
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_DIGITS = r"\d+"
_CODE = r"[A-Za-z0-9][A-Za-z0-9\-_/.:#]*"
_UPPER = "A-ZÀ-ÖØ-Þ"
_WORD = rf"[{_UPPER}][A-Za-zÀ-ÖØ-öø-ÿ'’\-]+"
_NAME = rf"{_WORD}(?:\s+{_WORD}){{1,3}}"


@dataclass(frozen=True)
class IdentifierHint:
    """A column that looks like identifiers, with what it looks like.

    `example_shape` is a value of the column with its digits and letters masked ("x", "X")
    except a prefix shared by ≥ 95 % of the values (a country code): it never shows a
    person's value.
    """

    column: str
    kind: str  # "phone" | "e-mail" | "ID code" | "name" | "unique" (MATH 6.1 only)
    unique_share: float
    example_shape: str

    def looks_like(self) -> str:
        """'phone numbers (every value unique, like +228 9x xx xx xx)'."""
        kinds, shape = kind_plural(self.kind), self.example_shape
        if self.unique_share >= 1.0:
            return tr("{kinds} (every value unique, like {shape})").format(kinds=kinds, shape=shape)
        share = number(math.floor(self.unique_share * 1000) / 10, "g")
        return tr("{kinds} ({share} % of values unique, like {shape})").format(
            kinds=kinds, share=share, shape=shape
        )

    def describe(self) -> str:
        """One plain sentence: "Column 'phone' looks like phone numbers (…)."."""
        return tr("Column '{column}' looks like {looks_like}.").format(
            column=self.column, looks_like=self.looks_like()
        )


class IdentifierLikeError(InputError):
    """Identifier-like columns were chosen where a release would privatize them as numbers."""

    def __init__(
        self, hints: list[IdentifierHint], *, path: str | Path | None, parts: dict[str, str]
    ) -> None:
        self.hints = tuple(hints)
        first = hints[0]
        part = parts.get(first.column, "chosen")
        message = (
            f"this {part} column looks like {first.looks_like()}; privatizing it as a number "
            "protects nothing."
        )
        others = [f"'{h.column}' ({KIND_PLURALS[h.kind]})" for h in hints[1:]]
        if others:
            message += " So do " + ", ".join(others) + "."
        hint = (
            "Set its role to identifier (it will be tokenized) or drop it; if it truly is a "
            f'measurement, set "{IDENTIFIER_LIKE_KEY}": true in the project\'s task section.'
        )
        super().__init__(message, path=path, column=first.column, hint=hint)


def identifier_like_columns(frame: pd.DataFrame, columns) -> list[IdentifierHint]:
    """The hints for those of `columns` (names in `frame`) that look like identifiers,
    in the order given; names not in the frame are skipped."""
    hints = []
    for name in dict.fromkeys(columns):
        if name is None or name not in frame.columns:
            continue
        column = frame[name]
        if isinstance(column, pd.DataFrame):  # a duplicated header: judge the first one
            column = column.iloc[:, 0]
        hint = identifier_like(column)
        if hint is not None:
            hints.append(hint)
    return hints


def _values_to_judge(column: pd.Series) -> tuple[pd.Series, int] | None:
    """(evenly spaced sample, number of non-missing values), or None when the column is
    of a type never flagged (booleans, dates, durations, periods) or has too few values."""
    dtype = column.dtype
    if (
        pd.api.types.is_bool_dtype(dtype)
        or pd.api.types.is_datetime64_any_dtype(dtype)
        or pd.api.types.is_timedelta64_dtype(dtype)
        or isinstance(dtype, pd.PeriodDtype | pd.IntervalDtype)
    ):
        return None
    present = column.notna().to_numpy()
    n = int(present.sum())
    if n < MIN_VALUES:
        return None
    return column.iloc[_sample_positions(present, n)], n


def identifier_like(column: pd.Series) -> IdentifierHint | None:
    """What the column looks like if it looks like identifiers, else None (rules above)."""
    dtype = column.dtype
    measured = _values_to_judge(column)
    if measured is None:
        return None
    sample, n = measured
    if sample.nunique() < UNIQUE_SHARE * len(sample):
        return None

    numeric = pd.api.types.is_numeric_dtype(dtype)
    if numeric:
        found = _numeric_shape(sample, _looks_like_phone_name(column.name))
    else:
        found = _text_shape(sample, _looks_like_phone_name(column.name))
    if found is None:
        return None
    kind, example_shape = found
    if numeric and pd.api.types.is_float_dtype(dtype) and not _all_whole(column):
        return None
    unique_share = _distinct_count(column) / n
    if unique_share < UNIQUE_SHARE:
        return None
    return IdentifierHint(str(column.name), kind, float(unique_share), example_shape)


# --- MATH 6.1 detection (anonymize role suggestions) --------------------------------------

# The patterns of MATH 6.1's regex masks (engine.anonymize.regex_masks; a test keeps them
# equal), matched against a whole trimmed value.
MATH_EMAIL = r"[\w.%+-]+@[\w-]+(\.[\w-]+)+"
MATH_PHONE = r"\+?\(?\d[\d ()./-]{6,}\d"
MATH_ID = r"\b\d(?:[ -]?\d){8,}\b"
SHAPE_FLAG = {"e-mail": 0.8, "phone": 0.8, "ID code": 0.8, "name": 0.7}
SHAPED_UNIQUE = 0.5  # ID-like and name columns need this share of distinct values
DATE_SHARE = 0.95  # a text column this full of dates is a date (a QI suggestion), not text


def direct_identifier_columns(frame: pd.DataFrame, columns) -> list[IdentifierHint]:
    """`direct_identifier` for those of `columns` in `frame`, in the order given."""
    hints = []
    for name in dict.fromkeys(columns):
        if name is None or name not in frame.columns:
            continue
        column = frame[name]
        if isinstance(column, pd.DataFrame):
            column = column.iloc[:, 0]
        hint = direct_identifier(column)
        if hint is not None:
            hints.append(hint)
    return hints


def direct_identifier(column: pd.Series) -> IdentifierHint | None:
    """MATH 6.1's identifier flag from the values (the header rule is the caller's).

    On n_c ≥ 20 non-missing values, U = distinct / n_c exactly; the shape shares s_mail,
    s_phone (8–15 digits), s_id and s_name (2–4 capitalized words, no digits) on the
    evenly spaced sample of `SAMPLE_SIZE` values. Flagged if s_mail ≥ 0.8, s_phone ≥ 0.8,
    s_id ≥ 0.8 and U ≥ 0.5, s_name ≥ 0.7 and U ≥ 0.5, or U ≥ 0.95 for text or whole
    numbers. Real numbers with decimals (numeric, or text that is all numbers), booleans
    and dates (typed, or ≥ 95 % of a text column) are measurements or QIs, never flagged.
    """
    dtype = column.dtype
    measured = _values_to_judge(column)
    if measured is None:
        return None
    sample, n = measured
    if pd.api.types.is_numeric_dtype(dtype):
        if not _all_whole(column):
            return None
        texts = pd.Series(sample.to_numpy(dtype=np.float64).astype(np.int64).astype(str))
    else:
        texts = pd.Series(sample.astype(str).to_numpy(dtype=object), dtype=object).str.strip()
        if texts.str.match(_DATE).mean() >= DATE_SHARE:
            return None
        numbers = texts.str.fullmatch(_NUMBER)
        if numbers.all() and not texts.str.fullmatch(r"[-+]?\d+").all():
            return None  # real numbers written as text
    unique = _distinct_count(column) / n
    kind = _math_kind(texts, unique, _looks_like_phone_name(column.name))
    if kind is None:
        return None
    first = texts.iloc[0]
    if kind == "e-mail" and "@" in first:
        example = _email_shape(first)
    elif kind in ("phone", "ID code"):
        example = _masked_example(first, texts)
    else:
        example = _mask(first if len(first) <= 24 else first[:24] + "…")
    return IdentifierHint(str(column.name), kind, float(unique), example)


def _math_kind(texts: pd.Series, unique: float, phone_name: bool) -> str | None:
    """The kind MATH 6.1 flags, or None. Where a value is both a phone number and an ID
    (9 bare digits), the column is called ID codes unless it is named or written as phones."""
    share = {
        "e-mail": texts.str.fullmatch(MATH_EMAIL).mean(),
        "phone": (
            texts.str.fullmatch(MATH_PHONE) & texts.str.count(r"\d").between(*PHONE_DIGITS)
        ).mean(),
        "ID code": texts.str.fullmatch(MATH_ID).mean(),
        "name": texts.str.fullmatch(_NAME).mean(),
    }
    flags = [k for k, need in SHAPE_FLAG.items() if share[k] >= need]
    flags = [k for k in flags if k in ("e-mail", "phone") or unique >= SHAPED_UNIQUE]
    if "phone" in flags and "ID code" in flags:
        written = texts.str.contains(r"^\+|[ ()./-]").mean() >= 0.5
        flags.remove("ID code" if phone_name or written else "phone")
    if flags:
        return flags[0]
    return "unique" if unique >= UNIQUE_SHARE else None


# --- shapes --------------------------------------------------------------------------------


def _sample_positions(present: np.ndarray, n: int) -> np.ndarray:
    """Positions of at most SAMPLE_SIZE non-missing values, evenly spaced (deterministic)."""
    count = min(n, SAMPLE_SIZE)
    if n == len(present):
        return np.linspace(0, n - 1, count).round().astype(np.int64)
    positions = np.flatnonzero(present)
    return positions[np.linspace(0, n - 1, count).round().astype(np.int64)]


def _numeric_shape(sample: pd.Series, phone_name: bool) -> tuple[str, str] | None:
    """Whole non-negative numbers of one digit length ≥ 6 (or phone-sized, for a phone
    column's name); a value with decimals rules the column out."""
    values = sample.to_numpy(dtype=np.float64, na_value=np.nan)
    if not np.all(np.isfinite(values)) or np.any(values < 0) or np.any(values >= 1e15):
        return None
    if np.any(values != np.floor(values)):
        return None
    texts = values.astype(np.int64).astype(str)
    lengths = np.char.str_len(texts)
    low, high = PHONE_DIGITS
    if phone_name and lengths.min() >= low and lengths.max() <= high:
        kind = "phone"
    elif lengths.min() == lengths.max() >= MIN_ID_DIGITS:
        kind = "ID code"
    else:
        return None
    strings = pd.Series(texts, dtype=object)
    return kind, _masked_example(strings.iloc[0], strings)


def _text_shape(sample: pd.Series, phone_name: bool) -> tuple[str, str] | None:
    """The first identifier shape that ≥ SHAPE_SHARE of the sampled texts have."""
    texts = pd.Series(sample.astype(str).to_numpy(dtype=object), dtype=object).str.strip()
    need = SHAPE_SHARE * len(texts)

    email = texts.str.fullmatch(_EMAIL)
    if email.sum() >= need:
        return "e-mail", _email_shape(texts[email].iloc[0])

    digits = texts.str.count(r"\d")
    low, high = PHONE_DIGITS
    phone_sized = digits.between(low, high)
    bare = texts.str.fullmatch(_DIGITS)
    number_or_date = texts.str.fullmatch(_NUMBER) | texts.str.match(_DATE)
    written_phone = texts.str.fullmatch(_PHONE) & phone_sized & ~number_or_date
    written_phone &= texts.str.startswith("+") | texts.str.contains(r"[\s()\-/]|\..*\.")
    phone = written_phone | (bare & phone_sized)
    # Bare digit strings alone are phone numbers only if the column's name says so.
    if phone.sum() >= need and (written_phone.sum() >= need / 2 or phone_name):
        return "phone", _masked_example(texts[phone].iloc[0], texts)

    letters = texts.str.contains(r"[A-Za-z]")
    code = texts.str.fullmatch(_CODE) & letters & (digits >= 2) & ~number_or_date
    lengths = texts.str.len()
    fixed = bare & (digits >= MIN_ID_DIGITS)
    if fixed.any():
        fixed &= lengths == lengths[fixed].mode().iloc[0]
    identifier = code | fixed
    if identifier.sum() >= need:
        return "ID code", _masked_example(texts[identifier].iloc[0], texts)

    name = texts.str.fullmatch(_NAME)
    if name.sum() >= need:
        return "name", _mask(texts[name].iloc[0])
    return None


def _looks_like_phone_name(name) -> bool:
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", str(name))
    return bool({w.lower() for w in re.split(r"[\W_]+", spaced) if w} & _PHONE_WORDS)


def _distinct_count(column: pd.Series) -> int:
    """Distinct non-missing values, exactly: one hash pass (pd.unique beats nunique on text)."""
    uniques = pd.unique(column.to_numpy() if isinstance(column.dtype, np.dtype) else column.array)
    return len(uniques) - int(pd.isna(uniques).sum())


def _all_whole(column: pd.Series) -> bool:
    """Every non-missing value is a whole number (checked on the whole column)."""
    values = column.to_numpy(dtype=np.float64, na_value=np.nan)
    values = values[~np.isnan(values)]
    return bool(np.all(values == np.floor(values)))


# --- example shapes ------------------------------------------------------------------------


def _mask(text: str) -> str:
    """Digits → x, capitals → X, small letters → x; punctuation and spaces kept."""
    return "".join(
        "x" if ch.isdigit() or ch.islower() else "X" if ch.isupper() else ch for ch in text
    )


def _masked_example(example: str, sample: pd.Series) -> str:
    """`example` masked after the prefix that ≥ 95 % of the sample shares (at most half of
    the value and 8 characters, so a shared country code shows and a person's value never)."""
    keep = 0
    limit = min(len(example) // 2, _MAX_PREFIX)
    for k in range(1, limit + 1):
        if sample.str.startswith(example[:k]).mean() < _PREFIX_SHARE:
            break
        keep = k
    return example[:keep] + _mask(example[keep:])


def _email_shape(example: str) -> str:
    """'xxxxx@xxxxx.com': the top-level domain alone is kept."""
    local, _, domain = example.rpartition("@")
    host, dot, top = domain.rpartition(".")
    return f"{_mask(local)}@{_mask(host)}{dot}{top}"

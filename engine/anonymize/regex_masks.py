"""Regex masks for direct identifiers in cells or free text (MATH 6.1), partial masks.

Built-ins: e-mail → first character + "***@" + domain; phone (8–15 digits) → every digit
but the last 2 becomes "X"; ID-like digit runs → all but the last 4 become "X" (where both
match, the phone mask); names (seed 003 Figure 1) → each word keeps its first and last
letter, inner letters "*" ("Lionel Karr" → "L****l K**r"), words of ≤ 2 letters "*".
A user pattern replaces every match by its replacement text.
"""

from __future__ import annotations

import re

import pandas as pd

from engine.core.errors import ParameterError
from engine.core.i18n import tr

EMAIL = re.compile(r"[\w.%+-]+@[\w-]+(\.[\w-]+)+")
PHONE = re.compile(r"\+?\(?\d[\d ()./-]{6,}\d")
ID_LIKE = re.compile(r"\b\d(?:[ -]?\d){8,}\b")
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
BUILTINS = ("email", "phone", "id", "name")


def _mask_email(match: re.Match) -> str:
    text = match.group(0)
    local, domain = text.split("@", 1)
    return local[:1] + "***@" + domain


def _mask_digits(text: str, keep: int) -> str:
    total = sum(ch.isdigit() for ch in text)
    out, seen = [], 0
    for ch in text:
        if ch.isdigit():
            seen += 1
            out.append(ch if seen > total - keep else "X")
        else:
            out.append(ch)
    return "".join(out)


def _mask_phone(match: re.Match) -> str:
    text = match.group(0)
    digits = sum(ch.isdigit() for ch in text)
    return _mask_digits(text, 2) if 8 <= digits <= 15 else text


def _mask_word(match: re.Match, fixed: bool) -> str:
    word = match.group(0)
    if len(word) <= 2:
        return "*"
    return word[0] + ("**" if fixed else "*" * (len(word) - 2)) + word[-1]


def mask_text(text: str, builtin: str, fixed_stars: bool = False) -> str:
    """One value through a built-in mask."""
    if builtin == "email":
        return EMAIL.sub(_mask_email, text)
    if builtin == "phone":
        return PHONE.sub(_mask_phone, text)
    if builtin == "id":
        masked = PHONE.sub(_mask_phone, text)  # where both match, the phone mask
        return ID_LIKE.sub(lambda m: _mask_digits(m.group(0), 4), masked)
    if builtin == "name":
        return WORD.sub(lambda m: _mask_word(m, fixed_stars), text)
    raise ParameterError(
        "pattern",
        tr("must be one of {choices}, got {value}").format(
            choices=", ".join(BUILTINS), value=repr(builtin)
        ),
    )


def compile_user_pattern(pattern: str, key: str) -> re.Pattern:
    try:
        compiled = re.compile(pattern)
    except re.error as exc:
        raise ParameterError(
            key, tr("is not a valid regular expression ({error})").format(error=exc)
        ) from None
    if compiled.match(""):
        raise ParameterError(key, tr("matches the empty text; it would mask nothing useful"))
    return compiled


def apply_mask(
    series: pd.Series,
    builtin: str | None,
    pattern: re.Pattern | None = None,
    replacement: str = "***",
    fixed_stars: bool = False,
) -> pd.Series:
    """The column with every non-missing value masked (missing stays missing)."""
    present = series.notna()
    text = series[present].astype(str)
    if pattern is not None:
        masked = text.str.replace(pattern, replacement, regex=True)
    else:
        masked = text.map(lambda v: mask_text(v, builtin, fixed_stars))
    out = pd.Series(pd.NA, index=series.index, dtype=object)
    out[present] = masked.to_numpy(dtype=object)
    return out

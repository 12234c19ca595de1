"""Masking of direct identifiers (MATH 6.1): keyed pseudonyms, redaction, codebooks.

* Keyed pseudonyms: K = 32 bytes from the OS CSPRNG (`secrets.token_bytes`), new per
  release unless a key file is given; token(v) = first ℓ hex digits of HMAC-SHA256(K,
  norm(v)), ℓ = 16; norm = NFC + trim, e-mails lower-cased, phones as their digits. A
  shared token among the distinct values → ℓ += 4 and redo. K is never written by a
  release (a key file is made only on request, `new_key_file`).
* Redaction: "[REDACTED]" (NA stays NA).
* Substitution codebook: values → 1…u, random (CSPRNG permutation, default) or monotone
  (sort order: leaks ranks), or from a codebook file (value, code). A release never writes
  its codebook; a codebook file is made only on request (`new_codebook_file`), before the
  release that then reads it, for the data holder to link results back to people.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.core.regular_files import regular_file_size
from engine.core.writers import cannot_write

KEY_BYTES = 32
TOKEN_DIGITS = 16
REDACTED = "[REDACTED]"
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+$")
_PHONE = re.compile(r"^\+?[\d\s().\-/]{6,}$")


@dataclass(frozen=True)
class Pseudonyms:
    """Tokens of one column: `digits` after the collision check."""

    tokens: pd.Series
    digits: int
    distinct: int


def normalize(value: str) -> str:
    text = unicodedata.normalize("NFC", str(value)).strip()
    if _EMAIL.match(text):
        return text.lower()
    if _PHONE.match(text):
        return "".join(ch for ch in text if ch.isdigit())
    return text


def new_key() -> bytes:
    return secrets.token_bytes(KEY_BYTES)


def new_key_file(path: str | Path) -> Path:
    """Write a fresh key (hex) to `path`, refusing to overwrite: only on the user's request,
    as releases made with it share tokens (they can be linked with each other)."""
    path = Path(path)
    exists = InputError(tr("the key file exists already; choose another name."), path=path)
    if path.exists():
        raise exists
    try:  # a missing folder is made, as for a codebook; only the owner may read the key
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        raise exists from None
    except OSError as exc:
        raise cannot_write(path, exc) from None
    with os.fdopen(descriptor, "w", encoding="ascii") as handle:
        handle.write(new_key().hex() + "\n")
    return path


def read_key_file(path: str | Path) -> bytes:
    path = Path(path)
    regular_file_size(path, tr("the key file does not exist."))
    try:
        key = bytes.fromhex(path.read_text(encoding="ascii").strip())
    except (OSError, ValueError, UnicodeDecodeError):
        raise InputError(tr("not a PrivDesk key file (64 hex digits)."), path=path) from None
    if len(key) != KEY_BYTES:
        raise InputError(tr("not a PrivDesk key file (64 hex digits)."), path=path)
    return key


def pseudonymize(series: pd.Series, key: bytes, digits: int = TOKEN_DIGITS) -> Pseudonyms:
    present = series.notna()
    codes, uniques = pd.factorize(series[present].map(normalize))
    full = [hmac.new(key, u.encode("utf-8"), hashlib.sha256).hexdigest() for u in uniques]
    while True:
        tokens = np.asarray([f[:digits] for f in full], dtype=object)
        if len(set(tokens)) == len(tokens) or digits >= 64:
            break
        digits += 4
    out = pd.Series(pd.NA, index=series.index, dtype=object)
    out[present] = tokens[codes] if len(tokens) else []
    return Pseudonyms(out, digits, len(uniques))


def redact(series: pd.Series) -> pd.Series:
    return pd.Series(np.where(series.notna(), REDACTED, pd.NA), index=series.index, dtype=object)


def codebook_substitute(
    series: pd.Series, order: str = "random", codebook: dict[str, str] | None = None, name=""
) -> pd.Series:
    """Values → codes: from `codebook` (every value must be in it), else 1…u in sort order
    ("monotone") or in a CSPRNG random order ("random")."""
    present = series.notna()
    text = series[present].astype(str).str.strip()
    if codebook is not None:
        mapped = text.map(codebook)
        missing = mapped.isna()
        if missing.any():
            row = int(np.flatnonzero(present.to_numpy())[np.flatnonzero(missing.to_numpy())[0]])
            raise InputError(
                tr("value {value} is not in the codebook file.").format(
                    value=repr(text[missing].iloc[0])
                ),
                column=name,
                row=row + 2,
            )
        values = mapped.to_numpy(dtype=object)
    else:
        codes, uniques = pd.factorize(text, sort=True)
        values = _codes(len(uniques), order)[codes].astype(object)
    out = pd.Series(pd.NA, index=series.index, dtype=object)
    out[present] = values
    return out


def _codes(count: int, order: str) -> np.ndarray:
    """1…count for the sorted distinct values: in order ("monotone"), or in a random order
    from the OS CSPRNG ("random")."""
    rank = np.arange(1, count + 1)
    if order == "random":
        rank = np.random.default_rng(secrets.randbits(128)).permutation(rank)
    return rank


def new_codebook_file(
    series: pd.Series, path: str | Path, order: str = "random", *, source: Path | None = None
) -> Path:
    """Write the codebook of `series` (CSV: value, code; codes 1…u) to `path`, refusing to
    overwrite: only on the user's request, as whoever holds it turns the released codes
    back into the values. The release then reads it as a codebook file. A column with no
    value is refused (`source`: its table, for the message): an empty codebook links
    nothing and looks like a success."""
    from engine.core.writers import write_table_atomic

    path = Path(path)
    if path.exists():
        raise InputError(tr("the codebook file exists already; choose another name."), path=path)
    if path.suffix.lower() != ".csv":
        raise InputError(tr("a codebook file must end in .csv."), path=path)
    _, uniques = pd.factorize(series.dropna().astype(str).str.strip(), sort=True)
    if len(uniques) == 0 or (len(uniques) == 1 and uniques[0] == ""):
        raise InputError(
            tr("the column has no values (every cell is empty), so there is nothing to code."),
            path=source,
            column=str(series.name),
            hint=tr("Choose the column that holds the identifiers."),
        )
    book = pd.DataFrame({"value": uniques, "code": _codes(len(uniques), order)})
    write_table_atomic(book, path, csv_formula_guard=False)  # read back by the release
    return path


def read_codebook(path: Path) -> dict[str, str]:
    from engine.data.readers import read_table

    frame = read_table(path).frame
    if frame.shape[1] < 2:
        raise InputError(tr("a codebook file needs two columns: value, code."), path=path)
    keys = frame.iloc[:, 0].astype(str).str.strip()
    return dict(zip(keys, frame.iloc[:, 1].astype(str), strict=True))

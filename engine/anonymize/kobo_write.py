"""Write a released member-level table back as the export it came from
(`engine.data.kobo`): the same tables, the same columns in the same order (less those the
release drops), the same key columns, with every key replaced.

* Keys: each household gets a keyed pseudonym (HMAC-SHA256 of its key under a key the
  caller draws fresh and never writes), shaped as a uuid, in every column that names it:
  `_uuid`, `meta/instanceID` ("uuid:…"), `_submission__uuid`, ODK's `KEY` / `PARENT_KEY`
  (a member's `KEY` is its household's new key and its own "/members[2]" tail). Numbers
  (`_index`, `_id`, `_parent_index`, `_submission__id`) are renumbered 1, 2, … in the
  released order, which is random. A member's copies of its household's metadata
  (`_submission__submission_time`, …) are its household's released values.
* A household variable is released once per household: the value its released rows
  share, or `star` where they differ; a household none of whose rows is released is
  left out.
* A select_multiple question's 0/1 columns follow its text column: dropped with it, and
  blank in a row where its released text differs from the raw one.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

from engine.anonymize.masking import pseudonymize
from engine.data.kobo import LinkedExport, key_text

UUID_DIGITS = 32


def _as_uuid(token: str) -> str:
    return f"{token[:8]}-{token[8:12]}-{token[12:16]}-{token[16:20]}-{token[20:32]}"


def _differs(raw: np.ndarray, released: np.ndarray) -> np.ndarray:
    both_missing = pd.isna(raw) & pd.isna(released)
    return ~both_missing & (pd.isna(raw) | pd.isna(released) | (raw != released))


def _per_household(values: pd.Series, position: np.ndarray, count: int, star) -> pd.Series:
    """One value per household: the one its rows share, else `star`."""
    codes, _ = pd.factorize(values.astype(object), use_na_sentinel=False)
    low = np.full(count, np.iinfo(np.int64).max)
    high = np.full(count, -1)
    np.minimum.at(low, position, codes)
    np.maximum.at(high, position, codes)
    first = np.unique(position, return_index=True)[1]
    out = values.iloc[first].reset_index(drop=True)
    if (low != high).any():
        out = out.astype(object)
        out[low != high] = star
    return out


def linked_sheets(
    linked: LinkedExport, table: pd.DataFrame, rows: np.ndarray, key: bytes, star: str = "*"
) -> dict[str, pd.DataFrame]:
    """The households and members tables of the release (name → table, original headers).

    `table`: the released member-level table (columns of `linked.frame`); `rows`: the row of
    `linked.frame` of each of its rows; `key`: the pseudonyms' key (fresh, never written)."""
    table = table.reset_index(drop=True)
    household = linked.household_of[rows]
    order = pd.unique(household)  # households in the released (random) order
    position = pd.Series(np.arange(len(order)), index=order)[household].to_numpy()
    main_keys = key_text(linked.main.frame[linked.scheme.key]).iloc[order]
    tokens = pseudonymize(main_keys.reset_index(drop=True), key, UUID_DIGITS).tokens
    tokens = tokens.map(_as_uuid).to_numpy(dtype=object)
    numbers = np.arange(1, len(order) + 1)
    raw = linked.frame.iloc[rows].reset_index(drop=True)
    shown = _followed(linked, table, raw)
    main_out: dict[str, object] = {}
    by_household = {"number": numbers, "token": tokens, "uuid": "uuid:" + tokens}
    for header in linked.main.frame.columns:
        rule = linked.structural.get(("main", header))
        if rule == "own_uuid":  # an edited record's former uuid, under the same key
            old = key_text(linked.main.frame[header]).iloc[order].str.removeprefix("uuid:")
            own = pseudonymize(old.reset_index(drop=True), key, UUID_DIGITS).tokens
            main_out[header] = own.map(lambda t: f"uuid:{_as_uuid(t)}", na_action="ignore")
        elif rule is not None:
            main_out[header] = by_household[rule]
        elif header in shown["main"]:
            main_out[header] = _per_household(shown["main"][header], position, len(order), star)
    member_rows = np.flatnonzero(linked.member_of[rows] >= 0)
    of_member = position[member_rows]
    old = linked.members.frame.iloc[linked.member_of[rows][member_rows]].reset_index(drop=True)
    member_out: dict[str, object] = {}
    for header in linked.members.frame.columns:
        rule = linked.structural.get(("members", header))
        if rule is None:
            if header in shown["members"]:
                member_out[header] = shown["members"][header].iloc[member_rows].to_numpy()
        elif rule == "member_number":
            member_out[header] = np.arange(1, len(member_rows) + 1)
        elif rule == "as_read":
            member_out[header] = old[header].to_numpy()
        elif rule == "member_key":  # ODK: the household's new key and the member's tail
            parent = key_text(old[linked.scheme.parent_key]).fillna("")
            own = key_text(old[header]).fillna("")
            tail = [
                k[len(p) :] if k.startswith(p) else "" for k, p in zip(own, parent, strict=True)
            ]
            member_out[header] = ("uuid:" + tokens[of_member]) + np.asarray(tail, dtype=object)
        elif rule.startswith("mirror:"):
            twin = rule.removeprefix("mirror:")
            if twin in main_out:
                member_out[header] = np.asarray(main_out[twin], dtype=object)[of_member]
        else:
            member_out[header] = by_household[rule][of_member]
    return {
        linked.main.name: pd.DataFrame(main_out),
        linked.members.name: pd.DataFrame(member_out),
    }


def _followed(linked: LinkedExport, table: pd.DataFrame, raw: pd.DataFrame) -> dict:
    """Released values per table and original header; 0/1 choice columns follow their text
    column (dropped with it, blank where the text was changed)."""
    shown: dict[str, dict[str, pd.Series]] = {"main": {}, "members": {}}
    for (which, header), name in linked.short.items():
        if name in table.columns:
            shown[which][header] = table[name]
    for (which, text), options in linked.choices.items():
        if (which, text) not in linked.short:
            continue  # only 0/1 columns were exported: they are columns like any other
        name = linked.short[(which, text)]
        if name not in table.columns:
            for option in options:
                shown[which].pop(option, None)
            continue
        changed = _differs(raw[name].to_numpy(dtype=object), table[name].to_numpy(dtype=object))
        for option in options:
            if option in shown[which] and changed.any():
                shown[which][option] = shown[which][option].astype(object).mask(changed)
    return shown

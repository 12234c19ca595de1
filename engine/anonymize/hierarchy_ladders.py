"""Hierarchy ladders for categorical quasi-identifiers (MATH 6.2): a tree over the leaves
(the data's values) from an ARX-style CSV, from fixed-length codes, or flat (value → "*").
The shared codes and `Encoded` are `ladders`'s."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from engine.anonymize.ladders import NA_LABEL, STAR, UNKNOWN_CODE, Encoded
from engine.core.errors import InputError
from engine.core.i18n import tr
from engine.data.values import plain


@dataclass(frozen=True)
class HierarchyLadder:
    """A tree over leaves in depth-first order (every subtree is a contiguous range of leaf
    codes). `parents[h][i]` is the node of leaf i at level h (node ids per level);
    `names[h]` the nodes' labels; `leaves_under[h]` how many leaves each node covers, not
    counting the "NA" leaf added for missing values (it is no value of the column, so it
    inflates neither m_u nor m, MATH 6.6)."""

    name: str
    source: str  # "csv" | "prefix" | "flat"
    leaves: tuple[str, ...]
    parents: tuple[np.ndarray, ...]
    names: tuple[tuple[str, ...], ...]
    leaves_under: tuple[np.ndarray, ...]
    kind = "hierarchy"
    ordered = False

    @property
    def levels(self) -> int:
        return len(self.parents)

    @property
    def m(self) -> int:
        """The number of leaves m of MATH 6.6 (the root covers them all)."""
        return int(self.leaves_under[-1][0])

    def encode(self, series: pd.Series, *, strict: bool = True) -> Encoded:
        text_column = isinstance(series.dtype, pd.StringDtype)  # as objects: same codes, faster
        values = series.to_numpy(dtype=object) if text_column else series
        ids, uniques = pd.factorize(values, use_na_sentinel=True)
        text = as_text(pd.Series(uniques, dtype=series.dtype if len(uniques) else object))
        leaf = pd.Index(self.leaves).get_indexer(text.fillna(NA_LABEL)).astype(np.int64)
        missing = ids < 0
        found = pd.Index(self.leaves).get_indexer([NA_LABEL])[0]
        codes = np.where(missing, found, leaf[np.maximum(ids, 0)] if leaf.size else -1)
        missing |= np.asarray(text.isna().to_numpy()[np.maximum(ids, 0)] if leaf.size else False)
        codes = codes.astype(np.int64)
        unknown = (codes < 0) & ~missing
        if strict and unknown.any():
            row = int(np.flatnonzero(unknown)[0])
            raise InputError(
                tr(
                    "value {value} is not in the hierarchy of this column; add a row for it to "
                    "the hierarchy file."
                ).format(value=plain(series.iloc[row])),
                column=self.name,
                row=row + 2,
            )
        ancestors = None
        if self.source == "prefix" and unknown.any():
            ancestors = self._prefix_ancestors(text, ids, unknown)
        return Encoded(codes, missing, ancestors)

    def _prefix_ancestors(self, text: pd.Series, ids: np.ndarray, unknown: np.ndarray):
        """Per level, the node of each unknown code's prefix ("*" for all at the top)."""
        out = []
        for h, names in enumerate(self.names):
            lookup = {label: i for i, label in enumerate(names) if label != NA_LABEL}
            per_unique = np.array(
                [-1 if pd.isna(v) else lookup.get(_prefix_label(v, h), -1) for v in text],
                dtype=np.int64,
            )
            nodes = np.full(ids.size, -1, dtype=np.int64)
            nodes[unknown] = per_unique[ids[unknown]] if per_unique.size else -1
            out.append(nodes)
        out[-1][:] = 0
        return tuple(out)

    def level_codes(self, enc: Encoded, level: int) -> np.ndarray:
        codes = self.parents[level][np.maximum(enc.values, 0)].astype(np.int64)
        if level < self.levels - 1:  # "*" is compatible with any value, even unknown ones
            unknown = enc.values < 0
            known = enc.ancestors[level][unknown] if enc.ancestors else -1
            codes[unknown] = np.where(known >= 0, known, UNKNOWN_CODE)
        return codes

    def labels(self, codes: np.ndarray, level: int) -> list[str]:
        return [self.names[level][c] if c >= 0 else NA_LABEL for c in codes]

    def loss(self, codes: np.ndarray, level: int) -> np.ndarray:
        """(m_u − 1)/(m − 1); "*" costs 1, the "NA" node 0 (it is released as is)."""
        if level >= self.levels - 1:
            return np.ones(len(codes))
        return node_loss(self.leaves_under[level][codes], self.m)

    def describe(self) -> dict:
        return {"type": self.source, "levels": self.levels}


def as_text(series: pd.Series) -> pd.Series:
    """Values as text for hierarchies: whole floats without ".0", missing kept missing."""
    if pd.api.types.is_float_dtype(series.dtype):
        whole = series.dropna()
        if (whole == np.floor(whole)).all():
            series = series.astype("Int64")
    return series.astype("string").str.strip().replace("", pd.NA)


def node_loss(covered: np.ndarray, m: int) -> np.ndarray:
    """MATH 6.6: a node over m_u of the m leaves costs (m_u − 1)/(m − 1) (0 for NA)."""
    return np.clip((np.asarray(covered, dtype=np.float64) - 1) / max(m - 1, 1), 0.0, 1.0)


def hierarchy_from_rows(name: str, source: str, rows: list[list[str]]) -> HierarchyLadder:
    """Build a ladder from rows (leaf, level 1, …, level H−1) with the root "*" added (an
    ARX file's own last column of "*" is that root, not one more level). A missing-value
    leaf "NA" is added if absent: last, alone up to the root, and not counted in m."""
    width = max(len(r) for r in rows)
    rows = [[*r, *([r[-1]] * (width - len(r)))] for r in rows]
    if width > 1 and all(r[-1] == STAR for r in rows):
        width -= 1
        rows = [r[:-1] for r in rows]
    rows.sort(key=lambda r: tuple(reversed(r)))
    added = not any(r[0] == NA_LABEL for r in rows)
    if added:
        rows.append([NA_LABEL] * width)
    real = np.ones(len(rows))
    real[-1] = 0.0 if added else 1.0
    leaves = [r[0] for r in rows]
    parents, names, under = [], [], []
    for h in range(width):
        # a node is its label with its ancestors (the added NA leaf a node of its own)
        column = [(i == len(rows) - 1 and added, *r[h:]) for i, r in enumerate(rows)]
        ids, uniques = pd.factorize(pd.Series(column, dtype=object), sort=False)
        parents.append(ids.astype(np.int64))
        names.append(tuple(u[1] for u in uniques))
        under.append(np.bincount(ids, weights=real, minlength=len(uniques)).astype(np.int64))
    parents.append(np.zeros(len(rows), dtype=np.int64))
    names.append((STAR,))
    under.append(np.array([int(real.sum())]))
    return HierarchyLadder(name, source, tuple(leaves), tuple(parents), tuple(names), tuple(under))


def prefix_ladder(name: str, values: pd.Series) -> HierarchyLadder:
    """Codes (admin, postcode): level h stars the last h characters ("7501*")."""
    distinct = _distinct_text(values)
    if not distinct:
        distinct = [NA_LABEL]
    longest = max(len(v) for v in distinct)
    rows = [[_prefix_label(v, h) for h in range(longest)] for v in distinct]
    return hierarchy_from_rows(name, "prefix", rows)


def _prefix_label(v: str, h: int) -> str:
    """Code v at level h: its last h characters starred ("7501", 2 → "75**")."""
    return v[: len(v) - h] + STAR * min(h, len(v)) if h < len(v) else STAR * len(v)


def _distinct_text(values: pd.Series) -> list[str]:
    uniques = pd.Series(pd.unique(values.dropna()), dtype=values.dtype)
    return sorted(set(as_text(uniques).dropna()))


def flat_ladder(name: str, values: pd.Series) -> HierarchyLadder:
    distinct = _distinct_text(values)
    return hierarchy_from_rows(name, "flat", [[v] for v in distinct] or [[NA_LABEL]])


def csv_ladder(name: str, table: pd.DataFrame, path) -> HierarchyLadder:
    """ARX's hierarchy format: one row per leaf, one column per level (no header)."""
    table = table.astype("string")
    rows, seen = [], {}
    for i, row in enumerate(table.itertuples(index=False), start=1):
        cells = [str(c).strip() for c in row if not pd.isna(c) and str(c).strip()]
        if not cells:
            continue
        if cells[0] in seen:
            raise InputError(
                tr(
                    "value {value} has two rows (rows {first} and {second}); one row per value."
                ).format(value=repr(cells[0]), first=seen[cells[0]], second=i),
                path=path,
                row=i,
            )
        seen[cells[0]] = i
        rows.append(cells)
    if not rows:
        raise InputError(tr("the hierarchy file has no rows."), path=path)
    parent_of: dict[tuple[int, str], tuple[str, int]] = {}
    width = max(len(r) for r in rows)
    for i, r in enumerate(rows, start=1):
        for h in range(1, len(r)):
            prior = parent_of.setdefault((h, r[h - 1]), (r[h], i))
            if h > 1 and prior[0] != r[h]:
                raise InputError(
                    tr(
                        "{value} has two parents at level {level} ({first} in row {first_row}, "
                        "{second} in row {second_row})."
                    ).format(
                        value=repr(r[h - 1]),
                        level=h,
                        first=repr(prior[0]),
                        first_row=prior[1],
                        second=repr(r[h]),
                        second_row=i,
                    ),
                    path=path,
                    row=i,
                )
        if len(r) < width:
            raise InputError(
                tr("row for {value} has {levels} levels, others {others}.").format(
                    value=repr(r[0]), levels=len(r), others=width
                ),
                path=path,
                row=i,
            )
    return hierarchy_from_rows(name, "csv", rows)

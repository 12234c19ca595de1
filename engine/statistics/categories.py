"""Where a grouping column's cells come from, never the data itself (MATH 7.2).

Three sources, each named in the project's `categories.<column>`:

* a list typed by the user (`["North", "South"]`; the wizard takes one value per line or
  comma separated);
* a public codebook file (`{"codebook": "regions.csv"}`: a CSV with the values in its first
  column and, unless `"header": false`, a header line; or an XLSForm (`.xlsx`) with
  `"list": "<list_name>"`: the `name` column of that list in its `choices` sheet);
* a private choice by the release itself (`{"private": {"epsilon": …, "delta": …}}`,
  `key_selection`).

Typed and codebook values are labelled as `group_cells` labels cells: a number written
with a decimal point loses a trailing ".0" ("3.0" → "3"), anything else is kept as typed.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import tr
from engine.core.project_file import check_types, existing_file, relative_path_text
from engine.data.xlsform import choices_sheet
from engine.statistics.key_selection import threshold
from engine.statistics.queries import label_text

TYPED, CODEBOOK, PRIVATE = "typed", "codebook", "private"
_DECIMAL = re.compile(r"[-+]?\d+\.\d*")
CODEBOOK_SUFFIXES = (".csv", ".xlsx")


@dataclass(frozen=True)
class CategorySource:
    """How one grouping column's cells were declared (the manifest states it)."""

    kind: str  # TYPED, CODEBOOK or PRIVATE
    codebook: Path | None = None
    list_name: str | None = None
    header: bool = True
    epsilon: float | None = None  # PRIVATE: the choice's share of the budget
    delta: float | None = None

    def settings(self) -> dict:
        """The manifest's record (the codebook by file name only)."""
        if self.kind == CODEBOOK:
            return {"source": CODEBOOK, "file_name": self.codebook.name, "list": self.list_name}
        if self.kind == PRIVATE:
            return {"source": PRIVATE, "epsilon": self.epsilon, "delta": self.delta,
                    "threshold": threshold(self.epsilon, self.delta)}  # fmt: skip
        return {"source": TYPED}


def declared_label(value) -> str:
    """A typed or codebook value as a cell's label ("3.0" → "3", "03" stays "03")."""
    if isinstance(value, float | int) and not isinstance(value, bool):
        return label_text(float(value))
    text = str(value).strip()
    return label_text(float(text)) if _DECIMAL.fullmatch(text) else text


def labels_from_text(text: str) -> tuple[str, ...]:
    """The values a user typed: one per line, or comma separated; blanks and repeats
    dropped, order kept."""
    parts = [p for line in text.splitlines() for p in line.split(",")]
    return tuple(dict.fromkeys(declared_label(p) for p in parts if p.strip()))


def read_codebook(path: Path, key: str, list_name: str | None = None, header: bool = True):
    """A codebook's values as labels (see the module docstring), refused by `key`."""
    suffix = path.suffix.lower()
    if suffix not in CODEBOOK_SUFFIXES:
        raise ParameterError(key, tr("a codebook is a .csv file or an XLSForm (.xlsx)"))
    if suffix == ".xlsx":
        values = _xlsform_values(path, key, list_name)
    else:
        values = _csv_values(path)[1 if header else 0 :]
    labels = tuple(dict.fromkeys(declared_label(v) for v in values if str(v).strip()))
    if not labels:
        raise InputError(tr("the codebook lists no value."), path=path)
    return labels


def xlsform_lists(path: Path) -> list[str]:
    """The list names of an XLSForm's choices sheet, in order (for the wizard's picker)."""
    frame = choices_sheet(path)
    return list(dict.fromkeys(str(v) for v in frame["list_name"].dropna()))


def _xlsform_values(path: Path, key: str, list_name: str | None) -> list:
    frame = choices_sheet(path)
    if not list_name:
        raise ParameterError(f"{key}.list", tr("name the XLSForm list (list_name) to use"))
    rows = frame[frame["list_name"].astype(str).str.strip() == list_name]
    if rows.empty:
        raise ParameterError(
            f"{key}.list",
            tr("the XLSForm has no list {name} in its choices sheet").format(name=repr(list_name)),
        )
    return [v for v in rows["name"].tolist() if v is not None and v == v]


def _csv_values(path: Path) -> list[str]:
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    return [row[0] for row in csv.reader(text.splitlines()) if row]


def categories_from_dict(values: dict, base_dir: Path) -> tuple[dict, dict]:
    """The project's `categories` section: each column's labels (none yet for a private
    choice) and each column's `CategorySource`, refused by key."""
    labels, sources = {}, {}
    for name, value in values.items():
        key = f"categories.{name}"
        if isinstance(value, dict):
            sources[name] = _source(value, key, base_dir)
            if sources[name].kind == CODEBOOK:
                source = sources[name]
                labels[name] = read_codebook(source.codebook, key, source.list_name, source.header)
            continue
        ok = (
            isinstance(value, list)
            and value
            and all(isinstance(v, str | int | float) and not isinstance(v, bool) for v in value)
        )
        if not ok:
            raise ParameterError(
                key, tr("must be a non-empty list of values, a codebook or a private choice")
            )
        texts = [declared_label(v) for v in value]
        if len(set(texts)) < len(texts):
            raise ParameterError(key, tr("lists a value twice"))
        labels[name] = tuple(texts)
    return labels, sources


def _source(value: dict, key: str, base_dir: Path) -> CategorySource:
    if "private" in value:
        check_types(value, {"private": "object"}, key)
        check_types(value["private"], {"epsilon": "number", "delta": "number"}, f"{key}.private")
        epsilon, delta = value["private"].get("epsilon"), value["private"].get("delta")
        for name, number in (("epsilon", epsilon), ("delta", delta)):
            if number is None:
                raise ParameterError(f"{key}.private.{name}", tr("missing for a private choice"))
        if not epsilon > 0:
            raise ParameterError(f"{key}.private.epsilon", tr("must be a positive number"))
        if not 0 < delta < 1:
            raise ParameterError(f"{key}.private.delta", tr("must lie strictly between 0 and 1"))
        return CategorySource(PRIVATE, epsilon=float(epsilon), delta=float(delta))
    check_types(value, {"codebook": "text", "list": "text?", "header": "bool"}, key)
    if "codebook" not in value:
        raise ParameterError(
            key, tr('give a list of values, {"codebook": file} or {"private": {…}}')
        )
    path = existing_file(value["codebook"], f"{key}.codebook", base_dir)
    return CategorySource(CODEBOOK, path, value.get("list"), value.get("header", True))


def categories_to_dict(labels: dict, sources: dict, relative_to: Path | None) -> dict:
    """The `categories` section as `categories_from_dict` reads it."""
    out = {}
    for name in dict.fromkeys([*labels, *sources]):
        source = sources.get(name, CategorySource(TYPED))
        if source.kind == CODEBOOK:
            out[name] = {"codebook": relative_path_text(source.codebook, relative_to),
                         "list": source.list_name, "header": source.header}  # fmt: skip
        elif source.kind == PRIVATE:
            out[name] = {"private": {"epsilon": source.epsilon, "delta": source.delta}}
        else:
            out[name] = list(labels[name])
    return out


def private_spend(sources: dict) -> tuple[float, float]:
    """(Σε, Σδ) of the private choices: taken from the budget before the queries' split."""
    chosen = [s for s in sources.values() if s.kind == PRIVATE]
    return sum(s.epsilon for s in chosen), sum(s.delta for s in chosen)


def check_private_spend(sources: dict, epsilon: float, delta: float) -> None:
    """The private choices leave the queries part of the budget (`budget.epsilon`, `delta`)."""
    spend_epsilon, spend_delta = private_spend(sources)
    if spend_epsilon and not spend_epsilon < epsilon:
        raise ParameterError(
            "budget.epsilon",
            tr(
                "choosing groups privately uses ε = {spend} of it: the budget must be larger, "
                "to leave some for the statistics"
            ).format(spend=f"{spend_epsilon:g}"),
        )
    if spend_delta > delta * (1 + 1e-12):
        raise ParameterError(
            "budget.delta",
            tr(
                "choosing groups privately uses δ = {spend} of it: set budget.delta to at "
                "least that"
            ).format(spend=f"{spend_delta:g}"),
        )

"""The tower → region table of the mobility task (MATH 5.1) and the region order of the
matrices: reading and refusing ambiguous tables, and the shared wording of refusals that
name missing columns or a few offending values.

Split from `trip_inputs` (which opens the call records and trips) so each stays short;
both refuse exactly the same inputs through these functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.core.errors import InputError, ParameterError
from engine.core.i18n import number, tr
from engine.data.layout import legacy_encoding, sniff_csv
from engine.mobility.record_shapes import numeric_tower_id

if TYPE_CHECKING:  # DuckDB loads on first use: the wizard starts faster without it
    import duckdb

EXAMPLES = 5  # how many offending values an error message names


def read_towers(
    path: Path, regions: Sequence[str] | None, tower_column: str, table: pd.DataFrame | None = None
) -> tuple[list[str], pd.DataFrame]:
    """The tower table as (tower text, region index), after refusing ambiguous rows; `table`:
    its cells as text, already read (by Spark, from a location it reads)."""
    if table is None:
        table = _read_csv(path)
    table.columns = [str(c).strip() for c in table.columns]
    tower_col = tower_column if tower_column in table.columns else "tower"
    needed = {"tower": tower_col, "region": "region"}
    require_columns(list(table.columns), needed, path)
    towers = table[tower_col].str.strip()
    region_of = table["region"].str.strip()
    if len(table) == 0:
        raise InputError(tr("the tower table has a header but no towers."), path=path)
    numeric_ids = bool(towers.map(lambda t: re.fullmatch("[0-9]+", t) is not None).all())
    if numeric_ids:  # compared as numbers: "0042" is the records' tower 42
        towers = towers.map(numeric_tower_id)
    for name, values in ((tower_col, towers), ("region", region_of)):
        blank = np.flatnonzero((values == "").to_numpy())
        if blank.size:
            raise InputError(
                tr("{n} row(s) have no value, first at row {row}.").format(
                    n=number(blank.size, ","), row=blank[0] + 2
                ),
                path=path,
                column=name,
                row=int(blank[0] + 2),
                hint=tr("Every tower needs an id and a region."),
            )
    pairs = pd.DataFrame({"tower": towers, "region": region_of})
    distinct = pairs.drop_duplicates()
    clash = distinct["tower"].duplicated(keep=False)
    if clash.any():
        tower = distinct.loc[clash, "tower"].iloc[0]
        rows = np.flatnonzero((towers == tower).to_numpy()) + 2
        listed = sorted(set(region_of[towers == tower]))
        message = (
            tr(
                "{n} tower(s) are listed with different regions, e.g. tower '{tower}' in "
                "{regions} (rows {rows}) (ids compared as numbers, leading zeros ignored)."
            )
            if numeric_ids
            else tr(
                "{n} tower(s) are listed with different regions, e.g. tower '{tower}' in "
                "{regions} (rows {rows})."
            )
        )
        raise InputError(
            message.format(
                n=number(distinct.loc[clash, "tower"].nunique(), ","),
                tower=tower,
                regions=quoted_examples(listed),
                rows=", ".join(str(r) for r in rows[:EXAMPLES]),
            ),
            path=path,
            column=tower_col,
            hint=tr("Each tower must belong to exactly one region: keep one row per tower."),
        )
    found = sorted(distinct["region"].unique())
    region_names = region_order(found, regions, path=path, source="towers", column="region")
    index = {name: i for i, name in enumerate(region_names)}
    out = pd.DataFrame(
        {
            "tower": distinct["tower"].to_numpy(dtype=object),
            "region": distinct["region"].map(index).to_numpy(dtype=np.int32),
        }
    )
    out.attrs["k"] = len(region_names)
    out.attrs["numeric_ids"] = numeric_ids
    out.attrs["example"] = str(distinct["tower"].iloc[0])
    return region_names, out


def _read_csv(path: Path) -> pd.DataFrame:
    if not path.exists():
        raise InputError(tr("the tower table does not exist."), path=path)
    layout = sniff_csv(path)  # the encoding and delimiter, as every CSV reader detects them
    encoding = layout.encoding
    try:
        try:
            return _read_text_table(path, layout.delimiter, encoding)
        except UnicodeDecodeError:
            if encoding != "utf-8":
                raise
            return _read_text_table(path, layout.delimiter, legacy_encoding(path))
    except (pd.errors.EmptyDataError, pd.errors.ParserError, UnicodeDecodeError) as exc:
        raise InputError(
            tr("the tower table cannot be read as CSV ({error}).").format(error=exc),
            path=path,
            hint=tr("Save it as a CSV file with the columns tower and region."),
        ) from None


def _read_text_table(path: Path, delimiter: str, encoding: str) -> pd.DataFrame:
    return pd.read_csv(path, dtype=str, keep_default_na=False, sep=delimiter, encoding=encoding)


def region_order(found, regions, *, path, source: str, column: str | None = None) -> list:
    """The matrix order of regions: the chosen list, or the regions found, sorted. Every
    region found must be in a chosen list (`source`: "towers" or "trips", for messages)."""
    region_names = list(regions) if regions is not None else list(found)
    check_region_list(region_names)
    unknown = sorted(set(found) - set(region_names))
    if unknown:
        if source == "towers":
            message = tr(
                "{n} region(s) in the tower table are not in the chosen region list, e.g. "
                "{examples}."
            )
            hint = tr("Add them to the region list or correct the tower table.")
        else:
            message = tr(
                "{n} region(s) in the trips are not in the chosen region list, e.g. {examples}."
            )
            hint = tr("Add them to the region list or correct the trips.")
        raise InputError(
            message.format(n=number(len(unknown), ","), examples=quoted_examples(unknown)),
            path=path,
            column=column,
            hint=hint,
        )
    return region_names


def check_region_list(region_names: Sequence[str]) -> None:
    if len(region_names) < 2:
        raise ParameterError("regions", tr("trips need at least 2 regions"))
    if len(set(region_names)) != len(region_names):
        raise ParameterError("regions", tr("each region may be listed only once"))


def register_towers(con: duckdb.DuckDBPyConnection, towers: pd.DataFrame) -> None:
    con.register("towers_df", towers)
    con.execute(
        # rank: the tower id's place in text order, so sorting records by it orders them
        # exactly as by the id itself, with a narrow integer key (the trips' tie-break)
        "CREATE TABLE towers AS SELECT CAST(tower AS VARCHAR) AS tower, region, "
        "CAST(row_number() OVER (ORDER BY CAST(tower AS VARCHAR)) AS INTEGER) AS rank "
        "FROM towers_df"
    )
    con.unregister("towers_df")
    con.execute(
        f"CREATE TABLE towers_regions AS SELECT range AS region FROM range({towers.attrs['k']})"
    )


def require_columns(available: list[str], needed: dict[str, str], path: Path) -> None:
    missing = [col for col in needed.values() if col not in available]
    if missing:
        roles = [role for role, col in needed.items() if col in missing]
        raise InputError(
            tr("missing column(s) {missing} (for {roles}); the file has {available}.").format(
                missing=", ".join(repr(c) for c in missing),
                roles=", ".join(roles),
                available=", ".join(repr(c) for c in available),
            ),
            path=path,
            column=missing[0],
            hint=tr("Choose which of the file's columns holds each of these."),
        )


def quoted_examples(values: Sequence[object]) -> str:
    shown = ", ".join(f"'{v}'" for v in list(values)[:EXAMPLES])
    return shown + (" …" if len(values) > EXAMPLES else "")

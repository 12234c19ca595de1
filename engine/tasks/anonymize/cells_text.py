"""What Mondrian releases for a quasi-identifier, in words (the report and the wizard), from
the manifest's generalization.<column>.mondrian_cells (`engine.anonymize.grid.describe`)."""

from __future__ import annotations

from engine.core.i18n import number, numbers_separator, tr


def cells_text(cells: dict) -> str:
    kind = cells["cells"]
    if kind == "interval":
        return tr("intervals of width {width} from {anchor}, or a run of them").format(
            width=number(cells["width"], ".15g"), anchor=number(cells["anchor"], ".15g")
        )
    if kind == "bracket":
        breaks = numbers_separator().join(number(b, ".15g") for b in cells["breaks"])
        return tr("the brackets with bounds {breaks}, or a run of them").format(breaks=breaks)
    if kind == "month":
        return tr("months, or a run of them (a whole year or decade by its name)")
    if kind == "node":
        return tr("the lowest node of the hierarchy holding the class's values")
    return tr("the value, or * where a class holds several")


def released_as(column: str, info: dict, algorithm: dict) -> str:
    """The report's words for what a QI was released as: Mondrian's cells, or the lattice's
    level for every record (`info` = generalization.<column>, `algorithm` = release.algorithm)."""
    if "mondrian_cells" in info:
        return cells_text(info["mondrian_cells"])
    level = algorithm.get("node", {}).get(column)
    return "—" if level is None else tr("level {level} of the ladder").format(level=level)

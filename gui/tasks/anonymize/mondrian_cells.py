"""The grid Mondrian will release, per quasi-identifier, shown on the parameters page: the
ladder the release will build (declared, or automatic from the loaded table, as the lattice
uses) and its first-level cells (`engine.anonymize.grid`)."""

from __future__ import annotations

from engine.anonymize import grid
from engine.anonymize.auto import build_ladder
from engine.core.errors import PrivDeskError
from engine.tasks.anonymize.cells_text import cells_text
from gui.i18n import tr


def cells_summary(project, table) -> str:
    """One line per QI: "age: intervals of width 5 from 20, or a run of them"."""
    lines = []
    for name in project.columns.quasi_identifiers:
        if table is None or name not in table.frame.columns:
            continue
        try:
            ladder = build_ladder(
                name,
                table.frame[name],
                project.generalization.get(name),
                guard=project.privacy_model.k,
            )
        except PrivDeskError as exc:  # the release will refuse it with the same message
            lines.append(tr("{column}: {problem}").format(column=name, problem=str(exc)))
            continue
        lines.append(
            tr("{column}: {cells}").format(column=name, cells=cells_text(grid.describe(ladder)))
        )
    return "\n".join(lines)

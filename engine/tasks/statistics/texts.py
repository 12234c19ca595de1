"""The statistics task's sentences for people, in the interface language.

The manifest keeps the engine's English text (a record that reads the same whatever the
interface language) and its plain numbers; the pages and the report say the same things
in the current language with locale numbers, from the release or from the manifest's
fields. The engine's fixed sentences (notes, warnings) are recognized by their English
form here and translated; text not recognized is shown as the engine wrote it.
"""

from __future__ import annotations

import re

from engine.core.i18n import number, tr
from engine.core.manifest import attack_note as manifest_attack_note
from engine.statistics.mos import NOT_PRIVATE


def neighbours_text(unit="row") -> str:
    """Who differs between neighbouring files: one row, or one whole unit (`unit` as the
    project's privacy_unit setting records it)."""
    if unit == "row":
        return tr("add or remove one record (one person = one row)")
    text = tr("add or remove one {unit}: all its rows, at most {rows} kept").format(
        unit=unit_name(unit), rows=number(unit["max_rows"], ",")
    )
    if unit.get("max_rows_per_cell"):  # the unit's cell bounds (`cell_bounds`)
        text += tr(", at most {rows} in one cell").format(
            rows=number(unit["max_rows_per_cell"], ",")
        )
    if unit.get("max_cells"):
        text += tr(", in at most {cells} cells of a table").format(
            cells=number(unit["max_cells"], ",")
        )
    return text


def unit_name(unit="row") -> str:
    """Whom the guarantee protects, in words: "person" (one row each) or the unit."""
    return tr("person") if unit == "row" else unit.get("name") or unit["column"]


def not_private_text() -> str:
    """`engine.statistics.mos.NOT_PRIVATE` in the interface language, on one line (inside
    the guarantee's sentence, as the manifest words it)."""
    return tr(
        "the noise is sized from the data themselves (the largest effect one person has on an "
        "estimate within each group of the level), and that size can itself reveal something "
        "about the people of the group.\nDetails: residual risk through χ_h at level h"
    ).replace("\n", " ")


def mos_share_text(total: float, counted: float) -> str:
    """Why a release with small-cell (MOS) estimates states a smaller ε than the total set:
    their share is spent but not counted, as they are not formally private. "" when nothing
    is left out."""
    left_out = total - counted
    if left_out <= 1e-9 * max(total, 1.0):
        return ""
    return tr(
        "Of the total ε = {total} set for this release, ε = {mos} went to the small-cell "
        "(MOS) estimates: they are not formally private, so the guarantee counts only the "
        "other queries' ε = {counted}."
    ).format(
        total=number(total, ".4g"), mos=number(left_out, ".4g"), counted=number(counted, ".4g")
    )


def attack_note() -> str:
    """What the statistics attacks' numbers are (`kind_of_number` of the attack records)."""
    return manifest_attack_note() + " " + private_attack_note()


def private_attack_note() -> str:
    return tr(
        "The attacks' noisy answers are made for this demonstration only: never "
        "released, not charged to the dataset's ledger."
    )


def simulated_errors_note(simulations: int) -> str:
    """What the cell errors are (manifests hold its English)."""
    return tr(
        "Simulated: the same queries released again {n} times from the same data with fresh "
        "noise, each compared with the raw values. Not this release's own errors, which "
        "would reveal the raw values; not a guarantee."
    ).format(n=simulations)


def data_checks_note() -> str:
    """The data checks' raw counts (manifests hold its English)."""
    return tr(
        "Raw counts for the data holder (not noised): values moved to the declared bounds "
        "and rows left out (missing value or undeclared category). They are in the data "
        "holder's audit only, never in the shared report or manifest."
    )


def ledger_note() -> str:
    """How the dataset's ledger composes (manifests hold its English)."""
    return tr(
        "The dataset's persistent ledger (kept per input file, recognized by its fingerprint) "
        "composes every release ever made from this file: of the two ways to add them up, "
        "the smaller total is the one spent. Non-DP (MOS) entries are listed, never summed."
        "\nDetails: basic composition (Σε, Σδ) and zCDP ε(Σρ, δ_L); the smaller one valid "
        "at δ_L is spent; the fingerprint is the file's SHA-256."
    )


def statement_text(
    dp: int,
    epsilon: float | None,
    delta: float | None,
    rho: float | None,
    mos_levels,
    unit="row",
    budget: float | None = None,
) -> str:
    """The guarantee in words (`manifest.statement`): `dp` formal queries composed to
    (ε, δ) and ρ for each protected unit (`unit`: the privacy_unit setting), and one MOS
    estimate per entry of `mos_levels` (their levels); `budget`, the total ε set, says
    why ε is smaller with MOS estimates."""
    parts = []
    if dp and epsilon is not None:
        if dp == 1:
            text = tr(
                "Differentially private statistics: the DP query is (ε = {epsilon}, "
                "δ = {delta})-DP for each {unit} (neighbours: {neighbours}), by basic "
                "composition"
            )
        else:
            text = tr(
                "Differentially private statistics: the {count} DP queries are together "
                "(ε = {epsilon}, δ = {delta})-DP for each {unit} (neighbours: {neighbours}), "
                "by basic composition"
            )
        text = text.format(
            count=number(dp, ","),
            epsilon=number(epsilon, ".4g"),
            delta=number(delta or 0.0, ".3g"),
            neighbours=neighbours_text(unit),
            unit=unit_name(unit),
        )
        if rho is not None:
            text = tr(
                "{statement}; ρ = {rho} (the same loss measured more tightly for Gaussian noise)"
            ).format(statement=text, rho=number(rho, ".4g"))
        parts.append(text + ".")
    if mos_levels:
        if epsilon is not None and budget is not None:
            parts.append(mos_share_text(budget, epsilon))
        parts.append(
            tr(
                "{count} MOS small-cell estimate(s) by {levels} are not formally private: {why}."
            ).format(
                count=number(len(mos_levels), ","),
                why=not_private_text(),
                levels=", ".join(sorted(set(mos_levels))),
            )
        )
    return " ".join(part for part in parts if part)


def manifest_statement(manifest: dict) -> str:
    """The guarantee in the interface language, from the manifest's numbers."""
    g = manifest["guarantee"]
    queries = manifest["queries"]
    dp = sum(1 for q in queries if q["formally_private"])
    levels = [q["mos"]["sensitivity_level"] for q in queries if "mos" in q]
    unit = manifest["parameters"].get("privacy_unit", "row")  # older manifests: rows
    budget = manifest["parameters"].get("budget", {}).get("epsilon")
    return statement_text(dp, g["epsilon"], g["delta"], g["rho"], levels, unit, budget)


def guarantee_text(outcome) -> str:
    """`manifest.statement(outcome)` in the interface language."""
    from engine.tasks.statistics.run import formal_total

    total = formal_total(outcome)
    mos = [r.query.sensitivity_level for r in outcome.results if not r.query.formal]
    dp = len(outcome.results) - len(mos)
    unit = outcome.project.privacy_unit.settings()
    if total is None:
        return statement_text(0, None, None, None, mos, unit)
    budget = outcome.project.budget.epsilon
    return statement_text(dp, total.epsilon, total.delta, total.rho, mos, unit, budget)


def _patterns() -> list[tuple[str, str]]:
    """(the engine's English sentence as a regular expression, its translation)."""
    return [
        (
            r"grouping by (?P<columns>.+) gives (?P<cells>[\d,]+) cells, more than half the "
            r"number of rows: most cells hold one person or none, so the released values are "
            r"mostly noise\.",
            tr(
                "grouping by {columns} gives {cells} cells, more than half the number of rows: "
                "most cells hold one person or none, so the released values are mostly noise."
            ),
        ),
        (
            r"grouping by (?P<columns>.+) gives (?P<cells>[\d,]+) cells for (?P<rows>[\d,]+) "
            r"rows: most cells hold (?:a single person|one person or none), so the released "
            r"values are mostly noise\.",  # earlier wordings: manifests written before
            tr(
                "grouping by {columns} gives {cells} cells for {rows} rows: most cells hold "
                "one person or none, so the released values are mostly noise."
            ),
        ),
        (
            r"categories of '(?P<column>.+)' were read from the data, so which cells exist is "
            r"not protected; declare them in the project's categories section",
            tr(
                "categories of '{column}' were read from the data, so which cells exist is "
                "not protected; declare them in the project's categories section"
            ),
        ),
        (
            re.escape("negative counts and interval ends raised to 0 (post-processing)"),
            tr("negative counts and interval ends raised to 0 (post-processing)"),
        ),
        (
            r"noise scale is the centred sum's; the count's is (?P<scale>\S+)",
            tr("noise scale is the centred sum's; the count's is {scale}"),
        ),
        (
            re.escape(
                "means clamped to the declared bounds; no estimate where the noisy count is "
                "below 1 (post-processing)"
            ),
            tr(
                "means clamped to the declared bounds; no estimate where the noisy count is "
                "below 1 (post-processing)"
            ),
        ),
        (
            re.escape(
                "interval: percentiles of simulated noise on the released sum and count plus "
                "a bounded sampling error (b − a)/(2√Ñ): approximate"
            ),
            tr(
                "interval: percentiles of simulated noise on the released sum and count plus "
                "a bounded sampling error (b − a)/(2√Ñ): approximate"
            ),
        ),
        (
            re.escape(
                "no interval: the exponential mechanism's error depends on the data's spacing"
            ),
            tr("no interval: the exponential mechanism's error depends on the data's spacing"),
        ),
        (
            r"(?P<blocks>\d+) blocks by a keyed hash of the row number; block estimates "
            r"clamped to \[(?P<low>[^,]+), (?P<high>[^\]]+)\]; the interval covers the noise "
            r"only",
            tr(
                "{blocks} blocks by a keyed hash of the row number; block estimates clamped "
                "to [{low}, {high}]; the interval covers the noise only"
            ),
        ),
        (
            r"(?P<undefined>[\d,]+) of (?P<blocks>[\d,]+) blocks had no estimate \(too few rows "
            r"or no spread in x\) and count as the midpoint (?P<mid>\S+) of the output bounds; "
            r"use fewer blocks",
            tr(
                "{undefined} of {blocks} blocks had no estimate (too few rows or no spread in "
                "x) and count as the midpoint {mid} of the output bounds; use fewer blocks"
            ),
        ),
        (
            r"MOS by '(?P<level>.+)', not formally private: " + re.escape(NOT_PRIVATE),
            tr("MOS by '{level}', not formally private: {why}"),
        ),
        (  # the note of releases before it was in plain words
            r"MOS: not provably private; residual risk through χ_h at level h \('(?P<level>.+)'\)",
            tr("MOS by '{level}', not formally private: {why}"),
        ),
        (
            re.escape("cells with fewer than 2 records are not released"),
            tr("cells with fewer than 2 records are not released"),
        ),
        (
            re.escape("cells with fewer than 3 records or no spread in x are not released"),
            tr("cells with fewer than 3 records or no spread in x are not released"),
        ),
        (
            r"released as whole multiples of (?P<grid>\S+), so no digit of the noise draw "
            r"below it is published",
            tr(
                "released as whole multiples of {grid}, so no digit of the noise draw below it "
                "is published"
            ),
        ),
    ]


def _localized(value: str) -> str:
    """A number the engine wrote in English ("1,234", "0.5", "1e-06") in locale form."""
    try:
        parsed = float(value.replace(",", ""))
    except ValueError:
        return value
    if "," in value or (parsed.is_integer() and "e" not in value and "." not in value):
        return number(int(parsed), ",")
    return number(parsed, "g")


def engine_text(text: str) -> str:
    """One of the engine's notes or warnings (English) in the interface language."""
    for pattern, template in _patterns():
        found = re.fullmatch(pattern, text)
        if found:
            fields = {k: _localized(v) for k, v in found.groupdict().items()}
            fields.setdefault("why", not_private_text())
            fields.update({k: found[k] for k in ("columns", "column", "level") if k in fields})
            return template.format(**fields)
    return text


warning_text = engine_text


def cell_text(cell) -> str:
    """A released cell's label (data) for people: the whole table, an estimator's name and
    a quantile's level in the interface language; category labels as they are."""
    words = {
        "all rows": tr("all rows"),
        "mean": tr("mean"),
        "median": tr("median"),
        "slope": tr("slope"),
    }
    text = str(cell)
    if text in words:
        return words[text]
    level = re.fullmatch(r"q = (\S+)", text)
    if level:
        return "q = " + _localized(level[1])
    return text

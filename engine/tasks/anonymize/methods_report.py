"""The survey methods in the anonymize report: the declared settings (shared report), and
for the data holder what they did on this data (PRAM's transition matrices, values
changed, noise levels) and the information lost, raw against released."""

from __future__ import annotations

from html import escape

from engine.core.i18n import number, tr
from engine.core.report_kit import heading, num, table

MATRIX_STRATA = 3  # strata whose PRAM matrix the report shows (all are in the manifest)


def method_columns(methods) -> list[tuple[str, tuple[str, ...]]]:
    """(the ledger's English name of each method, its columns), in the order applied."""
    out = []
    if methods.household_variables:
        out.append(("household variables: one value per household", methods.household_variables))
    if methods.top_bottom:
        out.append(("top/bottom coding", tuple(methods.top_bottom)))
    if methods.microaggregation is not None:
        k = methods.microaggregation.k
        out.append((f"microaggregation (MDAV, k = {k})", methods.microaggregation.columns))
    if methods.noise is not None:
        out.append((f"{methods.noise.method} noise", methods.noise.columns))
    if methods.pram is not None:
        out.append(("PRAM (post-randomization)", methods.pram.columns))
    return out


def _settings_rows(methods: dict) -> list[list[str]]:
    rows = []
    names = lambda key: escape(", ".join(methods[key]["columns"]))  # noqa: E731
    if "household_variables" in methods:
        rows.append(
            [
                tr("one value per household"),
                escape(", ".join(methods["household_variables"])),
                tr("applied once per household; members never disagree"),
            ]
        )
    for column, spec in methods.get("top_bottom", {}).items():
        parts = []
        if "top" in spec:
            parts.append(
                tr("above {top} → {value}").format(
                    top=number(spec["top"], "g"), value=number(spec["top_value"], "g")
                )
            )
        if "bottom" in spec:
            parts.append(
                tr("below {bottom} → {value}").format(
                    bottom=number(spec["bottom"], "g"), value=number(spec["bottom_value"], "g")
                )
            )
        rows.append([tr("top/bottom coding"), escape(column), "; ".join(parts)])
    if "microaggregation" in methods:
        text = tr("groups of at least {k} similar records; each value → its group's mean")
        rows.append(
            [
                tr("microaggregation"),
                names("microaggregation"),
                text.format(k=number(methods["microaggregation"]["k"])),
            ]
        )
    if "noise" in methods:
        noise = methods["noise"]
        text = (
            tr("random noise, {level} % of each column's standard deviation")
            if noise["method"] == "additive"
            else tr("random noise correlated like the data, {level} % of its covariance")
        )
        rows.append(
            [tr("added noise"), names("noise"), text.format(level=number(noise["level"], "g"))]
        )
    if "pram" in methods:
        p = methods["pram"]
        text = (
            tr(
                "each value kept with chance at least {pd}, else changed at random; expected "
                "counts of each category kept (α = {alpha})"
            )
            if p["invariant"]
            else tr("each value kept with chance at least {pd}, else changed at random")
        )
        rows.append(
            [
                tr("random change of categories (PRAM)"),
                names("pram"),
                text.format(pd=number(p["pd"], "g"), alpha=number(p["alpha"], "g")),
            ]
        )
    return rows


def _pram_details(pram: dict) -> list[str]:
    parts = []
    for column, item in pram.items():
        levels = [escape(str(v)) for v in item["levels"]]
        changed = (
            tr("{column}: changed in {changed} households (once per household).")
            if item["per_household"]
            else tr("{column}: {changed} values changed.")
        ).format(column=column, changed=number(item["changed"], ","))
        line = (
            changed
            + " "
            + tr("Chance of each released value (columns) given the raw value (rows):")
        )
        parts.append(f"<p>{escape(line)}</p>")
        strata = list(item["matrices"].items())
        for stratum, matrix in strata[:MATRIX_STRATA]:
            rows = [[lv, *(num(v, 3) for v in row)] for lv, row in zip(levels, matrix, strict=True)]
            title = tr("stratum {stratum}").format(stratum=stratum) if len(strata) > 1 else ""
            parts.append(table([title, *item["levels"]], rows))
        if len(strata) > MATRIX_STRATA:
            more = tr("Strata not shown: {n}; their matrices are in the manifest.")
            parts.append(
                f"<p class='note'>{escape(more.format(n=number(len(strata) - MATRIX_STRATA)))}</p>"
            )
    return parts


def _loss(loss: dict) -> list[str]:
    parts = [heading(tr("Information lost by the survey methods"), "measured")]
    cont = loss.get("continuous")
    if cont:
        rows = [
            [tr("mean distance per value, in standard deviations / √2"), num(cont["il1s_mean"])],
            [tr("sum of those distances over every value"), num(cont["il1s"])],
            [tr("change in the correlation structure (0 = none)"), num(cont["eigen"])],
        ]
        parts.append(f"<p>{escape(', '.join(cont['columns']))}</p>")
        parts.append(table([tr("measure"), tr("released vs raw")], rows))
    rows = [
        [escape(c), num(v["suppressed"]), num(v["changed"])]
        for c, v in loss.get("categorical", {}).items()
    ]
    if rows:
        parts.append(table([tr("column"), tr("values suppressed"), tr("values changed")], rows))
    return parts


def methods_section(manifest: dict) -> list[str]:
    """The settings for everyone; what the methods did and lost for the holder only."""
    methods = manifest["settings"].get("methods")
    if not methods:
        return []
    parts = [
        heading(tr("Survey methods")),
        table([tr("method"), tr("columns"), tr("what it does")], _settings_rows(methods)),
    ]
    cols = manifest["settings"]["columns"]
    touched = [
        c
        for c in methods.get("pram", {}).get("columns", [])
        if c in cols["quasi_identifiers"] or c in cols["sensitive"]
    ]
    if touched:
        note = tr(
            "PRAM changes {columns} at random after k, l and t were measured: those "
            "describe the table before PRAM; the survey risk is measured on the "
            "released table."
        ).format(columns=", ".join(touched))
        parts.append(f"<p class='note'>{escape(note)}</p>")
    done = (manifest.get("release") or {}).get("methods") or {}
    if done.get("pram"):
        parts += _pram_details(done["pram"])
    loss = (manifest.get("audit") or {}).get("methods_loss")
    if loss:
        parts += _loss(loss)
    return parts

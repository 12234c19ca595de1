"""The model report: a self-contained HTML page rendered from the manifest alone.

The same page feeds the wizard's PDF (`image_urls`), so report, PDF and manifest agree.
The text is in the interface language; the guarantee sentence is rebuilt from the
manifest's numbers (its English `statement` stays in the manifest as data).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from engine.core.i18n import number, tr
from engine.core.report_kit import figures_html, heading, ledger_section, page_head, table
from engine.model.accounting import ACCOUNTANT
from engine.privacy.dataset_ledger import composition_note, limit_sentence, method_title, units_text
from engine.privacy.delta_rule import delta_section
from engine.tasks.model.data_checks import audit_note
from engine.tasks.model.report_measures import (
    audit_sections,
    data_checks_section,
    models,
    point_label,
    schedule_label,
    shown,
    sweep_measures,
)

__all__ = ["models", "render_report", "statement"]


def dataset_ledger_note() -> str:
    """How the model's trainings enter the dataset's ledger (manifests hold its English)."""
    return (
        composition_note()
        + " "
        + tr(
            "Each DP-SGD training (this model, and every training of a sweep) is (ε, δ)-DP by "
            "a tight accountant and enters as one entry without ρ: trainings add up by basic "
            "composition (Σε, Σδ), with each other and with the file's other releases, unless "
            "advanced composition gives less. The audit's non-private models and membership "
            "attack train no private model and spend nothing; feature centres and scales taken "
            "from the data are listed as a non-DP entry."
        )
    )


def sweep_note() -> str:
    """What the sweep's rows cost (manifests hold its English)."""
    return tr(
        "Each row is one private training on the data, charged to the dataset's ledger "
        "(dataset_epsilon_spent: its total after the row); the sweep's own trainings cost the "
        "sum of their ε (epsilon_spent_so_far)."
    )


def statement(manifest: dict) -> str:
    """The guarantee in the interface language, from the manifest's numbers (the same
    sentence as the manifest's `statement` in English)."""
    g, t = manifest["guarantee"], manifest["training"]
    text = tr(
        "The model is ({epsilon}, {delta})-differentially private for adding or removing one "
        "training row (DP-SGD with a tight accountant; a looser count gives ε = {epsilon_rdp})."
    )
    if g.get("unit", "row") != "row":  # a privacy unit: one whole unit, not one row
        text = tr(
            "The model is ({epsilon}, {delta})-differentially private for each {unit}: "
            "{neighbours} (DP-SGD over units, a tight accountant; a looser count gives "
            "ε = {epsilon_rdp})."
        )
    text = text.format(
        epsilon=number(g["epsilon"], ".4g"),
        delta=number(g["delta"], ".3g"),
        epsilon_rdp=number(t["epsilon_rdp"], ".4g"),
        unit=g.get("unit_name") or g.get("unit"),
        neighbours=g.get("neighbours"),
    )
    if not g["formally_private"]:
        text += " " + tr(
            "The feature centres and scales are the data's own, released as-is: they are "
            "not formally private."
        )
    sweep = manifest.get("sweep")
    if sweep:
        trainings = sum(1 for r in sweep["rows"] if r.get("epsilon") is not None)
        formal = [
            e for e in (manifest.get("ledger") or {}).get("entries", []) if e["formally_private"]
        ]
        text += " " + tr(
            "The {trainings} trainings of the accuracy-against-ε sweep also ran on the data: "
            "with them the training rows have spent ε = {epsilon}, δ = {delta}."
        ).format(
            trainings=number(trainings, ","),
            epsilon=number(sum(e["epsilon"] for e in formal), ".4g"),
            delta=number(sum(e["delta"] for e in formal), ".3g"),
        )
    return text


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    t, m, inp = manifest["training"], manifest["model"], manifest["input"]
    accountant = escape(t["accountant"])
    if t["accountant"] == ACCOUNTANT:  # the manifest's name of it, in the interface language
        accountant = tr(
            "tight accountant\nDetails: PLD (connect-the-dots, interval 1e-4, add or remove one "
            "example)"
        )
    parts = [
        page_head(tr("PrivDesk model report"), tr("Private model: DP-SGD logistic regression")),
        heading(tr("Guarantee"), "proven") + f"<p>{escape(statement(manifest))}</p>",
        "<p class='note'>"
        + tr(
            "Neighbouring datasets differ by one training row (added or removed). "
            "Predictions and scores computed from the model are post-processing and cost "
            "nothing more. The training data is not in any output."
        )
        + "</p>",
        *delta_section(manifest),
        _input_paragraph(inp, t),
        heading(tr("Training and accounting")),
        table(
            [tr("setting"), tr("value")],
            [
                [tr("target ε"), shown(t["epsilon_target"])],
                [tr("reported ε"), shown(t["epsilon"])],
                [
                    tr("ε by a looser count (order)"),
                    f"{shown(t['epsilon_rdp'])} ({shown(t['rdp_order'])})",
                ],
                ["δ", shown(t["delta"])],
                [tr("noise multiplier σ"), shown(t["noise_multiplier"])],
                [tr("sampling rate q"), shown(t["sampling_rate"])],
                [tr("steps T"), shown(t["steps"])],
                [tr("clip norm C"), shown(t["clip"])],
                [tr("epochs / expected batch"), f"{shown(t['epochs'])} / {shown(t['batch_size'])}"],
                [
                    tr("learning rate η (schedule)"),
                    f"{shown(t['learning_rate'])} ({schedule_label(t['schedule'])})",
                ],
                [tr("L2 penalty λ"), shown(t["l2"])],
                [tr("accountant"), accountant],
            ],
        ),
        *_model_section(m),
        *_audit_section(manifest.get("audit")),
        *_sweep_section(manifest.get("sweep")),
        *ledger_section(manifest),
        *_dataset_ledger_section(manifest.get("dataset_ledger")),
    ]
    checks = manifest.get("data_checks")
    if checks is not None:  # the figures plot the held-out measurements: the data holder's
        shown_figures = figures_html(figures, image_urls, image_width, figures_per_page, level=3)
        parts += data_checks_section(checks, shown_figures)
    elif figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _input_paragraph(inp: dict, t: dict) -> str:
    """The input and its split. Manifests of older versions gave the exact row counts here;
    they are now in the data checks, for the data holder."""
    if "rows" in inp:
        text = tr(
            "Input: {file} (fingerprint {sha256}…), {rows} rows: {training_rows} for training, "
            "{held_out_rows} held out (never trained on)."
        ).format(
            file=escape(str(inp["file"])),
            sha256=escape(str(inp["sha256"]))[:16],
            rows=shown(inp["rows"]),
            training_rows=shown(inp["training_rows"]),
            held_out_rows=shown(inp["held_out_rows"]),
        )
        return f"<p>{text}</p>"
    text = tr(
        "Input: {file} (fingerprint {sha256}…). Its rows were split at random, stratified by the "
        "target: {share} of each class held out (never trained on), the rest for training. "
        "The numbers of rows are not stated here; they are kept for the data holder. The "
        "sampling rate q below is the expected batch divided by the number of training "
        "rows, which DP-SGD's accountant takes as known: that number follows from q."
    ).format(
        file=escape(str(inp["file"])),
        sha256=escape(str(inp["sha256"]))[:16],
        share=number(t["test_share"], ".0%"),
    )
    return f"<p>{text}</p>"


def _model_section(m: dict) -> list[str]:
    st = m["standardization"]
    source = (
        tr("declared bounds (values clipped into them; no privacy cost)")
        if st["source"] == "declared"
        else tr("the data's own mean and standard deviation, released as-is (not formally private)")
    )
    rows = [
        [
            escape(str(r["class"])),
            tr("(intercept)") if r["term"] == "(intercept)" else escape(r["term"]),
            shown(r["coefficient"]),
            shown(r["coefficient_original_units"]),
            shown(r["centre"]),
            shown(r["scale"]),
        ]
        for r in m["coefficients"]
    ]
    link = (
        tr("P(class) by softmax")
        if m["link"] == "softmax"
        else tr("P({positive}) = sigmoid(intercept + Σ coefficient × value)").format(
            positive=escape(str(m["positive_class"]))
        )
    )
    model_text = tr("{link}. Classes: {classes}. Standardization: {source}.").format(
        link=link,
        classes=escape(", ".join(map(str, m["classes"]))),
        source=escape(source),
    )
    return [
        heading(tr("The model")),
        f"<p>{model_text}</p>",
        table(
            [
                tr("class"),
                tr("term"),
                tr("coefficient (standardized)"),
                tr("coefficient (original units)"),
                tr("centre"),
                tr("scale"),
            ],
            rows,
        ),
        tr(
            "<p class='note'>Score new rows with <code>main.py score MANIFEST.json DATA.csv</code> "
            "(or the model table). Original-unit coefficients hold for values inside declared "
            "bounds; scoring clips to the bounds first.</p>"
        ),
    ]


def _audit_section(audit: dict | None) -> list[str]:
    """What the audit did and the attack's proven bounds; its measurements are in the data
    checks (an older manifest's `audit` held them: shown here as it was)."""
    if not audit:
        return [heading(tr("Audit")), "<p>" + tr("The audit was turned off.") + "</p>"]
    if "quality" in audit:
        return audit_sections(audit)
    parts = [heading(tr("Audit")), f"<p class='note'>{escape(audit_note())}</p>"]
    util = audit.get("utility")
    if util and util["kind"] == "credit":
        text = tr(
            "Lending measure: interest rate {rate}, loans offered at the break-even probability."
        ).format(rate=shown(util["interest_rate"]))
        parts.append(f"<p>{text}</p>")
    elif util:
        text = tr(
            "Targeting measure: the {share} share with the highest predicted probability is "
            "enrolled."
        ).format(share=shown(util["budget_share"]))
        parts.append(f"<p>{text}</p>")
    member = audit.get("membership")
    if member:
        text = tr(
            "Against this model's (ε, δ), no membership-inference attack can reach an AUC "
            "above {auc} or an advantage (true minus false positive rate) above {advantage}."
        ).format(auc=shown(member["auc_bound"]), advantage=shown(member["advantage_bound"]))
        parts += [heading(tr("Membership inference: what any attack can reach"), "proven"),
                  f"<p>{text}</p>"]  # fmt: skip
    return parts


def _sweep_section(sweep: dict | None) -> list[str]:
    """The sweep's trainings and what they spent; their held-out accuracy is in the data
    checks (an older manifest's rows held it: shown here as it was)."""
    if not sweep:
        return []
    note = escape(sweep_note())
    rows = [
        [
            point_label(r["point"]),
            shown(r["value"]),
            shown(r["epsilon"]),
            shown(r["noise_multiplier"]),
            shown(r["epsilon_spent_so_far"]),
            shown(r.get("dataset_epsilon_spent")),
        ]
        for r in sweep["rows"]
    ]
    measured = escape(
        tr("Their held-out accuracy is measured on the raw rows: it is kept for the data holder.")
    )
    older = any("accuracy" in r for r in sweep["rows"])  # a manifest of an older version
    return [
        heading(tr("The accuracy-against-ε sweep: its trainings"), "proven"),
        f"<p class='note'>{note}{'' if older else ' ' + measured}</p>",
        table(
            [
                tr("point"),
                tr("target ε"),
                tr("spent ε"),
                "σ",
                tr("ε spent so far"),
                tr("dataset ledger ε after"),
            ],
            rows,
        ),
        *(sweep_measures(sweep["rows"], heading) if older else []),
    ]


def _dataset_ledger_section(led: dict | None) -> list[str]:
    """The dataset's persistent ledger before and after this training, its limit, and the
    sweep's own charge (absent from manifests of older versions)."""
    if not led:
        return []
    spends = (
        (tr("spent before"), led["spent_before"]),
        (tr("this release"), led["this_release"]),
        (tr("spent after"), led["spent_after"]),
    )
    rows = [
        [escape(label), shown(s["epsilon"]), shown(s["delta"]), escape(method_title(s["method"])),
         shown(s["entries"]), shown(s["non_dp_entries"])]
        for label, s in spends
    ]  # fmt: skip
    limit = limit_sentence(led, shown)
    parts = [
        heading(tr("This dataset's privacy ledger"), "proven"),
        f"<p class='note'>{escape(dataset_ledger_note())}</p>",
        table(["", "ε", "δ", tr("method"), tr("DP entries"), tr("non-DP entries")], rows),
        f"<p>{limit}</p>",
    ]
    if led.get("units"):  # household- and person-level releases, by group privacy
        parts.append(f"<p>{escape(units_text(led['units']))}</p>")
    sweep = led.get("sweep")
    if sweep:
        text = tr(
            "The accuracy-against-ε sweep was charged to the same ledger as a release of its "
            "own ({release}): {trainings} trainings, Σε = {epsilon}, Σδ = {delta}; the "
            "dataset's total after it: ε = {total}."
        ).format(
            release=escape(sweep["release_id"]),
            trainings=shown(sweep["trainings"]),
            epsilon=shown(sweep["epsilon"]),
            delta=shown(sweep["delta"]),
            total=shown(sweep["dataset_epsilon_after"]),
        )
        parts.append(f"<p>{text}</p>")
    return parts

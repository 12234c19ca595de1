"""The model report: a self-contained HTML page rendered from the manifest alone.

The same page feeds the wizard's PDF (`image_urls`), so report, PDF and manifest agree.
The text is in the interface language; the guarantee sentence is rebuilt from the
manifest's numbers (its English `statement` stays in the manifest as data).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.i18n import number, numbers_separator, tr
from engine.core.report_kit import figures_html, heading, ledger_section, page_head, table
from engine.model.accounting import ACCOUNTANT
from engine.privacy.dataset_ledger import composition_note, limit_sentence, method_title


def models() -> tuple[tuple[str, str], ...]:
    """(audit key, label) of the three models the audit compares."""
    return (
        ("private", tr("private (DP-SGD)")),
        ("non_private", tr("non-private (scikit-learn L-BFGS)")),
        ("non_private_sgd", tr("non-private SGD (no clip, no noise)")),
    )


def schedule_label(key: str) -> str:
    labels = {"constant": tr("constant"), "decay": tr("decaying")}
    return labels.get(key, escape(str(key)))


def point_label(key: str | None) -> str:
    labels = {"non-private": tr("non-private"), "chosen": tr("chosen")}
    return labels.get(key or "", escape(str(key or "")))


def _n(value, digits: int = 4) -> str:
    """A number for people, with the language's separators ("—" when there is none)."""
    if value is None or isinstance(value, bool):
        return "—" if value is None else escape(str(value))
    if isinstance(value, float):
        if not math.isfinite(value):
            return "—"
        return number(value, ",.0f") if abs(value) >= 1000 else number(value, f".{digits}g")
    if isinstance(value, int):
        return number(value, ",")
    return escape(str(value))


def dataset_ledger_note() -> str:
    """How the model's trainings enter the dataset's ledger (manifests hold its English)."""
    return (
        composition_note()
        + " "
        + tr(
            "Each DP-SGD training (this model, and every training of a sweep) is (ε, δ)-DP by "
            "the PLD accountant and enters as one entry without ρ: trainings add up by basic "
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
        "training row (DP-SGD, PLD accountant; RDP gives ε = {epsilon_rdp})."
    ).format(
        epsilon=number(g["epsilon"], ".4g"),
        delta=number(g["delta"], ".3g"),
        epsilon_rdp=number(t["epsilon_rdp"], ".4g"),
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
        accountant = tr("PLD (connect-the-dots, interval 1e-4, add or remove one example)")
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
        "<p>"
        + tr(
            "Input: {file} (SHA-256 {sha256}…), {rows} rows: {training_rows} for training, "
            "{held_out_rows} held out (never trained on)."
        ).format(
            file=escape(str(inp["file"])),
            sha256=escape(str(inp["sha256"]))[:16],
            rows=_n(inp["rows"]),
            training_rows=_n(inp["training_rows"]),
            held_out_rows=_n(inp["held_out_rows"]),
        )
        + "</p>",
        heading(tr("Training and accounting")),
        table(
            [tr("setting"), tr("value")],
            [
                [tr("target ε"), _n(t["epsilon_target"])],
                [tr("reported ε (PLD)"), _n(t["epsilon"])],
                [tr("ε by RDP (order)"), f"{_n(t['epsilon_rdp'])} ({_n(t['rdp_order'])})"],
                ["δ", _n(t["delta"])],
                [tr("noise multiplier σ"), _n(t["noise_multiplier"])],
                [tr("sampling rate q"), _n(t["sampling_rate"])],
                [tr("steps T"), _n(t["steps"])],
                [tr("clip norm C"), _n(t["clip"])],
                [tr("epochs / expected batch"), f"{_n(t['epochs'])} / {_n(t['batch_size'])}"],
                [
                    tr("learning rate η (schedule)"),
                    f"{_n(t['learning_rate'])} ({schedule_label(t['schedule'])})",
                ],
                [tr("L2 penalty λ"), _n(t["l2"])],
                [tr("accountant"), accountant],
            ],
        ),
        *_model_section(m),
        *_audit_sections(manifest.get("audit")),
        *_sweep_section(manifest.get("sweep")),
        *ledger_section(manifest),
        *_dataset_ledger_section(manifest.get("dataset_ledger")),
    ]
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


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
            _n(r["coefficient"]),
            _n(r["coefficient_original_units"]),
            _n(r["centre"]),
            _n(r["scale"]),
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


def _audit_sections(audit: dict | None) -> list[str]:
    if not audit:
        return [heading(tr("Audit")), "<p>" + tr("The audit was turned off.") + "</p>"]
    held_out = tr(
        "{rows} held-out rows; measured on the data for its holder, not covered by the guarantee."
    ).format(rows=_n(audit["held_out_rows"]))
    parts = [
        heading(tr("Quality on held-out rows"), "measured"),
        f"<p class='note'>{held_out}</p>",
    ]
    q = audit["quality"]
    loss = audit.get("training_loss", {})
    parts.append(
        table(
            [
                tr("model"),
                tr("accuracy"),
                "AUC",
                tr("log loss"),
                tr("calibration error"),
                tr("training loss"),
            ],
            [
                [
                    label,
                    _n(q[k]["accuracy"]),
                    _n(q[k]["auc"]),
                    _n(q[k]["log_loss"]),
                    _n(q[k]["calibration_error"]),
                    _n(loss.get(k)),
                ]
                for k, label in models()
                if k in q
            ],
        )
    )
    util = audit.get("utility")
    if util:
        parts += _utility(util)
    member = audit.get("membership")
    if member:
        parts.append(heading(tr("Membership inference (loss threshold)"), "attack"))
        parts.append(
            tr(
                "<p class='note'>Members: training rows; non-members: as many held-out rows. "
                "AUC ½ means the attack cannot tell them apart; the bound is the most any "
                "attack can reach against the model's (ε, δ) (MATH 9.6). An AUC near ½ proves "
                "nothing.</p>"
            )
        )
        rows = []
        for key, label in models()[:2]:
            r = member[key]
            rows.append(
                [
                    label,
                    f"{_n(r['auc'])} [{_n(r['auc_low'])}{numbers_separator()}{_n(r['auc_high'])}]",
                    _n(r["auc_bound"]),
                    _n(r["advantage"]),
                    _n(r["advantage_bound"]),
                    f"{_n(r['members'])} / {_n(r['non_members'])}",
                ]
            )
        parts.append(
            table(
                [
                    tr("model"),
                    tr("attack AUC [95 %]"),
                    tr("AUC bound"),
                    tr("advantage"),
                    tr("advantage bound"),
                    tr("members / non-members"),
                ],
                rows,
            )
        )
    return parts


def _utility(util: dict) -> list[str]:
    if util["kind"] == "credit":
        rows = [
            [
                label,
                _n(util[k]["profit"]),
                _n(util[k]["default_loss"]),
                _n(util[k]["forgone_revenue"]),
                _n(util[k]["offered_share"]),
            ]
            for k, label in models()[:2]
        ]
        text = tr(
            "Interest rate {rate}; loans offered at the break-even probability (MATH 4.2). "
            "Relative profit (private / non-private): {relative}."
        ).format(rate=_n(util["interest_rate"]), relative=_n(util["relative_profit"]))
        return [
            heading(tr("Lending on held-out rows"), "measured"),
            f"<p>{text}</p>",
            table(
                [
                    tr("model"),
                    tr("profit"),
                    tr("default loss"),
                    tr("forgone revenue"),
                    tr("share offered"),
                ],
                rows,
            ),
        ]
    rows = [
        [label, _n(util[k]["exclusion_rate"]), _n(util[k]["inclusion_rate"])]
        for k, label in models()[:2]
    ]
    text = tr(
        "The {share} share with the highest predicted probability is enrolled (MATH 4.1)."
    ).format(share=_n(util["budget_share"]))
    return [
        heading(tr("Targeting on held-out rows"), "measured"),
        f"<p>{text}</p>",
        table([tr("model"), tr("exclusion-error rate"), tr("inclusion-error rate")], rows),
    ]


def _sweep_section(sweep: dict | None) -> list[str]:
    if not sweep:
        return []
    rows = [
        [
            point_label(r["point"]),
            _n(r["value"]),
            _n(r["epsilon"]),
            _n(r["noise_multiplier"]),
            _n(r["accuracy"]),
            _n(r["auc"]),
            _n(r["epsilon_spent_so_far"]),
            _n(r.get("dataset_epsilon_spent")),  # absent from manifests of older versions
        ]
        for r in sweep["rows"]
    ]
    note = sweep_note()
    return [
        heading(tr("Accuracy against ε"), "measured"),
        f"<p class='note'>{escape(note)}</p>",
        table(
            [
                tr("point"),
                tr("target ε"),
                tr("spent ε"),
                "σ",
                tr("accuracy"),
                "AUC",
                tr("ε spent so far"),
                tr("dataset ledger ε after"),
            ],
            rows,
        ),
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
        [escape(label), _n(s["epsilon"]), _n(s["delta"]), escape(method_title(s["method"])),
         _n(s["entries"]), _n(s["non_dp_entries"])]
        for label, s in spends
    ]  # fmt: skip
    limit = limit_sentence(led, _n)
    parts = [
        heading(tr("This dataset's privacy ledger"), "proven"),
        f"<p class='note'>{escape(dataset_ledger_note())}</p>",
        table(["", "ε", "δ", tr("method"), tr("DP entries"), tr("non-DP entries")], rows),
        f"<p>{limit}</p>",
    ]
    sweep = led.get("sweep")
    if sweep:
        text = tr(
            "The accuracy-against-ε sweep was charged to the same ledger as a release of its "
            "own ({release}): {trainings} trainings, Σε = {epsilon}, Σδ = {delta}; the "
            "dataset's total after it: ε = {total}."
        ).format(
            release=escape(sweep["release_id"]),
            trainings=_n(sweep["trainings"]),
            epsilon=_n(sweep["epsilon"]),
            delta=_n(sweep["delta"]),
            total=_n(sweep["dataset_epsilon_after"]),
        )
        parts.append(f"<p>{text}</p>")
    return parts

"""The model report: a self-contained HTML page rendered from the manifest alone.

The same page feeds the wizard's PDF (`image_urls`), so report, PDF and manifest agree.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from engine.core.report_kit import badge, figures_html, ledger_section, num, page_head, table

MODELS = (
    ("private", "private (DP-SGD)"),
    ("non_private", "non-private (scikit-learn L-BFGS)"),
    ("non_private_sgd", "non-private SGD (no clip, no noise)"),
)


def _n(value, digits: int = 4) -> str:
    if isinstance(value, float) and not math.isfinite(value):
        return "—"
    return num(value, digits)


def render_report(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    *,
    image_urls: Sequence[str] | None = None,
    image_width: int | None = None,
    figures_per_page: int | None = None,
) -> str:
    g, t, m, inp = manifest["guarantee"], manifest["training"], manifest["model"], manifest["input"]
    parts = [
        page_head("PrivDesk model report", "Private model: DP-SGD logistic regression"),
        f"<h2>Guarantee {badge('proven')}</h2><p>{escape(g['statement'])}</p>",
        "<p class='note'>Neighbouring datasets differ by one training row (added or removed). "
        "Predictions and scores computed from the model are post-processing and cost nothing "
        "more. The training data is not in any output.</p>",
        f"<p>Input: {escape(str(inp['file']))} (SHA-256 {escape(str(inp['sha256']))[:16]}…), "
        f"{inp['rows']:,} rows: {inp['training_rows']:,} for training, "
        f"{inp['held_out_rows']:,} held out (never trained on).</p>",
        "<h2>Training and accounting</h2>",
        table(
            ["setting", "value"],
            [
                ["target ε", _n(t["epsilon_target"])],
                ["reported ε (PLD)", _n(t["epsilon"])],
                ["ε by RDP (order)", f"{_n(t['epsilon_rdp'])} ({_n(t['rdp_order'])})"],
                ["δ", _n(t["delta"])],
                ["noise multiplier σ", _n(t["noise_multiplier"])],
                ["sampling rate q", _n(t["sampling_rate"])],
                ["steps T", _n(t["steps"])],
                ["clip norm C", _n(t["clip"])],
                ["epochs / expected batch", f"{_n(t['epochs'])} / {_n(t['batch_size'])}"],
                [
                    "learning rate η (schedule)",
                    f"{_n(t['learning_rate'])} ({escape(t['schedule'])})",
                ],
                ["L2 penalty λ", _n(t["l2"])],
                ["accountant", escape(t["accountant"])],
            ],
        ),
        *_model_section(m),
        *_audit_sections(manifest.get("audit")),
        *_sweep_section(manifest.get("sweep")),
        *ledger_section(manifest),
    ]
    if figures:
        parts += figures_html(figures, image_urls, image_width, figures_per_page)
    parts.append("</body></html>")
    return "\n".join(parts)


def _model_section(m: dict) -> list[str]:
    st = m["standardization"]
    source = (
        "declared bounds (values clipped into them; no privacy cost)"
        if st["source"] == "declared"
        else "the data's own mean and standard deviation, released as-is (not formally private)"
    )
    rows = [
        [
            escape(str(r["class"])),
            escape(r["term"]),
            _n(r["coefficient"]),
            _n(r["coefficient_original_units"]),
            _n(r["centre"]),
            _n(r["scale"]),
        ]
        for r in m["coefficients"]
    ]
    link = (
        "P(class) by softmax"
        if m["link"] == "softmax"
        else (f"P({escape(str(m['positive_class']))}) = sigmoid(intercept + Σ coefficient × value)")
    )
    return [
        "<h2>The model</h2>",
        f"<p>{link}. Classes: {escape(', '.join(map(str, m['classes'])))}. "
        f"Standardization: {escape(source)}.</p>",
        table(
            [
                "class",
                "term",
                "coefficient (standardized)",
                "coefficient (original units)",
                "centre",
                "scale",
            ],
            rows,
        ),
        "<p class='note'>Score new rows with <code>main.py score MANIFEST.json DATA.csv</code> "
        "(or the model table). Original-unit coefficients hold for values inside declared "
        "bounds; scoring clips to the bounds first.</p>",
    ]


def _audit_sections(audit: dict | None) -> list[str]:
    if not audit:
        return ["<h2>Audit</h2><p>The audit was turned off.</p>"]
    parts = [
        f"<h2>Quality on held-out rows {badge('measured')}</h2>",
        f"<p class='note'>{audit['held_out_rows']:,} held-out rows; measured on the data for "
        "its holder, not covered by the guarantee.</p>",
    ]
    q = audit["quality"]
    loss = audit.get("training_loss", {})
    parts.append(
        table(
            ["model", "accuracy", "AUC", "log loss", "calibration error", "training loss"],
            [
                [
                    label,
                    _n(q[k]["accuracy"]),
                    _n(q[k]["auc"]),
                    _n(q[k]["log_loss"]),
                    _n(q[k]["calibration_error"]),
                    _n(loss.get(k)),
                ]
                for k, label in MODELS
                if k in q
            ],
        )
    )
    util = audit.get("utility")
    if util:
        parts += _utility(util)
    member = audit.get("membership")
    if member:
        parts.append(f"<h2>Membership inference (loss threshold) {badge('attack')}</h2>")
        parts.append(
            "<p class='note'>Members: training rows; non-members: as many held-out rows. AUC ½ "
            "means the attack cannot tell them apart; the bound is the most any attack can "
            "reach against the model's (ε, δ) (MATH 9.6). An AUC near ½ proves nothing.</p>"
        )
        rows = []
        for key, label in MODELS[:2]:
            r = member[key]
            rows.append(
                [
                    label,
                    f"{_n(r['auc'])} [{_n(r['auc_low'])}, {_n(r['auc_high'])}]",
                    _n(r["auc_bound"]),
                    _n(r["advantage"]),
                    _n(r["advantage_bound"]),
                    f"{r['members']:,} / {r['non_members']:,}",
                ]
            )
        parts.append(
            table(
                [
                    "model",
                    "attack AUC [95 %]",
                    "AUC bound",
                    "advantage",
                    "advantage bound",
                    "members / non-members",
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
            for k, label in MODELS[:2]
        ]
        return [
            f"<h2>Lending on held-out rows {badge('measured')}</h2>",
            f"<p>Interest rate {_n(util['interest_rate'])}; loans offered at the break-even "
            f"probability (MATH 4.2). Relative profit (private / non-private): "
            f"{_n(util['relative_profit'])}.</p>",
            table(["model", "profit", "default loss", "forgone revenue", "share offered"], rows),
        ]
    rows = [
        [label, _n(util[k]["exclusion_rate"]), _n(util[k]["inclusion_rate"])]
        for k, label in MODELS[:2]
    ]
    return [
        f"<h2>Targeting on held-out rows {badge('measured')}</h2>",
        f"<p>The {_n(util['budget_share'])} share with the highest predicted probability is "
        "enrolled (MATH 4.1).</p>",
        table(["model", "exclusion-error rate", "inclusion-error rate"], rows),
    ]


def _sweep_section(sweep: dict | None) -> list[str]:
    if not sweep:
        return []
    rows = [
        [
            escape(r["point"] or ""),
            _n(r["value"]),
            _n(r["epsilon"]),
            _n(r["noise_multiplier"]),
            _n(r["accuracy"]),
            _n(r["auc"]),
            _n(r["epsilon_spent_so_far"]),
        ]
        for r in sweep["rows"]
    ]
    return [
        f"<h2>Accuracy against ε {badge('measured')}</h2>",
        f"<p class='note'>{escape(sweep['note'])}</p>",
        table(["point", "target ε", "spent ε", "σ", "accuracy", "AUC", "ε spent so far"], rows),
    ]

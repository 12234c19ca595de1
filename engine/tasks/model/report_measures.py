"""The model report's measurements on the rows: the audit's tables (held-out quality,
training loss, lending or targeting, membership attack) and the sweep's held-out accuracy,
shown in the "Data checks (for the data holder)" section (`data_checks.py` says why), or
where older manifests kept them. Also the report's number format and model labels."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from html import escape

from engine.core.i18n import number, numbers_separator, tr
from engine.core.report_kit import data_checks_head, heading, table
from engine.tasks.model.data_checks import data_checks_note


def models() -> tuple[tuple[str, str], ...]:
    """(audit key, label) of the three models the audit compares."""
    return (
        ("private", tr("private (DP-SGD)")),
        ("non_private", tr("non-private (standard fit)")),
        ("non_private_sgd", tr("non-private SGD (no clip, no noise)")),
    )


def schedule_label(key: str) -> str:
    labels = {"constant": tr("constant"), "decay": tr("decaying")}
    return labels.get(key, escape(str(key)))


def point_label(key: str | None) -> str:
    labels = {"non-private": tr("non-private"), "chosen": tr("chosen")}
    return labels.get(key or "", escape(str(key or "")))


def shown(value, digits: int = 4) -> str:
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


subheading = partial(heading, level=3)  # a heading inside the data checks section


def audit_sections(audit: dict, head: Callable[..., str] = heading) -> list[str]:
    """The audit's measurements (a manifest's `data_checks.audit`, or an older manifest's
    `audit`) under headings made by `head`."""
    held_out = tr(
        "{rows} held-out rows; measured on the data for its holder, not covered by the guarantee."
    ).format(rows=shown(audit["held_out_rows"]))
    parts = [
        head(tr("Quality on held-out rows"), "measured"),
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
                    shown(q[k]["accuracy"]),
                    shown(q[k]["auc"]),
                    shown(q[k]["log_loss"]),
                    shown(q[k]["calibration_error"]),
                    shown(loss.get(k)),
                ]
                for k, label in models()
                if k in q
            ],
        )
    )
    util = audit.get("utility")
    if util:
        parts += _utility(util, head)
    member = audit.get("membership")
    if member:
        parts.append(head(tr("Membership inference (loss threshold)"), "attack"))
        parts.append(
            tr(
                "<p class='note'>Members: training rows; non-members: as many held-out rows. "
                "AUC ½ means the attack cannot tell them apart; the bound is the most any "
                "attack can reach against the model's (ε, δ). An AUC near ½ proves "
                "nothing.</p>"
            )
        )
        rows = []
        for key, label in models()[:2]:
            r = member[key]
            interval = f"{shown(r['auc_low'])}{numbers_separator()}{shown(r['auc_high'])}"
            rows.append(
                [
                    label,
                    f"{shown(r['auc'])} [{interval}]",
                    shown(r["auc_bound"]),
                    shown(r["advantage"]),
                    shown(r["advantage_bound"]),
                    f"{shown(r['members'])} / {shown(r['non_members'])}",
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


def _utility(util: dict, head: Callable[..., str]) -> list[str]:
    if util["kind"] == "credit":
        rows = [
            [
                label,
                shown(util[k]["profit"]),
                shown(util[k]["default_loss"]),
                shown(util[k]["forgone_revenue"]),
                shown(util[k]["offered_share"]),
            ]
            for k, label in models()[:2]
        ]
        text = tr(
            "Interest rate {rate}; loans offered at the break-even probability. "
            "Relative profit (private / non-private): {relative}."
        ).format(rate=shown(util["interest_rate"]), relative=shown(util["relative_profit"]))
        return [
            head(tr("Lending on held-out rows"), "measured"),
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
        [label, shown(util[k]["exclusion_rate"]), shown(util[k]["inclusion_rate"])]
        for k, label in models()[:2]
    ]
    text = tr("The {share} share with the highest predicted probability is enrolled.").format(
        share=shown(util["budget_share"])
    )
    return [
        head(tr("Targeting on held-out rows"), "measured"),
        f"<p>{text}</p>",
        table([tr("model"), tr("exclusion-error rate"), tr("inclusion-error rate")], rows),
    ]


def sweep_measures(rows: list[dict], head: Callable[..., str] = subheading) -> list[str]:
    """Held-out accuracy at each ε of a sweep (the non-private point first)."""
    table_rows = [
        [
            point_label(r["point"]),
            shown(r["value"]),
            shown(r["epsilon"]),
            shown(r["accuracy"]),
            shown(r["auc"]),
            shown(r.get("log_loss")),
        ]
        for r in rows
    ]
    header = [tr("point"), tr("target ε"), tr("spent ε"), tr("accuracy"), "AUC", tr("log loss")]
    return [head(tr("Accuracy against ε"), "measured"), table(header, table_rows)]


def data_checks_section(checks: dict | None, figures: Sequence[str] = ()) -> list[str]:
    """The data holder's raw facts (not noised), under the note that says to remove them,
    with the report's figures (they plot the same measurements)."""
    if checks is None:  # an older manifest, or one whose data checks were removed
        return []
    counts = [
        (tr("input rows"), checks["rows"]),
        (tr("training rows"), checks["training_rows"]),
        (tr("held-out rows (never trained on)"), checks["held_out_rows"]),
    ]
    parts = [
        *data_checks_head(data_checks_note()),
        table([tr("measure"), tr("value")], [[escape(k), shown(v)] for k, v in counts]),
    ]
    classes = checks.get("classes") or []
    if classes:
        parts.append(
            table(
                [tr("class"), tr("training rows"), tr("held-out rows")],
                [
                    [escape(str(c["class"])), shown(c["training_rows"]), shown(c["held_out_rows"])]
                    for c in classes
                ],
            )
        )
    if checks.get("audit"):
        parts += audit_sections(checks["audit"], subheading)
    if checks.get("sweep"):
        parts += sweep_measures(checks["sweep"])
    return parts + list(figures)

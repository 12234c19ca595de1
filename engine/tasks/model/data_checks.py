"""Raw facts of a model run, for the data holder only: the manifest's `data_checks`.

What the model's recipients may hold is the model, its accounting and the guarantee
(MATH 9.7). Everything else the run computes from the rows without noise sits in one
labelled block that only the data holder's audit holds (`engine.core.boundary`), as the
statistics and mobility tasks do:

* the exact numbers of rows (all, training, held out, and per class);
* every measurement of the audit (MATH 9.5, 9.6): held-out accuracy, AUC, log loss and
  calibration of the non-private models *and of the private one* (held-out rows were never
  trained on, so the guarantee does not cover them: a score on them is a raw statistic of
  those people), the training loss of each model (a raw statistic of the training rows),
  the lending or targeting measure (sums of raw loan amounts, raw error rates) and the
  membership attack's AUC and advantage (ranks of raw losses) with its row counts;
* the held-out accuracy and AUC of each training of a sweep.

The shared parts keep what is proven or declared: the attack's bounds (functions of ε and
δ alone), the utility settings, the sweep's ε and σ. Scales taken from the data stay in
the model (scoring needs them), stated there as not formally private. The sampling rate
q = L/N stays too (MATH 9.1, 9.7: the accounting needs it, and DP-SGD's accountant takes
the number N of training rows as known), so N = L/q can be worked out from the shared
parts: the report and the manifest say so rather than hide it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pandas as pd

from engine.core.i18n import english, tr

if TYPE_CHECKING:
    from engine.tasks.model.run import ModelRelease

MEASURED_SWEEP = ("accuracy", "auc", "log_loss", "calibration_error")
ROWS_NOTE = (
    "not published: the numbers of rows (all, training, held out) are in data_checks, for "
    "the data holder. The split is stratified by the target, test_share of each class held "
    "out (with a privacy unit, whole units are split, stratified by each unit's most "
    "frequent class). training.sampling_rate is q = batch_size / the number of training "
    "rows, which DP-SGD's accountant takes as known: that number follows from q."
)


def data_checks_note() -> str:
    """What the block is and what to do with it (manifests hold its English)."""
    return tr(
        "Raw facts for the data holder (not noised): the numbers of rows, and every "
        "measurement of the audit on the rows (the held-out quality of the private and "
        "non-private models, their training loss, the lending or targeting measure, the "
        "membership-inference attack) and of a sweep. Held-out rows are never trained on, "
        "so the guarantee does not cover them. They are in the data holder's audit only, "
        "never in the shared report or manifest: only the model, its accounting and the "
        "guarantee are private."
    )


def audit_note() -> str:
    """What the audit did, said in the shared parts (manifests hold its English)."""
    return tr(
        "The audit compared the private model with non-private ones (the exact optimum and "
        "SGD without clipping or noise) on held-out rows and attacked both with a "
        "loss-threshold membership inference. Its results are measurements on the raw rows, "
        "not covered by the guarantee: they are in the data checks, for the data holder. "
        "The attack bounds are proven from (ε, δ) alone."
    )


def class_rows(rel: ModelRelease) -> list[dict]:
    """Per class: its rows among the training and the held-out rows (the stratification)."""
    k = len(rel.data.classes)
    training = np.bincount(rel.data.y[rel.train_rows].astype(int), minlength=k)
    held_out = np.bincount(rel.data.y[rel.held_out_rows].astype(int), minlength=k)
    return [
        {"class": str(c), "training_rows": int(t), "held_out_rows": int(h)}
        for c, t, h in zip(rel.data.classes, training, held_out, strict=True)
    ]


def shared_audit(audits: dict | None) -> dict | None:
    """The audit as the recipients see it: its seed setting, what it did, the utility
    settings and the attack's proven bounds; no measurement."""
    if audits is None:
        return None
    utility = audits.get("utility")
    settings = None
    if utility:
        keep = "interest_rate" if utility["kind"] == "credit" else "budget_share"
        settings = {"kind": utility["kind"], keep: utility[keep]}
    member = (audits.get("membership") or {}).get("private")
    bounds = None
    if member:
        bounds = {
            "attack": "loss threshold (Yeom et al. 2018)",
            "auc_bound": member["auc_bound"],
            "advantage_bound": member["advantage_bound"],
        }
    return {
        "seed": audits.get("seed"),
        "note": english(audit_note),
        "measurements": "data_checks.audit",
        "utility": settings,
        "membership": bounds,
    }


def data_checks(rel: ModelRelease, audits: dict | None, sweep: pd.DataFrame | None = None) -> dict:
    """The data holder's block of the manifest (exact counts and raw measurements)."""
    measured = None
    if sweep is not None:
        columns = ["point", "value", "epsilon", *MEASURED_SWEEP]
        frame = sweep[[c for c in columns if c in sweep]]
        measured = frame.astype(object).where(frame.notna(), None).to_dict("records")
    return {
        "note": english(data_checks_note),
        "rows": int(rel.data.y.size),
        "training_rows": int(rel.train_rows.size),
        "held_out_rows": int(rel.held_out_rows.size),
        # rows past a unit's max_rows, dropped at random before the split (privacy_unit)
        "rows_dropped_by_unit_bound": rel.data.rows_dropped,
        "classes": class_rows(rel),
        "audit": None if audits is None else {k: v for k, v in audits.items() if k != "seed"},
        "sweep": measured,
    }


def shared_sweep_rows(frame: pd.DataFrame) -> list[dict]:
    """The sweep's rows without their measurements: target ε, spent ε, σ and the ledger."""
    shared = frame.drop(columns=[c for c in MEASURED_SWEEP if c in frame])
    return shared.astype(object).where(shared.notna(), None).to_dict("records")

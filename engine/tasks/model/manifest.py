"""The model task's manifest: everything needed to re-check the accounting and to score
new rows (σ, q, T, C, δ, both ε, the coefficients with their standardization), the
dataset's ledger before and after this training (and the sweep's own charge), never a
training row, a seed of the release or a generator's state. The exact row counts and the
audit's and sweep's measurements on the rows are in `data_checks`, for the data holder
(`data_checks.py`); the rest is for the model's recipients."""

from __future__ import annotations

import pandas as pd

from engine.core.i18n import english
from engine.core.ledger import LedgerEntry, PrivacyLedger
from engine.core.manifest import json_safe, manifest_header
from engine.model.accounting import Accounting
from engine.model.standardize import DATA
from engine.statistics.privacy_unit import PrivacyUnit
from engine.tasks.model.data_checks import ROWS_NOTE, data_checks, shared_audit, shared_sweep_rows
from engine.tasks.model.report import dataset_ledger_note, sweep_note
from engine.tasks.model.run import (
    ROW,
    ModelRelease,
    coefficient_rows,
    ledger,
    neighbours,
    unit_of,
)


def statement(a: Accounting, source: str, unit: PrivacyUnit = ROW) -> str:
    """The guarantee in one sentence (with the caveat of data-derived scales), naming the
    unit it protects."""
    text = (
        f"The model is ({a.epsilon:.4g}, {a.delta:.3g})-differentially private for adding or "
        f"removing one training row (DP-SGD with a tight accountant; a looser count gives "
        f"ε = {a.epsilon_rdp:.4g})."
    )
    if unit.column is not None:
        text = (
            f"The model is ({a.epsilon:.4g}, {a.delta:.3g})-differentially private for each "
            f"{unit.name or unit.column}: {neighbours(unit)} (DP-SGD over units, a tight "
            f"accountant; a looser count gives ε = {a.epsilon_rdp:.4g})."
        )
    if source == DATA:
        text += (
            " The feature centres and scales are the data's own, released as-is: they are "
            "not formally private."
        )
    return text


def build_manifest(
    rel: ModelRelease, audits: dict | None, sweep: pd.DataFrame | None = None
) -> dict:
    """The manifest; with the wizard's `sweep`, its trainings are listed in this
    manifest's ledger too (MATH 9.7: every training run on the data, tuning included);
    the dataset's persistent ledger was charged by the release and by the sweep."""
    p, a, st = rel.project, rel.accounting, rel.standardizer
    t = p.training
    classes = list(rel.data.classes)
    spent = ledger(rel)
    text = statement(a, st.source, p.privacy_unit)
    if sweep is not None:
        spent = spent.with_entries(*sweep_entries(sweep, t.delta, unit_of(p)))
        trainings = len(spent.entries) - len(ledger(rel).entries)
        epsilon, delta = formal_sums(spent)
        text += (
            f" The {trainings} trainings of the accuracy-against-ε sweep also ran on the "
            f"data: with them the training rows have spent ε = {epsilon:.4g}, δ = {delta:.3g}."
        )
    manifest = json_safe(
        {
            **manifest_header({"kind": "model", "model": p.model}, spent),
            "input": {
                "file": rel.data.file_name,
                "sha256": rel.data.sha256,
                "sheet": p.input.sheet,
                "rows_note": ROWS_NOTE,
            },
            "columns": p.columns.to_dict(),
            "training": {
                "epsilon_target": t.epsilon,
                "epochs": t.epochs,
                "batch_size": t.batch_size,
                "clip": t.clip,
                "learning_rate": t.learning_rate,
                "schedule": t.schedule,
                "l2": t.l2,
                "test_share": t.test_share,
                **a.to_dict(),
            },
            "model": {
                "kind": "logistic",
                "link": "sigmoid" if len(classes) == 2 else "softmax",
                "classes": classes,
                "positive_class": classes[1] if len(classes) == 2 else None,
                "features": list(p.columns.features),
                "standardization": st.to_dict(),
                "coefficients": coefficient_rows(rel),
            },
            "guarantee": {
                "statement": text,
                "epsilon": a.epsilon,
                "delta": a.delta,
                "unit": unit_of(p),
                "unit_name": p.privacy_unit.name or p.privacy_unit.column,  # None: a row
                "neighbours": neighbours(p.privacy_unit),
                "formally_private": st.source != DATA,
            },
            "delta_rule": None if rel.delta_rule is None else rel.delta_rule.to_dict(),
            "dataset_ledger": {
                "note": english(dataset_ledger_note),
                **rel.charge.to_dict(),
                "limit_epsilon": p.budget.limit_epsilon,
                "limit_delta": p.budget.limit_delta,
                "ledger_delta": p.budget.ledger_delta,
                "sweep": sweep_charge(sweep, t.delta),
            },
            "audit": shared_audit(audits),
            "data_checks": data_checks(rel, audits, sweep),
            "outputs": {
                k: None if getattr(p.outputs, k) is None else getattr(p.outputs, k).name
                for k in ("model", "report", "manifest")
            },
        }
    )
    if sweep is not None:
        manifest["sweep"] = sweep_section(sweep)
    return manifest


def sweep_entries(sweep: pd.DataFrame, delta: float, unit: str = "row") -> list[LedgerEntry]:
    private = sweep[sweep["epsilon"].notna()]
    return [
        LedgerEntry(
            f"DP-SGD sweep training: σ = {row.noise_multiplier:.4g}",
            float(row.epsilon),
            delta,
            None,
            "training rows of the sweep's split (features and target)",
            unit,
        )
        for row in private.itertuples()
    ]


def sweep_charge(sweep: pd.DataFrame | None, delta: float) -> dict | None:
    """The sweep's own release in the dataset's ledger: its id, what its trainings spent
    (Σε, Σδ) and the dataset's total after it."""
    if sweep is None or "ledger_release_id" not in sweep:
        return None
    private = sweep[sweep["epsilon"].notna()]
    if private.empty:
        return None
    return {
        "release_id": private["ledger_release_id"].iloc[0],
        "trainings": len(private),
        "epsilon": float(private["epsilon"].sum()),
        "delta": len(private) * delta,
        "dataset_epsilon_after": float(private["dataset_epsilon_spent"].iloc[-1]),
    }


def formal_sums(spent: PrivacyLedger) -> tuple[float, float]:
    """Σε and Σδ of the formal entries (data-derived scales, if any, are not formal)."""
    formal = [e for e in spent.entries if e.formal]
    return sum(e.epsilon for e in formal), sum(e.delta for e in formal)


def sweep_section(frame: pd.DataFrame) -> dict:
    """The manifest's optional "sweep" (the wizard's): each training's target and spent ε,
    σ and the ledger's totals; their held-out accuracy is in `data_checks`."""
    rows = shared_sweep_rows(frame)
    return json_safe(
        {
            "parameter": "epsilon",
            "note": english(sweep_note),
            "rows": rows,
        }
    )

"""The JSON manifest attached to a data-sharing agreement (schema in README).

It records what was released and how — input hash, columns, mechanism and every parameter,
the ledger and the guarantee it composes to, audit and utility scores, software version
(the common keys from `engine.core.manifest`) — and never the seed,
generator state or any token secret of the release.
"""

from __future__ import annotations

from engine.core.i18n import english
from engine.core.manifest import (
    ROW_ORDER_NOTE,
    SIMULATION_NOTE,
    attack_note,
    json_safe,
    manifest_header,
)

SWEEP_NOTE = (
    "Program measures are simulations; singling-out and attribute-inference protection are "
    "attack results; distinguishing protection is proven."
)
"""What the numbers of a trade-off sweep are (the manifest's sweep.kind_of_number)."""


def build_manifest(outcome, audit_outcome) -> dict:
    project = outcome.project
    data = outcome.data
    release = outcome.release
    mechanism = project.to_dict()["mechanism"]
    delta = None  # Mondrian has none
    if project.mechanism.name != "mondrian":
        delta = project.mechanism.delta_choice(len(outcome.prepared.z))
        mechanism["delta"] = delta.delta
    mechanism["derived"] = dict(release.parameters)
    manifest = {
        **manifest_header(project.to_dict()["task"], release.ledger),
        "input": {
            "file_name": data.source.path.name,
            "sha256": data.source.sha256,
            "format": data.source.format,
            "sheet": data.source.sheet,
            "rows": len(data.features),
        },
        "columns": {
            **data.roles.to_dict(),
            "released": list(outcome.table.columns),
            "identifier_handling": project.outputs.identifiers,
            "target_released": project.outputs.include_target,
            "row_order": ROW_ORDER_NOTE,
        },
        "preprocessing": {
            **outcome.prepared.preprocessor.describe(),
            "clipped_fraction": outcome.clipped_fraction,
        },
        "mechanism": mechanism,
        "guarantee": {**release.guarantee.to_dict(), "kind_of_number": "proven"},
        "delta_rule": None if delta is None else delta.to_dict(),
        "utility": None,
        "audit": None,
    }
    if audit_outcome is not None:
        baseline, ev = audit_outcome.baseline, audit_outcome.evaluation
        manifest["utility"] = {
            "kind_of_number": SIMULATION_NOTE,
            "nonprivate": baseline.utility,
            "private": {k: v.to_dict() for k, v in ev.utility.items()},
            "simulations": ev.simulations,
            "folds": project.audit.folds,
        }
        manifest["audit"] = {
            "singling_out": {
                "kind_of_number": english(attack_note),
                "protection": ev.singling_out.to_dict(),
                "baseline_nonunique_fraction": baseline.nonunique_fraction,
                "net_fractions_by_jitter": {
                    "raw": {str(j): f for j, f in baseline.net_fractions_raw.items()},
                    "release": {str(j): s.to_dict() for j, s in ev.net_fractions_release.items()},
                },
            },
            "attribute_inference": {
                "kind_of_number": english(attack_note),
                "protection": ev.inference.to_dict() if ev.inference else None,
                "baseline_protection": baseline.inference_protection,
                "per_column": list(ev.inference_per_column),
            },
            "distinguishing": {
                "kind_of_number": "proven (analytic bound for the Gaussian noise)",
                "protection": ev.distinguishing.to_dict(),
                "mu": ev.distinguishing_mu.to_dict(),
            },
        }
    return json_safe(manifest)

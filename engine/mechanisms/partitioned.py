"""Partitioned privatization for large files (MATH 2.4).

Rows are split uniformly at random into p disjoint parts, each privatized independently,
and put back in the original order. By parallel composition the release has the guarantee
of one part. (The paper set δ from the part size; PrivDesk's δ follows one rule for the whole
file, engine.privacy.delta_rule.)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.core.ledger import PrivacyLedger
from engine.mechanisms.base import Release, check_unit_ball


def partition_note(partitions: int, largest_part: int) -> str:
    """What the guarantee says about partitioning (parallel composition)."""
    return (
        f"Rows were privatized in {partitions} disjoint random parts (at most "
        f"{largest_part} rows each); by parallel composition the guarantee is that of one "
        f"part."
    )


@dataclass(frozen=True)
class PartitionedMechanism:
    """Apply `base` to p random disjoint parts. Guarantee: that of one part."""

    base: object  # a ProjectionMechanism or RowGaussianMechanism
    partitions: int

    @property
    def name(self) -> str:
        return self.base.name

    def __post_init__(self) -> None:
        if not (isinstance(self.partitions, int | np.integer) and self.partitions >= 1):
            raise ParameterError(
                "partitions",
                tr("must be a positive integer, got {value}").format(value=self.partitions),
            )

    def privatize(self, features: np.ndarray, rng: np.random.Generator) -> Release:
        z = check_unit_ball(features)
        n = z.shape[0]
        if self.partitions > n:
            raise ParameterError(
                "partitions",
                tr("{parts} parts for {rows} rows leaves parts empty").format(
                    parts=self.partitions, rows=n
                ),
            )
        parts = np.array_split(rng.permutation(n), self.partitions)
        released = np.empty_like(z)
        part_releases = []
        for rows in parts:
            part_release = self.base.privatize(z[rows], rng)
            released[rows] = part_release.features
            part_releases.append(part_release)
        # Parts share ε, δ, r; with projection their σ differ through the drawn R, so the
        # distinguishing bound takes the most revealing part (parallel composition).
        worst = max(part_releases, key=lambda rel: sum(step.mu for step in rel.noise_steps))
        guarantee = dataclasses.replace(
            worst.guarantee,
            notes=(
                *worst.guarantee.notes,
                partition_note(self.partitions, max(len(p) for p in parts)),
            ),
        )
        parameters = {**worst.parameters, "partitions": self.partitions}
        ledger = PrivacyLedger()
        for number, part in enumerate(part_releases, start=1):
            ledger += part.ledger.relabelled("partitions", f" (part {number} of {len(parts)})")
        return Release(released, guarantee, worst.noise_steps, parameters, ledger)

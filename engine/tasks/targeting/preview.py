"""What a parameter setting proves, before any data is privatized (for live GUI feedback).

The preview runs the mechanism's own code on a tiny all-zero stand-in dataset: the
guarantee, σ and the Gaussian steps of a row-level mechanism depend on the parameters and
the number of features only, never on the data's values. So nothing here re-derives a
formula, and the preview cannot drift from what a release states.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from engine.core.errors import ParameterError
from engine.core.i18n import tr
from engine.mechanisms.partitioned import PartitionedMechanism, partition_note
from engine.privacy.advisor import RadiusAdvice, largest_radius
from engine.privacy.delta_rule import DeltaChoice
from engine.privacy.distinguishing import DistinguishingScore, distinguishing_protection
from engine.privacy.guarantee import Guarantee
from engine.tasks.targeting.project import MechanismSpec

PREVIEW_SEED = 20_240_601
"""Fixed seed of the illustrative projection matrix, so the preview is stable as one types."""

STAND_IN_ROWS = 2  # enough for a covariance estimate; every row is zero


@dataclass(frozen=True)
class SettingPreview:
    """The consequences of one setting.

    For private projection `sigma` and `distinguishing` come from an illustrative R drawn
    with a fixed seed; the release draws its own R, so its σ (tight calibration) and its
    distinguishing score differ slightly (typically well under 1 %).
    """

    guarantee: Guarantee
    delta: float | None  # δ as resolved for this many rows (None for Mondrian)
    sigma: float | None  # noise per feature in the unit-ball scale (σ₁ for projection)
    sigma2: float | None  # covariance-step noise when fewer components are kept
    distinguishing: DistinguishingScore
    advice: RadiusAdvice | None  # Theorem 1 for the guarantee's ε, δ; None for Mondrian
    r_allowed: bool | None  # advice.allows(r)
    illustrative: bool  # σ and distinguishing depend on a random matrix drawn for the preview
    delta_choice: DeltaChoice | None = None  # where δ comes from, and its warning (not Mondrian)


def preview_setting(
    spec: MechanismSpec, n_rows: int, n_features: int, accuracy_goal: float
) -> SettingPreview:
    """Guarantee, noise, distinguishing protection and Theorem-1 advice of `spec`.

    Raises ParameterError (named as the mechanism names it) for invalid settings, including
    those only a dataset's size reveals (k < d, more partitions or a larger k than rows).
    Cached: the GUI calls it on every keystroke.
    """
    if not (isinstance(n_rows, int) and n_rows >= 1):
        raise ParameterError("rows", tr("need at least one row, got {value}").format(value=n_rows))
    if not (isinstance(n_features, int) and n_features >= 1):
        raise ParameterError("features", tr("choose at least one feature column"))
    return _preview(spec, n_rows, n_features, float(accuracy_goal))


@lru_cache(maxsize=128)
def _preview(
    spec: MechanismSpec, n_rows: int, n_features: int, accuracy_goal: float
) -> SettingPreview:
    mechanism = spec.build(n_rows)
    rng = np.random.default_rng(PREVIEW_SEED)
    if spec.name == "mondrian":
        # Mondrian refuses k > rows itself; a stand-in of min(k, rows) rows triggers that.
        stand_in = np.zeros((min(spec.k_anonymity, n_rows), n_features))
        release = mechanism.privatize(stand_in, rng)
        return SettingPreview(
            release.guarantee,
            None,
            None,
            None,
            distinguishing_protection(release.noise_steps),
            None,
            None,
            False,
        )

    base = mechanism
    if isinstance(mechanism, PartitionedMechanism):
        if mechanism.partitions > n_rows:  # the mechanism's own check, on a tiny stand-in
            mechanism.privatize(np.zeros((n_rows, n_features)), rng)
        base = mechanism.base
    release = base.privatize(np.zeros((STAND_IN_ROWS, n_features)), rng)
    guarantee = release.guarantee
    if isinstance(mechanism, PartitionedMechanism):
        guarantee = dataclasses.replace(
            guarantee,
            notes=(
                *guarantee.notes,
                partition_note(mechanism.partitions, math.ceil(n_rows / mechanism.partitions)),
            ),
        )
    parameters = release.parameters
    sigma = parameters.get("sigma1", parameters.get("sigma"))
    try:
        advice = largest_radius(guarantee.epsilon, guarantee.delta, 1.0 - accuracy_goal)
    except ParameterError:
        advice = None  # ε so small that no r helps, or an accuracy goal out of range
    return SettingPreview(
        guarantee,
        base.delta,
        None if sigma is None else float(sigma),
        None if parameters.get("sigma2") is None else float(parameters["sigma2"]),
        distinguishing_protection(release.noise_steps),
        advice,
        None if advice is None else advice.allows(spec.r),
        spec.name == "projection",
        spec.delta_choice(n_rows),
    )

"""Named "privacy strength" presets: plain-language starting points for the parameters.

Users who do not know ε pick a preset; the exact parameters stay visible and editable.
A preset is data (name, one sentence, mechanism and preprocessing), so the GUI, reports and
tests share one list, and `preset_for` can tell which preset an opened project uses.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from engine.core.i18n import tr
from engine.tasks.targeting.project import (
    MECHANISM_SETTINGS,
    PAPER_DELTAS,
    MechanismSpec,
    PreprocessingSpec,
)

CUSTOM = "Custom"


@dataclass(frozen=True)
class Preset:
    """A named setting. `mechanism` is None only for "Custom" (keep what is set).

    `preprocessing` carries the row scaling the preset needs (the paper's max-norm division
    for the replication preset, the data-independent clip otherwise)."""

    name: str
    description: str
    mechanism: MechanismSpec | None = None
    preprocessing: PreprocessingSpec | None = None

    def apply(
        self, mechanism: MechanismSpec, preprocessing: PreprocessingSpec
    ) -> tuple[MechanismSpec, PreprocessingSpec]:
        """The settings after choosing this preset (Custom keeps the current ones).

        Only the preset's scaling replaces the current preprocessing: standardization and a
        declared clip radius belong to the data, not to the privacy strength."""
        if self.mechanism is None:
            return mechanism, preprocessing
        if self.preprocessing is not None:
            preprocessing = dataclasses.replace(preprocessing, scaling=self.preprocessing.scaling)
        return self.mechanism, preprocessing

    def matches(self, mechanism: MechanismSpec, preprocessing: PreprocessingSpec | None) -> bool:
        if self.mechanism is None or mechanism.name != self.mechanism.name:
            return False
        for name in MECHANISM_SETTINGS.get(mechanism.name, ()):  # the others are ignored
            if not _same(getattr(mechanism, name), getattr(self.mechanism, name)):
                return False
        return (
            preprocessing is None
            or self.preprocessing is None
            or preprocessing.scaling == self.preprocessing.scaling
        )


def _same(a, b) -> bool:
    numbers = (int, float)
    if isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=0.0)
    return a == b


_CLIP = PreprocessingSpec(scaling="clip")

PRESETS: tuple[Preset, ...] = (
    Preset(
        "Strong — classic differential privacy",
        "Protects everyone from everyone (ε = 1, r = 2); targeting becomes much less accurate.",
        MechanismSpec(name="gaussian", epsilon=1.0, delta="auto", r=2.0),
        _CLIP,
    ),
    Preset(
        "Targeted — recommended",
        "Hides each person among people with similar data (ε = 3, r = 0.25) while keeping "
        "most eligibility decisions. By design it gives up a meaningful guarantee between two "
        "people whose data differ a lot: only the noise protects them.",
        MechanismSpec(name="gaussian", epsilon=3.0, delta="auto", r=0.25),
        _CLIP,
    ),
    Preset(
        "Light — most accurate targeting",
        "Protects only people with nearly identical data (ε = 3, r = 0.05); targeting stays "
        "close to the original. By design it gives up a meaningful guarantee between two "
        "people whose data differ: only the noise protects them.",
        MechanismSpec(name="gaussian", epsilon=3.0, delta="auto", r=0.05),
        _CLIP,
    ),
    Preset(
        "Paper replication — private projection",
        "The published algorithm and settings (k = 10,000, ε = 3, δ = 1.5e-4, r = 0.05, "
        "rows divided by the largest row), to compare with the paper. Like the paper, it gives "
        "up a meaningful guarantee between two people whose data differ.",
        MechanismSpec(
            name="projection",
            calibration="faithful",
            epsilon=3.0,
            delta=PAPER_DELTAS[2],
            r=0.05,
            k=10_000,
            epsilon2=0.9999,
            delta2=PAPER_DELTAS[3],
        ),
        PreprocessingSpec(scaling="max_norm"),
    ),
    Preset(CUSTOM, "Your own parameters: set them under “Exact parameters”."),
)


def preset_texts() -> dict[str, tuple[str, str]]:
    """(name, description) of each preset in the interface language, by its name (the key
    that `preset_for` returns and projects compare)."""
    return {
        "Strong — classic differential privacy": (
            tr("Strong — classic differential privacy"),
            tr(
                "Protects everyone from everyone (ε = 1, r = 2); targeting becomes much less "
                "accurate."
            ),
        ),
        "Targeted — recommended": (
            tr("Targeted — recommended"),
            tr(
                "Hides each person among people with similar data (ε = 3, r = 0.25) while "
                "keeping most eligibility decisions. By design it gives up a meaningful "
                "guarantee between two people whose data differ a lot: only the noise protects "
                "them."
            ),
        ),
        "Light — most accurate targeting": (
            tr("Light — most accurate targeting"),
            tr(
                "Protects only people with nearly identical data (ε = 3, r = 0.05); targeting "
                "stays close to the original. By design it gives up a meaningful guarantee "
                "between two people whose data differ: only the noise protects them."
            ),
        ),
        "Paper replication — private projection": (
            tr("Paper replication — private projection"),
            tr(
                "The published algorithm and settings (k = 10,000, ε = 3, δ = 1.5e-4, r = 0.05, "
                "rows divided by the largest row), to compare with the paper. Like the paper, "
                "it gives up a meaningful guarantee between two people whose data differ."
            ),
        ),
        CUSTOM: (tr("Custom"), tr("Your own parameters: set them under “Exact parameters”.")),
    }


def preset_text(preset: Preset) -> tuple[str, str]:
    """`preset`'s name and description for people (English for a preset not listed)."""
    return preset_texts().get(preset.name, (preset.name, preset.description))


def preset_named(name: str) -> Preset:
    for preset in PRESETS:
        if preset.name == name:
            return preset
    raise KeyError(name)


def preset_for(mechanism: MechanismSpec, preprocessing: PreprocessingSpec | None = None) -> str:
    """The name of the preset these settings match, else "Custom".

    Parameters a mechanism does not use (k for the row Gaussian, say) are ignored; the
    scaling is compared only when `preprocessing` is given."""
    for preset in PRESETS:
        if preset.matches(mechanism, preprocessing):
            return preset.name
    return CUSTOM

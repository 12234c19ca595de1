"""The live preview states exactly what a release proves; presets are valid and recognisable."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from engine.core.errors import ParameterError
from engine.privacy.distinguishing import distinguishing_protection
from engine.tasks.targeting.presets import CUSTOM, PRESETS, preset_for, preset_named
from engine.tasks.targeting.preview import preview_setting
from engine.tasks.targeting.project import MechanismSpec, PreprocessingSpec, project_from_dict

N, D = 1_200, 6


def unit_ball_rows(n: int, d: int, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True) * rng.uniform(0, 1, size=(n, 1))


def release_of(spec: MechanismSpec, n: int = N, d: int = D, seed: int = 7):
    return spec.build(n).privatize(unit_ball_rows(n, d), np.random.default_rng(seed))


GAUSSIAN_SPECS = [
    MechanismSpec(name="gaussian", epsilon=1.0, r=2.0),
    MechanismSpec(name="gaussian", epsilon=3.0, r=0.25, delta=1e-5),
    MechanismSpec(name="gaussian", epsilon=0.5, r=0.05, components=3, epsilon2=0.5, delta2=1e-6),
    MechanismSpec(name="gaussian", epsilon=2.0, r=0.5, partitions=4),
]
PROJECTION_SPECS = [
    MechanismSpec(name="projection", calibration="tight", epsilon=3.0, r=0.05, k=10_000),
    MechanismSpec(name="projection", calibration="tight", epsilon=1.0, r=0.5, k=2_000),
    MechanismSpec(
        name="projection",
        calibration="faithful",
        epsilon=3.0,
        delta=1.5e-4,
        r=0.05,
        epsilon2=0.9999,
        delta2=8e-5,
    ),
    MechanismSpec(
        name="projection",
        calibration="tight",
        epsilon=2.0,
        r=0.25,
        k=3_000,
        components=2,
        epsilon2=0.5,
        delta2=1e-6,
        partitions=3,
    ),
]


def same_guarantee(preview, release) -> None:
    a, b = preview.guarantee, release.guarantee
    assert (a.kind, a.mechanism, a.epsilon, a.delta, a.r) == (
        b.kind,
        b.mechanism,
        b.epsilon,
        b.delta,
        b.r,
    )
    assert a.classic_epsilon == b.classic_epsilon
    assert a.classic_delta == b.classic_delta
    assert a.statement == b.statement  # notes included (partitions, unspent ε₂)


@pytest.mark.parametrize("spec", GAUSSIAN_SPECS, ids=lambda s: f"r{s.r}-p{s.partitions}")
def test_gaussian_preview_equals_release(spec):
    preview = preview_setting(spec, N, D, 0.95)
    release = release_of(spec)
    same_guarantee(preview, release)
    assert preview.sigma == release.parameters["sigma"]
    assert preview.distinguishing == distinguishing_protection(release.noise_steps)
    assert preview.delta == spec.resolved_delta(N)
    assert not preview.illustrative


@pytest.mark.parametrize("spec", PROJECTION_SPECS, ids=lambda s: f"{s.calibration}-k{s.k}")
def test_projection_preview_matches_release(spec):
    preview = preview_setting(spec, N, D, 0.95)
    release = release_of(spec)
    same_guarantee(preview, release)
    actual = distinguishing_protection(release.noise_steps)
    assert preview.distinguishing.protection == pytest.approx(actual.protection, rel=0.02)
    assert preview.distinguishing.mu == pytest.approx(actual.mu, rel=0.02)
    # σ₁ (tight) follows σ_max of the drawn R, which varies by a few % at small k.
    assert preview.sigma == pytest.approx(release.parameters["sigma1"], rel=0.05)
    if spec.calibration == "faithful":
        assert preview.sigma == release.parameters["sigma1"]  # no random matrix involved
    assert preview.illustrative


def test_mondrian_preview():
    spec = MechanismSpec(name="mondrian", k_anonymity=4)
    preview = preview_setting(spec, N, D, 0.95)
    assert preview.guarantee == release_of(spec).guarantee
    assert preview.distinguishing.protection == 0.0
    assert preview.advice is None and preview.sigma is None


def test_advice_theorem_one():
    """MATH 1.1 worked check: ε = 1, β = 0.05 → r < 1 (δ auto is tiny enough not to matter)."""
    preview = preview_setting(MechanismSpec(epsilon=1.0, r=2.0), 3_000, 10, 0.95)
    assert "r < 1" in preview.advice.message
    assert preview.advice.beta == pytest.approx(0.05)
    assert preview.r_allowed is False
    assert preview_setting(MechanismSpec(epsilon=1.0, r=0.5), 3_000, 10, 0.95).r_allowed
    # A denoised release spends ε + ε₂: the advice uses the total.
    spec = MechanismSpec(epsilon=0.5, r=0.5, components=2, epsilon2=0.5, delta2=1e-6)
    assert preview_setting(spec, 3_000, 10, 0.95).advice.epsilon == 1.0


def test_errors_only_data_size_reveals():
    with pytest.raises(ParameterError, match=r"^k:"):
        preview_setting(MechanismSpec(name="projection", k=5), 100, 10, 0.95)
    with pytest.raises(ParameterError, match=r"^partitions:"):
        preview_setting(MechanismSpec(partitions=50), 20, 3, 0.95)
    with pytest.raises(ParameterError, match=r"^k:"):
        preview_setting(MechanismSpec(name="mondrian", k_anonymity=30), 20, 3, 0.95)
    with pytest.raises(ParameterError, match=r"^epsilon:"):
        preview_setting(MechanismSpec(epsilon=0.0), 100, 3, 0.95)


@pytest.mark.parametrize("preset", [p for p in PRESETS if p.mechanism is not None])
def test_presets_build_valid_mechanisms(preset):
    mechanism = preset.mechanism.build(3_000)
    assert mechanism.name == preset.mechanism.name
    document = {"format": "privdesk-project/1", "input": {"path": "x.csv"}}
    document["columns"] = {"features": ["a"]}
    document["mechanism"] = dataclasses.asdict(preset.mechanism)
    document["preprocessing"] = dataclasses.asdict(preset.preprocessing)
    project = project_from_dict(document, base_dir=Path("."))
    assert project.mechanism == preset.mechanism
    assert preset.description.endswith(".")
    preview_setting(preset.mechanism, 3_000, 10, 0.95)


def test_preset_for_round_trips():
    names = [p.name for p in PRESETS]
    assert len(set(names)) == len(names) and names[-1] == CUSTOM
    current = PreprocessingSpec(standardize=False, clip_radius=3.0)
    for preset in PRESETS:
        mechanism, preprocessing = preset.apply(MechanismSpec(), current)
        assert preset_for(mechanism, preprocessing) == (
            preset.name if preset.mechanism else preset_for(MechanismSpec(), current)
        )
        assert preprocessing.standardize is False and preprocessing.clip_radius == 3.0
    targeted = preset_named("Targeted — recommended").mechanism
    # Parameters the row Gaussian does not use do not matter; ones it uses do.
    assert preset_for(dataclasses.replace(targeted, k=500, k_anonymity=9)) == (
        "Targeted — recommended"
    )
    assert preset_for(dataclasses.replace(targeted, r=0.3)) == CUSTOM
    assert preset_for(dataclasses.replace(targeted, name="projection")) == CUSTOM
    paper = preset_named("Paper replication — private projection")
    assert preset_for(paper.mechanism, PreprocessingSpec(scaling="clip")) == CUSTOM
    assert preset_for(paper.mechanism, paper.preprocessing) == paper.name

"""One rule for δ in every registered task (engine.privacy.delta_rule): the sample project
with δ left to its default states δ ≤ min(10⁻⁶, 1/n²) in its manifest and its guarantee;
δ = 1/n is refused by the project key, naming 1/n; δ = 1/(5n) is released with a warning
in the manifest and the report. Tasks that spend no δ say why below."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pandas as pd
import pytest

from engine.cli import load_task_project
from engine.core.errors import ParameterError
from engine.core.i18n import number
from engine.core.jobs import JobContext
from engine.privacy.delta_rule import CEILING, default_delta
from engine.tasks import REGISTRY, get_task
from tests.paths import SAMPLES

# Where each task's δ lives in its project; None: it spends none (mobility: Laplace counts,
# pure ε; survey: randomized response, pure ε; anonymize: syntactic, not formally private).
DELTA_KEYS = {
    "targeting": ("mechanism", "delta"),
    "statistics": ("budget", "delta"),
    "model": ("training", "delta"),
    "mobility": None,
    "survey": None,
    "anonymize": None,
}
WITH_DELTA = [key for key, where in DELTA_KEYS.items() if where is not None]


def test_every_registered_task_says_where_its_delta_is():
    assert set(DELTA_KEYS) == set(REGISTRY)


def test_the_default_is_a_power_of_ten_below_both_bounds():
    for n in (1, 10, 500, 1_000, 1_001, 4_201, 20_788, 10**6, 10**9):
        delta = default_delta(n)
        assert delta <= min(CEILING, 1 / n**2)
        assert delta * 10 > min(CEILING, 1 / n**2)  # the largest such power
        assert math.log10(delta) == round(math.log10(delta))


def _document(key: str, tmp_path: Path, delta=None) -> dict:
    """The sample project, inputs absolute, audits off, its dataset ledger in `tmp_path`; δ
    removed (its default) or set to `delta`."""
    document = json.loads((SAMPLES / REGISTRY[key].sample_project).read_text("utf-8"))
    for role, value in document["input"].items():
        if isinstance(value, str):
            document["input"][role] = str(SAMPLES / value)
    document["audit"]["enabled"] = False  # outputs: beside the project, never written here
    where = DELTA_KEYS[key]
    if where is not None:
        section, name = where
        document[section].pop(name, None)
        if delta is not None:
            document[section][name] = delta
    if key in ("statistics", "model"):  # the dataset's ledger, beside the outputs
        document.setdefault("budget", {})["ledger"] = str(tmp_path / "ledger.jsonl")
    return document


def _released_manifest(key: str, tmp_path: Path, delta=None) -> dict:
    path = tmp_path / "project.json"
    path.write_text(json.dumps(_document(key, tmp_path, delta)), encoding="utf-8")
    task, project = load_task_project(path)
    release = task.release(project, JobContext())
    return task.build_manifest(release, None)


def _rows(key: str) -> int:
    document = json.loads((SAMPLES / REGISTRY[key].sample_project).read_text("utf-8"))
    return len(pd.read_csv(SAMPLES / document["input"]["path"]))


@pytest.mark.parametrize("key", list(DELTA_KEYS))
def test_the_default_delta_is_far_below_one_over_n(key, tmp_path):
    manifest = _released_manifest(key, tmp_path)
    totals = manifest["ledger"]["totals"]
    if DELTA_KEYS[key] is None:
        assert "delta_rule" not in manifest or manifest["delta_rule"] is None
        for total in totals:  # pure ε, or no formal guarantee at all
            assert total["delta"] == 0 or not total["formally_private"], total
        return
    n = _rows(key)
    bound = min(1e-6, 1 / n**2)
    rule = manifest["delta_rule"]
    assert rule["source"] == "default" and rule["warning"] is None
    assert rule["delta"] <= bound and manifest["guarantee"]["delta"] <= bound
    assert str(n) not in json.dumps(rule)  # the rule and the value, never n itself
    assert rule["statement"].startswith(f"δ = {rule['delta']:.3g}: the default")
    report = get_task(key).render_report(manifest)
    assert "the default, at most 10⁻⁶ and at most 1/n²" in report


@pytest.mark.parametrize("key", WITH_DELTA)
def test_delta_of_one_over_n_is_refused_by_its_key(key, tmp_path):
    n = _rows(key)
    with pytest.raises(ParameterError) as refused:
        _released_manifest(key, tmp_path, 1 / n)
    assert refused.value.name == ".".join(DELTA_KEYS[key])
    assert f"1/n = {number(1 / n, '.3g')}" in str(refused.value)
    assert not list(tmp_path.glob("*.jsonl*"))  # nothing charged to the dataset's ledger


@pytest.mark.parametrize("key", WITH_DELTA)
def test_delta_of_one_over_five_n_is_released_with_a_warning(key, tmp_path):
    delta = 1 / (5 * _rows(key))
    manifest = _released_manifest(key, tmp_path, delta)
    rule = manifest["delta_rule"]
    assert (rule["source"], rule["delta"]) == ("set", pytest.approx(delta))
    assert rule["warning"].startswith("Warning: δ =") and "not far below 1/n" in rule["warning"]
    assert rule["warning"] in get_task(key).render_report(manifest)


def test_the_paper_replication_keeps_the_papers_delta_and_says_so():
    """MATH 2.1: the replication preset runs the paper's δ₁ = 1.5e-4 (+ δ₂ = 8e-5) on its
    20,788 rows, above 1/n: kept, with the warning; the same δ elsewhere is refused."""
    from dataclasses import replace

    from engine.tasks.targeting.presets import PRESETS

    [paper] = [p for p in PRESETS if p.name.startswith("Paper replication")]
    choice = paper.mechanism.delta_choice(20_788)
    assert (choice.source, choice.delta, choice.warned) == ("paper", 1.5e-4, True)
    assert "the paper's own setting" in choice.words()
    with pytest.raises(ParameterError) as refused:
        replace(paper.mechanism, calibration="tight").delta_choice(20_788)
    assert refused.value.name == "mechanism.delta"

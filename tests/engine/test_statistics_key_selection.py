"""Private choice of a grouping's cells (key selection): the threshold's known value, a
value held by one person released with probability at most δ (exactly, and seeded
empirically), the (ε, δ) inequality on every output of neighbouring datasets (exact
twin, and an empirical privacy-loss test), labels as `group_cells` gives them, and a
whole release charging the choice as its own ledger row inside the release's budget."""

from __future__ import annotations

import itertools
import json
import math
import shutil

import numpy as np
import pandas as pd
import pytest

from engine.core.errors import ParameterError
from engine.statistics.key_selection import (
    candidate_counts,
    discrete_laplace,
    select_from_counts,
    threshold,
)
from engine.tasks.statistics import run
from engine.tasks.statistics.manifest import build_manifest
from engine.tasks.statistics.project import statistics_project_from_dict
from tests.paths import SAMPLES


def pass_probability(count: int, epsilon: float, delta: float) -> float:
    """Exact P(count + Z > τ) for the discrete Laplace Z, P(Z = z) ∝ e^(−ε|z|)."""
    alpha, tau = math.exp(-epsilon), threshold(epsilon, delta)
    t = math.floor(tau - count) + 1  # the smallest z with count + z > τ
    if t >= 1:
        return alpha**t / (1 + alpha)
    return 1 - alpha ** (1 - t) / (1 + alpha)  # 1 − P(Z ≤ t − 1) = 1 − P(Z ≥ 1 − t)


def test_threshold_known_value():
    # τ = 1 + ln(1/((1 + e^-1) 1e-6)) = 1 + 13.815511 − 0.313262
    assert threshold(1.0, 1e-6) == pytest.approx(14.502249, abs=1e-6)
    with pytest.raises(ParameterError):
        threshold(1.0, 0.0)


@pytest.mark.parametrize("epsilon", [0.05, 0.3, 1.0, 3.0])
@pytest.mark.parametrize("delta", [1e-9, 1e-6, 1e-3, 0.05])
def test_a_value_held_by_one_person_passes_with_probability_at_most_delta(epsilon, delta):
    p = pass_probability(1, epsilon, delta)
    assert p <= delta * (1 + 1e-9)
    assert p >= delta * math.exp(-epsilon) / 1.001  # and τ is not needlessly high


def test_the_noise_is_discrete_laplace():
    rng = np.random.default_rng(5)
    z = discrete_laplace(0.7, 400_000, rng)
    assert z.dtype.kind == "i"
    alpha = math.exp(-0.7)
    for value in (-2, 0, 1, 3):
        want = (1 - alpha) / (1 + alpha) * alpha ** abs(value)
        se = math.sqrt(want * (1 - want) / z.size)
        assert np.mean(z == value) == pytest.approx(want, abs=4 * se)


def test_one_persons_value_is_released_at_the_exact_rate_seeded():
    """δ large enough to measure: 200,000 choices of a key of count 1 (4 standard errors)."""
    epsilon, delta, n = 1.0, 0.02, 200_000
    rng = np.random.default_rng(11)
    counts = np.ones(n, dtype=np.int64)
    chosen = len(select_from_counts([str(i) for i in range(n)], counts, epsilon, delta, rng))
    want = pass_probability(1, epsilon, delta)
    assert chosen / n == pytest.approx(want, abs=4 * math.sqrt(want * (1 - want) / n))
    assert want <= delta


def output_probabilities(counts: dict, keys, epsilon, delta) -> dict:
    """Exact probability of every released set of keys (keys pass independently)."""
    p = {k: pass_probability(counts[k], epsilon, delta) if counts.get(k) else 0.0 for k in keys}
    out = {}
    for chosen in itertools.product([False, True], repeat=len(keys)):
        out[chosen] = math.prod(p[k] if c else 1 - p[k] for k, c in zip(keys, chosen, strict=True))
    return out


NEIGHBOURS = [  # (D, D′): D′ = D with one person removed
    ({"a": 5, "b": 1}, {"a": 5}),  # a value held by one person disappears
    ({"a": 5, "b": 3}, {"a": 4, "b": 3}),
    ({"a": 2}, {"a": 1}),
]


@pytest.mark.parametrize("d, d_prime", NEIGHBOURS)
@pytest.mark.parametrize("epsilon, delta", [(1.0, 0.01), (0.5, 1e-4)])
def test_exact_twin_meets_epsilon_delta_on_every_output(d, d_prime, epsilon, delta):
    """Brute force over the outputs: P_D(S) ≤ e^ε P_D′(S) + δ both ways, for every set S."""
    keys = sorted(set(d) | set(d_prime))
    p, q = (output_probabilities(x, keys, epsilon, delta) for x in (d, d_prime))
    for s in p:
        assert p[s] <= math.exp(epsilon) * q[s] + delta + 1e-12
        assert q[s] <= math.exp(epsilon) * p[s] + delta + 1e-12


def test_empirical_privacy_loss_of_the_choice():
    """Seeded: the released sets of two neighbours, 200,000 draws each; for every set seen
    often enough, log(P̂_D(S) − δ)/P̂_D′(S) stays below ε plus 4 standard errors."""
    epsilon, delta, n = 1.0, 0.01, 200_000
    rng = np.random.default_rng(23)
    d, d_prime = {"a": 5, "b": 1}, {"a": 4}
    keys = ["a", "b"]

    def frequencies(counts):
        labels = [k for k in keys if counts.get(k)]
        values = np.array([counts[k] for k in labels])
        seen = {}
        for _ in range(n // 1000):  # 1,000 independent choices per call, as one batch
            batch = np.tile(values, 1000)
            noisy = batch + discrete_laplace(epsilon, batch.size, rng)
            passed = (noisy > threshold(epsilon, delta)).reshape(1000, len(labels))
            for row in passed:
                s = tuple(k for k, c in zip(labels, row, strict=True) if c)
                seen[s] = seen.get(s, 0) + 1
        return {s: c / n for s, c in seen.items()}

    p, q = frequencies(d), frequencies(d_prime)
    worst = 0.0
    for s in set(p) | set(q):
        ps, qs = p.get(s, 0.0), q.get(s, 0.0)
        if min(ps, qs) * n < 2_000:
            assert max(ps - math.exp(epsilon) * qs, qs - math.exp(epsilon) * ps) <= delta + 0.005
            continue
        loss = abs(math.log(ps / qs))
        se = math.sqrt(1 / (ps * n) + 1 / (qs * n))
        assert loss <= epsilon + 4 * se, s
        worst = max(worst, loss)
    assert worst > 0.5 * epsilon  # the test sees a real loss, not nothing


def test_candidates_are_labelled_as_cells():
    labels, counts = candidate_counts(pd.Series([3.0, 3.0, 2.5, None, 10.0]))
    assert labels == ["2.5", "3", "10"] and counts.tolist() == [1, 2, 1]


def doc_with_private_choice(tmp_path, **private):
    shutil.copy(SAMPLES / "statistics_survey.csv", tmp_path / "survey.csv")
    doc = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    doc.update(input={"path": "survey.csv"}, outputs={}, audit={"enabled": False})
    doc["budget"].update(ledger="ledger.jsonl", delta=1e-6)
    doc["categories"]["district"] = {"private": {"epsilon": 0.2, "delta": 1e-7, **private}}
    return doc


def test_a_release_charges_the_choice_as_its_own_row_within_the_budget(tmp_path):
    project = statistics_project_from_dict(doc_with_private_choice(tmp_path), tmp_path)
    rows = run.ledger_rows(project)
    choice = rows[-1]
    assert choice["query"] == "groups of district chosen privately"
    assert (choice["epsilon"], choice["delta"], choice["rho"]) == (0.2, 1e-7, None)
    assert sum(e for e, _ in project.shares()) == pytest.approx(0.8)  # the rest of ε = 1
    release = run.release(project)
    chosen = release.project.categories["district"]
    counts = pd.read_csv(SAMPLES / "statistics_survey.csv")["district"].value_counts()
    assert set(chosen) <= set(counts.index)
    first = release.results[0].table
    assert first["cell"].tolist() == [f"district={d}" for d in chosen]
    manifest = build_manifest(release, None)
    source = manifest["parameters"]["category_sources"]["district"]
    assert source == {"source": "private", "epsilon": 0.2, "delta": 1e-7,
                      "threshold": pytest.approx(threshold(0.2, 1e-7))}  # fmt: skip
    assert "private choice of the groups of district" in manifest["guarantee"]["statement"]
    entries = [e for e in run.ledger(release).entries if "key selection" in e.mechanism]
    assert len(entries) == 1 and entries[0].epsilon == 0.2


@pytest.mark.parametrize(
    "change, key",
    [
        ({"epsilon": 1.5}, "budget.epsilon"),  # more than the whole budget
        ({"delta": 1e-5}, "budget.delta"),  # more than budget.delta = 1e-6
        ({"delta": 0}, "categories.district.private.delta"),
        ({"epsilon": -1}, "categories.district.private.epsilon"),
    ],
)
def test_a_choice_beyond_the_budget_is_refused_by_key(tmp_path, change, key):
    with pytest.raises(ParameterError) as error:
        statistics_project_from_dict(doc_with_private_choice(tmp_path, **change), tmp_path)
    assert error.value.name == key


def test_out_of_core_the_choice_counts_the_whole_file_and_leaves_out_one_persons_value(
    tmp_path,
):
    frame = pd.read_csv(SAMPLES / "statistics_survey.csv")
    frame.loc[3, "district"] = "CANARY"
    frame.to_csv(tmp_path / "survey.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "survey.csv"},
        "queries": [{"type": "count", "by": ["district"]}],
        "categories": {"district": {"private": {"epsilon": 0.5, "delta": 1e-7}}},
        "processing": {"out_of_core": True},
        "budget": {"epsilon": 1.0, "delta": 1e-6, "ledger": "ledger.jsonl"},
        "audit": {"enabled": False},
    }
    release = run.release(statistics_project_from_dict(doc, tmp_path))
    chosen = set(release.project.categories["district"])
    counts = frame["district"].value_counts()
    assert "CANARY" not in chosen and chosen <= set(counts.index)
    assert chosen >= {d for d, n in counts.items() if n >= 60}  # τ ≈ 32: misses P < 1e-6
    assert release.results[0].epsilon == pytest.approx(0.5)  # the rest of the budget

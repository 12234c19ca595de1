"""Attribute-inference audit (MATH 3.2): fast paths against a plain-loop twin, and known values."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pytest

from engine.audits.attribute_inference import (
    AttributeInferenceResult,
    InferenceRow,
    _nearest_brute,
    _nearest_kdtree,
    attribute_inference_audit,
    excess_risk,
    holdout_split,
    wilson_interval,
)
from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import CancelFlag, JobContext

Z95 = 1.959963984540054


def twin_guess_index(queries: pd.DataFrame, release: pd.DataFrame, known, categorical) -> list:
    """Nearest released row per query by the definition, one pair at a time."""
    q = {c: queries[c].tolist() for c in known}
    r = {c: release[c].tolist() for c in known}
    for c in known:
        if c not in categorical:
            low = min(min(q[c]), min(r[c]))
            span = max(max(q[c]), max(r[c])) - low
            q[c] = [(v - low) / span if span > 0 else 0.0 for v in q[c]]
            r[c] = [(v - low) / span if span > 0 else 0.0 for v in r[c]]
    numeric = [c for c in known if c not in categorical]
    labels = [c for c in known if c in categorical]
    chosen = []
    for i in range(len(queries)):
        best, best_j = math.inf, -1
        for j in range(len(release)):
            dist = sum(abs(q[c][i] - r[c][j]) for c in numeric)
            dist += sum(q[c][i] != r[c][j] for c in labels)
            if dist < best:  # strict: the lowest index wins a tie
                best, best_j = dist, j
        chosen.append(best_j)
    return chosen


def twin_successes(queries, release, known, secret, categorical, tolerance) -> int:
    hits = 0
    for i, j in enumerate(twin_guess_index(queries, release, known, categorical)):
        guess, truth = release[secret].iloc[j], queries[secret].iloc[i]
        if secret in categorical:
            hits += guess == truth
        else:
            hits += abs(guess - truth) <= tolerance * abs(truth)
    return hits


def twin_risk(k_main: int, n_main: int, k_ctrl: int, n_ctrl: int) -> float:
    def wilson(k, n):
        centre = (k + Z95**2 / 2) / (n + Z95**2)
        return centre, Z95 / (n + Z95**2) * math.sqrt(k * (n - k) / n + Z95**2 / 4)

    (a, _), (c, _) = wilson(k_main, n_main), wilson(k_ctrl, n_ctrl)
    return min(max((a - c) / (1 - c), 0.0), 1.0)


def twin_audit(work, release, holdout, rng, n_targets, categorical, tolerance=0.05) -> list:
    """The audit with plain loops, drawing from `rng` in the documented order."""
    columns = list(work.columns)
    attacks = []
    for s in columns:
        others = [c for c in columns if c != s]
        half = sorted(rng.choice(len(others), size=max(1, len(others) // 2), replace=False))
        single = int(rng.integers(len(others)))
        seen = []
        for label, known in (
            ("all-but-one", tuple(others)),
            ("random-half", tuple(others[i] for i in half)),
            ("single", (others[single],)),
        ):
            if known not in seen:
                seen.append(known)
                attacks.append((s, label, known))
    n_main, n_ctrl = min(n_targets, len(work)), min(n_targets, len(holdout))
    rows = []
    for s, label, known in attacks:
        targets = work.iloc[rng.choice(len(work), size=n_main, replace=False)]
        controls = holdout.iloc[rng.choice(len(holdout), size=n_ctrl, replace=False)]
        k_main = twin_successes(targets, release, known, s, categorical, tolerance)
        k_ctrl = twin_successes(controls, release, known, s, categorical, tolerance)
        rows.append(
            (
                s,
                label,
                known,
                k_main / n_main,
                k_ctrl / n_ctrl,
                twin_risk(k_main, n_main, k_ctrl, n_ctrl),
            )
        )
    return rows


def mixed_frame(rng: np.random.Generator, n: int) -> pd.DataFrame:
    """Continuous, integer (ties), negative and categorical columns."""
    return pd.DataFrame(
        {
            "income": rng.lognormal(3.0, 1.0, n),
            "size": rng.integers(1, 6, n).astype(float),
            "score": rng.standard_normal(n),
            "region": rng.choice(["north", "south", "east"], n),
            "owner": rng.choice([0, 1], n),
        }
    )


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("categorical", [(), ("region", "owner")])
def test_audit_matches_plain_loop_twin(seed: int, categorical: tuple) -> None:
    rng = np.random.default_rng(seed)
    data = mixed_frame(rng, 150)
    if not categorical:
        data = data.drop(columns=["region"])
    work_idx, hold_idx = holdout_split(len(data), rng)
    work = data.iloc[work_idx].reset_index(drop=True)
    holdout = data.iloc[hold_idx].reset_index(drop=True)
    release = work.copy()
    noisy = [c for c in ("income", "score") if c in release]
    release[noisy] = release[noisy] + 0.3 * rng.standard_normal((len(release), len(noisy)))
    release = release.iloc[rng.permutation(len(release))].reset_index(drop=True)
    release = pd.concat([release, release.iloc[:10]], ignore_index=True)  # duplicates: ties

    result = attribute_inference_audit(
        work,
        release,
        holdout,
        np.random.default_rng(seed + 100),
        n_targets=40,
        categorical=categorical,
    )
    expected = twin_audit(
        work, release, holdout, np.random.default_rng(seed + 100), 40, set(categorical)
    )
    assert len(result.all_rows) == len(expected)
    for row, (s, label, known, r_main, r_ctrl, risk) in zip(result.all_rows, expected, strict=True):
        assert (row.column, row.known_set, row.known_columns) == (s, label, known)
        assert (row.main_rate, row.control_rate) == (r_main, r_ctrl)
        assert row.risk == pytest.approx(risk, abs=1e-12)
        assert row.protection == pytest.approx(1.0 - risk, abs=1e-12)


@pytest.mark.parametrize("seed", range(3))
def test_kdtree_path_equals_brute_path_with_ties(seed: int) -> None:
    """Both nearest-row searches, at d = 9 (pairwise summation) and with exact duplicates."""
    rng = np.random.default_rng(seed)
    release = rng.integers(0, 3, size=(300, 9)).astype(float) / 2.0
    release = np.vstack([release, release[:50]])
    queries = np.vstack([release[rng.integers(0, 350, 40)], rng.random((60, 9))])
    none = np.zeros((len(queries), 0), dtype=np.intp)
    fast = _nearest_kdtree(queries, release)
    slow = _nearest_brute(queries, release, none, np.zeros((len(release), 0), dtype=np.intp))
    assert np.array_equal(fast, slow)
    # Ties go to the lowest index: a duplicated row is never chosen over its first copy.
    assert np.all(fast < 300)


def test_release_equal_to_original_is_unprotected() -> None:
    rng = np.random.default_rng(7)
    data = pd.DataFrame(rng.standard_normal((1200, 4)), columns=list("abcd"))
    work_idx, hold_idx = holdout_split(len(data), rng)
    work = data.iloc[work_idx].reset_index(drop=True)
    holdout = data.iloc[hold_idx].reset_index(drop=True)
    result = attribute_inference_audit(work, work, holdout, rng, n_targets=200)
    assert result.protection < 0.05
    assert all(row.main_rate == 1.0 for row in result.all_rows if row.known_set == "all-but-one")


def test_independent_noise_release_is_protected() -> None:
    """A release unrelated to the people: risk is only sampling noise (tolerance 0.05)."""
    rng = np.random.default_rng(8)
    data = pd.DataFrame(rng.standard_normal((2000, 5)), columns=list("abcde"))
    work_idx, hold_idx = holdout_split(len(data), rng)
    work = data.iloc[work_idx].reset_index(drop=True)
    holdout = data.iloc[hold_idx].reset_index(drop=True)
    release = pd.DataFrame(rng.standard_normal(work.shape), columns=work.columns)
    result = attribute_inference_audit(work, release, holdout, rng, n_targets=200)
    assert result.protection >= 0.95
    assert result.protection_ci[0] <= result.protection <= result.protection_ci[1]


def test_wilson_known_values() -> None:
    # Hand-computed Wilson 95 % intervals: 0/10 → [0, 0.2775], 5/10 → [0.2366, 0.7634].
    centre, half = wilson_interval(0, 10, 0.95)
    assert centre == pytest.approx(0.13875, abs=1e-4)
    assert (centre - half, centre + half) == pytest.approx((0.0, 0.2775), abs=1e-4)
    centre, half = wilson_interval(5, 10, 0.95)
    assert centre == 0.5
    assert (centre - half, centre + half) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    centre, half = wilson_interval(10, 10, 0.95)
    assert centre + half == pytest.approx(1.0, abs=1e-12)


def test_excess_risk_known_values() -> None:
    # R = (0.6 − 0.2)/0.8 = 0.5; eR = √((0.1/0.8)² + (0.05·0.4/0.64)²) = 0.1288470508.
    risk, (low, high) = excess_risk((0.6, 0.1), (0.2, 0.05))
    assert risk == pytest.approx(0.5)
    assert (low, high) == pytest.approx((0.5 - 0.1288470508, 0.5 + 0.1288470508))
    risk, (low, high) = excess_risk((0.1, 0.05), (0.3, 0.05))  # control easier: risk 0
    assert risk == 0.0 and low == 0.0 and high < 0.1


def two_column_tables(secret_truth: float, secret_guess: float):
    work = pd.DataFrame({"k": [0.0], "s": [secret_truth]})
    release = pd.DataFrame({"k": [0.0], "s": [secret_guess]})
    holdout = pd.DataFrame({"k": [9.0], "s": [100.0]})
    return work, release, holdout


@pytest.mark.parametrize(
    ("truth", "guess", "success"),
    [
        (-1.0, -1.5, False),
        (-1.0, -1.02, True),
        (1.0, 1.5, False),
        (0.0, 0.0, True),
        (0.0, 1e-9, False),
    ],
)
def test_relative_tolerance_uses_absolute_truth(truth: float, guess: float, success: bool) -> None:
    """Anonymeter's |g − t|/g is negative for g < 0, so (−1, −1.5) would pass there, not here."""
    if truth < 0:
        assert abs(guess - truth) / (guess + 1e-12) <= 0.05  # Anonymeter would count it
    work, release, holdout = two_column_tables(truth, guess)
    result = attribute_inference_audit(work, release, holdout, np.random.default_rng(0))
    (row,) = [r for r in result.all_rows if r.column == "s"]
    assert row.main_rate == float(success)


def test_all_controls_guessed_keeps_anonymeters_risk_with_a_note() -> None:
    """MATH 3.2: Anonymeter's R from Wilson centres, which stay below 1 (an earlier
    version reported risk 0 here, hiding a main rate above the controls')."""
    work = pd.DataFrame({"k": [1.0, 2.0, 3.0], "s": [5.0, 5.0, 5.0]})
    holdout = pd.DataFrame({"k": [1.5, 2.5], "s": [5.0, 5.0]})
    result = attribute_inference_audit(work, work, holdout, np.random.default_rng(0))
    (row,) = [r for r in result.all_rows if r.column == "s"]
    assert row.main_rate == row.control_rate == 1.0
    assert row.risk == pytest.approx(twin_risk(3, 3, 2, 2)) and row.risk > 0.1
    assert row.protection == pytest.approx(1.0 - row.risk) and "control" in row.note


def test_result_shape_progress_and_serialisation() -> None:
    rng = np.random.default_rng(2)
    data = mixed_frame(rng, 80)
    work, holdout = data.iloc[:70].reset_index(drop=True), data.iloc[70:].reset_index(drop=True)
    seen: list[float] = []
    result = attribute_inference_audit(
        work,
        work,
        holdout,
        rng,
        n_targets=20,
        categorical=("region", "owner"),
        ctx=JobContext(lambda f, _m: seen.append(f)),
    )
    assert isinstance(result, AttributeInferenceResult) and result.kind == "attack"
    assert (result.n_targets, result.n_controls) == (20, 10)
    assert [r.column for r in result.per_column] == list(data.columns)
    assert all(isinstance(r, InferenceRow) for r in result.all_rows)
    assert result.protection == min(r.protection for r in result.all_rows)
    for worst in result.per_column:
        assert worst.protection == min(
            r.protection for r in result.all_rows if r.column == worst.column
        )
    assert {r.known_set for r in result.all_rows} == {"all-but-one", "random-half", "single"}
    assert seen == sorted(seen) and seen[-1] == 1.0
    assert json.loads(json.dumps(result.to_dict()))["n_targets"] == 20


def test_holdout_split_sizes() -> None:
    rng = np.random.default_rng(0)
    for n, size in ((10_000, 500), (5_000, 500), (4_201, 420), (25, 3), (5, 1)):
        work, holdout = holdout_split(n, rng)
        assert holdout.size == size and work.size == n - size
        assert np.array_equal(np.sort(np.concatenate([work, holdout])), np.arange(n))
        assert np.all(np.diff(holdout) > 0) and np.all(np.diff(work) > 0)
    with pytest.raises(ParameterError):
        holdout_split(4, rng)


def test_invalid_inputs_and_cancel() -> None:
    rng = np.random.default_rng(0)
    frame = pd.DataFrame({"a": [1.0, 2.0], "b": [3.0, 4.0]})
    with pytest.raises(InputError):
        attribute_inference_audit(frame, frame[["a"]], frame, rng)
    with pytest.raises(InputError):
        attribute_inference_audit(frame[["a"]], frame[["a"]], frame[["a"]], rng)
    text = frame.assign(b=["x", "y"])
    with pytest.raises(InputError):
        attribute_inference_audit(text, text, text, rng)
    with pytest.raises(ParameterError):
        attribute_inference_audit(frame, frame, frame, rng, categorical=("zzz",))
    with pytest.raises(ParameterError):
        attribute_inference_audit(frame, frame, frame, rng, confidence=1.0)
    flag = CancelFlag()
    flag.cancel()
    with pytest.raises(Cancelled):
        attribute_inference_audit(frame, frame, frame, rng, ctx=JobContext(cancel_flag=flag))

"""The out-migration error the mobility audit shares: |released − raw| total over simulated
releases of the same raw matrices, with the mechanism's own noise and the audit's seed
(as the statistics task's cell errors), never this release's own error.

Tolerances are stated where the draws are: a sample median of n draws of |S| (S about
normal) has a relative standard deviation of about 1.17/√n.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import math

import numpy as np
import pytest
from scipy import stats

from engine.core.project_file import load_project
from engine.mobility import displacement
from engine.mobility.od_matrix import ODMechanism
from engine.tasks.mobility import run as mobility_run
from tests.mobility_projects import trips_project as trips_project_doc

FIRST = dt.date(2024, 6, 1)


def rounded_laplace_variance(scale: float) -> float:
    """Var(round(L)), L ~ Laplace(scale), rounding to nearest with ties up (MATH 5.2)."""
    j = np.arange(1, int(200 * scale) + 200)
    p = 0.5 * (np.exp(-(j - 0.5) / scale) - np.exp(-(j + 0.5) / scale))  # P(round = ±j)
    return float(2 * (j**2 * p).sum())


def test_privatize_cells_draws_what_privatize_draws():
    """Same generator state, same cells: the same released counts off the diagonal."""
    raw = np.random.default_rng(0).integers(0, 9, size=(5, 4, 4))
    mechanism = ODMechanism(0.7, threshold=3)
    whole = mechanism.privatize(raw, np.random.default_rng(8)).counts
    cells = mechanism.privatize_cells(raw, np.random.default_rng(8))
    off = ~np.eye(4, dtype=bool)
    np.testing.assert_array_equal(cells[:, off], whole[:, off])
    assert cells.dtype == np.int64 and (cells[cells > 0] >= 3).all()


def test_simulated_errors_match_whole_releases_brute_force():
    """τ = 3 with many raw cells below it (suppression biases the total): the errors from
    the out-migration cells alone have the distribution of whole releases' errors.
    3,000 draws each: medians and 90th percentiles within 12 % (about 4 standard
    deviations of their difference), and a two-sample KS test."""
    raw = np.random.default_rng(1).integers(0, 9, size=(8, 5, 5))
    affected, n = [0, 1], 3000
    mechanism = ODMechanism(0.5, threshold=3)
    simulated = displacement.simulated_out_migration_errors(
        raw, affected, 2, 6, mechanism.privatize_cells, np.random.default_rng(2), n
    )
    rng = np.random.default_rng(3)
    total = displacement.out_migration(raw, affected, 2, 6)
    brute = np.array(
        [
            abs(
                displacement.out_migration(mechanism.privatize(raw, rng).counts, affected, 2, 6)
                - total
            )
            for _ in range(n)
        ]
    )
    for q in (50, 90):
        assert np.percentile(simulated, q) == pytest.approx(np.percentile(brute, q), rel=0.12)
    assert stats.ks_2samp(simulated, brute).pvalue > 1e-3


def test_without_threshold_the_error_is_a_sum_of_rounded_laplace_noise():
    """τ = 0: each cell's error is round(Lap(T/ε)) whatever its count, so the total's error
    is |a sum of 200 of them|, about normal: median 0.6745·σ. 4,000 draws: within 6 %."""
    raw = np.random.default_rng(4).integers(0, 50, size=(10, 12, 12))
    mechanism = ODMechanism(0.4, threshold=0)
    errors = displacement.simulated_out_migration_errors(
        raw, [0, 1], 0, 10, mechanism.privatize_cells, np.random.default_rng(5), 4000
    )
    cells = 10 * 2 * 10  # days × affected × destinations outside
    sigma = math.sqrt(cells * rounded_laplace_variance(mechanism.noise_scale))
    assert np.median(errors) == pytest.approx(0.6745 * sigma, rel=0.06)
    assert np.percentile(errors, 90) == pytest.approx(1.6449 * sigma, rel=0.06)


def test_simulated_errors_refuse_no_release_and_handle_no_destination():
    raw = np.ones((3, 3, 3), dtype=int)
    mechanism = ODMechanism(1.0)
    with pytest.raises(Exception, match="releases"):
        displacement.simulated_out_migration_errors(
            raw, [0], 0, 3, mechanism.privatize_cells, np.random.default_rng(0), 0
        )
    everyone = displacement.simulated_out_migration_errors(
        raw, [0, 1, 2], 0, 3, mechanism.privatize_cells, np.random.default_rng(0), 4
    )
    np.testing.assert_array_equal(everyone, np.zeros(4))


@pytest.fixture(scope="module")
def trips_project(tmp_path_factory):
    """Trip level, τ = 0: no cap, so two releases count the same raw matrices."""
    folder = tmp_path_factory.mktemp("simulated")
    rng = np.random.default_rng(9)
    regions = ["A", "B", "C", "D", "E"]
    rows = []
    for person in range(300):
        for offset in range(12):
            if rng.random() < 0.5:
                a, b = rng.choice(5, size=2, replace=False)
                rows.append(
                    (person, str(FIRST + dt.timedelta(days=offset)), regions[a], regions[b])
                )
    audit = {
        "seed": 21,
        "event_day": str(FIRST + dt.timedelta(days=2)),
        "event_regions": ["A"],
        "top_k": [2],
        "membership": {"enabled": False},
    }
    doc = trips_project_doc(
        folder, rows, FIRST, FIRST + dt.timedelta(days=11),
        {"epsilon": 0.25, "level": "trip", "threshold": 0}, audit, {"manifest": "m.json"},
    )  # fmt: skip
    path = folder / "project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return load_project(path)


def test_audit_shares_seeded_simulated_figures(trips_project):
    """The audit's figures: 50 simulated releases, seeded by the audit seed only, so two
    releases (fresh noise each) of the same raw data get the same figures: they say
    nothing about this release's own noise. 10 days × 1 × 4 cells at scale 4: the median
    of 50 draws is within 60 % of 0.6745·σ (about 3.6 of its standard deviations)."""
    first, second = mobility_run.release(trips_project), mobility_run.release(trips_project)
    np.testing.assert_array_equal(first.counts.counts, second.counts.counts)
    assert not np.array_equal(first.private.counts, second.private.counts)
    figures = [mobility_run.audit(r)["displacement"] for r in (first, second)]
    sims = [f["out_migration_error_simulated"] for f in figures]
    assert sims[0] == sims[1]
    sim = sims[0]
    assert sim["simulations"] == mobility_run.SIMULATED_RELEASES == 50
    assert sim["unit"] == "trips" and "Not this release's own error" in sim["note"]
    sigma = math.sqrt(10 * 1 * 4 * rounded_laplace_variance(1 / 0.25))
    assert sim["median"] == pytest.approx(0.6745 * sigma, rel=0.6)
    assert sim["median"] <= sim["p90"]
    # another audit seed draws other releases; the release's own error is not among them
    other = dataclasses.replace(
        trips_project, audit=dataclasses.replace(trips_project.audit, seed=22)
    )
    reseeded = mobility_run.audit(dataclasses.replace(first, project=other))["displacement"]
    assert reseeded["out_migration_error_simulated"] != sim
    manifest = mobility_run.build_manifest(first, mobility_run.audit(first))
    assert manifest["audit"]["displacement"]["out_migration_error_simulated"] == sim
    own = figures[0]["out_migration_percent_error"]
    assert (
        manifest["data_checks"]["audit_raw"]["displacement"]["out_migration_percent_error"] == own
    )

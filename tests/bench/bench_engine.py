"""Engine benchmarks: `python tests/bench/bench_engine.py [CASE ...]` prints a table.

Each case runs in a fresh Python process so its peak resident memory (ru_maxrss) is its
own; imports and input generation happen before the clock starts. Figures go in README's
performance table; none of this is a timed unit test.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402


def unit_rows(n: int, d: int, seed: int = 0) -> np.ndarray:
    x = np.random.default_rng(seed).standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1).max()


def faithful_implicit(n: int, d: int):
    from engine.mechanisms.projection import ProjectionMechanism

    z = unit_rows(n, d)
    mechanism = ProjectionMechanism(3, 1.5e-4, 0.05, 10_000, "faithful")
    label = f"paper-faithful projection, implicit sampler, n={n:,} d={d} k=10,000"
    return label, lambda: mechanism.privatize(z, np.random.default_rng(1))


def faithful_explicit(n: int, d: int):
    from engine.mechanisms.projection import (
        draw_projection_matrix,
        faithful_noise_scale,
        symmetric_gaussian,
    )
    from tests.engine.test_mechanisms import explicit_algorithm1

    z = unit_rows(n, d)
    k = 10_000

    def work():
        rng = np.random.default_rng(1)
        projection = draw_projection_matrix(d, k, rng)
        noise = rng.normal(0, faithful_noise_scale(3, 1.5e-4, 0.05, d, k), size=(n, k))
        explicit_algorithm1(z, projection, noise, symmetric_gaussian(d, 1.0, rng), d)

    return f"paper-faithful projection, explicit n×k formula, n={n:,} d={d} k=10,000", work


def row_gaussian_large():
    from engine.mechanisms.row_gaussian import RowGaussianMechanism

    z = np.random.default_rng(0).uniform(-0.3, 0.3, size=(5_000_000, 10))
    mechanism = RowGaussianMechanism(1.0, 1e-8, 0.1)
    label = "row Gaussian, n=5,000,000 d=10 (peak includes the 400 MB input)"
    return label, lambda: mechanism.privatize(z, np.random.default_rng(1))


def replication_prepared(simulations: int = 20):
    """The replication file as a prepared dataset (tight projection, r = 0.05)."""
    import pandas as pd

    from engine.data.roles import ColumnRoles, TargetingData
    from engine.tasks.targeting.project import (
        AuditSpec,
        InputSpec,
        MechanismSpec,
        Project,
        TaskSpec,
    )
    from engine.tasks.targeting.run import prepare

    frame = pd.read_csv(REPO / "tests" / "data" / "replication_input.csv")
    features = frame.drop(columns="targeting_variable")
    features.columns = [f"f{c}" for c in features.columns]
    project = Project(
        InputSpec(Path("replication_input.csv")),
        ColumnRoles(tuple(features.columns), "targeting_variable"),
        TaskSpec(population=4.95e6),
        audit=AuditSpec(simulations=simulations, seed=0),
        mechanism=MechanismSpec("projection", "tight", 3.0, 1.5e-4, 0.05),
    )
    data = TargetingData(
        features,
        frame["targeting_variable"].to_numpy(),
        None,
        pd.DataFrame(),
        None,
        project.columns,
    )
    return project, prepare(project, data)


def sweep_r():
    from engine.tasks.targeting.evaluate import DEFAULT_R_GRID, sweep

    project, prepared = replication_prepared()
    label = "r sweep: 7 values × 20 simulations, all audits, n=4,201 d=10 (tight projection)"
    return label, lambda: sweep(
        prepared, project.mechanism, "r", DEFAULT_R_GRID, np.random.default_rng(0)
    )


def parameters_preview():
    """The Parameters page's live consequences, recomputed as the user types (goal < 50 ms
    for the first, uncached call at k = 10,000)."""
    from engine.tasks.targeting.preview import preview_setting
    from engine.tasks.targeting.project import MechanismSpec

    preview_setting(MechanismSpec(epsilon=1.0), 100, 3, 0.9)  # the page's libraries loaded
    spec = MechanismSpec(name="projection", epsilon=2.345, r=0.123, k=10_000)  # uncached
    label = "parameters preview as the user types: projection k=10,000, n=10,000 d=15"
    return label, lambda: preview_setting(spec, 10_000, 15, 0.9)


CASES = {
    "faithful-implicit-4201": lambda: faithful_implicit(4_201, 10),
    "faithful-explicit-4201": lambda: faithful_explicit(4_201, 10),
    "faithful-implicit-20788": lambda: faithful_implicit(20_788, 15),
    "faithful-explicit-20788": lambda: faithful_explicit(20_788, 15),
    "row-gaussian-5m": row_gaussian_large,
    "sweep-r-4201": sweep_r,
    "parameters-preview": parameters_preview,
}


if __name__ == "__main__":
    from tests.bench.case_runner import main

    main(__file__, CASES, sys.argv[1:], repeats=1)

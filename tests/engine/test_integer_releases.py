"""Every count-like released value is an integer (issue 28): the statistics sample's
counts, histogram and contingency cells (manifest and data table), the mobility O-D cells
and populations; real values sit on their stated grid."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from engine.core.runner import run_task
from engine.mobility.od_matrix import ODMechanism
from engine.statistics.cell_release import query_noise, release_query
from engine.statistics.queries import Query
from engine.tasks import get_task
from tests.paths import SAMPLES

COUNT_LIKE = ("count", "contingency", "histogram")


@pytest.fixture(scope="module")
def sample_release(tmp_path_factory):
    folder = tmp_path_factory.mktemp("integers")
    document = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / "statistics_survey.csv")
    document["audit"] = {"enabled": False}
    document["outputs"] = {"data": "t.csv", "manifest": "m.json"}
    task = get_task("statistics")
    run_task(task, task.project_from_dict(document, folder))
    return folder


def test_statistics_counts_are_integers_in_the_manifest_and_the_table(sample_release):
    folder = sample_release
    manifest = json.loads((folder / "m.json").read_text(encoding="utf-8"))
    kinds = {q["type"] for q in manifest["queries"]}
    assert set(COUNT_LIKE) <= kinds  # the sample has all three, Laplace and Gaussian
    for query in manifest["queries"]:
        if query["type"] in COUNT_LIKE:
            for cell in query["cells"]:
                for key in ("estimate", "lower_95", "upper_95"):
                    assert isinstance(cell[key], int), (query["label"], key, cell[key])
    table = pd.read_csv(folder / "t.csv", dtype=str)  # as written: "12", never "12.0"
    counts = table[table["statistic"].isin(COUNT_LIKE)]
    assert len(counts) > 0 and len(counts) < len(table)  # means share the columns
    for key in ("estimate", "lower_95", "upper_95"):
        assert counts[key].str.fullmatch(r"-?[0-9]+").all(), key


def test_real_values_are_released_on_their_grid():
    frame = pd.DataFrame({"x": np.linspace(0.0, 7.3, 40), "g": ["a", "b"] * 20})
    rng = np.random.default_rng(28)
    for query in (Query("sum", "x", (0.0, 10.0), ("g",)), Query("sum", "x", (-3.0, 10.0))):
        (noise,) = query_noise(query, 1.0, 0.0)
        table = release_query(frame, query, 1.0, 0.0, {"g": ["a", "b"]}, "t.csv", rng).table
        steps = table["estimate"].to_numpy() / noise.grid
        assert np.array_equal(steps, np.round(steps))
        assert noise.grid <= 10.0 * 2.0**-10


def test_mobility_cells_and_populations_are_integers():
    mechanism = ODMechanism(0.3, trips_per_day=2, threshold=3, level="individual")
    counts = np.random.default_rng(1).poisson(5, size=(3, 6, 6)).astype(float)
    release = mechanism.privatize(counts, np.random.default_rng(2))
    assert release.counts.dtype == np.int64
    cells = mechanism.privatize_cells(np.array([4, 0, 9]), np.random.default_rng(3))
    assert cells.dtype == np.int64
    populations = mechanism.privatize_populations(np.array([10, 0, 7.0]), np.random.default_rng(4))
    assert populations.counts.dtype == np.int64


def test_targeting_rows_and_model_weights_are_snapped_to_their_grid():
    from engine.mechanisms.row_gaussian import RowGaussianMechanism
    from engine.model.dpsgd import WEIGHT_GRID, SGDSettings, train
    from engine.tasks.targeting.run import FEATURE_GRID, snapped

    rows = np.random.default_rng(7).uniform(-0.5, 0.5, (50, 3)) / 2
    release = snapped(
        RowGaussianMechanism(1.0, 1e-5, 1.0).privatize(rows, np.random.default_rng(8))
    )
    assert release.parameters["grid"] == FEATURE_GRID
    assert np.array_equal(
        release.features / FEATURE_GRID, np.round(release.features / FEATURE_GRID)
    )
    x = np.column_stack([np.ones(40), np.linspace(-1, 1, 40)])
    y = (np.arange(40) % 2).astype(float)
    settings = SGDSettings(0.5, 5, 0.1, clip=1.0, noise_multiplier=1.0)
    theta = train(x, y, 2, settings, np.random.default_rng(9))
    assert np.array_equal(theta / WEIGHT_GRID, np.round(theta / WEIGHT_GRID))

"""What a statistics release writes holds no raw value the noise was meant to hide: no row
count, and no error of the release's own draw (estimate ± its error would give a one-cell
count or mean up to a sign). The cell errors come from simulated releases instead."""

from __future__ import annotations

import json
import shutil

import numpy as np
import pandas as pd
import pytest

from engine.core.runner import run_task
from engine.tasks import get_task
from tests.json_walk import numbers_in
from tests.paths import SAMPLES


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    folder = tmp_path_factory.mktemp("leak")
    shutil.copy(SAMPLES / "statistics_survey.csv", folder / "survey.csv")
    document = {
        "format": "privdesk-project/1",
        "task": {"kind": "statistics"},
        "input": {"path": "survey.csv"},
        "queries": [{"type": "count"}, {"type": "mean", "column": "income", "bounds": [0, 500000]}],
        "budget": {"epsilon": 0.5, "ledger": "ledger.jsonl"},
        "audit": {"enabled": True, "seed": 3, "reconstruction": {"column": None},
                  "differencing": {"column": "income", "bounds": [0, 500000]}},
        "outputs": {"data": "t.csv", "report": "r.html", "manifest": "m.json"},
    }  # fmt: skip
    task = get_task("statistics")
    _, outcome = run_task(task, task.project_from_dict(document, folder))
    raw = pd.read_csv(SAMPLES / "statistics_survey.csv")
    return outcome, len(raw), float(np.clip(raw["income"], 0, 500000).mean()), folder


def test_the_row_count_is_not_written(released):
    outcome, n, _, folder = released
    manifest = outcome.manifest
    assert manifest["input"]["rows"] is None
    assert "rows" not in manifest["audit"]["differencing"]
    # The released count is an integer now (exact discrete noise): it equals n whenever
    # its noise is 0, which is a private draw, not a leak; n must appear nowhere else.
    released = float(outcome.release.table.set_index("query").loc["count", "estimate"])
    for numbers in (numbers_in(manifest), numbers_in(json.loads((folder / "m.json").read_text()))):
        assert float(n) not in [x for x in numbers if x != released]
    report = (folder / "r.html").read_text()
    # The released count itself may round to 3,000 in its table; the header once said
    # "3,000 rows" exactly.
    assert "3,000 rows" not in report and "3000 rows" not in report


def test_estimate_and_published_error_do_not_give_the_raw_value(released):
    outcome, _, mean, _ = released
    errors = {r["query"]: r for r in outcome.manifest["audit"]["cell_errors"]["rows"]}
    assert outcome.manifest["audit"]["cell_errors"]["simulations"] >= 20
    # Only the mean: a count's noise is a whole number now, so a simulated error can equal
    # the release's own by chance (a draw of the same law), which says nothing of a leak.
    for query, truth in (("mean of income", mean),):
        estimate = outcome.release.table.set_index("query").loc[query, "estimate"]
        for error in (errors[query]["median_abs_error"], errors[query]["p90_abs_error"]):
            candidates = np.array([estimate - error, estimate + error])
            assert np.min(np.abs(candidates - truth)) > 1e-6 * max(1.0, truth), query


def test_simulated_errors_match_the_noise_of_a_count(released):
    """A count's error is |Laplace(1/ε)| (before the raise to 0), ε = 0.25: median 4 ln 2;
    50 draws give it within about ±35 % (seeded)."""
    outcome, *_ = released
    row = next(r for r in outcome.manifest["audit"]["cell_errors"]["rows"] if r["query"] == "count")
    assert row["median_abs_error"] == pytest.approx(np.log(2) / 0.25, rel=0.35)
    assert 0.85 <= row["interval_coverage"] <= 1.0

"""The guarantee of a mobility release stated before privatizing (MATH 5.3)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from engine.core.errors import ParameterError
from engine.mobility.od_matrix import ODMechanism
from engine.tasks.mobility.preview import preview_guarantee


def test_individual_level_totals_d_times_epsilon():
    preview = preview_guarantee(ODMechanism(0.5, 3, 5, "individual"), 60)
    assert preview.od.total_epsilon_worst == 30.0 and preview.od.total_epsilon_mean == 30.0
    assert preview.total_epsilon_worst == 30.0  # no populations
    assert preview.populations_epsilon == 0.0 and preview.populations_statement is None
    assert "60 × 0.5 = 30" in preview.total_statement
    assert "at most 3 trips a day" in preview.per_day_statement
    assert preview.statement.startswith("Each daily matrix is 0.5-differentially private")


def test_populations_are_not_released_so_not_charged():
    preview = preview_guarantee(ODMechanism(0.25, 2, 0, "individual"), 10, populations=True)
    assert preview.populations_epsilon == 0.0
    assert preview.total_epsilon_worst == pytest.approx(10 * 0.25)
    assert "for the epidemic audit only and are not released" in preview.populations_statement
    assert "not charged to this release" in preview.statement
    assert "Whole release" not in preview.statement


def test_trip_level_total_is_measured_at_release():
    preview = preview_guarantee(ODMechanism(1.0, 1, 0, "trip"), 60, populations=True)
    assert math.isinf(preview.od.total_epsilon_worst) and preview.od.total_epsilon_mean is None
    assert preview.total_epsilon_worst is None
    assert "number of trips" in preview.total_statement
    assert "after privatizing" in preview.total_statement
    assert "Whole release" not in preview.statement
    assert preview.statement == f"{preview.per_day_statement} {preview.release_statement}"


def test_agrees_with_the_release_guarantee():
    # The individual-level preview states what the released matrices will state.
    mechanism = ODMechanism(0.7, 4, 3, "individual")
    private = mechanism.privatize(np.zeros((12, 3, 3), dtype=np.int64), np.random.default_rng(0))
    assert preview_guarantee(mechanism, 12).od == private.release_guarantee()
    trip = ODMechanism(0.7, 1, 3, "trip")
    released = trip.privatize(np.zeros((12, 3, 3), dtype=np.int64), np.random.default_rng(0))
    assert preview_guarantee(trip, 12).od == released.release_guarantee()


def test_one_day_is_singular():
    preview = preview_guarantee(ODMechanism(2.0, 1, 0, "individual"), 1)
    assert "input's 1 day (" in preview.total_statement
    assert "at most 1 trip a day" in preview.per_day_statement


@pytest.mark.parametrize("days", [0, -3, 2.5, math.nan, "60", True])
def test_refuses_bad_day_counts(days):
    with pytest.raises(ParameterError, match="days"):
        preview_guarantee(ODMechanism(1.0), days)

"""A ledger's English steps and units (the manifest's record) as reports show them: the
mechanism's name in words, what the person named (a query, a column) kept as written."""

from __future__ import annotations

import pytest

from engine.core.ledger_words import step_text, unit_text


@pytest.mark.parametrize(
    ("stage", "shown"),
    [
        ("laplace (count by district)", "Laplace noise (count by district)"),
        ("gaussian", "Gaussian noise"),
        ("od-laplace", "Laplace noise on the daily trip matrices"),
        ("DP-SGD (Poisson-subsampled Gaussian)", "private training (DP-SGD)"),
        ("randomized response (warner)", "randomized response (warner)"),
        ("masking of direct identifiers", "masking of direct identifiers"),
        ("PRAM (post-randomization)", "PRAM (post-randomization)"),  # not listed: as written
    ],
)
def test_steps_are_named_in_words(stage, shown):
    assert step_text(stage) == shown


@pytest.mark.parametrize(
    ("unit", "shown"),
    [
        ("person", "person"),
        ("person (rows within r = 0.25)", "person (rows within r = 0.25)"),
        ("household_id ≤ 8 rows", "household_id (at most 8 rows)"),
        ("hh ≤ 8 rows; ≤ 12 persons each", "hh (at most 8 rows), at most 12 persons each"),
        ("trip", "trip"),
    ],
)
def test_units_are_named_in_words(unit, shown):
    assert unit_text(unit) == shown

"""Walking a manifest (JSON data) for the tests that check what a release writes."""

from __future__ import annotations


def numbers_in(value) -> list[float]:
    """Every number in nested dicts and lists (booleans are not numbers)."""
    if isinstance(value, dict):
        return [x for v in value.values() for x in numbers_in(v)]
    if isinstance(value, list):
        return [x for v in value for x in numbers_in(v)]
    if isinstance(value, int | float) and not isinstance(value, bool):
        return [float(value)]
    return []

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


def keys_in(value) -> set[str]:
    """Every key of nested dicts and lists."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_in(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_in(v)}
    return set()


DATA_CHECKS_HEADING = "<h2>Data checks (for the data holder)"


def shared_parts(manifest: dict, report: str) -> tuple[dict, str]:
    """What a data holder shares: the manifest without `data_checks`, and the report
    before its data checks section (all of it if it has none)."""
    shared = {k: v for k, v in manifest.items() if k != "data_checks"}
    return shared, report.split(DATA_CHECKS_HEADING)[0]

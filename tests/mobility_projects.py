"""A small mobility project over a trips table, for the tests of what a release writes."""

from __future__ import annotations

import pandas as pd


def trips_project(folder, rows, first, last, mechanism: dict, audit: dict, outputs: dict) -> dict:
    """A mobility project document over `rows` (who, date, from, to) written to
    `folder/trips.csv`, for the declared period `first` to `last`."""
    frame = pd.DataFrame(rows, columns=["who", "date", "from", "to"])
    frame.to_csv(folder / "trips.csv", index=False)
    return {
        "format": "privdesk-project/1",
        "input": {"trips": "trips.csv"},
        "columns": {"subscriber": "who", "day": "date", "origin": "from", "destination": "to"},
        "task": {"kind": "mobility"},
        "period": {"start": str(first), "end": str(last)},
        "mechanism": mechanism,
        "audit": audit,
        "outputs": outputs,
    }

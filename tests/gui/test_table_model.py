"""The preview tables show cells as a reader would write them: times without the 'T' and
microseconds numpy prints, missing times blank, numbers right-aligned."""

from __future__ import annotations

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt

from gui.widgets.table_model import RIGHT_ALIGNED, DataFrameModel


def test_times_and_numbers_read_as_written(qtbot):
    frame = pd.DataFrame(
        {
            "time": pd.to_datetime(["2024-01-20 08:42:23", None]).as_unit("us"),
            "n": [3, 4],
            "x": [1.5, np.nan],
        }
    )
    model = DataFrameModel(frame)
    shown = [
        [model.data(model.index(r, c)) for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    assert shown == [["2024-01-20 08:42:23", "3", "1.5"], ["", "4", ""]]
    align = Qt.ItemDataRole.TextAlignmentRole
    assert model.data(model.index(0, 1), align) == RIGHT_ALIGNED
    assert model.data(model.index(0, 0), align) is None
    assert model.headerData(0, Qt.Orientation.Vertical) == "2"  # the header is row 1

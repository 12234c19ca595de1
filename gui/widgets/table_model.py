"""A read-only Qt table model over a pandas DataFrame.

Cells are formatted only when the view asks for them, so a million-row preview costs no
more than the rows on screen.
"""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from engine.core.i18n import number

Index = QModelIndex | QPersistentModelIndex
NO_PARENT = QModelIndex()
# Looked up once: a view asks `data` for about ten roles per cell it sizes or paints.
DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
RIGHT_ALIGNED = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class DataFrameModel(QAbstractTableModel):
    def __init__(self, frame: pd.DataFrame | None = None, parent=None) -> None:
        super().__init__(parent)
        self._frame = pd.DataFrame()
        self._columns: list[np.ndarray] = []
        if frame is not None:
            self.set_frame(frame)

    def set_frame(self, frame: pd.DataFrame) -> None:
        self.beginResetModel()
        self._frame = frame
        self._columns = [frame[c].to_numpy() for c in frame.columns]
        self.endResetModel()

    @property
    def frame(self) -> pd.DataFrame:
        return self._frame

    def rowCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._frame)

    def columnCount(self, parent: Index = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def data(self, index: Index, role: int = DISPLAY):
        if (role != DISPLAY and role != ALIGNMENT) or not index.isValid():
            return None
        value = self._columns[index.column()][index.row()]
        if role == DISPLAY:
            return format_cell(value)
        if isinstance(value, int | float | np.number):
            return RIGHT_ALIGNED
        return None

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(self._frame.columns[section])
        return str(section + 2)  # spreadsheet row numbers: the header is row 1


def format_cell(value) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, float | np.floating):
        return number(value, ".6g")  # the interface's decimal mark; whole numbers as written
    if isinstance(value, np.datetime64):  # as pandas writes it: "2024-01-20 08:42:23"
        return "" if np.isnat(value) else str(pd.Timestamp(value))
    return str(value)

"""The Load page's simple widgets: the recent files list, the preview of the first rows,
the samples button and the reading progress bar.

Each owns its widgets and one small job (refreshing the list from the settings, showing a
frame with capped column widths, a fraction or a busy bar), which keeps the page to
opening files and roles.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.i18n import tr
from gui.pages.load_jobs import SAMPLES, sample_label
from gui.settings import recent
from gui.widgets.table_model import DataFrameModel

RECENT_KEY = "recent_files"
MAX_COLUMN_WIDTH = 220  # pixels: a long text column never hides the others


class RecentFiles(QWidget):
    """Files opened before; `chosen` carries the path the user activates."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recent_list = QListWidget()
        self.recent_list.setObjectName("recentList")
        self.recent_list.setToolTip(tr("Files opened before. Double-click or press Enter to open."))
        self.recent_list.itemActivated.connect(self._activated)
        recent_label = QLabel(tr("&Recent files"))
        recent_label.setBuddy(self.recent_list)
        recent_layout = QVBoxLayout(self)
        recent_layout.setContentsMargins(0, 0, 0, 0)
        recent_layout.addWidget(recent_label)
        recent_layout.addWidget(self.recent_list)

    def refresh(self) -> None:
        self.recent_list.clear()
        paths = recent(RECENT_KEY)
        for path in paths:
            item = QListWidgetItem(path.name)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.recent_list.addItem(item)
        if not paths:
            item = QListWidgetItem(tr("No recent files yet"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent_list.addItem(item)

    def _activated(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.chosen.emit(Path(path))


class PreviewPane(QWidget):
    """The first rows of the file as read; `show_frame` shows a table, `clear` none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = QTableView()
        self.preview.setObjectName("previewTable")
        self.preview.setToolTip(
            tr("The first rows of the file as read (row numbers as in a spreadsheet).")
        )
        self.model = DataFrameModel(parent=self)
        self.preview.setModel(self.model)
        self.preview.setAlternatingRowColors(True)
        self.preview.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.preview.horizontalHeader().setResizeContentsPrecision(100)
        self.preview.verticalHeader().setDefaultSectionSize(self.preview.fontMetrics().height() + 6)
        preview_label = QLabel(tr("&Preview"))
        preview_label.setBuddy(self.preview)
        preview_layout = QVBoxLayout(self)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_layout.addWidget(preview_label)
        preview_layout.addWidget(self.preview)

    def show_frame(self, frame: pd.DataFrame) -> None:
        self.model.set_frame(frame)
        self.preview.resizeColumnsToContents()
        for column in range(self.model.columnCount()):
            if self.preview.columnWidth(column) > MAX_COLUMN_WIDTH:
                self.preview.setColumnWidth(column, MAX_COLUMN_WIDTH)

    def clear(self) -> None:
        self.model.set_frame(pd.DataFrame())


class SampleButton(QToolButton):
    """ "Open sample data" with a menu of the bundled samples; `chosen(name)` on a pick."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openSampleButton")
        self.setText(tr("Open sample &data"))
        self.setToolTip(
            tr(
                "Try PrivDesk on bundled synthetic data; the columns' roles and the task are "
                "filled in for you."
            )
        )
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        menu = QMenu(self)
        for name in SAMPLES:
            menu.addAction(sample_label(name)).setData(name)
        menu.triggered.connect(lambda action: self.chosen.emit(action.data()))
        self.setMenu(menu)
        # Some styles draw the instant-popup arrow over the text unless there is room for it.
        self.setMinimumWidth(self.sizeHint().width() + 16)


class ReadingBar(QProgressBar):
    """Busy while a job reads; the share done once the job reports one (a file's hash)."""

    def __init__(self) -> None:
        super().__init__(maximumWidth=160, textVisible=False)
        self.busy()
        self.hide()

    def busy(self) -> None:
        self.setRange(0, 0)

    def show_fraction(self, fraction: float, *_) -> None:
        if fraction > 0:
            self.setRange(0, 1000)
            self.setValue(round(fraction * 1000))

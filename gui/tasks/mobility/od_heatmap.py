"""The raw and released O-D matrices side by side on one colour scale (pyqtgraph).

The largest plot panel of the mobility Audit page, with its own day and colour-scale
controls, hover read-out and two-plot export; kept apart from the smaller panels in `plots`.
It only indexes the arrays of a `MobilityRelease`.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QLocale, QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QToolTip, QWidget

from engine.core import i18n
from engine.core.i18n import number
from engine.tasks.mobility.run import MobilityRelease
from gui.i18n import tr
from gui.widgets.plot_base import NumberAxis, PlotPanel, png_bytes

# Viridis at five stops: dark for few trips, yellow for many; readable on light and dark
# backgrounds, and the never-released diagonal (NaN, transparent) stands apart from zero.
VIRIDIS = ("#440154", "#3b528b", "#21918c", "#5ec962", "#fde725")
SCALES = ("sqrt", "linear")
MAX_NAME = 14  # longer region names are cut on the axes (the hover text shows them whole)


def colormap(scale: str = "sqrt") -> pg.ColorMap:
    """Viridis over [0, 1]; with "sqrt" the colour follows √(count), so the many small
    counts are not all drawn the same dark colour. The data stay the counts themselves."""
    fractions = np.linspace(0.0, 1.0, 33)
    stops = np.linspace(0.0, 1.0, len(VIRIDIS))
    rgb = np.array([QColor(c).getRgb()[:3] for c in VIRIDIS], dtype=float)
    colors = np.column_stack([np.interp(fractions, stops, rgb[:, i]) for i in range(3)])
    positions = fractions**2 if scale == "sqrt" else fractions
    return pg.ColorMap(positions, colors.round().astype(np.uint8))


def _short(name: str) -> str:
    return name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…"


def _region_ticks(regions: list[str]) -> list[list[tuple[float, str]]]:
    """Every region at its cell centre; a sparser first level is always labelled, the rest
    only when they fit (pyqtgraph drops crowded lower levels)."""
    k = len(regions)
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 200, 500, 10**9) if k / s <= 10)
    major = [(i + 0.5, _short(regions[i])) for i in range(0, k, step)]
    minor = [(i + 0.5, _short(regions[i])) for i in range(k) if i % step]
    return [major, minor]


def _trips(count: float) -> str:
    """'1 trip', '1,234 trips' (in the interface language)."""
    text = tr("{n} trip") if count == 1 else tr("{n} trips")
    return text.format(n=number(count, ",.0f"))


def scale_labels() -> dict[str, str]:
    return {"sqrt": tr("Square root (small counts visible)"), "linear": tr("Linear")}


def day_label(day) -> str:
    """'Fri 01 Mar 2024' (in the interface language)."""
    if not hasattr(day, "strftime"):
        return str(day)
    if i18n.language() == i18n.SOURCE_LANGUAGE:
        return f"{day:%a %d %b %Y}"
    locale, short = QLocale(), QLocale.FormatType.ShortFormat
    weekday = locale.dayName(day.isoweekday(), short)
    return f"{weekday} {day.day} {locale.monthName(day.month, short)} {day.year}"


class ODHeatmap(PlotPanel):
    """Raw and released O-D matrices of one day (or summed over all days), side by side on
    one shared colour scale; rows are origins, columns destinations, the diagonal blank.

    `self.plot` holds the raw matrix, `self.private_plot` the released one and the colour
    bar. `select_day(None)` shows the sum over all days.
    """

    SHOW_LEGEND = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.private_plot = pg.PlotWidget(axisItems={n: NumberAxis(n) for n in ("left", "bottom")})
        self.private_plot.setMenuEnabled(False)
        self.private_plot.getPlotItem().hideButtons()
        self.raw_image = pg.ImageItem(axisOrder="row-major")
        self.private_image = pg.ImageItem(axisOrder="row-major")
        for widget, image, title in (
            (self.plot, self.raw_image, tr("Raw counts (not private)")),
            (self.private_plot, self.private_image, tr("Released counts (private)")),
        ):
            item = widget.getPlotItem()
            item.addItem(image)
            item.setMouseEnabled(x=False, y=False)
            item.invertY(True)  # the first region at the top, as in a table
            item.setAspectLocked(True)
            item.setTitle(title)
            item.setLabel("left", tr("From (origin)"))
            item.setLabel("bottom", tr("To (destination)"))
            widget.scene().sigMouseMoved.connect(lambda pos, w=widget: self._hover(w, pos))
        # One colour bar for both images. An invisible twin beside the raw matrix takes
        # the same room, so both matrices are drawn the same size at any width.
        self.colorbar, self._twin_bar = (
            pg.ColorBarItem(
                values=(0, 1), colorMap=colormap(), interactive=False, colorMapMenu=False, width=18
            )
            for _ in range(2)
        )
        self.colorbar.setImageItem(
            [self.raw_image, self.private_image], insert_in=self.private_plot.getPlotItem()
        )
        self._twin_bar.setImageItem([], insert_in=self.plot.getPlotItem())
        self._twin_bar.setOpacity(0.0)
        for bar in (self.colorbar, self._twin_bar):
            bar.axis.enableAutoSIPrefix(False)
            bar.axis.setWidth(None)  # room for the unit label beside the numbers

        # Both matrices in one row, below the controls (PlotPanel put self.plot alone).
        layout = self.layout()
        layout.removeWidget(self.plot)
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(self.plot, 1)
        row.addWidget(self.private_plot, 1)
        layout.addLayout(row, 1)

        self.day_combo = QComboBox()
        self.day_combo.setObjectName("odDayCombo")
        self.day_combo.setToolTip(tr("The day whose matrices are shown, or the sum over all days."))
        self.day_combo.currentIndexChanged.connect(self.redraw)
        self.previous_button = QPushButton("◀")
        self.previous_button.setToolTip(tr("Previous day"))
        self.previous_button.clicked.connect(lambda: self._step(-1))
        self.next_button = QPushButton("▶")
        self.next_button.setToolTip(tr("Next day"))
        self.next_button.clicked.connect(lambda: self._step(1))
        for button in (self.previous_button, self.next_button):
            button.setFixedWidth(32)
        self.scale_combo = QComboBox()
        self.scale_combo.setObjectName("odScaleCombo")
        labels = scale_labels()
        for key in SCALES:
            self.scale_combo.addItem(labels[key], key)
        self.scale_combo.setToolTip(
            tr(
                "How counts map to colours. The numbers are the same either way; the square "
                "root spreads the many small counts over more colours."
            )
        )
        self.scale_combo.currentIndexChanged.connect(self.redraw)
        self.controls.addWidget(QLabel(tr("Day:")))
        self.controls.addWidget(self.previous_button)
        self.controls.addWidget(self.day_combo, 1)
        self.controls.addWidget(self.next_button)
        self.controls.addSpacing(16)
        self.controls.addWidget(QLabel(tr("Colours:")))
        self.controls.addWidget(self.scale_combo)
        self.hover_label = QLabel(tr("Point at a cell to read its counts."))
        self.hover_label.setObjectName("odHoverLabel")
        self.hover_label.setWordWrap(True)
        layout.addWidget(self.hover_label)

        self.release: MobilityRelease | None = None
        self.raw_matrix: np.ndarray | None = None
        self.private_matrix: np.ndarray | None = None
        self.suppressed_matrix: np.ndarray | None = None
        self._apply_palette()

    # --- data and choices ------------------------------------------------------------------

    def set_release(self, release: MobilityRelease) -> None:
        self.release = release
        days = release.counts.days
        current = self.day_combo.currentIndex()
        self.day_combo.blockSignals(True)
        self.day_combo.clear()
        self.day_combo.addItem(
            tr("All {days} days (sum)").format(days=number(len(days), ",")), None
        )
        for index, day in enumerate(days):
            self.day_combo.addItem(day_label(day), index)
        self.day_combo.setCurrentIndex(current if 0 <= current < self.day_combo.count() else 0)
        self.day_combo.blockSignals(False)
        regions = release.counts.regions
        ticks = _region_ticks(regions)
        for widget in (self.plot, self.private_plot):
            item = widget.getPlotItem()
            item.getAxis("left").setTicks(ticks)
            item.getAxis("bottom").setTicks(ticks)
        self.redraw()

    def show_raw(self, shown: bool) -> None:
        """The raw matrix beside the released one (the data holder's screen), or the
        released one alone, its colour scale from the released counts only (a report,
        which may be shared: the raw matrix is exactly what the noise protects)."""
        self.plot.setVisible(shown)
        self.redraw()

    def select_day(self, index: int | None) -> None:
        """Show day `index` (0 = first day of the data) or, with None, the sum of all days."""
        self.day_combo.setCurrentIndex(0 if index is None else int(index) + 1)

    def selected_day(self) -> int | None:
        return self.day_combo.currentData()

    def _step(self, delta: int) -> None:
        count = self.day_combo.count()
        if count:
            self.day_combo.setCurrentIndex((self.day_combo.currentIndex() + delta) % count)

    def levels(self) -> tuple[float, float]:
        """The colour scale both matrices share."""
        low, high = self.colorbar.levels()
        return float(low), float(high)

    # --- drawing ---------------------------------------------------------------------------

    def _apply_palette(self) -> None:
        super()._apply_palette()
        if not hasattr(self, "private_plot"):
            return  # PlotPanel.__init__ styles the first plot before this one exists
        fg = self.foreground()
        self.private_plot.setBackground(self.background())
        for widget in (self.plot, self.private_plot):
            item = widget.getPlotItem()
            item.titleLabel.setAttr("color", fg)
            item.titleLabel.setText(item.titleLabel.text)
            for name in ("left", "bottom", "right", "top"):
                axis = item.getAxis(name)
                axis.setPen(pg.mkPen(fg))
                axis.setTextPen(pg.mkPen(fg))
        for name in ("left", "right", "top", "bottom"):
            axis = self.colorbar.getAxis(name)
            axis.setPen(pg.mkPen(fg))
            axis.setTextPen(pg.mkPen(fg))

    def clear(self) -> None:
        """Nothing to show: blank both images (they stay in their plots)."""
        for image in (self.raw_image, self.private_image):
            image.clear()

    def redraw(self) -> None:
        release = self.release
        if release is None:
            self.clear()
            return
        day = self.selected_day()
        raw, private = release.counts.counts, release.private.counts
        suppressed = release.private.suppressed
        if day is None:
            raw, private = raw.sum(axis=0), private.sum(axis=0)
            suppressed = suppressed.sum(axis=0)
            unit = tr("Trips over all {days} days").format(days=number(raw_days(release), ","))
        else:
            raw, private, suppressed = raw[day], private[day], suppressed[day]
            unit = tr("Trips that day")
        raw = raw.astype(np.float64)
        private = private.astype(np.float64)
        np.fill_diagonal(raw, np.nan)  # never released: drawn blank
        np.fill_diagonal(private, np.nan)
        self.raw_matrix, self.private_matrix = raw, private
        self.suppressed_matrix = np.asarray(suppressed)
        shown = (raw, private) if self.plot.isVisibleTo(self) else (private,)
        finite = np.concatenate([m[np.isfinite(m)] for m in shown])  # no hidden raw maximum
        high = float(finite.max()) if finite.size else 1.0
        levels = (0.0, max(high, 1.0))
        self.raw_image.setImage(raw, autoLevels=False)
        self.private_image.setImage(private, autoLevels=False)
        self.colorbar.setColorMap(colormap(self.scale_combo.currentData() or "sqrt"))
        self.colorbar.setLevels(levels)  # sets both images' levels
        self._twin_bar.setLevels(levels)
        for bar in (self.colorbar, self._twin_bar):
            bar.axis.setLabel(unit)
        k = raw.shape[0]
        for widget in (self.plot, self.private_plot):
            widget.getPlotItem().setRange(xRange=(0, k), yRange=(0, k), padding=0.02)

    # --- hover read-out --------------------------------------------------------------------

    def cell_text(self, origin: int, destination: int) -> str:
        """Plain words for one cell of the matrices on show."""
        release = self.release
        regions = release.counts.regions
        a, b = regions[origin], regions[destination]
        day = self.selected_day()
        values = {
            "origin": a,
            "destination": b,
            "day": "" if day is None else day_label(release.counts.days[day]),
            "days": number(raw_days(release), ","),
        }
        if origin == destination:
            if day is None:
                text = tr(
                    "{origin} → {origin} over all {days} days: trips within a region are not "
                    "released."
                )
            else:
                text = tr("{origin} → {origin} on {day}: trips within a region are not released.")
            return text.format(**values)
        raw = self.raw_matrix[origin, destination]
        values["raw"] = _trips(raw)
        values["released"] = number(self.private_matrix[origin, destination], ",.0f")
        n_suppressed = int(self.suppressed_matrix[origin, destination])
        values["suppressed"] = number(n_suppressed, ",")
        values["tau"] = number(release.private.threshold, "g")
        if day is not None and n_suppressed:
            text = tr(
                "{origin} → {destination} on {day}: raw {raw}, released {released} (the "
                "noisy count was below τ = {tau}, so 0)."
            )
        elif day is not None:
            text = tr("{origin} → {destination} on {day}: raw {raw}, released {released}.")
        elif n_suppressed:
            text = tr(
                "{origin} → {destination} over all {days} days: raw {raw}, released "
                "{released} ({suppressed} day(s) suppressed to 0)."
            )
        else:
            text = tr(
                "{origin} → {destination} over all {days} days: raw {raw}, released {released}."
            )
        return text.format(**values)

    def _hover(self, widget: pg.PlotWidget, scene_pos: QPointF) -> None:
        if self.release is None or self.raw_matrix is None:
            return
        point = widget.getPlotItem().vb.mapSceneToView(scene_pos)
        k = self.raw_matrix.shape[0]
        row, column = math.floor(point.y()), math.floor(point.x())
        if not (0 <= row < k and 0 <= column < k):
            return
        text = self.cell_text(row, column)
        self.hover_label.setText(text)
        global_pos = widget.mapToGlobal(widget.mapFromScene(scene_pos))
        QToolTip.showText(global_pos, text, widget)

    # --- export ----------------------------------------------------------------------------

    def export_png(self, width: int = 1000) -> bytes:
        """Both matrices and the colour bar side by side, `width` pixels wide."""
        items = [self.plot.getPlotItem(), self.private_plot.getPlotItem()]
        widths = [max(item.sceneBoundingRect().width(), 1.0) for item in items]
        images = []
        for item, share in zip(items, widths, strict=True):
            exporter = ImageExporter(item)
            exporter.parameters()["width"] = max(1, round(width * share / sum(widths)))
            images.append(exporter.export(toBytes=True))
        canvas = QImage(
            sum(i.width() for i in images),
            max(i.height() for i in images),
            QImage.Format.Format_ARGB32,
        )
        canvas.fill(self.background())
        painter = QPainter(canvas)
        x = 0
        for image in images:
            painter.drawImage(x, 0, image)
            x += image.width()
        painter.end()
        return png_bytes(canvas)


def raw_days(release: MobilityRelease) -> int:
    return len(release.counts.days)


class ReleasedMatrixPlot(PlotPanel):
    """The released O-D matrix summed over all days, drawn from the released table alone
    (day, origin, destination, count): the shared report's figure, which never sees a raw
    count. Rows are origins, columns destinations, the diagonal blank."""

    SHOW_LEGEND = False

    def set_table(self, table) -> None:
        regions = list(dict.fromkeys([*table["origin"], *table["destination"]]))
        summed = table.pivot_table(
            index="origin", columns="destination", values="count", aggfunc="sum"
        )
        matrix = summed.reindex(index=regions, columns=regions).to_numpy(np.float64, copy=True)
        np.fill_diagonal(matrix, np.nan)  # never released: drawn blank
        finite = matrix[np.isfinite(matrix)]
        high = max(float(finite.max()) if finite.size else 1.0, 1.0)
        image = pg.ImageItem(matrix, axisOrder="row-major")
        item = self.plot.getPlotItem()
        item.addItem(image)
        item.setMouseEnabled(x=False, y=False)
        item.invertY(True)
        item.setAspectLocked(True)
        item.setTitle(tr("Released counts (private)"), color=self.foreground())
        item.setLabel("left", tr("From (origin)"))
        item.setLabel("bottom", tr("To (destination)"))
        ticks = _region_ticks(regions)
        item.getAxis("left").setTicks(ticks)
        item.getAxis("bottom").setTicks(ticks)
        bar = pg.ColorBarItem(
            values=(0, high), colorMap=colormap(), interactive=False, colorMapMenu=False, width=18
        )
        bar.setImageItem(image, insert_in=item)
        days = number(table["day"].nunique(), ",")
        bar.axis.setLabel(tr("Trips over all {days} days").format(days=days))
        bar.axis.enableAutoSIPrefix(False)
        bar.axis.setWidth(None)  # room for the unit label beside the numbers
        for axis in (bar.axis, bar.getAxis("left"), bar.getAxis("right")):
            axis.setPen(pg.mkPen(self.foreground()))
            axis.setTextPen(pg.mkPen(self.foreground()))
        k = len(regions)
        item.setRange(xRange=(0, k), yRange=(0, k), padding=0.02)

"""Find text that does not fit its widget: the check behind the French and 200 % screenshots.

French runs about a fifth longer than English, and a label that fits at 100 % can be cut
at another scale. Qt cuts such text silently; this walks the visible widgets of a page and
names each label, button, check box or group title whose one-line text is wider than the
room it has, and each word-wrapped label given less height than its lines need.
`plot_problems` does the same for the plots: a legend over plotted data or an axis's text,
tick labels drawn over each other.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import (
    QImage,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    Qt,  # QtGui's Qt namespace also has mightBeRichText
)
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QPushButton, QWidget

from gui.i18n import tr

# Below this many pixels of overflow, Qt's own margins absorb the difference.
TOLERANCE_PX = 2


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0


def shown_text(text: str) -> str:
    """The text as drawn: a mnemonic "&" is not drawn, "&&" is one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _overflow(widget: QWidget) -> int:
    """How many pixels the widget's one-line text lacks (0 when it fits)."""
    metrics = widget.fontMetrics()
    if isinstance(widget, QLabel):
        text = widget.text()
        if widget.wordWrap() and text:  # grows in height: cut when given less
            return widget.heightForWidth(widget.width()) - widget.height()
        if widget.textFormat() == Qt.TextFormat.RichText:
            return 0
        if Qt.mightBeRichText(text) or not text:
            return 0
        if widget.buddy() is not None:
            text = shown_text(text)
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines())
        return widest - widget.contentsRect().width()
    if isinstance(widget, QGroupBox):
        return metrics.horizontalAdvance(shown_text(widget.title())) + 16 - widget.width()
    if isinstance(widget, QPushButton) and widget.text():
        # A push button's padding may shrink (small arrow buttons) without cutting text.
        return metrics.horizontalAdvance(shown_text(widget.text())) - widget.width() + 8
    if isinstance(widget, QAbstractButton) and widget.text():
        return widget.minimumSizeHint().width() - widget.width()  # check box, radio button
    return 0


def clipped_texts(root: QWidget) -> list[str]:
    """'ClassName: text' for every visible widget under `root` whose text is cut."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget):
            continue
        if _overflow(widget) > TOLERANCE_PX:
            text = widget.title() if isinstance(widget, QGroupBox) else widget.text()
            found.append(f"{type(widget).__name__}: {text.replace('&', '')!r}")
    return found


# --- plots ---------------------------------------------------------------------------------


def plot_problems(root: QWidget) -> list[str]:
    """'plot "name": …' for every visible pyqtgraph plot under `root` whose legend covers a
    plotted item or an axis's text, or whose tick labels on one axis overlap."""
    import pyqtgraph as pg

    found = []
    for view in [root, *root.findChildren(pg.GraphicsView)]:
        if not isinstance(view, pg.GraphicsView) or not _shown(view):
            continue
        for item in view.scene().items():
            if isinstance(item, pg.PlotItem) and item.isVisible():
                name = _plot_name(item)
                found += [
                    tr('plot "{name}": {problem}').format(name=name, problem=problem)
                    for problem in _plot_item_problems(item)
                ]
    return found


def _plot_name(plot) -> str:
    """The plot as a reader names it: its title, else its axes' labels."""
    if plot.titleLabel.isVisible() and plot.titleLabel.text:
        return plot.titleLabel.text
    labels = [plot.getAxis(side).labelText for side in ("left", "bottom")]
    return " / ".join(label for label in labels if label) or type(plot).__name__


def _axes(plot) -> list:
    return [plot.getAxis(side) for side in ("left", "bottom", "right", "top")]


def drawn_ticks(axis) -> list[tuple[QRectF, str]]:
    """Each tick label the axis draws, as (its rectangle in the scene, its text)."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        if axis.style["tickFont"] is not None:
            painter.setFont(axis.style["tickFont"])
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    if specs is None:
        return []
    return [(axis.mapRectToScene(rect), text) for rect, _flags, text in specs[2]]


def _overlap(a: QRectF, b: QRectF) -> bool:
    common = a.intersected(b)
    return common.width() > TOLERANCE_PX and common.height() > TOLERANCE_PX


def _plot_item_problems(plot) -> list[str]:
    found = []
    texts: list[tuple[QRectF, str]] = []
    for axis in _axes(plot):
        if not axis.isVisible():
            continue
        ticks = drawn_ticks(axis)
        vertical = axis.orientation in ("left", "right")
        ticks.sort(key=lambda tick: tick[0].top() if vertical else tick[0].left())
        for (a, first), (b, second) in pairwise(ticks):
            if _overlap(a, b):
                found.append(
                    tr("the {side} axis's tick labels {first} and {second} overlap").format(
                        side=axis.orientation, first=repr(first), second=repr(second)
                    )
                )
        texts += ticks
        if axis.label.isVisible() and axis.labelText:
            texts.append((axis.label.sceneBoundingRect(), axis.labelText))
    legend = plot.legend
    if legend is None or not legend.isVisible() or not legend.items:
        return found
    area = legend.sceneBoundingRect()
    for rect, text in texts:
        if _overlap(area, rect):
            found.append(tr("the legend covers the axis text {text}").format(text=repr(text)))
    for item in plot.getViewBox().addedItems:
        if item.isVisible() and _covers(item, area, plot.getViewBox()):
            found.append(tr("the legend covers the plotted {item}").format(item=_item_name(item)))
    return found


def _item_name(item) -> str:
    name = item.name() if callable(getattr(item, "name", None)) else None
    return repr(name) if name else type(item).__name__


def _covers(item, area: QRectF, box) -> bool:
    """Whether the scene rectangle `area` covers any of what `item` draws: a curve's line
    (and its fill), a point, a bar, an error bar, a reference line; else its bounds."""
    import pyqtgraph as pg

    if isinstance(item, pg.PlotDataItem):
        parts = (item.curve, item.scatter)
        return any(part.isVisible() and _covers(part, area, box) for part in parts)
    if isinstance(item, pg.ScatterPlotItem):
        x, y = item.getData()
        size = float(item.opts["size"]) / 2
        for point in zip(x, y, strict=True):
            spot = item.mapToScene(QPointF(*point))
            if area.adjusted(-size, -size, size, size).contains(spot):
                return True
        return False
    if isinstance(item, pg.InfiniteLine):
        at = box.mapViewToScene(QPointF(item.value(), item.value()))
        view = box.sceneBoundingRect()
        if item.angle % 180 == 90:
            line = QRectF(at.x() - 1, view.top(), 2, view.height())
        else:
            line = QRectF(view.left(), at.y() - 1, view.width(), 2)
        return _overlap(area, line) or area.intersects(line)
    if isinstance(item, pg.PlotCurveItem):
        path = item.getPath()
        shape = _stroke(item.mapToScene(path), item.opts["pen"].widthF())
        level = item.opts.get("fillLevel")
        if level is not None and item.opts.get("brush") is not None and not path.isEmpty():
            filled = QPainterPath(path)
            filled.lineTo(path.currentPosition().x(), level)
            filled.lineTo(path.elementAt(0).x, level)
            filled.closeSubpath()
            shape.addPath(item.mapToScene(filled))
        return shape.intersects(area)
    if isinstance(item, pg.BarGraphItem):
        return item.mapToScene(item.shape()).intersects(area)
    if isinstance(item, pg.ErrorBarItem):
        if item.path is None:
            item.drawPath()
        return _stroke(item.mapToScene(item.path), 1.0).intersects(area)
    return _overlap(item.sceneBoundingRect(), area)


def _stroke(path: QPainterPath, width: float) -> QPainterPath:
    """The area a line along `path` (in scene pixels) covers, `width` pixels wide."""
    stroke = QPainterPathStroker()
    stroke.setWidth(max(width, 1.0) + 2)
    return stroke.createStroke(path)

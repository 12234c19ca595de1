"""The audit report as PDF: the same HTML as the report file, printed by Qt.

QTextDocument renders the engine's HTML (no browser, works offscreen); the plots are given
as document resources rather than data URIs. The PDF is produced in memory and written
with the engine's atomic writer, so a failed export leaves no partial file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QUrl
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QImage,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)

from engine.core.boundary import report_html, split
from engine.core.i18n import tr
from engine.core.writers import write_bytes_atomic
from engine.tasks.targeting.report import render_report

PDF_DPI = 300
MARGIN_MM = 18
FONT_POINTS = 9
FIGURES_PER_PAGE = 2
# No body margin (the page has its own) and narrower cell padding than on screen, so that
# wide tables fit the page without breaking words (the document wraps at word boundaries).
PDF_STYLE = "\nbody { margin: 0; }\ntd, th { padding: 0.2em 0.3em; }\n"


def report_pdf_bytes(
    manifest: dict,
    figures: Sequence[tuple[str, bytes]] = (),
    render: Callable[..., str] = render_report,
) -> bytes:
    """Render the report for `manifest` with `figures` (title, PNG) to PDF bytes; `render`
    is the engine's HTML report of the task (targeting by default).

    The document is laid out on an A4 page measured in points, with the font size given in
    the same units (pixel size), so fonts, image widths and page breaks do not depend on
    the screen's DPI; printing scales the points to the 300-dpi PDF.
    """
    a4 = QPageSize(QPageSize.PageSizeId.A4)
    page = a4.size(QPageSize.Unit.Point)
    margin = MARGIN_MM / 25.4 * 72
    urls = [f"fig{i}.png" for i in range(len(figures))]
    html = render(
        manifest,
        figures,
        image_urls=urls,
        image_width=int(page.width() - 2 * margin - 12),
        figures_per_page=FIGURES_PER_PAGE,
    )
    doc = QTextDocument()
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(FONT_POINTS)  # one document pixel is one point on the page
    doc.setDefaultFont(font)
    option = doc.defaultTextOption()  # Qt's default also breaks inside words
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(option)
    for url, (_, png) in zip(urls, figures, strict=True):
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), QImage.fromData(png))
    doc.setHtml(html.replace("</style>", PDF_STYLE + "</style>", 1))
    doc.setPageSize(page)
    frame = doc.rootFrame().frameFormat()
    frame.setMargin(margin)
    doc.rootFrame().setFrameFormat(frame)

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(QPageLayout(a4, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    names = manifest["input"].get("file_name") or ", ".join(
        f["file_name"] for f in manifest["input"].get("files", ())
    )
    writer.setTitle(tr("PrivDesk report — {files}").format(files=names))
    writer.setCreator("PrivDesk")
    doc.print_(writer)
    del writer  # finishes the PDF
    buffer.close()
    return bytes(data.data())


def write_report_pdf(
    path: str | Path, manifest: dict, figures: Sequence[tuple[str, bytes]] = ()
) -> None:
    """Write the PDF report atomically (temporary file in the folder, then rename)."""
    write_bytes_atomic(path, report_pdf_bytes(manifest, figures))


_HEADLESS_APP: list[QGuiApplication] = []  # kept alive for the process (`main.py run`)


def run_report_pdf(outcome) -> bytes:
    """The shared report of a headless run (`main.py run` with `outputs.pdf`) as PDF,
    painted as the wizard paints it, with the figures of the run's HTML report (none)."""
    if QGuiApplication.instance() is None:
        _HEADLESS_APP.append(QGuiApplication(["privdesk"]))
    shared, _ = split(outcome)
    return report_pdf_bytes(dict(shared.manifest), render=partial(report_html, outcome.task))

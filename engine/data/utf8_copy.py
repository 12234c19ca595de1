"""A CSV file as DuckDB can stream it: UTF-8 text, with the delimiter the in-memory reader
detects.

DuckDB reads UTF-8 only (other encodings are an extension it would have to download), while
field teams' exports are often Windows-1252 or UTF-16. Such a file is copied once, as UTF-8,
into the session's private folder; a UTF-8 file is read in place after a fast check of all
its bytes (about 3 GB/s). Both readers then see the same text: the encoding is detected as
`engine.data.layout` detects it, with the same fallback for a file whose start is UTF-8 and
a later part is not.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from pathlib import Path

from engine.core.i18n import tr
from engine.core.jobs import JobContext
from engine.data.layout import (
    CsvLayout,
    first_undecodable,
    refuse_mixed_utf8,
    sniff_csv,
    undecodable,
)

CHUNK_BYTES = 4 * 1024 * 1024
UTF8 = ("utf-8", "utf-8-sig")  # DuckDB skips a byte-order mark itself


@dataclass(frozen=True)
class StreamableCsv:
    path: Path  # the file itself, or its UTF-8 copy in the session's folder
    layout: CsvLayout  # as detected on the original file
    encoding: str  # the whole file's encoding (the sniff's, or the legacy fallback)


def streamable_csv(path: Path, folder: Path, ctx: JobContext) -> StreamableCsv:
    """The CSV `path` as UTF-8: itself when every byte decodes so, else a copy in `folder`."""
    layout = sniff_csv(path)
    encoding = layout.encoding
    if encoding in UTF8:
        if _decode(path, encoding, ctx.sub(0.0, 0.3), tr("Checking the text encoding")):
            return StreamableCsv(path, layout, encoding)
        refuse_mixed_utf8(path)  # UTF-8 accents, then a byte that is not: never garbled
        encoding = "cp1252"  # a legacy Windows export whose first part was plain ASCII
    copy = folder / "input-utf8.csv"
    with open(copy, "wb") as sink:
        message = tr("Copying the file as UTF-8 text")
        if not _decode(path, encoding, ctx, message, sink):
            if encoding != "cp1252":
                raise undecodable(path, encoding, first_undecodable(path, encoding)[0])
            sink.seek(0)
            sink.truncate()
            encoding = "latin-1"  # decodes any byte, as the in-memory reader falls back
            _decode(path, encoding, ctx, message, sink)
    return StreamableCsv(copy, layout, encoding)


def _decode(path: Path, encoding: str, ctx: JobContext, message: str, sink=None) -> bool:
    """Decode the whole file (writing it as UTF-8 to `sink` if given); False at the first
    byte that does not decode."""
    size = max(1, path.stat().st_size)
    decoder = codecs.getincrementaldecoder(encoding)()
    done = 0
    try:
        with open(path, "rb") as source:
            while chunk := source.read(CHUNK_BYTES):
                text = decoder.decode(chunk)
                if sink is not None:
                    sink.write(text.encode("utf-8"))
                done += len(chunk)
                ctx.report(done / size, message)
            text = decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    if sink is not None:
        sink.write(text.encode("utf-8"))
    return True

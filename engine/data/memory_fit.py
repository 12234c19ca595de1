"""Whether a data file, once read, fits in the memory free now.

Checked before reading, so a file too large fails in a second with a clear message instead
of swapping for minutes. A CSV or Parquet file too large is still usable by the tasks that
aggregate straight from the file (`TooLargeForMemory` lets the caller fall back to the
file's first rows: `engine.data.readers.read_table_or_head`).
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import number, tr

# In-memory size of a loaded table per byte of file, by format: compressed formats expand
# more, and openpyxl holds one Python object per cell.
EXPANSION_FACTOR = {"csv": 4.0, "xlsx": 40.0, "parquet": 10.0, "sav": 3.0, "dta": 3.0}


class TooLargeForMemory(InputError):
    """The file would not fit in the memory free now."""


def smaller_extract() -> str:
    return tr("Export a smaller extract (fewer rows or columns) and open that instead.")


def available_memory_bytes() -> int | None:
    """Physical memory free now, where the platform reports it (POSIX sysconf)."""
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def check_fits_in_memory(path: Path, file_format: str) -> None:
    available = available_memory_bytes()
    needed = path.stat().st_size * EXPANSION_FACTOR[file_format]
    if available is not None and needed > available:
        raise TooLargeForMemory(
            tr(
                "the file is too large for the memory available (about {needed} GB needed, "
                "{free} GB free)."
            ).format(needed=number(needed / 1e9, ".1f"), free=number(available / 1e9, ".1f")),
            path=path,
            hint=smaller_extract(),
        )

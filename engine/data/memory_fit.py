"""Whether a data file, once read, fits in the memory available now.

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
    """The file would not fit in the memory available now."""


def smaller_extract() -> str:
    return tr("Export a smaller extract (fewer rows or columns) and open that instead.")


def available_memory_bytes() -> int | None:
    """Physical memory a program can use now without swapping, where the platform reports
    it: free memory plus the caches the system gives back (Linux MemAvailable, Windows
    available physical memory); else the free pages alone (POSIX sysconf)."""
    try:
        with open("/proc/meminfo", "rb") as meminfo:
            for line in meminfo:
                if line.startswith(b"MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    if os.name == "nt":
        return _windows_available()
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def _windows_available() -> int | None:
    import ctypes

    class MemoryStatus(ctypes.Structure):
        _fields_ = [
            ("length", ctypes.c_ulong),
            ("load", ctypes.c_ulong),
            ("total_physical", ctypes.c_ulonglong),
            ("available_physical", ctypes.c_ulonglong),
            ("total_page_file", ctypes.c_ulonglong),
            ("available_page_file", ctypes.c_ulonglong),
            ("total_virtual", ctypes.c_ulonglong),
            ("available_virtual", ctypes.c_ulonglong),
            ("available_extended", ctypes.c_ulonglong),
        ]

    status = MemoryStatus()
    status.length = ctypes.sizeof(MemoryStatus)
    if not ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):
        return None
    return int(status.available_physical)


def check_fits_in_memory(path: Path, file_format: str, described_bytes: float = 0) -> None:
    """`described_bytes`: what the file's own metadata says the table will take (rows
    from a Parquet footer, cells and XML size of a workbook), which can far exceed its
    size on disk."""
    available = available_memory_bytes()
    needed = max(path.stat().st_size * EXPANSION_FACTOR[file_format], described_bytes)
    if available is not None and needed > available:
        raise TooLargeForMemory(
            tr(
                "the file is too large for the memory available (about {needed} GB needed, "
                "{available} GB available)."
            ).format(needed=number(needed / 1e9, ".1f"), available=number(available / 1e9, ".1f")),
            path=path,
            hint=smaller_extract(),
        )

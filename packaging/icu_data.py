"""Shrink Qt's ICU data library (libicudata.so, 32 MB) to what PrivDesk can use (5 MB).

PySide6's Linux wheels carry ICU, whose data library holds one "common data" package:
locale data for 800 locales, collation tailorings, code-page tables, transliterators and
dictionaries for Thai and CJK word breaking. Qt 6 asks ICU for collation (QCollator:
sorting in the file dialog), time-zone names and codecs by name; case mapping and
normalization live in ICU's code, not in this file. PrivDesk decodes files in Python,
never through Qt's codecs, and its interface speaks the shipped languages only.

Kept: every item that is not a locale bundle (ICU's tables, time zones, plural rules, the
root collation `coll/ucadata.icu`, normalization, emoji and layout properties, ...), the
locale bundles of the root locale (every lookup falls back to it) and of the shipped
languages, the word-break rules without their dictionaries, and the Windows/DOS Western
code pages. Dropped: other languages' locale bundles (their users get root collation in
the file dialog, which differs only in language-specific tailorings such as Spanish ñ),
transliterators, word-break dictionaries, and the other legacy code pages.

The package format (ICU's `ucmndata.h`): a data header, then a table of contents (count,
then per item the offsets of its name and of its data, both from the table's start; names
sorted, because ICU looks them up by binary search), the names, and the items, each
starting on a 16-byte boundary. The new library exports the same symbol (`icudt73_dat`)
under the same soname, built with the C compiler from one `.incbin`.

Usage: python packaging/icu_data.py LIBICUDATA OUTPUT [LANG ...]   (default: en fr)
"""

from __future__ import annotations

import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ALIGNMENT = 16
# A locale bundle: language code, optional _Script/_REGION/_VARIANT parts ("sr_Latn_BA").
_LOCALE_BUNDLE = re.compile(r"^(?!res_index\.|pool\.)([a-z]{2,3})(_\w+)?\.res$")
# Windows-125x (ibm-5346..5354), DOS 437/850/858 and Windows-874.
_KEPT_CODE_PAGES = re.compile(
    r"^(ibm-(534[6-9]|535[0-4]|437|850|858)_P\d+-\d+|windows-874-2000)\.cnv$"
)


def keep_item(name: str, languages: tuple[str, ...]) -> bool:
    """Whether the package item `name` ("coll/fr.res", without "icudt73l/") stays."""
    tree, _, base = name.rpartition("/")
    if tree == "translit" or (tree == "brkitr" and base.endswith(".dict")):
        return False
    if base.endswith(".cnv"):
        return bool(_KEPT_CODE_PAGES.match(base))
    bundle = _LOCALE_BUNDLE.match(base)
    return bundle is None or bundle.group(1) in languages


def split_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The data header and the (full name, bytes) of every item, in table order."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or b"CmnD" not in blob[:header_size]:
        raise ValueError("not an ICU common data package (little-endian)")
    (count,) = struct.unpack_from("<I", blob, header_size)
    entries = [struct.unpack_from("<II", blob, header_size + 4 + 8 * i) for i in range(count)]
    starts = [header_size + data for _, data in entries] + [len(blob)]
    items = []
    for i, (name_offset, _) in enumerate(entries):
        name_start = header_size + name_offset
        name = blob[name_start : blob.index(b"\0", name_start)].decode("ascii")
        items.append((name, blob[starts[i] : starts[i + 1]]))
    return blob[:header_size], items


def join_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package holding `items` (already sorted, each padded to 16 bytes)."""
    count = len(items)
    table_size = 4 + 8 * count
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    data_start = -(-(len(header) + table_size + len(names)) // ALIGNMENT) * ALIGNMENT
    table = [struct.pack("<I", count)]
    name_offset, data_offset = table_size, data_start - len(header)
    for name, data in items:
        table.append(struct.pack("<II", name_offset, data_offset))
        name_offset += len(name) + 1
        data_offset += len(data)
    padding = b"\xaa" * (data_start - len(header) - table_size - len(names))
    return b"".join([header, *table, names, padding, *(data for _, data in items)])


def elf_symbol(library: bytes, pattern: str = r"icudt\d+_dat") -> tuple[str, bytes]:
    """Name and bytes of the exported data symbol matching `pattern` (64-bit ELF)."""
    if library[:5] != b"\x7fELF\x02" or library[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF library")
    (shoff,) = struct.unpack_from("<Q", library, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * shentsize) for i in range(shnum)
    ]
    for _, sh_type, _, _, offset, size, link, _, _, entsize in sections:
        if sh_type != 11:  # SHT_DYNSYM
            continue
        strings = sections[link][4]
        for at in range(offset, offset + size, entsize):
            st_name, _, _, shndx, value, sym_size = struct.unpack_from("<IBBHQQ", library, at)
            name = library[strings + st_name : library.index(b"\0", strings + st_name)]
            if re.fullmatch(pattern, name.decode("ascii", "replace")) and shndx < shnum:
                _, _, _, address, section_offset, *_ = sections[shndx]
                start = section_offset + value - address
                return name.decode("ascii"), library[start : start + sym_size]
    raise ValueError(f"no exported symbol matching {pattern}")


def build_library(symbol: str, package: bytes, soname: str, output: Path, cc: str = "cc"):
    """Write a shared library exporting `package` as `symbol` (needs a C compiler)."""
    with tempfile.TemporaryDirectory() as work:
        data = Path(work) / "package.dat"
        data.write_bytes(package)
        source = Path(work) / "package.S"
        source.write_text(
            f".section .rodata\n.balign {ALIGNMENT}\n.globl {symbol}\n"
            f'.type {symbol}, @object\n{symbol}:\n.incbin "{data}"\n'
            f".size {symbol}, . - {symbol}\n"
            '.section .note.GNU-stack,"",@progbits\n'
        )
        subprocess.run(
            [cc, "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(output), str(source)],
            check=True,
            capture_output=True,
            text=True,
        )


def trim_library(source: Path, output: Path, languages=("en", "fr"), cc: str = "cc"):
    """Write the trimmed copy of the ICU data library `source` to `output`.

    Returns (size before, size after) of the data package, in bytes. The new library is
    read back and must hold exactly the trimmed package.
    """
    symbol, package = elf_symbol(Path(source).read_bytes())
    header, items = split_package(package)
    prefix = items[0][0].split("/", 1)[0] + "/"  # "icudt73l/"
    kept = [(name, data) for name, data in items if keep_item(name[len(prefix) :], languages)]
    trimmed = join_package(header, kept)
    build_library(symbol, trimmed, Path(source).name, Path(output), cc)
    if elf_symbol(Path(output).read_bytes(), re.escape(symbol)) != (symbol, trimmed):
        raise RuntimeError(f"{output} does not hold the trimmed ICU data")
    return len(package), len(trimmed)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__.rsplit("Usage: ", 1)[1])
    before, after = trim_library(
        Path(sys.argv[1]), Path(sys.argv[2]), tuple(sys.argv[3:]) or ("en", "fr")
    )
    print(f"ICU data {before / 1e6:.1f} MB -> {after / 1e6:.1f} MB")

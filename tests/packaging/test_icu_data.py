"""packaging/icu_data.py: the trimmed ICU data is a valid package that Qt still collates with.

The twin of the fast path is the identity: splitting Qt's own package and joining every
item again gives the original bytes. The Qt check runs a fresh interpreter whose loader
finds the trimmed library first (LD_LIBRARY_PATH comes before the library's RUNPATH), and
a control library without the root collation shows the check can fail.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.paths import REPO, load_script

icu_data = load_script(REPO / "packaging" / "icu_data.py")


def _qt_icu_library() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


LIBRARY = _qt_icu_library()
pytestmark = pytest.mark.skipif(LIBRARY is None, reason="this Qt does not bundle ICU (Linux)")
LANGUAGES = ("en", "fr")


@pytest.fixture(scope="module")
def package():
    symbol, blob = icu_data.elf_symbol(LIBRARY.read_bytes())
    assert symbol.startswith("icudt") and symbol.endswith("_dat")
    return blob


def test_split_then_join_gives_the_original_bytes(package):
    header, items = icu_data.split_package(package)
    assert len(items) > 1000
    assert icu_data.join_package(header, items) == package


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("root.res", True),
        ("fr_CA.res", True),
        ("en_001.res", True),
        ("coll/fr.res", True),
        ("coll/ucadata.icu", True),
        ("res_index.res", True),
        ("zone/pool.res", True),
        ("supplementalData.res", True),
        ("zoneinfo64.res", True),
        ("brkitr/word.brk", True),
        ("ibm-5348_P100-1997.cnv", True),
        ("cnvalias.icu", True),
        ("de.res", False),
        ("coll/sv.res", False),
        ("ff.res", False),
        ("fil_PH.res", False),
        ("sr_Latn_BA.res", False),
        ("translit/root.res", False),
        ("brkitr/thaidict.dict", False),
        ("gb18030.cnv", False),
    ],
)
def test_what_stays(name, kept):
    assert icu_data.keep_item(name, LANGUAGES) is kept


def test_trimmed_package_is_sorted_aligned_and_complete(package):
    header, items = icu_data.split_package(package)
    prefix = len(items[0][0].split("/", 1)[0]) + 1
    kept = [item for item in items if icu_data.keep_item(item[0][prefix:], LANGUAGES)]
    trimmed = icu_data.join_package(header, kept)
    assert len(trimmed) < len(package) / 4
    header_again, items_again = icu_data.split_package(trimmed)
    assert header_again == header
    assert items_again == kept
    names = [name for name, _ in items_again]
    assert names == sorted(names)  # ICU finds items by binary search
    offset = len(header) + 4 + 8 * len(names) + sum(len(n) + 1 for n in names)
    offset += -offset % 16
    for _, data in items_again:
        assert offset % 16 == 0
        assert data[2:4] == b"\xda\x27"  # every item starts with ICU's data header
        offset += len(data)


PROBE = textwrap.dedent(
    """
    import functools
    from PySide6.QtCore import QCollator, QLocale
    french = QCollator(QLocale("fr_FR"))
    french.setNumericMode(True)
    words = ["zèbre", "école", "Eve", "ete", "fichier10", "fichier9"]
    print(" ".join(sorted(words, key=functools.cmp_to_key(french.compare))))
    """
)


def _sorted_with(library_dir: Path) -> str:
    environment = {**os.environ, "LD_LIBRARY_PATH": str(library_dir)}
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=environment,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return result.stdout.strip()


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
def test_qt_collates_french_with_the_trimmed_library(tmp_path, package):
    trimmed_dir, control_dir = tmp_path / "trimmed", tmp_path / "control"
    trimmed_dir.mkdir()
    control_dir.mkdir()
    before, after = icu_data.trim_library(LIBRARY, trimmed_dir / LIBRARY.name, LANGUAGES)
    assert before == len(package) and after < before / 4

    expected = "école ete Eve fichier9 fichier10 zèbre"
    assert _sorted_with(trimmed_dir) == expected

    header, items = icu_data.split_package(package)
    without_collation = [item for item in items if not item[0].endswith("coll/ucadata.icu")]
    symbol, _ = icu_data.elf_symbol(LIBRARY.read_bytes())
    icu_data.build_library(
        symbol,
        icu_data.join_package(header, without_collation),
        LIBRARY.name,
        control_dir / LIBRARY.name,
    )
    assert _sorted_with(control_dir) != expected

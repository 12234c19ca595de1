"""Replace byte-identical copies of a shared library in the bundle by relative symlinks.

scipy.libs carries copies of numpy's libgfortran and libquadmath (3 MB). The loader finds
a library by its soname either way, and install.sh's `cp -R` and tar keep symlinks.

Usage: python packaging/link_duplicates.py BUNDLE_INTERNAL_DIR
"""

import hashlib
import os
import sys
from collections import defaultdict
from pathlib import Path


def link_duplicates(root: Path) -> int:
    """Link every later copy to the first (in path order); returns the bytes saved."""
    groups = defaultdict(list)
    for path in sorted(root.rglob("*.so*")):
        if path.is_file() and not path.is_symlink():
            groups[(path.name, path.stat().st_size)].append(path)
    saved = 0
    for (_, size), paths in groups.items():
        digest = hashlib.sha256(paths[0].read_bytes()).digest()
        for copy in paths[1:]:
            if hashlib.sha256(copy.read_bytes()).digest() == digest:
                copy.unlink()
                copy.symlink_to(os.path.relpath(paths[0], copy.parent))
                saved += size
                print(f"lean: {copy.relative_to(root)} -> {paths[0].relative_to(root)}")
    return saved


if __name__ == "__main__":
    saved = link_duplicates(Path(sys.argv[1]))
    print(f"lean: duplicate libraries linked, {saved / 1e6:.1f} MB")

"""Files PrivDesk reads: only regular files, refused with one sentence otherwise (a folder,
a pipe that would wait forever, a device that never ends, a path that cannot be opened)."""

from __future__ import annotations

import stat
from pathlib import Path

from engine.core.errors import InputError
from engine.core.i18n import tr


def regular_file_size(path: Path, missing: str, key: str | None = None) -> int:
    """The size of the file at `path`; `missing` is the message when there is none, `key`
    the setting that names the file, if any.

    Anything but a regular file is refused before it is opened: a folder, a pipe (which
    would wait forever for a writer) or a device such as /dev/zero (which never ends)."""
    try:
        return _regular_file_size(path, missing)
    except InputError as exc:
        if key is None or exc.reason == missing:
            raise
        reason = tr("{key}: {message}").format(key=key, message=exc.reason)
        raise InputError(reason, path=path, hint=exc.hint) from None


def _regular_file_size(path: Path, missing: str) -> int:
    try:
        info = path.stat()
    except FileNotFoundError:
        raise InputError(missing, path=path) from None
    except ValueError:  # a NUL character in the path
        raise InputError(tr("the path contains a NUL character (\\0)."), path=path) from None
    except OSError as exc:  # a name too long, a loop of links, no permission
        raise InputError(
            tr("this path cannot be opened ({error}).").format(error=exc.strerror or exc),
            path=path,
        ) from None
    if stat.S_ISDIR(info.st_mode):
        raise InputError(
            tr("this is a folder, not a file."), path=path, hint=tr("Choose a file inside it.")
        )
    if not stat.S_ISREG(info.st_mode):
        kind = tr("a pipe") if stat.S_ISFIFO(info.st_mode) else tr("a device or socket")
        raise InputError(
            tr("this is not a regular file but {kind}, which cannot be read as a file.").format(
                kind=kind
            ),
            path=path,
            hint=tr("Choose a file saved on a disk."),
        )
    return info.st_size

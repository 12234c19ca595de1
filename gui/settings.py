"""Per-user settings (window state, recent files) in the platform's settings store."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8


def settings() -> QSettings:
    return QSettings()


def recent(key: str) -> list[Path]:
    """Recent paths under `key` that still exist, newest first."""
    values = settings().value(key, [], type=list) or []
    return [Path(v) for v in values if Path(v).exists()]


def add_recent(key: str, path: Path) -> None:
    paths = [str(path)] + [str(p) for p in recent(key) if p != path]
    settings().setValue(key, paths[:MAX_RECENT])

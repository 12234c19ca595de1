"""Inputs that Spark reads where the data lives: `hdfs://…`, `s3a://…`, `abfss://…`,
`gs://…`, `dbfs:/…`, `file://…` (project `engine.kind: spark` only).

Such a location is handed to Spark as written; it is never opened, checked for existence or
fingerprinted on this machine. `RemotePath` answers the little of `pathlib.Path` that the
readers, messages and manifests use (`name`, `suffix`, `str()`), and is no `os.PathLike`,
so nothing can open it as a local file by mistake.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

SPARK_SCHEMES = ("hdfs", "s3a", "s3", "abfs", "abfss", "gs", "dbfs", "file")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]+):/")  # two letters at least: not "C:\"


@dataclass(frozen=True)
class RemotePath:
    """A location Spark reads, as the project wrote it."""

    uri: str

    def __str__(self) -> str:
        return self.uri

    @property
    def name(self) -> str:
        return PurePosixPath(urlsplit(self.uri).path).name

    @property
    def suffix(self) -> str:
        return PurePosixPath(self.name).suffix


def spark_location(value) -> RemotePath | None:
    """`value` as a RemotePath when it is text that starts with a scheme Spark reads."""
    match = _SCHEME.match(value) if isinstance(value, str) else None
    if match is None or match.group(1).lower() not in SPARK_SCHEMES:
        return None
    return RemotePath(value.strip())


def is_remote(path) -> bool:
    return isinstance(path, RemotePath)


def as_path(path) -> Path | RemotePath:
    """A local path as a Path; a Spark location as it is."""
    return path if isinstance(path, RemotePath) else Path(path)

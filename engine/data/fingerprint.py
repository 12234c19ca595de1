"""A data file's fingerprint (SHA-256): how manifests, reports and the statistics ledger
name the exact input, computed in a stream so a file larger than memory can be hashed."""

from __future__ import annotations

import hashlib
from pathlib import Path

from engine.core.jobs import JobContext

HASH_CHUNK_BYTES = 1024 * 1024


def file_sha256(path: str | Path, ctx: JobContext | None = None) -> str:
    """Hex SHA-256 of a file, streamed so large inputs never sit in memory twice (`ctx`
    sees the share read and can cancel)."""
    digest = hashlib.sha256()
    size = max(Path(path).stat().st_size, 1)
    done = 0
    with open(path, "rb") as handle:
        while chunk := handle.read(HASH_CHUNK_BYTES):
            digest.update(chunk)
            if ctx is not None:
                done += len(chunk)
                ctx.report(done / size)
    return digest.hexdigest()

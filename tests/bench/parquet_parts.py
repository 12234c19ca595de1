"""Write a Parquet file larger than memory, one part at a time, through DuckDB (the
benchmarks' generators; PrivDesk itself reads and writes Parquet with DuckDB too)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import duckdb
import pandas as pd


class ParquetParts:
    """`append` each chunk as a DataFrame, then `close` merges the parts into `path` in
    order, streaming (DuckDB's memory stays bounded), and deletes them."""

    def __init__(self, path: Path, compression: str = "snappy", row_group: int = 1_000_000):
        self.path, self.compression, self.row_group = Path(path), compression, row_group
        self.folder = Path(tempfile.mkdtemp(prefix="parts-", dir=self.path.parent))
        self.con = duckdb.connect(config={"autoinstall_known_extensions": False})
        self.count = 0

    def append(self, frame: pd.DataFrame) -> None:
        self.con.register("part", frame)
        self.con.execute(
            "COPY part TO ? (FORMAT parquet)", [str(self.folder / f"{self.count:06d}.parquet")]
        )
        self.con.unregister("part")
        self.count += 1

    def close(self) -> None:
        try:
            self.con.execute(
                f"COPY (SELECT * FROM read_parquet(?)) TO ? (FORMAT parquet, "
                f"COMPRESSION {self.compression}, ROW_GROUP_SIZE {self.row_group})",
                [str(self.folder / "*.parquet"), str(self.path)],
            )
        finally:
            self.con.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> ParquetParts:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

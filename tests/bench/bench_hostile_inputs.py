"""The hostile corpus at full size (issue #29; the small versions are
tests/engine/test_hostile_inputs.py): each input is made in a temporary folder, then read
in a fresh process, which must end with a refusal (or a table) within 60 s and 2 GB.

Cases: a Parquet file of 1.5·10⁹ rows of one repeated value (a few MB on disk); a workbook
whose sheet XML is gigabytes of blanks (a zip bomb of a few MB); a CSV whose header has
40,000 columns (600 KB); a 200 MB UTF-8 CSV with one Windows-1252 row at its end; a
project file of 2,000,000 histogram edges (16 MB).

Usage: python tests/bench/bench_hostile_inputs.py [BOMB_GB]   (default 7)
"""

from __future__ import annotations

import json
import multiprocessing
import resource
import sys
import tempfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

LIMIT_SECONDS = 60
LIMIT_BYTES = 2 * 1024**3


def make_parquet(folder: Path) -> Path:
    import duckdb

    path = folder / "rows.parquet"
    con = duckdb.connect()
    con.execute(
        f"COPY (SELECT 1::TINYINT AS a FROM range(1500000000)) TO '{path}' (FORMAT parquet)"
    )
    return path


def make_bomb(folder: Path, gigabytes: float) -> Path:
    import pandas as pd

    plain = folder / "plain.xlsx"
    pd.DataFrame({"a": [1, 2]}).to_excel(plain, index=False)
    path = folder / "bomb.xlsx"
    blanks = b" " * (64 * 1024 * 1024)
    with zipfile.ZipFile(plain) as old, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as new:
        for item in old.infolist():
            data = old.read(item.filename)
            if item.filename != "xl/worksheets/sheet1.xml":
                new.writestr(item.filename, data)
                continue
            head, tail = data.split(b"<sheetData>", 1)
            with new.open(item.filename, "w", force_zip64=True) as sheet:
                sheet.write(head + b"<sheetData>")
                for _ in range(int(gigabytes * 1024**3 / len(blanks))):
                    sheet.write(blanks)
                sheet.write(tail)
    return path


def make_wide_csv(folder: Path) -> Path:
    path = folder / "wide.csv"
    header = ";".join(f"question_{i:05d}" for i in range(40_000))
    row = ";".join(str(i % 7) for i in range(40_000))
    path.write_text(f"{header}\n{row}\n{row}\n", encoding="utf-8")
    return path


def make_mixed_csv(folder: Path) -> Path:
    path = folder / "mixed.csv"
    line = "Lomé,Sokodé,12.5\n".encode()
    with open(path, "wb") as handle:
        handle.write(b"town,district,value\n")
        for _ in range(200 * 1024 * 1024 // (len(line) * 10_000)):
            handle.write(line * 10_000)
        handle.write("Bénin,Kara,7\n".encode("cp1252"))
    return path


def make_project(folder: Path) -> Path:
    path = folder / "bins.json"
    document = json.loads((REPO / "resources/samples/statistics_project.json").read_text())
    document["queries"] = [{"type": "histogram", "column": "age", "bins": list(range(2_000_000))}]
    path.write_text(json.dumps(document))
    return path


def read(kind: str, path: str) -> str:
    from engine.core.errors import PrivDeskError

    try:
        if kind == "project":
            from engine.cli import load_task_project

            load_task_project(Path(path))
            return "accepted"
        from engine.data.readers import read_table

        return f"read {read_table(path).frame.shape}"
    except PrivDeskError as exc:
        return f"refused: {str(exc)[:110]}"


def _child(kind: str, path: str, queue) -> None:
    started = time.perf_counter()
    outcome = read(kind, path)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    queue.put((outcome, time.perf_counter() - started, peak))


def measure(kind: str, path: Path) -> None:
    queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=_child, args=(kind, str(path), queue))
    child.start()
    child.join(LIMIT_SECONDS * 2)
    if child.is_alive():
        child.kill()
        print(f"{path.name:14} FAILED: still running after {2 * LIMIT_SECONDS} s")
        return
    outcome, seconds, peak = queue.get()
    ok = seconds <= LIMIT_SECONDS and peak <= LIMIT_BYTES
    print(
        f"{path.name:14} {path.stat().st_size / 1e6:9.1f} MB  {seconds:6.1f} s  "
        f"{peak / 1e6:7.0f} MB peak  {'ok' if ok else 'OVER LIMIT'}  {outcome}"
    )


def main() -> None:
    bomb_gb = float(sys.argv[1]) if len(sys.argv) > 1 else 7.0
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        cases = [
            ("data", make_parquet(folder)),
            ("data", make_bomb(folder, bomb_gb)),
            ("data", make_wide_csv(folder)),
            ("data", make_mixed_csv(folder)),
            ("project", make_project(folder)),
        ]
        for kind, path in cases:
            measure(kind, path)


if __name__ == "__main__":
    main()

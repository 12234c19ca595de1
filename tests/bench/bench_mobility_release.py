"""National-volume mobility release: `python tests/bench/bench_mobility_release.py [--records N]`.

Writes N call records (400 regions × 60 days, one outage day; gen_mobility_records.py) as
Parquet in a work folder, unless they are there already, then runs the whole release as a
user would, `python main.py run project.json` (counts, caps, noise, audits, the D·k·(k−1)
row table, manifest and report), and reports its wall time and peak resident memory. The
peak is the run's largest resident set, as the kernel reports it when the process ends
(wait4's ru_maxrss; also polled from /proc/<pid>/status VmHWM while it runs), so it includes
DuckDB's buffers. Issue 17's target: 100,000,000 records in under 3 minutes and 4 GB on 2
cores. The default is 10,000,000 records (the full size takes a few minutes to generate).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def peak_kib(pid: int) -> int:
    """VmHWM of a running process in KiB (0 once it has ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def run_release(project: Path, out: Path) -> dict:
    """Run `main.py run` on `project`, polling its memory; returns seconds and peak GB."""
    command = [sys.executable, str(REPO / "main.py"), "run", str(project), "--output-dir", str(out)]
    out.mkdir(parents=True, exist_ok=True)
    log = out / "run.log"
    began = time.perf_counter()
    with log.open("w", encoding="utf-8") as sink:  # a file, so a full pipe never blocks it
        process = subprocess.Popen(command, cwd=REPO, stdout=sink, stderr=subprocess.STDOUT)
        peak = 0
        while True:  # wait4 reaps the child with its own peak (ru_maxrss, KiB)
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            peak = max(peak, peak_kib(process.pid))
            time.sleep(0.2)
    seconds = time.perf_counter() - began
    peak = max(peak, usage.ru_maxrss)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"main.py run failed:\n{log.read_text()}")
    return {"seconds": round(seconds, 1), "peak_gb": round(peak / 2**20, 2)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000_000)
    parser.add_argument(
        "--folder", type=Path, default=None, help="work folder (default: /tmp/privdesk-bench-N)"
    )
    parser.add_argument("--string-ids", action="store_true", help="hex subscriber ids")
    args = parser.parse_args(argv)
    suffix = "-strings" if args.string_ids else ""
    folder = args.folder or Path(f"/tmp/privdesk-bench-{args.records}{suffix}")
    if not (folder / "project.json").exists():
        generator = REPO / "tests" / "bench" / "gen_mobility_records.py"
        command = [sys.executable, str(generator), str(folder), "--records", str(args.records)]
        subprocess.run(command + (["--string-ids"] if args.string_ids else []), check=True)
    result = run_release(folder / "project.json", folder / "out")
    manifest = json.loads((folder / "out" / "manifest.json").read_text(encoding="utf-8"))
    summary = {
        "records": manifest["data_checks"]["records"],  # the data holder's raw facts
        "days": manifest["input"]["days"],
        "regions": len(manifest["input"]["regions"]),
        "rows_written": manifest["outputs"]["matrices_rows"],
        "seconds": result["seconds"],
        "peak_gb": result["peak_gb"],
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()

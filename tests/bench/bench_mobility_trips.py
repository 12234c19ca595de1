"""Trip extraction benchmark: `python tests/bench/bench_mobility_trips.py [--records N ...]`.

Shows that extract_daily_counts keeps memory bounded as the input grows (DuckDB streams
the file and spills sorts to disk under a 2 GB limit). For each N it writes N synthetic
records (sorted like an operator export would not be: rows are in random order) as Parquet
in a temporary folder, then times trip-level and capped (T = 3) extraction in a fresh
Python process, so each peak resident memory (ru_maxrss) is that run's own. Generation
happens in the parent, before the clock starts. The issue's full size is
`--records 100000000` (about 2 GB of Parquet and several minutes; not run by default).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402

N_REGIONS = 100
TOWERS_PER_REGION = 10
DAYS = 30
RECORDS_PER_SUBSCRIBER_DAY = 5
CHUNK = 5_000_000  # rows generated and written at a time, so generation stays small too


def write_input(folder: Path, n_records: int, seed: int = 0) -> tuple[Path, Path]:
    """N records: subscribers calling 5 times a day on average, mostly near home."""
    import pandas as pd

    from tests.bench.parquet_parts import ParquetParts

    rng = np.random.default_rng(seed)
    n_towers = N_REGIONS * TOWERS_PER_REGION
    towers = folder / "towers.csv"
    towers.write_text(
        "tower,region\n"
        + "".join(f"T{i:05d},R{i // TOWERS_PER_REGION:03d}\n" for i in range(n_towers))
    )
    n_subscribers = max(n_records // (DAYS * RECORDS_PER_SUBSCRIBER_DAY), 1)
    home_tower = rng.integers(0, n_towers, size=n_subscribers)
    tower_ids = [f"T{i:05d}" for i in range(n_towers)]
    start = np.datetime64("2024-01-01T00:00:00", "s")
    records = folder / "records.parquet"
    with ParquetParts(records, compression="zstd") as parts:
        for offset in range(0, n_records, CHUNK):
            n = min(CHUNK, n_records - offset)
            sub = rng.integers(0, n_subscribers, size=n)
            seconds = rng.integers(0, DAYS * 86_400, size=n)
            away = rng.random(n) < 0.3
            tower = np.where(away, rng.integers(0, n_towers, size=n), home_tower[sub])
            parts.append(
                pd.DataFrame(
                    {
                        "subscriber": sub.astype(np.int64),
                        "time": start + seconds.astype("timedelta64[s]"),
                        "tower": pd.Categorical.from_codes(tower, categories=tower_ids),
                    }
                )
            )
    return records, towers


def child(records: str, towers: str, trips_per_day: int | None) -> None:
    """Run once in this process and print JSON with seconds and peak memory."""
    from engine.mobility.trips import extract_daily_counts

    start = time.perf_counter()
    result = extract_daily_counts(
        records,
        towers,
        trips_per_day=trips_per_day,
        rng_seed_source=np.random.default_rng(1),
    )
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    print(
        json.dumps(
            {
                "seconds": seconds,
                "peak_mb": peak_mb,
                "shape": list(result.counts.shape),
                "trips": result.n_trips,
                "kept": result.n_trips_kept,
            }
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--records",
        type=int,
        nargs="+",
        default=[10_000_000],
        help="record counts to benchmark (default 10000000; the issue's size is 100000000)",
    )
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        records, towers, cap = args.child
        child(records, towers, None if cap == "none" else int(cap))
        return
    print(f"{'records':>12} {'cap':>5} {'seconds':>8} {'peak RSS MB':>12}  trips (kept)")
    for n in args.records:
        with tempfile.TemporaryDirectory(prefix="privdesk-bench-") as tmp:
            records, towers = write_input(Path(tmp), n)
            size_mb = records.stat().st_size / 1e6
            for cap in ("none", "3"):
                out = subprocess.run(
                    [sys.executable, __file__, "--child", str(records), str(towers), cap],
                    check=True,
                    capture_output=True,
                    text=True,
                    cwd=REPO,
                ).stdout
                r = json.loads(out.strip().splitlines()[-1])
                print(
                    f"{n:>12,} {cap:>5} {r['seconds']:>8.1f} {r['peak_mb']:>12,.0f}  "
                    f"{r['trips']:,} ({r['kept']:,})  [{size_mb:.0f} MB Parquet]",
                    flush=True,
                )


if __name__ == "__main__":
    main()

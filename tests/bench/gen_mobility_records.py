"""Write a national-size call-record file for the mobility benchmark, in bounded memory.

`python tests/bench/gen_mobility_records.py OUTDIR [--records N] [--regions K] [--days D]`

Writes OUTDIR/records.parquet (N records: subscriber int64, or a 16-character hex string
with --string-ids; time timestamp[s]; tower int32),
OUTDIR/towers.csv (ids written with leading zeros, "00042": the records hold them as
integers, the shape issue 17 asks to read) and OUTDIR/project.json (a trip-level mobility
release at ε = 1, the SIR audit on, membership off). One calendar day in the middle is a
network outage with no records at all; the release must still hold it.

Records are generated and written one day at a time (about N / D rows), so memory stays
near one day's columns whatever N is. Subscribers call about 4 times on the days they are
seen, three quarters of the time at a tower of their home region and otherwise at one of
their usual destination region. The default is the issue's full size: 100,000,000 records,
400 regions, 60 days (about 1.5 GB of Parquet with snappy compression).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

TOWERS_PER_REGION = 5
RECORDS_PER_SUBSCRIBER_DAY = 4
HOME_SHARE = 0.75
ROW_GROUP = 1_000_000
FIRST_DAY = np.datetime64("2024-01-01", "D")


def write_towers(path: Path, regions: int) -> None:
    lines = ["tower,region"]
    for tower in range(regions * TOWERS_PER_REGION):
        lines.append(f"{tower:05d},R{tower // TOWERS_PER_REGION:03d}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_records(
    path: Path,
    n_records: int,
    regions: int,
    days: int,
    outage_day: int,
    seed: int,
    string_ids: bool = False,
) -> None:
    """N records over `days` days (none on `outage_day`), written day by day. With
    `string_ids` subscribers are 16-character hex strings (hashed numbers, as operators
    export them) instead of integers."""
    import pandas as pd

    from tests.bench.parquet_parts import ParquetParts

    rng = np.random.default_rng(seed)
    n_subscribers = max(n_records // (days * RECORDS_PER_SUBSCRIBER_DAY), 10)
    home = rng.integers(0, regions, size=n_subscribers, dtype=np.int32)
    usual = (home + rng.integers(1, regions, size=n_subscribers, dtype=np.int32)) % regions
    open_days = [d for d in range(days) if d != outage_day]
    per_day = np.full(len(open_days), n_records // len(open_days), dtype=np.int64)
    per_day[: n_records % len(open_days)] += 1
    names = None
    if string_ids:
        names = [f"{(i * 0x9E3779B97F4A7C15) % 2**64:016x}" for i in range(n_subscribers)]
    with ParquetParts(path, compression="snappy", row_group=ROW_GROUP) as parts:
        for day, n in zip(open_days, per_day, strict=True):
            sub = rng.integers(0, n_subscribers, size=n)
            region = np.where(rng.random(n) < HOME_SHARE, home[sub], usual[sub])
            tower = region * TOWERS_PER_REGION + rng.integers(0, TOWERS_PER_REGION, size=n)
            start = (FIRST_DAY + day).astype("datetime64[s]")
            times = start + rng.integers(0, 86_400, size=n).astype("timedelta64[s]")
            subscriber = (
                pd.Categorical.from_codes(sub, categories=names)
                if string_ids
                else sub.astype(np.int64)
            )
            parts.append(
                pd.DataFrame(
                    {"subscriber": subscriber, "time": times, "tower": tower.astype(np.int32)}
                )
            )


def write_project(path: Path) -> None:
    project = {
        "format": "privdesk-project/1",
        "task": {"kind": "mobility"},
        "input": {"records": "records.parquet", "towers": "towers.csv"},
        "mechanism": {"epsilon": 1.0, "level": "trip", "trips_per_day": 1, "threshold": 5},
        "audit": {"enabled": True, "seed": 1, "sir_origin": "R000"},
        "outputs": {
            "matrices": "od.parquet",
            "report": "report.html",
            "manifest": "manifest.json",
        },
    }
    path.write_text(json.dumps(project, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--records", type=int, default=100_000_000)
    parser.add_argument("--regions", type=int, default=400)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--outage-day", type=int, default=None, help="default: days // 3")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--string-ids", action="store_true", help="16-character hex subscriber ids, not integers"
    )
    args = parser.parse_args(argv)
    if args.records < 1 or args.regions < 2 or args.days < 2:
        parser.error("need at least 1 record, 2 regions and 2 days")
    outage = args.days // 3 if args.outage_day is None else args.outage_day
    args.outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    write_towers(args.outdir / "towers.csv", args.regions)
    write_records(
        args.outdir / "records.parquet",
        args.records,
        args.regions,
        args.days,
        outage,
        args.seed,
        args.string_ids,
    )
    write_project(args.outdir / "project.json")
    size = (args.outdir / "records.parquet").stat().st_size
    print(
        f"{args.records:,} records, {args.regions} regions, {args.days} days "
        f"(outage on day {outage}): {size / 1e9:.2f} GB in "
        f"{time.perf_counter() - began:.0f} s -> {args.outdir}"
    )


if __name__ == "__main__":
    main()

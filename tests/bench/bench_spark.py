"""DuckDB vs Spark (local mode) on the stages that read raw records (issue 34):
`python tests/bench/bench_spark.py [--records N] [--rows M] [--master local[2]]`.

Mobility: N generated call records (gen_mobility_records.py: 400 regions × 60 days, one
outage day, Parquet) through `extract_records` as a trip-level release calls it (checks,
trips, calendar, daily counts, homes, trips per person), once per engine, with the time of
each stage (the progress messages) and, for Spark, of each statement (a table is computed
where it is first used). Statistics: M generated survey rows (Parquet) through the
out-of-core group-by (a count by region × sex, a sum, a histogram) with a privacy unit of
4 rows that binds at 2. Both engines must give the same trip-level counts.

Prints a JSON report: seconds per stage, records per second, per core, and a capacity
estimate for 10 billion records a month. Needs PySpark (requirements-spark.txt) and Java.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core.jobs import JobContext
from engine.data.engines import EngineSpec

MONTH = 10_000_000_000  # records a month at a national operator


class Stages:
    """Wall time between progress messages: the stages of one run."""

    def __init__(self) -> None:
        self.began = self.last = time.perf_counter()
        self.message = "start"
        self.seconds: dict[str, float] = {}

    def __call__(self, fraction: float, message: str) -> None:
        now = time.perf_counter()
        if message != self.message:
            self.seconds[self.message] = self.seconds.get(self.message, 0) + now - self.last
            self.message, self.last = message, now

    def done(self) -> dict:
        self("1", "end")
        return {k: round(v, 2) for k, v in self.seconds.items()} | {
            "total": round(time.perf_counter() - self.began, 2)
        }


def statement_timer(log: list):
    """Time every Spark statement (its rows collected): where Spark's time goes."""
    import engine.data.spark_io as spark_io

    run = spark_io.SparkConnection.execute

    def timed(self, text, params=None):
        began = time.perf_counter()
        result = run(self, text, params)
        if result._frame is not None and result._rows is None:
            result._collected()
        log.append((round(time.perf_counter() - began, 2), " ".join(text.split())[:80]))
        return result

    spark_io.SparkConnection.execute = timed


def mobility(folder: Path, engine: EngineSpec | None) -> tuple[dict, np.ndarray]:
    from engine.mobility.trips import extract_records

    stages = Stages()
    found = extract_records(
        folder / "records.parquet",
        folder / "towers.csv",
        with_activity=True,
        with_presence=False,
        ctx=JobContext(stages),
        engine=engine,
    )
    return stages.done(), found.counts.counts


def survey(path: Path, rows: int) -> None:
    import pandas as pd

    from engine.core.parquet import write_parquet

    rng = np.random.default_rng(0)
    frame = pd.DataFrame(
        {
            "household": np.arange(rows) // 4,
            "region": rng.choice(["North", "South", "East", "West"], rows),
            "sex": rng.choice(["F", "M"], rows),
            "income": rng.lognormal(10, 1, rows).round(),
            "age": rng.integers(0, 95, rows),
        }
    )
    write_parquet(frame, path)


def statistics(path: Path, engine: EngineSpec | None) -> dict:
    from engine.statistics.out_of_core import unit_totals_from_file
    from engine.statistics.privacy_unit import PrivacyUnit
    from engine.statistics.queries import Query

    queries = [
        Query("contingency", by=("region", "sex")),
        Query("sum", "income", (0.0, 200000.0), ("region",)),
        Query("histogram", "age", bins=(0.0, 15.0, 30.0, 45.0, 60.0, 95.0)),
    ]
    categories = {"region": ("North", "South", "East", "West"), "sex": ("F", "M")}
    stages = Stages()
    unit_totals_from_file(
        path, queries, categories, JobContext(stages), PrivacyUnit("household", 2),
        np.random.default_rng(), engine,
    )  # fmt: skip
    return stages.done()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=10_000_000)
    parser.add_argument("--rows", type=int, default=2_000_000)
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()))
    args = parser.parse_args(argv)
    digits = "".join(c for c in args.master if c.isdigit())
    cores = int(digits) if args.master.startswith("local") and digits else 2
    folder = args.workdir / f"privdesk-bench-{args.records}"
    if not (folder / "records.parquet").exists():
        from tests.bench.gen_mobility_records import main as generate

        generate([str(folder), "--records", str(args.records)])
    table = args.workdir / f"privdesk-bench-survey-{args.rows}.parquet"
    if not table.exists():
        survey(table, args.rows)

    from pyspark.sql import SparkSession

    began = time.perf_counter()
    spark = (
        SparkSession.builder.master(args.master).appName("PrivDesk benchmark")
        .config("spark.driver.memory", "4g").config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.shuffle.partitions", str(4 * cores))
        .config("spark.sql.files.maxPartitionBytes", "16m")  # a 0.1 GB file: one task each core
        .getOrCreate()
    )  # fmt: skip
    spark.sparkContext.setLogLevel("ERROR")
    start = round(time.perf_counter() - began, 1)
    log: list = []
    statement_timer(log)
    spec = EngineSpec("spark", args.master)
    duck, duck_counts = mobility(folder, None)
    sparked, spark_counts = mobility(folder, spec)
    assert np.array_equal(duck_counts, spark_counts), "the engines' trip counts differ"
    spark_log, log[:] = list(log), []
    stats = {"duckdb": statistics(table, None), "spark": statistics(table, spec)}
    per_core = args.records / sparked["total"] / cores
    report = {
        "records": args.records,
        "master": args.master,
        "spark_start_seconds": start,
        "mobility": {"duckdb": duck, "spark": sparked},
        "spark_ratio": round(sparked["total"] / duck["total"], 1),
        "spark_statements": sorted(spark_log, reverse=True)[:12],
        "statistics_rows": args.rows,
        "statistics": stats,
        "spark_records_per_second_per_core": round(per_core),
        "core_hours_for_10_billion": round(MONTH / per_core / 3600, 1),
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()

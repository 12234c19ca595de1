"""Regenerate the bundled synthetic call-detail records ("Open sample data", mobility).

What the files hold (seed 20240003; the same rows on every run. The committed Parquet file
was written by pyarrow, which packed it to 8.6 MB; this script writes the same rows through
DuckDB, 9.8 MB, and tests/engine/test_samples.py checks the rows are equal):

* mobility_towers.csv — 30 regions R01..R30, each with 3–6 towers (T0001..T0127), 127 towers.
* mobility_records.parquet — columns subscriber (int64), time (timestamp, seconds),
  tower (text): 20,000 subscribers over 60 days from 2024-01-01 (a Monday) to 2024-02-29,
  1,828,782 records (about 1.5 per subscriber per day; 8.9 MB), sorted by subscriber and
  time. 177,327 trips (mean 0.21 per subscriber-day with records, at most 3).

How people move: each subscriber has a home region drawn by population. On a day with
records (85 % of days) they call at home in the morning, evening and at night (20:00–24:00,
so homes can be inferred); with probability 12 % (5 % on Sundays, day-of-week 6) they travel
to a region chosen by a gravity model, P(j) ∝ population_j / distance_ij², calling there
during the day, sometimes visiting a second region, then returning. 3 % of subscribers
travel on most days (drivers, traders). Region centroids are random points in a 100 × 100
square.

Shock: on day 40 (2024-02-10) 45 % of the subscribers living in R07 call from home in the
morning, then move to another region (gravity model) and stay there for the rest of the
period, so out-migration from R07 jumps on day 40 and R07's later traffic drops.

Usage: python resources/samples/make_mobility_sample.py [OUTPUT_DIR]   (default: this folder)
"""

from __future__ import annotations

import sys
from pathlib import Path

import duckdb
import numpy as np
import pandas as pd

SEED = 20240003
N_REGIONS = 30
N_SUBSCRIBERS = 20_000
N_DAYS = 60
START = np.datetime64("2024-01-01", "s")  # a Monday, so day-of-week = day % 7
SHOCK_DAY = 40
SHOCK_REGION = 6  # R07
SHOCK_SHARE = 0.45
ACTIVE_PROBABILITY = 0.85
TRAVEL_PROBABILITY = 0.12
SUNDAY_TRAVEL_PROBABILITY = 0.05
FREQUENT_SHARE = 0.03
FREQUENT_TRAVEL_PROBABILITY = 0.7
SECOND_STOP_PROBABILITY = 0.2
RECORDS_FILE = "mobility_records.parquet"
TOWERS_FILE = "mobility_towers.csv"

HOUR = 3600
# (start, length) of the calling windows, in seconds after midnight, in the order of a day.
MORNING = (6 * HOUR, 3 * HOUR)
AWAY = (10 * HOUR, 3 * HOUR)
SECOND_STOP = (13 * HOUR, 3 * HOUR)
EVENING = (17 * HOUR, 3 * HOUR)
NIGHT = (20 * HOUR, 4 * HOUR - 1)


def region_names() -> list[str]:
    return [f"R{i + 1:02d}" for i in range(N_REGIONS)]


def make_geography(rng: np.random.Generator):
    """Centroids, populations, towers per region and the gravity model's choice matrix."""
    centroids = rng.uniform(0.0, 100.0, size=(N_REGIONS, 2))
    population = rng.lognormal(0.0, 0.6, size=N_REGIONS)
    population[SHOCK_REGION] = population.max() * 1.1  # a large region, so the shock shows
    towers_per_region = rng.integers(3, 7, size=N_REGIONS)
    distance2 = ((centroids[:, None, :] - centroids[None, :, :]) ** 2).sum(axis=2)
    np.fill_diagonal(distance2, np.inf)
    gravity = population[None, :] / np.maximum(distance2, 25.0)
    gravity /= gravity.sum(axis=1, keepdims=True)
    return population / population.sum(), towers_per_region, np.cumsum(gravity, axis=1)


def choose(cumulative: np.ndarray, origin: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One gravity-model destination per origin (never the origin itself)."""
    u = rng.random(origin.size)
    picks = (cumulative[origin] < u[:, None]).sum(axis=1)
    return np.minimum(picks, N_REGIONS - 1)


def generate(rng: np.random.Generator):
    """Arrays (subscriber, seconds since START, region, tower index) sorted by sub, time."""
    population, towers_per_region, cumulative = make_geography(rng)
    first_tower = np.concatenate([[0], np.cumsum(towers_per_region)[:-1]])
    home = rng.choice(N_REGIONS, size=N_SUBSCRIBERS, p=population)
    frequent = rng.random(N_SUBSCRIBERS) < FREQUENT_SHARE
    subscribers = np.arange(N_SUBSCRIBERS)
    chunks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []

    def calls(who, day, region, window, mean_extra, at_least):
        """`at_least` + Poisson(mean_extra) calls per person in one window of the day."""
        n = at_least + rng.poisson(mean_extra, size=who.size)
        sub = np.repeat(who, n)
        t = day * 86_400 + window[0] + rng.integers(0, window[1], size=sub.size)
        chunks.append((sub, t, np.repeat(region, n)))

    for day in range(N_DAYS):
        active = subscribers[rng.random(N_SUBSCRIBERS) < ACTIVE_PROBABILITY]
        where = home[active]
        p_travel = np.where(
            frequent[active],
            FREQUENT_TRAVEL_PROBABILITY,
            SUNDAY_TRAVEL_PROBABILITY if day % 7 == 6 else TRAVEL_PROBABILITY,
        )
        if day == SHOCK_DAY:
            living = active[where == SHOCK_REGION]
            moving = living[rng.random(living.size) < SHOCK_SHARE]
            calls(moving, day, home[moving], MORNING, 0.5, 1)
            home[moving] = choose(cumulative, home[moving], rng)
            stays = ~np.isin(active, moving)
            active, where, p_travel = active[stays], where[stays], p_travel[stays]
            calls(moving, day, home[moving], AWAY, 0.5, 1)
            calls(moving, day, home[moving], NIGHT, 0.3, 1)
        travels = rng.random(active.size) < p_travel
        calls(active, day, where, MORNING, 0.6, 0)
        calls(active, day, where, EVENING, 0.3, 0)
        calls(active, day, where, NIGHT, 0.2, rng.random(active.size) < 0.45)
        out, origin = active[travels], where[travels]
        first = choose(cumulative, origin, rng)
        calls(out, day, first, AWAY, 0.5, 1)
        second = rng.random(out.size) < np.where(frequent[out], 0.6, SECOND_STOP_PROBABILITY)
        calls(out[second], day, choose(cumulative, first[second], rng), SECOND_STOP, 0.4, 1)
    sub = np.concatenate([c[0] for c in chunks])
    seconds = np.concatenate([c[1] for c in chunks])
    region = np.concatenate([c[2] for c in chunks])
    order = np.lexsort((seconds, sub))
    sub, seconds, region = sub[order], seconds[order], region[order]
    tower = first_tower[region] + rng.integers(0, towers_per_region[region])
    return sub, seconds, tower, towers_per_region


def tower_table(towers_per_region: np.ndarray) -> str:
    names = region_names()
    lines = ["tower,region"]
    number = 0
    for region, n in enumerate(towers_per_region):
        for _ in range(n):
            number += 1
            lines.append(f"T{number:04d},{names[region]}")
    return "\n".join(lines) + "\n"


def write(folder: Path) -> tuple[int, int]:
    """Write both files; returns (records, towers)."""
    rng = np.random.default_rng(SEED)
    sub, seconds, tower, towers_per_region = generate(rng)
    tower_ids = [f"T{i + 1:04d}" for i in range(int(towers_per_region.sum()))]
    records = pd.DataFrame(
        {
            "subscriber": sub.astype(np.int64),
            "time": START + seconds.astype("timedelta64[s]"),
            "tower": pd.Categorical.from_codes(tower, categories=tower_ids),
        }
    )
    with duckdb.connect(config={"autoinstall_known_extensions": False}) as con:
        con.register("records", records)
        con.execute(
            "COPY records TO ? (FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 9, "
            "ROW_GROUP_SIZE 1000000, PARQUET_VERSION V2)",
            [str(folder / RECORDS_FILE)],
        )
    (folder / TOWERS_FILE).write_text(tower_table(towers_per_region), encoding="utf-8")
    return len(sub), int(towers_per_region.sum())


def main(argv: list[str]) -> None:
    folder = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    records, towers = write(folder)
    size = (folder / RECORDS_FILE).stat().st_size + (folder / TOWERS_FILE).stat().st_size
    print(f"{records:,} records, {towers} towers, {size / 1e6:.1f} MB in {folder}")


if __name__ == "__main__":
    main(sys.argv)

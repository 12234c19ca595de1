"""Regenerate the bundled synthetic household survey (statistics task sample).

statistics_survey.csv — 3,000 households (seed 20240012): household_id, region (4 regions
North, South, East, West), district (24 districts D01..D24, six per region, of unequal
size: the smallest has a few dozen households, so small cells appear), sex of the head
(F/M), age of the head (18–90), monthly income (log-normal, higher in the North and for
larger households, a few very large values above the declared bound of 500,000), household
size (1–12) and a binary sensitive column hiv_positive (about 8 %, more often in the South).

Usage: python resources/samples/make_statistics_sample.py [OUTPUT_DIR]   (default: this folder)
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

SEED = 20240012
ROWS = 3_000
REGIONS = ("North", "South", "East", "West")


def make(rows: int = ROWS, seed: int = SEED) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    districts = [f"D{i:02d}" for i in range(1, 25)]
    weights = rng.gamma(1.2, 1.0, len(districts))
    weights /= weights.sum()
    district = rng.choice(len(districts), size=rows, p=weights)
    region = np.asarray(REGIONS)[district // 6]
    size = np.clip(rng.poisson(4.0, rows) + 1, 1, 12)
    age = np.clip(rng.normal(42, 14, rows).round(), 18, 90).astype(int)
    sex = np.where(rng.random(rows) < 0.32, "F", "M")
    level = {"North": 11.6, "South": 10.9, "East": 11.2, "West": 11.0}
    mu = np.array([level[r] for r in region]) + 0.05 * size - 0.15 * (sex == "F")
    income = np.round(np.exp(rng.normal(mu, 0.7)), -1)
    rate = np.where(region == "South", 0.14, 0.06)
    hiv = (rng.random(rows) < rate).astype(int)
    return pd.DataFrame(
        {
            "household_id": np.arange(1, rows + 1),
            "region": region,
            "district": np.asarray(districts)[district],
            "sex": sex,
            "age": age,
            "income": income.astype(int),
            "household_size": size,
            "hiv_positive": hiv,
        }
    )


def main(folder: Path) -> None:
    make().to_csv(folder / "statistics_survey.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)

"""Regenerate the bundled synthetic survey answers ("Open sample data", survey task).

survey_answers.csv (seed 20240013): 2,000 respondents with columns
* respondent — 1..2000;
* district — one of 8 districts (D1..D8), drawn with unequal weights;
* violence_experienced — yes/no, true share 12 % (8 % to 20 % by district);
* main_income — farming, trade, wages, aid or none (shares 40/20/15/15/10 %, shifted
  towards trade in D1–D2);
* monthly_income — whole numbers in [0, 200000] (log-normal around 45,000, clamped),
  24 answers left empty (non-response).
All answers are true (clear-text) answers: the sample project privatizes them.

Usage: python resources/samples/make_survey_sample.py [OUTPUT_DIR]   (default: this folder)
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

SEED = 20240013
N = 2_000
DISTRICTS = [f"D{i}" for i in range(1, 9)]
INCOME = ["farming", "trade", "wages", "aid", "none"]


def make(rng: np.random.Generator) -> pd.DataFrame:
    district = rng.choice(len(DISTRICTS), size=N, p=np.array([3, 2, 2, 1, 1, 1, 1, 1]) / 12)
    violence_rate = np.linspace(0.08, 0.20, len(DISTRICTS))[district]
    violence = np.where(rng.random(N) < violence_rate, "yes", "no")
    shares = np.array([0.40, 0.20, 0.15, 0.15, 0.10])
    trade_heavy = np.array([0.30, 0.35, 0.15, 0.10, 0.10])
    income_kind = np.array([rng.choice(5, p=trade_heavy if d < 2 else shares) for d in district])
    monthly = np.clip(np.round(rng.lognormal(np.log(45_000), 0.7, N), -2), 0, 200_000)
    frame = pd.DataFrame(
        {
            "respondent": np.arange(1, N + 1),
            "district": np.array(DISTRICTS)[district],
            "violence_experienced": violence,
            "main_income": np.array(INCOME)[income_kind],
            "monthly_income": pd.array(monthly.astype(np.int64), dtype="Int64"),
        }
    )
    frame.loc[rng.choice(N, size=24, replace=False), "monthly_income"] = pd.NA
    return frame


def main(folder: Path) -> None:
    make(np.random.default_rng(SEED)).to_csv(
        folder / "survey_answers.csv", index=False, lineterminator="\n"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent)

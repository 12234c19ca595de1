"""Regenerate the bundled sample datasets ("Open sample data") byte for byte.

The samples are synthetic, so a first run needs no one's real data: phone-usage features
driven by a hidden wealth (poverty) or creditworthiness (credit) score, with noise tuned so
the utility simulations give realistic numbers. Values are rounded so the files do not
depend on the last bit of a platform's maths library.

Usage: python resources/samples/make_samples.py [OUTPUT_DIR]   (default: this folder)
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pandas as pd

N_ROWS = 3000
POVERTY_SEED = 20240001
CREDIT_SEED = 20240002
POVERTY_FILE = "poverty_sample.csv"
CREDIT_FILE = "credit_sample.csv"


def _lognormal(
    rng: np.random.Generator, score: np.ndarray, base: float, slope: float, noise: float
):
    """Positive, right-skewed usage figures that rise (or fall) with the hidden score."""
    return np.exp(base + slope * score + noise * rng.standard_normal(score.size))


def _logistic(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-x))


def _phone_usage(rng: np.random.Generator, score: np.ndarray) -> dict[str, np.ndarray]:
    """Usage columns shared by both samples, ordered as an operator's export might be."""
    n = score.size
    return {
        "calls_out_per_day": np.round(_lognormal(rng, score, 1.0, 0.45, 0.45), 1),
        "sms_out_per_day": np.round(_lognormal(rng, score, 0.3, 0.35, 0.6), 1),
        "airtime_topup_monthly": np.round(_lognormal(rng, score, 7.5, 0.55, 0.45), -1).astype(int),
        "data_mb_monthly": np.round(_lognormal(rng, score, 5.0, 0.8, 0.8), 1),
        "n_contacts": rng.poisson(_lognormal(rng, score, 3.5, 0.4, 0.3)),
        "pct_calls_night": np.round(
            100 * _logistic(-1.5 - 0.3 * score + 0.5 * rng.standard_normal(n)), 1
        ),
        "mobile_money_tx_monthly": rng.poisson(_lognormal(rng, score, 1.2, 0.6, 0.5)),
        "n_towers_visited": 1 + rng.poisson(_lognormal(rng, score, 1.5, 0.3, 0.4)),
        "days_active": rng.binomial(
            30, _logistic(2.0 + 0.5 * score + 0.5 * rng.standard_normal(n))
        ),
        "handset_age_months": np.round(_lognormal(rng, score, 3.0, -0.3, 0.5)).astype(int),
    }


def make_poverty_sample() -> pd.DataFrame:
    """Households with a consumption target log-linear in the hidden wealth."""
    rng = np.random.default_rng(POVERTY_SEED)
    wealth = rng.standard_normal(N_ROWS)
    columns = {"household_id": [f"HH-{i:06d}" for i in range(1, N_ROWS + 1)]}
    columns.update(_phone_usage(rng, wealth))
    columns["consumption_per_capita"] = np.round(_lognormal(rng, wealth, 7.0, 0.5, 0.3), 2)
    return pd.DataFrame(columns)


def make_credit_sample() -> pd.DataFrame:
    """Loan applicants who repay with a probability logistic in the hidden creditworthiness."""
    rng = np.random.default_rng(CREDIT_SEED)
    credit = rng.standard_normal(N_ROWS)
    columns = {"applicant_id": [f"AP-{i:06d}" for i in range(1, N_ROWS + 1)]}
    usage = _phone_usage(rng, credit)
    usage.pop("pct_calls_night")
    columns.update(usage)
    columns["tenure_months"] = np.round(_lognormal(rng, credit, 3.2, 0.4, 0.6)).astype(int) + 1
    columns["repaid"] = (rng.random(N_ROWS) < _logistic(1.6 + 1.3 * credit)).astype(int)
    loans = _lognormal(rng, credit, np.log(25_000), 0.25, 0.55)
    columns["loan_amount"] = (np.clip(np.round(loans / 500) * 500, 5_000, 100_000)).astype(int)
    return pd.DataFrame(columns)


def write_samples(output_dir: str | Path) -> list[Path]:
    """Write both samples into output_dir as UTF-8 CSV with '\\n' line ends."""
    output_dir = Path(output_dir)
    output_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, frame in ((POVERTY_FILE, make_poverty_sample()), (CREDIT_FILE, make_credit_sample())):
        path = output_dir / name
        frame.to_csv(path, index=False, encoding="utf-8", lineterminator="\n")
        written.append(path)
    return written


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent
    for written_path in write_samples(target):
        print(written_path)

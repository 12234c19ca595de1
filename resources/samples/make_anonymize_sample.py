"""Generate the anonymize sample: a synthetic census-like file and an external list.

`anonymize_people.csv` (2,000 people): full name, phone, birth date, sex, age, district
code (4 characters, 2-character region prefix), household size, diagnosis (sensitive;
chronic conditions likelier with age), notes. `anonymize_voters.csv` (1,500 rows): a
voter-like identified list holding 1,200 of the same people (name, phone, sex, date of
birth, district) plus 300 others. Everything is
synthetic and seeded, so the files are the same on every run:

    python resources/samples/make_anonymize_sample.py
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

HERE = Path(__file__).resolve().parent
SEED = 20_261_123
FIRST = [
    "Afi",
    "Kossi",
    "Ama",
    "Yao",
    "Esi",
    "Kofi",
    "Akua",
    "Kwame",
    "Adjoa",
    "Komla",
    "Abla",
    "Edem",
    "Sena",
    "Mawuli",
    "Dzifa",
    "Elikem",
    "Selasi",
    "Yawa",
    "Kodjo",
    "Efua",
]
LAST = [
    "Mensah",
    "Agbeko",
    "Amegah",
    "Dogbe",
    "Kpodo",
    "Tetteh",
    "Adjei",
    "Gbedemah",
    "Akakpo",
    "Ahadzi",
    "Atsu",
    "Klutse",
    "Nyaku",
    "Sodji",
    "Zigah",
    "Fiagbe",
]
DIAGNOSES = ["none", "malaria", "hypertension", "diabetes", "tuberculosis", "HIV"]


def diagnoses(rng: np.random.Generator, age: np.ndarray) -> np.ndarray:
    """Chronic conditions grow likelier with age, so a classifier has something to learn."""
    old = np.clip((np.asarray(age) - 20) / 55, 0, 1)[:, None]
    young = np.array([0.55, 0.25, 0.05, 0.03, 0.07, 0.05])
    elderly = np.array([0.25, 0.10, 0.35, 0.22, 0.04, 0.04])
    p = (1 - old) * young + old * elderly
    u = rng.random(len(p))[:, None]
    return np.asarray(DIAGNOSES)[(u > np.cumsum(p, axis=1)).sum(axis=1)]


def people(rng: np.random.Generator, n: int) -> pd.DataFrame:
    names = [f"{rng.choice(FIRST)} {rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(n)]
    phones = rng.choice(np.arange(90_000_000, 99_999_999), n, replace=False)
    born = pd.Timestamp("1950-01-01") + pd.to_timedelta(rng.integers(0, 365 * 55, n), "D")
    regions = rng.choice(["01", "02", "03", "04"], n, p=[0.4, 0.3, 0.2, 0.1])
    districts = [f"{r}{d:02d}" for r, d in zip(regions, rng.integers(1, 6, n), strict=True)]
    age = ((pd.Timestamp("2026-01-01") - born).days // 365).astype(int)
    frame = pd.DataFrame(
        {
            "full_name": names,
            "phone": [
                f"+228 {p // 10**6} {p // 10**4 % 100:02d} {p // 100 % 100:02d} {p % 100:02d}"
                for p in phones
            ],
            "birth_date": born.strftime("%Y-%m-%d"),
            "sex": rng.choice(["F", "M"], n),
            "age": age,
            "district": districts,
            "household_size": rng.integers(1, 11, n),
            "diagnosis": diagnoses(rng, age),
            "notes": rng.choice(["", "follow-up", "referred", "moved"], n),
        }
    )
    frame.loc[rng.choice(n, 12, replace=False), "sex"] = None  # missing is a value (NA)
    return frame


def voters(rng: np.random.Generator, frame: pd.DataFrame, known: int, others: int):
    rows = frame.iloc[rng.choice(len(frame), known, replace=False)]
    extra = people(rng, others)
    listed = pd.concat([rows, extra], ignore_index=True)
    listed = listed.iloc[rng.permutation(len(listed))]
    return pd.DataFrame(
        {
            "name": listed["full_name"].to_numpy(),
            "phone": listed["phone"].to_numpy(),
            "sex": listed["sex"].to_numpy(),
            "dob": listed["birth_date"].to_numpy(),
            "district": listed["district"].to_numpy(),
        }
    )


def main() -> None:
    rng = np.random.default_rng(SEED)
    frame = people(rng, 2_000)
    frame.to_csv(HERE / "anonymize_people.csv", index=False)
    voters(rng, frame, 1_200, 300).to_csv(HERE / "anonymize_voters.csv", index=False)


if __name__ == "__main__":
    main()

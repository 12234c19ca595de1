"""Survey benchmark: `python tests/bench/bench_survey.py` prints one line per case.

Privatize and estimate 1,000,000 answers × 3 questions (yes/no Warner, 5 categories k-ary,
a bounded number), overall and by an 8-value district column: checking every answer,
randomizing, writing-ready columns and every estimate with its interval (goal < 3 s). The
answers are generated before the clock starts; the best of three runs is reported, as the
machine may be shared. Reading a CSV of that size is timed separately.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

N = 1_000_000
CATEGORIES = ["farming", "trade", "wages", "aid", "none"]


def answers(seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame(
        {
            "district": rng.choice([f"D{i}" for i in range(8)], N),
            "violence": rng.choice(["yes", "no"], N, p=[0.12, 0.88]),
            "income_kind": rng.choice(CATEGORIES, N),
            "income": rng.uniform(0, 200_000, N).round(),
        }
    )


def project(path: Path):
    from engine.tasks.survey.project import survey_project_from_dict

    return survey_project_from_dict(
        {
            "format": "privdesk-project/1",
            "task": {"kind": "survey", "mode": "privatize"},
            "input": {"path": str(path)},
            "questions": [
                {"column": "violence", "type": "binary", "design": "warner", "epsilon": 1.0},
                {
                    "column": "income_kind",
                    "type": "categorical",
                    "categories": CATEGORIES,
                    "design": "k_rr",
                    "epsilon": 2.0,
                },
                {"column": "income", "type": "numeric", "bounds": [0, 200000], "epsilon": 1.0},
            ],
            "estimate": {"by": ["district"]},
        },
        path.parent,
    )


def best_of_three(work) -> float:
    times = []
    for _ in range(3):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    from engine.core.jobs import JobContext
    from engine.data.readers import read_table
    from engine.tasks.survey.run import answer_and_estimate

    frame = answers()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "answers.csv"
        frame.to_csv(path, index=False)
        spec = project(path)
        seconds = best_of_three(lambda: answer_and_estimate(spec, frame, path, JobContext()))
        print(
            f"privatize + estimate {N:,} answers × 3 questions, by 8 districts: "
            f"{seconds:.2f} s (goal < 3 s)"
        )
        seconds = best_of_three(lambda: read_table(path))
        print(f"reading the {path.stat().st_size / 1e6:.0f} MB CSV: {seconds:.2f} s")


if __name__ == "__main__":
    main()

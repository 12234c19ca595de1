"""Benchmark of the anonymize task's engine (not in the default test run).

1,000,000 records × 6 quasi-identifiers (age, sex, district code, birth date, household
size, income), k = 10, distinct l = 2 on a 6-value diagnosis, with Mondrian; then the
linkage attack of the release against a 1,000,000-row identified file on all 6 QIs; and
the same on the raw data. Peak memory is the process's maximum resident set size.
`--anjana` also times the one Python peer, anjana 1.2.3 (a benchmark dependency only, never
in requirements: `pip install --target DIR anjana==1.2.3`, then PYTHONPATH=DIR), against
PrivDesk's lattice search and Mondrian on 20,000 rows × 3 QIs, k = 10, l = 2.

    python tests/bench/bench_anonymize.py [rows] [--anjana]
"""

from __future__ import annotations

import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import numpy as np
import pandas as pd

from engine.anonymize.auto import build_ladder
from engine.anonymize.boxes import class_boxes
from engine.anonymize.linkage import link_by_codes, link_mondrian
from engine.anonymize.models import ModelSpec, encode_sensitive, measure
from engine.anonymize.mondrian import mondrian
from engine.anonymize.qi import encode_qis

QIS = ("age", "sex", "district", "birth_date", "household_size", "income")


def table(n: int, seed: int) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    born = np.datetime64("1940-01-01") + rng.integers(0, 365 * 80, n).astype("timedelta64[D]")
    return pd.DataFrame(
        {
            "age": rng.integers(0, 91, n),
            "sex": rng.choice(["F", "M"], n),
            "district": pd.Series(rng.integers(0, 400, n)).map(
                lambda d: f"{d // 20:02d}{d % 20:02d}"
            ),
            "birth_date": pd.Series(born).dt.strftime("%Y-%m-%d"),
            "household_size": rng.integers(1, 16, n),
            "income": rng.lognormal(8, 1, n).round(0),
            "diagnosis": rng.choice(["none", "malaria", "hiv", "tb", "diabetes", "other"], n),
        }
    )


def peak_gb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024**2


def main(n: int) -> None:
    frame = table(n, 1)
    base = peak_gb()
    t0 = time.perf_counter()
    ladders = [build_ladder(q, frame[q]) for q in QIS]
    qis = encode_qis(ladders, frame)
    sens = encode_sensitive("diagnosis", frame["diagnosis"])
    spec = ModelSpec(k=10, l=2)
    result = mondrian(qis, [sens], spec)
    boxes = class_boxes(qis, result.classes, result.n_classes)
    labels = [boxes.labels[j][result.classes] for j in range(len(QIS))]
    m = measure(result.classes, result.n_classes, [sens])
    t_mondrian = time.perf_counter() - t0
    assert m.k >= 10 and m.l_distinct >= 2 and len(labels[0]) == n
    print(
        f"Mondrian {n:,} x {len(QIS)} QIs, k = 10, l = 2: {t_mondrian:.1f} s, "
        f"{result.n_classes:,} classes, peak {peak_gb():.2f} GB (data alone {base:.2f} GB)"
    )
    external = frame.sample(frac=1.0, random_state=2).reset_index(drop=True)
    y = encode_qis(ladders, external, strict=False)
    columns = list(range(len(QIS)))
    truth = np.empty(n, dtype=np.int64)
    truth[external.index.to_numpy()] = np.arange(n)
    t1 = time.perf_counter()
    linked = link_mondrian(result.tree, boxes, qis, result.classes, y, columns, None)
    t_link = time.perf_counter() - t1
    t2 = time.perf_counter()
    raw = link_by_codes(
        [ladders[j].level_codes(qis.encoded[j], 0) for j in columns],
        [ladders[j].level_codes(y.encoded[j], 0) for j in columns],
        None,
    )
    t_raw = time.perf_counter() - t2
    print(
        f"Linkage {n:,} x {n:,} rows on 6 QIs: release {t_link:.1f} s (uniquely linked "
        f"{int((linked.candidates == 1).sum()):,}), raw {t_raw:.1f} s (uniquely linked "
        f"{int((raw.candidates == 1).sum()):,}); peak {peak_gb():.2f} GB"
    )


def compare_anjana(n: int = 20_000) -> None:
    import warnings

    from anjana.anonymity import l_diversity

    with warnings.catch_warnings():  # anjana needs numpy strings, not pandas 3's own
        warnings.simplefilter("ignore")
        pd.set_option("future.infer_string", False)

    from engine.anonymize.lattice import lattice_search
    from engine.tasks.anonymize.project import GenSpec

    frame = table(n, 3)[["age", "sex", "district", "diagnosis"]]
    frame["age"] = frame["age"].astype(str)
    ages = sorted(frame["age"].unique(), key=int)
    hierarchies = {
        "age": {0: ages, 1: [f"[{int(a) // 10 * 10}, {int(a) // 10 * 10 + 10})" for a in ages],
                2: [f"[{int(a) // 20 * 20}, {int(a) // 20 * 20 + 20})" for a in ages],
                3: ["*"] * len(ages)},
        "sex": {0: ["F", "M"], 1: ["*", "*"]},
    }  # fmt: skip
    codes = sorted(frame["district"].unique())
    hierarchies["district"] = {h: [c[: 4 - h] + "*" * h for c in codes] for h in range(5)}
    qis = ["age", "sex", "district"]
    t0 = time.perf_counter()
    peer = l_diversity(frame.astype(object), [], qis, "diagnosis", 10, 2, 5, hierarchies)
    t_peer = time.perf_counter() - t0
    specs = {"age": GenSpec("interval", (10.0, 20.0)), "district": GenSpec("prefix")}
    t1 = time.perf_counter()
    ladders = [build_ladder(q, frame[q].astype(int) if q == "age" else frame[q], specs.get(q))
               for q in qis]  # fmt: skip
    encoded = encode_qis(ladders, frame.assign(age=frame["age"].astype(int)))
    sens = [encode_sensitive("diagnosis", frame["diagnosis"])]
    found = lattice_search(encoded, sens, ModelSpec(k=10, l=2), 0.05)
    t_lattice = time.perf_counter() - t1
    t2 = time.perf_counter()
    mondrian(encoded, sens, ModelSpec(k=10, l=2))
    t_mondrian = time.perf_counter() - t2
    print(
        f"anjana 1.2.3 l_diversity {n:,} x 3 QIs, k = 10, l = 2: {t_peer:.1f} s "
        f"({len(peer):,} rows kept); PrivDesk lattice {t_lattice:.2f} s (node "
        f"{found.best.node}, ratio {t_peer / t_lattice:.0f}x), Mondrian {t_mondrian:.2f} s "
        f"(ratio {t_peer / t_mondrian:.0f}x)"
    )


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--anjana" in sys.argv:
        compare_anjana()
    else:
        main(int(args[0]) if args else 1_000_000)

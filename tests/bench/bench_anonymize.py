"""Benchmark of the anonymize task's engine (not in the default test run).

1,000,000 records × 6 quasi-identifiers (age, sex, district code, birth date, household
size, income), k = 10, distinct l = 2 on a 6-value diagnosis, with Mondrian; then the
linkage attack of the release against a 1,000,000-row identified file on all 6 QIs; and
the same on the raw data. Peak memory is the process's maximum resident set size.
`--anjana` also times the one Python peer, anjana 1.2.3 (a benchmark dependency only, never
in requirements: `pip install --target DIR anjana==1.2.3`, then PYTHONPATH=DIR), against
PrivDesk's lattice search and Mondrian on 20,000 rows × 3 QIs, k = 10, l = 2.

`--adult DIR` (issue 33) times ARX's adult data (DIR holds `adult.csv` and its
`adult_hierarchy_*.csv` files from the `data` folder of ARX's public repository; ARX's `;`
is turned into `,`): 30,162 rows, 9 QIs, k = 5, 4 % suppression, optimal lattice, run
×1, ×10 and ×33 as whole processes (`main.py run`, audit on; median of 3), then the risk
measures (raw and released classes, prosecutor / marketer risk) of the ×33 release
(995,346 rows). `--tree DIR` times another checkout (e.g. the one before a change).

`--survey` (issue 30) times the survey risk measures (f_k, F_k, individual, global and
household risk, k violations) on 1,000,000 members in 250,000 households, 8 keys, weights;
once complete, once with 1 % of two keys missing (missing values match every value); then
SUDA2 special uniques (MSUs up to all 8 keys, as the audit searches them) on the same keys
and on 8 random keys of 7 values each (~918,000 distinct combinations).

`--local-suppression` (issue 30) times local suppression to k = 3 on 1,000,000 rows × 8
recoded keys (missing matches every value).

    python tests/bench/bench_anonymize.py [rows] [--anjana] [--adult DIR [--tree DIR]] [--survey]
        [--local-suppression]
"""

from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import tempfile
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


ADULT_QIS = ("sex", "age", "race", "marital-status", "education", "native-country",
             "workclass", "occupation", "salary-class")  # fmt: skip


def adult_projects(source: Path, folder: Path, copies=(1, 10, 33)) -> dict[int, Path]:
    """ARX's adult ×copies as CSV and one lattice project each (k = 5, 4 % suppression)."""
    frame = pd.read_csv(source / "adult.csv", sep=";", dtype=str)
    for q in ADULT_QIS:
        text = (source / f"adult_hierarchy_{q}.csv").read_text(encoding="utf-8")
        (folder / f"adult_hierarchy_{q}.csv").write_text(text.replace(";", ","), "utf-8")
    projects = {}
    for m in copies:
        pd.concat([frame] * m).to_csv(folder / f"adult_x{m}.csv", index=False)
        project = {
            "format": "privdesk-project/1",
            "task": {"kind": "anonymize"},
            "input": {"path": f"adult_x{m}.csv"},
            "columns": {"identifiers": [], "quasi_identifiers": list(ADULT_QIS),
                        "sensitive": [], "keep": [], "drop": []},
            "generalization": {q: {"type": "hierarchy", "file": f"adult_hierarchy_{q}.csv"}
                               for q in ADULT_QIS},
            "privacy_model": {"k": 5, "l": 1, "max_suppression": 0.04, "algorithm": "lattice"},
            "audit": {"enabled": True},
            "outputs": {"data": f"out{m}.csv", "report": f"out{m}.html",
                        "manifest": f"out{m}.json"},
        }  # fmt: skip
        projects[m] = folder / f"adult_x{m}.json"
        projects[m].write_text(json.dumps(project), encoding="utf-8")
    return projects


def whole_process(tree: Path, project: Path) -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, str(tree / "main.py"), "run", str(project), "--overwrite",
                    "--quiet"], check=True, stdout=subprocess.DEVNULL)  # fmt: skip
    return time.perf_counter() - t0


def compare_adult(source: Path, tree: Path) -> None:
    from engine.anonymize.risk import class_risk
    from engine.core.project_file import load_project
    from engine.tasks.anonymize.audit import raw_classes, released_classes
    from engine.tasks.anonymize.run import release

    with tempfile.TemporaryDirectory() as folder:
        projects = adult_projects(source, Path(folder))
        for m, project in projects.items():
            times = [whole_process(tree, project) for _ in range(3)]
            out = json.loads((Path(folder) / f"out{m}.json").read_text(encoding="utf-8"))
            node = tuple(out["release"]["algorithm"]["node"].values())
            runs = ", ".join(f"{t:.1f}" for t in times)
            print(f"adult x{m} ({30_162 * m:,} rows), k = 5, 4 %: whole process median "
                  f"{statistics.median(times):.1f} s ({runs}), node {node}")  # fmt: skip
        rel = release(load_project(projects[33]))
        t0 = time.perf_counter()
        raw, raw_n = raw_classes(rel)
        released, released_n, _ = released_classes(rel)
        class_risk(raw, raw_n), class_risk(released, released_n)
        print(f"risk measures of {rel.qis.n:,} rows (raw and released): "
              f"{time.perf_counter() - t0:.2f} s")  # fmt: skip


def survey_risk(members: int = 1_000_000, households: int = 250_000) -> None:
    from engine.anonymize import sdc_risk as sdc
    from engine.anonymize.suda2 import searchable_size

    rng = np.random.default_rng(30)
    hh = np.sort(rng.integers(0, households, members))
    per_hh = lambda values: values[hh]  # noqa: E731
    frame = pd.DataFrame({
        "age": rng.integers(0, 91, members), "sex": rng.choice(["F", "M"], members),
        "relation": rng.integers(1, 9, members), "marital": rng.integers(1, 6, members),
        "education": rng.integers(1, 7, members),
        "district": per_hh(rng.integers(0, 400, households)),
        "water": per_hh(rng.integers(1, 6, households)),
        "roof": per_hh(rng.choice(["tin", "thatch", "tile", "concrete", "other"], households)),
    })  # fmt: skip
    weights = per_hh(rng.uniform(50, 500, households))
    for label in ("complete", "1 % of age and water missing"):
        if label != "complete":
            for key in ("age", "water"):
                frame[key] = frame[key].astype("float64").mask(rng.random(members) < 0.01)
        t0 = time.perf_counter()
        codes = sdc.key_codes(frame, list(frame.columns))
        freq = sdc.frequencies(codes, weights)
        risk = sdc.individual_risk(freq)
        total = sdc.global_risk(risk)
        household = sdc.household_risk(risk, hh)
        violations = sdc.k_violations(freq, 3), sdc.k_violations(freq, 3, weighted=True)
        print(f"survey risk, {members:,} members in {households:,} households, 8 keys "
              f"({label}): {time.perf_counter() - t0:.2f} s; global risk {total.share:.2%}, "
              f"household {household.mean():.2%}, f < 3: {violations[0]:,}, F < 3: "
              f"{violations[1]:,}; peak memory {peak_gb():.2f} GB")  # fmt: skip
        suda_timed(f"SUDA2 ({label})", codes, searchable_size(codes.shape[1]))
    random_keys = rng.integers(0, 7, size=(members, 8))
    suda_timed("SUDA2 (8 random keys of 7 values)", random_keys, 8)


def suda_timed(label: str, codes: np.ndarray, max_size: int) -> None:
    from engine.anonymize.suda2 import suda2

    t0, c0 = time.perf_counter(), time.process_time()
    found = suda2(codes, max_size=max_size)
    print(f"{label}: {time.perf_counter() - t0:.2f} s ({time.process_time() - c0:.2f} s CPU); "
          f"MSUs by size {found.msus.tolist()}; peak memory {peak_gb():.2f} GB")  # fmt: skip


def local_suppression(n: int = 1_000_000, k: int = 3) -> None:
    """8 recoded keys (10, 2, 8, 5, 6, 10, 5, 5 values, each value 0.6 × as frequent as the
    one before, as survey answers are skewed), k = 3."""
    from engine.anonymize import sdc_risk as sdc
    from engine.anonymize.local_suppression import local_suppression as suppress

    rng = np.random.default_rng(30)
    columns = []
    for values in (10, 2, 8, 5, 6, 10, 5, 5):
        p = 0.6 ** np.arange(values)
        columns.append(rng.choice(values, n, p=p / p.sum()))
    codes = np.column_stack(columns).astype(np.int64)
    violating = sdc.k_violations(sdc.frequencies(codes), k)
    t0 = time.perf_counter()
    result = suppress(codes, k)
    seconds = time.perf_counter() - t0
    released = codes.copy()
    released[result.cells] = sdc.MISSING
    left = sdc.k_violations(sdc.frequencies(released), k)
    print(f"local suppression, {n:,} rows, 8 keys, k = {k}: {seconds:.1f} s; {violating:,} "
          f"records below k → {left:,}; {sum(result.per_key):,} cells suppressed "
          f"({result.passes} passes); peak memory {peak_gb():.2f} GB")  # fmt: skip


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--survey" in sys.argv:
        survey_risk()
    elif "--local-suppression" in sys.argv:
        local_suppression(int(args[0]) if args else 1_000_000)
    elif "--anjana" in sys.argv:
        compare_anjana()
    elif "--adult" in sys.argv:
        source = Path(sys.argv[sys.argv.index("--adult") + 1])
        tree = Path(__file__).resolve().parents[2]
        if "--tree" in sys.argv:
            tree = Path(sys.argv[sys.argv.index("--tree") + 1])
        compare_adult(source, tree)
    else:
        main(int(args[0]) if args else 1_000_000)

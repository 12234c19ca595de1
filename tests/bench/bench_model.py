"""The model task's benchmark: `python tests/bench/bench_model.py [--quick]`.

1. Speed: DP-SGD on 1,000,000 synthetic rows × 20 features, 5 epochs, expected batch 256,
   ε = 1, δ = 1e−6 (σ calibration by the PLD accountant included). Goal: < 30 s on 2 cores.
2. Quality at ε = 1: held-out AUC of the private model against scikit-learn's non-private
   optimum on the same split and standardization, on the credit sample (its project file:
   declared bounds, 20 epochs, batch 256) and on a 50,000-row synthetic set (declared
   bounds, 5 epochs, batch 1,000), averaged over 5 random splits. Goal: within 0.03.
3. Whole process (`--whole [ROWS]`, default 1,000,000 × 20 as CSV, test share 0.2, so
   800,000 training rows; 5 epochs, batch 256, ε = 1): `main.py run` with the default audit
   and with audits off, each in a fresh process, median of 3 after an untimed run (byte
   code cached as in an installed copy), beside the numpy floor (a fresh process that
   reads the CSV with pandas, scales it and runs the same 5 epochs of clipped, noised
   minibatch SGD at a fixed σ, in plain numpy). Goals (issue 33): default audit < 10 s;
   audit off < 2× the floor.
"""

from __future__ import annotations

import dataclasses
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd
from sklearn.metrics import roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script from anywhere

from engine.core.jobs import JobContext
from engine.core.project_file import load_project
from engine.model.accounting import calibrate
from engine.model.dpsgd import SGDSettings, train
from engine.model.logistic import probabilities, with_intercept
from engine.model.standardize import declared
from engine.tasks.model import run
from engine.tasks.model.evaluate import sklearn_theta

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "model_project.json"


def synthetic(n: int, d: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Features uniform on [0, 10] (declared bounds), labels from a logistic model."""
    x = rng.uniform(0, 10, size=(n, d))
    w = rng.normal(0, 0.4, size=d)
    z = (x - 5) @ w
    y = (rng.random(n) < 1 / (1 + np.exp(-z))).astype(float)
    return x, y


def bench_speed(n: int, d: int, epochs: float) -> None:
    rng = np.random.default_rng(1)
    x, y = synthetic(n, d, rng)
    start = time.perf_counter()
    st = declared([f"x{i}" for i in range(d)], {f"x{i}": (0.0, 10.0) for i in range(d)})
    xt = with_intercept(st.transform(x))
    q = 256 / n
    accounting = calibrate(1.0, 1e-6, q, epochs, n, 256)
    calibrated = time.perf_counter()
    settings = SGDSettings(q, accounting.steps, 0.5, 1.0, accounting.noise_multiplier)
    theta = train(xt, y, 2, settings, np.random.default_rng())
    done = time.perf_counter()
    auc = roc_auc_score(y, probabilities(theta, xt))
    print(
        f"speed: n = {n:,}, d = {d}, {epochs:g} epochs, {accounting.steps:,} steps, σ = "
        f"{accounting.noise_multiplier:.4f}, ε = {accounting.epsilon:.4f}: calibration "
        f"{calibrated - start:.1f} s + training {done - calibrated:.1f} s = {done - start:.1f} s "
        f"(goal < 30 s); training AUC {auc:.3f}"
    )


def gap(x, y, project, rng) -> tuple[float, float]:
    """(private AUC, non-private AUC) on one random split."""
    train_rows, held = run.split(y, project.training.test_share, rng)
    data = run.PreparedData(x, y, (0.0, 1.0), None, "synthetic", "")
    accounting = run.accounting_for(project, train_rows.size, 1.0, JobContext())
    # synthetic data, nothing released: trained outside any dataset's ledger
    st, theta = run.train_private(project, data, train_rows, accounting, rng, JobContext())
    xt = with_intercept(st.transform(x))
    exact = sklearn_theta(xt[train_rows], y[train_rows], 2, project.training.l2)
    private = roc_auc_score(y[held], probabilities(theta, xt[held]))
    return private, roc_auc_score(y[held], probabilities(exact, xt[held]))


def bench_quality(name: str, x, y, project, repeats: int) -> None:
    rng = np.random.default_rng()
    pairs = np.array([gap(x, y, project, rng) for _ in range(repeats)])
    diffs = pairs[:, 1] - pairs[:, 0]
    print(
        f"quality, {name}: private AUC {pairs[:, 0].mean():.4f}, non-private "
        f"{pairs[:, 1].mean():.4f}, gap {diffs.mean():+.4f} (per split "
        f"{', '.join(f'{d:+.3f}' for d in diffs)}; goal within 0.03)"
    )


FLOOR = """
import sys, numpy as np, pandas as pd
frame = pd.read_csv(sys.argv[1])
x = frame[[f"x{i}" for i in range(20)]].to_numpy() / 10.0
y = frame["y"].to_numpy(dtype=float)
x = np.column_stack([np.ones(len(y)), x])
rng, n, q, theta = np.random.default_rng(), len(y), 256 / len(y), np.zeros(21)
for _ in range(int(5 / q)):
    rows = rng.choice(n, rng.binomial(n, q))
    xb, yb = x[rows], y[rows]
    g = (1 / (1 + np.exp(-xb @ theta)) - yb)[:, None] * xb
    g /= np.maximum(1.0, np.linalg.norm(g, axis=1))[:, None]
    theta -= 0.5 * (g.sum(0) + rng.normal(0, 0.6, 21)) / 256
"""


def _median_wall(command: list[str], repeats: int, env: dict[str, str]) -> tuple[float, float]:
    """Median wall and CPU (user + system) seconds of `repeats` runs, after an untimed one
    (byte code compiled, the file in the page cache)."""
    times, cpu = [], []
    for run_ in range(repeats + 1):
        start, used = time.perf_counter(), _children_cpu()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
        if run_:
            times.append(time.perf_counter() - start)
            cpu.append(_children_cpu() - used)
    return statistics.median(times), statistics.median(cpu)


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def bench_whole(n: int, repeats: int = 3) -> None:
    """`main.py run` with the default audit and with audits off, and the numpy floor."""
    repo = Path(__file__).resolve().parents[2]
    x, y = synthetic(n, 20, np.random.default_rng(3))
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "rows.csv"
        frame = {f"x{i}": np.round(x[:, i], 4) for i in range(20)}
        pd.DataFrame({**frame, "y": y.astype(int)}).to_csv(data, index=False)
        project = json.loads(SAMPLE.read_text(encoding="utf-8"))
        features = [f"x{i}" for i in range(20)]
        project["input"] = {"path": str(data), "sheet": None}
        project["columns"] = {"features": features, "target": "y", "classes": [0, 1]}
        project["standardization"] = {
            "source": "declared",
            "bounds": {f: [0, 10] for f in features},
        }
        project["training"].update(epochs=5, batch_size=256)
        project["utility"] = {"kind": "none"}
        project["outputs"] = {
            k: str(Path(folder) / f"out_{k}.{e}")
            for k, e in (("model", "csv"), ("report", "html"), ("manifest", "json"))
        }
        walls, cpu = {}, {}
        # byte code cached in the run's folder, as an installed copy has it compiled
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        for label, enabled in (("default audit", True), ("audit off", False)):
            project["audit"] = {"enabled": enabled, "membership": True, "bootstrap": 200}
            path = Path(folder) / "project.json"
            path.write_text(json.dumps(project), encoding="utf-8")
            run_cmd = [
                sys.executable,
                str(repo / "main.py"),
                "run",
                str(path),
                "--quiet",
                "--overwrite",
            ]
            walls[label], cpu[label] = _median_wall(run_cmd, repeats, env)
        floor_cmd = [sys.executable, "-c", FLOOR, str(data)]
        walls["numpy floor"], cpu["numpy floor"] = _median_wall(floor_cmd, repeats, env)
    floor = walls["numpy floor"]
    print(
        f"whole process, {n:,} rows × 20 (CSV), 5 epochs, batch 256, ε = 1, median of "
        f"{repeats}: default audit {walls['default audit']:.1f} s (goal < 10 s), audit off "
        f"{walls['audit off']:.1f} s = {walls['audit off'] / floor:.2f}× the numpy floor "
        f"{floor:.1f} s (goal < 2×); CPU user + system: "
        + ", ".join(f"{label} {seconds:.1f} s" for label, seconds in cpu.items())
    )


def main(quick: bool) -> None:
    bench_speed(100_000 if quick else 1_000_000, 20, 5)
    project = load_project(SAMPLE)
    data = run.prepare(project)
    repeats = 2 if quick else 5
    bench_quality("credit sample (declared bounds)", data.x, data.y, project, repeats)
    as_data = dataclasses.replace(
        project, standardization=dataclasses.replace(project.standardization, source="data")
    )
    bench_quality("credit sample (data's own scales)", data.x, data.y, as_data, repeats)
    x, y = synthetic(50_000, 20, np.random.default_rng(2))
    features = tuple(f"x{i}" for i in range(20))
    synth = dataclasses.replace(
        project,
        columns=dataclasses.replace(project.columns, features=features, loan_amount=None),
        standardization=dataclasses.replace(
            project.standardization, source="declared", bounds=dict.fromkeys(features, (0.0, 10.0))
        ),
        training=dataclasses.replace(project.training, epochs=5, batch_size=1000),
    )
    bench_quality("50,000 synthetic rows × 20", x, y, synth, repeats)


if __name__ == "__main__":
    if "--whole" in sys.argv:
        rest = sys.argv[sys.argv.index("--whole") + 1 :]
        bench_whole(int(rest[0]) if rest else 1_000_000)
    else:
        main("--quick" in sys.argv)

"""Agreement of our attribute-inference attack with Anonymeter's (MATH 3.2).

`python tests/bench/compare_anonymeter.py [--venv DIR] [--n-attacks N] [--independent]`

Anonymeter pins numpy < 1.27, so it never enters this project's interpreter: it lives in its
own virtual environment outside the repository (created on first use, reused afterwards) and
runs there in a subprocess on the same CSV files that our audit reads here.

Inputs: the positive phone-usage columns of the poverty sample (Anonymeter divides by the
guess without an absolute value, so only positive columns compare fairly), split into work
and holdout rows with our `holdout_split`. Two releases of the work rows: Gaussian noise in
user units (clipped to stay positive), and the rows unchanged but with a few columns shuffled.
For each of a few secret columns the known set is every other column ("all-but-one").

By default both tools attack the *same* targets and controls (a sample of work and holdout
rows, each passed whole to both, so each tool's own sampling only permutes it); the risks
then differ only by the tools' own conventions and the agreement criterion is MATH's: our
point estimate lies within Anonymeter's confidence interval. With `--independent` each tool
samples its own targets from all work rows; two independent estimates of the same risk fall
outside each other's 95 % interval about one time in six, so there the criterion is that the
two intervals overlap. Exit status 0 if every row agrees, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np
import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # run as a script from anywhere

from engine.audits.attribute_inference import (  # noqa: E402
    attribute_inference_audit,
    holdout_split,
)

ANONYMETER = "anonymeter==1.1.0"  # 1.1.0 and 1.0.0 are on PyPI; 1.1.0 installs on Python 3.11
DEFAULT_VENV = Path("/tmp/privdesk-anonymeter-venv")
SAMPLE = ROOT / "resources" / "samples" / "poverty_sample.csv"
# Every value positive (mobile_money_tx_monthly has zeros; household_id is an identifier).
COLUMNS = [
    "calls_out_per_day",
    "sms_out_per_day",
    "airtime_topup_monthly",
    "data_mb_monthly",
    "n_contacts",
    "pct_calls_night",
    "n_towers_visited",
    "days_active",
    "handset_age_months",
]
SECRETS = ["data_mb_monthly", "airtime_topup_monthly", "pct_calls_night", "handset_age_months"]
SHUFFLED = ["pct_calls_night", "n_contacts", "n_towers_visited"]
NOISE = 0.1  # noise standard deviation, as a fraction of each column's standard deviation
TOLERANCE = 0.05  # Anonymeter's relative tolerance for numeric secrets, also our default
CONFIDENCE = 0.95

# Runs inside the Anonymeter venv: reads a JSON job, writes a JSON list of results.
RUNNER = textwrap.dedent(
    """
    import json, sys, warnings
    import numpy as np
    import pandas as pd
    from importlib.metadata import version
    from anonymeter.evaluators import InferenceEvaluator

    warnings.filterwarnings("ignore")
    job = json.load(open(sys.argv[1]))
    np.random.seed(job["seed"])  # DataFrame.sample draws from numpy's global state
    out = {"version": version("anonymeter"), "results": []}
    for case in job["cases"]:
        ori = pd.read_csv(case["ori"])
        syn = pd.read_csv(case["syn"])
        control = pd.read_csv(case["control"])
        for secret in case["secrets"]:
            aux = [c for c in ori.columns if c != secret]
            ev = InferenceEvaluator(
                ori=ori, syn=syn, control=control, aux_cols=aux, secret=secret,
                regression=True, n_attacks=job["n_attacks"],
            ).evaluate(n_jobs=1)
            res = ev.results(confidence_level=job["confidence"])
            risk = res.risk()
            out["results"].append({
                "case": case["name"], "secret": secret,
                "risk": float(risk.value), "ci": [float(v) for v in risk.ci],
                "n_main": int(res.n_attacks_ori), "n_ctrl": int(res.n_attacks_control),
                "hits_main": int(res.n_success), "hits_ctrl": int(res.n_control),
            })
    json.dump(out, open(sys.argv[2], "w"))
    """
)


def venv_python(venv: Path) -> Path:
    """The venv's interpreter, with the pinned Anonymeter installed (created on first use)."""
    python = venv / "bin" / "python"
    wanted = ANONYMETER.split("==")[1]
    if python.exists():
        probe = subprocess.run(
            [
                str(python),
                "-c",
                "from importlib.metadata import version; print(version('anonymeter'))",
            ],
            capture_output=True,
            text=True,
        )
        if probe.returncode == 0 and probe.stdout.strip() == wanted:
            return python
    else:
        print(f"creating {venv} ...", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    print(f"installing {ANONYMETER} into {venv} ...", flush=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", ANONYMETER],
        check=True,
    )
    return python


def build_cases(tmp: Path, rng: np.random.Generator, n_attacks: int, shared: bool) -> list[dict]:
    """Write work/holdout/targets/controls and the two releases as CSV; describe both cases."""
    data = pd.read_csv(SAMPLE)[COLUMNS]
    assert (data > 0).all().all(), "the compared columns must be positive (MATH 3.2)"
    work_idx, holdout_idx = holdout_split(len(data), rng)
    work = data.iloc[work_idx].reset_index(drop=True)
    holdout = data.iloc[holdout_idx].reset_index(drop=True)

    noisy = work + NOISE * work.std().to_numpy() * rng.standard_normal(work.shape)
    noisy = noisy.clip(lower=data.min(), axis=1).round(6)  # stays positive
    shuffled = work.copy()
    for c in SHUFFLED:
        shuffled[c] = rng.permutation(shuffled[c].to_numpy())

    if shared:  # the same attacked rows for both tools
        targets = work.iloc[np.sort(rng.choice(len(work), min(n_attacks, len(work)), False))]
        controls = holdout.iloc[
            np.sort(rng.choice(len(holdout), min(n_attacks, len(holdout)), False))
        ]
    else:
        targets, controls = work, holdout
    paths = {"ori": tmp / "targets.csv", "control": tmp / "controls.csv"}
    targets.to_csv(paths["ori"], index=False)
    controls.to_csv(paths["control"], index=False)
    cases = []
    for name, release in (("noise", noisy), ("shuffled", shuffled)):
        syn = tmp / f"release_{name}.csv"
        release.to_csv(syn, index=False)
        cases.append(
            {"name": name, "syn": str(syn), "secrets": SECRETS}
            | {k: str(v) for k, v in paths.items()}
        )
    return cases


def run_anonymeter(python: Path, tmp: Path, cases: list[dict], n_attacks: int, seed: int) -> dict:
    runner, job, out = tmp / "anonymeter_runner.py", tmp / "job.json", tmp / "anonymeter.json"
    runner.write_text(RUNNER)
    job.write_text(
        json.dumps({"cases": cases, "n_attacks": n_attacks, "seed": seed, "confidence": CONFIDENCE})
    )
    subprocess.run([str(python), str(runner), str(job), str(out)], check=True)
    return json.loads(out.read_text())


def run_ours(cases: list[dict], n_attacks: int, seed: int) -> list[dict]:
    """Our full audit on the same CSVs; the all-but-one rows for the chosen secrets."""
    results = []
    for case in cases:
        ori, syn, control = (pd.read_csv(case[k]) for k in ("ori", "syn", "control"))
        audit = attribute_inference_audit(
            ori,
            syn,
            control,
            np.random.default_rng(seed),
            n_targets=n_attacks,
            tolerance=TOLERANCE,
            confidence=CONFIDENCE,
        )
        n_main, n_ctrl = audit.n_targets, audit.n_controls
        for row in audit.all_rows:
            if row.known_set == "all-but-one" and row.column in case["secrets"]:
                results.append(
                    {
                        "case": case["name"],
                        "secret": row.column,
                        "risk": row.risk,
                        "ci": list(row.risk_ci),
                        "n_main": n_main,
                        "n_ctrl": n_ctrl,
                        "hits_main": round(row.main_rate * n_main),
                        "hits_ctrl": round(row.control_rate * n_ctrl),
                        "note": row.note,
                    }
                )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV, help="Anonymeter's venv")
    parser.add_argument("--n-attacks", type=int, default=1000, help="targets (and controls)")
    parser.add_argument("--independent", action="store_true", help="each tool samples its own")
    parser.add_argument("--seed", type=int, default=32)
    args = parser.parse_args()
    if args.venv.resolve().is_relative_to(ROOT):
        parser.error("the Anonymeter venv must lie outside the repository")

    start = time.perf_counter()
    python = venv_python(args.venv)
    rng = np.random.default_rng(args.seed)
    with tempfile.TemporaryDirectory(prefix="privdesk-anonymeter-") as name:
        tmp = Path(name)
        cases = build_cases(tmp, rng, args.n_attacks, shared=not args.independent)
        theirs = run_anonymeter(python, tmp, cases, args.n_attacks, args.seed)
        ours = run_ours(cases, args.n_attacks, args.seed)
    ours_by_key = {(r["case"], r["secret"]): r for r in ours}

    criterion = (
        "95 % CIs overlap (independent samples)"
        if args.independent
        else "ours' point estimate within Anonymeter's 95 % CI (same targets)"
    )
    print(f"\nanonymeter {theirs['version']}; agreement: {criterion}")
    print(
        f"{'case':<9} {'secret':<22} {'anonymeter risk [ci]':<22} {'ours risk [ci]':<22} "
        f"{'hits main/ctrl: anon':>20} {'ours':>11}  agree?"
    )
    all_agree = True
    for a in theirs["results"]:
        o = ours_by_key[(a["case"], a["secret"])]
        if args.independent:
            agree = o["ci"][0] <= a["ci"][1] and a["ci"][0] <= o["ci"][1]
        else:
            agree = a["ci"][0] <= o["risk"] <= a["ci"][1]
        all_agree &= agree

        def fmt(r: dict) -> str:
            return f"{r['risk']:.3f} [{r['ci'][0]:.3f}, {r['ci'][1]:.3f}]"

        def hits(r: dict) -> str:
            return f"{r['hits_main']}/{r['n_main']} {r['hits_ctrl']}/{r['n_ctrl']}"

        print(
            f"{a['case']:<9} {a['secret']:<22} {fmt(a):<22} {fmt(o):<22} "
            f"{hits(a):>20} {hits(o):>11}  {'yes' if agree else 'NO'}"
            + (f"  ({o['note']})" if o.get("note") else "")
        )
    print(f"\n{'all agree' if all_agree else 'DISAGREEMENT'}; {time.perf_counter() - start:.1f} s")
    return 0 if all_agree else 1


if __name__ == "__main__":
    sys.exit(main())

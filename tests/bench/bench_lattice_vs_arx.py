"""PrivDesk beside ARX on ARX's adult data (issue 33; not in the default test run).

Both tools read the same files and run as whole processes, alternated run by run (ARX,
PrivDesk, ARX, …), `--runs` each (3 by default); the table gives the median wall time and
the median CPU time (user + system of the process and its children: the figure the other
jobs on a shared machine disturb least).

* Lattice: adult (30,162 rows, 9 QIs with ARX's hierarchies) replicated ×1, ×10 and ×33,
  k = 5, at most 4 % of records suppressed, optimal search. PrivDesk: `main.py run` on an
  anonymize project (lattice, default audit on), which writes the released CSV, the report
  and the manifest. ARX: `tests/bench/arx_driver/ArxAdult.java` (optimal Flash, Loss metric,
  arithmetic mean), writing the released CSV. The optimum node and its loss must agree
  (the node ARX finds, loss 0.2928158759 on adult ×1).
* Risk measures of the ×33 table (995,346 rows): sample uniques, prosecutor risk (largest,
  mean), marketer risk. ARX: its risk estimator on the input handle (a `risk` run of the
  driver). PrivDesk: `engine.anonymize.risk.class_risk` on the raw QI classes, in a
  process that reads the CSV and encodes the QIs as `main.py run` does. Both print the
  compute time after reading apart from the whole process.

ARX is Java: build its jar from the sources of its public repository, which ships its
dependency jars in `lib/` (the repository mirror lacks two of them: PDFBox comes from
Debian's `libpdfbox2-java`, and the one Hadoop interface ARX's classification code names is
compiled from a three-line stand-in, `--arx` does all of it):

    # ARX's sources as a folder (the search tool's fetch of github:arx-deidentifier/arx
    # gives a bare git directory G); then:
    apt-get install -y libpdfbox2-java
    mkdir /tmp/arx && git --git-dir=G archive HEAD src data | tar -x -C /tmp/arx
    git --git-dir=G ls-tree -r HEAD lib | while read m t sha p; do mkdir -p /tmp/arx/$(dirname $p)
        git --git-dir=G cat-file blob $sha > /tmp/arx/$p 2>/dev/null || rm /tmp/arx/$p; done
    python3 tests/bench/bench_lattice_vs_arx.py --arx /tmp/arx [--runs 3] [--copies 1,10,33]
        [--no-risk | --risk-only] [--work DIR] [--tree DIR] [--before DIR]

`--tree` times another PrivDesk checkout than this one; `--before` times a second one in the
same rounds (e.g. `git archive HEAD` of the commit before a change, unpacked).

The jar is built once into ARX_DIR/privdesk-bench/ (javac, Java 8 target); the data is
ARX's `data/adult.csv` (30,162 rows) and `data/adult_hierarchy_*.csv`, with `;` turned into
`,` for both tools (`bench_anonymize.adult_projects`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_anonymize import ADULT_QIS, adult_projects

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).resolve().parent / "arx_driver" / "ArxAdult.java"
WRITABLE = """package org.apache.hadoop.io;
public interface Writable {
    void write(java.io.DataOutput out) throws java.io.IOException;
    void readFields(java.io.DataInput in) throws java.io.IOException;
}
"""
DEBIAN_JARS = ("/usr/share/java/pdfbox2.jar", "/usr/share/java/fontbox2.jar")


def build_arx(arx: Path) -> Path:
    """ARX's core classes, the driver and its dependency jars as one runnable jar."""
    out = arx / "privdesk-bench"
    jar = out / "arx-adult.jar"
    if jar.exists() and jar.stat().st_mtime > DRIVER.stat().st_mtime:
        return jar
    lib = out / "lib"
    for sub in ("classes", "driver", "stub", "lib"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    jars = [p for p in (arx / "lib").rglob("*.jar") if "eclipse" not in p.parts]
    jars += [Path(p) for p in DEBIAN_JARS if Path(p).exists()]
    for p in jars:
        (lib / p.name).write_bytes(p.read_bytes())
    path = ":".join(str(p) for p in sorted(lib.glob("*.jar")))
    stub = out / "stub" / "Writable.java"
    stub.write_text(WRITABLE, encoding="utf-8")
    subprocess.run(["javac", "--release", "8", "-d", str(out / "stub"), str(stub)], check=True)
    sources = out / "sources.txt"
    sources.write_text("\n".join(str(p) for p in (arx / "src" / "main").rglob("*.java")))
    javac = ["javac", "-nowarn", "-encoding", "UTF-8", "--release", "8"]
    subprocess.run([*javac, "-cp", f"{path}:{out / 'stub'}", "-d", str(out / "classes"),
                    f"@{sources}"], check=True, stderr=subprocess.DEVNULL)  # fmt: skip
    resources = [p for p in (arx / "src" / "main").rglob("*") if p.is_file()
                 and p.suffix != ".java"]  # fmt: skip
    for p in resources:
        target = out / "classes" / p.relative_to(arx / "src" / "main")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(p.read_bytes())
    subprocess.run([*javac, "-cp", str(out / "classes"), "-d", str(out / "driver"), str(DRIVER)],
                   check=True)  # fmt: skip
    subprocess.run(["jar", "cf", str(lib / "arx-core.jar"), "-C", str(out / "classes"), "."],
                   check=True)  # fmt: skip
    names = sorted(p.name for p in lib.glob("*.jar"))
    manifest = out / "manifest.txt"
    paths = "\n  ".join(f"lib/{n}" for n in names)  # continuation lines start with a space
    manifest.write_text(f"Main-Class: ArxAdult\nClass-Path: {paths}\n", encoding="utf-8")
    subprocess.run(["jar", "cfm", str(jar), str(manifest), "-C", str(out / "driver"), "."],
                   check=True)  # fmt: skip
    return jar


def timed(command: list[str], cwd: Path) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of the process tree, standard output)."""
    before = os.times()
    t0 = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, check=True, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    return wall, cpu, done.stdout


def median_pair(runs: list[tuple[float, float]]) -> str:
    walls = ", ".join(f"{w:.1f}" for w, _ in runs)
    return (f"{statistics.median(w for w, _ in runs):.1f} s ({walls}); CPU "
            f"{statistics.median(c for _, c in runs):.1f} s")  # fmt: skip


RISK_SCRIPT = """
import sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from engine.core.project_file import load_project
from engine.anonymize.auto import build_ladder
from engine.anonymize.qi import encode_qis
from engine.core.row_keys import combine
from engine.anonymize.risk import class_risk
from engine.data.readers import read_table
project = load_project(Path({project!r}))
frame = read_table(project.input.path).frame
ladders = [build_ladder(q, frame[q], project.generalization.get(q), guard=5)
           for q in project.columns.quasi_identifiers]
qis = encode_qis(ladders, frame)
t0 = time.perf_counter()
codes = [lad.level_codes(enc, 0) for lad, enc in zip(qis.ladders, qis.encoded)]
ids = combine(codes, [int(c.max()) + 1 for c in codes])
risk = class_risk(ids, int(ids.max()) + 1)
print("rows=%d uniques=%d prosecutor_max=%.6f prosecutor_mean=%.6f marketer=%.6f "
      "risk_s=%.3f" % (risk["records"], risk["sample_uniques"], risk["prosecutor_max"],
      risk["prosecutor_mean"], risk["marketer"], time.perf_counter() - t0))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--arx", type=Path, required=True, help="ARX's sources (src, lib, data)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--copies", default="1,10,33")
    parser.add_argument("--no-risk", action="store_true")
    parser.add_argument("--risk-only", action="store_true")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the PrivDesk checkout to time")
    parser.add_argument("--before", type=Path, help="another checkout, timed in the same rounds")
    parser.add_argument("--work", type=Path, help="folder for the tables (default: temporary)")
    args = parser.parse_args()
    jar = build_arx(args.arx.resolve())
    copies = tuple(int(c) for c in args.copies.split(","))
    with tempfile.TemporaryDirectory() as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        projects = adult_projects(args.arx / "data", work, copies)
        for m in () if args.risk_only else copies:
            data = f"adult_x{m}.csv"
            arx_cmd = ["java", "-jar", str(jar), "lattice", data, ".", f"arx_out{m}.csv"]
            ours_cmd = [sys.executable, str(args.tree / "main.py"), "run", projects[m].name,
                        "--overwrite", "--quiet"]  # fmt: skip
            arx_runs, ours_runs, before_runs = [], [], []
            for _ in range(args.runs):
                wall, cpu, out = timed(arx_cmd, work)
                arx_runs.append((wall, cpu))
                if args.before:
                    before_cmd = [ours_cmd[0], str(args.before / "main.py"), *ours_cmd[2:]]
                    before_runs.append(timed(before_cmd, work)[:2])
                wall, cpu, _ = timed(ours_cmd, work)
                ours_runs.append((wall, cpu))
            found = dict(re.findall(r"(\w+)=(\S+)", out))
            # one more run, not timed, for the holder's audit: the GIL and the nodes checked
            timed([*ours_cmd, "--holder-audit"], work)
            audit = json.loads((work / f"out{m}_holder_audit.json").read_text(encoding="utf-8"))
            algorithm = audit["release"]["algorithm"]
            gil = f", PrivDesk GIL {audit['audit']['information_loss']['gil']:.10f}"
            node = ",".join(str(algorithm["node"][q]) for q in ADULT_QIS)
            same = "same" if node == found["node"] else f"DIFFERENT (ARX {found['node']})"
            checked = f"checked: ARX {found.get('checked')}, PrivDesk {algorithm['nodes_checked']}"
            print(f"adult x{m} ({30_162 * m:,} rows): ARX {median_pair(arx_runs)} | PrivDesk "
                  f"{median_pair(ours_runs)} | node {node} ({same}), ARX loss {found['loss']}"
                  f"{gil}; {checked}", flush=True)  # fmt: skip
            if before_runs:
                print(f"    before: {median_pair(before_runs)}", flush=True)
        if args.no_risk or 33 not in copies:
            return
        script = work / "privdesk_risk.py"
        script.write_text(RISK_SCRIPT.format(root=str(args.tree), project=str(projects[33])))
        arx_cmd = ["java", "-jar", str(jar), "risk", "adult_x33.csv", "."]
        arx_runs, ours_runs = [], []
        for _ in range(args.runs):
            wall, cpu, arx_out = timed(arx_cmd, work)
            arx_runs.append((wall, cpu))
            wall, cpu, ours_out = timed([sys.executable, str(script)], work)
            ours_runs.append((wall, cpu))
        print(f"risk measures, adult x33: ARX {median_pair(arx_runs)} [{arx_out.strip()}] | "
              f"PrivDesk {median_pair(ours_runs)} [{ours_out.strip()}]")  # fmt: skip


if __name__ == "__main__":
    main()

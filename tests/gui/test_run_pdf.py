"""`main.py run` writes the PDF report when the project asks for it (`outputs.pdf`),
painted by Qt as the wizard paints it; a run that asks for none never imports Qt."""

from __future__ import annotations

import json
import subprocess
import sys

import main
from engine.core.project_file import load_project
from tests.paths import REPO, SAMPLES


def quick_project(tmp_path, **outputs):
    document = json.loads((SAMPLES / "poverty_project.json").read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["audit"]["enabled"] = False
    document["outputs"].update(outputs)
    project = tmp_path / "project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    return project, document


def test_run_writes_the_pdf_report_the_project_asks_for(capsys, tmp_path):
    project, document = quick_project(tmp_path, pdf="poverty_report.pdf")
    assert main.main(["run", str(project), "--quiet"]) == 0
    pdf = tmp_path / "poverty_report.pdf"
    assert f"wrote {pdf}" in capsys.readouterr().out
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 10_000
    assert (tmp_path / document["outputs"]["report"]).exists()
    load_project(project)  # the wizard opens such a project too (its Export page asks)
    # --output-dir moves it with the other files
    folder = tmp_path / "out"
    assert main.main(["run", str(project), "--quiet", "--output-dir", str(folder)]) == 0
    assert (folder / "poverty_report.pdf").read_bytes().startswith(b"%PDF")


def test_a_run_without_pdf_never_imports_qt(tmp_path):
    project, _ = quick_project(tmp_path)
    code = (
        "import sys, main; "
        f"assert main.main(['run', {str(project)!r}, '--quiet']) == 0; "
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'gui'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"

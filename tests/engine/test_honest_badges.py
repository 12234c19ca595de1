"""A report's badge says "proven" only above a formal differential-privacy guarantee;
syntactic methods and small-cell estimates say "measured on this data"."""

from __future__ import annotations

import copy
import json
import shutil

from engine.core.runner import run_task
from engine.tasks import get_task
from engine.tasks.statistics.project import statistics_project_from_dict
from engine.tasks.statistics.report import render_report
from tests.paths import SAMPLES

PROVEN = 'class="kind proven"'


def guarantee_heading(html: str) -> str:
    start = html.index("<h2>Guarantee")
    return html[start : html.index("</h2>", start)]


def test_a_statistics_release_of_small_cell_estimates_alone_proves_nothing(tmp_path):
    shutil.copy(SAMPLES / "statistics_survey.csv", tmp_path / "survey.csv")
    doc = json.loads((SAMPLES / "statistics_project.json").read_text(encoding="utf-8"))
    doc["input"] = {"path": "survey.csv"}
    doc["budget"]["ledger"] = "ledger.jsonl"
    doc["audit"] = {"enabled": False}
    doc["outputs"] = {"data": "o/t.csv", "report": "o/r.html", "manifest": "o/m.json"}
    _, outcome = run_task(get_task("statistics"), statistics_project_from_dict(doc, tmp_path))
    manifest = outcome.manifest
    assert PROVEN in guarantee_heading(render_report(manifest))  # the sample has DP queries
    syntactic = copy.deepcopy(manifest)
    for query in syntactic["queries"]:
        query["formally_private"] = False
    heading = guarantee_heading(render_report(syntactic))
    assert PROVEN not in heading and "measured on this data" in heading

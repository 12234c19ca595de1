"""The PDF report's tables break lines between words only: the survey sample's report
(10 pages when Qt also broke inside words, with narrow columns) fits in at most 8."""

from __future__ import annotations

import json
import re

import main
from tests.paths import SAMPLES


def test_the_survey_pdf_stays_short(tmp_path):
    document = json.loads((SAMPLES / "survey_project.json").read_text(encoding="utf-8"))
    document["input"]["path"] = str(SAMPLES / document["input"]["path"])
    document["outputs"]["pdf"] = "survey_report.pdf"
    project = tmp_path / "project.json"
    project.write_text(json.dumps(document), encoding="utf-8")
    assert main.main(["run", str(project), "--quiet"]) == 0
    pdf = (tmp_path / "survey_report.pdf").read_bytes()
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 1 <= pages <= 8

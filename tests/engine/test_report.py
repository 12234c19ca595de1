"""The HTML report: every section, embedded figures, kind badges, escaping, the sweep table."""

from __future__ import annotations

import base64
import copy
import dataclasses
import json
import re

import pytest

from engine.core.project_file import load_project
from engine.data.readers import read_table
from engine.tasks.targeting import run
from engine.tasks.targeting.evaluate import SweepRow
from engine.tasks.targeting.manifest import build_manifest
from engine.tasks.targeting.report import program_measure, render_report, sweep_section
from tests.paths import SAMPLES

# A valid 1×1 PNG, enough to check embedding byte for byte.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)
SECTIONS = (
    "Guarantee",
    "Mechanism and parameters",
    "Columns",
    "Program utility",
    "Privacy protection",
    "Singling out: share of people isolated",
    "Attribute inference: protection per column",
)


@pytest.fixture(scope="module")
def outcome():
    project = load_project(SAMPLES / "poverty_project.json")
    project = dataclasses.replace(
        project,
        audit=dataclasses.replace(project.audit, simulations=2, inference_targets=50, seed=3),
    )
    data = run.load_data(project, read_table(project.input.path))
    release = run.privatize(project, data)
    return release, run.audit(release)


@pytest.fixture
def manifest(outcome):
    return build_manifest(*outcome)


def sections(html: str) -> dict[str, str]:
    """Each <h2>/<h3> heading's text → the HTML up to the next heading."""
    parts = re.split(r"<h[23][^>]*>", html)[1:]
    return {re.sub(r"<.*", "", p, flags=re.S).strip(): p for p in parts}


def test_figures_are_embedded_as_data_uris_and_every_section_is_kept(manifest):
    html = render_report(manifest, [("Trade-off <r>", PNG), ("Per column", PNG)])
    uri = "data:image/png;base64," + base64.b64encode(PNG).decode()
    assert html.count(uri) == 2
    assert "Trade-off &lt;r&gt;" in html and "Trade-off <r>" not in html
    for title in (*SECTIONS, "Figures"):
        assert title in html, title
    # one self-contained offline file: nothing fetched from anywhere
    assert not re.search(r"(src|href)\s*=\s*['\"]?(https?:|//)", html)
    assert "<script" not in html and "<link" not in html


def test_without_figures_the_report_is_unchanged(manifest):
    html = render_report(manifest)
    assert "Figures" not in html and "data:image" not in html
    assert all(title in html for title in SECTIONS)


def test_image_urls_replace_data_uris_for_the_pdf(manifest):
    html = render_report(
        manifest, [("a", PNG), ("b", PNG)], image_urls=["fig0.png", "fig1.png"], image_width=400
    )
    assert "src='fig0.png'" in html and "src='fig1.png'" in html
    assert "data:image" not in html and "width='400'" in html
    paged = render_report(manifest, [("a", PNG)] * 3, figures_per_page=2)
    assert paged.count("page-break-before: always") == 2  # the heading, then figure 3


def test_every_number_carries_its_kind(manifest):
    by_heading = sections(render_report(manifest))
    guarantee = next(v for k, v in by_heading.items() if k.startswith("Guarantee"))
    assert 'class="kind proven"' in guarantee
    utility = next(v for k, v in by_heading.items() if k.startswith("Program utility"))
    assert 'class="kind simulation"' in utility
    privacy = by_heading["Privacy protection"]
    assert privacy.count('class="kind attack"') == 2 and privacy.count('class="kind proven"') == 1
    assert "never prove" in privacy


def test_sweep_table_lists_every_setting_with_badges(outcome, manifest):
    _, audit = outcome
    rows = [
        SweepRow("non-private", "r", None, None),
        SweepRow("chosen", "r", 0.25, audit.evaluation),
        SweepRow("classic-dp", "r", 2.0, audit.evaluation),
    ]
    manifest["sweep"] = sweep_section("r", audit.baseline, rows)
    text = json.dumps(manifest, allow_nan=False)  # JSON-safe
    assert "seed" not in text
    html = render_report(manifest)
    table = sections(html)["Trade-off sweep over r"]
    assert "original data (not private)" in table
    assert "r = 0.25 (chosen setting)" in table and "r = 2 (classic DP)" in table
    for kind in ("simulation", "attack", "proven"):
        assert f'class="kind {kind}"' in table
    assert "National exclusion errors" in table
    # original data first, then by value
    assert table.index("original data") < table.index("r = 0.25") < table.index("r = 2")


def test_html_is_escaped(manifest):
    hostile = "<script>alert(1)</script>"
    manifest = copy.deepcopy(manifest)
    manifest["columns"]["features"][0] = hostile
    manifest["columns"]["released"][1] = hostile
    manifest["audit"]["attribute_inference"]["per_column"][0]["column"] = hostile
    manifest["input"]["file_name"] = "<b>x</b>.csv"
    html = render_report(manifest, [(hostile, PNG)])
    assert "<script>" not in html and "<b>x</b>" not in html
    assert html.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 4


def test_report_without_audit_says_so(outcome):
    release, _ = outcome
    html = render_report(build_manifest(release, None), [("figure", PNG)])
    assert "No audit was run" in html and "data:image/png" in html


def test_program_measure_follows_the_task():
    assert program_measure("poverty", 4_950_000)[0] == "national_exclusion_errors"
    assert program_measure("poverty", None)[0] == "exclusion_rate"
    assert program_measure("credit", None)[0] == "relative_profit"


def test_parameter_table_shows_only_what_the_mechanism_uses(manifest):
    def parameter_names(record):
        html = render_report(record)
        table = html.split("<h2>Mechanism and parameters</h2>")[1].split("</table>")[0]
        return set(re.findall(r"<tr><td>([a-z_0-9]+)</td>", table))

    gaussian = parameter_names(manifest)  # the sample releases with the row Gaussian
    assert {"epsilon", "delta", "r", "sigma"} <= gaussian
    assert not {"k", "k_anonymity", "calibration"} & gaussian
    mondrian = copy.deepcopy(manifest)
    mondrian["mechanism"]["name"] = "mondrian"
    assert "k_anonymity" in parameter_names(mondrian)
    assert "epsilon" not in parameter_names(mondrian)
    assert manifest["mechanism"]["k_anonymity"] == 5  # the manifest keeps every setting

"""The mobility project run headless: sample end to end, guarantee, audits, refusals."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pandas as pd
import pytest

from engine.cli import main as cli
from engine.core.errors import Cancelled, InputError, ParameterError
from engine.core.jobs import CancelFlag, JobContext
from engine.core.parquet import read_parquet
from engine.core.project_file import load_project, save_project
from engine.core.runner import run_task
from engine.tasks.mobility.project import MobilityProject
from engine.tasks.mobility.task import TASK as MOBILITY
from engine.tasks.targeting.project import Project
from tests.paths import SAMPLES

SAMPLE_PROJECT = SAMPLES / "mobility_project.json"
COLUMNS = ["day", "origin", "destination", "count", "suppressed"]


def sha256(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def sample_run(tmp_path_factory):
    """One CLI run of the bundled sample (the slow part, shared by the tests below)."""
    out = tmp_path_factory.mktemp("mobility")
    inputs = [SAMPLES / "mobility_records.parquet", SAMPLES / "mobility_towers.csv"]
    before = {p: sha256(p) for p in inputs}
    argv = ["run", str(SAMPLE_PROJECT), "--output-dir", str(out), "--quiet", "--holder-audit"]
    status = cli(argv)
    return status, out, before


def test_sample_run_writes_three_outputs_and_leaves_inputs_alone(sample_run):
    status, out, before = sample_run
    assert status == 0
    names = {p.name for p in out.iterdir()}
    assert names == {
        "mobility_matrices.csv",
        "mobility_report.html",
        "mobility_manifest.json",
        "mobility_holder_audit.html",  # asked for: the data holder's audit
        "mobility_holder_audit.json",
    }
    for path, digest in before.items():
        assert sha256(path) == digest


def test_long_table_has_every_off_diagonal_cell_day(sample_run):
    _, out, _ = sample_run
    table = pd.read_csv(out / "mobility_matrices.csv")
    assert list(table.columns) == COLUMNS
    days, k = 60, 30
    assert len(table) == days * k * (k - 1)
    assert table["day"].nunique() == days
    assert (table["origin"] != table["destination"]).all()
    assert pd.api.types.is_integer_dtype(table["count"])
    assert (table["count"] >= 0).all()
    assert table["suppressed"].dtype == bool
    assert (table.loc[table["suppressed"], "count"] == 0).all()
    # τ = 5: every released non-zero count is at least τ
    assert (table.loc[table["count"] > 0, "count"] >= 5).all()


def test_manifest_states_the_guarantee_over_all_days_and_every_audit(sample_run):
    _, out, _ = sample_run
    text = (out / "mobility_manifest.json").read_text(encoding="utf-8")
    assert "seed" not in text.lower()
    manifest = json.loads(text)
    g = manifest["guarantee"]
    assert g["epsilon_per_day"] == 1.0 and g["days"] == 60
    assert g["level"] == "individual" and g["trips_per_day"] == 3
    assert g["total_epsilon_worst"] == pytest.approx(60.0)  # MATH 5.3: D·ε
    assert g["total_epsilon_mean"] == pytest.approx(60.0)
    # the populations are used by the SIR audit only, written to no file: not charged
    assert g["release_epsilon_worst"] == pytest.approx(60.0)
    assert g["populations"]["released"] is False
    assert "not charged to this release" in g["statement"]
    assert len(manifest["ledger"]["entries"]) == 60  # one per day, none for populations
    assert manifest["ledger"]["totals"][0]["epsilon"] == pytest.approx(60.0)
    assert g["kind_of_number"] == "proven"
    assert "60" in g["statement"]
    assert "audit" not in manifest  # measured on the raw counts: the holder's audit has it
    holder = json.loads((out / "mobility_holder_audit.json").read_text(encoding="utf-8"))
    audit = holder["audit"]
    assert set(audit) == {"cell_errors", "suppression", "sir", "displacement", "membership"}
    assert audit["cell_errors"]["absolute"]["p50"] <= audit["cell_errors"]["absolute"]["p99"]
    assert audit["suppression"]["suppressed_private"] > 0
    assert audit["sir"]["origin"] == "R01"
    assert 0 <= audit["sir"]["accuracy"] <= 1
    d = audit["displacement"]
    assert d["event_day"] == "2024-02-10" and d["days_after"] == 20
    assert set(d["top_k_accuracy"]) == {"3", "5", "10"}
    # the raw total and this release's error against it are the data holder's; the shared
    # error is that of 50 simulated releases of the same raw matrices
    assert "out_migration_raw" not in d and "out_migration_percent_error" not in d
    sim = d["out_migration_error_simulated"]
    assert sim["simulations"] == 50 and sim["unit"] == "trips"
    assert 0 <= sim["median"] <= sim["p90"]
    raw = holder["data_checks"]["audit_raw"]["displacement"]
    assert raw["out_migration_raw"] > 0 and raw["out_migration_percent_error"] < 20
    assert sim["p90"] < 0.2 * raw["out_migration_raw"]
    assert {r["setting"] for r in audit["membership"]["rows"]} == {
        "raw/raw",
        "private/private",
        "raw/private",
    }
    for record in audit.values():
        assert record["kind_of_number"]
    report = (out / "mobility_report.html").read_text(encoding="utf-8")
    assert g["statement"].split(".")[0] in report


@pytest.fixture
def trips_project(tmp_path):
    """Four days of ready-made trips over three regions; subscriber 1 travels most (5)."""
    rows = [
        (1, "2024-03-01", "A", "B"),
        (1, "2024-03-01", "B", "A"),
        (1, "2024-03-02", "A", "C"),
        (1, "2024-03-03", "C", "A"),
        (1, "2024-03-04", "A", "B"),
        (2, "2024-03-01", "B", "C"),
        (2, "2024-03-02", "B", "B"),  # not a trip
        (3, "2024-03-04", "C", "B"),
    ]
    frame = pd.DataFrame(rows, columns=["who", "date", "from", "to"])
    frame.to_csv(tmp_path / "trips.csv", index=False)
    doc = {
        "format": "privdesk-project/1",
        "input": {"trips": "trips.csv"},
        "columns": {"subscriber": "who", "day": "date", "origin": "from", "destination": "to"},
        "task": {"kind": "mobility"},
        "mechanism": {"epsilon": 0.5, "level": "trip", "threshold": 0},
        "audit": {"seed": 3, "event_day": "2024-03-02", "event_regions": ["A"], "top_k": [1]},
        "outputs": {"matrices": "out/m.parquet", "manifest": "out/manifest.json"},
    }
    path = tmp_path / "trips_project.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path, doc


def test_trip_level_budget_uses_trips_per_person(trips_project):
    path, _ = trips_project
    project = load_project(path)
    assert isinstance(project, MobilityProject)
    written, outcome = run_task(MOBILITY, project)
    manifest = outcome.manifest
    assert {p.name for p in written} == {"m.parquet", "manifest.json"}
    # MATH 5.3's worst case and mean: ε × trips of the most frequent traveller (5) and of
    # the mean person (7/3). They reveal raw trip counts, so the data holder gets them in
    # data_checks and the shared guarantee states none.
    totals = manifest["data_checks"]["trip_level_epsilon"]
    assert totals["most_frequent_traveller"] == pytest.approx(0.5 * 5)
    assert totals["mean_person"] == pytest.approx(0.5 * 7 / 3)
    g = manifest["guarantee"]
    assert g["total_epsilon_worst"] is None and g["total_epsilon_mean"] is None
    assert g["release_epsilon_worst"] is None and g["trip_totals"] == "data_checks"
    assert "0.5-differentially private for any one trip" in g["statement"]
    assert "given to the data holder in the data checks" in g["statement"]
    assert manifest["audit"]["sir"]["skipped"]  # no populations from trips
    assert manifest["audit"]["displacement"]["days_after"] == 3
    table = read_parquet(path.parent / "out" / "m.parquet")
    assert list(table.columns) == COLUMNS and len(table) == 4 * 3 * 2


def test_cancel_writes_nothing(trips_project):
    path, _ = trips_project
    flag = CancelFlag()

    def cancel_at_audit(fraction, message):
        if "cell errors" in message:
            flag.cancel()

    with pytest.raises(Cancelled):
        run_task(MOBILITY, load_project(path), JobContext(cancel_at_audit, flag))
    assert not (path.parent / "out").exists()


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"mechanism": {"level": "city"}}, "mechanism.level"),
        ({"mechanism": {"threshold": -1}}, "mechanism.threshold"),
        ({"mechanism": {"epsilon": 0}}, "mechanism.epsilon"),
        ({"mechanism": {"epsilon": "high"}}, "mechanism.epsilon"),
        ({"mechanism": {"trips_per_day": 3}}, "mechanism.trips_per_day"),  # trip level: T = 1
        ({"mechanism": {"colour": 1}}, "mechanism.colour"),
        ({"audit": {"event_day": "10/02/2024"}}, "audit.event_day"),
        ({"audit": {"top_k": [0]}}, "audit.top_k"),
        ({"audit": {"sir_beta": 0.6}}, "audit.sir_beta"),
        ({"audit": {"sir_mu": 0}}, "audit.sir_mu"),
        ({"audit": {"membership": {"targets": 0}}}, "audit.membership.targets"),
        ({"audit": {"membership": {"targets": 100_000}}}, "audit.membership.targets"),
        ({"outputs": {"matrices": "m.xlsx"}}, "outputs.matrices"),
        ({"input": {"trips": "trips.csv", "towers": "t.csv"}}, "input"),
        ({"task": {"kind": "mobility", "utility": "poverty"}}, "task.utility"),
    ],
)
def test_bad_mobility_keys_are_refused_by_name(trips_project, change, key):
    path, doc = trips_project
    for section, value in change.items():
        doc[section] = {**doc[section], **value} if section != "input" else value
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ParameterError) as caught:
        load_project(path)
    assert caught.value.name == key


def test_unknown_region_or_day_is_refused_when_run(trips_project):
    path, doc = trips_project
    doc["audit"]["event_regions"] = ["Z"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ParameterError) as caught:
        run_task(MOBILITY, load_project(path))
    assert caught.value.name == "audit.event_regions"
    assert not (path.parent / "out").exists()


def test_missing_towers_file_is_named(tmp_path):
    shutil.copy(SAMPLE_PROJECT, tmp_path / "p.json")
    shutil.copy(SAMPLES / "mobility_records.parquet", tmp_path)
    with pytest.raises(InputError) as caught:
        load_project(tmp_path / "p.json")
    assert "mobility_towers.csv" in str(caught.value)
    assert "input.towers" in str(caught.value)


def test_saved_mobility_project_reads_back_equal(tmp_path):
    project = load_project(SAMPLE_PROJECT)
    save_project(project, tmp_path / "copy.json")
    saved = json.loads((tmp_path / "copy.json").read_text(encoding="utf-8"))
    assert saved["task"] == {"kind": "mobility"}
    assert not Path(saved["input"]["records"]).is_absolute()  # relative to the project
    assert load_project(tmp_path / "copy.json") == project


def test_input_summary_of_the_sample_matches_the_release(sample_run):
    _, out, _ = sample_run
    manifest = json.loads((out / "mobility_manifest.json").read_text(encoding="utf-8"))
    holder = json.loads((out / "mobility_holder_audit.json").read_text(encoding="utf-8"))
    released, checks = manifest["input"], holder["data_checks"]
    project = load_project(SAMPLE_PROJECT)
    summary = project.input.describe(project.columns)
    assert summary.kind == "records"
    assert summary.rows == checks["records"]
    assert summary.subscribers == checks["subscribers"]
    assert summary.days == released["days"]
    assert str(summary.first_day) == released["first_day"]
    assert str(summary.last_day) == released["last_day"]
    assert summary.regions == released["regions"]


def test_targeting_projects_load_as_before():
    project = load_project(SAMPLES / "poverty_project.json")
    assert isinstance(project, Project)
    assert project.task.kind == "targeting"
    doc = json.loads((SAMPLES / "poverty_project.json").read_text(encoding="utf-8"))
    doc["task"]["kind"] = "housing"
    from engine.tasks.targeting.project import project_from_dict

    with pytest.raises(ParameterError, match="only 'targeting' is available"):
        project_from_dict(doc, SAMPLES)

"""What a model release shares holds no exact fact of the rows (MATH 9.7: the model, its
accounting and the guarantee): not the numbers of rows, nor any score measured on them —
the non-private models' held-out quality and training loss, the lending measure, the
membership attack's AUC and counts, and the private model's own held-out scores too
(held-out rows are never trained on, so the guarantee does not cover them). Those sit in
the manifest's `data_checks` and the report's last section, for the data holder only;
old manifests still render, and a manifest without its data checks renders for the
recipients."""

from __future__ import annotations

import json
import math
import re
import shutil

import pytest

from engine.core.i18n import english
from engine.core.jobs import JobContext
from engine.core.project_file import load_project
from engine.tasks import get_task
from engine.tasks.model import evaluate
from engine.tasks.model.data_checks import data_checks_note
from engine.tasks.model.manifest import build_manifest
from engine.tasks.model.report_measures import shown
from main import main as privdesk
from tests.engine.test_model_task import project_file
from tests.json_walk import DATA_CHECKS_HEADING as HEADING
from tests.json_walk import keys_in, numbers_in, shared_parts
from tests.paths import SAMPLES

ROWS = 2371  # of the sample's 3,000: counts no declared bound, centre or scale equals
PNG = b"\x89PNG\r\n\x1a\n"  # the figures only need to be placed
RAW_KEYS = {
    "training_rows",
    "held_out_rows",
    "quality",
    "training_loss",
    "reliability",
    "accuracy",
    "auc",
    "log_loss",
    "calibration_error",
    "profit",
    "default_loss",
    "forgone_revenue",
    "offered_share",
    "relative_profit",
    "auc_low",
    "auc_high",
    "advantage",
    "members",
    "non_members",
}


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    """A release of 2,371 rows with its audit and a two-point sweep (its own ledger)."""
    folder = tmp_path_factory.mktemp("model_hide_raw")
    lines = (SAMPLES / "credit_sample.csv").read_text(encoding="utf-8").splitlines()
    data = folder / "credit.csv"
    data.write_text("\n".join(lines[: ROWS + 1]) + "\n", encoding="utf-8")
    path = project_file(folder, data=data, budget={"ledger": str(folder / "ledger.jsonl")})
    task, project = get_task("model"), load_project(path)
    rel = task.release(project, JobContext())
    audits = task.audit(rel, JobContext())
    sweep, _ = evaluate.sweep(project, [0.5, 2.0], JobContext(), rel.charge)
    manifest = json.loads(json.dumps(build_manifest(rel, audits, sweep)))
    report = task.render_report(manifest, [("Calibration", PNG), ("Accuracy against ε", PNG)])
    return rel, audits, sweep, manifest, report


def appears(value: int, text: str) -> bool:
    """`value` written as a whole number, with or without thousands separators."""
    forms = {f"{value:d}", f"{value:,d}"}
    return any(re.search(rf"(?<![\w.,]){re.escape(f)}(?![\w,]|\.\d)", text) for f in forms)


def counts(rel) -> dict[str, int]:
    return {
        "rows": rel.data.y.size,
        "training": rel.train_rows.size,
        "held out": rel.held_out_rows.size,
    }


def measurements(audits: dict, sweep) -> dict[str, float]:
    """Every score the audit and the sweep computed on the rows, by name."""
    found = {}
    for model, q in audits["quality"].items():
        for key in ("accuracy", "auc", "log_loss", "calibration_error"):
            found[f"{model} {key}"] = q[key]
    for model, loss in audits["training_loss"].items():
        found[f"{model} training loss"] = loss
    for model in ("private", "non_private"):
        for key in ("profit", "default_loss", "forgone_revenue", "offered_share"):
            found[f"{model} {key}"] = audits["utility"][model][key]
        for key in ("auc", "auc_low", "auc_high", "advantage"):
            found[f"{model} attack {key}"] = audits["membership"][model][key]
    found["relative profit"] = audits["utility"]["relative_profit"]
    for i, row in sweep.iterrows():
        found[f"sweep {i} accuracy"] = row["accuracy"]
        found[f"sweep {i} auc"] = row["auc"]
    # 0 and 1 are also declared settings (λ = 0, ε = 1): a private model that offers no
    # loan has a default loss of 0, which says nothing of the rows in the shared parts
    return {
        k: float(v)
        for k, v in found.items()
        if v is not None and math.isfinite(v) and float(v) not in (0.0, 1.0)
    }


def test_the_shared_manifest_holds_no_row_count_and_no_measurement(released):
    rel, audits, sweep, manifest, report = released
    shared, _ = shared_parts(manifest, report)
    facts = counts(rel)
    assert facts == {"rows": ROWS, "training": 1897, "held out": 474}  # stratified: exact
    assert not RAW_KEYS & keys_in(shared)
    numbers = numbers_in(shared)
    for name, value in facts.items():
        assert float(value) not in numbers, name
    for name, value in measurements(audits, sweep).items():
        assert value not in numbers, name
    # the shared parts say what they hold instead
    assert "data_checks" in shared["input"]["rows_note"]
    assert "number of training rows" in shared["input"]["rows_note"]
    assert "in the data checks, for the data holder" in shared["audit"]["note"]
    bound = shared["audit"]["membership"]["auc_bound"]
    assert bound == audits["membership"]["private"]["auc_bound"]  # proven from (ε, δ)
    assert {"point", "value", "epsilon", "noise_multiplier"} <= set(shared["sweep"]["rows"][1])


def test_the_shared_report_shows_no_row_count_and_no_measurement(released):
    rel, audits, sweep, manifest, report = released
    shared, shared_report = shared_parts(manifest, report)
    for name, value in counts(rel).items():
        assert not appears(value, shared_report), name
    # a score may print like a shared number only when a shared number prints the same
    shared_texts = {shown(v) for v in numbers_in(shared)}
    cells = set(re.findall(r"(?<=[>\s(\[])-?[\d.,e+-]+(?=[<\s)\],;])", shared_report))
    for name, value in measurements(audits, sweep).items():
        text = shown(value)
        assert text not in cells or text in shared_texts, f"{name} = {text}"
    for title in ("Quality on held-out rows", "Lending on held-out rows", "Accuracy against ε"):
        assert title not in shared_report
    assert "Calibration" not in shared_report and "Figures" not in shared_report
    assert "that number follows from q" in shared_report


def test_the_data_holder_finds_them_in_the_data_checks(released):
    rel, audits, sweep, manifest, report = released
    assert report.count(HEADING) == 1 and report.rindex("<h2") == report.index(HEADING)
    checks = manifest["data_checks"]
    assert checks["note"] == english(data_checks_note)
    assert "audit only, never in the shared report" in checks["note"]
    assert (checks["rows"], checks["training_rows"], checks["held_out_rows"]) == (
        ROWS,
        1897,
        474,
    )
    assert sum(c["held_out_rows"] for c in checks["classes"]) == 474
    assert checks["audit"]["quality"] == json.loads(json.dumps(audits["quality"]))
    assert "seed" not in checks["audit"]
    assert [r["accuracy"] for r in checks["sweep"]] == pytest.approx(list(sweep["accuracy"]))
    section = report.split(HEADING)[1]
    for value in counts(rel).values():
        assert appears(value, section)
    private = audits["quality"]["private"]
    assert shown(private["accuracy"]) in section and shown(private["auc"]) in section
    assert "audit only, never in the shared report" in section and "Accuracy against ε" in section
    assert section.index("<h3>Figures</h3>") > section.index("Accuracy against ε")


def test_the_summary_reads_the_data_checks(released):
    _, audits, _, manifest, _ = released
    lines = get_task("model").summary(manifest)
    accuracy = f"{audits['quality']['private']['accuracy']:.4f}"
    assert any(f"Held-out accuracy {accuracy}" in line for line in lines)


def old_manifest(manifest: dict) -> dict:
    """The same release as a manifest of the previous version wrote it: row counts in
    `input`, the measurements in `audit` and in the sweep's rows, no data checks."""
    old = json.loads(json.dumps(manifest))
    checks = old.pop("data_checks")
    old["input"].pop("rows_note")
    old["input"].update({k: checks[k] for k in ("rows", "training_rows", "held_out_rows")})
    old["audit"] = {"seed": old["audit"]["seed"], **checks["audit"]}
    for row, measured in zip(old["sweep"]["rows"], checks["sweep"], strict=True):
        row.update(measured)
    return old


def test_old_manifests_and_shared_copies_render_from_the_command_line(released, tmp_path, capsys):
    _, audits, _, manifest, _ = released
    old = tmp_path / "old.json"
    old.write_text(json.dumps(old_manifest(manifest)), encoding="utf-8")
    shared = tmp_path / "shared.json"
    shared.write_text(
        json.dumps({k: v for k, v in manifest.items() if k != "data_checks"}), encoding="utf-8"
    )
    for path in (old, shared):
        assert privdesk(["report", str(path)]) == 0, capsys.readouterr().err
    old_html = old.with_suffix(".html").read_text(encoding="utf-8")
    assert "Quality on held-out rows" in old_html and "Accuracy against ε" in old_html
    assert appears(ROWS, old_html) and HEADING not in old_html
    assert shown(audits["quality"]["non_private"]["auc"]) in old_html
    shared_html = shared.with_suffix(".html").read_text(encoding="utf-8")
    assert HEADING not in shared_html and not appears(ROWS, shared_html)
    assert "Membership inference: what any attack can reach" in shared_html
    # the shared manifest still scores new rows
    data = tmp_path / "credit.csv"
    shutil.copy(SAMPLES / "credit_sample.csv", data)
    out = tmp_path / "scores.csv"
    assert privdesk(["score", str(shared), str(data), "--output", str(out)]) == 0
    assert out.is_file()

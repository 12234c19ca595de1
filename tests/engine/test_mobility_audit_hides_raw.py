"""The mobility audits share no exact raw aggregate: the manifest's `audit` block and the
report (before its "Data checks" section) hold neither the raw out-migration total, nor
this release's error against it (with the released total it solves for the raw total),
nor the raw shares of zero and below-τ cells, nor the number of cells above 0, nor the
membership attack's counts of people. The data holder finds all of them in
`data_checks.audit_raw` and the report's data checks; manifests written before still
render with `main.py report`."""

from __future__ import annotations

import datetime as dt
import json
import re

import numpy as np
import pytest

from engine.cli import main as cli
from engine.core.runner import run_task
from engine.mobility import displacement, membership
from engine.tasks import get_task
from tests.json_walk import DATA_CHECKS_HEADING, numbers_in
from tests.mobility_projects import trips_project

REGIONS = [f"Z{i}" for i in range(6)]
FIRST = dt.date(2024, 3, 1)
DAYS = 24
EVENT = 10  # the event day's index: out-migration counted over days 10–23
TAU = 3


def trip_rows() -> list[tuple[str, str, str, str]]:
    """50 people travelling on most days (eligible for the attack), some rare pairs (so
    cells fall between 0 and τ) and many empty cells; seeded."""
    rng = np.random.default_rng(11)
    rows = []
    for person in range(50):
        home = person % 3  # Z0–Z2 busy, Z3–Z5 rare destinations
        for offset in range(DAYS):
            if rng.random() < 0.85:
                day = str(FIRST + dt.timedelta(days=offset))
                other = int(rng.choice([1, 2, 0, 3])) if rng.random() < 0.9 else 4
                if other == home:
                    other = 5
                rows.append((f"p{person}", day, REGIONS[home], REGIONS[other]))
    return rows


@pytest.fixture(scope="module")
def released(tmp_path_factory):
    folder = tmp_path_factory.mktemp("audit_raw")
    audit = {
        "seed": 4,
        "event_day": str(FIRST + dt.timedelta(days=EVENT)),
        "event_regions": ["Z0", "Z1"],
        "top_k": [1, 2],
        "membership": {"enabled": True, "targets": 200},  # more than are eligible
    }
    doc = trips_project(
        folder, trip_rows(), FIRST, FIRST + dt.timedelta(days=DAYS - 1),
        {"epsilon": 0.3, "level": "trip", "threshold": TAU}, audit,
        {"report": "out/r.html", "manifest": "out/m.json"},
    )  # fmt: skip
    task = get_task("mobility")
    _, outcome = run_task(task, task.project_from_dict(doc, folder), holder_audit=True)
    shared = json.loads((folder / "out" / "m.json").read_text(encoding="utf-8"))
    assert "data_checks" not in shared and "audit" not in shared  # the data holder's only
    manifest_path = folder / "out" / "r_holder_audit.json"  # the whole manifest
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    report = (folder / "out" / "r_holder_audit.html").read_text(encoding="utf-8")
    return outcome.release, manifest, report, manifest_path


def raw_aggregates(release) -> dict[str, float]:
    """The exact raw aggregates the audits compute, from the raw counts themselves."""
    raw, private = release.counts.counts, release.private.counts
    off = ~np.eye(raw.shape[1], dtype=bool)
    m = raw[:, off]
    cells = m.size
    affected = [0, 1]
    raw_total = displacement.out_migration(raw[EVENT:], affected, 0, DAYS - EVENT)
    private_total = displacement.out_migration(private[EVENT:], affected, 0, DAYS - EVENT)
    eligible = membership.eligible_subscribers(release.activity.presence, 10).size
    return {
        "zero_raw share": float((m == 0).mean()),
        "zero_raw count": float((m == 0).sum()),
        "below τ share": float(((m > 0) & (m < TAU)).mean()),
        "below τ count": float(((m > 0) & (m < TAU)).sum()),
        "cells above 0": float((m > 0).sum()),
        "cells above 0 share": float((m > 0).sum() / cells),
        "out-migration raw": raw_total,
        "percent error": 100 * abs(private_total - raw_total) / raw_total,
        "eligible people": float(eligible),
    }


def public_numbers(release) -> set[float]:
    """Numbers anyone computes from the released matrices: a raw aggregate equal to one of
    them by chance is not given away by the audit."""
    private = release.private.counts
    off = ~np.eye(private.shape[1], dtype=bool)
    p = private[:, off]
    total = displacement.out_migration(private[EVENT:], [0, 1], 0, DAYS - EVENT)
    return {float(total), float((p == 0).mean()), float((p == 0).sum()), float(p.size)}


def same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def forms(value: float) -> set[str]:
    """How the report may write `value`: a whole number with or without separators, or
    with 4 significant digits (shares and percentages, as the report's tables do)."""
    out = {f"{value:.4g}"}
    if float(value).is_integer():
        out |= {f"{value:.0f}", f"{value:,.0f}"}
    return out


def written(value: float, text: str) -> bool:
    """`value` in `text` as a number of its own (not part of a date, a time of day, a word
    or a longer number: the report's "14:08:34" once matched 34 eligible people)."""
    return any(
        re.search(rf"(?<![\w.,:-]){re.escape(f)}(?![\w:-]|[.,]\d)", text) for f in forms(value)
    )


def test_data_are_what_the_audits_need(released):
    release, manifest, _, _ = released
    facts = raw_aggregates(release)
    assert min(facts["below τ count"], facts["zero_raw count"], facts["cells above 0"]) > 0
    assert facts["out-migration raw"] > 300
    assert 10 <= facts["eligible people"] < 200  # all sampled: the counts are of everyone
    assert "skipped" not in manifest["audit"]["membership"]


def test_shared_audit_block_holds_no_raw_aggregate(released):
    release, manifest, _, _ = released
    audit = manifest["audit"]
    shared = numbers_in(audit)
    public = public_numbers(release)
    for name, value in raw_aggregates(release).items():
        if any(same(value, p) for p in public):
            continue  # the release itself publishes this number
        assert not any(same(x, value) for x in shared), (name, value)
    # no shared number turns the released total into the raw one (a percent error of this
    # release, or any relative error against the raw total)
    d = audit["displacement"]
    raw_total = raw_aggregates(release)["out-migration raw"]
    private_total = d["out_migration_private"]
    if private_total != raw_total:
        for x in shared:
            for sign in (1, -1):
                if 1 + sign * x / 100 > 0:
                    assert not same(private_total / (1 + sign * x / 100), raw_total), x
                if 1 + sign * x > 0:
                    assert not same(private_total / (1 + sign * x), raw_total), x
    for record in audit.values():
        assert not {"zero_raw", "below_threshold_raw", "cells_positive"} & set(record)
        assert not {"out_migration_raw", "out_migration_percent_error"} & set(record)
        assert not {"n_eligible", "n_targets_sampled", "n_skipped"} & set(record)
    assert all("n_targets_used" not in row for row in audit["membership"]["rows"])


def test_report_before_its_data_checks_shows_no_raw_aggregate(released):
    release, manifest, report, _ = released
    assert report.count(DATA_CHECKS_HEADING) == 1
    shared_text, checks_text = report.split(DATA_CHECKS_HEADING)
    public = public_numbers(release)
    facts = raw_aggregates(release)
    # other shared numbers that the report writes alike (not the raw aggregates themselves)
    shared = numbers_in({k: v for k, v in manifest.items() if k != "data_checks"})
    others = [x for x in shared if not any(same(x, v) for v in facts.values())]
    shared_forms = {f for x in others for f in forms(x)}
    for name, value in facts.items():
        if any(same(value, p) for p in public) or forms(value) & shared_forms:
            continue  # published by the release, or another shared number written alike
        assert not written(value, shared_text), (name, value)
    # the data holder's section has them, under its note to remove it before sharing
    assert "audit only, never in the shared report" in checks_text
    for name in ("out-migration raw", "eligible people", "cells above 0", "zero_raw share"):
        assert written(facts[name], checks_text), name


def test_data_checks_hold_the_audits_raw_aggregates(released):
    release, manifest, _, _ = released
    facts = raw_aggregates(release)
    raw = manifest["data_checks"]["audit_raw"]
    assert raw["suppression"]["zero_raw"] == pytest.approx(facts["zero_raw share"])
    assert raw["suppression"]["below_threshold_raw"] == pytest.approx(facts["below τ share"])
    assert raw["cell_errors"]["cells_positive"] == facts["cells above 0"]
    assert raw["displacement"]["out_migration_raw"] == facts["out-migration raw"]
    assert raw["displacement"]["out_migration_percent_error"] == pytest.approx(
        facts["percent error"]
    )
    m = raw["membership"]
    assert m["n_eligible"] == m["n_targets_sampled"] == facts["eligible people"]
    assert {r["setting"] for r in m["targets_scored"]} == {
        "raw/raw",
        "private/private",
        "raw/private",
    }


def test_manifests_written_before_still_render(released, tmp_path):
    """An old manifest (raw aggregates in its audit, no audit_raw, no simulated error) and
    an older one (no data checks at all) both render with `main.py report`."""
    _, manifest, _, _ = released
    old = json.loads(json.dumps(manifest))
    raw = old["data_checks"].pop("audit_raw")
    for name, values in raw.items():
        scored = values.pop("targets_scored", None)
        old["audit"][name].update(values)
        if scored is not None:
            for row, count in zip(old["audit"][name]["rows"], scored, strict=True):
                row["n_targets_used"] = count["targets"]
    old["audit"]["displacement"].pop("out_migration_error_simulated")
    older = {k: v for k, v in old.items() if k != "data_checks"}
    for name, document in (("old", old), ("older", older)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(document), encoding="utf-8")
        out = tmp_path / f"{name}.html"
        assert cli(["report", str(path), "--output", str(out)]) == 0
        html = out.read_text(encoding="utf-8")
        assert "out migration raw" in html and "<th>targets</th>" in html
        assert (DATA_CHECKS_HEADING in html) == (name == "old")
    (line,) = [x for x in get_task("mobility").summary(old) if x.startswith("Displacement")]
    assert "out-migration error" in line and " %," in line  # the old figure, as it was
